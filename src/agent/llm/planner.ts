import OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import { allowsContracts, type Consumer } from '../../consumers/model.js';
import type { Contract } from '../../contracts/model.js';
import { CharterError, toCharterError } from '../../errors/registry.js';
import type { OutputColumn } from '../../results/shape.js';
import { outcomeOf, type ToolCall, type ToolDeps } from '../../tools/context.js';
import { runTool, type ToolDefinition, toolsForMode } from '../../tools/definitions.js';
import type { ExecuteSqlResult } from '../../tools/execute-sql.js';
import type { QueryContractResult } from '../../tools/query-contract.js';
import type { ChartField } from '../chart.js';
import { type ExampleMatch, rankExamples } from '../examples.js';
import {
  appliedContextKeys,
  type ChatTurn,
  checkpoints,
  emitResult,
  type Planner,
  queryRefs,
  type TokenUsage,
  type TurnSink,
} from '../turn.js';
import { boundModelCall, type ModelCallLimits } from './call-bounds.js';
import { servicePrompt } from './prompt.js';
import { ToolCallAccumulator } from './tool-calls.js';

export interface LlmPlannerSettings extends ModelCallLimits {
  readonly base_url?: string | undefined;
  readonly api_key?: string | undefined;
  readonly model?: string | undefined;
  readonly max_steps: number;
}

/** What one model call produced. */
interface ModelReply {
  readonly content: string;
  readonly toolCalls: ChatCompletionMessageFunctionToolCall[];
  /** Token usage, when the backend reported it (asked for only when the client asked). */
  readonly usage: TokenUsage | null;
}

/** Rows of one tool result the model sees; the client gets every row in the data event. */
const MODEL_ROWS = 50;

/**
 * The LLM planner: any OpenAI-compatible chat completions API with tool
 * calling. The model chooses tools; the service runs them (with the caller's
 * trusted context, never the model's) and emits data, chart and context events
 * from what it ran itself, so the model can word the answer but cannot forge
 * the figures a client shows.
 */
export class LlmPlanner implements Planner {
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(
    private readonly deps: ToolDeps,
    private readonly settings: LlmPlannerSettings,
  ) {
    this.model = settings.model ?? '';
    this.client = new OpenAI({
      baseURL: settings.base_url,
      // Local OpenAI-compatible servers often need no key; the client insists on one.
      apiKey: settings.api_key ?? 'not-needed',
      // A retry after tokens were streamed would duplicate the narrative.
      maxRetries: 0,
      // Only the wait for the headers; boundModelCall bounds the whole call and its silences.
      timeout: settings.timeout_ms,
    });
  }

  /** The consumer's verified queries closest to the last question (at most 3 that share words with it). */
  private closestExamples(turn: ChatTurn): ExampleMatch[] {
    if (!allowsContracts(turn.consumer.queryMode)) return [];
    const question = turn.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    const contracts = this.deps.catalog.contractsFor(turn.consumer);
    return rankExamples(contracts, question)
      .filter((m) => m.similarity > 0)
      .slice(0, 3);
  }

