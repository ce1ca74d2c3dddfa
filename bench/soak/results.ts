/**
 * Result budgets soak: the issue's oversized statements through MCP
 * execute_sql (as `sql-explorer`) against the demo service with its DEFAULT
 * response budget (limits.results.max_bytes, 16 MiB) and memory_limit. Each
 * statement runs in a fresh process (this file re-run with `child N`), so the
 * peak RSS reported is that statement's alone: the service, DuckDB and the
 * raw HTTP client that reads the response, all in that one process.
 *
 * `npm run bench:soak -- results`
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INITIALIZE, rawPost as post } from '../../test/mcp/helpers.js';
import { DEMO_KEYS, machineLine, ROOT, startDemo } from '../support.js';

const STATEMENTS: readonly { readonly name: string; readonly sql: string }[] = [
  { name: 'baseline count(*)', sql: 'SELECT count(*) AS n FROM flights' },
  { name: 'list × 3', sql: 'SELECT list(origin) a, list(destination) b, list(date) c FROM flights' },
  { name: 'repeat(origin, 3000)', sql: 'SELECT repeat(origin, 3000) FROM flights LIMIT 10000' },
  {
    name: 'list(date) × 6',
    sql: 'SELECT list(date) a, list(date) b, list(date) c, list(date) d, list(date) e, list(date) f FROM flights',
  },
];

interface Figures {
  readonly name: string;
  readonly status: number;
  readonly outcome: string;
  readonly bodyBytes: number;
  readonly ms: number;
  readonly peakRssMb: number;
}

/** One statement in this process: the raw JSON-RPC exchange, so the body size is what travelled. */
async function child(index: number): Promise<Figures> {
  const statement = STATEMENTS[index];
  if (!statement) throw new Error(`no statement ${index}`);
  const demo = await startDemo();
  try {
    const url = `${demo.baseUrl}/v1/api/sql-explorer/mcp`;
    const auth = { authorization: `Bearer ${DEMO_KEYS['sql-explorer']}` };
    const init = await post(url, INITIALIZE, auth);
    const session = { ...auth, 'mcp-session-id': init.headers.get('mcp-session-id') ?? '' };
    await post(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, session);
    const started = performance.now();
    const call = { name: 'execute_sql', arguments: { sql: statement.sql } };
    const res = await post(url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: call }, session);
    const ms = performance.now() - started;
    return {
      name: statement.name,
      status: res.status,
      outcome: outcomeOf(res.text),
      bodyBytes: Buffer.byteLength(res.text),
      ms,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await demo.close();
  }
}

/** `1858 rows (bytes)` or the error code, from the JSON-RPC answer (plain JSON or one SSE data line). */
function outcomeOf(text: string): string {
  const line = text.startsWith('{')
    ? text
    : (text
        .split('\n')
        .find((l) => l.startsWith('data: '))
        ?.slice(6) ?? '');
  const value = (
    JSON.parse(line || 'null') as { result?: { structuredContent?: Record<string, unknown> } } | null
  )?.result?.structuredContent;
  if (!value) return 'no result';
  if (typeof value.code === 'string') return value.code;
  return `${value.row_count} rows${value.truncated_by ? ` (cut by ${value.truncated_by})` : ''}`;
}

function runAll(): void {
  const self = fileURLToPath(import.meta.url);
  const load = (l: readonly number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  console.log(`# Result budgets (default limits.results.max_bytes), one process per statement`);
  console.log(`load average at start ${load(loadavg())} (${cpus().length} CPUs)`);
  const rows: Figures[] = [];
  STATEMENTS.forEach((_, i) => {
    const out = spawnSync(process.execPath, [join(ROOT, 'bin/run-ts.js'), self, 'child', String(i)], {
      encoding: 'utf8',
      timeout: 180_000,
    });
    const line = out.stdout.split('\n').find((l) => l.startsWith('{'));
    if (out.status !== 0 || !line) throw new Error(`statement ${i} failed: ${out.stderr.slice(-2_000)}`);
    rows.push(JSON.parse(line) as Figures);
  });
  console.log('');
  console.log('| statement | HTTP | outcome | response body | time | peak RSS |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: |');
  for (const r of rows) {
    const body = r.bodyBytes >= 1e6 ? `${(r.bodyBytes / 2 ** 20).toFixed(1)} MiB` : `${r.bodyBytes} B`;
    console.log(
      `| ${r.name} | ${r.status} | ${r.outcome} | ${body} | ${(r.ms / 1000).toFixed(1)} s | ${r.peakRssMb.toFixed(0)} MB |`,
    );
  }
  const largest = Math.max(...rows.map((r) => r.bodyBytes));
  console.log('');
  console.log(`largest response ${(largest / 2 ** 20).toFixed(2)} MiB`);
  console.log(`load average at end ${load(loadavg())}`);
}

if (process.argv[2] === 'child') {
  const figures = await child(Number(process.argv[3]));
  console.log(JSON.stringify(figures));
} else {
  // The machine line names the engine settings the figures were taken with.
  const demo = await startDemo();
  console.log(machineLine(demo.config));
  await demo.close();
  runAll();
}
