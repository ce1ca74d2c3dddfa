import type { ColumnRef, Contract, Measure, MeasureFilter, Operator } from '../contracts/model.js';
import type { FilterValue, ResolvedFilter, ResolvedQuery } from '../query/resolve.js';
import {
  type CastType,
  conjunction,
  type Expr,
  type FromItem,
  freezeTree,
  type OrderItem,
  type Select,
} from '../sql/ast.js';

/** Output column carrying the total row count of the un-paged result (window count). */
export const TOTAL_COLUMN = '__charter_total';

/**
 * Compiles a resolved query into a SELECT tree. Deterministic: the same query
 * always yields the same tree. Ordering is total (requested sorts, then every
 * selected dimension), so paging by offset returns each row exactly once. RLS is
 * not added here: governance adds it to the tree this returns. With `paged: false`
 * the whole ordered result, without LIMIT/OFFSET or the window total (the
 * result cache cuts pages from it and counts its rows).
 */
export function compileQuery(
  q: ResolvedQuery,
  options: { readonly paged: boolean } = { paged: true },
): Select {
  const dimensionColumns = q.dimensions.map(({ dimension, grain }) => {
    const column = columnExpr(dimension.column);
    return {
      alias: dimension.name,
      expr: grain ? ({ kind: 'timeTrunc', grain, expr: column } as const) : column,
    };
  });
  const measureColumns = q.measures.map((m) => ({ alias: m.name, expr: measureExpr(m) }));

  const where = conjunction(
    ...q.filters.filter((f) => f.target.kind === 'dimension').map((f) => filterExpr(f, targetExpr(f))),
  );
  const having = conjunction(
    ...q.filters.filter((f) => f.target.kind === 'measure').map((f) => filterExpr(f, targetExpr(f))),
  );

  const orderBy: OrderItem[] = q.sorts.map((s) => ({ alias: s.field, direction: s.direction }));
  for (const d of q.dimensions) {
    if (!orderBy.some((o) => o.alias === d.dimension.name))
      orderBy.push({ alias: d.dimension.name, direction: 'asc' });
  }

  const select: Select = {
    kind: 'select',
    columns: [
      ...dimensionColumns,
      ...measureColumns,
      ...(options.paged ? [{ alias: TOTAL_COLUMN, expr: { kind: 'countAll', over: 'all' } } as const] : []),
    ],
    ...sourceOf(q.contract, relationsUsed(q)),
    where,
    groupBy: dimensionColumns.map((c) => c.expr),
    having,
    orderBy,
    limit: options.paged ? q.limit : null,
    offset: options.paged ? q.offset : null,
  };
  // A query with dimensions only still groups, so it returns distinct combinations, like a BI tool would.
  return freezeTree(select);
}

/**
 * Relations a query reads, RLS included. LEFT joins to other relations are
 * dropped: contract joins are lookups on a key, so an unused one cannot change
 * the rows, and skipping it saves a hash join over the whole fact table.
 */
function relationsUsed(q: ResolvedQuery): ReadonlySet<string> {
  const refs: ColumnRef[] = [
    ...q.dimensions.map((d) => d.dimension.column),
    ...q.measures.flatMap((m) => [m.column, m.filter?.column].filter((c): c is ColumnRef => !!c)),
    ...q.filters.flatMap((f) =>
      f.target.kind === 'dimension'
        ? [f.target.dimension.column]
        : [f.target.measure.column, f.target.measure.filter?.column].filter((c): c is ColumnRef => !!c),
    ),
    ...q.contract.rls.map((r) => r.column),
  ];
  return new Set(refs.map((r) => r.relation));
}

