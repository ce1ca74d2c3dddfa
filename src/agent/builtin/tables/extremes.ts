import type { Reading } from '../parse.js';

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
