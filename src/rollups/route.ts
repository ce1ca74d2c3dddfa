import { measureExpr } from '../compiler/compile.js';
import { formatColumnRef, TIME_GRAINS, type TimeGrain } from '../contracts/model.js';
import type { ResolvedFilter, ResolvedQuery } from '../query/resolve.js';
import { type Expr, freezeTree, type Select } from '../sql/ast.js';
import type { RollupLayout } from './layout.js';

/** Grains from fine to coarse. A coarser grain is derivable from a finer one, except that weeks do not nest in months. */
const GRAIN_ORDER: readonly TimeGrain[] = TIME_GRAINS;

/** Time filter operators whose answer is the same on values truncated to a grain, when the value is on that grain. */
const GRAIN_SAFE_OPERATORS = new Set(['gte', 'lt', 'is_null', 'is_not_null']);

/**
 * Why `layout` cannot answer `q` with exactly the warehouse's answer, or null
 * when it can. Every rule is a proof obligation: a field the rollup lacks, a
 * grain it cannot be cut to, a time bound inside one of its periods, a measure
 * it does not store.
 */
export function refusal(q: ResolvedQuery, layout: RollupLayout): string | null {
  const def = layout.definition;
  const time = def.timeDimension;
  for (const { dimension, grain } of q.dimensions) {
    if (time && dimension.name === time.dimension) {
      if (!grain)
        return `'${dimension.name}' is requested without a time grain; the rollup holds it by ${time.grain}`;
      if (!derivable(time.grain, grain))
        return `grain '${grain}' of '${dimension.name}' cannot be computed from the rollup's '${time.grain}'`;
    } else if (!def.dimensions.includes(dimension.name)) {
      return `dimension '${dimension.name}' is not in the rollup`;
    }
  }
  for (const m of q.measures) {
    if (!def.measures.includes(m.name)) return `measure '${m.name}' is not in the rollup`;
  }
  for (const f of q.filters) {
    const reason = filterRefusal(f, layout);
    if (reason) return reason;
  }
  for (const p of q.contract.rls) {
    if (!layout.columns.has(formatColumnRef(p.column)))
      return `the rollup does not hold the row-level security column ${formatColumnRef(p.column)}`;
  }
  return null;
}

function filterRefusal(f: ResolvedFilter, layout: RollupLayout): string | null {
  const def = layout.definition;
  if (f.target.kind === 'measure') {
    return def.measures.includes(f.field) ? null : `filter on measure '${f.field}': not in the rollup`;
  }
  const time = def.timeDimension;
  if (!time || f.field !== time.dimension) {
    return def.dimensions.includes(f.field) ? null : `filter on '${f.field}': not in the rollup`;
  }
  if (!GRAIN_SAFE_OPERATORS.has(f.operator)) {
    return `filter '${f.operator}' on '${f.field}' differs at the rollup's ${time.grain} grain (only gte and lt bounds on ${time.grain} boundaries can be answered)`;
  }
  for (const v of f.values) {
    if (typeof v !== 'string' || !onBoundary(v, time.grain))
      return `filter value '${String(v)}' on '${f.field}' is not on a ${time.grain} boundary`;
  }
  return null;
}

export function derivable(stored: TimeGrain, requested: TimeGrain): boolean {
  if (stored === requested) return true;
  if (stored === 'week') return false;
  return GRAIN_ORDER.indexOf(requested) > GRAIN_ORDER.indexOf(stored);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;

/** True when the ISO 8601 date-time `value` is the start of a `grain` period (weeks start on Monday, as date_trunc's do). */
export function onBoundary(value: string, grain: TimeGrain): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((x) => Number(x ?? 0)) as number[];
  if (/[1-9]/.test(m[7] ?? '')) return false;
  const at = GRAIN_ORDER.indexOf(grain);
  const zero = (n: number | undefined, from: TimeGrain) => GRAIN_ORDER.indexOf(from) > at || n === 0;
  if (!zero(second, 'minute') || !zero(minute, 'hour') || !zero(hour, 'day')) return false;
  switch (grain) {
    case 'week':
      return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)).getUTCDay() === 1;
    case 'month':
      return day === 1;
    case 'quarter':
      return day === 1 && ((month ?? 1) - 1) % 3 === 0;
    case 'year':
      return day === 1 && month === 1;
    default:
      return true;
  }
}

