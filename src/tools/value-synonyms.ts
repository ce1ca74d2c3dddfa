import type { Contract, Dimension } from '../contracts/model.js';
import type { Expr, Select } from '../sql/ast.js';
import type { ToolDeps } from './context.js';

/**
 * Checks that every value a contract's `value_synonyms` names occurs in the warehouse. The chat
 * planner reads a synonym as its value only where the data holds that value, so a synonym of a
 * misspelt or retired value ("APPL" for AAPL) is never read, silently; `charter validate` reports
 * it at its file:line:col instead. The read is the data team's check of its own contract over the
 * whole table (no caller, so no row-level security), one grouped statement per dimension.
 */
export async function checkValueSynonyms(
  deps: Pick<ToolDeps, 'warehouse' | 'renderer'>,
  contract: Contract,
): Promise<string[]> {
  const problems: string[] = [];
  for (const d of contract.dimensions) {
    const values = Object.keys(d.valueSynonyms);
    if (values.length === 0) continue;
    const found = await heldValues(deps, contract, d, values);
    for (const value of values.filter((v) => !found.has(v))) {
      const names = (d.valueSynonyms[value] ?? []).map((n) => `'${n}'`).join(', ');
      problems.push(
        `${d.valueSynonymsAt[value] ?? contract.file}: value_synonyms of '${d.name}': '${value}' is not a value of ` +
          `${d.column.relation}.${d.column.column} in the warehouse, so ${names} can never be read as it; ` +
          'name a value the column holds (values are matched as written, case included)',
      );
    }
  }
  return problems;
}

/** Which of `values` the dimension's column holds: `SELECT col FROM table WHERE col IN (…) GROUP BY col`. */
async function heldValues(
  deps: Pick<ToolDeps, 'warehouse' | 'renderer'>,
  contract: Contract,
  d: Dimension,
  values: readonly string[],
): Promise<Set<string>> {
  const { relation, column } = d.column;
  const table =
    relation === contract.source.alias
      ? contract.source.table
      : (contract.source.joins.find((j) => j.alias === relation)?.table ?? relation);
  const col: Expr = { kind: 'column', table: relation, column };
  const select: Select = {
    kind: 'select',
    columns: [{ expr: col, alias: 'value' }],
    from: { kind: 'table', name: table, alias: relation },
    joins: [],
    where: { kind: 'in', expr: col, list: values.map((v) => ({ kind: 'param', value: v })), negated: false },
    groupBy: [col],
    having: null,
    orderBy: [],
    limit: null,
    offset: null,
  };
  const result = await deps.warehouse.execute(deps.renderer.render(select));
  return new Set(result.rows.map((row) => String(row[0])));
}
