import { sibling } from './parse/extremes.js';
import type { IntentFilter, Reading } from './parse.js';
import type { Subject, SubjectMeasure } from './subject.js';

/**
 * What a follow-up changes that the plain merge would not: a place named on the same side of the
 * question ("average delay from ORD", then "what about Denver?") replaces the old one rather than
 * narrowing to nothing, and a bare extreme ("and the highest?") asks for the maximum of the measure
 * already answered, not for a ranking of nothing.
 */

/** A dimension's side: the first part of its name ("origin_city" and "origin" are one side of a trip). */
function side(name: string): string {
  return name.split('_')[0] ?? name;
}

const positive = (f: IntentFilter) => f.operator === 'eq' || f.operator === 'in';

/**
 * The earlier filters without the positive ones that a new positive value on another field of the
 * same side replaces ("origin = ORD", then "Denver": origin city Denver, not ORD and Denver together).
 * Exclusions ("excluding LAX") and additions ("and MSFT") keep them.
 */
export function replacedOnSide(
  subject: Subject,
  prev: readonly IntentFilter[],
  next: readonly IntentFilter[],
): IntentFilter[] {
  const isText = (field: string) => subject.dimensions.some((d) => d.name === field && d.type === 'string');
  const sides = new Set(
    next.filter((f) => f.kind === 'dimension' && positive(f) && isText(f.field)).map((f) => side(f.field)),
  );
  return prev.filter(
    (f) =>
      !(
        f.kind === 'dimension' &&
        positive(f) &&
        sides.has(side(f.field)) &&
        !next.some((n) => n.field === f.field)
      ),
  );
}

/**
 * "and the highest?" after a single figure: the earlier measures' maximum (or minimum) siblings, or
 * null when the follow-up names a measure, a breakdown, or no extreme.
 */
export function extremeOfPrevious(prev: Reading, r: Reading): SubjectMeasure[] | null {
  if (!r.sort || r.sort.field !== null || r.measures.length > 0 || r.groupBy.length > 0) return null;
  if (prev.groupBy.length > 0 || prev.measures.length === 0) return null;
  const agg = r.sort.direction === 'desc' ? 'max' : 'min';
  const out = prev.measures.map((m) => (m.aggregation === agg ? m : sibling(prev.subject, m, agg)));
  return out.every((m): m is SubjectMeasure => m !== null) ? out : null;
}
