import type { SortDirection } from '../../../contracts/model.js';
import type { Intent } from '../interpret.js';
import { EXTREME_WORDS } from '../parse/extremes.js';
import type { GroupBy } from '../parse/state.js';
import type { Reading } from '../parse.js';
import type { Subject, SubjectDimension, SubjectMeasure } from '../subject.js';
import { type Token, tokenize } from '../text.js';
import { columnWord, keyColumn } from './columns.js';

/**
 * "What was the hottest temperature recorded?", "the biggest single delay from LAX": over a table's
 * rows, a superlative with nothing to rank asks for the extreme of the column its measure reads
 * (`max(temp_max)`, `max(delay)`), not for a ranking of nothing. A contract has no rows to take an
 * extreme of, so there the question is still asked back. Not when the question asks "which" or
 * "who" (a row, not a figure: "which flight was the longest"), and not when it names a period noun
 * the reading did not group by ("rainiest month of 2013": the month, not the wettest figure of 2013).
 */
// "airports table: which airport …": a lead-in naming the table before a colon leaves the question as asked.
const ASKS_FOR_ROW = /^\s*(?:[\w\s-]{1,40}:\s*)?(?:which|who|whom|whose)\b/i;
const PERIOD_NOUN = /\b(?:hours?|days?|dates?|weeks?|months?|quarters?|years?|seasons?|times?|periods?)\b/i;

export function rowExtreme(r: Reading, question: string): Reading {
  if (r.subject.kind === 'contract') return contractRow(r, question);
  if (!r.sort) return shownExtreme(r, question);
  if (r.groupBy.length > 0 && EACH_GROUP.test(question)) return perGroupExtreme(r, question);
  if (r.groupBy.length > 0) return oneRowAsked(question, r.subject) ? rankedRow(r, r.sort.direction) : r;
  if (PERIOD_NOUN.test(question) || (ASKS_FOR_ROW.test(question) && !whichRowShown(r, question))) return r;
  const m = onlyMeasure(r);
  if (!m || (r.sort.field !== null && r.sort.field !== m.name)) return r;
  const target = extremeOf(r, m, r.sort.direction);
  if (!target) return r;
  const rows = ASKS_FOR_ROW.test(question) || nounRowAsked(question, r.subject) || nounRowsAsked(question, r);
  const shown = rows ? rowShownBy(r) : shownColumns(r);
  if (shown.length === 0) return { ...r, measures: [target], weakMeasures: [], sort: null };
  // "northernmost airport - name and latitude": the row's own columns beside its extreme. "Hawaii
  // airports, north to south: code and latitude" asks for every row in that order, not one row's
  // extreme (read so, the northernmost airport alone was given: a wrong answer).
  const listed = SORTED_LIST.test(question) && !SUPERLATIVE_WORD.test(question);
  return rankedRow(showing(r, shown), r.sort.direction, listed ? null : 1);
}

/** Words that ask for rows in an order ("sorted by", "in descending order") rather than for an extreme. */
const SORTED_LIST = /\b(?:sort|sorted|sorting|order|ordered|descending|ascending)\b/i;
/** A superlative word or a top-N, which asks for the extreme rows whatever order is named. */
const SUPERLATIVE_WORD = /\b(?:\w+est|most|least|top|bottom|max(?:imum)?|min(?:imum)?)\b/i;

/** "each", "every", "per": the superlative is taken within each group, not across them. */
const EACH_GROUP = /\b(?:each|every|per)\b/i;
/** Words of a group's figure other than "each": "the longest average flight per airport" ranks averages. */
const WHOLE_FIGURE = /\b(?:average|avg|mean|typical|typically|total|overall)\b/i;

/**
 * "the longest flight from each airport in Hawaii", "the biggest single delay per origin": one row's
 * superlative within each group is the column's extreme per group (`max(distance)` by origin), not a
 * ranking of the groups by their average (read before: the longest average per airport).
 */
function perGroupExtreme(r: Reading, question: string): Reading {
  const m = onlyMeasure(r);
  if (!m || !r.sort || WHOLE_FIGURE.test(question) || !superlativeOfRow(question, r.subject)) return r;
  if (r.sort.field !== null && r.sort.field !== m.name) return r;
  const target = extremeOf(r, m, r.sort.direction);
  return target ? { ...r, measures: [target], weakMeasures: [], sort: null, limit: null } : r;
}

/**
 * "Which airport sits furthest north? code and latitude": "which" before the row's own noun in the
 * singular (one row), with the columns to show it by named, asks for one row's extreme shown by them, as "the northernmost
 * airport: code and latitude" does; without columns named it is left as it was.
 */
