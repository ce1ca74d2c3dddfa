import { sibling } from './parse/extremes.js';
import { timeDimension, yearDimension } from './parse/match.js';
import { leftFor } from './parse/values.js';
import type { IntentFilter, Reading } from './parse.js';
import {
  phrasesOf,
  type Subject,
  type SubjectDimension,
  type SubjectMeasure,
  sideAndKind,
} from './subject.js';
import { STOPWORDS, type Token, tokenize, tokenKey, wholeNumber } from './text.js';
import { comparedGrain, nextDoor, type Period, type TimeRange, withYear } from './time.js';
import type { ValueIndex } from './values.js';

/**
 * What a follow-up changes that the plain merge would not: a place named on the same side of the
 * question ("average delay from ORD", then "what about Denver?") replaces the old one rather than
 * narrowing to nothing, and a bare extreme ("and the highest?") asks for the maximum of the measure
 * already answered, not for a ranking of nothing.
 */

/** A dimension's side: the first part of its name ("origin_city" and "origin" are one side of a trip). */
const side = (name: string): string => sideAndKind(name)[0];

/** What a dimension is, without its side: "city" for origin_city and destination_city, "" for origin. */
const kindOf = (name: string): string => sideAndKind(name)[1];

const positive = (f: IntentFilter) => f.operator === 'eq' || f.operator === 'in';
const same = (a: IntentFilter, b: IntentFilter) => JSON.stringify(a.value) === JSON.stringify(b.value);

/** "to Boston", then "what about from Boston?": the value moved to the other side of the trip. */
function movedAcross(old: IntentFilter, next: readonly IntentFilter[]): boolean {
  return next.some(
    (n) => n.field !== old.field && positive(n) && same(n, old) && kindOf(n.field) === kindOf(old.field),
  );
}

/**
 * The earlier filters without the positive ones that a new positive value on another field of the
 * same side replaces ("origin = ORD", then "Denver": origin city Denver, not ORD and Denver together).
 * Exclusions ("excluding LAX") and additions ("and MSFT") keep them.
 */
export function replacedOnSide(
  subject: Subject,
  prev: readonly IntentFilter[],
  next: readonly IntentFilter[],
): IntentFilter[] {
  const isText = (field: string) => subject.dimensions.some((d) => d.name === field && d.type === 'string');
  const sides = new Set(
    next.filter((f) => f.kind === 'dimension' && positive(f) && isText(f.field)).map((f) => side(f.field)),
  );
  return prev.filter((f) => {
    if (f.kind !== 'dimension' || !positive(f) || next.some((n) => n.field === f.field)) return true;
    return !sides.has(side(f.field)) && !movedAcross(f, next);
  });
}

/** "show 10", "top 20", "just 3": a follow-up that only gives a number resizes the ranking. */
export function bareLimit(tokens: readonly Token[], prev: Reading, r: Reading): number | null {
  if (prev.groupBy.length === 0 || r.measures.length > 0 || r.groupBy.length > 0 || r.range) return null;
  const numbers = tokens.map((t) => wholeNumber(t)).filter((n): n is number => n !== null);
  const words = tokens.filter((t) => wholeNumber(t) === null && !STOPWORDS.has(t.lower));
  return numbers.length === 1 && words.length === 0 ? (numbers[0] as number) : null;
}

/**
 * "average delay by month", then "which was the worst?": a singular question with a ranking word over
 * the earlier breakdown asks for its one top (or bottom) row.
 */
export function whichOfPrevious(tokens: readonly Token[], prev: Reading, r: Reading): number | null {
  if (!r.sort || prev.groupBy.length === 0) return null;
  // "by destination", then "which of those got the most?" (read as the most arrivals, a ranking of
  // destinations): a breakdown the earlier one already had, with no number of its own, is the same rows.
  const same = r.groupBy.every((g) => prev.groupBy.some((p) => p.dimension === g.dimension));
  const numbered = tokens.some((t) => wholeNumber(t) !== null);
  if (!same || (r.limit !== null && (r.groupBy.length === 0 || numbered))) return null;
  return singularWhich(tokens) ? 1 : null;
}

/** Verbs after "which of those" that ask which row holds the most: "which of those had the most?". */
const HOLDING = new Set(['had', 'has', 'have', 'got', 'gets', 'saw', 'sees', 'did', 'does']);

/**
 * "which was", "which one", and "which of those is" / "which of them was" / "which of those had": one
 * row of the rows shown.
 */
export function singularWhich(tokens: readonly Token[]): boolean {
  const copula = (i: number) => ['was', 'is', 'one'].includes(tokens[i]?.lower ?? '');
  const ofShown = (i: number) =>
    tokens[i + 1]?.lower === 'of' &&
    BACK_REFERENCES.has(tokens[i + 2]?.lower ?? '') &&
    (copula(i + 3) || HOLDING.has(tokens[i + 3]?.lower ?? ''));
  return tokens.some((t, i) => t.lower === 'which' && (copula(i + 1) || ofShown(i)));
}

/**
 * "top 5 destinations from Atlanta", then "which of those is the least busy?": the last of the rows
 * shown is not the last row overall, which one row ranked the other way gives (a destination never
 * shown). No query here gives the first, so it is asked back rather than answered with the second.
 */
export function turnedWithinShown(tokens: readonly Token[], prev: Reading, r: Reading): boolean {
  if (!r.sort || !prev.sort || prev.limit === null || r.limit !== null || r.groupBy.length > 0) return false;
  return singularWhich(tokens) && !!prev.sort.direction && r.sort.direction !== prev.sort.direction;
}

/**
 * "and the highest?" after a single figure: the earlier measures' maximum (or minimum) siblings, or
 * null when the follow-up names a measure, a breakdown, or no extreme. `shown`: the measures the last
 * answer gave when the earlier question named none of its own ("the highest AMZN price" gave the
 * maximum price, so "and the lowest?" asks for its minimum).
 */
export function extremeOfPrevious(
  prev: Reading,
  r: Reading,
  shown: readonly SubjectMeasure[] = prev.measures,
): SubjectMeasure[] | null {
  if (!r.sort || r.sort.field !== null || r.measures.length > 0 || r.groupBy.length > 0) return null;
  const earlier = prev.measures.length > 0 ? prev.measures : shown;
  if (prev.groupBy.length > 0 || earlier.length === 0) return null;
  const agg = r.sort.direction === 'desc' ? 'max' : 'min';
  const out = earlier.map((m) => (m.aggregation === agg ? m : sibling(prev.subject, m, agg)));
  return out.every((m): m is SubjectMeasure => m !== null) ? out : null;
}

/**
 * "total distance flown from SEA", then "and the average?": "average" / "total" with no measure of its
 * own asks for the earlier measures with that aggregation over the same column (average distance), not
 * for a choice between every average. Null when a measure is named or a measure has no such sibling.
 */
export function aggregateOfPrevious(prev: Reading, r: Reading): SubjectMeasure[] | null {
  const agg = r.genericAggregation;
  if (!agg || r.measures.length > 0 || prev.measures.length === 0) return null;
  const out = prev.measures.map((m) => (m.aggregation === agg ? m : sibling(prev.subject, m, agg)));
  return out.every((m): m is SubjectMeasure => m !== null) ? out : null;
}

/**
 * Pronouns that point back at what the last answer showed ("what was their average delay?", "how many
 * of those were late?"): the message refines the last question even without a leading cue.
 */
// "they", "theirs" as well: "how many flights did they have in total?" after a ranking.
export const BACK_REFERENCES: ReadonlySet<string> = new Set([
  'they',
  'their',
  'theirs',
  'them',
  'those',
  'these',
]);

/**
 * Whether the message points back at the rows the last answer showed: a pronoun ("their", "those"), or
 * "each" with no noun of its own ("the average delay on each?", "for each one"), which "for each
 * destination" has and which then names a breakdown instead.
 */
export function pointsBackAtRows(tokens: readonly Token[]): boolean {
  return tokens.some(
    (t, i) =>
      BACK_REFERENCES.has(t.lower) ||
      (t.lower === 'each' && ['', 'one', 'ones'].includes(tokens[i + 1]?.lower ?? '')),
  );
}

