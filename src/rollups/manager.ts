import { rename, writeFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Contract } from '../contracts/model.js';
import type { RollupStore, StoreColumn, StoreType } from '../engines/duckdb/rollup-store.js';
import { CharterError } from '../errors/registry.js';
import type { ResolvedQuery } from '../query/resolve.js';
import type { Select } from '../sql/ast.js';
import type { SqlRenderer } from '../sql/render.js';
import { cellBytes, OverBudget, ResultBudget } from '../warehouse/budget.js';
import type {
  ColumnInfo,
  CompiledStatement,
  ExecuteOptions,
  LogicalType,
  ResultSet,
  Warehouse,
} from '../warehouse/types.js';
import { type RollupLayout, rollupLayout } from './layout.js';
import { type AverageColumn, refusal, rollupSelect } from './route.js';

export type RollupStatusName = 'pending' | 'building' | 'ready' | 'failed';

/** What `charter rollups status` and the status file show for one rollup. */
export interface RollupStatus {
  readonly contract: string;
  readonly rollup: string;
  readonly status: RollupStatusName;
  readonly rows: number | null;
  readonly build_ms: number | null;
  /** ISO 8601 (UTC) end of the last successful build. */
  readonly built_at: string | null;
  /** The contract's data version the rows were built for (null: none declared, fixed until restart). */
  readonly data_version: string | null;
  readonly error: string | null;
}

/** Where a query is answered: a rollup (with the statement for the store), or the warehouse and why. */
export type RollupRoute =
  | {
      readonly kind: 'rollup';
      readonly rollup: string;
      /** Which build of the rollup answers (part of a cache key: a rebuild makes old entries unreachable). */
      readonly build: string;
      readonly statement: CompiledStatement;
      /** The warehouse's result types for the same columns, so a rollup answer is typed as the warehouse's. */
      readonly types: ReadonlyMap<string, LogicalType>;
      readonly averages: readonly AverageColumn[];
    }
  | { readonly kind: 'warehouse'; readonly reasons: readonly string[] };

export interface RollupManagerOptions {
  readonly warehouse: Warehouse;
  /** The warehouse's dialect: builds read from it. */
  readonly renderer: SqlRenderer;
  /** DuckDB's: rollup queries run in the store. */
  readonly storeRenderer: SqlRenderer;
  readonly store: RollupStore;
  readonly contracts: ReadonlyMap<string, Contract>;
  readonly buildTimeoutMs: number;
  readonly maxRows: number;
  /** JSON file the status is written to after each change (read by `charter rollups status`); null: none. */
  readonly statusFile: string | null;
  readonly logger?: Logger | undefined;
}

interface Entry {
  /** Re-pointed at the reloaded contract when a reload keeps the rollup as built (`adopt`). */
  layout: RollupLayout;
  status: RollupStatusName;
  rows: number | null;
  buildMs: number | null;
  builtAt: Date | null;
  error: string | null;
  types: ReadonlyMap<string, LogicalType>;
  /** Bumped when the data version changes: a build started for an older generation is not served. */
  generation: number;
  dataVersion: string | null;
}

/**
 * Builds the declared rollups in the background (one at a time, so the
 * warehouse keeps serving), and routes each query to the smallest ready rollup
 * that provably gives the warehouse's answer.
 */
