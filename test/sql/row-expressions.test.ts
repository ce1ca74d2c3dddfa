import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DuckDbRenderer } from '../../src/engines/duckdb/renderer.js';
import { PostgresRenderer } from '../../src/engines/postgres/renderer.js';
import type { Expr, Select } from '../../src/sql/ast.js';
import { findPostgres } from '../engines/engines.js';

/**
 * The per-row expressions the chat planner builds over raw tables: one column less another (a day's
 * high minus its low, `subtract`) and a label per set of rows (weekend or weekday, `case`). Each
 * dialect's rendering is run on its real engine over the same rows and must give the same values.
 */

const ROWS = [
  ['2014-01-04 00:00:00', 10.5, 2.0],
  ['2014-01-06 00:00:00', 8.0, 8.0],
  ['2014-01-07 00:00:00', -1.5, -4.0],
] as const;
const EXPECTED = [
  { spread: 8.5, kind: 'weekend' },
  { spread: 0, kind: 'weekday' },
  { spread: 2.5, kind: 'weekday' },
];

const col = (column: string) => ({ kind: 'column', table: 't', column }) as const;
const text = (value: string): Expr => ({ kind: 'param', value });

function selectRows(table: string): Select {
  const weekend: Expr = {
    kind: 'in',
    expr: { kind: 'datePart', part: 'dayName', expr: col('day') },
    list: ['Saturday', 'Sunday'].map(text),
    negated: false,
  };
  return {
    kind: 'select',
    columns: [
      { alias: 'spread', expr: { kind: 'subtract', left: col('high'), right: col('low') } },
      {
        alias: 'kind',
        expr: {
          kind: 'case',
          branches: [{ when: weekend, value: text('weekend') }],
          otherwise: text('weekday'),
        },
      },
      { alias: 'day', expr: col('day') },
    ],
    from: { kind: 'table', name: table, alias: 't' },
    joins: [],
    where: null,
    groupBy: [],
    having: null,
    orderBy: [{ alias: 'day', direction: 'asc' }],
    limit: null,
    offset: null,
  };
}

const values = ROWS.map(([d, h, l]) => `(TIMESTAMP '${d}', ${h}, ${l})`).join(', ');
const asValues = (rows: readonly Record<string, unknown>[]) =>
  rows.map((r) => ({ spread: Number(r.spread), kind: r.kind }));

describe('per-row expressions', () => {
  it('DuckDB: a column less another, and CASE WHEN … THEN … ELSE … END', async () => {
    const sql = new DuckDbRenderer().renderInline(selectRows('days'));
    expect(sql).toContain('("t"."high") - ("t"."low")');
    expect(sql).toContain(
      `CASE WHEN dayname("t"."day") IN ('Saturday', 'Sunday') THEN 'weekend' ELSE 'weekday' END`,
    );
    const db = await DuckDBInstance.create(':memory:');
    const conn = await db.connect();
    try {
      await conn.run(`CREATE TABLE days AS SELECT * FROM (VALUES ${values}) v(day, high, low)`);
      const rows = (await conn.runAndReadAll(sql)).getRowObjectsJson();
      expect(asValues(rows)).toEqual(EXPECTED);
    } finally {
      conn.closeSync();
      db.closeSync();
    }
  });

  it('PostgreSQL: the same values from the same rows', async (ctx) => {
    const target = await findPostgres();
    if ('reason' in target) return ctx.skip();
    const sql = new PostgresRenderer().renderInline(selectRows('days'));
    expect(sql).toContain(`CASE WHEN to_char("t"."day", 'FMDay') IN ('Saturday', 'Sunday')`);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query(`CREATE TEMP TABLE days AS SELECT * FROM (VALUES ${values}) v(day, high, low)`);
      const { rows } = await client.query(sql);
      expect(asValues(rows)).toEqual(EXPECTED);
    } finally {
      await client.end();
    }
  });
});
