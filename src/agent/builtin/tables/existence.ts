import type { Intent } from '../interpret.js';
import type { IntentFilter } from '../parse.js';
import type { SubjectMeasure } from '../subject.js';
import { stem } from '../text.js';

/**
 * "How many states have an airport north of 45 degrees?", "which cities have any airport above 60
 * latitude": one row of the table ("an airport", "any airport", "at least one airport") passing the
 * threshold is enough for its group, so the threshold is on the rows (WHERE latitude > 45), not on the
 * group's average (HAVING avg(latitude) > 45, which the reading took it for and which gave 5 states for
 * 12). Without such a word ("states whose airports average above 45") the threshold stays on the group.
 */

const AT_LEAST_ONE = /\bat\s+least\s+(?:one|1)\b/i;

/** Aggregates whose threshold, over one row, is the row's own value. */
const PER_ROW = new Set(['avg', 'min', 'max', 'sum']);

/** "have an airport", "with any airport", "has at least one airport": one row of the table's own noun. */
function namesOneRow(question: string, count: SubjectMeasure | undefined): boolean {
  const noun = count?.synonyms[0]?.split(/\s+/).at(-1)?.toLowerCase();
  if (!noun || stem(noun) === noun) return false;
  const one = String.raw`(?:a|an|any|one|at\s+least\s+one|some)`;
  const verb = '(?:have|has|had|having|with|contain|contains|containing)';
  return new RegExp(String.raw`\b${verb}\s+${one}\s+${stem(noun)}\b`, 'i').test(question);
}

/** The group threshold as a row filter on its measure's column, when it can be one. */
function onRows(f: IntentFilter, measures: readonly SubjectMeasure[]): IntentFilter | null {
  if (f.kind !== 'measure' || typeof f.value !== 'number') return null;
  const m = measures.find((x) => x.name === f.field);
  if (!m?.column || !PER_ROW.has(m.aggregation)) return null;
  return { field: m.column, kind: 'dimension', operator: f.operator, value: f.value };
}

/** A grouped table intent whose thresholds one row of a group meets, with them moved onto the rows. */
/**
 * "which state has the most airports north of 40 degrees": the rows counted, with the threshold right
 * after their noun, are the rows that pass it (the states were ranked by their average latitude).
 */
function countsRowsPassing(question: string, count: SubjectMeasure | undefined): boolean {
  const noun = count?.synonyms[0]?.split(/\s+/).at(-1)?.toLowerCase();
  if (!noun || stem(noun) === noun) return false;
  const ranked = '(?:most|fewest|least|more|fewer)';
  const restricted = String.raw`(?:(?:north|south|east|west)\s+of|above|below|over|under|with|whose|where|that\s+(?:are|lie|sit))`;
  return new RegExp(String.raw`\b${ranked}\s+${noun}\s+${restricted}\b`, 'i').test(question);
}

export function existenceThresholds(intent: Intent, question: string): Intent {
  if (intent.groupBy.length === 0) return intent;
  const measures = intent.subject.measures;
  const count = measures.find((m) => m.plainCount);
  const ranked = intent.limit !== null && countsRowsPassing(question, count);
  if (!ranked && (intent.limit !== null || !namesOneRow(question, count))) return intent;
  const moved = intent.filters.map((f) => onRows(f, measures));
  if (!moved.some((f) => f !== null)) return intent;
  // Every group threshold must be readable per row; a count threshold ("with 3 airports") keeps it.
  if (intent.filters.some((f, i) => f.kind === 'measure' && moved[i] === null)) return intent;
  // "at least one airport": the words that say one row was also read as a threshold of 1 on the
  // group's measure; on the rows it would be a condition of its own (latitude >= 1), so it goes.
  const one = AT_LEAST_ONE.test(question);
  const filters = intent.filters
    .map((f, i) => moved[i] ?? f)
    .filter((f, i) => !(one && moved[i] && f.operator === 'gte' && f.value === 1));
  const movedNames = new Set(intent.filters.filter((_, i) => moved[i] !== null).map((f) => f.field));
  // The measure named only to carry the threshold ("average latitude") is not asked for.
  const kept = intent.measures.filter((m) => !movedNames.has(m.name));
  const asked = kept.length > 0 ? kept : count ? [count] : intent.measures;
  // "the most airports north of 40": the ranking the moved measure carried ranks the count.
  const resorted = ranked && intent.sort && count ? { ...intent.sort, field: count.name } : null;
  const sort = asked.some((m) => m.name === intent.sort?.field) ? intent.sort : resorted;
  return { ...intent, filters, measures: asked, sort };
}
