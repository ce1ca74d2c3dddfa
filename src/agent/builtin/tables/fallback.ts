import { type Intent, type Interpretation, type InterpretEnv, interpretConversation } from '../interpret.js';

/**
 * A contract reading that only rows can answer: a threshold on a measure with nothing grouped
 * ("flights delayed more than 30 minutes from SEA" read as delayed_flights > 30 over the one total)
 * would filter the total, not the flights. A contract cannot filter its rows on a measure's column.
 */
export function needsRows(intent: Intent): boolean {
  return (
    intent.subject.kind === 'contract' &&
    intent.groupBy.length === 0 &&
    intent.filters.some((f) => f.kind === 'measure')
  );
}

/**
 * The conversation read again over the tables and models alone, when the contract's reading needs
 * rows and the consumer may fall back to SQL; the contract's reading when that finds no answer.
 */
export async function rowsFallback(
  userMessages: readonly string[],
  env: InterpretEnv,
  first: Interpretation,
): Promise<Interpretation> {
  if (first.outcome.kind !== 'answer' || !needsRows(first.outcome.intent)) return first;
  const relations = env.subjects.filter((s) => s.kind !== 'contract');
  if (relations.length === 0) return first;
  const again = await interpretConversation(userMessages, { ...env, subjects: relations });
  return again.outcome.kind === 'answer' ? again : first;
}
