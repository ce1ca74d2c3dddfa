import type { Intent, Outcome } from '../interpret.js';
import type { Reading } from '../parse.js';
import { withinOneDay } from '../time.js';
import { rowLabels } from './columns.js';
import { rowNoun } from './extremes.js';

/**
 * "What state is ABQ in?", "which city is the BWI airport in?", "what is the name of the MSY
 * airport?": a question that names a text attribute and a value, with no measure, count or ranking
 * word, asks for the attribute of that value (a lookup), not the number of rows per attribute value.
 * Over a table the answer is the attribute's distinct values under the filters, with no measure.
 * Only with a question word ("what", "which", "where"), and not when the table's own rows are named
 * ("which city do most flights from PDX go to" counts flights).
 */

const QUESTION_WORD = /\b(?:what|which|where)\b/i;
/** Words that ask for an amount or a ranking, whatever the reading made of them. */
export const AMOUNT_WORDS =
  /\b(?:how\s+many|how\s+much|number|count|most|least|fewest|top|bottom|busiest|percent(?:age)?|proportion|share|fraction|ratio)\b|%/i;

function measureWords(r: Reading): boolean {
  return r.measures.length > 0 || r.weakMeasures.length > 0 || r.genericAggregation !== null || r.countCue;
}

export function attributeLookup(intent: Intent, reading: Reading | null, question: string): Intent {
  if (!reading || measureWords(reading) || reading.mentioned || reading.sort || reading.limit !== null)
    return intent;
  if (!QUESTION_WORD.test(question) || AMOUNT_WORDS.test(question)) return intent;
  const [g, ...more] = intent.groupBy;
  if (!g || more.length > 0 || g.grain !== null || g.dimension.type !== 'string') return intent;
  // A value, or one day ("what was the weather on July 4, 2014"), names what the attribute is of.
  const named = intent.filters.filter((f) => f.field !== g.dimension.name);
  if ((named.length === 0 && !withinOneDay(intent.range)) || !intent.measures.every((m) => m.plainCount))
    return intent;
  return { ...intent, measures: [], sort: null, limit: null };
}

/** The table's rows are named ("airports", the plain row count's word) and no other measure, count or aggregation. */
function rowsNamed(r: Reading): boolean {
  const named = [...r.measures, ...r.weakMeasures];
  if (r.countCue || r.genericAggregation !== null || !named.every((m) => m.plainCount)) return false;
  return r.mentioned || named.length > 0;
}

/** Asking for the rows themselves: "which airports …", "list the airports …", "show me the airports …". */
const LIST_WORD = /\b(?:which|what|list|show|name)\b/i;

/**
 * A verb or question word: without any, the question is a bare noun phrase ("airports in Hawaii",
 * "Vermont airports"), which names rows as a heading names what is under it, not asks their number.
 */
const CLAUSE_WORD =
  /\b(?:is|are|was|were|be|do|does|did|have|has|had|how|why|when|who|whose|there|exist|exists|located|lie|lies|sit|sits)\b/i;

function asksForRows(question: string): boolean {
  return LIST_WORD.test(question) || !CLAUSE_WORD.test(question);
}

/**
 * "Which airports are in Delaware?", "List the airports in Rhode Island": the table's own rows, named,
 * with no measure, count or ranking word, are a list of those rows, not their number. A row is shown
 * by the table's key (its first text column, "iata") and its `name` column, so only a table with a
 * name column is listed this way; and only under a filter, never the whole table.
 */
export function rowList(intent: Intent, reading: Reading | null, question: string): Intent {
  if (!reading || !rowsNamed(reading) || reading.sort || reading.limit !== null) return intent;
  if (!asksForRows(question) || AMOUNT_WORDS.test(question)) return intent;
  if (intent.groupBy.length > 0 || intent.filters.length === 0 || intent.sort) return intent;
  if (!intent.measures.every((m) => m.plainCount)) return intent;
  const labels = rowLabels(intent.subject);
  if (!labels) return intent;
  const groupBy = labels.map((dimension) => ({ dimension, grain: null }));
  return { ...intent, measures: [], groupBy, sort: null, limit: null };
}

const DISTINCT_CUE = /\b(?:distinct|unique|different)\s+[a-z]/i;

/**
 * "distinct origins flying to HNL", "list the unique weather types": the distinct values of the one
 * text column grouped by, with no count, measure or ranking word, are the values themselves.
 */
export function distinctList(intent: Intent, reading: Reading | null, question: string): Intent {
  if (!reading || measureWords(reading) || reading.sort || reading.limit !== null) return intent;
  if (!DISTINCT_CUE.test(question) || AMOUNT_WORDS.test(question)) return intent;
  const [g, ...more] = intent.groupBy;
  if (!g || more.length > 0 || g.grain !== null || g.dimension.type !== 'string') return intent;
  if (!intent.measures.every((m) => m.plainCount)) return intent;
  return { ...intent, measures: [], sort: null, limit: null };
}

