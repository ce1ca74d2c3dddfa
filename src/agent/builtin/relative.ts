import type { TimeGrain } from '../../contracts/model.js';
import {
  MONTH_NAMES,
  type Period,
  periodLabel,
  type Relative,
  rangeBounds,
  rangeLabel,
  type TimeRange,
  withYear,
} from './time.js';

/**
 * Ranges that depend on "now", settled against the data's latest date rather
 * than the clock: the demo's flights end on 2001-07-01, so "last month" there is
 * June 2001. A month or quarter named without its year is the latest one the
 * data has. Every settled range carries a label saying how it was settled.
 */

interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function parseDay(iso: string): Day {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1, day: Number(iso.slice(8, 10)) };
}

function dayPeriod(d: Date): Period {
  const month = d.getUTCMonth();
  return { year: d.getUTCFullYear(), month, monthEnd: month, day: d.getUTCDate() };
}

/** Calendar units as periods: index `i` counts months, quarters or years from year 0. */
function unitPeriod(unit: 'month' | 'quarter' | 'year', i: number): Period {
  if (unit === 'year') return { year: i, month: null, monthEnd: null, day: null };
  const months = unit === 'quarter' ? 3 : 1;
  const first = i * months;
  const month = first % 12;
  return { year: Math.floor(first / 12), month, monthEnd: month + months - 1, day: null };
}

/**
 * The first and last period of a relative window. "This month" is the unit holding the latest date,
 * however little of it the data has. "Last month", "the past 3 months" are units that have ENDED by
 * the latest date, the data being complete through that day: data ending on 2001-06-30 has June as
 * its last month (June has ended), data ending on 2001-07-01 too (July has barely begun). Counting
 * back from the unit holding the latest date instead would make the answer hinge on whether a few
 * straggling rows fell on the next month's first day (and differ between callers whose row-level
 * security leaves them different latest days).
 */
function window(r: Relative, latest: Day, rowGrain: TimeGrain | null): [Period, Period] {
  const DAY = 86_400_000;
  const ended = r.back > 0 || r.count > 1;
  const at = ended
    ? completeThrough(latest, rowGrain)
    : new Date(Date.UTC(latest.year, latest.month, latest.day));
  const anchor: Day = { year: at.getUTCFullYear(), month: at.getUTCMonth(), day: at.getUTCDate() };
  const back = ended ? Math.max(r.back, 1) : r.back;
  if (r.unit === 'day' || r.unit === 'week') {
    // Weeks start on Monday, as date_trunc('week') does.
    const span = r.unit === 'day' ? 1 : 7;
    const unitStart = r.unit === 'day' ? at.getTime() : at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY;
    const target = unitStart - back * span * DAY;
    const first = target - (r.count - 1) * span * DAY;
    return [dayPeriod(new Date(first)), dayPeriod(new Date(target + (span - 1) * DAY))];
  }
  const index =
    r.unit === 'year'
      ? anchor.year
      : r.unit === 'quarter'
        ? anchor.year * 4 + Math.floor(anchor.month / 3)
        : anchor.year * 12 + anchor.month;
  const last = index - back;
  return [unitPeriod(r.unit, last - r.count + 1), unitPeriod(r.unit, last)];
}

/**
 * The first moment the data no longer covers. Daily (or finer) rows cover their latest day, so the day
 * after it. Rows that each stand for a whole month, quarter or year (monthly stock closes dated on the
 * 1st) cover that whole unit: prices ending on 2010-03-01 hold March's close, so "last month" there is
 * March 2010, the latest month, not February (read from the day after 2010-03-01, the one-day rule
 * left the latest month out as if it had barely begun).
 */
function completeThrough(latest: Day, rowGrain: TimeGrain | null): Date {
  if (rowGrain === 'month') return new Date(Date.UTC(latest.year, latest.month + 1, 1));
  if (rowGrain === 'quarter') return new Date(Date.UTC(latest.year, Math.floor(latest.month / 3) * 3 + 3, 1));
  if (rowGrain === 'year') return new Date(Date.UTC(latest.year + 1, 0, 1));
  return new Date(Date.UTC(latest.year, latest.month, latest.day + 1));
}

