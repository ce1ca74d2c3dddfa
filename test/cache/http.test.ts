import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, postJson, type RunningServer } from '../helpers/server.js';
import {
  ADMIN_KEY,
  countStatements,
  MONTH_QUERY,
  type StatementCounter,
  startAdjusted,
  withoutTiming,
} from './helpers.js';

/** The REST face of the result cache on the demo (DuckDB): Cache-Status, directives, paging, isolation, admin. */
describe('result cache over REST', () => {
  let server: RunningServer;
  let statements: StatementCounter;
  const query = (body: unknown, key: string = KEYS.analytics, headers: Record<string, string> = {}) =>
    postJson(`${server.url}/v1/api/analytics-app/query`, body, key, headers);

  beforeAll(async () => {
    server = await startAdjusted(() => {});
    statements = countStatements(server.service.warehouse);
  });
  afterAll(async () => server?.close());

  it('stores a miss and serves the same answer from memory, saying so', async () => {
    const body = { ...MONTH_QUERY, query: { ...MONTH_QUERY.query, measures: ['flight_count'] } };
    const before = statements.count();
    const miss = await query(body);
    expect(miss.status).toBe(200);
    expect(miss.headers.get('cache-status')).toBe('charter; fwd=miss; stored');
    expect((miss.body.data as Record<string, unknown>).served_by).toEqual({
      source: 'warehouse',
      rollup: null,
    });
    const hit = await query(body);
    expect(hit.headers.get('cache-status')).toMatch(/^charter; hit; ttl=\d+$/);
    const ttl = Number(/ttl=(\d+)/.exec(hit.headers.get('cache-status') ?? '')?.[1]);
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
    expect((hit.body.data as Record<string, unknown>).served_by).toEqual({ source: 'cache', rollup: null });
    expect(withoutTiming(hit.body)).toEqual(withoutTiming(miss.body));
    expect(hit.headers.get('content-type')).toMatch(/^application\/json/);
    expect(statements.count() - before).toBe(1);
  });

  it('no-cache answers from the warehouse and refreshes the entry; no-store neither reads nor writes', async () => {
    const body = { ...MONTH_QUERY, query: { ...MONTH_QUERY.query, measures: ['total_distance'] } };
    await query(body);
    const before = statements.count();
    const fresh = await query(body, KEYS.analytics, { 'cache-control': 'no-cache' });
    expect(fresh.headers.get('cache-status')).toBe('charter; fwd=request; stored');
    expect((fresh.body.data as Record<string, unknown>).served_by).toEqual({
      source: 'warehouse',
      rollup: null,
    });
    expect(statements.count() - before).toBe(1);
    const after = await query(body);
    expect(after.headers.get('cache-status')).toMatch(/^charter; hit; ttl=\d+$/);

    const cold = { ...MONTH_QUERY, query: { ...MONTH_QUERY.query, measures: ['avg_distance'] } };
    const bypass = await query(cold, KEYS.analytics, { 'cache-control': 'no-store' });
    expect(bypass.headers.get('cache-status')).toBe('charter; fwd=request');
    const again = await query(cold, KEYS.analytics, { 'cache-control': 'no-store, no-cache' });
    expect(again.headers.get('cache-status')).toBe('charter; fwd=request');
    // Nothing was written by either: a default request still misses.
    expect((await query(cold)).headers.get('cache-status')).toBe('charter; fwd=miss; stored');
    expect(statements.count() - before).toBe(4);
    expect(withoutTiming(again.body)).toEqual(withoutTiming(bypass.body));
  });

  it('puts Cache-Status on error responses too', async () => {
    const bad = await query({ contract_name: 'flights', query: { measures: ['nope'] } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-status')).toBe('charter; fwd=bypass');
    const unauthenticated = await query(MONTH_QUERY, 'not-a-key');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('cache-status')).toBe('charter; fwd=bypass');
  });

  it('walks pages cut from one cached whole result, with exact totals', async () => {
    const q = {
      dimensions: [{ name: 'origin_state' }],
      measures: ['flight_count'],
      sorts: [{ field: 'flight_count', direction: 'desc' }],
    };
    const everything = await query(
      { contract_name: 'flights', query: { ...q, limit: 1000 } },
      KEYS.analytics,
      {
        'cache-control': 'no-store',
      },
    );
    const all = (everything.body.data as { pagination: { items: unknown[]; total_items: number } })
      .pagination;
    expect(all.items.length).toBe(all.total_items);
    expect(all.total_items).toBeGreaterThan(20);

    const before = statements.count();
    const walked: unknown[] = [];
    for (let offset = 0; offset < all.total_items + 7; offset += 7) {
      const page = await query({ contract_name: 'flights', query: { ...q, limit: 7, offset } });
      const p = (page.body.data as { pagination: Record<string, unknown> }).pagination;
      expect(p.total_items).toBe(all.total_items);
      expect(p.has_next_page).toBe(offset + 7 < all.total_items);
      expect(p.page).toBe(offset / 7 + 1);
      walked.push(...(p.items as unknown[]));
      expect(page.headers.get('cache-status')).toMatch(offset === 0 ? /fwd=miss; stored/ : /^charter; hit/);
    }
    expect(walked).toEqual(all.items);
    // One statement (the whole ordered result) served every page.
    expect(statements.count() - before).toBe(1);
  });

  it('caches page by page beyond the whole-result bound, totals still exact', async () => {
    const small = await startAdjusted((doc) => {
      doc.cache = { whole_result_max_rows: 10 };
    });
    try {
      const counter = countStatements(small.service.warehouse);
      const q = { dimensions: [{ name: 'origin' }], measures: ['flight_count'], limit: 5 };
      const url = `${small.url}/v1/api/analytics-app/query`;
      const first = await postJson(url, { contract_name: 'flights', query: q }, KEYS.analytics);
      const again = await postJson(url, { contract_name: 'flights', query: q }, KEYS.analytics);
      const reference = await postJson(url, { contract_name: 'flights', query: q }, KEYS.analytics, {
        'cache-control': 'no-store',
      });
      expect(again.headers.get('cache-status')).toMatch(/^charter; hit/);
      expect(withoutTiming(again.body)).toEqual(withoutTiming(first.body));
      expect(withoutTiming(first.body)).toEqual(withoutTiming(reference.body));
      // The whole result was tried once (and found too large), then the page statement; the hit ran nothing.
      expect(counter.count()).toBe(3);
      const beyond = await postJson(
        url,
        { contract_name: 'flights', query: { ...q, offset: 100_000 } },
        KEYS.analytics,
      );
      const p = (beyond.body.data as { pagination: Record<string, unknown> }).pagination;
      expect(p.items).toEqual([]);
      expect(p.total_items).toBe(
        (first.body.data as { pagination: { total_items: number } }).pagination.total_items,
      );
    } finally {
      await small.close();
    }
  });

  it('never shares an entry between RLS contexts', async () => {
    const body = (state: string) => ({
      contract_name: 'regional_flights',
      query: { dimensions: [{ name: 'origin' }], measures: ['flight_count'], limit: 3 },
      context: { state },
    });
    const url = `${server.url}/v1/api/state-portal/query`;
    const ca = await postJson(url, body('CA'), KEYS.state);
    const wa = await postJson(url, body('WA'), KEYS.state);
    expect(wa.headers.get('cache-status')).toBe('charter; fwd=miss; stored');
    expect(withoutTiming(wa.body)).not.toEqual(withoutTiming(ca.body));
    const caAgain = await postJson(url, body('CA'), KEYS.state);
    expect(caAgain.headers.get('cache-status')).toMatch(/^charter; hit/);
    expect(withoutTiming(caAgain.body)).toEqual(withoutTiming(ca.body));
    const waRows = (wa.body.data as { pagination: { items: { origin: string }[] } }).pagination.items;
    const caRows = (ca.body.data as { pagination: { items: { origin: string }[] } }).pagination.items;
    expect(waRows.map((r) => r.origin)).toContain('SEA');
    expect(caRows.map((r) => r.origin)).not.toContain('SEA');
  });

  it('never serves a cached answer to a consumer whose scope lacks the contract', async () => {
    const body = { contract_name: 'flights', query: { measures: ['flight_count'] } };
    const allowed = await postJson(`${server.url}/v1/api/rest-only/query`, body, KEYS.analytics);
    expect(allowed.status).toBe(403); // the analytics key does not authorise rest-only
    const cached = await query(body);
    expect(cached.status).toBe(200);
    const other = await postJson(
      `${server.url}/v1/api/state-portal/query`,
      { ...body, context: { state: 'CA' } },
      KEYS.state,
    );
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('contract_not_linked');
    expect(other.headers.get('cache-status')).toBe('charter; fwd=bypass');
  });

  it('clears through the admin path with the admin key only, one contract or all', async () => {
    const status = await fetch(`${server.url}/v1/admin/cache`, {
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
    });
    const s = (await status.json()) as { memory: { entries: number; bytes: number; budget_bytes: number } };
    expect(s.memory.entries).toBeGreaterThan(0);
    expect(s.memory.bytes).toBeGreaterThan(0);
    expect(s.memory.budget_bytes).toBe(268435456);

    const clear = (key: string, contract?: string) =>
      postJson(`${server.url}/v1/admin/cache/clear`, contract ? { contract } : {}, key);
    expect((await clear(KEYS.analytics, 'flights')).status).toBe(401);
    expect((await fetch(`${server.url}/v1/admin/cache`)).status).toBe(401);
    expect((await clear(ADMIN_KEY, 'nope')).status).toBe(404);

    await query(MONTH_QUERY);
    expect((await query(MONTH_QUERY)).headers.get('cache-status')).toMatch(/^charter; hit/);
    const stateBody = {
      contract_name: 'regional_flights',
      query: { measures: ['flight_count'] },
      context: { state: 'CA' },
    };
    await postJson(`${server.url}/v1/api/state-portal/query`, stateBody, KEYS.state);
    const cleared = await clear(ADMIN_KEY, 'flights');
    expect(cleared.status).toBe(200);
    expect((cleared.body.cleared as { memory: number }).memory).toBeGreaterThan(0);
    expect((await query(MONTH_QUERY)).headers.get('cache-status')).toBe('charter; fwd=miss; stored');
    // Another contract's entries stay until everything is cleared.
    const stateAgain = await postJson(`${server.url}/v1/api/state-portal/query`, stateBody, KEYS.state);
    expect(stateAgain.headers.get('cache-status')).toMatch(/^charter; hit/);
    expect((await clear(ADMIN_KEY)).status).toBe(200);
    const stateCold = await postJson(`${server.url}/v1/api/state-portal/query`, stateBody, KEYS.state);
    expect(stateCold.headers.get('cache-status')).toBe('charter; fwd=miss; stored');
  });

  it('serves no admin endpoint when no admin key is configured', async () => {
    const bare = await startAdjusted((doc) => {
      delete doc.admin;
    });
    try {
      const res = await postJson(`${bare.url}/v1/admin/cache/clear`, {}, ADMIN_KEY);
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
