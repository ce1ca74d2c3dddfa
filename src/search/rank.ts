import { related, stem, trigrams, withinOneEdit, words } from './text.js';

/** A document to rank: weighted text fields (a name match should outweigh a word in prose). */
export interface SearchDocument {
  readonly key: string;
  readonly fields: readonly { readonly text: string; readonly weight: number }[];
}

/** A document's term statistics, computed once per document and reused for every query. */
export interface IndexedDocument {
  readonly key: string;
  /** Stem → weighted term frequency. */
  readonly tf: ReadonlyMap<string, number>;
  readonly length: number;
  /** Raw word → its stem: the vocabulary typo matching looks in. */
  readonly vocabulary: ReadonlyMap<string, string>;
  /** The lexical-semantic vector (stems and character trigrams), L2-normalised. */
  readonly vector: ReadonlyMap<string, number>;
}

/** A query term with its weight (keywords count double). */
export interface QueryTerm {
  readonly word: string;
  readonly weight: number;
}

export function indexDocument(doc: SearchDocument): IndexedDocument {
  const tf = new Map<string, number>();
  const vocabulary = new Map<string, string>();
  const vector = new Map<string, number>();
  let length = 0;
  for (const field of doc.fields) {
    const ws = words(field.text);
    const ss = ws.map(stem);
    for (const [i, s] of ss.entries()) {
      tf.set(s, (tf.get(s) ?? 0) + field.weight);
      vocabulary.set(ws[i] as string, s);
      add(vector, `w:${s}`, field.weight);
      length += field.weight;
    }
    for (const g of trigrams(ss)) add(vector, `g:${g}`, TRIGRAM_WEIGHT * field.weight);
  }
  return { key: doc.key, tf, length, vocabulary, vector: normalise(vector) };
}

/** Query-side terms: stems with weights, plus near-miss spellings of long words found in the documents. */
export function queryStems(
  terms: readonly QueryTerm[],
  docs: readonly IndexedDocument[],
): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  const known = new Set(docs.flatMap((d) => [...d.tf.keys()]));
  for (const { word, weight } of terms) {
    const s = stem(word);
    out.set(s, Math.max(out.get(s) ?? 0, weight));
    // Typo tolerance: a word of five or more letters that no document has
    // matches the document words one edit away, at a discount.
    if (word.length >= TYPO_MIN_LENGTH && !known.has(s)) {
      for (const d of docs) {
        for (const [w, ws] of d.vocabulary) {
          if (w.length >= TYPO_MIN_LENGTH - 1 && withinOneEdit(word, w)) {
            out.set(ws, Math.max(out.get(ws) ?? 0, weight * TYPO_DISCOUNT));
          }
        }
      }
    }
  }
  return out;
}

const TYPO_MIN_LENGTH = 5;
const TYPO_DISCOUNT = 0.8;
const TRIGRAM_WEIGHT = 0.3;
const RELATED_WEIGHT = 0.5;
const K1 = 1.2;
const B = 0.75;

/**
 * Okapi BM25 over the given documents only: document frequencies and the
 * average length come from the candidates, so objects outside a consumer's
 * scope do not even influence scores.
 */
export function bm25(
  stems: ReadonlyMap<string, number>,
  docs: readonly IndexedDocument[],
): { key: string; score: number }[] {
  if (docs.length === 0) return [];
  const avg = docs.reduce((n, d) => n + d.length, 0) / docs.length || 1;
  const scored = docs.map((d) => {
    let score = 0;
    for (const [term, qWeight] of stems) {
      const f = d.tf.get(term);
      if (!f) continue;
      const df = docs.filter((x) => x.tf.has(term)).length;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      score += qWeight * idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avg)));
    }
    return { key: d.key, score };
  });
  return scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
}

/**
 * The offline "semantic" side: cosine similarity of stem and character
 * trigram vectors, with the query expanded by related words. It catches
 * what exact terms miss (misspellings, word forms, near-synonyms) without
 * a model. Scores below `minScore` are noise and dropped.
 */
export function lexicalSemantic(
  stems: ReadonlyMap<string, number>,
  docs: readonly IndexedDocument[],
  minScore = 0.08,
): { key: string; score: number }[] {
  const q = new Map<string, number>();
  for (const [s, w] of stems) {
    add(q, `w:${s}`, w);
    for (const r of related(s)) add(q, `w:${r}`, w * RELATED_WEIGHT);
    for (const g of trigrams([s])) add(q, `g:${g}`, TRIGRAM_WEIGHT * w);
  }
  const query = normalise(q);
  return docs
    .map((d) => ({ key: d.key, score: dot(query, d.vector) }))
    .filter((s) => s.score >= minScore)
    .sort((a, b) => b.score - a.score);
}

/** Reciprocal-rank fusion: each ranking adds 1 / (k + rank); k = 60 as in Cormack et al. */
export function reciprocalRankFusion(rankings: readonly (readonly string[])[], k = 60): Map<string, number> {
  const fused = new Map<string, number>();
  for (const ranking of rankings) {
    for (const [i, key] of ranking.entries()) fused.set(key, (fused.get(key) ?? 0) + 1 / (k + i + 1));
  }
  return fused;
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length && i < b.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa === 0 || bb === 0 ? 0 : ab / Math.sqrt(aa * bb);
}

function add(v: Map<string, number>, k: string, w: number): void {
  v.set(k, (v.get(k) ?? 0) + w);
}

function normalise(v: Map<string, number>): Map<string, number> {
  const norm = Math.sqrt([...v.values()].reduce((n, x) => n + x * x, 0));
  if (norm === 0) return v;
  return new Map([...v].map(([k, x]) => [k, x / norm]));
}

function dot(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [k, x] of small) sum += x * (large.get(k) ?? 0);
  return sum;
}
