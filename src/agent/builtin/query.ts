import { operatorExpr } from '../../compiler/compile.js';
import type { Operator, TimeGrain } from '../../contracts/model.js';
import { conjunction, type Expr, type OrderItem, type Select } from '../../sql/ast.js';
import type { ChartField } from '../chart.js';
import type { Difference } from './difference.js';
import type { Intent } from './interpret.js';
import { timeDimension, yearDimension } from './parse.js';
import type { Subject, SubjectMeasure } from './subject.js';
import { absenceExpr } from './tables/absent.js';
import { relationColumn, relationSource } from './tables/joins.js';
import { type Period, rangeBounds, rangeYears, type TimeRange } from './time.js';

/** How an intent is written down: a contract query specification, or (SQL modes) a SELECT. */

interface FilterSpec {
  readonly field: string;
  readonly operator: Operator;
  readonly value: string | number | (string | number)[];
}

/** Time-range filters on the subject's time dimension (or year dimension). */
function rangeFilters(intent: Intent): FilterSpec[] {
  if (!intent.range) return [];
  const td = timeDimension(intent.subject);
  if (td) {
    const { from, to } = rangeBounds(intent.range);
    return [
      ...(from ? [{ field: td.name, operator: 'gte' as const, value: from }] : []),
      ...(to ? [{ field: td.name, operator: 'lt' as const, value: to }] : []),
    ];
  }
  const yd = yearDimension(intent.subject);
  if (!yd) return [];
  const { from, to } = rangeYears(intent.range);
  if (from !== null && from === to) return [{ field: yd.name, operator: 'eq' as const, value: from }];
  return [
    ...(from !== null ? [{ field: yd.name, operator: 'gte' as const, value: from }] : []),
    ...(to !== null ? [{ field: yd.name, operator: 'lte' as const, value: to }] : []),
  ];
}

function allFilters(intent: Intent): FilterSpec[] {
  return [
    ...intent.filters.map((f) => ({
      field: f.field,
      operator: f.operator,
      value: Array.isArray(f.value) ? [...f.value] : (f.value as string | number),
    })),
    ...rangeFilters(intent),
  ];
}

export function contractQuery(intent: Intent, defaultLimit: number): Record<string, unknown> {
  const filters = allFilters(intent);
  return {
    ...(intent.groupBy.length > 0
      ? {
          dimensions: intent.groupBy.map((g) =>
            g.grain ? { name: g.dimension.name, time_grain: g.grain } : { name: g.dimension.name },
          ),
        }
      : {}),
    measures: intent.measures.map((m) => m.name),
    ...(filters.length > 0 ? { filters } : {}),
    ...(intent.sort ? { sorts: [{ field: intent.sort.field, direction: intent.sort.direction }] } : {}),
    limit: intent.limit ?? defaultLimit,
  };
}

/** A relation's column as an expression (the relation is its own alias: `"flights"."origin"`, or a contract's join alias). */
function column(subject: Subject, name: string): Expr {
  return relationColumn(subject, name);
}

/** A relation measure's aggregate: a row count, or avg / sum / min / max / median of its column. */
function measureExpr(subject: Subject, m: SubjectMeasure): Expr {
  if (m.ofTotal) return shareOfTotal(measureExpr(subject, { ...m, ofTotal: false }));
  if (m.shareOf) return shareExpr(subject, m, m.shareOf);
  if (m.countOf) {
    const filter = conjunction(
      ...m.countOf.map((c) => predicate(subject, { ...c, value: c.value as string | number })),
    );
    return { kind: 'aggregate', fn: 'count', arg: { kind: 'star' }, distinct: false, filter };
  }
  if (m.column === null) return { kind: 'countAll', over: 'none' };
  const fn = m.aggregation === 'count_distinct' ? 'count' : m.aggregation;
  const arg = column(subject, m.column);
  const fraction = m.aggregation === 'quantile' ? { fraction: m.fraction ?? 0.5 } : {};
  return {
    kind: 'aggregate',
    fn,
    arg,
    distinct: m.aggregation === 'count_distinct',
    filter: null,
    ...fraction,
  };
}

