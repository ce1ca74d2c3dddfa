import { TIME_GRAINS, type TimeGrain } from '../../contracts/model.js';
import { namedDayAt, seasonAt } from './holidays.js';
import { type Token, wholeNumber } from './text.js';

/**
 * Time expressions: ranges ("in March 2001", "between January and March 2001",
 * "Q2 2004", "since 2008", "in 2005") and grains ("by month", "monthly",
 * "per quarter"). A month without a year ("in March") is kept open and the
 * planner settles the year from the data's extent, or asks.
 */

export interface Period {
  readonly year: number | null;
  /** First month of the period (0-11), null for a whole year. */
  readonly month: number | null;
  /** Last month of the period, inclusive (a quarter spans three). */
  readonly monthEnd: number | null;
  readonly day: number | null;
}

export interface TimeRange {
  /** Inclusive start; null: open. */
  readonly from: Period | null;
  readonly fromEdge: 'start' | 'end';
  /** Exclusive end, as the period whose start (`to` edge start) or end (edge end) bounds it; null: open. */
  readonly to: Period | null;
  readonly toEdge: 'start' | 'end';
  /** "last month", "this year", "the past 3 months": settled against the data's latest date (relative.ts). */
  readonly relative?: Relative;
  /** How the settled range reads in the answer, when the plain label would hide how it was settled. */
  readonly label?: string;
}

/** A range that names one calendar day ("on March 5, 2001"); an open end is not one day ("since March 5"). */
export function withinOneDay(range: TimeRange | null): boolean {
  const from = range?.from;
  const to = range?.to;
  if (!from || !to || from.day === null || to.day === null) return false;
  return from.year === to.year && from.month === to.month && from.day === to.day;
}

export type RelativeUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface Relative {
  readonly unit: RelativeUnit;
  /** 0: the unit holding the data's latest date ("this month"); 1: the latest unit that has ended by it ("last month"). */
  readonly back: number;
  /** Units in the window, ending with that unit ("the past 3 months": 3). */
  readonly count: number;
  /** The words as written, for the answer ("last month"). */
  readonly words: string;
}

export interface TimeParse {
  readonly range: TimeRange | null;
  readonly grain: TimeGrain | null;
  /** "over time", "trend": group by time at a grain the planner picks. */
  readonly overTime: boolean;
  /** "by day of the week", "hour of day": a cyclical part of the date, which a time grain is not. */
  readonly cyclical: string | null;
  /** "1990 or 2000": two periods compared that are not next to each other, which one range cannot hold. */
  readonly apart: string | null;
  /**
   * The same two periods when they are of one grain (two years, two months, two quarters): the span
   * from the first to the second at that grain, whose two end rows a contract answer keeps (parse.ts
   * `periodsAtEnds`). Null otherwise.
   */
  readonly apartSpan?: {
    readonly range: TimeRange;
    readonly grain: TimeGrain;
    /** The compared word and the second period's tokens, read when the span is. */
    readonly consumed: readonly number[];
  } | null;
  /** The range is apartSpan's: only its first and last period are asked about (parse.ts `periodsAtEnds`). */
  readonly endsOnly?: boolean;
  readonly consumed: ReadonlySet<number>;
  /** "in December, across all years": the month of the year (1–12) in every year, not one month's dates. */
  readonly monthOfYear?: number;
}

const MONTHS: Readonly<Record<string, number>> = {
  january: 0,
  jan: 0,
  february: 1,
  feb: 1,
  march: 2,
  mar: 2,
  april: 3,
  apr: 3,
  may: 4,
  june: 5,
  jun: 5,
  july: 6,
  jul: 6,
  august: 7,
  aug: 7,
  september: 8,
  sep: 8,
  sept: 8,
  october: 9,
  oct: 9,
  november: 10,
  nov: 10,
  december: 11,
  dec: 11,
};
/** Every word that names a month, in full or short ("january", "jan", "sept"). */
export const MONTH_WORDS: readonly string[] = Object.keys(MONTHS);
/** The month (0-11) a month word names, or null. */
export const monthOfWord = (word: string): number | null => MONTHS[word.toLowerCase()] ?? null;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: 4,
};

const GRAIN_WORDS: Readonly<Record<string, TimeGrain>> = {
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
};
export const GRAIN_ADVERBS: Readonly<Record<string, TimeGrain>> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annually: 'year',
  annual: 'year',
};

function yearOf(t: Token | undefined): number | null {
  if (!t || !/^(19|20)\d{2}$/.test(t.text)) return null;
  return Number(t.text);
}

/** Words after which "may" is the month: prepositions and joins no verb follows. */
const MAY_LEADS: ReadonlySet<string> = new Set(
  'in during since until between and to through thru of from for about vs versus or'.split(' '),
);
/** Words after which "may" is the month: another period compared or joined ("may vs jun", "may or june"). */
const MAY_FOLLOWS: ReadonlySet<string> = new Set('vs versus or and only instead'.split(' '));

