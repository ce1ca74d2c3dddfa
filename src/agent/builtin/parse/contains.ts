import type { SubjectDimension } from '../subject.js';
import { STOPWORDS } from '../text.js';
import { isFree, type ReadContext, type ReadState, taking } from './state.js';

/**
 * A word inside a text column's values: "airports whose name contains Muni", "name like Regional",
 * "how many airports have Regional in the name?", "airports with Field in their name". The column is
 * one the subject names outright (the airports table's `name` or `city`), the word is the one next to
 * it, and the reading is a `contains` filter on the column. Without it the word is a leftover (no value
 * is "Muni") and the question is asked back, or "name" is read as a breakdown by name.
 */

/**
 * "name contains X", "name including X", "name like X": the column word, then one of these ("city has
 * LAX" and "city with the most flights" are not: "has" and "with" after a column ask for its value).
 */
const CONTAINS_AFTER: ReadonlySet<string> = new Set([
  'contains',
  'containing',
  'contain',
  'includes',
  'including',
  'include',
  'like',
]);

/** "with X in the name", "have X in their name": one of these before the word. */
const CONTAINS_BEFORE: ReadonlySet<string> = new Set([
  'with',
  'have',
  'has',
  'having',
  'contain',
  'contains',
  'containing',
]);

/** "in the name", "in its name", "in their names". */
const IN_THE: ReadonlySet<string> = new Set(['the', 'its', 'their']);

/** The one text column a word names by its own name or a one-word synonym ("name", "city"). */
function textColumn(ctx: ReadContext, word: string): SubjectDimension | null {
  const named = ctx.subject.dimensions.filter(
    (d) =>
      d.type === 'string' &&
      (d.name === word || d.name === word.replace(/s$/, '') || d.synonyms.includes(word)),
  );
  return named.length === 1 ? (named[0] as SubjectDimension) : null;
}

/** A word that can stand in a value (letters or digits, not a function word the reading needs). */
function patternAt(ctx: ReadContext, i: number): string | null {
  const t = ctx.tokens[i];
  const plain = t && /^[A-Za-z0-9][\w-]*$/.test(t.text) && !STOPWORDS.has(t.lower);
  return plain && !ctx.time.consumed.has(i) ? t.text : null;
}

/** The filter and the tokens it explains, for the form at token i, or null. */
function containsAt(
  ctx: ReadContext,
  i: number,
): { d: SubjectDimension; value: string; from: number; to: number } | null {
  const word = ctx.tokens[i]?.lower ?? '';
  // "name contains Muni"
  const after = ctx.tokens[i + 1]?.lower ?? '';
  const d = textColumn(ctx, word);
  if (d && CONTAINS_AFTER.has(after)) {
    const value = patternAt(ctx, i + 2);
    return value ? { d, value, from: i, to: i + 2 } : null;
  }
  // "with Regional in the name"
  if (!CONTAINS_BEFORE.has(word) || ctx.tokens[i + 2]?.lower !== 'in') return null;
  const k = IN_THE.has(ctx.tokens[i + 3]?.lower ?? '') ? i + 4 : i + 3;
  const column = textColumn(ctx, ctx.tokens[k]?.lower ?? '');
  // Written as a name is ("with Regional in the name"): "with flights in the state" names no value.
  const value = /^[A-Z0-9]/.test(ctx.tokens[i + 1]?.text ?? '') ? patternAt(ctx, i + 1) : null;
  return column && value ? { d: column, value, from: i, to: k } : null;
}

/** The first contains form over a table or model, as a filter, its words explained; a contract has no such operator here. */
export function readContains(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const hit = containsAt(ctx, i);
    if (!hit || !isFree(s.consumed, hit.from, hit.to - hit.from + 1)) continue;
    const filter = {
      field: hit.d.name,
      kind: 'dimension' as const,
      operator: 'contains' as const,
      value: hit.value,
    };
    return {
      ...s,
      filters: [...s.filters, filter],
      consumed: taking(s.consumed, hit.from, hit.to - hit.from + 1),
    };
  }
  return s;
}