  async run(turn: ChatTurn, sink: TurnSink): Promise<void> {
    const tools = toolsForMode(turn.consumer.queryMode);
    const specs = tools.map(toolSpec);
    const call: ToolCall = {
      consumer: turn.consumer,
      context: turn.context,
      signal: turn.signal,
      cache: turn.cache,
      observe: turn.observe,
    };
    const nextRef = queryRefs(turn.completionId);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: servicePrompt(turn.consumer, tools, this.closestExamples(turn)) },
      ...turn.messages.map((m) => ({ role: m.role, content: m.content }) as ChatCompletionMessageParam),
    ];
    let wrote = false;
    const checkpoint = checkpoints(turn.signal);
    for (let step = 0; step < this.settings.max_steps; step++) {
      // Stops between model calls and tool runs once the client or the turn's deadline is gone.
      await checkpoint();
      let first = true;
      const { content, toolCalls, usage } = await this.complete(messages, specs, turn, (text) => {
        // Text of successive model calls would otherwise run together in delta.content.
        const sep = first && wrote && !/^\s/.test(text) ? '\n\n' : '';
        first = false;
        sink.emit({ type: 'assistant', text: `${sep}${text}` });
      });
      if (content) wrote = true;
      if (usage) sink.usage?.(usage);
      messages.push({
        role: 'assistant',
        content: content || null,
        ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
      });
      if (toolCalls.length === 0) return;
      for (const tc of toolCalls) {
        await checkpoint();
        const result = await this.runToolCall(tc, tools, call, turn, sink, nextRef);
        messages.push({ role: 'tool', tool_call_id: tc.id, content: result });
      }
    }
    throw new CharterError(
      'agent_step_limit',
      `The agent did not reach an answer within ${this.settings.max_steps} model calls.`,
    );
  }

  /**
   * One streamed model call: text is forwarded as it arrives, tool calls are
   * assembled from their deltas, and the call is bounded as a whole
   * (`llm.timeout_ms`) and in its silences (`llm.idle_timeout_ms`).
   */
  private async complete(
    messages: ChatCompletionMessageParam[],
    tools: ChatCompletionTool[],
    turn: ChatTurn,
    onText: (text: string) => void,
  ): Promise<ModelReply> {
    const bounds = boundModelCall(turn.signal, this.settings);
    const calls = new ToolCallAccumulator();
    let content = '';
    let usage: TokenUsage | null = null;
    const started = performance.now();
    let outcome = 'ok';
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.model,
          messages,
          tools,
          stream: true,
          ...(turn.reportUsage ? { stream_options: { include_usage: true } } : {}),
        },
        { signal: bounds.signal },
      );
      bounds.heard();
      for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
        bounds.heard();
        if (chunk.usage) usage = chunk.usage;
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (typeof delta.content === 'string' && delta.content.length > 0) {
          content += delta.content;
          onText(delta.content);
        }
        for (const tc of delta.tool_calls ?? []) calls.add(tc);
      }
      // The client's stream ends quietly when its signal aborts: a bound that fired is still a failure.
      bounds.signal.throwIfAborted();
    } catch (err) {
      const failure = turn.signal.aborted
        ? (turn.signal.reason ?? err)
        : (bounds.expired() ?? upstreamError(err));
      outcome = outcomeOf(failure);
      throw failure;
    } finally {
      bounds.dispose();
      turn.observe?.modelCall(this.model, outcome, performance.now() - started, usage ?? undefined);
    }
    return { content, toolCalls: calls.calls(), usage };
  }

  /** Runs one tool call and returns what the model reads back (errors included, so it can correct itself). */
  private async runToolCall(
    tc: ChatCompletionMessageFunctionToolCall,
    tools: readonly ToolDefinition[],
    call: ToolCall,
    turn: ChatTurn,
    sink: TurnSink,
    nextRef: () => string,
  ): Promise<string> {
    const tool = tools.find((t) => t.name === tc.function.name);
    sink.emit({
      type: 'thinking',
      step: 'tool',
      text: `Calling ${tc.function.name}${briefArgs(tc.function.arguments)}.`,
    });
    if (!tool) {
      return JSON.stringify({
        error: {
          code: 'unknown_tool',
          message: `No tool named '${tc.function.name}' here; available: ${tools.map((t) => t.name).join(', ')}.`,
        },
      });
    }
    let args: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(tc.function.arguments || '{}');
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      args = parsed as Record<string, unknown>;
    } catch {
      return JSON.stringify({
        error: { code: 'invalid_request', message: 'The tool arguments are not a JSON object.' },
      });
    }
    try {
      // 'model': RLS context comes only from the trusted request, never from model output.
      const result = await runTool(tool, this.deps, call, args, 'model');
      return this.report(tool.name, result, call, turn, sink, nextRef);
    } catch (err) {
      if (turn.signal.aborted) throw turn.signal.reason ?? err;
      const e = toCharterError(err);
      // Ours, the warehouse's, or the caller's (RLS context only its trusted backend can send):
      // nothing the model could correct, so the turn ends with the error for the client to see.
      if (e.code === 'internal_error' || e.code === 'warehouse_unavailable' || e.code === 'missing_context')
        throw e;
      sink.emit({ type: 'thinking', step: 'tool', text: `${tool.name} was refused: ${e.message}` });
      return JSON.stringify({ error: e.toBody() });
    }
  }

  /** Events for what the service ran, and the (bounded) result for the model. */
  private report(
    name: string,
    result: object,
    call: ToolCall,
    turn: ChatTurn,
    sink: TurnSink,
    nextRef: () => string,
  ): string {
    if (name === 'query_contract') {
      const r = result as QueryContractResult;
      const contract = this.deps.catalog.scopedContract(call.consumer, r.contract_name).contract;
      emitResult(sink, {
        queryRef: nextRef(),
        objects: [{ type: 'contract', id: r.contract_name }],
        contract: r.contract_name,
        query: r.query as unknown as Record<string, unknown>,
        sql: null,
        contextKeys: appliedContextKeys(contract?.requiredContext ?? [], turn.context),
        columns: r.columns,
        rows: r.rows,
        hasMore: r.has_next_page,
        message: r.message,
        cache: r.cache,
        chartFields: contract ? contractChartFields(contract, r.columns) : inferredChartFields(r.columns),
      });
      return forModel(r, r.rows);
    }
    if (name === 'execute_sql') {
      const r = result as ExecuteSqlResult;
      emitResult(sink, {
        queryRef: nextRef(),
        objects: referencedObjects(this.deps, call.consumer, r.sql),
        contract: null,
        query: null,
        sql: r.sql,
        contextKeys: Object.keys(turn.context ?? {}),
        columns: r.columns,
        rows: r.rows,
        hasMore: r.truncated,
        message: r.message,
        cache: r.cache,
        chartFields: inferredChartFields(r.columns),
      });
      return forModel(r, r.rows);
    }
    if (name === 'search_objects') {
      const found = (result as { results: { id: string; type: string }[] }).results;
      sink.emit({
        type: 'thinking',
        step: 'search',
        text:
          found.length > 0
            ? `Found ${found
                .slice(0, 5)
                .map((o) => `${o.id} (${o.type})`)
                .join(', ')}.`
            : 'Found nothing matching.',
      });
    }
    return JSON.stringify(result);
  }
}

