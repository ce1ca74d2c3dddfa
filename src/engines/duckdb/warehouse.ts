import {
  type DuckDBConnection,
  type DuckDBDataChunk,
  DuckDBInstance,
  DuckDBListVector,
  DuckDBStructVector,
  type DuckDBType,
  DuckDBTypeId,
  type DuckDBValue,
  type DuckDBVector,
} from '@duckdb/node-api';
import { CharterError } from '../../errors/registry.js';
import { Admission, SERVICE_TENANT } from '../../warehouse/admission.js';
import { OverBudget, ResultBudget, stringBytes } from '../../warehouse/budget.js';
import { JsonRows, jsonFromRows } from '../../warehouse/json-rows.js';
import { Readiness } from '../../warehouse/readiness.js';
import type {
  CellValue,
  ColumnInfo,
  CompiledStatement,
  ExecuteOptions,
  LogicalType,
  ResultSet,
  Warehouse,
} from '../../warehouse/types.js';
import { StatementFailed } from '../../warehouse/types.js';
import { type CellReader, cellReader, chargeScalar, toCell } from './cells.js';
import { type ColumnWriter, columnWriter } from './json-cells.js';

export interface DuckDbOptions {
  readonly path: string;
  readonly memoryLimit: string;
  readonly threads: number;
  readonly queryTimeoutMs: number;
  /** Statements run at once (default 8); more wait in a queue of `maxQueued` (default 256), then get 503. */
  readonly maxConcurrent?: number;
  readonly maxQueued?: number;
}

/**
 * Embedded DuckDB. The database is opened read-only with external access
 * disabled and the configuration locked, so even a statement that slipped past
 * governance can neither write, read files or the network, nor loosen these
 * settings. Each statement gets its own connection: nothing (temp objects,
 * SET values, prepared statements) carries over between statements.
 */
