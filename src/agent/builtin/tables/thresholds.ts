import type { Intent } from '../interpret.js';
import { UNITS } from '../parse/vocab.js';
import type { IntentFilter, Reading } from '../parse.js';
import { phrasesOf, type SubjectMeasure } from '../subject.js';
import { COUNT_WORDS, phraseStems, stem } from '../text.js';

/**
 * Thresholds over a raw table's rows. A contract's measure threshold ("origins with more than 50000
 * flights") filters groups; over a table with nothing grouped, a threshold on a column's aggregate
 * ("flights delayed by more than 60 minutes", "days with more than 20 mm of precipitation") can only
 * mean the rows whose value passes it: an ungrouped HAVING would return the one total or nothing.
 * So it becomes a WHERE on the column, and with "how many" the rows are counted.
 */

/** Words that ask for a count even where the reading took them as part of another measure's phrase. */
// "count flights out of Atlanta that were…": the imperative counts as "count of" does.

const ROW_AGGREGATES = new Set(['avg', 'sum', 'min', 'max']);

/** Whether the threshold's number is followed by a unit its measure's description uses ("60 minutes"). */
function inOwnUnit(value: number, m: SubjectMeasure, question: string): boolean {
  const unit = new RegExp(`(?:^|[^\\d.])${value}\\s*([a-z]+)`, 'i').exec(question)?.[1]?.toLowerCase();
  if (unit === undefined) return false;
  // "15 min", "60 mins": a short form of the unit reads as the unit's name does.
  const names = [unit, ...(UNITS[unit] ?? [])];
  const words = m.description.toLowerCase().split(/[^a-z]+/);
  return names.some((n) => words.includes(n));
}

/** The column a threshold measure aggregates, when the threshold can be read per row. */
function rowColumn(f: IntentFilter, measures: readonly SubjectMeasure[], question: string): string | null {
  if (f.kind !== 'measure' || typeof f.value !== 'number') return null;
  const m = measures.find((x) => x.name === f.field);
  // "delayed by more than 60 minutes": in the unit of the lent definition (delay > 15 minutes), the
  // threshold replaces its own; "late flights above 100" is a count above 100, asked back as before.
  const [lent, ...more] = m?.countOf ?? [];
  if (m && lent && more.length === 0 && typeof lent.value === 'number') {
    return inOwnUnit(f.value, m, question) ? lent.field : null;
  }
  return m?.column && ROW_AGGREGATES.has(m.aggregation) ? m.column : null;
}

/**
 * "days in 2013 where the low went below 0", "rainy days in 2014 with wind above 5": a question led by a
 * plural noun and a word that restricts it names the rows it wants, so with a threshold moved onto the
 * rows it counts them, as "how many days" would. A leading plural that names a measure ("lows in 2013
 * below 0") asks for that measure and is not such a noun.
 */
// "flights out of MIA that were 30 to 60 minutes late", "flights from ORD over 2 hours late": a place
// after the noun restricts it as "in" or "with" does.
const LED_BY_PLURAL =
  /^\s*(?:([a-z]+)\s+)?([a-z]+s)\s+(?:in|where|when|with|during|that|on|whose|which|over|above|under|below|longer|shorter|farther|further|more|less|out|from|into|at|leaving|departing|arriving)\b/i;

function ledByRows(question: string, measures: readonly SubjectMeasure[]): boolean {
  const led = LED_BY_PLURAL.exec(question);
  const noun = led?.[2]?.toLowerCase();
  if (!noun) return false;
  const key = stem(noun);
  if (key === noun) return false;
  // The leading words name a measure when they are one of its phrases: "lows", "delayed flights"; not
  // "flights" alone, which is only a word inside "delayed flights".
  const lead = led?.[1] ? [stem(led[1].toLowerCase()), key].join(' ') : null;
  const names = (p: { stems: readonly string[] }) => [key, lead].includes(p.stems.join(' '));
  return !measures.some((m) => !m.plainCount && phrasesOf(m).some(names));
}

/**
 * "per year, how many Seattle days had a low below freezing?": a count asked with a breakdown, where
 * every measure besides the count was named only to carry a threshold, counts the rows passing it in
 * each group (it was read as the groups whose average low is below 0).
 */
function rowsCountedPerGroup(intent: Intent, reading: Reading | null, question: string): boolean {
  // "which month had the most days with a low below freezing": the rows passing it, counted and ranked.
  const rowsRanked =
    /\b(?:most|fewest|least)\s+(?:days|flights|departures|rows)\s+(?:with|where|whose|that)\b/i;
  if (!(reading?.countCue || COUNT_WORDS.test(question) || rowsRanked.test(question))) return false;
  const carried = (m: SubjectMeasure) =>
    intent.filters.some((f) => f.kind === 'measure' && f.field === m.name);
  const carriers = intent.measures.filter((m) => !m.plainCount);
  return carriers.length > 0 && carriers.every(carried);
}

