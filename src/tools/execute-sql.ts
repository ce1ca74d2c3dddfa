import { LRUCache } from 'lru-cache';
import { ResultSlice } from '../cache/stored.js';
import type { CacheReport } from '../cache/types.js';
import { allowsSql } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';
import { sqlPolicyFor } from '../governance/sql-policy.js';
import type { JsonValue, OutputColumn } from '../results/shape.js';
import { sqlTruncationMessage } from '../results/truncation.js';
import { type CompiledStatement, StatementFailed, type TruncationReason } from '../warehouse/types.js';
import {
  outcomeOf,
  parseContext,
  type StatementRecord,
  statementOptions,
  type ToolCall,
  type ToolDeps,
} from './context.js';
import { contextSettings } from './context-settings.js';
import { memoKey } from './plan-memo.js';
import { cacheOutcome } from './query-contract.js';

export interface ExecuteSqlArgs {
  readonly sql: unknown;
}

export interface ExecuteSqlResult {
  /** The statement as the caller wrote it (the governed rewrite is never echoed). */
  readonly sql: string;
  readonly columns: readonly OutputColumn[];
  readonly rows: readonly Readonly<Record<string, JsonValue>>[];
  readonly row_count: number;
  readonly execution_time_ms: number;
  /** True when the result was cut: more rows than the cap, or more bytes than the response size limit. */
  readonly truncated: boolean;
  /** What cut it: `rows` (`query.max_limit`) or `bytes` (`limits.results.max_bytes`); null when complete. */
  readonly truncated_by: TruncationReason | null;
  /** Why the result was cut and what to do about it; null when complete. */
  readonly message: string | null;
  /** How the result cache handled it: MCP puts this in `_meta`, chat in the data event. */
  readonly cache: CacheReport;
}

/** The governed statement and the warehouse tables it reads (their refresh keys date the cached answer). */
export interface GovernedSql extends CompiledStatement {
  readonly tables: readonly string[];
}

/**
 * Parses, scope-checks and rewrites agent-written SQL so it reads only the
 * consumer's objects through their row filters; returns the statement to run.
 * Shared by `executeSql` and `charter explain --sql`.
 */
export async function planSql(deps: ToolDeps, call: ToolCall, args: ExecuteSqlArgs): Promise<GovernedSql> {
  if (!allowsSql(call.consumer.queryMode)) {
    throw new CharterError(
      'query_mode_forbidden',
      `The consumer '${call.consumer.slug}' is contract-only: it cannot run SQL.`,
    );
  }
  if (typeof args.sql !== 'string' || args.sql.trim().length === 0) {
    throw new CharterError('invalid_request', undefined, ['sql: a SQL statement (string) is required']);
  }
  // The guard reads and rewrites the engine's own syntax tree and checks its plan: an engine without one
  // declares so, and the caller hears it plainly instead of a refusal from deep inside.
  const sqlGuard = deps.sqlGuard;
  if (!sqlGuard) throw new CharterError('sql_engine_unsupported');
  const context = parseContext(call.context);
  const { policy, scannable, modelScannable, blocked } = sqlPolicyFor(
    deps.catalog,
    call.consumer,
    context,
    deps.renderer,
  );
  const started = call.observe ? performance.now() : 0;
  const guarded = await sqlGuard.guard(args.sql, policy);
  const guardedAt = call.observe ? performance.now() : 0;
  // scanTables covers tables read through models too, so a model over an RLS table needs the context as well.
  for (const table of guarded.scanTables) {
    const refusal = blocked.get(table);
    if (refusal) throw refusal;
  }
  const readsModel = guarded.referenced.some((r) => r.kind === 'model');
  const allowed = readsModel ? new Set([...scannable, ...modelScannable]) : scannable;
  const checked = checkedPlans(deps.warehouse);
  const key = memoKey(guarded.sql, guarded.params, [...allowed].sort());
  if (key === null || !checked.has(key)) {
    await callersStatement(() =>
      sqlGuard.checkPlan(guarded, allowed, (statement) =>
        deps.warehouse.execute(statement, statementOptions(call)),
      ),
    );
    if (key !== null) checked.set(key, true);
  }
  if (call.observe) {
    // The guard parses, checks scope and adds the row filters in one pass; governance here is the plan check.
    call.observe.stage('compile', started, guardedAt);
    call.observe.stage('governance', guardedAt, performance.now());
  }
  return { sql: guarded.sql, params: guarded.params, tables: [...guarded.scanTables] };
}