function monthOf(tokens: readonly Token[], i: number): number | null {
  const t = tokens[i];
  if (!t) return null;
  const m = MONTHS[t.lower];
  if (m === undefined) return null;
  // "may" is usually the verb: only a month when capitalised mid-sentence, followed by a day or year, or
  // after a preposition no verb follows ("ok and for may", "what about may").
  if (t.lower === 'may') {
    const next = tokens[i + 1];
    const datey = yearOf(next) !== null || dayOf(next) !== null;
    const led = MAY_LEADS.has(tokens[i - 1]?.lower ?? '') || MAY_FOLLOWS.has(next?.lower ?? '');
    if (!datey && !led && !(t.text === 'May' && i > 0)) return null;
  }
  return m;
}

/** Days of the month written as words: "the first of March", "December the twenty-fifth". */
const DAY_WORDS: ReadonlyMap<string, number> = (() => {
  const units = 'first second third fourth fifth sixth seventh eighth ninth'.split(' ');
  const teens =
    'tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth';
  const out = new Map<string, number>();
  for (const [k, w] of units.entries()) {
    out.set(w, k + 1);
    out.set(`twenty-${w}`, k + 21);
  }
  for (const [k, w] of teens.split(' ').entries()) out.set(w, k + 10);
  out.set('twentieth', 20).set('thirtieth', 30).set('thirty-first', 31);
  return out;
})();

function dayOf(t: Token | undefined): number | null {
  if (!t) return null;
  const m = /^(\d{1,2})(st|nd|rd|th)?$/i.exec(t.text);
  if (!m) return DAY_WORDS.get(t.lower) ?? null;
  const d = Number(m[1]);
  return d >= 1 && d <= 31 ? d : null;
}

/** "March 2001", "March 15, 2001", "March the 3rd", "March first": a month, then its day and year. */
function monthFirstAt(tokens: readonly Token[], i: number): { period: Period; next: number } | null {
  const month = monthOf(tokens, i);
  if (month === null) return null;
  // "March the 3rd": an article between the month and its day.
  let next = tokens[i + 1]?.lower === 'the' && dayOf(tokens[i + 2]) !== null ? i + 2 : i + 1;
  let day = dayOf(tokens[next]);
  if (day !== null) next++;
  else next = i + 1;
  if (tokens[next]?.lower === 'of' && yearOf(tokens[next + 1]) !== null) next++;
  const year = yearOf(tokens[next]);
  if (year !== null) next++;
  // "March 2001" and "March 15, 2001"; a bare number after a month without a year is its day.
  if (day !== null && year === null && Number(tokens[i + 1]?.text.replace(/\D/g, '')) > 31) day = null;
  return { period: { year, month, monthEnd: month, day }, next };
}

/** Words before a count of rows ("top 5", "bottom 3"). */
const RANK_LEADS: ReadonlySet<string> = new Set(['top', 'bottom', 'best', 'worst', 'busiest', 'largest']);

/** "15 March 2001", "the 4th of July", "the first of March": a day, then its month ("of" between). */
function dayFirstAt(tokens: readonly Token[], i: number): { period: Period; next: number } | null {
  const day = dayOf(tokens[i]);
  // "top 5, Mar '01": a count of rows before a month, not its day.
  if (day === null || RANK_LEADS.has(tokens[i - 1]?.lower ?? '')) return null;
  const at = tokens[i + 1]?.lower === 'of' ? i + 2 : i + 1;
  const m = monthOf(tokens, at);
  if (m === null) return null;
  let next = at + 1;
  const year = yearOf(tokens[next]);
  if (year !== null) next++;
  return { period: { year, month: m, monthEnd: m, day }, next };
}

/** Days in a month (0-11); a year not said allows February 29th. */
function daysIn(year: number | null, month: number): number {
  return new Date(Date.UTC(year ?? 2000, month + 1, 0)).getUTCDate();
}

/**
 * A period starting at token i: returns it with the index after it, or null. A day its month does
 * not have ("February 30, 2015", "2015-02-30") is no period: read as one, it became March 2nd.
 */
function periodAt(tokens: readonly Token[], i: number): { period: Period; next: number } | null {
  const read = periodReadAt(tokens, i);
  const p = read?.period;
  return p && p.day !== null && p.month !== null && p.day > daysIn(p.year, p.month) ? null : read;
}

/** "February 30, 2015 is not a date: February 2015 has 28 days.", for the first such day written; else null. */
export function impossibleDay(tokens: readonly Token[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const p = periodReadAt(tokens, i)?.period;
    if (!p || p.day === null || p.month === null || p.day <= daysIn(p.year, p.month)) continue;
    const month = `${MONTH_NAMES[p.month]}${p.year === null ? '' : ` ${p.year}`}`;
    const day = `${MONTH_NAMES[p.month]} ${p.day}${p.year === null ? '' : `, ${p.year}`}`;
    return `${day} is not a date: ${month} has ${daysIn(p.year, p.month)} days.`;
  }
  return null;
}

