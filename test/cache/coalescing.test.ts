import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCache } from '../../src/cache/result-cache.js';
import { DuckDbWarehouse } from '../../src/engines/duckdb/warehouse.js';
import { CharterError } from '../../src/errors/registry.js';
import { KEYS, postJson, type RunningServer } from '../helpers/server.js';
import { countStatements, DUCKDB_PATH, MONTH_QUERY, startAdjusted, withoutTiming } from './helpers.js';

describe('single flight over the real server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startAdjusted(() => {});
  });
  afterAll(async () => server?.close());

  it('64 identical cold requests share exactly one warehouse statement', async () => {
    const counter = countStatements(server.service.warehouse);
    const url = `${server.url}/v1/api/analytics-app/query`;
    const answers = await Promise.all(
      Array.from({ length: 64 }, () => postJson(url, MONTH_QUERY, KEYS.analytics)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(64).fill(200));
    expect(counter.count()).toBe(1);
    const first = withoutTiming(answers[0]?.body ?? {});
    for (const a of answers) expect(withoutTiming(a.body)).toEqual(first);
    const statuses = new Set(answers.map((a) => a.headers.get('cache-status')));
    expect(statuses.has('charter; fwd=miss; stored')).toBe(true);
    expect([...statuses].some((s) => s?.includes('collapsed'))).toBe(true);
  });
});

/** The cache over the real DuckDB adapter, where statement lifetimes can be watched directly. */
describe('single flight: failures and cancellation', () => {
  let warehouse: DuckDbWarehouse;
  let cache: ResultCache;
  const scope = { kind: 'tables', tables: [] } as const;
  beforeAll(async () => {
    warehouse = await DuckDbWarehouse.open({
      path: DUCKDB_PATH,
      memoryLimit: '1GB',
      threads: 2,
      queryTimeoutMs: 60_000,
    });
    cache = new ResultCache(warehouse, {
      enabled: true,
      memoryBytes: 16 * 1024 * 1024,
      maxAgeMs: 60_000,
      wholeMaxRows: 1000,
      wholeMaxBytes: 1024 * 1024,
    });
  });
  afterAll(async () => {
    await cache?.close();
    await warehouse?.close();
  });

  it('a failure reaches every waiter, from one statement', async () => {
    const counter = countStatements(warehouse);
    const statement = { sql: "SELECT CAST('not a number' || $1 AS INTEGER) AS n", params: ['x'] };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => cache.fetch({ statement, scope, directive: 'default' })),
    );
    expect(counter.count()).toBe(1);
    for (const o of outcomes) {
      expect(o.status).toBe('rejected');
      expect((o as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    }
    // Nothing was stored: the next call runs again.
    await expect(cache.fetch({ statement, scope, directive: 'default' })).rejects.toBeInstanceOf(Error);
    expect(counter.count()).toBe(2);
  });

  it('keeps the statement while one waiter remains, cancels it when the last goes', async () => {
    const counter = countStatements(warehouse);
    // Long enough (tens of seconds on this machine) that finishing early can only mean it was cancelled.
    const statement = { sql: 'SELECT sum(hash(i + $1)) AS s FROM range(20000000000) t(i)', params: [1] };
    const first = new AbortController();
    const second = new AbortController();
    const a = cache.fetch({ statement, scope, directive: 'default', signal: first.signal });
    const b = cache.fetch({ statement, scope, directive: 'default', signal: second.signal });
    a.catch(() => {});
    b.catch(() => {});
    await sleep(300);
    first.abort(new CharterError('query_timeout', 'first waiter left'));
    await expect(a).rejects.toThrow('first waiter left');
    await sleep(700);
    expect(counter.count()).toBe(1);
    expect(Number.isNaN(counter.settledAt()[0])).toBe(true); // still running for the second waiter
    const leftAt = performance.now();
    second.abort(new CharterError('query_timeout', 'second waiter left'));
    await expect(b).rejects.toThrow('second waiter left');
    for (let i = 0; i < 100 && Number.isNaN(counter.settledAt()[0]); i++) await sleep(50);
    const settled = counter.settledAt()[0] as number;
    expect(Number.isNaN(settled)).toBe(false);
    expect(settled - leftAt).toBeLessThan(5000);
  });
});
