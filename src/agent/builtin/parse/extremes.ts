import type { Aggregation } from '../../../contracts/model.js';
import type { Subject, SubjectMeasure } from '../subject.js';
import { tokenKey } from '../text.js';
import { lowerAt, type ReadContext, type ReadState, taking } from './state.js';
import { AGGREGATION_WORDS } from './vocab.js';

/**
 * "the maximum price", "minimum delay", "lowest temperature in 2014": an extreme word right before a
 * measure, outside a ranking ("which month had the lowest …", "states with the highest …"), asks for
 * that measure's minimum or maximum, not for its average, and not for an order of nothing.
 */

export const EXTREME_WORDS: Readonly<Record<string, 'min' | 'max'>> = {
  maximum: 'max',
  max: 'max',
  highest: 'max',
  peak: 'max',
  largest: 'max',
  biggest: 'max',
  minimum: 'min',
  min: 'min',
  lowest: 'min',
  smallest: 'min',
};

/** Words before a superlative that make it a ranking of rows: "with the highest", "had the lowest". */
const RANKING_LEADS: ReadonlySet<string> = new Set(['with', 'has', 'had', 'have', 'having']);

/** The column a measure aggregates ("relation.column"), or null for a row count. */
function columnOf(subject: Subject, m: SubjectMeasure): string | null {
  if (m.column !== null) return m.column;
  const c = subject.contract?.measures.find((x) => x.name === m.name)?.column;
  return c ? `${c.relation}.${c.column}` : null;
}

/** A measure of the same column with the asked aggregation ("min_price" beside "avg_price"). */
export function sibling(subject: Subject, m: SubjectMeasure, agg: Aggregation): SubjectMeasure | null {
  const col = columnOf(subject, m);
  if (col === null) return null;
  return subject.measures.find((x) => x.aggregation === agg && columnOf(subject, x) === col) ?? null;
}

/** The measure already names the extreme through its column ("temp_max": "maximum temperature"). */
function namesExtreme(subject: Subject, m: SubjectMeasure, agg: 'min' | 'max'): boolean {
  const col = columnOf(subject, m) ?? '';
  return new RegExp(`(^|[._])${agg}($|_)`).test(col.split('.').at(-1) ?? '');
}

function replaced(
  list: readonly SubjectMeasure[],
  from: SubjectMeasure,
  to: SubjectMeasure,
): SubjectMeasure[] {
  return list.map((x) => (x === from ? to : x));
}

/**
 * Where the measure the extreme word qualifies starts: right after it, or after a value that follows it
 * ("lowest GOOG price", "highest Apple stock price": the value and its dimension's word sit inside the
 * phrase, as a name does).
 */
function measureStart(s: ReadState, i: number): number | null {
  if (s.measureAt.has(i + 1)) return i + 1;
  if (!s.valueFrom.has(i + 1)) return null;
  for (let j = i + 2; j <= i + 5 && s.consumed.has(j - 1); j++) if (s.measureAt.has(j)) return j;
  return null;
}

/**
 * "sort it lowest delay first", "highest price first please": an extreme word whose phrase is followed
 * by "first" says which end of an order comes first, never the measure's minimum or maximum.
 */
function putsFirst(ctx: ReadContext, i: number): boolean {
  return ctx.tokens.slice(i + 1, i + 5).some((t) => t.lower === 'first');
}

/** One extreme word at i before a measure. */
function extremeAt(ctx: ReadContext, s: ReadState, i: number): ReadState {
  const agg = EXTREME_WORDS[lowerAt(ctx, i)];
  const at = measureStart(s, i);
  const m = at === null ? undefined : s.measureAt.get(at);
  const lead = lowerAt(ctx, i - 1) === 'the' ? lowerAt(ctx, i - 2) : lowerAt(ctx, i - 1);
  // "the highest average price": an extreme of averages, a ranking, never the column's maximum.
  const averageSaid = at !== null && ctx.tokens[at] !== undefined && tokenKey(ctx.tokens[at]) === 'average';
  if (averageSaid && m?.aggregation === 'avg') return s;
  if (!agg || !m || s.whichCue || RANKING_LEADS.has(lead) || putsFirst(ctx, i)) return s;
  const consumed = taking(s.consumed, i, 1);
  // "maximum temperature on average": the word names the column (temp_max), the average stays.
  const ofColumn = namesExtreme(ctx.subject, m, agg);
  if (m.aggregation === agg || (ofColumn && s.genericAggregation === 'avg')) return { ...s, consumed };
  const other = sibling(ctx.subject, m, agg);
  if (other)
    return { ...s, consumed, strong: replaced(s.strong, m, other), weak: replaced(s.weak, m, other) };
  if (ofColumn) return { ...s, consumed };
  // "lowest average delay by origin state": with a breakdown and no such extreme, the word orders it.
  if (s.groupBy.length > 0) return s;
  const word = ctx.tokens[i]?.text ?? agg;
  const kind = m.aggregation === 'avg' ? 'an average' : m.aggregation === 'sum' ? 'a total' : 'a count';
  const problem = `"${word} ${m.title.toLowerCase()}": ${ctx.subject.title} has ${m.title.toLowerCase()} only as ${kind}, not its ${agg === 'max' ? 'maximum' : 'minimum'}`;
  return { ...s, consumed, problems: [...s.problems, problem] };
}

/** Extreme words before measures, read as the measure's minimum or maximum. */
export function readExtremes(ctx: ReadContext, s: ReadState): ReadState {
  let state = s;
  for (let i = 0; i < ctx.tokens.length; i++) if (!state.consumed.has(i)) state = extremeAt(ctx, state, i);
  return state;
}

/**
 * "mean distance flown", "average miles": "average" right before a word of a total measure asks for
 * the average of that measure's column (avg_distance), not its total beside a stray "average". Only
 * when the data defines that average; otherwise the reading stays as it was (and asks as before).
 */
export function readAverageOfTotal(ctx: ReadContext, s: ReadState): ReadState {
  let state = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (AGGREGATION_WORDS[lowerAt(ctx, i)] !== 'avg') continue;
    const m = state.measureAt.get(i + 1);
    if (m?.aggregation !== 'sum') continue;
    const other = sibling(ctx.subject, m, 'avg');
    if (!other) continue;
    state = { ...state, strong: replaced(state.strong, m, other), weak: replaced(state.weak, m, other) };
  }
  return state;
}
