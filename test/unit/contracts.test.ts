import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContracts } from '../../src/contracts/load.js';
import { DuckDbWarehouse } from '../../src/engines/duckdb/warehouse.js';
import { contractJson } from '../../src/tools/describe-object.js';

let warehouse: DuckDbWarehouse;
beforeAll(async () => {
  warehouse = await DuckDbWarehouse.open({
    path: resolve('.charter/demo.duckdb'),
    memoryLimit: '1GB',
    threads: 1,
    queryTimeoutMs: 10_000,
  });
});
afterAll(async () => warehouse?.close());

describe('contract loading', () => {
  it('loads every demo contract', async () => {
    const { contracts, failures } = await loadContracts(resolve('demo/contracts'), warehouse);
    expect(failures).toEqual([]);
    expect([...contracts.keys()].sort()).toEqual([
      'flights',
      'gapminder',
      'regional_flights',
      'stocks',
      'weather',
    ]);
    expect(contracts.get('regional_flights')?.requiredContext).toEqual(['state']);
  });

  it('reports every problem of an invalid contract with file locations, and does not serve it', async () => {
    const dir = resolve('test/unit/fixtures/bad-contracts');
    const { contracts, failures } = await loadContracts(dir, warehouse);
    expect(contracts.size).toBe(0);
    const broken = failures.find((f) => f.file.endsWith('broken.yaml'));
    expect(broken?.problems).toEqual([
      expect.stringMatching(/broken\.yaml:5:14: table 'no_such_table' does not exist/),
      expect.stringMatching(
        /broken\.yaml:10:11: type 'time' does not fit column flights\.origin of type VARCHAR/,
      ),
      expect.stringMatching(/broken\.yaml:14:13: column 'nope' does not exist in table 'flights'/),
      expect.stringMatching(/broken\.yaml:15:18: time_grains is only for time dimensions/),
      expect.stringMatching(/broken\.yaml:19:13: sum needs a numeric column; flights\.origin is VARCHAR/),
      expect.stringMatching(/broken\.yaml:20:11: field name 'origin' is used twice/),
      expect.stringMatching(/broken\.yaml:20:5: aggregation 'avg' needs a column/),
      expect.stringMatching(/broken\.yaml:23:22: unknown field 'ghost'/),
      expect.stringMatching(/broken\.yaml:26:15: unknown relation 'y'/),
    ]);
    const shape = failures.find((f) => f.file.endsWith('shape.yaml'));
    expect(shape?.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/shape\.yaml:1:7: name: must be lower_snake_case/),
        expect.stringMatching(/shape\.yaml:5:11: dimensions\[0\]\.type: /),
        expect.stringMatching(
          /shape\.yaml:6:13: dimensions\[0\]\.column: must be written as relation\.column/,
        ),
        expect.stringMatching(
          /shape\.yaml:7:1: colour: unknown key 'colour'; allowed keys: name, title, description, /,
        ),
      ]),
    );
  });

  describe('every problem at its real place, saying what to do', () => {
    const problemsOf = async (file: string) => {
      const { failures } = await loadContracts(resolve('test/unit/fixtures/diagnostics'), warehouse);
      return failures.find((f) => f.file.endsWith(file))?.problems;
    };

    it('a YAML syntax error is reported where it is, not at 1:1', async () => {
      const problems = (await problemsOf('syntax.yaml')) ?? [];
      expect(problems.length).toBeGreaterThan(0);
      expect(problems[0]).toMatch(/syntax\.yaml:8:1: .*tab/i);
      expect(problems.join('\n')).not.toMatch(/:1:1:/);
    });

    it('a misspelt field is an unknown key on its own line with a did-you-mean, and nothing else', async () => {
      expect(await problemsOf('misspelt.yaml')).toEqual([
        expect.stringMatching(
          /misspelt\.yaml:6:5: measures\[0\]\.agregation: unknown key 'agregation' \(did you mean 'aggregation'\?\); allowed keys: name, title, aggregation, /,
        ),
      ]);
    });

    it('an unknown table is one problem with a did-you-mean, not one more per column', async () => {
      expect(await problemsOf('unknown-table.yaml')).toEqual([
        expect.stringMatching(
          /unknown-table\.yaml:3:10: table 'flightz' does not exist in the warehouse \(did you mean 'flights'\?\); tables: airports, flights, /,
        ),
      ]);
    });
  });
});

describe('value synonyms', () => {
  const stocks = (valueSynonyms: string, type = 'string', column = 'stocks.symbol') => `name: stocks
source:
  table: stocks
dimensions:
  - name: symbol
    type: ${type}
    column: ${column}
    value_synonyms:
${valueSynonyms}
measures:
  - name: avg_price
    aggregation: avg
    column: stocks.price
`;

  async function load(yaml: string) {
    const dir = await mkdtemp(join(tmpdir(), 'charter-vs-'));
    try {
      await writeFile(join(dir, 'stocks.yaml'), yaml);
      return await loadContracts(dir, warehouse);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('loads them for a string dimension and shows them in the contract JSON', async () => {
    const { contracts, failures } = await load(stocks('      AAPL: [Apple]\n      GOOG: [Google, Alphabet]'));
    expect(failures).toEqual([]);
    const symbol = contracts.get('stocks')?.dimensions[0];
    expect(symbol?.valueSynonyms).toEqual({ AAPL: ['Apple'], GOOG: ['Google', 'Alphabet'] });
    const json = contractJson(contracts.get('stocks') as NonNullable<ReturnType<typeof contracts.get>>);
    expect(json.dimensions[0]?.value_synonyms).toEqual({ AAPL: ['Apple'], GOOG: ['Google', 'Alphabet'] });
  });

  it('refuses a name given to two values, and synonyms on a dimension that is not text, at their places', async () => {
    const twice = await load(stocks('      AAPL: [Apple]\n      MSFT: [apple]'));
    expect(twice.failures[0]?.problems).toEqual([
      expect.stringMatching(
        /stocks\.yaml:10:\d+: 'apple' is already a synonym of 'AAPL': a name may stand for one value only/,
      ),
    ]);
    const numeric = await load(stocks("      '1': [one]", 'number', 'stocks.price'));
    expect(numeric.failures[0]?.problems).toEqual([
      expect.stringMatching(
        /stocks\.yaml:9:\d+: value_synonyms is only for string dimensions \('symbol' is number\)/,
      ),
    ]);
  });
});
