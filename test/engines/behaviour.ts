import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vegaDataDir } from '../../src/engines/duckdb/demo.js';
import type { Engine } from '../../src/engines/types.js';
import { executeSql } from '../../src/tools/execute-sql.js';
import { rawDuckDb } from '../helpers/raw-duckdb.js';
import { KEYS, postJson, type RunningServer } from '../helpers/server.js';
import { expectClose } from './engines.js';

type Oracle = Awaited<ReturnType<typeof rawDuckDb>>;
type Page = Record<string, unknown> & { items: Record<string, unknown>[] };

/** Flights joined as the flights contract joins them, for the oracle's SQL. */
const FLIGHTS = `raw_flights f LEFT JOIN raw_airports o ON o.iata = f.origin
  LEFT JOIN raw_airports d ON d.iata = f.destination`;

/** One filter operator, and the same condition in the oracle's SQL over FLIGHTS. */
const FLIGHT_FILTERS: readonly {
  name: string;
  filter: unknown;
  where?: string;
  having?: string;
  /** Matches no flight in the demo data (every airport is known). */
  empty?: true;
}[] = [
  { name: 'eq', filter: { field: 'origin_state', operator: 'eq', value: 'CA' }, where: `o.state = 'CA'` },
  { name: 'neq', filter: { field: 'origin_state', operator: 'neq', value: 'CA' }, where: `o.state <> 'CA'` },
  {
    name: 'gt (string)',
    filter: { field: 'origin', operator: 'gt', value: 'SFO' },
    where: `f.origin > 'SFO'`,
  },
  {
    name: 'gte (string)',
    filter: { field: 'origin', operator: 'gte', value: 'SFO' },
    where: `f.origin >= 'SFO'`,
  },
  {
    name: 'lt (string)',
    filter: { field: 'origin', operator: 'lt', value: 'AMA' },
    where: `f.origin < 'AMA'`,
  },
  {
    name: 'lte (string)',
    filter: { field: 'origin', operator: 'lte', value: 'AMA' },
    where: `f.origin <= 'AMA'`,
  },
  {
    name: 'in',
    filter: { field: 'origin', operator: 'in', value: ['SFO', 'LAX', "x' OR 1=1 --"] },
    where: `f.origin IN ('SFO', 'LAX')`,
  },
  {
    name: 'not_in',
    filter: { field: 'origin_state', operator: 'not_in', value: ['CA', 'TX', 'NY'] },
    where: `o.state NOT IN ('CA', 'TX', 'NY')`,
  },
  {
    name: 'contains',
    filter: { field: 'origin_city', operator: 'contains', value: 'San' },
    where: `contains(o.city, 'San')`,
  },
  {
    name: 'not_contains',
    filter: { field: 'origin_city', operator: 'not_contains', value: 'a' },
    where: `NOT contains(o.city, 'a')`,
  },
  {
    name: 'starts_with',
    filter: { field: 'origin_city', operator: 'starts_with', value: 'New' },
    where: `starts_with(o.city, 'New')`,
  },
  {
    name: 'ends_with',
    filter: { field: 'destination', operator: 'ends_with', value: 'X' },
    where: `ends_with(f.destination, 'X')`,
  },
  {
    name: 'is_null',
    filter: { field: 'origin_city', operator: 'is_null' },
    where: 'o.city IS NULL',
    empty: true,
  },
  {
    name: 'is_not_null',
    filter: { field: 'destination_state', operator: 'is_not_null' },
    where: 'd.state IS NOT NULL',
  },
  {
    name: 'between (time)',
    filter: { field: 'flight_date', operator: 'between', value: ['2001-03-01', '2001-03-31T23:59:59'] },
    where: `f.date BETWEEN TIMESTAMP '2001-03-01' AND TIMESTAMP '2001-03-31 23:59:59'`,
  },
  {
    name: 'eq (time)',
    filter: { field: 'flight_date', operator: 'eq', value: '2001-01-08T07:00:00' },
    where: `f.date = TIMESTAMP '2001-01-08 07:00:00'`,
  },
  {
    name: 'gte (time)',
    filter: { field: 'flight_date', operator: 'gte', value: '2001-06-30T20:00:00' },
    where: `f.date >= TIMESTAMP '2001-06-30 20:00:00'`,
  },
  {
    name: 'in (time)',
    filter: { field: 'flight_date', operator: 'in', value: ['2001-01-08T07:00:00', '2001-04-26T07:00:00'] },
    where: `f.date IN (TIMESTAMP '2001-01-08 07:00:00', TIMESTAMP '2001-04-26 07:00:00')`,
  },
  {
    name: 'gt on a count with a fraction',
    filter: { field: 'flight_count', operator: 'gt', value: 10000.5 },
    having: 'count(*) > 10000.5',
  },
  {
    name: 'lte on a bigint sum beyond 32-bit',
    filter: { field: 'total_distance', operator: 'lte', value: 5_000_000_000 },
    having: 'sum(f.distance) <= 5000000000',
  },
  {
    name: 'between on an average',
    filter: { field: 'avg_delay', operator: 'between', value: [10.5, 20] },
    having: 'avg(f.delay) BETWEEN 10.5 AND 20',
  },
];

