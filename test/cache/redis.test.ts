import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedis, until } from '../helpers/processes.js';
import { redisUnreachable, TEST_REDIS_URL } from '../helpers/redis.js';
import { KEYS, postJson } from '../helpers/server.js';
import { ADMIN_KEY, countStatements, MONTH_QUERY, startAdjusted, withoutTiming } from './helpers.js';

const SHARED = TEST_REDIS_URL;
const CI = process.env.CI === 'true';

async function keysUnder(client: Redis, prefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

const unreachable = await redisUnreachable(SHARED);
if (unreachable && !CI)
  console.warn(`Skipping the Redis cache suite: ${SHARED} is not reachable (${unreachable}).`);

describe.skipIf(unreachable !== null && !CI)('result cache with the Redis tier', () => {
  const prefix = `charter-test:${randomUUID()}:`;
  const redis = new Redis(SHARED, { lazyConnect: true });
  const withRedis = (doc: Record<string, unknown>) => {
    doc.cache = { redis_url: SHARED, redis_prefix: prefix };
  };
  beforeAll(async () => {
    expect(unreachable).toBeNull();
    await redis.connect();
  });
  afterAll(async () => {
    const keys = await keysUnder(redis, prefix);
    if (keys.length > 0) await redis.unlink(...keys);
    redis.disconnect();
  });

  it('a replica answers from the shared tier without touching the warehouse', async () => {
    const a = await startAdjusted(withRedis);
    const b = await startAdjusted(withRedis);
    try {
      const miss = await postJson(`${a.url}/v1/api/analytics-app/query`, MONTH_QUERY, KEYS.analytics);
      expect(miss.headers.get('cache-status')).toBe('charter; fwd=miss; stored');
      await until(async () => (await keysUnder(redis, `${prefix}c:flights:`)).length > 0, 'the shared entry');
      const counter = countStatements(b.service.warehouse);
      const hit = await postJson(`${b.url}/v1/api/analytics-app/query`, MONTH_QUERY, KEYS.analytics);
      expect(hit.headers.get('cache-status')).toMatch(/^charter; hit; ttl=\d+; detail=redis$/);
      expect(withoutTiming(hit.body)).toEqual(withoutTiming(miss.body));
      expect(counter.count()).toBe(0);
      // Now in B's memory too.
      const local = await postJson(`${b.url}/v1/api/analytics-app/query`, MONTH_QUERY, KEYS.analytics);
      expect(local.headers.get('cache-status')).toMatch(/^charter; hit; ttl=\d+$/);

      const cleared = await postJson(`${a.url}/v1/admin/cache/clear`, { contract: 'flights' }, ADMIN_KEY);
      expect((cleared.body.cleared as { redis: number }).redis).toBeGreaterThan(0);
      expect(await keysUnder(redis, `${prefix}c:flights:`)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a consumer whose scope narrowed after a reload gets no shared answer', async () => {
    const body = {
      contract_name: 'regional_flights',
      query: { dimensions: [{ name: 'origin' }], measures: ['flight_count'], limit: 5 },
      context: { state: 'CA' },
    };
    const before = await startAdjusted(withRedis);
    try {
      const res = await postJson(`${before.url}/v1/api/ops-agent/query`, body, KEYS.ops);
      expect(res.status).toBe(200);
      await until(
        async () => (await keysUnder(redis, `${prefix}c:regional_flights:`)).length > 0,
        'the entry',
      );
    } finally {
      await before.close();
    }
    const after = await startAdjusted((doc) => {
      withRedis(doc);
      const consumers = doc.consumers as { slug: string; scope: { contracts: string[] } }[];
      const ops = consumers.find((c) => c.slug === 'ops-agent');
      if (ops) ops.scope.contracts = [];
    });
    try {
      const res = await postJson(`${after.url}/v1/api/ops-agent/query`, body, KEYS.ops);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('contract_not_linked');
      expect(JSON.stringify(res.body)).not.toContain('flight_count');
      // Another context never reads CA's entry either.
      const portal = await postJson(
        `${after.url}/v1/api/state-portal/query`,
        { ...body, context: { state: 'NV' } },
        KEYS.state,
      );
      expect(portal.headers.get('cache-status')).toBe('charter; fwd=miss; stored');
    } finally {
      await after.close();
    }
  });

  it('a clear on one replica drops the same entries from every replica on the prefix, and only those', async () => {
    const otherPrefix = `charter-test:${randomUUID()}:`;
    const a = await startAdjusted(withRedis);
    const b = await startAdjusted(withRedis);
    const elsewhere = await startAdjusted((doc) => {
      doc.cache = { redis_url: SHARED, redis_prefix: otherPrefix };
    });
    const weather = { contract_name: 'weather', query: { measures: ['day_count'] } };
    const ask = (url: string, body: unknown) =>
      postJson(`${url}/v1/api/analytics-app/query`, body, KEYS.analytics);
    try {
      for (const server of [a, b, elsewhere]) {
        await ask(server.url, MONTH_QUERY);
        await ask(server.url, weather);
        expect((await ask(server.url, MONTH_QUERY)).headers.get('cache-status')).toMatch(/^charter; hit;/);
      }
      const cleared = await postJson(`${a.url}/v1/admin/cache/clear`, { contract: 'flights' }, ADMIN_KEY);
      expect(cleared.status).toBe(200);
      // B's memory no longer holds the flights entry (and Redis neither): its next request misses.
      await until(() => b.service.cache.status().memory.entries < 2, "B's memory entry to go");
      const counter = countStatements(b.service.warehouse);
      const after = await ask(b.url, MONTH_QUERY);
      expect(after.headers.get('cache-status')).toBe('charter; fwd=miss; stored');
      expect(counter.count()).toBeGreaterThan(0);
      // Other contracts stay cached on B; a service on another prefix is not touched.
      expect((await ask(b.url, weather)).headers.get('cache-status')).toMatch(/^charter; hit; ttl=\d+$/);
      expect((await ask(elsewhere.url, MONTH_QUERY)).headers.get('cache-status')).toMatch(
        /^charter; hit; ttl=\d+$/,
      );

      // Clearing everything on B drops A's memory too.
      await postJson(`${b.url}/v1/admin/cache/clear`, {}, ADMIN_KEY);
      await until(() => a.service.cache.status().memory.entries === 0, "A's memory to empty");
    } finally {
      await a.close();
      await b.close();
      await elsewhere.close();
      const keys = await keysUnder(redis, otherPrefix);
      if (keys.length > 0) await redis.unlink(...keys);
    }
  });

  it('keeps answering when its Redis stops, logs it once, stays ready and recovers by itself', async () => {
    const port = await freePort();
    let server = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    const own = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    own.on('error', () => {});
    const svc = await startAdjusted((doc) => {
      doc.cache = { redis_url: url, redis_prefix: prefix };
    });
    try {
      const ask = (measures: string[], headers: Record<string, string> = {}) =>
        postJson(
          `${svc.url}/v1/api/analytics-app/query`,
          { ...MONTH_QUERY, query: { ...MONTH_QUERY.query, measures } },
          KEYS.analytics,
          headers,
        );
      await until(() => svc.service.cache.status().redis.state === 'up', 'Redis up');
      expect((await ask(['flight_count'])).status).toBe(200);

      server.kill('SIGKILL');
      await until(() => svc.service.cache.status().redis.state === 'down', 'Redis down');
      for (let i = 0; i < 3; i++) {
        const res = await ask(['delayed_flights']);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-status')).toMatch(
          i === 0 ? /fwd=miss; stored/ : /^charter; hit; ttl=\d+$/,
        );
      }
      expect((await ask(['flight_count'])).headers.get('cache-status')).toMatch(/^charter; hit/);
      expect((await fetch(`${svc.url}/readyz`)).status).toBe(200);
      const downLogs = svc.logs.filter((l) => l.msg.includes('Redis is unreachable'));
      expect(downLogs).toHaveLength(1);

      server = await startRedis(port);
      await until(() => svc.service.cache.status().redis.state === 'up', 'Redis back', 15_000);
      expect(svc.logs.filter((l) => l.msg.includes('Redis is reachable again'))).toHaveLength(1);
      await own.connect();
      expect(await keysUnder(own, prefix)).toEqual([]); // a fresh server: nothing survived
      await ask(['total_distance']);
      await until(async () => (await keysUnder(own, prefix)).length === 1, 'a new shared entry');
    } finally {
      own.disconnect();
      await svc.close();
      server.kill('SIGKILL');
    }
  });
});