/**
 * A percentage of the rows, `count(*) FILTER (WHERE …) / (count(*) / 100)`, as a double; of a sum
 * ("share of the total miles"), `sum(x) FILTER (WHERE …) / (sum(x) / 100)`.
 */
function shareExpr(subject: Subject, m: SubjectMeasure, conditions: SubjectMeasure['shareOf'] & {}): Expr {
  const filter = conjunction(
    ...conditions.map((c) =>
      predicate(subject, {
        ...c,
        value: Array.isArray(c.value) ? [...c.value] : (c.value as string | number),
      }),
    ),
  );
  const summed = m.aggregation === 'sum' && m.column !== null;
  const arg: Expr = summed && m.column ? column(subject, m.column) : { kind: 'star' };
  const fn = summed ? 'sum' : 'count';
  const whole: Expr = summed
    ? { kind: 'aggregate', fn, arg, distinct: false, filter: null }
    : { kind: 'countAll', over: 'none' };
  return percentOf({ kind: 'aggregate', fn, arg, distinct: false, filter }, whole);
}

/** `part / (whole / 100)`, the whole cast to a double so the division is never an integer one. */
function percentOf(part: Expr, whole: Expr): Expr {
  const all: Expr = { kind: 'cast', expr: whole, type: 'double' };
  return {
    kind: 'divide',
    left: part,
    right: { kind: 'divide', left: all, right: { kind: 'number', value: 100 } },
  };
}

/** A group's aggregate as a percentage of all groups': `x / (sum(x) OVER () / 100)`, as a double. */
function shareOfTotal(aggregate: Expr): Expr {
  return percentOf(aggregate, { kind: 'windowSum', expr: aggregate, partitionBy: [], orderBy: [] });
}

/**
 * A running total: the figure summed over the periods up to each one, in time order, apart for each
 * value of the other groups (`sum(count(*)) OVER (PARTITION BY origin ORDER BY month)`).
 */
function runningTotal(
  intent: Intent,
  aggregate: Expr,
  groups: readonly { alias: string; expr: Expr }[],
): Expr {
  const timed = new Set(intent.groupBy.filter((g) => isPeriod(intent, g)).map((g) => g.dimension.name));
  return {
    kind: 'windowSum',
    expr: aggregate,
    partitionBy: groups.filter((g) => !timed.has(g.alias)).map((g) => g.expr),
    orderBy: groups.filter((g) => timed.has(g.alias)).map((g) => g.expr),
  };
}

/** Whether a breakdown runs over time: the time dimension at a grain, or the year column. */
export function isPeriod(intent: Intent, g: Intent['groupBy'][number]): boolean {
  return g.dimension.type === 'time' || g.dimension === yearDimension(intent.subject);
}

/** The sides of a paired column (`origin_city` / `destination_city`), as the subject names them. */
const SIDES = ['origin', 'destination'] as const;

/** A side's column renamed to the other side's, when the subject has it (`origin_city` → `destination_city`). */
function otherSide(subject: Subject, field: string): string | null {
  const [side, other] = field.startsWith(`${SIDES[0]}`)
    ? SIDES
    : field.startsWith(SIDES[1])
      ? [SIDES[1], SIDES[0]]
      : [];
  if (!side || !other) return null;
  const name = `${other}${field.slice(side.length)}`;
  return subject.dimensions.some((d) => d.name === name) ? name : null;
}

/**
 * "between Boston and DCA, both directions": the place filters as written, or with each side's
 * filter moved to the other side: `(origin_city = 'Boston' AND destination = 'DCA') OR
 * (destination_city = 'Boston' AND origin = 'DCA')`, with the other filters beside them.
 */
function mirrored(subject: Subject, rows: readonly FilterSpec[]): { where: Expr | null; fields: string[] } {
  const placed = rows.filter((f) => otherSide(subject, f.field) !== null);
  const rest = rows.filter((f) => !placed.includes(f)).map((f) => predicate(subject, f));
  const swapped = placed.map((f) => ({ ...f, field: otherSide(subject, f.field) as string }));
  const either: Expr = {
    kind: 'or',
    args: [placed, swapped].map((fs) => conjunction(...fs.map((f) => predicate(subject, f))) as Expr),
  };
  return { where: conjunction(...rest, either), fields: swapped.map((f) => f.field) };
}

