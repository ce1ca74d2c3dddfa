import { CharterError } from '../../errors/registry.js';
import type { CompiledStatement, ResultSet } from '../../warehouse/types.js';

type PlanRunner = (statement: CompiledStatement) => Promise<ResultSet>;

/** Plan nodes that read nothing by themselves, or only rows another node of the same plan produced. */
const PASS_THROUGH = new Set([
  'Result',
  'ProjectSet',
  'Append',
  'Merge Append',
  'BitmapAnd',
  'BitmapOr',
  'Bitmap Index Scan',
  'Nested Loop',
  'Merge Join',
  'Hash Join',
  'Hash',
  'Materialize',
  'Memoize',
  'Sort',
  'Incremental Sort',
  'Group',
  'Aggregate',
  'WindowAgg',
  'Unique',
  'SetOp',
  'Limit',
  'Gather',
  'Gather Merge',
  'Subquery Scan',
  'CTE Scan',
  'Values Scan',
]);
/** Nodes that read a relation, named in "Relation Name" and "Schema" (VERBOSE). */
const RELATION_SCANS = new Set([
  'Seq Scan',
  'Index Scan',
  'Index Only Scan',
  'Bitmap Heap Scan',
  'Tid Scan',
  'Tid Range Scan',
]);

/**
 * The PostgreSQL twin of `assertPlanScansOnly`: asks the server which
 * relations the plan of the guarded statement reads (`EXPLAIN (FORMAT JSON,
 * VERBOSE)`, which names each relation's schema) and refuses the statement
 * unless every one is an allowed table of `schema`. Function scans, foreign
 * tables, locking, writes, recursive unions and any node type not listed fail
 * closed. A view is never a scan: its plan shows the tables it reads.
 */
export async function assertPostgresPlanScansOnly(
  statement: CompiledStatement,
  allowedTables: ReadonlySet<string>,
  run: PlanRunner,
  schema = 'public',
): Promise<void> {
  const result = await run({
    sql: `EXPLAIN (FORMAT JSON, VERBOSE) ${statement.sql}`,
    params: statement.params,
  });
  const cell = result.rows[0]?.[0];
  let plan: unknown;
  try {
    plan = typeof cell === 'string' ? JSON.parse(cell) : cell;
  } catch {
    throw planRefused('the engine returned an unreadable plan');
  }
  if (!Array.isArray(plan) || plan.length !== 1) throw planRefused('the engine returned no plan');
  const top = plan[0] as { Plan?: unknown };
  checkNode(top.Plan, new Set(allowedTables), schema, 0);
}

function checkNode(node: unknown, allowed: ReadonlySet<string>, schema: string, depth: number): void {
  if (depth > 1000 || typeof node !== 'object' || node === null || Array.isArray(node)) {
    throw planRefused('the plan has an unexpected shape');
  }
  const n = node as Record<string, unknown>;
  const type = n['Node Type'];
  if (typeof type !== 'string') throw planRefused('the plan has an unexpected shape');
  if (RELATION_SCANS.has(type)) {
    const relation = n['Relation Name'];
    if (typeof relation !== 'string' || n.Schema !== schema || !allowed.has(relation)) {
      throw planRefused(`the plan scans ${String(n.Schema)}.${String(relation)}`);
    }
  } else if ('Relation Name' in n || !PASS_THROUGH.has(type)) {
    throw planRefused(`the plan contains an unexpected ${type} node`);
  }
  const children = n.Plans;
  if (children === undefined) return;
  if (!Array.isArray(children)) throw planRefused('the plan has an unexpected shape');
  for (const child of children) checkNode(child, allowed, schema, depth + 1);
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
