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
  const [key] = text;
  return key && /\bcodes?\b/i.test(key.description) && !sidePairOf(subject, '') ? key : undefined;
}
