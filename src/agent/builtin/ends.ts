import type { Intent } from './interpret.js';
import { periodLabel, rangeBounds, type TimeRange } from './time.js';

/**
 * Two periods compared apart ("precipitation 2012 vs 2015", "avg delay jan vs mar"): the contract
 * query asks for every period from the first to the second at their grain (a query holds one range),
 * and only the rows of the two periods named are shown: the ones between were not asked about.
 */

type Row = Record<string, unknown>;

/** The range labelled as the two periods it is read for ("in 2012 and 2015"), not the span between them. */
export function endsLabelled(range: TimeRange): TimeRange {
  const { from, to } = range;
  if (!from || !to) return range;
  return { ...range, label: `in ${periodLabel(from)} and ${periodLabel(to)}` };
}

/** The first day of each end period, as the time column's values start. */
function endDays(range: TimeRange): readonly string[] {
  const first = rangeBounds({ ...range, to: null }).from;
  const last = range.to
    ? rangeBounds({ from: range.to, fromEdge: 'start', to: null, toEdge: 'end' }).from
    : null;
  return [first, last].filter((d): d is string => d !== null);
}

/** The rows of the two periods compared; the result unchanged when the intent compares none. */
export function endRows<T extends { readonly rows: readonly Row[] }>(intent: Intent, result: T): T {
  const time = intent.groupBy.find((g) => g.dimension.type === 'time');
  if (!intent.endsOnly || !intent.range || !time) return result;
  const days = endDays(intent.range);
  const rows = result.rows.filter((row) =>
    days.includes(String(row[time.dimension.name] ?? '').slice(0, 10)),
  );
  return { ...result, rows };
}
