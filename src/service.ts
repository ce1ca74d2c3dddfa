import type { Logger } from 'pino';
import { ConsumerGate } from './admission/gate.js';
import { memoryRateStore, redisRateStore } from './admission/rate.js';
import { connectLimitsRedis } from './admission/redis.js';
import { SharedSlots } from './admission/slots.js';
import { ApiKeyStore } from './auth/keys.js';
import type { Freshness } from './cache/freshness.js';
import { ResultCache } from './cache/result-cache.js';
import { Catalog } from './catalog/catalog.js';
import { loadCatalog } from './catalog/load.js';
import type { Config } from './config/load.js';
import { ConsumerRegistry } from './consumers/registry.js';
import { loadContracts } from './contracts/load.js';
import type { Contract } from './contracts/model.js';
import { DEFAULT_REFRESH_SQL_EVERY_MS } from './contracts/refresh.js';
import { DuckDbRenderer } from './engines/duckdb/renderer.js';
import { RollupStore } from './engines/duckdb/rollup-store.js';
import { openEngine } from './engines/index.js';
import type { OpenEngine, SqlGuard } from './engines/types.js';
import { checkModels } from './governance/sql-policy.js';
import { Health } from './observability/health.js';
import type { Observability } from './observability/observe.js';
import { OutageTracker } from './observability/outage.js';
import { openObservability, timedStatements, watchParts } from './observing.js';
import { changesBetween, keepRestartOnly } from './reload.js';
import { RollupManager } from './rollups/manager.js';
import { EmbeddingClient } from './search/embeddings.js';
import type { SqlRenderer } from './sql/render.js';
import type { ToolDeps } from './tools/context.js';
import { PlanMemo } from './tools/plan-memo.js';
import type { Warehouse } from './warehouse/types.js';

/**
 * The running service's parts (the composition root). Two lifetimes: the
 * engine (warehouse, renderer, SQL guard), result cache, rollup store, admission gate and health
 * are opened once; the definitions (config, keys, consumers, contracts,
 * catalog) are loaded from files and replaced as a whole by `reload`.
 * Reading a field of the service gives the definitions in force at that
 * moment; a request takes `snapshot()` once and uses it to its end.
 */
export interface Service extends ToolDeps {
  readonly config: Config;
  readonly keys: ApiKeyStore;
  readonly consumers: ConsumerRegistry;
  readonly warehouse: Warehouse;
  readonly contractFailures: readonly LoadFailure[];
  /** Catalog files (tables, models, collections) with problems; their bad entries are not served. */
  readonly catalogFailures: readonly LoadFailure[];
  /** Warehouse outages as three log lines (start, periodic count, end) instead of one per failed request. */
  readonly outages: OutageTracker;
  /** Draining and degraded parts, as `/readyz` reports them; other layers register their own parts. */
  readonly health: Health;
  /** Per-consumer rate and concurrency admission (shared through Redis when `limits.redis_url` is set). */
  readonly gate: ConsumerGate;
  /** Metrics, audit trail and traces (config `observability`); each part null when not configured. */
  readonly observability: Observability;
  /** The definitions in force now, frozen with the shared parts: what one request uses from start to end. */
  snapshot(): Service;
  /**
   * Loads the contracts and catalog `config` names, validates everything and
   * swaps it in atomically; on any problem the running definitions stay.
   */
  reload(config: Config): Promise<ReloadOutcome>;
  /** Called after every successful reload (e.g. to end the MCP sessions of a removed consumer). */
  onReload(listener: ReloadListener): () => void;
  close(): Promise<void>;
}

export interface LoadFailure {
  readonly file: string;
  readonly problems: readonly string[];
}

export type ReloadListener = (next: Service, previous: Service) => void;

export type ReloadOutcome =
  | {
      readonly ok: true;
      /** Config keys that changed but only apply at the next start (the running values stay). */
      readonly needsRestart: readonly string[];
      readonly changes: ReloadChanges;
    }
  | { readonly ok: false; readonly failures: readonly LoadFailure[] };

export interface ReloadChanges {
  readonly consumersAdded: readonly string[];
  readonly consumersRemoved: readonly string[];
  readonly consumersChanged: readonly string[];
  readonly contractsChanged: readonly string[];
}

export interface ServiceOptions {
  /** Build the declared rollups in the background after start (default true; one-shot CLI commands skip it). */
  readonly buildRollups?: boolean;
}

/** What is opened once and kept across reloads. */
interface Runtime {
  /** Closed on shutdown (its guard's parser, then its warehouse). */
  readonly engine: OpenEngine;
  /** The engine's warehouse, reporting its answers to the outage tracker. */
  readonly warehouse: Warehouse;
  readonly sqlGuard: SqlGuard | null;
  readonly cache: ResultCache;
  readonly renderer: SqlRenderer;
  readonly rollups: RollupManager | undefined;
  readonly outages: OutageTracker;
  readonly health: Health;
  readonly gate: ConsumerGate;
  readonly observability: Observability;
  readonly logger: Logger | undefined;
}

