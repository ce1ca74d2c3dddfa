import { stem } from '../text.js';
import { type IntentFilter, lowerAt, type ReadContext, type ReadState, taking } from './state.js';
import { SELF_REFERENCES } from './vocab.js';

/**
 * "our airports", "my state", "flights from here": words that point at the caller. Where the subject's
 * row-level security scopes it to the caller's context they are explained (the context already limits
 * the rows); elsewhere they name a part of the data the subject cannot tell apart, so the planner asks.
 * The name of a context key right after them ("my state's average delay", "our state airports") is the
 * caller's own value, which the row filter already applies: explained with them, never a breakdown by
 * that field (which would show one row per state where one figure was asked for).
 */
export function readSelfReference(ctx: ReadContext, s: ReadState): ReadState {
  let { consumed, problems, filters } = s;
  const scoped = ctx.subject.requiredContext.length > 0;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const w = lowerAt(ctx, i);
    const here = w === 'here' && ['from', 'to', 'in', 'at'].includes(lowerAt(ctx, i - 1));
    if (consumed.has(i) || !(SELF_REFERENCES.has(w) || here)) continue;
    consumed = taking(consumed, i, 1);
    const next = ctx.tokens[i + 1];
    if (scoped && next && ctx.subject.requiredContext.some((k) => stem(k.toLowerCase()) === next.stem)) {
      consumed = taking(consumed, i + 1, 1);
      const within = WITHIN.has(lowerAt(ctx, i - 1)) ? bothEnds(ctx) : null;
      if (within) {
        consumed = taking(consumed, i - 1, 1);
        filters = [...filters, ...within];
      }
    }
    if (!scoped) {
      const word = ctx.tokens[i]?.text ?? w;
      problems = [
        ...problems,
        `"${word}" would mean a part of the data that is yours, but ${ctx.subject.title} is not limited to you and has no field saying which part that is`,
      ];
    }
  }
  return { ...s, consumed, problems, filters };
}

/** Words that put both ends of a trip inside a place ("within our state", "inside Texas"). */
export const WITHIN: ReadonlySet<string> = new Set(['within', 'inside']);

/**
 * "flights within our state": both ends of the trip in the caller's state. The row filter pins one
 * end (origin_state); the other end is the dimension named like it on the other side
 * (destination_state), equal to the one value the caller's index holds for the pinned one; both
 * are filtered.
 */
export function bothEnds(ctx: ReadContext): IntentFilter[] | null {
  const [pinned, ...more] = ctx.subject.pinned ?? [];
  const own = pinned ? ctx.values?.byDimension.get(pinned) : undefined;
  if (!pinned || more.length > 0 || own?.length !== 1) return null;
  const suffix = pinned.slice(pinned.indexOf('_'));
  const others = ctx.subject.dimensions.filter((d) => d.name !== pinned && d.name.endsWith(suffix));
  const [other, ...rest] = others;
  if (!other || rest.length > 0 || !pinned.includes('_')) return null;
  // Both ends said: the pinned one too (the row filter already holds it), so the place is on both sides on purpose.
  const at = (field: string): IntentFilter => ({
    field,
    kind: 'dimension',
    operator: 'eq',
    value: own[0] as string,
  });
  return [at(pinned), at(other.name)];
}