/** One intent filter as a predicate: the compiler's operator mapping, on a column or a measure. */
function predicate(subject: Subject, f: FilterSpec): Expr {
  const measure = subject.measures.find((m) => m.name === f.field);
  const dimension = subject.dimensions.find((d) => d.name === f.field);
  const target = measure ? measureExpr(subject, measure) : column(subject, f.field);
  const values = Array.isArray(f.value) ? f.value : [f.value];
  return operatorExpr(f.operator, target, values, dimension?.type === 'time' ? 'timestamp' : undefined);
}

/**
 * A single-relation SELECT tree for a table or model subject. Values come from
 * the value index or the parsed question; the dialect renderer writes them as
 * literals (`renderInline`) and the SQL guard checks the text like any other.
 */
export function relationSelect(intent: Intent, defaultLimit: number): Select {
  if (intent.difference) return differenceSelect(intent, intent.difference, defaultLimit);
  const ofGroups = intent.measures.length === 1 ? intent.measures[0]?.ofGroups : undefined;
  if (ofGroups) return groupCountSelect(intent, ofGroups, defaultLimit);
  const perPeriod = intent.measures.length === 1 ? intent.measures[0]?.perPeriod : undefined;
  if (perPeriod) return periodAverageSelect(intent, perPeriod, defaultLimit);
  if (intent.perGroup && intent.sort)
    return bestPerGroupSelect(intent, intent.perGroup, intent.sort, defaultLimit);
  const subject = intent.subject;
  const groups = intent.groupBy.map((g) => {
    const col = column(subject, g.dimension.name);
    const expr: Expr = g.grain ? { kind: 'timeTrunc', grain: g.grain, expr: col } : col;
    return { alias: g.dimension.name, expr };
  });
  const measures = intent.measures.map((m) => ({
    alias: m.name,
    expr: m.running
      ? runningTotal(intent, measureExpr(subject, { ...m, running: false }), groups)
      : measureExpr(subject, m),
  }));
  const ends = endsWhere(intent);
  const filters = allFilters(ends ? { ...intent, range: null } : intent);
  const isMeasure = (f: FilterSpec) => subject.measures.some((m) => m.name === f.field);
  const rows = filters.filter((f) => !isMeasure(f));
  const mirror = intent.bothWays ? mirrored(subject, rows) : null;
  const orderBy: OrderItem[] = [
    ...(intent.sort ? [{ alias: intent.sort.field, direction: intent.sort.direction }] : []),
    ...intent.groupBy
      .filter((g) => g.dimension.name !== intent.sort?.field)
      .map((g) => ({ alias: g.dimension.name, direction: 'asc' as const })),
  ];
  return {
    kind: 'select',
    columns: [...groups, ...measures],
    ...relationSource(subject, [
      ...intent.groupBy.map((g) => g.dimension.name),
      ...intent.measures.flatMap((m) => [
        ...(m.column ? [m.column] : []),
        ...(m.shareOf ?? []).map((c) => c.field),
        ...(m.countOf ?? []).map((c) => c.field),
      ]),
      ...filters.map((f) => f.field),
      ...(ends ? [ends.column] : []),
      ...(mirror?.fields ?? []),
    ]),
    where: conjunction(
      mirror ? mirror.where : conjunction(...rows.map((f) => predicate(subject, f))),
      ends?.where ?? null,
      ...(intent.absences ?? []).map((a) => absenceExpr(subject, a)),
    ),
    groupBy: groups.map((g) => g.expr),
    having: conjunction(...filters.filter(isMeasure).map((f) => predicate(subject, f))),
    orderBy,
    limit: intent.limit ?? defaultLimit,
    offset: null,
  };
}

/**
 * "How many more departures did LGA have than JFK in March 2001?": one row, the figure for each of the
 * two values (or periods) as an aggregate FILTER, and the first less the second, over the rows the
 * question's other filters pick.
 */
