import type { Intent } from '../interpret.js';
import type { IntentFilter } from '../parse.js';

/**
 * "which state receives the most flights from Hawaii excluding Hawaii", "… other than Hawaii": the
 * exclusion was put on the same column as the place it repeats (origin state is HI and is not HI),
 * which holds no row: an empty answer. A value excluded where it is also required means the other
 * end's same column, the one grouped by (destination state), so it moves there.
 */

const NEGATED: ReadonlySet<string> = new Set(['neq', 'not_in']);

/** The end of a column's name after its side ("state" of origin_state; "" of a bare side column). */
function partOf(name: string): { side: string; rest: string } {
  const at = name.indexOf('_');
  return at < 0 ? { side: name, rest: '' } : { side: name.slice(0, at), rest: name.slice(at) };
}

/**
 * Whether the exclusion takes out a value the same column is required to hold: by a filter, or by
 * row-level security pinning the column to the caller's value ("excluding California" from a CA office
 * excluded every row, or none).
 */
function contradicts(f: IntentFilter, intent: Intent): boolean {
  if (!NEGATED.has(f.operator)) return false;
  if (intent.subject.pinned?.includes(f.field)) return true;
  const filters = intent.filters;
  const out = Array.isArray(f.value) ? f.value : [f.value];
  return filters.some((g) => g.field === f.field && g.operator === 'eq' && out.includes(g.value as string));
}

/** The grouped column on the other side with the same part (destination_state for origin_state). */
function otherEnd(intent: Intent, field: string): string | null {
  const { side, rest } = partOf(field);
  const ends = intent.groupBy
    .map((g) => g.dimension.name)
    .filter((n) => partOf(n).side !== side && partOf(n).rest === rest);
  return ends.length === 1 ? (ends[0] as string) : null;
}

export function contradictedExclusion(intent: Intent): Intent {
  let changed = false;
  const filters = intent.filters.map((f) => {
    if (!contradicts(f, intent)) return f;
    const other = otherEnd(intent, f.field);
    if (!other) return f;
    changed = true;
    return { ...f, field: other };
  });
  return changed ? { ...intent, filters } : intent;
}
