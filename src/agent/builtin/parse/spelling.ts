import type { Subject } from '../subject.js';
import { stem, type Token } from '../text.js';
import { MONTH_WORDS } from '../time.js';
import { editDistance } from '../values.js';
import { AGGREGATION_WORDS, SUPERLATIVE_ASC, SUPERLATIVE_DESC } from './vocab.js';

/**
 * Misspelt field words ("avrage delay", "total precipitaton"): a leftover lower-case word one edit
 * (two for long words) from exactly one word of the subject's own vocabulary reads as that word.
 * Only words nothing else explained are respelt, never a capitalised word (a value such as a code or a
 * name), and never when two vocabulary words are equally close: a guess between two would be a guess.
 */

const MIN_LENGTH = 5;

/** The single words a question about this subject may use: field names, titles, synonyms, cue words. */
function vocabulary(subject: Subject): Set<string> {
  const known = VOCABULARIES.get(subject);
  if (known) return known;
  const out = new Set<string>([...Object.keys(AGGREGATION_WORDS), ...SUPERLATIVE_DESC, ...SUPERLATIVE_ASC]);
  for (const f of [...subject.measures, ...subject.dimensions]) {
    for (const phrase of [f.name, f.title, ...f.synonyms]) {
      for (const w of phrase.toLowerCase().split(/[^a-z]+/)) if (w.length >= MIN_LENGTH - 1) out.add(w);
    }
  }
  VOCABULARIES.set(subject, out);
  return out;
}

/**
 * A subject's vocabulary and the closest word found for each word looked up in it: every message of a
 * conversation is read against every subject, so the same words are looked up again and again. The
 * answers per vocabulary are bounded (forgotten all at once when full): a caller's words cannot grow
 * them without end.
 */
const VOCABULARIES = new WeakMap<Subject, Set<string>>();
const CLOSEST = new WeakMap<ReadonlySet<string>, Map<string, string | null>>();
const MAX_REMEMBERED = 4096;

/** "flihgts": two neighbouring letters exchanged, one slip of the fingers rather than two edits. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i + 1 >= a.length || a[i] !== b[i + 1] || a[i + 1] !== b[i]) return false;
  return a.slice(i + 2) === b.slice(i + 2);
}

function closest(word: string, words: ReadonlySet<string>): string | null {
  let remembered = CLOSEST.get(words);
  if (!remembered) {
    remembered = new Map();
    CLOSEST.set(words, remembered);
  }
  const known = remembered.get(word);
  if (known !== undefined) return known;
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  const found = closestOf(word, words);
  remembered.set(word, found);
  return found;
}

function closestOf(word: string, words: ReadonlySet<string>): string | null {
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tie = false;
  for (const w of words) {
    if (Math.abs(w.length - word.length) > limit) continue;
    const d = swapped(word, w) ? 1 : editDistance(word, w);
    if (d < bestDistance) [best, bestDistance, tie] = [w, d, false];
    else if (d === bestDistance && w !== best) tie = true;
  }
  return tie || bestDistance > limit ? null : best;
}

/** The tokens with the unknown words respelt, or null when none is a near miss of the vocabulary. */
export function respelt(
  tokens: readonly Token[],
  unknown: readonly Token[],
  subject: Subject,
  /** Words another data set in scope uses as written ("states"): never a slip for this one's ("stats"). */
  known: ReadonlySet<string> = new Set(),
): Token[] | null {
  const candidates = unknown.filter(
    (t) =>
      t.text === t.lower &&
      t.lower.length >= MIN_LENGTH &&
      /^[a-z]+$/.test(t.lower) &&
      !known.has(t.lower) &&
      !known.has(t.stem),
  );
  if (candidates.length === 0) return null;
  const words = vocabulary(subject);
  const fixes = new Map<number, string>();
  for (const t of candidates) {
    const w = closest(t.lower, words);
    if (w) fixes.set(t.index, w);
  }
  if (fixes.size === 0) return null;
  return tokens.map((t) => {
    const w = fixes.get(t.index);
    return w ? { ...t, text: w, lower: w, stem: stem(w) } : t;
  });
}

/** Month names long enough that one slip cannot make another word ("march" is one from "match"). */
const LONG_MONTHS = MONTH_WORDS.filter((w) => w.length >= 7);

/**
 * "avg delay on sundays in febuary", "flights in Januray": a month name misspelt by one edit (or two
 * neighbouring letters exchanged) is the month, respelt before the time reader sees the text; a
 * misspelt month would otherwise be a leftover word and the question asked back. Only the long names
 * (January, February, September to December): a short one is one slip from ordinary words.
 */
export function respeltMonths(text: string): string {
  return text.replace(/\b[A-Za-z]{6,10}\b/g, (word) => {
    const lower = word.toLowerCase();
    if (MONTH_WORDS.includes(lower)) return word;
    const near = LONG_MONTHS.filter((m) => swapped(lower, m) || editDistance(lower, m) === 1);
    return near.length === 1 ? (near[0] as string) : word;
  });
}
