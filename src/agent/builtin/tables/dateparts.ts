import type { DatePart, Expr } from '../../../sql/ast.js';
import type { Intent } from '../interpret.js';
import { lowerAt, type ReadContext, type ReadState, taking, withGroup } from '../parse/state.js';
import { isSuperlative } from '../parse/vocab.js';
import type { IntentFilter } from '../parse.js';
import type { Subject, SubjectDimension } from '../subject.js';
import { decimalNumber, type Token } from '../text.js';
import { type TimeParse, withinOneDay } from '../time.js';
import { COMPARING, clockWindows, WINDOWS_TITLE, windowCase, windowsOf } from './clockbands.js';

/**
 * Cyclic parts of a table's time column: the day of the week and the hour of the day. "Average
 * delay by day of the week" is seven groups, not one per date; "on Mondays" keeps one weekday. They
 * are not columns, so they are not among the subject's dimensions (their words, "day" and "hour",
 * would read as grains everywhere); a reading step names them only after a grouping word, and the
 * statement computes them from the time column (`dayname(date)`, `hour(date)`) through the renderer.
 */

interface PartSpec {
  readonly part: DatePart;
  readonly title: string;
  /** Word runs that name the part (lower case), longest first. */
  readonly phrases: readonly (readonly string[])[];
  /** A part computed from another part rather than read directly (`day_type` from the weekday's name). */
  readonly from?: (part: Expr) => Expr;
}

/**
 * "weekends vs weekdays": the two sets of days as a label per row, `'weekend'` for Saturday and
 * Sunday and `'weekday'` otherwise, from the weekday's name (a CASE the renderer writes per dialect).
 */
function dayType(dayName: Expr): Expr {
  const text = (value: string): Expr => ({ kind: 'param', value });
  return {
    kind: 'case',
    branches: [
      {
        when: { kind: 'in', expr: dayName, list: WEEKEND.map(text), negated: false },
        value: text('weekend'),
      },
    ],
    otherwise: text('weekday'),
  };
}

const PARTS: Readonly<Record<string, PartSpec>> = {
  day_of_week: {
    part: 'dayName',
    title: 'Day of week',
    phrases: [
      ['day', 'of', 'the', 'week'],
      ['days', 'of', 'the', 'week'],
      ['day', 'of', 'week'],
      ['weekday'],
      ['weekdays'],
    ],
  },
  hour: {
    part: 'hour',
    title: 'Hour of day',
    phrases: [
      ['hour', 'of', 'the', 'day'],
      ['hours', 'of', 'the', 'day'],
      ['hour', 'of', 'day'],
      ['hours', 'of', 'day'],
      ['hour', 'of', 'departure'],
      ['time', 'of', 'day'],
      // The time column is the scheduled departure: "scheduled hour", "top 3 departure hours".
      ['scheduled', 'departure', 'hours'],
      ['scheduled', 'departure', 'hour'],
      ['scheduled', 'hours'],
      ['scheduled', 'hour'],
      ['departure', 'hours'],
      ['departure', 'hour'],
    ],
  },
  // Named only by two sets of days compared (daySets below), never as a breakdown's own word.
  day_type: { part: 'dayName', title: 'Weekend or weekday', phrases: [], from: dayType },
  month: {
    part: 'month',
    title: 'Month of year',
    phrases: [
      ['month', 'of', 'the', 'year'],
      ['month', 'of', 'year'],
      ['calendar', 'month'],
    ],
  },
};

/** "across all years", "over all the years", "in every year", "of any year": a month named for every year. */
const EVERY_YEAR = [
  ['all', 'years'],
  ['all', 'the', 'years'],
  ['every', 'year'],
  ['any', 'year'],
  ['all', 'year'],
] as const;
const EVERY_YEAR_LEADS: ReadonlySet<string> = new Set([
  'across',
  'over',
  'in',
  'of',
  'for',
  'from',
  'during',
]);

/**
 * "Most common weather type in December, across all years", "average high in July over all years":
 * a month named without its year with words that say every year is that month of the year, in every
 * year, not the latest December (the time parse's range is dropped). A range with a year, a day, or
 * several months is left as it is.
 */