/** "what was its highest monthly close?" after AMZN's average: "its" is the thing just asked about. */
export function pointsBackAtSubject(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.lower === 'its');
}

/**
 * "how many flights is that?", "how many flights was it?": a copula and a pronoun closing the message
 * point back at the figure just given (read as a new question, the count of every flight was given).
 */
export function pointsBackAtFigure(tokens: readonly Token[]): boolean {
  const last = tokens.at(-1)?.lower ?? '';
  const verb = tokens.at(-2)?.lower ?? '';
  return ['that', 'it', 'this'].includes(last) && ['is', 'was', 'are', 'were', "that's"].includes(verb);
}

const PERIOD_UNITS: ReadonlySet<string> = new Set(['day', 'week', 'month', 'quarter', 'year', 'period']);

/**
 * "that month", "the same year": the period the last answer named (its top row), pointing back like
 * "their". ("this month" / "this year" are times relative to the data, read by time.ts.)
 */
export function pointsBackAtPeriod(tokens: readonly Token[]): boolean {
  return periodPointerAt(tokens).size > 0;
}

/** The positions of the words of "that month", "the same year" (the pointer and its unit). */
export function periodPointerAt(tokens: readonly Token[]): ReadonlySet<number> {
  const at = new Set<number>();
  for (const [i, t] of tokens.entries()) {
    const pointer = t.lower === 'that' || (t.lower === 'same' && tokens[i - 1]?.lower === 'the');
    if (pointer && PERIOD_UNITS.has(tokens[i + 1]?.lower ?? '')) at.add(i).add(i + 1);
  }
  return at;
}

/**
 * "top 3 destinations from Seattle", then "avg delay to those airports?": the noun after "those" /
 * "these" that the shown breakdown's own title or description uses ("IATA code of the arrival
 * airport") names the rows shown, not a new field. Its positions.
 */
export function pointedNounAt(tokens: readonly Token[], prev: Reading): ReadonlySet<number> {
  const words = new Set(
    prev.groupBy.flatMap((g) =>
      tokenize(`${g.dimension.title} ${g.dimension.description}`).map((t) => tokenKey(t)),
    ),
  );
  const at = new Set<number>();
  for (const [i, t] of tokens.entries()) {
    const pointer = ['those', 'these'].includes(tokens[i - 1]?.lower ?? '');
    if (pointer && !STOPWORDS.has(t.lower) && words.has(tokenKey(t))) at.add(i);
  }
  return at;
}

/**
 * "avg price of GOOG in 2010", then "and the weather then?": "then" closing a message, "back then", "at
 * the time", point back at the period as "that year" does. The positions of those words, or none.
 */
export function thenPointerAt(tokens: readonly Token[]): ReadonlySet<number> {
  const at = new Set<number>();
  const last = tokens.length - 1;
  if (tokens[last]?.lower === 'then' && last > 0) {
    at.add(last);
    if (tokens[last - 1]?.lower === 'back') at.add(last - 1);
  }
  for (const [i, t] of tokens.entries()) {
    const atTheTime = t.lower === 'at' && ['the', 'that'].includes(tokens[i + 1]?.lower ?? '');
    if (atTheTime && tokens[i + 2]?.lower === 'time')
      at.add(i)
        .add(i + 1)
        .add(i + 2);
  }
  return at;
}

/**
 * "average wind by month", then "restrict to rainy days": a row-count word after the value it
 * qualifies ("rainy days", "flights from PDX") says which rows, not a new measure, when the earlier
 * question measured something else and nothing asks for a count ("how many", "number of"). The
 * reading without that measure, so the earlier one is kept.
 */
export function qualifyingCount(prev: Reading, r: Reading): Reading {
  const onlyCount = r.measures.length > 0 && r.measures.every((m) => m.plainCount);
  if (!onlyCount || r.countCue || r.genericAggregation || r.filters.length === 0) return r;
  if (prev.measures.length === 0 || prev.measures.every((m) => m.plainCount)) return r;
  return { ...r, measures: [] };
}

// "compare with ATL", "vs ATL", "break that down by state": the new part joins the old one.
export const ADDITIVE_CUES: ReadonlySet<string> = new Set([
  'also',
  'add',
  'plus',
  'compare',
  'compared',
  'comparing',
  'vs',
  'versus',
  'break',
  'split',
]);
// "and from PDX?", "and in April?", "and the highest?": the same question asked again for something else.
const REASKS = new Set(
  'from to in at for on of during into out the a what how which who where when'.split(' '),
);

/**
 * Whether a follow-up adds to the previous question rather than replacing a part of it. A bare
 * "and MSFT" adds a value side by side only to a breakdown or series ("AAPL by year", then "and MSFT");
 * after a single figure, "and X?" asks the same question for X, and "and from X?" always does.
 */
export function isAdditive(tokens: readonly Token[], prev: Reading, r: Reading): boolean {
  // "and by destination state instead?": "instead" replaces what was there, whatever "and" says.
  if (tokens.some((t) => t.lower === 'instead' || t.lower === 'rather')) return false;
  if (tokens.some((t) => ADDITIVE_CUES.has(t.lower))) return true;
  // "top 3 destinations", then "what was their average delay?": the same rows, the measure beside.
  const listed = prev.limit !== null && prev.groupBy.length > 0 && r.groupBy.length === 0;
  if (listed && (pointsBackAtRows(tokens) || pointsBackAtPeriod(tokens))) return true;
  // "with their average delay", "along with the total distance": shown beside what is there.
  if (tokens[0]?.lower === 'with' || (tokens[0]?.lower === 'along' && tokens[1]?.lower === 'with'))
    return true;
  // "top 5 countries by population", then "and by life expectancy?": the ranking's measure changes.
  const reranks = (i: number) =>
    tokens[i + 1]?.lower === 'by' && r.groupBy.length === 0 && r.measures.length > 0;
  return tokens.some(
    (t, i) =>
      t.lower === 'and' &&
      prev.groupBy.length > 0 &&
      !REASKS.has(tokens[i + 1]?.lower ?? 'the') &&
      // "and arrivals?" after departures by state: the other side instead (otherSideBreakdown), not beside.
      !oneSideWord(tokens[i + 1]?.lower ?? '') &&
      !reranks(i),
  );
}

/**
 * "average high temperature in June", then "and the low?": leftover words that, with words of the
 * earlier question, make exactly one measure's phrase ("average low") name that measure.
 */
export function completedMeasure(previous: readonly Token[], r: Reading): Reading {
  // "std dev instead" after an average delay: the leftover words may be several ("standard deviation").
  if (r.measures.length > 0 || r.unknown.length === 0 || r.unknown.length > 3) return r;
  const words = new Set(r.unknown.map((t) => tokenKey(t)));
  const earlier = new Set(previous.map(tokenKey));
  const found = r.subject.measures.filter((m) =>
    phrasesOf(m).some(
      (p) =>
        p.stems.length > words.size &&
        [...words].every((w) => p.stems.includes(w)) &&
        p.stems.every((s) => words.has(s) || earlier.has(s)),
    ),
  );
  return found.length === 1 ? { ...r, measures: found, unknown: [] } : r;
}

/** Words that put a value on a side without naming the field: the trip's verbs. */
const SIDE_VERBS: Readonly<Record<string, readonly string[]>> = {
  to: 'arrive arrived arrives arriving land landed landing into inbound bound heading headed receive received receives receiving'.split(
    ' ',
  ),
  from: 'depart departed departs departing leave leaves leaving left outbound out'.split(' '),
};

const stemsOf = (d: SubjectDimension) => new Set(phrasesOf(d).flatMap((p) => p.stems));

/** Words after which "to" compares rather than points at a destination ("compared to Nevada"). */
const COMPARING = new Set(['compared', 'compare', 'comparison', 'relative', 'versus', 'similar']);

