import { sidePairOf } from '../subject.js';
import { bothEnds } from './self.js';
import { type IntentFilter, lowerAt, type ReadContext, type ReadState, taking } from './state.js';

/**
 * "interstate flights from Texas", "our out-of-state flights", "how many of our flights went to other
 * states": the trip ends in another state than the one it starts in, the opposite of intrastate.ts.
 * Read in two steps as intrastate is: the words first (`readInterStateWords`, before a breakdown
 * reader takes "states"), then, once values are read (`readInterState`), the state: the one named on
 * either side (the other side is then not it), else the caller's own under row-level security, else
 * asked back. Before, "other" and "interstate" were unmatched words and the question was asked back.
 */

const OTHER = new Set(['other', 'another', 'different']);
/** Words of the arrival side before "other states": "to other states" is where the trips end. */
export const TO_OTHER_LEADS: ReadonlySet<string> = new Set(['to', 'for', 'into']);

/** Positions of the words that say the trip ends in another state, or an empty list. */
function interStateWords(ctx: ReadContext): number[] {
  const at: number[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const w = lowerAt(ctx, i);
    if (w === 'interstate' || w === 'out-of-state') at.push(i);
    if (w === 'out' && lowerAt(ctx, i + 1) === 'of' && lowerAt(ctx, i + 2) === 'state')
      at.push(i, i + 1, i + 2);
    if (!OTHER.has(w) || !/^states?$/.test(lowerAt(ctx, i + 1))) continue;
    // "how many different states", "number of different states": a count of distinct states, no trip.
    if (w === 'different' && /^(?:many|of)$/.test(lowerAt(ctx, i - 1))) continue;
    if (TO_OTHER_LEADS.has(lowerAt(ctx, i - 1))) at.push(i - 1);
    at.push(i, i + 1);
  }
  return at;
}

export function readInterStateWords(ctx: ReadContext, s: ReadState): ReadState {
  let consumed = s.consumed;
  for (const i of interStateWords(ctx)) if (!consumed.has(i)) consumed = taking(consumed, i, 1);
  return consumed === s.consumed ? s : { ...s, consumed };
}

/** The one state named on one side (its field and value), or the caller's own origin state, or null. */
function namedState(ctx: ReadContext, s: ReadState, pair: readonly string[]): IntentFilter | null {
  const onState = s.filters.filter((f) => pair.includes(f.field) && f.operator === 'eq');
  if (onState.length === 1) return onState[0] as IntentFilter;
  if (onState.length > 1) return null;
  return bothEnds(ctx)?.[0] ?? null;
}

export function readInterState(ctx: ReadContext, s: ReadState): ReadState {
  if (interStateWords(ctx).length === 0) return s;
  const pair = sidePairOf(ctx.subject, 'state');
  const named = pair ? namedState(ctx, s, pair) : null;
  if (!pair || !named) {
    const problem = `a trip to another state ("interstate") needs the state named, and ${ctx.subject.title} cannot compare the two ends on its own`;
    return { ...s, problems: [...s.problems, problem] };
  }
  const other = pair.find((f) => f !== named.field) as string;
  const away: IntentFilter = { field: other, kind: 'dimension', operator: 'neq', value: named.value };
  const kept = s.filters.filter((f) => !pair.includes(f.field));
  return { ...s, filters: [...kept, { ...named, operator: 'eq' }, away] };
}
