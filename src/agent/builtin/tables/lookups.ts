import type { Intent } from '../interpret.js';
import type { Reading } from '../parse.js';

/**
 * "Which state is PDX in?", "what city is MCO in", "In which city is the PDX airport?", "What's the
 * name of the airport DEN?": a lookup of one row's field, not a count. Over a table, a question in
 * that form that names no measure (no count asked, no aggregation word, no ranking) and picks its
 * rows by value is answered with the grouped field's values alone: a count beside them ("number of
 * airports: 1", or the flights of that airport) answers a question nobody asked.
 */

/** "which … is", "what … is", "in which … is", "what's the …", "what is the …": the form of a lookup. */
export const LOOKUP_FORM =
  /^\s*(?:in\s+)?(?:which|what)\b(?!\s+(?:are|were|have|had|do|did)\b).*\bis\b|^\s*what(?:'s|\s+is)\s+the\b/i;

/** The intent as a lookup when the question asks for a field of rows picked by value, else as it is. */
export function lookupIntent(intent: Intent, reading: Reading | null, question: string): Intent {
  if (intent.subject.kind === 'contract' || !reading || !LOOKUP_FORM.test(question)) return intent;
  const named = reading.measures.length > 0 || reading.countCue || reading.genericAggregation !== null;
  const picked =
    intent.filters.length > 0 && intent.filters.every((f) => f.kind === 'dimension' && f.operator === 'eq');
  const fields = intent.groupBy.length > 0 && intent.groupBy.every((g) => g.dimension.type !== 'time');
  if (named || !picked || !fields || reading.sort !== null || intent.range !== null) return intent;
  return { ...intent, measures: [], sort: null, limit: null };
}

/** Whether an answer is a lookup (fields only, no figure). */
export function isLookup(intent: Intent): boolean {
  return intent.measures.length === 0 && intent.groupBy.length > 0;
}
