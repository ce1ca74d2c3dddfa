import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { buildServer } from '../../src/http/server.js';
import { createService, type Service } from '../../src/service.js';
import { demoConfig, KEYS, postJson, type RunningServer } from '../helpers/server.js';
import { connect, structured } from '../mcp/helpers.js';

/**
 * Rollups as a consumer sees them, on the demo (3M flights): the README's
 * examples and month / quarter / year and per origin / state aggregates are
 * served by rollups once they are built, and by the warehouse before, with
 * the same answer; the source is named in REST, MCP and `charter explain`.
 */

let service: Service;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  // The cache off: these tests watch which source answers each request.
  const config = await demoConfig((c) => ({
    ...c,
    rollups: { ...c.rollups, path: ':memory:' },
    cache: { ...c.cache, enabled: false },
  }));
  // Builds are started by hand below, to see the warehouse answer before they are ready.
  service = await createService(config, undefined, { buildRollups: false });
  app = await buildServer(service);
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

const README_MONTHS = {
  key: KEYS.analytics,
  slug: 'analytics-app',
  body: {
    contract_name: 'flights',
    query: {
      dimensions: [{ name: 'flight_date', time_grain: 'month' }],
      measures: ['flight_count', 'avg_delay'],
      limit: 3,
    },
  },
};
const README_RLS = {
  key: KEYS.state,
  slug: 'state-portal',
  body: {
    contract_name: 'regional_flights',
    query: {
      dimensions: ['origin'],
      measures: ['flight_count'],
      sorts: [{ field: 'flight_count', direction: 'desc' }],
      limit: 5,
    },
    context: { state: 'CA' },
  },
};
const aggregates = (grain: string, dims: string[]) => ({
  key: KEYS.analytics,
  slug: 'analytics-app',
  body: {
    contract_name: 'flights',
    query: {
      dimensions: [...dims, { name: 'flight_date', time_grain: grain }],
      measures: ['flight_count', 'avg_delay', 'total_distance', 'avg_distance', 'delayed_flights'],
      limit: 50,
    },
  },
});
const CASES = [
  ['README: flights by month', README_MONTHS, 'daily'],
  ['README: regional flights per origin for CA', README_RLS, 'monthly_by_origin'],
  ['by quarter', aggregates('quarter', []), 'daily'],
  ['by year', aggregates('year', []), 'daily'],
  ['per origin by month', aggregates('month', ['origin']), 'monthly_by_origin'],
  [
    'per origin and destination state by quarter',
    aggregates('quarter', ['origin_state', 'destination_state']),
    'monthly_by_state',
  ],
] as const;

type Req = (typeof CASES)[number][1];
const ask = (r: Req) => postJson(`${url}/v1/api/${r.slug}/query`, r.body, r.key);

