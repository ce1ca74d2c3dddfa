import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DuckDbRenderer } from '../../src/engines/duckdb/renderer.js';
import { PostgresRenderer } from '../../src/engines/postgres/renderer.js';
import type { Expr, Select } from '../../src/sql/ast.js';
import { findPostgres } from '../engines/engines.js';

/**
 * The window sums the chat planner writes over a table's groups: each group's share of the whole
 * (`sum(count(*)) OVER ()`) and a running total in time order, apart for each value of another
 * breakdown (`sum(count(*)) OVER (PARTITION BY … ORDER BY …)`). Rendered by each engine's renderer and
 * run on the engine itself over the same eight rows, compared with the figures worked out by hand.
 */

const ROWS: readonly [string, number][] = [
  ['a', 1],
  ['a', 1],
  ['a', 2],
  ['b', 1],
  ['b', 2],
  ['b', 2],
  ['b', 2],
  ['b', 3],
];

const col = (column: string): Expr => ({ kind: 'column', table: 't', column });
const count: Expr = { kind: 'countAll', over: 'none' };
const windowSum = (partitionBy: readonly Expr[], orderBy: readonly Expr[]): Expr => ({
  kind: 'windowSum',
  expr: count,
  partitionBy,
  orderBy,
});

function windows(): Select {
  const share: Expr = {
    kind: 'divide',
    left: count,
    right: {
      kind: 'divide',
      left: { kind: 'cast', expr: windowSum([], []), type: 'double' },
      right: { kind: 'number', value: 100 },
    },
  };
  return {
    kind: 'select',
    columns: [
      { alias: 'g', expr: col('g') },
      { alias: 'p', expr: col('p') },
      { alias: 'n', expr: count },
      { alias: 'share', expr: share },
      { alias: 'running', expr: windowSum([col('g')], [col('p')]) },
    ],
    from: { kind: 'table', name: 'w', alias: 't' },
    joins: [],
    where: null,
    groupBy: [col('g'), col('p')],
    having: null,
    orderBy: [
      { alias: 'g', direction: 'asc' },
      { alias: 'p', direction: 'asc' },
    ],
    limit: null,
    offset: null,
  };
}

/** Per (group, period): its count, its share of all eight rows, and its group's running count. */
const EXPECTED = [
  { g: 'a', p: 1, n: 2, share: 25, running: 2 },
  { g: 'a', p: 2, n: 1, share: 12.5, running: 3 },
  { g: 'b', p: 1, n: 1, share: 12.5, running: 1 },
  { g: 'b', p: 2, n: 3, share: 37.5, running: 4 },
  { g: 'b', p: 3, n: 1, share: 12.5, running: 5 },
];

const target = await findPostgres();
const CI = process.env.CI === 'true';
if ('reason' in target && !CI)
  console.warn(`Skipping the PostgreSQL window sums: PostgreSQL is not reachable (${target.reason}).`);

const VALUES = ROWS.map(([g, p]) => `('${g}', ${p})`).join(', ');

function numbers(rows: readonly Record<string, unknown>[]) {
  return rows.map((r) => ({
    g: r.g,
    p: Number(r.p),
    n: Number(r.n),
    share: Number(r.share),
    running: Number(r.running),
  }));
}

describe('window sums over groups', () => {
  it('DuckDB: a share of the whole and a running total per group', async () => {
    const sql = new DuckDbRenderer().renderInline(windows());
    expect(sql).toContain('sum(count(*)) OVER (PARTITION BY "t"."g" ORDER BY "t"."p")');
    expect(sql).toContain('sum(count(*)) OVER ()');
    const db = await DuckDBInstance.create(':memory:');
    const conn = await db.connect();
    try {
      await conn.run(`CREATE TABLE w AS SELECT * FROM (VALUES ${VALUES}) v(g, p)`);
      const rows = (await conn.runAndReadAll(sql)).getRowObjectsJson();
      expect(numbers(rows)).toEqual(EXPECTED);
    } finally {
      conn.closeSync();
      db.closeSync();
    }
  });

  // CI starts PostgreSQL itself (.ci/run): there, an unreachable server is a failure, not a skip.
  const skip = 'reason' in target && !CI ? ` (skipped: PostgreSQL is not reachable: ${target.reason})` : '';
  it.skipIf(skip !== '')(`PostgreSQL: the same statement gives the same figures${skip}`, async () => {
    if ('reason' in target) expect.fail(`PostgreSQL is not reachable: ${target.reason}`);
    const sql = new PostgresRenderer().renderInline(windows());
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query('CREATE TEMP TABLE w (g text, p integer)');
      await client.query(`INSERT INTO w VALUES ${VALUES}`);
      const { rows } = await client.query(sql);
      expect(numbers(rows)).toEqual(EXPECTED);
    } finally {
      await client.end();
    }
  });
});
