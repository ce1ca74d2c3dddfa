/**
 * Rollups: aggregates served by a rollup over REST against the raw engine
 * running the original (governed warehouse) SQL on the same DuckDB file, in
 * one interleaved run, plus each rollup's build time.
 *
 * `npm run bench:rollups`. Prints a markdown report and writes it to
 * bench/results/rollups.md. Loopback only; bounded to about a minute and a half.
 */
import { loadavg } from 'node:os';
import { DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import { planContractQuery, queryContract } from '../src/tools/query-contract.js';
import {
  loadAtEnd,
  machineLine,
  measureInterleaved,
  median,
  ms,
  p95,
  progress,
  type RunningDemo,
  startDemo,
  table,
  waitForQuietHost,
  writeReport,
} from './support.js';

const POLICY = { warmup: 3, rounds: 40, minRounds: 10, budgetMs: 20_000 } as const;
/** The target: a rollup-served aggregate costs at most a tenth of the raw engine's median. */
const TARGET_RATIO = 0.1;

interface Scenario {
  readonly name: string;
  readonly slug: string;
  readonly key: string;
  readonly body: { contract_name: string; query: Record<string, unknown>; context?: Record<string, unknown> };
}

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'flights by month (README)',
    slug: 'analytics-app',
    key: 'demo-analytics-key',
    body: {
      contract_name: 'flights',
      query: {
        dimensions: [{ name: 'flight_date', time_grain: 'month' }],
        measures: ['flight_count', 'avg_delay'],
      },
    },
  },
  {
    name: 'regional flights per origin, CA (README)',
    slug: 'state-portal',
    key: 'demo-state-key',
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
  },
  {
    name: 'state to state by quarter, 5 measures',
    slug: 'analytics-app',
    key: 'demo-analytics-key',
    body: {
      contract_name: 'flights',
      query: {
        dimensions: ['origin_state', 'destination_state', { name: 'flight_date', time_grain: 'quarter' }],
        measures: ['flight_count', 'avg_delay', 'total_distance', 'avg_distance', 'delayed_flights'],
        limit: 100,
      },
    },
  },
];

async function main(): Promise<void> {
  const runStarted = performance.now();
  const quiet = await waitForQuietHost();
  const demo = await startDemo({ rollups: true });
  const raw = await openRawEngine(demo);
  try {
    progress('building rollups');
    await demo.service.rollups?.whenIdle();
    const lines = [
      '## Rollups',
      '',
      machineLine(demo.config),
      '',
      quiet,
      '',
      '### Build (in the background after start, one at a time, on the warehouse)',
      '',
      ...buildTable(demo),
      '',
      '### Served by a rollup vs the raw engine running the original SQL',
      '',
      ...(await latencyTable(demo, raw)),
      '',
      `Target: rollup median ≤ ${TARGET_RATIO}x the raw engine's median. "REST, rollup" is the whole HTTP`,
      'request (client to response body) with `Cache-Control: no-cache`; "raw engine" runs the governed',
      'warehouse statement of the same query on its own DuckDB connection to the same file (threads and',
      'memory as the service); "tools, warehouse" is the service path with the router bypassed. CPU ms is',
      "this process's CPU time (all threads) for one call: the benchmark, server and engines share it, so",
      'it is what the call costs the machine, unstretched by other tenants.',
      '',
      loadAtEnd(runStarted),
    ];
    const file = await writeReport('rollups', lines);
    if (file) progress(`wrote ${file}`);
  } finally {
    raw.close();
    await demo.close();
  }
}

function buildTable(demo: RunningDemo): string[] {
  const status = demo.service.rollups?.status() ?? [];
  return table(
    [
      ['rollup', 'left'],
      ['status', 'left'],
      ['rows', 'right'],
      ['build ms', 'right'],
    ],
    status.map((s) => [
      `${s.contract}.${s.rollup}`,
      s.status,
      String(s.rows ?? '–'),
      String(s.build_ms ?? '–'),
    ]),
  );
}

async function latencyTable(demo: RunningDemo, raw: RawEngine): Promise<string[]> {
  const rows: string[][] = [];
  for (const s of SCENARIOS) {
    progress(`measuring ${s.name} (load ${loadavg()[0]?.toFixed(2)})`);
    const consumer = demo.consumer(s.slug);
    const call = { consumer, context: s.body.context };
    const plan = planContractQuery(demo.service, call, s.body);
    if (plan.route.kind !== 'rollup')
      throw new Error(`${s.name}: no rollup matched (${plan.route.reasons.join('; ')})`);
    const rollup = plan.route.rollup;
    const withoutRollups = { ...demo.service, rollups: undefined };
    const { samples, cpu, rounds } = await measureInterleaved(
      [
        { name: 'raw', probe: () => raw.run(plan.statement.sql, plan.statement.params as DuckDBValue[]) },
        { name: 'rest', probe: () => rest(demo, s) },
        { name: 'tools-warehouse', probe: () => queryContract(withoutRollups, call, s.body) },
      ],
      POLICY,
    );
    const [rawMs, restMs, whMs] = samples.map(median) as [number, number, number];
    rows.push([
      s.name,
      rollup,
      String(rounds),
      ms(rawMs),
      ms(median(cpu[0] ?? [])),
      ms(restMs),
      ms(p95(samples[1] ?? [])),
      ms(median(cpu[1] ?? [])),
      ms(whMs),
      `${(restMs / rawMs).toFixed(3)}x`,
    ]);
  }
  return table(
    [
      ['query', 'left'],
      ['rollup', 'left'],
      ['rounds', 'right'],
      ['raw engine median ms', 'right'],
      ['raw engine CPU ms', 'right'],
      ['REST, rollup median ms', 'right'],
      ['REST, rollup p95 ms', 'right'],
      ['REST, rollup CPU ms', 'right'],
      ['tools, warehouse median ms', 'right'],
      ['rollup / raw', 'right'],
    ],
    rows,
  );
}

async function rest(demo: RunningDemo, s: Scenario): Promise<void> {
  const res = await fetch(`${demo.baseUrl}/v1/api/${s.slug}/query`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${s.key}`,
      'cache-control': 'no-cache',
    },
    body: JSON.stringify(s.body),
  });
  const body = (await res.json()) as { data?: { served_by?: { source: string } } };
  if (res.status !== 200 || body.data?.served_by?.source !== 'rollup') {
    throw new Error(
      `${s.name}: expected a rollup answer, got ${res.status} ${JSON.stringify(body).slice(0, 200)}`,
    );
  }
}

interface RawEngine {
  run(sql: string, params: DuckDBValue[]): Promise<void>;
  close(): void;
}

/** The demo file opened directly, read-only, with the service's thread and memory settings. */
async function openRawEngine(demo: RunningDemo): Promise<RawEngine> {
  const wh = demo.config.warehouse;
  if (wh.engine !== 'duckdb') throw new Error('the benchmark needs the DuckDB demo warehouse');
  const instance = await DuckDBInstance.create(wh.path, {
    access_mode: 'READ_ONLY',
    threads: String(wh.threads),
    memory_limit: wh.memory_limit,
  });
  return {
    async run(sql, params) {
      const connection = await instance.connect();
      try {
        await connection.runAndReadAll(sql, params);
      } finally {
        connection.closeSync();
      }
    },
    close: () => instance.closeSync(),
  };
}

await main();