const plansChecked = new WeakMap<object, LRUCache<string, true>>();

/**
 * The governed statements whose plan passed the check, per warehouse (so per
 * service), with the set of tables they were allowed. The check is a pure
 * function of the statement text, its parameters, the allowed set and the
 * engine's schema, and the schema cannot change under a running service (the
 * warehouse is opened read-only or by this process alone, and Charter runs no
 * DDL), so the same statement with the same allowed set passes again: its
 * EXPLAIN, a whole engine round trip that would cost more than a cache hit,
 * is skipped. A different allowed set (another consumer, another context) or
 * another statement is checked afresh.
 */
function checkedPlans(warehouse: object): LRUCache<string, true> {
  let known = plansChecked.get(warehouse);
  if (!known) {
    known = new LRUCache<string, true>({ max: 2000 });
    plansChecked.set(warehouse, known);
  }
  return known;
}

export async function executeSql(
  deps: ToolDeps,
  call: ToolCall,
  args: ExecuteSqlArgs,
): Promise<ExecuteSqlResult> {
  const observe = call.observe;
  if (!observe) return answerSql(deps, call, args, await planSql(deps, call, args));
  const started = performance.now();
  let governed: GovernedSql | null = null;
  try {
    governed = await planSql(deps, call, args);
    const result = await answerSql(deps, call, args, governed);
    observe.statement(sqlRecord(deps, call, governed, started, result, 'ok'));
    return result;
  } catch (err) {
    observe.statement(sqlRecord(deps, call, governed, started, null, outcomeOf(err)));
    throw err;
  }
}

/** The audit and metrics view of one SQL statement: the tables it read and the RLS keys that filtered them. */
function sqlRecord(
  deps: ToolDeps,
  call: ToolCall,
  governed: GovernedSql | null,
  started: number,
  result: ExecuteSqlResult | null,
  outcome: string,
): StatementRecord {
  const tables = [...(governed?.tables ?? [])].sort();
  const rlsKeys = new Set<string>();
  for (const c of deps.catalog.contractsFor(call.consumer)) {
    if (tables.some((t) => t.toLowerCase() === c.source.table.toLowerCase()))
      for (const p of c.rls) rlsKeys.add(p.contextKey);
  }
  return {
    tool: 'execute_sql',
    objects: tables,
    statement: governed,
    rlsKeys: [...rlsKeys].sort(),
    rowCount: result ? result.row_count : null,
    durationMs: performance.now() - started,
    source: result ? result.cache.served_by.source : null,
    cache: result ? cacheOutcome(result.cache) : null,
    outcome,
  };
}

async function answerSql(
  deps: ToolDeps,
  call: ToolCall,
  args: ExecuteSqlArgs,
  governed: GovernedSql,
): Promise<ExecuteSqlResult> {
  const started = performance.now();
  const { result, report } = await callersStatement(() =>
    deps.cache.fetch({
      statement: { sql: governed.sql, params: governed.params },
      maxRows: deps.paging.maxLimit,
      maxBytes: deps.results.maxBytes,
      scope: {
        kind: 'tables',
        tables: governed.tables.map((name) => ({
          name,
          refresh: deps.catalog.tables.get(name)?.refresh ?? null,
        })),
      },
      directive: call.cache ?? 'default',
      signal: () => call.signal,
      tenant: call.consumer.slug,
      settings: contextSettings(parseContext(call.context)),
    }),
  );
  const answered = call.observe ? performance.now() : 0;
  const rows = new ResultSlice(result).rows();
  if (call.observe) {
    call.observe.stage('warehouse', started, answered, { 'charter.source': report.served_by.source });
    call.observe.stage('results', answered, performance.now(), { 'charter.rows': rows.length });
  }
  return {
    sql: args.sql as string,
    columns: result.columns,
    rows,
    row_count: rows.length,
    execution_time_ms: Math.round(performance.now() - started),
    truncated: result.truncated,
    truncated_by: result.truncatedBy,
    message: sqlTruncationMessage(result.truncatedBy, rows.length, deps.results.maxBytes),
    cache: report,
  };
}

/**
 * Runs work on the caller's own statement: when the engine refuses it for its
 * content, that is the caller's to fix (400 sql_execution_error with the
 * engine's cleaned words), not a fault of ours.
 */
async function callersStatement<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StatementFailed) {
      throw new CharterError('sql_execution_error', undefined, [err.detail], { cause: err });
    }
    throw err;
  }
}