function periodReadAt(tokens: readonly Token[], i: number): { period: Period; next: number } | null {
  const t = tokens[i];
  if (!t) return null;
  // "after the first of March", "between the 1st and ...": the article of a day written before its month.
  if (t.lower === 'the' && dayOf(tokens[i + 1]) !== null) {
    const dated = periodAt(tokens, i + 1);
    if (dated?.period.day != null && dated.period.month !== null) return dated;
  }
  const named = namedDayAt(tokens, i);
  if (named) {
    const { year, month, day, next } = named;
    return { period: { year, month, monthEnd: month, day }, next };
  }
  const season = seasonAt(tokens, i);
  if (season) {
    const { year, month, monthEnd, next } = season;
    return { period: { year, month, monthEnd, day: null }, next };
  }
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(t.text);
  if (iso) {
    const month = Number(iso[2]) - 1;
    if (month < 0 || month > 11) return null;
    const day = iso[3] ? Number(iso[3]) : null;
    return { period: { year: Number(iso[1]), month, monthEnd: month, day }, next: i + 1 };
  }
  const q = /^q([1-4])$/i.exec(t.text);
  const ordinal = ORDINALS[t.lower];
  if (q || (ordinal !== undefined && tokens[i + 1]?.stem === 'quarter')) {
    const quarter = q ? Number(q[1]) : (ordinal as number);
    let next = q ? i + 1 : i + 2;
    if (tokens[next]?.lower === 'of') next++;
    const year = yearOf(tokens[next]);
    if (year !== null) next++;
    else if (tokens[next - 1]?.lower === 'of') next--;
    return {
      period: { year, month: (quarter - 1) * 3, monthEnd: (quarter - 1) * 3 + 2, day: null },
      next,
    };
  }
  const dated = monthFirstAt(tokens, i) ?? dayFirstAt(tokens, i);
  if (dated) return dated;
  const year = yearOf(t);
  if (year !== null) return { period: { year, month: null, monthEnd: null, day: null }, next: i + 1 };
  return null;
}

const THRESHOLD_WORDS = new Set([
  'than',
  'over',
  'above',
  'under',
  'below',
  'least',
  'most',
  'exceeding',
  'top',
]);
const LEADS = new Set(['in', 'during', 'for', 'of', 'on', 'throughout', 'within']);

/** A reading of tokens [start, end). */
interface Found<T> {
  readonly value: T;
  readonly start: number;
  readonly end: number;
}

type GrainWord = { readonly grain: TimeGrain } | { readonly overTime: true };

/** "How did X change", "how has X evolved": a change is read off a series over time, never one figure. */
export const CHANGE_WORDS: ReadonlySet<string> = new Set(
  'change changed changes changing evolve evolved evolving develop developed developing growth grow grew grown growing move moved moves moving shift shifted'.split(
    ' ',
  ),
);

/** Grains at token i: "by month", "per quarter", "each year", "month by month", "monthly", "over time", "trend". */
function grainAt(tokens: readonly Token[], i: number): Found<GrainWord> | null {
  const t = tokens[i] as Token;
  const adverb = GRAIN_ADVERBS[t.lower];
  if (adverb) return { value: { grain: adverb }, start: i, end: i + 1 };
  if (['by', 'per', 'each', 'every', 'a'].includes(t.lower)) {
    const j = tokens[i + 1]?.lower === 'the' ? i + 2 : i + 1;
    const g = tokens[j] ? GRAIN_WORDS[(tokens[j] as Token).stem] : undefined;
    if (g && yearOf(tokens[j + 1]) === null && periodAt(tokens, j) === null)
      return { value: { grain: g }, start: i, end: j + 1 };
  }
  const g = GRAIN_WORDS[t.stem];
  if (g && tokens[i + 1]?.lower === 'by' && tokens[i + 2]?.stem === t.stem)
    return { value: { grain: g }, start: i, end: i + 3 };
  if (t.lower === 'over' && (tokens[i + 1]?.lower === 'time' || tokens[i + 2]?.stem === 'year'))
    return { value: { overTime: true }, start: i, end: tokens[i + 1]?.lower === 'time' ? i + 2 : i + 3 };
  if (t.stem === 'trend' || CHANGE_WORDS.has(t.lower))
    return { value: { overTime: true }, start: i, end: i + 1 };
  if (t.lower === 'time' && tokens[i + 1]?.lower === 'series')
    return { value: { overTime: true }, start: i, end: i + 2 };
  return null;
}