/** Whether the message says which side a value is on: a word of its field its counterpart lacks. */
function sideNamed(tokens: readonly Token[], d: SubjectDimension, counterpart: SubjectDimension): boolean {
  const theirs = stemsOf(counterpart);
  const own = [...stemsOf(d)].filter((w) => !theirs.has(w));
  const words = new Set([...own, ...own.flatMap((w) => SIDE_VERBS[w] ?? [])]);
  // "left Las Vegas for Los Angeles": "for" after a departure verb names the arrival side.
  if (words.has('arrive') && tokens.some((_, k) => leftFor(tokens, k))) return true;
  return tokens.some(
    (t, i) =>
      (words.has(t.lower) || words.has(tokenKey(t))) &&
      // "compared to X" and "to compare them with X" name no side.
      !(
        t.lower === 'to' &&
        (COMPARING.has(tokens[i - 1]?.lower ?? '') || COMPARING.has(tokens[i + 1]?.lower ?? ''))
      ),
  );
}

/** The dimensions of a family (a kind with a side: origin_state, destination_state) on the given sides. */
function familySides(dims: readonly SubjectDimension[], names: readonly string[]): Set<string> {
  const family = (s: string) => dims.filter((d) => side(d.name) === s).length > 1;
  return new Set(names.map(side).filter(family));
}

/**
 * "top 3 airports" (the departure side), then "what about Texas?" read as arrivals in Texas: a value
 * that lands on the other side of the trip with no word for that side is not what the person meant
 * unless they say so (the side they asked about may not hold it, e.g. outside their row-level
 * security). The side asked about is the one the conversation used (`prev`); in a new question, or
 * when the conversation used no side, the side a place is read on by default: that of the first
 * declared dimension of its kind (origin_state before destination_state), unless the question puts the
 * same place there too ("between SFO and LAX"). So "How many flights for Texas?" from a
 * caller whose row-level security holds only California departures is asked back, never answered as
 * flights from California to Texas. Returns the field it landed on and the one asked about.
 */
export function silentSideSwitch(
  tokens: readonly Token[],
  prev: Reading | null,
  r: Reading,
): { field: SubjectDimension; asked: SubjectDimension; value: IntentFilter['value'] } | null {
  const dims = r.subject.dimensions;
  const earlier = prev
    ? [...prev.groupBy.map((g) => g.dimension.name), ...prev.filters.map((f) => f.field)]
    : [];
  for (const f of r.filters) {
    const d = dims.find((x) => x.name === f.field);
    if (!d || f.kind !== 'dimension' || !positive(f) || familySides(dims, [d.name]).size === 0) continue;
    // "between Seattle and Boston": each end on its own side on purpose (parse/values.ts).
    if (betweenEnd(tokens, r, f)) continue;
    let used = familySides(dims, earlier);
    if (used.size === 0) {
      const first = dims.find(
        (c) => familySides(dims, [c.name]).size > 0 && kindOf(c.name) === kindOf(d.name),
      );
      // "between SFO and LAX": the same places on both sides on purpose.
      if (!first || first === d || r.filters.some((o) => o !== f && o.field === first.name && same(o, f)))
        continue;
      used = new Set([side(first.name)]);
    }
    if (used.has(side(f.field))) continue;
    const asked = dims.find((c) => c !== d && used.has(side(c.name)) && kindOf(c.name) === kindOf(d.name));
    if (asked && !sideNamed(tokens, d, asked)) return { field: d, asked, value: f.value };
  }
  return null;
}

/**
 * "our busiest routes", then "compare with New Jersey", from a New York office: a place compared with
 * what was shown, of the kind row-level security pins to the caller (a state), stands beside the
 * caller's own, so it asks for that state's departures, which are not the caller's to see; read as
 * arrivals in New Jersey it would answer another question. Returns the side switch to ask about
 * (`whichSide`), or null when nothing is compared, the side is named ("compare with flights to New
 * Jersey") or the value is the caller's own.
 */
export function comparedOutside(
  tokens: readonly Token[],
  r: Reading,
  values: ValueIndex | null,
): { field: SubjectDimension; asked: SubjectDimension; value: IntentFilter['value'] } | null {
  if (!tokens.some((t) => ADDITIVE_CUES.has(t.lower) && COMPARED.has(t.lower))) return null;
  const dims = r.subject.dimensions;
  for (const pinned of dims.filter((d) => r.subject.pinned?.includes(d.name))) {
    const own = values?.byDimension.get(pinned.name) ?? [];
    for (const f of r.filters) {
      const d = dims.find((x) => x.name === f.field);
      if (!d || d === pinned || f.kind !== 'dimension' || !positive(f)) continue;
      if (kindOf(d.name) !== kindOf(pinned.name) || valuesOf(f).every((v) => own.includes(v))) continue;
      if (!sideNamed(tokens, d, pinned)) return { field: d, asked: pinned, value: f.value };
    }
  }
  return null;
}

const COMPARED = new Set(['compare', 'compared', 'comparing', 'vs', 'versus']);

/** The filter is one end of a "between A and B" trip whose other end is the same kind on the other side. */
function betweenEnd(tokens: readonly Token[], r: Reading, f: IntentFilter): boolean {
  if (!tokens.some((t) => t.lower === 'between')) return false;
  return r.filters.some(
    (o) => o !== f && kindOf(o.field) === kindOf(f.field) && side(o.field) !== side(f.field),
  );
}

type StepUnit = 'year' | 'quarter' | 'month' | 'day';
// A season steps by a year: "summer 2014", then "and the summer after?" is summer 2015.
const STEP_UNITS: Readonly<Record<string, StepUnit>> = {
  year: 'year',
  quarter: 'quarter',
  month: 'month',
  day: 'day',
  summer: 'year',
  winter: 'year',
  spring: 'year',
  fall: 'year',
  autumn: 'year',
};
// "the year before" / "a month later": the word after the unit; "the preceding" / "the following
// quarter": the word before it. -1 steps back, +1 forward.
const STEP_AFTER: Readonly<Record<string, number>> = {
  before: -1,
  earlier: -1,
  prior: -1,
  after: 1,
  later: 1,
};
const STEP_BEFORE: Readonly<Record<string, number>> = {
  prior: -1,
  preceding: -1,
  previous: -1,
  following: 1,
  next: 1,
};

/** "the year before", "ten years later", "the following quarter": the unit, the step and their words. */
function stepOf(tokens: readonly Token[]): { unit: StepUnit; by: number; at: number[] } | null {
  for (const [i, t] of tokens.entries()) {
    const unit = STEP_UNITS[t.stem];
    if (!unit) continue;
    // "ten years on?": "on" closing the message steps forward ("5 years on record" is no step).
    const closing = tokens[i + 1]?.lower === 'on' && i + 2 === tokens.length ? 1 : undefined;
    const after = STEP_AFTER[tokens[i + 1]?.lower ?? ''] ?? closing;
    // "ten years later", "2 months earlier": that many units.
    const n = i > 0 ? wholeNumber(tokens[i - 1]) : null;
    if (after && n !== null && n > 0 && n < 100) return { unit, by: after * n, at: [i - 1, i, i + 1] };
    if (after) return { unit, by: after, at: [i, i + 1] };
    const before = STEP_BEFORE[tokens[i - 1]?.lower ?? ''];
    if (before) return { unit, by: before, at: [i - 1, i] };
  }
  return null;
}

/** How many of a relative window's units a step spans: a year is twelve months, four quarters. */
const UNITS_IN: Readonly<Record<string, Partial<Record<StepUnit, number>>>> = {
  month: { month: 1, quarter: 3, year: 12 },
  quarter: { quarter: 1, year: 4 },
  year: { year: 1 },
};

/**
 * "Valentine's Day 2001", then "and the day after?": one calendar day moved by days (it had been
 * answered for the same day again); undefined for a period that is no single dated day.
 */
function movedDay(p: Period, by: number): Period | undefined {
  if (p.day === null || p.month === null || p.year === null || p.monthEnd !== p.month) return undefined;
  const d = new Date(Date.UTC(p.year, p.month, p.day + by));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), monthEnd: d.getUTCMonth(), day: d.getUTCDate() };
}

/** A period moved by `by` units, or undefined when the period is coarser than the unit (a year has no "month before"). */
function moved(p: Period | null, unit: StepUnit, by: number): Period | null | undefined {
  if (!p) return null;
  if (unit === 'day') return movedDay(p, by);
  if (unit === 'year') return p.year === null ? undefined : { ...p, year: p.year + by };
  if (p.month === null || p.monthEnd === null || p.day !== null) return undefined;
  const months = unit === 'quarter' ? 3 : 1;
  const span = p.monthEnd - p.month;
  // "in January", then "the following month": a month without its year moves within the year.
  if (p.year === null) {
    const month = p.month + by * months;
    return month < 0 || month + span > 11 ? undefined : { ...p, month, monthEnd: month + span };
  }
  const first = p.year * 12 + p.month + by * months;
  return { year: Math.floor(first / 12), month: first % 12, monthEnd: (first % 12) + span, day: null };
}

