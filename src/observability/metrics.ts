import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cache hit (sub-millisecond) to a slow warehouse statement or model call. */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60,
];

type Labels<K extends string> = Readonly<Record<K, string>>;

/** One label set's requests: its count, latency sum and per-bucket counts (not cumulative; the last is +Inf only). */
interface Tally<K extends string> {
  readonly labels: Labels<K>;
  count: number;
  sum: number;
  readonly buckets: number[];
}

/**
 * prom-client's state of one label set of a histogram (lib/histogram.js,
 * the values of `hashMap`): written whole at scrape time. Its shape is pinned
 * by test/unit/metrics-fold.test.ts, which compares the exposition with what
 * prom-client's own `observe` gives for the same values.
 */
interface HistogramState {
  readonly labels: Record<string, string>;
  readonly bucketValues: Record<string, number>;
  readonly sum: number;
  readonly count: number;
}

/**
 * A counter and a histogram over the same labels. A request's metrics are
 * counted on the hot path, where prom-client would build and hash a label key
 * and validate the labels on every call (five times per cache hit): here each
 * label set's count, sum and bucket counts are plain numbers, found through a
 * map per label, and folded into prom-client's metrics when scraped (their
 * `collect`), so `/metrics` reads exactly as if prom-client had counted.
 * Label values must come from bounded sets (route patterns, configured slugs,
 * error codes): callers never pass SQL, values or free text.
 */
class TimedCount<K extends string> {
  /** Nested maps, one level per label name, to the label set's tally. */
  private readonly root = new Map<string, unknown>();
  /** Every tally in the order first seen (the order prom-client would list them). */
  private readonly tallies: Tally<K>[] = [];

  constructor(
    name: string,
    help: string,
    private readonly names: readonly K[],
    registers: Registry[],
  ) {
    const tallies = this.tallies;
    // `charter_http_requests` counts as `charter_http_requests_total` and times as `charter_http_request_duration_seconds`.
    new Counter({
      name: `${name}_total`,
      help,
      labelNames: names,
      registers,
      collect() {
        this.reset();
        for (const t of tallies) this.inc(t.labels, t.count);
      },
    });
    new Histogram({
      name: `${name.replace(/s$/, '')}_duration_seconds`,
      help: `${help} (duration)`,
      labelNames: names,
      buckets: LATENCY_BUCKETS,
      registers,
      collect() {
        foldHistogram(this, tallies);
      },
    });
  }

  observe(labels: Labels<K>, seconds: number): void {
    const tally = this.tallyOf(labels);
    tally.count += 1;
    tally.sum += seconds;
    // The first bound at or above the value, as prom-client files it; past the last, +Inf only.
    let i = 0;
    while (i < LATENCY_BUCKETS.length && !(seconds <= (LATENCY_BUCKETS[i] as number))) i++;
    (tally.buckets[i] as number) += 1;
  }

  private tallyOf(labels: Labels<K>): Tally<K> {
    let level: Map<string, unknown> = this.root;
    const last = this.names.length - 1;
    for (let n = 0; n < last; n++) {
      const value = labels[this.names[n] as K];
      let next = level.get(value) as Map<string, unknown> | undefined;
      if (next === undefined) {
        next = new Map();
        level.set(value, next);
      }
      level = next;
    }
    const value = labels[this.names[last] as K];
    let tally = level.get(value) as Tally<K> | undefined;
    if (tally === undefined) {
      // A copy: the caller's object may be reused or changed after the call.
      const own = {} as Record<K, string>;
      for (const n of this.names) own[n] = labels[n];
      tally = { labels: own, count: 0, sum: 0, buckets: new Array(LATENCY_BUCKETS.length + 1).fill(0) };
      level.set(value, tally);
      this.tallies.push(tally);
    }
    return tally;
  }
}

/** Writes the tallies into the histogram's state, replacing what it held (it is only ever written here). */
function foldHistogram(histogram: Histogram<string>, tallies: readonly Tally<string>[]): void {
  const states: Record<string, HistogramState> = {};
  tallies.forEach((t, i) => {
    const bucketValues: Record<string, number> = {};
    LATENCY_BUCKETS.forEach((bound, b) => {
      bucketValues[String(bound)] = t.buckets[b] as number;
    });
    states[String(i)] = { labels: { ...t.labels }, bucketValues, sum: t.sum, count: t.count };
  });
  (histogram as unknown as { hashMap: Record<string, HistogramState> }).hashMap = states;
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
  /** Lookups by result, in the order first seen; folded into `charter_cache_lookups_total` when scraped. */
  private readonly lookups = new Map<'hit' | 'miss' | 'bypass', number>();
  private readonly rejections: Counter<'consumer' | 'reason'>;
  private readonly tokens: Counter<'model' | 'kind'>;
  private readonly auditFailures: Counter<'sink'>;
  private readonly sessionCounters = new Set<() => number>();

  constructor() {
    const registers = [this.registry];
    const timed = <K extends string>(name: string, help: string, names: readonly K[]) =>
      new TimedCount<K>(name, help, names, registers);
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
    const lookups = this.lookups;
    new Counter({
      name: 'charter_cache_lookups_total',
      help: 'Governed statements by what the result cache did: hit, miss (forwarded) or bypass',
      labelNames: ['result'],
      registers,
      collect() {
        this.reset();
        for (const [result, n] of lookups) this.inc({ result }, n);
      },
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
    this.lookups.set(result, (this.lookups.get(result) ?? 0) + 1);
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

  /**
   * Reports the MCP sessions kept in Redis, counted across all replicas at every scrape (so every
   * replica reports the same number); NaN while the count cannot be read. Returns the function that
   * stops it.
   */
  watchSharedSessions(count: () => Promise<number>): () => void {
    new Gauge({
      name: 'charter_mcp_sessions_shared',
      help: 'MCP sessions open across all replicas (sessions kept in Redis); NaN while Redis cannot be read',
      registers: [this.registry],
      async collect() {
        this.set(await count().catch(() => Number.NaN));
      },
    });
    return () => this.registry.removeSingleMetric('charter_mcp_sessions_shared');
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
