import type { SortDirection } from '../../../contracts/model.js';
import { type MeasureAggregation, phrasesOf, type SubjectMeasure } from '../subject.js';
import { decimalNumber, STOPWORDS, stem, type Token, tokenKey, wholeNumber } from '../text.js';
import { EXTREME_WORDS } from './extremes.js';
import { descriptionWords } from './match.js';
import { lowerAt, type ReadContext, type ReadState, taking } from './state.js';
import { AGGREGATION_WORDS, GROUP_CUES, UNITS } from './vocab.js';

/**
 * Measures named without their own words: by a quality ("how far", "how windy", "the hottest month",
 * "the cheapest stock", "the longest flights") or by a run of words from a measure's description
 * ("children per woman" for the fertility rate). A quality names a noun the measure's words must hold
 * (its name, synonyms and description), never a measure by name, so it applies to any contract whose
 * measures describe that noun; a superlative form also orders by the measure.
 */

interface Quality {
  /** Any one of these word sets, all held by the measure's words, names it (first that matches wins); none: the row count. */
  readonly nouns: readonly (readonly string[])[];
  /** Superlative and comparative forms order by the measure; plain forms ("how far") do not. */
  readonly direction: SortDirection | null;
}

const LENGTH = [['distance'], ['length'], ['life']];
const HEAT = [
  ['temperature', 'max'],
  ['temperature', 'high'],
];
const COLD = [
  ['temperature', 'min'],
  ['temperature', 'low'],
];
const WET = [['precipitation'], ['rainfall']];
const WIND = [['wind']];
const PRICE = [['price'], ['cost']];
// Compass extremes read on the coordinate columns (longitudes west of Greenwich are negative).
const NORTH_SOUTH = [['latitude']];
const EAST_WEST = [['longitude']];

function forms(words: string, nouns: Quality['nouns'], direction: SortDirection | null): [string, Quality][] {
  return words.split(' ').map((w) => [w, { nouns, direction }]);
}

const QUALITIES: ReadonlyMap<string, Quality> = new Map([
  ...forms('far long distant length lengths', LENGTH, null),
  ...forms('farther further farthest furthest longer longest', LENGTH, 'desc'),
  ...forms('shorter shortest nearest closest', LENGTH, 'asc'),
  // "the daily high", "the average low": the temperature extremes of a day, where a measure holds them.
  ...forms('hot warm high highs', HEAT, null),
  ...forms('hotter hottest warmer warmest', HEAT, 'desc'),
  ...forms('cold cool chilly low lows', COLD, null),
  ...forms('colder coldest cooler coolest chilliest', COLD, 'asc'),
  ...forms('wet', WET, null),
  ...forms('wetter wettest rainier rainiest', WET, 'desc'),
  ...forms('drier driest dryer dryest', WET, 'asc'),
  ...forms('windy', WIND, null),
  ...forms('windier windiest', WIND, 'desc'),
  ...forms('calmer calmest', WIND, 'asc'),
  ...forms('expensive pricey costly', PRICE, null),
  ...forms('pricier priciest', PRICE, 'desc'),
  ...forms('cheap cheaper cheapest', PRICE, 'asc'),
  ...forms('late', [['delay']], null),
  // "What did Google close at", "IBM's closing price": a price that is a close (the stocks' monthly close).
  ...forms('close closes closed closing', [['closing'], ['close']], null),
  ...forms('northernmost', NORTH_SOUTH, 'desc'),
  ...forms('southernmost', NORTH_SOUTH, 'asc'),
  ...forms('easternmost', EAST_WEST, 'desc'),
  ...forms('westernmost', EAST_WEST, 'asc'),
  // "How busy was ATL": how many rows ("the busiest" is read as a ranking by the grouping step).
  ...forms('busy', [], null),
]);

/** The ordering a superlative quality word gives ("warmest": descending) and the nouns it names, if it is one. */
export function qualityOrder(word: string): { direction: SortDirection; nouns: Quality['nouns'] } | null {
  const q = QUALITIES.get(word);
  return q?.direction ? { direction: q.direction, nouns: q.nouns } : null;
}

const bagCache = new WeakMap<SubjectMeasure, ReadonlySet<string>>();