function whichRowShown(r: Reading, question: string): boolean {
  const noun = rowNoun(r.subject);
  // "which Hawaii airport …": a place named before the noun narrows the rows, and is still one row.
  const which =
    noun &&
    new RegExp(
      `^\\s*(?:[\\w\\s-]{1,40}:\\s*)?[Ww]hich\\s+(?:\\p{Lu}[\\p{L}.'-]*\\s+){0,2}${noun}\\b`,
      // Case-sensitive: \p{Lu} under the "i" flag would take any word for a place name.
      'u',
    ).test(question);
  return !!which && !GROUP_FIGURE.test(question) && rowShownBy(r).length > 0;
}

/**
 * The columns to show one row by: those named beside it, else the row's own code and name where the
 * table has a name column ("Which airport sits furthest north?": its iata and name; it was asked back).
 */
function rowShownBy(r: Reading): GroupBy[] {
  const named = shownColumns(r);
  if (named.length > 0) return named;
  const name = r.subject.dimensions.find((d) => d.type === 'string' && d.name === 'name');
  const code = keyColumn(r.subject);
  if (!name || !code) return [];
  return [...new Set([code, name])].map((dimension) => ({ dimension, grain: null }));
}

/** The reading grouped by the shown columns, whose words are no longer left over. */
function showing(r: Reading, shown: GroupBy[]): Reading {
  const left = (t: Token) => !namesColumn(r, t);
  return { ...r, groupBy: shown, ignored: r.ignored.filter(left), unknown: r.unknown.filter(left) };
}

/**
 * "highest latitude airport: give me the name and city": an extreme already read as the column's
 * maximum (parse/extremes.ts), of one row, with the row's columns named bare beside it.
 */
function shownExtreme(r: Reading, question: string): Reading {
  const m = onlyMeasure(r);
  if (!m || (m.aggregation !== 'max' && m.aggregation !== 'min') || r.groupBy.length > 0) return r;
  // "Which airport has the highest latitude?", "the southernmost airport in Texas": the row (its
  // noun after the superlative), shown by its code and name, not the figure alone.
  const shown =
    whichRowShown(r, question) || nounRowAsked(question, r.subject)
      ? rowShownBy(r)
      : oneRowAsked(question, r.subject)
        ? shownColumns(r)
        : [];
  if (shown.length === 0) return r;
  return rankedRow(showing(r, shown), m.aggregation === 'max' ? 'desc' : 'asc');
}

/** The one measure the reading names (strongly, else weakly), over a column; null otherwise. */
function onlyMeasure(r: Reading): SubjectMeasure | null {
  const named = r.measures.length > 0 ? r.measures : r.weakMeasures;
  const [m, ...more] = named;
  return m && more.length === 0 && m.column !== null ? m : null;
}

/** The measure of the same column with the extreme of the direction: max for descending, min for ascending. */
function extremeOf(r: Reading, m: SubjectMeasure, direction: SortDirection): SubjectMeasure | null {
  const agg = direction === 'desc' ? 'max' : 'min';
  return r.subject.measures.find((x) => x.column === m.column && x.aggregation === agg) ?? null;
}

/**
 * "What is the longest flight from SEA, and where does it go?": one row's extreme with the columns it
 * is shown by ("where it goes": the destination): the groups ranked by that extreme, the top one, not
 * by their average distance (a destination whose flights are long on average) or their total.
 */
function rankedRow(r: Reading, direction: SortDirection, rows: number | null = 1): Reading {
  const m = onlyMeasure(r);
  const target = m ? extremeOf(r, m, direction) : null;
  if (!target) return r;
  return {
    ...r,
    measures: [target],
    weakMeasures: [],
    sort: { field: target.name, direction },
    limit: r.limit ?? rows,
  };
}

/** A word left over that names one of the subject's text columns ("name", "city", "code"; "Name" opening the question). */
function namesColumn(r: Reading, t: Token): SubjectDimension | undefined {
  return columnWord(r.subject, t);
}

/** The columns named bare beside a row's extreme ("name and latitude"), to show the row by. */
function shownColumns(r: Reading): GroupBy[] {
  const shown = [...r.ignored, ...r.unknown].flatMap((t) => namesColumn(r, t) ?? []);
  return [...new Set(shown)].map((dimension) => ({ dimension, grain: null }));
}

/** "single", "individual", "recorded", "ever" near a superlative: one row's figure, not a group's. */
const ONE_ROW_WORDS: ReadonlySet<string> = new Set(['single', 'individual', 'recorded', 'ever']);
/** A figure of many rows said outright: the superlative ranks averages or totals. */
const GROUP_FIGURE = /\b(?:average|avg|mean|typical|typically|total|overall|per|each|every)\b/i;
/** Words ending in -est or -most that are no superlatives of a figure. */
const NOT_SUPERLATIVE: ReadonlySet<string> = new Set(
  'interest request latest earliest least almost utmost harvest suggest contest protest honest modest'.split(
    ' ',
  ),
);

