import { resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbWarehouse } from '../../src/engines/duckdb/warehouse.js';
import { shapeRows } from '../../src/results/shape.js';
import { cellBytes } from '../../src/warehouse/budget.js';
import type { CellValue, ExecuteOptions, ResultSet } from '../../src/warehouse/types.js';

/** Bytes of the rows exactly as a response carries them: a JSON array of row objects. */
const sentBytes = (result: ResultSet) => Buffer.byteLength(JSON.stringify(shapeRows(result).rows));

const cell: fc.Arbitrary<CellValue> = fc.letrec<{ cell: CellValue }>((tie) => ({
  cell: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.bigInt(),
    fc.string({ unit: 'binary' }),
    fc.array(tie('cell'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('cell'), { maxKeys: 3 }),
  ),
})).cell;

describe('cellBytes', () => {
  it('is the UTF-8 size of the JSON the results layer sends for the cell', () => {
    fc.assert(
      fc.property(cell, (value) => {
        const shaped = shapeRows({
          columns: [{ name: 'v', type: 'unknown', engineType: 'X' }],
          rows: [[value]],
          truncated: false,
          truncatedBy: null,
        }).rows[0]?.v;
        expect(cellBytes(value)).toBe(Buffer.byteLength(JSON.stringify(shaped)));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the DuckDB adapter reads to the byte budget', () => {
  let warehouse: DuckDbWarehouse;
  beforeAll(async () => {
    warehouse = await DuckDbWarehouse.open({
      path: resolve('.charter/demo.duckdb'),
      memoryLimit: '1GB',
      threads: 2,
      queryTimeoutMs: 60_000,
    });
  });
  afterAll(async () => warehouse?.close());

  const run = (sql: string, options: ExecuteOptions = {}) => warehouse.execute({ sql, params: [] }, options);

  it('keeps exactly the rows whose JSON fits, lists and structs counted item by item', async () => {
    // One row per origin: a list of its destinations and a struct with a nested list.
    const sql = `SELECT origin, list(destination ORDER BY destination) AS dests,
                   {'n': count(*), 'first': min(date), 'tags': [origin, 'x"y\\z']} AS info
                 FROM flights WHERE date < '2001-01-08' GROUP BY origin ORDER BY origin`;
    const all = await run(sql);
    expect(all.truncated).toBe(false);
    const budget = 20_000;
    const cut = await run(sql, { maxBytes: budget });
    expect(cut).toMatchObject({ truncated: true, truncatedBy: 'bytes' });
    expect(cut.rows.length).toBeGreaterThan(0);
    expect(cut.rows).toEqual(all.rows.slice(0, cut.rows.length));
    expect(sentBytes(cut)).toBeLessThanOrEqual(budget);
    const oneMore = { ...all, rows: all.rows.slice(0, cut.rows.length + 1) };
    expect(sentBytes(oneMore)).toBeGreaterThan(budget);
  });

  it('stops inside one huge list instead of converting it whole, and refuses when no row fits', async () => {
    await expect(
      run('SELECT list(origin) a, list(destination) b, list(date) c FROM flights', { maxBytes: 1_000_000 }),
    ).rejects.toMatchObject({ code: 'result_too_large', status: 400 });
  });

  it('reports the row cap as the reason when rows, not bytes, ran out', async () => {
    const result = await run('SELECT origin FROM flights', { maxRows: 5, maxBytes: 1_000_000 });
    expect(result).toMatchObject({ truncated: true, truncatedBy: 'rows' });
    expect(result.rows).toHaveLength(5);
    const exact = await run('SELECT origin FROM flights LIMIT 5', { maxRows: 5, maxBytes: 1_000_000 });
    expect(exact).toMatchObject({ truncated: false, truncatedBy: null });
  });
});