const SEPARATORS = new Set(['and', 'to', 'through', 'thru', 'until', 'till', '-']);
/** Words between two periods compared with each other, read as both periods at their own grain. */
// "compare with" stands between two periods where "next to" was written ("jan next to february": besideAsCompared).
export const COMPARED: ReadonlySet<string> = new Set(['or', 'vs', 'versus', 'compared', 'compare']);
/** A word at i that sets a second period beside the one before it: "vs", "or", and "and" without "between". */
function apartWordAt(tokens: readonly Token[], i: number): boolean {
  const w = tokens[i]?.lower ?? '';
  return COMPARED.has(w) || (w === 'and' && !tokens.slice(0, i).some((t) => t.lower === 'between'));
}

/** "compared to", "compare with": the compared word and its preposition stand between the periods. */
const comparedWith = (tokens: readonly Token[], i: number): boolean =>
  ['compared', 'compare'].includes(tokens[i]?.lower ?? '') &&
  ['to', 'with'].includes(tokens[i + 1]?.lower ?? '');

/** Month index from year 0, for periods of whole months. */
function monthIndex(p: Period, year: number): number {
  return year * 12 + (p.month ?? 0);
}

/** Whether b is the period right after a, of the same shape (a year, a quarter, a month). */
export function nextDoor(a: Period, b: Period): boolean {
  if (a.day !== null || b.day !== null || (a.month === null) !== (b.month === null)) return false;
  const year = b.year ?? 0;
  const ay = a.year ?? year;
  if (a.month === null) return b.year === ay + 1;
  const span = (a.monthEnd ?? a.month) - a.month;
  if ((b.monthEnd ?? b.month ?? 0) - (b.month ?? 0) !== span) return false;
  return monthIndex(b, year) - monthIndex(a, ay) === span + 1;
}

/** The grain two compared periods are shown at: the shape they share. */
export function comparedGrain(p: Period | null): TimeGrain | null {
  if (!p) return null;
  if (p.month === null) return 'year';
  const span = (p.monthEnd ?? p.month) - p.month;
  return span === 0 ? 'month' : span === 2 ? 'quarter' : null;
}

/**
 * "between the 10th and the 20th of April", "from the 1st to the 15th of May": a first day written
 * without its month takes the month (and year) of the day after the separator.
 */
function dayBeforeItsMonth(tokens: readonly Token[], i: number): { period: Period; next: number } | null {
  const k = tokens[i]?.lower === 'the' ? i + 1 : i;
  const day = dayOf(tokens[k]);
  if (day === null || !SEPARATORS.has(tokens[k + 1]?.lower ?? '')) return null;
  const second = periodAt(tokens, k + 2);
  if (second?.period.day == null || second.period.month === null) return null;
  return { period: { ...second.period, day }, next: k + 1 };
}

/** "between X and Y", "from X to Y", "X to Y", "X through Y"; "from X" alone is open-ended. */
function spanAt(tokens: readonly Token[], i: number): Found<TimeRange> | null {
  // A lead word may end the question ("which city is it in?"): nothing follows it.
  const lead = tokens[i]?.lower;
  if (lead === undefined) return null;
  const at = lead === 'between' || lead === 'from' ? i + 1 : i;
  let first = periodAt(tokens, at) ?? dayBeforeItsMonth(tokens, at);
  if (!first) return null;
  const sep = tokens[first.next]?.lower ?? '';
  // "2009 compared to 2008": "compared" and its preposition stand between the two periods.
  const skip0 = comparedWith(tokens, first.next) ? 2 : 1;
  // "in March or in April": the preposition said again after the separator.
  const skip = skip0 + (COMPARED.has(sep) && LEADS.has(tokens[first.next + skip0]?.lower ?? '') ? 1 : 0);
  const found = SEPARATORS.has(sep) || COMPARED.has(sep) ? periodAt(tokens, first.next + skip) : null;
  // "January or February 2001" compares two periods side by side: only next-door ones make one range,
  // in time order whichever is named first ("2009 vs 2008").
  // "Jan 2000 and Jan 2001", "1955 and 2005": without "between", two periods not next door are two
  // periods side by side, as "or" says (read as the span from one to the other before: a wrong answer).
  const sideBySide = COMPARED.has(sep) || (sep === 'and' && lead !== 'between');
  const backwards = found && sideBySide && nextDoor(found.period, first.period);
  if (found && sideBySide && !backwards && !nextDoor(first.period, found.period)) return null;
  const second = backwards ? { period: first.period, next: found.next } : found;
  if (backwards) first = { period: found.period, next: first.next };
  if (second) {
    const y = second.period.year;
    const from: Period =
      first.period.year === null && y !== null ? { ...first.period, year: y } : first.period;
    return {
      value: { from, fromEdge: 'start', to: second.period, toEdge: 'end' },
      start: i,
      end: second.next,
    };
  }
  if (lead !== 'from') return null;
  return {
    value: { from: first.period, fromEdge: 'start', to: null, toEdge: 'end' },
    start: i,
    end: first.next,
  };
}