/** Every word that describes a measure: its name's parts, its phrases' stems and its description's words. */
function measureWords(ctx: ReadContext, m: SubjectMeasure): ReadonlySet<string> {
  let bag = bagCache.get(m);
  if (!bag) {
    bag = new Set([
      ...m.name.split('_').map(stem),
      ...phrasesOf(m).flatMap((p) => p.stems),
      ...(descriptionWords(ctx.subject).get(m) ?? []),
    ]);
    bagCache.set(m, bag);
  }
  return bag;
}

/** The measure a quality names here: of the first noun set any measure holds, the one of the asked aggregation, else an average. */
function qualityMeasure(ctx: ReadContext, q: Quality, agg: MeasureAggregation | null): SubjectMeasure | null {
  if (q.nouns.length === 0) return ctx.subject.measures.find((m) => m.plainCount) ?? null;
  for (const nouns of q.nouns) {
    const hits = ctx.subject.measures.filter((m) => nouns.every((n) => measureWords(ctx, m).has(n)));
    if (hits.length === 0) continue;
    // A measure whose own phrase is the noun is what the data team means by it ("precipitation" as the total).
    const own = hits.find((m) => phrasesOf(m).some((p) => p.words.join(' ') === nouns.join(' ')));
    return (
      hits.find((m) => m.aggregation === agg) ??
      (hits.length === 1 ? (hits[0] as SubjectMeasure) : null) ??
      own ??
      hits.find((m) => m.aggregation === 'avg') ??
      (hits[0] as SubjectMeasure)
    );
  }
  return null;
}

/**
 * "How far", "the windiest months", "the cheapest stock": a quality word names the measure when no
 * measure word is named beside it ("the longest delay" is the delay, ordered), and orders by it when
 * it is a superlative.
 */
export function readQualities(ctx: ReadContext, s: ReadState): ReadState {
  let state = s;
  for (const t of ctx.tokens) {
    const q = QUALITIES.get(t.lower);
    // "windy" may already be read as the wind measure; as a row condition it is not that measure.
    const condition = q && rowCondition(ctx, state, t.index, q);
    if (condition) {
      state = asCondition(state, t.index, condition);
      continue;
    }
    if (!q || state.consumed.has(t.index)) continue;
    // "the longest delay": the quality orders the measure named beside it; "the longest flights" and
    // "how warm were sunny days" name only what is counted, so the quality names the measure.
    const beside = [1, 2].map((k) => state.measureAt.get(t.index + k)).find((x) => x !== undefined);
    if (beside && !beside.plainCount) {
      state = orderedBeside(ctx, state, t.index, q, beside) ?? state;
      continue;
    }
    const m = qualityMeasure(ctx, q, state.genericAggregation);
    const counts = state.strong.filter((x) => x.plainCount);
    const compared = m && comparedThan(ctx, state, t.index, q, m);
    if (compared) {
      state = { ...compared, weak: [...compared.weak, ...counts.filter((c) => !compared.weak.includes(c))] };
      continue;
    }
    const named = state.strong.filter((x) => !x.plainCount);
    if (!m || (named.length > 0 && !named.includes(m))) continue;
    const sort = q.direction ? { field: m.name, direction: q.direction } : state.sort;
    state = {
      ...state,
      consumed: taking(state.consumed, t.index, 1),
      strong: [...named.filter((x) => x !== m), m],
      weak: [...state.weak.filter((w) => w !== m), ...counts.filter((c) => !state.weak.includes(c))],
      measureAt: new Map([...state.measureAt, [t.index, m]]),
      sort,
      measureSuperlative: q.direction ? sort : state.measureSuperlative,
    };
    if (q.direction) state = countedBefore(ctx, state, t.index);
  }
  return state;
}

/**
 * "the 3 rainiest months", "the 2 coldest years": a whole number right before a superlative quality is
 * how many of the ranking to show, as "the 3 wettest months" says (the number was dropped and ten rows
 * given). Not a year ("2014 hottest days"), nor after another limit.
 */
function countedBefore(ctx: ReadContext, s: ReadState, at: number): ReadState {
  const n = wholeNumber(ctx.tokens[at - 1]);
  if (
    n === null ||
    n < 1 ||
    s.explicitLimit ||
    s.consumed.has(at - 1) ||
    /^\d{4}$/.test(ctx.tokens[at - 1]?.text ?? '')
  )
    return s;
  return { ...s, consumed: taking(s.consumed, at - 1, 1), limit: n, explicitLimit: true };
}

/** Words between a counted noun and its predicate: "days were also windy". */
const PREDICATE_FILLERS: ReadonlySet<string> = new Set(['also', 'too', 'still', 'both']);

