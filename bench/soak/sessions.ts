/**
 * Soak: MCP sessions and cancellation (issue 8, items 3 and 4).
 *
 * 1. Session flood: one key opens sessions far past its quota while another
 *    consumer keeps working through the official SDK client; every one of the
 *    other consumer's calls and new sessions must succeed.
 * 2. Time from a client leaving to its warehouse statement stopping, per
 *    protocol (REST, chat, MCP dropped socket, MCP notifications/cancelled), on
 *    DuckDB and, when reachable, PostgreSQL, with a statement that would run
 *    for minutes (1.8 × 10^11 join rows).
 * 3. SIGTERM on a real `charter serve` process with an MCP call in flight:
 *    what the client receives and how long the process takes to exit.
 *
 * Loopback only, bounded loops; prints its figures and the load average.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { loadDemoIntoPostgres } from '../../src/engines/postgres/demo.js';
import {
  DUCKDB_PATH,
  duckdbWarehouse,
  findPostgres,
  PG_SCHEMA,
  postgresWarehouse,
  startServer,
} from '../../test/engines/engines.js';
import { HEAVY, heavyContractsDir, withHeavyConsumer } from '../../test/helpers/heavy.js';
import {
  KEYS,
  type OpenRequest,
  openRequest,
  type RunningServer,
  startDemoServer,
  waitUntil,
} from '../../test/helpers/server.js';
import { median, ms, percentile, ROOT } from '../support.js';

const ACCEPT = 'application/json, text/event-stream';
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'soak', version: '1' } },
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
const rssMb = () => (process.memoryUsage().rss / 2 ** 20).toFixed(0);

// --- 1. session flood -------------------------------------------------------------

const FLOOD_SESSIONS = 1_000;
const FLOOD_CONCURRENCY = 20;

async function sessionFlood(): Promise<void> {
  const server = await startDemoServer();
  try {
    const { mcp } = server.service.config;
    console.log(
      `\n## Session flood (max_sessions ${mcp.max_sessions}, per consumer ${mcp.max_sessions_per_consumer}, ` +
        `per key ${mcp.max_sessions_per_key}); load average ${load()} at start, RSS ${rssMb()} MB`,
    );
    const worker = await sdkClient(server, 'analytics-app', KEYS.analytics);
    let flooding = true;
    const work = keepWorking(server, worker, () => flooding);
    const started = performance.now();
    const statuses = await flood(server, 'sql-explorer', KEYS.sql);
    const floodMs = performance.now() - started;
    flooding = false;
    const w = await work;
    await worker.close();
    const counts = [...statuses.entries()].map(([s, n]) => `${n}× ${s}`).join(', ');
    console.log(
      `- flooder (sql-explorer, one key): ${FLOOD_SESSIONS} initializes, ${FLOOD_CONCURRENCY} at a time, ` +
        `in ${(floodMs / 1000).toFixed(1)} s: ${counts}`,
    );
    console.log(
      `- other consumer (analytics-app) meanwhile: ${w.ok}/${w.calls} query_contract calls succeeded ` +
        `(p50 ${ms(median(w.latencies))} ms, p99 ${ms(percentile(w.latencies, 99))} ms); ` +
        `${w.sessionsOk}/${w.sessions} new sessions opened`,
    );
    console.log(`- RSS ${rssMb()} MB after the flood; load average ${load()}`);
  } finally {
    await server.close();
  }
}

async function sdkClient(server: RunningServer, slug: string, key: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/v1/api/${slug}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  const client = new Client({ name: 'soak', version: '1' });
  await client.connect(transport);
  return client;
}

/** Opens FLOOD_SESSIONS sessions with one key; returns how many got each status. */
async function flood(server: RunningServer, slug: string, key: string): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const lane = async () => {
    while (next < FLOOD_SESSIONS) {
      next += 1;
      const res = await openRequest(`${server.url}/v1/api/${slug}/mcp`, INITIALIZE, {
        authorization: `Bearer ${key}`,
        accept: ACCEPT,
      }).done;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, lane));
  return statuses;
}

