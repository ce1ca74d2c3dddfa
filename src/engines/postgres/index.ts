import type { Logger } from 'pino';
import type { WarehouseConfig } from '../../config/load.js';
import { guardPostgresSql } from '../../governance/sql-guard/pg/index.js';
import type { PgSqlParser } from '../../governance/sql-guard/pg/parser.js';
import type { Engine, EngineCapabilities, OpenEngine, SqlGuard } from '../types.js';
import { exposedTables, grantStatements, policyStatements } from './deployment.js';
import { createPgParser } from './parser.js';
import { assertPostgresPlanScansOnly } from './plan-check.js';
import { PostgresRenderer } from './renderer.js';
import { PostgresWarehouse } from './warehouse.js';

export type PostgresConfig = Extract<WarehouseConfig, { engine: 'postgres' }>;

const capabilities: EngineCapabilities = { governedSql: true };

/**
 * PostgreSQL: a pooled warehouse with one READ ONLY transaction per statement,
 * `statement_timeout` and `search_path` pinned (`warehouse.ts`, with the type
 * mapping), the renderer's overrides (`renderer.ts`), governed SQL through
 * PostgreSQL's own parser (`parser.ts`, libpg_query) and plan (`plan-check.ts`,
 * EXPLAIN), and the demo loader that copies the DuckDB demo warehouse into a
 * schema (`demo.ts`, `charter load-demo`).
 */
export const postgresEngine: Engine<PostgresConfig> = {
  name: 'postgres',
  capabilities,
  createRenderer: () => new PostgresRenderer(),
  openWarehouse,
  deployment: {
    grants: (config, role, catalogTables, contracts) =>
      grantStatements(config.schema, role, exposedTables(catalogTables, contracts)),
    policies: (config, role, contracts) => policyStatements(config.schema, role, contracts),
  },
  async open(config: PostgresConfig, logger?: Logger): Promise<OpenEngine> {
    const warehouse = await openWarehouse(config, logger);
    let parser: PgSqlParser;
    try {
      parser = await createPgParser();
    } catch (err) {
      await warehouse.close();
      throw err;
    }
    return {
      name: 'postgres',
      capabilities,
      warehouse,
      renderer: new PostgresRenderer(),
      sqlGuard: postgresSqlGuard(parser, config.schema),
      close: () => warehouse.close(),
    };
  },
};

/**
 * The guard over PostgreSQL's syntax tree, with PostgreSQL's plan as the
 * second check. Tables are qualified with the schema every statement runs in
 * (the warehouse pins it as `search_path`), so nothing depends on name lookup.
 */
export function postgresSqlGuard(parser: PgSqlParser, schema: string): SqlGuard {
  return {
    guard: (sql, policy) => guardPostgresSql(sql, policy, parser, { schema }),
    checkPlan: (guarded, allowed, run) => assertPostgresPlanScansOnly(guarded, allowed, run, schema),
  };
}

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
