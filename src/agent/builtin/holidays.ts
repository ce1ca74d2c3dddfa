import type { Token } from './text.js';

/**
 * Named days ("Christmas Day 2014", "on Valentine's Day", "New Year's Eve",
 * "the 4th of July", "Thanksgiving 2001") as a calendar day. Fixed-date days
 * need no year (the planner settles it like "in March"); days that move with
 * the calendar (Thanksgiving, Memorial Day) are read only with their year,
 * since their date depends on it.
 */

export interface NamedDay {
  readonly year: number | null;
  /** 0-11. */
  readonly month: number;
  readonly day: number;
  /** The token after the name and its year. */
  readonly next: number;
}

/** Fixed days by their words (possessives are already stripped: "Valentine's" is "valentine"). */
const FIXED: readonly { readonly words: readonly string[]; readonly month: number; readonly day: number }[] =
  [
    { words: ['new', 'year', 'day'], month: 0, day: 1 },
    { words: ['new', 'year', 'eve'], month: 11, day: 31 },
    // Written without the apostrophe ("New Years Day"), as "valentines day" below.
    { words: ['new', 'years', 'day'], month: 0, day: 1 },
    { words: ['new', 'years', 'eve'], month: 11, day: 31 },
    { words: ['christmas', 'eve'], month: 11, day: 24 },
    { words: ['christmas', 'day'], month: 11, day: 25 },
    { words: ['christmas'], month: 11, day: 25 },
    { words: ['xmas'], month: 11, day: 25 },
    { words: ['boxing', 'day'], month: 11, day: 26 },
    { words: ['valentine', 'day'], month: 1, day: 14 },
    { words: ['valentines', 'day'], month: 1, day: 14 },
    { words: ['groundhog', 'day'], month: 1, day: 2 },
    { words: ['st', 'patrick', 'day'], month: 2, day: 17 },
    { words: ['saint', 'patrick', 'day'], month: 2, day: 17 },
    { words: ['april', 'fools', 'day'], month: 3, day: 1 },
    { words: ['april', 'fool', 'day'], month: 3, day: 1 },
    { words: ['cinco', 'de', 'mayo'], month: 4, day: 5 },
    { words: ['juneteenth'], month: 5, day: 19 },
    { words: ['independence', 'day'], month: 6, day: 4 },
    { words: ['fourth', 'of', 'july'], month: 6, day: 4 },
    { words: ['4th', 'of', 'july'], month: 6, day: 4 },
    { words: ['halloween'], month: 9, day: 31 },
    { words: ['veterans', 'day'], month: 10, day: 11 },
    { words: ['veteran', 'day'], month: 10, day: 11 },
  ];

/** Days that fall on the n-th weekday of a month (n = -1: the last one). */
const FLOATING: readonly {
  readonly words: readonly string[];
  readonly month: number;
  readonly weekday: number;
  readonly n: number;
}[] = [
  { words: ['thanksgiving'], month: 10, weekday: 4, n: 4 },
  { words: ['memorial', 'day'], month: 4, weekday: 1, n: -1 },
  { words: ['labor', 'day'], month: 8, weekday: 1, n: 1 },
  { words: ['labour', 'day'], month: 8, weekday: 1, n: 1 },
  { words: ['martin', 'luther', 'king', 'day'], month: 0, weekday: 1, n: 3 },
  { words: ['mlk', 'day'], month: 0, weekday: 1, n: 3 },
  { words: ['presidents', 'day'], month: 1, weekday: 1, n: 3 },
  { words: ['president', 'day'], month: 1, weekday: 1, n: 3 },
  { words: ['columbus', 'day'], month: 9, weekday: 1, n: 2 },
];

function wordsAt(tokens: readonly Token[], i: number, words: readonly string[]): boolean {
  return words.every((w, k) => tokens[i + k]?.lower === w);
}

/** The year written after a named day ("Christmas 2014", "Christmas Day of 2014"), with where it ends. */
function yearAfter(tokens: readonly Token[], j: number): { year: number | null; next: number } {
  const at = tokens[j]?.lower === 'of' ? j + 1 : j;
  const t = tokens[at];
  if (t && /^(19|20)\d{2}$/.test(t.text)) return { year: Number(t.text), next: at + 1 };
  return { year: null, next: j };
}

/** The day of the month of the n-th `weekday` (0 Sunday) of `month` in `year`; n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + 7 * (n - 1);
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7);
}

/** The named day starting at token i, or null. */
export function namedDayAt(tokens: readonly Token[], i: number): NamedDay | null {
  for (const f of FIXED) {
    if (!wordsAt(tokens, i, f.words)) continue;
    return { month: f.month, day: f.day, ...yearAfter(tokens, i + f.words.length) };
  }
  for (const f of FLOATING) {
    if (!wordsAt(tokens, i, f.words)) continue;
    const { year, next } = yearAfter(tokens, i + f.words.length);
    if (year === null) return null;
    return { year, month: f.month, day: nthWeekday(year, f.month, f.weekday, f.n), next };
  }
  return null;
}

/** Seasons as whole months (meteorological: summer is June to August); winter spans two years and is left out. */
const SEASONS: Readonly<Record<string, number>> = { spring: 2, summer: 5, autumn: 8, fall: 8 };

