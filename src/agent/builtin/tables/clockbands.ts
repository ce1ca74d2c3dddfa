import type { Expr } from '../../../sql/ast.js';
import type { IntentFilter } from '../parse/state.js';
import type { Token } from '../text.js';

/**
 * Two windows of the clock that no departure is in at once ("before 7am vs 7pm or later"): read as
 * two filters on the hour, they would keep no row and the answer would be "no data". Compared, they
 * are one row each, labelled by a CASE over the hour; joined by "or", one figure over both.
 *
 * The windows travel in the breakdown's name (`hour_window_lt7_gte19`), so the statement's writer
 * computes the label from the name alone, as it does for the other parts of the time column.
 */

type WindowOp = 'lt' | 'lte' | 'gte' | 'gt' | 'eq';

interface ClockWindow {
  readonly op: WindowOp;
  readonly hour: number;
}

const PREFIX = 'hour_window_';
const NAME = /^hour_window_(lt|lte|gte|gt|eq)(\d{1,2})_(lt|lte|gte|gt|eq)(\d{1,2})$/;

/** The hours of the day (0–23) a window holds. */
function hoursOf(w: ClockWindow): number[] {
  const all = Array.from({ length: 24 }, (_, h) => h);
  const holds: Record<WindowOp, (h: number) => boolean> = {
    lt: (h) => h < w.hour,
    lte: (h) => h <= w.hour,
    gte: (h) => h >= w.hour,
    gt: (h) => h > w.hour,
    eq: (h) => h === w.hour,
  };
  return all.filter(holds[w.op]);
}

function clock(hour: number): string {
  if (hour === 0) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour}am` : `${hour - 12}pm`;
}

/** A window as people say it: "before 7am", "7pm or later", "the 7am hour". */
export function windowLabel(w: ClockWindow): string {
  const labels: Record<WindowOp, string> = {
    lt: `before ${clock(w.hour)}`,
    lte: `${clock(w.hour)} or earlier`,
    gte: `${clock(w.hour)} or later`,
    gt: `after the ${clock(w.hour)} hour`,
    eq: `the ${clock(w.hour)} hour`,
  };
  return labels[w.op];
}

/** What a reading calls a breakdown or filter by clock windows. */
export const WINDOWS_TITLE = 'Time of day';

/** The two windows a breakdown's name carries, or null when it is not such a name. */
export function windowsOf(name: string): readonly [ClockWindow, ClockWindow] | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const window = (op: string | undefined, hour: string | undefined): ClockWindow => ({
    op: op as WindowOp,
    hour: Number(hour),
  });
  return [window(m[1], m[2]), window(m[3], m[4])];
}

/** `CASE WHEN hour < 7 THEN 'before 7am' WHEN hour >= 19 THEN '7pm or later' END` over the hour. */
export function windowCase(windows: readonly ClockWindow[], hour: Expr): Expr {
  const branches = windows.map((w) => ({
    when: {
      kind: 'in' as const,
      expr: hour,
      list: hoursOf(w).map((h): Expr => ({ kind: 'number', value: h })),
      negated: false,
    },
    value: { kind: 'param' as const, value: windowLabel(w) },
  }));
  return { kind: 'case', branches, otherwise: null };
}

/** Words that join two things compared ("weekends vs weekdays", "weekend flights compared with weekday flights"). */
export const COMPARING: ReadonlySet<string> = new Set([
  'vs',
  'v',
  'versus',
  'compared',
  'against',
  'opposed',
  'than',
  'or',
  'and',
]);

const single = (f: IntentFilter): ClockWindow | null =>
  f.field === 'hour' && ['lt', 'lte', 'gte', 'gt', 'eq'].includes(f.operator) && typeof f.value === 'number'
    ? { op: f.operator as WindowOp, hour: f.value }
    : null;

/**
 * The two disjoint clock windows of a reading, compared ("vs", "compared with", "and") or joined
 * ("or"): the breakdown to group by, or the one filter over both windows. Null when the reading has
 * no such pair (two windows that overlap are one range, "after 6am and before 9am").
 */
export function clockWindows(
  tokens: readonly Token[],
  consumed: ReadonlySet<number>,
  filters: readonly IntentFilter[],
): { readonly compared: string | null; readonly filters: IntentFilter[] } | null {
  const onHour = filters.filter((f) => f.field === 'hour');
  const windows = onHour.map(single);
  const [a, b] = windows;
  if (onHour.length !== 2 || !a || !b) return null;
  const [ha, hb] = [hoursOf(a), hoursOf(b)];
  if (ha.some((h) => hb.includes(h))) return null;
  const words = tokens.filter((t) => !consumed.has(t.index)).map((t) => t.lower);
  // "or" joins the two windows into one set of rows; the other comparing words set them side by side.
  const compared = words.some((w) => COMPARING.has(w) && w !== 'or');
  if (!compared && !words.includes('or')) return null;
  const [first, second] = a.hour <= b.hour ? [a, b] : [b, a];
  const name = `${PREFIX}${first.op}${first.hour}_${second.op}${second.hour}`;
  // On the windows' labels, so the reading says "before 7am or 7pm or later", not twelve hours.
  const either: IntentFilter = {
    field: name,
    kind: 'dimension',
    operator: 'in',
    value: [windowLabel(first), windowLabel(second)],
  };
  const rest = filters.filter((f) => f.field !== 'hour');
  return { compared: compared ? name : null, filters: [...rest, either] };
}
