import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadConfig } from '../../src/config/load.js';
import type { Warehouse } from '../../src/warehouse/types.js';
import { DUCKDB_PATH, duckdbWarehouse } from '../engines/engines.js';
import { DEMO_CONFIG, type LogLine, type RunningServer, serveLogged } from '../helpers/server.js';

export { DUCKDB_PATH };

/** The demo admin key (demo/charter.yaml stores its hash). */
export const ADMIN_KEY = 'demo-admin-key';

/** Log lines written by the service under test, parsed. */
export type LogLines = LogLine[];

/**
 * The real service on the demo config, changed by `adjust` (the parsed YAML
 * document), written to a temporary folder so the loader reads it as a user's file.
 */
export async function startAdjusted(
  adjust: (doc: Record<string, unknown>) => void,
  env: Record<string, string> = {},
): Promise<RunningServer & { readonly logs: LogLines }> {
  const dir = await mkdtemp(join(tmpdir(), 'charter-cache-'));
  const doc = parse(await readFile(DEMO_CONFIG, 'utf8')) as Record<string, unknown>;
  doc.warehouse = { ...duckdbWarehouse };
  doc.contracts = resolve('demo/contracts');
  doc.catalog = resolve('demo/catalog');
  // These suites send bursts (64 at once) and hundreds of requests per consumer: admission is not under test.
  doc.limits = {
    consumers: {
      max_concurrent: 1000,
      max_wait_ms: 10_000,
      requests_per_second: 1_000_000,
      burst: 1_000_000,
    },
  };
  // The cache over the warehouse is under test: rollups would answer the demo's aggregates instead.
  doc.rollups = { enabled: false };
  adjust(doc);
  const file = join(dir, 'charter.yaml');
  await writeFile(file, stringify(doc));
  const config = await loadConfig(file, { PORT: '0', HOST: '127.0.0.1', ...env });
  return serveLogged(config, { onClose: () => rm(dir, { recursive: true, force: true }) });
}

/** Statements that reached the real warehouse object (a counting wrapper over its own `execute`). */
export interface StatementCounter {
  readonly count: () => number;
  readonly sql: () => readonly string[];
  /** Milliseconds (performance.now) when each statement settled, in start order; NaN while running. */
  readonly settledAt: () => readonly number[];
}

export function countStatements(warehouse: Warehouse): StatementCounter {
  const original = warehouse.execute.bind(warehouse);
  const seen: string[] = [];
  const settled: number[] = [];
  Object.defineProperty(warehouse, 'execute', {
    configurable: true,
    value: ((statement, options) => {
      const i = seen.push(statement.sql) - 1;
      settled[i] = Number.NaN;
      const run = original(statement, options);
      const mark = () => {
        settled[i] = performance.now();
      };
      run.then(mark, mark);
      return run;
    }) satisfies Warehouse['execute'],
  });
  return { count: () => seen.length, sql: () => [...seen], settledAt: () => [...settled] };
}

/** The month aggregate the issue measures: 6 rows over the 3M-row flights table. */
export const MONTH_QUERY = {
  contract_name: 'flights',
  query: {
    dimensions: [{ name: 'flight_date', time_grain: 'month' }],
    measures: ['flight_count', 'avg_delay'],
  },
} as const;

/** The response body without the one field that legitimately differs between two answers. */
export function withoutTiming(body: Record<string, unknown>): unknown {
  const data = { ...(body.data as Record<string, unknown>) };
  delete data.execution_time_ms;
  delete data.served_by;
  return { ...body, data };
}
