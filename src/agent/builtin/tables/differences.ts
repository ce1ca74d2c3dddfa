import { qualityOrder } from '../parse/qualities.js';
import { type ReadContext, type ReadState, taking } from '../parse/state.js';
import { THRESHOLDS } from '../parse/vocab.js';
import { type ColumnDifference, type Subject, type SubjectMeasure, subjectStems } from '../subject.js';
import { STOPWORDS, stem, type Token, tokenize, tokenKey } from '../text.js';
import { GRAIN_ADVERBS, type TimeParse } from '../time.js';

/**
 * Reading a high/low pair's difference per row ("the average daily temperature range", "the biggest
 * temperature swing", "high minus low"): the subject's difference column (subject.ts,
 * columnDifferences), averaged unless another step asks for its extreme. Tables and models only; a
 * contract has no rows to subtract, so there the words stay unread and the question is asked back.
 */

/** Nouns of a spread between two ends ("range" also means the lowest and highest: see rangeMeansSpread). */
const SPREAD_NOUNS: ReadonlySet<string> = new Set(['range', 'swing', 'spread', 'gap', 'difference', 'delta']);
/** The words that name each end of a pair ("the high and the low", "max minus min"). */
const HIGH_WORDS: ReadonlySet<string> = new Set(['high', 'highs', 'max', 'maximum']);
const LOW_WORDS: ReadonlySet<string> = new Set(['low', 'lows', 'min', 'minimum']);
/** "high minus low", "max less min". */
const MINUS_WORDS: ReadonlySet<string> = new Set(['minus', 'less']);
/** Words an aggregate of per-row spreads is said with: "average range", "daily range", "typical swing". */
const PER_ROW_CUES: ReadonlySet<string> = new Set(['average', 'avg', 'mean', 'typical', 'daily', 'diurnal']);

const lowerOf = (tokens: readonly Token[], i: number) => tokens[i]?.lower ?? '';

/**
 * Words that name a pair's quantity: its columns' shared name part and their descriptions' shared
 * words ("temp", "temperature", "degrees", and the grain adverb "daily" of a daily high and low).
 */
function quantityWords(subject: Subject, d: ColumnDifference): ReadonlySet<string> {
  const columnWords = (name: string) => {
    const m = subject.measures.find((x) => x.column === name);
    const text = `${name.replace(/_/g, ' ')} ${m?.description ?? ''}`;
    return new Set(tokenize(text).map(tokenKey));
  };
  const [high, low] = [columnWords(d.high), columnWords(d.low)];
  const ends = new Set([...HIGH_WORDS, ...LOW_WORDS].map(stem));
  const content = (w: string) => !STOPWORDS.has(w) || GRAIN_ADVERBS[w] !== undefined;
  return new Set([...high].filter((w) => low.has(w) && !ends.has(w) && content(w)));
}

/** Whether token i is one end of a pair (or a hyphenated "high-low"), or a word of its quantity. */
function pairWord(
  tokens: readonly Token[],
  i: number,
  quantity: ReadonlySet<string>,
): 'end' | 'quantity' | null {
  const t = tokens[i];
  if (!t) return null;
  const parts = t.lower.split(/[-/]/);
  const ends = (w: string) => HIGH_WORDS.has(w) || LOW_WORDS.has(w);
  if (ends(t.lower) || (parts.length === 2 && parts.every(ends))) return 'end';
  // "diurnal" is "daily" in a climatologist's words.
  const key = t.lower === 'diurnal' ? 'daily' : tokenKey(t);
  return quantity.has(key) ? 'quantity' : null;
}

/** A run of tokens [start, end), and whether a word of the pair's quantity is among them. */
interface Span {
  readonly start: number;
  readonly end: number;
  readonly named: boolean;
}

/** The run of pair words (and articles between them) ending right before `at`. */
function wordsBefore(tokens: readonly Token[], at: number, quantity: ReadonlySet<string>): Span {
  let start = at;
  let named = false;
  while (start > 0) {
    const kind = pairWord(tokens, start - 1, quantity);
    if (!kind && lowerOf(tokens, start - 1) !== 'the') break;
    named ||= kind === 'quantity';
    start--;
  }
  while (lowerOf(tokens, start) === 'the' && start < at) start++;
  return { start, end: at, named };
}

