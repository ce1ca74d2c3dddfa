/**
 * The warehouse boundary. Adapters (one per engine, in `src/engines/`) run,
 * stream and cancel already-compiled statements; they never build SQL.
 * Everything above this layer works with these engine-neutral types.
 */

/** Engine-neutral logical type of a result or table column. */
export type LogicalType =
  | 'string'
  | 'integer'
  | 'number'
  | 'decimal'
  | 'boolean'
  | 'timestamp'
  | 'date'
  | 'time'
  | 'interval'
  | 'json'
  | 'list'
  | 'struct'
  | 'blob'
  | 'unknown';

export interface ColumnInfo {
  readonly name: string;
  readonly type: LogicalType;
  /** The engine's own type name, e.g. BIGINT or TIMESTAMP. */
  readonly engineType: string;
}

/**
 * A cell as adapters hand it up: timestamps and dates are already ISO 8601
 * strings without zone (`2001-03-01T00:00:00`), integers beyond 2^53 stay
 * bigint so the results layer decides how to expose them.
 */
export type CellValue =
  | null
  | boolean
  | number
  | bigint
  | string
  | readonly CellValue[]
  | { readonly [k: string]: CellValue };

/** Why an adapter stopped reading before the end: the row cap or the byte budget. */
export type TruncationReason = 'rows' | 'bytes';

export interface ResultSet {
  readonly columns: readonly ColumnInfo[];
  readonly rows: readonly (readonly CellValue[])[];
  /** True when the adapter stopped reading at `maxRows` or `maxBytes`. */
  readonly truncated: boolean;
  /** Which limit stopped it; null when the result is complete. */
  readonly truncatedBy: TruncationReason | null;
  /** The rows as JSON text, when asked for with `ExecuteOptions.json` and the engine writes it; `rows` is then empty. */
  readonly json?: JsonRows;
}

/**
 * Rows an adapter wrote as JSON text while reading them (`ExecuteOptions.json`):
 * each row exactly the object the results layer would serialise (`shapeRows`
 * then `JSON.stringify`: keys in column order, integers beyond 2^53 and
 * non-finite numbers as strings), so a large page skips the per-row arrays,
 * objects and the serialiser's walk over them.
 */
export interface JsonRows {
  /** The row objects joined by commas; row i ends at byte `rowEnds[i]` and the next starts one byte later. */
  readonly body: Buffer;
  readonly rowEnds: Uint32Array;
  /** The omitted column's cell in the first row (a page's total); null without rows or without one. */
  readonly omitted: CellValue;
}

/** A bound parameter value. Dates travel as ISO strings and are cast in SQL; lists are expanded by the renderer. */
export type ParamValue = null | boolean | number | bigint | string;

/** What a compiler/dialect hands to an adapter: frozen SQL text plus positional parameters ($1..$n). */
export interface CompiledStatement {
  readonly sql: string;
  readonly params: readonly ParamValue[];
}

export interface ExecuteOptions {
  /** Aborting cancels the running statement on the engine. */
  readonly signal?: AbortSignal;
  /** Interrupts the statement after this many milliseconds (default: the adapter's configured timeout). */
  readonly timeoutMs?: number;
  /** Stop reading after this many rows and report `truncated`. */
  readonly maxRows?: number;
  /**
   * Stop reading once the rows' JSON would exceed this many bytes (measured
   * while reading) and report `truncated`; when not even the first row fits,
   * the statement fails with `result_too_large`.
   */
  readonly maxBytes?: number;
  /**
   * Who the statement is for (the consumer's slug): admission in front of the
   * engine serves tenants in turn, so one tenant's burst cannot starve another.
   * Omitted: the service's own work (start-up checks), which is a tenant of its own.
   */
  readonly tenant?: string;
  /**
   * Transaction-local settings for this statement alone (PostgreSQL:
   * `set_config(name, value, true)`): the RLS context that native row-level
   * security policies read (`charter pg policies`). Ignored by DuckDB.
   */
  readonly settings?: Readonly<Record<string, string>>;
  /**
   * Asks for the rows as JSON text (`ResultSet.json`) instead of cells, with
   * `omitColumn` (a page's window total) left out of the text and read from the
   * first row only; it still counts toward `maxBytes`. Same statement, limits
   * and errors. An engine may ignore it and return cells, which the results
   * layer serialises to the same bytes.
   */
  readonly json?: { readonly omitColumn?: string };
}

export interface Warehouse {
  /**
   * The engine's name as configured (`warehouse.engine`). Part of result-cache
   * keys, so answers of two engines never mix; nothing outside `src/engines/`
   * branches on it (the engine object says what differs).
   */
  readonly dialect: string;
  /** Statements started and not yet settled (admitted or waiting for admission); for health and tests. */
  readonly runningStatements: number;
  execute(statement: CompiledStatement, options?: ExecuteOptions): Promise<ResultSet>;
  /** Columns of a table or view, or null when it does not exist. */
  describeTable(name: string): Promise<readonly ColumnInfo[] | null>;
  listTables(): Promise<readonly string[]>;
  /**
   * The value this engine's `avg()` over an integer column returns for a group
   * whose exact sum and count are given, as a cell: how a rollup, which stores
   * exact sums and counts, finishes an average exactly as the warehouse would.
   */
  averageOfIntegers(sum: bigint, count: bigint): CellValue;
  /** Resolves when the engine answers a trivial statement. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The engine refused a statement because of what the statement says (a cast
 * of a value that is not a number, a join without common columns, a feature
 * the engine does not support), not because the engine failed. `detail` is the
 * engine's own message without its echo of the SQL text. Whether that is the
 * caller's mistake depends on who wrote the statement: for caller-written SQL
 * (execute_sql) it is answered as sql_execution_error; for statements Charter
 * compiled it stays our fault (internal_error).
 */
export class StatementFailed extends Error {
  readonly detail: string;
  constructor(detail: string, options?: ErrorOptions) {
    super(detail, options);
    this.name = 'StatementFailed';
    this.detail = detail;
  }
}

/**
 * Prefix of the per-statement settings that carry RLS context values
 * (`charter.state`): an engine with native row policies sets them for the
 * statement's own transaction (PostgreSQL, `charter pg policies`).
 */
export const CONTEXT_SETTING_PREFIX = 'charter.';
