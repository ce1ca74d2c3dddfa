import { columnExpr, measureExpr, sourceOf } from '../compiler/compile.js';
import {
  type ColumnRef,
  type Contract,
  findDimension,
  findMeasure,
  formatColumnRef,
  type Measure,
  type RollupDefinition,
} from '../contracts/model.js';
import { type Expr, freezeTree, type Select, type SelectItem } from '../sql/ast.js';

/** One stored column of a measure and how the rollup's rows combine it again. */
interface MeasurePart {
  readonly column: string;
  /** Its aggregate over the contract's source, at build time. */
  readonly build: Expr;
  /** Sums and counts are stored as HUGEINT: exact, however many rows a group adds up. */
  readonly exactInteger: boolean;
}

export interface StoredMeasure {
  readonly measure: Measure;
  readonly parts: readonly MeasurePart[];
  /** The measure computed from the stored parts of the rollup rows it reads. */
  readonly reaggregate: (table: string) => Expr;
  /** For avg: its stored sum and count columns, which the engine's own division finishes (see route.ts). */
  readonly average: { readonly sum: string; readonly count: string } | null;
}

/** How one declared rollup is laid out in the store: its table, columns and build statement. */
export interface RollupLayout {
  readonly contract: Contract;
  readonly definition: RollupDefinition;
  /** `<contract>__<rollup>`: unique in the store, as contract names are unique. */
  readonly table: string;
  /** Contract column (`relation.column`) → the rollup column holding it (dimensions only). */
  readonly columns: ReadonlyMap<string, string>;
  readonly measures: readonly StoredMeasure[];
  /** SELECT over the contract's source that computes the rollup's rows. */
  readonly build: Select;
  /** The same groups with the contract's own measure expressions, LIMIT 0: the warehouse's result types. */
  readonly probe: Select;
}

export function rollupLayout(contract: Contract, definition: RollupDefinition): RollupLayout {
  const dims = definition.dimensions.map((name) => {
    const d = findDimension(contract, name);
    if (!d) throw new Error(`rollup '${definition.name}': unknown dimension '${name}'`);
    return { name, column: d.column, expr: columnExpr(d.column) };
  });
  const time = definition.timeDimension;
  if (time) {
    const d = findDimension(contract, time.dimension);
    if (!d) throw new Error(`rollup '${definition.name}': unknown dimension '${time.dimension}'`);
    dims.push({ name: d.name, column: d.column, expr: timeTrunc(time.grain, d.column) });
  }
  const measures = definition.measures.map((name) => {
    const m = findMeasure(contract, name);
    if (!m) throw new Error(`rollup '${definition.name}': unknown measure '${name}'`);
    return storedMeasure(m);
  });
  const groups: SelectItem[] = dims.map((d) => ({ alias: d.name, expr: d.expr }));
  const used = new Set<string>([
    ...dims.map((d) => d.column.relation),
    ...measures.flatMap((s) =>
      [s.measure.column, s.measure.filter?.column].flatMap((c) => (c ? [c.relation] : [])),
    ),
  ]);
  const base: Select = {
    kind: 'select',
    columns: groups,
    ...sourceOf(contract, used),
    where: null,
    groupBy: groups.map((g) => g.expr),
    having: null,
    orderBy: [],
    limit: null,
    offset: null,
  };
  const parts = measures.flatMap((s) => s.parts.map((p) => ({ alias: p.column, expr: p.build })));
  const originals = measures.map((s) => ({ alias: s.measure.name, expr: measureExpr(s.measure) }));
  return Object.freeze({
    contract,
    definition,
    table: `${contract.name}__${definition.name}`,
    columns: new Map(dims.map((d) => [formatColumnRef(d.column), d.name])),
    measures: Object.freeze(measures),
    build: freezeTree({ ...base, columns: [...groups, ...parts] }),
    probe: freezeTree({ ...base, columns: [...groups, ...originals], limit: 0 }),
  });
}

function timeTrunc(grain: NonNullable<RollupDefinition['timeDimension']>['grain'], ref: ColumnRef): Expr {
  return { kind: 'timeTrunc', grain, expr: columnExpr(ref) };
}

/**
 * The stored parts of a measure: count and sum keep their value and are summed
 * again; min and max keep theirs; avg keeps its exact sum and count and divides
 * them when read, as the engines' avg over integers does.
 */
function storedMeasure(m: Measure): StoredMeasure {
  const own = measureExpr(m);
  const col = (table: string, column: string): Expr => ({ kind: 'column', table, column });
  const agg = (fn: 'sum' | 'min' | 'max', arg: Expr): Expr => ({
    kind: 'aggregate',
    fn,
    arg,
    distinct: false,
    filter: null,
  });
  switch (m.aggregation) {
    case 'count': {
      const column = `${m.name}__count`;
      return {
        measure: m,
        parts: [{ column, build: own, exactInteger: true }],
        average: null,
        // A count over no rows is 0, where a sum over no rows is NULL.
        reaggregate: (t) => ({
          kind: 'coalesce',
          args: [agg('sum', col(t, column)), { kind: 'number', value: 0 }],
        }),
      };
    }
    case 'sum':
    case 'min':
    case 'max': {
      const column = `${m.name}__${m.aggregation}`;
      const fn = m.aggregation;
      return {
        measure: m,
        parts: [{ column, build: own, exactInteger: fn === 'sum' }],
        average: null,
        reaggregate: (t) => agg(fn, col(t, column)),
      };
    }
    case 'avg': {
      if (own.kind !== 'aggregate') throw new Error(`measure '${m.name}' is not an aggregate`);
      const sum = `${m.name}__sum`;
      const count = `${m.name}__count`;
      return {
        measure: m,
        parts: [
          { column: sum, build: { ...own, fn: 'sum' }, exactInteger: true },
          { column: count, build: { ...own, fn: 'count' }, exactInteger: true },
        ],
        average: { sum, count },
        reaggregate: (t) => ({
          kind: 'divide',
          left: { kind: 'cast', type: 'double', expr: agg('sum', col(t, sum)) },
          right: { kind: 'cast', type: 'double', expr: agg('sum', col(t, count)) },
        }),
      };
    }
    case 'count_distinct':
      throw new Error(`measure '${m.name}': a distinct count cannot be re-aggregated`);
  }
}