const BOUND_WORDS = new Set(['since', 'after', 'before', 'until', 'till', 'through', 'prior']);

/** "since 2008", "after 2005", "before 2003", "until March 2001", "prior to 2004". */
function boundAt(tokens: readonly Token[], i: number): Found<TimeRange> | null {
  const lead = (tokens[i] as Token).lower;
  if (!BOUND_WORDS.has(lead)) return null;
  const p = periodAt(tokens, lead === 'prior' && tokens[i + 1]?.lower === 'to' ? i + 2 : i + 1);
  if (!p) return null;
  const range: TimeRange =
    lead === 'since'
      ? { from: p.period, fromEdge: 'start', to: null, toEdge: 'end' }
      : lead === 'after'
        ? { from: p.period, fromEdge: 'end', to: null, toEdge: 'end' }
        : lead === 'before' || lead === 'prior'
          ? { from: null, fromEdge: 'start', to: p.period, toEdge: 'start' }
          : { from: null, fromEdge: 'start', to: p.period, toEdge: 'end' };
  return { value: range, start: i, end: p.next };
}

/** One period: "in March 2001", "Q2 2001", "2005". */
function singleAt(tokens: readonly Token[], i: number): Found<TimeRange> | null {
  const led = LEADS.has((tokens[i] as Token).lower);
  // "in 2012 and 2013", "in March and April 2001": both periods, not the first alone.
  const span = led ? spanAt(tokens, i + 1) : null;
  if (span) return { ...span, start: i };
  const single = periodAt(tokens, led ? i + 1 : i);
  if (!single) return null;
  return {
    value: { from: single.period, fromEdge: 'start', to: single.period, toEdge: 'end' },
    start: i,
    end: single.next,
  };
}

/** "in the first half of 2001". */
function halfAt(tokens: readonly Token[], i: number): Found<TimeRange> | null {
  const t = tokens[i] as Token;
  if ((t.lower !== 'first' && t.lower !== 'second') || tokens[i + 1]?.lower !== 'half') return null;
  const j = tokens[i + 2]?.lower === 'of' ? i + 3 : i + 2;
  const year = yearOf(tokens[j]);
  const m = t.lower === 'first' ? 0 : 6;
  const p: Period = { year, month: m, monthEnd: m + 5, day: null };
  const start = i > 0 && LEADS.has(tokens[i - 1]?.lower ?? '') ? i - 1 : i;
  return {
    value: { from: p, fromEdge: 'start', to: p, toEdge: 'end' },
    start,
    end: year === null ? j : j + 1,
  };
}

const WEEK_ORDINALS: Readonly<Record<string, number>> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
};

/** "the first week of March 2001": the month's days 1–7 (8–14 for the second, ...), not a calendar week. */
function weekOfAt(tokens: readonly Token[], i: number): Found<TimeRange> | null {
  const k = WEEK_ORDINALS[(tokens[i] as Token).lower];
  if (k === undefined || tokens[i + 1]?.stem !== 'week' || tokens[i + 2]?.lower !== 'of') return null;
  const month = periodAt(tokens, i + 3);
  const p = month?.period;
  if (!month || !p || p.month === null || p.day !== null || p.monthEnd !== p.month) return null;
  return {
    value: { from: { ...p, day: 7 * k + 1 }, fromEdge: 'start', to: { ...p, day: 7 * k + 7 }, toEdge: 'end' },
    start: i,
    end: month.next,
  };
}

const RELATIVE_UNITS: Readonly<Record<string, RelativeUnit>> = {
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
};

/** Where a relative expression's unit word sits, and how far back it points; null: none starts at i. */
function relativeLead(tokens: readonly Token[], i: number): { back: number; j: number } | null {
  const w = (tokens[i] as Token).lower;
  if (w === 'this' || w === 'current') return { back: 0, j: i + 1 };
  if (w === 'latest') return { back: 0, j: i + 1 };
  if (w === 'most' && tokens[i + 1]?.lower === 'recent') return { back: 0, j: i + 2 };
  if (w === 'last' || w === 'past' || w === 'previous' || w === 'prior') return { back: 1, j: i + 1 };
  return null;
}

