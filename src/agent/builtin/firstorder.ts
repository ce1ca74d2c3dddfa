import type { Reading } from './parse.js';
import { phraseStems, STOPWORDS, type Token } from './text.js';

/** Superlatives that say which end of an order comes first ("highest price first", "fewest first"). */
const FIRST_END: Readonly<Record<string, 'asc' | 'desc'>> = {
  highest: 'desc',
  largest: 'desc',
  biggest: 'desc',
  most: 'desc',
  greatest: 'desc',
  max: 'desc',
  lowest: 'asc',
  smallest: 'asc',
  least: 'asc',
  fewest: 'asc',
  min: 'asc',
};
const ORDER_VERBS = new Set([
  'sort',
  'sorted',
  'order',
  'ordered',
  'list',
  'show',
  'put',
  'rank',
  'it',
  'them',
  'by',
  'with',
]);

/** The words the shown figures answer to: names, titles, synonyms and their columns, stemmed. */
function shownWords(prev: Reading): Set<string> {
  const phrases = prev.measures.flatMap((m) => [m.name, m.title, ...m.synonyms, m.column ?? '']);
  return new Set(phrases.flatMap((p) => phraseStems(p.replace(/[._]/g, ' '))));
}

/**
 * "average price by symbol", then "highest price first" / "sort it lowest delay first": a superlative
 * and "first" after a breakdown order the rows shown by the figure shown ("highest price" read alone
 * was the one maximum price over everything). The message as the planner's own words for that order
 * ("sort descending"), or null when it is anything else or names a figure not shown.
 */
export function firstInOrder(tokens: readonly Token[], prev: Reading): string | null {
  if (prev.groupBy.length === 0 || prev.measures.length !== 1) return null;
  if (tokens.at(-1)?.lower !== 'first') return null;
  const ends = tokens.filter((t) => FIRST_END[t.lower] !== undefined);
  const [end] = ends;
  if (!end || ends.length !== 1) return null;
  const words = shownWords(prev);
  const rest = tokens.slice(0, -1).filter((t) => t !== end);
  const fits = rest.every((t) => STOPWORDS.has(t.lower) || ORDER_VERBS.has(t.lower) || words.has(t.stem));
  return fits ? `sort ${FIRST_END[end.lower] === 'asc' ? 'ascending' : 'descending'}` : null;
}
