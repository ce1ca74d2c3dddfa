import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ChatAgent } from '../agent/agent.js';
import type { SvcEvent } from '../agent/events.js';
import { parseChatRequest } from '../agent/request.js';
import { boundTurn, type ChatTurn, type TokenUsage, type TurnBounds, type TurnSink } from '../agent/turn.js';
import { directiveFrom } from '../cache/types.js';
import type { CharterError } from '../errors/registry.js';
import type { Service } from '../service.js';
import { asCharterError, logFailure as logRequestFailure } from './errors.js';
import { abortOnClose, principalOf, serviceOf } from './request-scope.js';

interface CompletionMeta {
  readonly id: string;
  readonly created: number;
  readonly model: string;
}

/**
 * POST /v1/api/{slug}/chat/completions: an OpenAI-compatible chat completion
 * whose narrative is `delta.content` and whose results, charts, progress and
 * context travel in the `delta.svc_event` extension (docs/chat.md).
 *
 * Everything that can be refused is refused before the first byte (400, 401,
 * 403, and 502 when the model backend fails before producing anything).
 * After the 200, a failure is an `error` event, then the stop chunk and
 * `[DONE]`, so every stream ends the same way.
 */
export function registerChatRoute(app: FastifyInstance, _service: Service): void {
  const agentFor = agentsByService();
  app.post<{ Params: { slug: string } }>('/v1/api/:slug/chat/completions', async (request, reply) => {
    const service = serviceOf(request);
    return chatCompletion(request, reply, service, agentFor(service));
  });
}

/** One agent per definitions (its planners hold the contracts and the llm settings); a reload makes a new one. */
function agentsByService(): (service: Service) => ChatAgent {
  const agents = new WeakMap<Service, ChatAgent>();
  return (service) => {
    let agent = agents.get(service);
    if (!agent) {
      agent = new ChatAgent(service, service.config.llm);
      agents.set(service, agent);
    }
    return agent;
  };
}

type ChatRequest = FastifyRequest<{ Params: { slug: string } }>;

/** One chat completion: the request checked, the turn run (streamed or collected), and how it ended logged. */
async function chatCompletion(request: ChatRequest, reply: FastifyReply, service: Service, agent: ChatAgent) {
  const consumer = service.consumers.resolve(principalOf(request), request.params.slug, 'chat');
  const limits = service.config.limits.chat;
  const body = parseChatRequest(request.body, limits);
  const meta: CompletionMeta = {
    id: `chatcmpl-${randomUUID()}`,
    created: Math.floor(Date.now() / 1000),
    model: body.model,
  };
  const abort = abortOnClose(reply);
  const bounds = boundTurn(abort.signal, limits.turn_timeout_ms);
  const { planner, label } = agent.choose(body.model);
  const turn: ChatTurn = {
    consumer,
    messages: body.messages,
    context: body.context,
    model: body.model,
    completionId: meta.id,
    signal: bounds.signal,
    cache: directiveFrom(request.headers['cache-control']),
    reportUsage: body.includeUsage,
    observe: request.observation,
  };
  request.log.info(
    { consumer: consumer.slug, planner: label, stream: body.stream, messages: body.messages.length },
    'chat turn',
  );
  const started = performance.now();
  const turnOutcome = new TurnOutcome();
  const io: TurnIo = {
    request,
    reply,
    meta,
    run: (sink) => planner.run(turn, sink),
    clientGone: abort.signal,
    bounds,
    failed: (code) => turnOutcome.failed(code),
  };
  try {
    return body.stream ? await streamTurn(io, agent.keepAliveMs, body.includeUsage) : await collectTurn(io);
  } catch (err) {
    turnOutcome.failed(asCharterError(err).code);
    throw err;
  } finally {
    bounds.dispose();
    const outcome = abort.signal.aborted ? 'client_gone' : bounds.timedOut() ? 'timed_out' : 'ended';
    const ms = performance.now() - started;
    request.log.info({ outcome, ms: Math.round(ms) }, 'chat turn ended');
    request.observation?.chatTurn(label, turnOutcome.code(abort.signal.aborted, bounds.timedOut()), ms);
  }
}