export function everyYear(tokens: readonly Token[], time: TimeParse): TimeParse {
  const { from, to } = time.range ?? { from: null, to: null };
  const single = from && to && from.year === null && to.year === null && from.day === null;
  const month = single && from.month !== null && from.month === to.month && from.month === from.monthEnd;
  if (!month || from.month === null) return time;
  for (let i = 0; i < tokens.length; i++) {
    const words = EVERY_YEAR.find((w) => w.every((x, k) => tokens[i + k]?.lower === x));
    if (!words) continue;
    const lead = EVERY_YEAR_LEADS.has(tokens[i - 1]?.lower ?? '') ? 1 : 0;
    const consumed = new Set(time.consumed);
    for (let k = i - lead; k < i + words.length; k++) consumed.add(k);
    // "over all years" and "every year" also read as a series by year; here they only say which Julys.
    const overTime = time.overTime && tokens[i - 1]?.lower !== 'over';
    const grain = time.grain === 'year' ? null : time.grain;
    return { ...time, range: null, grain, overTime, consumed, monthOfYear: from.month + 1 };
  }
  return time;
}

/** Words right before a part that make it a breakdown ("by", "which weekday", "each hour of the day"). */
const GROUP_LEADS: ReadonlySet<string> = new Set(['by', 'per', 'each', 'every', 'which', 'what', 'across']);

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** "on weekends", "at the weekend": the two weekend days, as the weekday names the renderer gives. */
const WEEKEND_WORDS: ReadonlySet<string> = new Set(['weekend', 'weekends']);
const WEEKEND = ['Saturday', 'Sunday'];
/** "on weekdays", "during the week days": Monday to Friday (after a grouping word "weekday" is the part). */
const WORKDAY_WORDS: ReadonlySet<string> = new Set(['weekday', 'weekdays', 'workday', 'workdays']);
// "just weekdays", "only weekdays" (a follow-up narrowing the rows) name the days as "on weekdays" does.
const WORKDAY_LEADS: ReadonlySet<string> = new Set(['on', 'during', 'over', 'just', 'only']);
const WORKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * "by hour", "the busiest hour": over months of data an hourly series is thousands of rows (cut at
 * the row limit), and the hour asked for is the hour of the day. Only a range within one day keeps
 * the hours as times ("flights per hour on March 5, 2001").
 */
const HOUR_WORDS: ReadonlySet<string> = new Set(['hour', 'hours']);

/**
 * A reading grouped by the clock hour over more than one day where the question says a bare "hour"
 * ("average delay by hour"): a contract, which has no hour of the day, would answer thousands of
 * hourly rows; the tables read it as the hour of the day.
 */
export function hourSeries(intent: Intent, question: string): boolean {
  const hourly = intent.groupBy.some((g) => g.dimension.type === 'time' && g.grain === 'hour');
  // "busiest departure hour at BOS": a contract that reads "departure" as its date ranks days instead.
  const dated = intent.groupBy.some((g) => g.dimension.type === 'time');
  const named = hourly ? /\bhours?\b/i.test(question) : dated && RANKED_HOUR.test(question);
  return named && !withinOneDay(intent.range);
}

/** "the busiest hour", "which departure hour", "by hour of day": an hour asked for as the group. */
const RANKED_HOUR = /\b(?:by|per|each|which|what|\w+est)\s+(?:(?:departure|takeoff|scheduled)\s+)?hours?\b/i;

/** The words at i that name a part after `lead`: its phrases, or a bare "hour" where that is the hour of day. */
function partWords(
  ctx: ReadContext,
  i: number,
  name: string,
  spec: PartSpec,
  lead: string,
): readonly string[] | null {
  // "the top 3 departure hours", "top hours": a ranking's head leads a breakdown as "by" does;
  // "which 3 hours of the day", "what 2 weekdays": a count after a question word leads it as well.
  const ranked =
    lead === 'top' ||
    (decimalNumber(ctx.tokens[i - 1]) !== null && ['top', 'which', 'what'].includes(lowerAt(ctx, i - 2)));
  const leads = GROUP_LEADS.has(lead) || isSuperlative(lead) || ranked;
  const words = spec.phrases.find((p) => phraseAt(ctx, i, p));
  if (words) return leads ? words : null;
  const bare = name === 'hour' && HOUR_WORDS.has(ctx.tokens[i]?.lower ?? '');
  return bare && leads && !withinOneDay(ctx.time.range) ? [ctx.tokens[i]?.lower as string] : null;
}