describe('rollups over HTTP', () => {
  const before = new Map<string, Record<string, unknown>>();

  it('answers from the warehouse while no rollup is ready', async () => {
    for (const [name, req] of CASES) {
      const res = await ask(req);
      expect(res.status, name).toBe(200);
      const data = res.body.data as Record<string, unknown>;
      expect(data.served_by, name).toEqual({ source: 'warehouse', rollup: null });
      before.set(name, data);
    }
    expect(service.rollups?.status().every((s) => s.status === 'pending')).toBe(true);
  });

  it('answers the same from rollups once they are built', async () => {
    service.rollups?.start();
    await service.rollups?.whenIdle();
    for (const [name, req, rollup] of CASES) {
      const res = await ask(req);
      expect(res.status, name).toBe(200);
      const data = res.body.data as Record<string, unknown>;
      expect(data.served_by, name).toEqual({ source: 'rollup', rollup });
      expect(data.pagination, name).toEqual(before.get(name)?.pagination);
    }
  });

  it('still sends what no rollup can answer to the warehouse', async () => {
    const res = await postJson(
      `${url}/v1/api/analytics-app/query`,
      {
        contract_name: 'flights',
        query: {
          dimensions: ['origin'],
          measures: ['flight_count'],
          filters: [{ field: 'flight_date', operator: 'gte', value: '2001-02-15' }],
          limit: 1,
        },
      },
      KEYS.analytics,
    );
    expect((res.body.data as Record<string, unknown>).served_by).toEqual({
      source: 'warehouse',
      rollup: null,
    });
  });

  it('names the source in MCP query_contract results', async () => {
    const running = { url } as RunningServer;
    const { client } = await connect(running, 'state-portal', KEYS.state);
    try {
      const called = await client.callTool({ name: 'query_contract', arguments: { ...README_RLS.body } });
      const result = structured(called);
      // Where the rows came from is result metadata (docs/mcp.md): `_meta`, beside the rows.
      expect(called._meta?.served_by).toEqual({ source: 'rollup', rollup: 'monthly_by_origin' });
      const page = before.get(CASES[1][0])?.pagination as { items: unknown } | undefined;
      expect(result.rows).toEqual(page?.items);
    } finally {
      await client.close();
    }
  });

  it('lists each rollup with its rows, build time and age', () => {
    const status = service.rollups?.status() ?? [];
    expect(status.map((s) => `${s.contract}.${s.rollup}`)).toEqual([
      'flights.daily',
      'flights.monthly_by_origin',
      'flights.monthly_by_state',
      'regional_flights.daily_by_state',
      'regional_flights.monthly_by_origin',
      'regional_flights.monthly_by_state',
    ]);
    for (const s of status) {
      expect(s.status).toBe('ready');
      expect(s.rows).toBeGreaterThan(0);
      expect(s.build_ms).toBeGreaterThanOrEqual(0);
      expect(Date.parse(s.built_at ?? '')).toBeLessThanOrEqual(Date.now());
    }
    // 2001-01-01 to 2001-06-30, plus the one flight dated 2001-07-01 00:00 in the demo data.
    expect(status.find((s) => s.rollup === 'daily')?.rows).toBe(182);
  });

  it("stops serving a contract's rollups the moment its data version changes, and rebuilds them", async () => {
    service.rollups?.dataVersionChanged('flights', 'v2');
    const during = await ask(README_MONTHS);
    expect((during.body.data as Record<string, unknown>).served_by).toEqual({
      source: 'warehouse',
      rollup: null,
    });
    // The other contract's rollups are untouched.
    const other = await ask(README_RLS);
    expect((other.body.data as Record<string, unknown>).served_by).toEqual({
      source: 'rollup',
      rollup: 'monthly_by_origin',
    });
    await service.rollups?.whenIdle();
    const after = await ask(README_MONTHS);
    const data = after.body.data as Record<string, unknown>;
    expect(data.served_by).toEqual({ source: 'rollup', rollup: 'daily' });
    expect(data.pagination).toEqual(before.get(CASES[0][0])?.pagination);
    const flights = service.rollups?.status().filter((s) => s.contract === 'flights') ?? [];
    expect(flights.map((s) => [s.status, s.data_version])).toEqual([
      ['ready', 'v2'],
      ['ready', 'v2'],
      ['ready', 'v2'],
    ]);
  });
});

describe('charter explain', () => {
  it('names the rollup that answers, or why none matched', async () => {
    const run = async (query: unknown) => {
      const lines: string[] = [];
      const code = await main(
        ['explain', '--consumer', 'analytics-app', '--contract', 'flights', '--query', JSON.stringify(query)],
        { log: (s) => lines.push(s), error: (s) => lines.push(s) },
      );
      expect(code).toBe(0);
      return lines.join('\n');
    };
    const served = await run(README_MONTHS.body.query);
    expect(served).toContain("-- served by rollup 'daily' of contract 'flights'");
    expect(served).toContain('FROM "flights__daily"');
    const refused = await run({ dimensions: ['destination'], measures: ['flight_count'] });
    expect(refused).toContain('-- served by the warehouse; no rollup matched:');
    expect(refused).toContain("--   monthly_by_state: dimension 'destination' is not in the rollup");
  });
});
