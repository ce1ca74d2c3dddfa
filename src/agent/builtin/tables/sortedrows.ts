import type { Intent } from '../interpret.js';
import type { SubjectMeasure } from '../subject.js';
import { stem } from '../text.js';
import { rowLabels } from './columns.js';

/**
 * "Vermont airports ordered by latitude", "list airports in Vermont by latitude, descending": the rows
 * themselves, in the order of a column. The reading took the column word for its extreme and answered
 * one figure (the highest latitude), not the list asked for. Over a table with a name column and a
 * filter (never the whole table), the rows are listed by key and name with the column's own value per
 * row (its average over the one row) and sorted by it.
 */

const SORTED_BY =
  /\b(?:sorted|ordered|sort|order|ranked|rank|arranged|listed|list(?:\s+\w+){0,4}?)\s+(?:them\s+)?by\s+(?:their\s+|the\s+|its\s+)?([a-z_]+)/i;
const DESCENDING =
  /\b(?:desc|descending|highest\s+first|largest\s+first|biggest\s+first|greatest\s+first|most\s+first|reversed?)\b/i;

/** The measure of the column the question sorts by, when it is the intent's one extreme or average. */
function sortedColumn(intent: Intent, question: string): SubjectMeasure | null {
  const word = SORTED_BY.exec(question)?.[1]?.toLowerCase();
  const [m, ...more] = intent.measures;
  if (!word || !m?.column || more.length > 0 || !['min', 'max', 'avg'].includes(m.aggregation)) return null;
  const names = [m.column, ...m.synonyms].map((w) => stem(w.toLowerCase().replace(/_/g, ' ')));
  if (!names.includes(stem(word))) return null;
  return intent.subject.measures.find((x) => x.column === m.column && x.aggregation === 'avg') ?? null;
}

export function sortedRows(intent: Intent, question: string): Intent {
  if (intent.groupBy.length > 0 || intent.filters.length === 0 || intent.limit !== null) return intent;
  if (intent.filters.some((f) => f.kind === 'measure')) return intent;
  const shown = sortedColumn(intent, question);
  const labels = rowLabels(intent.subject);
  if (!shown || !labels) return intent;
  const groupBy = labels.map((dimension) => ({ dimension, grain: null }));
  const direction = DESCENDING.test(question) ? 'desc' : 'asc';
  return { ...intent, groupBy, measures: [shown], sort: { field: shown.name, direction } };
}
