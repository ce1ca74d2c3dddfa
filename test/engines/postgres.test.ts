import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeRows } from '../../src/results/shape.js';
import { executeSql } from '../../src/tools/execute-sql.js';
import { DuckDbWarehouse } from '../../src/warehouse/duckdb.js';
import { PostgresWarehouse } from '../../src/warehouse/postgres.js';
import { DEMO_TABLES, loadDemoIntoPostgres } from '../../src/warehouse/postgres-demo.js';
import type { CompiledStatement, ParamValue } from '../../src/warehouse/types.js';
import { KEYS, postJson, type RunningServer } from '../helpers/server.js';
import { behaviourSuite } from './behaviour.js';
import {
  DUCKDB_PATH,
  duckdbWarehouse,
  expectClose,
  findPostgres,
  PG_SCHEMA,
  postgresWarehouse,
  startServer,
} from './engines.js';
import { LOW_BUDGET, lowBudgetLimits, resultBudgetSuite } from './result-budget.js';

const target = await findPostgres();
const CI = process.env.CI === 'true';

if ('reason' in target) {
  if (CI) {
    // CI starts PostgreSQL itself (.ci/run): there, an unreachable server is a failure, not a skip.
    describe('PostgreSQL engine', () => {
      it('reaches the local PostgreSQL server', () => {
        expect.fail(`PostgreSQL is not reachable: ${target.reason}`);
      });
    });
  } else {
    console.warn(`Skipping the PostgreSQL engine suite: PostgreSQL is not reachable (${target.reason}).`);
    describe.skip('PostgreSQL engine (PostgreSQL not reachable)', () => {
      it('needs a local PostgreSQL server', () => {});
    });
  }
} else {
  const url = target.url;

  beforeAll(async () => {
    // Copies the DuckDB demo warehouse once; later runs find it in place and skip (about a second).
    await loadDemoIntoPostgres({ connectionString: url, schema: PG_SCHEMA, duckdbPath: DUCKDB_PATH });
  });

  describe('REST behaviour on PostgreSQL', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(postgresWarehouse(url));
    });
    afterAll(async () => server?.close());
    behaviourSuite(() => server);

    it('loads every demo contract and catalog entry', () => {
      expect(server.service.contractFailures).toEqual([]);
      expect(server.service.catalogFailures).toEqual([]);
      expect([...server.service.catalog.contracts.keys()].sort()).toEqual([
        'flights',
        'gapminder',
        'regional_flights',
        'stocks',
        'weather',
      ]);
    });

    it('answers governed SQL through the PostgreSQL guard (test/mcp/execute-sql-engines.test.ts compares engines)', async () => {
      const consumer = server.service.consumers.all().find((c) => c.slug === 'sql-explorer');
      if (!consumer) throw new Error('the demo config has no sql-explorer');
      const result = await executeSql(
        server.service,
        { consumer },
        { sql: 'SELECT count(*) AS n FROM flights' },
      );
      expect(result.rows).toEqual([{ n: 3_000_000 }]);
    });
  });

  describe('PostgreSQL answers as DuckDB does', () => {
    let duck: RunningServer;
    let postgres: RunningServer;
    beforeAll(async () => {
      [duck, postgres] = await Promise.all([
        startServer(duckdbWarehouse),
        startServer(postgresWarehouse(url)),
      ]);
    });
    afterAll(async () => {
      await duck?.close();
      await postgres?.close();
    });

    const grains = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];
    const cases: [string, string, Record<string, unknown>, string?][] = [
      ...grains.map(
        (grain) =>
          [
            `flights by ${grain}`,
            'analytics-app',
            {
              contract_name: 'flights',
              query: {
                dimensions: [{ name: 'flight_date', time_grain: grain }],
                measures: ['flight_count', 'avg_delay', 'total_distance', 'avg_distance', 'delayed_flights'],
                limit: 2000,
                // A middle page where there are many buckets; the first where there are few.
                offset: ['second', 'minute', 'hour'].includes(grain) ? 500 : 0,
              },
            },
          ] as [string, string, Record<string, unknown>],
      ),
      [
        'flights by route, busiest first, a middle page',
        'analytics-app',
        {
          contract_name: 'flights',
          query: {
            dimensions: ['origin_city', 'destination_state'],
            measures: ['flight_count', 'avg_delay'],
            sorts: [{ field: 'flight_count', direction: 'desc' }],
            limit: 50,
            offset: 100,
          },
        },
      ],
      ...['day', 'week', 'month', 'quarter', 'year'].map(
        (grain) =>
          [
            `weather by ${grain}`,
            'analytics-app',
            {
              contract_name: 'weather',
              query: {
                dimensions: [{ name: 'date', time_grain: grain }, 'weather'],
                measures: ['day_count', 'total_precipitation', 'avg_temp_max', 'avg_temp_min', 'avg_wind'],
                limit: 10000,
              },
            },
          ] as [string, string, Record<string, unknown>],
      ),
      [
        'stocks by symbol and quarter',
        'analytics-app',
        {
          contract_name: 'stocks',
          query: {
            dimensions: ['symbol', { name: 'date', time_grain: 'quarter' }],
            measures: ['avg_price', 'min_price', 'max_price'],
            filters: [{ field: 'date', operator: 'between', value: ['2004-01-01', '2008-12-31'] }],
          },
        },
      ],
      [
        'gapminder by cluster and year',
        'analytics-app',
        {
          contract_name: 'gapminder',
          query: {
            dimensions: ['cluster', 'year'],
            measures: ['total_population', 'avg_life_expectancy', 'avg_fertility'],
            sorts: [{ field: 'total_population', direction: 'desc' }],
          },
        },
      ],
      [
        'gapminder by country, filtered on text',
        'analytics-app',
        {
          contract_name: 'gapminder',
          query: {
            dimensions: ['country'],
            measures: ['total_population'],
            filters: [
              { field: 'country', operator: 'not_contains', value: 'a' },
              { field: 'country', operator: 'gte', value: 'C' },
            ],
          },
        },
      ],
      [
        'regional flights for CA and NV by week',
        'state-portal',
        {
          contract_name: 'regional_flights',
          query: {
            dimensions: [{ name: 'flight_date', time_grain: 'week' }, 'origin_state'],
            measures: ['flight_count', 'avg_delay', 'delayed_flights'],
          },
          context: { state: ['CA', 'NV'] },
        },
      ],
    ];
    const keys: Record<string, string> = { 'analytics-app': KEYS.analytics, 'state-portal': KEYS.state };

    it.each(cases)('%s', async (_name, slug, body) => {
      const fromDuck = await postJson(`${duck.url}/v1/api/${slug}/query`, body, keys[slug]);
      const fromPostgres = await postJson(`${postgres.url}/v1/api/${slug}/query`, body, keys[slug]);
      expect(fromDuck.status).toBe(200);
      expect(fromPostgres.status, JSON.stringify(fromPostgres.body)).toBe(200);
      const pagination = (r: typeof fromDuck) =>
        (r.body.data as { pagination: { items: unknown[] } }).pagination;
      expect(pagination(fromDuck).items.length).toBeGreaterThan(0);
      expectClose(pagination(fromPostgres), pagination(fromDuck));
      expect(fromPostgres.body.message).toEqual(fromDuck.body.message);
    });
  });

  describe('the PostgreSQL SQL snapshots run, and agree with the DuckDB ones', () => {
    let duck: DuckDbWarehouse;
    let postgres: PostgresWarehouse;
    beforeAll(async () => {
      duck = await DuckDbWarehouse.open({
        path: DUCKDB_PATH,
        memoryLimit: '1GB',
        threads: 2,
        queryTimeoutMs: 30_000,
      });
      postgres = await PostgresWarehouse.open({
        connectionString: url,
        schema: PG_SCHEMA,
        poolSize: 2,
        queryTimeoutMs: 30_000,
      });
    });
    afterAll(async () => {
      await duck?.close();
      await postgres?.close();
    });

    // The files test/unit/compile.test.ts pins: what the PostgresRenderer renders for each case.
    const dir = resolve('test/unit/__snapshots__');
    const names = readdirSync(join(dir, 'postgres')).filter((f) => f.endsWith('.sql'));
    const snapshot = (dialect: string, name: string): CompiledStatement => {
      const text = readFileSync(join(dir, dialect, name), 'utf8');
      const at = text.lastIndexOf('\n-- params: ');
      return { sql: text.slice(0, at), params: JSON.parse(text.slice(at + 12)) as ParamValue[] };
    };

    it('has the snapshots', () => {
      expect(names.length).toBeGreaterThanOrEqual(5);
    });

    it.each(names)('%s', async (name) => {
      const fromPostgres = await postgres.execute(snapshot('postgres', name));
      const fromDuck = await duck.execute(snapshot('duckdb', name));
      expect(fromPostgres.columns.map((c) => c.name)).toEqual(fromDuck.columns.map((c) => c.name));
      const plain = (rows: readonly (readonly unknown[])[]) =>
        rows.map((r) => r.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
      expectClose(plain(fromPostgres.rows), plain(fromDuck.rows));
    });
  });

  describe('REST result budget on PostgreSQL', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(postgresWarehouse(url), lowBudgetLimits);
    });
    afterAll(async () => server?.close());
    resultBudgetSuite(() => server);
  });

  describe('PostgresWarehouse', () => {
    let warehouse: PostgresWarehouse;
    let admin: pg.Client;
    beforeAll(async () => {
      warehouse = await PostgresWarehouse.open({
        connectionString: url,
        schema: PG_SCHEMA,
        poolSize: 1, // one connection, so a setting that leaked would be seen by the next statement
        queryTimeoutMs: 10_000,
      });
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
    });
    afterAll(async () => {
      await warehouse?.close();
      await admin?.end();
    });

    /** Statements of this test's own marker still running on the server. */
    const running = async (marker: string) =>
      (
        await admin.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
          [`%${marker}%`],
        )
      ).rows[0]?.n as number;

    it('maps PostgreSQL types to logical types and cell values', async () => {
      const result = await warehouse.execute({
        sql: `SELECT 7::int2 AS i2, 7::int4 AS i4, 7::int8 AS i8, 9007199254740993::int8 AS big,
                1.50::numeric(5,2) AS dec, 12345678901234567890.125::numeric(30,3) AS wide,
                avg(x) AS avg_int, (1::numeric / 3) AS third, sum(x::int8) AS sum_int8,
                12345678901234567890.5 AS huge_computed, 0.1::float8 AS f8, 0.5::float4 AS f4,
                'NaN'::float8 AS nan, true AS yes, NULL::text AS nothing, 'x'::varchar(3) AS v,
                TIMESTAMP '2001-03-01 07:05:00.25' AS ts, TIMESTAMPTZ '2001-03-01 07:05:00+02' AS tstz,
                DATE '2001-03-01' AS d, date_trunc('month', DATE '2001-03-04') AS d_trunc,
                'infinity'::timestamp AS inf, DATE '0044-03-15 BC' AS bc, TIME '07:05:00' AS t,
                INTERVAL '1 day 2 hours' AS iv, '{"a": [1, 2]}'::jsonb AS j, '{1,NULL,3}'::int8[] AS ints,
                '{"a,b",NULL,"c\\"d"}'::text[] AS texts, '{{1,2},{3,4}}'::int4[] AS grid,
                'b0c4f0f0-0000-4000-8000-000000000000'::uuid AS id
              FROM generate_series(1, 2) AS x`,
        params: [],
      });
      const cols = Object.fromEntries(result.columns.map((c) => [c.name, [c.type, c.engineType]]));
      expect(cols).toMatchObject({
        i2: ['integer', 'SMALLINT'],
        i8: ['integer', 'BIGINT'],
        dec: ['decimal', 'NUMERIC(5,2)'],
        avg_int: ['decimal', 'NUMERIC'],
        f8: ['number', 'DOUBLE PRECISION'],
        v: ['string', 'VARCHAR'],
        ts: ['timestamp', 'TIMESTAMP'],
        tstz: ['timestamp', 'TIMESTAMPTZ'],
        d: ['date', 'DATE'],
        j: ['json', 'JSONB'],
        ints: ['list', 'BIGINT[]'],
        id: ['string', 'UUID'],
      });
      const row = Object.fromEntries(result.columns.map((c, i) => [c.name, result.rows[0]?.[i]]));
      expect(row).toEqual({
        i2: 7,
        i4: 7,
        i8: 7n,
        big: 9007199254740993n,
        dec: 1.5,
        wide: '12345678901234567890.125', // a stored decimal a double cannot hold stays exact text
        avg_int: 1.5,
        third: 1 / 3, // a computed quotient: the nearest double, as DuckDB's DOUBLE avg
        sum_int8: 3,
        huge_computed: '12345678901234567890.5', // integer part beyond a double: exact text
        f8: 0.1,
        f4: 0.5,
        nan: Number.NaN,
        yes: true,
        nothing: null,
        v: 'x',
        ts: '2001-03-01T07:05:00.25',
        tstz: '2001-03-01T05:05:00', // the UTC instant, without zone
        d: '2001-03-01T00:00:00',
        d_trunc: '2001-03-01T00:00:00',
        inf: 'infinity',
        bc: '-0043-03-15T00:00:00',
        t: '07:05:00',
        iv: '1 day 02:00:00',
        j: '{"a": [1, 2]}',
        ints: [1n, null, 3n],
        texts: ['a,b', null, 'c"d'],
        grid: [
          [1, 2],
          [3, 4],
        ],
        id: 'b0c4f0f0-0000-4000-8000-000000000000',
      });
    });

    it('binds $n parameters', async () => {
      const result = await warehouse.execute({
        sql: 'SELECT count(*) AS n FROM airports WHERE state = $1 AND latitude > $2',
        params: ["CA' OR '1'='1", 0],
      });
      expect(result.rows).toEqual([[0n]]);
    });

    it('stops reading at maxRows with a server-side cursor and says so', async () => {
      // 3M rows behind the cursor: only four of them are fetched.
      const truncated = await warehouse.execute(
        { sql: 'SELECT origin FROM flights', params: [] },
        { maxRows: 3 },
      );
      expect(truncated.truncated).toBe(true);
      expect(truncated.rows).toHaveLength(3);
      const exact = await warehouse.execute({ sql: 'SELECT 1 AS one', params: [] }, { maxRows: 1 });
      expect(exact).toMatchObject({ truncated: false, rows: [[1]] });
    });

    it('stops at the byte budget while reading the cursor, and says it was the bytes', async () => {
      // Rows of {"repeat":"<9,000 characters>"} are 9,013 bytes: seven fit in 64 KiB, the eighth does not.
      const result = await warehouse.execute(
        { sql: 'SELECT repeat(origin, 3000) FROM flights LIMIT 10000', params: [] },
        { maxRows: 10_000, maxBytes: LOW_BUDGET },
      );
      expect(result).toMatchObject({ truncated: true, truncatedBy: 'bytes' });
      expect(result.rows).toHaveLength(7);
      expect(String(result.rows[0]?.[0])).toHaveLength(9_000);
      const rows = await warehouse.execute(
        { sql: 'SELECT origin FROM flights', params: [] },
        { maxRows: 3, maxBytes: LOW_BUDGET },
      );
      expect(rows).toMatchObject({ truncated: true, truncatedBy: 'rows' });
    });

    it('measures rows as the JSON they are sent as: a result that fits is never cut', async () => {
      // Types whose text is longer than their JSON (numeric trailing zeros, array bounds) and shorter (dates, bools).
      const sql = `SELECT x, 'a"b\\c' || x AS t, 1.50::numeric(5,2) AS dec, true AS b, DATE '2001-03-01' AS d,
                     '[0:1]={1,2}'::int4[] AS bounded, '{t,f}'::bool[] AS bools, '{"k": [1]}'::jsonb AS j,
                     9007199254740993::int8 AS big, 0.1::float8 AS f, repeat('é', 50) AS accents
                   FROM generate_series(1, 3) AS x`;
      const full = await warehouse.execute({ sql, params: [] });
      // The budget counts the rows and the commas between them; the array's brackets belong to the envelope.
      const sent = Buffer.byteLength(JSON.stringify(shapeRows(full).rows)) - 2;
      const whole = await warehouse.execute({ sql, params: [] }, { maxBytes: sent });
      expect(whole).toMatchObject({ truncated: false, truncatedBy: null });
      expect(whole.rows).toEqual(full.rows);
      const cut = await warehouse.execute({ sql, params: [] }, { maxBytes: sent - 1 });
      expect(cut).toMatchObject({ truncated: true, truncatedBy: 'bytes' });
      expect(cut.rows).toEqual(full.rows.slice(0, 2));
    });

    it('fails with result_too_large when not even the first row fits, and the connection stays usable', async () => {
      // The PostgreSQL form of list(origin), list(destination), list(date) over all 3M flights.
      await expect(
        warehouse.execute(
          {
            sql: 'SELECT array_agg(origin) a, array_agg(destination) b, array_agg(date) c FROM flights',
            params: [],
          },
          { maxBytes: LOW_BUDGET },
        ),
      ).rejects.toMatchObject({ code: 'result_too_large' });
      // The pool has one connection: the next statement runs on the same one.
      const next = await warehouse.execute({ sql: 'SELECT count(*) AS n FROM airports', params: [] });
      expect(Number(next.rows[0]?.[0])).toBeGreaterThan(0);
    }, 120_000);

    it('maps an engine memory refusal to query_out_of_memory, and the connection stays usable', async () => {
      // 54000: PostgreSQL refuses a value past its 1 GB limit before allocating it.
      await expect(
        warehouse.execute({ sql: "SELECT repeat('x', 1100000000) AS big", params: [] }),
      ).rejects.toMatchObject({ code: 'query_out_of_memory', status: 400 });
      const next = await warehouse.execute({ sql: 'SELECT 1 AS one', params: [] });
      expect(next.rows).toEqual([[1]]);
    });

    it('runs every statement read-only, and nothing it sets outlives it', async () => {
      await expect(
        warehouse.execute({ sql: 'CREATE TABLE charter_should_not_exist (x int)', params: [] }),
      ).rejects.toMatchObject({ code: '25006' });
      await expect(warehouse.execute({ sql: 'DELETE FROM airports', params: [] })).rejects.toMatchObject({
        code: '25006',
      });
      await warehouse.execute({ sql: `SELECT set_config('work_mem', '77MB', false)`, params: [] });
      const after = await warehouse.execute({
        sql: `SELECT current_setting('work_mem'), current_setting('transaction_read_only'),
                     current_setting('search_path'), current_setting('TimeZone')`,
        params: [],
      });
      expect(after.rows[0]?.[0]).not.toBe('77MB');
      expect(after.rows[0]?.slice(1)).toEqual(['on', PG_SCHEMA, 'UTC']);
    });

    it('times out with query_timeout and leaves nothing running', async () => {
      const started = performance.now();
      await expect(
        warehouse.execute({ sql: `SELECT pg_sleep(5), 'timeout-marker'`, params: [] }, { timeoutMs: 300 }),
      ).rejects.toMatchObject({ code: 'query_timeout', status: 504 });
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(await running('timeout-marker')).toBe(0);
      expect((await warehouse.execute({ sql: 'SELECT 1', params: [] })).rows).toEqual([[1]]);
    });

    it('counts the wait for a pooled connection towards the timeout', async () => {
      // The pool has one connection: the second statement never gets it within its limit.
      const busy = warehouse.execute({ sql: `SELECT pg_sleep(1.5), 'busy-marker'`, params: [] });
      const started = performance.now();
      await expect(
        warehouse.execute({ sql: 'SELECT 1', params: [] }, { timeoutMs: 200 }),
      ).rejects.toMatchObject({
        code: 'query_timeout',
      });
      expect(performance.now() - started).toBeLessThan(1_000);
      await busy;
      expect((await warehouse.execute({ sql: 'SELECT 2', params: [] })).rows).toEqual([[2]]);
    });

    it('admits waiting statements fairly between tenants (round-robin, not first come first served)', async () => {
      const order: string[] = [];
      const run = (tenant: string, label: string, sql = `SELECT '${label}'`) =>
        warehouse.execute({ sql, params: [] }, { tenant }).then(() => order.push(label));
      // The pool's one connection is the one admission slot: everything after this waits.
      const busy = run('a', 'busy', `SELECT pg_sleep(0.5), 'fair-marker'`);
      const waiting = [run('a', 'a2'), run('a', 'a3'), run('b', 'b1')];
      await Promise.all([busy, ...waiting]);
      expect(order).toEqual(['busy', 'a2', 'b1', 'a3']);
    });

    it('cancels the running statement on the server when the signal aborts', async () => {
      const controller = new AbortController();
      const reason = new Error('the caller went away');
      const pending = warehouse.execute(
        { sql: `SELECT pg_sleep(5), 'abort-marker'`, params: [] },
        { signal: controller.signal },
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(await running('abort-marker')).toBe(1);
      const started = performance.now();
      controller.abort(reason);
      await expect(pending).rejects.toBe(reason);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(await running('abort-marker')).toBe(0);
      // An already-aborted signal never reaches the server.
      await expect(
        warehouse.execute({ sql: 'SELECT 1', params: [] }, { signal: controller.signal }),
      ).rejects.toBe(reason);
    });

    it('describes and lists tables of the configured schema only', async () => {
      expect(await warehouse.listTables()).toEqual([...DEMO_TABLES].sort());
      expect(await warehouse.describeTable('flights')).toEqual([
        { name: 'date', type: 'timestamp', engineType: 'TIMESTAMP' },
        { name: 'delay', type: 'integer', engineType: 'BIGINT' },
        { name: 'distance', type: 'integer', engineType: 'BIGINT' },
        { name: 'origin', type: 'string', engineType: 'VARCHAR' },
        { name: 'destination', type: 'string', engineType: 'VARCHAR' },
      ]);
      expect(await warehouse.describeTable('seattle_weather')).toContainEqual({
        name: 'date',
        type: 'date',
        engineType: 'DATE',
      });
      expect(await warehouse.describeTable('pg_class')).toBeNull();
      expect(await warehouse.describeTable('nope')).toBeNull();
    });

    it('reports an unreachable server as warehouse_unavailable', async () => {
      await expect(
        PostgresWarehouse.open({
          connectionString: 'postgres://postgres@127.0.0.1:1/test',
          schema: PG_SCHEMA,
          poolSize: 1,
          queryTimeoutMs: 5_000,
        }),
      ).rejects.toMatchObject({ code: 'warehouse_unavailable', status: 503 });
    });

    it('load-demo finds the data in place and writes nothing', async () => {
      const result = await loadDemoIntoPostgres({
        connectionString: url,
        schema: PG_SCHEMA,
        duckdbPath: DUCKDB_PATH,
      });
      expect(result.loaded).toBe(false);
      expect(result.tables.find((t) => t.name === 'flights')?.rows).toBe(3_000_000);
    });
  });
}
