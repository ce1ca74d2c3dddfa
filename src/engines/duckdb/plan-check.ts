import { CharterError } from '../../errors/registry.js';
import type { PlanRunner } from '../../governance/sql-guard/index.js';
import { asciiLower } from '../../governance/sql-guard/leading-keyword.js';
import type { CompiledStatement } from '../../warehouse/types.js';

/**
 * Operators of a DuckDB physical plan that read nothing by themselves, or
 * only what another operator of the same plan produced. A table scan is
 * checked by its `Table`; any other leaf, including every table function
 * (which shows up under its own name with a `Function` entry), is refused.
 */
const PASS_THROUGH = new Set([
  'ORDER_BY',
  'LIMIT',
  'STREAMING_LIMIT',
  'LIMIT_PERCENT',
  'TOP_N',
  'WINDOW',
  'STREAMING_WINDOW',
  'UNNEST',
  'UNGROUPED_AGGREGATE',
  'HASH_GROUP_BY',
  'PERFECT_HASH_GROUP_BY',
  'PARTITIONED_AGGREGATE',
  'FILTER',
  'PROJECTION',
  'LEFT_DELIM_JOIN',
  'RIGHT_DELIM_JOIN',
  'BLOCKWISE_NL_JOIN',
  'NESTED_LOOP_JOIN',
  'HASH_JOIN',
  'PIECEWISE_MERGE_JOIN',
  'IE_JOIN',
  'ASOF_JOIN',
  'CROSS_PRODUCT',
  'POSITIONAL_JOIN',
  'POSITIONAL_SCAN',
  'UNION',
  'EMPTY_RESULT',
  'DUMMY_SCAN',
  'COLUMN_DATA_SCAN',
  'CHUNK_SCAN',
  'CTE_SCAN',
  'DELIM_SCAN',
  'EXPRESSION_SCAN',
  'RESERVOIR_SAMPLE',
  'STREAMING_SAMPLE',
  'RESULT_COLLECTOR',
  'PIVOT',
  'CTE',
]);
const TABLE_SCANS = new Set(['SEQ_SCAN', 'TABLE_SCAN', 'INDEX_SCAN']);

/**
 * Second, independent check on a guarded statement: ask the engine which base
 * tables its plan scans, and refuse the statement unless each is in
 * `allowedTables` (lower-case names in the main schema). It catches anything
 * the AST checks missed that would read another table, a view's hidden
 * tables, a file or a table function. Anything unrecognised fails closed.
 */
export async function assertPlanScansOnly(
  statement: CompiledStatement,
  allowedTables: ReadonlySet<string>,
  run: PlanRunner,
): Promise<void> {
  const result = await run({ sql: `EXPLAIN (FORMAT JSON) ${statement.sql}`, params: statement.params });
  let plan: unknown;
  for (const row of result.rows) {
    if (row[0] === 'physical_plan' && typeof row[1] === 'string') {
      try {
        plan = JSON.parse(row[1]);
      } catch {
        throw planRefused('the engine returned an unreadable plan');
      }
    }
  }
  if (!Array.isArray(plan) || plan.length === 0) throw planRefused('the engine returned no plan');
  const allowed = new Set([...allowedTables].map(asciiLower));
  for (const node of plan) checkNode(node, allowed, 0);
}

function checkNode(node: unknown, allowed: ReadonlySet<string>, depth: number): void {
  if (depth > 1000 || typeof node !== 'object' || node === null || Array.isArray(node)) {
    throw planRefused('the plan has an unexpected shape');
  }
  const {
    name,
    children,
    extra_info: extra,
  } = node as { name?: unknown; children?: unknown; extra_info?: unknown };
  if (typeof name !== 'string') throw planRefused('the plan has an unexpected shape');
  const op = name.trim();
  const info =
    typeof extra === 'object' && extra !== null && !Array.isArray(extra)
      ? (extra as Record<string, unknown>)
      : {};
  if ('Function' in info) throw planRefused(`the plan calls the table function ${String(info.Function)}`);
  if (TABLE_SCANS.has(op)) {
    const table = info.Table;
    if (typeof table !== 'string' || !isAllowedTable(table, allowed)) {
      throw planRefused(`the plan scans ${typeof table === 'string' ? table : 'an unnamed table'}`);
    }
  } else if ('Table' in info || !PASS_THROUGH.has(op)) {
    throw planRefused(`the plan contains an unexpected ${op} operator`);
  }
  if (children === undefined) return;
  if (!Array.isArray(children)) throw planRefused('the plan has an unexpected shape');
  for (const child of children) checkNode(child, allowed, depth + 1);
}

/** `catalog.main.table` or `main.table` or `table`; any other schema, or a dot inside a name, is refused. */
function isAllowedTable(qualified: string, allowed: ReadonlySet<string>): boolean {
  const parts = qualified.split('.');
  const table = parts.at(-1);
  if (table === undefined || parts.length > 3) return false;
  if (parts.length >= 2 && asciiLower(parts.at(-2) ?? '') !== 'main') return false;
  return allowed.has(asciiLower(table));
}

/** The reason stays in `cause` for logs: it can name tables the caller never wrote. */
function planRefused(reason: string): CharterError {
  return new CharterError(
    'object_out_of_scope',
    "The statement's query plan reads an object outside this consumer's scope.",
    null,
    { cause: new Error(reason) },
  );
}