/** Where the plain count a quality qualifies sits: right after it ("hot days"), or before a copula ("days were windy"). */
function qualifiedRows(ctx: ReadContext, s: ReadState, at: number): number | null {
  if (s.measureAt.get(at + 1)?.plainCount) return at + 1;
  let k = at - 1;
  while (k >= 0 && PREDICATE_FILLERS.has(ctx.tokens[k]?.lower ?? '')) k--;
  if (!COPULAS.has(ctx.tokens[k]?.lower ?? '')) return null;
  return s.measureAt.get(k - 1)?.plainCount ? k - 1 : null;
}

/** The state with the quality at `at` read as a condition the data cannot hold (a problem), not as a measure. */
function asCondition(s: ReadState, at: number, problem: string): ReadState {
  const m = s.measureAt.get(at);
  const measureAt = new Map(s.measureAt);
  measureAt.delete(at);
  const elsewhere = m && [...measureAt.values()].includes(m);
  return {
    ...s,
    consumed: taking(s.consumed, at, 1),
    strong: m && !elsewhere ? s.strong.filter((x) => x !== m) : s.strong,
    weak: m && !elsewhere ? s.weak.filter((x) => x !== m) : s.weak,
    measureAt,
    problems: [...s.problems, problem],
  };
}

/**
 * "how many hot days", "rainy days that were also windy", "long flights": a plain quality beside the
 * rows counted is a condition on each row, not the quality's average. The data defines it only as a
 * filtered count ("late flights", read before this step); any other is asked back, never read as the
 * plain measure.
 */
function rowCondition(ctx: ReadContext, s: ReadState, at: number, q: Quality): string | null {
  if (q.direction || q.nouns.length === 0) return null;
  const read = s.measureAt.get(at);
  if (s.consumed.has(at) && (!read || read.plainCount)) return null;
  const rows = qualifiedRows(ctx, s, at);
  if (rows === null) return null;
  // A filtered count described by the quality word ("late runs": journeys more than 5 minutes late)
  // is the data's own definition, read by the steps for qualified counts.
  const key = tokenKey(ctx.tokens[at] as Token);
  const defined = ctx.subject.measures.some(
    (m) => m.aggregation === 'count' && !m.plainCount && measureWords(ctx, m).has(key),
  );
  if (defined || qualityMeasure(ctx, q, null)?.aggregation === 'count') return null;
  const word = (ctx.tokens[at] as Token).text;
  const noun = (ctx.tokens[rows] as Token).text;
  return `${ctx.subject.title} does not define which ${noun} count as "${word}"; ask for the average or a threshold instead`;
}

/**
 * "the westernmost longitude", "the coldest temperature": a superlative quality beside a measure of
 * its own noun orders by the quality's measure. The measure beside is kept when it holds every noun
 * of the quality; a measure that holds only the shared head noun ("temperature", read as the daily
 * high) gives way to the quality's own ("coldest" is the daily low). Any other measure beside ("the
 * longest delay") is left to the ordering step, as before.
 */
function orderedBeside(
  ctx: ReadContext,
  s: ReadState,
  at: number,
  q: Quality,
  beside: SubjectMeasure,
): ReadState | null {
  const words = measureWords(ctx, beside);
  // "closing price" for a price described as "closing": the word restates the measure beside it.
  if (!q.direction)
    return words.has(tokenKey(ctx.tokens[at] as Token))
      ? { ...s, consumed: taking(s.consumed, at, 1) }
      : null;
  const full = q.nouns.some((nouns) => nouns.every((n) => words.has(n)));
  const head = q.nouns.some((nouns) => words.has(nouns[0] as string));
  const m = full ? beside : head ? qualityMeasure(ctx, q, beside.aggregation) : null;
  if (!m) return null;
  const swap = (list: readonly SubjectMeasure[]) => list.map((x) => (x === beside ? m : x));
  const measureAt = new Map([...s.measureAt].map(([k, x]) => [k, x === beside ? m : x] as const));
  const sort = { field: m.name, direction: q.direction };
  return {
    ...s,
    consumed: taking(s.consumed, at, 1),
    strong: s.strong.includes(beside) ? swap(s.strong) : [...s.strong, m],
    weak: s.weak.filter((w) => w !== beside),
    measureAt,
    sort,
    measureSuperlative: sort,
  };
}