/**
 * The REST behaviour every warehouse engine must show, registered against the
 * server `server()` returns (started by the caller's beforeAll). Expected
 * values come from an independent DuckDB over the original vega-datasets
 * files, so each engine is held to the same answers; non-integer numbers are
 * compared with a relative tolerance (see expectClose).
 */
export function behaviourSuite(server: () => RunningServer, engine: Engine): void {
  let oracle: Oracle;
  const queryUrl = (slug: string) => `${server().url}/v1/api/${slug}/query`;
  const page = (body: Record<string, unknown>) => (body.data as { pagination: Page }).pagination;

  beforeAll(async () => {
    oracle = await rawDuckDb();
    await oracle.rows(
      `CREATE VIEW raw_gapminder AS SELECT * FROM read_json('${join(vegaDataDir(), 'gapminder.json')}', format = 'array')`,
    );
  });
  afterAll(() => oracle?.close());

  it('loads every demo contract and catalog entry', () => {
    expect(server().service.contractFailures).toEqual([]);
    expect(server().service.catalogFailures).toEqual([]);
    expect([...server().service.catalog.contracts.keys()].sort()).toEqual([
      'flights',
      'gapminder',
      'regional_flights',
      'stocks',
      'weather',
    ]);
  });

  it('runs governed SQL when the engine declares it, and otherwise refuses it plainly', async () => {
    const consumer = server()
      .service.consumers.all()
      .find((c) => c.slug === 'sql-explorer');
    if (!consumer) throw new Error('the demo config has no sql-explorer');
    const run = executeSql(server().service, { consumer }, { sql: 'SELECT count(*) AS n FROM flights' });
    if (engine.capabilities.governedSql) {
      expect((await run).rows).toEqual([{ n: 3_000_000 }]);
    } else {
      await expect(run).rejects.toMatchObject({ code: 'sql_engine_unsupported', status: 501 });
    }
  });

  const monthly = {
    contract_name: 'flights',
    query: {
      dimensions: [{ name: 'flight_date', time_grain: 'month' }],
      measures: ['flight_count', 'avg_delay', 'delayed_flights', 'total_distance'],
    },
  };

  it('answers a month-grain query as DuckDB does on the source files', async () => {
    const res = await postJson(queryUrl('analytics-app'), monthly, KEYS.analytics);
    expect(res.status).toBe(200);
    const expected = await oracle.rows(`
      SELECT strftime(date_trunc('month', date), '%Y-%m-%dT%H:%M:%S') AS flight_date, count(*) AS flight_count,
             avg(delay) AS avg_delay, count(*) FILTER (WHERE delay > 15) AS delayed_flights,
             sum(distance) AS total_distance
      FROM raw_flights GROUP BY 1 ORDER BY 1`);
    const p = page(res.body);
    expectClose(
      p.items,
      expected.map((r) => ({
        flight_date: r.flight_date,
        flight_count: Number(r.flight_count),
        avg_delay: r.avg_delay,
        delayed_flights: Number(r.delayed_flights),
        total_distance: Number(r.total_distance),
      })),
    );
    expect(p).toMatchObject({
      total_items: expected.length,
      page: 1,
      limit: 1000,
      total_pages: 1,
      has_next_page: false,
    });
    expect(res.body.message).toBeNull();
  });

  it.each(['second', 'minute', 'hour', 'day', 'week', 'quarter', 'year'])(
    'truncates to the %s grain as DuckDB does',
    async (grain) => {
      const res = await postJson(
        queryUrl('analytics-app'),
        {
          contract_name: 'flights',
          query: {
            dimensions: [{ name: 'flight_date', time_grain: grain }],
            measures: ['flight_count'],
            sorts: [{ field: 'flight_count', direction: 'desc' }],
            limit: 20,
          },
        },
        KEYS.analytics,
      );
      expect(res.status).toBe(200);
      const expected = await oracle.rows(`
        SELECT strftime(date_trunc('${grain}', date), '%Y-%m-%dT%H:%M:%S') AS t, count(*) AS n,
               count(*) OVER () AS total
        FROM raw_flights GROUP BY 1 ORDER BY n DESC, t ASC LIMIT 20`);
      const p = page(res.body);
      expect(p.items).toEqual(expected.map((r) => ({ flight_date: r.t, flight_count: Number(r.n) })));
      expect(p.total_items).toBe(Number(expected[0]?.total));
    },
  );

  it('truncates a DATE column (weather) to a timestamp without zone', async () => {
    const res = await postJson(
      queryUrl('analytics-app'),
      {
        contract_name: 'weather',
        query: { dimensions: [{ name: 'date', time_grain: 'quarter' }], measures: ['day_count'], limit: 3 },
      },
      KEYS.analytics,
    );
    expect(res.status).toBe(200);
    expect(page(res.body).items).toEqual([
      { date: '2012-01-01T00:00:00', day_count: 91 },
      { date: '2012-04-01T00:00:00', day_count: 91 },
      { date: '2012-07-01T00:00:00', day_count: 92 },
    ]);
  });

  describe('filters', () => {
    it.each(FLIGHT_FILTERS.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const res = await postJson(
        queryUrl('analytics-app'),
        {
          contract_name: 'flights',
          query: {
            dimensions: ['origin'],
            measures: ['flight_count', 'avg_delay', 'total_distance'],
            filters: [c.filter],
            sorts: [{ field: 'origin', direction: 'asc' }],
            limit: 10000,
          },
        },
        KEYS.analytics,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const expected = await oracle.rows(`
        SELECT f.origin AS origin, count(*) AS n, avg(f.delay) AS a, sum(f.distance) AS s
        FROM ${FLIGHTS} ${c.where ? `WHERE ${c.where}` : ''}
        GROUP BY 1 ${c.having ? `HAVING ${c.having}` : ''} ORDER BY 1`);
      expect(expected.length > 0, 'the oracle finds rows').toBe(!c.empty);
      const p = page(res.body);
      expectClose(
        p.items,
        expected.map((r) => ({
          origin: r.origin,
          flight_count: Number(r.n),
          avg_delay: r.a,
          total_distance: Number(r.s),
        })),
      );
      expect(p.total_items).toBe(expected.length);
    });

    it('number dimensions and a bigint measure (gapminder), including values no integer column holds', async () => {
      const cases: [unknown[], string, string?][] = [
        [[{ field: 'year', operator: 'eq', value: 1955.5 }], 'year = 1955.5'],
        [[{ field: 'year', operator: 'in', value: [1955, 2005, 3_000_000_000] }], 'year IN (1955, 2005)'],
        [[{ field: 'year', operator: 'between', value: [1960, 1970] }], 'year BETWEEN 1960 AND 1970'],
        [[{ field: 'cluster', operator: 'neq', value: 0 }], 'cluster <> 0'],
        [[{ field: 'year', operator: 'lt', value: 1970.25 }], 'year < 1970.25'],
        [
          [{ field: 'total_population', operator: 'gt', value: 3_000_000_000 }],
          'true',
          'sum(pop) > 3000000000',
        ],
      ];
      for (const [filters, where, having] of cases) {
        const res = await postJson(
          queryUrl('analytics-app'),
          {
            contract_name: 'gapminder',
            query: {
              dimensions: ['year'],
              measures: ['total_population', 'avg_life_expectancy'],
              filters,
              sorts: [{ field: 'year', direction: 'asc' }],
            },
          },
          KEYS.analytics,
        );
        expect(res.status, JSON.stringify(filters)).toBe(200);
        const expected = await oracle.rows(`
          SELECT year, sum(pop) AS pop, avg(life_expect) AS life FROM raw_gapminder WHERE ${where}
          GROUP BY 1 ${having ? `HAVING ${having}` : ''} ORDER BY 1`);
        expectClose(
          page(res.body).items,
          expected.map((r) => ({
            year: Number(r.year),
            total_population: Number(r.pop),
            avg_life_expectancy: r.life,
          })),
        );
      }
    });
  });

  it('pages through every row exactly once, matching one big query', async () => {
    const query = {
      dimensions: ['origin', 'destination_state'],
      measures: ['flight_count'],
      sorts: [{ field: 'flight_count', direction: 'desc' }],
    };
    const all = await postJson(
      queryUrl('analytics-app'),
      { contract_name: 'flights', query: { ...query, limit: 10000 } },
      KEYS.analytics,
    );
    const full = page(all.body);
    const expected = await oracle.rows(
      `SELECT count(*) AS n FROM (SELECT DISTINCT f.origin, d.state FROM ${FLIGHTS})`,
    );
    expect(full.total_items).toBe(Number(expected[0]?.n));
    expect(full.items.length).toBe(full.total_items);

    const pages: unknown[] = [];
    const limit = 400;
    for (let offset = 0, pageNo = 1; ; offset += limit, pageNo += 1) {
      const res = await postJson(
        queryUrl('analytics-app'),
        { contract_name: 'flights', query: { ...query, limit, offset } },
        KEYS.analytics,
      );
      const p = page(res.body);
      expect(p).toMatchObject({
        page: pageNo,
        limit,
        total_items: full.total_items,
        total_pages: Math.ceil(Number(full.total_items) / limit),
        has_prev_page: offset > 0,
      });
      pages.push(...p.items);
      if (!p.has_next_page) break;
    }
    expect(pages).toEqual(full.items);
    expect(new Set(pages.map((r) => JSON.stringify(r))).size).toBe(pages.length);
  });

  it('clamps limit to 10,000 and says so', async () => {
    const res = await postJson(
      queryUrl('analytics-app'),
      {
        contract_name: 'flights',
        query: {
          dimensions: [{ name: 'flight_date', time_grain: 'day' }, 'origin'],
          measures: ['flight_count'],
          limit: 50000,
        },
      },
      KEYS.analytics,
    );
    expect(res.status).toBe(200);
    const p = page(res.body);
    expect(p.limit).toBe(10000);
    expect(p.items).toHaveLength(10000);
    expect(p.has_next_page).toBe(true);
    expect(res.body.message).toMatch(/50000.*10000/);
  });

  it('clamps any limit above the maximum, however large (1e20), never rejects it', async () => {
    const res = await postJson(
      queryUrl('analytics-app'),
      {
        contract_name: 'flights',
        query: { dimensions: ['origin'], measures: ['flight_count'], limit: 1e20 },
      },
      KEYS.analytics,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(page(res.body).limit).toBe(10000);
    expect(res.body.message).toMatch(/exceeds the maximum page size; 10000 rows per page were applied/);
  });

  it('returns an empty page past the end with the real total', async () => {
    const res = await postJson(
      queryUrl('analytics-app'),
      {
        contract_name: 'flights',
        query: {
          dimensions: [{ name: 'flight_date', time_grain: 'month' }],
          measures: ['flight_count'],
          offset: 100,
          limit: 5,
        },
      },
      KEYS.analytics,
    );
    const months = await oracle.rows(
      `SELECT count(DISTINCT date_trunc('month', date)) AS n FROM raw_flights`,
    );
    expect(page(res.body)).toMatchObject({
      items: [],
      total_items: Number(months[0]?.n),
      page: 21,
      has_next_page: false,
      has_prev_page: true,
    });
  });

  describe('row-level security', () => {
    const regional = (context: unknown, filters: unknown[] = []) =>
      postJson(
        queryUrl('state-portal'),
        {
          contract_name: 'regional_flights',
          query: { dimensions: ['origin_state'], measures: ['flight_count', 'avg_delay'], filters },
          ...(context === undefined ? {} : { context }),
        },
        KEYS.state,
      );
    const expectedFor = async (states: string[]) =>
      (
        await oracle.rows(`SELECT o.state AS s, count(*) AS n, avg(f.delay) AS a FROM ${FLIGHTS}
          WHERE o.state IN (${states.map((s) => `'${s}'`).join(', ')}) GROUP BY 1 ORDER BY 1`)
      ).map((r) => ({ origin_state: r.s, flight_count: Number(r.n), avg_delay: r.a }));

    it('state-portal with {"state":"CA"} sees only CA departures', async () => {
      const res = await regional({ state: 'CA' });
      expect(res.status).toBe(200);
      expectClose(page(res.body).items, await expectedFor(['CA']));
    });

    it('a list context value admits exactly those states', async () => {
      const res = await regional({ state: ['CA', 'NV'] });
      expect(res.status).toBe(200);
      expectClose(page(res.body).items, await expectedFor(['CA', 'NV']));
    });

    it('a filter cannot widen RLS', async () => {
      const res = await regional({ state: 'CA' }, [{ field: 'origin_state', operator: 'eq', value: 'NY' }]);
      expect(res.status).toBe(200);
      expect(page(res.body).items).toEqual([]);
    });

    it("a wrongly typed context value is the caller's mistake: 400 invalid_context, on every engine", async () => {
      for (const value of [1, true, { a: 'CA' }, ['CA', 2], 'CA\u0000']) {
        const res = await regional({ state: value });
        expect(res.status, JSON.stringify(value)).toBe(400);
        expect(res.body, JSON.stringify(value)).toEqual({
          code: 'invalid_context',
          message: expect.any(String),
          errors: [expect.stringMatching(/^context\.state(\[1\])?: /)],
        });
      }
      const wrong = await regional({ state: 1 });
      expect(wrong.body.errors).toEqual([
        "context.state: expected a string (row-level security of 'regional_flights' compares it with origin_airport.state), got the number 1",
      ]);
    });

    it('a NUL character in a filter value is refused with 400, not passed to the engine', async () => {
      const res = await regional({ state: 'CA' }, [
        { field: 'origin_state', operator: 'eq', value: 'CA\u0000' },
      ]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'query_validation_failed',
        message: expect.any(String),
        errors: ['query.filters[0].value: text may not contain the NUL character (U+0000)'],
      });
    });

    it('fails closed without the context key, or with an empty one', async () => {
      for (const context of [undefined, {}, { other: 'CA' }]) {
        const res = await regional(context);
        expect(res.status, JSON.stringify(context)).toBe(400);
        expect(res.body).toEqual({
          code: 'missing_context',
          message: expect.any(String),
          errors: ["context.state: contract 'regional_flights' requires the context key 'state'"],
        });
      }
    });
  });

  describe('error statuses', () => {
    const errorShape = (code: string) => ({
      code,
      message: expect.any(String),
      errors: expect.toBeOneOf([null, expect.any(Array)]),
    });

    it('400: validation, invalid input, bad JSON', async () => {
      const cases: [unknown, string][] = [
        [
          { contract_name: 'flights', query: { dimensions: ['nope'], measures: ['flight_count'] } },
          'query_validation_failed',
        ],
        [
          {
            contract_name: 'flights',
            query: {
              measures: ['flight_count'],
              filters: [{ field: 'flight_date', operator: 'gt', value: 'x' }],
            },
          },
          'query_validation_failed',
        ],
        [{ contract_name: 'flights' }, 'invalid_request'],
        [{ contract_name: 'flights', query: { measures: ['flight_count'] }, extra: 1 }, 'invalid_request'],
        ['{"contract_name": ', 'invalid_json'],
      ];
      for (const [body, code] of cases) {
        const res = await postJson(queryUrl('analytics-app'), body, KEYS.analytics);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toMatchObject(errorShape(code));
      }
    });

    it('400: every problem of a query at once, each saying what is allowed', async () => {
      const res = await postJson(
        queryUrl('analytics-app'),
        {
          contract_name: 'flights',
          query: {
            dimensions: [
              { name: 'flight_date', time_grain: 'fortnight' },
              { name: 'origin', grain: 'x' },
            ],
            measures: ['flight_count', 'nope'],
            filters: [{ field: 'origin', operator: 'like', value: 'S%' }],
            sorts: [{ field: 'origin', direction: 'up' }],
            limit: 0,
          },
        },
        KEYS.analytics,
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('query_validation_failed');
      expect(res.body.errors).toEqual([
        "query.dimensions[0].time_grain: 'fortnight' is not a time grain; allowed: second, minute, hour, day, week, month, quarter, year",
        "query.dimensions[1].grain: unknown key 'grain'; allowed keys: name, time_grain",
        expect.stringMatching(
          /^query\.filters\[0\]\.operator: 'like' is not an operator; allowed: eq, neq, /,
        ),
        "query.sorts[0].direction: 'up' is not a sort direction; allowed: asc, desc",
        'query.limit: must be at least 1 (values above the maximum page size are clamped to it)',
        expect.stringMatching(/^query\.measures\[1\]: unknown measure 'nope'; measures of 'flights': /),
      ]);
    });

    it('401 without a valid key, 403 for the wrong consumer or mode, 404 for an unknown contract', async () => {
      for (const key of [undefined, 'wrong-key']) {
        const res = await postJson(queryUrl('analytics-app'), monthly, key);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject(errorShape('unauthorized'));
      }
      const wrongConsumer = await postJson(queryUrl('state-portal'), monthly, KEYS.analytics);
      expect(wrongConsumer.status).toBe(403);
      expect(wrongConsumer.body).toMatchObject(errorShape('forbidden'));
      const notLinked = await postJson(
        queryUrl('rest-only'),
        { ...monthly, contract_name: 'weather' },
        KEYS.rest,
      );
      expect(notLinked.status).toBe(403);
      expect(notLinked.body).toMatchObject(errorShape('contract_not_linked'));
      const sqlOnly = await postJson(queryUrl('sql-explorer'), monthly, KEYS.sql);
      expect(sqlOnly.status).toBe(403);
      expect(sqlOnly.body).toMatchObject(errorShape('query_mode_forbidden'));
      const missing = await postJson(
        queryUrl('analytics-app'),
        { ...monthly, contract_name: 'nope' },
        KEYS.analytics,
      );
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject(errorShape('contract_not_found'));
    });

    it('413 for a huge body, and the server stays up and ready', async () => {
      const huge = JSON.stringify({ ...monthly, context: { pad: 'x'.repeat(2_000_000) } });
      const res = await postJson(queryUrl('analytics-app'), huge, KEYS.analytics);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject(errorShape('payload_too_large'));
      const ready = await fetch(`${server().url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    });
  });
}
