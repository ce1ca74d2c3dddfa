import { z } from 'zod';
import { type CatalogObject, OBJECT_TYPES, type ObjectType, objectTypesFor } from '../catalog/model.js';
import {
  bm25,
  cosine,
  type IndexedDocument,
  indexDocument,
  lexicalSemantic,
  type QueryTerm,
  queryStems,
  reciprocalRankFusion,
} from '../search/rank.js';
import { stems, words } from '../search/text.js';
import { parseToolArgs } from './args.js';
import type { ToolCall, ToolDeps } from './context.js';
import { refuseObjectTypes } from './object-types.js';

const KEYWORDS_MESSAGE = 'give two to four short keywords';

export const searchObjectsInput = z
  .object({
    query: z
      .string()
      .trim()
      .min(1, 'a natural-language phrase is required')
      .max(2000)
      .describe(
        'A rich natural-language phrase describing what to find, e.g. "departure delays by airport".',
      ),
    keywords: z
      .array(z.string().trim().min(1).max(100))
      .min(2, KEYWORDS_MESSAGE)
      .max(4, KEYWORDS_MESSAGE)
      .describe('Two to four short keywords, e.g. ["delay", "airport"].'),
    object_types: z
      .array(z.enum(OBJECT_TYPES))
      .optional()
      .describe(
        "Only return these object types. Types the consumer's query mode does not allow are refused.",
      ),
  })
  .strict();

export interface SearchObjectsArgs {
  readonly query: unknown;
  readonly keywords: unknown;
  readonly object_types?: unknown;
}

export interface SearchResult {
  readonly id: string;
  readonly type: ObjectType;
  readonly title: string;
  readonly snippet: string;
  /** Fused relevance in (0, 1]: 1 means first in both the keyword and the semantic ranking. */
  readonly score: number;
}

const MAX_RESULTS = 10;
/** How deep the semantic ranking reaches into the fusion: past this, similarity is mostly noise. */
const SEMANTIC_DEPTH = 5;
const RRF_K = 60;
const KEYWORD_WEIGHT = 2;

/**
 * Hybrid search over the objects the consumer may see. Scope is applied
 * first: ranking statistics, typo candidates and snippets come only from
 * visible objects, so nothing outside the scope can surface or shift a score.
 * Keyword side: BM25 with stemming and one-edit typo tolerance. Semantic
 * side: embeddings when configured, else cosine over stems, related words
 * and character trigrams. The two rankings are merged by reciprocal-rank fusion.
 */
export async function searchObjects(
  deps: ToolDeps,
  call: ToolCall,
  args: SearchObjectsArgs,
): Promise<{ results: SearchResult[] }> {
  const { query, keywords, object_types } = parseToolArgs(searchObjectsInput, args);
  const refusal = refuseObjectTypes(call.consumer, object_types ?? []);
  if (refusal) throw refusal;
  const allowed = objectTypesFor(call.consumer);
  const types = new Set(object_types && object_types.length > 0 ? object_types : allowed);
  const candidates = deps.catalog.visibleObjects(call.consumer).filter((o) => types.has(o.type));
  if (candidates.length === 0) return { results: [] };

  const byKey = new Map(candidates.map((o) => [keyOf(o), o]));
  const docs = candidates.map(indexed);
  const terms: QueryTerm[] = [
    ...words(query).map((word) => ({ word, weight: 1 })),
    ...keywords.flatMap((k) => words(k).map((word) => ({ word, weight: KEYWORD_WEIGHT }))),
  ];
  const queryTerms = queryStems(terms, docs);
  const keyword = bm25(queryTerms, docs).map((s) => s.key);
  const semantic =
    (await embeddingRanking(deps, call, candidates, query, keywords)) ??
    lexicalSemantic(queryTerms, docs).map((s) => s.key);

  const fused = reciprocalRankFusion([keyword, semantic.slice(0, SEMANTIC_DEPTH)], RRF_K);
  const best = 2 / (RRF_K + 1);
  const snippetStems = new Set(queryTerms.keys());
  // Ties (first in one ranking, second in the other) go to the keyword side: exact terms are the stronger evidence.
  const keywordRank = (key: string) => {
    const i = keyword.indexOf(key);
    return i < 0 ? keyword.length : i;
  };
  const results = [...fused]
    .sort((a, b) => b[1] - a[1] || keywordRank(a[0]) - keywordRank(b[0]) || a[0].localeCompare(b[0]))
    .slice(0, MAX_RESULTS)
    .map(([key, score]) => {
      const o = byKey.get(key) as CatalogObject;
      return {
        id: o.id,
        type: o.type,
        title: o.title,
        snippet: snippet(o, snippetStems),
        score: Math.round((score / best) * 1e4) / 1e4,
      };
    });
  return { results };
}

