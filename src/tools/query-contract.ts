import { type PageAnswer, type PageRequest, type RollupSource, signalOf } from '../cache/result-cache.js';
import type { ResultSlice } from '../cache/stored.js';
import { BYPASS_STATUS, type CacheReport, type DataScope } from '../cache/types.js';
import { compileQuery, TOTAL_COLUMN } from '../compiler/compile.js';
import { allowsContracts } from '../consumers/model.js';
import type { Contract } from '../contracts/model.js';
import { formatDiagnostics } from '../errors/diagnostics.js';
import { CharterError } from '../errors/registry.js';
import { applyContractRls } from '../governance/rls.js';
import { type ResolvedQuery, resolveQuery } from '../query/resolve.js';
import { parseQueryDraft, type QueryDraft } from '../query/spec.js';
import type { JsonValue, OutputColumn } from '../results/shape.js';
import { pageTruncationMessage } from '../results/truncation.js';
import type { RollupRoute } from '../rollups/manager.js';
import type { Select } from '../sql/ast.js';
import type { CompiledStatement, ExecuteOptions } from '../warehouse/types.js';
import { outcomeOf, parseContext, type StatementRecord, type ToolCall, type ToolDeps } from './context.js';
import { planKey } from './plan-memo.js';

export interface QueryContractArgs {
  readonly contract_name: unknown;
  readonly query: unknown;
}

/** The query as executed: names resolved, limit clamped, defaults applied. */
export interface ExecutedQuery {
  readonly dimensions: readonly { readonly name: string; readonly time_grain?: string }[];
  readonly measures: readonly string[];
  readonly filters: readonly {
    readonly field: string;
    readonly operator: string;
    readonly value?: JsonValue;
  }[];
  readonly sorts: readonly { readonly field: string; readonly direction: string }[];
  readonly limit: number;
  readonly offset: number;
}

export interface QueryContractResult {
  readonly contract_name: string;
  readonly query: ExecutedQuery;
  readonly columns: readonly OutputColumn[];
  readonly rows: readonly Readonly<Record<string, JsonValue>>[];
  readonly row_count: number;
  readonly total_items: number;
  readonly has_next_page: boolean;
  readonly execution_time_ms: number;
  /** True when the response size limit cut the page short (`query.limit` then reads the rows returned). */
  readonly truncated: boolean;
  /** Informational, e.g. that the limit was clamped or the page cut by the response size limit. */
  readonly message: string | null;
  /** How the result cache handled it: MCP puts this in `_meta`, chat in the data event. */
  readonly cache: CacheReport;
}

export interface PlannedQuery {
  readonly contract: Contract;
  readonly resolved: ResolvedQuery;
  /** The governed page statement (what `charter explain` prints). */
  readonly statement: CompiledStatement;
  /** The same query without paging: the whole ordered result the cache cuts pages from. */
  readonly whole: CompiledStatement;
  /** The rollup router's decision for the page (a statement for the rollup store, or why the warehouse answers). */
  readonly route: RollupRoute;
  /** The same decision for the whole result. */
  readonly wholeRoute: RollupRoute;
}

/** What does not change between calls of the same query: memoized. Routes depend on rollup readiness: not. */
interface GovernedPlan {
  readonly contract: Contract;
  readonly resolved: ResolvedQuery;
  readonly governed: { readonly page: Select; readonly whole: Select };
  readonly statement: CompiledStatement;
  readonly whole: CompiledStatement;
}

/** A contract query's page as the cache hands it over: rows still as JSON bytes, for REST's lean path. */
export interface ContractAnswer {
  readonly contract: Contract;
  readonly resolved: ResolvedQuery;
  readonly page: ResultSlice;
  /** The limit applied: the page size, or the rows returned when the response size limit cut the page. */
  readonly limit: number;
  /** True when the response size limit cut the page short. */
  readonly truncated: boolean;
  readonly total_items: number;
  readonly has_next_page: boolean;
  readonly execution_time_ms: number;
  readonly message: string | null;
  readonly cache: CacheReport;
}

/**
 * Validates, compiles and governs a contract query without running it: the
 * one path that REST, MCP, the chat agent and `charter explain` share.
 */
export function planContractQuery(deps: ToolDeps, call: ToolCall, args: QueryContractArgs): PlannedQuery {
  const key = planKey(
    { consumer: call.consumer, catalog: deps.catalog },
    call.consumer.slug,
    args,
    call.context,
  );
  const started = call.observe ? performance.now() : 0;
  let base = key === null ? undefined : (deps.plans?.known(key) as GovernedPlan | undefined);
  if (base === undefined) {
    base = plan(deps, call, args);
    if (key !== null) deps.plans?.remember(key, base);
  } else if (call.observe) {
    // A remembered plan was compiled and governed by an earlier call: this call's compile stage is the lookup.
    call.observe.stage('compile', started, performance.now(), { 'charter.plan': 'remembered' });
  }
  return routed(deps, base);
}