/**
 * "longer than 2500 miles", "warmer than 32 degrees": a comparative quality followed by "than" and a
 * number is a threshold on the quality's measure (greater for the forms that order descending, less
 * for the others), not a ranking. Over a table's rows it is read per row (tables/thresholds.ts); a
 * contract can only apply it to groups, so an ungrouped one is asked back, never dropped.
 */
function comparedThan(
  ctx: ReadContext,
  s: ReadState,
  at: number,
  q: Quality,
  m: SubjectMeasure,
): ReadState | null {
  if (!q.direction || ctx.tokens[at + 1]?.lower !== 'than') return null;
  // "minus 5" (a sign spelled by durations.ts signsSpelled).
  const minus = ctx.tokens[at + 2]?.lower === 'minus' ? 1 : 0;
  const num = decimalNumber(ctx.tokens[at + 2 + minus]);
  if (num === null) return null;
  // "2500 miles": the unit is consumed only when the measure is described in it; a measure the unit
  // word itself named ("miles" for distance) only said what the number is in.
  const end = at + 3 + minus;
  const unit = UNITS[ctx.tokens[end]?.lower ?? ''];
  const described = unit?.some((u) => m.description.toLowerCase().includes(u)) ?? false;
  const byUnit = described ? s.measureAt.get(end) : undefined;
  const operator = q.direction === 'desc' ? 'gt' : 'lt';
  const measureAt = new Map([...s.measureAt, [at, m]]);
  if (byUnit) measureAt.delete(end);
  return {
    ...s,
    consumed: taking(s.consumed, at, end - at + (described ? 1 : 0)),
    strong: [...s.strong.filter((x) => x !== m && x !== byUnit && !x.plainCount), m],
    weak: s.weak.filter((w) => w !== m),
    measureAt,
    filters: [...s.filters, { field: m.name, kind: 'measure', operator, value: minus ? -num : num }],
  };
}

/** Content words (as keys) from token i on, skipping function words between them; with where each sits. */
function contentRun(ctx: ReadContext, s: ReadState, i: number, words: ReadonlySet<string>): number[] {
  const run: number[] = [];
  for (let k = i; k < ctx.tokens.length; k++) {
    const t = ctx.tokens[k] as Token;
    if (s.consumed.has(k)) break;
    if (words.has(tokenKey(t))) run.push(k);
    // "in Seattle by weather": a grouping word ends the run; what follows it is a breakdown, not more
    // of a description (the row count's "Seattle … weather" took both, and the breakdown was lost).
    else if (!STOPWORDS.has(t.lower) || run.length === 0 || breakdownAt(ctx, k)) break;
  }
  return run;
}

/** A grouping word at k followed by a dimension's word: a breakdown starts ("by weather"; not "per woman"). */
function breakdownAt(ctx: ReadContext, k: number): boolean {
  const next = ctx.tokens[k + 1];
  if (!GROUP_CUES.has(lowerAt(ctx, k)) || !next) return false;
  return ctx.subject.dimensions.some((d) => phrasesOf(d).some((p) => p.stems[0] === tokenKey(next)));
}

/**
 * "children per woman" (fertility: "children per woman"): two or more words in a row from one
 * measure's description, and from no other's, name it.
 */
export function readDescribed(ctx: ReadContext, s: ReadState): ReadState {
  const described = descriptionWords(ctx.subject);
  let state = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    // "maximum temperature": an extreme or aggregation word is read by its own step (the column's maximum),
    // so a run never starts on one, even when a description holds it ("average daily maximum temperature").
    const lead = (ctx.tokens[i] as Token).lower;
    if (lead in EXTREME_WORDS || lead in AGGREGATION_WORDS) continue;
    for (const [m, words] of described) {
      const run = contentRun(ctx, state, i, words);
      if (run.length < 2) continue;
      const keys = run.map((k) => tokenKey(ctx.tokens[k] as Token));
      const others = [...described].filter(([x, w]) => x !== m && keys.every((key) => w.has(key)));
      if (others.length > 0) continue;
      const end = run.at(-1) as number;
      state = {
        ...state,
        consumed: taking(state.consumed, i, end - i + 1),
        strong: state.strong.includes(m) ? state.strong : [...state.strong, m],
        measureAt: new Map([...state.measureAt, [i, m]]),
      };
      break;
    }
  }
  return state;
}

