import { type IntentFilter, lowerAt, type ReadContext, type ReadState, taking } from '../parse/state.js';
import { THRESHOLDS } from '../parse/vocab.js';
import type { SubjectMeasure } from '../subject.js';
import { decimalNumber, STOPWORDS, type Token } from '../text.js';

/**
 * Reading steps for words only a table or model gives a meaning to (parse.ts runs them with the
 * others). Over a contract they explain nothing, so the question is read (and asked back) as before.
 * This module imports only the reading state, so the parser can use it without a cycle.
 */

const DISTINCT_WORDS: ReadonlySet<string> = new Set(['distinct', 'different', 'unique']);

/**
 * "how many distinct destinations", "number of different cities": over a table or model the word after "how many" is what
 * distinctCount (tables/distinct.ts) reads, so the reading explains it rather than leave it unknown (or respell
 * "distinct" as "distance", a wrong measure). Over a contract the planner counts the groups of the
 * breakdown instead (interpret.ts, distinctOverContract), so the word is explained there too.
 */
export function readDistinctCue(ctx: ReadContext, s: ReadState): ReadState {
  for (let i = 0; i < ctx.tokens.length; i++) {
    const lead = `${lowerAt(ctx, i - 2)} ${lowerAt(ctx, i - 1)}`;
    const after = lead === 'how many' || lead === 'number of' || lead === 'count of';
    // "count distinct destinations", "distinct origins flying to HNL": the cue before a plural too.
    const plural = /[^s]s$/.test(lowerAt(ctx, i + 1)) || /[^s]s$/.test(lowerAt(ctx, i + 2));
    const cue = after || lowerAt(ctx, i - 1) === 'count' || i === 0 || plural;
    if (cue && DISTINCT_WORDS.has(lowerAt(ctx, i)) && !s.consumed.has(i)) {
      return { ...s, consumed: taking(s.consumed, i, 1) };
    }
  }
  return s;
}

/** The first measure with a column that starts at token i (its phrase), if any. */
function columnMeasureAt(s: ReadState, i: number): SubjectMeasure | null {
  const m = s.measureAt.get(i);
  return m && m.column !== null ? m : null;
}

function withRowFilter(s: ReadState, at: number, length: number, filter: IntentFilter): ReadState {
  return { ...s, consumed: taking(s.consumed, at, length), filters: [...s.filters, filter] };
}

/**
 * "How many days had no precipitation?", "how many flights had no delay?": with a count asked for,
 * "no" before a column's measure counts the rows where the column is 0 (a threshold the table steps
 * read per row, tables/thresholds.ts). The measure itself only carried the condition.
 */
export function readNoAmount(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  const counted = s.countCue || sharesAsked(ctx);
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    // "days with any precipitation", "flights that had no delay": a condition on the rows wherever the
    // count is asked ("which month had the most days with any precipitation").
    if (!counted && !ROW_CONDITION_LEADS.has(lowerAt(ctx, i - 1))) continue;
    const operator = AMOUNT_PRESENCE[lowerAt(ctx, i)];
    const m = operator && !s.consumed.has(i) ? columnMeasureAt(s, i + 1) : null;
    if (!operator || !m) continue;
    // "any precipitation at all": "at all" only stresses the "any".
    const atAll = ctx.tokens.findIndex((t, k) => k > i && t.lower === 'at' && lowerAt(ctx, k + 1) === 'all');
    const state = withRowFilter(s, i, 1, { field: m.name, kind: 'measure', operator, value: 0 });
    const consumed = atAll > 0 ? taking(state.consumed, atAll, 2) : state.consumed;
    return {
      ...state,
      consumed,
      strong: state.strong.filter((x) => x !== m),
      weak: state.weak.filter((x) => x !== m),
      measureAt: without(s.measureAt, i + 1),
    };
  }
  return s;
}

/**
 * "no precipitation", "zero delay" is a column at 0; "any precipitation", "some precipitation" above 0 (a column of
 * amounts, as only a measure with a column follows the word here).
 */
const AMOUNT_PRESENCE: Readonly<Record<string, 'eq' | 'gt'>> = {
  no: 'eq',
  zero: 'eq',
  any: 'gt',
  some: 'gt',
};

/** Words that make what follows a condition on the rows: "days with any rain", "flights that had no delay". */
const ROW_CONDITION_LEADS: ReadonlySet<string> = new Set(['with', 'without', 'had', 'has', 'have', 'having']);