/** The planned query of a remembered plan with its routes, valid while the rollups' revision stays the same. */
const decided = new WeakMap<GovernedPlan, { readonly revision: number; readonly planned: PlannedQuery }>();

/** The route when no rollups are configured (one object for every plan). */
const NO_ROLLUPS: RollupRoute = Object.freeze({ kind: 'warehouse', reasons: ['rollups are disabled'] });

/**
 * The plan with the router's decisions for the page and the whole result.
 * Rewriting and rendering a rollup statement costs more than a cache hit, so
 * a decision (and the planned query holding it) is kept with its plan until a
 * rollup becomes ready, stale or failed.
 */
function routed(deps: ToolDeps, base: GovernedPlan): PlannedQuery {
  const rollups = deps.rollups;
  const revision = rollups ? rollups.revision : -1;
  const known = decided.get(base);
  if (known && known.revision === revision) return known.planned;
  const route = rollups ? rollups.route(base.resolved, base.governed.page) : NO_ROLLUPS;
  const wholeRoute = rollups ? rollups.route(base.resolved, base.governed.whole) : NO_ROLLUPS;
  const { contract, resolved, statement, whole } = base;
  const planned = { contract, resolved, statement, whole, route, wholeRoute };
  decided.set(base, { revision, planned });
  return planned;
}

function plan(deps: ToolDeps, call: ToolCall, args: QueryContractArgs): GovernedPlan {
  const started = call.observe ? performance.now() : 0;
  if (!allowsContracts(call.consumer.queryMode)) {
    throw new CharterError(
      'query_mode_forbidden',
      `The consumer '${call.consumer.slug}' is SQL-only: it has no contracts to query.`,
    );
  }
  if (typeof args.contract_name !== 'string' || args.contract_name.length === 0) {
    throw new CharterError('invalid_request', undefined, [
      'contract_name: a contract name (string) is required',
    ]);
  }
  const { draft, problems } = parseSpec(args.query);
  const context = parseContext(call.context);
  const { contract, exists } = deps.catalog.scopedContract(call.consumer, args.contract_name);
  if (!contract) {
    throw exists
      ? new CharterError(
          'contract_not_linked',
          `The contract '${args.contract_name}' is not linked to the consumer '${call.consumer.slug}'.`,
        )
      : new CharterError('contract_not_found', `The contract '${args.contract_name}' was not found.`);
  }
  const resolved = resolveQuery(contract, draft, context, deps.paging, problems);
  const compiled = {
    page: compileQuery(resolved, { paged: true }),
    whole: compileQuery(resolved, { paged: false }),
  };
  const compiledAt = call.observe ? performance.now() : 0;
  const governed = {
    page: applyContractRls(compiled.page, contract, resolved.context),
    whole: applyContractRls(compiled.whole, contract, resolved.context),
  };
  const statement = deps.renderer.render(governed.page);
  const whole = deps.renderer.render(governed.whole);
  if (call.observe) {
    call.observe.stage('compile', started, compiledAt);
    call.observe.stage('governance', compiledAt, performance.now());
  }
  return { contract, resolved, governed, statement, whole };
}

/**
 * Plans and answers a contract query through the result cache; the shared
 * core of every entry point. A page held in memory is answered synchronously
 * (no promise on a cache hit); otherwise a promise of the answer. Callers
 * `await` either.
 */
export function runContractQuery(
  deps: ToolDeps,
  call: ToolCall,
  args: QueryContractArgs,
): ContractAnswer | Promise<ContractAnswer> {
  const observe = call.observe;
  if (!observe) return answerPlanned(deps, call, args, planContractQuery(deps, call, args));
  return observedAnswer(deps, call, args, observe);
}

/**
 * The same, timing each stage and recording the statement (metrics, audit,
 * traces). Like the unobserved path, a page held in memory is answered and
 * recorded synchronously: no promise or microtask turn on a cache hit.
 */
function observedAnswer(
  deps: ToolDeps,
  call: ToolCall,
  args: QueryContractArgs,
  observe: NonNullable<ToolCall['observe']>,
): ContractAnswer | Promise<ContractAnswer> {
  const started = performance.now();
  let planned: PlannedQuery | null = null;
  try {
    planned = planContractQuery(deps, call, args);
    const asked = performance.now();
    const answer = answerPlanned(deps, call, args, planned);
    if (!(answer instanceof Promise)) return answered(deps, args, planned, observe, started, asked, answer);
    const known = planned;
    return answer.then(
      (a) => answered(deps, args, known, observe, started, asked, a),
      (err: unknown) => {
        observe.statement(contractRecord(deps, args, known, started, null, outcomeOf(err)));
        throw err;
      },
    );
  } catch (err) {
    observe.statement(contractRecord(deps, args, planned, started, null, outcomeOf(err)));
    throw err;
  }
}

