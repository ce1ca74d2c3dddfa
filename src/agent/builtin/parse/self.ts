import { stem } from '../text.js';
import { lowerAt, type ReadContext, type ReadState, taking } from './state.js';
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
  let { consumed, problems } = s;
  const scoped = ctx.subject.requiredContext.length > 0;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const w = lowerAt(ctx, i);
    const here = w === 'here' && ['from', 'to', 'in', 'at'].includes(lowerAt(ctx, i - 1));
    if (consumed.has(i) || !(SELF_REFERENCES.has(w) || here)) continue;
    consumed = taking(consumed, i, 1);
    const next = ctx.tokens[i + 1];
    if (scoped && next && ctx.subject.requiredContext.some((k) => stem(k.toLowerCase()) === next.stem))
      consumed = taking(consumed, i + 1, 1);
    if (!scoped) {
      const word = ctx.tokens[i]?.text ?? w;
      problems = [
        ...problems,
        `"${word}" would mean a part of the data that is yours, but ${ctx.subject.title} is not limited to you and has no field saying which part that is`,
      ];
    }
  }
  return { ...s, consumed, problems };
}