/** One accepted turn: how to run it, where it answers, and what can stop it. */
interface TurnIo {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly meta: CompletionMeta;
  run(sink: TurnSink): Promise<void>;
  /** The client left: nothing more is written. */
  readonly clientGone: AbortSignal;
  readonly bounds: TurnBounds;
  /** Told the error code when the turn ends with an error event (for the audit trail and metrics). */
  readonly failed?: (code: string) => void;
}

/** How a turn ended, as the audit trail and the metrics name it: `ok`, or an error code. */
class TurnOutcome {
  private error: string | null = null;

  failed(code: string): void {
    this.error ??= code;
  }

  code(clientGone: boolean, timedOut: boolean): string {
    if (timedOut) return 'turn_timeout';
    if (clientGone) return 'client_gone';
    return this.error ?? 'ok';
  }
}

/** `stream: false`: the events collected into one chat.completion body. */
async function collectTurn({ request, reply, meta, run, clientGone, bounds, failed }: TurnIo) {
  const events: SvcEvent[] = [];
  const usage = new UsageTotal();
  try {
    await run({ emit: (e) => events.push(e), usage: (u) => usage.add(u) });
  } catch (err) {
    if (clientGone.aborted) return reply;
    const e = turnError(err, bounds);
    if (events.length === 0 && e.code === 'upstream_failed') throw e;
    logFailure(request, err, e);
    failed?.(e.code);
    events.push(errorEvent(e));
  }
  return completionBody(meta, events, usage.total);
}

async function streamTurn(
  { request, reply, meta, run, clientGone, bounds, failed }: TurnIo,
  keepAliveMs: number,
  includeUsage: boolean,
) {
  const sse = new SseStream(reply, request, meta, keepAliveMs, includeUsage ? new UsageTotal() : null);
  try {
    await run(sse);
  } catch (err) {
    if (clientGone.aborted) {
      sse.abandon();
      return reply;
    }
    const e = turnError(err, bounds);
    // Nothing sent yet: the client still gets a plain HTTP error it can branch on.
    if (!sse.opened && e.code === 'upstream_failed') {
      sse.abandon();
      throw e;
    }
    logFailure(request, err, e);
    failed?.(e.code);
    sse.emit(errorEvent(e));
  }
  sse.finish();
  return reply;
}

/** Past the deadline, whatever a step threw on being stopped, the turn ends with the deadline's error. */
function turnError(err: unknown, bounds: TurnBounds): CharterError {
  return asCharterError(bounds.timedOut() ? bounds.signal.reason : err);
}

/** The turn's error (the deadline's, when it passed) under the one failure log policy. */
function logFailure(request: FastifyRequest, _err: unknown, e: CharterError): void {
  logRequestFailure({ log: request.log, outages: request.server.outages }, e, 'chat turn');
}

/**
 * What goes between narrative already sent and an error's text: the paragraph
 * break docs/chat.md promises, whatever the narrative ended with (a trailing
 * space is not a break; a single newline gets its second).
 */
function paragraphBreak(narrative: string): string {
  if (narrative === '' || narrative.endsWith('\n\n')) return '';
  return narrative.endsWith('\n') ? '\n' : '\n\n';
}

function errorEvent(e: CharterError): SvcEvent {
  const detail = e.errors && e.errors.length > 0 ? ` (${e.errors.join('; ')})` : '';
  return { type: 'error', code: e.code, message: `${e.message}${detail}` };
}

/**
 * The model tokens of a turn, summed over its model calls (as the backend
 * reported them); zero for the built-in planner, which uses no model.
 */
class UsageTotal {
  total: TokenUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };

  add(u: TokenUsage): void {
    this.total = {
      prompt_tokens: this.total.prompt_tokens + u.prompt_tokens,
      completion_tokens: this.total.completion_tokens + u.completion_tokens,
      total_tokens: this.total.total_tokens + u.total_tokens,
    };
  }
}