/**
 * "average price of GOOG in 2008", then "and the year before?" (or "the year after?"): the earlier
 * question's period moved one unit (a window counted back from the data's latest date moves one unit
 * further back or forward). Null when the follow-up says no such thing, or the period cannot move by
 * that unit.
 */
export function steppedBack(
  tokens: readonly Token[],
  prev: TimeRange | null,
): { range: TimeRange; at: readonly number[] } | null {
  const step = stepOf(tokens);
  if (!step || !prev) return null;
  if (prev.relative) {
    // "last month", then "a year before that": twelve months further back.
    const per = UNITS_IN[prev.relative.unit]?.[step.unit];
    if (per === undefined) return null;
    const span = Math.abs(step.by) === 1 ? step.unit : `${Math.abs(step.by)} ${step.unit}s`;
    const words = `${span} ${step.by < 0 ? 'before' : 'after'} ${prev.relative.words}`;
    // "the last 3 months" is back 0 but, being ended units, is settled one unit back (relative.ts
    // window); stepped from there, "the 3 months before that" ends just before it, not a month into it.
    const ended = prev.relative.count > 1 ? Math.max(prev.relative.back, 1) : prev.relative.back;
    const relative = { ...prev.relative, back: ended - step.by * per, words };
    return { range: { ...prev, relative }, at: step.at };
  }
  const from = moved(prev.from, step.unit, step.by);
  const to = moved(prev.to, step.unit, step.by);
  if (from === undefined || to === undefined) return null;
  return { range: { ...prev, from, to, label: undefined }, at: step.at };
}

/** Words that turn something shown the other way round. */
const REVERSE_WORDS = new Set(['reverse', 'reversed', 'flip', 'flipped', 'opposite', 'backwards', 'inverse']);
const TURNED_NOUNS = new Set(['direction', 'way', 'route', 'trip', 'leg']);
const RETURNED_NOUNS = new Set([...TURNED_NOUNS, 'flight', 'journey']);
const BARE_BACK = new Set(['and', 'back', 'again', 'the', 'way', 'what', 'about', 'going', 'coming']);
const COMING = new Set(['coming', 'going', 'flying', 'heading', 'come', 'go', 'fly', 'head']);
const ORDER_WORDS = new Set(['sort', 'sorted', 'order', 'ordered', 'rank', 'ranked', 'ranking']);

/**
 * "sort it the other way", "reverse the order": the ranking turned round; "and the other way?" after
 * a route ("from SFO to LAX") is the route turned round. The words it read, and which: the order when
 * a word of ordering is present or the earlier answer is a ranking without a route, the route when the
 * earlier question had a place on both sides; `outside` when that route turned round would leave the
 * caller's rows. Null when nothing is reversed or there is nothing to turn.
 */
export function reversal(
  tokens: readonly Token[],
  prev: Reading,
  values: ValueIndex | null = null,
): { kind: 'order' | 'route' | 'outside'; at: ReadonlySet<number> } | null {
  const at = new Set<number>();
  for (const [i, t] of tokens.entries()) {
    if (REVERSE_WORDS.has(t.lower)) at.add(i);
    if (t.lower === 'other' && tokens[i + 1]?.lower === 'way') {
      at.add(i).add(i + 1);
      if (['round', 'around'].includes(tokens[i + 2]?.lower ?? '')) at.add(i + 2);
    }
    if (t.lower === 'vice' && tokens[i + 1]?.lower === 'versa') at.add(i).add(i + 1);
    // "turn it around", "turn that round": the thing shown turned round, as "reverse it" says.
    const turned = ['it', 'that', 'this'].includes(tokens[i + 1]?.lower ?? '');
    if (t.lower === 'turn' && turned && ['around', 'round'].includes(tokens[i + 2]?.lower ?? ''))
      at.add(i)
        .add(i + 1)
        .add(i + 2);
    // "the other direction", "the reverse direction", "the opposite order": the noun after a word
    // that turns something round only names what is turned.
    const turns = t.lower === 'other' || REVERSE_WORDS.has(t.lower);
    if (turns && TURNED_NOUNS.has(tokens[i + 1]?.stem ?? '')) at.add(i).add(i + 1);
    // "flip the direction", "reverse the route": the same with its article.
    if (
      REVERSE_WORDS.has(t.lower) &&
      tokens[i + 1]?.lower === 'the' &&
      TURNED_NOUNS.has(tokens[i + 2]?.stem ?? '')
    )
      at.add(i)
        .add(i + 1)
        .add(i + 2);
    // "the return leg", "return flights": the way back is the route turned round.
    if (t.lower === 'return' && RETURNED_NOUNS.has(tokens[i + 1]?.stem ?? '')) at.add(i).add(i + 1);
  }
  // "and back?", "and back again?" after a route: nothing but "back" is the way back.
  const bare = tokens.some((t) => t.lower === 'back') && tokens.every((t) => BARE_BACK.has(t.lower));
  if (at.size === 0 && !bare) return null;
  // "going back the other way", "coming back": "back" beside a reversal says the same thing again.
  // "what about coming back the other way?": the verb of the way back says it too.
  for (const [i, t] of tokens.entries()) {
    if (t.lower !== 'back') continue;
    at.add(i);
    if (COMING.has(tokens[i - 1]?.lower ?? '')) at.add(i - 1);
  }
  const ordered = tokens.some((t) => ORDER_WORDS.has(t.lower));
  const route =
    swappedRoute(prev.subject, prev.filters, values) !== null || swappedSides(prev, values) !== null;
  if (route && !ordered) return { kind: 'route', at };
  // A bare "back" turns only a route, never a ranking's order.
  if (bare && swappedRoute(prev.subject, prev.filters) === null) return null;
  // The route turned round would leave the caller's rows (row-level security): said so, never answered.
  const turnable = swappedRoute(prev.subject, prev.filters) !== null || swappedSides(prev) !== null;
  if (!ordered && values && turnable) return { kind: 'outside', at };
  // A series in time order has no ranking to turn: "the other way" there is asked back.
  const ranked = prev.sort !== null || prev.groupBy.some((g) => g.dimension.type !== 'time');
  return ranked && prev.groupBy.length > 0 ? { kind: 'order', at } : null;
}

/**
 * The filters with the two sides of a route exchanged (origin SFO and destination LAX become LAX and
 * SFO), or null. With the caller's value index, also null when a side would hold a value the caller's
 * rows do not (row-level security: "the other way round" from Phoenix, asked by a Colorado office).
 */
export function swappedRoute(
  subject: Subject,
  filters: readonly IntentFilter[],
  values: ValueIndex | null = null,
): IntentFilter[] | null {
  const places = filters.filter((f) => f.kind === 'dimension' && positive(f));
  const sides = [...new Set(places.map((f) => side(f.field)))];
  if (places.length < 2 || sides.length !== 2) return null;
  // "from SFO to Seattle", turned: each place keeps its kind (a code, a city) and moves to the other
  // side, so SFO becomes the destination airport and Seattle the origin city; a city's state said
  // beside it ("to Portland, Oregon") moves with it.
  const across = (f: IntentFilter) => {
    const other = sides.find((x) => x !== side(f.field)) as string;
    return kindOf(f.field) ? `${other}_${kindOf(f.field)}` : other;
  };
  const known = (name: string) => subject.dimensions.some((d) => d.name === name);
  if (!places.every((f) => known(f.field) && known(across(f)) && heldOn(values, across(f), f))) return null;
  return filters.map((f) => (places.includes(f) ? { ...f, field: across(f) } : f));
}

/** A side is a prefix several fields share (origin, origin_city): a field of its own ("symbol") is none. */
function onASide(subject: Subject, field: string): boolean {
  return subject.dimensions.some((d) => d.name.startsWith(`${side(field)}_`));
}

