import type { DatePart, Expr } from '../../../sql/ast.js';
import { type ReadContext, type ReadState, taking, withGroup } from '../parse/state.js';
import type { Subject, SubjectDimension } from '../subject.js';

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
  if (!GROUP_LEADS.has(lead)) return null;
  for (const [name, spec] of Object.entries(PARTS)) {
    const td = timeColumn(ctx.subject, name);
    const words = spec.phrases.find((p) => phraseAt(ctx, i, p));
    if (!td || !words || !isDatePart(ctx.subject, name)) continue;
    const groupBy = withGroup(s.groupBy, partDimension(name, spec, td), null);
    // "which weekday has the most flights": one part, as "which X" asks for one X (a plural, several).
    const which = lead === 'which' || lead === 'what';
    return {
      ...s,
      consumed: taking(s.consumed, i - (which ? 1 : 0), words.length + (which ? 1 : 0)),
      groupBy,
      whichCue: s.whichCue || which,
      whichPlural: which ? /s$/.test(words.at(-1) ?? '') : s.whichPlural,
    };
  }
  return null;
}

/** "on Mondays", "on a Friday": the one weekday, as a filter on the day of the week. */
function weekdayFilter(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const t = ctx.tokens[i];
  const day = WEEKDAYS.find((d) => t?.lower === d || t?.lower === `${d}s`);
  if (!t || !day || s.consumed.has(i) || !isDatePart(ctx.subject, 'day_of_week')) return null;
  const value = day.charAt(0).toUpperCase() + day.slice(1);
  const filter = { field: 'day_of_week', kind: 'dimension' as const, operator: 'eq' as const, value };
  return { ...s, consumed: taking(s.consumed, i, 1), filters: [...s.filters, filter] };
}

/** Date parts named in the question: breakdowns by them and weekday filters (tables and models only). */
export function readDateParts(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  let state = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    state = partGroup(ctx, state, i) ?? weekdayFilter(ctx, state, i) ?? state;
  }
  return state;
}
