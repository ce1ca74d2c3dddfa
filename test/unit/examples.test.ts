import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContracts } from '../../src/contracts/load.js';
import { DuckDbRenderer } from '../../src/engines/duckdb/renderer.js';
import { DuckDbWarehouse } from '../../src/engines/duckdb/warehouse.js';
import { checkExamples } from '../../src/tools/examples.js';

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

const deps = () => ({
  warehouse,
  renderer: new DuckDbRenderer(),
  paging: { defaultLimit: 100, maxLimit: 1000 },
});

describe('verified queries (contract examples)', () => {
  it('runs every demo example without a problem', async () => {
    const { contracts } = await loadContracts(resolve('demo/contracts'), warehouse);
    for (const contract of contracts.values()) {
      expect(contract.examples.length).toBeGreaterThanOrEqual(2);
      expect(await checkExamples(deps(), contract)).toEqual([]);
    }
  });

  it('reports a broken example at the file:line:col of the part that is wrong', async () => {
    const { contracts, failures } = await loadContracts(
      resolve('test/unit/fixtures/example-contracts'),
      warehouse,
    );
    expect(failures).toEqual([]);
    const contract = contracts.get('stocks_examples');
    if (!contract) throw new Error('fixture not loaded');
    const problems = await checkExamples(deps(), contract);
    expect(problems).toEqual([
      expect.stringMatching(
        /stocks\.yaml:23:20: example "Price by company": query\.dimensions\[0\]\.name: unknown dimension 'company'/,
      ),
      expect.stringMatching(/stocks\.yaml:28:\d+: example "Symbols priced over 100": query\.filters\[0\]/),
    ]);
  });
});