/**
 * "top 3 destinations from DEN", then "the other way round": a place on one side and a breakdown by
 * the other side turn round together (the top origins flying to DEN). It had turned the ranking's
 * order (the bottom 3 destinations). Null unless exactly one side holds places and the breakdown is
 * by the other side alone.
 */
export function swappedSides(prev: Reading, values: ValueIndex | null = null): Reading | null {
  const places = prev.filters.filter((f) => f.kind === 'dimension' && positive(f));
  const sided = (name: string) => onASide(prev.subject, name);
  const placeSides = [...new Set(places.map((f) => side(f.field)))];
  const [g, ...more] = prev.groupBy;
  if (!g || more.length > 0 || placeSides.length !== 1 || !places.every((f) => sided(f.field))) return null;
  const from = placeSides[0] as string;
  const to = side(g.dimension.name);
  if (to === from || !sided(g.dimension.name)) return null;
  const across = (name: string, other: string) => (kindOf(name) ? `${other}_${kindOf(name)}` : other);
  const dimension = prev.subject.dimensions.find((d) => d.name === across(g.dimension.name, from));
  const known = (name: string) => prev.subject.dimensions.some((d) => d.name === name);
  const moved = places.map((f) => across(f.field, to));
  if (!dimension || !moved.every(known) || !places.every((f, i) => heldOn(values, moved[i] as string, f)))
    return null;
  const filters = prev.filters.map((f) => {
    const k = places.indexOf(f);
    return k < 0 ? f : { ...f, field: moved[k] as string };
  });
  return { ...prev, filters, groupBy: [{ ...g, dimension }] };
}

/** A filter's values as text, one or several. */
const valuesOf = (f: IntentFilter) => (Array.isArray(f.value) ? f.value : [f.value]).map(String);

/** Whether the caller's rows can hold the filter's values on another field (true when that field is not indexed). */
function heldOn(values: ValueIndex | null, field: string, f: IntentFilter): boolean {
  const held = values?.byDimension.get(field);
  if (!held) return true;
  return valuesOf(f).every((v) => held.includes(v));
}

/**
 * "population of Japan in 2000", then "and back in 1960?": "back" before "in" and the period it names
 * only says the period is earlier. Read so only when nothing shown is a trip (no place on a side), where
 * "and back in March?" may ask for the return leg, and only when the message names a period.
 */
export function backInTime(tokens: readonly Token[], prev: Reading, r: Reading): ReadonlySet<number> {
  const trip = prev.filters.some((f) => f.kind === 'dimension' && onASide(prev.subject, f.field));
  if (trip || r.range === null) return new Set();
  const at = tokens.flatMap((t, i) => (t.lower === 'back' && tokens[i + 1]?.lower === 'in' ? [i] : []));
  return new Set(at);
}

/** Verbs that take what follows out of what is shown: "leave out fog", "drop SEA", "remove rain". */
const REMOVE_VERBS = new Set(['drop', 'remove', 'omit']);
const REMOVE_PHRASES = new Set(['leave', 'take', 'cut']);

/**
 * "average wind by weather type", then "leave out fog": a follow-up whose verb removes a value names
 * it to exclude, not to keep. Returns the positions of those words, or null.
 */
export function removalCue(tokens: readonly Token[]): ReadonlySet<number> | null {
  const at = new Set<number>();
  for (const [i, t] of tokens.entries()) {
    if (REMOVE_VERBS.has(t.lower)) at.add(i);
    const next = tokens[i + 1]?.lower ?? '';
    if (REMOVE_PHRASES.has(t.lower) && (next === 'out' || next === 'off')) at.add(i).add(i + 1);
  }
  return at.size > 0 ? at : null;
}

/** The message's positive value filters turned into exclusions ("leave out fog" → weather ≠ fog). */
export function excluded(filters: readonly IntentFilter[]): IntentFilter[] {
  return filters.map((f) => {
    if (f.kind !== 'dimension' || !positive(f)) return f;
    return { ...f, operator: f.operator === 'in' ? 'not_in' : 'neq' };
  });
}

/**
 * "average high by month", then "just the warmest 3" / "the 3 warmest": a ranking word with one small
 * number and no breakdown of its own sizes the ranking over the breakdown already shown.
 */
export function rankedLimit(tokens: readonly Token[], prev: Reading, r: Reading): number | null {
  if (prev.groupBy.length === 0 || r.groupBy.length > 0 || !r.sort || r.limit !== null || r.range)
    return null;
  const numbers = tokens.map((t) => wholeNumber(t)).filter((n): n is number => n !== null);
  const [n] = numbers;
  return numbers.length === 1 && n !== undefined && n >= 1 && n <= 100 ? n : null;
}

/** Words that ask for every row of a ranking, and those that show or rank rows. */
const EVERY_ROW = new Set(['all', 'every', 'each', 'everything']);
const WHOLE_LIST = new Set(['full', 'whole', 'complete', 'entire']);
const LISTING: ReadonlySet<string> = new Set([...ORDER_WORDS, 'list', 'show', 'them']);

/**
 * "which stock had the highest average close?", then "now rank every stock" / "show all of them" / "the
 * full list": the ranking already shown, with every row instead of its top few. Only over the same
 * breakdown, with no number (that sizes the ranking), no filter and no other figure of its own. The
 * positions of the words read ("full" in "the full list"), or null.
 */
export function everyRowOfRanking(
  tokens: readonly Token[],
  prev: Reading,
  r: Reading,
): ReadonlySet<number> | null {
  if (prev.limit === null || prev.groupBy.length === 0 || !prev.sort || r.filters.length > 0) return null;
  if (tokens.some((t) => wholeNumber(t) !== null)) return null;
  const same = r.groupBy.every((g) => prev.groupBy.some((p) => p.dimension === g.dimension));
  const shown = r.measures.every((m) => prev.measures.some((p) => p.name === m.name));
  if (!same || !shown || !tokens.some((t) => LISTING.has(t.lower))) return null;
  const at = new Set<number>();
  for (const [i, t] of tokens.entries()) {
    if (EVERY_ROW.has(t.lower)) at.add(i);
    if (WHOLE_LIST.has(t.lower) && ['list', 'ranking'].includes(tokens[i + 1]?.lower ?? ''))
      at.add(i).add(i + 1);
  }
  return at.size > 0 ? at : null;
}

// "how many of those", "of them, how many", "number of these": the pronoun stands for the rows counted.
const ROWS_POINTER = /\bof\s+(those|them|these)\b/gi;
const COUNTING = /\b(how\s+many|number|count)\b/i;

/**
 * "How many flights were delayed in May?", then "how many of those left from Newark?": in a count,
 * "of those" names the rows the conversation counted, so the message reads as if it said them with the
 * subject's word for its rows ("those flights left from Newark", "them flights left late": a qualifier
 * after the row word still names a filtered count). The pronoun stays, so it still points back. Null
 * when nothing is counted, or the subject has no one-word name for its rows.
 */
export function rowsPointedAt(message: string, subject: Subject): string | null {
  if (!COUNTING.test(message) || !new RegExp(ROWS_POINTER.source, 'i').test(message)) return null;
  const noun = subject.measures.find((m) => m.plainCount)?.synonyms.find((s) => /^[a-z]+s$/.test(s));
  return noun ? message.replace(ROWS_POINTER, `$1 ${noun}`) : null;
}

/**
 * "how many of those …" after a filtered count (delayed flights): the rows pointed at are the ones
 * that count kept, so a plain count of them is that count again, narrowed by the new words. Any other
 * measure the message names stands.
 */
export function countOfPointedRows(
  shown: readonly SubjectMeasure[],
  measures: readonly SubjectMeasure[],
  counted: boolean,
): readonly SubjectMeasure[] {
  const filteredCount = (m: SubjectMeasure) => m.aggregation === 'count' && !m.plainCount;
  // "how many of those …" with no measure word: the count cue alone, the plain count.
  const plain =
    (measures.length === 0 && counted) || (measures.length === 1 && measures[0]?.plainCount === true);
  return plain && shown.length > 0 && shown.every(filteredCount) ? shown : measures;
}

