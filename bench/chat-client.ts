/**
 * The streaming chat client of bench/chat-latency.ts, run in a worker thread.
 *
 * In the service's own thread a client cannot read a byte while the server
 * runs synchronous work (the planner reading the question, ranking the
 * catalog): the bytes are on the socket, but the reader's callback waits for
 * the event loop, so time to first byte would include that work. In a worker
 * the client has its own event loop and timestamps bytes when they arrive, as
 * a client in another process would.
 */
import { parentPort, Worker } from 'node:worker_threads';

/** Milliseconds from just before `fetch` to each point of one streamed completion. */
export interface Milestones {
  /** `fetch` resolved: status line and headers read. */
  headers: number;
  /** The first body bytes. */
  firstByte: number;
  /** The first complete `data:` line (the role chunk). */
  firstChunk: number;
  /** The first chunk carrying a `svc_event` (a `thinking` event). */
  firstEvent: number;
  /** The first `svc_event` of type `data`: the rows. */
  firstData: number;
  /** `data: [DONE]`. */
  done: number;
  /** The body ended. */
  total: number;
}

export const MILESTONE_KEYS = [
  'headers',
  'firstByte',
  'firstChunk',
  'firstEvent',
  'firstData',
  'done',
  'total',
] as const satisfies readonly (keyof Milestones)[];

export interface Completion {
  readonly at: Milestones;
  readonly bytes: number;
  readonly chunks: number;
  /** Body reads that delivered bytes. */
  readonly reads: number;
  /** The executed contract query, from the `context_state` event. */
  readonly query: { contract: string; query: Record<string, unknown> } | null;
  readonly rows: number;
}

interface Request {
  readonly id: number;
  readonly url: string;
  readonly key: string;
  readonly body: unknown;
}

type Reply = { id: number; completion: Completion } | { id: number; error: string };

type Delta = {
  svc_event?: { type: string; contract?: string; query?: Record<string, unknown>; row_count?: number };
};

/** One streamed completion, parsed as it arrives by the spec's client rules (split on newlines, `data:` lines only). */
async function complete(request: Request): Promise<Completion> {
  const started = performance.now();
  const since = () => performance.now() - started;
  const res = await fetch(request.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${request.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  const at: Partial<Milestones> = { headers: since() };
  if (res.status !== 200 || !res.body) throw new Error(`chat ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let bytes = 0;
  let chunks = 0;
  let reads = 0;
  let rows = -1;
  let query: Completion['query'] = null;
  const onLine = (line: string) => {
    if (!line.startsWith('data:')) return;
    const data = line.slice('data:'.length).trim();
    if (data === '[DONE]') {
      at.done ??= since();
      return;
    }
    chunks++;
    at.firstChunk ??= since();
    const chunk = JSON.parse(data) as { choices: { delta: Delta }[] };
    const event = chunk.choices[0]?.delta.svc_event;
    if (!event) return;
    at.firstEvent ??= since();
    if (event.type === 'error') throw new Error(`error event: ${data}`);
    if (event.type === 'context_state' && event.contract && event.query) {
      query ??= { contract: event.contract, query: event.query };
    }
    if (event.type === 'data' && at.firstData === undefined) {
      at.firstData = since();
      rows = event.row_count ?? -1;
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.length === 0) continue;
    at.firstByte ??= since();
    reads++;
    bytes += value.length;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  }
  onLine(buffer + decoder.decode());
  at.total = since();
  for (const key of MILESTONE_KEYS) {
    if (at[key] === undefined) throw new Error(`the stream had no ${key}`);
  }
  return { at: at as Milestones, bytes, chunks, reads, query, rows };
}

// Worker side: answer one request at a time.
if (parentPort) {
  const port = parentPort;
  port.on('message', (request: Request) => {
    complete(request).then(
      (completion) => port.postMessage({ id: request.id, completion } satisfies Reply),
      (err: unknown) => port.postMessage({ id: request.id, error: String(err) } satisfies Reply),
    );
  });
}

export interface ChatClient {
  complete(url: string, key: string, body: unknown): Promise<Completion>;
  close(): Promise<void>;
}

/** Starts this module in a worker thread (tsx registered there too) and returns its request function. */
export async function startChatClient(): Promise<ChatClient> {
  const api = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const worker = new Worker(
    `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(self)}); });`,
    { eval: true },
  );
  const pending = new Map<number, { resolve: (c: Completion) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiter) return;
    if ('error' in reply) waiter.reject(new Error(reply.error));
    else waiter.resolve(reply.completion);
  });
  worker.on('error', (err) => {
    for (const waiter of pending.values()) waiter.reject(err);
    pending.clear();
  });
  return {
    complete(url, key, body) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, url, key, body } satisfies Request);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
