import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQuery } from '../../src/compiler/compile.js';
import { loadContracts } from '../../src/contracts/load.js';
import type { Contract } from '../../src/contracts/model.js';
import { DuckDbWarehouse } from '../../src/engines/duckdb/warehouse.js';
import { ENGINE_NAMES, ENGINES, type EngineName } from '../../src/engines/index.js';
import { applyContractRls } from '../../src/governance/rls.js';
import { resolveQuery } from '../../src/query/resolve.js';
import { querySpecSchema } from '../../src/query/spec.js';

let contracts: ReadonlyMap<string, Contract>;
let warehouse: DuckDbWarehouse;
beforeAll(async () => {
  warehouse = await DuckDbWarehouse.open({
    path: resolve('.charter/demo.duckdb'),
    memoryLimit: '1GB',
    threads: 1,
    queryTimeoutMs: 10_000,
  });
  contracts = (await loadContracts(resolve('demo/contracts'), warehouse)).contracts;
});
afterAll(async () => warehouse?.close());

const paging = { defaultLimit: 1000, maxLimit: 10_000 };

/** Named queries whose compiled SQL is pinned per engine in test/unit/__snapshots__/<engine>/<name>.sql. */
const CASES: Record<
  string,
  { contract: string; query: unknown; context?: Record<string, string | string[]> }
> = {
  month_grain: {
    contract: 'flights',
    query: {
      dimensions: [{ name: 'flight_date', time_grain: 'month' }],
      measures: ['flight_count', 'avg_delay', 'delayed_flights'],
    },
  },
  filters_and_sorts: {
    contract: 'flights',
    query: {
      dimensions: ['origin_state', 'origin'],
      measures: ['flight_count', 'total_distance'],
      filters: [
        { field: 'origin_state', operator: 'in', value: ['CA', 'NV'] },
        { field: 'origin_city', operator: 'contains', value: 'San' },
        { field: 'destination', operator: 'ends_with', value: 'X' },
        { field: 'flight_date', operator: 'between', value: ['2001-03-01', '2001-03-31'] },
        { field: 'flight_count', operator: 'gt', value: 100 },
      ],
      sorts: [{ field: 'flight_count', direction: 'desc' }],
      limit: 50,
      offset: 100,
    },
  },
  measures_only: { contract: 'weather', query: { measures: ['day_count', 'total_precipitation'] } },
  rls_eq: {
    contract: 'regional_flights',
    query: { dimensions: [{ name: 'flight_date', time_grain: 'week' }], measures: ['flight_count'] },
    context: { state: 'CA' },
  },
  rls_list: {
    contract: 'regional_flights',
    query: { measures: ['avg_delay'] },
    context: { state: ['CA', 'NV'] },
  },
};

function compile(name: string, engine: EngineName) {
  const c = CASES[name];
  if (!c) throw new Error(name);
  const contract = contracts.get(c.contract) as Contract;
  const resolved = resolveQuery(contract, querySpecSchema.parse(c.query), c.context, paging);
  const renderer = ENGINES[engine].createRenderer();
  return renderer.render(applyContractRls(compileQuery(resolved), contract, resolved.context));
}

// Every engine of src/engines/index.ts; test/engines/snapshots.test.ts runs the pinned SQL on each.
describe.each(ENGINE_NAMES)('compiled SQL (%s)', (engine) => {
  it.each(Object.keys(CASES))('%s', async (name) => {
    const first = compile(name, engine);
    expect(compile(name, engine)).toEqual(first); // deterministic
    expect(Object.isFrozen(first) && Object.isFrozen(first.params)).toBe(true);
    await expect(`${first.sql}\n-- params: ${JSON.stringify(first.params)}\n`).toMatchFileSnapshot(
      `__snapshots__/${engine}/${name}.sql`,
    );
  });
});

describe('compiled SQL runs on DuckDB', () => {
  it.each(Object.keys(CASES))('%s', async (name) => {
    const result = await warehouse.execute(compile(name, 'duckdb'));
    expect(result.columns.length).toBeGreaterThan(0);
  });
});

describe('resolveQuery', () => {
  it('defaults and clamps the limit', () => {
    const contract = contracts.get('flights') as Contract;
    const spec = (q: unknown) => querySpecSchema.parse(q);
    expect(resolveQuery(contract, spec({ measures: ['flight_count'] }), undefined, paging)).toMatchObject({
      limit: 1000,
      offset: 0,
      requestedLimit: null,
    });
    expect(
      resolveQuery(contract, spec({ measures: ['flight_count'], limit: 20_000 }), undefined, paging),
    ).toMatchObject({
      limit: 10_000,
      requestedLimit: 20_000,
    });
  });

  it('collects value-type problems per filter', () => {
    const contract = contracts.get('flights') as Contract;
    const run = () =>
      resolveQuery(
        contract,
        querySpecSchema.parse({
          measures: ['flight_count'],
          filters: [
            { field: 'flight_date', operator: 'gt', value: 'yesterday' },
            { field: 'origin', operator: 'in', value: 'SFO' },
            { field: 'origin', operator: 'between', value: ['A', 'B'] },
            { field: 'avg_delay', operator: 'gt', value: '5' },
            { field: 'origin', operator: 'is_null', value: 'x' },
          ],
        }),
        undefined,
        paging,
      );
    expect(run).toThrowError(expect.objectContaining({ code: 'query_validation_failed' }));
    try {
      run();
    } catch (err) {
      expect((err as { errors: string[] }).errors).toEqual([
        expect.stringContaining('query.filters[0].value: expected an ISO 8601 date'),
        expect.stringContaining("query.filters[1].value: 'in' needs a list"),
        expect.stringContaining("query.filters[2].operator: 'between' is not allowed on 'origin'"),
        expect.stringContaining("query.filters[3].value: expected a number for 'gt'"),
        expect.stringContaining("query.filters[4].value: 'is_null' takes no value"),
      ]);
    }
  });
});
