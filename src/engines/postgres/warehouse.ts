import pg from 'pg';
import { CharterError } from '../../errors/registry.js';
import { Admission, SERVICE_TENANT } from '../../warehouse/admission.js';
import { cellBytes, OverBudget, ResultBudget } from '../../warehouse/budget.js';
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

export interface PostgresOptions {
  readonly connectionString: string;
  /** Unqualified table names resolve here: it is the whole `search_path` of every statement. */
  readonly schema: string;
  readonly poolSize: number;
  readonly queryTimeoutMs: number;
  /** Statements waiting for one of the `poolSize` connections, all consumers together; past it 503. */
  readonly maxQueued?: number;
  /** Errors of idle pooled connections (server restart, network); the pool drops such a client itself. */
  readonly onIdleError?: (err: Error) => void;
}

/**
 * Every value arrives as the server's text and is converted here from the
 * column's type OID, type modifier and source table. Doing it per pool (not
 * through pg's global parser registry) keeps other pg users in the process
 * unaffected, and one place owns the CellValue conventions.
 */
const RAW_TEXT: pg.CustomTypesConfig = {
  getTypeParser: (() => (value: string) => value) as unknown as pg.CustomTypesConfig['getTypeParser'],
};

/** Cursor name inside the statement's own transaction; nothing else runs there, so it cannot clash. */
const CURSOR = 'charter_rows';

/**
 * PostgreSQL over a `pg.Pool`. Each statement runs in its own READ ONLY
 * transaction whose settings (statement_timeout, search_path, TimeZone,
 * DateStyle) are SET LOCAL, so nothing carries over to the next user of the
 * pooled connection. Read-only here is a second line of defence: the
 * configured role should only hold SELECT on the schema (docs/postgres.md).
 */
export class PostgresWarehouse implements Warehouse {
  readonly dialect = 'postgres' as const;
  private closed = false;
  private running = 0;
  /** Backend process id per pooled connection: what pg_cancel_backend needs. */
  private readonly pids = new WeakMap<pg.PoolClient, number>();
  private readonly setup: string;
  /** Fair between consumers, as on DuckDB; it lets no more statements through than the pool has connections. */
  private readonly admission: Admission;
  private readonly readiness = new Readiness(() => this.probeOnce());

