import { sidePairOf } from '../subject.js';
import type { ValueEntry } from '../values.js';
import { bothEnds, WITHIN } from './self.js';
import { type IntentFilter, lowerAt, type ReadContext, type ReadState, taking } from './state.js';

/**
 * "intrastate flights in Texas", "in-state flights", "flights that stayed inside the state", "avg
 * distance of flights within California": both ends of the trip in one state. Read in two steps: the
 * words first (`readIntraStateWords`, before the breakdown readers could take "state" as a
 * breakdown), then, once values are read (`readIntraState`), the state: the one named (on both
 * sides), else the caller's own under row-level security (self.ts bothEnds), else asked back. Before,
 * the words were dropped and every departure of the state counted.
 */

const STAY = new Set(['stay', 'stays', 'stayed', 'staying']);
const ARTICLES = new Set(['the', 'this', 'that', 'one', 'a', 'same']);

/** Positions of the words that say both ends are in one state, or an empty list. */
function intraStateWords(ctx: ReadContext): number[] {
  const at: number[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const w = lowerAt(ctx, i);
    // "interisland" (Hawaii's word): between the islands, both ends in the state.
    if (['intrastate', 'in-state', 'instate', 'interisland', 'inter-island'].includes(w)) at.push(i);
    if (!WITHIN.has(w) && !(w === 'in' && STAY.has(lowerAt(ctx, i - 1)))) continue;
    let j = i + 1;
    while (ARTICLES.has(lowerAt(ctx, j))) j++;
    if (lowerAt(ctx, j) === 'state') for (let k = i; k <= j; k++) at.push(k);
  }
  // "stayed inside the state", "stayed in-state": the verb only says so again.
  const stays = ctx.tokens.filter((t, i) => STAY.has(t.lower) && at.includes(i + 1)).map((t) => t.index);
  return [...stays, ...at];
}

export function readIntraStateWords(ctx: ReadContext, s: ReadState): ReadState {
  let consumed = s.consumed;
  for (const i of intraStateWords(ctx)) if (!consumed.has(i)) consumed = taking(consumed, i, 1);
  return consumed === s.consumed ? s : { ...s, consumed };
}

/** "within California": a state value read right after "within" / "inside". */
function namedWithin(ctx: ReadContext, s: ReadState, pair: readonly string[]): ValueEntry | null {
  for (const [i, entry] of s.valueFrom) {
    if (pair.includes(entry.dimension) && (WITHIN.has(lowerAt(ctx, i - 1)) || stayedIn(ctx, i))) return entry;
  }
  return null;
}

/**
 * "how many of our flights stayed in Texas": "stay in" before a state keeps both ends in it, as
 * "within" does (the verb was left unread and the question asked back).
 */
function stayedIn(ctx: ReadContext, i: number): boolean {
  return lowerAt(ctx, i - 1) === 'in' && STAY.has(lowerAt(ctx, i - 2));
}

/** The "stayed" of "stayed in <state>", taken with the state it keeps the trip in. */
function takeStay(ctx: ReadContext, s: ReadState, pair: readonly string[]): ReadState {
  const at = [...s.valueFrom].find(([i, e]) => pair.includes(e.dimension) && stayedIn(ctx, i));
  if (!at) return s;
  return { ...s, consumed: taking(s.consumed, at[0] - 2, 2) };
}

export function readIntraState(ctx: ReadContext, s: ReadState): ReadState {
  const words = intraStateWords(ctx).length > 0;
  const pair = sidePairOf(ctx.subject, 'state');
  const named = pair ? namedWithin(ctx, s, pair) : null;
  if (!words && !named) return s;
  const problem = `both ends of the trip in one state ("intrastate") needs the state named, and ${ctx.subject.title} cannot compare the two ends on its own`;
  if (!pair) return { ...s, problems: [...s.problems, problem] };
  const onState = s.filters.filter((f) => pair.includes(f.field) && f.operator === 'eq');
  const values = new Set(onState.map((f) => String(f.value)));
  const [value] = [...values];
  if (values.size === 1 && value !== undefined) {
    const both = pair.map((field): IntentFilter => ({ field, kind: 'dimension', operator: 'eq', value }));
    const taken = takeStay(ctx, s, pair);
    return { ...taken, filters: [...s.filters.filter((f) => !pair.includes(f.field)), ...both] };
  }
  const own = values.size === 0 ? bothEnds(ctx) : null;
  if (own) return { ...s, filters: [...s.filters.filter((f) => !pair.includes(f.field)), ...own] };
  return { ...s, problems: [...s.problems, problem] };
}
