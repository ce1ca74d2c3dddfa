/**
 * What sharing the limits through Redis costs a request: cached REST hits on
 * the demo with the consumer's rate and concurrency counted in this process,
 * side by side with the same counted in Redis (a rate-window script and a
 * concurrency-lease script per request, and the lease's removal after it),
 * alternating A/B runs. Prints a table; writes nothing. Keys go under a
 * prefix of their own on the Redis given (default the local one) and are deleted.
 *
 *   npm run bench:admission [-- --seconds 10 --connections 10 --rounds 2 --redis redis://127.0.0.1:6379]
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { type Config, loadConfig } from '../src/config/load.js';
import { buildServer } from '../src/http/server.js';
import { createService } from '../src/service.js';
import { type AutocannonResult, autocannon, CONFIG_FILE } from './support.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const PREFIX = `charter-bench-admission:${randomUUID()}`;
const BODY = JSON.stringify({ contract_name: 'flights', query: { measures: ['flight_count'] } });

async function start(shared: boolean) {
  const loaded = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0', HOST: '127.0.0.1' });
  // Limits high enough never to refuse: what is measured is counting them.
  const wide = { max_concurrent: 10_000, requests_per_second: 1_000_000, burst: 1_000_000 };
  const config: Config = {
    ...loaded,
    server: { ...loaded.server, log_level: 'silent' },
    limits: {
      ...loaded.limits,
      redis_url: shared ? args.redis : undefined,
      redis_key_prefix: `${PREFIX}:limits`,
    },
    cache: { ...loaded.cache, redis_url: undefined },
    consumers: loaded.consumers.map((c) => ({ ...c, limits: { ...c.limits, ...wide } })),
  };
  const service = await createService(config, undefined, { buildRollups: false });
  const app = await buildServer(service);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    close: async () => {
      await app.close();
      await service.close();
    },
  };
}

async function run(url: string): Promise<AutocannonResult> {
  return autocannon({
    url: `${url}/v1/api/rest-only/query`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer demo-rest-key' },
    body: BODY,
    connections: Number(args.connections),
    duration: Number(args.seconds),
  });
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const local = await start(false);
const shared = await start(true);
try {
  // Warm both: the first answer fills the cache and compiles the hot paths.
  await fetch(`${local.url}/v1/api/rest-only/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer demo-rest-key' },
    body: BODY,
  });
  await run(local.url);
  await run(shared.url);
  console.log(
    `## Admission: limits in this process vs shared through Redis (${args.connections} connections, ${args.seconds} s per run)\n`,
  );
  console.log('| round | limits | req/s | p50 ms | p99 ms | non-2xx | load average |');
  console.log('|---|---|---|---|---|---|---|');
  for (let round = 1; round <= Number(args.rounds); round++) {
    for (const [name, server] of [
      ['in process', local],
      ['Redis', shared],
    ] as const) {
      const r = await run(server.url);
      console.log(
        `| ${round} | ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} | ${load()} |`,
      );
    }
  }
} finally {
  await local.close();
  await shared.close();
  const client = new Redis(args.redis);
  const keys = await client.keys(`${PREFIX}*`);
  // The shared runs really counted in Redis: their windows are there until deleted.
  console.log(`\n${keys.length} keys were written under the run's prefix (deleted now).`);
  if (keys.length > 0) await client.del(...keys);
  client.disconnect();
}