/**
 * "between the daily high and the daily low temperature", "between max and min": after a spread noun, the
 * two ends joined by "and" (either order), with quantity words and articles around them; null when the
 * words after the noun are not both ends.
 */
function endsAfter(tokens: readonly Token[], at: number, quantity: ReadonlySet<string>): Span | null {
  const lead = lowerOf(tokens, at);
  // "range (max - min)", "swing (high/low)": the ends in brackets restate the spread, whatever joins them.
  const enclosed = tokens[at]?.enclosed === true;
  if (lead !== 'between' && lead !== 'of' && !enclosed) return null;
  let k = enclosed ? at : at + 1;
  const seen = new Set<string>();
  let named = false;
  while (tokens[k] && (!enclosed || tokens[k]?.enclosed)) {
    const w = lowerOf(tokens, k);
    const kind = pairWord(tokens, k, quantity);
    for (const part of w.split(/[-/]/)) if (kind === 'end') seen.add(HIGH_WORDS.has(part) ? 'high' : 'low');
    if (kind === 'quantity') named = true;
    else if (!kind && w !== 'the' && w !== 'and' && !MINUS_WORDS.has(w)) break;
    k++;
  }
  return seen.size === 2 ? { start: at, end: k, named } : null;
}

/** "temp max minus temp min", "(high minus low)": the ends joined by a minus word, at i (the minus). */
function minusAt(tokens: readonly Token[], i: number, quantity: ReadonlySet<string>): Span | null {
  if (!MINUS_WORDS.has(lowerOf(tokens, i))) return null;
  const before = wordsBefore(tokens, i, quantity);
  let end = i + 1;
  const next = (k: number) =>
    pairWord(tokens, k, quantity) || (lowerOf(tokens, k) === 'the' && pairWord(tokens, k + 1, quantity));
  while (next(end)) end++;
  const words = tokens.slice(before.start, end).map((t) => t.lower);
  const both = words.some((w) => HIGH_WORDS.has(w)) && words.some((w) => LOW_WORDS.has(w));
  const named = before.named || tokens.slice(i, end).some((t) => quantity.has(tokenKey(t)));
  return both ? { start: before.start, end, named } : null;
}

/**
 * The spread phrase at a noun i: the pair's words before it, and its ends after it. "temperature
 * range" alone is also the lowest and the highest temperature (parse/measures.ts, readRange); it is
 * the spread per row when said with an aggregate of rows ("average", "typical") or a daily figure
 * ("daily range"), restated as "high minus low", or with its ends after it.
 */
function spreadAt(tokens: readonly Token[], i: number, quantity: ReadonlySet<string>): Span | null {
  const t = tokens[i];
  if (!t || !SPREAD_NOUNS.has(t.stem)) return null;
  const before = wordsBefore(tokens, i, quantity);
  const after = endsAfter(tokens, i + 1, quantity);
  // "humidity range", "wind range (max minus min)": a noun after a word of another figure is its spread.
  const lead = tokens[before.start - 1];
  const other = before.start === i && !!lead && !STOPWORDS.has(lead.lower) && !PER_ROW_CUES.has(lead.lower);
  if (other || (!after && before.start === i)) return null;
  const restated = tokens.some((x) => minusAt(tokens, x.index, quantity) !== null);
  const perRow = restated || thresholdAfter(tokens, i) || tokens.some((x) => PER_ROW_CUES.has(x.lower));
  if (t.stem === 'range' && !after && !perRow) return null;
  return { start: before.start, end: after?.end ?? i + 1, named: before.named || !!after };
}

/** "days with a temperature range above 15 degrees": a threshold right after the noun, on each row's spread. */
function thresholdAfter(tokens: readonly Token[], i: number): boolean {
  const one = lowerOf(tokens, i + 1);
  return THRESHOLDS[one] !== undefined || THRESHOLDS[`${one} ${lowerOf(tokens, i + 2)}`] !== undefined;
}

