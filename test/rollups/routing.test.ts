import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContracts } from '../../src/contracts/load.js';
import type { Contract, RollupDefinition } from '../../src/contracts/model.js';
import { DuckDbWarehouse } from '../../src/engines/duckdb/warehouse.js';
import { resolveQuery } from '../../src/query/resolve.js';
import type { ParsedQuerySpec } from '../../src/query/spec.js';
import { rollupLayout } from '../../src/rollups/layout.js';
import { derivable, onBoundary, refusal } from '../../src/rollups/route.js';
import { DUCKDB_PATH } from '../engines/engines.js';

let warehouse: DuckDbWarehouse;
let contracts: ReadonlyMap<string, Contract>;

beforeAll(async () => {
  warehouse = await DuckDbWarehouse.open({
    path: DUCKDB_PATH,
    memoryLimit: '256MB',
    threads: 1,
    queryTimeoutMs: 30_000,
  });
  ({ contracts } = await loadContracts(resolve('demo/contracts'), warehouse));
});
afterAll(async () => warehouse?.close());

function contract(name: string): Contract {
  const c = contracts.get(name);
  if (!c) throw new Error(`demo contract ${name} is not loaded`);
  return c;
}

/** Why rollup `rollup` of `contractName` cannot answer `spec` (null: it can). */
function why(contractName: string, rollup: string, spec: ParsedQuerySpec, context = {}): string | null {
  const c = contract(contractName);
  const def = c.rollups.find((r) => r.name === rollup) as RollupDefinition;
  const q = resolveQuery(c, spec, context, { defaultLimit: 100, maxLimit: 1000 });
  return refusal(q, rollupLayout(c, def));
}

const month = { name: 'flight_date', time_grain: 'month' } as const;

describe('rollup routing: what a rollup may answer', () => {
  it('answers the grain it holds and coarser grains derivable from it', () => {
    expect(
      why('flights', 'monthly_by_origin', { dimensions: [month], measures: ['flight_count'] }),
    ).toBeNull();
    for (const grain of ['quarter', 'year'] as const) {
      expect(
        why('flights', 'monthly_by_origin', {
          dimensions: ['origin_state', { name: 'flight_date', time_grain: grain }],
          measures: ['avg_delay', 'total_distance'],
        }),
      ).toBeNull();
    }
    expect(
      why('flights', 'daily', {
        dimensions: [{ name: 'flight_date', time_grain: 'week' }],
        measures: ['avg_distance'],
      }),
    ).toBeNull();
  });

  it('answers time bounds (gte, lt) on the grain and null checks, dimension filters and measure filters', () => {
    expect(
      why('flights', 'monthly_by_origin', {
        dimensions: ['origin'],
        measures: ['flight_count', 'delayed_flights'],
        filters: [
          { field: 'flight_date', operator: 'gte', value: '2001-02-01' },
          { field: 'flight_date', operator: 'lt', value: '2001-04-01T00:00:00' },
          { field: 'flight_date', operator: 'is_not_null' },
          { field: 'origin_state', operator: 'in', value: ['CA', 'TX'] },
          { field: 'flight_count', operator: 'gt', value: 100 },
        ],
      }),
    ).toBeNull();
  });

  it('applies RLS on a rollup that holds the RLS column', () => {
    expect(
      why(
        'regional_flights',
        'monthly_by_origin',
        { dimensions: ['origin'], measures: ['flight_count'] },
        { state: 'CA' },
      ),
    ).toBeNull();
  });
});

