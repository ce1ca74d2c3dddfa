import { hash } from 'node:crypto';
import { CharterError } from '../errors/registry.js';
import type { CompiledStatement, ParamValue, TruncationReason, Warehouse } from '../warehouse/types.js';
import { Flights } from './flights.js';
import { Freshness } from './freshness.js';
import { MemoryTier } from './memory.js';
import { RedisTier, type RedisTierOptions } from './redis.js';
import { materialize, ResultSlice, rowCount, type StoredResult } from './stored.js';
import {
  BYPASS_STATUS,
  type CacheDirective,
  type CacheReport,
  type DataScope,
  type ServedBy,
  scopeTag,
} from './types.js';

export interface ResultCacheOptions {
  readonly enabled: boolean;
  readonly memoryBytes: number;
  readonly maxAgeMs: number;
  readonly wholeMaxRows: number;
  readonly wholeMaxBytes: number;
  readonly redis?: Omit<RedisTierOptions, 'log'> | undefined;
  readonly log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * The caller's cancellation, or a function that gives it: read only when a
 * statement has to run, so a hit never makes an AbortSignal (making one costs
 * about as much as the rest of a hit).
 */
export type SignalSource = AbortSignal | (() => AbortSignal | undefined) | undefined;

export function signalOf(source: SignalSource): AbortSignal | undefined {
  return typeof source === 'function' ? source() : source;
}

/** One governed statement to answer. */
export interface FetchRequest {
  readonly statement: CompiledStatement;
  readonly scope: DataScope;
  readonly directive: CacheDirective;
  readonly signal?: SignalSource;
  /** Who asked first (warehouse admission is fair between consumers); not part of the key. */
  readonly tenant?: string | undefined;
  /**
   * Transaction-local settings (the RLS context for native policies); not part
   * of the key: the guarded statement already binds the same context values.
   */
  readonly settings?: Readonly<Record<string, string>> | undefined;
  /** The adapter's row bound (part of the key: it changes the answer). */
  readonly maxRows?: number;
  /** The adapter's byte bound on the rows' JSON (part of the key too). */
  readonly maxBytes?: number;
  /** Output column carrying the window total (see `StoredResult.total`). */
  readonly totalColumn?: string;
  /** Answer from a rollup store instead of the warehouse (set by rollup routing); absent: the warehouse. */
  readonly rollup?: RollupSource | undefined;
}

/** A rollup that answers a statement: its store, its name, and its build (part of the key). */
export interface RollupSource {
  readonly store: Pick<Warehouse, 'dialect' | 'execute'>;
  readonly name: string;
  readonly build: string;
}

export interface Fetched {
  readonly result: StoredResult;
  readonly report: CacheReport;
}

/** A contract query page: the statement for the whole ordered result, and the paged one. */
export interface PageRequest {
  readonly whole: CompiledStatement;
  readonly paged: CompiledStatement;
  readonly offset: number;
  readonly limit: number;
  readonly totalColumn: string;
  readonly scope: DataScope;
  readonly directive: CacheDirective;
  readonly signal?: SignalSource;
  readonly tenant?: string | undefined;
  /** The response budget: bytes of row JSON one page may carry (`limits.results.max_bytes`). */
  readonly maxBytes: number;
  readonly rollup?: RollupSource | undefined;
}

export interface PageAnswer {
  readonly slice: ResultSlice;
  /** What cut the page short (only a page statement can be cut; a page from the whole result never is). */
  readonly truncatedBy: TruncationReason | null;
  /** Rows across all pages; null when a per-page statement returned no row to carry it. */
  readonly total: number | null;
  readonly report: CacheReport;
}

export interface CacheStatus {
  readonly enabled: boolean;
  readonly memory: { readonly entries: number; readonly bytes: number; readonly budget_bytes: number };
  readonly redis: { readonly configured: boolean; readonly state: string | null };
  readonly in_flight: number;
}

interface Keyed {
  readonly hash: string;
  readonly tag: string;
}

/** Bytes per row beyond its stored JSON that the page statement's budget may count (the window total cell). */
const PAGE_ROW_ALLOWANCE = 64;

const WAREHOUSE = { source: 'warehouse', rollup: null } as const;
const CACHE = { source: 'cache', rollup: null } as const;

/**
 * The result cache in front of the warehouse: every governed statement goes
 * through `fetch` (or `page` for contract queries). Keys are a SHA-256 of the
 * engine, the final SQL, its bound parameters (RLS values included), the row
 * bound and the scope's data version, so two contexts never share an entry.
 */
export class ResultCache {
  readonly freshness: Freshness;
  private readonly memory: MemoryTier;
  private readonly redis: RedisTier | null;
  private readonly flights = new Flights<StoredResult>();