/** The pair the question's words name, or the subject's only pair. */
function namedDifference(
  subject: Subject,
  tokens: readonly Token[],
): { d: ColumnDifference; quantity: ReadonlySet<string> } | null {
  const all = subject.kind === 'contract' ? [] : (subject.differences ?? []);
  const withWords = all.map((d) => ({ d, quantity: quantityWords(subject, d) }));
  const named = withWords.filter((x) => tokens.some((t) => x.quantity.has(tokenKey(t))));
  return named.length === 1 ? (named[0] ?? null) : withWords.length === 1 ? (withWords[0] ?? null) : null;
}

/**
 * The state with [start, end) read as the difference's average (other steps turn it into its extreme
 * or statistic): a column's measure read inside the phrase ("temperature" alone is the daily high) is
 * one end of the pair, not a figure of its own, unless it is named elsewhere too.
 */
function readAs(s: ReadState, span: Span, m: SubjectMeasure): ReadState {
  const inside = (k: number) => k >= span.start && k < span.end;
  const measureAt = new Map([...s.measureAt].filter(([k]) => !inside(k)));
  const kept = new Set(measureAt.values());
  const dropped = new Set([...s.measureAt].filter(([k, x]) => inside(k) && !kept.has(x)).map(([, x]) => x));
  measureAt.set(span.start, m);
  return {
    ...s,
    consumed: taking(s.consumed, span.start, span.end - span.start),
    strong: [...s.strong.filter((x) => x !== m && !dropped.has(x)), m],
    weak: s.weak.filter((x) => !dropped.has(x)),
    measureAt,
  };
}

/**
 * "average daily temperature range", "the biggest temperature swing", "difference between the high and
 * low temperature", "temp_max minus temp_min": over a table with a high/low pair, the spread of the
 * pair per row. Every phrase of the pair is read (a restatement in brackets too), as one measure.
 */
export function readPairDifference(ctx: ReadContext, s: ReadState): ReadState {
  const pair = namedDifference(ctx.subject, ctx.tokens);
  const m = pair && ctx.subject.measures.find((x) => x.column === pair.d.name && x.aggregation === 'avg');
  if (!pair || !m) return s;
  const spans = ctx.tokens.flatMap((t) => spreadAt(ctx.tokens, t.index, pair.quantity) ?? []);
  const minus = ctx.tokens.flatMap((t) => minusAt(ctx.tokens, t.index, pair.quantity) ?? []);
  // "(max minus min)" restates a spread already read (here, or by its measure's own phrase: "average
  // temp range"); alone it must name the pair ("temp max minus temp min").
  const spread = spans.length > 0 || s.strong.some((x) => x.column === pair.d.name);
  const read = [...spans, ...minus.filter((x) => x.named || spread)];
  return read.reduce((state, span) => readAs(state, span, m), s);
}

/** Words of a statistic or an aggregate of many rows, before a daily figure ("std dev of daily highs"). */
const OVER_ROWS: ReadonlySet<string> = new Set([
  'dev',
  'deviation',
  'stdev',
  'stddev',
  'median',
  'average',
  'avg',
  'mean',
  'typical',
]);

/**
 * Whether the grain adverb at i describes the pair rather than asks for a series: inside a spread
 * phrase ("average daily temperature range", "the gap between the daily high and the daily low"), or
 * before an end of the pair after a statistic or an average ("std dev of Seattle daily highs").
 */
function describesPair(
  subject: Subject,
  tokens: readonly Token[],
  i: number,
  spans: readonly Span[],
): boolean {
  if (spans.some((x) => i >= x.start && i < x.end)) return true;
  if (!HIGH_WORDS.has(lowerOf(tokens, i + 1)) && !LOW_WORDS.has(lowerOf(tokens, i + 1))) return false;
  const own = subjectStems(subject);
  let k = i - 1;
  while (k >= 0 && (['the', 'of'].includes(lowerOf(tokens, k)) || own.has((tokens[k] as Token).stem))) k--;
  return OVER_ROWS.has(lowerOf(tokens, k));
}

/**
 * "Average daily temperature range in 2013", "which month had the biggest average daily swing", "std
 * dev of daily highs": over a table with a daily high/low pair, "daily" says what each row's figure
 * is, not a breakdown by day (one figure, or the month asked for). Only when every such adverb of the
 * time's grain describes the pair.
 */