describe('rollup routing: each refusal', () => {
  it('a dimension the rollup lacks', () => {
    expect(
      why('flights', 'monthly_by_origin', { dimensions: ['destination'], measures: ['flight_count'] }),
    ).toBe("dimension 'destination' is not in the rollup");
  });

  it('the time dimension without a grain', () => {
    expect(why('flights', 'daily', { dimensions: ['flight_date'], measures: ['flight_count'] })).toBe(
      "'flight_date' is requested without a time grain; the rollup holds it by day",
    );
  });

  it('a grain finer than the rollup, or not derivable from it (weeks from months)', () => {
    expect(
      why('flights', 'monthly_by_origin', {
        dimensions: [{ name: 'flight_date', time_grain: 'day' }],
        measures: ['flight_count'],
      }),
    ).toBe("grain 'day' of 'flight_date' cannot be computed from the rollup's 'month'");
    expect(
      why('flights', 'monthly_by_origin', {
        dimensions: [{ name: 'flight_date', time_grain: 'week' }],
        measures: ['flight_count'],
      }),
    ).toBe("grain 'week' of 'flight_date' cannot be computed from the rollup's 'month'");
  });

  it('a measure the rollup does not store', () => {
    const c = contract('flights');
    const def: RollupDefinition = {
      name: 'counts',
      dimensions: ['origin'],
      timeDimension: null,
      measures: ['flight_count'],
    };
    const q = resolveQuery(
      c,
      { dimensions: ['origin'], measures: ['avg_delay'] },
      {},
      { defaultLimit: 10, maxLimit: 10 },
    );
    expect(refusal(q, rollupLayout(c, def))).toBe("measure 'avg_delay' is not in the rollup");
    const h = resolveQuery(
      c,
      {
        dimensions: ['origin'],
        measures: ['flight_count'],
        filters: [{ field: 'avg_delay', operator: 'gt', value: 3 }],
      },
      {},
      { defaultLimit: 10, maxLimit: 10 },
    );
    expect(refusal(h, rollupLayout(c, def))).toBe("filter on measure 'avg_delay': not in the rollup");
  });

  it('a filter on a field the rollup lacks', () => {
    expect(
      why('flights', 'monthly_by_origin', {
        measures: ['flight_count'],
        filters: [{ field: 'destination_state', operator: 'eq', value: 'CA' }],
      }),
    ).toBe("filter on 'destination_state': not in the rollup");
  });

  it('a time filter whose operator differs at the grain (gt, lte, eq, between)', () => {
    for (const [operator, value] of [
      ['gt', '2001-02-01'],
      ['lte', '2001-02-01'],
      ['eq', '2001-02-01'],
      ['between', ['2001-02-01', '2001-03-01']],
    ] as const) {
      expect(
        why('flights', 'monthly_by_origin', {
          measures: ['flight_count'],
          filters: [{ field: 'flight_date', operator, value: value as string }],
        }),
      ).toBe(
        `filter '${operator}' on 'flight_date' differs at the rollup's month grain (only gte and lt bounds on month boundaries can be answered)`,
      );
    }
  });

  it('a time bound inside one of the rollup periods', () => {
    expect(
      why('flights', 'monthly_by_origin', {
        measures: ['flight_count'],
        filters: [{ field: 'flight_date', operator: 'gte', value: '2001-02-15' }],
      }),
    ).toBe("filter value '2001-02-15' on 'flight_date' is not on a month boundary");
    expect(
      why('flights', 'daily', {
        measures: ['flight_count'],
        filters: [{ field: 'flight_date', operator: 'lt', value: '2001-02-15T00:00:00.001' }],
      }),
    ).toBe("filter value '2001-02-15T00:00:00.001' on 'flight_date' is not on a day boundary");
  });

  it('an RLS contract rollup without the RLS column', () => {
    const c = contract('regional_flights');
    const def: RollupDefinition = {
      name: 'by_origin',
      dimensions: ['origin'],
      timeDimension: null,
      measures: ['flight_count'],
    };
    const q = resolveQuery(
      c,
      { dimensions: ['origin'], measures: ['flight_count'] },
      { state: 'CA' },
      {
        defaultLimit: 10,
        maxLimit: 10,
      },
    );
    expect(refusal(q, rollupLayout(c, def))).toBe(
      'the rollup does not hold the row-level security column origin_airport.state',
    );
  });
});

