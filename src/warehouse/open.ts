import type { Logger } from 'pino';
import type { WarehouseConfig } from '../config/load.js';
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
  return DuckDbWarehouse.open({
    path: config.path,
    memoryLimit: config.memory_limit,
    threads: config.threads,
    queryTimeoutMs: config.query_timeout_ms,
    maxConcurrent: config.max_concurrent_statements,
    maxQueued: config.max_queued_statements,
  });
}