export function pairGrain(tokens: readonly Token[], time: TimeParse, subject: Subject): TimeParse {
  const pair = time.grain ? namedDifference(subject, tokens) : null;
  if (!pair) return time;
  const adverbs = tokens.filter((t) => time.consumed.has(t.index) && GRAIN_ADVERBS[t.lower] === time.grain);
  const spans = tokens.flatMap((t) => spreadAt(tokens, t.index, pair.quantity) ?? []);
  const all = adverbs.length > 0 && adverbs.every((t) => describesPair(subject, tokens, t.index, spans));
  return all ? { ...time, grain: null } : time;
}

/** Words of a time of day that restate one end of a daily pair: the low is overnight, the high by day. */
const END_TIMES: Readonly<Record<string, ReadonlySet<string>>> = {
  overnight: LOW_WORDS,
  nighttime: LOW_WORDS,
  daytime: HIGH_WORDS,
};

/**
 * "the coldest overnight low", "std dev of overnight lows": over a table with a daily high/low pair,
 * the time of day before the end it belongs to only restates that end, and is read with it (the
 * end's measure, read by the quality step, starts at the time word, where a statistic finds it).
 */
export function readEndTimes(ctx: ReadContext, s: ReadState): ReadState {
  if (!namedDifference(ctx.subject, ctx.tokens)) return s;
  const said = ctx.tokens.filter(
    (t) => !s.consumed.has(t.index) && END_TIMES[t.lower]?.has(lowerOf(ctx.tokens, t.index + 1)),
  );
  if (said.length === 0) return s;
  const measureAt = new Map(s.measureAt);
  for (const t of said) {
    const m = measureAt.get(t.index + 1);
    if (!m) continue;
    measureAt.delete(t.index + 1);
    measureAt.set(t.index, m);
  }
  return { ...s, consumed: new Set([...s.consumed, ...said.map((t) => t.index)]), measureAt };
}

/** Words between a superlative and the end it orders: a time of day or the daily grain ("warmest overnight low"). */
const END_QUALIFIERS: ReadonlySet<string> = new Set([...Object.keys(END_TIMES), 'daily']);

/**
 * "the warmest overnight low", "the coldest daily high", "the record low": a superlative of the pair's
 * quantity (or "record") before one end orders that end's column, not the column the quality names
 * alone ("warmest" is the high): the highest of the lows. "record" goes the end's own way (a record
 * low is the lowest low). The time words between are read with it.
 */
export function readSidedSuperlative(ctx: ReadContext, s: ReadState): ReadState {
  const pair = namedDifference(ctx.subject, ctx.tokens);
  if (!pair) return s;
  for (const t of ctx.tokens) {
    let k = t.index + 1;
    while (END_QUALIFIERS.has(lowerOf(ctx.tokens, k))) k++;
    const end = lowerOf(ctx.tokens, k);
    const high = HIGH_WORDS.has(end);
    if (s.consumed.has(t.index) || (!high && !LOW_WORDS.has(end))) continue;
    const q = qualityOrder(t.lower);
    const ofPair = q?.nouns.some((nouns) => nouns.some((n) => pair.quantity.has(n)));
    const direction = t.lower === 'record' ? (high ? 'desc' : 'asc') : ofPair ? q?.direction : undefined;
    const column = high ? pair.d.high : pair.d.low;
    const m = ctx.subject.measures.find((x) => x.column === column && x.aggregation === 'avg');
    if (!direction || !m) continue;
    const sort = { field: m.name, direction };
    return {
      ...s,
      consumed: taking(s.consumed, t.index, k + 1 - t.index),
      strong: [...s.strong.filter((x) => x !== m), m],
      measureAt: new Map([...s.measureAt, [t.index, m]]),
      sort,
      measureSuperlative: sort,
    };
  }
  return s;
}

/**
 * "delay range (high minus low)": the ends subtracted right after "range" ask for a difference per
 * row, which the lowest and highest values (parse/measures.ts, readRange) do not answer.
 */
export function subtractedAfter(tokens: readonly Token[], at: number): boolean {
  for (let k = at + 1; k <= at + 4; k++) if (minusAt(tokens, k, new Set())) return true;
  return false;
}