/** A filtered row count ("delayed flights", "late flights"): what a qualifier before a count noun names. */
function qualifiedCount(ctx: ReadContext, m: SubjectMeasure | undefined): boolean {
  return !!m && m.aggregation === 'count' && !m.plainCount && ctx.subject.measures.includes(m);
}

/** The filtered count whose two-word phrase is `qualifier` + a one-word phrase of the plain count `p` ("late flights"). */
function countQualifiedBy(ctx: ReadContext, p: SubjectMeasure, qualifier: Token): SubjectMeasure | undefined {
  return ctx.subject.measures.find(
    (m) =>
      qualifiedCount(ctx, m) &&
      phrasesOf(m).some(
        (ph) =>
          ph.stems.length === 2 &&
          ph.stems[0] === tokenKey(qualifier) &&
          phrasesOf(p).some((pp) => pp.stems.length === 1 && pp.stems[0] === ph.stems[1]),
      ),
  );
}

/** Verbs that tie a predicate to a count noun: "flights were late", "departures ran late". */
// "departed late": the delay is the departure's, so the verb says what "left" says.
const COPULAS: ReadonlySet<string> = new Set('were was are is been got ran came left departed'.split(' '));

/** Words after a predicate that make it a threshold ("late by more than an hour"), read by other steps. */
const THRESHOLD_TAILS: ReadonlySet<string> = new Set('by than over more less under above below'.split(' '));

/**
 * "how many flights were late": the count noun, a copula and the qualifier of a filtered count's phrase
 * ("late flights") name that count, as "late flights" does. Never with a threshold after it ("late by
 * more than an hour" is not the contract's definition and is asked back).
 */
function predicateQualified(ctx: ReadContext, s: ReadState, k: number, p: SubjectMeasure): number | null {
  const q = ctx.tokens[k + 2];
  if (!q || !COPULAS.has(ctx.tokens[k + 1]?.lower ?? '') || s.consumed.has(k + 2)) return null;
  const tail = ctx.tokens[k + 3];
  if (tail && (THRESHOLD_TAILS.has(tail.lower) || decimalNumber(tail) !== null)) return null;
  return countQualifiedBy(ctx, p, q) ? k + 2 : null;
}

/**
 * "delayed departures", "late departures": a qualifier before a word for the plain row count names the
 * filtered count it qualifies (its synonym "late flights", with "departures" for "flights"), not two
 * measures; so does the qualifier as a predicate ("how many flights were late").
 */
export function readQualifiedCounts(ctx: ReadContext, s: ReadState): ReadState {
  let state = s;
  for (const [k, p] of s.measureAt) {
    if (!p.plainCount) continue;
    const before = k > 0 ? state.measureAt.get(k - 1) : undefined;
    const prefixed =
      k > 0 && !state.consumed.has(k - 1) ? countQualifiedBy(ctx, p, ctx.tokens[k - 1] as Token) : undefined;
    const after = qualifiedCount(ctx, before) || prefixed ? null : predicateQualified(ctx, state, k, p);
    const named = qualifiedCount(ctx, before)
      ? before
      : (prefixed ?? (after !== null ? countQualifiedBy(ctx, p, ctx.tokens[after] as Token) : undefined));
    if (!named) continue;
    const consumed =
      after !== null ? taking(taking(state.consumed, k, 1), after, 1) : taking(state.consumed, k - 1, 2);
    state = {
      ...state,
      consumed,
      strong: [...state.strong.filter((x) => x !== p && x !== named), named],
      weak: state.weak.filter((x) => x !== p && x !== named),
      measureAt: new Map([...state.measureAt, [after ?? k - 1, named]]),
    };
  }
  return state;
}

/**
 * "count the delayed flights", "just count the ones that left late": "count" said as the verb is the
 * counting of the filtered count named beside it, not the plain count as well (both were given).
 */
export function readCountVerb(ctx: ReadContext, s: ReadState): ReadState {
  if (!s.strong.some((m) => m.aggregation === 'count' && !m.plainCount)) return s;
  for (const [k, p] of s.measureAt) {
    if (!p.plainCount || !['count', 'tally'].includes(ctx.tokens[k]?.lower ?? '')) continue;
    const measureAt = new Map(s.measureAt);
    measureAt.delete(k);
    return { ...s, strong: s.strong.filter((x) => x !== p), weak: s.weak.filter((x) => x !== p), measureAt };
  }
  return s;
}
