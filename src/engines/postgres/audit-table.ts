import pg from 'pg';

/** One audit record as the table stores it (the fields of observability's `AuditRecord`). */
export interface AuditRow {
  readonly time: string;
  readonly kind: 'statement' | 'chat_turn';
  readonly request_id: string;
  readonly trace_id: string | null;
  readonly consumer: string;
  readonly key_id: string | null;
  readonly protocol: string;
  readonly tool: string;
  readonly objects: readonly string[];
  readonly sql_fingerprint: string | null;
  readonly rls_keys: readonly string[];
  readonly row_count: number | null;
  readonly duration_ms: number;
  readonly source: 'warehouse' | 'cache' | 'rollup' | null;
  readonly outcome: string;
  readonly planner?: string;
}

export interface AuditTableOptions {
  readonly connectionString: string;
  readonly schema: string;
  readonly table: string;
  /** The one identifier-quoting function of the SQL layer (PostgreSQL dialect). */
  readonly quoteIdentifier: (name: string) => string;
  /** Records written per INSERT at most, and how long a record waits for others to join it. */
  readonly batchSize?: number;
  readonly flushMs?: number;
  /** Records waiting at most; past it a write fails at once (counted) instead of growing memory. */
  readonly maxPending?: number;
}

const COLUMNS = [
  'time',
  'kind',
  'request_id',
  'trace_id',
  'consumer',
  'key_id',
  'protocol',
  'tool',
  'objects',
  'sql_fingerprint',
  'rls_keys',
  'row_count',
  'duration_ms',
  'source',
  'outcome',
  'planner',
] as const;

interface Waiting {
  readonly row: AuditRow;
  readonly resolve: () => void;
  readonly reject: (err: unknown) => void;
}

/**
 * The audit trail's PostgreSQL table: records are batched into multi-row
 * INSERTs (values bound as parameters), so a busy service makes a few
 * statements a second, not one per request. The table is created when missing.
 */
