import { phrasesOf, type SubjectDimension } from '../subject.js';
import { STOPWORDS } from '../text.js';
import { lowerAt, type ReadContext, type ReadState, taking } from './state.js';

/**
 * "Which city do we fly to most often?", "top 5 airports we fly to": a "to" with no place after it
 * points the breakdown at the arrival side. The grouped field is swapped for its counterpart: the
 * field whose words hold "to" and share the grouped field's noun ("city", "airport").
 */

const stems = (d: SubjectDimension) => new Set(phrasesOf(d).flatMap((p) => p.stems));

/** The "to" side's field for a grouped field of the other side, sharing its noun; null when none. */
function arrivalCounterpart(ctx: ReadContext, d: SubjectDimension): SubjectDimension | null {
  const own = stems(d);
  if (own.has('to') || d.type !== 'string') return null;
  const nouns = [...own].filter((w) => w !== 'from' && !STOPWORDS.has(w));
  return (
    ctx.subject.dimensions.find((c) => {
      const theirs = stems(c);
      return c !== d && theirs.has('to') && nouns.some((w) => theirs.has(w));
    }) ?? null
  );
}

/** A "to" that nothing after it completes: the end of the question, or only function and ranking words. */
function strandedTo(ctx: ReadContext, s: ReadState): number | null {
  for (const t of ctx.tokens) {
    if (t.lower !== 'to' || s.consumed.has(t.index)) continue;
    const rest = ctx.tokens.slice(t.index + 1);
    if (rest.every((x) => STOPWORDS.has(x.lower) || s.consumed.has(x.index) || x.lower === 'often'))
      return t.index;
  }
  return null;
}

export function readStrandedDirection(ctx: ReadContext, s: ReadState): ReadState {
  const at = strandedTo(ctx, s);
  if (at === null || lowerAt(ctx, at - 1) === 'up') return s;
  let swapped = false;
  const groupBy = s.groupBy.map((g) => {
    const c = arrivalCounterpart(ctx, g.dimension);
    if (!c || swapped) return g;
    swapped = true;
    return { dimension: c, grain: g.grain };
  });
  return swapped ? { ...s, groupBy, consumed: taking(s.consumed, at, 1) } : s;
}
