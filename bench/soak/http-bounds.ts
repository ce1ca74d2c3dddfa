/**
 * HTTP bounds and incident logs, with the defaults `charter serve` uses:
 * 1. slow clients: 300 connections trickling headers and 300 sending a partial
 *    body at once; when each is closed, and /healthz latency meanwhile;
 * 2. a warehouse outage (DuckDB closed under the server): log lines and bytes
 *    for 2,000 failed requests, and how many are error level or carry a stack;
 * 3. the cost of the duplicate-name scan on a 1 MiB JSON body.
 * Loopback only, bounded loops; prints figures and the load average.
 */
import { connect, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { loadConfig } from '../../src/config/load.js';
import { findDuplicateKey } from '../../src/http/json-keys.js';
import { buildServer } from '../../src/http/server.js';
import { createLogger } from '../../src/observability/logger.js';
import { createService } from '../../src/service.js';
import { CONFIG_FILE, DEMO_KEYS, percentile, progress, startDemo } from '../support.js';

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Slow {
  readonly closedAfter: Promise<number>;
  readonly socket: Socket;
  /** The status line the server answered with, or `none` (closed without a response). */
  status(): string;
}

function slowClient(port: number, start: string, drip: () => string): Slow {
  const socket = connect({ host: '127.0.0.1', port });
  socket.on('error', () => {});
  const opened = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  let timer: NodeJS.Timeout | undefined;
  socket.once('connect', () => {
    socket.write(start);
    timer = setInterval(() => socket.writable && socket.write(drip()), 1_000);
  });
  const closedAfter = new Promise<number>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve(performance.now() - opened);
    }),
  );
  return { closedAfter, socket, status: () => received.split('\r\n')[0] || 'none' };
}

async function slowClients(): Promise<void> {
  const demo = await startDemo();
  const port = Number(new URL(demo.baseUrl).port);
  const { headers_timeout_ms, request_timeout_ms } = demo.config.server;
  progress(
    `slow clients against headers_timeout ${headers_timeout_ms} ms, request_timeout ${request_timeout_ms} ms`,
  );
  const trickling = Array.from({ length: 300 }, (_, i) =>
    slowClient(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', () => `x-${i}: 1\r\n`),
  );
  const partial = Array.from({ length: 300 }, () =>
    slowClient(
      port,
      'POST /v1/api/analytics-app/query HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Authorization: Bearer ${DEMO_KEYS['analytics-app']}\r\nContent-Length: 100\r\n\r\n{"a":`,
      () => ' ',
    ),
  );
  const latencies: number[] = [];
  const until = performance.now() + request_timeout_ms + 3_000;
  while (performance.now() < until) {
    const t = performance.now();
    const res = await fetch(`${demo.baseUrl}/healthz`);
    await res.text();
    latencies.push(performance.now() - t);
    await sleep(50);
  }
  const headerTimes = await Promise.all(trickling.map((s) => s.closedAfter));
  const bodyTimes = await Promise.all(partial.map((s) => s.closedAfter));
  const statuses = (xs: readonly Slow[]) => {
    const counts = new Map<string, number>();
    for (const x of xs) counts.set(x.status(), (counts.get(x.status()) ?? 0) + 1);
    return [...counts].map(([k, n]) => `${n}× ${k}`).join(', ');
  };
  console.log(`answers: trickled headers ${statuses(trickling)}; partial bodies ${statuses(partial)}`);
  const range = (xs: number[]) =>
    `${(Math.min(...xs) / 1000).toFixed(1)}–${(Math.max(...xs) / 1000).toFixed(1)} s`;
  console.log(
    `trickled headers (300): closed after ${range(headerTimes)} (headers_timeout ${headers_timeout_ms} ms)`,
  );
  console.log(
    `partial bodies (300): closed after ${range(bodyTimes)} (request_timeout ${request_timeout_ms} ms)`,
  );
  console.log(
    `/healthz meanwhile (${latencies.length} calls): p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
  await demo.close();
}

async function outageLogs(): Promise<void> {
  let lines = 0;
  let bytes = 0;
  let errors = 0;
  let stacks = 0;
  const logger = createLogger('info', {
    write: (s: string) => {
      lines += 1;
      bytes += Buffer.byteLength(s);
      if (s.includes('"level":50')) errors += 1;
      if (s.includes('"stack"')) stacks += 1;
    },
  });
  const config = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0', HOST: '127.0.0.1' });
  const service = await createService(config, logger);
  const app = await buildServer(service, { logger });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  await service.warehouse.close();
  const before = { lines, bytes };
  const body = JSON.stringify({ contract_name: 'flights', query: { measures: ['flight_count'] } });
  const started = performance.now();
  let failed = 0;
  for (let round = 0; round < 100; round++) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${url}/v1/api/analytics-app/query`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${DEMO_KEYS['analytics-app']}`,
          },
          body,
        }).then(async (r) => {
          await r.text();
          return r.status;
        }),
      ),
    );
    failed += batch.filter((s) => s === 503).length;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `outage: ${failed} requests failed with 503 in ${seconds.toFixed(1)} s → ${lines - before.lines} log lines ` +
      `(${((bytes - before.bytes) / 1024).toFixed(0)} KiB; one "request completed" access line per request ` +
      `included), ${errors} at error level, ${stacks} with a stack`,
  );
  await app.close();
  await service.close();
}

function duplicateScanCost(): void {
  const rows = Array.from({ length: 12_000 }, (_, i) => ({
    id: i,
    name: `row ${i}`,
    tags: ['a', 'b'],
    v: i / 3,
  }));
  const text = JSON.stringify({ rows, context: { state: 'CA' } });
  const time = (fn: () => void) => {
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      fn();
      samples.push(performance.now() - t);
    }
    return percentile(samples, 50);
  };
  const parse = time(() => JSON.parse(text));
  const scan = time(() => findDuplicateKey(text));
  console.log(
    `duplicate-name scan on a ${(text.length / 1024).toFixed(0)} KiB body: median ${scan.toFixed(2)} ms ` +
      `(JSON.parse of the same body: ${parse.toFixed(2)} ms)`,
  );
}

console.log(`load average at start: ${load()}`);
await slowClients();
await outageLogs();
duplicateScanCost();
console.log(`load average at end: ${load()}`);
