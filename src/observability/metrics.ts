import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cache hit (sub-millisecond) to a slow warehouse statement or model call. */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60,
];

type Labels<K extends string> = Readonly<Record<K, string>>;

/**
 * A counter and a histogram over the same labels, with the children of each
 * label set kept in a map: prom-client's own lookup builds a key string and
 * hashes it on every call, and a request's metrics are counted on the hot path.
 * Label values must come from bounded sets (route patterns, configured slugs,
 * error codes): callers never pass SQL, values or free text.
 */
class TimedCount<K extends string> {
  private readonly children = new Map<string, { count: Counter.Internal; time: Histogram.Internal<K> }>();

  constructor(
    private readonly counter: Counter<K>,
    private readonly histogram: Histogram<K>,
    private readonly names: readonly K[],
  ) {}

  observe(labels: Labels<K>, seconds: number): void {
    let key = '';
    for (const n of this.names) key += `${labels[n]}\u0000`;
    let child = this.children.get(key);
    if (child === undefined) {
      child = { count: this.counter.labels(labels), time: this.histogram.labels(labels) };
      this.children.set(key, child);
    }
    child.count.inc();
    child.time.observe(seconds);
  }
}

/** Values read at scrape time from the parts that hold them (no per-request work). */
export interface MetricSources {
  /** Requests of this instance waiting for a consumer's concurrency slot. */
  admissionWaiting?(): number;
  /** Warehouse statements started and not yet settled (running or queued). */
  warehouseInFlight?(): number;
  cacheMemory?(): { readonly bytes: number; readonly entries: number };
  /** Each rollup's age in seconds since its last build (null: never built). */
  rollupAges?(): readonly {
    readonly contract: string;
    readonly rollup: string;
    readonly ageSeconds: number | null;
  }[];
}