/** Whether the question asks for a share of rows ("what percent of days…"), which counts rows too. */
function sharesAsked(ctx: ReadContext): boolean {
  return ctx.tokens.some((t, i) => SHARE_LEADS.has(t.lower) && lowerAt(ctx, i + 1) === 'of');
}

function without(map: ReadonlyMap<number, SubjectMeasure>, at: number): Map<number, SubjectMeasure> {
  const out = new Map(map);
  out.delete(at);
  return out;
}

/** "negative means the flight left early": the words a column's description gives its negative values. */
function negativeWords(description: string): ReadonlySet<string> {
  const m = /\bnegative\s+(?:values?\s+)?means?\s+([^.;]*)/i.exec(description);
  return new Set(m ? (m[1] as string).toLowerCase().split(/[^a-z]+/) : []);
}

/**
 * "How many flights left early?": a word the catalog's description of a column gives its negative
 * values ("negative means the flight left early") selects the rows where the column is below 0.
 * Only a word of that clause that names nothing else (not "flight", the subject's own word).
 */
export function readNegativeWords(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  const columns = ctx.subject.measures.filter((m) => m.column !== null && m.aggregation === 'avg');
  for (const t of ctx.tokens) {
    if (s.consumed.has(t.index) || STOPWORDS.has(t.lower) || ctx.own.has(t.stem)) continue;
    const m = columns.find((c) => negativeWords(c.description).has(t.lower));
    if (!m) continue;
    const early = amountBefore(ctx, t.index, m);
    if (!early)
      return withRowFilter(s, t.index, 1, { field: m.name, kind: 'measure', operator: 'lt', value: 0 });
    const filters = mirrored(early.operator, early.value).map((f) => ({ ...f, field: m.name }));
    return {
      ...s,
      consumed: taking(s.consumed, early.at, t.index + 1 - early.at),
      filters: [...s.filters, ...filters],
    };
  }
  return s;
}

/**
 * "more than 10 minutes early": a threshold, its number and a unit of the column's description
 * right before the negative word, as the comparison and where it starts.
 */
function amountBefore(
  ctx: ReadContext,
  at: number,
  m: SubjectMeasure,
): { at: number; operator: IntentFilter['operator']; value: number } | null {
  const unit = lowerAt(ctx, at - 1);
  const value = decimalNumber(ctx.tokens[at - 2]);
  if (
    value === null ||
    !m.description
      .toLowerCase()
      .split(/[^a-z]+/)
      .includes(unit)
  )
    return null;
  const two = THRESHOLDS[`${lowerAt(ctx, at - 4)} ${lowerAt(ctx, at - 3)}`];
  const one = THRESHOLDS[lowerAt(ctx, at - 3)];
  if (two) return { at: at - 4, operator: two, value };
  return one ? { at: at - 3, operator: one, value } : null;
}

/**
 * The amount of a negative word is on the other side of 0: "more than 10 minutes early" is below
 * -10, "at least 10" at or below -10; "less than 10 minutes early" is early (below 0) by under 10.
 */
function mirrored(operator: IntentFilter['operator'], value: number): Omit<IntentFilter, 'field'>[] {
  const measure = 'measure' as const;
  if (operator === 'gt') return [{ kind: measure, operator: 'lt', value: -value }];
  if (operator === 'gte') return [{ kind: measure, operator: 'lte', value: -value }];
  const low = operator === 'lt' ? ('gt' as const) : ('gte' as const);
  return [
    { kind: measure, operator: low, value: -value },
    { kind: measure, operator: 'lt', value: 0 },
  ];
}

/** "both directions", "either way", "to and from", "round trip": a pair of places taken either way round. */
export const BOTH_WAYS =
  /\b(?:(?:in\s+)?(?:both|either|each)\s+(?:directions?|ways?)|to\s+and\s+from|from\s+and\s+to|round[\s-]?trips?|roundtrips?)\b/i;

/**
 * The words of BOTH_WAYS over a table whose rows have two sides (`origin`, `destination`): read by
 * tables/sides.ts (bothWays), which applies the place filters either way round, so they are explained.
 */