/** The time column a part is computed from: the subject's first time dimension (with hours for `hour`). */
function timeColumn(subject: Subject, name: string): SubjectDimension | null {
  const td = subject.dimensions.find((d) => d.type === 'time') ?? null;
  const hourly = name === 'hour' || windowsOf(name) !== null;
  if (!td || (hourly && !td.grains.includes('hour'))) return null;
  return td;
}

function partDimension(name: string, spec: PartSpec, td: SubjectDimension): SubjectDimension {
  const description = `${spec.title} of ${td.name}.`;
  return { name, title: spec.title, type: 'string', synonyms: [], grains: [], description };
}

/** A numbered part (the hour, the month of the year) whose own order is the one to list it in. */
export function inClockOrder(subject: Subject, name: string): boolean {
  return (name === 'hour' || name === 'month') && isDatePart(subject, name);
}

/** Whether `name` is a date part of this subject (and no column of that name exists). */
export function isDatePart(subject: Subject, name: string): boolean {
  const known = name in PARTS || windowsOf(name) !== null;
  return known && !subject.dimensions.some((d) => d.name === name) && !!timeColumn(subject, name);
}

/** The expression a date part is computed by, over the time column's expression. */
export function datePartExpr(name: string, column: Expr): Expr {
  const windows = windowsOf(name);
  if (windows) return windowCase(windows, { kind: 'datePart', part: 'hour', expr: column });
  const spec = PARTS[name] as PartSpec;
  const part: Expr = { kind: 'datePart', part: spec.part, expr: column };
  return spec.from ? spec.from(part) : part;
}

/** The words at i, whether or not the time parse took "by day" / "per hour" as a grain (it runs first). */
function phraseAt(ctx: ReadContext, i: number, words: readonly string[]): boolean {
  return words.every((w, k) => ctx.tokens[i + k]?.lower === w);
}

/** The number in "which 3 <part>" ("what 2 weekdays"), or null. */
function countedWhich(ctx: ReadContext, i: number): number | null {
  const n = decimalNumber(ctx.tokens[i - 1]);
  return n !== null && ['which', 'what'].includes(lowerAt(ctx, i - 2)) ? n : null;
}