function differenceSelect(intent: Intent, d: Difference, defaultLimit: number): Select {
  const base = relationSelect(
    { ...intent, measures: [d.of], groupBy: [], difference: undefined },
    defaultLimit,
  );
  const whole = measureExpr(intent.subject, d.of);
  const [first, second] = differenceOperands(intent, d).map((p) => filteredAggregate(whole, p));
  const [a, b, difference] = intent.measures.map((m) => m.name);
  if (!first || !second || !a || !b || !difference)
    throw new Error('a difference needs two aggregate figures');
  return {
    ...base,
    columns: [
      { alias: a, expr: first },
      { alias: b, expr: second },
      { alias: difference, expr: { kind: 'subtract', left: first, right: second } },
    ],
    orderBy: [],
  };
}

/** The rows of each figure: a value of the compared dimension, or a period. */
function differenceOperands(intent: Intent, d: Difference): Expr[] {
  if (d.kind === 'values')
    return [d.first, d.second].map((value) =>
      predicate(intent.subject, { field: d.field, operator: 'eq', value }),
    );
  return [d.first, d.second].map((p) => periodWhere(intent.subject, p));
}

/** Rows in one period, on the time dimension (or the year column). */
function periodWhere(subject: Subject, p: Period): Expr {
  const td = timeDimension(subject);
  const yd = yearDimension(subject);
  if (!td && yd && p.year !== null)
    return predicate(subject, { field: yd.name, operator: 'eq', value: p.year });
  const bounds = td ? periodBounds(subject, td.name, p) : null;
  if (!bounds) throw new Error('a period with no bounds');
  return bounds;
}

/** `field >= start AND field < end` of one period (null when it has neither bound). */
function periodBounds(subject: Subject, field: string, p: Period): Expr | null {
  const { from, to } = rangeBounds({ from: p, fromEdge: 'start', to: p, toEdge: 'end' });
  return conjunction(
    ...(from ? [predicate(subject, { field, operator: 'gte', value: from })] : []),
    ...(to ? [predicate(subject, { field, operator: 'lt', value: to })] : []),
  );
}

/** `agg(x) FILTER (WHERE p)`: an aggregate over the rows `p` keeps (`count(*)` as `count(*) FILTER …`). */
function filteredAggregate(e: Expr, p: Expr): Expr | null {
  if (e.kind === 'countAll')
    return { kind: 'aggregate', fn: 'count', arg: { kind: 'star' }, distinct: false, filter: p };
  return e.kind === 'aggregate' ? { ...e, filter: conjunction(e.filter, p) } : null;
}

/**
 * "rainy days: 2012 vs 2014" over a table: the two periods compared, each its own range joined by OR
 * (a query over a contract asks for the span and keeps its two end rows instead, ends.ts).
 */
function endsWhere(intent: Intent): { column: string; where: Expr } | null {
  const td = timeDimension(intent.subject);
  const { range } = intent;
  if (!intent.endsOnly || !td || !range?.from || !range.to) return null;
  const [a, b] = [
    periodBounds(intent.subject, td.name, range.from),
    periodBounds(intent.subject, td.name, range.to),
  ];
  if (!a || !b) return null;
  return { column: td.name, where: { kind: 'or', args: [a, b] } };
}

/** `count(*)` over the grouped statement: how many groups the filters (WHERE and HAVING) keep. */
function groupCountSelect(
  intent: Intent,
  groups: NonNullable<SubjectMeasure['ofGroups']>,
  defaultLimit: number,
): Select {
  const groupBy = groups.by.map((dimension) => ({ dimension, grain: null }));
  const having = groups.having.map((h) => ({ ...h, kind: 'measure' as const }));
  const filters = [...intent.filters, ...having];
  const grouped = relationSelect(
    { ...intent, measures: [], groupBy, filters, sort: null, limit: null },
    defaultLimit,
  );
  const name = intent.measures[0]?.name ?? 'row_count';
  return overSubquery(name, { kind: 'countAll', over: 'none' }, grouped, 'groups', defaultLimit);
}

