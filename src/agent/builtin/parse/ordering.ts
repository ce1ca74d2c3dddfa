import type { Operator } from '../../../contracts/model.js';
import { phrasesOf, type SubjectMeasure } from '../subject.js';
import { decimalNumber, STOPWORDS, tokenKey } from '../text.js';
import type { ValueEntry } from '../values.js';
import { frequencyAfter } from './grouping.js';
import { matchAt } from './match.js';
import { withoutValue } from './measures.js';
import { lowerAt, type ReadContext, type ReadState, taking } from './state.js';
import { JUDGEMENTS, SUPERLATIVE_ASC, SUPERLATIVE_DESC, THRESHOLDS, UNITS } from './vocab.js';

/** Steps that read thresholds on measures and ordering words. */

/** Thresholds on measures: "more than 50000 flights", "average delay above 10". */
export function readThresholds(ctx: ReadContext, s: ReadState): ReadState {
  let { consumed, filters, problems } = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const two = `${lowerAt(ctx, i)} ${lowerAt(ctx, i + 1)}`;
    const op = THRESHOLDS[two] ?? THRESHOLDS[lowerAt(ctx, i)] ?? amountOf(ctx, s, i);
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
    const inUnit = (m: SubjectMeasure) => unit?.some((u) => m.description.toLowerCase().includes(u)) ?? false;
    const byUnit = measure && !measure.plainCount ? undefined : unitMeasure(ctx, unit, op);
    const own = averaged(ctx, i, byUnit ?? (measure && pairedSide(ctx, measure, op)));
    if (!own) continue;
    const row = (unit ? rowAmount(ctx, s, own, op, num, at) : null) ?? rowsWhere(ctx, s, own, i);
    const unnamed = row ? null : unnamedThreshold(ctx, s, i, measure, next);
    if (row || unnamed) {
      // The unit after the number is read with it; a bare number ("where delay > 0") ends there.
      consumed = taking(consumed, i, at - i + (row && unit ? 2 : 1));
      if (row?.kind === 'row')
        filters = [...filters, { field: row.field, kind: 'dimension', operator: op, value: num }];
      else if (row?.kind !== 'restated') problems = [...problems, row?.text ?? (unnamed as string)];
      continue;
    }
    consumed = taking(consumed, i, at - i + (inUnit(own) ? 2 : 1));
    // "10 mm of rain", "rain over 15mm": beside an amount in its unit, "rain" is the amount, not the weather type.
    const amount = byUnit ? [next, i - 1].map((k) => amountValue(ctx, s, k, own)).find((v) => v) : undefined;
    if (amount) filters = withoutValue(filters, amount.dimension, amount.value);
    filters = [...filters, { field: own.name, kind: 'measure', operator: op, value: num }];
  }
  return { ...s, consumed, filters, problems };
}

type RowAmount =
  | { readonly kind: 'row'; readonly field: string }
  | { readonly kind: 'problem'; readonly text: string }
  | { readonly kind: 'restated' };

/**
 * An amount in a unit on a count is each row's amount, never a threshold on the count:
 * - "flights over 1000 miles" on a contract: the unit word names another measure (distance), so the
 *   amount is each row's, which a contract cannot filter on (tables read it per row): asked back;
 * - "flights delayed more than 60 minutes, per month": the count of late flights (whose description
 *   names minutes) is in no unit either; on a contract asked back ("delayed by more than 15 minutes"
 *   restates its own definition and stays that count), over a table with a breakdown by period the
 *   condition on the column the lent count is defined by (delay > 60). It had been read as the months
 *   with more than 60 late flights: a wrong answer. Counting places with such flights ("how many of our
 *   airports had flights delayed over 3 hours") is left to the steps for counted groups.
 */
function rowAmount(
  ctx: ReadContext,
  s: ReadState,
  own: SubjectMeasure,
  op: Operator,
  num: number,
  at: number,
): RowAmount | null {
  const defined = ctx.subject.contract?.measures.find((m) => m.name === own.name)?.filter;
  const restated = defined?.operator === op && Number(defined.value) === num;
  const contract = ctx.subject.kind === 'contract';
  const lentOn = own.countOf?.length === 1 ? own.countOf[0]?.field : undefined;
  if (lentOn && !contract && s.groupBy.some((g) => g.grain !== null)) return { kind: 'row', field: lentOn };
  // The count's own definition said again: that count, no threshold on it ("delayed flights above 15").
  // Without a breakdown it is left as before: "average delay of our delayed flights only (more than 15
  // minutes late)" is then read over the late rows where the data can (tables/thresholds.ts lentAsRows).
  if (restated && contract && s.groupBy.length > 0) return { kind: 'restated' };
  const counted = own.aggregation === 'count' && contract && !restated;
  if (!(own.plainCount ? s.measureAt.has(at + 1) : counted)) return null;
  const said = `${lowerAt(ctx, at)} ${lowerAt(ctx, at + 1)}`;
  return {
    kind: 'problem',
    text: `"${said}" is each row's amount, which ${ctx.subject.title} cannot filter on`,
  };
}

/**
 * "average delay per month for flights with delay above 0", "avg delay … where delay > 0, one row per
 * month": over a table, a bare column compared after "where", or after the rows' noun and "with", is a
 * condition on each row; with a breakdown it had been read as the groups' average above 0 (a wrong
 * answer). "origins with an average delay above 10" names the average and stays a threshold on groups.
 */
