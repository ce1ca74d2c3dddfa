import { compileQuery, TOTAL_COLUMN } from '../compiler/compile.js';
import { allowsContracts } from '../consumers/model.js';
import type { Contract } from '../contracts/model.js';
import { CharterError } from '../errors/registry.js';
import { applyContractRls } from '../governance/rls.js';
import { type ResolvedQuery, resolveQuery } from '../query/resolve.js';
import { type ParsedQuerySpec, querySpecSchema } from '../query/spec.js';
import { type JsonValue, type OutputColumn, shapeRows } from '../results/shape.js';
import { pageTruncationMessage } from '../results/truncation.js';
import type { RollupRoute } from '../rollups/manager.js';
import type { CompiledStatement, ResultSet } from '../warehouse/types.js';
import { issuePath, parseContext, statementOptions, type ToolCall, type ToolDeps } from './context.js';

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
  /** Where the rows came from (docs/rollups.md). */
  readonly served_by: ServedBy;
}

export interface ServedBy {
  readonly source: 'warehouse' | 'cache' | 'rollup';
  readonly rollup: string | null;
}

export interface PlannedQuery {
  readonly contract: Contract;
  readonly resolved: ResolvedQuery;
  /** The governed statement for the warehouse. */
  readonly statement: CompiledStatement;
  /** The rollup router's decision: a statement for the rollup store, or why the warehouse answers. */
  readonly route: RollupRoute;
}

/**
 * Validates, compiles and governs a contract query without running it: the
 * one path that REST, MCP, the chat agent and `charter explain` share.
 */
export function planContractQuery(deps: ToolDeps, call: ToolCall, args: QueryContractArgs): PlannedQuery {
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
  const spec = parseSpec(args.query);
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
  const resolved = resolveQuery(contract, spec, context, deps.paging);
  const governed = applyContractRls(compileQuery(resolved), contract, resolved.context);
  const route: RollupRoute = deps.rollups
    ? deps.rollups.route(resolved, governed)
    : { kind: 'warehouse', reasons: ['rollups are disabled'] };
  return { contract, resolved, statement: deps.renderer.render(governed), route };
}

export async function queryContract(
  deps: ToolDeps,
  call: ToolCall,
  args: QueryContractArgs,
): Promise<QueryContractResult> {
  const plan = planContractQuery(deps, call, args);
  const { contract, resolved } = plan;
  const started = performance.now();
  const { result, served_by } = await run(deps, call, plan, deps.results.maxBytes);
  const execution_time_ms = Math.round(performance.now() - started);
  const shaped = shapeRows(result, new Set([TOTAL_COLUMN]));
  const cut = result.truncatedBy === 'bytes';
  let total = totalFrom(
    result.rows[0],
    result.columns.findIndex((c) => c.name === TOTAL_COLUMN),
  );
  if (total === null) {
    // An empty page: the window count had no row to ride on. Count past the end to tell 0 from "offset too far".
    total = resolved.offset === 0 ? 0 : await countAll(deps, call, args);
  }
  const has_next_page = resolved.offset + shaped.rows.length < total;
  const messages = [
    resolved.requestedLimit !== null
      ? `limit ${resolved.requestedLimit} exceeds the maximum page size; ${resolved.limit} rows per page were applied.`
      : null,
    cut ? pageTruncationMessage(shaped.rows.length, resolved.limit, deps.results.maxBytes) : null,
  ].filter((m) => m !== null);
  return {
    contract_name: contract.name,
    query: executedQuery(resolved, cut ? shaped.rows.length : resolved.limit),
    columns: shaped.columns,
    rows: shaped.rows,
    row_count: shaped.rows.length,
    total_items: total,
    has_next_page,
    execution_time_ms,
    truncated: cut,
    message: messages.length > 0 ? messages.join(' ') : null,
    served_by,
  };
}

/**
 * Runs the planned query where the router sent it; if the rollup store fails,
 * the warehouse answers instead (the same answer, only slower).
 */
async function run(
  deps: ToolDeps,
  call: ToolCall,
  plan: PlannedQuery,
  maxBytes?: number,
): Promise<{ result: ResultSet; served_by: ServedBy }> {
  const { route } = plan;
  const options = { ...statementOptions(call), ...(maxBytes === undefined ? {} : { maxBytes }) };
  if (route.kind === 'rollup' && deps.rollups) {
    try {
      const result = await deps.rollups.execute(route, options);
      return { result, served_by: { source: 'rollup', rollup: route.rollup } };
    } catch (err) {
      // A caller's error (e.g. result_too_large) is the warehouse's too; anything else, the warehouse answers.
      if (call.signal?.aborted || err instanceof CharterError) throw err;
    }
  }
  const result = await deps.warehouse.execute(plan.statement, options);
  return { result, served_by: { source: 'warehouse', rollup: null } };
}

async function countAll(deps: ToolDeps, call: ToolCall, args: QueryContractArgs): Promise<number> {
  const query = { ...(args.query as object), offset: 0, limit: 1 };
  const { result } = await run(deps, call, planContractQuery(deps, call, { ...args, query }));
  return (
    totalFrom(
      result.rows[0],
      result.columns.findIndex((c) => c.name === TOTAL_COLUMN),
    ) ?? 0
  );
}

function totalFrom(row: readonly unknown[] | undefined, index: number): number | null {
  if (!row || index < 0) return null;
  const v = row[index];
  return typeof v === 'bigint' || typeof v === 'number' ? Number(v) : null;
}

function parseSpec(query: unknown): ParsedQuerySpec {
  if (query === undefined || query === null) {
    throw new CharterError('invalid_request', undefined, [
      'query: a query specification (object) is required',
    ]);
  }
  const parsed = querySpecSchema.safeParse(query);
  if (!parsed.success) {
    throw new CharterError(
      'query_validation_failed',
      undefined,
      parsed.error.issues.map((i) => `${issuePath('query', i.path)}: ${i.message}`),
    );
  }
  return parsed.data;
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
