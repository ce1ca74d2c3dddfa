import type { Logger } from 'pino';
import type { ConsumerGate } from './admission/gate.js';
import type { ResultCache } from './cache/result-cache.js';
import type { Config } from './config/load.js';
import { AuditTable } from './engines/postgres/audit-table.js';
import { PostgresRenderer } from './engines/postgres/renderer.js';
import { AuditLog, type AuditSink, JsonLinesSink } from './observability/audit.js';
import { Metrics } from './observability/metrics.js';
import { Observability } from './observability/observe.js';
import { Tracing } from './observability/tracing.js';
import type { RollupManager } from './rollups/manager.js';
import type { Warehouse } from './warehouse/types.js';

/** The parts whose state the metrics read at scrape time. */
export interface ObservedParts {
  readonly warehouse: Warehouse;
  readonly cache: ResultCache;
  readonly gate: ConsumerGate;
  readonly rollups: RollupManager | undefined;
}

/**
 * Opens what `observability` configures (docs/operations.md): the metrics
 * registry, the audit sinks (JSON lines, PostgreSQL table) and the span
 * exporter. Nothing configured: an `Observability` with all three absent.
 */
export function openObservability(config: Config, logger?: Logger): Observability {
  const o = config.observability;
  const metrics = o.metrics.enabled ? new Metrics() : null;
  let audit: AuditLog | null = null;
  if (o.audit.enabled) {
    const sinks: AuditSink[] = [];
    if (o.audit.file) sinks.push(new JsonLinesSink(o.audit.file));
    if (o.audit.postgres) sinks.push(openAuditTable(o.audit.postgres));
    audit = new AuditLog(sinks, (sink, err) => {
      metrics?.auditWriteFailed(sink);
      logger?.error(
        { sink, err: err instanceof Error ? err.message : String(err) },
        'audit record not written',
      );
    });
  }
  const tracing = o.tracing.otlp_endpoint
    ? new Tracing({ endpoint: o.tracing.otlp_endpoint, serviceName: o.tracing.service_name })
    : null;
  return new Observability(metrics, audit, tracing, logger);
}

export function openAuditTable(pg: NonNullable<Config['observability']['audit']['postgres']>): AuditTable {
  const renderer = new PostgresRenderer();
  return new AuditTable({
    connectionString: pg.connection_string,
    schema: pg.schema,
    table: pg.table,
    quoteIdentifier: (name) => renderer.quoteIdentifier(name),
  });
}

/** Lets the metrics read the queue depths, cache size and rollup ages of the opened parts at scrape time. */
export function watchParts(observability: Observability, parts: ObservedParts): void {
  observability.metrics?.watch(sourcesOf(parts));
}

function sourcesOf(parts: ObservedParts) {
  return {
    admissionWaiting: () => parts.gate.waiting,
    warehouseInFlight: () => parts.warehouse.runningStatements,
    cacheMemory: () => parts.cache.status().memory,
    rollupAges: () => {
      const now = Date.now();
      return (parts.rollups?.status() ?? []).map((s) => ({
        contract: s.contract,
        rollup: s.rollup,
        ageSeconds: s.built_at === null ? null : (now - Date.parse(s.built_at)) / 1000,
      }));
    },
  };
}

/**
 * The warehouse with every statement timed into the metrics, by engine and
 * outcome (`ok` or the error code). Without metrics, the warehouse itself.
 */
export function timedStatements(warehouse: Warehouse, metrics: Metrics | null): Warehouse {
  if (metrics === null) return warehouse;
  const engine = warehouse.dialect;
  return {
    dialect: warehouse.dialect,
    get runningStatements() {
      return warehouse.runningStatements;
    },
    execute: async (statement, options) => {
      const started = performance.now();
      try {
        const result = await warehouse.execute(statement, options);
        metrics.statement(engine, 'ok', (performance.now() - started) / 1000);
        return result;
      } catch (err) {
        metrics.statement(engine, statementOutcome(err), (performance.now() - started) / 1000);
        throw err;
      }
    },
    describeTable: (name) => warehouse.describeTable(name),
    listTables: () => warehouse.listTables(),
    ping: () => warehouse.ping(),
    averageOfIntegers: (sum, count) => warehouse.averageOfIntegers(sum, count),
    close: () => warehouse.close(),
  };
}

/** An error's code when it has one from the registry's form (lower-case words), else `failed`. */
function statementOutcome(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) ? code : 'failed';
}
