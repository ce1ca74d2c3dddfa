/**
 * MCP sessions: what keeping 2025-11-25 sessions in Redis (any replica answers
 * any session) costs over in-memory sessions, and what the stateless
 * 2026-07-28 revision costs, for the same cached `tools/call`.
 *
 * Run with `node bin/run-ts.js bench/mcp-sessions.ts` (Redis at
 * CHARTER_BENCH_REDIS_URL, default redis://127.0.0.1:6379, under a key prefix of
 * its own that is removed at the end). Starts three demo services in-process:
 * M (in-memory sessions), R1 and R2 (sessions in Redis), and interleaves:
 * a v1 session on M; a v1 session opened on R1 and used on R1; the same session
 * used on R2 (another replica); the v2 client pinned to 2026-07-28 on M.
 * The query is a cache hit, so the figures are the MCP path, not the warehouse.
 * Target (issue 10, reported, not asserted): Redis sessions at most +1 ms over memory.
 */
import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Redis } from 'ioredis';
import { type Config, loadConfig } from '../src/config/load.js';
import { buildServer } from '../src/http/server.js';
import { createService } from '../src/service.js';
import {
  CONFIG_FILE,
  DEMO_KEYS,
  loadAtEnd,
  machineLine,
  measureInterleaved,
  median,
  ms,
  p95,
  progress,
  table,
  waitForQuietHost,
  withoutConsumerLimits,
  writeReport,
} from './support.js';

const REDIS_URL = process.env.CHARTER_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `charter-bench-mcp:${process.pid}:`;
const SLUG = 'analytics-app';
const KEY = DEMO_KEYS[SLUG];
const CALL = {
  name: 'query_contract',
  arguments: { contract_name: 'weather', query: { measures: ['avg_temp_max'] } },
};

async function start(config: Config) {
  const service = await createService(config);
  const app = await buildServer(service);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${url}/v1/api/${SLUG}/mcp`,
    close: async () => {
      await app.close();
      await service.close();
    },
  };
}

function legacyTransport(url: string, sessionId?: string) {
  return new StreamableHTTPClientTransport(new URL(url), {
    ...(sessionId ? { sessionId } : {}),
    requestInit: { headers: { authorization: `Bearer ${KEY}` } },
  });
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  const loaded = withoutConsumerLimits(await loadConfig(CONFIG_FILE, { PORT: '0', HOST: '127.0.0.1' }));
  const base: Config = { ...loaded, rollups: { ...loaded.rollups, enabled: false } };
  const shared: Config = { ...base, mcp: { ...base.mcp, redis_url: REDIS_URL, redis_prefix: PREFIX } };
  const m = await start(base);
  const r1 = await start(shared);
  const r2 = await start(shared);
  const clients: { close(): Promise<void> }[] = [];
  try {
    const onM = new Client({ name: 'bench', version: '1' });
    await onM.connect(legacyTransport(m.url));
    const opened = legacyTransport(r1.url);
    const onR1 = new Client({ name: 'bench', version: '1' });
    await onR1.connect(opened);
    const onR2 = new Client({ name: 'bench', version: '1' });
    await onR2.connect(legacyTransport(r2.url, opened.sessionId));
    const modern = new ModernClient(
      { name: 'bench', version: '1' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await modern.connect(
      new ModernTransport(new URL(m.url), { requestInit: { headers: { authorization: `Bearer ${KEY}` } } }),
    );
    clients.push(onM, onR1, onR2, modern);
    const quiet = await waitForQuietHost();
    progress('measuring');
    const layers = [
      { name: '2025-11-25, session in memory (M)', probe: async () => void (await onM.callTool(CALL)) },
      {
        name: '2025-11-25, session in Redis, same replica (R1)',
        probe: async () => void (await onR1.callTool(CALL)),
      },
      {
        name: '2025-11-25, same Redis session on another replica (R2)',
        probe: async () => void (await onR2.callTool(CALL)),
      },
      { name: '2026-07-28, stateless (M)', probe: async () => void (await modern.callTool(CALL)) },
    ];
    const run = await measureInterleaved(layers, {
      warmup: 30,
      rounds: 400,
      minRounds: 150,
      budgetMs: 40_000,
    });
    const memoryMedian = median(run.samples[0] ?? []);
    const rows = layers.map((layer, i) => {
      const samples = run.samples[i] ?? [];
      return [
        layer.name,
        ms(median(samples)),
        ms(p95(samples)),
        `${median(samples) - memoryMedian >= 0 ? '+' : '−'}${ms(Math.abs(median(samples) - memoryMedian))}`,
        ms(median(run.cpu[i] ?? [])),
      ];
    });
    await writeReport('mcp-sessions', [
      '# MCP sessions: in memory, in Redis, and stateless 2026-07-28',
      '',
      machineLine(base),
      '',
      `${quiet}. ${run.rounds} interleaved rounds of a cached \`tools/call query_contract\` (weather, 1 row), one client per row, sequential.`,
      '',
      ...table(
        [
          ['path', 'left'],
          ['median ms', 'right'],
          ['p95 ms', 'right'],
          ['vs memory', 'right'],
          ['CPU ms (client+server)', 'right'],
        ],
        rows,
      ),
      '',
      `Target: a Redis session at most +1 ms over an in-memory one (median). ${loadAtEnd(runStarted)}`,
    ]);
  } finally {
    for (const c of clients) await c.close().catch(() => undefined);
    await m.close();
    await r1.close();
    await r2.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.unlink(...keys);
    redis.disconnect();
  }
}

await main();