/** What one load of the files gives; replaced as a whole. */
interface Definitions {
  readonly config: Config;
  readonly keys: ApiKeyStore;
  readonly consumers: ConsumerRegistry;
  readonly catalog: Catalog;
  readonly contractFailures: readonly LoadFailure[];
  readonly catalogFailures: readonly LoadFailure[];
  readonly embeddings: EmbeddingClient | undefined;
  readonly plans: PlanMemo<object>;
  readonly paging: ToolDeps['paging'];
  readonly results: ToolDeps['results'];
}

export async function createService(
  config: Config,
  logger?: Logger,
  options: ServiceOptions = {},
): Promise<Service> {
  const outages = new OutageTracker('warehouse', logger);
  const observability = openObservability(config, logger);
  const engine = await openEngine(config.warehouse, logger);
  const warehouse = timedStatements(reportingAnswers(engine.warehouse, outages), observability.metrics);
  const { renderer, sqlGuard } = engine;
  try {
    const definitions = await loadDefinitions(config, warehouse, sqlGuard, logger);
    for (const f of definitions.contractFailures) {
      logger?.error({ file: f.file, problems: f.problems }, 'contract failed validation and is not served');
    }
    for (const f of definitions.catalogFailures) {
      logger?.error(
        { file: f.file, problems: f.problems },
        'catalog entries failed validation and are not served',
      );
    }
    const health = new Health();
    const cache = openCache(config, warehouse, logger);
    health.watch('redis: cache', () => cache.status().redis.state === 'down');
    const gate = openGate(config, health, logger);
    const rollups = await openRollups(config, warehouse, renderer, definitions.catalog.contracts, logger);
    if (options.buildRollups !== false) rollups?.start();
    watchParts(observability, { warehouse, cache, gate, rollups });
    const runtime: Runtime = {
      engine,
      warehouse,
      sqlGuard,
      cache,
      renderer,
      rollups,
      outages,
      health,
      gate,
      observability,
      logger,
    };
    return liveView(new LiveService(runtime, definitions));
  } catch (err) {
    await engine.close();
    await observability.close();
    throw err;
  }
}

/**
 * Loads the contracts and catalog the config names, with the shared warehouse
 * (tables are described) and SQL guard (models are checked), and logs what is
 * suspicious about the scopes. Failures are returned, not thrown: at start a
 * bad file only leaves its entries out (and is logged); a reload refuses to swap.
 */
async function loadDefinitions(
  config: Config,
  warehouse: Warehouse,
  sqlGuard: SqlGuard | null,
  logger: Logger | undefined,
): Promise<Definitions> {
  const { contracts, failures } = await loadContracts(config.contractsDir, warehouse);
  warnAboutScopes(config, contracts, sqlGuard !== null, logger);
  const loaded = await loadCatalog(config.catalogDir, warehouse, contracts);
  const checked = await checkModels(loaded.tables, loaded.models, sqlGuard);
  const catalog = { ...loaded, models: checked.models, failures: [...loaded.failures, ...checked.failures] };
  const embeddings = config.search.embeddings;
  return {
    config,
    keys: new ApiKeyStore(config.apiKeys),
    consumers: new ConsumerRegistry(config.consumers),
    catalog: new Catalog(contracts, catalog),
    contractFailures: failures,
    catalogFailures: catalog.failures,
    embeddings: embeddings
      ? new EmbeddingClient({
          baseUrl: embeddings.base_url,
          model: embeddings.model,
          apiKey: embeddings.api_key,
          timeoutMs: embeddings.timeout_ms,
        })
      : undefined,
    // Plans are remembered per definitions: a reload must never answer from a plan of the old contracts.
    plans: new PlanMemo(),
    paging: { defaultLimit: config.query.default_limit, maxLimit: config.query.max_limit },
    results: { maxBytes: config.limits.results.max_bytes },
  };
}

function warnAboutScopes(
  config: Config,
  contracts: ReadonlyMap<string, Contract>,
  governedSql: boolean,
  logger: Logger | undefined,
): void {
  for (const consumer of config.consumers) {
    for (const name of consumer.scope.contracts) {
      if (!contracts.has(name))
        logger?.warn({ consumer: consumer.slug, contract: name }, 'scoped contract is not loaded');
    }
    if (consumer.queryMode !== 'contract-only' && !governedSql) {
      logger?.warn(
        { consumer: consumer.slug, engine: config.warehouse.engine },
        'this engine has no governed SQL: execute_sql will answer sql_engine_unsupported',
      );
    }
  }
}