/** `avg` over the per-period statement: the average of the periods' counts or totals. */
function periodAverageSelect(
  intent: Intent,
  period: NonNullable<SubjectMeasure['perPeriod']>,
  defaultLimit: number,
): Select {
  const groupBy = [{ dimension: period.time, grain: period.grain }];
  const inner = relationSelect(
    { ...intent, measures: [period.of], groupBy, sort: null, limit: null },
    defaultLimit,
  );
  const name = intent.measures[0]?.name ?? period.of.name;
  const arg: Expr = { kind: 'column', table: 'periods', column: period.of.name };
  const avg: Expr = { kind: 'aggregate', fn: 'avg', arg, distinct: false, filter: null };
  return overSubquery(name, avg, inner, 'periods', defaultLimit);
}

const ref = (table: string, column: string): Expr => ({ kind: 'column', table, column });

/**
 * The top row of each group ("the most common weather type in each month"): the grouped statement,
 * joined to its groups' best value of the ranked measure (`max`, or `min` when ranked ascending), keeps
 * every row that reaches it (ties are all kept). `grouped` and `leaders` name the two subqueries.
 */
function bestPerGroupSelect(
  intent: Intent,
  per: NonNullable<Intent['perGroup']>,
  sort: NonNullable<Intent['sort']>,
  defaultLimit: number,
): Select {
  const inner = relationSelect({ ...intent, perGroup: undefined, sort: null, limit: null }, defaultLimit);
  const rows: Select = { ...inner, orderBy: [], limit: null };
  const names = per.map((g) => g.dimension.name);
  const fn = sort.direction === 'desc' ? ('max' as const) : ('min' as const);
  const best: Expr = {
    kind: 'aggregate',
    fn,
    arg: ref('grouped', sort.field),
    distinct: false,
    filter: null,
  };
  const leaders: Select = {
    ...rows,
    columns: [...names.map((n) => ({ alias: n, expr: ref('grouped', n) })), { alias: 'best', expr: best }],
    from: { kind: 'subquery', query: rows, alias: 'grouped' },
    joins: [],
    where: null,
    groupBy: names.map((n) => ref('grouped', n)),
    having: null,
  };
  const same = (a: Expr, b: Expr): Expr => ({ kind: 'compare', op: '=', left: a, right: b });
  const on = conjunction(
    ...names.map((n) => same(ref('grouped', n), ref('leaders', n))),
    same(ref('grouped', sort.field), ref('leaders', 'best')),
  );
  return {
    ...overSubquery('', ref('grouped', sort.field), rows, 'grouped', defaultLimit),
    columns: inner.columns.map((c) => ({ alias: c.alias, expr: ref('grouped', c.alias ?? '') })),
    joins: [{ type: 'inner', from: { kind: 'subquery', query: leaders, alias: 'leaders' }, on: on as Expr }],
    orderBy: names.map((n) => ({ alias: n, direction: 'asc' as const })),
  };
}

/** One figure, `expr AS alias`, over the rows of `inner` (unordered, unlimited) read as `as`. */
function overSubquery(alias: string, expr: Expr, inner: Select, as: string, limit: number): Select {
  return {
    kind: 'select',
    columns: [{ alias, expr }],
    from: { kind: 'subquery', query: { ...inner, orderBy: [], limit: null }, alias: as },
    joins: [],
    where: null,
    groupBy: [],
    having: null,
    orderBy: [],
    limit,
    offset: null,
  };
}

/** Distinct non-null values of one column, in order, at most `limit` (the value index's probe). */
export function distinctValuesSelect(subject: Subject, name: string, limit: number): Select {
  const col = column(subject, name);
  return {
    kind: 'select',
    columns: [{ alias: 'v', expr: col }],
    ...relationSource(subject, [name]),
    where: { kind: 'isNull', expr: col, negated: true },
    groupBy: [col],
    having: null,
    orderBy: [{ alias: 'v', direction: 'asc' }],
    limit,
    offset: null,
  };
}

