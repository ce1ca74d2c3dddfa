import { CONTEXT_SETTING_PREFIX } from '../governance/pg-deployment.js';
import type { RlsContext } from '../governance/rls.js';
import {
  assertPlanScansOnly,
  type GuardedStatement,
  guardSql,
  type SqlPolicy,
} from '../governance/sql-guard/index.js';
import { assertPostgresPlanScansOnly, guardPostgresSql } from '../governance/sql-guard/pg/index.js';
import type { SqlParser } from '../sql/duckdb-parser.js';
import { createPgParser } from '../sql/pg-parser.js';
import type { CompiledStatement, ResultSet, Warehouse } from '../warehouse/types.js';

/** The SQL guard and plan check of one engine: the same policy, the engine's own parser and planner. */
export interface SqlGuardEngine {
  guard(sql: string, policy: SqlPolicy): Promise<GuardedStatement>;
  checkPlan(
    statement: CompiledStatement,
    allowed: ReadonlySet<string>,
    run: (statement: CompiledStatement) => Promise<ResultSet>,
  ): Promise<void>;
}

/**
 * Picks the guard by the warehouse's engine; null for an engine without one.
 * (Kept in one small function so that the engine objects can take it over.)
 */
export async function sqlGuardFor(
  warehouse: Warehouse,
  duckdbParser: SqlParser,
): Promise<SqlGuardEngine | null> {
  if (warehouse.dialect === 'duckdb') {
    return {
      guard: (sql, policy) => guardSql(sql, policy, duckdbParser),
      checkPlan: assertPlanScansOnly,
    };
  }
  if (warehouse.dialect === 'postgres') {
    const schema = await pinnedSchema(warehouse);
    const parser = await createPgParser();
    return {
      guard: (sql, policy) => guardPostgresSql(sql, policy, parser, { schema }),
      checkPlan: (statement, allowed, run) => assertPostgresPlanScansOnly(statement, allowed, run, schema),
    };
  }
  return null;
}

const schemas = new WeakMap<Warehouse, Promise<string>>();

/**
 * The schema the warehouse pins as `search_path` for every statement, asked of
 * the warehouse itself (once per warehouse): the guard qualifies tables with
 * exactly the schema that statements run in, whatever wraps the adapter.
 */
function pinnedSchema(warehouse: Warehouse): Promise<string> {
  let known = schemas.get(warehouse);
  if (!known) {
    known = warehouse.execute({ sql: 'SELECT current_schema()', params: [] }).then((result) => {
      const schema = result.rows[0]?.[0];
      if (typeof schema !== 'string') throw new Error('the PostgreSQL warehouse has no current schema');
      return schema;
    });
    known.catch(() => schemas.delete(warehouse));
    schemas.set(warehouse, known);
  }
  return known;
}

/**
 * The RLS context as `charter.<key>` settings, for native PostgreSQL policies
 * (`charter pg policies`): scalars as their text, lists as a JSON array.
 */
export function contextSettings(context: RlsContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) {
    const text = (v: unknown) => (typeof v === 'bigint' ? v.toString() : String(v));
    out[`${CONTEXT_SETTING_PREFIX}${key}`] = Array.isArray(value)
      ? JSON.stringify(value.map(text))
      : text(value);
  }
  return out;
}