  constructor(
    private readonly warehouse: Warehouse,
    private readonly options: ResultCacheOptions,
  ) {
    this.memory = new MemoryTier(options.memoryBytes);
    this.freshness = new Freshness(warehouse, options.maxAgeMs, options.log);
    this.redis =
      options.enabled && options.redis ? new RedisTier({ ...options.redis, log: options.log }) : null;
    // Another replica cleared: drop the same memory entries here (Redis itself it already cleared).
    this.redis?.onClearNotice(({ tag }) => {
      const dropped = this.memory.clear(tag);
      this.freshness.reset();
      options.log?.info({ tag, dropped }, 'result cache: cleared on a notice from another replica');
    });
  }

  async fetch(req: FetchRequest): Promise<Fetched> {
    const keyed = await this.keyOf(req);
    if (!keyed) return this.bypass(req);
    if (req.directive === 'default') {
      const hit = await this.lookup(keyed);
      if (hit) return { result: hit.result, report: hitReport(hit.result, hit.tier) };
    }
    return this.forward(req, keyed, () => true);
  }

  /**
   * A page of a contract query, cut from its whole ordered result when that
   * fits the bounds (so walking pages is consistent and one entry serves them
   * all), else fetched and cached page by page.
   */
  async page(req: PageRequest): Promise<PageAnswer> {
    const hit = this.pageNow(req);
    if (hit) return hit;
    const fromWhole = await this.pageFromWhole(req);
    if (fromWhole) return fromWhole;
    const { result, report } = await this.fetch({ ...req, statement: req.paged });
    return { slice: new ResultSlice(result), truncatedBy: result.truncatedBy, total: result.total, report };
  }

  /**
   * The page when it can be answered at once: the whole result is in memory
   * and the data version is known without a statement. A hit then costs no
   * promise (a repeated dashboard query's common case); anything else is
   * null, and `page` takes the general path, which would give the same
   * answer for the same entry.
   */
  pageNow(req: PageRequest): PageAnswer | null {
    const o = this.options;
    if (!o.enabled || o.wholeMaxRows <= 0 || req.directive !== 'default') return null;
    const now = Date.now();
    const version = this.freshness.version(req.scope, now);
    if (typeof version !== 'string') return null;
    const keyed = keyFor(this.warehouse.dialect, wholeRequest(req, o), version);
    const local = this.memory.get(keyed.hash, now);
    if (local?.kind !== 'result' || local.result.truncated) return null;
    return cutPage(req, local.result, hitReport(local.result, 'memory'));
  }

  /**
   * The page cut from the whole ordered result, or null when that is not
   * possible: disabled, `no-store`, known to be too large, or a page that might
   * reach the response budget (the page statement then applies the adapter's
   * exact budget rule, so a cut page is the same whichever way it is served).
   */
  private async pageFromWhole(req: PageRequest): Promise<PageAnswer | null> {
    const o = this.options;
    if (o.wholeMaxRows <= 0 || req.directive === 'no-store') return null;
    const whole = wholeRequest(req, o);
    const keyed = await this.keyOf(whole);
    if (!keyed) return null;
    const local = this.memory.get(keyed.hash, Date.now());
    if (local?.kind === 'oversize') return null;
    let fetched: Fetched;
    try {
      fetched =
        req.directive === 'default' && local?.kind === 'result'
          ? { result: local.result, report: hitReport(local.result, 'memory') }
          : await this.wholeFromElsewhere(req, whole, keyed, local !== undefined);
    } catch (err) {
      if (!(err instanceof CharterError && err.code === 'result_too_large')) throw err;
      this.tooLarge(keyed);
      return null;
    }
    if (fetched.result.truncated) {
      this.tooLarge(keyed);
      return null;
    }
    return cutPage(req, fetched.result, fetched.report);
  }

  /** The whole result when memory did not answer: from Redis (when allowed and not already known to memory), else the warehouse. */
  private async wholeFromElsewhere(
    req: PageRequest,
    bounds: Pick<FetchRequest, 'statement' | 'maxRows' | 'maxBytes'>,
    keyed: Keyed,
    inMemory: boolean,
  ): Promise<Fetched> {
    const shared = req.directive === 'default' && !inMemory ? await this.fromRedis(keyed) : null;
    if (shared) return { result: shared, report: hitReport(shared, 'redis') };
    return this.forward({ ...req, ...bounds }, keyed, (r) => !r.truncated);
  }

