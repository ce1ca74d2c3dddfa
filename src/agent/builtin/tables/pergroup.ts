import type { Intent } from '../interpret.js';
import type { GroupBy } from '../parse/state.js';
import { phraseStems, stem } from '../text.js';

/**
 * "most common weather type in each month of 2014", "the busiest hour at every origin": a superlative
 * (one row, ranked by a measure) over two groupings, one of them said after "each", "every" or "per",
 * asks for the top row within each of those groups, not the one top row overall ("sun, July 2014").
 * Answered as the grouped statement joined to each group's best value (query.ts, bestPerGroupSelect).
 */

/** "each month", "every origin", "per state": the word after. */
const EACH = /\b(?:each|every|per)\s+([a-z]+)/gi;

/** The words a grouping is said by: its grain ("month"), its name or a one-word synonym. */
function groupWords(g: GroupBy): string[] {
  const names = [g.dimension.name.replace(/_/g, ' '), ...g.dimension.synonyms].map(phraseStems);
  return [...(g.grain ? [g.grain] : []), ...names.filter((p) => p.length === 1).flat()];
}

export function bestPerGroup(intent: Intent, question: string): Intent {
  const sort = intent.sort;
  if (intent.limit !== 1 || !sort || intent.groupBy.length !== 2) return intent;
  if (!intent.measures.some((m) => m.name === sort.field)) return intent;
  const said = [...question.matchAll(EACH)].map((m) => stem((m[1] as string).toLowerCase()));
  const per = intent.groupBy.filter((g) => groupWords(g).some((w) => said.includes(w)));
  return per.length === 1 ? { ...intent, perGroup: per, limit: null } : intent;
}
