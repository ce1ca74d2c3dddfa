import { quoteIdentifier } from '../../sql/render.js';
import type { ChartField } from '../chart.js';
import type { Intent } from './interpret.js';
import { timeDimension, yearDimension } from './parse.js';
import { rangeBounds, rangeYears } from './time.js';

/** How an intent is written down: a contract query specification, or (SQL modes) a SELECT. */

interface FilterSpec {
  readonly field: string;
  readonly operator: string;
  readonly value: string | number | (string | number)[];
}

/** Time-range filters on the subject's time dimension (or year dimension). */
function rangeFilters(intent: Intent): FilterSpec[] {
  if (!intent.range) return [];
  const td = timeDimension(intent.subject);
  if (td) {
    const { from, to } = rangeBounds(intent.range);
    return [
      ...(from ? [{ field: td.name, operator: 'gte', value: from }] : []),
      ...(to ? [{ field: td.name, operator: 'lt', value: to }] : []),
    ];
  }
  const yd = yearDimension(intent.subject);
  if (!yd) return [];
  const { from, to } = rangeYears(intent.range);
  if (from !== null && from === to) return [{ field: yd.name, operator: 'eq', value: from }];
  return [
    ...(from !== null ? [{ field: yd.name, operator: 'gte', value: from }] : []),
    ...(to !== null ? [{ field: yd.name, operator: 'lte', value: to }] : []),
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

function literal(v: string | number): string {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error('non-finite number in SQL literal');
    return String(v);
  }
  return `'${v.replaceAll("'", "''")}'`;
}

const SQL_OPERATORS: Readonly<Record<string, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

function predicate(expr: string, f: FilterSpec): string {
  const values = Array.isArray(f.value) ? f.value : [f.value];
  if (f.operator === 'in' || f.operator === 'not_in') {
    return `${expr} ${f.operator === 'in' ? 'IN' : 'NOT IN'} (${values.map(literal).join(', ')})`;
  }
  const op = SQL_OPERATORS[f.operator];
  if (!op) throw new Error(`operator ${f.operator} has no SQL form here`);
  return `${expr} ${op} ${literal(values[0] as string | number)}`;
}

/**
 * A single-relation SELECT for a table or model subject. Values come from the
 * value index or the parsed question and are always written as escaped
 * literals; the SQL guard still checks the statement like any other.
 */
export function relationSql(intent: Intent, defaultLimit: number): string {
  const subject = intent.subject;
  const select: string[] = [];
  const groups: string[] = [];
  for (const g of intent.groupBy) {
    const col = quoteIdentifier(g.dimension.name);
    const expr = g.grain ? `date_trunc('${g.grain}', ${col})` : col;
    select.push(g.grain ? `${expr} AS ${col}` : col);
    groups.push(expr);
  }
  const measureSql = new Map(subject.measures.map((m) => [m.name, m.sql ?? 'count(*)']));
  for (const m of intent.measures) select.push(`${measureSql.get(m.name)} AS ${quoteIdentifier(m.name)}`);
  const where: string[] = [];
  const having: string[] = [];
  for (const f of allFilters(intent)) {
    const measure = measureSql.get(f.field);
    if (measure) having.push(predicate(measure, f));
    else where.push(predicate(quoteIdentifier(f.field), f));
  }
  const order = [
    ...(intent.sort
      ? [`${quoteIdentifier(intent.sort.field)} ${intent.sort.direction === 'desc' ? 'DESC' : 'ASC'}`]
      : []),
    ...intent.groupBy
      .filter((g) => g.dimension.name !== intent.sort?.field)
      .map((g) => `${quoteIdentifier(g.dimension.name)} ASC`),
  ];
  return [
    `SELECT ${select.join(', ')}`,
    `FROM ${quoteIdentifier(subject.id)}`,
    ...(where.length > 0 ? [`WHERE ${where.join(' AND ')}`] : []),
    ...(groups.length > 0 ? [`GROUP BY ${groups.join(', ')}`] : []),
    ...(having.length > 0 ? [`HAVING ${having.join(' AND ')}`] : []),
    ...(order.length > 0 ? [`ORDER BY ${order.join(', ')}`] : []),
    `LIMIT ${intent.limit ?? defaultLimit}`,
  ].join('\n');
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
    ...intent.measures.map((m) => ({ name: m.name, title: m.title, role: 'measure' as const })),
  ];
}
