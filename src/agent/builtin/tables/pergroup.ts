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

export function bestPerGroup(given: Intent, question: string): Intent {
  const intent = withListedGroup(given, question);
  const sort = intent.sort;
  if (intent.limit !== 1 || !sort || intent.groupBy.length !== 2) return intent;
  if (!intent.measures.some((m) => m.name === sort.field)) return intent;
  const said = [...question.matchAll(EACH)].map((m) => stem((m[1] as string).toLowerCase()));
  const per = intent.groupBy.filter((g) => groupWords(g).some((w) => said.includes(w)));
  if (per.length === 1) return { ...intent, perGroup: per, limit: null };
  const listed = listedEach(intent, question) ?? joinedEach(intent, question);
  return listed ? { ...intent, perGroup: [listed], limit: null } : intent;
}

/**
 * "… from JFK, LGA and EWR each" (eachof.ts's reading of "from each of JFK, LGA and EWR"): a closing
 * "each" after a grouping whose values are listed (two or more) asks for the top row of each of them.
 */
function listedEach(intent: Intent, question: string): GroupBy | null {
  const name = listedField(intent, question);
  return intent.groupBy.find((g) => g.dimension.name === name) ?? null;
}

/** The one field whose values a closing "each" follows (two or more listed), if any. */
function listedField(intent: Intent, question: string): string | null {
  if (!/\beach[\s?.!]*$/i.test(question)) return null;
  const listed = intent.filters.filter(
    (f) => f.kind === 'dimension' && f.operator === 'in' && Array.isArray(f.value) && f.value.length > 1,
  );
  return listed.length === 1 ? (listed[0]?.field ?? null) : null;
}

/** "top destination for flights leaving SEA, PDX or SFO … each": the listed values' column grouped too. */
function withListedGroup(intent: Intent, question: string): Intent {
  if (intent.limit !== 1 || intent.groupBy.length !== 1) return intent;
  const name = listedField(intent, question);
  const dimension = intent.subject.dimensions.find((d) => d.name === name);
  if (!dimension || intent.groupBy[0]?.dimension.name === name) return intent;
  return { ...intent, groupBy: [...intent.groupBy, { dimension, grain: null }] };
}

/**
 * "most popular destination for each NYC airport", "… from each of the New York airports": the noun
 * after "each" (a place's words between) is the table a grouped column joins to (`origin` joins
 * `airports.iata`), so the top row is per value of that column, not one overall.
 */
function joinedEach(intent: Intent, question: string): GroupBy | null {
  // The words after "each" up to the noun ("each NYC airport", "each of the New York airports").
  const nouns = [...question.matchAll(/\b(?:each|every|per)\b((?:\s+[\w'.-]+){1,5})/gi)].flatMap((m) =>
    (m[1] as string).toLowerCase().trim().split(/\s+/).map(stem),
  );
  const joins = intent.subject.joins?.contract.source.joins ?? [];
  const keyed = intent.groupBy.filter((g) =>
    joins.some(
      (j) =>
        nouns.includes(stem(j.table.toLowerCase())) && j.on.some((p) => p.left.column === g.dimension.name),
    ),
  );
  // Both ends join the airports: the one the place picks ("airports in New York" filters origin_city).
  const placed = keyed.filter((g) =>
    intent.filters.some((f) => f.field === g.dimension.name || f.field.startsWith(`${g.dimension.name}_`)),
  );
  const [one, ...more] = keyed.length === 1 ? keyed : placed;
  return one && more.length === 0 ? one : null;
}
