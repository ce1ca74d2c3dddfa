import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialize, type StoredResult } from '../../src/cache/stored.js';
import { DuckDbWarehouse } from '../../src/engines/duckdb/warehouse.js';
import { toJson } from '../../src/results/shape.js';
import { cellJson } from '../../src/warehouse/json-rows.js';
import type { CellValue, CompiledStatement, ExecuteOptions } from '../../src/warehouse/types.js';

/**
 * Rows asked for as JSON (`ExecuteOptions.json`) must be exactly the bytes that `execute` followed by the
 * results layer gives from cells (the cache stores one or the other): same rows, same
 * cut under every budget, same total, same columns, same errors.
 */

/** Every scalar type the fast writers handle and several they leave to the general route, with edges and nulls. */
const SCALARS = `
  SELECT i,
    make_timestamp(((hash(i) % 315537897600000000)::BIGINT - 62135596800000000)) AS ts,
    (make_timestamp(((hash(i) % 172800000000)::BIGINT - 86400000000)))::TIMESTAMPTZ AS tstz,
    make_timestamp((hash(i) % 4102444800000000)::BIGINT)::TIMESTAMP_MS AS ts_ms,
    make_timestamp((hash(i) % 4102444800000000)::BIGINT)::TIMESTAMP_S AS ts_s,
    make_timestamp((hash(i) % 4102444800000000)::BIGINT)::TIMESTAMP_NS AS ts_ns,
    make_timestamp(((hash(i) % 315537897600000000)::BIGINT - 62135596800000000))::DATE AS d,
    CASE i % 7 WHEN 0 THEN NULL WHEN 1 THEN 'a "quoted" \\ back' WHEN 2 THEN 'tab' || chr(9) || 'nl' || chr(10)
      WHEN 3 THEN 'café ☕ 𝄞' WHEN 4 THEN '' WHEN 5 THEN repeat('long', 40) || i::VARCHAR ELSE 'SEA' END AS s,
    (hash(i) % 100)::TINYINT - 50 AS tiny, (hash(i) % 60000)::INTEGER - 30000 AS small_int,
    (hash(i)::HUGEINT - 9223372036854775808)::BIGINT AS big, hash(i)::UBIGINT AS ubig, hash(i)::HUGEINT * 1000000007 AS huge,
    (hash(i) % 2000000)::UINTEGER AS uint,
    CASE i % 5 WHEN 0 THEN 'nan'::DOUBLE WHEN 1 THEN 'inf'::DOUBLE WHEN 2 THEN '-inf'::DOUBLE
      WHEN 3 THEN NULL ELSE (hash(i) % 1000000)::DOUBLE / 7 END AS dbl,
    ((hash(i) % 1000)::FLOAT / 3)::FLOAT AS flt,
    (hash(i) % 1000000)::DECIMAL(18, 3) / 1000 AS dec,
    (hash(i) % 1000000)::DECIMAL(38, 10) * 12345678901234567 AS dec_wide,
    i % 3 = 0 AS flag, ('00000000-0000-0000-0000-' || lpad(i::VARCHAR, 12, '0'))::UUID AS id,
    INTERVAL (i) MINUTE AS iv, make_time(i % 24, i % 60, (i % 60)::DOUBLE) AS t,
    ('x' || i)::BLOB AS b, CAST(CASE WHEN i % 2 = 0 THEN 'SEA' ELSE 'PDX' END AS ENUM('SEA', 'PDX')) AS e,
    CASE WHEN i % 11 = 0 THEN NULL ELSE 9007199254740990 + (i % 5) END AS near_safe,
    count(*) OVER () AS __charter_total
  FROM range(5000) t(i)
  ORDER BY i`;

/** Lists and structs: read cell by cell under the budget, then written. */
const NESTED = `
  SELECT i, [i, i + 1, NULL] AS l, {'a': i, 'b': 'x' || i, 'c': [1.5, 'nan'::DOUBLE]} AS st,
    make_timestamp(i * 1000000) AS ts, count(*) OVER () AS __charter_total
  FROM range(3000) t(i) ORDER BY i`;

const EDGES = `
  SELECT 'infinity'::TIMESTAMP AS ts, '-infinity'::DATE AS d, TIMESTAMP '12000-01-01' AS far,
    170141183460469231731687303715884105727::HUGEINT AS huge, -9223372036854775808 AS big,
    18446744073709551615::UBIGINT AS ubig, 'infinity'::TIMESTAMPTZ AS tstz, NULL::VARCHAR AS s
  UNION ALL SELECT TIMESTAMP '0001-01-01 00:00:00' - INTERVAL 1 DAY, DATE '0001-01-01' - 1, TIMESTAMP '9999-12-31 23:59:59.999999',
    -9007199254740993::HUGEINT, 9007199254740991, 9007199254740992::UBIGINT, TIMESTAMPTZ '1970-01-01 00:00:00.000001+00', ''`;

