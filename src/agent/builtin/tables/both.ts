import type { Intent } from '../interpret.js';
import type { MeasureAggregation, SubjectMeasure } from '../subject.js';

/** Words of one aggregation each; "earliest" and "latest" are left out (they also name periods). */
const AGGREGATION_WORDS: Readonly<Record<string, MeasureAggregation>> = {
  min: 'min',
  minimum: 'min',
  lowest: 'min',
  smallest: 'min',
  shortest: 'min',
  max: 'max',
  maximum: 'max',
  highest: 'max',
  largest: 'max',
  biggest: 'max',
  longest: 'max',
  greatest: 'max',
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  median: 'median',
};

/** Two aggregation words joined ("min and max", "lowest & highest", "min/max"). */
const JOINED = /\b([a-z]+)(?:\s+(?:and|&)\s+|\s*\/\s*)([a-z]+)\b/gi;

/** The two aggregations a question joins, in its order; null when it joins none. */
function joinedAggregations(question: string): readonly [MeasureAggregation, MeasureAggregation] | null {
  for (const m of question.matchAll(JOINED)) {
    const a = AGGREGATION_WORDS[(m[1] ?? '').toLowerCase()];
    const b = AGGREGATION_WORDS[(m[2] ?? '').toLowerCase()];
    if (a && b && a !== b) return [a, b];
  }
  return null;
}

/**
 * "smallest and largest delay from PHL", "min and max distance by origin": two aggregations joined
 * before one quantity ask for both of that column; the reading kept the first word's measure alone,
 * half the answer given as the whole. Only for one measure of a column that has the other aggregation
 * too (or, over a high/low pair of columns, the other side's: pairedColumn).
 */
export function bothAggregations(intent: Intent, question: string): Intent {
  const joined = joinedAggregations(question);
  const [m, ...more] = intent.measures;
  if (!joined || !m || more.length > 0 || m.column === null || !joined.includes(m.aggregation)) return intent;
  const own = m.column;
  if (joined.some((agg) => pairedColumn(own, agg, question) === null)) return intent;
  const pair = joined.map((agg) =>
    intent.subject.measures.find(
      (x) => x.column === pairedColumn(own, agg, question) && x.aggregation === agg,
    ),
  );
  const found = pair.filter((x): x is SubjectMeasure => x !== undefined);
  return found.length === pair.length ? { ...intent, measures: found } : intent;
}

/** A high or low named ("the lowest and highest daily high"): the pair's one column, not both. */
const SIDE_NAMED = /\b(?:high|highs|low|lows)\b/i;

/**
 * The column an aggregation reads: the measure's own, but over a high/low pair of columns
 * (`temp_max`, `temp_min`) with neither side named, the highest is of the highs and the lowest of the
 * lows ("highest and lowest temperature in 2014"), as pairedExtremes reads one of them; null when
 * another aggregation (an average of which side?) leaves it open.
 */
function pairedColumn(column: string, agg: MeasureAggregation, question: string): string | null {
  const side = /^(.*)_(max|min)$/.exec(column);
  if (!side || SIDE_NAMED.test(question)) return column;
  return agg === 'max' || agg === 'min' ? `${side[1]}_${agg}` : null;
}