/** The other consumer's steady work: calls on one session, and a fresh session every tenth call. */
async function keepWorking(server: RunningServer, client: Client, going: () => boolean) {
  const result = { calls: 0, ok: 0, sessions: 0, sessionsOk: 0, latencies: [] as number[] };
  const query = {
    contract_name: 'flights',
    query: { measures: ['flight_count'], dimensions: ['origin_state'] },
  };
  while (going() || result.calls < 20) {
    const t = performance.now();
    result.calls += 1;
    const answer = await client
      .callTool({ name: 'query_contract', arguments: query })
      .then((r) => !r.isError)
      .catch(() => false);
    result.latencies.push(performance.now() - t);
    if (answer) result.ok += 1;
    if (result.calls % 10 === 0) {
      result.sessions += 1;
      const fresh = await sdkClient(server, 'analytics-app', KEYS.analytics).catch(() => null);
      if (fresh) {
        result.sessionsOk += 1;
        await fresh.close();
      }
    }
  }
  return result;
}

// --- 2. dropped client → statement stopped ----------------------------------------------

const ROUNDS = 5;

async function stopTimes(engine: string, warehouse: Record<string, unknown>): Promise<void> {
  const contracts = await heavyContractsDir();
  const server = await startServer({ ...warehouse, query_timeout_ms: 120_000 }, {}, (c) =>
    withHeavyConsumer(c, contracts.dir),
  );
  try {
    console.log(`\n## Client leaves → statement stops (${engine}); load average ${load()} at start`);
    const auth = { authorization: `Bearer ${HEAVY.key}` };
    const base = `${server.url}/v1/api/${HEAVY.slug}`;
    const session = await mcpSession(`${base}/mcp`, auth);
    const call = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'query_contract', arguments: HEAVY.query },
    });
    const chatBody = { model: 'soak', stream: true, messages: [{ role: 'user', content: HEAVY.question }] };
    const cases: [string, (round: number) => Promise<Timing>][] = [
      ['REST, socket dropped', () => dropped(server, () => openRequest(`${base}/query`, HEAVY.query, auth))],
      [
        'chat, socket dropped',
        () => dropped(server, () => openRequest(`${base}/chat/completions`, chatBody, auth)),
      ],
      [
        'MCP, socket dropped',
        (r) =>
          dropped(server, () => openRequest(`${base}/mcp`, call(100 + r), { ...session, accept: ACCEPT })),
      ],
      ['MCP, notifications/cancelled', (r) => cancelled(server, `${base}/mcp`, session, 200 + r)],
    ];
    for (const [name, run] of cases) {
      const timings: Timing[] = [];
      for (let r = 0; r < ROUNDS; r++) timings.push(await run(r));
      const stops = timings.map((t) => t.stopMs);
      const ends = timings.map((t) => t.endMs).filter((x): x is number => x !== undefined);
      console.log(
        `- ${name}: statement stopped after median ${ms(median(stops))} ms, max ${ms(Math.max(...stops))} ms` +
          (ends.length > 0 ? `; POST ended after median ${ms(median(ends))} ms` : '') +
          ` (${ROUNDS} rounds)`,
      );
    }
  } finally {
    await server.close();
    await contracts.remove();
  }
}

interface Timing {
  /** From the client leaving to the warehouse reporting no running statement. */
  readonly stopMs: number;
  /** From the cancellation to the POST's response ending (MCP cancel only). */
  readonly endMs?: number;
}

async function mcpSession(url: string, auth: Record<string, string>): Promise<Record<string, string>> {
  const init = await openRequest(url, INITIALIZE, { ...auth, accept: ACCEPT }).done;
  const session = { ...auth, 'mcp-session-id': String(init.headers['mcp-session-id']) };
  await openRequest(
    url,
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { ...session, accept: ACCEPT },
  ).done;
  return session;
}

