/**
 * Overload: 200 against 600 connections of the demo month aggregate on one
 * consumer, by clients that retry at once (autocannon) and by clients that
 * wait the Retry-After they are given. Each run gets a fresh server process,
 * so its peak RSS (VmHWM) is that run's. Reported per run: useful (200)
 * throughput, 429 and 503 counts, latency of the answered requests, `/healthz`
 * latency probed concurrently over its own connection, peak RSS and the load
 * average. Two limit settings: the defaults (per-consumer limits shed first),
 * and limits lifted so that only the warehouse's fair queue sheds (503).
 *
 * `npm run bench:soak -- overload`; OVERLOAD_SECONDS (default 15) sets the length of each run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { InjectOptions } from 'fastify';
import { loadConfig } from '../../src/config/load.js';
import type { Consumer } from '../../src/consumers/model.js';
import { buildServer } from '../../src/http/server.js';
import { createService } from '../../src/service.js';
import { CONFIG_FILE, percentile, ROOT, table, writeReport } from '../support.js';

const SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 15);
const KEY = 'demo-analytics-key';
const PATH = '/v1/api/analytics-app/query';
const BODY = JSON.stringify({
  contract_name: 'flights',
  query: {
    dimensions: [{ name: 'flight_date', time_grain: 'month' }],
    measures: ['flight_count', 'avg_delay', 'delayed_flights', 'total_distance'],
  },
});
const HEADERS = {
  'content-type': 'application/json',
  authorization: `Bearer ${KEY}`,
  // When a result cache is in front of the warehouse, this keeps every request a warehouse statement.
  'cache-control': 'no-store',
};

type Limits = 'default' | 'lifted';
type Client = 'autocannon' | 'retry-after';

interface Run {
  readonly limits: Limits;
  readonly client: Client;
  readonly connections: number;
  readonly ok: number;
  readonly limited: number;
  readonly busy: number;
  readonly other: number;
  readonly okLatencyP50: number;
  readonly okLatencyP99: number;
  readonly health: readonly number[];
  readonly peakRssMb: number;
  /** Server process CPU (all threads) during the window, in seconds. */
  readonly serverCpuS: number;
  readonly load: readonly number[];
}

interface Server {
  readonly port: number;
  readonly process: ChildProcess;
}

async function startServer(limits: Limits): Promise<Server> {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'bin/run-ts.js'), join(ROOT, 'bench/soak/_overload-server.ts'), limits],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  for await (const chunk of child.stdout) {
    out += String(chunk);
    const port = /PORT (\d+)/.exec(out)?.[1];
    if (port) return { port: Number(port), process: child };
  }
  throw new Error('the server exited before listening');
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((r) => server.process.once('exit', r));
  server.process.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
}

/** Peak resident set of the server process so far (Linux). */
function peakRssMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

/** CPU time (user + system, all threads) the process has used so far, in seconds (Linux). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One HTTP exchange; resolves with status, Retry-After and time taken. */
function exchange(
  port: number,
  agent: Agent,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
  signal?: AbortSignal,
): Promise<{ status: number; retryAfter: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, agent, headers: body ? HEADERS : {}, signal },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Number(res.headers['retry-after'] ?? 0),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `/healthz` one after another over its own keep-alive connection until `until`. */
async function probeHealth(port: number, until: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  while (performance.now() < until) {
    const r = await exchange(port, agent, 'GET', '/healthz').catch(() => null);
    if (r) samples.push(r.ms);
    await sleep(20);
  }
  agent.destroy();
  return samples;
}

interface Tally {
  ok: number;
  limited: number;
  busy: number;
  other: number;
  okMs: number[];
}

function count(tally: Tally, status: number, ms: number): void {
  if (status === 200) {
    tally.ok += 1;
    tally.okMs.push(ms);
  } else if (status === 429) tally.limited += 1;
  else if (status === 503) tally.busy += 1;
  else tally.other += 1;
}

/** autocannon in its own process: a closed loop that sends the next request as soon as one is answered. */
async function autocannon(port: number, connections: number): Promise<Tally> {
  const bin = join(ROOT, 'node_modules/autocannon/autocannon.js');
  const args = ['-c', String(connections), '-d', String(SECONDS), '-t', '30', '-m', 'POST', '-b', BODY, '-j'];
  for (const [k, v] of Object.entries(HEADERS)) args.push('-H', `${k}=${v}`);
  const child = spawn(process.execPath, [bin, ...args, `http://127.0.0.1:${port}${PATH}`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  for await (const chunk of child.stdout) out += String(chunk);
  const result = JSON.parse(out) as {
    statusCodeStats: Record<string, { count: number }>;
    errors: number;
    latency: { p50: number; p99: number };
  };
  const codes = result.statusCodeStats;
  const n = (code: string) => codes[code]?.count ?? 0;
  const known = n('200') + n('429') + n('503');
  const all = Object.values(codes).reduce((s, c) => s + c.count, 0);
  // autocannon reports latency over all responses; answered and shed are not told apart.
  return {
    ok: n('200'),
    limited: n('429'),
    busy: n('503'),
    other: all - known + result.errors,
    okMs: [result.latency.p50, result.latency.p99],
  };
}

/** Clients that wait the Retry-After they are given (with jitter), each on its own connection. */
async function politeClients(port: number, connections: number): Promise<Tally> {
  const tally: Tally = { ok: 0, limited: 0, busy: 0, other: 0, okMs: [] };
  const until = performance.now() + SECONDS * 1000;
  const stop = new AbortController();
  // One listener per client's request in flight.
  setMaxListeners(connections + 10, stop.signal);
  const stopper = setTimeout(() => stop.abort(), SECONDS * 1000);
  const client = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < until) {
      const r = await exchange(port, agent, 'POST', PATH, BODY, stop.signal).catch(() => null);
      if (!r) break;
      count(tally, r.status, r.ms);
      if (r.retryAfter > 0) await sleep(r.retryAfter * 1000 * (0.5 + Math.random()));
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: connections }, client));
  clearTimeout(stopper);
  return tally;
}

