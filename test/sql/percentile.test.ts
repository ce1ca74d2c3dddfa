import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { DuckDbRenderer } from '../../src/engines/duckdb/renderer.js';
import { PostgresRenderer } from '../../src/engines/postgres/renderer.js';
import type { Select } from '../../src/sql/ast.js';

/**
 * The continuous percentile the chat planner writes for "the 90th percentile of delay": DuckDB's
 * `quantile_cont` (run on the engine over 1…10, where the 90th percentile interpolates to 9.1) and
 * PostgreSQL's ordered-set `percentile_cont`, the same definition.
 */

function p90(table: string): Select {
  const arg = { kind: 'column', table: 't', column: 'v' } as const;
  return {
    kind: 'select',
    columns: [
      {
        alias: 'p90_v',
        expr: { kind: 'aggregate', fn: 'quantile', arg, distinct: false, filter: null, fraction: 0.9 },
      },
    ],
    from: { kind: 'table', name: table, alias: 't' },
    joins: [],
    where: null,
    groupBy: [],
    having: null,
    orderBy: [],
    limit: null,
    offset: null,
  };
}

describe('percentiles', () => {
  it('DuckDB: quantile_cont interpolates between the rows', async () => {
    const sql = new DuckDbRenderer().renderInline(p90('nums'));
    expect(sql).toContain('quantile_cont("t"."v", 0.9)');
    const db = await DuckDBInstance.create(':memory:');
    const conn = await db.connect();
    try {
      await conn.run('CREATE TABLE nums AS SELECT range::DOUBLE AS v FROM range(1, 11)');
      const rows = (await conn.runAndReadAll(sql)).getRowObjectsJson();
      expect(Number(rows[0]?.p90_v)).toBeCloseTo(9.1, 9);
    } finally {
      conn.closeSync();
      db.closeSync();
    }
  });

  it('PostgreSQL: the ordered-set percentile_cont', () => {
    const sql = new PostgresRenderer().renderInline(p90('nums'));
    expect(sql).toContain('percentile_cont(0.9) WITHIN GROUP (ORDER BY "t"."v")');
  });
});
