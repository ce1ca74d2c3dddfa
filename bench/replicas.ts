/**
 * Charter replicas behind HAProxy, started as the topology tests start them (test/topology/cluster.ts:
 * three `charter serve` child processes on the demo config with CHARTER_REDIS_URL pointing at a
 * private redis-server, HAProxy running deploy/haproxy.cfg), beside one more replica without Redis.
 *
 * 1. MCP tools/call latency, interleaved round by round: one replica with in-memory sessions (direct),
 *    one replica with Redis sessions (direct), and the balancer in front of three replicas with Redis
 *    sessions. Target: balancer + Redis median at most 1 ms above the single in-memory replica.
 * 2. Cached REST throughput (autocannon): one replica direct, the balancer with one replica in
 *    rotation (the other two in maintenance), the balancer with three.
 * 3. Recovery after SIGKILL: on one MCP session through the balancer, the time from the kill until
 *    the next successful call, with the session idle at the kill and with a call in flight on the
 *    killed replica.
 *
 * Run: npm run bench:replicas [-- --seconds 10 --kills 4]
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { loadConfig } from '../src/config/load.js';
import { Replica, startTopology, type Topology } from '../test/topology/cluster.js';
import {
  type AutocannonResult,
  autocannon,
  CONFIG_FILE,
  type Layer,
  loadAtEnd,
  machineLine,
  measureInterleaved,
  median,
  ms,
  p95,
  paired,
  progress,
  signedMs,
  table,
  waitForQuietHost,
  writeReport,
} from './support.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    kills: { type: 'string', default: '4' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const KILLS = Number(args.kills);
const KEY = 'demo-analytics-key';
const TARGET_MS = 1;
/** How long the client waits for a call whose answer died with its replica (the SDK's default is 60 s). */
const CLIENT_TIMEOUT_MS = 10_000;

/** Cached after the first call: what is measured is the path around the cache, not the warehouse. */
const CACHED = {
  contract_name: 'gapminder',
  query: { dimensions: ['year'], measures: ['total_population', 'avg_life_expectancy'] },
};

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

async function mcpClient(baseUrl: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/v1/api/analytics-app/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${KEY}` } },
  });
  const client = new Client({ name: 'charter-bench-replicas', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

async function call(client: Client, args: object = CACHED, timeout?: number): Promise<void> {
  const result = await client.callTool(
    { name: 'query_contract', arguments: args as Record<string, unknown> },
    undefined,
    timeout ? { timeout } : undefined,
  );
  if (result.isError) throw new Error(`tool error: ${JSON.stringify(result.content)}`);
}

/** Calls until one succeeds (at most 5 tries): recovery is measured to the next *successful* call. */
async function callUntilSuccess(client: Client, args: object = CACHED): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      await call(client, args);
      return attempt;
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

// --- 1. MCP latency -------------------------------------------------------------------

async function mcpLatency(topology: Topology, solo: Replica): Promise<string[]> {
  progress(`MCP tools/call latency (load ${loads()})`);
  const layers: Layer[] = [];
  const clients: Client[] = [];
  const failures: string[][] = [];
  for (const [name, url] of [
    ['one replica, sessions in memory (direct)', solo.url],
    ['one replica, sessions in Redis (direct)', topology.replica('r1').url],
    ['HAProxy → 3 replicas, sessions in Redis', topology.balancer.url],
  ] as const) {
    const client = await mcpClient(url);
    clients.push(client);
    const failed: string[] = [];
    failures.push(failed);
    // A failed call is noted and made again: its round's time includes the failure, as a client's would.
    const probe = () =>
      call(client).catch((err: unknown) => {
        failed.push((err as Error).message.slice(0, 160));
        return call(client);
      });
    layers.push({ name, probe });
  }
  const loadBefore = loads();
  const { rounds, samples } = await measureInterleaved(layers, {
    warmup: 30,
    rounds: 600,
    minRounds: 200,
    budgetMs: 60_000,
  });
  for (const client of clients) await client.close();
  const solo_ = samples[0]!;
  const rows = layers.map((layer, i) => {
    const s = samples[i]!;
    const diff = i === 0 ? '–' : signedMs(median(paired(s, solo_)));
    return [layer.name, ms(median(s)), ms(p95(s)), ms(Math.min(...s)), diff, String(failures[i]!.length)];
  });
  const overhead = median(paired(samples[2]!, solo_));
  return [
    `${rounds} rounds, each calling every layer once (rotating which goes first), after 30 warm-up rounds;`,
    `load average ${loadBefore} before, ${loads()} after. The query is answered from each replica's memory`,
    'cache after the first call, so the figures are the MCP path, the session store and the network hops.',
    '',
    ...table(
      [
        ['layer', 'left'],
        ['median ms', 'right'],
        ['p95 ms', 'right'],
        ['min ms', 'right'],
        ['paired Δ vs in-memory (median)', 'right'],
        ['failed calls', 'right'],
      ],
      rows,
    ),
    ...failures.flatMap((f, i) =>
      f.length > 0 ? ['', `Failures of "${layers[i]!.name}" (first): ${f[0]}`] : [],
    ),
    '',
    `Target: balancer + Redis sessions at most +${TARGET_MS} ms over the single in-memory replica: ` +
      `**${overhead <= TARGET_MS ? 'met' : 'missed'}** (${signedMs(overhead)} ms, median of paired rounds).`,
  ];
}