export function readBothWays(ctx: ReadContext, s: ReadState): ReadState {
  const names = new Set(ctx.subject.dimensions.map((d) => d.name));
  if (ctx.subject.kind === 'contract' || !names.has('origin') || !names.has('destination')) return s;
  const text = ctx.tokens.map((t) => t.lower).join(' ');
  const m = BOTH_WAYS.exec(text);
  if (!m) return s;
  const start = text.slice(0, m.index).split(' ').filter(Boolean).length;
  const length = m[0].split(/\s+/).length;
  return { ...s, consumed: taking(s.consumed, start, length) };
}

/** The nouns that open a share ("percentage of", "share of"): read here, and by tables/shares.ts. */
export const SHARE_LEADS: ReadonlySet<string> = new Set([
  'percentage',
  'percent',
  'proportion',
  'share',
  'fraction',
]);

/**
 * "What percentage of flights …", "what proportion of days …": over a table or model the words are
 * read by tables/shares.ts as a share of the rows (or asked back), so the reading explains them.
 */
export function readShareCue(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    if (SHARE_LEADS.has(lowerAt(ctx, i)) && lowerAt(ctx, i + 1) === 'of' && !s.consumed.has(i)) {
      return sharePhrasing(ctx, { ...s, consumed: taking(s.consumed, i, 2) });
    }
  }
  return sharePhrasing(ctx, s);
}

/** The rest of a share's wording: "in percent", "as a percentage", "each one's share" (tables/shares.ts). */
const PERCENT_PHRASES: readonly (readonly string[])[] = [
  ['as', 'a', 'percentage'],
  ['as', 'percentages'],
  ['as', 'a', 'percent'],
  ['in', 'percentages'],
  ['in', 'percentage'],
  ['in', 'percent'],
  ['percent', 'share'],
  ['percentage', 'share'],
  ['share'],
];

/** Verbs that say a part of a whole once a share is asked: "does each state account for". */
const PART_VERBS: readonly (readonly string[])[] = ['account', 'accounts', 'accounted']
  .map((w) => [w, 'for'])
  .concat(['make', 'makes', 'made'].map((w) => [w, 'up']))
  .concat([['represent'], ['represents'], ['represented']]);

/** Where `phrase` is written at i, unread; "share" alone only as a possessed noun ("each one's share"), never "share price". */
function phraseAt(
  ctx: ReadContext,
  consumed: ReadonlySet<number>,
  i: number,
  phrase: readonly string[],
): boolean {
  if (!phrase.every((w, k) => lowerAt(ctx, i + k) === w && !consumed.has(i + k))) return false;
  if (phrase.length > 1) return true;
  if (phrase[0] !== 'share') return true;
  const possessed = ctx.tokens[i - 1]?.possessive === true || POSSESSORS.has(lowerAt(ctx, i - 1));
  return possessed && lowerAt(ctx, i + 1) !== 'price';
}

function sharePhrasing(ctx: ReadContext, s: ReadState): ReadState {
  const at = (phrases: readonly (readonly string[])[], consumed: ReadonlySet<number>) =>
    ctx.tokens.flatMap((_, i) =>
      phrases.filter((p) => phraseAt(ctx, consumed, i, p)).map((p) => [i, p.length] as const),
    );
  const percent = at(PERCENT_PHRASES, s.consumed);
  if (percent.length === 0 && !sharesAsked(ctx)) return s;
  let consumed = s.consumed;
  for (const [i, length] of [...percent, ...at(PART_VERBS, s.consumed)])
    consumed = taking(consumed, i, length);
  return consumed === s.consumed ? s : { ...s, consumed };
}

const POSSESSORS: ReadonlySet<string> = new Set(['their', 'its', 'percentage', 'percent']);

/**
 * "cumulative flights by month", "running total of rainy days": over a table or model the words are
 * read by tables/running.ts as a running total (or asked back), so the reading explains them.
 */
export function readRunningCue(ctx: ReadContext, s: ReadState): ReadState {
  // Over a contract only a running total without a breakdown by period is read: its end is the total
  // over the question's range ("cumulative departures from January to March"); per period it has no
  // measure to answer with, and the words stay unread (asked back).
  if (ctx.subject.kind === 'contract' && (ctx.time.grain || ctx.time.overTime)) return s;
  let consumed = s.consumed;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const word = lowerAt(ctx, i);
    const run = word === 'running' && RUNNING_NOUNS.has(lowerAt(ctx, i + 1));
    const length =
      word === 'cumulative' || word === 'cumulatively' ? 1 : run ? (lowerAt(ctx, i + 2) === 'of' ? 3 : 2) : 0;
    if (length > 0 && !consumed.has(i)) consumed = taking(consumed, i, length);
  }
  return consumed === s.consumed ? s : { ...s, consumed };
}