/** The `stream: false` answer: one chat.completion whose message also lists the events. */
function completionBody(meta: CompletionMeta, events: readonly SvcEvent[], usage: TokenUsage) {
  let content = '';
  for (const e of events) {
    if (e.type === 'assistant') content += e.text;
    else if (e.type === 'error') content += `${paragraphBreak(content)}${e.message}`;
  }
  return {
    id: meta.id,
    object: 'chat.completion',
    created: meta.created,
    model: meta.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, svc_events: events },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage,
  };
}

/**
 * One SSE response, opened lazily: the 200 and the role chunk go out with the
 * first event (or the first keep-alive), so a planner that fails before
 * producing anything can still answer with an HTTP error.
 */
class SseStream implements TurnSink {
  opened = false;
  private done = false;
  private narrative = '';
  private lastWrite = Date.now();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly reply: FastifyReply,
    private readonly request: FastifyRequest,
    private readonly meta: CompletionMeta,
    keepAliveMs: number,
    /** Set when the client asked for usage (`stream_options.include_usage`). */
    private readonly usageTotal: UsageTotal | null,
  ) {
    // Comment lines keep proxies and clients from timing out while a query or the model works.
    this.timer = setInterval(
      () => {
        if (this.done || Date.now() - this.lastWrite < keepAliveMs) return;
        this.open();
        this.write(': keep-alive\n\n');
      },
      Math.max(25, Math.floor(keepAliveMs / 2)),
    );
    this.timer.unref();
  }

  emit(event: SvcEvent): void {
    if (this.done) return;
    this.open();
    let delta: Record<string, unknown>;
    if (event.type === 'assistant') {
      delta = { content: event.text, svc_event: event };
      this.narrative += event.text;
    } else if (event.type === 'error') {
      const sep = paragraphBreak(this.narrative);
      delta = { content: `${sep}${event.message}`, svc_event: event };
      this.narrative += `${sep}${event.message}`;
    } else {
      delta = { svc_event: event };
    }
    this.chunk(delta, null);
  }

  usage(tokens: TokenUsage): void {
    this.usageTotal?.add(tokens);
  }

  finish(): void {
    if (this.done) return;
    this.open();
    this.chunk({}, 'stop');
    // As OpenAI streams it: after the stop chunk, one chunk with no choices and the turn's usage.
    if (this.usageTotal) this.write(`data: ${JSON.stringify(this.envelope([], this.usageTotal.total))}\n\n`);
    this.write('data: [DONE]\n\n');
    this.close();
    this.reply.raw.end();
  }

  /** The client is gone, or an HTTP error is sent instead: stop writing. */
  abandon(): void {
    this.close();
  }

  private open(): void {
    if (this.opened) return;
    this.opened = true;
    this.reply.hijack();
    this.reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Reverse proxies (nginx) would otherwise buffer the stream.
      'x-accel-buffering': 'no',
      'x-request-id': this.request.id,
    });
    this.chunk({ role: 'assistant', content: '' }, null);
  }

  private chunk(delta: Record<string, unknown>, finishReason: 'stop' | null): void {
    const choices = [{ index: 0, delta, finish_reason: finishReason }];
    this.write(`data: ${JSON.stringify(this.envelope(choices, null))}\n\n`);
  }

  /** One chunk object; with usage asked for, every chunk has `usage` (null until the last), as OpenAI sends it. */
  private envelope(choices: readonly object[], usage: TokenUsage | null) {
    return {
      id: this.meta.id,
      object: 'chat.completion.chunk',
      created: this.meta.created,
      model: this.meta.model,
      choices,
      ...(this.usageTotal ? { usage } : {}),
    };
  }

  private write(text: string): void {
    if (this.reply.raw.destroyed || this.reply.raw.writableEnded) return;
    this.lastWrite = Date.now();
    this.reply.raw.write(text);
  }

  private close(): void {
    this.done = true;
    clearInterval(this.timer);
  }
}
