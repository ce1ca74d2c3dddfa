/**
 * How to get `total_items` exactly and cheaply: the same page statement timed
 * on DuckDB and PostgreSQL with the total obtained five ways, interleaved in
 * one run. `node bin/run-ts.js bench/total-count.ts` (PostgreSQL from
 * CHARTER_TEST_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/test, with
 * the test suite's `charter_demo` copy of the demo; skipped when unreachable).
 *
 * - window: `count(*) OVER ()` on every row (what the compiler emits, and PostgreSQL runs);
 * - CTE count: the un-paged rows in a materialised CTE, counted by a scalar
 *   subquery, the page cut from the CTE (what DuckDB runs);
 * - none: the page alone, no total (the floor);
 * - page + count: the page, then `SELECT count(*)` over the un-paged statement;
 * - skip-if-short: the page alone, and the count only when the page is full
 *   (a first page shorter than the limit is the whole result);
 * - page ‖ count: the page and the count at once, on two connections of the
 *   same engine (two statements, so two snapshots on an engine that writes).
 *
 * CPU is this process's (all threads): the whole cost on DuckDB, only the
 * client's on PostgreSQL.
 */
import { loadavg } from 'node:os';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { planContractQuery, type QueryContractArgs } from '../src/tools/query-contract.js';
import { measureInterleaved, median, ms, p95, progress, startDemo, table, withoutTotal } from './support.js';

const SHAPES: readonly { label: string; body: QueryContractArgs }[] = [
  {
    label: '10,000-row page of a larger result',
    body: {
      contract_name: 'flights',
      query: {
        dimensions: [{ name: 'flight_date' }, { name: 'origin' }, { name: 'destination' }],
        measures: ['flight_count', 'avg_delay', 'total_distance'],
        filters: [{ field: 'origin', operator: 'in', value: ['SEA', 'PDX', 'SFO', 'LAX', 'DEN'] }],
        limit: 10_000,
      },
    },
  },
  {
    label: 'first page shorter than the limit (by month)',
    body: {
      contract_name: 'flights',
      query: { dimensions: [{ name: 'flight_date', time_grain: 'month' }], measures: ['flight_count'] },
    },
  },
];
const ROUNDS = { warmup: 2, rounds: 15, minRounds: 6, budgetMs: 25_000 };

type Run = (sql: string, params: readonly unknown[]) => Promise<number>;

/** The strategies as functions of the page's text without a total (`page`). */
function strategies(page: string, limit: number) {
  const unpaged = page.slice(0, page.indexOf('\nORDER BY'));
  const rest = page.slice(unpaged.length);
  const firstLine = unpaged.indexOf('\nFROM');
  const window = `${unpaged.slice(0, firstLine)}, count(*) OVER () AS "__charter_total"${unpaged.slice(firstLine)}${rest}`;
  const cte = `WITH "__charter_rows" AS MATERIALIZED (\n${unpaged}\n)\nSELECT *, (SELECT count(*) FROM "__charter_rows") AS "__charter_total"\nFROM "__charter_rows"${rest}`;
  const count = `SELECT count(*) AS n FROM (${unpaged}) AS q`;
  return {
    window: async (run: Run, p: readonly unknown[]) => run(window, p),
    'CTE count': async (run: Run, p: readonly unknown[]) => run(cte, p),
    none: async (run: Run, p: readonly unknown[]) => run(page, p),
    'page + count': async (run: Run, p: readonly unknown[]) => (await run(page, p)) + (await run(count, p)),
    'skip-if-short': async (run: Run, p: readonly unknown[]) => {
      const rows = await run(page, p);
      return rows < limit ? rows : rows + (await run(count, p));
    },
    'page ‖ count': async (run: Run, p: readonly unknown[]) => {
      const [rows, total] = await Promise.all([run(page, p), run(count, p)]);
      return rows + total;
    },
  };
}

async function engines(path: string) {
  const duck = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY', threads: '2' });
  const duckRun: Run = async (sql, params) => {
    const c = await duck.connect();
    try {
      return (await c.runAndReadAll(sql, params as never)).getRowsJS().length;
    } finally {
      c.closeSync();
    }
  };
  const url = process.env.CHARTER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  // Two connections, so that the concurrent strategy runs its statements at once.
  const client = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 3_000, max: 2 });
  client.on('connect', (c) => {
    c.query('SET search_path TO charter_demo').catch(() => {});
  });
  let pgRun: Run | null = null;
  try {
    await client.query('SELECT 1 FROM charter_demo.flights LIMIT 1');
    pgRun = async (sql, params) => (await client.query(sql, params as unknown[])).rows.length;
  } catch (err) {
    progress(`PostgreSQL skipped: ${(err as Error).message}`);
  }
  return {
    list: [['DuckDB', duckRun] as const, ...(pgRun ? [['PostgreSQL', pgRun] as const] : [])],
    close: async () => {
      duck.closeSync();
      await client.end().catch(() => {});
    },
  };
}

async function main(): Promise<void> {
  const demo = await startDemo();
  const wh = demo.config.warehouse;
  if (wh.engine !== 'duckdb') throw new Error('needs the DuckDB demo');
  const { list, close } = await engines(wh.path);
  const out = [
    `Load average at start ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')}.`,
    '',
  ];
  for (const shape of SHAPES) {
    const { statement, resolved } = planContractQuery(
      demo.service,
      { consumer: demo.consumer('analytics-app') },
      shape.body,
    );
    const s = strategies(withoutTotal(statement.sql), resolved.limit);
    for (const [engine, run] of list) {
      progress(`${shape.label} on ${engine}`);
      const names = Object.keys(s) as (keyof typeof s)[];
      const { rounds, samples, cpu } = await measureInterleaved(
        names.map((name) => ({ name, probe: () => s[name](run, statement.params) })),
        ROUNDS,
      );
      out.push(`${shape.label}, ${engine} (${rounds} rounds):`, '');
      const base = median(samples[2]!);
      out.push(
        ...table(
          [
            ['total by', 'left'],
            ['median ms', 'right'],
            ['p95 ms', 'right'],
            ['vs none', 'right'],
            ['CPU ms (median)', 'right'],
          ],
          names.map((n, i) => [
            n,
            ms(median(samples[i]!)),
            ms(p95(samples[i]!)),
            `${(median(samples[i]!) / base).toFixed(2)}×`,
            ms(median(cpu[i]!)),
          ]),
        ),
        '',
      );
    }
  }
  out.push(
    `Load average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')}.`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
  await close();
  await demo.close();
}

await main();