/** "last month", "this year", "the past 3 months", "the most recent quarter", "year to date". */
function relativeAt(tokens: readonly Token[], i: number): Found<TimeRange> | null {
  const open: TimeRange = { from: null, fromEdge: 'start', to: null, toEdge: 'end' };
  const t = tokens[i] as Token;
  if (
    t.lower === 'ytd' ||
    (t.stem === 'year' && tokens[i + 1]?.lower === 'to' && tokens[i + 2]?.lower === 'date')
  ) {
    const end = t.lower === 'ytd' ? i + 1 : i + 3;
    return {
      value: { ...open, relative: { unit: 'year', back: 0, count: 1, words: 'this year' } },
      start: i,
      end,
    };
  }
  const lead = relativeLead(tokens, i);
  if (!lead) return null;
  let j = lead.j;
  const n = wholeNumber(tokens[j]);
  if (n !== null) j++;
  const unit = RELATIVE_UNITS[tokens[j]?.stem ?? ''];
  // "the last quarter of 2001" is a named quarter, not a relative one.
  if (!unit || (tokens[j + 1]?.lower === 'of' && yearOf(tokens[j + 2]) !== null)) return null;
  const words = tokens
    .slice(i, j + 1)
    .map((x) => x.lower)
    .join(' ');
  // "the past 3 months": the three months that have ended by the latest date (relative.ts).
  const relative: Relative =
    n !== null ? { unit, back: 0, count: n, words } : { unit, back: lead.back, count: 1, words };
  return { value: { ...open, relative }, start: i, end: j + 1 };
}

/** The time range starting at token i, if any. */
function rangeAt(tokens: readonly Token[], i: number): Found<TimeRange> | null {
  const t = tokens[i] as Token;
  const relative = weekOfAt(tokens, i) ?? relativeAt(tokens, i);
  if (relative) return relative;
  // "more than 2000 flights" is a threshold, not the year 2000; "over 2008" with nothing counted after
  // it is the year ("how did IBM's price change over 2008").
  if (
    /^(19|20)\d{2}$/.test(t.text) &&
    THRESHOLD_WORDS.has(tokens[i - 1]?.lower ?? '') &&
    !overYear(tokens, i)
  )
    return null;
  return spanAt(tokens, i) ?? boundAt(tokens, i) ?? singleAt(tokens, i) ?? halfAt(tokens, i);
}

/** Indexes [start, end) added to a set. */
function adding(set: ReadonlySet<number>, start: number, end: number): Set<number> {
  const out = new Set(set);
  for (let k = start; k < end; k++) out.add(k);
  return out;
}

/** Time words of a question: the first range, the last grain, "over time"; and which tokens they used. */
export function parseTime(tokens: readonly Token[]): TimeParse {
  let consumed: ReadonlySet<number> = new Set<number>();
  let range: TimeRange | null = null;
  let grain: TimeGrain | null = null;
  // "January or February": the two periods side by side, at their own grain unless one is named.
  let compared: TimeGrain | null = null;
  let overTime = false;
  // "by quarter, average daily maximum": a grain asked for with "by", "per" or "quarter by quarter"
  // outranks an adverb after it, which says what one value is ("daily" highs), not the rows.
  let asked = false;
  for (let i = 0; i < tokens.length; i++) {
    if (consumed.has(i)) continue;
    const g = grainAt(tokens, i);
    if (g) {
      const adverb = !!GRAIN_ADVERBS[tokens[g.start]?.lower ?? ''];
      if ('grain' in g.value && !(adverb && asked)) grain = g.value.grain;
      if ('grain' in g.value && !adverb) asked = true;
      if (!('grain' in g.value)) overTime = true;
      consumed = adding(consumed, g.start, g.end);
      continue;
    }
    // "first quarter average price of IBM in 2005": the year said apart from its period completes it
    // (the year was left over, and the quarter read as the latest one in the data: a wrong answer).
    const year = range && yearOpen(range) ? yearApart(tokens, i) : null;
    if (range && year !== null) {
      range = withYear(range, year);
      consumed = adding(consumed, i, i + 1);
      continue;
    }
    const r: Found<TimeRange> | null = range ? null : rangeAt(tokens, i);
    if (r) {
      range = r.value;
      consumed = adding(consumed, r.start, r.end);
      if (tokens.slice(r.start, r.end).some((x) => COMPARED.has(x.lower)))
        compared = comparedGrain(r.value.from);
    }
  }
  const listed = yearsListed(tokens, consumed);
  return {
    range,
    grain: grain ?? compared,
    overTime,
    cyclical: cyclicalPart(tokens),
    apart: periodsApart(tokens, consumed) ?? listed?.text ?? null,
    apartSpan: range ? spanApart(tokens, consumed, range) : null,
    consumed: withLeadWords(tokens, listed ? adding(consumed, ...listed.span) : consumed),
  };
}

/**
 * "in 2012, 2014 and 2015", "in 1960, 1980 and 2000": more years listed after the one the range read,
 * which one range cannot hold (the later ones had been taken silently by other readers, and the first
 * year alone answered). The words naming them all, and the span of tokens after the first.
 */
function yearsListed(
  tokens: readonly Token[],
  consumed: ReadonlySet<number>,
): { text: string; span: [number, number] } | null {
  for (const [i, t] of tokens.entries()) {
    if (!consumed.has(i) || yearApart(tokens, i) === null) continue;
    let k = i + 1;
    const years = [t.text];
    while (k < tokens.length) {
      const joined = ['and', 'or'].includes(tokens[k]?.lower ?? '') ? k + 1 : k;
      if (consumed.has(joined) || yearApart(tokens, joined) === null) break;
      years.push(tokens[joined]?.text ?? '');
      k = joined + 1;
    }
    if (years.length >= 3) return { text: years.join(', '), span: [i + 1, k] };
  }
  return null;
}