  /** Remembers that a statement's whole result is too large to keep, so its pages are cached one by one. */
  private tooLarge(keyed: Keyed): void {
    this.memory.set(keyed.hash, keyed.tag, { kind: 'oversize' }, Date.now() + this.options.maxAgeMs);
  }

  /**
   * Drops the entries of one contract, or all: from memory, from the shared
   * tier, and (through a Redis notice) from every other replica's memory.
   */
  async clear(contract: string | null): Promise<{ memory: number; redis: number | null }> {
    const tag = contract === null ? null : scopeTag({ kind: 'contract', name: contract, refresh: null });
    const memory = this.memory.clear(tag);
    this.freshness.reset();
    if (!this.redis) return { memory, redis: null };
    const redis = await this.redis.clear(tag).catch(() => null);
    // After the shared entries are gone, so a replica that drops its copy cannot fetch it back from Redis.
    await this.redis.publishClear(tag);
    return { memory, redis };
  }

  status(): CacheStatus {
    return {
      enabled: this.options.enabled,
      memory: {
        entries: this.memory.entries,
        bytes: this.memory.bytes,
        budget_bytes: this.memory.budgetBytes,
      },
      redis: { configured: this.redis !== null, state: this.redis?.state ?? null },
      in_flight: this.flights.size,
    };
  }

  async close(): Promise<void> {
    await this.redis?.close();
  }

  private async keyOf(req: FetchRequest): Promise<Keyed | null> {
    if (!this.options.enabled) return null;
    const version = await this.freshness.version(req.scope, Date.now());
    if (version === null) return null;
    return keyFor(this.warehouse.dialect, req, version);
  }

  private async lookup(keyed: Keyed): Promise<{ result: StoredResult; tier: 'memory' | 'redis' } | null> {
    const local = this.memory.get(keyed.hash, Date.now());
    if (local?.kind === 'result') return { result: local.result, tier: 'memory' };
    if (local) return null;
    const shared = await this.fromRedis(keyed);
    return shared ? { result: shared, tier: 'redis' } : null;
  }

  /** The entry from the shared tier, copied into memory; null on a miss or without Redis. */
  private async fromRedis(keyed: Keyed): Promise<StoredResult | null> {
    if (!this.redis) return null;
    const shared = await this.redis.get(keyed.tag, keyed.hash);
    if (!shared || shared.expiresAt <= Date.now()) return null;
    this.memory.set(keyed.hash, keyed.tag, { kind: 'result', result: shared }, shared.expiresAt);
    return shared;
  }

  /** Runs the statement (sharing it with identical concurrent requests) and stores the answer when allowed. */
  private async forward(
    req: FetchRequest,
    keyed: Keyed,
    keep: (r: StoredResult) => boolean,
  ): Promise<Fetched> {
    const { promise, collapsed } = this.flights.run(keyed.hash, signalOf(req.signal), (signal) =>
      this.execute(req, signal),
    );
    const result = await promise;
    const stored = req.directive !== 'no-store' && keep(result);
    if (stored && this.memory.peekResult(keyed.hash) !== result) {
      this.memory.set(keyed.hash, keyed.tag, { kind: 'result', result }, result.expiresAt);
      this.redis?.set(keyed.tag, keyed.hash, result, Date.now());
    }
    const fwd = req.directive === 'default' ? 'miss' : 'request';
    const status = `charter; fwd=${fwd}${stored ? '; stored' : ''}${collapsed ? '; collapsed' : ''}`;
    return { result, report: { cache_status: status, served_by: servedBy(req) } };
  }

  private async bypass(req: FetchRequest): Promise<Fetched> {
    const result = await this.execute(req, signalOf(req.signal));
    return { result, report: { cache_status: BYPASS_STATUS, served_by: servedBy(req) } };
  }

