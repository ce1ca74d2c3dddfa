import type { Select } from '../../sql/ast.js';
import { distinctValuesSelect } from './query.js';
import type { Subject } from './subject.js';
import { normalizeValueKey, type ValueIndex } from './values.js';

/**
 * Values of text columns too large for the value index (an airports table's ~900 cities): the index
 * holds only columns with at most MAX_INDEXED_VALUES distinct values, so "airports in Houston" would
 * be asked back. Instead the capitalised phrases of the question are looked up by exact match in
 * those columns, through the same governed query tool as the index (the caller's scope and row-level
 * security apply), so a value the caller may not see is never found. Bounded: a few short phrases,
 * one query per column, a small limit.
 */

/** At most this many phrases are looked up per question, each of at most MAX_PHRASE_WORDS words. */
const MAX_PHRASES = 12;
const MAX_PHRASE_WORDS = 4;
const MAX_FOUND = 20;

/**
 * Capitalised runs ("San Antonio", "Houston") and their sub-runs, from the user's messages, the
 * newest first: in a long conversation the question being asked must not lose its places to the
 * bound on phrases.
 */
export function capitalisedPhrases(messages: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of newestFirst(messages)) {
    for (const run of text.match(/\b\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*)*/gu) ?? []) {
      const words = run.split(/\s+/).slice(0, MAX_PHRASE_WORDS);
      for (let i = 0; i < words.length; i++)
        for (let j = words.length; j > i; j--) found.add(words.slice(i, j).join(' ').replace(/[.]$/, ''));
    }
  }
  // A code ("SFO") is an identifier, not a name: codes are matched by the index as written.
  return [...found].filter((p) => p.length > 1 && /\p{Ll}/u.test(p)).slice(0, MAX_PHRASES);
}

/**
 * Codes written in capitals ("PDX", "DEN"): an airports table's IATA codes are too many to index
 * (thousands), so "Which state is PDX in?" over it would not find PDX. They are looked up as written,
 * exact match only, like the names above.
 */
export function capitalisedCodes(messages: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of newestFirst(messages)) {
    for (const code of text.match(/\b[A-Z]{3,4}\b/g) ?? []) found.add(code);
  }
  return [...found].slice(0, MAX_PHRASES);
}

const newestFirst = (messages: readonly string[]): string[] => [...messages].reverse();

/**
 * The phrases the index does not already read ("Nevada" is a state there, never also a town of that
 * name in a wide column): a lookup only fills what would otherwise be asked back.
 */
export function unknownPhrases(index: ValueIndex, phrases: readonly string[]): string[] {
  return phrases.filter((p) => {
    const key = normalizeValueKey(p);
    return !index.words.has(key) && !index.aliases.has(key) && !index.partials.has(key);
  });
}

/** SELECT the column's values equal to one of the phrases (exact match, as written). */
export function exactValuesSelect(subject: Subject, name: string, phrases: readonly string[]): Select {
  const base = distinctValuesSelect(subject, name, MAX_FOUND);
  const col = base.columns[0]?.expr;
  if (!col) return base;
  return {
    ...base,
    where: {
      kind: 'in',
      expr: col,
      list: phrases.map((p) => ({ kind: 'param', value: p })),
      negated: false,
    },
  };
}
