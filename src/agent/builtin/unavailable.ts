import type { Subject } from './subject.js';
import { stem, type Token } from './text.js';

/**
 * Questions about a side of a measure the data does not record. The flights data records the
 * departure delay ("Average departure delay in minutes"); "arrived late", "late arrivals", "the arrival
 * delay" ask for the arrival delay, which no field holds. Answering with the departure delay of the
 * flights that arrived somewhere would state a number for another question, so the planner asks. Read
 * from the subject's own descriptions: a noun the descriptions name only after one side word
 * ("departure delay", never "arrival delay") is unrecorded on the other side.
 */

const SIDES: Readonly<Record<string, { readonly other: string; readonly words: readonly string[] }>> = {
  departure: {
    other: 'arrival',
    words: 'arrival arrivals arriving arrive arrived arrives landing landed land lands inbound'.split(' '),
  },
  arrival: {
    other: 'departure',
    words: 'departure departures departing depart departed departs leaving takeoff outbound'.split(' '),
  },
};

/** Function words that may sit between the side word and the measure word ("delayed on arrival"). */
const GAP = new Set(['on', 'upon', 'at', 'in', 'when', 'while']);

/** Nouns the descriptions name after `side` and never after its other side ("delay" after "departure"). */
function oneSidedNouns(texts: readonly string[], side: string, other: string): Set<string> {
  const nouns = new Set<string>();
  for (const t of texts)
    for (const m of t.matchAll(new RegExp(`\\b${side} (\\w+)`, 'g'))) nouns.add(m[1] as string);
  for (const n of [...nouns]) if (texts.some((t) => t.includes(`${other} ${n}`))) nouns.delete(n);
  return nouns;
}

/**
 * The words that name such a noun's measures: the noun and the synonyms' words that only measures
 * about the noun use ("late" of "late flights", "lateness"; not "flights", which the plain count uses).
 */
function measureWords(subject: Subject, nouns: ReadonlySet<string>): Set<string> {
  const about = (m: Subject['measures'][number]) =>
    [...nouns].some((n) => m.name.includes(n) || m.description.toLowerCase().includes(n));
  const wordsOf = (m: Subject['measures'][number]) =>
    m.synonyms.flatMap((s) => s.toLowerCase().split(/\s+/)).map((w) => stem(w));
  const elsewhere = new Set(subject.measures.filter((m) => !about(m)).flatMap(wordsOf));
  const words = new Set([...nouns].map((n) => stem(n)));
  for (const m of subject.measures.filter(about))
    for (const w of wordsOf(m)) if (!elsewhere.has(w)) words.add(w);
  return words;
}

/** What the question asks that the subject does not record, as a sentence, or null. */
export function unrecordedSide(tokens: readonly Token[], subject: Subject): string | null {
  const texts = [...subject.measures, ...subject.dimensions].map((f) => f.description.toLowerCase());
  for (const [side, { other, words: otherWords }] of Object.entries(SIDES)) {
    const nouns = oneSidedNouns(texts, side, other);
    if (nouns.size === 0) continue;
    const words = measureWords(subject, nouns);
    const named = (i: number) => {
      const t = tokens[i];
      return !!t && (words.has(t.stem) || words.has(t.lower) || words.has(t.lower.replace(/d$/, '')));
    };
    const near = (i: number) =>
      named(i - 1) || named(i + 1) || (GAP.has(tokens[i - 1]?.lower ?? '') && named(i - 2));
    if (tokens.some((t, i) => otherWords.includes(t.lower) && near(i))) {
      const noun = [...nouns][0] as string;
      return `${subject.title} records the ${side} ${noun} only, not the ${other} ${noun} the question asks about`;
    }
  }
  return null;
}
