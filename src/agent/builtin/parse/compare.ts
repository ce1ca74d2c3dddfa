import type { SortDirection } from '../../../contracts/model.js';
import { lowerAt, type ReadContext, type ReadState, taking, withGroup } from './state.js';

/**
 * "Which has more flights, SEA or PDX?", "is the average delay higher at ORD or ATL?": a comparative
 * beside two values of one dimension compares them, one row each, ordered by the measure; "which"
 * asks for the one that wins; "was AAPL higher than MSFT" compares the two the same way. Summing the two would answer a different question.
 */

const COMPARATIVES: Readonly<Record<string, SortDirection>> = {
  more: 'desc',
  higher: 'desc',
  bigger: 'desc',
  larger: 'desc',
  greater: 'desc',
  busier: 'desc',
  longer: 'desc',
  fewer: 'asc',
  less: 'asc',
  lower: 'asc',
  smaller: 'asc',
  shorter: 'asc',
  quieter: 'asc',
  // A judgement: its direction is settled against the measure (a worse delay is the higher one).
  worse: 'desc',
  better: 'desc',
};

export function readComparison(ctx: ReadContext, s: ReadState): ReadState {
  // "more than 20" is a threshold; "AAPL higher than MSFT" names the other value compared.
  const thanValue = (i: number) => lowerAt(ctx, i + 1) !== 'than' || s.valueFrom.has(i + 2);
  const at = ctx.tokens.findIndex(
    (t) => !s.consumed.has(t.index) && COMPARATIVES[t.lower] && thanValue(t.index),
  );
  const direction = COMPARATIVES[lowerAt(ctx, at)];
  const joined = s.filters.find(
    (f) => f.kind === 'dimension' && f.operator === 'in' && Array.isArray(f.value) && f.value.length >= 2,
  );
  const dim = joined && ctx.subject.dimensions.find((d) => d.name === joined.field);
  if (at < 0 || !direction || !dim) return s;
  const which = ctx.tokens.some((t) => t.lower === 'which' && !s.consumed.has(t.index));
  return {
    ...s,
    consumed: taking(s.consumed, at, lowerAt(ctx, at + 1) === 'than' ? 2 : 1),
    groupBy: withGroup(s.groupBy, dim, null),
    sort: { field: s.sort?.field ?? null, direction },
    limit: which && !s.explicitLimit ? 1 : s.limit,
  };
}
