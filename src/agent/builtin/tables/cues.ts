import { type IntentFilter, lowerAt, type ReadContext, type ReadState, taking } from '../parse/state.js';
import type { SubjectMeasure } from '../subject.js';
import { STOPWORDS } from '../text.js';

/**
 * Reading steps for words only a table or model gives a meaning to (parse.ts runs them with the
 * others). Over a contract they explain nothing, so the question is read (and asked back) as before.
 * This module imports only the reading state, so the parser can use it without a cycle.
 */

const DISTINCT_WORDS: ReadonlySet<string> = new Set(['distinct', 'different', 'unique']);

/**
 * "how many distinct destinations", "number of different cities": over a table or model the word after "how many" is what
 * distinctCount (tables/distinct.ts) reads, so the reading explains it rather than leave it unknown (or respell
 * "distinct" as "distance", a wrong measure). Over a contract the planner counts the groups of the
 * breakdown instead (interpret.ts, distinctOverContract), so the word is explained there too.
 */
export function readDistinctCue(ctx: ReadContext, s: ReadState): ReadState {
  for (let i = 2; i < ctx.tokens.length; i++) {
    const lead = `${lowerAt(ctx, i - 2)} ${lowerAt(ctx, i - 1)}`;
    const after = lead === 'how many' || lead === 'number of' || lead === 'count of';
    if (after && DISTINCT_WORDS.has(lowerAt(ctx, i)) && !s.consumed.has(i)) {
      return { ...s, consumed: taking(s.consumed, i, 1) };
    }
  }
  return s;
}

/** The first measure with a column that starts at token i (its phrase), if any. */
function columnMeasureAt(s: ReadState, i: number): SubjectMeasure | null {
  const m = s.measureAt.get(i);
  return m && m.column !== null ? m : null;
}

function withRowFilter(s: ReadState, at: number, length: number, filter: IntentFilter): ReadState {
  return { ...s, consumed: taking(s.consumed, at, length), filters: [...s.filters, filter] };
}

/**
 * "How many days had no precipitation?", "how many flights had no delay?": with a count asked for,
 * "no" before a column's measure counts the rows where the column is 0 (a threshold the table steps
 * read per row, tables/thresholds.ts). The measure itself only carried the condition.
 */
export function readNoAmount(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract' || !s.countCue) return s;
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    const m = lowerAt(ctx, i) === 'no' && !s.consumed.has(i) ? columnMeasureAt(s, i + 1) : null;
    if (!m) continue;
    const state = withRowFilter(s, i, 1, { field: m.name, kind: 'measure', operator: 'eq', value: 0 });
    return { ...state, strong: state.strong.filter((x) => x !== m), measureAt: without(s.measureAt, i + 1) };
  }
  return s;
}

function without(map: ReadonlyMap<number, SubjectMeasure>, at: number): Map<number, SubjectMeasure> {
  const out = new Map(map);
  out.delete(at);
  return out;
}

/** "negative means the flight left early": the words a column's description gives its negative values. */
function negativeWords(description: string): ReadonlySet<string> {
  const m = /\bnegative\s+(?:values?\s+)?means?\s+([^.;]*)/i.exec(description);
  return new Set(m ? (m[1] as string).toLowerCase().split(/[^a-z]+/) : []);
}

/**
 * "How many flights left early?": a word the catalog's description of a column gives its negative
 * values ("negative means the flight left early") selects the rows where the column is below 0.
 * Only a word of that clause that names nothing else (not "flight", the subject's own word).
 */
export function readNegativeWords(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  const columns = ctx.subject.measures.filter((m) => m.column !== null && m.aggregation === 'avg');
  for (const t of ctx.tokens) {
    if (s.consumed.has(t.index) || STOPWORDS.has(t.lower) || ctx.own.has(t.stem)) continue;
    const m = columns.find((c) => negativeWords(c.description).has(t.lower));
    if (m) return withRowFilter(s, t.index, 1, { field: m.name, kind: 'measure', operator: 'lt', value: 0 });
  }
  return s;
}

const SHARE_LEADS: ReadonlySet<string> = new Set([
  'percentage',
  'percent',
  'proportion',
  'share',
  'fraction',
]);

/**
 * "What percentage of flights …", "what proportion of days …": over a table or model the words are
 * read by tables/shares.ts as a share of the rows (or asked back), so the reading explains them.
 */
export function readShareCue(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    if (SHARE_LEADS.has(lowerAt(ctx, i)) && lowerAt(ctx, i + 1) === 'of' && !s.consumed.has(i)) {
      return { ...s, consumed: taking(s.consumed, i, 2) };
    }
  }
  return s;
}

/** The same column's measure with the median, for a measure read right after "median". */
function medianOf(ctx: ReadContext, m: SubjectMeasure | undefined): SubjectMeasure | null {
  if (!m?.column || m.aggregation === 'median') return null;
  return ctx.subject.measures.find((x) => x.column === m.column && x.aggregation === 'median') ?? null;
}

/**
 * "median high temperature", "the median trip length": "median" before a phrase that names another
 * aggregate of a column (the contract's "high temperature" is the average of `temp_max`) asks for
 * that column's median. Tables and models only (a contract has no medians, and asks back).
 */
export function readMedianCue(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    if (lowerAt(ctx, i) !== 'median' || s.consumed.has(i)) continue;
    const named = s.measureAt.get(i + 1);
    const median = medianOf(ctx, named);
    if (!named || !median) continue;
    const swap = (list: readonly SubjectMeasure[]) => list.map((x) => (x === named ? median : x));
    const measureAt = new Map([...s.measureAt].map(([k, x]) => [k, x === named ? median : x] as const));
    return {
      ...s,
      consumed: taking(s.consumed, i, 1),
      strong: swap(s.strong),
      weak: swap(s.weak),
      measureAt,
    };
  }
  return s;
}