let warehouse: DuckDbWarehouse;
beforeAll(async () => {
  warehouse = await DuckDbWarehouse.open({
    path: resolve('.charter/demo.duckdb'),
    memoryLimit: '1GB',
    threads: 2,
    queryTimeoutMs: 60_000,
  });
});
afterAll(async () => {
  await warehouse.close();
});

const TOTAL = '__charter_total';
const stored = { totalColumn: TOTAL, maxAgeMs: 1000, now: 0 };

/** Both routes, their error (code) or their entry without the time fields. */
async function both(sql: string, options: ExecuteOptions) {
  const statement: CompiledStatement = { sql, params: [] };
  const settle = async (make: () => Promise<StoredResult>) => {
    try {
      const { storedAt: _s, expiresAt: _e, body, rowEnds, ...rest } = await make();
      return { ...rest, body: body.toString('utf8'), rowEnds: [...rowEnds] };
    } catch (err) {
      return { error: (err as { code?: string }).code ?? String(err) };
    }
  };
  const cells = await settle(async () => materialize(await warehouse.execute(statement, options), stored));
  const json = await settle(async () =>
    materialize(await warehouse.execute(statement, { ...options, json: { omitColumn: TOTAL } }), stored),
  );
  return { cells, json };
}

describe('DuckDB rows written as JSON', () => {
  it('are byte for byte what execute and the results layer give, for every scalar type', async () => {
    const { cells, json } = await both(SCALARS, {});
    expect('body' in cells ? cells.body.length : cells).toBeGreaterThan(1_000_000);
    expect(json).toEqual(cells);
  });

  it('stop at the same row under byte budgets and row caps, and refuse the same first row', async () => {
    const { cells: whole } = await both(SCALARS, {});
    const ends = 'rowEnds' in whole ? whole.rowEnds : [];
    // Budgets just below, at and above row ends (each row in the budget also carries its total column).
    const budgets = [
      10,
      200,
      1_000,
      7_777,
      65_536,
      300_001,
      ...[1, 2047, 2048, 2049, 4999].map((r) => (ends[r] ?? 0) + 30 * r),
    ];
    const outcomes = new Set<string | null>();
    for (const maxBytes of budgets) {
      for (const delta of [-1, 0, 1, 40]) {
        const { cells, json } = await both(SCALARS, { maxBytes: maxBytes + delta });
        expect({ maxBytes: maxBytes + delta, ...json }).toEqual({ maxBytes: maxBytes + delta, ...cells });
        outcomes.add('error' in cells ? (cells.error ?? null) : cells.truncatedBy);
      }
    }
    for (const maxRows of [0, 1, 2047, 2048, 2049, 4999, 5000, 5001]) {
      const { cells, json } = await both(SCALARS, { maxRows });
      expect({ maxRows, ...json }).toEqual({ maxRows, ...cells });
      outcomes.add('error' in cells ? (cells.error ?? null) : cells.truncatedBy);
    }
    // Every way a read ends was compared: cut by bytes, cut by rows, complete, and no row fitting.
    expect([...outcomes].sort()).toEqual(['bytes', 'result_too_large', 'rows', null].sort());
    const { cells, json } = await both(SCALARS, { maxRows: 3000, maxBytes: 500_000 });
    expect(json).toEqual(cells);
  });

  it('write lists and structs, edge values and results without rows the same way', async () => {
    for (const sql of [NESTED, EDGES, `${SCALARS} LIMIT 0`, 'SELECT 1 AS one WHERE false']) {
      for (const options of [{}, { maxBytes: 5_000 }, { maxRows: 2 }]) {
        const { cells, json } = await both(sql, options);
        expect(json).toEqual(cells);
      }
    }
  });

  it('cellJson is the results layer’s JSON of a cell', () => {
    const cells: CellValue[] = [
      null,
      true,
      false,
      0,
      -0,
      1.5e300,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      2n ** 53n - 1n,
      -(2n ** 53n) + 1n,
      2n ** 53n,
      -(2n ** 53n),
      2n ** 127n,
      'plain',
      'quote " backslash \\ control \u0001 lone \ud800 pair 𝄞 é',
      [1, 'a', null, [2n ** 60n, { k: Number.NaN }]],
      { a: 1, 'b"c': [true, 'x'], d: { e: 2n ** 70n } },
    ];
    for (const cell of cells) expect(cellJson(cell)).toBe(JSON.stringify(toJson(cell)));
  });
});
