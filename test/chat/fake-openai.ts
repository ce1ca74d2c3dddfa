import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server speaking the OpenAI chat completions wire protocol
 * (POST /chat/completions, SSE chunks with streamed tool_calls deltas,
 * `data: [DONE]`), scripted per test. It is the model backend the LLM
 * planner talks to: nothing in the service is stubbed.
 */

export interface RecordedRequest {
  readonly headers: IncomingMessage['headers'];
  readonly body: {
    model: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: {
      type: string;
      function: { name: string; description: string; parameters: Record<string, unknown> };
    }[];
  };
  /** Resolves when the service closed this request's connection (e.g. it aborted the call). */
  readonly closed: Promise<void>;
}

export type Step = (res: ServerResponse, req: RecordedRequest) => Promise<void> | void;

export class FakeOpenAI {
  readonly requests: RecordedRequest[] = [];
  private script: Step[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server?.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** The responses of the next model calls, in order. */
  plan(...steps: Step[]): void {
    this.script = [...steps];
    this.requests.length = 0;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => this.server?.close(() => r()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const part of req) raw += part;
    const closed = new Promise<void>((r) => res.once('close', () => r()));
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const recorded: RecordedRequest = { headers: req.headers, body: JSON.parse(raw), closed };
    this.requests.push(recorded);
    const step = this.script.shift();
    if (!step) {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"script exhausted"}}');
      return;
    }
    await step(res, recorded);
  }
}

let n = 0;
function chunk(model: string, delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({
    id: `fake-${++n}`,
    object: 'chat.completion.chunk',
    created: 1,
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  })}\n\n`;
}

function begin(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Token counts the fake reports for one call when the request asks for usage. */
export const FAKE_USAGE = { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 } as const;

/**
 * Ends a stream as OpenAI does: with `stream_options.include_usage`, a last
 * chunk with empty `choices` and the call's `usage`, then `[DONE]`.
 */
function end(res: ServerResponse, req: RecordedRequest): void {
  if (req.body.stream_options?.include_usage) {
    res.write(
      `data: ${JSON.stringify({ id: `fake-${++n}`, object: 'chat.completion.chunk', created: 1, model: req.body.model, choices: [], usage: FAKE_USAGE })}\n\n`,
    );
  }
  res.end('data: [DONE]\n\n');
}

/** Streams text tokens, then stop. `gate` holds the stream after the first token until it resolves. */
export function say(tokens: readonly string[], opts: { gate?: Promise<void>; delayMs?: number } = {}): Step {
  return async (res, req) => {
    begin(res);
    res.write(chunk(req.body.model, { role: 'assistant', content: '' }));
    for (const [i, t] of tokens.entries()) {
      res.write(chunk(req.body.model, { content: t }));
      if (i === 0 && opts.gate) await opts.gate;
      if (opts.delayMs) await wait(opts.delayMs);
    }
    res.write(chunk(req.body.model, {}, 'stop'));
    end(res, req);
  };
}

/** Streams a token every `everyMs` and never finishes (until the caller goes away): never silent, never done. */
export function trickle(token: string, everyMs: number): Step {
  return async (res, req) => {
    begin(res);
    let open = true;
    void req.closed.then(() => {
      open = false;
    });
    while (open) {
      res.write(chunk(req.body.model, { content: token }));
      await wait(everyMs);
    }
  };
}

/**
 * Streams the given `delta.tool_calls` entries verbatim, one chunk each: for
 * servers that resend `function.name` in every delta or leave out `index`.
 */
export function toolCallDeltas(deltas: readonly Record<string, unknown>[]): Step {
  return async (res, req) => {
    begin(res);
    res.write(chunk(req.body.model, { role: 'assistant', content: null }));
    for (const d of deltas) res.write(chunk(req.body.model, { tool_calls: [d] }));
    res.write(chunk(req.body.model, {}, 'tool_calls'));
    end(res, req);
  };
}

/** Streams tool calls the way OpenAI does: id and name first, the arguments JSON in pieces. */
export function callTools(calls: readonly { name: string; args: unknown }[], preface?: string): Step {
  return async (res, req) => {
    begin(res);
    res.write(chunk(req.body.model, { role: 'assistant', content: preface ?? null }));
    for (const [index, c] of calls.entries()) {
      const json = JSON.stringify(c.args);
      res.write(
        chunk(req.body.model, {
          tool_calls: [
            { index, id: `call_${index}_${n}`, type: 'function', function: { name: c.name, arguments: '' } },
          ],
        }),
      );
      for (let i = 0; i < json.length; i += 7) {
        res.write(
          chunk(req.body.model, { tool_calls: [{ index, function: { arguments: json.slice(i, i + 7) } }] }),
        );
      }
    }
    res.write(chunk(req.body.model, {}, 'tool_calls'));
    end(res, req);
  };
}

/** Fails before any byte of a stream: an HTTP error from the backend. */
export function failWith(status: number): Step {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'backend exploded', type: 'server_error' } }));
  };
}

/** Streams some tokens, then drops the connection mid-stream. */
export function breakAfter(tokens: readonly string[]): Step {
  return async (res, req) => {
    begin(res);
    for (const t of tokens) res.write(chunk(req.body.model, { content: t }));
    await wait(20);
    res.socket?.destroy();
  };
}

/** Streams one token, then never finishes (until the caller goes away). */
export function stall(token: string): Step {
  return async (res, req) => {
    begin(res);
    res.write(chunk(req.body.model, { content: token }));
    await req.closed;
  };
}

/** Waits before answering at all (no headers), then streams tokens. */
export function slowStart(ms: number, tokens: readonly string[]): Step {
  return async (res, req) => {
    await wait(ms);
    await say(tokens)(res, req);
  };
}
