import type { Contract } from '../../../contracts/model.js';
import { pinnedDimensions, type Subject } from '../subject.js';

/**
 * A table that a scoped contract's row-level security governs is read in SQL through the same row
 * filter (governance/sql-policy.ts), so it is as much "ours" as the contract: "our flights" over
 * the ops agent's flights table means the caller's state, which the filter already applies. The
 * subject carries the context keys of those contracts; "our" over any other table still asks.
 * A model is ours when every table it reads (`reads`, found by the SQL guard at load) is governed
 * so: the ops agent's route_stats over flights holds the caller's routes only. A model reading any
 * table no such contract governs stays unscoped ("our" over it still asks).
 */
export function withGoverningContext(
  subject: Subject,
  scopedContracts: readonly Contract[],
  reads?: readonly string[],
): Subject {
  const ruled = scopedContracts.filter((c) => c.rls.length > 0);
  const governs = (c: Contract, table: string) => c.source.table.toLowerCase() === table.toLowerCase();
  if (subject.kind === 'model') {
    const tables = reads ?? [];
    const all = tables.length > 0 && tables.every((t) => ruled.some((c) => governs(c, t)));
    if (!all) return subject;
    const keys = ruled.filter((c) => tables.some((t) => governs(c, t))).flatMap((c) => c.requiredContext);
    return { ...subject, requiredContext: [...new Set(keys)] };
  }
  if (subject.kind !== 'table') return subject;
  const governing = ruled.filter((c) => governs(c, subject.id));
  const keys = governing.flatMap((c) => c.requiredContext);
  // The contract's pinned dimensions under the same names: the joined columns the table borrows.
  const names = new Set(subject.dimensions.map((d) => d.name));
  const pinned = [...new Set(governing.flatMap(pinnedDimensions))].filter((n) => names.has(n));
  return keys.length === 0 ? subject : { ...subject, requiredContext: [...new Set(keys)], pinned };
}
