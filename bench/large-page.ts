/**
 * Large pages: a 10,000-row REST page against the raw engine reading the same
 * rows. Side by side in one run, interleaved round by round:
 *
 * - raw engine: the service's own SQL text minus the `count(*) OVER ()` total
 *   column, run through @duckdb/node-api on a second instance over the same
 *   file, rows converted to JS values as a minimal client would (`getRowsJS`);
 * - service (HTTP): `POST /v1/api/analytics-app/query` over loopback with
 *   `Cache-Control: no-store` (the warehouse answers every time), body read
 *   to the end;
 * - raw engine, service SQL: the service's exact statement, total included.
 *
 * Prints median and p95 of each, the service/raw ratio against the 1.05x
 * target, and the load average (the host may be shared). `npm run
 * bench:large-page`; writes bench/results/large-page.md. Bounded to about a
 * minute. Profile with `node --cpu-prof bin/run-ts.js bench/large-page.ts`.
 */
import { loadavg } from 'node:os';
import { DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import { planContractQuery, type QueryContractArgs } from '../src/tools/query-contract.js';
import {
  DEMO_KEYS,
  loadAtEnd,
  machineLine,
  measureInterleaved,
  median,
  ms,
  p95,
  progress,
  startDemo,
  table,
  withoutTotal,
  writeReport,
} from './support.js';

const CONSUMER = 'analytics-app';
const TARGET_RATIO = 1.05;
const ROUNDS = { warmup: 5, rounds: 40, minRounds: 15, budgetMs: 45_000 };

/** 10,000 rows with a timestamp, two strings, an integer count, a double and a large sum per row. */
const BODY: QueryContractArgs = {
  contract_name: 'flights',
  query: {
    dimensions: [{ name: 'flight_date' }, { name: 'origin' }, { name: 'destination' }],
    measures: ['flight_count', 'avg_delay', 'total_distance'],
    filters: [{ field: 'origin', operator: 'in', value: ['SEA', 'PDX', 'SFO', 'LAX', 'DEN'] }],
    limit: 10_000,
  },
};

async function main(): Promise<void> {
  const runStarted = performance.now();
  const loadStart = loadavg();
  const demo = await startDemo();
  const { statement } = planContractQuery(demo.service, { consumer: demo.consumer(CONSUMER) }, BODY);
  const rawSql = withoutTotal(statement.sql);
  const wh = demo.config.warehouse;
  if (wh.engine !== 'duckdb') throw new Error('needs the DuckDB demo');
  // Same file, same settings as the adapter: only the layers above the engine differ.
  const raw = await DuckDBInstance.create(wh.path, {
    access_mode: 'READ_ONLY',
    memory_limit: wh.memory_limit,
    threads: String(wh.threads),
  });
  const rawRun = (sql: string) => async () => {
    const connection = await raw.connect();
    try {
      const reader = await connection.runAndReadAll(sql, statement.params as DuckDBValue[]);
      return reader.getRowsJS();
    } finally {
      connection.closeSync();
    }
  };
  const runRaw = rawRun(rawSql);
  const url = `${demo.baseUrl}/v1/api/${CONSUMER}/query`;
  const payload = JSON.stringify(BODY);
  const callHttp = async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${DEMO_KEYS[CONSUMER]}`,
        'content-type': 'application/json',
        // The row path is measured, not the result cache: every request reads the warehouse.
        'cache-control': 'no-store',
      },
      body: payload,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
    return text;
  };

  // Sanity: both read the same number of rows, or the comparison means nothing.
  const rawRows = await runRaw();
  const page = JSON.parse(await callHttp()) as { data: { pagination: { items: unknown[] } } };
  const items = page.data.pagination.items.length;
  if (rawRows.length !== items) throw new Error(`rows differ: raw ${rawRows.length}, REST ${items}`);

  progress(`measuring ${items}-row page`);
  const { rounds, samples, cpu } = await measureInterleaved(
    [
      { name: 'raw engine', probe: runRaw },
      { name: 'service (HTTP)', probe: callHttp },
      // The service's exact statement (page and total) read raw: splits the gap into the total's cost and the service's.
      { name: 'raw engine, service SQL', probe: rawRun(statement.sql) },
    ],
    ROUNDS,
  );
  const [rawS, httpS, rawServiceSqlS] = samples as [number[], number[], number[]];
  const ratio = median(httpS) / median(rawS);
  const out: string[] = [];
  out.push('# Large pages: 10,000-row REST page vs raw engine', '');
  out.push(machineLine(demo.config), '');
  out.push(
    `Load average (1/5/15 min) at start ${loadStart.map((x) => x.toFixed(2)).join(' / ')}; ` +
      `${rounds} measured rounds after ${ROUNDS.warmup} warm-up, interleaved.`,
    '',
  );
  out.push(`\`POST /v1/api/${CONSUMER}/query\` \`${payload}\` → ${items} rows.`, '');
  out.push('```sql', rawSql, `-- params: ${JSON.stringify(statement.params)}`, '```', '');
  const names = ['raw engine (getRowsJS)', 'service (HTTP)', 'raw engine, service SQL'];
  const rows = [rawS, httpS, rawServiceSqlS].map((s, i) => [
    names[i]!,
    ms(median(s)),
    ms(p95(s)),
    ms(Math.min(...s)),
    ms(median(cpu[i]!)),
  ]);
  out.push(
    ...table(
      [
        ['path', 'left'],
        ['median ms', 'right'],
        ['p95 ms', 'right'],
        ['min ms', 'right'],
        ['CPU ms (median)', 'right'],
      ],
      rows,
    ),
    '',
  );
  out.push(
    `Service/raw median ratio **${ratio.toFixed(3)}×** → target ≤ ${TARGET_RATIO}× ` +
      `**${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}**.`,
    '',
  );
  out.push(loadAtEnd(runStarted));
  raw.closeSync();
  await demo.close();
  await writeReport('large-page', out);
}

await main();