/** Adjectives that make a unit the whole of it: "the whole quarter", "the entire year". */
const WHOLE = new Set(['whole', 'entire', 'full', 'complete']);
/** Nouns for all of the data's time: "the whole period", "the entire history". */
const ALL_TIME_NOUNS = new Set([
  'period',
  'time',
  'history',
  'dataset',
  'data',
  'span',
  'timeframe',
  'record',
]);
/** Plural time units after "all" / "across" / "over": "all four years", "across all months". */
const UNIT_PLURALS = new Set(['years', 'months', 'quarters', 'weeks', 'days', 'periods', 'dates']);
/** Words that only say the figure is one total, once the period is dropped: "all four years together". */
const TOGETHER = new Set(['together', 'combined', 'altogether', 'total', 'overall', 'in']);

type WidenUnit = 'year' | 'half' | 'quarter' | 'month';
const WIDEN_UNITS: Readonly<Record<string, WidenUnit>> = {
  year: 'year',
  half: 'half',
  quarter: 'quarter',
  month: 'month',
};

/** The positions of words that ask for every period the data has ("overall", "all years", "ever", not "in total" alone), or null. */
function allPeriods(tokens: readonly Token[]): Set<number> | null {
  const at = new Set<number>();
  const word = (i: number) => tokens[i]?.lower ?? '';
  for (const [i, t] of tokens.entries()) {
    if (t.lower === 'overall' || t.lower === 'altogether') at.add(i);
    if (t.lower === 'ever' && word(i + 1) !== 'since') at.add(i);
    if (t.lower === 'all' && word(i + 1) === 'time') at.add(i).add(i + 1);
    if (WHOLE.has(t.lower) && ALL_TIME_NOUNS.has(word(i + 1))) at.add(i).add(i + 1);
    if (t.lower !== 'all' && t.lower !== 'every' && t.lower !== 'across' && t.lower !== 'over') continue;
    // "all four years", "across all the months", "over all of the years".
    let j = i + 1;
    while (['all', 'the', 'of', 'these', 'those'].includes(word(j)) || wholeNumber(tokens[j]) !== null) j++;
    if (UNIT_PLURALS.has(word(j))) for (let k = i; k <= j; k++) at.add(k);
  }
  // "in total" alone says one figure, not which period ("how many flights in total?" after "delayed
  // departures in May": all May's flights); beside "all years" it is part of dropping the period.
  if (at.size === 0) return null;
  for (const [i, t] of tokens.entries())
    if (TOGETHER.has(t.lower) && (t.lower !== 'in' || word(i + 1) === 'total')) at.add(i);
  return at;
}

/** The unit holding a period: the quarter of March, the year of July 2013. Null when the period has no such part. */
function containing(p: Period, unit: WidenUnit): Period | null {
  if (unit === 'year')
    return p.year === null ? null : { year: p.year, month: null, monthEnd: null, day: null };
  if (p.month === null) return null;
  const size = unit === 'half' ? 6 : unit === 'quarter' ? 3 : 1;
  const month = Math.floor(p.month / size) * size;
  return { year: p.year, month, monthEnd: month + size - 1, day: null };
}

/** "the whole quarter", "the entire year", "the full month": the unit named and the words' positions. */
function wholeUnit(tokens: readonly Token[]): { unit: WidenUnit; at: number[] } | null {
  for (const [i, t] of tokens.entries()) {
    const unit = WIDEN_UNITS[tokens[i + 1]?.lower ?? ''];
    if (WHOLE.has(t.lower) && unit) return { unit, at: [i, i + 1] };
  }
  return null;
}

/**
 * What a follow-up does to the period: "overall", "all four years together", "the whole period",
 * "ever" drop it (every period the data has: `range` null); "the whole quarter", "the entire year"
 * widen it to the unit holding the earlier period (March → Q1); a month named without its year after
 * a period inside one year takes that year ("rainy days in 2014", then "how many of them were in
 * March?" → March 2014). Undefined when the follow-up says none of these; `at` the words it read.
 */
export function periodOfFollowUp(
  tokens: readonly Token[],
  prev: TimeRange | null,
  next: TimeRange | null,
): { range: TimeRange | null; at: ReadonlySet<number> } | undefined {
  // "and for all of 2014?", "the whole of 2013": the period as named, not moved into the earlier one.
  const ofWhole = tokens.some(
    (t, i) => (t.lower === 'all' || WHOLE.has(t.lower)) && tokens[i + 1]?.lower === 'of',
  );
  if (next && ofWhole) return { range: next, at: new Set() };
  // "how many flights in total that month?": the pointer keeps the period; "in total" only says one figure.
  const all = next || pointsBackAtPeriod(tokens) ? null : allPeriods(tokens);
  if (all) return { range: null, at: all };
  const whole = next ? null : wholeUnit(tokens);
  const from = prev && !prev.relative ? prev.from : null;
  const widened = whole && from ? containing(from, whole.unit) : null;
  if (whole && widened)
    return {
      range: { from: widened, fromEdge: 'start', to: widened, toEdge: 'end' },
      at: new Set(whole.at),
    };
  const year = from?.year ?? null;
  const inOneYear = prev && !prev.relative && year !== null && (prev.to?.year ?? year) === year;
  if (next && inOneYear && !next.relative && next.from?.year === null && (next.to?.year ?? null) === null)
    return { range: withYear(next, year), at: new Set() };
  return undefined;
}

/**
 * The follow-up's reading with the period rule applied (`periodOfFollowUp`): when the period is
 * dropped or widened, the words that did it are explained, and a breakdown by time or a ranking that
 * those words alone made ("all four years" read as the top 4 years) goes. `period`: "dropped" when the
 * merged question has no period, "fixed" when its period is the one read here, as it stands.
 */
export function periodReading(
  tokens: readonly Token[],
  prev: Reading,
  r: Reading,
): { reading: Reading; period: 'dropped' | 'fixed' | null } {
  const found = periodOfFollowUp(tokens, prev.range, r.range);
  if (!found) return { reading: r, period: null };
  if (found.range && r.range) return { reading: { ...r, range: found.range }, period: 'fixed' };
  const year = yearDimension(r.subject);
  const groupBy = r.groupBy.filter((g) => g.dimension.type !== 'time' && g.dimension !== year);
  const counted = tokens.some(
    (t, i) => found.at.has(i) && wholeNumber(t) !== null && wholeNumber(t) === r.limit,
  );
  const limit = counted || groupBy.length === 0 ? null : r.limit;
  const reading: Reading = {
    ...r,
    range: found.range,
    groupBy,
    grain: groupBy.length === r.groupBy.length ? r.grain : null,
    limit,
    // A ranking those words made ("all four years": the top 4 years) goes with its breakdown.
    sort: groupBy.length < r.groupBy.length && groupBy.length === 0 && limit === null ? null : r.sort,
    unknown: r.unknown.filter((t) => !found.at.has(t.index)),
    ignored: r.ignored.filter((t) => !found.at.has(t.index)),
  };
  return { reading, period: found.range === null ? 'dropped' : 'fixed' };
}

/**
 * "AMZN average price per year", then "overall please": when the earlier question had no period to
 * drop, the words that drop one ("overall", "all years together") can only mean the series itself, so
 * the breakdown by time goes and one figure over every period is left. A breakdown by anything else
 * stays ("top destinations by month", then "overall": still the destinations).
 */
export function seriesFlattened(prev: Reading, merged: Reading, period: 'dropped' | 'fixed' | null): Reading {
  if (period !== 'dropped' || prev.range !== null) return merged;
  const year = yearDimension(merged.subject);
  const groupBy = merged.groupBy.filter((g) => g.dimension.type !== 'time' && g.dimension !== year);
  if (groupBy.length === merged.groupBy.length) return merged;
  const flat = groupBy.length === 0;
  return {
    ...merged,
    groupBy,
    grain: null,
    overTime: false,
    sort: flat ? null : merged.sort,
    limit: flat ? null : merged.limit,
  };
}

/** The words a dimension's own phrases add after their first word: "airport" of "destination airport". */
function kindWords(d: SubjectDimension): Set<string> {
  return new Set(phrasesOf(d).flatMap((p) => p.stems.slice(1)));
}

