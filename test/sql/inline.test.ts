import { describe, expect, it } from 'vitest';
import { DuckDbRenderer } from '../../src/engines/duckdb/renderer.js';
import { PostgresRenderer } from '../../src/engines/postgres/renderer.js';
import type { Select } from '../../src/sql/ast.js';
import { literal } from '../../src/sql/render.js';

const select: Select = {
  kind: 'select',
  columns: [
    { alias: 'origin', expr: { kind: 'column', table: 'flights', column: 'origin' } },
    { alias: 'n', expr: { kind: 'countAll', over: 'none' } },
  ],
  from: { kind: 'table', name: 'flights', alias: 'flights' },
  joins: [],
  where: {
    kind: 'and',
    args: [
      {
        kind: 'in',
        expr: { kind: 'column', table: 'flights', column: 'origin' },
        list: [
          { kind: 'param', value: "O'Hare" },
          { kind: 'param', value: 'SFO' },
        ],
        negated: false,
      },
      {
        kind: 'compare',
        op: '>=',
        left: { kind: 'column', table: 'flights', column: 'date' },
        right: { kind: 'param', value: '2001-03-01', cast: 'timestamp' },
      },
      {
        kind: 'compare',
        op: '>',
        left: { kind: 'column', table: 'flights', column: 'delay' },
        right: { kind: 'param', value: 1955.5 },
      },
    ],
  },
  groupBy: [{ kind: 'column', table: 'flights', column: 'origin' }],
  having: null,
  orderBy: [{ alias: 'n', direction: 'desc' }],
  limit: 3,
  offset: null,
};

describe('inline-literal rendering', () => {
  it('writes the same statement with values as escaped literals instead of parameters', () => {
    const duck = new DuckDbRenderer();
    const bound = duck.render(select);
    expect(bound.params).toEqual(["O'Hare", 'SFO', '2001-03-01', 1955.5]);
    const inline = duck.renderInline(select);
    expect(inline).toBe(
      [
        'SELECT "flights"."origin" AS "origin", count(*) AS "n"',
        'FROM "flights"',
        `WHERE ("flights"."origin" IN ('O''Hare', 'SFO')) AND ("flights"."date" >= CAST('2001-03-01' AS TIMESTAMP)) AND ("flights"."delay" > 1955.5)`,
        'GROUP BY "flights"."origin"',
        'ORDER BY "n" DESC NULLS LAST',
        'LIMIT 3',
      ].join('\n'),
    );
    // Replacing each placeholder with its literal gives the inline text: one writer, two outputs.
    let i = 0;
    expect(bound.sql.replace(/\$\d+/g, () => literal(bound.params[i++] ?? null))).toBe(inline);
  });

  it('keeps dialect overrides (PostgreSQL types a non-small number)', () => {
    expect(new PostgresRenderer().renderInline(select)).toContain(
      '"flights"."delay" > CAST(1955.5 AS DOUBLE PRECISION)',
    );
  });

  it('writes every literal kind and refuses what cannot be written', () => {
    expect([null, true, false, 12n, -3, "a'b"].map((v) => literal(v))).toEqual([
      'NULL',
      'TRUE',
      'FALSE',
      '12',
      '-3',
      "'a''b'",
    ]);
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal('a\u0000b')).toThrow();
  });
});
