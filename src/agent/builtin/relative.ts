import {
  MONTH_NAMES,
  type Period,
  periodLabel,
  type Relative,
  rangeLabel,
  type TimeRange,
  withYear,
} from './time.js';

/**
 * Ranges that depend on "now", settled against the data's latest date rather
 * than the clock: the demo's flights end in June 2001, so "last month" there is
 * May 2001. A month or quarter named without its year is the latest one the
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

/** The first and last period of a relative window ending `back` units before the latest date's unit. */
function window(r: Relative, latest: Day): [Period, Period] {
  if (r.unit === 'day' || r.unit === 'week') {
    const DAY = 86_400_000;
    const last = Date.UTC(latest.year, latest.month, latest.day);
    // Weeks start on Monday, as date_trunc('week') does.
    const span = r.unit === 'day' ? 1 : 7;
    const unitStart = r.unit === 'day' ? last : last - ((new Date(last).getUTCDay() + 6) % 7) * DAY;
    const target = unitStart - r.back * span * DAY;
    const first = target - (r.count - 1) * span * DAY;
    return [dayPeriod(new Date(first)), dayPeriod(new Date(target + (span - 1) * DAY))];
  }
  const index =
    r.unit === 'year'
      ? latest.year
      : r.unit === 'quarter'
        ? latest.year * 4 + Math.floor(latest.month / 3)
        : latest.year * 12 + latest.month;
  const last = index - r.back;
  return [unitPeriod(r.unit, last - r.count + 1), unitPeriod(r.unit, last)];
}

function spanLabel(from: Period, to: Period): string {
  const a = periodLabel(from);
  const b = periodLabel(to);
  return a === b ? a : `${a} to ${b}`;
}

/** A relative range as concrete periods, labelled with the words asked and the dates they became. */
export function settleRelative(range: TimeRange, latestIso: string): TimeRange {
  const r = range.relative as Relative;
  const [from, to] = window(r, parseDay(latestIso));
  const words = r.count > 1 || !/^(last|this) /.test(r.words) ? `in the ${r.words}` : r.words;
  const label = `${words} (${spanLabel(from, to)}, counting back from the data's latest date, ${latestIso})`;
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
