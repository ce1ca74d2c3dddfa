import type { TimeGrain } from '../../../contracts/model.js';
import {
  type Phrase,
  phrasesOf,
  type Subject,
  type SubjectDimension,
  type SubjectMeasure,
} from '../subject.js';
import { STOPWORDS, type Token, tokenize, tokenKey, wordForms } from '../text.js';
import { AGGREGATION_WORDS } from './vocab.js';

/** Phrase matching over tokens, and the subject's time fields. */

export interface PhraseMatch<T> {
  readonly target: T;
  readonly start: number;
  /** Tokens covered, including skipped subject words ("lowest [stock] price"). */
  readonly length: number;
  readonly phrase: Phrase;
  /** The words match as written, not only as stems ("delays" is the synonym, not "delay"). */
  readonly exact: boolean;
}

type Field = { name: string; title: string; synonyms: readonly string[] };

/** Where `phrase` ends when read from token i, skipping `skippable` words inside it; null: no match. */
function phraseEnd<T extends Field>(
  tokens: readonly Token[],
  i: number,
  phrase: Phrase,
  target: T,
  consumed: ReadonlySet<number>,
  skippable: (t: Token, target: T) => boolean,
): { end: number; exact: boolean } | null {
  let at = i;
  let exact = true;
  for (let k = 0; k < phrase.stems.length; k++) {
    while (
      k > 0 &&
      tokens[at] &&
      !consumed.has(at) &&
      skippable(tokens[at] as Token, target) &&
      tokenKey(tokens[at] as Token) !== phrase.stems[k]
    )
      at++;
    const t = tokens[at];
    if (!t || consumed.has(at)) return null;
    // A one-word name also matches the word's adjective and verb forms ("windy" → wind).
    const keys = phrase.stems.length === 1 ? wordForms(t) : [tokenKey(t)];
    if (!keys.includes(phrase.stems[k] as string)) return null;
    if (phrase.words[k] !== t.lower) exact = false;
    at++;
  }
  return { end: at, exact };
}

/**
 * Phrases of `fields` starting at token i, longest first. `skippable` tokens
 * may sit inside a phrase (the subject's own words: "lowest stock price" is
 * "lowest price" of stocks).
 */
export function matchAt<T extends Field>(
  tokens: readonly Token[],
  i: number,
  fields: readonly T[],
  consumed: ReadonlySet<number>,
  filter: (p: Phrase) => boolean = () => true,
  skippable: (t: Token, target: T) => boolean = () => false,
): PhraseMatch<T>[] {
  const out: PhraseMatch<T>[] = [];
  for (const target of fields) {
    for (const phrase of phrasesOf(target)) {
      if (!filter(phrase)) continue;
      const hit = phraseEnd(tokens, i, phrase, target, consumed, skippable);
      if (hit) out.push({ target, start: i, length: hit.end - i, phrase, exact: hit.exact });
    }
  }
  return out.sort(
    (a, b) => b.phrase.stems.length - a.phrase.stems.length || Number(b.exact) - Number(a.exact),
  );
}

export function timeDimension(subject: Subject): SubjectDimension | undefined {
  return subject.dimensions.find((d) => d.type === 'time');
}

/** A whole-number dimension that holds years (gapminder's `year`). */
export function yearDimension(subject: Subject): SubjectDimension | undefined {
  return subject.dimensions.find(
    (d) => d.type === 'number' && (/(^|_)year$/.test(d.name) || d.synonyms.includes('year')),
  );
}

/** The breakdown over time among `groupBy`: by the time dimension, or by the year dimension. */
export function timeGroup<G extends { readonly dimension: SubjectDimension }>(
  subject: Subject,
  groupBy: readonly G[],
): G | undefined {
  const year = yearDimension(subject);
  return groupBy.find((g) => g.dimension.type === 'time' || g.dimension.name === year?.name);
}

/** A plural noun at token i ("origins", "cities"), by its stem differing from the word. */
export function plural(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  return !!t && t.stem !== t.lower;
}

export function pickGrain(d: SubjectDimension, preferred: TimeGrain = 'month'): TimeGrain | null {
  if (d.grains.includes(preferred)) return preferred;
  return d.grains.find((g) => ['day', 'week', 'month', 'quarter', 'year'].includes(g)) ?? d.grains[0] ?? null;
}

const descriptionCache = new WeakMap<Subject, ReadonlyMap<SubjectMeasure, ReadonlySet<string>>>();

/** Words of each measure's description (read once per subject: every reading of every message needs them). */
export function descriptionWords(subject: Subject): ReadonlyMap<SubjectMeasure, ReadonlySet<string>> {
  let words = descriptionCache.get(subject);
  if (!words) {
    words = new Map(
      subject.measures.map((m) => [
        m,
        new Set(
          tokenize(m.description)
            .map((t) => tokenKey(t))
            .filter((w) => !STOPWORDS.has(w) && !AGGREGATION_WORDS[w]),
        ),
      ]),
    );
    descriptionCache.set(subject, words);
  }
  return words;
}

const fieldWordsCache = new WeakMap<object, ReadonlySet<string>>();

/** The content words of a text (a field's or subject's description), as keys; cached per owner. */
export function contentWords(owner: object, text: string): ReadonlySet<string> {
  let words = fieldWordsCache.get(owner);
  if (!words) {
    words = new Set(
      tokenize(text)
        .map((t) => tokenKey(t))
        .filter((w) => w.length > 2 && !STOPWORDS.has(w)),
    );
    fieldWordsCache.set(owner, words);
  }
  return words;
}
