/**
 * Result cache benchmarks (docs/benchmarks.md, "Result cache"), in one run on the demo:
 *  1. a repeated identical query at 10 and 64 connections: cache-hit req/s and p99 of the server
 *     as shipped (the logger `charter serve` builds, writing its access lines to a file), side by
 *     side with a bare node:http server returning the same bytes, and the same server without logs,
 *     in interleaved rounds (the order rotating), reported as medians with the per-round ratios' range;
 *  2. 64 identical cold requests at once: how many warehouse statements ran;
 *  3. a 60 s stream of distinct queries: RSS against the cache budget plus the idle process.
 * Run: npm run bench:cache [-- --seconds 5 --rounds 3 --stream-seconds 60] [--record]
 */

import { openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../src/config/load.js';
import { buildServer } from '../src/http/server.js';
import { createServeLogger, type LogDestination, serveLogDestination } from '../src/observability/logger.js';
import { createService, type Service } from '../src/service.js';
import type { Warehouse } from '../src/warehouse/types.js';
import {
  type AutocannonResult,
  autocannon,
  CONFIG_FILE,
  machineLine,
  progress,
  table,
  waitForQuietHost,
  writeReport,
} from './support.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    'stream-seconds': { type: 'string', default: '60' },
  },
});
const SECONDS = Number(args.seconds);
const STREAM_SECONDS = Number(args['stream-seconds']);
const ROUNDS = Math.max(1, Number(args.rounds));
const KEY = 'demo-analytics-key';
const MONTH = {
  contract_name: 'flights',
  query: {
    dimensions: [{ name: 'flight_date', time_grain: 'month' }],
    measures: ['flight_count', 'avg_delay'],
  },
};
const MiB = 1024 * 1024;

/**
 * The demo config with admission opened wide (the benchmark is the only tenant), the given cache
 * budget, and rollups off: the cache over the warehouse is measured (the cold burst counts warehouse
 * statements, which a rollup would answer instead; bench/rollups.ts measures those).
 */
async function start(memoryBytes: number): Promise<{
  service: Service;
  url: string;
  quietUrl: string;
  logFile: string;
  close(): Promise<void>;
}> {
  const loaded = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0', HOST: '127.0.0.1' });
  const wide = { max_concurrent: 10_000, requests_per_second: 1_000_000, burst: 1_000_000 };
  const config: Config = {
    ...loaded,
    cache: { ...loaded.cache, memory_bytes: memoryBytes },
    rollups: { ...loaded.rollups, enabled: false },
    limits: { ...loaded.limits, consumers: { ...loaded.limits.consumers, ...wide } },
    consumers: loaded.consumers.map((c) => ({ ...c, limits: { ...c.limits, ...wide } })),
  };
  // As shipped: the logger `charter serve` builds from this config, its stdout being a file here.
  const logFile = join(tmpdir(), `charter-bench-cache-${process.pid}-${memoryBytes}.log`);
  const destination: LogDestination = serveLogDestination(config.server, openSync(logFile, 'w'));
  const logger = createServeLogger(config.server, destination);
  const service = await createService(config, logger);
  const app = await buildServer(service, { logger });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // The same service behind a second server that logs nothing: what the access lines cost.
  const quiet = await buildServer(service);
  const quietUrl = await quiet.listen({ host: '127.0.0.1', port: 0 });
  return {
    service,
    url,
    quietUrl,
    logFile,
    close: async () => {
      await app.close();
      await quiet.close();
      await service.close();
      await new Promise<void>((done) => {
        destination.once('close', done);
        destination.end();
      });
      rmSync(logFile, { force: true });
    },
  };
}

/** Lines in the log file that are `request completed` (the file is written up to now, give or take the buffer). */
function accessLines(file: string): number {
  const text = readFileSync(file, 'utf8');
  let n = 0;
  for (
    let at = text.indexOf('"msg":"request completed"');
    at !== -1;
    at = text.indexOf('"msg":"request completed"', at + 1)
  )
    n++;
  return n;
}

async function load(url: string, connections: number, body?: string): Promise<AutocannonResult> {
  return autocannon({
    url,
    workers: 1,
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    ...(body ? { body } : {}),
    connections,
    duration: SECONDS,
    timeout: 30,
  });
}