export class DuckDbWarehouse implements Warehouse {
  readonly dialect = 'duckdb' as const;
  private closed = false;
  private readonly inFlight = new Set<Promise<ResultSet>>();
  private readonly connections = new Set<DuckDBConnection>();
  private readonly readiness = new Readiness(() => this.probeOnce());
  private readonly admission: Admission;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly options: DuckDbOptions,
  ) {
    this.admission = new Admission({
      limit: options.maxConcurrent ?? 8,
      queueLimit: options.maxQueued ?? 256,
    });
  }

  /** Statements running and waiting for admission now (benchmarks and tests watch the queue). */
  get admissionLoad(): { readonly running: number; readonly waiting: number } {
    return this.admission.load;
  }

  static async open(options: DuckDbOptions): Promise<DuckDbWarehouse> {
    const instance = await DuckDBInstance.create(options.path, {
      access_mode: 'READ_ONLY',
      enable_external_access: 'false',
      autoload_known_extensions: 'false',
      autoinstall_known_extensions: 'false',
      memory_limit: options.memoryLimit,
      threads: String(options.threads),
      lock_configuration: 'true',
    });
    return new DuckDbWarehouse(instance, options);
  }

  get runningStatements(): number {
    return this.inFlight.size;
  }

  async execute(statement: CompiledStatement, options: ExecuteOptions = {}): Promise<ResultSet> {
    if (this.closed) throw new CharterError('warehouse_unavailable');
    options.signal?.throwIfAborted();
    const run = this.admitThenRun(statement, options);
    this.inFlight.add(run);
    try {
      return await run;
    } finally {
      this.inFlight.delete(run);
    }
  }

  /** The time limit covers the wait for admission and for a connection as well as the run itself. */
  private async admitThenRun(statement: CompiledStatement, options: ExecuteOptions): Promise<ResultSet> {
    const timeoutMs = options.timeoutMs ?? this.options.queryTimeoutMs;
    const started = performance.now();
    const release = await this.admission.acquire(options.tenant ?? SERVICE_TENANT, options.signal, timeoutMs);
    try {
      return await this.run(statement, { ...options, timeoutMs }, started);
    } finally {
      release();
    }
  }

  private async run(
    statement: CompiledStatement,
    options: ExecuteOptions,
    started: number,
  ): Promise<ResultSet> {
    const timeoutMs = options.timeoutMs ?? this.options.queryTimeoutMs;
    // connect() may wait for a thread-pool worker: an abort that arrived
    // meanwhile is honoured before the statement starts (a listener added
    // later never fires).
    const connection = await this.instance.connect();
    this.connections.add(connection);
    // An interrupt that lands before the engine has started the statement (it
    // may still be queued for a worker) is lost, so once cancelled, keep
    // interrupting until the statement settles.
    let repeat: NodeJS.Timeout | undefined;
    const cancel = () => {
      if (repeat) return;
      connection.interrupt();
      repeat = setInterval(() => connection.interrupt(), 25);
    };
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        cancel();
      },
      Math.max(1, timeoutMs - (performance.now() - started)),
    );
    const onAbort = cancel;
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      if (this.closed) throw new CharterError('warehouse_unavailable');
      options.signal?.throwIfAborted();
      const result = await (options.json ? readJsonResult : readResult)(connection, statement, options);
      this.readiness.succeeded();
      return result;
    } catch (err) {
      if (timedOut) {
        throw new CharterError(
          'query_timeout',
          `The query exceeded its time limit of ${timeoutMs} ms and was cancelled.`,
        );
      }
      if (options.signal?.aborted) throw options.signal.reason ?? err;
      if (this.closed) throw new CharterError('warehouse_unavailable', undefined, null, { cause: err });
      // The engine freed the statement's memory when it failed: the instance is fine for the next one.
      if (isOutOfMemory(err)) throw new CharterError('query_out_of_memory', undefined, null, { cause: err });
      const detail = statementFailure(err);
      if (detail) throw new StatementFailed(detail, { cause: err });
      throw err;
    } finally {
      clearTimeout(timer);
      clearInterval(repeat);
      options.signal?.removeEventListener('abort', onAbort);
      this.connections.delete(connection);
      connection.closeSync();
    }
  }

  /** DuckDB divides the exact (HUGEINT) sum by the count in double precision. */
  averageOfIntegers(sum: bigint, count: bigint): CellValue {
    return Number(sum) / Number(count);
  }

  async describeTable(name: string): Promise<readonly ColumnInfo[] | null> {
    const result = await this.execute({
      sql: `SELECT column_name, data_type FROM information_schema.columns
            WHERE table_schema = 'main' AND table_name = $1 ORDER BY ordinal_position`,
      params: [name],
    });
    if (result.rows.length === 0) return null;
    return result.rows.map(([column, engineType]) => ({
      name: String(column),
      engineType: String(engineType),
      type: logicalFromName(String(engineType)),
    }));
  }

  async listTables(): Promise<readonly string[]> {
    const result = await this.execute({
      sql: `SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' ORDER BY table_name`,
      params: [],
    });
    return result.rows.map(([t]) => String(t));
  }

  /**
   * Readiness (`Readiness`): the probe is `SELECT 1` outside the admission queue. There are more
   * thread-pool workers than admission slots, so the probe finds one.
   */
  async ping(): Promise<void> {
    await this.readiness.ping(this.closed);
  }

  private async probeOnce(): Promise<void> {
    const run = this.run({ sql: 'SELECT 1', params: [] }, { timeoutMs: 2_000 }, performance.now());
    this.inFlight.add(run);
    try {
      await run;
    } finally {
      this.inFlight.delete(run);
    }
  }

  /** Interrupts running statements and waits for them: closing the instance under them crashes the process. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.admission.refuseAll(new CharterError('warehouse_unavailable'));
    const interruptAll = () => {
      for (const connection of this.connections) connection.interrupt();
    };
    interruptAll();
    const repeat = setInterval(interruptAll, 25);
    await Promise.allSettled([...this.inFlight]);
    clearInterval(repeat);
    this.instance.closeSync();
  }
}

/**
 * Streams the result chunk by chunk, converting and measuring each row as it
 * is read: reading stops at the row cap or as soon as the rows' JSON passes the
 * byte budget, even inside one long list, so an oversized result is never held.
 */
export async function readResult(
  connection: DuckDBConnection,
  statement: CompiledStatement,
  options: ExecuteOptions,
): Promise<ResultSet> {
  const { result, columns, types, budget } = await openResult(connection, statement, options);
  for (
    let chunk = await result.fetchChunk();
    chunk && chunk.rowCount > 0;
    chunk = await result.fetchChunk()
  ) {
    if (!readChunk(chunk, types, budget)) break;
  }
  const { rows, truncatedBy } = budget.finish();
  return { columns, rows, truncated: truncatedBy !== null, truncatedBy };
}

/**
 * The same read with the rows written as JSON text (`ExecuteOptions.json`):
 * each chunk converted column by column, every timestamp, string and number
 * straight to its text, with no row array or object in between. A result with
 * list or struct columns is read cell by cell as above (a single huge list
 * stops at the budget) and then written.
 */