describe('grain arithmetic', () => {
  it('derives coarser grains except weeks into months, quarters or years', () => {
    expect(derivable('day', 'week')).toBe(true);
    expect(derivable('hour', 'year')).toBe(true);
    expect(derivable('month', 'quarter')).toBe(true);
    expect(derivable('week', 'month')).toBe(false);
    expect(derivable('month', 'day')).toBe(false);
  });

  it('knows period starts (weeks start on Monday)', () => {
    expect(onBoundary('2001-01-01', 'year')).toBe(true);
    expect(onBoundary('2001-04-01T00:00:00', 'quarter')).toBe(true);
    expect(onBoundary('2001-05-01', 'quarter')).toBe(false);
    expect(onBoundary('2001-01-08', 'week')).toBe(true);
    expect(onBoundary('2001-01-09', 'week')).toBe(false);
    expect(onBoundary('2001-01-09 13:00', 'hour')).toBe(true);
    expect(onBoundary('2001-01-09T13:00:00.000', 'day')).toBe(false);
    expect(onBoundary('2001-01-09T13:00:00.000', 'second')).toBe(true);
    expect(onBoundary('2001-01-09T13:00:00.5', 'second')).toBe(false);
  });
});

describe('rollup declarations are validated with file:line:col', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'charter-rollup-contracts-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('reports unknown fields, bad grains, inexact measures and a missing RLS column', async () => {
    const base = await readFile(resolve('demo/contracts/regional_flights.yaml'), 'utf8');
    const authored = `${base.slice(0, base.indexOf('rollups:'))}rollups:
  - name: broken
    dimensions: [origin, nowhere, flight_date]
    time_dimension: { dimension: origin, grain: month }
    measures: [flight_count, unknown_measure]
  - name: broken
    time_dimension: { dimension: flight_date, grain: month }
    measures: [flight_count]
`;
    await writeFile(join(dir, 'regional_flights.yaml'), authored);
    const { contracts: loaded, failures } = await loadContracts(dir, warehouse);
    expect(loaded.size).toBe(0);
    const problems = failures[0]?.problems ?? [];
    const file = join(dir, 'regional_flights.yaml');
    const line = (text: string) => authored.split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${file}:${line('nowhere')}:\\d+: unknown dimension 'nowhere'$`)),
        expect.stringContaining(
          "'flight_date' is a time dimension: declare it as time_dimension with a grain",
        ),
        expect.stringMatching(
          new RegExp(`^${file}:${line('dimension: origin')}:\\d+: 'origin' is not a time dimension$`),
        ),
        expect.stringContaining("unknown measure 'unknown_measure'"),
        expect.stringContaining("rollup name 'broken' is used twice"),
        expect.stringContaining(
          "the contract's row-level security filters on origin_airport.state: the rollup needs a dimension over that column",
        ),
      ]),
    );
  });

  it('refuses measures that do not re-aggregate exactly (distinct counts, sums of floating-point columns)', async () => {
    const authored = `name: weather_rollups
source: { table: seattle_weather }
dimensions:
  - { name: date, type: time, column: seattle_weather.date }
  - { name: weather, type: string, column: seattle_weather.weather }
measures:
  - { name: kinds, aggregation: count_distinct, column: seattle_weather.weather }
  - { name: rain, aggregation: sum, column: seattle_weather.precipitation }
  - { name: wettest, aggregation: max, column: seattle_weather.precipitation }
rollups:
  - name: monthly
    time_dimension: { dimension: date, grain: month }
    measures: [kinds, rain, wettest]
`;
    await rm(join(dir, 'regional_flights.yaml'), { force: true });
    await writeFile(join(dir, 'weather.yaml'), authored);
    const { failures } = await loadContracts(dir, warehouse);
    expect(failures[0]?.problems).toEqual([
      expect.stringMatching(/:13:16: 'kinds' is a count_distinct: distinct counts cannot be re-aggregated$/),
      expect.stringMatching(
        /:13:23: 'rain' is a sum over a number column: only integer sums re-aggregate exactly$/,
      ),
    ]);
  });
});
