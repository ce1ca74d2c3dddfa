import { contextProblems, expectedOf, fitsType, hasNul, NUL_PROBLEM } from '../contracts/context.js';
import {
  type Contract,
  type Dimension,
  findDimension,
  findMeasure,
  type Measure,
  OPERATORS_BY_TYPE,
  type Operator,
  type SortDirection,
  type TimeGrain,
} from '../contracts/model.js';
import { CharterError } from '../errors/registry.js';
import type { QueryContext, QueryDraft } from './spec.js';

export type FilterValue = string | number | boolean;

export interface ResolvedFilter {
  readonly field: string;
  readonly target:
    | { readonly kind: 'dimension'; readonly dimension: Dimension }
    | { readonly kind: 'measure'; readonly measure: Measure };
  readonly operator: Operator;
  /** Operands: none for is_null/is_not_null, two for between, one or more otherwise. */
  readonly values: readonly FilterValue[];
}

/** A query that has been checked against its contract: every name resolved, every value typed. */
export interface ResolvedQuery {
  readonly contract: Contract;
  readonly dimensions: readonly { readonly dimension: Dimension; readonly grain: TimeGrain | null }[];
  readonly measures: readonly Measure[];
  readonly filters: readonly ResolvedFilter[];
  readonly sorts: readonly { readonly field: string; readonly direction: SortDirection }[];
  readonly limit: number;
  readonly offset: number;
  /** The limit the caller asked for, when it was clamped down to `limit`. */
  readonly requestedLimit: number | null;
  /** Values for the contract's RLS predicates (only the keys it requires). */
  readonly context: Readonly<Record<string, FilterValue | readonly FilterValue[]>>;
}

export interface PagingPolicy {
  readonly defaultLimit: number;
  readonly maxLimit: number;
}

const MAX_LIST = 1000;

/**
 * Checks a query against its contract and collects every problem, with its
 * location in the request, before failing: callers fix all of them at once.
 * `shapeProblems` are those already found reading the draft (its `null` items),
 * reported first in the same error.
 */
export function resolveQuery(
  contract: Contract,
  spec: QueryDraft,
  context: QueryContext | undefined,
  paging: PagingPolicy,
  shapeProblems: readonly string[] = [],
): ResolvedQuery {
  // Each step returns what it resolved and its own problems; all are reported together, in request order.
  const dimensions = resolveDimensions(contract, spec.dimensions ?? []);
  const measures = resolveMeasures(contract, spec.measures ?? []);
  const nothing =
    (spec.dimensions ?? []).length === 0 && (spec.measures ?? []).length === 0
      ? ['query: request at least one dimension or measure']
      : [];
  const filters = resolveFilters(contract, spec.filters ?? []);
  const selected = new Set([
    ...dimensions.resolved.map((d) => d.dimension.name),
    ...measures.resolved.map((m) => m.name),
  ]);
  const sorts = resolveSorts(selected, spec.sorts ?? []);
  const problems = [
    ...shapeProblems,
    ...dimensions.problems,
    ...measures.problems,
    ...nothing,
    ...filters.problems,
    ...sorts.problems,
  ];
  const rlsContext = checkedContext(contract, context, problems);

  const requested = spec.limit ?? paging.defaultLimit;
  const limit = Math.min(requested, paging.maxLimit);
  return Object.freeze({
    contract,
    dimensions: Object.freeze(dimensions.resolved),
    measures: Object.freeze(measures.resolved),
    filters: Object.freeze(filters.resolved),
    sorts: Object.freeze(sorts.resolved),
    limit,
    offset: spec.offset ?? 0,
    requestedLimit: requested > limit ? requested : null,
    context: Object.freeze(rlsContext),
  });
}

/** What one step of resolving found: the items that resolve, and a problem for each that does not. */
interface Step<T> {
  readonly resolved: T[];
  readonly problems: readonly string[];
}

/** The names a contract offers of one kind, for a message about an unknown one. */
function knownNames(contract: Contract, kind: 'dimension' | 'measure'): string {
  return (
    (kind === 'dimension' ? contract.dimensions : contract.measures).map((f) => f.name).join(', ') || '(none)'
  );
}