function toolSpec(t: ToolDefinition): ChatCompletionTool {
  const schema = z.toJSONSchema(t.inputSchema, { io: 'input' }) as Record<string, unknown>;
  // The model never sets RLS context: it is bound from the trusted request.
  const properties = { ...((schema.properties as Record<string, unknown> | undefined) ?? {}) };
  delete properties.context;
  const required = ((schema.required as string[] | undefined) ?? []).filter((k) => k !== 'context');
  const { $schema: _drop, ...rest } = schema;
  return {
    type: 'function',
    function: { name: t.name, description: t.description, parameters: { ...rest, properties, required } },
  };
}

function forModel(withCache: object, rows: readonly unknown[]): string {
  // How the cache served it is for the client (the data event), not for the model.
  const { cache: _cache, ...result } = withCache as { cache?: unknown };
  if (rows.length <= MODEL_ROWS) return JSON.stringify(result);
  return JSON.stringify({
    ...result,
    rows: rows.slice(0, MODEL_ROWS),
    note: `Only the first ${MODEL_ROWS} of ${rows.length} rows are shown here; the user sees all of them. Summarise, do not list.`,
  });
}

function briefArgs(raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  return ` ${text.length > 300 ? `${text.slice(0, 299)}…` : text}`;
}

function upstreamError(err: unknown): CharterError {
  if (err instanceof CharterError) return err;
  const status = err instanceof OpenAI.APIError ? err.status : undefined;
  const what =
    err instanceof OpenAI.APIConnectionTimeoutError
      ? 'timed out'
      : status
        ? `answered HTTP ${status}`
        : err instanceof OpenAI.APIConnectionError
          ? 'could not be reached'
          : 'failed while streaming';
  return new CharterError('upstream_failed', `The language model backend ${what}.`, null, { cause: err });
}

/** Chart roles from the contract's own field types. */
function contractChartFields(contract: Contract, columns: readonly OutputColumn[]): ChartField[] {
  return columns.map((c) => {
    const d = contract.dimensions.find((x) => x.name === c.name);
    const m = contract.measures.find((x) => x.name === c.name);
    if (m) return { name: c.name, title: m.title, role: 'measure' as const };
    if (!d) return inferredChartFields([c])[0] as ChartField;
    const role =
      d.type === 'time' ? 'time' : d.type === 'number' && /year/.test(d.name) ? 'ordinal' : 'category';
    return { name: c.name, title: d.title, role: role as ChartField['role'] };
  });
}

/** Chart roles from column types alone (SQL results). */
export function inferredChartFields(columns: readonly OutputColumn[]): ChartField[] {
  return columns.map((c) => {
    const title = c.name.replace(/_/g, ' ');
    if (c.type === 'timestamp' || c.type === 'date') return { name: c.name, title, role: 'time' as const };
    if (c.type === 'integer' && /(^|_)year$/.test(c.name))
      return { name: c.name, title, role: 'ordinal' as const };
    if (c.type === 'integer' || c.type === 'number' || c.type === 'decimal')
      return { name: c.name, title, role: 'measure' as const };
    return { name: c.name, title, role: 'category' as const };
  });
}

/** The scoped tables and models a statement names (for context_state; the guard did the real check). */
function referencedObjects(
  deps: ToolDeps,
  consumer: Consumer,
  sql: string,
): { type: 'table' | 'model'; id: string }[] {
  const words = new Set(sql.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []);
  return deps.catalog
    .visibleObjects(consumer)
    .filter(
      (o): o is typeof o & { type: 'table' | 'model' } =>
        (o.type === 'table' || o.type === 'model') && words.has(o.id.toLowerCase()),
    )
    .map((o) => ({ type: o.type, id: o.id }));
}
