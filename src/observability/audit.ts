import { hash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** Where an answer came from. */
export type AnswerSource = 'warehouse' | 'cache' | 'rollup';

/**
 * One audit record (docs/operations.md, Audit trail): a governed statement
 * (`kind: statement`) or a chat turn (`kind: chat_turn`). It names what was
 * read and under which RLS keys, never a value: the SQL appears only as a
 * fingerprint (its parameters, RLS values among them, are not part of it) and
 * the key only by its id.
 */
export interface AuditRecord {
  readonly time: string;
  readonly kind: 'statement' | 'chat_turn';
  readonly request_id: string;
  readonly trace_id: string | null;
  readonly consumer: string;
  readonly key_id: string | null;
  readonly protocol: string;
  /** query_contract, execute_sql; `chat` for a turn. */
  readonly tool: string;
  /** The contract, or the tables the statement read; for a turn, what its statements read. */
  readonly objects: readonly string[];
  readonly sql_fingerprint: string | null;
  /** Context keys of the row-level security applied (names only). */
  readonly rls_keys: readonly string[];
  readonly row_count: number | null;
  readonly duration_ms: number;
  readonly source: AnswerSource | null;
  /** `ok`, or the error code the caller got. */
  readonly outcome: string;
  /** Chat turns: the planner that answered. */
  readonly planner?: string;
}

/** The first 16 bytes of the SHA-256 of the governed SQL text, in hex: equal statements, equal prints. */
export function sqlFingerprint(sql: string): string {
  return hash('sha256', sql, 'hex').slice(0, 32);
}

/** A destination of audit records. `write` may fail: the caller counts and logs it, the query goes on. */
export interface AuditSink {
  readonly name: string;
  write(record: AuditRecord): Promise<void>;
  close(): Promise<void>;
}

export type AuditFailureReport = (sink: string, err: unknown) => void;

/**
 * The audit trail: every record goes to every sink. Writing never throws into
 * the request and is not awaited by it; a failed write is reported (a metric
 * and a log line) through `failed`.
 */
export class AuditLog {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly sinks: readonly AuditSink[],
    private readonly failed: AuditFailureReport,
  ) {}

  record(record: AuditRecord): void {
    for (const sink of this.sinks) {
      let write: Promise<void>;
      try {
        write = sink.write(record);
      } catch (err) {
        this.failed(sink.name, err);
        continue;
      }
      const tracked = write.catch((err: unknown) => this.failed(sink.name, err));
      this.pending.add(tracked);
      void tracked.finally(() => this.pending.delete(tracked));
    }
  }

  /** Waits for the writes under way (tests read the trail after this; shutdown too). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.settled();
    for (const sink of this.sinks) await sink.close().catch((err: unknown) => this.failed(sink.name, err));
  }
}

/**
 * JSON lines, one record per line, appended to a file or written to standard
 * output (`-`). A line is written whole by one `write` call, so lines of
 * concurrent requests never interleave.
 */
export class JsonLinesSink implements AuditSink {
  readonly name = 'jsonl';
  private readonly stream: WriteStream | NodeJS.WritableStream;
  private broken: Error | null = null;

  constructor(private readonly target: string) {
    if (target === '-') {
      this.stream = process.stdout;
    } else {
      const file = createWriteStream(target, { flags: 'a' });
      // A file that cannot be opened or written fails every later write (each is counted), never the process.
      file.on('error', (err) => {
        this.broken = err;
      });
      this.stream = file;
    }
  }

  write(record: AuditRecord): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    const line = `${JSON.stringify(record)}\n`;
    return new Promise((resolve, reject) => {
      this.stream.write(line, (err) => (err ? reject(err) : resolve()));
    });
  }

  async close(): Promise<void> {
    if (this.target === '-' || this.broken) return;
    const file = this.stream as WriteStream;
    await new Promise<void>((resolve) => file.end(resolve));
  }
}

/** What `charter audit` selects. */
export interface AuditFilter {
  readonly consumer?: string | undefined;
  /** ISO times, inclusive. */
  readonly since?: string | undefined;
  readonly until?: string | undefined;
  readonly outcome?: string | undefined;
  readonly kind?: 'statement' | 'chat_turn' | undefined;
  readonly limit?: number | undefined;
}

export function matchesFilter(r: AuditRecord, f: AuditFilter): boolean {
  if (f.consumer !== undefined && r.consumer !== f.consumer) return false;
  if (f.outcome !== undefined && r.outcome !== f.outcome) return false;
  if (f.kind !== undefined && r.kind !== f.kind) return false;
  const t = Date.parse(r.time);
  if (f.since !== undefined && t < Date.parse(f.since)) return false;
  if (f.until !== undefined && t > Date.parse(f.until)) return false;
  return true;
}

/**
 * The records of a JSON-lines trail that match, oldest first (the last
 * `limit` when one is given). Lines that are not audit records (another
 * program's output on a shared stdout capture) are skipped.
 */
export async function readJsonLines(file: string, filter: AuditFilter): Promise<AuditRecord[]> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  const out: AuditRecord[] = [];
  for await (const line of lines) {
    const record = auditRecordOf(line);
    if (record && matchesFilter(record, filter)) {
      out.push(record);
      if (filter.limit !== undefined && out.length > filter.limit) out.shift();
    }
  }
  return out;
}

function auditRecordOf(line: string): AuditRecord | null {
  if (!line.startsWith('{')) return null;
  try {
    const value = JSON.parse(line) as Partial<AuditRecord>;
    const ok =
      (value.kind === 'statement' || value.kind === 'chat_turn') &&
      typeof value.time === 'string' &&
      typeof value.consumer === 'string' &&
      typeof value.outcome === 'string';
    return ok ? (value as AuditRecord) : null;
  } catch {
    return null;
  }
}