  private constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresOptions,
  ) {
    this.setup = [
      `SET LOCAL search_path TO ${pg.escapeIdentifier(options.schema)}`,
      // Zone-free timestamps: timestamptz (and date_trunc over a date, which PostgreSQL
      // computes as timestamptz) print in UTC, the instant DuckDB reports for TIMESTAMPTZ.
      `SET LOCAL TimeZone TO 'UTC'`,
      // The text formats parsed below; a server or role default must not change them.
      `SET LOCAL DateStyle TO 'ISO, MDY'`,
      `SET LOCAL IntervalStyle TO 'postgres'`,
      `SET LOCAL extra_float_digits TO 1`,
      // Results are read to the end (or to maxRows), so a cursor plans for the total time.
      'SET LOCAL cursor_tuple_fraction TO 1',
    ].join('; ');
    this.admission = new Admission({ limit: options.poolSize, queueLimit: options.maxQueued ?? 256 });
  }

  static async open(options: PostgresOptions): Promise<PostgresWarehouse> {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize,
      types: RAW_TEXT,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: 'charter',
    });
    // Without a listener an idle client's error (e.g. the server restarting) would crash the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    const warehouse = new PostgresWarehouse(pool, options);
    try {
      await warehouse.ping();
    } catch (err) {
      await pool.end();
      throw err;
    }
    return warehouse;
  }

  get runningStatements(): number {
    return this.running;
  }

  /** Counts the statement while it waits and runs: it settles only once a cancelled backend has stopped. */
  async execute(statement: CompiledStatement, options: ExecuteOptions = {}): Promise<ResultSet> {
    this.running += 1;
    try {
      return await this.executeCounted(statement, options);
    } finally {
      this.running -= 1;
    }
  }

  /** The time limit covers the wait for admission as well as the run itself. */
  private async executeCounted(statement: CompiledStatement, options: ExecuteOptions): Promise<ResultSet> {
    if (this.closed) throw new CharterError('warehouse_unavailable');
    options.signal?.throwIfAborted();
    const timeoutMs = Math.max(1, Math.round(options.timeoutMs ?? this.options.queryTimeoutMs));
    const started = performance.now();
    const release = await this.admission.acquire(options.tenant ?? SERVICE_TENANT, options.signal, timeoutMs);
    try {
      const left = Math.max(1, Math.round(timeoutMs - (performance.now() - started)));
      const result = await this.run(statement, options, left, timeoutMs);
      this.readiness.succeeded();
      return result;
    } finally {
      release();
    }
  }

  private async run(
    statement: CompiledStatement,
    options: ExecuteOptions,
    timeoutMs: number,
    limitMs: number,
  ): Promise<ResultSet> {
    if (this.closed) throw new CharterError('warehouse_unavailable');
    options.signal?.throwIfAborted();
    const stop = new StatementStop(timeoutMs, limitMs, options.signal, (pid) => this.cancelBackend(pid));
    let client: pg.PoolClient;
    try {
      client = await this.acquire(
        (wake) => stop.onStop(wake),
        () => stop.why !== null,
      );
    } catch (err) {
      await stop.settle();
      if (stop.why) throw stop.error();
      throw unavailable(err);
    }
    const checkedOut = client;
    stop.backend(() => this.pids.get(checkedOut));
    return this.inTransaction(client, statement, options, timeoutMs, stop);
  }

  /**
   * Runs the statement in a read-only transaction on a checked-out connection, then
   * returns the connection to the pool, or closes it when it cannot be trusted.
   */
  private async inTransaction(
    client: pg.PoolClient,
    statement: CompiledStatement,
    options: ExecuteOptions,
    timeoutMs: number,
    stop: StatementStop,
  ): Promise<ResultSet> {
    // Whether the connection must be closed instead of returned to the pool, and whether its transaction ended.
    let destroy = false;
    let ended = false;
    // A connection lost while checked out also emits 'error' on the client; without a listener that is
    // an uncaught exception that ends the process. The query in flight rejects too and is handled below.
    const onClientError = () => {
      destroy = true;
    };
    client.on('error', onClientError);
    try {
      // Stopped in the moment between the pool handing the connection over and this line.
      if (stop.why) throw stop.error();
      const begun = await client.query(
        `BEGIN READ ONLY; SET LOCAL statement_timeout TO ${timeoutMs}; ${this.setup}; SELECT pg_backend_pid()`,
      );
      this.pids.set(client, Number(lastRows(begun)[0]?.pg_backend_pid));
      await applySettings(client, options.settings);
      // A stop that came while BEGIN was in flight had no pid to cancel yet.
      if (stop.why) throw stop.error();
      const result = await read(client, statement, options);
      await client.query('ROLLBACK');
      ended = true;
      return result;
    } catch (err) {
      if (isConnectionError(err)) {
        destroy = true;
        throw unavailable(err);
      }
      throw stop.failure(err);
    } finally {
      await stop.settle();
      // A cancelled connection is never reused: a late cancel must not hit the next caller's statement.
      if (stop.why) destroy = true;
      if (!destroy && !ended) {
        // A failed statement leaves the transaction aborted: end it before the connection is reused.
        await client.query('ROLLBACK').catch(() => {
          destroy = true;
        });
      }
      client.removeListener('error', onClientError);
      client.release(destroy ? true : undefined);
    }
  }

  averageOfIntegers(sum: bigint, count: bigint): CellValue {
    return postgresIntegerAverage(sum, count);
  }

  async describeTable(name: string): Promise<readonly ColumnInfo[] | null> {
    const result = await this.execute({
      sql: `SELECT column_name, udt_name, character_maximum_length, numeric_precision, numeric_scale
            FROM information_schema.columns
            WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
      params: [this.options.schema, name],
    });
    if (result.rows.length === 0) return null;
    return result.rows.map(([column, udt, length, precision, scale]) => {
      const known = TYPES_BY_NAME.get(String(udt));
      const arrayOf = String(udt).startsWith('_') ? TYPES_BY_NAME.get(String(udt).slice(1)) : undefined;
      let engineType = known?.name ?? arrayOf?.name.concat('[]') ?? String(udt).toUpperCase();
      if (udt === 'numeric' && precision !== null) engineType = `NUMERIC(${precision},${scale ?? 0})`;
      if ((udt === 'varchar' || udt === 'bpchar') && length !== null) engineType = `${engineType}(${length})`;
      return {
        name: String(column),
        engineType,
        type: known?.logical ?? (arrayOf ? 'list' : 'unknown'),
      };
    });
  }

  async listTables(): Promise<readonly string[]> {
    const result = await this.execute({
      sql: `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      params: [this.options.schema],
    });
    return result.rows.map(([t]) => String(t));
  }

  /** Readiness (`Readiness`): the probe connects on its own, beside the admission queue and the pool. */
  async ping(): Promise<void> {
    await this.readiness.ping(this.closed);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.admission.refuseAll(new CharterError('warehouse_unavailable'));
    await this.pool.end();
  }

  private async probeOnce(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 5_000,
      application_name: 'charter-probe',
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      this.readiness.succeeded();
    } catch (err) {
      throw unavailable(err);
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** A pooled connection, unless the statement is stopped (timeout, abort) while waiting for one. */
  private acquire(onWake: (wake: () => void) => void, isStopped: () => boolean): Promise<pg.PoolClient> {
    return new Promise((resolve, reject) => {
      let settled = false;
      onWake(() => {
        if (settled) return;
        settled = true;
        reject(new Error('stopped while waiting for a connection'));
      });
      if (isStopped()) return;
      this.pool.connect().then(
        (client) => {
          if (settled) {
            client.release(); // the caller gave up; the connection is untouched, so it goes back
            return;
          }
          settled = true;
          resolve(client);
        },
        (err: unknown) => {
          if (settled) return;
          settled = true;
          reject(err);
        },
      );
    });
  }

  /**
   * Cancels the running statement from a separate, unpooled connection, so a
   * pool exhausted by slow statements cannot delay the cancel of one of them.
   */
  private async cancelBackend(pid: number): Promise<void> {
    const canceller = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: 5_000,
      application_name: 'charter-cancel',
    });
    canceller.on('error', () => {});
    try {
      await canceller.connect();
      await canceller.query('SELECT pg_cancel_backend($1)', [pid]);
    } catch {
      // Best effort: statement_timeout still ends the statement on the server.
    } finally {
      await canceller.end().catch(() => {});
    }
  }
}