/** Records an answered contract query: its source stage (the result cache, a rollup or the warehouse) and statement. */
function answered(
  deps: ToolDeps,
  args: QueryContractArgs,
  planned: PlannedQuery,
  observe: NonNullable<ToolCall['observe']>,
  started: number,
  asked: number,
  answer: ContractAnswer,
): ContractAnswer {
  observe.stage('warehouse', asked, performance.now(), { 'charter.source': answer.cache.served_by.source });
  observe.statement(contractRecord(deps, args, planned, started, answer, 'ok'));
  return answer;
}

/** The audit and metrics view of one contract query (names, counts and a statement to fingerprint). */
function contractRecord(
  deps: ToolDeps,
  args: QueryContractArgs,
  planned: PlannedQuery | null,
  started: number,
  answer: ContractAnswer | null,
  outcome: string,
): StatementRecord {
  const name = planned?.contract.name ?? args.contract_name;
  // A name the caller made up is not recorded: only contracts the catalog holds.
  const known = typeof name === 'string' && deps.catalog.contracts.has(name);
  return {
    tool: 'query_contract',
    objects: known ? [name] : [],
    statement: planned?.statement ?? null,
    rlsKeys: planned ? planned.contract.rls.map((p) => p.contextKey) : [],
    rowCount: answer ? answer.page.rowCount : null,
    durationMs: performance.now() - started,
    source: answer ? answer.cache.served_by.source : null,
    cache: answer ? cacheOutcome(answer.cache) : null,
    outcome,
  };
}

/** What the result cache did, from its report. */
export function cacheOutcome(report: CacheReport): 'hit' | 'miss' | 'bypass' {
  if (report.served_by.source === 'cache') return 'hit';
  return report.cache_status === BYPASS_STATUS ? 'bypass' : 'miss';
}

function answerPlanned(
  deps: ToolDeps,
  call: ToolCall,
  args: QueryContractArgs,
  planned: PlannedQuery,
): ContractAnswer | Promise<ContractAnswer> {
  const { contract, resolved } = planned;
  const started = performance.now();
  const pending = pageFromSource(deps, planned, {
    whole: planned.whole,
    paged: planned.statement,
    offset: resolved.offset,
    limit: resolved.limit,
    ...cacheFields(deps, call, contract),
  });
  if (!(pending instanceof Promise)) return answerOf(deps, planned, pending, pending.total ?? 0, started);
  return pending.then(async (answer) => {
    // An empty page: the window count had no row to ride on. Count past the end to tell 0 from "offset too far".
    const total = answer.total ?? (resolved.offset === 0 ? 0 : await countAll(deps, call, args));
    return answerOf(deps, planned, answer, total, started);
  });
}

/** The answer's envelope fields from the page and its total. */
function answerOf(
  deps: ToolDeps,
  { contract, resolved }: PlannedQuery,
  answer: PageAnswer,
  total: number,
  started: number,
): ContractAnswer {
  const rows = answer.slice.rowCount;
  const cut = answer.truncatedBy === 'bytes';
  const clamped =
    resolved.requestedLimit !== null
      ? `limit ${resolved.requestedLimit} exceeds the maximum page size; ${resolved.limit} rows per page were applied.`
      : null;
  const shortened = cut ? pageTruncationMessage(rows, resolved.limit, deps.results.maxBytes) : null;
  return {
    contract,
    resolved,
    page: answer.slice,
    limit: cut ? rows : resolved.limit,
    truncated: cut,
    total_items: total,
    has_next_page: resolved.offset + rows < total,
    execution_time_ms: Math.round(performance.now() - started),
    message: clamped !== null && shortened !== null ? `${clamped} ${shortened}` : (clamped ?? shortened),
    cache: answer.report,
  };
}

export async function queryContract(
  deps: ToolDeps,
  call: ToolCall,
  args: QueryContractArgs,
): Promise<QueryContractResult> {
  const answer = await runContractQuery(deps, call, args);
  const shaped = call.observe ? performance.now() : 0;
  const rows = answer.page.rows();
  call.observe?.stage('results', shaped, performance.now(), { 'charter.rows': rows.length });
  return {
    contract_name: answer.contract.name,
    query: executedQuery(answer.resolved, answer.limit),
    columns: answer.page.columns,
    rows,
    row_count: rows.length,
    total_items: answer.total_items,
    has_next_page: answer.has_next_page,
    execution_time_ms: answer.execution_time_ms,
    truncated: answer.truncated,
    message: answer.message,
    cache: answer.cache,
  };
}