/**
 * "Which 3 cities have the most departures?", then "and the most arrivals?": a follow-up whose new
 * category only names a side of the trip ("arrivals" is the destination) keeps the kind of place the
 * earlier breakdown was by, on that side (destination cities, not airports), unless the message
 * names the kind of its own dimension ("arrival airports").
 */
export function sameKindOtherSide(tokens: readonly Token[], prev: Reading, r: Reading): Reading {
  const [next] = r.groupBy;
  const [old] = prev.groupBy;
  if (r.groupBy.length !== 1 || prev.groupBy.length !== 1 || !next || !old) return r;
  const d = next.dimension;
  if (kindOf(d.name) !== '' || kindOf(old.dimension.name) === '' || side(d.name) === side(old.dimension.name))
    return r;
  const own = kindWords(d);
  if (tokens.some((t) => own.has(tokenKey(t)) || own.has(t.stem))) return r;
  const target = r.subject.dimensions.find(
    (x) => side(x.name) === side(d.name) && kindOf(x.name) === kindOf(old.dimension.name),
  );
  return target ? { ...r, groupBy: [{ ...next, dimension: target }] } : r;
}

/** Words that name only one side of a trip when said alone: "arrivals", "inbound"; "departures", "outbound". */
const ARRIVING = /^(?:arriv|inbound)/;
const DEPARTING = /^(?:depart|outbound)/;

/**
 * "Which state had the most departures in June?", then "what about arrivals?": after a breakdown by
 * one side of the trip, a follow-up whose one unread word names only the other side asks for the same
 * breakdown on that side (destination states), kept in the same kind of place. The message reads as
 * it did otherwise (a word naming the side already shown, or anything else unread, is not turned).
 */
/** Whether a field is the arrival side's: its words hold "to", "destination" or "arrival". */
function arrivalSide(d: SubjectDimension): boolean {
  return [...stemsOf(d)].some((w) => w === 'to' || w.startsWith('destin') || w.startsWith('arriv'));
}

function oneSideWord(word: string): boolean {
  return ARRIVING.test(word) || DEPARTING.test(word);
}

export function otherSideBreakdown(prev: Reading, r: Reading): Reading {
  const [old] = prev.groupBy;
  const [word] = r.unknown;
  if (!old || !word || prev.groupBy.length !== 1 || r.groupBy.length > 0 || r.unknown.length !== 1) return r;
  const arriving = ARRIVING.test(word.lower);
  if (!arriving && !DEPARTING.test(word.lower)) return r;
  const d = old.dimension;
  if (arrivalSide(d) === arriving) return r;
  const target = prev.subject.dimensions.find(
    (c) => side(c.name) !== side(d.name) && kindOf(c.name) === kindOf(d.name) && arrivalSide(c) === arriving,
  );
  return target ? { ...r, groupBy: [{ ...old, dimension: target }], unknown: [] } : r;
}

/** Words that set a new period beside the one shown: "how does that compare with 2014?", "vs 2013". */
const COMPARING_CUES = new Set(['compare', 'compared', 'comparing', 'comparison', 'vs', 'versus', 'against']);

/** The one period a range names ("in 2013", "in March"), or null for a span or an open end. */
function onePeriod(range: TimeRange | null): Period | null {
  if (!range || range.relative || !range.from || !range.to) return null;
  if (range.fromEdge !== 'start' || range.toEdge !== 'end') return null;
  return JSON.stringify(range.from) === JSON.stringify(range.to) ? range.from : null;
}

/** Whether a follow-up compares what it names with what was shown ("vs Denver", "compared to 2014"). */
export function compares(tokens: readonly Token[]): boolean {
  return tokens.some((t) => COMPARING_CUES.has(t.lower));
}

/**
 * "How many rainy days in 2013?", then "how does that compare with 2014?": a follow-up that compares
 * a period with the one shown answers both, side by side at their own grain, as "2013 vs 2014" does in
 * one question (in time order, whichever came first). Two periods apart cannot make one range and are
 * asked back. Null when the follow-up compares no period with the earlier one.
 */
export function comparedPeriods(
  tokens: readonly Token[],
  prev: TimeRange | null,
  r: Reading,
): Reading | null {
  if (!tokens.some((t) => COMPARING_CUES.has(t.lower))) return null;
  const a = onePeriod(prev);
  const b = onePeriod(r.range);
  if (!a || !b || r.filters.length > 0 || r.groupBy.length > 0) return null;
  const order = nextDoor(a, b) ? [a, b] : nextDoor(b, a) ? [b, a] : null;
  const years = order ? null : yearsSideBySide(r, a, b);
  if (years) return years;
  if (!order) return periodsApart(r, a, b);
  const [first, second] = order as [Period, Period];
  const grain = comparedGrain(first);
  const time = timeDimension(r.subject);
  const range: TimeRange = { from: first, fromEdge: 'start', to: second, toEdge: 'end' };
  return { ...r, range, grain, groupBy: time && grain ? [{ dimension: time, grain }] : r.groupBy };
}

/**
 * "avg high in August 2014", then "compare that with August 2013" / "put it next to October 2015": two
 * periods of one grain with others between them are answered one row each, as "2012 vs 2015" is in one
 * question: the contract is asked for the span at that grain and only its two end rows are kept
 * (ends.ts), never a figure over the months between. Tables, and periods of two grains, are asked back.
 */
function periodsApart(r: Reading, a: Period, b: Period): Reading {
  const grain = comparedGrain(a);
  const time = timeDimension(r.subject);
  const order = (p: Period) => (p.year ?? 0) * 12 + (p.month ?? 0);
  const fits = r.subject.kind === 'contract' && grain && time?.grains.includes(grain);
  if (!fits || !time || comparedGrain(b) !== grain || a.year === null || b.year === null) {
    const problem =
      'the two periods compared are not next to each other; ask for each, or for the range between them';
    return { ...r, problems: [...r.problems, problem] };
  }
  const [from, to] = order(a) < order(b) ? [a, b] : [b, a];
  const range: TimeRange = { from, fromEdge: 'start', to, toEdge: 'end' };
  return { ...r, range, grain, groupBy: [{ dimension: time, grain }], endsOnly: true };
}

/** Words that say how rows are to be shown, not which: "sorted ascending", "order them lowest first". */
const SHOWING = new Set([
  'sort',
  'sorted',
  'order',
  'ordered',
  'arrange',
  'arranged',
  'list',
  'listed',
  'ascending',
  'descending',
  'first',
  'to',
]);

/**
 * "top 10 destinations", then "sorted ascending" / "now order them from lowest to highest": a message
 * that only sets the direction the ranking's rows are shown in keeps the same rows (the top 10, not the
 * bottom 10) and shows them the other way round. "the other way", "reverse" still turn the ranking
 * (`reversal`). Null when the message does more than order (a measure, a breakdown, a value, a size)
 * or the earlier answer was no ranking with a size.
 */
export function shownInOrder(
  tokens: readonly Token[],
  prev: Reading,
  r: Reading,
  merged: Reading,
): Reading | null {
  if (prev.limit === null || prev.groupBy.length === 0 || !prev.sort || !r.sort) return null;
  // "same five, but sorted from fewest to most flights": the measure ranked already, and the number
  // of rows shown, say which rows; they are no new figure or size.
  const ranked = (m: { readonly name: string }) => m.name === prev.sort?.field;
  if (!r.measures.every(ranked) || r.groupBy.length > 0 || r.filters.length > 0 || r.range !== null)
    return null;
  if (r.sort.field !== null && r.sort.field !== prev.sort.field) return null;
  if (!tokens.some((t) => SHOWING.has(t.lower) && t.lower !== 'first' && t.lower !== 'to')) return null;
  if (tokens.some((t) => wholeNumber(t) !== null && wholeNumber(t) !== prev.limit)) return null;
  const reversed = r.sort.direction !== prev.sort.direction;
  return {
    ...merged,
    sort: prev.sort,
    limit: prev.limit,
    shownReversed: reversed !== (prev.shownReversed ?? false),
  };
}

/**
 * "life expectancy in Brazil in 1995", then "how does that compare with 2000?": over a subject whose
 * time is a year column (gapminder), two whole years apart are both values of that column, so they
 * are shown side by side (`year in (1995, 2000)`, by year) where a calendar range could not hold them.
 */