async function measure(limits: Limits, client: Client, connections: number): Promise<Run> {
  const server = await startServer(limits);
  try {
    // Warm the page cache and the plan once, outside the window.
    await exchange(server.port, new Agent(), 'POST', PATH, BODY);
    const load = loadavg();
    const pid = server.process.pid ?? 0;
    const cpuBefore = cpuSeconds(pid);
    const health = probeHealth(server.port, performance.now() + SECONDS * 1000);
    const tally =
      client === 'autocannon'
        ? await autocannon(server.port, connections)
        : await politeClients(server.port, connections);
    const healthMs = await health;
    const serverCpuS = cpuSeconds(pid) - cpuBefore;
    const autoLatency = client === 'autocannon';
    return {
      limits,
      client,
      connections,
      ok: tally.ok,
      limited: tally.limited,
      busy: tally.busy,
      other: tally.other,
      okLatencyP50: autoLatency ? (tally.okMs[0] ?? Number.NaN) : percentile(tally.okMs, 50),
      okLatencyP99: autoLatency ? (tally.okMs[1] ?? Number.NaN) : percentile(tally.okMs, 99),
      health: healthMs,
      peakRssMb: peakRssMb(pid),
      serverCpuS,
      load,
    };
  } finally {
    await stopServer(server);
  }
}

/**
 * CPU per request of `/healthz` and of a request shed with 429, through Fastify's inject (no socket), in
 * this process: what refusing costs the event loop, next to the cheapest route there is.
 */
async function shedCost(): Promise<string[]> {
  const loaded = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0', HOST: '127.0.0.1' });
  const config = {
    ...loaded,
    consumers: loaded.consumers.map(
      (c): Consumer => ({ ...c, limits: { ...c.limits, requests_per_second: 0.01, burst: 1 } }),
    ),
  };
  const service = await createService(config);
  const app = await buildServer(service);
  await app.ready();
  const perRequestUs = async (label: string, options: InjectOptions, n = 3000) => {
    for (let i = 0; i < 300; i++) await app.inject(options);
    const used = process.cpuUsage();
    let status = 0;
    for (let i = 0; i < n; i++) status = (await app.inject(options)).statusCode;
    const { user, system } = process.cpuUsage(used);
    return `${label} (${status}): ${((user + system) / n).toFixed(0)} µs`;
  };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${KEY}` };
  const lines = [
    await perRequestUs('GET /healthz', { method: 'GET', url: '/healthz' }),
    await perRequestUs('POST query over the rate', { method: 'POST', url: PATH, payload: BODY, headers }),
  ];
  await app.close();
  await service.close();
  return [`CPU per request through inject, 3,000 each: ${lines.join('; ')}; load average ${loadText()}.`];
}

const loadText = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');

function report(runs: readonly Run[], shed: readonly string[], started: number): string[] {
  const rows = runs.map((r) => [
    r.limits,
    r.client,
    String(r.connections),
    f1(r.ok / SECONDS),
    String(r.limited),
    String(r.busy),
    String(r.other),
    `${f0(r.okLatencyP50)} / ${f0(r.okLatencyP99)}`,
    `${f1(percentile(r.health, 50))} / ${f1(percentile(r.health, 99))} / ${f1(Math.max(...r.health))}`,
    f0(r.peakRssMb),
    `${f1(r.serverCpuS)} / ${f1((r.serverCpuS * 1e6) / Math.max(1, r.ok + r.limited + r.busy + r.other) / 1000)}`,
    String(r.health.length),
    r.load.map((x) => x.toFixed(2)).join(' / '),
  ]);
  return [
    `# Overload (${new Date().toISOString()}, ${cpus().length} CPUs, ${SECONDS} s per run)`,
    '',
    ...table(
      [
        ['limits', 'left'],
        ['client', 'left'],
        ['conns', 'right'],
        ['200/s', 'right'],
        ['429', 'right'],
        ['503', 'right'],
        ['other', 'right'],
        ['latency p50 / p99 ms', 'right'],
        ['/healthz p50 / p99 / max ms', 'right'],
        ['peak RSS MB', 'right'],
        ['server CPU s / ms per response', 'right'],
        ['/healthz samples', 'right'],
        ['load 1/5/15 at start', 'right'],
      ],
      rows,
    ),
    '',
    'Latency: of answered (200) requests for retry-after clients; of all responses for autocannon.',
    'Server CPU: the server process (event loop, DuckDB and pool threads) during the window; per response',
    'is that CPU over every response given (answered and shed).',
    '',
    ...shed,
    '',
    `Run took ${((performance.now() - started) / 1000).toFixed(0)} s; load average at the end ${loadText()}.`,
  ];
}

const started = performance.now();
const shed = await shedCost();
const runs: Run[] = [];
for (const limits of ['default', 'lifted'] as const) {
  for (const client of ['autocannon', 'retry-after'] as const) {
    for (const connections of [200, 600]) {
      process.stderr.write(`[overload] ${limits} limits, ${client}, ${connections} connections\n`);
      runs.push(await measure(limits, client, connections));
    }
  }
}
await writeReport('overload', report(runs, shed, started));