/** The contract's source as FROM + JOINs: inner joins always, left joins when `used` needs them. */
export function sourceOf(contract: Contract, used?: ReadonlySet<string>): Pick<Select, 'from' | 'joins'> {
  const from: FromItem = { kind: 'table', name: contract.source.table, alias: contract.source.alias };
  const needed = new Set(used ?? contract.source.joins.map((j) => j.alias));
  // A join needed by a later join's key is needed too: walk back to front.
  for (const j of [...contract.source.joins].reverse()) {
    if (needed.has(j.alias) || j.type === 'inner') {
      needed.add(j.alias);
      for (const pair of j.on) needed.add(pair.left.relation);
    }
  }
  const joins = contract.source.joins
    .filter((j) => needed.has(j.alias))
    .map((j) => ({
      type: j.type,
      from: { kind: 'table', name: j.table, alias: j.alias } as const,
      on: conjunction(
        ...j.on.map(
          (pair) =>
            ({
              kind: 'compare',
              op: '=',
              left: columnExpr(pair.left),
              right: columnExpr(pair.right),
            }) as const,
        ),
      ) as Expr,
    }));
  return { from, joins };
}

export function columnExpr(ref: ColumnRef): Expr {
  return { kind: 'column', table: ref.relation, column: ref.column };
}

function targetExpr(f: ResolvedFilter): Expr {
  return f.target.kind === 'dimension'
    ? columnExpr(f.target.dimension.column)
    : measureExpr(f.target.measure);
}

/** A measure's aggregate over the contract's source (also what a rollup's re-aggregation replaces). */
export function measureExpr(m: Measure): Expr {
  const filter = m.filter ? measureFilterExpr(m.filter) : null;
  if (m.aggregation === 'count' && !m.column) {
    return filter
      ? { kind: 'aggregate', fn: 'count', arg: { kind: 'star' }, distinct: false, filter }
      : { kind: 'countAll', over: 'none' };
  }
  const arg = columnExpr(m.column as ColumnRef);
  if (m.aggregation === 'count_distinct')
    return { kind: 'aggregate', fn: 'count', arg, distinct: true, filter };
  return { kind: 'aggregate', fn: m.aggregation, arg, distinct: false, filter };
}

function measureFilterExpr(f: MeasureFilter): Expr {
  const values = f.value === null ? [] : Array.isArray(f.value) ? f.value : [f.value];
  return operatorExpr(f.operator, columnExpr(f.column), values as FilterValue[], undefined);
}

function filterExpr(f: ResolvedFilter, target: Expr): Expr {
  const cast: CastType | undefined =
    f.target.kind === 'dimension' && f.target.dimension.type === 'time' ? 'timestamp' : undefined;
  return operatorExpr(f.operator, target, f.values, cast);
}

/** One filter operator as a predicate tree; every operand becomes a bound parameter. */
export function operatorExpr(
  op: Operator,
  target: Expr,
  values: readonly FilterValue[],
  cast: CastType | undefined,
): Expr {
  const param = (i: number): Expr => ({ kind: 'param', value: values[i] ?? null, ...(cast ? { cast } : {}) });
  const compare = (o: '=' | '<>' | '<' | '<=' | '>' | '>='): Expr => ({
    kind: 'compare',
    op: o,
    left: target,
    right: param(0),
  });
  switch (op) {
    case 'eq':
      return compare('=');
    case 'neq':
      return compare('<>');
    case 'gt':
      return compare('>');
    case 'gte':
      return compare('>=');
    case 'lt':
      return compare('<');
    case 'lte':
      return compare('<=');
    case 'in':
    case 'not_in':
      return { kind: 'in', expr: target, list: values.map((_, i) => param(i)), negated: op === 'not_in' };
    case 'between':
      return { kind: 'between', expr: target, low: param(0), high: param(1) };
    case 'is_null':
    case 'is_not_null':
      return { kind: 'isNull', expr: target, negated: op === 'is_not_null' };
    case 'contains':
    case 'starts_with':
    case 'ends_with':
      return { kind: 'textMatch', mode: op, expr: target, pattern: param(0) };
    case 'not_contains':
      return { kind: 'not', expr: { kind: 'textMatch', mode: 'contains', expr: target, pattern: param(0) } };
  }
}
