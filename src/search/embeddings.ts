import { createHash } from 'node:crypto';

export interface EmbeddingsConfig {
  /** OpenAI-compatible API base; the client POSTs to `${baseUrl}/embeddings`. */
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey?: string | undefined;
  readonly timeoutMs: number;
}

/**
 * A client for an OpenAI-compatible embeddings endpoint, with a cache keyed
 * by a hash of model and text: an object's vector is computed once per
 * process and recomputed only when its text changes. Query vectors are not
 * cached (queries rarely repeat and would grow the cache without bound).
 */
export class EmbeddingClient {
  private readonly cache = new Map<string, Promise<readonly number[]>>();

  constructor(private readonly config: EmbeddingsConfig) {}

  get model(): string {
    return this.config.model;
  }

  /** Vectors for documents, cached by content hash. */
  async embedDocuments(texts: readonly string[], signal?: AbortSignal): Promise<(readonly number[])[]> {
    const keys = texts.map((t) =>
      createHash('sha256').update(this.config.model).update('\0').update(t).digest('hex'),
    );
    const missing = new Map<string, string>();
    for (const [i, k] of keys.entries()) if (!this.cache.has(k)) missing.set(k, texts[i] as string);
    if (missing.size > 0) {
      const batch = this.request([...missing.values()], signal);
      for (const [j, k] of [...missing.keys()].entries()) {
        const vector = batch.then((vs) => vs[j] as readonly number[]);
        // A failed batch must not poison the cache: the next search retries.
        vector.catch(() => this.cache.delete(k));
        this.cache.set(k, vector);
      }
    }
    return Promise.all(keys.map((k) => this.cache.get(k) as Promise<readonly number[]>));
  }

  async embedQuery(text: string, signal?: AbortSignal): Promise<readonly number[]> {
    const [v] = await this.request([text], signal);
    if (!v) throw new Error('the embeddings endpoint returned no vector');
    return v;
  }

  private async request(input: readonly string[], signal?: AbortSignal): Promise<(readonly number[])[]> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    const res = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}/embeddings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.config.model, input }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw new Error(`the embeddings endpoint answered ${res.status}`);
    const body = (await res.json()) as { data?: { index?: number; embedding?: unknown }[] };
    const out: (readonly number[])[] = new Array(input.length);
    for (const [i, item] of (body.data ?? []).entries()) {
      const at = typeof item.index === 'number' ? item.index : i;
      if (Array.isArray(item.embedding) && item.embedding.every((x) => typeof x === 'number')) {
        out[at] = item.embedding as number[];
      }
    }
    // Index by index: a sparse array's holes are skipped by .some()/.every().
    if (input.some((_, i) => out[i] === undefined)) {
      throw new Error('the embeddings endpoint returned a malformed answer');
    }
    return out;
  }
}
