import { operatorExpr } from '../../../compiler/compile.js';
import { conjunction, type Expr, type Select } from '../../../sql/ast.js';
import type { Subject } from '../subject.js';
import { rangeBounds, type TimeRange } from '../time.js';

/**
 * One existence condition on a table's rows against another table a contract joins to it: "airports
 * with no departures" keeps the airports for which no flight has `flights.origin = airports.iata`.
 * The key pair is the contract's own join (tables/absence.ts finds it), so the planner writes no join
 * of its own; the other table is read by its name, which the SQL guard replaces with its row filter,
 * so row-level security holds inside the subquery as on any other read of that table.
 */
export interface Absence {
  /** The other table (`flights`). */
  readonly table: string;
  /** The subject's column (`iata`) and the other table's column that refers to it (`origin`). */
  readonly outer: string;
  readonly inner: string;
  /** A period on the other table's rows ("no departures in May"), on its time column. */
  readonly range: TimeRange | null;
  readonly time: string | null;
  /** True for "with departures but no arrivals": the departures must exist. */
  readonly present: boolean;
}

/** The other table's rows in the period: `time >= from AND time < to`, values bound. */
function periodOf(a: Absence): Expr | null {
  if (!a.range || !a.time) return null;
  const col: Expr = { kind: 'column', table: a.table, column: a.time };
  const { from, to } = rangeBounds(a.range);
  return conjunction(
    from ? operatorExpr('gte', col, [from], 'timestamp') : null,
    to ? operatorExpr('lt', col, [to], 'timestamp') : null,
  );
}

/** `[NOT] EXISTS (SELECT 1 FROM other WHERE other.inner = subject.outer [AND period])`. */
export function absenceExpr(subject: Subject, a: Absence): Expr {
  const link: Expr = {
    kind: 'compare',
    op: '=',
    left: { kind: 'column', table: a.table, column: a.inner },
    right: { kind: 'column', table: subject.id, column: a.outer },
  };
  const query: Select = {
    kind: 'select',
    columns: [{ alias: 'one', expr: { kind: 'number', value: 1 } }],
    from: { kind: 'table', name: a.table, alias: a.table },
    joins: [],
    where: conjunction(link, periodOf(a)),
    groupBy: [],
    having: null,
    orderBy: [],
    limit: null,
    offset: null,
  };
  const exists: Expr = { kind: 'exists', query };
  return a.present ? exists : { kind: 'not', expr: exists };
}
