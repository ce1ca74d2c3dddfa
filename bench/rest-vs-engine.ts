/**
 * REST vs raw engine: how much latency and throughput the governed REST path
 * costs over running the very same SQL on the very same DuckDB file directly.
 *
 * Run with `npm run bench` (bin/run-ts.js sets UV_THREADPOOL_SIZE=16 like the
 * service). Prints a markdown report; with --record, also writes it to bench/results/latest.md.
 * Loopback only; the whole run is bounded to well under two minutes.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import { loadConfig } from '../src/config/load.js';
import { buildServer } from '../src/http/server.js';
import { createService } from '../src/service.js';
import { planContractQuery, type QueryContractArgs, queryContract } from '../src/tools/query-contract.js';
import type { CompiledStatement } from '../src/warehouse/types.js';
import {
  autocannon,
  CONFIG_FILE,
  ms,
  percentile,
  progress,
  recordReport,
  reportFile,
  signedMs,
  table,
  withoutConsumerLimits,
} from './support.js';

const RESULTS_FILE = reportFile('latest');
const CONSUMER = 'analytics-app';
const API_KEY = 'demo-analytics-key';
const WARMUP_ROUNDS = 5;
const MEASURED_ROUNDS = 50;
// Keeps the whole run under two minutes on a slow or busy host: a scenario stops
// measuring once this is spent (after at least MIN_ROUNDS); the report says how many ran.
const LATENCY_BUDGET_MS = 20_000;
const MIN_ROUNDS = 20;
// The stubbed-engine overhead runs cost about a millisecond each, so many more fit.
const STUB_WARMUP_ROUNDS = 100;
const STUB_ROUNDS = 500;
const LOAD_SECONDS = 10;
const LOAD_CONNECTIONS = [10, 64] as const;
// Upper bound on waiting for abandoned statements after a load run (the query timeout is 30 s).
const DRAIN_TIMEOUT_MS = 35_000;
// The target under test: service median within 1.15x of the raw engine median plus 2 ms.
const TARGET_RATIO = 1.15;
const TARGET_SLACK_MS = 2;

interface Scenario {
  readonly label: string;
  readonly body: QueryContractArgs;
}

const SCENARIOS: readonly Scenario[] = [
  {
    label: 'flights by month (3 measures)',
    body: {
      contract_name: 'flights',
      query: {
        dimensions: [{ name: 'flight_date', time_grain: 'month' }],
        measures: ['flight_count', 'avg_delay', 'delayed_flights'],
      },
    },
  },
  {
    label: 'top 10 origin states',
    body: {
      contract_name: 'flights',
      query: {
        dimensions: [{ name: 'origin_state' }],
        measures: ['flight_count', 'avg_delay', 'delayed_flights'],
        sorts: [{ field: 'flight_count', direction: 'desc' }],
        limit: 10,
      },
    },
  },
];

// --- statistics ---------------------------------------------------------------

// --- the layers we time -------------------------------------------------------

type Probe = () => Promise<unknown>;

interface Layer {
  readonly name: string;
  readonly what: string;
  readonly probe: Probe;
}

/**
 * Runs every layer once per round, rotating which layer goes first, so that
 * drift (page cache, CPU frequency, GC pressure) spreads evenly over all of them
 * instead of favouring whichever always runs second.
 */
