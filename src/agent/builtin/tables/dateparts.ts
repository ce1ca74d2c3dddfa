import type { DatePart, Expr } from '../../../sql/ast.js';
import type { Intent } from '../interpret.js';
import { type ReadContext, type ReadState, taking, withGroup } from '../parse/state.js';
import { isSuperlative } from '../parse/vocab.js';
import type { Subject, SubjectDimension } from '../subject.js';
import { withinOneDay } from '../time.js';

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
      ['hour', 'of', 'day'],
      ['hour', 'of', 'departure'],
      ['time', 'of', 'day'],
      ['departure', 'hour'],
    ],
  },
};

/** Words right before a part that make it a breakdown ("by", "which weekday", "each hour of the day"). */
const GROUP_LEADS: ReadonlySet<string> = new Set(['by', 'per', 'each', 'every', 'which', 'what', 'across']);

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** "on weekends", "at the weekend": the two weekend days, as the weekday names the renderer gives. */
const WEEKEND_WORDS: ReadonlySet<string> = new Set(['weekend', 'weekends']);
const WEEKEND = ['Saturday', 'Sunday'];
/** "on weekdays", "during the week days": Monday to Friday (after a grouping word "weekday" is the part). */
const WORKDAY_WORDS: ReadonlySet<string> = new Set(['weekday', 'weekdays', 'workday', 'workdays']);
const WORKDAY_LEADS: ReadonlySet<string> = new Set(['on', 'during', 'over']);
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
  return hourly && /\bhours?\b/i.test(question) && !withinOneDay(intent.range);
}

/** The words at i that name a part after `lead`: its phrases, or a bare "hour" where that is the hour of day. */
function partWords(
  ctx: ReadContext,
  i: number,
  name: string,
  spec: PartSpec,
  lead: string,
): readonly string[] | null {
  const leads = GROUP_LEADS.has(lead) || isSuperlative(lead);
  const words = spec.phrases.find((p) => phraseAt(ctx, i, p));
  if (words) return leads ? words : null;
  const bare = name === 'hour' && HOUR_WORDS.has(ctx.tokens[i]?.lower ?? '');
  return bare && leads && !withinOneDay(ctx.time.range) ? [ctx.tokens[i]?.lower as string] : null;
}

/** The time column a part is computed from: the subject's first time dimension (with hours for `hour`). */
function timeColumn(subject: Subject, name: string): SubjectDimension | null {
  const td = subject.dimensions.find((d) => d.type === 'time') ?? null;
  if (!td || (name === 'hour' && !td.grains.includes('hour'))) return null;
  return td;
}

function partDimension(name: string, spec: PartSpec, td: SubjectDimension): SubjectDimension {
  const description = `${spec.title} of ${td.name}.`;
  return { name, title: spec.title, type: 'string', synonyms: [], grains: [], description };
}

/** Whether `name` is a date part of this subject (and no column of that name exists). */
export function isDatePart(subject: Subject, name: string): boolean {
  return name in PARTS && !subject.dimensions.some((d) => d.name === name) && !!timeColumn(subject, name);
}

/** The expression a date part is computed by, over the time column's expression. */
export function datePartExpr(name: string, column: Expr): Expr {
  return { kind: 'datePart', part: (PARTS[name] as PartSpec).part, expr: column };
}

/** The words at i, whether or not the time parse took "by day" / "per hour" as a grain (it runs first). */
function phraseAt(ctx: ReadContext, i: number, words: readonly string[]): boolean {
  return words.every((w, k) => ctx.tokens[i + k]?.lower === w);
}

/** A part named after a grouping word: the breakdown by it. */
function partGroup(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const lead = ctx.tokens[i - 1]?.lower ?? '';
  for (const [name, spec] of Object.entries(PARTS)) {
    const td = timeColumn(ctx.subject, name);
    const words = partWords(ctx, i, name, spec, lead);
    if (!td || !words || !isDatePart(ctx.subject, name)) continue;
    const groupBy = withGroup(s.groupBy, partDimension(name, spec, td), null);
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
  const workdays = WORKDAY_WORDS.has(t?.lower ?? '') && WORKDAY_LEADS.has(ctx.tokens[i - 1]?.lower ?? '');
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
  return { ...s, consumed: taking(s.consumed, i, 1), filters: [...s.filters, filter] };
}

/** "8am", "6 pm", "12pm": the hour of the day (0–23) written at i, and how many tokens it takes. */
function clockAt(ctx: ReadContext, i: number): { hour: number; length: number } | null {
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
  const op = CLOCK_LEADS[ctx.tokens[i]?.lower ?? ''];
  const clock = clockAt(ctx, i + 1);
  if (!op || !clock || s.consumed.has(i) || !isDatePart(ctx.subject, 'hour')) return null;
  const filter = { field: 'hour', kind: 'dimension' as const, operator: op, value: clock.hour };
  return { ...s, consumed: taking(s.consumed, i, 1 + clock.length), filters: [...s.filters, filter] };
}

/**
 * "between 6am and 9am", "from 6am to 9am": the hours from the first clock time up to the second
 * (`hour >= 6 AND hour < 9`), as "after" and "before" read each end.
 */
function clockRange(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const lead = ctx.tokens[i]?.lower;
  if ((lead !== 'between' && lead !== 'from') || s.consumed.has(i) || !isDatePart(ctx.subject, 'hour'))
    return null;
  const start = clockAt(ctx, i + 1);
  const join = start ? ctx.tokens[i + 1 + start.length]?.lower : undefined;
  const end = start && (join === 'and' || join === 'to') ? clockAt(ctx, i + 2 + start.length) : null;
  if (!start || !end || (lead === 'between') !== (join === 'and')) return null;
  const at = (operator: 'gte' | 'lt', value: number) => ({
    field: 'hour',
    kind: 'dimension' as const,
    operator,
    value,
  });
  const filters = [...s.filters, at('gte', start.hour), at('lt', end.hour)];
  return { ...s, consumed: taking(s.consumed, i, 2 + start.length + end.length), filters };
}

/** Date parts named in the question: breakdowns by them, weekday and clock-time filters (tables and models only). */
export function readDateParts(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  let state = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    state =
      partGroup(ctx, state, i) ??
      weekdayFilter(ctx, state, i) ??
      clockRange(ctx, state, i) ??
      clockFilter(ctx, state, i) ??
      state;
  }
  return state;
}