/**
 * Asks the cache for the page from the source the router chose: the rollup
 * store (its statements and build are then part of the cache key) or the
 * warehouse. If the rollup store fails for a reason of its own, the warehouse
 * answers instead: the same answer, only slower.
 */
function pageFromSource(
  deps: ToolDeps,
  planned: PlannedQuery,
  req: PageRequest,
): PageAnswer | Promise<PageAnswer> {
  const fromRollup = rollupRequest(deps, planned, req);
  // A page held in memory is answered without a promise (the same entry the general path would read).
  return deps.cache.pageNow(fromRollup ?? req) ?? pageFromStore(deps, req, fromRollup);
}

async function pageFromStore(deps: ToolDeps, req: PageRequest, fromRollup: PageRequest | null) {
  if (!fromRollup) return deps.cache.page(req);
  try {
    return await deps.cache.page(fromRollup);
  } catch (err) {
    if (signalOf(req.signal)?.aborted || err instanceof CharterError) throw err;
    return deps.cache.page(req);
  }
}

/** The page request against the rollup the router chose (its statements and build then key the cache), or null. */
function rollupRequest(deps: ToolDeps, planned: PlannedQuery, req: PageRequest): PageRequest | null {
  const { route, wholeRoute } = planned;
  if (route.kind !== 'rollup' || wholeRoute.kind !== 'rollup' || !deps.rollups) return null;
  const manager = deps.rollups;
  const rollup: RollupSource = {
    name: route.rollup,
    build: route.build,
    store: {
      dialect: manager.storeDialect,
      execute: (statement: CompiledStatement, options?: ExecuteOptions) =>
        manager.execute(statement === wholeRoute.statement ? wholeRoute : route, options ?? {}),
    },
  };
  return { ...req, whole: wholeRoute.statement, paged: route.statement, rollup };
}

/** Each contract's data scope, made once (a contract object never changes; a reload makes new ones). */
const scopes = new WeakMap<Contract, DataScope>();

function scopeOf(contract: Contract): DataScope {
  let scope = scopes.get(contract);
  if (scope === undefined) {
    scope = { kind: 'contract', name: contract.name, refresh: contract.refresh };
    scopes.set(contract, scope);
  }
  return scope;
}

/** What every cache request of a contract query carries: its scope, the caller's directive and bounds. */
function cacheFields(deps: ToolDeps, call: ToolCall, contract: Contract) {
  return {
    totalColumn: TOTAL_COLUMN,
    scope: scopeOf(contract),
    directive: call.cache ?? 'default',
    // Read only if a statement runs: an entry point may make its signal lazily (a hit needs none).
    // A method, not an arrow: the TypeScript loader names every arrow function it makes (a property
    // definition per request on the hit path), not methods.
    signal() {
      return call.signal;
    },
    tenant: call.consumer.slug,
    maxBytes: deps.results.maxBytes,
  };
}

async function countAll(deps: ToolDeps, call: ToolCall, args: QueryContractArgs): Promise<number> {
  const query = { ...(args.query as object), offset: 0, limit: 1 };
  const { contract, statement } = planContractQuery(deps, call, { ...args, query });
  const { result } = await deps.cache.fetch({
    statement,
    ...cacheFields(deps, call, contract),
  });
  return result.total ?? 0;
}

/** The query's valid part and its shape problems, reported together with the contract's (resolveQuery). */
function parseSpec(query: unknown): { draft: QueryDraft; problems: readonly string[] } {
  if (query === undefined || query === null) {
    throw new CharterError('invalid_request', undefined, [
      'query: a query specification (object) is required',
    ]);
  }
  const { draft, problems } = parseQueryDraft(query);
  return { draft, problems: formatDiagnostics('query', problems) };
}

/** `limit` is the one applied: the page size, or fewer rows when the response size limit cut the page. */
function executedQuery(q: ResolvedQuery, limit: number): ExecutedQuery {
  return {
    dimensions: q.dimensions.map((d) =>
      d.grain ? { name: d.dimension.name, time_grain: d.grain } : { name: d.dimension.name },
    ),
    measures: q.measures.map((m) => m.name),
    filters: q.filters.map((f) => ({
      field: f.field,
      operator: f.operator,
      ...(f.values.length === 0
        ? {}
        : {
            value:
              f.operator === 'in' || f.operator === 'not_in' || f.operator === 'between'
                ? [...f.values]
                : (f.values[0] ?? null),
          }),
    })),
    sorts: q.sorts.map((s) => ({ field: s.field, direction: s.direction })),
    limit,
    offset: q.offset,
  };
}