/** A bare node:http server answering every request with `bytes` (and the same headers' weight). */
async function bareServer(bytes: Buffer): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': bytes.length,
      });
      res.end(bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

function countStatements(warehouse: Warehouse): () => number {
  const original = warehouse.execute.bind(warehouse);
  let n = 0;
  Object.defineProperty(warehouse, 'execute', {
    configurable: true,
    value: ((statement, options) => {
      n++;
      return original(statement, options);
    }) satisfies Warehouse['execute'],
  });
  return () => n;
}

/** One round's three loads at one connection count: the server as shipped, the bare server, no logs. */
interface Round {
  readonly hit: AutocannonResult;
  readonly bare: AutocannonResult;
  readonly quiet: AutocannonResult;
  readonly lines: number;
}

/**
 * The three loads of one round, in an order that rotates with the round: whichever runs first or
 * last meets the host in a different state (a timer firing, a neighbour's burst), so no server is
 * always the one that does.
 */
async function round(
  urls: { hit: string; bare: string; quiet: string },
  logFile: string,
  connections: number,
  r: number,
  body: string,
): Promise<Round> {
  const order = (['hit', 'bare', 'quiet'] as const).map((_, i, all) => all[(i + r) % all.length]!);
  const linesBefore = accessLines(logFile);
  const results: Partial<Record<'hit' | 'bare' | 'quiet', AutocannonResult>> = {};
  for (const which of order) {
    progress(`round ${r + 1}, ${connections} connections: ${which}`);
    results[which] = await load(urls[which], connections, body);
  }
  // The buffer's last lines are written within 250 ms; by now (two more runs, or a pause) they are in the file.
  if (order[2] === 'hit') await new Promise((done) => setTimeout(done, 300));
  return {
    hit: results.hit!,
    bare: results.bare!,
    quiet: results.quiet!,
    lines: accessLines(logFile) - linesBefore,
  };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A table row over a connection count's rounds: medians, the per-round ratios' median and range. */
function roundsRow(connections: number, rounds: readonly Round[]): string[] {
  const rate = (pick: (r: Round) => AutocannonResult) => rounds.map((r) => pick(r).requests.average);
  const ratio = (pick: (r: Round) => AutocannonResult) =>
    rounds.map((r) => pick(r).requests.average / r.bare.requests.average);
  const x = (n: number) => `${n.toFixed(2)}x`;
  const range = (xs: readonly number[]) => `${x(Math.min(...xs))}–${x(Math.max(...xs))}`;
  const errors = rounds.reduce(
    (n, r) => n + [r.hit, r.bare, r.quiet].reduce((m, a) => m + a.errors + a.non2xx, 0),
    0,
  );
  return [
    String(connections),
    median(rate((r) => r.hit)).toFixed(0),
    String(median(rounds.map((r) => r.hit.latency.p99))),
    median(rate((r) => r.bare)).toFixed(0),
    String(median(rounds.map((r) => r.bare.latency.p99))),
    `${x(median(ratio((r) => r.hit)))} (${range(ratio((r) => r.hit))})`,
    median(rate((r) => r.quiet)).toFixed(0),
    `${x(median(ratio((r) => r.quiet)))} (${range(ratio((r) => r.quiet))})`,
    `${rounds.reduce((n, r) => n + r.lines, 0)} / ${rounds.reduce((n, r) => n + r.hit['2xx'] + r.hit.non2xx, 0)}`,
    String(errors),
  ];
}

async function hitThroughput(url: string, quietUrl: string, logFile: string): Promise<string[]> {
  const queryUrl = `${url}/v1/api/analytics-app/query`;
  const body = JSON.stringify(MONTH);
  const post = () =>
    fetch(queryUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body,
    });
  await post();
  const sample = await post();
  const bytes = Buffer.from(await sample.arrayBuffer());
  progress(`hit answer: ${sample.headers.get('cache-status')}, ${bytes.length} bytes`);
  const bare = await bareServer(bytes);
  const urls = { hit: queryUrl, bare: bare.url, quiet: `${quietUrl}/v1/api/analytics-app/query` };
  const rows: string[][] = [];
  try {
    for (const connections of [10, 64]) {
      const rounds: Round[] = [];
      for (let r = 0; r < ROUNDS; r++) rounds.push(await round(urls, logFile, connections, r, body));
      rows.push(roundsRow(connections, rounds));
    }
  } finally {
    bare.server.close();
  }
  return table(
    [
      ['connections', 'right'],
      ['cache hit req/s', 'right'],
      ['hit p99 ms', 'right'],
      ['bare req/s', 'right'],
      ['bare p99 ms', 'right'],
      ['hit / bare (range)', 'right'],
      ['hit req/s, no logs', 'right'],
      ['no logs / bare (range)', 'right'],
      ['access lines / responses', 'right'],
      ['errors', 'right'],
    ],
    rows,
  );
}

async function coldBurst(service: Service, url: string): Promise<string> {
  await service.cache.clear(null);
  const statements = countStatements(service.warehouse);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 64 }, () =>
      fetch(`${url}/v1/api/analytics-app/query`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(MONTH),
      }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
    ),
  );
  const ms = performance.now() - started;
  const ok = answers.filter((s) => s === 200).length;
  return `64 identical cold requests: ${ok} answered 200 in ${ms.toFixed(0)} ms; warehouse statements: ${statements()}.`;
}

