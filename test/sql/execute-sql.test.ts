import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Consumer } from '../../src/consumers/model.js';
import { CharterError } from '../../src/errors/registry.js';
import { executeSql } from '../../src/tools/execute-sql.js';
import { rawDuckDb } from '../helpers/raw-duckdb.js';
import { type RunningServer, startDemoServer } from '../helpers/server.js';

let server: RunningServer;
let raw: Awaited<ReturnType<typeof rawDuckDb>>;
let caCount: number;
const consumer = (slug: string) => server.service.consumers.all().find((c) => c.slug === slug) as Consumer;
const run = (slug: string, sql: string, context?: unknown) =>
  executeSql(server.service, { consumer: consumer(slug), context }, { sql });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CharterError);
  return err as CharterError;
};

beforeAll(async () => {
  server = await startDemoServer();
  raw = await rawDuckDb();
  const rows = await raw.rows(
    `SELECT count(*) AS n FROM raw_flights f JOIN raw_airports a ON a.iata = f.origin WHERE a.state = 'CA'`,
  );
  caCount = Number(rows[0]?.n);
});
afterAll(async () => {
  raw?.close();
  await server?.close();
});

describe('execute_sql: RLS parity', () => {
  it('ops-agent with {"state":"CA"} sees only CA departures in SELECT count(*) FROM flights', async () => {
    const result = await run('ops-agent', 'SELECT count(*) AS n FROM flights', { state: 'CA' });
    expect(result).toMatchObject({
      sql: 'SELECT count(*) AS n FROM flights',
      rows: [{ n: caCount }],
      row_count: 1,
      truncated: false,
    });
    expect(result.columns).toEqual([{ name: 'n', type: 'integer' }]);
  });

  it('the same filter holds through the route_stats model, CTEs, subqueries, joins and set operations', async () => {
    const statements = [
      'SELECT sum(flight_count) AS n FROM route_stats',
      'WITH f AS (SELECT * FROM flights) SELECT count(*) AS n FROM f',
      'SELECT count(*) AS n FROM (SELECT origin FROM "FLIGHTS") AS x',
      'SELECT count(*) AS n FROM main.flights AS f JOIN airports AS a ON a.iata = f.origin',
      'SELECT count(*) AS n FROM (SELECT origin FROM flights UNION ALL SELECT origin FROM flights WHERE false) AS u',
      'SELECT (SELECT count(*) FROM flights) AS n',
    ];
    for (const sql of statements) {
      const result = await run('ops-agent', sql, { state: 'CA' });
      expect(result.rows, sql).toEqual([{ n: caCount }]);
    }
  });

  it('no non-CA origin is visible, whatever the statement asks for', async () => {
    const result = await run(
      'ops-agent',
      "SELECT DISTINCT a.state FROM flights f JOIN airports a ON a.iata = f.origin WHERE a.state <> 'CA' OR true",
      { state: 'CA' },
    );
    expect(result.rows).toEqual([{ state: 'CA' }]);
  });

  it('fails closed without the context key, but only for tables that need it', async () => {
    for (const sql of ['SELECT count(*) FROM flights', 'SELECT count(*) FROM route_stats']) {
      expect((await failure(run('ops-agent', sql))).code, sql).toBe('missing_context');
    }
    const airports = await run('ops-agent', "SELECT count(*) AS n FROM airports WHERE state = 'CA'");
    expect(airports.row_count).toBe(1);
  });

  it('a SQL-only consumer without RLS contracts reads the whole table', async () => {
    const result = await run('sql-explorer', 'SELECT count(*) AS n FROM flights');
    expect(result.rows).toEqual([{ n: 3_000_000 }]);
  });
});

