import type { Intent } from '../interpret.js';
import type { Reading } from '../parse.js';
import type { SubjectMeasure } from '../subject.js';
import { COUNT_WORDS } from '../text.js';

/**
 * "show me the route_stats row for BOS to DCA", "the route_stats records out of SEA": a model's rows
 * themselves, every column as the model holds it. Read as the plain count ("Number of route stats" is
 * 1, the row's word left over), which no one asks. A model is one row per value of its text columns
 * (route_stats: `GROUP BY origin, destination`), so grouping by them keeps each row, and each numeric
 * column's maximum over its one row is the row's own value, named as the column (`avg_delay`).
 */

/** "row", "rows", "record", "records", "entry", "entries": the rows asked for as they are. */
const ROW_WORDS = /\b(?:rows?|records?|entry|entries)\b/i;

/** The model's numeric columns, measured or not (its averages have no measure: tables/models.ts). */
function numericColumns(intent: Intent): string[] {
  const measured = intent.subject.measures.flatMap((m) => (m.column === null ? [] : [m.column]));
  return [...new Set([...measured, ...(intent.subject.unmeasured ?? [])])];
}

function ownValue(column: string): SubjectMeasure {
  return {
    name: column,
    title: column.replace(/_/g, ' '),
    aggregation: 'max',
    synonyms: [],
    format: null,
    description: `The row's own ${column}.`,
    plainCount: false,
    column,
  };
}

/** The model's rows with all their columns, when the question asks for its rows and nothing else. */
export function modelRows(intent: Intent, reading: Reading | null, question: string): Intent {
  if (intent.subject.kind !== 'model' || !ROW_WORDS.test(question) || COUNT_WORDS.test(question))
    return intent;
  if (intent.groupBy.length > 0 || intent.sort || intent.limit !== null || intent.range) return intent;
  if (!intent.measures.every((m) => m.plainCount) || reading?.countCue) return intent;
  const keys = intent.subject.dimensions.filter((d) => d.type === 'string');
  if (keys.length === 0 || intent.filters.some((f) => f.kind === 'measure')) return intent;
  const groupBy = keys.map((dimension) => ({ dimension, grain: null }));
  // "row" was answered, not left out: no "(answered without "row")" in the reply.
  const ignored = intent.ignored.filter((w) => !ROW_WORDS.test(w));
  return { ...intent, groupBy, ignored, measures: numericColumns(intent).map(ownValue) };
}
