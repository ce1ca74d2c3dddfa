import { heldToOne } from '../parse/state.js';
import type { Reading } from '../parse.js';
import { type Subject, type SubjectDimension, sidePairOf } from '../subject.js';
import type { Token } from '../text.js';

/** Words for a row's identifying code: "code", "codes", "identifier", "id". */
const KEY_WORDS: ReadonlySet<string> = new Set(['code', 'codes', 'identifier', 'identifiers', 'id', 'ids']);

/**
 * The text column a word names, as a column to show ("name", "cities", "its state"), by its name or a
 * synonym, singular or plural. "code" names the table's key (its first text column) when its
 * description calls it a code ("Three-letter IATA airport code"), and the table has no two sides of
 * a trip: over flights both `origin` and `destination` are codes, so "code" names neither.
 */
export function columnWord(subject: Subject, t: Token): SubjectDimension | undefined {
  const text = subject.dimensions.filter((d) => d.type === 'string');
  const named = text.find((d) => [t.lower, t.stem].some((w) => d.name === w || d.synonyms.includes(w)));
  if (named || !KEY_WORDS.has(t.lower)) return named;
  return keyColumn(subject);
}

/**
 * The columns a table's rows are listed by: its first text column and its `name` column ("PDX, Portland
 * Intl"). Null when it has no such pair.
 */
export function rowLabels(subject: Subject): readonly [SubjectDimension, SubjectDimension] | null {
  const key = subject.dimensions.find((d) => d.type === 'string');
  const name = subject.dimensions.find((d) => d.name === 'name' && d.type === 'string');
  return key && name && key !== name ? [key, name] : null;
}

/** The table's key: its first text column, when its description calls it a code and no trip has two sides. */
export function keyColumn(subject: Subject): SubjectDimension | undefined {
  const [key] = subject.dimensions.filter((d) => d.type === 'string');
  return key && /\bcodes?\b/i.test(key.description) && !sidePairOf(subject, '') ? key : undefined;
}

/**
 * "how many airports does ATL fly to?" read over the airports table: a count of its rows kept to one
 * value of its key counts that one row (1), which no one asks; the question is about other rows
 * (the flights), so it is asked back rather than answered 1.
 */
export function oneKeyCounted(r: Reading): string | null {
  const key = r.subject.kind === 'table' ? keyColumn(r.subject) : undefined;
  const named = r.measures.length > 0 ? r.measures : r.weakMeasures;
  if (!key || r.groupBy.length > 0 || named.length !== 1 || !named[0]?.plainCount) return null;
  return heldToOne(r.filters, key.name)
    ? `${r.subject.title} has one row per ${key.name}, so counting the rows of one ${key.name} gives 1`
    : null;
}
