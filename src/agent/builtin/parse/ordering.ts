import { decimalNumber } from '../text.js';
import { frequencyAfter } from './grouping.js';
import { matchAt } from './match.js';
import { lowerAt, type ReadContext, type ReadState, taking } from './state.js';
import { JUDGEMENTS, SUPERLATIVE_ASC, SUPERLATIVE_DESC, THRESHOLDS, UNITS } from './vocab.js';

/** Steps that read thresholds on measures and ordering words. */

/** Thresholds on measures: "more than 50000 flights", "average delay above 10". */
export function readThresholds(ctx: ReadContext, s: ReadState): ReadState {
  let { consumed, filters } = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const two = `${lowerAt(ctx, i)} ${lowerAt(ctx, i + 1)}`;
    const op = THRESHOLDS[two] ?? THRESHOLDS[lowerAt(ctx, i)];
    if (!op || consumed.has(i)) continue;
    const at = THRESHOLDS[two] ? i + 2 : i + 1;
    const num = decimalNumber(ctx.tokens[at]);
    if (num === null) continue;
    // "20 mm of precipitation": a unit after the number, then the measure.
    const unit = UNITS[lowerAt(ctx, at + 1)];
    const next = unit ? at + (lowerAt(ctx, at + 2) === 'of' ? 3 : 2) : at + 1;
    // The measure right after the number, else the nearest one before the threshold, else the first named.
    const measure =
      s.measureAt.get(next) ??
      [...s.measureAt.entries()].filter(([k]) => k < i).sort((a, b) => b[0] - a[0])[0]?.[1] ??
      s.strong[0];
    if (!measure) continue;
    const described = unit?.some((u) => measure.description.toLowerCase().includes(u)) ?? false;
    consumed = taking(consumed, i, at - i + (described ? 2 : 1));
    filters = [...filters, { field: measure.name, kind: 'measure', operator: op, value: num }];
  }
  return { ...s, consumed, filters };
}

/** Superlatives and ordering words that were not part of a grouping phrase; "which X" takes one row. */
export function readOrdering(ctx: ReadContext, s: ReadState): ReadState {
  let { consumed, sort } = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (consumed.has(i)) continue;
    const w = lowerAt(ctx, i);
    // "from highest to lowest": the first end names the order; the second only closes the span.
    const closesSpan = lowerAt(ctx, i - 1) === 'to' && consumed.has(i - 2) && sort !== null;
    if (closesSpan && (SUPERLATIVE_DESC.has(w) || SUPERLATIVE_ASC.has(w))) {
      consumed = taking(consumed, i - 1, 2);
    } else if (SUPERLATIVE_DESC.has(w) || SUPERLATIVE_ASC.has(w)) {
      // "the most common": how often, so the row count orders it.
      const freq = frequencyAfter(ctx, i);
      const count = ctx.subject.measures.find((m) => m.plainCount)?.name ?? null;
      const field = freq && count ? count : (sort?.field ?? null);
      sort = { field, direction: SUPERLATIVE_DESC.has(w) ? 'desc' : 'asc' };
      consumed = taking(consumed, i, 1 + freq);
    } else if (w === 'ascending' || w === 'descending') {
      sort = { field: sort?.field ?? null, direction: w === 'ascending' ? 'asc' : 'desc' };
      consumed = taking(consumed, i, 1);
    } else if ((w === 'ranked' || w === 'sorted' || w === 'ordered') && lowerAt(ctx, i + 1) === 'by') {
      const m = matchAt(ctx.tokens, i + 2, ctx.subject.measures, new Set())[0];
      if (m) {
        sort = { field: m.target.name, direction: sort?.direction ?? 'desc' };
        consumed = taking(consumed, i, 2 + m.length);
      }
    }
  }
  if (s.whichCue && !sort && s.measureSuperlative) sort = s.measureSuperlative;
  // "Which origin had the most delays" is one row; "which states have flights" lists them all.
  const limit = s.whichCue && sort && !s.explicitLimit && !s.whichPlural ? 1 : s.limit;
  return { ...s, consumed, sort, limit };
}

/**
 * "the best average delay", "the worst life expectancy": a judgement word read as a ranking (by any
 * step) marks the ranking, whose direction interpret settles against the measure it ranks by.
 */
export function readJudgement(ctx: ReadContext, s: ReadState): ReadState {
  // "by average price in alphabetical order": the labels' order wins over a ranking read later.
  if (labelOrderAt(ctx)) return { ...s, sort: LABEL_ORDER };
  if (!s.sort) return s;
  const word = ctx.tokens.find((t) => JUDGEMENTS.has(t.lower) && s.consumed.has(t.index))?.lower;
  return word ? { ...s, sort: { ...s.sort, judged: word } } : s;
}

const SORT_VERBS: ReadonlySet<string> = new Set(['sort', 'sorted', 'order', 'ordered', 'list', 'listed']);

/**
 * "sort by name", "alphabetically", "in alphabetical order": the rows in the order of the breakdown's
 * labels (A to Z), not a breakdown by some name field. Runs before the grouping steps.
 */
export function readLabelOrder(ctx: ReadContext, s: ReadState): ReadState {
  const found = labelOrderAt(ctx);
  if (!found || s.consumed.has(found.at)) return s;
  return { ...s, consumed: taking(s.consumed, found.at, found.length), sort: LABEL_ORDER };
}

const LABEL_ORDER = { field: null, direction: 'asc', byLabel: true } as const;

function labelOrderAt(ctx: ReadContext): { at: number; length: number } | null {
  for (let i = 0; i < ctx.tokens.length; i++) {
    const w = lowerAt(ctx, i);
    const named =
      SORT_VERBS.has(w) && lowerAt(ctx, i + 1) === 'by' && ['name', 'names'].includes(lowerAt(ctx, i + 2));
    if (w === 'alphabetically') return { at: i, length: 1 };
    if (w === 'alphabetical') return { at: i, length: lowerAt(ctx, i + 1) === 'order' ? 2 : 1 };
    if (named) return { at: i, length: 3 };
  }
  return null;
}
