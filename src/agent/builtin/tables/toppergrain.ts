import type { TimeGrain } from '../../../contracts/model.js';
import type { Intent, Outcome } from '../interpret.js';

/**
 * "wettest day of each year", "the busiest hour in every month": a finer period ranked within each
 * coarser one. Without a breakdown by the finer period the reading answered the coarser periods'
 * totals ("total precipitation per year"), a wrong answer; the top period within each is not yet
 * written, so the question is asked back, not answered as another one.
 */

const ORDER: readonly TimeGrain[] = ['hour', 'day', 'week', 'month', 'quarter', 'year'];

/** A superlative or "top" before the period ranked, or "the/which <period> with/had …". */
const RANKED = String.raw`(?:\b[a-z]+est|\bmost\s+[a-z]+|\btop|\bbest|\bworst|\bbusiest)\s+(?:[a-z]+\s+)?`;
const PERIOD = '(hour|day|week|month|quarter|year)s?';
const WITHIN = String.raw`\b(?:of|in|for|during)?\s*(?:each|every|per)\s+(hour|day|week|month|quarter|year)\b`;
const RANKED_PERIOD = new RegExp(`(?:${RANKED}|\\b(?:the|which)\\s+)${PERIOD}\\b[^?.!]*?${WITHIN}`, 'i');

/** The finer period ranked and the coarser one it is ranked within, when the question says both. */
function rankedWithin(question: string): { finer: TimeGrain; coarser: TimeGrain } | null {
  const m = RANKED_PERIOD.exec(question);
  if (!m) return null;
  const finer = m[1]?.toLowerCase() as TimeGrain;
  const coarser = m[2]?.toLowerCase() as TimeGrain;
  return ORDER.indexOf(finer) < ORDER.indexOf(coarser) ? { finer, coarser } : null;
}

/** A question back when the finer period is ranked within each coarser one but not grouped by. */
export function topPeriodWithin(intent: Intent, question: string): Extract<Outcome, { kind: 'ask' }> | null {
  const within = rankedWithin(question);
  if (!within || intent.groupBy.some((g) => g.grain === within.finer)) return null;
  const text =
    `I can rank the ${within.finer}s over the whole data or a chosen ${within.coarser}, but not yet the top ` +
    `${within.finer} within each ${within.coarser}, and I won't answer another question instead. ` +
    `Which ${within.coarser} should I rank the ${within.finer}s of?`;
  return {
    kind: 'ask',
    message: text,
    questions: [{ id: 'period', text, choices: [`Name one ${within.coarser}`] }],
  };
}