/**
 * The distinct pairs of two text columns ("origin_city", "origin_state"), as `a` and `b`: the cities
 * a table holds in several states are read from them (planner.ts, the value index's places).
 */
export function valuePairsSelect(subject: Subject, a: string, b: string, limit: number): Select {
  const [left, right] = [column(subject, a), column(subject, b)];
  const present = (expr: Expr): Expr => ({ kind: 'isNull', expr, negated: true });
  return {
    kind: 'select',
    columns: [
      { alias: 'a', expr: left },
      { alias: 'b', expr: right },
    ],
    ...relationSource(subject, [a, b]),
    where: { kind: 'and', args: [present(left), present(right)] },
    groupBy: [left, right],
    having: null,
    orderBy: [
      { alias: 'a', direction: 'asc' },
      { alias: 'b', direction: 'asc' },
    ],
    limit,
    offset: null,
  };
}

/** The distinct years of a time column, as the first day of each (the value index's year probe). */
export function yearsSelect(subject: Subject, name: string): Select {
  const year: Expr = { kind: 'timeTrunc', grain: 'year', expr: column(subject, name) };
  return {
    ...distinctValuesSelect(subject, name, 500),
    columns: [{ alias: 'v', expr: year }],
    groupBy: [year],
  };
}

/** Chart roles of the result's columns, from what the intent asked for. */
export function chartFields(intent: Intent): ChartField[] {
  return [
    ...intent.groupBy.map((g) => ({
      name: g.dimension.name,
      title: g.dimension.type === 'time' && g.grain ? `${g.dimension.title} (${g.grain})` : g.dimension.title,
      role:
        g.dimension.type === 'time'
          ? ('time' as const)
          : g.dimension === yearDimension(intent.subject)
            ? ('ordinal' as const)
            : ('category' as const),
    })),
    // A count beside its share of the whole would fold two scales onto one axis: the share is charted.
    ...(intent.measures.some((m) => m.ofTotal)
      ? intent.measures.filter((m) => m.ofTotal)
      : intent.measures
    ).map((m) => ({ name: m.name, title: m.title, role: 'measure' as const })),
  ];
}

/** The latest value of a time column (the value index's "now" for relative ranges). */
export function latestSelect(subject: Subject, name: string): Select {
  const latest: Expr = {
    kind: 'aggregate',
    fn: 'max',
    arg: column(subject, name),
    distinct: false,
    filter: null,
  };
  return {
    ...distinctValuesSelect(subject, name, 1),
    columns: [{ alias: 'v', expr: latest }],
    groupBy: [],
    orderBy: [],
  };
}

/**
 * The intent a verified query expresses, for its narrative and chart: its dimensions, measures,
 * value filters, first sort and limit (time filters are the example's own and are not retold).
 */
export function exampleIntent(subject: Subject, query: Readonly<Record<string, unknown>>): Intent {
  const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
  const groupBy = list<string | { name: string; time_grain?: TimeGrain }>(query.dimensions).flatMap((d) => {
    const spec = typeof d === 'string' ? { name: d } : d;
    const dimension = subject.dimensions.find((x) => x.name === spec.name);
    return dimension ? [{ dimension, grain: spec.time_grain ?? null }] : [];
  });
  const measures = list<string>(query.measures).flatMap((n) => subject.measures.filter((m) => m.name === n));
  const filters = list<{ field: string; operator: Operator; value: string | number }>(query.filters).flatMap(
    (f) => {
      if (subject.dimensions.some((d) => d.name === f.field && d.type === 'time')) return [];
      const kind = subject.measures.some((m) => m.name === f.field)
        ? ('measure' as const)
        : ('dimension' as const);
      return [{ field: f.field, kind, operator: f.operator, value: f.value }];
    },
  );
  const sort = list<{ field: string; direction?: 'asc' | 'desc' }>(query.sorts)[0];
  return {
    subject,
    measures,
    groupBy,
    filters,
    range: null,
    sort: sort ? { field: sort.field, direction: sort.direction ?? 'asc' } : null,
    limit: typeof query.limit === 'number' && query.limit < 1000 ? query.limit : null,
    ignored: [],
  };
}
