import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawDuckDb } from '../helpers/raw-duckdb.js';
import { KEYS, type RunningServer, startDemoServer } from '../helpers/server.js';

let server: RunningServer;
let raw: Awaited<ReturnType<typeof rawDuckDb>>;

beforeAll(async () => {
  server = await startDemoServer();
  raw = await rawDuckDb();
});
afterAll(async () => {
  raw?.close();
  await server?.close();
});

const ORIGINS = ['SEA', 'PDX', 'SFO', 'LAX', 'DEN'];
const LIMIT = 10_000;

/** The page's rows rendered independently: DuckDB's own text for times, over the original parquet file. */
async function expectedPage(offset: number) {
  const list = ORIGINS.map((o) => `'${o}'`).join(', ');
  const grouped = `SELECT date, origin, destination, count(*) AS n, sum(distance) AS d
                   FROM raw_flights WHERE origin IN (${list}) GROUP BY ALL`;
  const [{ total }] = (await raw.rows(`SELECT count(*)::INTEGER AS total FROM (${grouped})`)) as [
    { total: number },
  ];
  const rows = await raw.rows(
    `SELECT replace(date::VARCHAR, ' ', 'T') AS flight_date, origin, destination,
            n::VARCHAR AS flight_count, d::VARCHAR AS total_distance
     FROM (${grouped}) ORDER BY date, origin, destination LIMIT ${LIMIT} OFFSET ${offset}`,
  );
  // Counts and sums are written as JSON numbers from DuckDB's own decimal text.
  const items = rows.map(
    (r) =>
      `{"flight_date":${JSON.stringify(r.flight_date)},"origin":${JSON.stringify(r.origin)},` +
      `"destination":${JSON.stringify(r.destination)},"flight_count":${r.flight_count},"total_distance":${r.total_distance}}`,
  );
  return { total, items: `[${items.join(',')}]` };
}

describe('large pages over REST', () => {
  it.each([0, LIMIT])(
    'a 10,000-row page at offset %i is byte for byte the independent rendering',
    async (offset) => {
      const res = await fetch(`${server.url}/v1/api/analytics-app/query`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEYS.analytics}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          contract_name: 'flights',
          query: {
            dimensions: [{ name: 'flight_date' }, { name: 'origin' }, { name: 'destination' }],
            measures: ['flight_count', 'total_distance'],
            filters: [{ field: 'origin', operator: 'in', value: ORIGINS }],
            limit: LIMIT,
            offset,
          },
        }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const text = await res.text();
      const { total, items } = await expectedPage(offset);
      expect(total).toBeGreaterThan(2 * LIMIT);
      // Per-request values are taken from the response itself; everything else is rendered independently.
      const { execution_time_ms, served_by } = (
        JSON.parse(text) as { data: { execution_time_ms: number; served_by: unknown } }
      ).data;
      const pagination =
        `{"items":${items},"total_items":${total},"page":${offset / LIMIT + 1},"limit":${LIMIT},` +
        `"total_pages":${Math.ceil(total / LIMIT)},"has_next_page":true,"has_prev_page":${offset > 0}}`;
      expect(text).toBe(
        `{"data":{"pagination":${pagination},"execution_time_ms":${execution_time_ms},"served_by":${JSON.stringify(served_by)}},"message":null}`,
      );
    },
  );
});