const RUNNING_NOUNS: ReadonlySet<string> = new Set(['total', 'totals', 'sum', 'sums', 'count', 'counts']);

/** "90th", "95th", "p90": the percentile written at i (1–99), or null. */
function percentileAt(ctx: ReadContext, i: number): number | null {
  const m = /^(?:(\d{1,2})(?:st|nd|rd|th)|p(\d{1,2}))$/.exec(lowerAt(ctx, i));
  const n = m ? Number(m[1] ?? m[2]) : Number.NaN;
  return n >= 1 && n <= 99 ? n : null;
}

/** The column's percentile as a measure, beside its median (the same column, the same format). */
function percentileOf(ctx: ReadContext, m: SubjectMeasure | undefined, n: number): SubjectMeasure | null {
  const median = statisticOf(ctx, m, 'median');
  if (!median?.column) return null;
  const label = median.title.replace(/^median\s+/i, '');
  return {
    ...median,
    name: `p${n}_${median.column}`,
    title: `${n}th percentile ${label}`,
    aggregation: 'quantile',
    fraction: n / 100,
    synonyms: [],
    description: `The ${n}th percentile (continuous) of ${median.column}.`,
  };
}

/**
 * "90th percentile departure delay", "median departure delay": up to two words between the cue and the
 * measure that its own description holds ("Departure delay in minutes") only restate which column it
 * is; how many there are (0 when the measure follows at once or the words say something else).
 */
function describingWords(ctx: ReadContext, s: ReadState, at: number): number {
  if (s.measureAt.has(at)) return 0;
  for (let skip = 1; skip <= 3; skip++) {
    const named = statisticTarget(ctx, s, at + skip);
    if (!named) continue;
    const words = new Set(named.description.toLowerCase().split(/[^a-z]+/));
    const between = ctx.tokens.slice(at, at + skip);
    return between.every((t) => describes(ctx, s, t, words)) ? skip : 0;
  }
  return 0;
}

/**
 * A word between a statistic and its measure that restates it: a word of the measure's description
 * ("departure" delay), or of the data's own name ("std dev of Seattle daily highs"); one the time
 * reading took may be such a word too (the "daily" of a daily high, pairGrain in tables/differences.ts).
 */
function describes(ctx: ReadContext, s: ReadState, t: Token, words: ReadonlySet<string>): boolean {
  // "STL departure delays": the side reading took "departure" (STL is where they leave from), yet the
  // word still restates which delay this is; the description's own words may be shared that way.
  if (SIDE_WORDS.has(t.lower) && words.has(t.lower)) return true;
  // "std dev of LAX delays", "of our delays": a value read as a filter, or the consumer's own rows,
  // says whose rows, not which column; the filter stands as read.
  if (s.valueFrom.has(t.index) || OWNING_WORDS.has(t.lower)) return true;
  const free = !s.consumed.has(t.index) || ctx.time.consumed.has(t.index);
  return free && (words.has(t.lower) || ctx.own.has(t.stem));
}

/** The words of a flight's side that a measure's description may hold ("Departure delay in minutes"). */
const SIDE_WORDS: ReadonlySet<string> = new Set(['departure', 'arrival']);
/** The words that say the consumer's own rows (row-level security keeps them its own). */
const OWNING_WORDS: ReadonlySet<string> = new Set(['our', 'my']);

/**
 * "the 90th percentile of delay", "95th percentile delay from Portland", "p90 distance": over a table
 * or model, the continuous percentile of the column the next phrase names (`quantile_cont(delay,
 * 0.9)`, named `p90_delay`). Contracts have none and ask back; in the fallback the tables answer.
 */
export function readPercentileCue(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    const n = percentileAt(ctx, i);
    if (n === null || s.consumed.has(i)) continue;
    const word = lowerAt(ctx, i + 1) === 'percentile' ? 1 : 0;
    const of = lowerAt(ctx, i + 1 + word) === 'of' ? 1 : 0;
    const skip = describingWords(ctx, s, i + 1 + word + of);
    const at = i + 1 + word + of + skip;
    const named = s.measureAt.get(at);
    const p = percentileOf(ctx, statisticTarget(ctx, s, at), n);
    if (!named || !p || (word === 0 && !lowerAt(ctx, i).startsWith('p'))) continue;
    const swap = (list: readonly SubjectMeasure[]) => list.map((x) => (x === named ? p : x));
    const measureAt = new Map([...s.measureAt].map(([k, x]) => [k, x === named ? p : x] as const));
    // "the 90th percentile of delay": a phrase after "of" is read weakly; the percentile is what is asked.
    const strong = s.strong.includes(named) ? swap(s.strong) : [...s.strong, p];
    const weak = s.weak.filter((x) => x !== named);
    return { ...s, consumed: taking(s.consumed, i, 1 + word + of + skip), strong, weak, measureAt };
  }
  return s;
}