export async function readJsonResult(
  connection: DuckDBConnection,
  statement: CompiledStatement,
  options: ExecuteOptions,
): Promise<ResultSet> {
  const { result, columns, types, budget } = await openResult(connection, statement, options);
  const writers = types.map((t) => columnWriter(t.typeId));
  const omitColumn = options.json?.omitColumn;
  const json = new JsonRows(columns, omitColumn, budget, CHUNK_ROWS);
  const nested = writers.some((w) => w === null);
  for (
    let chunk = await result.fetchChunk();
    chunk && chunk.rowCount > 0;
    chunk = await result.fetchChunk()
  ) {
    const more = nested
      ? readChunk(chunk, types, budget)
      : writeChunk(chunk, writers as ColumnWriter[], json);
    if (!more) break;
  }
  if (!nested) return json.finish();
  const { rows, truncatedBy } = budget.finish();
  return jsonFromRows({ columns, rows, truncated: truncatedBy !== null, truncatedBy }, omitColumn);
}

/** Rows per DuckDB chunk (STANDARD_VECTOR_SIZE): the batch `JsonRows` holds. */
const CHUNK_ROWS = 2048;

/** Starts the statement's stream: its columns, their DuckDB types and the budget its rows pass. */
async function openResult(
  connection: DuckDBConnection,
  statement: CompiledStatement,
  options: ExecuteOptions,
) {
  const result = await connection.stream(statement.sql, statement.params as DuckDBValue[]);
  const names = result.columnNames();
  const types = result.columnTypes() as DuckDBType[];
  const columns = names.map((name, i) => {
    const type = types[i] as DuckDBType;
    return { name, engineType: type.toString(), type: logicalFromId(type.typeId) };
  });
  const budget = new ResultBudget(names, options.maxRows, options.maxBytes);
  return { result, columns, types, budget };
}

/** Writes a chunk column by column, then admits its rows to the budget; false once a limit stopped reading. */
function writeChunk(chunk: DuckDBDataChunk, writers: readonly ColumnWriter[], json: JsonRows): boolean {
  if (chunk.rowCount > CHUNK_ROWS) throw new Error(`a DuckDB chunk of ${chunk.rowCount} rows`);
  json.startBatch();
  const left = json.bytesLeft;
  let n = json.batchLimit(chunk.rowCount);
  for (let c = 0; c < writers.length; c += 1) {
    n = (writers[c] as ColumnWriter)(chunk.getColumnVector(c), n, json.column(c), left);
  }
  if (!json.keepBatch(n)) return false;
  // A column stops early only past the budget, which then refused a row: reaching here short is a bug.
  if (n !== chunk.rowCount) throw new Error('JSON rows: a chunk was cut short without a limit');
  return true;
}

/** Adds the chunk's rows to the budget; false once a limit stopped reading. */
function readChunk(chunk: DuckDBDataChunk, types: readonly DuckDBType[], budget: ResultBudget): boolean {
  const readers = types.map((type, i) => columnReader(chunk.getColumnVector(i), type.typeId));
  const width = readers.length;
  for (let r = 0; r < chunk.rowCount; r += 1) {
    if (budget.full) {
      budget.overflowRows();
      return false;
    }
    try {
      budget.startRow();
      const row = new Array<CellValue>(width);
      for (let c = 0; c < width; c += 1) row[c] = (readers[c] as CellReader)(r, budget);
      budget.keep(row);
    } catch (err) {
      if (err instanceof OverBudget) return false;
      throw err;
    }
  }
  return true;
}

/** Per column and chunk: nested values are walked item by item, scalars by a reader chosen by type. */
function columnReader(vector: DuckDBVector, typeId: DuckDBTypeId): CellReader {
  if (vector instanceof DuckDBListVector || vector instanceof DuckDBStructVector) {
    return (index, budget) => readCell(vector, index, budget);
  }
  return cellReader(vector, typeId);
}

/**
 * One cell, charged to the budget as it is converted. Lists and structs are
 * walked item by item so a single huge aggregate (`list(x)` over millions of
 * rows) stops at the budget instead of being converted whole first.
 */
