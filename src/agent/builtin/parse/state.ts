import type { Aggregation, Operator, SortDirection, TimeGrain } from '../../../contracts/model.js';
import { type Subject, type SubjectDimension, type SubjectMeasure, subjectStems } from '../subject.js';
import type { Token } from '../text.js';
import type { TimeParse } from '../time.js';
import type { ValueEntry, ValueIndex } from '../values.js';

/**
 * The explicit state one reading of a question passes from step to step. Each
 * step (`parse/*.ts`) takes the state and returns a new one: which tokens are
 * explained (`consumed`) and what they were read as. Nothing is shared between
 * steps except through this value.
 */

export interface IntentFilter {
  readonly field: string;
  readonly kind: 'dimension' | 'measure';
  readonly operator: Operator;
  readonly value: string | number | readonly (string | number)[];
}

export type SortSpec = {
  readonly field: string | null;
  readonly direction: SortDirection;
  /** "best" / "worst": the direction is settled against the measure it ranks by. */
  readonly judged?: string;
  /** "sort by name", "alphabetically": by the breakdown's own labels, whatever they are. */
  readonly byLabel?: boolean;
};

export interface GroupBy {
  readonly dimension: SubjectDimension;
  readonly grain: TimeGrain | null;
}

/** What every step reads and none changes: the words, the subject and its value index. */
export interface ReadContext {
  readonly tokens: readonly Token[];
  readonly time: TimeParse;
  readonly subject: Subject;
  readonly values: ValueIndex | null;
  /** Dimensions an earlier turn used: a follow-up value ("only LAX") prefers them. */
  readonly prefer: ReadonlySet<string>;
  /** Words that name the subject itself ("flights", "weather"). */
  readonly own: ReadonlySet<string>;
}

export interface ReadState {
  /** Token indexes already explained by an earlier step. */
  readonly consumed: ReadonlySet<number>;
  readonly titled: boolean;
  /** Measures named outright, and measures named only weakly ("of flights"). */
  readonly strong: readonly SubjectMeasure[];
  readonly weak: readonly SubjectMeasure[];
  /** Where each measure phrase starts (thresholds look for the nearest one). */
  readonly measureAt: ReadonlyMap<number, SubjectMeasure>;
  /** "highest price" names a measure and an order: "which stock had the highest price" ranks by it. */
  readonly measureSuperlative: SortSpec | null;
  readonly mentioned: boolean;
  readonly idMentioned: boolean;
  readonly countCue: boolean;
  /** "how much": an amount (a sum), named by a word of the measure ("how much did it rain"). */
  readonly amountCue: boolean;
  readonly genericAggregation: Aggregation | null;
  readonly groupBy: readonly GroupBy[];
  readonly sort: SortSpec | null;
  readonly limit: number | null;
  /** "which X ..." asks for one X (or a list when plural). */
  readonly whichCue: boolean;
  readonly whichPlural: boolean;
  /** A number was written ("top 5", "which 3 origins"): it wins over implied limits. */
  readonly explicitLimit: boolean;
  readonly filters: readonly IntentFilter[];
  /** Tokens read as values, with the entry they matched. */
  readonly valueFrom: ReadonlyMap<number, ValueEntry>;
  /** Grouping or time words that named nothing in this subject ("by airline"). */
  readonly problems: readonly string[];
}

export function readContext(
  tokens: readonly Token[],
  time: TimeParse,
  subject: Subject,
  values: ValueIndex | null,
  prefer: ReadonlySet<string>,
): ReadContext {
  return { tokens, time, subject, values, prefer, own: subjectStems(subject) };
}

export function initialState(ctx: ReadContext): ReadState {
  return {
    consumed: new Set(ctx.time.consumed),
    titled: false,
    strong: [],
    weak: [],
    measureAt: new Map(),
    measureSuperlative: null,
    mentioned: false,
    idMentioned: false,
    countCue: false,
    amountCue: false,
    genericAggregation: null,
    groupBy: [],
    sort: null,
    limit: null,
    whichCue: false,
    whichPlural: false,
    explicitLimit: false,
    filters: [],
    valueFrom: new Map(),
    problems: [],
  };
}

/** The consumed set with tokens [start, start + length) added. */
export function taking(consumed: ReadonlySet<number>, start: number, length: number): Set<number> {
  const out = new Set(consumed);
  for (let k = start; k < start + length; k++) out.add(k);
  return out;
}

export function isFree(consumed: ReadonlySet<number>, start: number, length: number): boolean {
  for (let k = start; k < start + length; k++) if (consumed.has(k)) return false;
  return true;
}

/** The lower-case word at i ('' past either end). */
export function lowerAt(ctx: ReadContext, i: number): string {
  return ctx.tokens[i]?.lower ?? '';
}

/** Whether a filter keeps the field to exactly one value ("= SEA", "in (SEA)"; not an exclusion). */
export function heldToOne(filters: readonly IntentFilter[], field: string): boolean {
  return filters.some(
    (f) =>
      f.field === field &&
      (f.operator === 'eq' || (f.operator === 'in' && Array.isArray(f.value) && f.value.length === 1)),
  );
}

/** The group list with a dimension added (once). */
export function withGroup(
  groupBy: readonly GroupBy[],
  dimension: SubjectDimension,
  grain: TimeGrain | null,
): readonly GroupBy[] {
  return groupBy.some((g) => g.dimension.name === dimension.name)
    ? groupBy
    : [...groupBy, { dimension, grain }];
}
