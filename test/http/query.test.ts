import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawDuckDb } from '../helpers/raw-duckdb.js';
import { KEYS, postJson, type RunningServer, startDemoServer } from '../helpers/server.js';

let server: RunningServer;
let raw: Awaited<ReturnType<typeof rawDuckDb>>;
const queryUrl = (slug: string) => `${server.url}/v1/api/${slug}/query`;

beforeAll(async () => {
  server = await startDemoServer();
  raw = await rawDuckDb();
});
afterAll(async () => {
  raw?.close();
  await server?.close();
});

const monthly = {
  contract_name: 'flights',
  query: {
    dimensions: [{ name: 'flight_date', time_grain: 'month' }],
    measures: ['flight_count', 'avg_delay', 'delayed_flights', 'total_distance'],
  },
};

// Result behaviour (grains, filters, paging, clamp, RLS) is the engine suite in test/engines, run on
// every engine; this file covers what the HTTP layer adds: the error table, headers, health, keep-alive.
describe('POST /v1/api/{slug}/query', () => {
  it('applies filters with bound values', async () => {
    const res = await postJson(
      queryUrl('analytics-app'),
      {
        contract_name: 'flights',
        query: {
          dimensions: ['origin'],
          measures: ['flight_count'],
          filters: [
            { field: 'origin', operator: 'in', value: ['SFO', 'LAX', "x' OR 1=1 --"] },
            { field: 'flight_date', operator: 'between', value: ['2001-03-01', '2001-03-31T23:59:59'] },
          ],
        },
      },
      KEYS.analytics,
    );
    expect(res.status).toBe(200);
    const expected = await raw.rows(`SELECT origin, count(*) AS n FROM raw_flights
      WHERE origin IN ('SFO','LAX') AND date BETWEEN '2001-03-01' AND '2001-03-31 23:59:59' GROUP BY 1 ORDER BY 1`);
    expect((res.body.data as { pagination: { items: unknown[] } }).pagination.items).toEqual(
      expected.map((r) => ({ origin: r.origin, flight_count: Number(r.n) })),
    );
  });

  describe('the error table', () => {
    const errorShape = (code: string) => ({
      code,
      message: expect.any(String),
      errors: expect.toBeOneOf([null, expect.any(Array)]),
    });

    it('400: the query fails validation, with every problem listed', async () => {
      const res = await postJson(
        queryUrl('analytics-app'),
        {
          contract_name: 'flights',
          query: {
            dimensions: [{ name: 'nope' }, { name: 'origin', time_grain: 'month' }],
            measures: ['flight_count', 'origin'],
            filters: [{ field: 'flight_count', operator: 'contains', value: 'x' }],
            sorts: [{ field: 'destination', direction: 'asc' }],
          },
        },
        KEYS.analytics,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(errorShape('query_validation_failed'));
      expect(res.body.errors).toEqual([
        expect.stringMatching(/^query\.dimensions\[0\]\.name: unknown dimension 'nope'/),
        expect.stringMatching(/^query\.dimensions\[1\]\.time_grain: 'origin' is a string dimension/),
        expect.stringMatching(/^query\.measures\[1\]: unknown measure 'origin' \('origin' is a dimension/),
        expect.stringMatching(/^query\.filters\[0\]\.operator: 'contains' is not allowed on 'flight_count'/),
        expect.stringMatching(
          /^query\.sorts\[0\]\.field: 'destination' is not a dimension or measure selected/,
        ),
      ]);
    });

    it('400: invalid input (shape, JSON, content type, unknown fields)', async () => {
      const cases: [unknown, string, Record<string, string>?][] = [
        [{ contract_name: 'flights' }, 'invalid_request'],
        [{ query: { measures: ['flight_count'] } }, 'invalid_request'],
        [{ contract_name: 'flights', query: { measures: 'flight_count' } }, 'query_validation_failed'],
        [
          { contract_name: 'flights', query: { measures: ['flight_count'], limit: -1 } },
          'query_validation_failed',
        ],
        [{ contract_name: 'flights', query: { measures: ['flight_count'] }, extra: 1 }, 'invalid_request'],
        [
          {
            contract_name: 'flights',
            query: { dimensions: [{ name: 'flight_date', time_grain: 'fortnight' }] },
          },
          'query_validation_failed',
        ],
        ['{"contract_name": "flights", ', 'invalid_json'],
        ['[]', 'invalid_request'],
      ];
      for (const [body, code] of cases) {
        const res = await postJson(queryUrl('analytics-app'), body, KEYS.analytics);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body, JSON.stringify(body)).toMatchObject(errorShape(code));
      }
      const plain = await postJson(queryUrl('analytics-app'), 'hello', KEYS.analytics, {
        'content-type': 'text/plain',
      });
      expect(plain.status).toBe(415);
      expect(plain.body).toMatchObject(errorShape('unsupported_media_type'));
    });

    it('401: missing or invalid API key, before the body is read', async () => {
      for (const key of [undefined, 'wrong-key']) {
        const res = await postJson(queryUrl('analytics-app'), 'not json at all', key);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject(errorShape('unauthorized'));
      }
      const malformed = await fetch(queryUrl('analytics-app'), {
        method: 'POST',
        headers: { authorization: 'Basic abc' },
      });
      expect(malformed.status).toBe(401);
    });

    it('403: key does not authorize the consumer (or the consumer does not exist)', async () => {
      for (const slug of ['state-portal', 'no-such-consumer']) {
        const res = await postJson(queryUrl(slug), monthly, KEYS.analytics);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject(errorShape('forbidden'));
      }
    });

    it('403: the contract is not linked to the consumer; SQL-only consumers have none', async () => {
      const res = await postJson(queryUrl('rest-only'), { ...monthly, contract_name: 'weather' }, KEYS.rest);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(errorShape('contract_not_linked'));
      const sqlOnly = await postJson(queryUrl('sql-explorer'), monthly, KEYS.sql);
      expect(sqlOnly.status).toBe(403);
      expect(sqlOnly.body).toMatchObject(errorShape('query_mode_forbidden'));
    });

    it('404: the named contract was not found', async () => {
      const res = await postJson(
        queryUrl('analytics-app'),
        { ...monthly, contract_name: 'nope' },
        KEYS.analytics,
      );
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(errorShape('contract_not_found'));
    });

    it('413: a huge body is refused and the server stays up', async () => {
      const huge = JSON.stringify({
        contract_name: 'flights',
        query: { measures: ['flight_count'] },
        context: { pad: 'x'.repeat(2_000_000) },
      });
      const res = await postJson(queryUrl('analytics-app'), huge, KEYS.analytics);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject(errorShape('payload_too_large'));
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
    });

    it('404 with the error shape for unknown routes', async () => {
      const res = await postJson(`${server.url}/v1/nope`, {}, KEYS.analytics);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(errorShape('route_not_found'));
    });
  });

  it('health and readiness', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('keeps no per-request listener on keep-alive connections', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      // fetch reuses one keep-alive connection for sequential requests.
      for (let i = 0; i < 30; i++) {
        const res = await postJson(
          queryUrl('analytics-app'),
          { contract_name: 'weather', query: { measures: ['day_count'] } },
          KEYS.analytics,
        );
        expect(res.status).toBe(200);
      }
      await new Promise((r) => setImmediate(r));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('returns a request id header', async () => {
    const res = await postJson(queryUrl('analytics-app'), monthly, KEYS.analytics, {
      'x-request-id': 'abc-123',
    });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });
});
