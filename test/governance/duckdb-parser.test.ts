import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDuckDbParser,
  parseJsonLossless,
  stringifyJsonLossless,
} from '../../src/engines/duckdb/parser.js';
import { guardSql } from '../../src/governance/sql-guard/index.js';
import { JsonNumber, type SqlParser } from '../../src/governance/sql-guard/parser.js';
import { openWarehouse, policyFor, runStatement, type TestDatabase } from './fixtures.js';

let parser: SqlParser;
let warehouse: TestDatabase;

beforeAll(async () => {
  [parser, warehouse] = await Promise.all([createDuckDbParser(), openWarehouse('main')]);
});

afterAll(async () => {
  await parser.close();
  warehouse.close();
});

describe('lossless JSON', () => {
  it('keeps numbers a JS number would change, verbatim', () => {
    const text =
      '{"a":18446744073709551615,"b":10.0,"c":1,"d":-0.5,"e":"x\\u0000\\"y","f":[true,null,1e300]}';
    const value = parseJsonLossless(text) as Record<string, unknown>;
    expect(value.a).toEqual(new JsonNumber('18446744073709551615'));
    expect(value.b).toEqual(new JsonNumber('10.0'));
    expect(value.c).toBe(1);
    expect(value.d).toBe(-0.5);
    expect(value.e).toBe('x\u0000"y');
    expect(stringifyJsonLossless(parseJsonLossless(text))).toBe(text);
  });

  it('keeps a __proto__ key as data', () => {
    const value = parseJsonLossless('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['', '{', '{"a":}', '[1,]', '01x', '"\\q"', '{"a":1} x'])('rejects %j', (text) => {
    expect(() => parseJsonLossless(text)).toThrow(SyntaxError);
  });
});

describe('createDuckDbParser', () => {
  it('round-trips 64-bit and 128-bit literals exactly', async () => {
    const sql =
      'SELECT 170141183460469231731687303715884105727 AS huge, 9007199254740993 AS big, 0.1 AS dec, 1e300 AS dbl FROM airports LIMIT 1';
    const rendered = await parser.deparse(await parser.parse(sql));
    const outcome = await runStatement(warehouse, { sql: rendered, params: [] });
    expect(outcome).toMatchObject({
      ok: true,
      rows: ['["170141183460469231731687303715884105727","9007199254740993",0.1,1e+300]'],
    });
    const guarded = await guardSql(sql, policyFor('CA'), parser);
    expect(await runStatement(warehouse, guarded)).toEqual(outcome);
  });

  it('reports parse errors inside the document', async () => {
    expect(await parser.parse('SELEC 1')).toMatchObject({ error: true, error_type: 'parser' });
  });

  it('serves concurrent callers one at a time without mixing results', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const doc = await parser.parse(`SELECT ${i} AS n${i}`);
        return parser.deparse(doc);
      }),
    );
    results.forEach((sql, i) => {
      expect(sql).toBe(`SELECT ${i} AS n${i}`);
    });
  });

  it('guards concurrent statements for different contexts independently', async () => {
    const states = ['CA', 'NY', 'TX', 'WA'];
    const guarded = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        guardSql('SELECT count(*) FROM flights', policyFor(states[i % 4] as string), parser),
      ),
    );
    guarded.forEach((g, i) => {
      expect(g.params).toEqual([states[i % 4]]);
    });
  });

  it('refuses work once closed', async () => {
    const own = await createDuckDbParser();
    await own.close();
    await expect(own.parse('SELECT 1')).rejects.toThrow();
  });
});
