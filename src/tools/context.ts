import type { Catalog } from '../catalog/catalog.js';
import type { Consumer } from '../consumers/model.js';
import type { PagingPolicy } from '../query/resolve.js';
import type { SqlRenderer } from '../sql/render.js';
import type { Warehouse } from '../warehouse/types.js';

/** What the tools need from the running service. Built once by the composition root. */
export interface ToolDeps {
  readonly catalog: Catalog;
  readonly warehouse: Warehouse;
  readonly renderer: SqlRenderer;
  readonly paging: PagingPolicy;
}

/**
 * One call on behalf of one consumer. `context` comes from the trusted caller,
 * never from model output; it is validated by the tool that uses it.
 */
export interface ToolCall {
  readonly consumer: Consumer;
  readonly context?: unknown;
  readonly signal?: AbortSignal | undefined;
}