/** A part named after a grouping word: the breakdown by it. */
function partGroup(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const lead = ctx.tokens[i - 1]?.lower ?? '';
  for (const [name, spec] of Object.entries(PARTS)) {
    const td = timeColumn(ctx.subject, name);
    const words = partWords(ctx, i, name, spec, lead);
    if (!td || !words || !isDatePart(ctx.subject, name)) continue;
    const groupBy = withGroup(s.groupBy, partDimension(name, spec, td), null);
    const counted = countedWhich(ctx, i);
    if (counted !== null) {
      // "which 3 hours of the day had the most departures": that many parts, ranked by what follows.
      const consumed = taking(s.consumed, i - 2, words.length + 2);
      return {
        ...s,
        consumed,
        groupBy,
        whichCue: true,
        whichPlural: true,
        limit: counted,
        explicitLimit: true,
      };
    }
    // "which weekday has the most flights": one part, as "which X" asks for one X (a plural, several).
    const which = lead === 'which' || lead === 'what';
    // "the busiest hour": the superlative stays for the ordering step, which ranks and takes one.
    const ranked = which || isSuperlative(lead);
    return {
      ...s,
      consumed: taking(s.consumed, i - (which ? 1 : 0), words.length + (which ? 1 : 0)),
      groupBy,
      whichCue: s.whichCue || ranked,
      whichPlural: ranked ? /s$/.test(words.at(-1) ?? '') : s.whichPlural,
    };
  }
  return null;
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "on Mondays", "on a Friday", "on weekends": the one weekday (or the two weekend days), as a filter on the day of the week. */
function weekdayFilter(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const t = ctx.tokens[i];
  const day = WEEKDAYS.find((d) => t?.lower === d || t?.lower === `${d}s`);
  const weekend = WEEKEND_WORDS.has(t?.lower ?? '');
  const led = WORKDAY_LEADS.has(ctx.tokens[i - 1]?.lower ?? '') || ctx.tokens[i + 1]?.lower === 'only';
  const workdays = WORKDAY_WORDS.has(t?.lower ?? '') && led;
  if (!t || !(day || weekend || workdays) || s.consumed.has(i) || !isDatePart(ctx.subject, 'day_of_week'))
    return null;
  const filter = day
    ? { field: 'day_of_week', kind: 'dimension' as const, operator: 'eq' as const, value: capital(day) }
    : {
        field: 'day_of_week',
        kind: 'dimension' as const,
        operator: 'in' as const,
        value: weekend ? WEEKEND : WORKDAYS,
      };
  return { ...s, consumed: taking(s.consumed, i, 1), filters: withWeekdays(s.filters, filter) };
}

/** Which set of days a word names: the weekend, or the days of the working week. */
function daySetAt(ctx: ReadContext, i: number): 'weekend' | 'weekday' | null {
  const w = ctx.tokens[i]?.lower ?? '';
  return WEEKEND_WORDS.has(w) ? 'weekend' : WORKDAY_WORDS.has(w) ? 'weekday' : null;
}

const COMPARING_FILLERS: ReadonlySet<string> = new Set([
  'with',
  'to',
  'as',
  'on',
  'the',
  'during',
  'over',
  'days',
]);
/** "higher on weekends or on weekdays": a comparative the two sets' rows answer side by side. */
const COMPARATIVES: ReadonlySet<string> = new Set(
  'higher lower worse better longer shorter bigger smaller greater larger'.split(' '),
);

/**
 * Where the other set of days compared with the one at i is named ("weekends vs weekdays", "weekday
 * vs weekend flight counts", "weekend flights compared with weekday flights"): only comparing words,
 * fillers and the subject's own words between them; -1 when there is none.
 */
function otherSetAt(ctx: ReadContext, i: number): number {
  const first = daySetAt(ctx, i);
  // "Compare the average delay on weekdays with weekends": the verb before them compares the two sets.
  let compared = ctx.tokens.slice(0, i).some((t) => /^(?:compar|contrast)/.test(t.lower));
  for (let k = i + 1; k <= i + 5 && ctx.tokens[k]; k++) {
    const set = daySetAt(ctx, k);
    if (set) return set !== first && compared ? k : -1;
    const w = ctx.tokens[k]?.lower ?? '';
    compared ||= COMPARING.has(w);
    if (!COMPARING.has(w) && !COMPARING_FILLERS.has(w) && !ctx.own.has(ctx.tokens[k]?.stem ?? '')) return -1;
  }
  return -1;
}

/** "weekend/weekday delays": both sets in one word joined by a slash; i itself, or -1. */
function slashedSets(ctx: ReadContext, s: ReadState, i: number): number {
  const parts = (ctx.tokens[i]?.lower ?? '').split('/');
  const sets = new Set(
    parts.map((w) => (WEEKEND_WORDS.has(w) ? 'weekend' : WORKDAY_WORDS.has(w) ? 'weekday' : '')),
  );
  return parts.length === 2 && sets.size === 2 && !sets.has('') && !s.consumed.has(i) ? i : -1;
}

/**
 * "Phoenix avg delay, weekends vs weekdays", "average delay on weekends versus weekdays": the two sets
 * of days compared are one row each, grouped by whether the day is a weekend (`day_type`); not a
 * filter on either, nor both at once (every day).
 */
function daySets(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const j = daySetAt(ctx, i) && !s.consumed.has(i) ? otherSetAt(ctx, i) : slashedSets(ctx, s, i);
  const td = timeColumn(ctx.subject, 'day_type');
  if (j < 0 || !td || !isDatePart(ctx.subject, 'day_type')) return null;
  const spec = PARTS.day_type as PartSpec;
  const on = ctx.tokens[i - 1]?.lower === 'on' ? 1 : 0;
  const comparative = COMPARATIVES.has(ctx.tokens[i - 1 - on]?.lower ?? '') ? 1 : 0;
  const start = i - on - comparative;
  const words = ctx.tokens.slice(i + 1, j).filter((t) => !ctx.own.has(t.stem));
  const consumed = taking(taking(s.consumed, start, i + 1 - start), j, 1);
  return {
    ...s,
    consumed: new Set([...consumed, ...words.map((t) => t.index)]),
    groupBy: withGroup(s.groupBy, partDimension('day_type', spec, td), null),
  };
}

/**
 * "average delay on Mondays vs Fridays", "Saturdays compared to Sundays": weekdays named with a word
 * that compares them are one row each (the filter keeps the days named; weekdayFilter); "on Saturday
 * and Sunday" stays one figure over both.
 */
function comparedWeekdays(ctx: ReadContext, s: ReadState): ReadState {
  const named = s.filters.find((f) => f.field === 'day_of_week' && f.operator === 'in');
  const days = ctx.tokens.filter((t) => WEEKDAYS.some((d) => t.lower === d || t.lower === `${d}s`));
  const [first, second] = days;
  if (!named || !first || !second || !isDatePart(ctx.subject, 'day_of_week')) return s;
  const between = ctx.tokens.slice(first.index + 1, second.index);
  // "Compare the average delay on Mondays and on Fridays": a comparing verb before the days makes
  // their "and" set them side by side.
  const led = ctx.tokens.slice(0, first.index).some((t) => /^(?:compar|contrast)/.test(t.lower));
  const word = between.find(
    (t) => COMPARING.has(t.lower) && ((t.lower !== 'and' && t.lower !== 'or') || (led && t.lower === 'and')),
  );
  const td = timeColumn(ctx.subject, 'day_of_week');
  if (!word || !td || between.length > 3) return s;
  const spec = PARTS.day_of_week as PartSpec;
  return {
    ...s,
    consumed: taking(s.consumed, word.index, between.length),
    groupBy: withGroup(s.groupBy, partDimension('day_of_week', spec, td), null),
  };
}

/**
 * A row has one weekday, so weekdays named together ("on Saturday and Sunday", "weekends (Saturday and
 * Sunday)") are either of them: one `in` over all the days named, never two filters that no row meets.
 */
function withWeekdays(filters: readonly IntentFilter[], added: IntentFilter): IntentFilter[] {
  const at = filters.findIndex(
    (f) => f.field === added.field && (f.operator === 'eq' || f.operator === 'in'),
  );
  const before = filters[at];
  if (!before) return [...filters, added];
  const days = [before.value, added.value].flat().map(String);
  const union: IntentFilter = { ...before, operator: 'in', value: [...new Set(days)] };
  return filters.map((f, k) => (k === at ? union : f));
}

/** Hours said by name. */
const NAMED_HOURS: Readonly<Record<string, number>> = { noon: 12, midday: 12, midnight: 0 };

/** "8am", "6 pm", "12pm", "noon": the hour of the day (0–23) written at i, and how many tokens it takes. */
function clockAt(ctx: ReadContext, i: number): { hour: number; length: number } | null {
  const named = NAMED_HOURS[ctx.tokens[i]?.lower ?? ''];
  if (named !== undefined) return { hour: named, length: 1 };
  const joined = /^(\d{1,2})(am|pm)$/.exec(ctx.tokens[i]?.lower ?? '');
  const split = /^\d{1,2}$/.test(ctx.tokens[i]?.lower ?? '') ? ctx.tokens[i + 1]?.lower : undefined;
  const [n, half, length] = joined
    ? [Number(joined[1]), joined[2], 1]
    : split === 'am' || split === 'pm'
      ? [Number(ctx.tokens[i]?.lower), split, 2]
      : [Number.NaN, '', 0];
  if (!Number.isInteger(n) || n < 1 || n > 12) return null;
  return { hour: (n % 12) + (half === 'pm' ? 12 : 0), length };
}

/** Words before a clock time and the comparison on the hour of the day they mean. */
const CLOCK_LEADS: Readonly<Record<string, 'lt' | 'gte' | 'eq'>> = {
  before: 'lt',
  after: 'gte',
  at: 'eq',
  around: 'eq',
};

/**
 * "departures before 8am", "flights after 6 pm", "at 7am": the hour of the day compared with the
 * clock time ("after 6 pm" is from 18:00 on, "at 7am" the hour from 7:00). A clock time with no such
 * word before it is left unread, and the planner asks back.
 */
function clockFilter(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const lead = CLOCK_LEADS[ctx.tokens[i]?.lower ?? ''];
  const start = lead ? i + 1 : i;
  const clock = clockAt(ctx, start);
  if (!clock || s.consumed.has(i) || !isDatePart(ctx.subject, 'hour')) return null;
  // "10pm or later", "at 6am or earlier": the comparison said after the time outweighs "at".
  const or = start + clock.length;
  const after = ctx.tokens[or]?.lower === 'or' ? ctx.tokens[or + 1]?.lower : '';
  // "before 6am or after 10pm": a second clock time after "or after" is a window of its own.
  const trailing = clockAt(ctx, or + 2) ? undefined : CLOCK_TRAILS[after ?? ''];
  const op = trailing ?? lead;
  if (!op) return null;
  // "before midnight", "after midnight": the whole day or none of it by the hour; left to ask.
  if (clock.hour === 0 && op !== 'eq') return null;
  const filter = { field: 'hour', kind: 'dimension' as const, operator: op, value: clock.hour };
  const length = start - i + clock.length + (trailing ? 2 : 0);
  return { ...s, consumed: taking(s.consumed, i, length), filters: [...s.filters, filter] };
}

/** "10pm or later", "6am or earlier": a comparison after the clock time, the hour itself included. */
const CLOCK_TRAILS: Readonly<Record<string, 'gte' | 'lte'>> = {
  later: 'gte',
  after: 'gte',
  beyond: 'gte',
  earlier: 'lte',
  before: 'lte',
  sooner: 'lte',
};

/** Words that may sit between "hour" and its numbers ("departure hour is 17 through 20", "hours of 6 to 9"). */
const HOUR_FILLERS: ReadonlySet<string> = new Set([
  'is',
  'was',
  'are',
  'were',
  'of',
  'between',
  'from',
  'in',
  'at',
]);
const HOUR_OWNERS: ReadonlySet<string> = new Set([
  'departure',
  'departures',
  'scheduled',
  'takeoff',
  'flight',
]);
const HOUR_JOINS: ReadonlySet<string> = new Set(['through', 'thru', 'to', 'and', 'until', 'till', 'til']);

/** A whole hour of the 24-hour clock written as a bare number, or null. */
function hourNumber(ctx: ReadContext, i: number): number | null {
  const w = ctx.tokens[i]?.lower ?? '';
  return /^\d{1,2}$/.test(w) && Number(w) <= 23 ? Number(w) : null;
}

/**
 * "departure hour is 17 through 20", "hours 6 to 9", "hour between 6 and 9", "hour 17-20": after the
 * word "hour", bare numbers are hours of the 24-hour clock, both ends included (an hour named as a
 * number is the whole hour, as "hour 20" is 20:00–20:59).
 */
function hourNumberRange(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  if (!HOUR_WORDS.has(ctx.tokens[i]?.lower ?? '') || s.consumed.has(i) || !isDatePart(ctx.subject, 'hour'))
    return null;
  let k = i + 1;
  while (HOUR_FILLERS.has(ctx.tokens[k]?.lower ?? '')) k++;
  const dashed = /^(\d{1,2})-(\d{1,2})$/.exec(ctx.tokens[k]?.lower ?? '');
  const from = dashed ? Number(dashed[1]) : hourNumber(ctx, k);
  const joined = !dashed && HOUR_JOINS.has(ctx.tokens[k + 1]?.lower ?? '');
  const to = dashed ? Number(dashed[2]) : joined ? hourNumber(ctx, k + 2) : null;
  // A clock time after the join ("hour between 5 and 8 pm") is the clock range's to read.
  if (from === null || to === null || to > 23 || to < from || clockAt(ctx, k + 2)) return null;
  const at = (operator: 'gte' | 'lte', value: number) => ({
    field: 'hour',
    kind: 'dimension' as const,
    operator,
    value,
  });
  const end = dashed ? k + 1 : k + 3;
  // "departure hour": the time column's own word names whose hour it is, not a breakdown by dates.
  const start = HOUR_OWNERS.has(ctx.tokens[i - 1]?.lower ?? '') ? i - 1 : i;
  return {
    ...s,
    consumed: taking(s.consumed, start, end - start),
    filters: [...s.filters, at('gte', from), at('lte', to)],
  };
}

const RANGE_LEADS: ReadonlySet<string> = new Set(['between', 'from']);

/**
 * "between 5 and 8 pm", "from 6 to 9am": a bare first number takes the am/pm of the clock time after
 * the join, as people write it once for both; when that would put it after the second ("between 11
 * and 2 pm"), it is the morning's.
 */
function halfOfNext(ctx: ReadContext, i: number): { hour: number; length: number } | null {
  const n = /^\d{1,2}$/.test(ctx.tokens[i]?.lower ?? '') ? Number(ctx.tokens[i]?.lower) : 0;
  const to = RANGE_JOINS.has(ctx.tokens[i + 1]?.lower ?? '') ? clockAt(ctx, i + 2) : null;
  if (n < 1 || n > 12 || !to || to.length === 0) return null;
  const pm = (n % 12) + 12;
  return { hour: to.hour >= 12 && pm <= to.hour ? pm : n % 12, length: 1 };
}
const RANGE_JOINS: ReadonlySet<string> = new Set(['and', 'to', 'until', 'till']);

/**
 * "between 6am and 9am", "from 10pm to midnight"… only within a day: the hours from the first clock
 * time up to the second, the second not included (departures at 9:00–9:59 are after 9am).
 */
function clockRange(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  if (!RANGE_LEADS.has(ctx.tokens[i]?.lower ?? '') || s.consumed.has(i) || !isDatePart(ctx.subject, 'hour'))
    return null;
  const from = clockAt(ctx, i + 1) ?? halfOfNext(ctx, i + 1);
  const join = from ? i + 1 + from.length : -1;
  const to = from && RANGE_JOINS.has(ctx.tokens[join]?.lower ?? '') ? clockAt(ctx, join + 1) : null;
  if (!from || !to || (to.hour !== 0 && to.hour <= from.hour)) return null;
  const at = (operator: 'gte' | 'lt', value: number) => ({
    field: 'hour',
    kind: 'dimension' as const,
    operator,
    value,
  });
  const filters = [at('gte', from.hour), ...(to.hour === 0 ? [] : [at('lt', to.hour)])];
  return {
    ...s,
    consumed: taking(s.consumed, i, join + 1 + to.length - i),
    filters: [...s.filters, ...filters],
  };
}

/**
 * "Average delay in December across all years" over data of one year that ends in June: no year holds
 * that month, so there is no figure to give (an empty average would read as a fact). What the data
 * covers instead, or null when the month is held (or the index cannot tell).
 */
export function monthNotHeld(
  filters: readonly { field: string; operator: string; value: unknown }[],
  index: { readonly years?: readonly number[] | null; readonly latest?: string | null } | null,
): string | null {
  const month = filters.find(
    (f) => f.field === 'month' && f.operator === 'eq' && typeof f.value === 'number',
  );
  const [year, ...more] = index?.years ?? [];
  const last = Number(index?.latest?.slice(5, 7));
  if (!month || year === undefined || more.length > 0 || !Number.isInteger(last)) return null;
  return (month.value as number) > last
    ? `has no data for month ${month.value} in any year: it covers ${year} up to ${index?.latest}`
    : null;
}

/** "in December, across all years": the month of the year as a filter, where the table has the part. */
function monthOfYearFilter(ctx: ReadContext, s: ReadState): ReadState {
  const value = ctx.time.monthOfYear;
  if (value === undefined) return s;
  if (!isDatePart(ctx.subject, 'month'))
    return {
      ...s,
      problems: [...s.problems, `${ctx.subject.title} has no date to take one month of every year from`],
    };
  return { ...s, filters: [...s.filters, { field: 'month', kind: 'dimension', operator: 'eq', value }] };
}

/** Date parts named in the question: breakdowns by them, weekday and clock-time filters (tables and models only). */
export function readDateParts(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  let state = monthOfYearFilter(ctx, s);
  for (let i = 0; i < ctx.tokens.length; i++) {
    state =
      hourNumberRange(ctx, state, i) ??
      daySets(ctx, state, i) ??
      partGroup(ctx, state, i) ??
      weekdayFilter(ctx, state, i) ??
      clockRange(ctx, state, i) ??
      clockFilter(ctx, state, i) ??
      state;
  }
  return comparedClockWindows(ctx, comparedWeekdays(ctx, state));
}

/**
 * "average delay before 7am vs 7pm or later": two clock windows no departure is in at once, one row
 * each (clockbands.ts); "before 6am or after 10pm", one figure over both.
 */
function comparedClockWindows(ctx: ReadContext, s: ReadState): ReadState {
  const read = clockWindows(ctx.tokens, s.consumed, s.filters);
  const td = timeColumn(ctx.subject, 'hour');
  if (!read || !td || !isDatePart(ctx.subject, 'hour')) return s;
  if (!read.compared) return { ...s, filters: read.filters };
  const spec: PartSpec = { part: 'hour', title: WINDOWS_TITLE, phrases: [] };
  const groupBy = withGroup(s.groupBy, partDimension(read.compared, spec, td), null);
  return { ...s, filters: read.filters, groupBy };
}
