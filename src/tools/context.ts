import type { ResultCache } from '../cache/result-cache.js';
import type { CacheDirective } from '../cache/types.js';
import type { Catalog } from '../catalog/catalog.js';
import type { Consumer } from '../consumers/model.js';
import { checkWithSchema, formatDiagnostics } from '../errors/diagnostics.js';
import { CharterError } from '../errors/registry.js';
import type { SqlGuard } from '../governance/sql-guard/index.js';
import type { PagingPolicy } from '../query/resolve.js';
import { contextSchema, type QueryContext } from '../query/spec.js';
import type { RollupManager } from '../rollups/manager.js';
import type { EmbeddingClient } from '../search/embeddings.js';
import type { SqlRenderer } from '../sql/render.js';
import type { ExecuteOptions, Warehouse } from '../warehouse/types.js';
import type { PlanMemo } from './plan-memo.js';

/** What the tools need from the running service. Built once by the composition root. */
export interface ToolDeps {
  readonly catalog: Catalog;
  readonly warehouse: Warehouse;
  /** Every governed statement's answer comes through here (docs/caching.md); planning probes use `warehouse`. */
  readonly cache: ResultCache;
  readonly renderer: SqlRenderer;
  readonly paging: PagingPolicy;
  /** Per-response bounds (config `limits.results`). */
  readonly results: ResultLimits;
  /** The semantic side of search_objects; absent, search ranks with its offline lexical-semantic fallback. */
  readonly embeddings?: EmbeddingClient | undefined;
  /** Governed SQL on this engine (its own parser and plan check); null when the engine has none. */
  readonly sqlGuard: SqlGuard | null;
  /** Recent contract-query plans (absent: every call plans afresh). */
  readonly plans?: PlanMemo<object> | undefined;
  /** The rollup router; absent, every contract query goes to the warehouse. */
  readonly rollups?: RollupManager | undefined;
}

export interface ResultLimits {
  /** Bytes of row JSON one response may carry; the warehouse stops reading past it. */
  readonly maxBytes: number;
}

/**
 * One call on behalf of one consumer. `context` comes from the trusted caller,
 * never from model output; it is validated by the tool that uses it.
 */
export interface ToolCall {
  readonly consumer: Consumer;
  readonly context?: unknown;
  /** May be a getter that makes the signal on first read; tools read it only when a statement runs. */
  readonly signal?: AbortSignal | undefined;
  /** The caller's `Cache-Control` (default: read and write the result cache). */
  readonly cache?: CacheDirective | undefined;
  /** Metrics, audit and traces of the request; absent (observability off), nothing is measured. */
  readonly observe?: CallObserver | undefined;
}

/** A stage of answering a call, as traces name it. */
export type StageName = 'compile' | 'governance' | 'warehouse' | 'results';

/**
 * What the tools tell observability (src/observability): the time of each
 * stage, and one record per governed statement they answered or refused.
 * Times are `performance.now()` readings.
 */
export interface CallObserver {
  stage(
    name: StageName,
    startMs: number,
    endMs: number,
    attributes?: Readonly<Record<string, string | number | boolean>>,
  ): void;
  statement(record: StatementRecord): void;
}

/** One governed statement as the audit trail and the metrics see it: names and counts, never values. */
export interface StatementRecord {
  readonly tool: 'query_contract' | 'execute_sql';
  /** The contract, or the tables read; empty when the call was refused before they were known. */
  readonly objects: readonly string[];
  /** The governed statement (fingerprinted by the observer, never stored); null when refused before it existed. */
  readonly statement: { readonly sql: string } | null;
  /** Context keys of the row-level security applied. */
  readonly rlsKeys: readonly string[];
  readonly rowCount: number | null;
  readonly durationMs: number;
  readonly source: 'warehouse' | 'cache' | 'rollup' | null;
  /** What the result cache did; null when no statement ran. */
  readonly cache: 'hit' | 'miss' | 'bypass' | null;
  /** `ok`, or the error code the caller got. */
  readonly outcome: string;
}

/** The error code a failure reaches the caller with (`internal_error` for anything unexpected). */
export function outcomeOf(err: unknown): string {
  return err instanceof CharterError ? err.code : 'internal_error';
}

/** What every statement of a call carries: the caller's cancellation, and whom it runs for (fair admission). */
export function statementOptions(call: ToolCall): ExecuteOptions {
  return { signal: call.signal, tenant: call.consumer.slug };
}

/**
 * The caller's context object, validated (RLS values: scalars or lists of
 * scalars). Whether each value has the type its RLS column needs is checked
 * against the contract (contracts/context.ts); both are `invalid_context`.
 */
export function parseContext(context: unknown): QueryContext {
  if (context === undefined || context === null) return {};
  const checked = checkWithSchema(contextSchema, context);
  if (!checked.ok) {
    throw new CharterError('invalid_context', undefined, formatDiagnostics('context', checked.problems));
  }
  return checked.data;
}
