import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalRateStore } from '../../src/admission/local-rate.js';
import { type RateDecision, type RateLimits, windowsFor } from '../../src/admission/windows.js';
import type { Config } from '../../src/config/load.js';
import type { Consumer, ConsumerLimits } from '../../src/consumers/model.js';
import { KEYS, postJson, type RunningServer, startDemoServer } from '../helpers/server.js';

/**
 * The in-process rate counter that admits a request without a promise
 * (src/admission/local-rate.ts): through the real server (burst, refill after
 * the window, each consumer its own allowance), and decision for decision
 * against the rate-limiter-flexible windows it replaced, on a fake clock.
 */

function withLimits(limits: Readonly<Record<string, Partial<ConsumerLimits>>>): (c: Config) => Config {
  return (config) => ({
    ...config,
    consumers: config.consumers.map(
      (c): Consumer => (limits[c.slug] ? { ...c, limits: { ...c.limits, ...limits[c.slug] } } : c),
    ),
  });
}

/** Admitted requests are answered by the route (404: no such contract, no warehouse work); refused ones are 429. */
const NO_SUCH_CONTRACT = { contract_name: 'nope', query: { measures: ['x'] } };

function retryAfterOf(headers: Headers): number {
  const value = Number(headers.get('retry-after'));
  expect(Number.isInteger(value)).toBe(true);
  expect(value).toBeGreaterThanOrEqual(1);
  return value;
}

describe('in-process rate limits through the real server', () => {
  let server: RunningServer;
  const ask = (slug: string, key: string) =>
    postJson(`${server.url}/v1/api/${slug}/query`, NO_SUCH_CONTRACT, key);

  beforeAll(async () => {
    server = await startDemoServer(
      withLimits({
        // One request per 20 s, and a burst of 4: three more may come at once.
        'analytics-app': { requests_per_second: 0.05, burst: 4 },
        // One per 2 s, no burst: the window refills within a test.
        'state-portal': { requests_per_second: 0.5, burst: 1 },
        'ops-agent': { requests_per_second: 0.05, burst: 1 },
        'rest-only': { requests_per_second: 0.05, burst: 1 },
      }),
    );
  });
  afterAll(async () => server?.close());

  it('burst: exactly `burst` requests at once are admitted, then 429 rate_limited with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask('analytics-app', KEYS.analytics)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
    const refused = await ask('analytics-app', KEYS.analytics);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', errors: null });
    expect(retryAfterOf(refused.headers)).toBeLessThanOrEqual(20);
  });

  it('refill: once the window has passed (waiting Retry-After), a refused consumer is admitted again', async () => {
    expect((await ask('state-portal', KEYS.state)).status).toBe(404);
    const refused = await ask('state-portal', KEYS.state);
    expect(refused.status).toBe(429);
    const wait = retryAfterOf(refused.headers);
    expect(wait).toBeLessThanOrEqual(2);
    await sleep(wait * 1000 + 100);
    expect((await ask('state-portal', KEYS.state)).status).toBe(404);
    expect((await ask('state-portal', KEYS.state)).status).toBe(429);
  });

  it('per-consumer isolation: one consumer over its rate leaves another its whole allowance', async () => {
    expect((await ask('ops-agent', KEYS.ops)).status).toBe(404);
    expect((await ask('ops-agent', KEYS.ops)).status).toBe(429);
    expect((await ask('ops-agent', KEYS.ops)).status).toBe(429);
    expect((await ask('rest-only', KEYS.rest)).status).toBe(404);
    expect((await ask('rest-only', KEYS.rest)).status).toBe(429);
  });
});

/** The windows as rate-limiter-flexible counts them (the in-process store before this one). */
function flexible(limits: RateLimits): (key: string) => Promise<RateDecision> {
  const { rate, extra } = windowsFor(limits);
  const base = new RateLimiterMemory({ ...rate, keyPrefix: 'rate' });
  const limiter = extra
    ? new BurstyRateLimiter(base, new RateLimiterMemory({ ...extra, keyPrefix: 'burst' }))
    : base;
  return async (key) => {
    try {
      await limiter.consume(key);
      return { allowed: true, retryAfterMs: 0 };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { allowed: false, retryAfterMs: err.msBeforeNext };
      throw err;
    }
  };
}

describe('the in-process counter decides as rate-limiter-flexible did', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('same decision and wait for every request of random arrivals, limits and keys', async () => {
    const limits = fc.record({
      requests_per_second: fc.constantFrom(0.05, 0.3, 0.5, 1, 2, 3.4, 10, 50),
      burst: fc.integer({ min: 1, max: 60 }),
    });
    const arrival = fc.record({
      gapMs: fc.integer({ min: 0, max: 1_500 }),
      key: fc.constantFrom('a', 'b', 'c'),
    });
    await fc.assert(
      fc.asyncProperty(limits, fc.array(arrival, { minLength: 1, maxLength: 120 }), async (lim, arrivals) => {
        vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: 1_000_000 });
        try {
          const reference = flexible(lim);
          const store = new LocalRateStore();
          for (const { gapMs, key } of arrivals) {
            vi.advanceTimersByTime(gapMs);
            expect(store.takeNow(key, lim)).toEqual(await reference(key));
          }
        } finally {
          vi.useRealTimers();
        }
      }),
      { numRuns: 300, seed: 9 },
    );
  });

  it('forgets keys whose windows have closed, and counts them afresh', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 5_000_000 });
    const store = new LocalRateStore();
    const lim = { requests_per_second: 1, burst: 1 };
    expect(store.takeNow('gone', lim).allowed).toBe(true);
    expect(store.takeNow('gone', lim)).toEqual({ allowed: false, retryAfterMs: 1_000 });
    vi.advanceTimersByTime(60_000);
    // The sweep runs on the next request, whichever key it is for.
    expect(store.takeNow('other', lim).allowed).toBe(true);
    expect(store.takeNow('gone', lim).allowed).toBe(true);
  });
});