/** Requested dimensions, each known, once, with a time grain only where the dimension allows it. */
function resolveDimensions(
  contract: Contract,
  requested: NonNullable<QueryDraft['dimensions']>,
): Step<{ dimension: Dimension; grain: TimeGrain | null }> {
  const problems: string[] = [];
  const resolved: { dimension: Dimension; grain: TimeGrain | null }[] = [];
  for (const [i, raw] of requested.entries()) {
    if (raw === null) continue;
    const item = typeof raw === 'string' ? { name: raw, time_grain: undefined } : raw;
    const at = `query.dimensions[${i}]`;
    const dimension = findDimension(contract, item.name);
    if (!dimension) {
      const hint = findMeasure(contract, item.name)
        ? ` ('${item.name}' is a measure: list it under measures)`
        : '';
      problems.push(
        `${at}.name: unknown dimension '${item.name}'${hint}; dimensions of '${contract.name}': ${knownNames(contract, 'dimension')}`,
      );
      continue;
    }
    const grain = grainOf(dimension, item, at, problems);
    if (resolved.some((d) => d.dimension.name === dimension.name)) {
      problems.push(`${at}.name: dimension '${item.name}' is requested more than once`);
      continue;
    }
    resolved.push({ dimension, grain });
  }
  return { resolved, problems };
}

/** The time grain asked of a dimension (null: none), or a problem when the dimension does not have it. */
function grainOf(
  dimension: Dimension,
  item: { readonly name: string; readonly time_grain?: TimeGrain | undefined },
  at: string,
  problems: string[],
): TimeGrain | null {
  if (item.time_grain === undefined) return null;
  if (dimension.type !== 'time') {
    problems.push(
      `${at}.time_grain: '${item.name}' is a ${dimension.type} dimension; time_grain applies to time dimensions only`,
    );
  } else if (!dimension.timeGrains.includes(item.time_grain)) {
    problems.push(
      `${at}.time_grain: '${item.time_grain}' is not allowed for '${item.name}'; allowed: ${dimension.timeGrains.join(', ')}`,
    );
  } else {
    return item.time_grain;
  }
  return null;
}

/** Requested measures, each known and once. */
function resolveMeasures(contract: Contract, requested: NonNullable<QueryDraft['measures']>): Step<Measure> {
  const problems: string[] = [];
  const resolved: Measure[] = [];
  for (const [i, name] of requested.entries()) {
    if (name === null) continue;
    const measure = findMeasure(contract, name);
    if (!measure) {
      const hint = findDimension(contract, name)
        ? ` ('${name}' is a dimension: list it under dimensions)`
        : '';
      problems.push(
        `query.measures[${i}]: unknown measure '${name}'${hint}; measures of '${contract.name}': ${knownNames(contract, 'measure')}`,
      );
    } else if (resolved.includes(measure)) {
      problems.push(`query.measures[${i}]: measure '${name}' is requested more than once`);
    } else {
      resolved.push(measure);
    }
  }
  return { resolved, problems };
}

/** Filters on known fields with operators their type and the contract's rules allow; then the required ones. */
function resolveFilters(
  contract: Contract,
  requested: NonNullable<QueryDraft['filters']>,
): Step<ResolvedFilter> {
  const problems: string[] = [];
  const resolved: ResolvedFilter[] = [];
  for (const [i, f] of requested.entries()) {
    if (f === null) continue;
    const at = `query.filters[${i}]`;
    const dimension = findDimension(contract, f.field);
    const measure = dimension ? undefined : findMeasure(contract, f.field);
    if (!dimension && !measure) {
      problems.push(`${at}.field: unknown field '${f.field}' in contract '${contract.name}'`);
      continue;
    }
    const type = dimension ? dimension.type : 'number';
    const byType = OPERATORS_BY_TYPE[type];
    const byRule = contract.rules.operators[f.field];
    if (!byType.includes(f.operator) || (byRule && !byRule.includes(f.operator))) {
      const allowed = byType.filter((op) => !byRule || byRule.includes(op));
      problems.push(
        `${at}.operator: '${f.operator}' is not allowed on '${f.field}'; allowed: ${allowed.join(', ')}`,
      );
      continue;
    }
    const values = filterValues(f.operator, f.value, type, `${at}.value`, problems);
    if (!values) continue;
    resolved.push({
      field: f.field,
      target: dimension ? { kind: 'dimension', dimension } : { kind: 'measure', measure: measure as Measure },
      operator: f.operator,
      values,
    });
  }
  for (const required of contract.rules.requiredFilters) {
    if (!resolved.some((f) => f.field === required)) {
      problems.push(`query.filters: contract '${contract.name}' requires a filter on '${required}'`);
    }
  }
  return { resolved, problems };
}