// --- 2. REST throughput -----------------------------------------------------------------

async function load(url: string): Promise<AutocannonResult> {
  return autocannon(loadOptions(url));
}

function loadOptions(url: string): Record<string, unknown> {
  return {
    url: `${url}/v1/api/analytics-app/query`,
    workers: 1,
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(CACHED),
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
  };
}

async function restThroughput(topology: Topology, solo: Replica): Promise<string[]> {
  const { balancer } = topology;
  const oneBehind = async <T>(run: () => Promise<T>): Promise<T> => {
    await balancer.setReplica('r2', 'maint');
    await balancer.setReplica('r3', 'maint');
    try {
      return await run();
    } finally {
      await balancer.setReplica('r2', 'ready');
      await balancer.setReplica('r3', 'ready');
      await balancer.waitUntilAllUp();
    }
  };
  const runs: [string, () => Promise<AutocannonResult>][] = [
    ['one replica, direct (no balancer, no Redis)', () => load(solo.url)],
    ['HAProxy → 1 replica (r2, r3 in maintenance)', () => oneBehind(() => load(balancer.url))],
    ['HAProxy → 3 replicas', () => load(balancer.url)],
  ];
  // Warm-up: JIT, connection pools and each replica's memory cache (filled from Redis on its first hit).
  await Promise.all([
    autocannon({ ...loadOptions(solo.url), duration: 2 }),
    autocannon({ ...loadOptions(balancer.url), duration: 2 }),
  ]);
  const rows: string[][] = [];
  // Two passes, the second in reverse order, so a drift of the host's load shows instead of favouring one.
  for (const pass of [runs, [...runs].reverse()]) {
    for (const [name, run] of pass) {
      await fetch(`${solo.url}/healthz`);
      const before = loads();
      progress(`REST ${name} (load ${before})`);
      const r = await run();
      rows.push([
        name,
        r.requests.average.toFixed(0),
        String(r.latency.p50),
        String(r.latency.p99),
        String(r.non2xx + r.errors),
        before,
      ]);
    }
  }
  return [
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, one worker thread, POST of a cached query`,
    '(every answer a memory hit after the first); two passes, the second in reverse order.',
    '',
    ...table(
      [
        ['target', 'left'],
        ['req/s', 'right'],
        ['p50 ms', 'right'],
        ['p99 ms', 'right'],
        ['non-2xx + errors', 'right'],
        ['load avg before (1/5/15)', 'right'],
      ],
      rows,
    ),
  ];
}

// --- 3. recovery after SIGKILL ---------------------------------------------------------

interface Recovery {
  readonly scenario: string;
  readonly victim: string;
  readonly outcome: string;
  readonly ms: number;
}

/** The replica HAProxy's round robin gives the next request to (r1 → r2 → r3 → r1, all UP, one client). */
async function nextInTurn(topology: Topology, client: Client): Promise<Replica> {
  const before = new Map((await topology.balancer.states()).map((s) => [s.name, s.counter('stot')]));
  await callUntilSuccess(client);
  const after = await topology.balancer.states();
  const last = after.find((s) => s.counter('stot') > (before.get(s.name) ?? 0))?.name ?? 'r3';
  const names = after.map((s) => s.name);
  return topology.replica(names[(names.indexOf(last) + 1) % names.length]!);
}

/** HAProxy's count, per server, of the requests it sent again to another server (`wredis`). */
async function resentFrom(topology: Topology, name: string): Promise<number> {
  return (await topology.balancer.states()).find((s) => s.name === name)?.counter('wredis') ?? 0;
}

/** Idle session: the replica next in turn dies, then the client calls. */
async function killBetweenCalls(topology: Topology, client: Client): Promise<Recovery> {
  const victim = await nextInTurn(topology, client);
  const resentBefore = await resentFrom(topology, victim.name);
  const killed = performance.now();
  victim.signal('SIGKILL');
  const attempts = await callUntilSuccess(client);
  const took = performance.now() - killed;
  await victim.exited;
  const resent = (await resentFrom(topology, victim.name)) > resentBefore;
  const outcome =
    (resent ? 'next call, sent to the dead replica, re-sent' : 'next call went to a live replica') +
    (attempts === 1 ? '' : ` (succeeded at try ${attempts})`);
  return { scenario: 'idle at the kill', victim: victim.name, outcome, ms: took };
}

/** A call runs a warehouse statement (a query never asked before) and its replica dies meanwhile. */
async function killDuringCall(topology: Topology, client: Client, k: number): Promise<Recovery> {
  const fresh = {
    contract_name: 'flights',
    query: {
      dimensions: ['destination'],
      measures: ['flight_count', 'avg_delay'],
      filters: [
        { field: 'flight_date', operator: 'gte', value: `2001-01-${String(k + 1).padStart(2, '0')}` },
      ],
    },
  };
  const running = call(client, fresh, CLIENT_TIMEOUT_MS);
  const serving = await topology.balancer.replicaServing(running);
  const victim = topology.replica(serving ?? 'r1');
  const resentBefore = await resentFrom(topology, victim.name);
  const killed = performance.now();
  victim.signal('SIGKILL');
  let outcome: string;
  try {
    await running;
    // HAProxy counts, per server, the requests it sent again to another server (wredis).
    outcome =
      (await resentFrom(topology, victim.name)) > resentBefore
        ? 'call re-sent by the balancer'
        : 'call done before the kill';
  } catch {
    outcome = `answer lost; client timeout ${CLIENT_TIMEOUT_MS / 1000} s, then called again`;
    await callUntilSuccess(client, fresh);
  }
  const took = performance.now() - killed;
  await victim.exited;
  return { scenario: 'a call in flight', victim: victim.name, outcome, ms: took };
}

async function recoveryAfterKill(topology: Topology): Promise<string[]> {
  const client = await mcpClient(topology.balancer.url);
  const results: Recovery[] = [];
  try {
    for (let k = 0; k < KILLS * 2; k++) {
      progress(`kill ${k + 1} of ${KILLS * 2} (load ${loads()})`);
      const r =
        k % 2 === 0 ? await killBetweenCalls(topology, client) : await killDuringCall(topology, client, k);
      results.push(r);
      await topology.replica(r.victim).restart();
      await topology.balancer.waitUntilAllUp();
    }
  } finally {
    await client.close();
  }
  return [
    `One MCP session through the balancer for all ${results.length} kills (each victim restarted and back UP`,
    'before the next). Recovery = from the SIGKILL to the next successful tools/call of that session.',
    '',
    ...table(
      [
        ['#', 'right'],
        ['session at the kill', 'left'],
        ['victim', 'left'],
        ['what happened', 'left'],
        ['recovery ms', 'right'],
      ],
      results.map((r, i) => [String(i + 1), r.scenario, r.victim, r.outcome, ms(r.ms)]),
    ),
  ];
}

// --- memory ---------------------------------------------------------------------------------

/** Resident memory of each replica process now (Linux /proc), for sizing. */
async function residentMemory(replicas: readonly Replica[]): Promise<string[]> {
  const rows: string[][] = [];
  for (const r of replicas) {
    const status = await readFile(`/proc/${r.pid}/status`, 'utf8').catch(() => '');
    const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
    rows.push([r.name, Number.isFinite(kib) ? (kib / 1024).toFixed(0) : '–']);
  }
  return table(
    [
      ['replica', 'left'],
      ['RSS MiB', 'right'],
    ],
    rows,
  );
}

/**
 * Waits until the replicas have stopped logging rollup builds for 5 s (bounded): each builds the demo's
 * rollups after it starts, which takes the cores from what is measured.
 */
async function settle(replicas: readonly Replica[]): Promise<void> {
  const count = async () => {
    let n = 0;
    for (const r of replicas)
      n += ((await readFile(r.logFile, 'utf8')).match(/"msg":"rollup /g) ?? []).length;
    return n;
  };
  const bound = Date.now() + 90_000;
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() < bound && Date.now() - stableSince < 5_000) {
    const now = await count();
    if (now !== last) [last, stableSince] = [now, Date.now()];
    await new Promise((r) => setTimeout(r, 500));
  }
  progress(`replicas settled: ${last} rollup log lines`);
}

// --- main ----------------------------------------------------------------------------------

async function main(): Promise<void> {
  const runStarted = performance.now();
  const config = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0' });
  const quiet = await waitForQuietHost();
  progress('starting redis-server, three replicas and haproxy');
  const topology = await startTopology();
  const solo = await Replica.start('solo', null, topology.logDir);
  try {
    await settle([...topology.replicas, solo]);
    const latency = await mcpLatency(topology, solo);
    const throughput = await restThroughput(topology, solo);
    const recovery = await recoveryAfterKill(topology);
    const memory = await residentMemory([...topology.replicas, solo]);
    await writeReport('replicas', [
      '# Replicas behind HAProxy (`bench/replicas.ts`)',
      '',
      machineLine(config),
      '',
      `${quiet}. Every process (3 + 1 replicas, HAProxy, Redis, the load generator) shares this host.`,
      '',
      '## MCP tools/call latency',
      '',
      ...latency,
      '',
      '## Cached REST throughput',
      '',
      ...throughput,
      '',
      '## Recovery after a replica is killed',
      '',
      ...recovery,
      '',
      '## Memory',
      '',
      'Resident memory of each replica at the end of the run (DuckDB `memory_limit` 4GB and `threads` 2 per',
      'replica, `cache.memory_bytes` 256 MiB, rollups in memory on all but the replica holding the rollup file).',
      '',
      ...memory,
      '',
      loadAtEnd(runStarted),
    ]);
  } finally {
    await solo.stop();
    await topology.stop();
  }
}

await main();
