import type { Logger } from 'pino';
import type { WarehouseConfig } from '../../config/load.js';
import type { Engine, EngineCapabilities, OpenEngine } from '../types.js';
import { PostgresRenderer } from './renderer.js';
import { PostgresWarehouse } from './warehouse.js';

export type PostgresConfig = Extract<WarehouseConfig, { engine: 'postgres' }>;

/** No guard over PostgreSQL's own syntax tree yet: `execute_sql` answers `sql_engine_unsupported`. */
const capabilities: EngineCapabilities = { governedSql: false };

/**
 * PostgreSQL: a pooled warehouse with one READ ONLY transaction per statement,
 * `statement_timeout` and `search_path` pinned (`warehouse.ts`, with the type
 * mapping), the renderer's overrides (`renderer.ts`), and the demo loader that
 * copies the DuckDB demo warehouse into a schema (`demo.ts`, `charter load-demo`).
 */
export const postgresEngine: Engine<PostgresConfig> = {
  name: 'postgres',
  capabilities,
  createRenderer: () => new PostgresRenderer(),
  openWarehouse,
  async open(config: PostgresConfig, logger?: Logger): Promise<OpenEngine> {
    const warehouse = await openWarehouse(config, logger);
    return {
      name: 'postgres',
      capabilities,
      warehouse,
      renderer: new PostgresRenderer(),
      sqlGuard: null,
      close: () => warehouse.close(),
    };
  },
};

function openWarehouse(config: PostgresConfig, logger?: Logger): Promise<PostgresWarehouse> {
  return PostgresWarehouse.open({
    connectionString: config.connection_string,
    schema: config.schema,
    poolSize: config.pool_size,
    queryTimeoutMs: config.query_timeout_ms,
    maxQueued: config.max_queued_statements,
    onIdleError: (err) => logger?.warn({ err: err.message }, 'an idle PostgreSQL connection failed'),
  });
}