async function measureInterleaved(layers: readonly Layer[], warmup: number, rounds: number) {
  const samples = layers.map(() => [] as number[]);
  // Process CPU time (all threads: JS, libuv pool, DuckDB workers) per call. The
  // host may be shared, and CPU stolen by other processes stretches wall time but
  // not the CPU this process spends, so this is the steadier measure of overhead.
  const cpuSamples = layers.map(() => [] as number[]);
  const started = performance.now();
  for (let round = 0; round < warmup + rounds; round++) {
    const measured = round - warmup;
    if (measured >= MIN_ROUNDS && performance.now() - started > LATENCY_BUDGET_MS) break;
    for (let k = 0; k < layers.length; k++) {
      const i = (round + k) % layers.length;
      const layer = layers[i]!;
      const cpu = process.cpuUsage();
      const started = performance.now();
      await layer.probe();
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpu);
      if (round >= warmup) {
        samples[i]!.push(elapsed);
        cpuSamples[i]!.push((used.user + used.system) / 1000);
      }
    }
  }
  return {
    rounds: samples[0]!.length,
    results: layers.map((layer, i) => ({ layer, samples: samples[i]!, cpu: cpuSamples[i]! })),
  };
}

// --- load generation ----------------------------------------------------------

interface LoadResult {
  readonly path: string;
  readonly concurrency: number;
  readonly perSec: number;
  readonly completed: number;
  readonly p50: number;
  readonly p97_5: number;
  readonly p99: number;
  readonly max: number;
  readonly errors: number;
  /** HTTP-only outcomes; null for the in-process raw engine. */
  readonly timeouts: number | null;
  readonly non2xx: number | null;
  /** Warehouse statements still running when the load stopped, and how long they took to finish. */
  readonly inFlightAtStop: number | null;
  readonly drainMs: number | null;
  /** Of the statements abandoned at stop, how many still ran to the end. */
  readonly ranAnyway: number | null;
  /** Statements the engine finished per second from start to the end of the drain. */
  readonly sustained: number;
  /** Process CPU (all threads) over the same span, per statement finished. */
  readonly cpuPerStatement: number;
}

/**
 * The raw engine's closed-loop counterpart of autocannon: `concurrency` callers
 * each run the statement back to back. Like autocannon, only statements that
 * finish inside the window count; the loop still awaits the stragglers so that
 * nothing is running when the instance is closed.
 */
