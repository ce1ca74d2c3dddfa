import type { Intent, Outcome } from './interpret.js';
import type { IntentFilter } from './parse.js';
import { sideAndKind, sidePairOf } from './subject.js';

/**
 * "Busiest origin airport in Texas?" → "what's its average delay?": after an answer of one ranked row,
 * "its" is that row (DFW), not the data the ranking ran over. The follow-up is answered for the
 * row's own values (read again with the same query, so scope and RLS apply), or asked back when the
 * earlier answer was several rows ("top 3 airports" → "its delay": which one?) or a period's row
 * (a date is no place to filter on by name).
 */

// Only the possessive: "make it quarterly", "sort it the other way" point at the whole answer.
const POINTS_AT_IT = /\bits\b/i;

/** Whether the follow-up points back at something with "its". */
export function pointsAtIt(question: string): boolean {
  return POINTS_AT_IT.test(question);
}

type Row = Record<string, unknown>;

/**
 * What "its" is in the earlier answer: its one row, one of several ranked rows, or (a total, a plain
 * breakdown) the answer as a whole, which the follow-up's own reading already carries.
 */
export function referentOf(previous: Intent): 'row' | 'rows' | null {
  if (previous.groupBy.length === 0 || previous.sort === null) return null;
  return previous.limit === 1 ? 'row' : 'rows';
}

/** Whether the earlier row can be named by its values: text (or number) columns only, no period. */
export function nameable(previous: Intent): boolean {
  return previous.groupBy.every((g) => g.dimension.type !== 'time');
}

// "left from there", "go there": "there" after a verb or preposition of travel is a place; "were
// there", "is there" only say something exists and point at nothing.
const THERE =
  /\b(from|out\s+of|to|into|go|goes|went|going|fly|flies|flew|flying|head|heads|headed|arrive|arrives|arrived|land|lands|landed)\s+there\b/i;

/** Which side of a trip "there" stands on in the follow-up ("from there": departing), or null. */
export function pointsThere(question: string): 'departing' | 'arriving' | null {
  const m = THERE.exec(question);
  if (!m) return null;
  return /^(from|out\s+of)$/i.test(m[1] ?? '') ? 'departing' : 'arriving';
}

/**
 * "busiest destination from Boston" (LGA), then "how many flights left from there?": the row's place
 * on the side "there" names (origin LGA), in the same kind of place. Null when the row is not one
 * place of a kind both sides hold.
 */
export function thereField(previous: Intent, side: 'departing' | 'arriving'): string | null {
  const [g, ...more] = previous.groupBy;
  if (!g || more.length > 0) return null;
  const pair = sidePairOf(previous.subject, sideAndKind(g.dimension.name)[1]);
  if (!pair?.includes(g.dimension.name)) return null;
  return side === 'departing' ? pair[0] : pair[1];
}

/**
 * The follow-up's intent for the earlier answer's row: its grouped values as filters (replacing any
 * on the same columns), those columns no longer grouped, no ranking left over them, and the
 * follow-up's own figures. With `there`, the row's one place is filtered on that field instead, and
 * the follow-up's other places on that side go ("from Boston" gives way to "from there").
 */
export function forRow(current: Intent, previous: Intent, row: Row, there?: string): Intent | null {
  const fields = previous.groupBy.map((g) => g.dimension.name);
  const pinned: IntentFilter[] = [];
  for (const field of fields) {
    const value = row[field];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    pinned.push({ field: there ?? field, kind: 'dimension', operator: 'eq', value });
  }
  const onSide = (f: IntentFilter) =>
    there !== undefined && sideAndKind(f.field)[0] === sideAndKind(there)[0];
  const groupBy = current.groupBy.filter((g) => !fields.includes(g.dimension.name));
  const ranked = groupBy.length > 0;
  // "and what was its lowest price?": the figure the earlier answer ranked by is not asked again
  // beside the one the follow-up names (an additive "and" carries it over).
  const own = current.measures.filter((m) => !previous.measures.some((p) => p.name === m.name));
  return {
    ...current,
    measures: own.length > 0 ? own : current.measures,
    filters: [...current.filters.filter((f) => !fields.includes(f.field) && !onSide(f)), ...pinned],
    groupBy,
    sort: ranked ? current.sort : null,
    limit: ranked ? current.limit : null,
  };
}

const WHICH_TEXT =
  'The earlier answer was several rows (or a period), so "its" could be any of theirs and I won’t pick one. ' +
  'Which one do you mean?';

/** The question asked when "it" does not name one row. */
export function whichRow(): Extract<Outcome, { kind: 'ask' }> {
  return {
    kind: 'ask',
    message: WHICH_TEXT,
    questions: [{ id: 'referent', text: WHICH_TEXT, choices: ['Name the one you mean'] }],
  };
}
