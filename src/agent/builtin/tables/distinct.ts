import type { Intent } from '../interpret.js';
import type { SubjectDimension, SubjectMeasure } from '../subject.js';
import { phraseStems, stem } from '../text.js';

/**
 * "How many cities in Texas have an airport?", "how many distinct origins are there?", "number of
 * distinct cities": "how many" (or "number of" with "distinct")
 * before a text column's name counts its distinct values, not the rows per value. The reading has
 * grouped by that column; over a table the question is answered as `count(DISTINCT column)`.
 */

const HOW_MANY =
  /\b(?:how\s+many\s+(?:distinct\s+|different\s+|unique\s+)?|(?:number|count)\s+of\s+(?:distinct|different|unique)\s+)([a-z]+(?:\s+[a-z]+)?)/i;

/** The grouped dimension the words after "how many" name (its name or a synonym, by stems). */
export function countedDimension(
  question: string,
  dims: readonly SubjectDimension[],
): SubjectDimension | null {
  const m = HOW_MANY.exec(question);
  if (!m) return null;
  const words = (m[1] as string).toLowerCase().split(/\s+/).map(stem);
  const names = (d: SubjectDimension) => [d.name.replace(/_/g, ' '), ...d.synonyms].map(phraseStems);
  const fits = (d: SubjectDimension) =>
    names(d).some((p) => p.length > 0 && p.every((s, i) => words[i] === s));
  return dims.find(fits) ?? null;
}

export function distinctMeasure(d: SubjectDimension): SubjectMeasure {
  return {
    name: `${d.name}_count`,
    title: `Number of distinct ${d.title.toLowerCase()} values`,
    aggregation: 'count_distinct',
    synonyms: [],
    format: '#,##0',
    description: `Number of distinct values of ${d.name}.`,
    plainCount: false,
    column: d.name,
  };
}

/** The intent as a distinct count when "how many" names the one text column it groups by. */
export function distinctCount(intent: Intent, question: string): Intent {
  const [g, ...more] = intent.groupBy;
  if (!g || more.length > 0 || g.dimension.type !== 'string' || intent.limit !== null) return intent;
  // A filter on the counted column would count one value ("how many destinations does SEA serve" read with SEA as a destination).
  if (
    !intent.measures.every((m) => m.plainCount) ||
    intent.filters.some((f) => f.field === g.dimension.name)
  ) {
    return intent;
  }
  const counted = countedDimension(question, [g.dimension]);
  if (!counted) return intent;
  return { ...intent, groupBy: [], measures: [distinctMeasure(counted)], sort: null };
}