async function rawLoad(concurrency: number, seconds: number, run: () => Promise<unknown>) {
  const latencies: number[] = [];
  let errors = 0;
  let finished = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          await run();
          finished++;
          const end = performance.now();
          if (end <= deadline) latencies.push(end - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const ended = performance.now();
  return {
    latencies,
    errors,
    finished,
    drainMs: ended - deadline,
    sustained: finished / ((ended - started) / 1000),
  };
}

// --- main -----------------------------------------------------------------------

async function main(): Promise<void> {
  const runStarted = performance.now();
  // The host may be shared: record its load so a noisy run can be recognised as such.
  const loadAtStart = loadavg();
  // PORT=0: an ephemeral port, so the bench never collides with a running `npm start`.
  const loaded = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0' });
  // This compares the service with the engine, not admission: per-consumer limits are lifted so the
  // 64-connection run measures statements, not 429s (bench/soak/overload.ts measures admission). And it
  // compares the governed warehouse path on the same SQL: rollups would answer the aggregates from
  // Charter's own store instead (bench/rollups.ts measures that).
  const lifted = withoutConsumerLimits(loaded);
  const config = { ...lifted, rollups: { ...lifted.rollups, enabled: false } };
  if (config.warehouse.engine !== 'duckdb') throw new Error('the benchmark needs the DuckDB demo warehouse');
  // No logger: request logging would add per-request work the raw engine does not do.
  const service = await createService(config);
  const app = await buildServer(service);
  // Requests served per server-side socket, to inspect per-connection state
  // (listeners left behind by requests) after the sequential runs.
  const served = new Map<Socket, number>();
  app.server.on('request', (req: IncomingMessage) => {
    served.set(req.socket, (served.get(req.socket) ?? 0) + 1);
  });
  await app.listen({ host: config.server.host, port: config.server.port });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://${config.server.host}:${address.port}/v1/api/${CONSUMER}/query`;
  const headers = { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' };

  // A second, independent DuckDB instance on the same file with the adapter's
  // settings (read-only, same threads and memory limit), so "raw" differs from
  // the service only in everything above the engine.
  const wh = config.warehouse;
  const raw = await DuckDBInstance.create(wh.path, {
    access_mode: 'READ_ONLY',
    enable_external_access: 'false',
    autoload_known_extensions: 'false',
    autoinstall_known_extensions: 'false',
    memory_limit: wh.memory_limit,
    threads: String(wh.threads),
    lock_configuration: 'true',
  });
  // Like the adapter: a fresh connection per statement, results fully read into JS values.
  const runRaw = async (statement: CompiledStatement) => {
    const connection = await raw.connect();
    try {
      const reader = await connection.runAndReadAll(statement.sql, statement.params as DuckDBValue[]);
      return reader.getRows();
    } finally {
      connection.closeSync();
    }
  };

  const consumer = service.consumers.all().find((c) => c.slug === CONSUMER);
  if (!consumer) throw new Error(`consumer ${CONSUMER} is not configured`);

  const out: string[] = [];
  const emit = (line = '') => out.push(line);
  const cpu = cpus();
  emit('# Charter benchmark: REST vs raw engine');
  emit();
  emit(
    `${new Date().toISOString()} · node ${process.version} · ${process.platform}/${process.arch} · ` +
      `${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}) · ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM · ` +
      `UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? 'default'} · ` +
      `DuckDB threads=${wh.threads}, memory_limit=${wh.memory_limit}`,
  );
  emit();
  emit(
    `Sequential latency (one client): ${WARMUP_ROUNDS} warm-up rounds, then up to ${MEASURED_ROUNDS} measured ` +
      `rounds (at least ${MIN_ROUNDS}, within ${LATENCY_BUDGET_MS / 1000} s per scenario); ` +
      'each round runs every layer once, rotating the order. Target: service (HTTP) median ≤ ' +
      `${TARGET_RATIO}× raw median + ${TARGET_SLACK_MS} ms.`,
  );
  emit();

  let httpRequests = 0;
  const callHttp = async (payload: string) => {
    httpRequests++;
    const res = await fetch(url, { method: 'POST', headers, body: payload });
    const json = (await res.json()) as { data?: { pagination?: { items?: unknown[] } } };
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${JSON.stringify(json)}`);
    return json.data?.pagination?.items ?? [];
  };
  const callInject = async (payload: string) => {
    const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload });
    if (res.statusCode !== 200) throw new Error(`inject ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  const verdicts: boolean[] = [];
  for (const scenario of SCENARIOS) {
    // The exact statement the service runs for this request: same compiler, same governance, same params.
    const { statement } = planContractQuery(service, { consumer }, scenario.body);
    const payload = JSON.stringify(scenario.body);
    progress(`latency: ${scenario.label}`);

    // Sanity: both paths must return the same rows, or the comparison is meaningless.
    const rawRows = await runRaw(statement);
    const restItems = await callHttp(payload);
    if (rawRows.length !== restItems.length) {
      throw new Error(`row count differs: raw ${rawRows.length}, REST ${restItems.length}`);
    }

    const layers: Layer[] = [
      { name: 'raw engine', what: 'connect + run + read rows + close', probe: () => runRaw(statement) },
      {
        name: 'adapter',
        what: 'DuckDbWarehouse.execute (+ timeout timer, cell conversion)',
        probe: () => service.warehouse.execute(statement),
      },
      {
        name: 'tool',
        what: 'queryContract (+ validate, compile, govern, shape rows)',
        probe: () => queryContract(service, { consumer }, scenario.body),
      },
      {
        name: 'fastify.inject',
        what: 'whole HTTP pipeline in memory (+ auth, routing, body parse, serialize)',
        probe: () => callInject(payload),
      },
      {
        name: 'service (HTTP)',
        what: 'real request over loopback, keep-alive (+ sockets, client)',
        probe: () => callHttp(payload),
      },
    ];
    const { rounds, results } = await measureInterleaved(layers, WARMUP_ROUNDS, MEASURED_ROUNDS);
    const rawMedian = percentile(results[0]!.samples, 50);
    const httpMedian = percentile(results.at(-1)!.samples, 50);
    const budget = rawMedian * TARGET_RATIO + TARGET_SLACK_MS;
    const met = httpMedian <= budget;
    verdicts.push(met);

    emit(`## ${scenario.label}`);
    emit();
    emit(
      `\`POST /v1/api/${CONSUMER}/query\` \`${payload}\` → ${restItems.length} rows; ${rounds} measured rounds.`,
    );
    emit();
    // The statement both sides run, so a reader can check what the engine was asked to do.
    emit('```sql');
    emit(statement.sql);
    emit(
      `-- params: ${JSON.stringify(statement.params, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}`,
    );
    emit('```');
    emit();
    const rawCpu = percentile(results[0]!.cpu, 50);
    const layerRows = results.map(({ layer, samples, cpu }) => {
      const median = percentile(samples, 50);
      const cpuMedian = percentile(cpu, 50);
      return [
        layer.name,
        ms(median),
        ms(percentile(samples, 95)),
        ms(Math.min(...samples)),
        `${(median / rawMedian).toFixed(3)}×`,
        ms(cpuMedian),
        signedMs(cpuMedian - rawCpu),
        layer.what,
      ];
    });
    for (const line of table(
      [
        ['layer', 'left'],
        ['median ms', 'right'],
        ['p95 ms', 'right'],
        ['min ms', 'right'],
        ['median vs raw', 'right'],
        ['CPU ms (median)', 'right'],
        ['CPU vs raw', 'right'],
        ['what it adds', 'left'],
      ],
      layerRows,
    )) {
      emit(line);
    }
    emit();
    emit(
      `Service/raw median ratio **${(httpMedian / rawMedian).toFixed(3)}×** ` +
        `(${signedMs(httpMedian - rawMedian)} ms). Budget ${ms(rawMedian)} × ${TARGET_RATIO} + ${TARGET_SLACK_MS} = ` +
        `${ms(budget)} ms → target **${met ? 'met' : 'NOT met'}**.`,
    );
    emit();
  }
  // The same request paths with the engine replaced by an instant canned result:
  // with ~65 ms of engine time per call the service's own cost is within the noise
  // of the tables above, so it is isolated here, at a precision those cannot give.
  {
    const scenario = SCENARIOS[0]!;
    const payload = JSON.stringify(scenario.body);
    const { statement } = planContractQuery(service, { consumer }, scenario.body);
    const canned = await service.warehouse.execute(statement);
    const execute = service.warehouse.execute;
    service.warehouse.execute = async () => canned;
    progress('overhead: stubbed engine');
    const { rounds, results } = await measureInterleaved(
      [
        {
          name: 'tool',
          what: 'queryContract',
          probe: () => queryContract(service, { consumer }, scenario.body),
        },
        { name: 'fastify.inject', what: 'whole HTTP pipeline in memory', probe: () => callInject(payload) },
        {
          name: 'service (HTTP)',
          what: 'real request over loopback, keep-alive',
          probe: () => callHttp(payload),
        },
      ],
      STUB_WARMUP_ROUNDS,
      STUB_ROUNDS,
    );
    service.warehouse.execute = execute;
    emit(`## Service overhead with the engine stubbed out: ${scenario.label}`);
    emit();
    emit(
      `\`warehouse.execute\` returns the real result captured once, instantly; ${rounds} measured rounds after ` +
        `${STUB_WARMUP_ROUNDS} warm-up rounds. Wall and CPU time here are what the service adds per request. ` +
        "The HTTP row includes the in-process fetch client's own work (request, response parsing).",
    );
    emit();
    const rows = results.map(({ layer, samples, cpu }) => [
      layer.name,
      ms(percentile(samples, 50)),
      ms(percentile(samples, 95)),
      ms(percentile(cpu, 50)),
      layer.what,
    ]);
    for (const line of table(
      [
        ['path', 'left'],
        ['median ms', 'right'],
        ['p95 ms', 'right'],
        ['CPU ms (median)', 'right'],
        ['what runs', 'left'],
      ],
      rows,
    )) {
      emit(line);
    }
    emit();
  }

  // The sequential HTTP requests above reuse keep-alive connections; listeners
  // that requests leave on their socket pile up there and show in this count.
  const [busiest, requestsOnIt] = [...served].reduce((a, b) => (b[1] > a[1] ? b : a));
  emit(
    `Keep-alive check: ${httpRequests} sequential HTTP requests used ${served.size} connection(s); the busiest ` +
      `served ${requestsOnIt} requests and its socket now holds ${busiest.listenerCount('close')} \`close\` listeners.`,
  );
  emit();

  // From here on, count the service's warehouse statements in flight: when the
  // load generator stops, requests it abandons may still be running. The next run
  // must not start under them, and the DuckDB instance must not be closed under
  // them: doing so crashed the process with SIGSEGV in early versions of this bench.
  let inFlight = 0;
  let succeeded = 0;
  const execute = service.warehouse.execute.bind(service.warehouse);
  service.warehouse.execute = async (statement, options) => {
    inFlight++;
    try {
      const result = await execute(statement, options);
      succeeded++;
      return result;
    } finally {
      inFlight--;
    }
  };
  const drain = async () => {
    const started = performance.now();
    while (inFlight > 0 && performance.now() - started < DRAIN_TIMEOUT_MS) await sleep(10);
    if (inFlight > 0) throw new Error(`${inFlight} statements still running after ${DRAIN_TIMEOUT_MS} ms`);
    return performance.now() - started;
  };

  // Throughput under concurrency, for the first (whole-table) aggregate only.
  const loadScenario = SCENARIOS[0]!;
  const loadStatement = planContractQuery(service, { consumer }, loadScenario.body).statement;
  const loads: LoadResult[] = [];
  for (const concurrency of LOAD_CONNECTIONS) {
    const seconds = LOAD_SECONDS;
    progress(`load: service, ${concurrency} connections for ${seconds} s`);
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    const succeededAtStart = succeeded;
    const r = await autocannon({
      url,
      // One load-generating worker thread: on the main thread autocannon's request
      // generation and response parsing would share the service's event loop and
      // inflate the very latencies it reports.
      workers: 1,
      method: 'POST',
      headers,
      body: JSON.stringify(loadScenario.body),
      connections: concurrency,
      duration: seconds,
      // Generous: a queued aggregate under 64 connections may wait a while, and a
      // timeout would be counted as an error rather than as the latency it is.
      timeout: 30,
    });
    const inFlightAtStop = inFlight;
    const succeededAtStop = succeeded;
    const drainMs = await drain();
    const cpu = process.cpuUsage(cpuAtStart);
    const statements = succeeded - succeededAtStart;
    loads.push({
      path: 'service (HTTP)',
      concurrency,
      perSec: r['2xx'] / r.duration,
      completed: r['2xx'] + r.non2xx,
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      inFlightAtStop,
      drainMs,
      ranAnyway: succeeded - succeededAtStop,
      sustained: statements / ((performance.now() - started) / 1000),
      cpuPerStatement: (cpu.user + cpu.system) / 1000 / statements,
    });

    progress(`load: raw engine, ${concurrency} concurrent for ${seconds} s`);
    const rawCpuAtStart = process.cpuUsage();
    const l = await rawLoad(concurrency, seconds, () => runRaw(loadStatement));
    const rawCpu = process.cpuUsage(rawCpuAtStart);
    loads.push({
      path: 'raw engine',
      concurrency,
      perSec: l.latencies.length / seconds,
      completed: l.latencies.length,
      p50: percentile(l.latencies, 50),
      p97_5: percentile(l.latencies, 97.5),
      p99: percentile(l.latencies, 99),
      max: Math.max(...l.latencies),
      errors: l.errors,
      timeouts: null,
      non2xx: null,
      inFlightAtStop: null,
      drainMs: l.drainMs,
      ranAnyway: null,
      sustained: l.sustained,
      cpuPerStatement: (rawCpu.user + rawCpu.system) / 1000 / l.finished,
    });
  }
  emit(`## Throughput: ${loadScenario.label}`);
  emit();
  emit(
    'Service: autocannon (load generated in one worker thread), loopback, keep-alive. ' +
      'Raw engine: the same number of in-process callers running the statement back to back. ' +
      `${LOAD_SECONDS} s per run. "req/s" counts only responses completed inside the window. ` +
      'With many callers the engine shares two cores among all of them, so completions come in bursts ' +
      "(about concurrency × one statement's time apart) and the windowed req/s at 64 is quantised; " +
      '"engine stmt/s" counts every statement the engine finished from start to the end of the drain, ' +
      'which does not depend on where the window ends; "CPU ms/stmt" is this process\'s CPU time (all threads, ' +
      'including the load generator for the service rows) over the same span, per statement. When autocannon stops it drops its connections: ' +
      '"running at stop" is how many of the service\'s statements were then still executing, "ran anyway" ' +
      'how many of those still ran to completion for nobody, and "drain" how long until all had ended.',
  );
  emit();
  // autocannon reports whole milliseconds; a window with no completed request has no latency at all.
  const fmt = (n: number) => (!Number.isFinite(n) ? '–' : Number.isInteger(n) ? String(n) : n.toFixed(1));
  const loadRows = loads.map((l) => [
    l.path,
    String(l.concurrency),
    l.perSec.toFixed(1),
    String(l.completed),
    fmt(l.p50),
    fmt(l.p97_5),
    fmt(l.p99),
    fmt(l.max),
    String(l.errors),
    l.timeouts === null ? '–' : String(l.timeouts),
    l.non2xx === null ? '–' : String(l.non2xx),
    l.sustained.toFixed(1),
    l.cpuPerStatement.toFixed(1),
    l.inFlightAtStop === null ? '–' : String(l.inFlightAtStop),
    l.ranAnyway === null ? '–' : String(l.ranAnyway),
    l.drainMs === null ? '–' : l.drainMs.toFixed(0),
  ]);
  const loadColumns = [
    'concurrency',
    'req/s',
    'completed',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'max ms',
    'errors',
    'timeouts',
    'non-2xx',
    'engine stmt/s',
    'CPU ms/stmt',
    'running at stop',
    'ran anyway',
    'drain ms',
  ].map((title) => [title, 'right'] as const);
  for (const line of table([['path', 'left'], ...loadColumns], loadRows)) emit(line);
  emit();
  const clean = loads.every((l) => l.errors === 0 && !l.timeouts && !l.non2xx);
  emit(`Errors/timeouts/non-2xx under load: **${clean ? 'none' : 'PRESENT'}**.`);
  emit();
  const la = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  emit(
    `Run took ${((performance.now() - runStarted) / 1000).toFixed(1)} s. Host load average (1/5/15 min): ` +
      `${la(loadAtStart)} at start, ${la(loadavg())} at end (${cpus().length} CPUs).`,
  );

  // Write the report before tearing down, so a problem at shutdown cannot lose it.
  const report = `${out.join('\n')}\n`;
  process.stdout.write(report);
  await recordReport(RESULTS_FILE, report);

  await app.close();
  // Nothing may run on either instance when it is closed (see drain above).
  await drain();
  await service.close();
  raw.closeSync();
  // Report-only: a missed target is information, not a failure, but load errors are a real fault.
  if (!clean) process.exitCode = 1;
  if (verdicts.some((v) => !v)) progress('latency target not met (see report)');
}

await main();