/** A named period without its year (not a relative one, which the data's latest date settles). */
function yearOpen(range: TimeRange): boolean {
  return (
    !range.relative && range.from !== null && range.from.year === null && (range.to?.year ?? null) === null
  );
}

/** A year standing alone at i ("in 2005", "for 2005", "2005"): not the start of a longer period. */
function yearApart(tokens: readonly Token[], i: number): number | null {
  const year = yearOf(tokens[i]);
  if (year === null || !/^(19|20)\d{2}$/.test(tokens[i]?.text ?? '')) return null;
  const found = periodAt(tokens, i);
  return found && found.next === i + 1 && found.period.month === null ? year : null;
}

/** A compared period left after the range ("in 1990 or 2000": 2000), as the words that name both. */
function periodsApart(tokens: readonly Token[], consumed: ReadonlySet<number>): string | null {
  for (const [i] of tokens.entries()) {
    if (!apartWordAt(tokens, i) || !consumed.has(i - 1) || consumed.has(i)) continue;
    const at = comparedWith(tokens, i) ? i + 2 : i + 1;
    const second = periodAt(tokens, at);
    if (second)
      return `${tokens[i - 1]?.text} ${tokens
        .slice(i, second.next)
        .map((x) => x.text)
        .join(' ')}`;
  }
  return null;
}

/**
 * "precipitation 2012 vs 2015", "avg delay jan vs mar", "IBM in 2005 compared with 2008": the range read
 * (one period) and the compared period after it, when both are one year, one month or one quarter: the
 * span from the earlier to the later, at that grain. A year said once holds for both ("Jan 2001 vs
 * Mar"). Days, seasons and relative periods are left apart (asked back).
 */
function spanApart(
  tokens: readonly Token[],
  consumed: ReadonlySet<number>,
  range: TimeRange,
): TimeParse['apartSpan'] {
  const first = range.from;
  if (range.relative || !first || !range.to || first.day !== null) return null;
  const same = (a: Period, b: Period) =>
    a.year === b.year && a.month === b.month && a.monthEnd === b.monthEnd;
  if (!same(first, range.to) || range.fromEdge !== 'start' || range.toEdge !== 'end') return null;
  for (const [i] of tokens.entries()) {
    if (!apartWordAt(tokens, i) || !consumed.has(i - 1) || consumed.has(i)) continue;
    const at = comparedWith(tokens, i) ? i + 2 : i + 1;
    const found = periodAt(tokens, at);
    const second = found?.period;
    const grain = comparedGrain(first);
    if (!second || second.day !== null || !grain || comparedGrain(second) !== grain) return null;
    const a = { ...first, year: first.year ?? second.year };
    const b = { ...second, year: second.year ?? first.year };
    const order = (p: Period) => (p.year ?? 0) * 12 + (p.month ?? 0);
    if (order(a) === order(b)) return null;
    const [from, to] = order(a) < order(b) ? [a, b] : [b, a];
    const read = [...Array(found.next - i).keys()].map((k) => i + k);
    return { range: { from, fromEdge: 'start', to, toEdge: 'end' }, grain, consumed: read };
  }
  return null;
}

const CYCLE_PARTS = new Set(['hour', 'day', 'week', 'month']);
const CYCLES = new Set(['day', 'week', 'month', 'year']);

/** "day of the week", "hour of day", "week of the year": a part of the date that repeats, named as written. */
function cyclicalPart(tokens: readonly Token[]): string | null {
  for (const [i, t] of tokens.entries()) {
    if (!CYCLE_PARTS.has(t.stem) || tokens[i + 1]?.lower !== 'of') continue;
    const j = tokens[i + 2]?.lower === 'the' ? i + 3 : i + 2;
    const cycle = tokens[j];
    if (cycle && CYCLES.has(cycle.stem) && cycle.stem !== t.stem && yearOf(tokens[j + 1]) === null)
      return tokens
        .slice(i, j + 1)
        .map((x) => x.lower)
        .join(' ');
  }
  return null;
}

/** A lone "in" or "the" before a consumed range belongs to it ("over" before a year read as one). */
function withLeadWords(tokens: readonly Token[], consumed: ReadonlySet<number>): ReadonlySet<number> {
  const out = new Set(consumed);
  for (const k of consumed) {
    const prev = tokens[k - 1];
    const lead = prev && (LEADS.has(prev.lower) || prev.lower === 'the' || overYear(tokens, k));
    if (lead && !consumed.has(k - 1)) out.add(k - 1);
  }
  return out;
}