/** How the latest date is named: the day, or the whole unit that monthly (quarterly, yearly) rows stand for. */
function latestWords(latestIso: string, rowGrain: TimeGrain | null): string {
  const d = parseDay(latestIso);
  if (rowGrain !== 'month' && rowGrain !== 'quarter' && rowGrain !== 'year')
    return `the data's latest date, ${latestIso}`;
  const i =
    rowGrain === 'year'
      ? d.year
      : rowGrain === 'quarter'
        ? d.year * 4 + Math.floor(d.month / 3)
        : d.year * 12 + d.month;
  return `the data's latest ${rowGrain}, ${periodLabel(unitPeriod(rowGrain, i))}`;
}

function spanLabel(from: Period, to: Period): string {
  const a = periodLabel(from);
  const b = periodLabel(to);
  return a === b ? a : `${a} to ${b}`;
}

/** A relative range as concrete periods, labelled with the words asked and the dates they became. */
export function settleRelative(
  range: TimeRange,
  latestIso: string,
  rowGrain: TimeGrain | null = null,
): TimeRange {
  const r = range.relative as Relative;
  const [from, to] = window(r, parseDay(latestIso), rowGrain);
  const words = r.count > 1 || !/^(last|this) /.test(r.words) ? `in the ${r.words}` : r.words;
  const label = `${words} (${spanLabel(from, to)}, counting back from ${latestWords(latestIso, rowGrain)})`;
  return { from, fromEdge: 'start', to, toEdge: 'end', label };
}

/** A month or quarter named without its year: the latest one that starts on or before the data's latest date. */
export function settleLatestYear(range: TimeRange, latestIso: string): TimeRange {
  const latest = parseDay(latestIso);
  const first = range.from ?? range.to;
  const month = first?.month ?? 0;
  const day = first?.day ?? 1;
  const fits = month < latest.month || (month === latest.month && day <= latest.day);
  const year = fits ? latest.year : latest.year - 1;
  const settled = withYear(range, year);
  const what =
    first && first.monthEnd !== null && first.monthEnd !== first.month ? 'period' : MONTH_NAMES[month];
  const { label: _, ...plain } = settled;
  return { ...plain, label: `${rangeLabel(plain)} (the latest ${what} in the data)` };
}

/**
 * "Which month had the fewest flights?" over data whose latest date is 2001-07-01: July holds that one
 * day (six flights), so it wins every ranking of months by a count and swings one by an average, a
 * winner no analyst would name. A ranking of calendar units leaves out the unit that began on the data's
 * latest date, and its label says so. Null when the latest date begins no unit of the grain, or the
 * range already ends before it or starts within it.
 */
export function beforeBarelyBegun(
  range: TimeRange | null,
  grain: 'month' | 'quarter' | 'year',
  latestIso: string,
): TimeRange | null {
  const d = parseDay(latestIso);
  const begins =
    d.day === 1 &&
    (grain === 'month' || (grain === 'quarter' && d.month % 3 === 0) || (grain === 'year' && d.month === 0));
  const bounds = range ? rangeBounds(range) : { from: null, to: null };
  const outside =
    (bounds.to !== null && bounds.to <= latestIso) || (bounds.from !== null && bounds.from >= latestIso);
  if (!begins || outside) return null;
  const to: Period = { year: d.year, month: d.month, monthEnd: d.month, day: null };
  const base: TimeRange = {
    from: range?.from ?? null,
    fromEdge: range?.fromEdge ?? 'start',
    to,
    toEdge: 'start',
  };
  const at =
    grain === 'month' ? d.year * 12 + d.month : grain === 'quarter' ? d.year * 4 + d.month / 3 : d.year;
  const [left, last] = [unitPeriod(grain, at), unitPeriod(grain, at - 1)];
  const within = range ? `${rangeLabel(range)}, ` : '';
  const label = `${within}through ${periodLabel(last)} (${periodLabel(left)} has one day of data, ${latestIso})`;
  return { ...base, label };
}
