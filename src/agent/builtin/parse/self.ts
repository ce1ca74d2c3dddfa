import { lowerAt, type ReadContext, type ReadState, taking } from './state.js';
import { SELF_REFERENCES } from './vocab.js';

/**
 * "our airports", "my state", "flights from here": words that point at the caller. Where the subject's
 * row-level security scopes it to the caller's context they are explained (the context already limits
 * the rows); elsewhere they name a part of the data the subject cannot tell apart, so the planner asks.
 */
export function readSelfReference(ctx: ReadContext, s: ReadState): ReadState {
  let { consumed, problems } = s;
  const scoped = ctx.subject.requiredContext.length > 0;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const w = lowerAt(ctx, i);
    const here = w === 'here' && ['from', 'to', 'in', 'at'].includes(lowerAt(ctx, i - 1));
    if (consumed.has(i) || !(SELF_REFERENCES.has(w) || here)) continue;
    consumed = taking(consumed, i, 1);
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