/** The statistics of a column a cue word asks for. */
type Statistic = 'median' | 'stddev' | 'variance';

/** The statistics said before a column's phrase, and the words that say them. */
const STATISTIC_CUES: readonly (readonly [words: readonly string[], aggregation: Statistic])[] = [
  [['median'], 'median'],
  [['standard', 'deviation'], 'stddev'],
  [['std', 'deviation'], 'stddev'],
  [['std', 'dev'], 'stddev'],
  [['stdev'], 'stddev'],
  [['stddev'], 'stddev'],
  [['variance'], 'variance'],
  [['var'], 'variance'],
];

/** The statistic cue at i and its length, or null. */
function statisticAt(ctx: ReadContext, i: number): { aggregation: Statistic; length: number } | null {
  // "sample standard deviation", "sample variance": the kinds given (stddev_samp, var_samp); a population one is not offered.
  const sample = lowerAt(ctx, i) === 'sample' ? 1 : 0;
  for (const [words, aggregation] of STATISTIC_CUES) {
    if (sample && aggregation === 'median') continue;
    if (words.every((w, k) => lowerAt(ctx, i + sample + k) === w))
      return { aggregation, length: sample + words.length };
  }
  return null;
}

/** The same column's measure with the statistic, for a measure read right after its cue. */
function statisticOf(
  ctx: ReadContext,
  m: SubjectMeasure | undefined,
  aggregation: Statistic,
): SubjectMeasure | null {
  if (!m?.column || m.aggregation === aggregation) return null;
  return ctx.subject.measures.find((x) => x.column === m.column && x.aggregation === aggregation) ?? null;
}

/**
 * The measure a statistic's phrase names: "std dev of STL delays" read "delays" as the count of
 * delayed flights (a defined count, no column), but a statistic is only ever of a column, and the word
 * is that column's own name ("delay").
 */
function statisticTarget(ctx: ReadContext, s: ReadState, at: number): SubjectMeasure | undefined {
  const named = s.measureAt.get(at);
  if (!named || named.column) return named;
  const word = ctx.tokens[at]?.stem;
  return ctx.subject.measures.find((x) => x.column === word && x.aggregation === 'avg') ?? named;
}

/**
 * "median high temperature", "the median trip length", "standard deviation of delay", "std dev of the
 * daily high": a statistic's word before a phrase that names another aggregate of a column (the
 * contract's "high temperature" is the average of `temp_max`) asks for that column's statistic. Tables
 * and models only (a contract has neither, and asks back).
 */
export function readMedianCue(ctx: ReadContext, s: ReadState): ReadState {
  if (ctx.subject.kind === 'contract') return s;
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    const cue = statisticAt(ctx, i);
    if (!cue || s.consumed.has(i)) continue;
    const of = ['of', 'in', 'for'].includes(lowerAt(ctx, i + cue.length)) ? 1 : 0;
    const the = lowerAt(ctx, i + cue.length + of) === 'the' ? 1 : 0;
    const skip = describingWords(ctx, s, i + cue.length + of + the);
    const at = i + cue.length + of + the + skip;
    const named = s.measureAt.get(at);
    const statistic = statisticOf(ctx, statisticTarget(ctx, s, at), cue.aggregation);
    if (!named || !statistic) continue;
    const swap = (list: readonly SubjectMeasure[]) => list.map((x) => (x === named ? statistic : x));
    const measureAt = new Map([...s.measureAt].map(([k, x]) => [k, x === named ? statistic : x] as const));
    // The measure's own phrase is explained where it was read; the cue and the words between are this step's.
    return {
      ...s,
      consumed: taking(s.consumed, i, cue.length + of + the + skip),
      strong: s.strong.includes(named) ? swap(s.strong) : [...s.strong, statistic],
      weak: s.weak.filter((x) => x !== named),
      measureAt,
    };
  }
  return s;
}