/** Sorts on fields selected in this query, each once. */
function resolveSorts(
  selected: ReadonlySet<string>,
  requested: NonNullable<QueryDraft['sorts']>,
): Step<{ field: string; direction: SortDirection }> {
  const problems: string[] = [];
  const resolved: { field: string; direction: SortDirection }[] = [];
  for (const [i, s] of requested.entries()) {
    if (s === null) continue;
    if (!selected.has(s.field)) {
      problems.push(
        `query.sorts[${i}].field: '${s.field}' is not a dimension or measure selected in this query`,
      );
    } else if (resolved.some((x) => x.field === s.field)) {
      problems.push(`query.sorts[${i}].field: '${s.field}' is sorted more than once`);
    } else {
      resolved.push({ field: s.field, direction: s.direction });
    }
  }
  return { resolved, problems };
}

/**
 * The RLS context values the contract requires, or the error to answer with: the
 * query's own problems come first (with any context problems in the same list),
 * then a missing context value, then one of the wrong type.
 */
function checkedContext(
  contract: Contract,
  context: QueryContext | undefined,
  problems: readonly string[],
): Record<string, FilterValue | readonly FilterValue[]> {
  const { missing, invalid } = contextProblems(contract, context);
  if (problems.length > 0) {
    throw new CharterError('query_validation_failed', undefined, [...problems, ...missing, ...invalid]);
  }
  if (missing.length > 0) {
    throw new CharterError(
      'missing_context',
      'A context value required by row-level security is missing.',
      missing,
    );
  }
  if (invalid.length > 0) throw new CharterError('invalid_context', undefined, invalid);
  const rlsContext: Record<string, FilterValue | readonly FilterValue[]> = {};
  for (const key of contract.requiredContext) {
    const value = context?.[key];
    if (value !== undefined) rlsContext[key] = value;
  }
  return rlsContext;
}

function filterValues(
  operator: Operator,
  value: unknown,
  type: 'string' | 'number' | 'boolean' | 'time',
  at: string,
  problems: string[],
): FilterValue[] | null {
  if (operator === 'is_null' || operator === 'is_not_null') {
    if (value !== undefined && value !== null) {
      problems.push(`${at}: '${operator}' takes no value`);
      return null;
    }
    return [];
  }
  const list = operator === 'in' || operator === 'not_in' || operator === 'between';
  if (list !== Array.isArray(value)) {
    problems.push(
      list
        ? `${at}: '${operator}' needs a list${operator === 'between' ? ' [low, high]' : ''}`
        : `${at}: '${operator}' needs a single value, not a list`,
    );
    return null;
  }
  const items: unknown[] = Array.isArray(value) ? value : [value];
  if (operator === 'between' && items.length !== 2) {
    problems.push(`${at}: 'between' needs exactly two values [low, high]`);
    return null;
  }
  if (items.length === 0 || items.length > MAX_LIST) {
    problems.push(`${at}: the list needs 1 to ${MAX_LIST} values`);
    return null;
  }
  const text =
    operator === 'contains' ||
    operator === 'not_contains' ||
    operator === 'starts_with' ||
    operator === 'ends_with';
  if (items.some(hasNul)) {
    problems.push(`${at}: ${NUL_PROBLEM}`);
    return null;
  }
  const ok = items.every((v) => (text ? typeof v === 'string' : fitsType(v, type)));
  if (!ok) {
    const expected = text ? 'a string' : expectedOf(type);
    problems.push(`${at}: expected ${expected} for '${operator}'`);
    return null;
  }
  return items as FilterValue[];
}
