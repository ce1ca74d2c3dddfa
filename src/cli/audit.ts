import { parseArgs } from 'node:util';
import { loadConfig } from '../config/load.js';
import { CharterError } from '../errors/registry.js';
import { type AuditFilter, type AuditRecord, readJsonLines } from '../observability/audit.js';
import { openAuditTable } from '../observing.js';
import { DEFAULT_CONFIG } from './paths.js';

type Out = { log: (s: string) => void; error: (s: string) => void };

export const AUDIT_USAGE = `  audit      [--consumer SLUG] [--since TIME] [--until TIME] [--outcome CODE] [--kind statement|chat_turn]
             [--limit N] [--from file|postgres] [--file PATH] [--json] [--config FILE]
                                             Read the audit trail back (the newest N records that match,
                                             oldest first). TIME: ISO 8601, or an age such as 15m, 2h, 7d.`;

/**
 * `charter audit`: the audit trail as the config writes it, read back from
 * its JSON-lines file or its PostgreSQL table, filtered by consumer, time
 * range, outcome and kind.
 */
export async function audit(args: readonly string[], out: Out, now = Date.now()): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      config: { type: 'string' },
      consumer: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      outcome: { type: 'string' },
      kind: { type: 'string' },
      limit: { type: 'string' },
      from: { type: 'string' },
      file: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (values.kind !== undefined && values.kind !== 'statement' && values.kind !== 'chat_turn') {
    throw new CharterError('invalid_request', '--kind is statement or chat_turn.');
  }
  const filter: AuditFilter = {
    consumer: values.consumer,
    since: values.since === undefined ? undefined : timeOf('--since', values.since, now),
    until: values.until === undefined ? undefined : timeOf('--until', values.until, now),
    outcome: values.outcome,
    kind: values.kind,
    limit: values.limit === undefined ? 100 : limitOf(values.limit),
  };
  const records = await readTrail(values, filter);
  for (const r of records) out.log(values.json ? JSON.stringify(r) : line(r));
  if (!values.json) out.error(`${records.length} record${records.length === 1 ? '' : 's'}`);
  return 0;
}

async function readTrail(
  values: { config?: string | undefined; from?: string | undefined; file?: string | undefined },
  filter: AuditFilter,
): Promise<AuditRecord[]> {
  if (values.file !== undefined && values.from !== 'postgres') return readJsonLines(values.file, filter);
  const config = await loadConfig(values.config ?? DEFAULT_CONFIG, process.env);
  const { file, postgres } = config.observability.audit;
  const from = values.from ?? (file && file !== '-' ? 'file' : postgres ? 'postgres' : 'file');
  if (from === 'postgres') {
    if (!postgres)
      throw new CharterError('invalid_request', 'The config has no observability.audit.postgres.');
    const table = openAuditTable(postgres);
    try {
      return (await table.read(filter)) as AuditRecord[];
    } finally {
      await table.close();
    }
  }
  if (from !== 'file') throw new CharterError('invalid_request', '--from is file or postgres.');
  if (!file || file === '-') {
    throw new CharterError(
      'invalid_request',
      file === '-'
        ? 'This config writes the audit trail to standard output: pass --file PATH of its capture.'
        : 'This config writes no audit file (observability.audit.file): pass --file PATH, or --from postgres.',
    );
  }
  return readJsonLines(file, filter);
}

/** An ISO time, or an age before now (`15m`, `2h`, `7d`, `30s`). */
function timeOf(flag: string, text: string, now: number): string {
  const age = /^(\d+)(s|m|h|d)$/.exec(text);
  if (age) {
    const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[age[2] as 's' | 'm' | 'h' | 'd'];
    return new Date(now - Number(age[1]) * unit).toISOString();
  }
  const t = Date.parse(text);
  if (Number.isNaN(t))
    throw new CharterError('invalid_request', `${flag}: '${text}' is not an ISO time or an age like 2h.`);
  return new Date(t).toISOString();
}

function limitOf(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new CharterError('invalid_request', `--limit: '${text}' is not a positive integer.`);
  return n;
}

/** One record on one line, for a person. */
function line(r: AuditRecord): string {
  const objects = r.objects.length > 0 ? r.objects.join(',') : '-';
  const rows = r.row_count === null ? '-' : String(r.row_count);
  return [
    r.time,
    r.consumer,
    r.protocol,
    r.kind === 'chat_turn' ? `chat(${r.planner ?? '-'})` : r.tool,
    objects,
    `rows=${rows}`,
    `${r.duration_ms}ms`,
    r.source ?? '-',
    r.outcome,
    `req=${r.request_id}`,
    ...(r.trace_id ? [`trace=${r.trace_id}`] : []),
  ].join('  ');
}
