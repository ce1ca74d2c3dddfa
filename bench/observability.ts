/**
 * What metrics, the audit trail and traces cost a cache hit (docs/benchmarks.md, Observability):
 * the same repeated REST query (answered from the result cache) against four services, observability
 * off, metrics only, metrics + audit (JSON lines to /dev/null), and all three with spans exported over
 * OTLP/HTTP to a local receiver. Rounds are interleaved so a busy shared host slows every variant alike.
 *
 * Run: npm run bench:observability [-- --seconds 8 --rounds 3] [--record]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { Config } from '../src/config/load.js';
import { loadConfig } from '../src/config/load.js';
import { buildServer } from '../src/http/server.js';
import { createService } from '../src/service.js';
import {
  autocannon,
  CONFIG_FILE,
  DEMO_KEYS,
  loadAtEnd,
  machineLine,
  median,
  progress,
  table,
  waitForQuietHost,
  withoutConsumerLimits,
  writeReport,
} from './support.js';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '8' }, rounds: { type: 'string', default: '3' } },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
/** Requests per in-process CPU measurement. */
const INJECTED = 5_000;
const BODY = JSON.stringify({
  contract_name: 'flights',
  query: { dimensions: [{ name: 'flight_date', time_grain: 'month' }], measures: ['flight_count'] },
});

type Variant = { readonly name: string; readonly observability: Config['observability'] };

/** A receiver of OTLP/HTTP JSON that only acknowledges (the exporter's cost is measured, not a collector's). */
async function otlpSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function start(base: Config, variant: Variant) {
  const service = await createService({ ...base, observability: variant.observability });
  const app = await buildServer(service);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${url}/v1/api/analytics-app/query`,
    /** CPU microseconds (user + system) this process spends per request, served in-process (`inject`). */
    cpuPerRequest: async (n: number) => {
      const inject = () =>
        app.inject({
          method: 'POST',
          url: '/v1/api/analytics-app/query',
          headers: {
            authorization: `Bearer ${DEMO_KEYS['analytics-app']}`,
            'content-type': 'application/json',
          },
          payload: BODY,
        });
      const before = process.cpuUsage();
      for (let i = 0; i < n; i++) await inject();
      const used = process.cpuUsage(before);
      return (used.user + used.system) / n;
    },
    close: async () => {
      await app.close();
      await service.close();
    },
  };
}

async function hits(url: string): Promise<{ rps: number; p99: number }> {
  const r = await autocannon({
    url,
    workers: 1,
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_KEYS['analytics-app']}`, 'content-type': 'application/json' },
    body: BODY,
    connections: 10,
    duration: SECONDS,
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  const quiet = await waitForQuietHost();
  const loaded = withoutConsumerLimits(
    await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0', HOST: '127.0.0.1' }),
  );
  const base: Config = { ...loaded, rollups: { ...loaded.rollups, enabled: false } };
  const sink = await otlpSink();
  // Everything off, whatever the demo config turns on.
  const off: Config['observability'] = {
    metrics: { enabled: false },
    audit: { enabled: false },
    tracing: { service_name: 'charter' },
  };
  const audit = { enabled: true, file: '/dev/null' };
  const variants: Variant[] = [
    { name: 'off', observability: off },
    { name: 'metrics', observability: { ...off, metrics: { enabled: true } } },
    { name: 'metrics + audit (JSON lines)', observability: { ...off, metrics: { enabled: true }, audit } },
    {
      name: 'metrics + audit + traces (OTLP)',
      observability: {
        metrics: { enabled: true },
        audit,
        tracing: { otlp_endpoint: sink.url, service_name: 'charter-bench' },
      },
    },
  ];
  const services = await Promise.all(variants.map((v) => start(base, v)));
  const results = variants.map(() => ({ rps: [] as number[], p99: [] as number[], cpu: [] as number[] }));
  try {
    for (const s of services) await hits(s.url); // warm: plan, cache entry, JIT
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts with another variant, so none is always measured first.
      for (let k = 0; k < services.length; k++) {
        const i = (round + k) % services.length;
        const s = services[i] as (typeof services)[number];
        progress(`round ${round + 1}/${ROUNDS}: ${variants[i]?.name}`);
        const r = await hits(s.url);
        results[i]?.rps.push(r.rps);
        results[i]?.p99.push(r.p99);
        results[i]?.cpu.push(await s.cpuPerRequest(INJECTED));
      }
    }
  } finally {
    for (const s of services) await s.close();
    await sink.close();
  }
  const baseline = median(results[0]?.rps ?? []);
  const cpuBaseline = median(results[0]?.cpu ?? []);
  const rows = variants.map((v, i) => {
    const rps = median(results[i]?.rps ?? []);
    const cpu = median(results[i]?.cpu ?? []);
    return [
      v.name,
      rps.toFixed(0),
      `${(((rps - baseline) / baseline) * 100).toFixed(1)}%`,
      median(results[i]?.p99 ?? []).toFixed(1),
      cpu.toFixed(1),
      `${cpu - cpuBaseline >= 0 ? '+' : ''}${(cpu - cpuBaseline).toFixed(1)}`,
    ];
  });
  await writeReport('observability', [
    '## Observability on the cache-hit path',
    '',
    machineLine(base),
    '',
    quiet,
    '',
    `Repeated identical REST query (a cache hit), 10 connections, ${SECONDS} s per run, median of ${ROUNDS} interleaved rounds.`,
    `CPU µs/req: this process's own CPU time (user + system) per request over ${INJECTED} sequential in-process`,
    'requests (`inject`: no sockets), which a busy host disturbs far less than wall-clock throughput.',
    '',
    ...table(
      [
        ['variant', 'left'],
        ['req/s', 'right'],
        ['vs off', 'right'],
        ['p99 ms', 'right'],
        ['CPU µs/req', 'right'],
        ['vs off', 'right'],
      ],
      rows,
    ),
    '',
    loadAtEnd(runStarted),
  ]);
}

await main();