export class AuditTable {
  readonly name = 'postgres';
  private readonly pool: pg.Pool;
  private readonly qualified: string;
  private ready: Promise<void> | null = null;
  private queue: Waiting[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly options: AuditTableOptions) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: 2 });
    // An idle client's error (the server restarted) must not crash the process; the next write fails instead.
    this.pool.on('error', () => undefined);
    this.qualified = `${options.quoteIdentifier(options.schema)}.${options.quoteIdentifier(options.table)}`;
  }

  write(row: AuditRow): Promise<void> {
    if (this.queue.length >= (this.options.maxPending ?? 10_000)) {
      return Promise.reject(new Error('audit table: too many records waiting to be written'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (this.queue.length >= (this.options.batchSize ?? 200)) this.flushSoon(0);
      else this.flushSoon(this.options.flushMs ?? 200);
    });
  }

  /** Records matching the filter, oldest first (the newest `limit` of them). */
  async read(filter: {
    readonly consumer?: string | undefined;
    readonly since?: string | undefined;
    readonly until?: string | undefined;
    readonly outcome?: string | undefined;
    readonly kind?: string | undefined;
    readonly limit?: number | undefined;
  }): Promise<AuditRow[]> {
    await this.ensureTable();
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (column: string, op: string, value: unknown) => {
      params.push(value);
      where.push(`${this.options.quoteIdentifier(column)} ${op} $${params.length}`);
    };
    if (filter.consumer !== undefined) add('consumer', '=', filter.consumer);
    if (filter.outcome !== undefined) add('outcome', '=', filter.outcome);
    if (filter.kind !== undefined) add('kind', '=', filter.kind);
    if (filter.since !== undefined) add('time', '>=', filter.since);
    if (filter.until !== undefined) add('time', '<=', filter.until);
    params.push(filter.limit ?? 1_000_000);
    const time = this.options.quoteIdentifier('time');
    const sql =
      `SELECT * FROM (SELECT * FROM ${this.qualified}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}` +
      ` ORDER BY ${time} DESC, ${this.options.quoteIdentifier('id')} DESC LIMIT $${params.length}) r ORDER BY ${time}, ${this.options.quoteIdentifier('id')}`;
    const { rows } = await this.pool.query(sql, params);
    return rows.map(rowOf);
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
    await this.pool.end();
  }

  private flushSoon(ms: number): void {
    if (this.timer !== null && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
    this.timer.unref();
  }

  /** Writes what is queued, one batch at a time (batches never overlap, so records keep their order). */
  private flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.options.batchSize ?? 200);
        try {
          await this.ensureTable();
          await this.insert(batch.map((w) => w.row));
          for (const w of batch) w.resolve();
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    });
    return this.flushing;
  }

  private async insert(rows: readonly AuditRow[]): Promise<void> {
    const params: unknown[] = [];
    const tuples = rows.map((row) => {
      const values = valuesOf(row);
      const marks = values.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    const columns = COLUMNS.map((c) => this.options.quoteIdentifier(c)).join(', ');
    await this.pool.query(`INSERT INTO ${this.qualified} (${columns}) VALUES ${tuples.join(', ')}`, params);
  }

  /** Creates the schema and table once (retried after a failure). */
  private ensureTable(): Promise<void> {
    if (this.ready === null) {
      const q = this.options.quoteIdentifier;
      const statements = [
        `CREATE SCHEMA IF NOT EXISTS ${q(this.options.schema)}`,
        `CREATE TABLE IF NOT EXISTS ${this.qualified} (${q('id')} bigserial PRIMARY KEY, ${q('time')} timestamptz NOT NULL, ` +
          `${q('kind')} text NOT NULL, ${q('request_id')} text NOT NULL, ${q('trace_id')} text, ` +
          `${q('consumer')} text NOT NULL, ${q('key_id')} text, ${q('protocol')} text NOT NULL, ${q('tool')} text NOT NULL, ` +
          `${q('objects')} text[] NOT NULL, ${q('sql_fingerprint')} text, ${q('rls_keys')} text[] NOT NULL, ` +
          `${q('row_count')} bigint, ${q('duration_ms')} double precision NOT NULL, ${q('source')} text, ` +
          `${q('outcome')} text NOT NULL, ${q('planner')} text)`,
        `CREATE INDEX IF NOT EXISTS ${q(`${this.options.table}_consumer_time`)} ON ${this.qualified} (${q('consumer')}, ${q('time')})`,
      ];
      this.ready = (async () => {
        for (const s of statements) await this.pool.query(s);
      })().catch((err: unknown) => {
        this.ready = null;
        throw err;
      });
    }
    return this.ready;
  }
}

function valuesOf(row: AuditRow): unknown[] {
  return [
    row.time,
    row.kind,
    row.request_id,
    row.trace_id,
    row.consumer,
    row.key_id,
    row.protocol,
    row.tool,
    [...row.objects],
    row.sql_fingerprint,
    [...row.rls_keys],
    row.row_count,
    row.duration_ms,
    row.source,
    row.outcome,
    row.planner ?? null,
  ];
}

function rowOf(r: Record<string, unknown>): AuditRow {
  return {
    time: (r.time as Date).toISOString(),
    kind: r.kind as AuditRow['kind'],
    request_id: r.request_id as string,
    trace_id: (r.trace_id as string | null) ?? null,
    consumer: r.consumer as string,
    key_id: (r.key_id as string | null) ?? null,
    protocol: r.protocol as string,
    tool: r.tool as string,
    objects: r.objects as string[],
    sql_fingerprint: (r.sql_fingerprint as string | null) ?? null,
    rls_keys: r.rls_keys as string[],
    row_count: r.row_count === null ? null : Number(r.row_count),
    duration_ms: r.duration_ms as number,
    source: (r.source as AuditRow['source']) ?? null,
    outcome: r.outcome as string,
    ...(r.planner ? { planner: r.planner as string } : {}),
  };
}