/** Rows fetched first from a cursor, to learn their size before sizing the next fetches to the budget. */
/**
 * What stops one statement: its time limit or the caller's abort, whichever comes
 * first. A stop wakes a wait for a connection and cancels the backend once the
 * statement has one; `settle` clears the timer and waits for that cancel.
 */
class StatementStop {
  why: 'timeout' | 'abort' | null = null;
  private pid: () => number | undefined = () => undefined;
  private wake: (() => void) | null = null;
  private cancelling: Promise<void> | null = null;
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly onAbort = () => this.stop('abort');

  constructor(
    timeoutMs: number,
    private readonly limitMs: number,
    private readonly signal: AbortSignal | undefined,
    private readonly cancelBackend: (pid: number) => Promise<void>,
  ) {
    this.timer = setTimeout(() => this.stop('timeout'), timeoutMs);
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  /** Called when a stop comes while the statement waits for a connection. */
  onStop(wake: () => void): void {
    this.wake = wake;
  }

  /** The statement's backend, once it has a connection (its pid is known once BEGIN has run). */
  backend(pid: () => number | undefined): void {
    this.pid = pid;
  }

  private stop(why: 'timeout' | 'abort'): void {
    if (this.why) return;
    this.why = why;
    this.wake?.();
    const pid = this.pid();
    if (pid !== undefined) this.cancelling = this.cancelBackend(pid);
  }

  private timeoutError(): CharterError {
    return new CharterError(
      'query_timeout',
      `The query exceeded its time limit of ${this.limitMs} ms and was cancelled.`,
    );
  }

  /** The error a stopped statement ends with. */
  error(): unknown {
    return this.why === 'timeout' ? this.timeoutError() : this.signal?.reason;
  }

  /** The error to answer a failed statement with (the connection's own failures are handled before). */
  failure(err: unknown): unknown {
    if (this.why === 'abort') return this.signal?.reason ?? err;
    // statement_timeout fires on the server at the same limit as our timer, usually first.
    if (this.why === 'timeout' || isQueryCanceled(err)) return this.timeoutError();
    // The backend freed the statement's memory when it failed; the ROLLBACK readies the connection.
    if (isOutOfMemory(err)) return new CharterError('query_out_of_memory', undefined, null, { cause: err });
    if (isStatementError(err)) return new StatementFailed(err.message, { cause: err });
    return err;
  }

  async settle(): Promise<void> {
    clearTimeout(this.timer);
    this.signal?.removeEventListener('abort', this.onAbort);
    if (this.cancelling) await this.cancelling;
  }
}

const FIRST_FETCH = 100;

/**
 * Without limits the result is read at once. With a row cap or byte budget a
 * server-side cursor is read in batches sized to what the budget has left, so
 * the engine stops (and the client holds) at most about one batch past it.
 * PostgreSQL sends a row whole, so one oversized row is measured once received.
 */
async function read(
  client: pg.PoolClient,
  statement: CompiledStatement,
  options: ExecuteOptions,
): Promise<ResultSet> {
  const values = [...statement.params];
  if (options.maxRows === undefined && options.maxBytes === undefined) {
    const result = await client.query<unknown[]>(extended({ text: statement.sql, values, rowMode: 'array' }));
    const converters = result.fields.map(converterFor);
    const rows = result.rows.map((row) => convertRow(row, converters));
    return { columns: result.fields.map(columnInfo), rows, truncated: false, truncatedBy: null };
  }
  await client.query(extended({ text: `DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${statement.sql}`, values }));
  let batch = await fetchRows(client, Math.min(FIRST_FETCH, rowsToFetch(options.maxRows)));
  const converters = batch.fields.map(converterFor);
  const budget = new ResultBudget(
    batch.fields.map((f) => f.name),
    options.maxRows,
    options.maxBytes,
  );
  const bounded = batch.fields.map(textBoundsJson);
  while (readBatch(batch.rows, { converters, bounded }, budget) && batch.rows.length > 0) {
    batch = await fetchRows(client, nextFetch(budget));
  }
  const { rows, truncatedBy } = budget.finish();
  return { columns: batch.fields.map(columnInfo), rows, truncated: truncatedBy !== null, truncatedBy };
}

/** Transaction-local settings (the RLS context native policies read), bound as values in one statement. */
async function applySettings(client: pg.PoolClient, settings: ExecuteOptions['settings']): Promise<void> {
  const entries = Object.entries(settings ?? {});
  if (entries.length === 0) return;
  await client.query(
    extended({
      text: 'SELECT set_config(k, v, true) FROM unnest($1::text[], $2::text[]) AS s(k, v)',
      values: [entries.map(([k]) => k), entries.map(([, v]) => v)],
    }),
  );
}

/**
 * node-postgres sends a query without parameter values over the simple
 * protocol, which runs every statement in the string. `queryMode: 'extended'`
 * forces Parse/Bind/Execute, where the server accepts exactly one statement,
 * so statement text can never carry a second one, whatever it holds.
 */
function extended<T extends pg.QueryConfig>(config: T): T {
  return { ...config, queryMode: 'extended' };
}

function fetchRows(client: pg.PoolClient, count: number): Promise<pg.QueryResult<unknown[]>> {
  return client.query<unknown[]>({ text: `FETCH FORWARD ${count} FROM ${CURSOR}`, rowMode: 'array' });
}

/** The rows left under the cap plus one, which tells a full result from a truncated one. */
function rowsToFetch(maxRows: number | undefined): number {
  return maxRows === undefined ? Number.MAX_SAFE_INTEGER : Math.max(0, Math.floor(maxRows)) + 1;
}

/** As many rows as the bytes left would hold at the average row size so far, plus one to cross the limit. */
function nextFetch(budget: ResultBudget): number {
  const byRows = budget.rowsLeft + 1;
  if (budget.rowCount === 0) return Math.min(byRows, FIRST_FETCH);
  const average = Math.max(1, budget.bytesUsed / budget.rowCount);
  return Math.max(1, Math.min(byRows, Math.floor(budget.bytesLeft / average) + 1, 10_000));
}

interface RowReader {
  readonly converters: readonly Convert[];
  /** Per column: whether the text's length is a lower bound of the converted cell's JSON size. */
  readonly bounded: readonly boolean[];
}

/** Adds a batch's rows to the budget; false once a limit stopped reading. */
function readBatch(rows: readonly unknown[][], reader: RowReader, budget: ResultBudget): boolean {
  for (const raw of rows) {
    if (budget.full) {
      budget.overflowRows();
      return false;
    }
    try {
      budget.startRow();
      // A row far past the budget (an array_agg over millions of rows) is refused from its text
      // length alone, before millions of items are converted just to be dropped.
      budget.check(raw.reduce<number>((sum, v, i) => sum + textLowerBound(v, reader.bounded[i] === true), 0));
      budget.keep(
        convertRow(raw, reader.converters).map((cell) => {
          budget.charge(cellBytes(cell));
          return cell;
        }),
      );
    } catch (err) {
      if (err instanceof OverBudget) return false;
      throw err;
    }
  }
  return true;
}

/**
 * The text's length where it cannot exceed the cell's JSON size, else 0. An
 * array with explicit bounds (`[0:1]={1,2}`) loses that prefix in JSON, so
 * text led by `[` is not counted.
 */
function textLowerBound(text: unknown, bounded: boolean): number {
  return bounded && typeof text === 'string' && !text.startsWith('[') ? text.length : 0;
}

/** Logical types whose JSON is never shorter than PostgreSQL's text for them (numbers may be: `1.50` is 1.5). */
const TEXT_BOUNDED = new Set<LogicalType>([
  'string',
  'integer',
  'boolean',
  'date',
  'timestamp',
  'time',
  'interval',
  'json',
  'blob',
]);

function textBoundsJson(field: pg.FieldDef): boolean {
  const type = TYPES_BY_OID.get(field.dataTypeID) ?? ELEMENT_BY_ARRAY_OID.get(field.dataTypeID);
  return type !== undefined && TEXT_BOUNDED.has(type.logical);
}

function convertRow(row: readonly unknown[], converters: readonly Convert[]): CellValue[] {
  return row.map((v, i) => (v === null ? null : (converters[i] as Convert)(v as string)));
}

function lastRows(result: pg.QueryResult | pg.QueryResult[]): Record<string, unknown>[] {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return (last?.rows ?? []) as Record<string, unknown>[];
}

type Convert = (text: string) => CellValue;

interface PgType {
  readonly oid: number;
  /** pg_type.typname, as information_schema's udt_name reports it. */
  readonly udt: string;
  /** Upper-case name in the style of DuckDB's (BIGINT, VARCHAR, TIMESTAMP): what describe_object shows. */
  readonly name: string;
  readonly logical: LogicalType;
  readonly convert: Convert;
  /** OID of the array type whose elements are this type. */
  readonly arrayOid?: number;
}

const asString: Convert = (t) => t;
const asNumber: Convert = (t) => Number(t);

const TYPES: readonly PgType[] = [
  { oid: 16, udt: 'bool', name: 'BOOLEAN', logical: 'boolean', convert: (t) => t === 't', arrayOid: 1000 },
  { oid: 17, udt: 'bytea', name: 'BYTEA', logical: 'blob', convert: asString, arrayOid: 1001 },
  { oid: 18, udt: 'char', name: 'CHAR', logical: 'string', convert: asString, arrayOid: 1002 },
  { oid: 19, udt: 'name', name: 'NAME', logical: 'string', convert: asString, arrayOid: 1003 },
  // int8 is always a bigint, as DuckDB's BIGINT is: the results layer decides how to expose it.
  { oid: 20, udt: 'int8', name: 'BIGINT', logical: 'integer', convert: (t) => BigInt(t), arrayOid: 1016 },
  { oid: 21, udt: 'int2', name: 'SMALLINT', logical: 'integer', convert: asNumber, arrayOid: 1005 },
  { oid: 23, udt: 'int4', name: 'INTEGER', logical: 'integer', convert: asNumber, arrayOid: 1007 },
  { oid: 25, udt: 'text', name: 'TEXT', logical: 'string', convert: asString, arrayOid: 1009 },
  { oid: 26, udt: 'oid', name: 'OID', logical: 'integer', convert: asNumber, arrayOid: 1028 },
  { oid: 114, udt: 'json', name: 'JSON', logical: 'json', convert: asString, arrayOid: 199 },
  { oid: 142, udt: 'xml', name: 'XML', logical: 'string', convert: asString, arrayOid: 143 },
  { oid: 700, udt: 'float4', name: 'REAL', logical: 'number', convert: asNumber, arrayOid: 1021 },
  { oid: 701, udt: 'float8', name: 'DOUBLE PRECISION', logical: 'number', convert: asNumber, arrayOid: 1022 },
  { oid: 1042, udt: 'bpchar', name: 'CHAR', logical: 'string', convert: asString, arrayOid: 1014 },
  { oid: 1043, udt: 'varchar', name: 'VARCHAR', logical: 'string', convert: asString, arrayOid: 1015 },
  { oid: 1082, udt: 'date', name: 'DATE', logical: 'date', convert: isoDate, arrayOid: 1182 },
  { oid: 1083, udt: 'time', name: 'TIME', logical: 'time', convert: asString, arrayOid: 1183 },
  {
    oid: 1114,
    udt: 'timestamp',
    name: 'TIMESTAMP',
    logical: 'timestamp',
    convert: isoTimestamp,
    arrayOid: 1115,
  },
  {
    oid: 1184,
    udt: 'timestamptz',
    name: 'TIMESTAMPTZ',
    logical: 'timestamp',
    convert: isoTimestamp,
    arrayOid: 1185,
  },
  { oid: 1186, udt: 'interval', name: 'INTERVAL', logical: 'interval', convert: asString, arrayOid: 1187 },
  { oid: 1266, udt: 'timetz', name: 'TIMETZ', logical: 'time', convert: asString, arrayOid: 1270 },
  { oid: 1700, udt: 'numeric', name: 'NUMERIC', logical: 'decimal', convert: exactDecimal, arrayOid: 1231 },
  { oid: 2950, udt: 'uuid', name: 'UUID', logical: 'string', convert: asString, arrayOid: 2951 },
  { oid: 3802, udt: 'jsonb', name: 'JSONB', logical: 'json', convert: asString, arrayOid: 3807 },
];

const TYPES_BY_OID = new Map(TYPES.map((t) => [t.oid, t]));
const TYPES_BY_NAME = new Map(TYPES.map((t) => [t.udt, t]));
const ELEMENT_BY_ARRAY_OID = new Map(TYPES.flatMap((t) => (t.arrayOid ? [[t.arrayOid, t] as const] : [])));

type ArrayItem = string | null | ArrayItem[];

/**
 * Splits an array literal (`{1,NULL,"a,b",{2,3}}`, optionally led by
 * dimensions `[0:1]=`) into strings and nulls, nested per dimension. Our own
 * rather than pg's registry parser, which other code in the process may replace.
 */
export function parseArrayLiteral(text: string): ArrayItem[] {
  let i = text.startsWith('[') ? text.indexOf('=') + 1 : 0;
  const parse = (): ArrayItem[] => {
    const items: ArrayItem[] = [];
    i += 1; // '{'
    while (i < text.length && text[i] !== '}') {
      if (text[i] === '{') {
        items.push(parse());
      } else if (text[i] === '"') {
        let value = '';
        i += 1;
        while (i < text.length && text[i] !== '"') {
          if (text[i] === '\\') i += 1;
          value += text[i] ?? '';
          i += 1;
        }
        i += 1; // closing quote
        items.push(value);
      } else {
        const start = i;
        while (i < text.length && text[i] !== ',' && text[i] !== '}') i += 1;
        const value = text.slice(start, i).trim();
        items.push(value.toUpperCase() === 'NULL' ? null : value);
      }
      if (text[i] === ',') i += 1;
    }
    i += 1; // '}'
    return items;
  };
  return parse();
}

function columnInfo(field: pg.FieldDef): ColumnInfo {
  const known = TYPES_BY_OID.get(field.dataTypeID);
  if (known) {
    let engineType = known.name;
    if (known.oid === 1700 && field.dataTypeModifier >= 4) {
      const mod = field.dataTypeModifier - 4;
      engineType = `NUMERIC(${(mod >> 16) & 0xffff},${mod & 0xffff})`;
    }
    return { name: field.name, engineType, type: known.logical };
  }
  const element = ELEMENT_BY_ARRAY_OID.get(field.dataTypeID);
  if (element) return { name: field.name, engineType: `${element.name}[]`, type: 'list' };
  return { name: field.name, engineType: `OID ${field.dataTypeID}`, type: 'unknown' };
}

function converterFor(field: pg.FieldDef): Convert {
  if (field.dataTypeID === 1700 && field.tableID === 0 && field.dataTypeModifier < 0) return computedDecimal;
  const known = TYPES_BY_OID.get(field.dataTypeID);
  if (known) return known.convert;
  const element = ELEMENT_BY_ARRAY_OID.get(field.dataTypeID);
  if (element) {
    const convertItem = (item: ArrayItem): CellValue =>
      Array.isArray(item) ? item.map(convertItem) : item === null ? null : element.convert(item);
    return (text) => parseArrayLiteral(text).map(convertItem);
  }
  return asString;
}

/**
 * PostgreSQL's avg over integers: numeric division of the exact sum by the
 * count, rounded half away from zero to the scale `select_div_scale` picks (at
 * least 16 significant digits, judged from the base-10000 digits of both), then
 * read as any computed numeric is.
 */
export function postgresIntegerAverage(sum: bigint, count: bigint): CellValue {
  const weight = (v: bigint): { weight: number; first: bigint } => {
    if (v === 0n) return { weight: 0, first: 0n };
    let w = 0;
    let first = v;
    while (first >= 10_000n) {
      first /= 10_000n;
      w++;
    }
    return { weight: w, first };
  };
  const abs = sum < 0n ? -sum : sum;
  const a = weight(abs);
  const b = weight(count);
  const qweight = a.weight - b.weight - (a.first <= b.first ? 1 : 0);
  const scale = Math.min(Math.max(16 - qweight * 4, 0), 1000);
  const scaled = abs * 10n ** BigInt(scale);
  let quotient = scaled / count;
  if ((scaled % count) * 2n >= count) quotient++;
  const digits = quotient.toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return computedDecimal(sum < 0n && quotient !== 0n ? `-${text}` : text);
}

/**
 * The DuckDB adapter's decimal rule: a JSON number when the double holds the
 * value exactly (round-trips to the same digits), otherwise the exact text.
 * Used for numeric table columns and declared NUMERIC(p, s) values.
 */
function exactDecimal(text: string): CellValue {
  const n = Number(text);
  if (!Number.isFinite(n)) return text.includes('Infinity') || text === 'NaN' ? n : text;
  const canonical = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  const normalized = canonical === '-0' ? '0' : canonical;
  return String(n) === normalized ? n : text;
}

/**
 * A numeric computed by the statement without a declared scale: avg() over
 * integers, division, sum() over bigint. Exact values follow the decimal rule
 * (integral sums beyond a double stay exact text, like DuckDB's HUGEINT sums).
 * A fraction that a double cannot hold, on an integer part that it can, is
 * PostgreSQL's quotient already rounded to 16+ significant digits: the nearest
 * double is then what DuckDB's DOUBLE avg() returns for the same data.
 */
function computedDecimal(text: string): CellValue {
  const exact = exactDecimal(text);
  if (typeof exact !== 'string') return exact;
  const dot = text.indexOf('.');
  if (dot < 0 || !Number.isSafeInteger(Number(text.slice(0, dot)))) return exact;
  return Number(text);
}

/** `2001-03-01` → `2001-03-01T00:00:00`; `infinity` and BC dates keep an ISO-like spelling. */
function isoDate(text: string): CellValue {
  if (!/^\d/.test(text)) return text;
  return isoTimestamp(`${text.endsWith(' BC') ? `${text.slice(0, -3)} 00:00:00 BC` : `${text} 00:00:00`}`);
}

/**
 * `2001-03-01 07:05:00.5[+00]` → `2001-03-01T07:05:00.5`. The session runs in
 * UTC, so a timestamptz's offset is always +00 and dropping it keeps the instant,
 * as DuckDB's TIMESTAMPTZ values are reported. BC years become ISO 8601
 * astronomical years (1 BC = 0000, 2 BC = -0001).
 */
function isoTimestamp(text: string): CellValue {
  if (!/^\d/.test(text)) return text; // infinity, -infinity
  let t = text;
  let bc = false;
  if (t.endsWith(' BC')) {
    bc = true;
    t = t.slice(0, -3);
  }
  t = t.replace(/[+-]\d{2}(:\d{2}){0,2}$/, '').replace(' ', 'T');
  if (!bc) return t;
  const dash = t.indexOf('-');
  const year = 1 - Number(t.slice(0, dash));
  const rest = t.slice(dash);
  return year === 0 ? `0000${rest}` : `-${String(-year).padStart(4, '0')}${rest}`;
}

function isQueryCanceled(err: unknown): boolean {
  return err instanceof pg.DatabaseError && err.code === '57014';
}

/**
 * 53200 out_of_memory; 54000 program_limit_exceeded, which is how PostgreSQL
 * refuses a value past its 1 GB limit (a string_agg or repeat too long, an
 * array too large): both mean the statement asked for too much memory.
 */
function isOutOfMemory(err: unknown): boolean {
  return err instanceof pg.DatabaseError && (err.code === '53200' || err.code === '54000');
}

/**
 * The server refused the statement for what it says, as DuckDB's conversion
 * and binder errors do: 22 data exception (a cast, a division by zero), 42
 * syntax or name errors, 21 cardinality (a scalar subquery of several rows),
 * 0A feature not supported. The message is PostgreSQL's own, without the
 * statement text (node-postgres keeps position and hints apart).
 */
function isStatementError(err: unknown): err is pg.DatabaseError {
  if (!(err instanceof pg.DatabaseError)) return false;
  const code = err.code ?? '';
  return ['22', '42', '21', '0A'].some((cls) => code.startsWith(cls));
}

/** The connection, not the statement, failed: the server is down, restarting, or unreachable. */
function isConnectionError(err: unknown): boolean {
  if (err instanceof pg.DatabaseError) {
    const code = err.code ?? '';
    return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
  }
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EPIPE|EHOSTUNREACH)$/.test(code)
    )
      return true;
    return /Connection terminated|connection timeout/i.test(err.message);
  }
  return false;
}

function unavailable(err: unknown): unknown {
  if (err instanceof CharterError) return err;
  // Authentication and configuration failures are not the caller's fault either, so they are 503 too.
  return new CharterError('warehouse_unavailable', 'The PostgreSQL warehouse is not reachable.', null, {
    cause: err,
  });
}
