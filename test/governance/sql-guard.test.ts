import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckDbParser } from '../../src/engines/duckdb/parser.js';
import { assertPlanScansOnly } from '../../src/engines/duckdb/plan-check.js';
import { CharterError } from '../../src/errors/registry.js';
import { ALLOWED_FUNCTIONS, ALLOWED_WINDOW_FUNCTIONS } from '../../src/governance/sql-guard/allowlist.js';
import {
  type GuardedStatement,
  guardSql,
  type RelationPolicy,
  type SqlPolicy,
} from '../../src/governance/sql-guard/index.js';
import { leadingKeyword } from '../../src/governance/sql-guard/leading-keyword.js';
import type { SqlParser } from '../../src/governance/sql-guard/parser.js';
import { ATTACK_CORPUS } from './attack-corpus.js';
import {
  CA_AIRPORTS,
  type Outcome,
  openReference,
  openWarehouse,
  planRunner,
  policyFor,
  ROW_FILTER_SQL,
  runStatement,
  STATES,
  type TestDatabase,
} from './fixtures.js';

let parser: SqlParser;
let warehouse: TestDatabase;
let twin: TestDatabase;
let reference: TestDatabase;
const CA = policyFor('CA');

beforeAll(async () => {
  [parser, warehouse, twin, reference] = await Promise.all([
    createDuckDbParser(),
    openWarehouse('main'),
    openWarehouse('twin'),
    openReference(),
  ]);
});

afterAll(async () => {
  await parser.close();
  warehouse.close();
  twin.close();
  reference.close();
});

async function guardError(sql: string, policy: SqlPolicy = CA): Promise<CharterError> {
  try {
    await guardSql(sql, policy, parser);
  } catch (err) {
    if (err instanceof CharterError) return err;
    throw err;
  }
  throw new Error(`expected the guard to reject: ${sql}`);
}

/** Every `origin` the result shows must be a CA airport: no flight row of another state. */
function assertOnlyCaOrigins(outcome: Outcome): void {
  if (!outcome.ok) return;
  const index = outcome.columns.findIndex((c) => c.toLowerCase() === 'origin');
  if (index < 0) return;
  for (const row of outcome.rows) {
    const origin = (JSON.parse(row) as unknown[])[index];
    if (origin !== null) expect(CA_AIRPORTS.has(String(origin))).toBe(true);
  }
}

describe('attack corpus', () => {
  it('has at least 60 statements across every group', () => {
    expect(ATTACK_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ATTACK_CORPUS.map((a) => a.name)).size).toBe(ATTACK_CORPUS.length);
    expect(new Set(ATTACK_CORPUS.map((a) => a.group)).size).toBeGreaterThanOrEqual(14);
  });

  for (const attack of ATTACK_CORPUS) {
    it(`${attack.group}: ${attack.name}`, async () => {
      if (attack.expect !== 'rewritten') {
        const err = await guardError(attack.sql);
        expect(err.code, err.message).toBe(attack.expect);
        // Messages quote only what the caller wrote, never the secret table's data.
        expect(err.message).not.toMatch(/TOPSECRET|CLASSIFIED/);
        return;
      }
      const guarded = await guardSql(attack.sql, CA, parser);
      expect(guarded.params).toEqual(guarded.sql.includes('$1') ? ['CA'] : []);
      const [onWarehouse, onTwin] = await Promise.all([
        runStatement(warehouse, guarded),
        runStatement(twin, guarded),
      ]);
      // The two warehouses agree only on what a CA consumer may see: any difference,
      // in rows or in error text, is information from hidden rows.
      expect(onTwin).toEqual(onWarehouse);
      const text = JSON.stringify(onWarehouse);
      expect(text).not.toMatch(/TOPSECRET|CLASSIFIED/);
      assertOnlyCaOrigins(onWarehouse);
      if (onWarehouse.ok) {
        await assertPlanScansOnly(guarded, new Set(guarded.scanTables), planRunner(warehouse));
      }
    });
  }

  it('leaves the warehouse answering afterwards', async () => {
    const outcome = await runStatement(warehouse, { sql: 'SELECT 1 AS one', params: [] });
    expect(outcome).toEqual({ ok: true, rows: ['[1]'], columns: ['one'] });
    const flights = await runStatement(warehouse, { sql: 'SELECT count(*) FROM flights', params: [] });
    expect(flights).toEqual({ ok: true, rows: ['["1500"]'], columns: ['count_star()'] });
  });
});

