import type { Intent } from './interpret.js';
import type { GroupBy } from './parse.js';
import { yearDimension } from './parse.js';
import type { Period, TimeRange } from './time.js';

/**
 * "Which year was the wettest in Seattle?" → "how many snow days that year?"; "busiest day for flights
 * out of LAX" → "how many left SFO that day?": "that year" / "that day" after an answer of one ranked
 * period is that period (2014, 2001-06-29), and the follow-up's own place or condition is asked within
 * it. Folded into the ranking instead, the new condition would rank the periods again and name another
 * one (the snowiest year, SFO's busiest day): a wrong figure. The earlier question is run again (its
 * top row, through the same tools, so scope and RLS apply) and its period pinned as the range.
 */

/** "that year", "that same month", "the same day": the unit is the pointer's first group. */
const POINTER_SOURCE = String.raw`\b(?:that(?:\s+same)?|the\s+same)\s+(day|week|month|quarter|year)\b`;
const POINTER = new RegExp(POINTER_SOURCE, 'gi');
type PointedUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';
// "our busiest month", then "how many of those flights went to California?": the rows of that period.
const ROWS_POINTER = /\b(?:of\s+)?(?:those|these|them)\b/gi;

/** The unit a period pointer names ("that year" → year), or null when the question has none. */
export function pointerUnit(question: string): PointedUnit | null {
  const m = new RegExp(POINTER_SOURCE, 'i').exec(question);
  return m ? (m[1]?.toLowerCase() as PointedUnit) : null;
}

/**
 * A row's period widened to the unit the pointer names: "that year" after a ranked month is the
 * month's year (AAPL's highest close in March 2010, then "the lowest close that same year": 2010).
 */
export function widenedTo(range: TimeRange, unit: PointedUnit | null): TimeRange {
  const p = range.from;
  if (!p || p.year === null || p.month === null) return range;
  const one = (q: Period): TimeRange => ({ from: q, fromEdge: 'start', to: q, toEdge: 'end' });
  if (unit === 'year') return one({ year: p.year, month: null, monthEnd: null, day: null });
  if (unit === 'quarter') {
    const first = p.month - (p.month % 3);
    return one({ year: p.year, month: first, monthEnd: first + 2, day: null });
  }
  if (unit === 'month' && p.day !== null) return one({ ...p, monthEnd: p.month, day: null });
  return range;
}

/** The follow-up without its period pointer ("how many left SFO that day?" → "and how many left SFO ?"), or null when it has none. */
export function withoutPeriodPointer(question: string): string | null {
  const stripped = question.replace(POINTER, ' ').replace(ROWS_POINTER, ' ');
  if (stripped === question) return null;
  // Still a follow-up once the pointer is gone: "and" opens it, as "and how many went to Boston?" would.
  const rest = stripped.replace(/\s+/g, ' ').trim();
  return /^and\b/i.test(rest) ? rest : `and ${rest}`;
}

/** The one period group of an earlier answer of one ranked row ("which year was the wettest"), or null. */
export function rankedPeriod(previous: Intent): GroupBy | null {
  if (previous.limit !== 1 || previous.sort === null || previous.groupBy.length !== 1) return null;
  const g = previous.groupBy[0] as GroupBy;
  const timed = g.dimension.type === 'time' && g.grain !== null;
  return timed || g.dimension === yearDimension(previous.subject) ? g : null;
}

/** Whether an intent still groups by the ranked period and orders its rows (the pointer's period is then its top row). */
export function ranksBy(intent: Intent, group: GroupBy): boolean {
  return intent.sort !== null && intent.groupBy.some((g) => g.dimension === group.dimension);
}

/** Whether the follow-up narrows or moves the rows (a place, a condition) rather than only naming another figure. */
export function rowsChanged(current: Intent, previous: Intent): boolean {
  const key = (i: Intent) => JSON.stringify(i.filters.map((f) => [f.field, f.operator, f.value]).sort());
  return key(current) !== key(previous);
}

/** The period a row's value of `g` stands for: a year, a quarter, a month or a day; null for a week or an unread value. */
export function periodOfRow(g: GroupBy, value: unknown): TimeRange | null {
  const one = (p: Period): TimeRange => ({ from: p, fromEdge: 'start', to: p, toEdge: 'end' });
  if (g.dimension.type !== 'time') {
    const year = typeof value === 'number' ? value : Number(value);
    return Number.isInteger(year) ? one({ year, month: null, monthEnd: null, day: null }) : null;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  if (g.grain === 'year') return one({ year, month: null, monthEnd: null, day: null });
  if (g.grain === 'quarter') return one({ year, month, monthEnd: month + 2, day: null });
  if (g.grain === 'month') return one({ year, month, monthEnd: month, day: null });
  if (g.grain === 'day') return one({ year, month, monthEnd: month, day });
  return null;
}

/**
 * The follow-up's intent within the pinned period: no longer grouped or ranked by that period, and
 * its own figures (the earlier ranking's measure is not asked again beside them).
 */
export function withinPeriod(current: Intent, previous: Intent, range: TimeRange): Intent {
  const groupBy = current.groupBy.filter(
    (g) => g.dimension.type !== 'time' && g.dimension !== yearDimension(current.subject),
  );
  const ranked = groupBy.length > 0;
  const own = current.measures.filter((m) => !previous.measures.some((p) => p.name === m.name));
  return {
    ...current,
    measures: own.length > 0 ? own : current.measures,
    groupBy,
    range,
    sort: ranked ? current.sort : null,
    limit: ranked ? current.limit : null,
  };
}