/** The intent with ungrouped thresholds on a table's columns read per row (other intents as they are). */
export function rowThresholds(intent: Intent, reading: Reading | null, question = ''): Intent {
  const subject = intent.subject;
  // "How many days above 30 degrees each year": with a breakdown, rows are counted per group and a
  // threshold on a measure not asked for is on the rows; one on an asked measure filters groups.
  const perGroup = intent.groupBy.length > 0 && rowsCountedPerGroup(intent, reading, question);
  const grouped = intent.groupBy.length > 0 && !perGroup;
  if (grouped && !intent.measures.every((m) => m.plainCount)) return intent;
  const moved = new Set<string>();
  const columns = new Set<string>();
  const filters = intent.filters.map((f): IntentFilter => {
    if (grouped && intent.measures.some((m) => m.name === f.field)) return f;
    const column = rowColumn(f, subject.measures, question);
    if (column === null) return f;
    moved.add(f.field);
    columns.add(column);
    return { field: column, kind: 'dimension', operator: f.operator, value: f.value };
  });
  if (moved.size === 0) return intent;
  // "How many flights were delayed by more than 60 minutes", "how many days had wind above 5": the
  // threshold's measure was named only to carry the threshold; what is asked for is the row count.
  const count = subject.measures.find((m) => m.plainCount);
  const rest = intent.measures.filter((m) => !moved.has(m.name));
  const counted = rest.length > 0 ? rest : count ? [count] : intent.measures;
  // "Average delay for flights longer than 1000 miles": the comparative named the distance only to
  // carry the threshold; beside another measure it is not asked for.
  const others = intent.measures.filter((m) => m.column === null || !columns.has(m.column));
  const asked = others.length > 0 && others.length < intent.measures.length ? others : intent.measures;
  const countAsked =
    perGroup || reading?.countCue || COUNT_WORDS.test(question) || ledByRows(question, subject.measures);
  const measures = countAsked ? counted : asked;
  return { ...intent, filters, measures, sort: sortKept(intent, measures, moved) };
}

/**
 * The ranking after thresholds moved onto the rows: kept where its measure is still shown; one on a
 * measure that only carried a threshold ranks the rows counted instead ("the most days with a low
 * below freezing"), else none.
 */
function sortKept(
  intent: Intent,
  measures: readonly SubjectMeasure[],
  moved: ReadonlySet<string>,
): Intent['sort'] {
  const sort = intent.sort;
  if (!sort || measures.some((m) => m.name === sort.field)) return sort;
  const count = measures.find((m) => m.plainCount);
  return count && sort.field !== null && moved.has(sort.field) ? { ...sort, field: count.name } : null;
}

/** "over 2000 miles", "longer than 2000 miles": a comparison, its number and the word after it. */
const WITH_UNIT =
  /\b(?:more\s+than|over|above|greater\s+than|at\s+least|at\s+most|less\s+than|under|below|fewer\s+than|(?:longer|shorter|farther|further)\s+than)\s+(\d[\d,]*(?:\.\d+)?)\s+([a-z]+)/gi;

/** The column whose measure a one-word unit names ("miles" is the flights contract's word for distance). */
function unitColumn(unit: string, measures: readonly SubjectMeasure[]): string | null {
  const s = stem(unit.toLowerCase());
  const named = (m: SubjectMeasure) =>
    m.column !== null && m.synonyms.some((w) => phraseStems(w).join(' ') === s);
  const columns = new Set(measures.filter(named).map((m) => m.column as string));
  return columns.size === 1 ? ([...columns][0] as string) : null;
}

/**
 * "only flights over 1000 miles", "just the ones longer than 1000 miles": every measure given was named
 * only by the unit after a threshold (the distance by "miles"), so the message restricts rows and asks
 * for no figure of its own.
 */
export function namedByUnitsOnly(
  question: string,
  measures: readonly SubjectMeasure[],
  all: readonly SubjectMeasure[],
): boolean {
  const units = new Set([...question.matchAll(WITH_UNIT)].map((m) => unitColumn(m[2] as string, all)));
  return measures.length > 0 && measures.every((m) => m.column !== null && units.has(m.column));
}

/**
 * "Number of flights over 2000 miles": the threshold's unit names the column it applies to, though
 * the reading put the number on the count ("flights over 2000" as a count above 2000, which over the
 * one ungrouped total would answer the total). The threshold moves to that column's measure, and a
 * measure named only by the unit is dropped; rowThresholds then reads it per row.
 */
export function unitThresholds(intent: Intent, question: string): Intent {
  if (intent.groupBy.length > 0) return intent;
  const measures = intent.subject.measures;
  let { filters, measures: asked } = intent;
  for (const m of question.matchAll(WITH_UNIT)) {
    const value = Number((m[1] as string).replace(/,/g, ''));
    const column = unitColumn(m[2] as string, measures);
    const target = measures.find((x) => x.column === column && x.aggregation === 'max');
    const at = filters.findIndex((f) => f.kind === 'measure' && f.value === value);
    const f = filters[at];
    if (!target || !f || measures.find((x) => x.name === f.field)?.column === column) continue;
    filters = filters.map((x, i) => (i === at ? { ...x, field: target.name } : x));
    const rest = asked.filter((x) => x.column !== column);
    asked = rest.length > 0 ? rest : asked;
  }
  return filters === intent.filters ? intent : { ...intent, filters, measures: asked };
}