function rowsWhere(ctx: ReadContext, s: ReadState, own: SubjectMeasure, i: number): RowAmount | null {
  if (ctx.subject.kind === 'contract' || !own.column || s.groupBy.length === 0) return null;
  if (s.measureAt.get(i - 1) !== own) return null;
  const lead = lowerAt(ctx, i - 2);
  const rows = s.measureAt.get(i - 3)?.plainCount === true;
  return lead === 'where' || (lead === 'with' && rows) ? { kind: 'row', field: own.column } : null;
}

/**
 * "our departures where distance > 1500, grouped by destination": a comparison right after a word no
 * step read, whose measure came only from elsewhere in the question (the first one named), is about
 * that word; put on the other measure it was a wrong answer ("flight count above 1,500"). Asked back.
 */
function unnamedThreshold(
  ctx: ReadContext,
  s: ReadState,
  i: number,
  measure: SubjectMeasure | undefined,
  next: number,
): string | null {
  const before = ctx.tokens[i - 1];
  if (!measure || !before || s.consumed.has(i - 1) || s.measureAt.has(next)) return null;
  if (s.measureAt.has(i - 1) || !/^[a-z]{3,}$/.test(before.lower) || STOPWORDS.has(before.lower)) return null;
  return `"${before.text}" is compared with a number, but ${ctx.subject.title} has no figure of that name`;
}

/**
 * "flights with a delay of 5 minutes", "days with precipitation of 0": "of" between a measure's word
 * and a number is that amount exactly (the number was dropped as a stray one before: every flight was
 * counted). Not a period ("delay of 2001" is no amount) and not "of exactly" (read by "exactly").
 */
function amountOf(ctx: ReadContext, s: ReadState, i: number): Operator | undefined {
  if (lowerAt(ctx, i) !== 'of' || !s.measureAt.has(i - 1) || ctx.time.consumed.has(i + 1)) return undefined;
  return decimalNumber(ctx.tokens[i + 1]) === null ? undefined : 'eq';
}

/**
 * "days above 30 degrees", "days with over 15 mm": over a table, a threshold whose number is followed
 * by a unit, with no measure named beside it but the rows, is on the column described in that unit.
 * Of a high/low pair (`temp_max`, `temp_min`) "above" is the day's high and "below" its low: a day
 * was above 30 degrees if its high was. Contracts keep their measures (no per-row reading there).
 */
function unitMeasure(
  ctx: ReadContext,
  unit: readonly string[] | undefined,
  op: Operator,
): SubjectMeasure | undefined {
  if (!unit || ctx.subject.kind === 'contract') return undefined;
  const described = ctx.subject.measures.filter(
    (m) =>
      m.column !== null &&
      m.aggregation === 'avg' &&
      unit.some((u) => m.description.toLowerCase().includes(u)),
  );
  if (described.length === 1) return described[0];
  const side = op === 'gt' || op === 'gte' ? 'max' : op === 'lt' || op === 'lte' ? 'min' : null;
  const paired = described.filter((m) => /_(max|min)$/.test(m.column ?? ''));
  if (!side || paired.length !== 2 || paired.length !== described.length) return undefined;
  return paired.find((m) => m.column?.endsWith(`_${side}`));
}

const AVERAGE_VERBS: ReadonlySet<string> = new Set(['average', 'averages', 'averaged', 'averaging', 'avg']);

/**
 * "routes that average more than 2000 miles": "average" right before the comparison says the
 * threshold is on the column's average, whatever aggregate the unit's word names ("miles" is the
 * flights contract's total distance).
 */
function averaged(ctx: ReadContext, i: number, m: SubjectMeasure | undefined): SubjectMeasure | undefined {
  if (!m?.column || m.aggregation === 'avg' || !AVERAGE_VERBS.has(lowerAt(ctx, i - 1))) return m;
  return ctx.subject.measures.find((x) => x.column === m.column && x.aggregation === 'avg') ?? m;
}

/** Words that name one side of a high/low pair ("the high", "minimum temperature"). */
const SIDE_NOUNS = /\b(?:max|maximum|maxima|high|highs|min|minimum|minima|low|lows)\b/i;

/**
 * "days with temperatures below 0 degrees": over a table, a threshold on one column of a high/low pair
 * (`temp_max`, `temp_min`) whose side the question does not name is on the side the comparison
 * points to, as a unit alone is: below is the low, above the high.
 */
function pairedSide(ctx: ReadContext, m: SubjectMeasure, op: Operator): SubjectMeasure {
  const pair = /^(.*)_(max|min)$/.exec(m.column ?? '');
  const side = op === 'gt' || op === 'gte' ? 'max' : op === 'lt' || op === 'lte' ? 'min' : null;
  if (ctx.subject.kind === 'contract' || !pair || !side || pair[2] === side) return m;
  if (ctx.tokens.some((t) => SIDE_NOUNS.test(t.lower))) return m;
  const column = `${pair[1]}_${side}`;
  return ctx.subject.measures.find((x) => x.column === column && x.aggregation === m.aggregation) ?? m;
}

/** The value read at token k when its word names the measure's column too ("rain": precipitation). */
function amountValue(ctx: ReadContext, s: ReadState, k: number, m: SubjectMeasure): ValueEntry | undefined {
  const from = s.valueFrom.get(k);
  const t = ctx.tokens[k];
  if (!from || !t) return undefined;
  const same = ctx.subject.measures.filter((x) => x.column === m.column);
  return same.some((x) => phrasesOf(x).some((p) => p.stems.includes(tokenKey(t)))) ? from : undefined;
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
