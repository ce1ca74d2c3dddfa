import type { Consumer } from '../consumers/model.js';
import type { QueryContext } from '../query/spec.js';
import type { OutputColumn } from '../results/shape.js';
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
  /** Fires when the client goes away: cancels the running query and the model call. */
  readonly signal: AbortSignal;
}

/** Where a planner's events go: the SSE stream, or the collected `stream: false` response. */
export interface TurnSink {
  emit(event: SvcEvent): void;
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
  });
  const chart = r.chartFields ? suggestChart(r.queryRef, r.chartFields, r.rows) : null;
  if (chart)
    sink.emit({ type: 'chart_suggestion', query_ref: r.queryRef, title: chart.title, spec: chart.spec });
}

/** Names (never values) of the context keys a contract's RLS used. */
export function appliedContextKeys(required: readonly string[], context: QueryContext | undefined): string[] {
  return required.filter((k) => context?.[k] !== undefined);
}