export class RollupManager {
  private entries: Entry[];
  private changes = 0;
  private readonly abort = new AbortController();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: RollupManagerOptions) {
    this.entries = [...options.contracts.values()].flatMap((contract) =>
      contract.rollups.map((definition) => newEntry(rollupLayout(contract, definition))),
    );
  }

  /**
   * Takes over the contracts of a reload. A rollup whose table and build
   * statement are unchanged keeps its rows and status (it now answers the new
   * contract's queries); a new or changed one is built (the warehouse answers
   * until it is ready); one no longer declared stops being served. Queries
   * planned on the previous contracts no longer match any rollup and go to the
   * warehouse, which gives the same answer.
   */
  adopt(contracts: ReadonlyMap<string, Contract>): { readonly kept: string[]; readonly rebuilt: string[] } {
    const previous = new Map(this.entries.map((e) => [e.layout.table, e]));
    const kept: Entry[] = [];
    const rebuilt: Entry[] = [];
    for (const contract of contracts.values()) {
      for (const definition of contract.rollups) {
        const layout = rollupLayout(contract, definition);
        const was = previous.get(layout.table);
        previous.delete(layout.table);
        if (was && this.sameBuild(was.layout, layout)) {
          was.layout = layout;
          kept.push(was);
        } else {
          if (was) was.generation++; // a build still queued for the old definition is skipped
          rebuilt.push(newEntry(layout));
        }
      }
    }
    for (const dropped of previous.values()) dropped.generation++;
    this.entries = [...kept, ...rebuilt];
    this.changes++;
    for (const entry of rebuilt) this.enqueue(entry);
    void this.writeStatus();
    const names = (entries: Entry[]) => entries.map((e) => e.layout.table);
    return { kept: names(kept), rebuilt: names(rebuilt) };
  }

  private sameBuild(a: RollupLayout, b: RollupLayout): boolean {
    const text = (l: RollupLayout) =>
      JSON.stringify(
        [l.table, this.options.renderer.render(l.build), this.options.renderer.render(l.probe)],
        (_k, v) => (typeof v === 'bigint' ? `${v}n` : v),
      );
    return text(a) === text(b);
  }

  /** Queues a build of every rollup; queries go to the warehouse until each is ready. */
  start(): void {
    for (const entry of this.entries) this.enqueue(entry);
  }

  /** Resolves when every queued build has finished (for the CLI and tests). */
  async whenIdle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  /**
   * The seam for a contract's refresh key: a new data version makes its
   * rollups unservable at once (the warehouse answers) and rebuilds them.
   */
  dataVersionChanged(contract: string, version: string): void {
    for (const entry of this.entries) {
      if (entry.layout.contract.name !== contract || entry.dataVersion === version) continue;
      entry.generation++;
      entry.dataVersion = version;
      entry.status = 'pending';
      this.changes++;
      this.enqueue(entry);
    }
    void this.writeStatus();
  }

  /**
   * Bumped whenever a rollup's readiness, build or rows change: a route decided
   * at the same revision is still the route (callers may keep it until then).
   */
  get revision(): number {
    return this.changes;
  }

  route(q: ResolvedQuery, governed: Select): RollupRoute {
    const reasons: string[] = [];
    let best: Entry | null = null;
    for (const entry of this.entries) {
      if (entry.layout.contract !== q.contract) continue;
      const name = entry.layout.definition.name;
      const reason =
        refusal(q, entry.layout) ?? (entry.status === 'ready' ? null : `not ready (${entry.status})`);
      if (reason) reasons.push(`${name}: ${reason}`);
      else if (!best || (entry.rows ?? 0) < (best.rows ?? 0)) best = entry;
    }
    if (!best) {
      return {
        kind: 'warehouse',
        reasons: reasons.length > 0 ? reasons : ['the contract declares no rollups'],
      };
    }
    const { select, averages } = rollupSelect(governed, best.layout);
    const statement = this.options.storeRenderer.render(select);
    const build = `${best.generation}@${best.builtAt?.toISOString() ?? ''}`;
    return {
      kind: 'rollup',
      rollup: best.layout.definition.name,
      build,
      statement,
      types: best.types,
      averages,
    };
  }

  /** The rollup store's engine name: it keys the cache entries of rollup answers apart from the warehouse's. */
  get storeDialect(): string {
    return this.options.store.dialect;
  }

  /**
   * Runs a routed statement in the store and returns the rows as the warehouse
   * would: averages finished by the warehouse's rule, columns typed as the
   * warehouse types them. A failure is logged (the caller then asks the warehouse).
   */
  async execute(
    route: Extract<RollupRoute, { kind: 'rollup' }>,
    options: ExecuteOptions,
  ): Promise<ResultSet> {
    try {
      // The page is LIMITed and small; the response budget is applied to the finished rows below, so a
      // cut falls on the same row as the warehouse's (its bytes are those of the warehouse's cells).
      const { signal } = options;
      const result = await this.options.store.execute(route.statement, signal ? { signal } : {});
      return withinBudget(finishRows(result, route, this.options.warehouse), options);
    } catch (err) {
      if (!options.signal?.aborted && !(err instanceof CharterError))
        this.options.logger?.error(
          { err: (err as Error).message },
          'rollup query failed: the warehouse answers',
        );
      throw err;
    }
  }

  status(): RollupStatus[] {
    return this.entries.map((e) => ({
      contract: e.layout.contract.name,
      rollup: e.layout.definition.name,
      status: e.status,
      rows: e.rows,
      build_ms: e.buildMs,
      built_at: e.builtAt?.toISOString() ?? null,
      data_version: e.dataVersion,
      error: e.error,
    }));
  }

  async close(): Promise<void> {
    this.abort.abort(new Error('the service is closing'));
    await this.queue;
    await this.options.store.close();
  }

  private enqueue(entry: Entry): void {
    const generation = entry.generation;
    this.queue = this.queue.then(() => this.build(entry, generation));
  }

  private async build(entry: Entry, generation: number): Promise<void> {
    if (this.abort.signal.aborted || entry.generation !== generation) return;
    const { layout } = entry;
    entry.status = 'building';
    this.changes++;
    const started = performance.now();
    try {
      const { rows, types } = await this.load(layout);
      if (entry.generation !== generation) return; // the data changed meanwhile: a newer build is queued
      Object.assign(entry, {
        status: 'ready',
        rows,
        types,
        error: null,
        buildMs: Math.round(performance.now() - started),
        builtAt: new Date(),
      });
      this.changes++;
      this.options.logger?.info(
        { contract: layout.contract.name, rollup: layout.definition.name, rows, ms: entry.buildMs },
        'rollup ready',
      );
    } catch (err) {
      if (this.abort.signal.aborted) return;
      entry.status = 'failed';
      this.changes++;
      entry.error = err instanceof Error ? err.message : String(err);
      this.options.logger?.warn(
        { contract: layout.contract.name, rollup: layout.definition.name, err: entry.error },
        'rollup build failed: its queries go to the warehouse',
      );
    }
    await this.writeStatus();
  }

  /** Runs the build and probe statements on the warehouse and swaps the rows into the store. */
  private async load(layout: RollupLayout): Promise<{ rows: number; types: Map<string, LogicalType> }> {
    const { warehouse, renderer, buildTimeoutMs, maxRows, store } = this.options;
    const options = { signal: this.abort.signal, timeoutMs: buildTimeoutMs };
    const probe = await warehouse.execute(renderer.render(layout.probe), options);
    const result = await warehouse.execute(renderer.render(layout.build), { ...options, maxRows });
    if (result.truncated) throw new Error(`more than rollups.max_rows (${maxRows}) rows`);
    await store.replaceTable(layout.table, storeColumns(layout, result.columns), result.rows);
    return { rows: result.rows.length, types: new Map(probe.columns.map((c) => [c.name, c.type])) };
  }

  private async writeStatus(): Promise<void> {
    const file = this.options.statusFile;
    if (!file) return;
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await writeFile(
        tmp,
        `${JSON.stringify({ written_at: new Date().toISOString(), rollups: this.status() }, null, 2)}\n`,
      );
      await rename(tmp, file);
    } catch (err) {
      this.options.logger?.warn(
        { err: (err as Error).message, file },
        'could not write the rollup status file',
      );
    }
  }
}

