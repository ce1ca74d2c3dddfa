import type { Contract, ContractExample } from '../contracts/model.js';
import { SUPERLATIVE_ASC, SUPERLATIVE_DESC } from './builtin/parse/vocab.js';
import { root, tokenize } from './builtin/text.js';

/**
 * Verified queries: questions the data team answered with an exact query
 * (contract `examples`). The built-in planner answers a question that matches
 * one with its query as written; the LLM planner sees the closest ones in its
 * prompt. Matching tolerates paraphrase (word order, word forms, function
 * words) but never a different value, number or date: those must be the same.
 */

export interface ExampleMatch {
  readonly contract: Contract;
  readonly example: ContractExample;
  /** Word overlap, 0–1 (Dice coefficient over content words). */
  readonly similarity: number;
}

/**
 * How close a question must be to count as the verified question: the same content words (in any
 * order and word form). A missing or extra content word ("were there" vs "were delayed") may change
 * what is asked, so anything less is only offered to the LLM planner as a close example.
 */
export const EXAMPLE_MATCH = 1;

const FUNCTION_WORDS = new Set(
  `a an the of for in on at to from by per with and or is are was were be been do does did what which who how
  me my our we us i you it its this that these those there please show give tell list can could would
  get see find display have has had been all ever so far just now right one ones some any like know want
  need should will let lets`.split(/\s+/),
);

interface Words {
  readonly content: ReadonlySet<string>;
  /** Values, numbers and dates as written: a question about another value is another question. */
  readonly specific: ReadonlySet<string>;
}

const MONTHS =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/;

/**
 * "the busiest route" is one row, "the busiest routes" a list: the number of the noun right after a
 * superlative is part of what is asked, like a value (a verified list does not answer "the busiest route").
 */
function rankedNumber(tokens: readonly { lower: string }[]): string[] {
  return tokens.flatMap((t, i) => {
    const next = tokens[i + 1]?.lower;
    if (!next || !(SUPERLATIVE_DESC.has(t.lower) || SUPERLATIVE_ASC.has(t.lower))) return [];
    return [/[^s]s$/.test(next) ? '#several' : '#one'];
  });
}

function wordsOf(text: string): Words {
  const tokens = tokenize(text).filter((t) => !FUNCTION_WORDS.has(t.lower));
  const specific = tokens.filter(
    (t) => /\d/.test(t.text) || /^[A-Z]{2,5}$/.test(t.text) || MONTHS.test(t.lower),
  );
  return {
    content: new Set(tokens.map((t) => root(t.lower))),
    specific: new Set([...specific.map((t) => t.lower), ...rankedNumber(tokens)]),
  };
}

function similarity(a: Words, b: Words): number {
  if (a.content.size + b.content.size === 0) return 0;
  let common = 0;
  for (const w of a.content) if (b.content.has(w)) common++;
  return (2 * common) / (a.content.size + b.content.size);
}

function sameSpecifics(a: Words, b: Words): boolean {
  return a.specific.size === b.specific.size && [...a.specific].every((w) => b.specific.has(w));
}

/** Every example of the contracts, most similar to the question first. */
export function rankExamples(contracts: readonly Contract[], question: string): ExampleMatch[] {
  const asked = wordsOf(question);
  const out: ExampleMatch[] = [];
  for (const contract of contracts) {
    for (const example of contract.examples) {
      const words = wordsOf(example.question);
      const score = sameSpecifics(asked, words) ? similarity(asked, words) : similarity(asked, words) / 2;
      out.push({ contract, example, similarity: score });
    }
  }
  return out.sort((x, y) => y.similarity - x.similarity);
}

/** The verified question this one restates, if any (the best above EXAMPLE_MATCH, with the same values). */
export function matchExample(contracts: readonly Contract[], question: string): ExampleMatch | null {
  const best = rankExamples(contracts, question)[0];
  return best && best.similarity >= EXAMPLE_MATCH ? best : null;
}
