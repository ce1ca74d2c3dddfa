import type { ReadContext, ReadState } from './state.js';

/** Words that put a place between a row's two ends: "went through Denver", "via Chicago", "connecting in ATL". */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'through',
  'via',
  'connecting',
  'connect',
  'connects',
  'stopping',
]);

/** Words allowed between a stop word and its place ("connecting in Atlanta", "through the city of"). */
const STOP_LEADS: ReadonlySet<string> = new Set(['in', 'at', 'through', 'the']);

/**
 * "how many flights from ORD went through Denver": a place after a stop word is where a row passed, which
 * no data here holds (a flight has an origin and a destination only). Reading the place as the origin or
 * destination answers another question, so it is asked back. "January through March" is a time range:
 * only a place the value step read counts.
 */
export function readStops(ctx: ReadContext, s: ReadState): ReadState {
  for (const t of ctx.tokens) {
    if (!STOP_WORDS.has(t.lower) || ctx.time.consumed.has(t.index)) continue;
    let k = t.index + 1;
    while (STOP_LEADS.has(ctx.tokens[k]?.lower ?? '')) k++;
    const place = ctx.tokens[k];
    if (!place || !s.valueFrom.has(k) || ctx.time.consumed.has(k)) continue;
    const problem = `${ctx.subject.title} holds where each row starts and ends, not places it passed "${t.text} ${place.text}"`;
    return { ...s, problems: [...s.problems, problem] };
  }
  return s;
}