/** "over 2008" as a period: "over" before a year that nothing counted follows ("over 2000 flights" is a threshold). */
function overYear(tokens: readonly Token[], i: number): boolean {
  if (tokens[i - 1]?.lower !== 'over' || !/^(19|20)\d{2}$/.test(tokens[i]?.text ?? '')) return false;
  const next = tokens[i + 1]?.lower;
  return (
    next === undefined ||
    ['for', 'at', 'from', 'in', 'and', 'vs', 'versus', 'compared', 'compare'].includes(next)
  );
}

/** The years a range leaves open (a month named without its year). */
export function needsYear(range: TimeRange): boolean {
  if (range.relative) return true;
  return (range.from !== null && range.from.year === null) || (range.to !== null && range.to.year === null);
}

export function withYear(range: TimeRange, year: number): TimeRange {
  const fill = (p: Period | null) => (p && p.year === null ? { ...p, year } : p);
  return { ...range, from: fill(range.from), to: fill(range.to) };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isoDate(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function startOf(p: Period): string {
  return isoDate(p.year as number, p.month ?? 0, p.day ?? 1);
}

function endOf(p: Period): string {
  const y = p.year as number;
  if (p.month === null) return isoDate(y + 1, 0, 1);
  if (p.day !== null) return isoDate(y, p.month, p.day + 1);
  return isoDate(y, (p.monthEnd ?? p.month) + 1, 1);
}

/** The range as ISO dates: `from` inclusive, `to` exclusive. The range's years must be known. */
export function rangeBounds(range: TimeRange): { from: string | null; to: string | null } {
  return {
    from: range.from ? (range.fromEdge === 'start' ? startOf(range.from) : endOf(range.from)) : null,
    to: range.to ? (range.toEdge === 'start' ? startOf(range.to) : endOf(range.to)) : null,
  };
}

/** Whole years a range covers, for number dimensions such as gapminder's `year`. */
export function rangeYears(range: TimeRange): { from: number | null; to: number | null } {
  const { from, to } = rangeBounds(range);
  const fromYear = from ? Number(from.slice(0, 4)) + (from.slice(5) === '01-01' ? 0 : 1) : null;
  const toYear = to ? Number(to.slice(0, 4)) - (to.slice(5) === '01-01' ? 1 : 0) : null;
  return { from: fromYear, to: toYear };
}

export function periodLabel(p: Period, withYear = true): string {
  const y = withYear && p.year !== null ? ` ${p.year}` : '';
  if (p.month === null) return String(p.year);
  if (p.day !== null) return `${MONTH_NAMES[p.month]} ${p.day},${y}`.replace(/,$/, '');
  if (p.monthEnd !== null && p.monthEnd !== p.month) {
    if (p.month % 3 === 0 && p.monthEnd === p.month + 2) return `Q${p.month / 3 + 1}${y}`;
    return `${MONTH_NAMES[p.month]}–${MONTH_NAMES[p.monthEnd]}${y}`;
  }
  return `${MONTH_NAMES[p.month]}${y}`;
}

/** "in March 2001", "between January and March 2001", "since 2008". */
export function rangeLabel(range: TimeRange): string {
  if (range.label) return range.label;
  const { from, to } = range;
  const same = (a: Period, b: Period) =>
    a.year === b.year && a.month === b.month && a.monthEnd === b.monthEnd && a.day === b.day;
  if (from && to && range.fromEdge === 'start' && range.toEdge === 'end' && same(from, to))
    return `${from.day !== null ? 'on' : 'in'} ${periodLabel(from)}`;
  if (from && to) {
    const sameYear = from.year === to.year && from.month !== null;
    return `from ${periodLabel(from, !sameYear)} to ${periodLabel(to)}`;
  }
  if (from) return `${range.fromEdge === 'start' ? 'since' : 'after'} ${periodLabel(from)}`;
  if (to) return `${range.toEdge === 'start' ? 'before' : 'through'} ${periodLabel(to)}`;
  return '';
}

/** How a truncated time value reads in the narrative, at its grain. */
export function timeValueLabel(value: unknown, grain: TimeGrain | null): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return String(value);
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7)) - 1;
  switch (grain) {
    case 'year':
      return String(y);
    case 'quarter':
      return `Q${Math.floor(m / 3) + 1} ${y}`;
    case 'month':
      return `${MONTH_NAMES[m]} ${y}`;
    case 'week':
      return `the week of ${value.slice(0, 10)}`;
    case 'hour':
    case 'minute':
    case 'second':
      return value.replace('T', ' ').slice(0, 16);
    default:
      return value.slice(0, 10);
  }
}

/** "top five" reads as a number too. */
export { wholeNumber };

/** The finest of a time dimension's grains: a row of daily data is a day, of monthly prices a month. */
export function finestGrain(grains: readonly TimeGrain[]): TimeGrain | null {
  return TIME_GRAINS.find((g) => grains.includes(g)) ?? null;
}
