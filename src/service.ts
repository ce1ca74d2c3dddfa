import type { Logger } from 'pino';
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
import { checkModels } from './governance/sql-policy.js';
import { OutageTracker } from './observability/outage.js';
import { RollupManager } from './rollups/manager.js';
import { EmbeddingClient } from './search/embeddings.js';
import { DuckDbRenderer, rendererFor } from './sql/dialects.js';
import { createDuckDbParser } from './sql/duckdb-parser.js';
import type { ToolDeps } from './tools/context.js';
import { PlanMemo } from './tools/plan-memo.js';
import { openWarehouse } from './warehouse/open.js';
import { RollupStore } from './warehouse/rollup-store.js';
import type { Warehouse } from './warehouse/types.js';

/** The running service's parts, wired once (the composition root). */
export interface Service extends ToolDeps {
  readonly config: Config;
  readonly keys: ApiKeyStore;
  readonly consumers: ConsumerRegistry;
  readonly warehouse: Warehouse;
  readonly contractFailures: readonly { readonly file: string; readonly problems: readonly string[] }[];
  /** Catalog files (tables, models, collections) with problems; their bad entries are not served. */
  readonly catalogFailures: readonly { readonly file: string; readonly problems: readonly string[] }[];
  /** Warehouse outages as three log lines (start, periodic count, end) instead of one per failed request. */
  readonly outages: OutageTracker;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Build the declared rollups in the background after start (default true; one-shot CLI commands skip it). */
  readonly buildRollups?: boolean;
}

export async function createService(
  config: Config,
  logger?: Logger,
  options: ServiceOptions = {},
): Promise<Service> {
  const outages = new OutageTracker('warehouse', logger);
  const warehouse = reportingAnswers(await openWarehouse(config.warehouse, logger), outages);
  const sqlParser = await createDuckDbParser();
  try {
    const { contracts, failures } = await loadContracts(config.contractsDir, warehouse);
    for (const f of failures) {
      logger?.error({ file: f.file, problems: f.problems }, 'contract failed validation and is not served');
    }
    for (const consumer of config.consumers) {
      for (const name of consumer.scope.contracts) {
        if (!contracts.has(name))
          logger?.warn({ consumer: consumer.slug, contract: name }, 'scoped contract is not loaded');
      }
      if (consumer.queryMode !== 'contract-only' && warehouse.dialect !== 'duckdb') {
        logger?.warn(
          { consumer: consumer.slug },
          'governed SQL is DuckDB-only: execute_sql will answer sql_engine_unsupported',
        );
      }
    }
    const loaded = await loadCatalog(config.catalogDir, warehouse, contracts);
    const checked = await checkModels(loaded.tables, loaded.models, sqlParser);
    const catalog = {
      ...loaded,
      models: checked.models,
      failures: [...loaded.failures, ...checked.failures],
    };
    for (const f of catalog.failures) {
      logger?.error(
        { file: f.file, problems: f.problems },
        'catalog entries failed validation and are not served',
      );
    }
    const embeddings = config.search.embeddings;
    const cache = openCache(config, warehouse, logger);
    const renderer = rendererFor(warehouse.dialect);
    const rollups = await openRollups(config, warehouse, contracts, logger);
    if (options.buildRollups !== false) rollups?.start();
    const stopWatching = rollups ? watchRollupFreshness(rollups, cache.freshness, contracts) : () => {};
    return {
      config,
      keys: new ApiKeyStore(config.apiKeys),
      consumers: new ConsumerRegistry(config.consumers),
      catalog: new Catalog(contracts, catalog),
      embeddings: embeddings
        ? new EmbeddingClient({
            baseUrl: embeddings.base_url,
            model: embeddings.model,
            apiKey: embeddings.api_key,
            timeoutMs: embeddings.timeout_ms,
          })
        : undefined,
      warehouse,
      cache,
      plans: new PlanMemo(),
      renderer,
      rollups,
      paging: { defaultLimit: config.query.default_limit, maxLimit: config.query.max_limit },
      results: { maxBytes: config.limits.results.max_bytes },
      sqlParser,
      contractFailures: failures,
      catalogFailures: catalog.failures,
      outages,
      close: async () => {
        await cache.close();
        stopWatching();
        await rollups?.close();
        await sqlParser.close();
        await warehouse.close();
      },
    };
  } catch (err) {
    await sqlParser.close();
    await warehouse.close();
    throw err;
  }
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
    renderer: rendererFor(warehouse.dialect),
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