describe('execute_sql: scope and mode', () => {
  it('a consumer scoped to a model but not its tables reads the tables only through the model, RLS included', async () => {
    const base = consumer('ops-agent');
    const modelOnly: Consumer = { ...base, scope: { ...base.scope, tables: [] } };
    const call = (sql: string) =>
      executeSql(server.service, { consumer: modelOnly, context: { state: 'CA' } }, { sql });
    expect((await call('SELECT sum(flight_count) AS n FROM route_stats')).rows).toEqual([{ n: caCount }]);
    for (const sql of [
      'SELECT count(*) FROM flights',
      'SELECT * FROM route_stats r JOIN airports a ON a.iata = r.origin',
    ]) {
      expect((await failure(call(sql))).code, sql).toBe('object_out_of_scope');
    }
  });

  it('rejects objects outside the scope, naming them as written', async () => {
    const err = await failure(run('ops-agent', 'SELECT * FROM seattle_weather', { state: 'CA' }));
    expect(err.code).toBe('object_out_of_scope');
    expect(err.message).toContain('seattle_weather');
  });

  it('is not available to contract-only consumers', async () => {
    const err = await failure(run('analytics-app', 'SELECT 1'));
    expect(err.code).toBe('query_mode_forbidden');
  });

  it('caps returned rows and reports truncated', async () => {
    const result = await run('sql-explorer', 'SELECT origin, destination, delay FROM flights');
    expect(result.row_count).toBe(10_000);
    expect(result.truncated).toBe(true);
  });

  it('rejects writes and multiple statements', async () => {
    for (const sql of ['DELETE FROM flights', 'SELECT 1; SELECT 2', "COPY flights TO '/tmp/x.csv'"]) {
      expect((await failure(run('sql-explorer', sql))).code, sql).toBe('sql_not_read_only');
    }
  });
});

describe('charter sql', () => {
  it('prints results, or the rejection as JSON', async () => {
    const lines: string[] = [];
    const io = { log: (s: string) => lines.push(s), error: (s: string) => lines.push(s) };
    expect(
      await main(
        [
          'sql',
          '--consumer',
          'ops-agent',
          '--context',
          '{"state":"CA"}',
          '--json',
          'SELECT count(*) AS n FROM flights',
        ],
        io,
      ),
    ).toBe(0);
    expect(JSON.parse(lines.at(-1) as string)).toMatchObject({ rows: [{ n: caCount }] });
    expect(await main(['sql', '--consumer', 'ops-agent', '--json', 'SELECT * FROM stocks'], io)).toBe(1);
    expect(JSON.parse(lines.at(-1) as string)).toMatchObject({ code: 'object_out_of_scope' });
  });
});

describe('execute_sql: the plan check on a repeated statement', () => {
  it('runs EXPLAIN once per statement and allowed set; another consumer or context is checked again', async () => {
    const { countStatements } = await import('../cache/helpers.js');
    const statements = countStatements(server.service.warehouse);
    const explains = () => statements.sql().filter((s) => s.startsWith('EXPLAIN')).length;
    const sql = 'SELECT origin, count(*) AS n FROM flights GROUP BY origin ORDER BY n DESC LIMIT 3';
    const first = await run('sql-explorer', sql);
    expect(explains()).toBe(1);
    const again = await run('sql-explorer', sql);
    expect(again.rows).toEqual(first.rows);
    expect(again.cache.cache_status).toMatch(/^charter; hit;/);
    expect(explains()).toBe(1);
    // Another consumer (another allowed set, row filters) and another context: checked afresh.
    await run('ops-agent', sql, { state: 'CA' });
    expect(explains()).toBe(2);
    await run('ops-agent', sql, { state: 'NV' });
    expect(explains()).toBe(3);
    await run('ops-agent', sql, { state: 'NV' });
    expect(explains()).toBe(3);
    // A statement the check refuses stays refused however often it is asked.
    for (let i = 0; i < 2; i++) {
      const err = await failure(run('sql-explorer', "SELECT * FROM read_csv('/etc/passwd')"));
      expect(err.status).toBeGreaterThanOrEqual(400);
    }
  });
});
