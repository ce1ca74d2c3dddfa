import type { RefreshPolicy } from './refresh.js';

/**
 * The contract model: what data teams author in YAML, after validation.
 * Everything here is immutable and engine-neutral.
 */

/** From fine to coarse: rollup routing (`rollups/route.ts`) and the planner's finest grain rely on the order. */
export const TIME_GRAINS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeGrain = (typeof TIME_GRAINS)[number];

export const DIMENSION_TYPES = ['string', 'number', 'boolean', 'time'] as const;
export type DimensionType = (typeof DIMENSION_TYPES)[number];

export const AGGREGATIONS = ['count', 'count_distinct', 'sum', 'avg', 'min', 'max'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'not_in',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'is_null',
  'is_not_null',
  'between',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** Operators that make sense for each dimension type (measures use the number set). */
export const OPERATORS_BY_TYPE: Readonly<Record<DimensionType, readonly Operator[]>> = {
  string: [
    'eq',
    'neq',
    'in',
    'not_in',
    'contains',
    'not_contains',
    'starts_with',
    'ends_with',
    'is_null',
    'is_not_null',
    'gt',
    'gte',
    'lt',
    'lte',
  ],
  number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'not_in', 'between', 'is_null', 'is_not_null'],
  boolean: ['eq', 'neq', 'is_null', 'is_not_null'],
  time: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'in', 'not_in', 'is_null', 'is_not_null'],
};

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A column of one of the contract's source relations: `alias.column`. */
export interface ColumnRef {
  readonly relation: string;
  readonly column: string;
}

export interface SourceJoin {
  readonly table: string;
  readonly alias: string;
  readonly type: 'left' | 'inner';
  /** Equality pairs: left side on an earlier relation, right side on this join's relation. */
  readonly on: readonly { readonly left: ColumnRef; readonly right: ColumnRef }[];
}

export interface ContractSource {
  readonly table: string;
  readonly alias: string;
  readonly joins: readonly SourceJoin[];
}

export interface Dimension {
  readonly name: string;
  readonly title: string;
  readonly type: DimensionType;
  readonly column: ColumnRef;
  readonly description: string;
  readonly synonyms: readonly string[];
  /**
   * Other names for a string dimension's values, by value ("AAPL" → ["Apple"]): the chat planner reads
   * them as that value. Empty for most dimensions.
   */
  readonly valueSynonyms: Readonly<Record<string, readonly string[]>>;
  /** Where each value of `valueSynonyms` was written (file:line:col), for `charter validate`'s messages. */
  readonly valueSynonymsAt: Readonly<Record<string, string>>;
  /** Allowed grains; empty for non-time dimensions. */
  readonly timeGrains: readonly TimeGrain[];
}

export interface MeasureFilter {
  readonly column: ColumnRef;
  readonly operator: Operator;
  readonly value: string | number | boolean | readonly (string | number)[] | null;
}

export interface Measure {
  readonly name: string;
  readonly title: string;
  readonly aggregation: Aggregation;
  /** Absent only for `count`, which then counts rows. */
  readonly column: ColumnRef | null;
  readonly filter: MeasureFilter | null;
  readonly description: string;
  readonly synonyms: readonly string[];
  readonly format: string | null;
}

export interface FieldRules {
  /** Fields that every query must filter on. */
  readonly requiredFilters: readonly string[];
  /** Per-field narrowing of the operators allowed by the field's type. */
  readonly operators: Readonly<Record<string, readonly Operator[]>>;
}

/**
 * A row-level security predicate: `column <operator> context[contextKey]`.
 * It is kept structured (never SQL text) so governance adds it to the syntax
 * tree and binds the value as a parameter.
 */
export interface RlsPredicate {
  readonly column: ColumnRef;
  readonly operator: 'eq' | 'in';
  readonly contextKey: string;
}

/**
 * A rollup (pre-aggregation): the contract's measures grouped by some of its
 * dimensions, and optionally by one time dimension truncated to a grain, stored
 * by Charter so that matching queries need not scan the warehouse.
 */
export interface RollupDefinition {
  readonly name: string;
  /** Names of non-time dimensions, grouped as they are. */
  readonly dimensions: readonly string[];
  readonly timeDimension: { readonly dimension: string; readonly grain: TimeGrain } | null;
  /** Names of measures whose aggregation re-aggregates exactly (count, sum, min, max, avg). */
  readonly measures: readonly string[];
}

/** What a context key's value must be: the type of the column its RLS filter compares it with. */
export interface ContextKey {
  readonly type: DimensionType;
  /** The column an RLS filter compares the value with (`relation.column`); null when only required. */
  readonly column: string | null;
}

export interface Contract {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly source: ContractSource;
  readonly dimensions: readonly Dimension[];
  readonly measures: readonly Measure[];
  readonly rules: FieldRules;
  readonly rls: readonly RlsPredicate[];
  /** Context keys that must be supplied; every RLS predicate's key is in here. */
  readonly requiredContext: readonly string[];
  /** Every required context key's expected value type (see contextProblems). */
  readonly contextKeys: Readonly<Record<string, ContextKey>>;
  /** When cached results of this contract go stale; null: the cache's defaults. */
  readonly refresh: RefreshPolicy | null;
  readonly rollups: readonly RollupDefinition[];
  /** Verified queries the data team wrote (the chat planners match and cite them). */
  readonly examples: readonly ContractExample[];
  /** Where it was loaded from, for error messages. */
  readonly file: string;
}

/** A question with its exact query specification, as the data team verified it. */
export interface ContractExample {
  readonly question: string;
  /** The query specification as authored (checked against the contract by `charter validate`). */
  readonly query: Readonly<Record<string, unknown>>;
  /** file:line:col of the example. */
  readonly at: string;
  /** file:line:col of each path inside its query, keyed as the query checker names them ("query.filters[0].field"). */
  readonly locations: ReadonlyMap<string, string>;
}

/** Where a problem at `path` (a query checker's "query.x[0].y") of an example was authored. */
export function exampleLocation(example: ContractExample, path: string): string {
  for (let p = path; p.length > 0; p = p.replace(/(\.[^.[\]]*|\[\d+\])$/, '')) {
    const at = example.locations.get(p);
    if (at) return at;
    if (!/(\.[^.[\]]*|\[\d+\])$/.test(p)) break;
  }
  return example.at;
}

export function findDimension(contract: Contract, name: string): Dimension | undefined {
  return contract.dimensions.find((d) => d.name === name);
}

export function findMeasure(contract: Contract, name: string): Measure | undefined {
  return contract.measures.find((m) => m.name === name);
}

export function formatColumnRef(ref: ColumnRef): string {
  return `${ref.relation}.${ref.column}`;
}
