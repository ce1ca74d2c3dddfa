import type { Logger } from 'pino';
import { type AnswerSource, type AuditLog, type AuditRecord, sqlFingerprint } from './audit.js';
import type { Metrics, ModelUsage } from './metrics.js';
import { parseTraceparent, type RequestSpan, type Tracing } from './tracing.js';

/**
 * The three operator views (metrics, audit trail, traces) of one process, each
 * absent when not configured. `enabled` is false when all three are: the HTTP
 * layer then registers no hook at all, so requests pay nothing.
 */
export class Observability {
  /** Observations of the requests in flight by request id, for entry points that only see the id (MCP). */
  private readonly inFlight = new Map<string, RequestObservation>();
  private readonly fingerprints = new WeakMap<object, string>();

  constructor(
    readonly metrics: Metrics | null,
    readonly audit: AuditLog | null,
    readonly tracing: Tracing | null,
    readonly logger?: Logger | undefined,
  ) {}

  get enabled(): boolean {
    return this.metrics !== null || this.audit !== null || this.tracing !== null;
  }

  /** Starts observing a request; `traceparent` is the caller's header, if any. */
  begin(
    requestId: string,
    traceparent: string | string[] | undefined,
    startMs: number,
    route: string,
  ): RequestObservation {
    const parent = parseTraceparent(traceparent);
    const span =
      this.tracing?.startRequest('charter.request', parent, startMs, { 'http.route': route }) ?? null;
    return new RequestObservation(
      this,
      requestId,
      route,
      span?.traceId ?? parent?.traceId ?? null,
      span,
      startMs,
    );
  }

  /** Makes a request's observation findable by its id until `finished` (MCP tool calls only see the id). */
  track(observation: RequestObservation): void {
    this.inFlight.set(observation.requestId, observation);
  }

  /** The observation of a request still in flight. */
  byRequestId(requestId: string | undefined): RequestObservation | undefined {
    return requestId === undefined ? undefined : this.inFlight.get(requestId);
  }

  /** The request is over: its id no longer finds it. */
  finished(observation: RequestObservation): void {
    if (this.inFlight.get(observation.requestId) === observation) this.inFlight.delete(observation.requestId);
  }

  /** @internal a frozen statement is fingerprinted once (remembered plans give the same object). */
  fingerprint(statement: { readonly sql: string }): string {
    let known = this.fingerprints.get(statement);
    if (known === undefined) {
      known = sqlFingerprint(statement.sql);
      if (Object.isFrozen(statement)) this.fingerprints.set(statement, known);
    }
    return known;
  }

  /** Flushes and closes the sinks and the span exporter. */
  async close(): Promise<void> {
    await this.audit?.close();
    await this.tracing?.close();
  }
}

/** The stage and statement records of a tool call (the shape of the tools' `CallObserver`). */
export interface ObservedStatement {
  readonly tool: string;
  readonly objects: readonly string[];
  readonly statement: { readonly sql: string } | null;
  readonly rlsKeys: readonly string[];
  readonly rowCount: number | null;
  readonly durationMs: number;
  readonly source: AnswerSource | null;
  readonly cache: 'hit' | 'miss' | 'bypass' | null;
  readonly outcome: string;
}

type Attributes = Readonly<Record<string, string | number | boolean>>;

/**
 * One request as observability sees it: who asked (filled in once the
 * request is authenticated and routed), its trace, and what its statements
 * and chat turn did. Made only when observability is on.
 */
export class RequestObservation {
  consumer: string | null = null;
  keyId: string | null = null;
  protocol = 'http';
  /**
   * The objects of each statement so far and their rows (a chat turn's record sums them): the
   * lists are only kept here, and merged when a turn ends (most requests are one statement, no turn).
   */
  private objects: (readonly string[])[] | null = null;
  private rows = 0;

  constructor(
    private readonly owner: Observability,
    readonly requestId: string,
    /** The route pattern (`/v1/api/:slug/query`), or `unmatched`. */
    readonly route: string,
    readonly traceId: string | null,
    private readonly span: RequestSpan | null,
    readonly startMs: number,
  ) {}

  identify(consumer: string, keyId: string | null, protocol: string): void {
    this.consumer = consumer;
    this.keyId = keyId;
    this.protocol = protocol;
  }

  stage(name: string, startMs: number, endMs: number, attributes?: Attributes): void {
    this.span?.stage(name, startMs, endMs, attributes);
  }

  statement(s: ObservedStatement): void {
    const { metrics, audit } = this.owner;
    metrics?.governedStatement(
      { protocol: this.protocol, tool: s.tool, source: s.source ?? 'none', outcome: s.outcome },
      s.durationMs / 1000,
    );
    if (s.cache !== null) metrics?.cacheLookup(s.cache);
    if (s.objects.length > 0) {
      this.objects ??= [];
      this.objects.push(s.objects);
    }
    this.rows += s.rowCount ?? 0;
    audit?.record({
      ...this.who('statement', s.tool),
      objects: s.objects,
      sql_fingerprint: s.statement ? this.owner.fingerprint(s.statement) : null,
      rls_keys: s.rlsKeys,
      row_count: s.rowCount,
      duration_ms: round(s.durationMs),
      source: s.source,
      outcome: s.outcome,
    });
  }

  /** A model call of the chat agent: its latency, outcome and tokens (when the model reported them). */
  modelCall(model: string, outcome: string, durationMs: number, usage?: ModelUsage): void {
    this.owner.metrics?.modelCall(model, outcome, durationMs / 1000, usage);
  }

  /** The end of a chat turn: one audit record summing its statements, and the turn metrics. */
  chatTurn(planner: string, outcome: string, durationMs: number): void {
    this.owner.metrics?.chatTurn(planner, outcome, durationMs / 1000);
    this.owner.audit?.record({
      ...this.who('chat_turn', 'chat'),
      objects: this.objects ? [...new Set(this.objects.flat())].sort() : [],
      sql_fingerprint: null,
      rls_keys: [],
      row_count: this.rows,
      duration_ms: round(durationMs),
      source: null,
      outcome,
      planner,
    });
  }

  /** The response is done: the request metrics and the root span. */
  end(status: number, endMs: number): void {
    this.owner.metrics?.request(
      { route: this.route, consumer: this.consumer ?? '-', protocol: this.protocol, status: String(status) },
      (endMs - this.startMs) / 1000,
    );
    this.span?.end(endMs, status, {
      'charter.protocol': this.protocol,
      'charter.consumer': this.consumer ?? '-',
      'charter.request_id': this.requestId,
    });
  }

  private who(kind: AuditRecord['kind'], tool: string) {
    return {
      time: new Date().toISOString(),
      kind,
      request_id: this.requestId,
      trace_id: this.traceId,
      consumer: this.consumer ?? '-',
      key_id: this.keyId,
      protocol: this.protocol,
      tool,
    };
  }
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