/**
 * The Prometheus metrics of one process (docs/operations.md, Metrics), in a
 * registry of their own so that two services in one process (tests) never share counts.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: TimedCount<'route' | 'consumer' | 'protocol' | 'status'>;
  private readonly statements: TimedCount<'engine' | 'outcome'>;
  private readonly governed: TimedCount<'protocol' | 'tool' | 'source' | 'outcome'>;
  private readonly turns: TimedCount<'planner' | 'outcome'>;
  private readonly modelCalls: TimedCount<'model' | 'outcome'>;
  private readonly cacheLookups: Counter<'result'>;
  private readonly lookups: Readonly<Record<'hit' | 'miss' | 'bypass', Counter.Internal>>;
  private readonly rejections: Counter<'consumer' | 'reason'>;
  private readonly tokens: Counter<'model' | 'kind'>;
  private readonly auditFailures: Counter<'sink'>;
  private readonly sessionCounters = new Set<() => number>();

  constructor() {
    const registers = [this.registry];
    // `charter_http_requests` counts as `charter_http_requests_total` and times as `charter_http_request_duration_seconds`.
    const timed = <K extends string>(name: string, help: string, names: readonly K[]) =>
      new TimedCount<K>(
        new Counter({ name: `${name}_total`, help, labelNames: names, registers }),
        new Histogram({
          name: `${name.replace(/s$/, '')}_duration_seconds`,
          help: `${help} (duration)`,
          labelNames: names,
          buckets: LATENCY_BUCKETS,
          registers,
        }),
        names,
      );
    this.requests = timed(
      'charter_http_requests',
      'HTTP requests by route pattern, consumer, protocol and status',
      ['route', 'consumer', 'protocol', 'status'],
    );
    this.statements = timed('charter_warehouse_statements', 'Warehouse statements by engine and outcome', [
      'engine',
      'outcome',
    ]);
    this.governed = timed(
      'charter_governed_statements',
      'Governed statements (query_contract, execute_sql) by protocol, tool, answer source and outcome',
      ['protocol', 'tool', 'source', 'outcome'],
    );
    this.turns = timed('charter_chat_turns', 'Chat turns by planner and outcome', ['planner', 'outcome']);
    this.modelCalls = timed('charter_llm_calls', 'Model calls of the chat agent by model and outcome', [
      'model',
      'outcome',
    ]);
    this.cacheLookups = new Counter({
      name: 'charter_cache_lookups_total',
      help: 'Governed statements by what the result cache did: hit, miss (forwarded) or bypass',
      labelNames: ['result'],
      registers,
    });
    this.rejections = new Counter({
      name: 'charter_admission_rejections_total',
      help: 'Requests refused by admission (rate, concurrency, warehouse queue) by consumer and reason',
      labelNames: ['consumer', 'reason'],
      registers,
    });
    this.tokens = new Counter({
      name: 'charter_llm_tokens_total',
      help: 'Model tokens as the model reported them, by model and kind (prompt, completion)',
      labelNames: ['model', 'kind'],
      registers,
    });
    this.auditFailures = new Counter({
      name: 'charter_audit_write_failures_total',
      help: 'Audit records a sink failed to write (the query itself was answered)',
      labelNames: ['sink'],
      registers,
    });
    this.lookups = {
      hit: this.cacheLookups.labels('hit'),
      miss: this.cacheLookups.labels('miss'),
      bypass: this.cacheLookups.labels('bypass'),
    };
    this.sessionGauge();
  }

  request(labels: Labels<'route' | 'consumer' | 'protocol' | 'status'>, seconds: number): void {
    this.requests.observe(labels, seconds);
  }

  statement(engine: string, outcome: string, seconds: number): void {
    this.statements.observe({ engine, outcome }, seconds);
  }

  governedStatement(labels: Labels<'protocol' | 'tool' | 'source' | 'outcome'>, seconds: number): void {
    this.governed.observe(labels, seconds);
  }

  cacheLookup(result: 'hit' | 'miss' | 'bypass'): void {
    this.lookups[result].inc();
  }

  rejected(consumer: string, reason: string): void {
    this.rejections.labels(consumer, reason).inc();
  }

  chatTurn(planner: string, outcome: string, seconds: number): void {
    this.turns.observe({ planner, outcome }, seconds);
  }

  modelCall(model: string, outcome: string, seconds: number, usage?: ModelUsage): void {
    this.modelCalls.observe({ model, outcome }, seconds);
    if (usage) {
      this.tokens.labels(model, 'prompt').inc(usage.prompt_tokens);
      this.tokens.labels(model, 'completion').inc(usage.completion_tokens);
    }
  }

  auditWriteFailed(sink: string): void {
    this.auditFailures.labels(sink).inc();
  }

  /** Counts open MCP sessions from this source at every scrape; returns the function that stops it. */
  watchSessions(count: () => number): () => void {
    this.sessionCounters.add(count);
    return () => this.sessionCounters.delete(count);
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ readonly contentType: string; readonly body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private sessionGauge(): void {
    const sessions = this.sessionCounters;
    new Gauge({
      name: 'charter_mcp_sessions_open',
      help: 'MCP sessions open on this instance',
      registers: [this.registry],
      collect() {
        let open = 0;
        for (const count of sessions) open += count();
        this.set(open);
      },
    });
  }

  /** Registers the gauges read from the service's parts at every scrape (called once, when they exist). */
  watch(sources: MetricSources): void {
    const registers = [this.registry];
    const single = (name: string, help: string, read: (() => number) | undefined) => {
      if (read)
        new Gauge({
          name,
          help,
          registers,
          collect: function () {
            this.set(read());
          },
        });
    };
    single(
      'charter_admission_queue_depth',
      'Requests waiting for a consumer concurrency slot',
      sources.admissionWaiting,
    );
    single(
      'charter_warehouse_statements_in_flight',
      'Warehouse statements running or queued for the engine',
      sources.warehouseInFlight,
    );
    const memory = sources.cacheMemory;
    single(
      'charter_cache_memory_bytes',
      'Bytes held by the in-process result cache',
      memory && (() => memory().bytes),
    );
    single(
      'charter_cache_memory_entries',
      'Entries in the in-process result cache',
      memory && (() => memory().entries),
    );
    const ages = sources.rollupAges;
    if (ages) {
      new Gauge({
        name: 'charter_rollup_age_seconds',
        help: 'Seconds since each rollup was last built (absent until its first build)',
        labelNames: ['contract', 'rollup'],
        registers,
        collect() {
          this.reset();
          for (const a of ages())
            if (a.ageSeconds !== null) this.labels(a.contract, a.rollup).set(a.ageSeconds);
        },
      });
    }
  }
}

/** Token counts as an OpenAI-compatible API reports them. */
export interface ModelUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
}
