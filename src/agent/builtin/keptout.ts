import type { Subject } from './subject.js';
import { lookupValue, type ValueIndex } from './values.js';
import type { ComparedLiteral, OutsideRows } from './written-sql.js';

/**
 * "SELECT count(*) FROM flights WHERE origin = 'LAX'" run by an Illinois office: the statement runs
 * under row-level security and finds nothing, which as a bare 0 reads as "LAX had no flights". When a
 * value it compares is one the data holds (LAX is a destination of the caller's flights) but never in
 * the compared column of the caller's own rows, the empty answer is row-level security's, and is said
 * so. Only for a caller with a context (row-level security) and the tables the statement names; a
 * value the data does not hold at all stays a plain empty answer.
 */
export function keptOut(
  subjects: readonly Subject[],
  context: Readonly<Record<string, unknown>>,
  values: (s: Subject) => Promise<ValueIndex | null>,
): OutsideRows {
  return async (sql, literals) => {
    if (Object.keys(context).length === 0 || literals.length === 0) return null;
    const named = subjects.filter((s) => s.kind !== 'contract' && namesRelation(sql, s.id));
    for (const subject of named) {
      const index = await values(subject);
      const kept = index ? literals.find((l) => outsideColumn(index, l)) : undefined;
      if (kept) return sentence(kept, context);
    }
    return null;
  };
}

/** Whether the statement names the relation, as a whole word. */
function namesRelation(sql: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${escaped}\\b`, 'i').test(sql);
}

/** The value is held by the data the caller sees, but never in this column of the caller's rows. */
function outsideColumn(index: ValueIndex, literal: ComparedLiteral): boolean {
  const own = index.byDimension.get(literal.column);
  if (!own) return false;
  const value = literal.value.toLowerCase();
  return !own.some((v) => v.toLowerCase() === value) && lookupValue(index, [literal.value]) !== null;
}

function sentence(kept: ComparedLiteral, context: Readonly<Record<string, unknown>>): string {
  const scope = Object.entries(context)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');
  return (
    `I ran your SQL with your scope and row-level security applied, and it found nothing: the data ` +
    `available to you holds only your own rows (${scope}), and none of them has ${kept.column} ` +
    `'${kept.value}'. Row-level security keeps the rest out, so I can't give a figure for it.`
  );
}