/**
 * "How many flights over 2000 miles from SEA?", "flights longer than 2000 miles from SEA": the unit word after the threshold named the
 * distance's measure, though it only says what the threshold is in. With the threshold already a
 * row filter on that column and a count asked for, the rows are counted.
 */
export function unitCounted(intent: Intent, question: string): Intent {
  const counted = COUNT_WORDS.test(question) || ledByRows(question, intent.subject.measures);
  if (intent.groupBy.length > 0 || !counted) return intent;
  const count = intent.subject.measures.find((m) => m.plainCount);
  const units = [...question.matchAll(WITH_UNIT)].map((m) =>
    unitColumn(m[2] as string, intent.subject.measures),
  );
  const filtered = (c: string) => intent.filters.some((f) => f.kind === 'dimension' && f.field === c);
  const unitOnly = (m: SubjectMeasure) => m.column !== null && units.includes(m.column) && filtered(m.column);
  if (!count || !intent.measures.some(unitOnly)) return intent;
  const rest = intent.measures.filter((m) => !unitOnly(m));
  const measures = rest.length > 0 ? rest : [count];
  return {
    ...intent,
    measures,
    sort: measures.some((m) => m.name === intent.sort?.field) ? intent.sort : null,
  };
}

/**
 * "flights out of PHX delayed by at least 30 minutes": a threshold the question sets on the column a
 * lent count is defined by (delayed = delay > 15) replaces that definition; the lent count beside it
 * would count other rows (delay > 15 within delay >= 30). The rows are counted once, plainly.
 */
export function thresholdOverLent(intent: Intent): Intent {
  const thresholded = new Set(
    intent.filters
      .filter(
        (f) => f.kind === 'dimension' && f.operator !== 'eq' && f.operator !== 'in' && f.operator !== 'neq',
      )
      .map((f) => f.field),
  );
  const replaced = (m: SubjectMeasure) =>
    (m.countOf?.length ?? 0) > 0 && (m.countOf ?? []).every((c) => thresholded.has(c.field));
  if (!intent.measures.some(replaced)) return intent;
  const count = intent.subject.measures.find((m) => m.plainCount);
  const rest = intent.measures.filter((m) => !replaced(m));
  const measures = rest.some((m) => m.plainCount) || !count ? rest : [...rest, count];
  if (measures.length === 0) return intent;
  // "the origins with the most flights delayed over an hour": the ranking of the lent count ranks the
  // plain count that replaced it.
  return { ...intent, measures, sort: replacedSort(intent, measures, count) };
}

/** The sort kept, or moved from a replaced lent count to the plain count; null when nothing it ranked is left. */
function replacedSort(
  intent: Intent,
  measures: readonly SubjectMeasure[],
  count: SubjectMeasure | undefined,
): Intent['sort'] {
  if (!intent.sort) return null;
  if (measures.some((m) => m.name === intent.sort?.field)) return intent.sort;
  return count && measures.includes(count) ? { ...intent.sort, field: count.name } : null;
}

/** The phrases that name a measure (its synonyms and its name's words), longest first. */
function phrasesNaming(m: SubjectMeasure): string[] {
  return [...m.synonyms, m.name.replace(/_/g, ' ')]
    .map((w) => w.toLowerCase())
    .sort((a, b) => b.length - a.length);
}

/**
 * The filtered count named after "of" beside another measure ("the average delay of delayed flights",
 * "average distance of the late flights"): its definition picks the rows the other measure is taken
 * over, it is not a second figure. Null when the question does not say so.
 */
export function lentOfRows(intent: Intent, question: string): SubjectMeasure | null {
  // A count with a condition: lent to a table (countOf), or a contract's filtered count.
  const filtered = (m: SubjectMeasure) =>
    (m.countOf?.length ?? 0) > 0 || (m.aggregation === 'count' && !m.plainCount && m.column === null);
  const lent = intent.measures.filter(filtered);
  const others = intent.measures.filter((m) => !lent.includes(m) && !m.plainCount);
  const [one, ...more] = lent;
  if (!one || more.length > 0 || others.length === 0 || COUNT_WORDS.test(question)) return null;
  const text = question.toLowerCase();
  // "of the late flights", "among delayed flights", "across the delayed flights".
  const after = String.raw`\b(?:of|among|amongst|across)\s+(?:the\s+|our\s+|all\s+)?`;
  return phrasesNaming(one).some((p) => new RegExp(`${after}${p}\\b`).test(text)) ? one : null;
}

/** The intent over the rows a lent count defines, when it was named after "of" beside another measure (tables). */
export function lentAsRows(intent: Intent, question: string): Intent {
  const lent = lentOfRows(intent, question);
  if (!lent?.countOf) return intent;
  const rows: IntentFilter[] = lent.countOf.map((c) => ({ ...c, kind: 'dimension' as const }));
  const measures = intent.measures.filter((m) => m !== lent);
  const sort = intent.sort?.field === lent.name ? null : intent.sort;
  return { ...intent, measures, filters: [...intent.filters, ...rows], sort };
}
