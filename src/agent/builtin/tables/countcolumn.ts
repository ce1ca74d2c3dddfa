import type { Intent } from '../interpret.js';

/** A column's description that says it holds a count of something ("Number of flights on the route"). */
const COUNT_COLUMN = /^\s*(?:the\s+)?(?:number|count)\s+of\b/i;

/**
 * "From route_stats, our three busiest routes, with their flight counts": over rows that already hold
 * a count (a model's `flight_count`), "busiest" ranked the rows themselves (one per route) while the
 * named column was averaged beside them. The ranking is that column's total per group instead: the
 * volume the rows record, not how many rows there are. Only when the ranked figure is the plain row
 * count and one count column is named beside it.
 */
export function countColumnRanked(intent: Intent): Intent {
  const sorted = intent.measures.find((m) => m.name === intent.sort?.field);
  if (!intent.sort || !sorted?.plainCount || intent.groupBy.length === 0) return intent;
  const others = intent.measures.filter((m) => m !== sorted);
  const [named, ...more] = others;
  if (!named?.column || more.length > 0 || !COUNT_COLUMN.test(named.description)) return intent;
  const total = intent.subject.measures.find((m) => m.column === named.column && m.aggregation === 'sum');
  if (!total) return intent;
  return { ...intent, measures: [total], sort: { ...intent.sort, field: total.name } };
}
