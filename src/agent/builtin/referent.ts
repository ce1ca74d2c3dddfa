import type { Intent, Outcome } from './interpret.js';
import type { IntentFilter } from './parse.js';
import { endsDropping } from './picked.js';
import { sideAndKind, sidePairOf } from './subject.js';
import type { Token } from './text.js';

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);

/**
 * "Busiest origin airport in Texas?" → "what's its average delay?": after an answer of one ranked row,
 * "its" is that row (DFW), not the data the ranking ran over. The follow-up is answered for the
 * row's own values (read again with the same query, so scope and RLS apply), or asked back when the
 * earlier answer was several rows ("top 3 airports" → "its delay": which one?) or a period's row
 * (a date is no place to filter on by name).
 */

// Only the possessive: "make it quarterly", "sort it the other way" point at the whole answer.
const POINTS_AT_IT = /\bits\b/i;

/** Whether the follow-up points back at something with "its" (or "that one", as one row). */
export function pointsAtIt(question: string): boolean {
  return POINTS_AT_IT.test(question) || THAT_ONE.test(question);
}

// "that one's fertility", "to that one": the one row shown, as "its" is.
const THAT_ONE = /\bthat\s+one\b/i;
const RANKS: Readonly<Record<string, number>> = {
  top: 1,
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  last: -1,
};
// "the second one", "the top one:", "did the second have?", "the third's delay": a rank said as the
// row it names, closed by "one", a possessive, punctuation or a verb ("the first three" is a size).
/** Verbs after which a rank names a row: "did the second have …?". */
const RANK_VERBS = new Set(['have', 'had', 'has', 'get', 'got', 'do', 'did', 'see', 'saw', 'is', 'was']);
const RANK_POINTER = new RegExp(
  String.raw`\bthe\s+(${Object.keys(RANKS).join('|')})(?:\s+one\b|'s\b|(?=\s*(?:[?.,:;!)]|-\s|$))|(?=\s+(?:${[...RANK_VERBS].join('|')})\b))`,
  'i',
);

/**
 * "top 3 origin airports", then "the second one: how many delayed flights?": the rank of the row a
 * follow-up points at among those ranked (1 the first; -1 the last), or null when it names none.
 */
export function pointedRank(question: string): number | null {
  const m = RANK_POINTER.exec(question);
  // "drop the top one", "without the last one": rows left out of those shown (picked.ts), not one named.
  if (!m || endsDropping(words(question.slice(0, m.index)))) return null;
  return RANKS[(m[1] ?? '').toLowerCase()] ?? null;
}

/** Whether the follow-up points at one row shown: "that one", "the second one" (a follow-up, never a new question). */
export function pointsAtRow(question: string): boolean {
  return THAT_ONE.test(question) || pointedRank(question) !== null;
}

/** Which of the earlier answer's ranked rows (1-based) the follow-up means, or null when none can be. */
export function rankMeant(rank: number | null, referent: 'row' | 'rows', previous: Intent): number | null {
  if (rank === null) return referent === 'row' ? 1 : null;
  const k = rank === -1 ? previous.limit : rank;
  return k !== null && previous.limit !== null && k <= previous.limit ? k : null;
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

/**
 * The positions of a rank pointer's words ("the third one", "the second have?"), which name a row of
 * the earlier answer (`pointedRank`), not anything in the data: explained, never asked back.
 */
export function rankPointerAt(tokens: readonly Token[]): ReadonlySet<number> {
  const at = new Set<number>();
  for (const [i, t] of tokens.entries()) {
    if (RANKS[t.lower] === undefined || tokens[i - 1]?.lower !== 'the') continue;
    if (endsDropping([tokens[i - 3]?.lower ?? '', tokens[i - 2]?.lower ?? ''])) continue;
    const next = tokens[i + 1];
    if (next?.lower === 'one')
      at.add(i - 1)
        .add(i)
        .add(i + 1);
    else if (!next || t.possessive || RANK_VERBS.has(next.lower)) at.add(i - 1).add(i);
  }
  return at;
}