/**
 * The state behind the service: the current definitions and the reloads.
 * Reloads run one at a time and swap the definitions in one assignment, so a
 * request (which takes `snapshot()` once) sees the old set or the new one, never a mix.
 */
class LiveService {
  /** The definitions in force, frozen with the shared parts; replaced as a whole by a reload. */
  current: Service;
  private stopWatching: () => void;
  private readonly listeners = new Set<ReloadListener>();
  private reloading: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly runtime: Runtime,
    definitions: Definitions,
  ) {
    this.current = this.freeze(definitions);
    this.stopWatching = this.watchFreshness(definitions);
  }

  snapshot(): Service {
    return this.current;
  }

  reload(config: Config): Promise<ReloadOutcome> {
    const next = this.reloading.then(() => this.swap(config));
    this.reloading = next.catch(() => undefined);
    return next;
  }

  onReload(listener: ReloadListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    const { cache, rollups, engine, gate } = this.runtime;
    await this.reloading;
    await cache.close();
    this.stopWatching();
    await gate.close();
    await rollups?.close();
    await engine.close();
    await this.runtime.observability.close();
  }

  private async swap(requested: Config): Promise<ReloadOutcome> {
    const previous = this.current;
    const { config, needsRestart } = keepRestartOnly(previous.config, requested);
    const { warehouse, sqlGuard, logger, rollups } = this.runtime;
    const loaded = await loadDefinitions(config, warehouse, sqlGuard, logger);
    const failures = [...loaded.contractFailures, ...loaded.catalogFailures];
    if (failures.length > 0) return { ok: false, failures };
    const changes = changesBetween(previous, loaded);
    rollups?.adopt(loaded.catalog.contracts);
    this.stopWatching();
    this.current = this.freeze(loaded);
    this.stopWatching = this.watchFreshness(loaded);
    for (const listener of this.listeners) {
      try {
        listener(this.current, previous);
      } catch (err) {
        logger?.error({ err }, 'a reload listener failed');
      }
    }
    return { ok: true, needsRestart, changes };
  }

  private freeze(definitions: Definitions): Service {
    const { logger: _logger, ...shared } = this.runtime;
    const frozen: Service = Object.freeze({
      ...shared,
      ...definitions,
      snapshot: () => frozen,
      reload: (config: Config) => this.reload(config),
      onReload: (listener: ReloadListener) => this.onReload(listener),
      close: () => this.close(),
    });
    return frozen;
  }

  private watchFreshness(definitions: Definitions): () => void {
    const { rollups, cache } = this.runtime;
    return rollups ? watchRollupFreshness(rollups, cache.freshness, definitions.catalog.contracts) : () => {};
  }
}

/**
 * The service as callers hold it: every field reads the definitions in force
 * at that moment. Its getters are own properties, so spreading it (`{...service,
 * embeddings}` in tests) copies the current values, as a snapshot would.
 */
function liveView(live: LiveService): Service {
  const now = () => live.current;
  return {
    get config() {
      return now().config;
    },
    get keys() {
      return now().keys;
    },
    get consumers() {
      return now().consumers;
    },
    get catalog() {
      return now().catalog;
    },
    get contractFailures() {
      return now().contractFailures;
    },
    get catalogFailures() {
      return now().catalogFailures;
    },
    get embeddings() {
      return now().embeddings;
    },
    get plans() {
      return now().plans;
    },
    get paging() {
      return now().paging;
    },
    get results() {
      return now().results;
    },
    // The shared parts are the same in every snapshot.
    warehouse: live.current.warehouse,
    cache: live.current.cache,
    renderer: live.current.renderer,
    rollups: live.current.rollups,
    sqlGuard: live.current.sqlGuard,
    outages: live.current.outages,
    health: live.current.health,
    gate: live.current.gate,
    observability: live.current.observability,
    snapshot: () => live.snapshot(),
    reload: (config) => live.reload(config),
    onReload: (listener) => live.onReload(listener),
    close: () => live.close(),
  };
}

/** Admission: rates (and, with Redis, concurrency slots) shared through `limits.redis_url`. */
function openGate(config: Config, health: Health, logger: Logger | undefined): ConsumerGate {
  const { redis_url, redis_key_prefix, redis_lease_ms } = config.limits;
  if (!redis_url) return new ConsumerGate(memoryRateStore());
  const redis = connectLimitsRedis(redis_url, (state, err) => {
    if (state === 'down')
      logger?.warn(
        { err: err?.message },
        'Redis is not answering: rate and concurrency limits are counted per instance',
      );
    else logger?.info('Redis answers again: rate and concurrency limits are shared');
  });
  health.watch('redis: limits', () => redis.down);
  const slots = new SharedSlots({ redis, keyPrefix: redis_key_prefix, leaseMs: redis_lease_ms });
  const rates = redisRateStore({ redis, keyPrefix: redis_key_prefix });
  return new ConsumerGate(
    {
      take: (key, limits) => rates.take(key, limits),
      close: async () => {
        await rates.close();
        redis.close();
      },
    },
    slots,
  );
}

