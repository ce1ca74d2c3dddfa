import { setMaxListeners } from 'node:events';
import { setImmediate as nextTick } from 'node:timers/promises';
import type { CacheDirective, CacheReport } from '../cache/types.js';
import type { Consumer } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';
import type { QueryContext } from '../query/spec.js';
import type { OutputColumn } from '../results/shape.js';
import type { CallObserver } from '../tools/context.js';
import { type ChartField, suggestChart } from './chart.js';
import type { SvcEvent } from './events.js';
import type { ChatMessage } from './request.js';

/** One chat turn: everything a planner may use. There is no server-side conversation state. */
export interface ChatTurn {
  readonly consumer: Consumer;
  /** The whole conversation, oldest first, ending with the user's new message. */
  readonly messages: readonly ChatMessage[];
  /** RLS values from the trusted caller (the request's `context`), never from message text. */
  readonly context: QueryContext | undefined;
  /** The request's model, echoed in every chunk. */
  readonly model: string;
  readonly completionId: string;
  /**
   * Fires when the client goes away or the turn's deadline passes
   * (`limits.chat.turn_timeout_ms`): cancels the running query and the model
   * call, and every planner step checks it (`checkpoint`).
   */
  readonly signal: AbortSignal;
  /** The request's `Cache-Control` directive for the turn's queries. */
  readonly cache?: CacheDirective | undefined;
  /** The client asked for token usage (`stream_options.include_usage`): a planner using a model asks it too. */
  readonly reportUsage?: boolean | undefined;
  /** Metrics, audit and traces of the turn's request; absent when observability is off. */
  readonly observe?: TurnObserver | undefined;
}

/** What observability hears of a turn: its tool calls' stages and statements, and its model calls. */
export interface TurnObserver extends CallObserver {
  /** One model call: its model, `ok` or the error code, its duration, and its tokens when the model reported them. */
  modelCall(model: string, outcome: string, durationMs: number, usage?: TokenUsage): void;
}

/** A turn's signal: the client's disconnect joined with the turn's own deadline. */
export interface TurnBounds {
  readonly signal: AbortSignal;
  /** The deadline passed (as opposed to the client leaving). */
  timedOut(): boolean;
  /** Stops the deadline timer once the turn has ended. */
  dispose(): void;
}

export function boundTurn(clientGone: AbortSignal, timeoutMs: number): TurnBounds {
  const controller = new AbortController();
  // A turn fans out to several concurrent statements on this one signal (see abortOnClose).
  setMaxListeners(100, controller.signal);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(
      new CharterError(
        'turn_timeout',
        `The chat turn did not finish within its limit of ${timeoutMs} ms (limits.chat.turn_timeout_ms) and was stopped.`,
      ),
    );
  }, timeoutMs);
  const onGone = () => controller.abort(clientGone.reason);
  if (clientGone.aborted) onGone();
  else clientGone.addEventListener('abort', onGone, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      clientGone.removeEventListener('abort', onGone);
    },
  };
}

/** Longest stretch of planner work between two yields to the event loop. */
export const TURN_SLICE_MS = 5;

/**
 * The checkpoint a turn calls between its steps: it ends the turn (throwing
 * the signal's reason) once its deadline has passed or its client has left,
 * and yields to the event loop whenever the turn has worked for more than
 * TURN_SLICE_MS since the last yield, so health checks and other turns are
 * served while a long conversation is read. Yielding only per slice keeps the
 * cost of a checkpoint near nothing for short steps.
 */
export function checkpoints(signal: AbortSignal, sliceMs = TURN_SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    signal.throwIfAborted();
    if (performance.now() - since < sliceMs) return;
    await nextTick();
    since = performance.now();
    signal.throwIfAborted();
  };
}

/** Tokens a language model reported for one call, in OpenAI's `usage` fields. */
export interface TokenUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly total_tokens: number;
}

/** Where a planner's events go: the SSE stream, or the collected `stream: false` response. */
export interface TurnSink {
  emit(event: SvcEvent): void;
  /** A model call's token usage, added to the turn's `usage` (a planner without a model never calls it). */
  usage?(tokens: TokenUsage): void;
}

export interface Planner {
  run(turn: ChatTurn, sink: TurnSink): Promise<void>;
}

/** Query refs unique within one completion, e.g. `chatcmpl-…:q1`. */
export function queryRefs(completionId: string): () => string {
  let n = 0;
  return () => `${completionId}:q${++n}`;
}

export interface ResultToEmit {
  readonly queryRef: string;
  readonly objects: readonly {
    readonly type: 'contract' | 'table' | 'model' | 'collection';
    readonly id: string;
  }[];
  readonly contract: string | null;
  readonly query: Readonly<Record<string, unknown>> | null;
  readonly sql: string | null;
  readonly contextKeys: readonly string[];
  readonly columns: readonly OutputColumn[];
  readonly rows: readonly Readonly<Record<string, unknown>>[];
  readonly hasMore: boolean;
  /** The tool's note on the rows (cut by the response size limit or the row cap), or null. */
  readonly message: string | null;
  /** How the result cache served the query. */
  readonly cache: CacheReport;
  /** Roles of the columns for the chart; null: no chart. */
  readonly chartFields: readonly ChartField[] | null;
}

/**
 * The events of one executed query, in the order clients rely on: what was
 * resolved (context_state), the rows (data), then how to draw them.
 */
export function emitResult(sink: TurnSink, r: ResultToEmit): void {
  sink.emit({
    type: 'context_state',
    query_ref: r.queryRef,
    objects: r.objects.map((o) => ({ type: o.type, id: o.id })),
    contract: r.contract,
    query: r.query ? { ...r.query } : null,
    sql: r.sql,
    context_keys: [...r.contextKeys],
  });
  sink.emit({
    type: 'data',
    query_ref: r.queryRef,
    columns: r.columns.map((c) => ({ name: c.name, type: c.type })),
    rows: r.rows.map((row) => ({ ...row })),
    row_count: r.rows.length,
    has_more: r.hasMore,
    message: r.message,
    cache_status: r.cache.cache_status,
    served_by: { ...r.cache.served_by },
  });
  const chart = r.chartFields ? suggestChart(r.queryRef, r.chartFields, r.rows) : null;
  if (chart)
    sink.emit({ type: 'chart_suggestion', query_ref: r.queryRef, title: chart.title, spec: chart.spec });
}

/** Names (never values) of the context keys a contract's RLS used. */
export function appliedContextKeys(required: readonly string[], context: QueryContext | undefined): string[] {
  return required.filter((k) => context?.[k] !== undefined);
}