async function runningFor(server: RunningServer, open: () => OpenRequest): Promise<OpenRequest> {
  const running = () => server.service.warehouse.runningStatements;
  await waitUntil(() => running() === 0, 30_000, 'the previous statement to stop');
  const request = open();
  await waitUntil(() => running() > 0, 30_000, 'the statement to start');
  await sleep(300);
  if (running() === 0) throw new Error('the heavy statement ended by itself');
  return request;
}

async function dropped(server: RunningServer, open: () => OpenRequest): Promise<Timing> {
  const request = await runningFor(server, open);
  const left = performance.now();
  request.drop();
  await waitUntil(() => server.service.warehouse.runningStatements === 0, 30_000, 'the statement to stop');
  return { stopMs: performance.now() - left };
}

async function cancelled(
  server: RunningServer,
  url: string,
  session: Record<string, string>,
  id: number,
): Promise<Timing> {
  const body = {
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'query_contract', arguments: HEAVY.query },
  };
  const request = await runningFor(server, () => openRequest(url, body, { ...session, accept: ACCEPT }));
  const sent = performance.now();
  let endMs: number | undefined;
  const ended = request.done.then(() => {
    endMs = performance.now() - sent;
  });
  await openRequest(
    url,
    { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'soak' } },
    { ...session, accept: ACCEPT },
  ).done;
  await waitUntil(() => server.service.warehouse.runningStatements === 0, 30_000, 'the statement to stop');
  const stopMs = performance.now() - sent;
  await Promise.race([ended, sleep(30_000)]);
  return { stopMs, ...(endMs === undefined ? {} : { endMs }) };
}

// --- 3. SIGTERM on a real process ------------------------------------------------------

async function sigterm(): Promise<void> {
  console.log(`\n## SIGTERM with an MCP call in flight (charter serve); load average ${load()} at start`);
  const child = spawn(process.execPath, [join(ROOT, 'bin/charter.js'), 'serve'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const base = await listening(child);
    const url = `${base}/v1/api/sql-explorer/mcp`;
    const session = await mcpSession(url, { authorization: `Bearer ${KEYS.sql}` });
    const sql = 'SELECT count(*) FROM flights a JOIN flights b ON a.origin = b.origin';
    const call = openRequest(
      url,
      { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'execute_sql', arguments: { sql } } },
      { ...session, accept: ACCEPT },
    );
    await call.started;
    await sleep(1_000);
    const exited = new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
    const signalled = performance.now();
    child.kill('SIGTERM');
    const res = await call.done;
    const answeredMs = performance.now() - signalled;
    const code = await exited;
    const exitMs = performance.now() - signalled;
    const data = res.text
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trim());
    console.log(
      `- the in-flight call received (after ${ms(answeredMs)} ms): HTTP ${res.status}, ${data.join(' ')}`,
    );
    console.log(`- the process exited with code ${code} ${ms(exitMs)} ms after SIGTERM`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** The base URL `charter serve` logs once it listens. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('charter serve did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /"address":"(http:\/\/[^"]+)"/.exec(buffered);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
  });
}

// --- run ---------------------------------------------------------------------------------

const runStarted = performance.now();
console.log(`# Sessions and cancellation soak: load average ${load()} at start`);
await sessionFlood();
await stopTimes('DuckDB', { ...duckdbWarehouse });
const postgres = await findPostgres();
if ('url' in postgres) {
  await loadDemoIntoPostgres({ connectionString: postgres.url, schema: PG_SCHEMA, duckdbPath: DUCKDB_PATH });
  await stopTimes('PostgreSQL', postgresWarehouse(postgres.url));
} else {
  console.log(`\n(PostgreSQL skipped: not reachable: ${postgres.reason})`);
}
await sigterm();
console.log(
  `\nRun took ${((performance.now() - runStarted) / 1000).toFixed(1)} s; load average ${load()} at the end.`,
);