/**
 * The warehouse as opened, except that every answer it gives tells the outage
 * tracker it is reachable again. Failures are reported by the entry points'
 * error mapping, which counts requests rather than statements.
 */
function reportingAnswers(warehouse: Warehouse, outages: OutageTracker): Warehouse {
  const answered = async <T>(work: Promise<T>): Promise<T> => {
    const value = await work;
    outages.succeeded();
    return value;
  };
  return {
    dialect: warehouse.dialect,
    get runningStatements() {
      return warehouse.runningStatements;
    },
    execute: (statement, options) => answered(warehouse.execute(statement, options)),
    describeTable: (name) => answered(warehouse.describeTable(name)),
    listTables: () => answered(warehouse.listTables()),
    ping: () => answered(warehouse.ping()),
    averageOfIntegers: (sum, count) => warehouse.averageOfIntegers(sum, count),
    close: () => warehouse.close(),
  };
}

/** The result cache over the warehouse, with its budget in the log so operators can see it. */
function openCache(config: Config, warehouse: Warehouse, logger?: Logger): ResultCache {
  const c = config.cache;
  const cache = new ResultCache(warehouse, {
    enabled: c.enabled,
    memoryBytes: c.memory_bytes,
    maxAgeMs: c.max_age_ms,
    wholeMaxRows: c.whole_result_max_rows,
    wholeMaxBytes: c.whole_result_max_bytes,
    redis: c.redis_url
      ? { url: c.redis_url, prefix: c.redis_prefix, timeoutMs: c.redis_timeout_ms }
      : undefined,
    log: logger,
  });
  logger?.info(
    {
      enabled: c.enabled,
      memory_bytes: c.memory_bytes,
      max_age_ms: c.max_age_ms,
      redis: c.redis_url ? c.redis_url.replace(/\/\/[^@/]*@/, '//***@') : null,
    },
    'result cache ready',
  );
  return cache;
}

/** The rollup store and router, when rollups are enabled and some contract declares one. */
async function openRollups(
  config: Config,
  warehouse: Warehouse,
  renderer: SqlRenderer,
  contracts: ReadonlyMap<string, Contract>,
  logger: Logger | undefined,
): Promise<RollupManager | undefined> {
  const declared = [...contracts.values()].some((c) => c.rollups.length > 0);
  if (!config.rollups.enabled || !declared) return undefined;
  const storeRenderer = new DuckDbRenderer();
  const { store, fallbackReason } = await RollupStore.open({
    path: config.rollups.path,
    memoryLimit: config.rollups.memory_limit,
    threads: config.rollups.threads,
    quoteIdentifier: (name) => storeRenderer.quoteIdentifier(name),
  });
  if (fallbackReason) {
    logger?.warn(
      { path: config.rollups.path, reason: fallbackReason },
      'the rollup store file is not available: rollups are kept in memory for this process',
    );
  }
  return new RollupManager({
    warehouse,
    renderer,
    storeRenderer,
    store,
    contracts,
    buildTimeoutMs: config.rollups.build_timeout_ms,
    maxRows: config.rollups.max_rows,
    statusFile: store.location === ':memory:' ? null : `${store.location}.status.json`,
    logger,
  });
}

/**
 * Rebuilds a contract's rollups when its refresh key says the data changed:
 * the same data version that keys the result cache, checked in the background
 * at the key's interval (a query may not come for a while). The first version
 * seen is the one the first build read.
 */
function watchRollupFreshness(
  rollups: RollupManager,
  freshness: Freshness,
  contracts: ReadonlyMap<string, Contract>,
): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const contract of contracts.values()) {
    const refresh = contract.refresh;
    if (contract.rollups.length === 0 || !refresh || (refresh.everyMs === null && refresh.sql === null)) {
      continue;
    }
    const scope = { kind: 'contract', name: contract.name, refresh } as const;
    let seen: string | null = null;
    const check = async () => {
      const version = await freshness.version(scope, Date.now());
      if (version === null) return;
      if (seen !== null && version !== seen) rollups.dataVersionChanged(contract.name, version);
      seen = version;
    };
    void check();
    const timer = setInterval(() => void check(), refresh.everyMs ?? DEFAULT_REFRESH_SQL_EVERY_MS);
    // Watching must not keep an otherwise finished process alive.
    timer.unref();
    timers.push(timer);
  }
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
