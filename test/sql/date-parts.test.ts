import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DuckDbRenderer } from '../../src/engines/duckdb/renderer.js';
import { PostgresRenderer } from '../../src/engines/postgres/renderer.js';
import type { DatePart, Select } from '../../src/sql/ast.js';
import { findPostgres } from '../engines/engines.js';

/**
 * The date parts the chat planner groups and filters raw tables by ("by day of the week", "on
 * Mondays", "per hour of the day", "in December across all years"): each dialect's rendering is run
 * on its real engine, over the same timestamps, and must give the same weekday names, hours and months.
 */

const STAMPS = ['2001-01-01 17:30:00', '2001-01-06 00:05:00', '2001-03-04 23:59:00'];
const EXPECTED = [
  { day: 'Monday', hour: 17, month: 1 },
  { day: 'Saturday', hour: 0, month: 1 },
  { day: 'Sunday', hour: 23, month: 3 },
];

const col = { kind: 'column', table: 't', column: 'ts' } as const;
const part = (p: DatePart) => ({ kind: 'datePart', part: p, expr: col }) as const;

function selectParts(table: string): Select {
  return {
    kind: 'select',
    columns: [
      { alias: 'day', expr: part('dayName') },
      { alias: 'hour', expr: part('hour') },
      { alias: 'month', expr: part('month') },
    ],
    from: { kind: 'table', name: table, alias: 't' },
    joins: [],
    where: null,
    groupBy: [],
    having: null,
    orderBy: [{ alias: 'ts', direction: 'asc' }],
    limit: null,
    offset: null,
  };
}

/** The select with the timestamp as a third column, so rows can be ordered by it. */
function ordered(table: string): Select {
  const s = selectParts(table);
  return { ...s, columns: [...s.columns, { alias: 'ts', expr: col }] };
}

const values = STAMPS.map((s) => `(TIMESTAMP '${s}')`).join(', ');
const asParts = (rows: readonly Record<string, unknown>[]) =>
  rows.map((r) => ({ day: r.day, hour: Number(r.hour), month: Number(r.month) }));

describe('date parts', () => {
  it('DuckDB: dayname(), hour() and month() give the weekday name, the hour of the day and the month', async () => {
    const sql = new DuckDbRenderer().renderInline(ordered('stamps'));
    expect(sql).toContain('dayname("t"."ts")');
    const db = await DuckDBInstance.create(':memory:');
    const conn = await db.connect();
    try {
      await conn.run(`CREATE TABLE stamps AS SELECT * FROM (VALUES ${values}) v(ts)`);
      const rows = (await conn.runAndReadAll(sql)).getRowObjectsJson();
      expect(asParts(rows)).toEqual(EXPECTED);
    } finally {
      conn.closeSync();
      db.closeSync();
    }
  });

  it('PostgreSQL: to_char(FMDay) and extract(hour / month) give the same names, hours and months', async (ctx) => {
    const target = await findPostgres();
    if ('reason' in target) return ctx.skip();
    const sql = new PostgresRenderer().renderInline(ordered('stamps'));
    expect(sql).toContain(`to_char("t"."ts", 'FMDay')`);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query(`CREATE TEMP TABLE stamps AS SELECT * FROM (VALUES ${values}) v(ts)`);
      const { rows } = await client.query(sql);
      expect(asParts(rows)).toEqual(EXPECTED);
    } finally {
      await client.end();
    }
  });
});
