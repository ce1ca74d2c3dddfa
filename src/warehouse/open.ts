import type { Logger } from 'pino';
import type { WarehouseConfig } from '../config/load.js';
import { CharterError } from '../errors/registry.js';
import { ensureDemoWarehouse } from './demo.js';
import { DuckDbWarehouse } from './duckdb.js';
import { PostgresWarehouse } from './postgres.js';
import type { Warehouse } from './types.js';

/** Opens the configured warehouse, building the demo database first when asked to. */
export async function openWarehouse(config: WarehouseConfig, logger?: Logger): Promise<Warehouse> {
  if (config.engine === 'postgres') {
    return PostgresWarehouse.open({
      connectionString: config.connection_string,
      schema: config.schema,
      poolSize: config.pool_size,
      queryTimeoutMs: config.query_timeout_ms,
      maxQueued: config.max_queued_statements,
      onIdleError: (err) => logger?.warn({ err: err.message }, 'an idle PostgreSQL connection failed'),
    });
  }
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