function readCell(vector: DuckDBVector, index: number, budget: ResultBudget): CellValue {
  if (vector instanceof DuckDBListVector) {
    const items = vector.getItemVector(index);
    if (!items) return chargeScalar(null, budget);
    budget.charge(2 + Math.max(0, items.itemCount - 1));
    const out: CellValue[] = [];
    for (let i = 0; i < items.itemCount; i += 1) out.push(readCell(items, i, budget));
    return out;
  }
  if (vector instanceof DuckDBStructVector) {
    if (!vector.isItemValid(index)) return chargeScalar(null, budget);
    const names = vector.type.entryNames;
    budget.charge(2 + Math.max(0, names.length - 1));
    const out: Record<string, CellValue> = {};
    names.forEach((name, e) => {
      budget.charge(stringBytes(name) + 1);
      out[name] = readCell(vector.entryVectorAt(e), index, budget);
    });
    return out;
  }
  return chargeScalar(toCell(vector.getItem(index)), budget);
}

/** DuckDB's own error class for a statement that hit `memory_limit` (or a failed allocation). */
/**
 * DuckDB's error classes that describe the statement itself rather than the
 * engine (INTERNAL, IO, FATAL and connection errors are not among them).
 */
const STATEMENT_ERROR_CLASSES =
  /^(Conversion|Binder|Parser|Syntax|Catalog|Invalid Input|Out of Range|Not implemented|Mismatch Type|Invalid Type|Constraint|Dependency|Permission) Error: /;

/**
 * The engine's message when `err` is about the statement's content, cleaned of
 * internals: the `LINE n:` echo of the SQL (which would show the governed
 * rewrite, not what the caller wrote) and the caret under it.
 */
function statementFailure(err: unknown): string | null {
  if (!(err instanceof Error) || !STATEMENT_ERROR_CLASSES.test(err.message)) return null;
  const [message = ''] = err.message.split(/\n\s*LINE \d+:/);
  return message.trim();
}

function isOutOfMemory(err: unknown): boolean {
  return err instanceof Error && /^Out of Memory Error\b/i.test(err.message);
}

function logicalFromId(id: DuckDBTypeId): LogicalType {
  switch (id) {
    case DuckDBTypeId.BOOLEAN:
      return 'boolean';
    case DuckDBTypeId.TINYINT:
    case DuckDBTypeId.SMALLINT:
    case DuckDBTypeId.INTEGER:
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UTINYINT:
    case DuckDBTypeId.USMALLINT:
    case DuckDBTypeId.UINTEGER:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
      return 'integer';
    case DuckDBTypeId.FLOAT:
    case DuckDBTypeId.DOUBLE:
      return 'number';
    case DuckDBTypeId.DECIMAL:
      return 'decimal';
    case DuckDBTypeId.VARCHAR:
    case DuckDBTypeId.ENUM:
    case DuckDBTypeId.UUID:
      return 'string';
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_S:
    case DuckDBTypeId.TIMESTAMP_MS:
    case DuckDBTypeId.TIMESTAMP_NS:
    case DuckDBTypeId.TIMESTAMP_TZ:
      return 'timestamp';
    case DuckDBTypeId.DATE:
      return 'date';
    case DuckDBTypeId.TIME:
    case DuckDBTypeId.TIME_TZ:
    case DuckDBTypeId.TIME_NS:
      return 'time';
    case DuckDBTypeId.INTERVAL:
      return 'interval';
    case DuckDBTypeId.LIST:
    case DuckDBTypeId.ARRAY:
      return 'list';
    case DuckDBTypeId.STRUCT:
    case DuckDBTypeId.MAP:
      return 'struct';
    case DuckDBTypeId.BLOB:
      return 'blob';
    default:
      return 'unknown';
  }
}

function logicalFromName(name: string): LogicalType {
  const n = name.toUpperCase();
  if (n === 'BOOLEAN') return 'boolean';
  if (/^(U?(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT))$/.test(n)) return 'integer';
  if (n === 'DOUBLE' || n === 'FLOAT' || n === 'REAL') return 'number';
  if (n.startsWith('DECIMAL')) return 'decimal';
  if (n === 'VARCHAR' || n.startsWith('ENUM') || n === 'UUID') return 'string';
  if (n.startsWith('TIMESTAMP')) return 'timestamp';
  if (n === 'DATE') return 'date';
  if (n.startsWith('TIME')) return 'time';
  if (n === 'INTERVAL') return 'interval';
  if (n.endsWith('[]')) return 'list';
  if (n.startsWith('STRUCT') || n.startsWith('MAP')) return 'struct';
  if (n === 'BLOB') return 'blob';
  return 'unknown';
}
