import type { ColumnInfo } from '../warehouse/types.js';
import {
  type Dimension,
  formatColumnRef,
  type Measure,
  type RlsPredicate,
  type RollupDefinition,
} from './model.js';
import type { ContractFile } from './schema.js';

type Report = (path: readonly PropertyKey[], message: string) => void;

/** Column types a stored sum can hold exactly (sums of floating-point values depend on the order of addition). */
const EXACT_SUM_TYPES: readonly ColumnInfo['type'][] = ['integer'];

/**
 * Checks the authored rollups against the contract's own fields: known names,
 * a time dimension with an allowed grain, measures that re-aggregate exactly,
 * and (for an RLS contract) a dimension over every RLS column, so RLS can be
 * applied to the rollup as it is to the table.
 */
export function checkRollups(
  authored: ContractFile['rollups'],
  fields: {
    readonly dimensions: readonly Dimension[];
    readonly measures: readonly Measure[];
    readonly rls: readonly RlsPredicate[];
    readonly columnType: (measure: Measure) => ColumnInfo['type'] | null;
  },
  at: Report,
): RollupDefinition[] {
  const names = new Set<string>();
  return authored.map((r, i) => {
    const path = ['rollups', i] as const;
    if (names.has(r.name)) at([...path, 'name'], `rollup name '${r.name}' is used twice`);
    names.add(r.name);
    const dimensions = checkDimensions(r.dimensions, fields.dimensions, [...path, 'dimensions'], at);
    const time = r.time_dimension;
    if (time) {
      const d = fields.dimensions.find((x) => x.name === time.dimension);
      if (!d) at([...path, 'time_dimension', 'dimension'], `unknown dimension '${time.dimension}'`);
      else if (d.type !== 'time')
        at([...path, 'time_dimension', 'dimension'], `'${time.dimension}' is not a time dimension`);
      else if (!d.timeGrains.includes(time.grain))
        at([...path, 'time_dimension', 'grain'], `grain '${time.grain}' is not allowed for '${d.name}'`);
    }
    const measures = checkMeasures(r.measures, fields, [...path, 'measures'], at);
    const held = new Set(
      fields.dimensions.filter((d) => dimensions.includes(d.name)).map((d) => formatColumnRef(d.column)),
    );
    for (const p of fields.rls) {
      const column = formatColumnRef(p.column);
      if (!held.has(column)) {
        at(
          [...path, 'dimensions'],
          `the contract's row-level security filters on ${column}: the rollup needs a dimension over that column`,
        );
      }
    }
    return Object.freeze({
      name: r.name,
      dimensions: Object.freeze(dimensions),
      timeDimension: time ? Object.freeze({ dimension: time.dimension, grain: time.grain }) : null,
      measures: Object.freeze(measures),
    });
  });
}

function checkDimensions(
  names: readonly string[],
  dimensions: readonly Dimension[],
  path: readonly PropertyKey[],
  at: Report,
): string[] {
  const seen = new Set<string>();
  names.forEach((name, k) => {
    const d = dimensions.find((x) => x.name === name);
    if (!d) at([...path, k], `unknown dimension '${name}'`);
    else if (d.type === 'time')
      at([...path, k], `'${name}' is a time dimension: declare it as time_dimension with a grain`);
    if (seen.has(name)) at([...path, k], `dimension '${name}' is listed twice`);
    seen.add(name);
  });
  return [...seen];
}

function checkMeasures(
  names: readonly string[],
  fields: { readonly measures: readonly Measure[]; readonly columnType: (m: Measure) => string | null },
  path: readonly PropertyKey[],
  at: Report,
): string[] {
  const seen = new Set<string>();
  names.forEach((name, k) => {
    const m = fields.measures.find((x) => x.name === name);
    if (!m) at([...path, k], `unknown measure '${name}'`);
    else if (m.aggregation === 'count_distinct') {
      at([...path, k], `'${name}' is a count_distinct: distinct counts cannot be re-aggregated`);
    } else if (m.aggregation === 'sum' || m.aggregation === 'avg') {
      const type = fields.columnType(m);
      if (type !== null && !EXACT_SUM_TYPES.includes(type as ColumnInfo['type'])) {
        at(
          [...path, k],
          `'${name}' is a ${m.aggregation} over a ${type} column: only integer sums re-aggregate exactly`,
        );
      }
    }
    if (seen.has(name)) at([...path, k], `measure '${name}' is listed twice`);
    seen.add(name);
  });
  return [...seen];
}