export interface Season {
  readonly year: number | null;
  /** First and last month (0-11). */
  readonly month: number;
  readonly monthEnd: number;
  readonly next: number;
}

/** "summer 2014", "the summer of 2014", "in spring": a season; "fall" only with its year (else it is the verb). */
export function seasonAt(tokens: readonly Token[], i: number): Season | null {
  const w = tokens[i]?.lower ?? '';
  const month = SEASONS[w];
  if (month === undefined) return null;
  const { year, next } = yearAfter(tokens, i + 1);
  if (year === null && w === 'fall') return null;
  return { year, month, monthEnd: month + 2, next };
}

const MONTH_STEMS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const MONTH_WORD = '([a-z]{3,9})';

/**
 * "summer 2015 (June to August)", "this spring (Mar-May)": months in brackets right after a season that
 * are exactly its first and last month restate it, and are dropped; any other months in the bracket
 * stay, so the question still asks which period is meant.
 */
const SEASON_RESTATED = new RegExp(
  `\\b(spring|summer|autumn|fall)\\b((?:\\s+(?:of\\s+)?\\d{4})?)\\s*\\(\\s*${MONTH_WORD}\\.?\\s*(?:-|–|—|/|to|through|thru|until)\\s*${MONTH_WORD}\\.?\\s*\\)`,
  'gi',
);

function monthIndex(word: string): number {
  const lower = word.toLowerCase();
  const k = MONTH_STEMS.indexOf(lower.slice(0, 3));
  return k >= 0 && lower.length >= 3 ? k : -1;
}

export function withoutRestatedSeasons(text: string): string {
  return text.replace(SEASON_RESTATED, (whole, season: string, year: string, from: string, to: string) => {
    const first = SEASONS[season.toLowerCase()];
    if (first === undefined) return whole;
    return monthIndex(from) === first && monthIndex(to) === first + 2 ? `${season}${year}` : whole;
  });
}

/**
 * "Valentine's Day, Feb 14 2001", "Independence Day (July 4, 2001)": a named day with its date said
 * after it. The name is read as the day (with the date's year); the date after it only says it again
 * (its month word was left unread and asked back).
 */
const NAMED_DAY_DATED =
  /(?<=(?:\b[A-Z][\w.]*|\w+['’]s)\s+)([Dd]ay|[Ee]ve)\s*[,(–-]\s*([A-Za-z]{3,9})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\s*\)?/g;

export function withoutRestatedNamedDays(text: string): string {
  return text.replace(NAMED_DAY_DATED, (whole, name: string, month: string, year?: string) =>
    monthIndex(month) >= 0 ? `${name}${year ? ` ${year}` : ''}` : whole,
  );
}

const MONTH_NAME = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
/** The dates a label is followed by: "February 17 to 19, 2001", "December 2013 through February 2014". */
const DATES = String.raw`(?:from\s+|between\s+)?(?:${MONTH_NAME}\s+(?:19|20)\d\d\s+(?:to|through|thru|until|-|–)\s+${MONTH_NAME}\s+(?:19|20)\d\d|${MONTH_NAME}\s+\d{1,2}(?!\d)(?:st|nd|rd|th)?(?:\s*(?:to|through|thru|until|and|-|–)\s*(?:${MONTH_NAME}\s+)?\d{1,2}(?!\d)(?:st|nd|rd|th)?)?(?:,?\s+(?:19|20)\d\d)?)`;
/** "Presidents' Day weekend", "Spring break", "the 2012 holidays", "Winter 2013-14 in Seattle". */
const LABEL = String.raw`(?:[\p{L}\d'’.-]+\s+){0,3}?(?:weekend|break|holidays?|week|vacation|rush|stretch)|(?:winter|summer|spring|fall|autumn)(?:\s+(?:19|20)\d\d(?:[-–/]\d{2,4})?)?(?:\s+in\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?))?`;
// At the start, or anywhere after "over", "during" … ("Our average delay over Presidents' Day weekend, …").
const LABEL_BEFORE_DATES = new RegExp(
  String.raw`(^\s*|\b(?:over|during|for|on|across)\s+)(?:(?<=^\s*)(?:over|during|for|on|across)\s+)?(?:the\s+)?(${LABEL})\s*,\s*(${DATES})`,
  'iu',
);

/**
 * "Presidents' Day weekend, February 17 to 19, 2001: …", "Over the 2012 holidays, December 20 to 31,
 * …", "Winter 2013-14 in Seattle, December 2013 through February 2014: …": a label for dates that are
 * then said exactly. The dates are read; the label is dropped (its words were asked back), keeping a
 * place it names and a year the dates leave out.
 */
export function labelsBeforeDatesDropped(text: string): string {
  return text.replace(
    LABEL_BEFORE_DATES,
    (_m, lead: string, label: string, place: string | undefined, dates: string) => {
      const year = /\b(?:19|20)\d\d\b/.exec(label)?.[0];
      const dated = year && !/\b(?:19|20)\d\d\b/.test(dates) ? `${dates}, ${year}` : dates;
      // Mid-sentence the preposition led to the label: the dates take their own ("from …").
      const kept = /^\s*$/.test(lead) ? lead : ' ';
      return `${kept}${place ? `in ${place}, ` : ''}${dated}`;
    },
  );
}