function superlative(word: string): boolean {
  if (EXTREME_WORDS[word]) return true;
  return word.length > 5 && /(?:est|most)$/.test(word) && !NOT_SUPERLATIVE.has(word);
}

/** What one row of the subject is ("flight" for flights, "airport" for airports), from its row count. */
export function rowNoun(subject: Subject): string | null {
  const count = subject.measures.find((m) => m.plainCount)?.name ?? '';
  const noun = count.replace(/_count$/, '');
  return noun && noun !== count && noun !== 'row' ? noun : null;
}

/**
 * "the longest flight", "the northernmost airport", "the biggest single delay", "the longest delay
 * recorded": a superlative of one row (the row's noun in the singular, or a word that marks one row,
 * within the three words after it: "the highest latitude airport"), not of a group's figure ("the highest average delay", "longest flights").
 */
export function oneRowAsked(question: string, subject: Subject): boolean {
  return !GROUP_FIGURE.test(question) && superlativeOfRow(question, subject);
}

/** A superlative with the row's noun in the singular, or a word that marks one row, within three words after it. */
function superlativeOfRow(question: string, subject: Subject): boolean {
  const tokens = tokenize(question);
  const noun = rowNoun(subject);
  return tokens.some((t, i) => {
    if (!superlative(t.lower)) return false;
    const next = tokens.slice(i + 1, i + 4).map((x) => x.lower);
    return next.some((w) => ONE_ROW_WORDS.has(w) || w === noun);
  });
}

/**
 * "the southernmost airport in Texas", "northernmost airport": a superlative right before the row's
 * own noun in the singular asks for that row, not its figure ("the longest delay recorded" asks a
 * figure, and so does "the southernmost airport latitude", which names the column after the noun).
 */
function nounRowAsked(question: string, subject: Subject): boolean {
  const noun = rowNoun(subject);
  if (!noun || GROUP_FIGURE.test(question)) return false;
  const columns = new Set(subject.measures.flatMap((m) => m.column?.split('_') ?? []));
  const tokens = tokenize(question);
  // "the northernmost airport", or the noun first: "the airport farthest west" (read "westernmost").
  const nounBefore = (i: number) =>
    tokens[i - 1]?.lower === noun &&
    (i === 1 || ['the', 'which', 'what'].includes(tokens[i - 2]?.lower ?? ''));
  // "the airport with the highest latitude": the noun, then "with"/"having the" and the superlative of a column.
  const nounWith = (i: number) =>
    tokens[i - 1]?.lower === 'the' &&
    ['with', 'having'].includes(tokens[i - 2]?.lower ?? '') &&
    tokens[i - 3]?.lower === noun &&
    (i === 3 || ['the', 'which', 'what'].includes(tokens[i - 4]?.lower ?? ''));
  return tokens.some(
    (t, i) =>
      superlative(t.lower) &&
      ((tokens[i + 1]?.lower === noun && !columns.has(tokens[i + 2]?.lower ?? '')) ||
        (nounBefore(i) && !columns.has(tokens[i + 1]?.lower ?? '')) ||
        nounWith(i)),
  );
}

/**
 * "the 3 westernmost airports", "show the 5 southernmost airports and their latitudes", "3 airports
 * farthest west": the row's noun in the plural beside a superlative, with a number, asks for that many
 * rows ranked by the column (the one extreme figure was given).
 */
function nounRowsAsked(question: string, r: Reading): boolean {
  const noun = rowNoun(r.subject);
  if (!noun || r.limit === null || r.limit < 2 || GROUP_FIGURE.test(question)) return false;
  const tokens = tokenize(question);
  const plural = (i: number) => tokens[i]?.lower === `${noun}s`;
  return tokens.some((t, i) => superlative(t.lower) && (plural(i + 1) || plural(i - 1)));
}

/**
 * A contract has no rows to take one's extreme of: "the longest departure delay recorded" over a
 * contract that defines the delay only as an average cannot be answered by its average per day (or a
 * total per destination). A problem, so the question is read over the tables where the consumer may
 * (tables/fallback.ts) and asked back where it may not.
 */
function contractRow(r: Reading, question: string): Reading {
  const m = onlyMeasure(r) ?? r.measures[0] ?? r.weakMeasures[0];
  if (!m || m.aggregation === 'min' || m.aggregation === 'max' || m.plainCount) return r;
  if (!oneRowAsked(question, r.subject)) return r;
  const kind = m.aggregation === 'avg' ? 'an average' : m.aggregation === 'sum' ? 'a total' : 'a count';
  const problem = `${r.subject.title} has ${m.title.toLowerCase()} only as ${kind} over many rows, not one row's largest or smallest value`;
  return { ...r, problems: [...r.problems, problem] };
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