const WHERE = /^\s*where(?:\s+is|\s+are|'s)\b/i;

/**
 * "Where is PDX?": a place's whereabouts are its city and state. With one value on a side column
 * (`origin = 'PDX'`) that has joined city and state columns, and no amount asked, the answer is
 * those two columns for the value.
 */
export function whereLookup(intent: Intent, reading: Reading | null, question: string): Intent {
  if (!reading || measureWords(reading) || !WHERE.test(question) || AMOUNT_WORDS.test(question))
    return intent;
  const [f, ...more] = intent.filters;
  if (!f || more.length > 0 || f.operator !== 'eq' || intent.groupBy.length > 0) return intent;
  const dims = intent.subject.dimensions;
  const place = ['city', 'state'].map((part) => dims.find((d) => d.name === `${f.field}_${part}`));
  if (!place.every((d) => d !== undefined) || !intent.measures.every((m) => m.plainCount)) return intent;
  const groupBy = place.flatMap((d) => (d ? [{ dimension: d, grain: null }] : []));
  return { ...intent, measures: [], groupBy, sort: null, limit: null };
}

/**
 * "Which state is PDX in?", "what city is MCO in", "In which city is the PDX airport?", "What's the
 * name of the airport DEN?" (the fallback's form of a lookup): over a table, a question in that form
 * that names no measure (no count asked, no aggregation word, no ranking) and picks its rows by value
 * is answered with the grouped field's values alone.
 */

/** "which … is", "what … is", "in which … is", "what's the …", "what is the …": the form of a lookup. */
export const LOOKUP_FORM =
  /^\s*(?:in\s+)?(?:which|what)\b(?!\s+(?:are|were|have|had|do|did)\b).*\bis\b|^\s*what(?:'s|\s+is)\s+the\b/i;

/** The intent as a lookup when the question asks for a field of rows picked by value, else as it is. */
export function lookupIntent(intent: Intent, reading: Reading | null, question: string): Intent {
  if (intent.subject.kind === 'contract' || !reading || !LOOKUP_FORM.test(question)) return intent;
  const named = reading.measures.length > 0 || reading.countCue || reading.genericAggregation !== null;
  const picked =
    intent.filters.length > 0 && intent.filters.every((f) => f.kind === 'dimension' && f.operator === 'eq');
  const fields = intent.groupBy.length > 0 && intent.groupBy.every((g) => g.dimension.type !== 'time');
  if (named || !picked || !fields || reading.sort !== null || intent.range !== null) return intent;
  return { ...intent, measures: [], sort: null, limit: null };
}

/** Whether an answer is a lookup (fields only, no figure). */
export function isLookup(intent: Intent): boolean {
  return intent.measures.length === 0 && intent.groupBy.length > 0;
}

/** Words that ask for a statistic of a column rather than its value in each row. */
export const STATISTIC_WORDS =
  /\b(?:avg|average|mean|typical|total|sum|min|minimum|max|maximum|highest|lowest|median|overall|combined)\b/i;

/**
 * "Coordinates of the New Orleans airport", "the latitude of the Chicago airports": a column of the
 * rows a filter names, with no word of a statistic, asks for each row's value, not their average (the
 * mean of two airports' latitudes is no airport's). On a table whose rows are named things (a `name`
 * column), each row is shown by its key and name with the column; one row's average is its value.
 */
export function valueLookup(intent: Intent, reading: Reading | null, question: string): Intent {
  if (!reading || reading.countCue || reading.sort || reading.limit !== null || reading.genericAggregation)
    return intent;
  if (intent.groupBy.length > 0 || intent.filters.length === 0 || intent.measures.length === 0) return intent;
  if (STATISTIC_WORDS.test(question) || AMOUNT_WORDS.test(question)) return intent;
  if (!intent.measures.every((m) => m.column !== null && m.aggregation === 'avg')) return intent;
  const labels = rowLabels(intent.subject);
  if (!labels) return intent;
  const [key] = labels;
  // "coordinates of PDX": one key names one row, whose average is its value; shown as asked.
  const one = (v: unknown) => !Array.isArray(v) || v.length === 1;
  if (intent.filters.some((f) => f.field === key.name && f.kind === 'dimension' && one(f.value)))
    return intent;
  const groupBy = labels.map((dimension) => ({ dimension, grain: null }));
  return { ...intent, groupBy, sort: null, limit: null };
}

/**
 * "Coordinates of the New Orleans airport": the value lookup above shows each row a filter names, but
 * the question said one ("the … airport", the row's noun in the singular) and the filter names
 * several (New Orleans has three airports). Showing all three answers a plural question; picking one
 * would be a guess: asked which one, with their names as choices.
 */
export function oneOfSeveral(
  intent: Intent,
  question: string,
  rows: readonly Record<string, unknown>[],
): Extract<Outcome, { kind: 'ask' }> | null {
  const [key, name] = intent.groupBy.map((g) => g.dimension.name);
  if (intent.subject.kind === 'contract' || intent.sort !== null || name !== 'name' || !key) return null;
  if (rows.length < 2 || !intent.measures.every((m) => m.column !== null && m.aggregation === 'avg'))
    return null;
  const noun = rowNoun(intent.subject);
  if (!noun || !new RegExp(`\\bthe\\b.*\\b${noun}\\b`, 'i').test(question)) return null;
  if (new RegExp(`\\b${noun}s\\b`, 'i').test(question)) return null;
  const named = rows.map((r) => `${String(r[name])} (${String(r[key])})`);
  const where = intent.filters.map((f) => String(f.value)).join(', ');
  const message = `${where ? `"${where}" names` : 'The question names'} ${rows.length} ${noun}s in the data (${named.join(', ')}), and the question asks about one; which one do you mean?`;
  return { kind: 'ask', message, questions: [{ id: 'one', text: message, choices: named.slice(0, 6) }] };
}
