import type { Intent } from '../interpret.js';
import type { Reading } from '../parse.js';
import type { SubjectMeasure } from '../subject.js';

/**
 * "What was the hottest temperature recorded?", "the biggest single delay from LAX": over a table's
 * rows, a superlative with nothing to rank asks for the extreme of the column its measure reads
 * (`max(temp_max)`, `max(delay)`), not for a ranking of nothing. A contract has no rows to take an
 * extreme of, so there the question is still asked back. Not when the question asks "which" or
 * "who" (a row, not a figure: "which flight was the longest"), and not when it names a period noun
 * the reading did not group by ("rainiest month of 2013": the month, not the wettest figure of 2013).
 */
const ASKS_FOR_ROW = /^\s*(?:which|who|whom|whose)\b/i;
const PERIOD_NOUN = /\b(?:hours?|days?|dates?|weeks?|months?|quarters?|years?|seasons?|times?|periods?)\b/i;

export function rowExtreme(r: Reading, question: string): Reading {
  if (r.subject.kind === 'contract' || !r.sort || r.groupBy.length > 0) return r;
  if (ASKS_FOR_ROW.test(question) || PERIOD_NOUN.test(question)) return r;
  const named = r.measures.length > 0 ? r.measures : r.weakMeasures;
  const [m, ...more] = named;
  if (!m || more.length > 0 || m.column === null) return r;
  if (r.sort.field !== null && r.sort.field !== m.name) return r;
  const agg = r.sort.direction === 'desc' ? 'max' : 'min';
  const target = r.subject.measures.find((x) => x.column === m.column && x.aggregation === agg);
  return target ? { ...r, measures: [target], weakMeasures: [], sort: null } : r;
}

/** The words that name a `_max` / `_min` column's own side ("the lowest high", "the highest low"). */
const SIDE_WORDS: Readonly<Record<string, RegExp>> = {
  max: /\b(?:max|maximum|maxima|high|highs)\b/i,
  min: /\b(?:min|minimum|minima|low|lows)\b/i,
};

/** The measure of the paired column that holds the asked extreme: min of `x_max` → min of `x_min`. */
function pairedMeasure(intent: Intent, m: SubjectMeasure, question: string): SubjectMeasure {
  const side = /^(.*)_(max|min)$/.exec(m.column ?? '');
  if (!side || (m.aggregation !== 'min' && m.aggregation !== 'max') || side[2] === m.aggregation) return m;
  if ((SIDE_WORDS[side[2] as string] as RegExp).test(question)) return m;
  const column = `${side[1]}_${m.aggregation}`;
  return intent.subject.measures.find((x) => x.column === column && x.aggregation === m.aggregation) ?? m;
}

/**
 * "What was the lowest temperature in January 2013?" over a table with a daily high and a daily low
 * (`temp_max`, `temp_min`): the lowest temperature is the lowest of the lows, not of the highs that
 * "temperature" names alone; the highest is the highest of the highs. A question that names the side
 * ("the lowest high") keeps it.
 */
export function pairedExtremes(intent: Intent, question: string): Intent {
  const measures = intent.measures.map((m) => pairedMeasure(intent, m, question));
  if (measures.every((m, i) => m === intent.measures[i])) return intent;
  const renamed = new Map(intent.measures.map((m, i) => [m.name, (measures[i] as SubjectMeasure).name]));
  const sort = intent.sort
    ? { ...intent.sort, field: renamed.get(intent.sort.field) ?? intent.sort.field }
    : null;
  return { ...intent, measures, sort };
}