function yearsSideBySide(r: Reading, a: Period, b: Period): Reading | null {
  const year = yearDimension(r.subject);
  if (!year || timeDimension(r.subject) || a.month !== null || b.month !== null) return null;
  if (a.year === null || b.year === null) return null;
  const value = [a.year, b.year].sort((x, y) => x - y);
  return {
    ...r,
    range: null,
    filters: [...r.filters, { field: year.name, kind: 'dimension', operator: 'in', value }],
    groupBy: [{ dimension: year, grain: null }],
  };
}

const EXCLUDING = (f: IntentFilter) => f.operator === 'neq' || f.operator === 'not_in';

/**
 * "average delay of flights to California", then "without LAX": an excluded place with no word for its
 * side, after a question that held places on one side of the trip only (arrivals in California), is
 * taken off that side (destination ≠ LAX); read on the other side it would take off rows the question
 * was not about. Left as read when the earlier answer broke down by the value's own side ("to
 * California by origin airport", then "without LAX": the LAX row) or the caller's rows lack the value
 * on the side asked.
 */
export function excludedOnAskedSide(
  tokens: readonly Token[],
  prev: Reading,
  r: Reading,
  values: ValueIndex | null,
): Reading {
  const dims = r.subject.dimensions;
  const held = prev.filters.filter((f) => f.kind === 'dimension' && positive(f)).map((f) => f.field);
  const asked = familySides(dims, held);
  const shownSides = familySides(
    dims,
    prev.groupBy.map((g) => g.dimension.name),
  );
  if (asked.size !== 1) return r;
  const moved = (f: IntentFilter): IntentFilter => {
    const d = dims.find((x) => x.name === f.field);
    if (!d || f.kind !== 'dimension' || !EXCLUDING(f) || familySides(dims, [d.name]).size === 0) return f;
    if (asked.has(side(d.name)) || shownSides.has(side(d.name))) return f;
    const target = dims.find((c) => asked.has(side(c.name)) && kindOf(c.name) === kindOf(d.name));
    if (!target || sideNamed(tokens, d, target) || !heldOn(values, target.name, f)) return f;
    return { ...f, field: target.name };
  };
  return { ...r, filters: r.filters.map(moved) };
}

/**
 * "top 5 destinations from SFO", then "exclude LAX": a value excluded from a field the question already
 * holds to other values would change nothing there (SFO's flights never leave from LAX; the origin was
 * replaced by "not LAX"). It takes a row out of those shown: the breakdown's field of the same kind
 * (destination), when the caller's rows hold the value there; otherwise the reading is left as it was.
 */
export function excludedFromShown(prev: Reading, r: Reading, values: ValueIndex | null): Reading {
  const moved = (f: IntentFilter): IntentFilter => {
    if (f.kind !== 'dimension' || !EXCLUDING(f)) return f;
    const out = valuesOf(f);
    const held = prev.filters.find((p) => p.field === f.field && p.kind === 'dimension' && positive(p));
    if (!held || valuesOf(held).some((v) => out.includes(v))) return f;
    const g = prev.groupBy.find(
      (x) =>
        x.dimension.name !== f.field &&
        x.dimension.type === 'string' &&
        kindOf(x.dimension.name) === kindOf(f.field) &&
        heldOn(values, x.dimension.name, f),
    );
    return g ? { ...f, field: g.dimension.name } : f;
  };
  return { ...r, filters: r.filters.map(moved) };
}

/** Words that only frame a follow-up asking for the whole figure: "just the total please". */
const FRAMING = new Set(
  'and just only the a one single please pls give me show now then what about is whats instead'.split(' '),
);
const BREAKDOWN_NOUNS = new Set(['breakdown', 'split', 'grouping', 'breakdowns']);
const TAKEN_AWAY = new Set(['without', 'no', 'drop', 'remove', 'lose', 'skip', 'ditch']);

/**
 * "flights out of Chicago by month", then "without the breakdown" or "just the total please": the
 * figure shown over all its rows, with no breakdown. "The total" reads so only when the figure shown
 * adds up over its rows (`adds`: a count or a sum); over averages it may name a measure of its own.
 * The positions of the words that say it, or null when the message says anything else.
 */
export function wholeFigure(
  tokens: readonly Token[],
  prev: Reading,
  r: Reading,
  adds: boolean,
): ReadonlySet<number> | null {
  if (prev.groupBy.length === 0 || r.groupBy.length > 0 || r.filters.length > 0 || r.range) return null;
  const content = tokens.filter((t) => !FRAMING.has(t.lower));
  const [first, second] = content;
  const without = content.length === 2 && TAKEN_AWAY.has(first?.lower ?? '');
  if (without && BREAKDOWN_NOUNS.has(second?.lower ?? '')) return new Set(content.map((t) => t.index));
  const total = content.length === 1 && ['total', 'sum'].includes(first?.lower ?? '');
  if (total && adds) return new Set(content.map((t) => t.index));
  return adds && togetherOnly(content, prev) ? new Set(content.map((t) => t.index)) : null;
}

/** Words that ask for the rows shown as one figure: "and in total?", "combined?", "all together". */
const TOGETHER_ONLY = new Set(['total', 'combined', 'together', 'altogether', 'overall', 'in', 'all']);

/**
 * "flights by origin state for California and Texas", then "and in total?" / "combined?": the groups
 * shown added into one figure. Only over a breakdown by no period: "overall" after a series drops the
 * period instead (`periodReading`, `seriesFlattened`), and "by month" then "in total" keeps its rules.
 */
function togetherOnly(content: readonly Token[], prev: Reading): boolean {
  if (prev.groupBy.some((g) => g.dimension.type === 'time' || g.dimension === yearDimension(prev.subject)))
    return false;
  const lone = (t: Token, i: number) =>
    (t.lower !== 'in' || content[i + 1]?.lower === 'total') &&
    (t.lower !== 'all' || content[i + 1]?.lower === 'together');
  return content.length > 0 && content.every((t, i) => TOGETHER_ONLY.has(t.lower) && lone(t, i));
}

/**
 * "average delay of flights into SEA", then "what about departures?": a follow-up whose one word names
 * only a side of the trip, after a place held on the other side, asks the same of that place on the
 * named side (SEA's departures), keeping the measure: "departures" there is no count of its own (the
 * flight count was given). The reading with the place moved, or null.
 */
export function sideOfPlace(
  tokens: readonly Token[],
  prev: Reading,
  r: Reading,
  values: ValueIndex | null,
): Reading | null {
  const content = tokens.filter((t) => !FRAMING.has(t.lower) && !STOPWORDS.has(t.lower));
  const word = content[0]?.lower ?? '';
  if (content.length !== 1 || !oneSideWord(word) || r.filters.length > 0 || r.groupBy.length > 0) return null;
  const arriving = ARRIVING.test(word);
  const places = prev.filters.filter((f) => f.kind === 'dimension' && positive(f) && side(f.field) !== '');
  const dims = prev.subject.dimensions;
  const [place] = places;
  const d = dims.find((x) => x.name === place?.field);
  if (places.length !== 1 || !place || !d || arrivalSide(d) === arriving) return null;
  const target = dims.find(
    (c) => side(c.name) !== side(d.name) && kindOf(c.name) === kindOf(d.name) && arrivalSide(c) === arriving,
  );
  if (!target || !heldOn(values, target.name, place)) return null;
  const filters = [{ ...place, field: target.name }];
  return {
    ...r,
    filters,
    measures: [],
    weakMeasures: [],
    countCue: false,
    genericAggregation: null,
    unknown: [],
  };
}

const POINTERS = new Set(['that', 'this', 'other']);
const BARE_POINTING = new Set([...FRAMING, ...POINTERS, 'how', 'one', 'it']);

/**
 * "and what about that one?", "the other one?": a follow-up that only points ("that one") names nothing
 * the last answer offers to point at (one figure, or rows none of which was singled out), so whatever
 * it meant is asked back rather than answered as the same question again.
 */
export function pointsAtNothing(tokens: readonly Token[]): boolean {
  const pointed = tokens.some((t, i) => t.lower === 'one' && POINTERS.has(tokens[i - 1]?.lower ?? ''));
  return pointed && tokens.every((t) => BARE_POINTING.has(t.lower));
}
