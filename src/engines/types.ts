import type { Logger } from 'pino';
import type { WarehouseConfig } from '../config/load.js';
import type { Contract } from '../contracts/model.js';
import type { SqlGuard } from '../governance/sql-guard/index.js';
import type { SqlRenderer } from '../sql/render.js';
import type { Warehouse } from '../warehouse/types.js';

export type { SqlGuard };

/** What an engine declares it can do: the rest of Charter reads these, never the engine's name. */
export interface EngineCapabilities {
  /** Agent-written SQL is governed on this engine (`execute_sql`); without it, `sql_engine_unsupported`. */
  readonly governedSql: boolean;
}

/** An engine opened for one service: its warehouse, renderer and guard, closed together. */
export interface OpenEngine {
  /** As configured (`warehouse.engine`); for logs and cache keys only. */
  readonly name: string;
  readonly capabilities: EngineCapabilities;
  /** Connection, hardening, type mapping, streaming and cancelling (`warehouse/types.ts`). */
  readonly warehouse: Warehouse;
  /** Writes syntax trees in this engine's SQL: the default renderer with this engine's few overrides. */
  readonly renderer: SqlRenderer;
  /** Governed SQL; null when `capabilities.governedSql` is false. */
  readonly sqlGuard: SqlGuard | null;
  /** Closes the guard's parser, then the warehouse. */
  close(): Promise<void>;
}

/**
 * One engine: everything Charter knows about it, made by one object (as a
 * Kysely dialect makes its driver, compiler, introspector and adapter). The
 * service chooses one by `warehouse.engine` in `engines/index.ts` and
 * nowhere else.
 */
export interface Engine<C extends WarehouseConfig = WarehouseConfig> {
  readonly name: C['engine'];
  readonly capabilities: EngineCapabilities;
  /** A renderer for this engine's SQL without opening anything (renderers hold no state). */
  createRenderer(): SqlRenderer;
  /** Opens the warehouse alone (building the demo data first when the config asks for it). */
  openWarehouse(config: C, logger?: Logger): Promise<Warehouse>;
  /** Opens the warehouse and the guard: what a service runs on. */
  open(config: C, logger?: Logger): Promise<OpenEngine>;
  /** SQL an operator runs in the database for a governed deployment; absent when the engine has no roles or policies. */
  readonly deployment?: EngineDeployment<C>;
}

/** The database side of a governed deployment, printed for review (`charter pg`); Charter never runs it. */
export interface EngineDeployment<C extends WarehouseConfig = WarehouseConfig> {
  /** A login role that can only read the tables the config exposes (catalog tables, contract sources, joins). */
  grants(config: C, role: string, catalogTables: Iterable<string>, contracts: readonly Contract[]): string[];
  /** Native row policies enforcing the contracts' row filters from the per-statement context settings. */
  policies(config: C, role: string, contracts: readonly Contract[]): string[];
}
