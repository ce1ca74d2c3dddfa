import type { Contract } from '../../../contracts/model.js';
import { pinnedDimensions, type Subject } from '../subject.js';

/**
 * A table that a scoped contract's row-level security governs is read in SQL through the same row
 * filter (governance/sql-policy.ts), so it is as much "ours" as the contract: "our flights" over
 * the ops agent's flights table means the caller's state, which the filter already applies. The
 * subject carries the context keys of those contracts; "our" over any other table still asks.
 * Models are left as they are (which tables a model reads is not known here).
 */
export function withGoverningContext(subject: Subject, scopedContracts: readonly Contract[]): Subject {
  if (subject.kind !== 'table') return subject;
  const governing = scopedContracts.filter((c) => c.rls.length > 0 && c.source.table === subject.id);
  const keys = governing.flatMap((c) => c.requiredContext);
  // The contract's pinned dimensions under the same names: the joined columns the table borrows.
  const names = new Set(subject.dimensions.map((d) => d.name));
  const pinned = [...new Set(governing.flatMap(pinnedDimensions))].filter((n) => names.has(n));
  return keys.length === 0 ? subject : { ...subject, requiredContext: [...new Set(keys)], pinned };
}