function newEntry(layout: RollupLayout): Entry {
  return {
    layout,
    status: 'pending',
    rows: null,
    buildMs: null,
    builtAt: null,
    error: null,
    types: new Map(),
    generation: 0,
    dataVersion: null,
  };
}

function finishRows(
  result: ResultSet,
  route: Extract<RollupRoute, { kind: 'rollup' }>,
  warehouse: Warehouse,
): ResultSet {
  const index = (name: string) => result.columns.findIndex((c) => c.name === name);
  const averages = route.averages.map((a) => ({
    at: index(a.column),
    sum: index(a.sumAlias),
    count: index(a.countAlias),
  }));
  const hidden = new Set(averages.flatMap((a) => [a.sum, a.count]));
  const keep = result.columns.flatMap((_c, i) => (hidden.has(i) ? [] : [i]));
  const rows = result.rows.map((row) => {
    const out = [...row];
    for (const a of averages) {
      const sum = row[a.sum];
      const count = row[a.count];
      const ok = (typeof sum === 'bigint' || typeof sum === 'number') && count !== null && Number(count) > 0;
      out[a.at] = ok ? warehouse.averageOfIntegers(BigInt(sum), BigInt(count as bigint | number)) : null;
    }
    return keep.map((i) => out[i] ?? null);
  });
  const columns = keep.map((i) => {
    const c = result.columns[i] as ColumnInfo;
    return { ...c, type: route.types.get(c.name) ?? c.type };
  });
  return { ...result, columns, rows };
}

/** The rows that fit `maxRows` and `maxBytes`, measured as the warehouse adapters measure them. */
function withinBudget(result: ResultSet, options: ExecuteOptions): ResultSet {
  if (options.maxRows === undefined && options.maxBytes === undefined) return result;
  const budget = new ResultBudget(
    result.columns.map((c) => c.name),
    options.maxRows,
    options.maxBytes,
  );
  for (const row of result.rows) {
    if (budget.full) {
      budget.overflowRows();
      break;
    }
    try {
      budget.startRow();
      for (const cell of row) budget.charge(cellBytes(cell));
      budget.keep(row);
    } catch (err) {
      if (err instanceof OverBudget) break;
      throw err;
    }
  }
  const { rows, truncatedBy } = budget.finish();
  return { ...result, rows, truncated: truncatedBy !== null, truncatedBy };
}

/** Store types of the build result's columns: sums and counts exact (HUGEINT), the rest as the warehouse typed them. */
function storeColumns(layout: RollupLayout, columns: readonly ColumnInfo[]): StoreColumn[] {
  const exact = new Set(
    layout.measures.flatMap((m) => m.parts.filter((p) => p.exactInteger).map((p) => p.column)),
  );
  return columns.map((c) => ({ name: c.name, type: exact.has(c.name) ? 'HUGEINT' : storeType(c) }));
}

const STORE_TYPE_OF: Partial<Record<LogicalType, StoreType>> = {
  string: 'VARCHAR',
  integer: 'HUGEINT',
  number: 'DOUBLE',
  boolean: 'BOOLEAN',
  timestamp: 'TIMESTAMP',
  date: 'TIMESTAMP',
};

function storeType(c: ColumnInfo): StoreType {
  const type = STORE_TYPE_OF[c.type];
  if (!type) throw new Error(`column '${c.name}' (${c.engineType}) has a type rollups do not store`);
  return type;
}