describe('rewriting', () => {
  it('applies the row filter wherever the table appears, with its parameter reused', async () => {
    const guarded = await guardSql(
      'WITH f AS (SELECT * FROM flights) SELECT (SELECT count(*) FROM flights), count(*) FROM f JOIN main.flights g USING (origin)',
      CA,
      parser,
    );
    expect(guarded.params).toEqual(['CA']);
    expect(guarded.referenced).toEqual([{ kind: 'table', name: 'flights' }]);
    expect(guarded.scanTables).toEqual(['airports', 'flights']);
    expect(guarded.sql.split('a.state = $1').length - 1).toBe(3);
  });

  it('expands models with the same policy and reports what the SQL named', async () => {
    const guarded = await guardSql(
      'SELECT * FROM route_stats r JOIN airports a ON a.iata = r.origin',
      CA,
      parser,
    );
    expect(guarded.referenced).toEqual([
      { kind: 'model', name: 'route_stats' },
      { kind: 'table', name: 'airports' },
    ]);
    expect(guarded.params).toEqual(['CA']);
    expect(guarded.sql).toContain('a.state = $1');
  });

  it('numbers the parameters of several row filters $1..$n', async () => {
    const relations = new Map<string, RelationPolicy>([
      ['flights', { kind: 'table', name: 'flights', rowFilter: { sql: ROW_FILTER_SQL, params: ['CA'] } }],
      [
        'airports',
        {
          kind: 'table',
          name: 'airports',
          rowFilter: {
            sql: 'SELECT * FROM airports WHERE latitude > $2 AND country = $1',
            params: ['USA', 33.0],
          },
        },
      ],
    ]);
    const sql =
      'SELECT a.iata, count(*) AS n FROM flights f JOIN airports a ON a.iata = f.destination WHERE f.origin IN (SELECT iata FROM airports) GROUP BY 1';
    const guarded = await guardSql(sql, { relations }, parser);
    expect(guarded.params).toEqual(['CA', 33.0, 'USA']);
    expect(guarded.sql).toContain('$3');
    expect(guarded.sql).not.toContain('$4');
    const expected = await runStatement(reference, {
      sql: `SELECT a.iata, count(*) AS n FROM flights f
            JOIN (SELECT * FROM airports WHERE latitude > 33.0 AND country = 'USA') a ON a.iata = f.destination
            WHERE f.origin IN (SELECT iata FROM airports WHERE latitude > 33.0 AND country = 'USA') GROUP BY 1`,
      params: [],
    });
    expect(await runStatement(warehouse, guarded)).toEqual(expected);
  });

  it('refuses a model that refers to itself and hides why a model is unusable', async () => {
    const relations = new Map<string, RelationPolicy>([
      ['loop', { kind: 'model', name: 'loop', sql: 'SELECT * FROM loop' }],
      ['leaky', { kind: 'model', name: 'leaky', sql: 'SELECT * FROM secret_salaries' }],
    ]);
    expect((await guardError('SELECT * FROM loop', { relations })).code).toBe('internal_error');
    const leaky = await guardError('SELECT * FROM leaky', { relations });
    expect(leaky.code).toBe('object_out_of_scope');
    expect(leaky.message).not.toContain('secret_salaries');
  });

  it('echoes only the caller’s text in syntax errors', async () => {
    const err = await guardError("SELECT origin FROM flights WHERE origin = 'LAX' AND AND");
    expect(err.code).toBe('sql_syntax_error');
    expect(err.message).toContain('syntax error at or near "AND"');
  });
});

describe('function allowlist', () => {
  const denied = [
    'query',
    'query_table',
    'json_execute_serialized_sql',
    'read_csv',
    'read_csv_auto',
    'read_parquet',
    'read_json',
    'read_text',
    'read_blob',
    'glob',
    'duckdb_tables',
    'duckdb_settings',
    'sql_auto_complete',
    'current_query',
    'current_setting',
    'enable_profiling',
    'enable_logging',
    'checkpoint',
    'sleep_ms',
    'getenv',
    'range',
    'generate_series',
    'error',
    'stats',
    'json_serialize_sql',
    'json_serialize_plan',
    'json_deserialize_sql',
  ];

  it.each(denied)('denies %s', async (name) => {
    expect(ALLOWED_FUNCTIONS.has(name) || ALLOWED_WINDOW_FUNCTIONS.has(name)).toBe(false);
    const scalar = await guardError(`SELECT ${name}('x')`);
    expect(scalar.code).toBe('function_not_allowed');
    expect(scalar.message).toContain(name);
    const table = await guardError(`SELECT * FROM ${name}('x')`);
    expect(table.code).toBe('function_not_allowed');
  });

  it('allows operators, casts and the usual analyst functions', async () => {
    const sql = `SELECT date_trunc('month', "date") AS m, extract(year FROM "date") AS y, strftime("date", '%Y') AS s,
      coalesce(delay, 0) + 1 AS d, nullif(origin, 'x') || '-' || upper(destination) AS r, CAST(distance AS DOUBLE) / 2 AS h,
      CASE WHEN delay BETWEEN 0 AND 10 THEN 'ok' WHEN delay IS NULL THEN 'n/a' ELSE 'late' END AS c,
      greatest(delay, 0) AS g, origin LIKE 'L%' AS l, origin IN ('LAX', 'SFO') AS i,
      row_number() OVER (PARTITION BY origin ORDER BY "date") AS rn, lag(delay) OVER (ORDER BY "date") AS p
      FROM flights`;
    const guarded = await guardSql(sql, CA, parser);
    expect((await runStatement(warehouse, guarded)).ok).toBe(true);
  });
});

