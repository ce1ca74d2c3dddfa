import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateStore, type RateStore, redisRateStore, windowsFor } from '../../src/admission/rate.js';
import type { Consumer } from '../../src/consumers/model.js';
import { redisUnreachable, TEST_REDIS_URL } from '../helpers/redis.js';
import { KEYS, postJson, type RunningServer, startDemoServer } from '../helpers/server.js';

const REDIS_URL = TEST_REDIS_URL;
const CI = process.env.CI === 'true';

/** Takes `n` requests in a row and returns how many were allowed, and the last refusal's wait. */
async function takeMany(
  store: RateStore,
  key: string,
  n: number,
  limits = { requests_per_second: 1, burst: 3 },
) {
  let allowed = 0;
  let retryAfterMs = 0;
  for (let i = 0; i < n; i++) {
    const d = await store.take(key, limits);
    if (d.allowed) allowed += 1;
    else retryAfterMs = d.retryAfterMs;
  }
  return { allowed, retryAfterMs };
}

describe('rate windows', () => {
  it('maps a rate and a burst onto whole-second windows', () => {
    expect(windowsFor({ requests_per_second: 50, burst: 100 })).toEqual({
      rate: { points: 50, duration: 1 },
      extra: { points: 50, duration: 2 },
    });
    expect(windowsFor({ requests_per_second: 0.5, burst: 1 })).toEqual({
      rate: { points: 1, duration: 2 },
      extra: null,
    });
    expect(windowsFor({ requests_per_second: 100, burst: 10 })).toEqual({
      rate: { points: 100, duration: 1 },
      extra: null,
    });
  });
});

describe('in-process rate store', () => {
  it('allows the burst, then refuses with the time until the next request is allowed', async () => {
    const store = memoryRateStore();
    const { allowed, retryAfterMs } = await takeMany(store, 'a', 6);
    expect(allowed).toBe(3);
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(3_000);
    // Another key has its own allowance.
    expect((await store.take('b', { requests_per_second: 1, burst: 3 })).allowed).toBe(true);
    await store.close();
  });
});

const reason = await redisUnreachable(REDIS_URL);
if (reason !== null && CI) {
  describe('Redis rate store', () => {
    it('reaches the local Redis server', () => {
      expect.fail(`Redis is not reachable at ${REDIS_URL}: ${reason}`);
    });
  });
} else if (reason !== null) {
  console.warn(`Skipping the Redis rate store tests: Redis is not reachable at ${REDIS_URL} (${reason}).`);
  describe.skip('Redis rate store (Redis not reachable)', () => {
    it('needs a local Redis server', () => {});
  });
} else {
  describe('Redis rate store', () => {
    const prefix = `charter-test:${randomUUID()}`;
    const stores: RateStore[] = [];
    const open = (url = REDIS_URL): ReturnType<typeof redisRateStore> => {
      const store = redisRateStore({ redis: url, keyPrefix: prefix });
      stores.push(store);
      return store;
    };
    afterAll(async () => {
      await Promise.all(stores.map((s) => s.close()));
      const client = new Redis(REDIS_URL);
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      client.disconnect();
    });

    it('shares one allowance between instances', async () => {
      const [a, b] = [open(), open()];
      // Until connected each counts in memory.
      await Promise.all([a.connected(), b.connected()]);
      expect((await takeMany(a, 'shared', 2)).allowed).toBe(2);
      const second = await takeMany(b, 'shared', 3);
      expect(second.allowed).toBe(1);
      expect(second.retryAfterMs).toBeGreaterThan(0);
    });

    it('keeps limiting in memory while Redis is unreachable', async () => {
      const store = open('redis://127.0.0.1:1');
      const { allowed, retryAfterMs } = await takeMany(store, 'offline', 5);
      expect(allowed).toBe(3);
      expect(retryAfterMs).toBeGreaterThan(0);
    });

    it('two servers on one Redis answer 429 for a consumer over its shared rate', async () => {
      const adjust = (c: Parameters<NonNullable<Parameters<typeof startDemoServer>[0]>>[0]) => ({
        ...c,
        limits: { ...c.limits, redis_url: REDIS_URL, redis_key_prefix: `${prefix}:http` },
        consumers: c.consumers.map(
          (x): Consumer =>
            x.slug === 'rest-only'
              ? { ...x, limits: { ...x.limits, requests_per_second: 0.05, burst: 1 } }
              : x,
        ),
      });
      const servers: RunningServer[] = [await startDemoServer(adjust), await startDemoServer(adjust)];
      try {
        const body = { contract_name: 'flights', query: { measures: ['flight_count'] } };
        // Redis connects in the background; give both servers a moment before counting.
        await new Promise((r) => setTimeout(r, 500));
        const first = await postJson(`${servers[0]!.url}/v1/api/rest-only/query`, body, KEYS.rest);
        expect(first.status).toBe(200);
        const second = await postJson(`${servers[1]!.url}/v1/api/rest-only/query`, body, KEYS.rest);
        expect(second.status).toBe(429);
        expect(second.body).toMatchObject({ code: 'rate_limited' });
        expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      } finally {
        await Promise.all(servers.map((s) => s.close()));
      }
    });
  });
}
