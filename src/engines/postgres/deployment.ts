import type { Contract } from '../../contracts/model.js';
import { literal, quoteIdentifier } from '../../sql/render.js';
import { CONTEXT_SETTING_PREFIX } from '../../warehouse/types.js';

/**
 * The PostgreSQL side of a governed deployment, as SQL an operator reviews and
 * runs: a role that can only SELECT the tables a config exposes, and native
 * row-level security policies that enforce the contracts' row filters inside
 * the database as well, so that a mistake in the SQL guard could not widen
 * what a consumer sees.
 */

/** Lower-case tables a config makes readable: catalog tables, contract sources and their joins. */
export function exposedTables(tables: Iterable<string>, contracts: Iterable<Contract>): string[] {
  const all = new Set<string>(tables);
  for (const c of contracts) {
    all.add(c.source.table);
    for (const j of c.source.joins) all.add(j.table);
  }
  return [...all].sort();
}

/**
 * GRANTs for a SELECT-only login role. Nothing else: no CREATE on any schema
 * (so no function or table can be planted where the guard's names resolve),
 * no TEMP, and transactions read-only by default as a third line besides the
 * guard and Charter's own READ ONLY transaction.
 */
export function grantStatements(schema: string, role: string, tables: readonly string[]): string[] {
  const s = quoteIdentifier(schema);
  const r = quoteIdentifier(role);
  return [
    `-- A SELECT-only role for Charter over schema ${schema} (${tables.length} tables).`,
    `CREATE ROLE ${r} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS;`,
    `-- Also: GRANT CONNECT ON DATABASE <your database> TO ${r}; and an authentication method in pg_hba.conf.`,
    'REVOKE CREATE ON SCHEMA public FROM PUBLIC;',
    `REVOKE ALL ON SCHEMA ${s} FROM PUBLIC;`,
    `GRANT USAGE ON SCHEMA ${s} TO ${r};`,
    ...tables.map((t) => `GRANT SELECT ON ${s}.${quoteIdentifier(t)} TO ${r};`),
    `ALTER ROLE ${r} SET default_transaction_read_only = on;`,
    `ALTER ROLE ${r} SET search_path = ${s};`,
  ];
}

/**
 * One native RLS policy per table governed by contract row filters, for
 * `role`. Each filter compares its column with the transaction-local setting
 * `charter.<context key>` that Charter sets with `set_config(..., true)`
 * before every statement; without it `current_setting(..., true)` is NULL and
 * no row passes, so the database fails closed like the guard does. A filter
 * on a joined relation becomes an EXISTS over the join. Lists are sent as
 * their JSON array text.
 */
export function policyStatements(schema: string, role: string, contracts: readonly Contract[]): string[] {
  const byTable = new Map<string, string[]>();
  for (const c of contracts) {
    if (c.rls.length === 0) continue;
    const predicates = byTable.get(c.source.table) ?? [];
    predicates.push(
      ...c.rls.map((p) => filterSql(c, schema, p.column.relation, p.column.column, p.contextKey)),
    );
    byTable.set(c.source.table, predicates);
  }
  const out: string[] = [];
  for (const [table, predicates] of [...byTable.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const t = `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
    const name = quoteIdentifier(`charter_rls_${table}`);
    out.push(
      `ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY;`,
      `DROP POLICY IF EXISTS ${name} ON ${t};`,
      `CREATE POLICY ${name} ON ${t} AS PERMISSIVE FOR SELECT TO ${quoteIdentifier(role)}\n  USING (${[...new Set(predicates)].join('\n    AND ')});`,
    );
  }
  return out;
}

/** `value matches the setting`: equality for a scalar, membership for a JSON array of values. */
function matches(column: string, key: string): string {
  const setting = `current_setting(${literal(`${CONTEXT_SETTING_PREFIX}${key}`)}, true)`;
  return `(${column})::text = ${setting} OR (left(${setting}, 1) = '[' AND (${column})::text IN (SELECT jsonb_array_elements_text(${setting}::jsonb)))`;
}

function filterSql(
  contract: Contract,
  schema: string,
  relation: string,
  column: string,
  key: string,
): string {
  const base = contract.source.alias;
  const table = quoteIdentifier(contract.source.table);
  const ref = (rel: string, col: string) =>
    rel === base ? `${table}.${quoteIdentifier(col)}` : `${quoteIdentifier(rel)}.${quoteIdentifier(col)}`;
  if (relation === base) return `(${matches(ref(base, column), key)})`;
  // The joins the filter's relation hangs on, from the base outwards.
  const chain: Contract['source']['joins'][number][] = [];
  for (let rel = relation; rel !== base; ) {
    const join = contract.source.joins.find((j) => j.alias === rel);
    if (!join) throw new Error(`contract '${contract.name}': RLS relation '${rel}' is not a join`);
    chain.unshift(join);
    rel = join.on[0]?.left.relation ?? base;
  }
  const from = chain.map(
    (j) => `${quoteIdentifier(schema)}.${quoteIdentifier(j.table)} AS ${quoteIdentifier(j.alias)}`,
  );
  const on = chain.flatMap((j) =>
    j.on.map((p) => `${ref(p.left.relation, p.left.column)} = ${ref(p.right.relation, p.right.column)}`),
  );
  return `EXISTS (SELECT 1 FROM ${from.join(', ')} WHERE ${on.join(' AND ')} AND (${matches(ref(relation, column), key)}))`;
}
