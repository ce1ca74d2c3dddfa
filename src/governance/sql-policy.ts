import type { Catalog } from '../catalog/catalog.js';
import type { CatalogModel, CatalogTable } from '../catalog/model.js';
import { sourceOf } from '../compiler/compile.js';
import type { Consumer } from '../consumers/model.js';
import type { Contract } from '../contracts/model.js';
import { CharterError } from '../errors/registry.js';
import { type Expr, freezeTree, type Select } from '../sql/ast.js';
import type { SqlRenderer } from '../sql/render.js';
import type { CompiledStatement } from '../warehouse/types.js';
import { type RlsContext, rlsPredicate } from './rls.js';
import type { RelationPolicy, SqlGuard, SqlPolicy } from './sql-guard/index.js';

export interface ConsumerSqlPolicy {
  readonly policy: SqlPolicy;
  /** Tables the plan may scan: scoped tables and the tables their row filters read. */
  readonly scannable: ReadonlySet<string>;
  /** Further tables the plan may scan when the statement reads a model: those only models may read. */
  readonly modelScannable: ReadonlySet<string>;
  /** Lower-case names of tables whose row filter could not be built for lack of context: reading one fails closed. */
  readonly blocked: ReadonlyMap<string, CharterError>;
}

/**
 * What agent-written SQL may read for this consumer, and through which row
 * filters. RLS parity: when a scoped contract has RLS over its base table,
 * every SQL read of that table goes through the same predicate, built from
 * the same tree as contract queries, with context values bound as parameters.
 * Several such contracts over one table stack (a row must pass all of them).
 */
export function sqlPolicyFor(
  catalog: Catalog,
  consumer: Consumer,
  context: RlsContext,
  renderer: SqlRenderer,
): ConsumerSqlPolicy {
  const relations = new Map<string, RelationPolicy>();
  const scannable = new Set<string>();
  const blocked = new Map<string, CharterError>();
  const rlsContracts = catalog.contractsFor(consumer).filter((c) => c.rls.length > 0);

  const scopedModels = consumer.scope.models.filter((m) => catalog.models.has(m));
  const modelScannable = new Set<string>();
  // Models are authored by the data team and may read any catalog table; a
  // consumer scoped to a model but not to its tables reaches them only through
  // the model. Row filters apply there too.
  const readable = [
    ...new Set([...consumer.scope.tables, ...(scopedModels.length > 0 ? catalog.tables.keys() : [])]),
  ];
  for (const name of readable) {
    if (!catalog.tables.has(name)) continue;
    const direct = consumer.scope.tables.includes(name);
    const scan = direct ? scannable : modelScannable;
    scan.add(name);
    const governing = rlsContracts.filter((c) => c.source.table === name);
    let rowFilter: CompiledStatement | null = null;
    if (governing.length > 0) {
      try {
        const select = governing.reduce<Select | null>(
          (inner, contract) => rowFilterSelect(contract, context, inner),
          null,
        );
        rowFilter = renderer.render(select as Select);
        for (const c of governing) for (const j of c.source.joins) scan.add(j.table);
      } catch (err) {
        if (!(err instanceof CharterError)) throw err;
        blocked.set(name.toLowerCase(), err);
        rowFilter = renderer.render(emptyTable(name));
      }
    }
    relations.set(name.toLowerCase(), { kind: 'table', name, rowFilter, viaModelsOnly: !direct });
  }
  for (const name of scopedModels) {
    const model = catalog.models.get(name);
    if (model) relations.set(name.toLowerCase(), { kind: 'model', name, sql: model.sql });
  }
  return { policy: { relations }, scannable, modelScannable, blocked };
}

/**
 * `SELECT base.* FROM <contract source> WHERE <rls>`: the rows of the
 * contract's base table that its RLS lets through. Only the left joins the
 * predicates need are kept; contract joins are lookups on unique keys, so they
 * never duplicate base rows. `inner` (an earlier contract's filter) replaces
 * the base table when RLS of several contracts stacks.
 */
function rowFilterSelect(contract: Contract, context: RlsContext, inner: Select | null): Select {
  const predicate = rlsPredicate(contract, context) as Expr;
  const alias = contract.source.alias;
  const source = sourceOf(contract, new Set(contract.rls.map((r) => r.column.relation)));
  return freezeTree({
    kind: 'select',
    columns: [{ expr: { kind: 'star', table: alias }, alias: null }],
    from: inner ? { kind: 'subquery', query: inner, alias } : source.from,
    joins: source.joins,
    where: predicate,
    groupBy: [],
    having: null,
    orderBy: [],
    limit: null,
    offset: null,
  });
}

/** A row filter that yields no rows; only used while the statement is refused anyway. */
function emptyTable(name: string): Select {
  return freezeTree({
    kind: 'select',
    columns: [{ expr: { kind: 'star' }, alias: null }],
    from: { kind: 'table', name, alias: name },
    joins: [],
    where: {
      kind: 'compare',
      op: '=',
      left: { kind: 'number', value: 0 },
      right: { kind: 'number', value: 1 },
    },
    groupBy: [],
    having: null,
    orderBy: [],
    limit: null,
    offset: null,
  });
}

/**
 * Models that pass the SQL guard over the whole catalog (every table, every
 * other model), and the problems of those that do not. Checked once at load,
 * so an authoring mistake (an uncatalogued table, a function off the
 * allowlist) is reported to the data team instead of surfacing at query time,
 * where the refusal would name the model's internals to a consumer. Without a
 * guard (an engine with no governed SQL) the models are kept as they are.
 */
export async function checkModels(
  tables: ReadonlyMap<string, CatalogTable>,
  models: ReadonlyMap<string, CatalogModel>,
  guard: Pick<SqlGuard, 'guard'> | null,
): Promise<{
  readonly models: ReadonlyMap<string, CatalogModel>;
  readonly failures: readonly { readonly file: string; readonly problems: readonly string[] }[];
}> {
  const relations = new Map<string, RelationPolicy>();
  for (const name of tables.keys())
    relations.set(name.toLowerCase(), { kind: 'table', name, rowFilter: null });
  for (const m of models.values())
    relations.set(m.name.toLowerCase(), { kind: 'model', name: m.name, sql: m.sql });
  // An engine without governed SQL runs no model: there is no guard to check them with, and none to refuse.
  if (!guard) return { models, failures: [] };
  const passed = new Map<string, CatalogModel>();
  const failures: { file: string; problems: string[] }[] = [];
  for (const model of models.values()) {
    try {
      // The model's own SQL, not a reference to it: at query time the guard masks why a model fails
      // (consumers must not learn its internals), but the data team needs the reason.
      const guarded = await guard.guard(model.sql, { relations });
      passed.set(model.name, { ...model, reads: guarded.scanTables });
    } catch (err) {
      if (!(err instanceof CharterError)) throw err;
      const detail = err.errors ? ` (${err.errors.join('; ')})` : '';
      failures.push({
        file: model.file,
        problems: [`model '${model.name}': ${err.code}: ${err.message}${detail}`],
      });
    }
  }
  return { models: passed, failures };
}