function keyOf(o: CatalogObject): string {
  return `${o.type}:${o.id}`;
}

const indexCache = new WeakMap<CatalogObject, IndexedDocument>();

/** Catalog objects are frozen for the life of the service, so each is indexed once. */
function indexed(o: CatalogObject): IndexedDocument {
  let doc = indexCache.get(o);
  if (!doc) {
    doc = indexDocument({
      key: keyOf(o),
      fields: [
        { text: o.search.names.join(' '), weight: 3 },
        { text: o.title, weight: 2.5 },
        { text: o.search.synonyms.join(' '), weight: 1.5 },
        { text: o.description, weight: 1.5 },
        { text: o.search.fields.join(' '), weight: 1 },
        { text: o.businessContext, weight: 1 },
        // The type word lets "which tables …" lean towards tables without dominating.
        { text: o.type, weight: 0.5 },
      ],
    });
    indexCache.set(o, doc);
  }
  return doc;
}

/** The embeddings ranking, or null when none is configured or the endpoint fails (search then stays offline). */
async function embeddingRanking(
  deps: ToolDeps,
  call: ToolCall,
  candidates: readonly CatalogObject[],
  query: string,
  keywords: readonly string[],
): Promise<string[] | null> {
  if (!deps.embeddings) return null;
  try {
    const [vectors, q] = await Promise.all([
      deps.embeddings.embedDocuments(candidates.map(embeddingText), call.signal),
      deps.embeddings.embedQuery(`${query}\nKeywords: ${keywords.join(', ')}`, call.signal),
    ]);
    return candidates
      .map((o, i) => ({ key: keyOf(o), score: cosine(q, vectors[i] ?? []) }))
      .sort((a, b) => b.score - a.score)
      .map((s) => s.key);
  } catch {
    // A slow or failing embeddings service degrades ranking, never the answer.
    call.signal?.throwIfAborted();
    return null;
  }
}

export function embeddingText(o: CatalogObject): string {
  return [
    `${o.title} (${o.type} ${o.id})`,
    o.description,
    o.businessContext,
    o.search.fields.length > 0 ? `Fields: ${o.search.fields.join('; ')}` : '',
    o.search.synonyms.length > 0 ? `Also called: ${o.search.synonyms.join(', ')}` : '',
  ]
    .filter((s) => s.length > 0)
    .join('\n');
}

const SNIPPET_LENGTH = 200;

/** The sentence of the description or business context that shares the most stems with the query. */
function snippet(o: CatalogObject, queryStems: ReadonlySet<string>): string {
  const sentences = `${o.description}\n${o.businessContext}`
    .replace(/[*`#>]/g, '')
    .split(/(?<=[.!?])\s+|\n{2,}/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
  let best = sentences[0] ?? o.title;
  let bestHits = 0;
  for (const s of sentences) {
    const hits = new Set(stems(s).filter((x) => queryStems.has(x))).size;
    if (hits > bestHits) {
      best = s;
      bestHits = hits;
    }
  }
  return best.length > SNIPPET_LENGTH ? `${best.slice(0, SNIPPET_LENGTH - 1).trimEnd()}…` : best;
}
