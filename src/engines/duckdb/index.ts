import type { Logger } from 'pino';
import type { WarehouseConfig } from '../../config/load.js';
import { CharterError } from '../../errors/registry.js';
import { guardSql } from '../../governance/sql-guard/index.js';
import type { SqlParser } from '../../governance/sql-guard/parser.js';
import type { Engine, EngineCapabilities, OpenEngine, SqlGuard } from '../types.js';
import { ensureDemoWarehouse } from './demo.js';
import { createDuckDbParser } from './parser.js';
import { assertPlanScansOnly } from './plan-check.js';
import { DuckDbRenderer } from './renderer.js';
import { DuckDbWarehouse } from './warehouse.js';

export type DuckDbConfig = Extract<WarehouseConfig, { engine: 'duckdb' }>;

const capabilities: EngineCapabilities = { governedSql: true };

/**
 * Embedded DuckDB: a read-only, hardened warehouse file (`warehouse.ts`,
 * values to cells in `cells.ts`), the default renderer with the page total
 * over a materialised CTE (`renderer.ts`), governed SQL through DuckDB's own
 * parser (`parser.ts`) and plan (`plan-check.ts`), and the demo warehouse
 * built from vega-datasets (`demo.ts`).
 */
export const duckdbEngine: Engine<DuckDbConfig> = {
  name: 'duckdb',
  capabilities,
  createRenderer: () => new DuckDbRenderer(),
  openWarehouse,
  async open(config: DuckDbConfig, logger?: Logger): Promise<OpenEngine> {
    const warehouse = await openWarehouse(config, logger);
    let parser: SqlParser;
    try {
      parser = await createDuckDbParser();
    } catch (err) {
      await warehouse.close();
      throw err;
    }
    return {
      name: 'duckdb',
      capabilities,
      warehouse,
      renderer: new DuckDbRenderer(),
      sqlGuard: duckdbSqlGuard(parser),
      close: async () => {
        await parser.close();
        await warehouse.close();
      },
    };
  },
};

/** The guard over DuckDB's syntax tree, with DuckDB's plan as the second check. */
export function duckdbSqlGuard(parser: SqlParser): SqlGuard {
  return {
    guard: (sql, policy) => guardSql(sql, policy, parser),
    checkPlan: (guarded, allowed, run) => assertPlanScansOnly(guarded, allowed, run),
  };
}

/** Opens the configured file, building the demo database first when asked to. */
async function openWarehouse(config: DuckDbConfig, logger?: Logger): Promise<DuckDbWarehouse> {
  if (config.build === 'demo') {
    const { built, ms } = await ensureDemoWarehouse(config.path);
    if (built) logger?.info({ path: config.path, ms }, 'built the demo warehouse from vega-datasets');
  }
  try {
    return await DuckDbWarehouse.open({
      path: config.path,
      memoryLimit: config.memory_limit,
      threads: config.threads,
      queryTimeoutMs: config.query_timeout_ms,
      maxConcurrent: config.max_concurrent_statements,
      maxQueued: config.max_queued_statements,
    });
  } catch (err) {
    throw unopenable(config.path, config.build === 'demo', err);
  }
}

/**
 * Why a DuckDB file cannot be opened, in one line that names the file and
 * what to do: a damaged demo file (a bad header, zero bytes, cut short) is
 * rebuilt when deleted; another process's lock is waited out or stopped.
 */
function unopenable(path: string, demo: boolean, err: unknown): CharterError {
  const engine = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
  const what = demo ? 'The demo warehouse file' : 'The DuckDB warehouse file';
  const todo = /Could not set lock/i.test(engine)
    ? 'another process holds it open; stop that process, or point warehouse.path elsewhere.'
    : demo
      ? 'delete it and start again to rebuild it from vega-datasets.'
      : 'restore it from a backup, or point warehouse.path at a valid DuckDB database.';
  return new CharterError(
    'warehouse_unavailable',
    `${what} ${path} cannot be opened (${engine}): ${todo}`,
    null,
    {
      cause: err,
    },
  );
}