describe('analyst queries match pre-filtered copies', () => {
  const queries = [
    'SELECT count(*) AS n, avg(delay) AS avg_delay, sum(distance) AS total FROM flights',
    'SELECT origin, count(*) AS n FROM flights GROUP BY origin ORDER BY n DESC',
    'SELECT date_trunc(\'month\', "date") AS month, avg(delay) AS d FROM flights GROUP BY 1 ORDER BY 1',
    'SELECT a.state, a.city, count(*) AS n FROM flights f JOIN airports a ON a.iata = f.destination GROUP BY ALL ORDER BY ALL',
    'SELECT * FROM route_stats ORDER BY flight_count DESC, origin, destination LIMIT 10',
    'SELECT r.origin, sum(r.flight_count) AS n, max(r.avg_delay) AS worst FROM route_stats r GROUP BY 1 ORDER BY 1',
    `WITH monthly AS (SELECT origin, date_trunc('month', "date") AS m, count(*) AS n FROM flights GROUP BY ALL)
     SELECT origin, m, n, sum(n) OVER (PARTITION BY origin ORDER BY m) AS running FROM monthly ORDER BY ALL`,
    `SELECT origin, destination, delay, rank() OVER (PARTITION BY origin ORDER BY delay DESC NULLS LAST, "date") AS rk
     FROM flights QUALIFY rk <= 3 ORDER BY ALL`,
    'SELECT median(delay) AS med, quantile_cont(distance, 0.9) AS p90, stddev(delay) AS sd, approx_count_distinct(destination) AS dests FROM flights',
    "SELECT origin, string_agg(DISTINCT destination, ',' ORDER BY destination) AS dests FROM flights GROUP BY origin ORDER BY origin",
    'SELECT a.name, (SELECT count(*) FROM flights f WHERE f.origin = a.iata) AS departures FROM airports a ORDER BY a.name',
    'SELECT count(*) FILTER (WHERE delay > 15) AS late, count(*) FILTER (WHERE delay <= 15) AS on_time FROM flights WHERE "date" >= TIMESTAMP \'2024-06-01\'',
    'SELECT origin FROM flights UNION SELECT destination FROM flights ORDER BY 1',
    'SELECT f.origin, a.latitude, count(*) FROM flights f, airports a WHERE a.iata = f.origin AND f.distance > 1500 GROUP BY ALL ORDER BY ALL',
    'SELECT extract(dow FROM "date") AS dow, round(avg(delay), 2) AS d FROM flights GROUP BY 1 ORDER BY 1',
    "SELECT * FROM flights WHERE origin = 'JFK'",
    'SELECT iata FROM airports a WHERE NOT EXISTS (SELECT 1 FROM flights f WHERE f.origin = a.iata) ORDER BY 1',
  ];

  it.each(queries)('%s', async (sql) => {
    const guarded = await guardSql(sql, CA, parser);
    const expected = await runStatement(reference, { sql, params: [] });
    expect(expected.ok).toBe(true);
    expect(await runStatement(warehouse, guarded)).toEqual(expected);
    await assertPlanScansOnly(guarded, new Set(guarded.scanTables), planRunner(warehouse));
  });

  it('property: random read-only queries over random contexts match pre-filtered copies', async () => {
    const dimension = fc.constantFrom(
      'f.origin',
      'f.destination',
      'date_trunc(\'month\', f."date")',
      'extract(hour FROM f."date")',
      'a.state',
      'a.city',
      'f.delay > 15',
    );
    const measure = fc.constantFrom(
      'count(*)',
      'sum(f.delay)',
      'avg(f.distance)',
      'max(f.delay)',
      'min(f."date")',
      'count(DISTINCT f.destination)',
      'sum(a.latitude)',
    );
    const predicate = fc.oneof(
      fc.integer({ min: -20, max: 300 }).map((n) => `f.delay > ${n}`),
      fc
        .tuple(fc.integer({ min: 100, max: 3000 }), fc.integer({ min: 0, max: 1500 }))
        .map(([lo, w]) => `f.distance BETWEEN ${lo} AND ${lo + w}`),
      fc
        .subarray(['LAX', 'SFO', 'JFK', 'SEA', 'DFW', 'SAN', '7'], { minLength: 1 })
        .map((codes) => `f.origin IN (${codes.map((c) => `'${c}'`).join(', ')})`),
      fc.constantFrom(...STATES, 'IL').map((s) => `a.state = '${s}'`),
      fc.constant('f.delay IS NULL'),
      fc.integer({ min: 1, max: 12 }).map((m) => `month(f."date") = ${m}`),
    );
    const spec = fc.record({
      state: fc.constantFrom(...STATES),
      join: fc.constantFrom('origin', 'destination', 'none'),
      dims: fc.uniqueArray(dimension, { maxLength: 3 }),
      measures: fc.uniqueArray(measure, { minLength: 1, maxLength: 3 }),
      where: fc.array(predicate, { maxLength: 3 }),
      subquery: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(spec, async (s) => {
        const join = s.join === 'none' ? '' : ` JOIN airports a ON a.iata = f.${s.join}`;
        const usesA = (x: string) => x.includes('a.');
        const dims = join === '' ? s.dims.filter((d) => !usesA(d)) : s.dims;
        const measures = join === '' ? s.measures.filter((m) => !usesA(m)) : s.measures;
        const where = (join === '' ? s.where.filter((w) => !usesA(w)) : s.where).slice();
        const render = (flights: string) => {
          const w = [...where];
          if (s.subquery)
            w.push(`f.destination IN (SELECT destination FROM ${flights} WHERE distance > 1000)`);
          const select = [...dims, ...(measures.length > 0 ? measures : ['count(*)'])].join(', ');
          const groupBy = dims.length > 0 ? ` GROUP BY ${dims.map((_, i) => i + 1).join(', ')}` : '';
          return `SELECT ${select} FROM ${flights} AS f${join}${w.length > 0 ? ` WHERE ${w.join(' AND ')}` : ''}${groupBy}`;
        };
        const guarded = await guardSql(render('flights'), policyFor(s.state), parser);
        const expected = await runStatement(reference, {
          sql: render(`flights_${s.state.toLowerCase()}`),
          params: [],
        });
        expect(expected.ok).toBe(true);
        const actual = await runStatement(warehouse, guarded);
        if (!actual.ok || !expected.ok) throw new Error(JSON.stringify({ actual, expected }));
        expect(actual.rows).toEqual(expected.rows);
        await assertPlanScansOnly(guarded, new Set(guarded.scanTables), planRunner(warehouse));
      }),
      { numRuns: 150 },
    );
  });
});

describe('assertPlanScansOnly', () => {
  async function planError(statement: { sql: string; params: [] } | GuardedStatement, allowed: string[]) {
    try {
      await assertPlanScansOnly(statement, new Set(allowed), planRunner(warehouse));
    } catch (err) {
      if (err instanceof CharterError) return err;
      throw err;
    }
    throw new Error('expected the plan check to refuse');
  }

  it('accepts a guarded statement that scans the allowed tables', async () => {
    const guarded = await guardSql('SELECT * FROM route_stats JOIN airports ON iata = origin', CA, parser);
    await expect(
      assertPlanScansOnly(guarded, new Set(guarded.scanTables), planRunner(warehouse)),
    ).resolves.toBeUndefined();
  });

  it('refuses a plan that scans a table outside the set', async () => {
    const err = await planError({ sql: 'SELECT * FROM flights, secret_salaries', params: [] }, ['flights']);
    expect(err.code).toBe('object_out_of_scope');
    expect(err.message).not.toContain('secret_salaries');
  });

  it('refuses a plan that calls a table function', async () => {
    const err = await planError({ sql: 'SELECT * FROM range(3)', params: [] }, ['flights']);
    expect(err.code).toBe('object_out_of_scope');
  });

  it('refuses a plan that reads a view’s hidden table', async () => {
    const err = await planError({ sql: 'SELECT * FROM route_stats', params: [] }, ['route_stats']);
    expect(err.code).toBe('object_out_of_scope');
  });
});

describe('leadingKeyword', () => {
  it.each([
    ['SELECT 1', 'select'],
    ['  with x AS (SELECT 1) SELECT 1', 'with'],
    ['-- c\n/* a /* nested */ b */\tSeLeCt 1', 'select'],
    ['\uFEFFSELECT 1', 'select'],
    ['selectx', 'selectx'],
    ['select1 FROM t', 'select1'],
    ['(SELECT 1)', null],
    ['/* unterminated SELECT 1', null],
    ['', null],
  ])('%j -> %j', (sql, keyword) => {
    expect(leadingKeyword(sql)).toBe(keyword);
  });
});