/**
 * The governed warehouse tree rewritten to read the rollup: each measure's
 * aggregate becomes its re-aggregation of the stored parts, each dimension
 * column (in SELECT, WHERE, GROUP BY and the RLS predicate alike) becomes the
 * rollup column holding it, and the source becomes the rollup table. Columns,
 * ORDER BY, LIMIT, OFFSET and the window total stay as they are, so paging
 * and ordering are the warehouse query's. Throws if anything else is read.
 */
export function rollupSelect(
  governed: Select,
  layout: RollupLayout,
): { select: Select; averages: AverageColumn[] } {
  const table = layout.table;
  const replacements = new Map(
    layout.measures.map((s) => [JSON.stringify(measureExpr(s.measure)), s.reaggregate(table)]),
  );
  const rewrite = (e: Expr): Expr => {
    const replaced = replacements.get(JSON.stringify(e));
    if (replaced) return replaced;
    if (e.kind === 'column') {
      const column = layout.columns.get(`${e.table}.${e.column}`);
      if (!column) throw new Error(`the rollup does not hold ${e.table}.${e.column}`);
      return { kind: 'column', table, column };
    }
    return mapChildren(e, rewrite);
  };
  const averages = averageColumns(governed, layout);
  const sum = (column: string): Expr => ({
    kind: 'aggregate',
    fn: 'sum',
    arg: { kind: 'column', table, column },
    distinct: false,
    filter: null,
  });
  const select: Select = freezeTree({
    ...governed,
    columns: [
      ...governed.columns.map((c) => ({ alias: c.alias, expr: rewrite(c.expr) })),
      ...averages.flatMap((a) => [
        { alias: a.sumAlias, expr: sum(a.sumColumn) },
        { alias: a.countAlias, expr: sum(a.countColumn) },
      ]),
    ],
    from: { kind: 'table' as const, name: table, alias: table },
    joins: [],
    where: governed.where ? rewrite(governed.where) : null,
    groupBy: governed.groupBy.map(rewrite),
    having: governed.having ? rewrite(governed.having) : null,
  });
  return { select, averages };
}

/**
 * An avg measure in the output and the extra columns carrying its exact sum
 * and count. The store's double quotient orders and filters rows (it differs
 * from any engine's rounding by less than the gap between two distinct
 * averages of integer groups); the value returned is finished by the
 * warehouse's own rule from the exact parts (`Warehouse.averageOfIntegers`).
 */
export interface AverageColumn {
  readonly column: string;
  readonly sumColumn: string;
  readonly countColumn: string;
  readonly sumAlias: string;
  readonly countAlias: string;
}

function averageColumns(governed: Select, layout: RollupLayout): AverageColumn[] {
  const selected = new Set(governed.columns.map((c) => c.alias));
  return layout.measures.flatMap((s) =>
    s.average && selected.has(s.measure.name)
      ? [
          {
            column: s.measure.name,
            sumColumn: s.average.sum,
            countColumn: s.average.count,
            sumAlias: `__rollup_sum__${s.measure.name}`,
            countAlias: `__rollup_count__${s.measure.name}`,
          },
        ]
      : [],
  );
}

/** `e` with `f` applied to each direct child expression. */
function mapChildren(e: Expr, f: (x: Expr) => Expr): Expr {
  switch (e.kind) {
    case 'column':
    case 'star':
    case 'param':
    case 'number':
    case 'countAll':
      return e;
    case 'aggregate':
      return { ...e, arg: f(e.arg), filter: e.filter ? f(e.filter) : null };
    case 'windowSum':
      return { ...e, expr: f(e.expr), partitionBy: e.partitionBy.map(f), orderBy: e.orderBy.map(f) };
    case 'cast':
    case 'timeTrunc':
    case 'datePart':
    case 'not':
    case 'isNull':
      return { ...e, expr: f(e.expr) };
    case 'divide':
    case 'subtract':
    case 'compare':
      return { ...e, left: f(e.left), right: f(e.right) };
    case 'case':
      return {
        ...e,
        branches: e.branches.map((b) => ({ when: f(b.when), value: f(b.value) })),
        otherwise: e.otherwise ? f(e.otherwise) : null,
      };
    case 'coalesce':
    case 'and':
    case 'or':
      return { ...e, args: e.args.map(f) };
    case 'in':
      return { ...e, expr: f(e.expr), list: e.list.map(f) };
    case 'between':
      return { ...e, expr: f(e.expr), low: f(e.low), high: f(e.high) };
    case 'textMatch':
      return { ...e, expr: f(e.expr), pattern: f(e.pattern) };
    case 'exists':
      throw new Error('a rollup cannot answer a subquery');
  }
}
