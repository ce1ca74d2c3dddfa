import { phrasesOf } from '../subject.js';
import type { ReadContext, ReadState } from './state.js';
import { MEASURE_SUPERLATIVES } from './vocab.js';

/**
 * "The wettest month", "the coldest day": a superlative that names what it ranks by. The subject's
 * measure named by one of its words as a whole phrase (the first that names one) is asked for (the ranking steps then order by it);
 * a subject without one cannot answer it (a problem, so the flight data never answers "wettest").
 */
export function readImpliedMeasures(ctx: ReadContext, s: ReadState): ReadState {
  let { strong, problems } = s;
  for (const t of ctx.tokens) {
    const words = MEASURE_SUPERLATIVES[t.lower];
    if (!words || s.consumed.has(t.index)) continue;
    const m = words
      .map((w) => ctx.subject.measures.find((x) => phrasesOf(x).some((p) => p.words.join(' ') === w)))
      .find((x) => x !== undefined);
    if (m && !strong.includes(m)) strong = [...strong, m];
    if (!m) problems = [...problems, `${ctx.subject.title} has no ${words.at(-1)} to rank "${t.text}" by`];
  }
  return { ...s, strong, problems };
}
