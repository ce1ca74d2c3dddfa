import { resolve } from 'node:path';
import { DuckDBInstance, type DuckDBType } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellReader, toCell } from '../../src/engines/duckdb/cells.js';
import { DuckDbWarehouse } from '../../src/engines/duckdb/warehouse.js';
import { cellBytes, ResultBudget } from '../../src/warehouse/budget.js';

/**
 * Microseconds spread over years 1..9999 (pseudo-random but fixed) plus the
 * edges: the epoch and around it, day boundaries, leap days, the first and
 * last fast years, and values outside them.
 */
const MICROS = `
  SELECT (hash(i) % 315537897600000000)::BIGINT - 62135596800000000 AS us FROM range(20000) t(i)
  UNION ALL SELECT (hash(i) % 172800000000)::BIGINT - 86400000000 FROM range(2000) t(i)
  UNION ALL SELECT unnest([0, -1, 1, 999999, -999999, 1000000, -1000000, 86399999999, 86400000000,
    -86400000000, -86399999999, -86400000001, 951782400000000, 951868799999999, -2208988800000000,
    -62135596800000000, -62135596799999999, 253402300799999999, 253402300800000000, -62135596800000001,
    4102444800123456, 9007199254740991, -9007199254740991])::BIGINT`;

/** Every fast-read type with its value, from the microsecond list above. */
const TYPED = `
  WITH v AS (${MICROS})
  SELECT make_timestamp(us) AS ts,
         make_timestamp(us)::TIMESTAMPTZ AS tstz,
         make_timestamp(us)::TIMESTAMP_MS AS ts_ms,
         make_timestamp(us)::TIMESTAMP_S AS ts_s,
         CASE WHEN us BETWEEN -9223372036854775 AND 9223372036854775 THEN make_timestamp(us)::TIMESTAMP_NS END AS ts_ns,
         make_timestamp(us)::DATE AS d,
         us AS big,
         us::HUGEINT * 1000000::HUGEINT AS huge,
         abs(us)::UBIGINT AS ubig,
         abs(us)::UHUGEINT * 1000::UHUGEINT AS uhuge
  FROM v
  UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
  UNION ALL SELECT 'infinity'::TIMESTAMP, 'infinity'::TIMESTAMPTZ, NULL, NULL, NULL, 'infinity'::DATE,
    9223372036854775807, 170141183460469231731687303715884105727::HUGEINT, 18446744073709551615::UBIGINT, NULL
  UNION ALL SELECT '-infinity'::TIMESTAMP, '-infinity'::TIMESTAMPTZ, NULL, NULL, NULL, '-infinity'::DATE,
    -9223372036854775808, -170141183460469231731687303715884105727::HUGEINT, 0::UBIGINT, 0::UHUGEINT
  UNION ALL SELECT TIMESTAMP '0001-01-01 00:00:00' - INTERVAL 1 DAY, NULL, NULL, NULL, NULL,
    DATE '0001-01-01' - 1, 9007199254740992, 9007199254740993::HUGEINT, 9007199254740992::UBIGINT, NULL
  UNION ALL SELECT TIMESTAMP '12000-01-01', NULL, NULL, NULL, NULL, DATE '20000-02-29', -9007199254740992, NULL, NULL, NULL`;

describe('DuckDB cell readers', () => {
  let instance: DuckDBInstance;
  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:');
  });
  afterAll(() => instance.closeSync());

  it('read every time and integer type exactly as the general conversion does, and charge the same bytes', async () => {
    const connection = await instance.connect();
    const result = await connection.stream(TYPED);
    const types = result.columnTypes() as DuckDBType[];
    let compared = 0;
    for (
      let chunk = await result.fetchChunk();
      chunk && chunk.rowCount > 0;
      chunk = await result.fetchChunk()
    ) {
      for (let c = 0; c < chunk.columnCount; c += 1) {
        const vector = chunk.getColumnVector(c);
        const read = cellReader(vector, (types[c] as DuckDBType).typeId);
        for (let r = 0; r < chunk.rowCount; r += 1) {
          const budget = new ResultBudget([]);
          budget.startRow(); // a row with no columns: its braces, 2 bytes
          const fast = read(r, budget);
          budget.keep([fast]);
          const general = toCell(vector.getItem(r));
          // The general route keeps every integer a bigint; the results layer turns safe ones into numbers.
          const expected =
            typeof general === 'bigint' && Number.isSafeInteger(Number(general)) ? Number(general) : general;
          if (fast !== expected || budget.bytesUsed - 2 !== cellBytes(expected)) {
            // Only a difference is asserted cell by cell: 200,000 matching expects would be slow.
            expect({ column: result.columnName(c), row: r, fast, bytes: budget.bytesUsed - 2 }).toEqual({
              column: result.columnName(c),
              row: r,
              fast: expected,
              bytes: cellBytes(expected),
            });
          }
          compared += 1;
        }
      }
    }
    connection.closeSync();
    expect(compared).toBeGreaterThan(22_000 * 10);
  });

  it('write timestamps and dates of years 1..9999 as DuckDB itself renders them', async () => {
    const warehouse = await DuckDbWarehouse.open({
      path: resolve('.charter/demo.duckdb'),
      memoryLimit: '1GB',
      threads: 2,
      queryTimeoutMs: 60_000,
    });
    try {
      const result = await warehouse.execute({
        sql: `WITH v AS (${MICROS})
              SELECT make_timestamp(us) AS ts, replace(make_timestamp(us)::VARCHAR, ' ', 'T') AS ts_text,
                     make_timestamp(us)::TIMESTAMP_MS AS ms, replace(make_timestamp(us)::TIMESTAMP_MS::VARCHAR, ' ', 'T') AS ms_text,
                     make_timestamp(us)::DATE AS d, make_timestamp(us)::DATE::VARCHAR || 'T00:00:00' AS d_text
              FROM v WHERE us BETWEEN -62135596800000000 AND 253402300798999999`,
        params: [],
      });
      expect(result.rows.length).toBeGreaterThan(22_000);
      const differ = result.rows.filter(
        ([ts, tsText, ms, msText, d, dText]) => ts !== tsText || ms !== msText || d !== dText,
      );
      expect(differ).toEqual([]);
    } finally {
      await warehouse.close();
    }
  });
});
