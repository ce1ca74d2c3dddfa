import { type SvcEvent, svcEvent } from '../../src/agent/events.js';

export interface ChatChunk {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: { index: number; delta: Record<string, unknown>; finish_reason: string | null }[];
  [k: string]: unknown;
}

export interface ChatStream {
  readonly status: number;
  readonly headers: Headers;
  /** The raw response text. */
  readonly raw: string;
  readonly chunks: ChatChunk[];
  readonly events: SvcEvent[];
  /** Concatenated delta.content. */
  readonly content: string;
  /** Saw the `data: [DONE]` line. */
  readonly done: boolean;
  /** JSON error body when the status is not 200. */
  readonly error: { message: string; code: string; errors: string[] | null } | null;
}

/**
 * A plain SSE client that follows the spec's client rules to the letter:
 * split on newlines, ignore lines without the `data:` prefix, skip [DONE],
 * read choices[0].delta.content and choices[0].delta.svc_event.
 */
export function parseSse(raw: string): Pick<ChatStream, 'chunks' | 'events' | 'content' | 'done'> {
  const chunks: ChatChunk[] = [];
  let done = false;
  for (const line of raw.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const data = line.slice('data:'.length).trim();
    if (data === '[DONE]') {
      done = true;
      continue;
    }
    chunks.push(JSON.parse(data) as ChatChunk);
  }
  const events: SvcEvent[] = [];
  let content = '';
  for (const c of chunks) {
    const delta = c.choices[0]?.delta ?? {};
    if (typeof delta.content === 'string') content += delta.content;
    if (delta.svc_event !== undefined) events.push(svcEvent.parse(delta.svc_event));
  }
  return { chunks, events, content, done };
}

export async function chat(
  baseUrl: string,
  slug: string,
  key: string | null,
  body: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<ChatStream> {
  const res = await fetch(`${baseUrl}/v1/api/${slug}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  const raw = await res.text();
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    let error: ChatStream['error'] = null;
    try {
      error = JSON.parse(raw);
    } catch {
      error = null;
    }
    return {
      status: res.status,
      headers: res.headers,
      raw,
      chunks: [],
      events: [],
      content: '',
      done: false,
      error,
    };
  }
  return { status: res.status, headers: res.headers, raw, ...parseSse(raw), error: null };
}

export function ask(question: string | string[], extra: Record<string, unknown> = {}) {
  const list = Array.isArray(question) ? question : [question];
  // Alternate user / assistant turns; the assistant text is whatever a client kept from earlier answers.
  const messages = list.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
  return { model: 'charter-test', messages, ...extra };
}

export function eventsOf<T extends SvcEvent['type']>(
  events: readonly SvcEvent[],
  type: T,
): Extract<SvcEvent, { type: T }>[] {
  return events.filter((e): e is Extract<SvcEvent, { type: T }> => e.type === type);
}

/** Every stream ends the same way: role first, a stop chunk with an empty delta, then [DONE]. */
export function expectWellFormed(s: ChatStream, model = 'charter-test'): void {
  if (s.status !== 200) throw new Error(`status ${s.status}: ${s.raw}`);
  if (!s.done) throw new Error('no [DONE]');
  const first = s.chunks[0];
  const last = s.chunks.at(-1);
  if (first?.choices[0]?.delta.role !== 'assistant') throw new Error('first chunk is not the role chunk');
  if (last?.choices[0]?.finish_reason !== 'stop' || Object.keys(last.choices[0]?.delta ?? {}).length !== 0) {
    throw new Error('last chunk is not an empty stop chunk');
  }
  const ids = new Set(s.chunks.map((c) => c.id));
  if (ids.size !== 1) throw new Error('chunk ids differ');
  for (const c of s.chunks) {
    if (c.object !== 'chat.completion.chunk') throw new Error(`object ${c.object}`);
    if (c.model !== model) throw new Error(`model ${c.model}`);
    if (!Number.isInteger(c.created)) throw new Error('created');
    if ('error' in c) throw new Error('top-level error key in a chunk');
    if (c.choices.length !== 1 || c.choices[0]?.index !== 0) throw new Error('choices');
  }
  for (const c of s.chunks.slice(0, -1)) {
    if (c.choices[0]?.finish_reason !== null) throw new Error('finish_reason before the last chunk');
  }
  const doneAt = s.raw.indexOf('data: [DONE]');
  if (s.raw.slice(doneAt + 'data: [DONE]'.length).trim() !== '') throw new Error('data after [DONE]');
}
