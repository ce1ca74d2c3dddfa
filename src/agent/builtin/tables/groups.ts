import type { Intent } from '../interpret.js';
import { COMPARISON_WORDS } from '../narrate.js';
import { ROUTE_WORDS } from '../parse/grouping.js';
import type { ShareCondition, SubjectDimension, SubjectMeasure } from '../subject.js';
import { OF_KNOWN_SET, phraseStems, stem } from '../text.js';
import { countedDimension } from './distinct.js';

/**
 * "How many routes have more than 5000 flights?", "how many origins had an average delay above 20?":
 * "how many" before the grouped things, with a threshold on the groups, counts the groups that pass
 * it, not the rows of each. So does "how many routes" (a pair of columns, which a distinct count of
 * one column cannot hold). Over a table the answer is `count(*)` over the grouped statement.
 */

/** "how many routes", "how many of our routes", "number of distinct destinations": the words counted. */
const HOW_MANY = new RegExp(
  String.raw`\b(?:how\s+many|number\s+of|count\s+of)\s+${OF_KNOWN_SET}(?:distinct\s+|different\s+|unique\s+)?([a-z-]+(?:\s+[a-z-]+)?)`,
  'i',
);

/** The words after "how many" that name the grouped dimensions (one of them, or the route pair), if any. */
function groupWords(question: string, groups: readonly SubjectDimension[]): string | null {
  const m = HOW_MANY.exec(question);
  if (!m) return null;
  const written = (m[1] as string).toLowerCase().split(/\s+/);
  const words = written.map(stem);
  if (groups.length === 2 && ROUTE_WORDS.has(words[0] as string)) return written[0] as string;
  const names = (d: SubjectDimension) => [d.name.replace(/_/g, ' '), ...d.synonyms].map(phraseStems);
  const hit = groups
    .flatMap(names)
    .filter((p) => p.length > 0 && p.every((s, i) => words[i] === s))
    .sort((a, b) => b.length - a.length)[0];
  return hit ? written.slice(0, hit.length).join(' ') : null;
}

/** "Number of routes with flight count above 1000": what is counted, and the threshold it passes. */
function countTitle(intent: Intent, noun: string, having: readonly ShareCondition[]): string {
  const conditions = having.map((h) => {
    const title = intent.subject.measures.find((m) => m.name === h.field)?.title.toLowerCase() ?? h.field;
    const word = COMPARISON_WORDS[h.operator] ?? (h.operator === 'eq' ? 'equal to' : h.operator);
    return `${title} ${word} ${String(h.value)}`;
  });
  return `Number of ${noun}${conditions.length > 0 ? ` with ${conditions.join(' and ')}` : ''}`;
}

function groupCount(
  intent: Intent,
  groups: readonly SubjectDimension[],
  having: readonly ShareCondition[],
  noun: string,
): SubjectMeasure {
  return {
    name: 'row_count',
    title: countTitle(intent, noun, having),
    aggregation: 'count',
    synonyms: [],
    format: '#,##0',
    description: `Number of ${groups.map((g) => g.name).join(', ')} groups.`,
    plainCount: false,
    column: null,
    ofGroups: { by: groups, having },
  };
}

/**
 * "how many states have airports with departures": grouped by a state and its airports, "how many"
 * names one of the two; with no threshold on the groups, the states are counted once each (a distinct
 * count, tables/distinct.ts), not the state-and-airport pairs (229 "states" were given).
 */
function oneOfTwoNamed(question: string, groups: readonly SubjectDimension[]): SubjectDimension | null {
  const words = HOW_MANY.exec(question)?.[1]?.toLowerCase().split(/\s+/).map(stem) ?? [];
  if (groups.length !== 2 || ROUTE_WORDS.has(words[0] ?? '')) return null;
  // The words name one of the two and not the other (tables/distinct.ts reads them the same way).
  const named = countedDimension(question, groups);
  return named &&
    !countedDimension(
      question,
      groups.filter((d) => d !== named),
    )
    ? named
    : null;
}

/** Whether the question counts the intent's groups (a contract cannot: it returns each group's row). */
export function countsGroups(intent: Intent, question: string): boolean {
  return countedGroups(intent, question) !== intent;
}

/** The intent as a count of its groups when "how many" names what it groups by (see above). */
export function countedGroups(intent: Intent, question: string): Intent {
  const groups = intent.groupBy.map((g) => g.dimension);
  if (groups.length === 0 || intent.limit !== null || intent.groupBy.some((g) => g.grain !== null))
    return intent;
  const having = intent.filters.some((f) => f.kind === 'measure');
  const named = having ? null : oneOfTwoNamed(question, groups);
  if (named) return { ...intent, groupBy: intent.groupBy.filter((g) => g.dimension === named) };
  // One column and no threshold is a distinct count (tables/distinct.ts).
  const noun = !having && groups.length < 2 ? null : groupWords(question, groups);
  if (noun === null) return intent;
  // The threshold moves into the count: it filters the groups, never the rows (nor is it asked back).
  const conditions = intent.filters.filter((f) => f.kind === 'measure');
  const filters = intent.filters.filter((f) => f.kind !== 'measure');
  const measures = [groupCount(intent, groups, conditions, noun)];
  return { ...intent, groupBy: [], filters, measures, sort: null };
}

/** "on average", "average", "avg", "mean": an average asked of a count or a total per period. */
const AVERAGE_WORDS = /\b(?:on\s+average|average|avg|mean)\b/i;

/**
 * "How many flights a day left ORD on average in May 2001?", "average number of flights per day from
 * ATL": a count (or total) per period with an average asked for is the average over the periods, one
 * figure (`avg` over the grouped statement), not the list of the periods' counts. Over a contract the
 * same question is asked back (its queries have no outer aggregate).
 */
export function averagePerPeriod(intent: Intent, question: string): Intent {
  const [g, ...more] = intent.groupBy;
  const [m, ...others] = intent.measures;
  if (!g?.grain || g.dimension.type !== 'time' || more.length > 0 || !m || others.length > 0) return intent;
  if (intent.limit !== null || intent.sort !== null || !AVERAGE_WORDS.test(question)) return intent;
  if (!['count', 'sum'].includes(m.aggregation) || m.shareOf || m.ofGroups) return intent;
  const noun = m.plainCount ? (m.synonyms[0] ?? m.name).replace(/\s+/g, '_') : m.name;
  const measure: SubjectMeasure = {
    name: `${noun}_per_${g.grain}`,
    title: `${m.title} per ${g.grain} on average`,
    aggregation: 'avg',
    synonyms: [],
    format: '#,##0.00',
    description: `Average over the ${g.grain}s of: ${m.description}`,
    plainCount: false,
    column: null,
    perPeriod: { time: g.dimension, grain: g.grain, of: m },
  };
  return { ...intent, groupBy: [], measures: [measure], sort: null };
}