  private async execute(req: FetchRequest, signal: AbortSignal | undefined): Promise<StoredResult> {
    const result = await (req.rollup?.store ?? this.warehouse).execute(req.statement, {
      ...(signal ? { signal } : {}),
      ...(req.tenant !== undefined ? { tenant: req.tenant } : {}),
      ...(req.settings !== undefined ? { settings: req.settings } : {}),
      ...(req.maxRows !== undefined ? { maxRows: req.maxRows } : {}),
      ...(req.maxBytes !== undefined ? { maxBytes: req.maxBytes } : {}),
      // The warehouse may write the rows' JSON itself (no row objects, no serialiser walk: large pages);
      // a rollup's rows are finished by its manager, so they come as cells.
      ...(req.rollup ? {} : { json: req.totalColumn ? { omitColumn: req.totalColumn } : {} }),
    });
    return materialize(result, {
      ...(req.totalColumn ? { totalColumn: req.totalColumn } : {}),
      maxAgeMs: this.freshness.maxAgeMs(req.scope),
      now: Date.now(),
    });
  }
}

/** The cache request for a page's whole ordered result, bounded by the whole-result limits. */
function wholeRequest(
  req: PageRequest,
  o: Pick<ResultCacheOptions, 'wholeMaxRows' | 'wholeMaxBytes'>,
): FetchRequest & Pick<FetchRequest, 'statement' | 'maxRows' | 'maxBytes'> {
  const { scope, directive, totalColumn, rollup } = req;
  return {
    statement: req.whole,
    maxRows: o.wholeMaxRows,
    maxBytes: o.wholeMaxBytes,
    scope,
    directive,
    totalColumn,
    rollup,
  };
}

/** The page of a whole result, or null when it might reach the response budget (the page statement then decides). */
function cutPage(req: PageRequest, whole: StoredResult, report: CacheReport): PageAnswer | null {
  const slice = new ResultSlice(whole, req.offset, req.limit);
  // The budget also counts the window-total column of the page statement: allow for it generously.
  if (slice.bodyBytes().length + 2 + slice.rowCount * PAGE_ROW_ALLOWANCE > req.maxBytes) return null;
  return { slice, truncatedBy: null, total: rowCount(whole), report };
}

function servedBy(req: FetchRequest): ServedBy {
  return req.rollup ? { source: 'rollup', rollup: req.rollup.name } : WAREHOUSE;
}

function hitReport(result: StoredResult, tier: 'memory' | 'redis'): CacheReport {
  const ttl = Math.max(0, Math.floor((result.expiresAt - Date.now()) / 1000));
  return {
    cache_status: `charter; hit; ttl=${ttl}${tier === 'redis' ? '; detail=redis' : ''}`,
    served_by: CACHE,
  };
}

/** What besides the statement goes into a key: compared field by field against the last key made. */
interface KeyInputs {
  readonly maxRows: number | null;
  readonly maxBytes: number | null;
  readonly totalColumn: string | null;
  readonly rollup: RollupSource | null;
  readonly version: string;
  readonly tag: string;
}

/** The last key made for a statement object, with the other inputs it was made from. */
const lastKeys = new WeakMap<CompiledStatement, { readonly inputs: KeyInputs; readonly keyed: Keyed }>();

function sameInputs(a: KeyInputs, b: KeyInputs): boolean {
  return (
    a.maxRows === b.maxRows &&
    a.maxBytes === b.maxBytes &&
    a.totalColumn === b.totalColumn &&
    a.version === b.version &&
    a.tag === b.tag &&
    (a.rollup === b.rollup ||
      (a.rollup !== null &&
        b.rollup !== null &&
        a.rollup.store.dialect === b.rollup.store.dialect &&
        a.rollup.name === b.rollup.name &&
        a.rollup.build === b.rollup.build))
  );
}

/**
 * The key of a request: SHA-256 over the engine, the statement's SQL and
 * bound parameters, the row and byte bounds, the total column, the rollup and
 * the data version. A repeated request (its plan is remembered, so its
 * statement is the very same frozen object) reuses the key made last time
 * when every other input is equal too, instead of serialising and hashing
 * the SQL again.
 */
function keyFor(dialect: string, req: FetchRequest, version: string): Keyed {
  const { statement } = req;
  const inputs: KeyInputs = {
    maxRows: req.maxRows ?? null,
    maxBytes: req.maxBytes ?? null,
    totalColumn: req.totalColumn ?? null,
    rollup: req.rollup ?? null,
    version,
    tag: scopeTag(req.scope),
  };
  const known = lastKeys.get(statement);
  if (known !== undefined && sameInputs(known.inputs, inputs)) return known.keyed;
  const { rollup } = inputs;
  const identity = JSON.stringify([
    dialect,
    statement.sql,
    statement.params.map(tagParam),
    inputs.maxRows,
    inputs.maxBytes,
    inputs.totalColumn,
    rollup ? [rollup.store.dialect, rollup.name, rollup.build] : null,
    version,
  ]);
  const keyed = { hash: hash('sha256', identity, 'hex'), tag: inputs.tag };
  // Only a frozen statement (what the renderer makes) is remembered: its SQL and parameters cannot change.
  if (Object.isFrozen(statement) && Object.isFrozen(statement.params))
    lastKeys.set(statement, { inputs, keyed });
  return keyed;
}

/** Type-tagged, so a bigint 1 and a string '1' (different SQL semantics) never share a key. */
function tagParam(p: ParamValue): string {
  return p === null ? 'n' : `${typeof p}:${String(p)}`;
}
