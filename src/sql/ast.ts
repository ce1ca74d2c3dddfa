/**
 * The SQL syntax tree that compilers build and governance rewrites. Values only
 * ever appear as `param` nodes (bound parameters); identifiers only as names
 * that the renderer quotes in one function. Nodes are plain frozen data so a
 * stage can return a new tree without mutating its input.
 */
import type { TimeGrain } from '../contracts/model.js';
import type { ParamValue } from '../warehouse/types.js';

export type DatePart = 'dayName' | 'hour' | 'month';

export type CastType = 'timestamp' | 'double' | 'varchar' | 'bigint' | 'boolean';

export type Expr =
  | { readonly kind: 'column'; readonly table: string; readonly column: string }
  /** `*`, or `table.*` when `table` is set. */
  | { readonly kind: 'star'; readonly table?: string }
  | { readonly kind: 'param'; readonly value: ParamValue; readonly cast?: CastType }
  | { readonly kind: 'number'; readonly value: number }
  | {
      readonly kind: 'aggregate';
      readonly fn: 'count' | 'sum' | 'avg' | 'min' | 'max' | 'median' | 'quantile' | 'stddev' | 'variance';
      readonly arg: Expr;
      /** `quantile` only: the continuous percentile asked for, 0–1 (0.9 for the 90th). */
      readonly fraction?: number;
      readonly distinct: boolean;
      readonly filter: Expr | null;
    }
  | { readonly kind: 'countAll'; readonly over: 'none' | 'all' }
  /**
   * `sum(expr) OVER (PARTITION BY … ORDER BY …)`: an aggregate summed over the groups of the result,
   * all of them with neither list (a group's share of the whole), up to each group in `orderBy`'s
   * order with one (a running total).
   */
  | {
      readonly kind: 'windowSum';
      readonly expr: Expr;
      readonly partitionBy: readonly Expr[];
      readonly orderBy: readonly Expr[];
    }
  /** Value expressions used when re-aggregating a rollup: avg as sum ÷ count, a count of no rows as 0. */
  | { readonly kind: 'cast'; readonly expr: Expr; readonly type: CastType }
  | { readonly kind: 'divide'; readonly left: Expr; readonly right: Expr }
  /** One column less another, per row (the chat planner's daily range: `temp_max - temp_min`). */
  | { readonly kind: 'subtract'; readonly left: Expr; readonly right: Expr }
  /** `CASE WHEN … THEN … ELSE … END`: the first branch whose condition holds (a label per set of rows). */
  | {
      readonly kind: 'case';
      readonly branches: readonly { readonly when: Expr; readonly value: Expr }[];
      readonly otherwise: Expr | null;
    }
  | { readonly kind: 'coalesce'; readonly args: readonly Expr[] }
  | { readonly kind: 'timeTrunc'; readonly grain: TimeGrain; readonly expr: Expr }
  /** A cyclic part of a time: the weekday's English name (`Monday`), or the hour of the day (0–23). */
  | { readonly kind: 'datePart'; readonly part: DatePart; readonly expr: Expr }
  | {
      readonly kind: 'compare';
      readonly op: '=' | '<>' | '<' | '<=' | '>' | '>=';
      readonly left: Expr;
      readonly right: Expr;
    }
  | { readonly kind: 'and' | 'or'; readonly args: readonly Expr[] }
  | { readonly kind: 'not'; readonly expr: Expr }
  | { readonly kind: 'in'; readonly expr: Expr; readonly list: readonly Expr[]; readonly negated: boolean }
  | { readonly kind: 'between'; readonly expr: Expr; readonly low: Expr; readonly high: Expr }
  | { readonly kind: 'isNull'; readonly expr: Expr; readonly negated: boolean }
  | {
      readonly kind: 'textMatch';
      readonly mode: 'contains' | 'starts_with' | 'ends_with';
      readonly expr: Expr;
      readonly pattern: Expr;
    }
  | { readonly kind: 'exists'; readonly query: Select };

export type FromItem =
  | { readonly kind: 'table'; readonly name: string; readonly alias: string }
  | { readonly kind: 'subquery'; readonly query: Select; readonly alias: string };

export interface Join {
  readonly type: 'left' | 'inner';
  readonly from: FromItem;
  readonly on: Expr;
}

export interface SelectItem {
  readonly expr: Expr;
  /** Output name; null for `*` / `table.*`. */
  readonly alias: string | null;
}

export interface OrderItem {
  /** Output column name (ORDER BY refers to select aliases). */
  readonly alias: string;
  readonly direction: 'asc' | 'desc';
}

export interface Select {
  readonly kind: 'select';
  readonly columns: readonly SelectItem[];
  readonly from: FromItem;
  readonly joins: readonly Join[];
  readonly where: Expr | null;
  readonly groupBy: readonly Expr[];
  readonly having: Expr | null;
  readonly orderBy: readonly OrderItem[];
  readonly limit: number | null;
  readonly offset: number | null;
}

/** AND of the given predicates, dropping nulls; null when nothing remains. */
export function conjunction(...predicates: readonly (Expr | null)[]): Expr | null {
  const args = predicates.flatMap((p) => (p === null ? [] : p.kind === 'and' ? p.args : [p]));
  if (args.length === 0) return null;
  if (args.length === 1) return args[0] ?? null;
  return { kind: 'and', args };
}

/** Deep-freezes a tree so no later stage can mutate what an earlier one produced. */
export function freezeTree<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) freezeTree(v);
    Object.freeze(value);
  }
  return value;
}