/** Distinct queries (random day windows × dimension sets, up to thousands of rows each) for `seconds`. */
async function distinctStream(url: string, cacheBytes: () => number, seconds: number, cache: boolean) {
  const dims = [
    ['origin'],
    ['origin', 'destination'],
    ['destination_state'],
    ['origin_state', 'destination'],
  ];
  const deadline = performance.now() + seconds * 1000;
  let rss = process.memoryUsage().rss;
  let sent = 0;
  let failed = 0;
  const sampler = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage().rss);
  }, 250);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < deadline) {
        const day = 1 + Math.floor(Math.random() * 170);
        const from = new Date(Date.UTC(2001, 0, day)).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2001, 0, day + 1 + Math.floor(Math.random() * 10)))
          .toISOString()
          .slice(0, 10);
        const query = {
          dimensions: dims[Math.floor(Math.random() * dims.length)],
          measures: ['flight_count', 'avg_delay', 'total_distance'],
          filters: [{ field: 'flight_date', operator: 'between', value: [from, to] }],
          limit: 10_000,
        };
        const res = await fetch(`${url}/v1/api/analytics-app/query`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${KEY}`,
            'content-type': 'application/json',
            ...(cache ? {} : { 'cache-control': 'no-store' }),
          },
          body: JSON.stringify({ contract_name: 'flights', query }),
        });
        await res.arrayBuffer();
        sent++;
        if (res.status !== 200) failed++;
      }
    }),
  );
  clearInterval(sampler);
  return { maxRss: rss, sent, failed, cacheBytes: cacheBytes() };
}

async function memoryStream(): Promise<string[]> {
  const budget = 64 * MiB;
  const svc = await start(budget);
  try {
    progress('memory: warming up with the same kind of stream (15 s), then emptying the cache');
    const warm = await distinctStream(svc.url, () => svc.service.cache.status().memory.bytes, 15, true);
    await svc.service.cache.clear(null);
    global.gc?.();
    const idle = process.memoryUsage().rss;
    progress(`memory: ${STREAM_SECONDS} s of distinct cached queries`);
    const run = await distinctStream(
      svc.url,
      () => svc.service.cache.status().memory.bytes,
      STREAM_SECONDS,
      true,
    );
    const status = svc.service.cache.status();
    const mib = (n: number) => `${(n / MiB).toFixed(1)} MiB`;
    return [
      `Cache budget ${mib(budget)}; after a 15 s warm-up of the same stream (${warm.sent} queries) and emptying the cache, idle RSS ${mib(idle)}.`,
      `${STREAM_SECONDS} s stream: ${run.sent} distinct queries (${run.failed} failed), cache holds ${status.memory.entries} entries, ${mib(status.memory.bytes)}; ` +
        `max RSS ${mib(run.maxRss)}, i.e. ${mib(run.maxRss - idle)} above idle (budget ${mib(budget)}): ` +
        `${run.maxRss <= idle + budget ? 'within' : '**over**'} budget + idle.`,
    ];
  } finally {
    await svc.close();
  }
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  const quiet = await waitForQuietHost();
  const svc = await start(256 * MiB);
  const lines: string[] = [];
  try {
    lines.push('## Result cache', '', machineLine(await loadConfig(CONFIG_FILE, process.env)), '', quiet, '');
    lines.push(
      `### Repeated identical query (month aggregate), ${ROUNDS} interleaved rounds of ${SECONDS} s per server, autocannon in one worker thread`,
      '',
      "As shipped: the logger `charter serve` builds (one access line per request, buffered writes) writing to a file, metrics on; beside it the same service behind a server without logs. Each round loads the three servers one after the other, in an order rotating with the round; the rates are medians over the rounds, each ratio the median of the rounds' own ratios, with their range.",
      '',
      ...(await hitThroughput(svc.url, svc.quietUrl, svc.logFile)),
      '',
    );
    lines.push('### Cold burst', '', await coldBurst(svc.service, svc.url), '');
  } finally {
    await svc.close();
  }
  lines.push('### Distinct queries and memory', '', ...(await memoryStream()), '');
  lines.push(
    `Run took ${((performance.now() - runStarted) / 1000).toFixed(0)} s; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} at the end.`,
  );
  await writeReport('cache', lines);
}

await main();
