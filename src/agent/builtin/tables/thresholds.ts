import type { Intent } from '../interpret.js';
import type { IntentFilter, Reading } from '../parse.js';
import type { SubjectMeasure } from '../subject.js';

/**
 * Thresholds over a raw table's rows. A contract's measure threshold ("origins with more than 50000
 * flights") filters groups; over a table with nothing grouped, a threshold on a column's aggregate
 * ("flights delayed by more than 60 minutes", "days with more than 20 mm of precipitation") can only
 * mean the rows whose value passes it: an ungrouped HAVING would return the one total or nothing.
 * So it becomes a WHERE on the column, and with "how many" the rows are counted.
 */

const ROW_AGGREGATES = new Set(['avg', 'sum', 'min', 'max']);

/** The column a threshold measure aggregates, when the threshold can be read per row. */
function rowColumn(f: IntentFilter, measures: readonly SubjectMeasure[]): string | null {
  if (f.kind !== 'measure' || typeof f.value !== 'number') return null;
  const m = measures.find((x) => x.name === f.field);
  return m?.column && ROW_AGGREGATES.has(m.aggregation) ? m.column : null;
}

/** The intent with ungrouped thresholds on a table's columns read per row (other intents as they are). */
export function rowThresholds(intent: Intent, reading: Reading | null): Intent {
  const subject = intent.subject;
  if (intent.groupBy.length > 0) return intent;
  const moved = new Set<string>();
  const filters = intent.filters.map((f): IntentFilter => {
    const column = rowColumn(f, subject.measures);
    if (column === null) return f;
    moved.add(f.field);
    return { field: column, kind: 'dimension', operator: f.operator, value: f.value };
  });
  if (moved.size === 0) return intent;
  // "How many flights were delayed by more than 60 minutes", "how many days had wind above 5": the
  // threshold's measure was named only to carry the threshold; what is asked for is the row count.
  const count = subject.measures.find((m) => m.plainCount);
  const rest = intent.measures.filter((m) => !moved.has(m.name));
  const counted = rest.length > 0 ? rest : count ? [count] : intent.measures;
  const measures = reading?.countCue ? counted : intent.measures;
  return {
    ...intent,
    filters,
    measures,
    sort: measures.some((m) => m.name === intent.sort?.field) ? intent.sort : null,
  };
}
