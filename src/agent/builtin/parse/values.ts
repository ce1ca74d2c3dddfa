import { countryOfDemonym } from '../demonyms.js';
import type { Subject } from '../subject.js';
import { phrasesOf, sideAndKind, sidePairOf } from '../subject.js';
import {
  adjectiveBases,
  decimalNumber,
  root,
  STOPWORDS,
  stem,
  type Token,
  tokenKey,
  verbBases,
} from '../text.js';
import {
  lookupNameRun,
  lookupValue,
  lowerNameWord,
  nameParts,
  normalizeValueKey,
  type ValueEntry,
} from '../values.js';
import { routeDimensions } from './grouping.js';
import { matchAt } from './match.js';
import {
  heldToOne,
  type IntentFilter,
  isFree,
  lowerAt,
  type ReadContext,
  type ReadState,
  taking,
  withGroup,
} from './state.js';
import {
  APART,
  COMPARE_CONNECTORS,
  NEGATIONS,
  NON_DISTINCTIVE_NAME_WORDS,
  STOPWORDS_CUE_EXEMPT,
  travelVerb,
  UNITS,
} from './vocab.js';

/** Steps that read filter values: indexed text values ("from SFO", "rainy") and numbers after a number dimension. */

const cueCache = new WeakMap<object, ReadonlySet<string>>();

/**
 * The roots of a dimension's synonym words: what a preceding word must be to cue it ("from" →
 * origin; "departing", "departures" → origin state through "departure state").
 */
function cueWords(subject: Subject, dimName: string): ReadonlySet<string> {
  const d = subject.dimensions.find((x) => x.name === dimName);
  if (!d) return new Set();
  let words = cueCache.get(d);
  if (!words) {
    words = new Set(
      d.synonyms
        .flatMap((s) => s.toLowerCase().split(/\s+/))
        .filter((w) => w.length > 0)
        .map(root),
    );
    cueCache.set(d, words);
  }
  return words;
}

/**
 * A value several dimensions hold (SFO is an origin and a destination): the
 * dimension the preceding word cues ("from" → origin, "to" → destination),
 * else one the question already uses, else the first declared. Null: the cue
 * names a dimension that does not hold the value (an unknown value, not a re-target).
 */
export function chooseEntry(
  entries: readonly ValueEntry[],
  subject: Subject,
  tokens: readonly Token[],
  i: number,
  filters: readonly IntentFilter[],
  usedDims: ReadonlySet<string>,
  /** Tokens an earlier step explained ("which airport in California"): they cue nothing here. */
  consumed: ReadonlySet<number> = new Set(),
  /** The token after the value: "Nevada departures" cues the departure side when nothing before does. */
  after = -1,
): ValueEntry | null {
  // "at LAX compared to SFO": the second value goes where the first went, whatever "to" would cue.
  if (['to', 'with'].includes(tokens[i - 1]?.lower ?? '') && root(tokens[i - 2]?.lower ?? '') === 'compar') {
    const last = filters.at(-1);
    const same = last && entries.find((e) => e.dimension === last.field);
    if (same) return same;
  }
  const ofCity = cityStateSide(entries, tokens, i, filters);
  if (ofCity) return ofCity;
  const grouped = groupedSideIn(entries, tokens, i, usedDims, consumed);
  if (grouped) return grouped;
  // "left Las Vegas for Los Angeles": after a departure verb, "for" names where the trip goes.
  if (leftFor(tokens, i - 1)) {
    const arriving = entries.find((e) => cueWords(subject, e.dimension).has(root('arriving')));
    if (arriving) return arriving;
  }
  // "landed anywhere in Texas": an adverb that only opens the place passes the cue on.
  const gap = PLACE_ADVERBS.has(tokens[i - 2]?.lower ?? '') ? 1 : 0;
  const cues = [tokens[i - 1], tokens[i - 2 - gap]]
    .filter((t): t is Token => !!t && !consumed.has(t.index))
    .map((t) => t.lower);
  for (const cue of cues) {
    const key = root(cue);
    const cued = entries.filter((e) => cueWords(subject, e.dimension).has(key));
    if (cued.length > 0) return cued[0] as ValueEntry;
    const cuedElsewhere = subject.dimensions.some(
      (d) => d.type === 'string' && cueWords(subject, d.name).has(key),
    );
    // "city in Texas": a dimension's own name across a preposition is what the value qualifies, not a cue.
    const named = cue !== cues[0] && subject.dimensions.some((d) => root(d.name) === key);
    if (cuedElsewhere && !named && !STOPWORDS_CUE_EXEMPT.has(cue)) return null;
    // "arrived in Florida": a preposition that cues nothing passes the cue to the word before it.
    if (!STOPWORDS_CUE_EXEMPT.has(cue)) break;
  }
  const starting = routeStarting(entries, subject, tokens, i, after);
  if (starting !== undefined) return starting;
  const first = entries[0] as ValueEntry;
  if (entries.length === 1) return first;
  const cuedAfter = sideAfter(entries, subject, tokens, after);
  if (cuedAfter) return cuedAfter;
  // "SFO or LAX": the second value goes where the first went.
  if (['and', 'or', 'vs', 'versus'].includes(tokens[i - 1]?.lower ?? '')) {
    const last = filters.at(-1);
    const same = last && entries.find((e) => e.dimension === last.field);
    if (same) return same;
  }
  const used = entries.find((e) => usedDims.has(e.dimension) || filters.some((f) => f.field === e.dimension));
  if (used) return used;
  const order = subject.dimensions.map((d) => d.name);
  return [...entries].sort(
    (a, b) => order.indexOf(a.dimension) - order.indexOf(b.dimension),
  )[0] as ValueEntry;
}

/**
 * "destination cities in Texas with the most arrivals": a place right after "in" that follows a
 * breakdown's plural (read, so it cues nothing itself) says where the groups are: on their side.
 */
function groupedSideIn(
  entries: readonly ValueEntry[],
  tokens: readonly Token[],
  i: number,
  usedDims: ReadonlySet<string>,
  consumed: ReadonlySet<number>,
): ValueEntry | null {
  const head = tokens[i - 2];
  if (tokens[i - 1]?.lower !== 'in' || !head || !consumed.has(head.index) || !PLACE_PLURALS.has(head.lower))
    return null;
  const sideOf = (name: string) => /^(origin|destination)_?/.exec(name)?.[1] ?? '';
  const sides = new Set([...usedDims].map(sideOf).filter((x) => x !== ''));
  if (sides.size !== 1) return null;
  return entries.find((e) => sides.has(sideOf(e.dimension))) ?? null;
}

/** Plural nouns of places a breakdown names ("flights in Texas" names no breakdown's side). */
const PLACE_PLURALS: ReadonlySet<string> = new Set([
  'airports',
  'cities',
  'states',
  'origins',
  'destinations',
]);

/**
 * "Tulsa to DFW: number of flights": a place right before "to" is where the trip starts. Where the
 * caller's rows hold no such departure (row-level security keeps its own state's), the place is no
 * arrival in disguise (read so, the answer was 0 flights "to Tulsa and DFW"): null, an unknown value.
 * Undefined when the words are no route's start.
 */
function routeStarting(
  entries: readonly ValueEntry[],
  subject: Subject,
  tokens: readonly Token[],
  i: number,
  after: number,
): ValueEntry | null | undefined {
  if (tokens[after]?.lower !== 'to' || tokens.slice(0, i).some((t) => root(t.lower) === 'compar'))
    return undefined;
  const departing = (e: ValueEntry) => cueWords(subject, e.dimension).has(root('departing'));
  const arriving = (e: ValueEntry) => cueWords(subject, e.dimension).has(root('arriving'));
  if (!entries.some((e) => departing(e) || arriving(e))) return undefined;
  return entries.find(departing) ?? null;
}

/**
 * "to Portland, Oregon", "from Columbus Ohio": a state right after the city just read (a comma between
 * or none) says which city it is, on the city's own side; read by itself it took the first side's state
 * (the origin), which under row-level security asked the question back as another state's rows.
 */
function cityStateSide(
  entries: readonly ValueEntry[],
  tokens: readonly Token[],
  i: number,
  filters: readonly IntentFilter[],
): ValueEntry | null {
  const prev = tokens[i - 1]?.lower === ',' ? i - 2 : i - 1;
  const last = filters.at(-1);
  const word = tokens[prev]?.lower;
  if (!last || !word || !/(^|_)city$/.test(last.field) || typeof last.value !== 'string') return null;
  if (!last.value.toLowerCase().split(/\s+/).includes(word)) return null;
  const stateField = last.field.replace(/city$/, 'state');
  return entries.find((e) => e.dimension === stateField) ?? null;
}

/**
 * The side the words after a value cue: "Nevada departures", "did Seattle receive" (arriving), "does MSP
 * serve" (departing); and "Where do Georgia's flights go?": a place that owns the rows is where they
 * leave from, whatever side a breakdown names ("top 3 destination states").
 */
function sideAfter(
  entries: readonly ValueEntry[],
  subject: Subject,
  tokens: readonly Token[],
  after: number,
): ValueEntry | null {
  const next = tokens[after];
  const word =
    next && RECEIVING.has(next.lower)
      ? 'arriving'
      : next && SERVING.has(next.lower)
        ? 'departing'
        : (next?.lower ?? '');
  const cued = next ? entries.filter((e) => cueWords(subject, e.dimension).has(root(word))) : [];
  if (cued.length > 0 && (!STOPWORDS.has(next?.lower ?? '') || word === 'arriving' || word === 'departing'))
    return cued[0] as ValueEntry;
  if (!tokens[after - 1]?.possessive) return null;
  return entries.find((e) => cueWords(subject, e.dimension).has(root('departing'))) ?? null;
}

const DEPARTING: ReadonlySet<string> = new Set([
  'leave',
  'leaves',
  'left',
  'leaving',
  'depart',
  'departs',
  'departed',
  'departing',
]);

/** "for" at k after a departure verb earlier in the question ("flights leaving SEA for Denver"). */
export function leftFor(tokens: readonly Token[], k: number): boolean {
  return tokens[k]?.lower === 'for' && tokens.slice(0, k).some((t) => DEPARTING.has(t.lower));
}

/** Adverbs that only open a place ("anywhere in Florida"); leftover.ts drops them where the place was read. */
const PLACE_ADVERBS: ReadonlySet<string> = new Set(['anywhere', 'somewhere', 'everywhere', 'anyplace']);

/** Verbs of serving: after a place they put it on the departure side ("the cities SEA serves"). */
const SERVING: ReadonlySet<string> = new Set(['serve', 'serves', 'served', 'serving']);

/** Verbs of receiving: after a place they put it on the arrival side of the trip. */
const RECEIVING: ReadonlySet<string> = new Set(['receive', 'receives', 'received', 'receiving']);

/** The filters with a value added or widened; `joined` when a second value joined an existing filter. */
export function withValueFilter(
  filters: readonly IntentFilter[],
  entry: ValueEntry,
  negated: boolean,
): { filters: readonly IntentFilter[]; joined: boolean } {
  const at = filters.findIndex((f) => f.field === entry.dimension && f.kind === 'dimension');
  const existing = filters[at];
  const replace = (f: IntentFilter) => filters.map((x, k) => (k === at ? f : x));
  const list = existing ? (Array.isArray(existing.value) ? existing.value : [existing.value as string]) : [];
  const positive = existing && (existing.operator === 'eq' || existing.operator === 'in');
  const negative = existing && (existing.operator === 'neq' || existing.operator === 'not_in');
  if (existing && positive && !negated) {
    const f = list.includes(entry.value)
      ? existing
      : { ...existing, operator: 'in' as const, value: [...list, entry.value] };
    return { filters: replace(f), joined: true };
  }
  if (existing && negative && negated) {
    const f = list.includes(entry.value)
      ? existing
      : { ...existing, operator: 'not_in' as const, value: [...list, entry.value] };
    return { filters: replace(f), joined: false };
  }
  const f: IntentFilter = {
    field: entry.dimension,
    kind: 'dimension',
    operator: negated ? 'neq' : 'eq',
    value: entry.value,
  };
  return { filters: [...filters, f], joined: false };
}

/**
 * "not LAX", "not from CA", "other than SFO", "excluding SEA": where the negation before the value at i
 * starts (null: the value is not negated). Its words are explained by the value they negate.
 */
function negationStart(ctx: ReadContext, i: number): number | null {
  const at = (k: number) => lowerAt(ctx, k);
  if (NEGATIONS.has(at(i - 1))) return i - 1;
  const prep = ['from', 'to', 'in', 'at', 'for', 'on'].includes(at(i - 1));
  if (prep && NEGATIONS.has(at(i - 2))) return i - 2;
  // "did not leave from CA": a function verb between the negation and its preposition.
  if (prep && STOPWORDS.has(at(i - 2)) && NEGATIONS.has(at(i - 3))) return i - 3;
  if (at(i - 1) === 'than' && at(i - 2) === 'other') return i - 2;
  // "without the sunny days", "excluding any rainy ones": an article between the negation and its value.
  if (NEGATED_ARTICLES.has(at(i - 1)) && NEGATIONS.has(at(i - 2))) return i - 2;
  return null;
}

/** Articles that may stand between a negation and the value it negates ("without the sunny ones"). */
const NEGATED_ARTICLES: ReadonlySet<string> = new Set(['the', 'any']);

/** Words after which a place name is expected ("what about O'Hare?", "now do O'Hare": a follow-up's new place). */
const PLACE_LEADS: ReadonlySet<string> = new Set(
  // "now Midway", "then Logan", "just Hobby": a follow-up's new place after a word that only moves on.
  // "compare O'Hare and Midway", "between Hobby and Love Field": the places set side by side.
  'from to at in into of via near leaving left departing arriving reaching visiting and or vs versus than did does was is has had about do for try now then just only compare comparing between'.split(
    ' ',
  ),
);

/**
 * "Midway departures", "O'Hare arrivals", "Hobby flights in May": a word from inside a name just before
 * a noun of flights names the place they leave or reach, as after "from" (airlines' words, which also
 * come before "flights", are NON_DISTINCTIVE_NAME_WORDS and never read so).
 */
const FLIGHT_NOUNS: ReadonlySet<string> = new Set(
  // "only the Hobby ones": the rows shown before, named by the place.
  'departures departure arrivals arrival flights flight traffic ones'.split(' '),
);

/** Words of a figure after a place's name that opens the question ("O'Hare average delay"). */
const FIGURE_LEADS: ReadonlySet<string> = new Set(
  'average avg mean median total delay delays distance count number'.split(' '),
);

/** Words that qualify flights between a place and their noun ("O'Hare delayed departures"). */
const ROW_QUALIFIERS: ReadonlySet<string> = new Set([
  'delayed',
  'late',
  'early',
  'on-time',
  'outbound',
  'inbound',
]);

/** "Love Field average delay": words of an airport's own name after a word of it. */
const AIRPORT_NOUNS: ReadonlySet<string> = new Set(['airport', 'field', 'international', 'intl', 'airfield']);

/**
 * Words after the name itself that say it is a place: "Midway departures", "Hobby airport average delay"
 * ("airport" names it as one), or "Midway: delayed departures in May", where the name is the whole
 * lead-in before a colon, the topic of what follows.
 */
function namesAPlace(ctx: ReadContext, i: number, n: number): boolean {
  const next = lowerAt(ctx, i + n);
  if (FLIGHT_NOUNS.has(next) || AIRPORT_NOUNS.has(next)) return true;
  // "hobby only" as a whole follow-up: the name alone narrows the rows shown.
  // "Midway instead" ("switch that to Midway"): the name alone replaces the place asked about.
  if (i === 0 && ctx.tokens.length === n + 1 && ['only', 'alone', 'instead'].includes(next)) return true;
  // "O'Hare average delay by month": a capitalised name opening the question before a figure's word.
  if (i === 0 && /^\p{Lu}/u.test(ctx.tokens[0]?.text ?? '') && FIGURE_LEADS.has(next)) return true;
  // "Midway's three most common destinations": a name in the possessive owns the rows, as a place.
  if (ctx.tokens[i + n - 1]?.possessive && /^\p{Lu}/u.test(ctx.tokens[i]?.text ?? '')) return true;
  // "O'Hare delayed departures": a qualifier of the rows between the name and their noun.
  if (ROW_QUALIFIERS.has(next) && FLIGHT_NOUNS.has(lowerAt(ctx, i + n + 1))) return true;
  const { tokens } = ctx;
  return i === 0 && tokens[0]?.header === true && tokens[n] !== undefined && tokens[n]?.header !== true;
}

/** Whether a place name is expected after the word: a preposition or a form of a verb of travel. */
export function placeLead(lower: string): boolean {
  return PLACE_LEADS.has(lower) || travelVerb(lower);
}

/** The value read at token i: several words naming one airport, else the longest indexed value. */
function valueAt(ctx: ReadContext, s: ReadState, i: number): { entry: ValueEntry; length: number } | null {
  const exact = indexedValueAt(ctx, s, i);
  return namedAt(ctx, s, i, exact) ?? exact;
}

/** The longest indexed value starting at token i, with the entry its cue points to. */
function indexedValueAt(
  ctx: ReadContext,
  s: ReadState,
  i: number,
): { entry: ValueEntry; length: number } | null {
  const { tokens, values } = ctx;
  if (!values) return null;
  for (let n = Math.min(values.maxWords, tokens.length - i); n >= 1; n--) {
    if (!isFree(s.consumed, i, n)) continue;
    const written = tokens.slice(i, i + n).map((t) => t.text);
    const variants =
      n === 1
        ? [
            tokens[i]?.stem ?? '',
            ...adjectiveBases(lowerAt(ctx, i)),
            ...verbBases(lowerAt(ctx, i)),
            // "Japanese life expectancy": the country, where the data holds it as a value.
            ...countryOfDemonym(lowerAt(ctx, i)),
          ]
        : [];
    const hit =
      lookupValue(values, written, variants) ??
      (n === 1 ? (lowerNameWord(values, written[0] ?? '') ?? lowerCode(ctx, i)) : null);
    // A word from inside a name ("O'Hare") only where a place is expected: "Southwest flights" is an airline.
    const placed =
      placeLead(lowerAt(ctx, i - 1)) ||
      routeStart(ctx, i) ||
      joinsNamed(ctx, s, i, hit?.entries ?? []) ||
      afterCity(ctx, s, i) ||
      namesAPlace(ctx, i, n);
    if (!hit || (hit.partial && !placed)) continue;
    // "Southwest" is part of "Southwest Florida International" but names an airline or a region.
    if (hit.partial && NON_DISTINCTIVE_NAME_WORDS.has(lowerAt(ctx, i))) continue;
    const entry = choose(ctx, s, hit.entries, i, i + n);
    // "from ORD" when no visible origin is ORD: not a destination filter in disguise, an unknown value.
    if (entry) return { entry, length: hit.partial ? n + nameTail(ctx, s, i + n, entry.value) : n };
  }
  return null;
}

/** Words right before an airport code typed in lower case ("out of atl", "to jfk"). */
const LOWER_CODE_LEADS: ReadonlySet<string> = new Set(['from', 'to', 'into', 'at', 'via', 'leaving']);
/**
 * Three letters that are airport codes and also words or abbreviations people type in lower case
 * ("from jan to mar", "on sat", "at sea", "far"): never read as the airport.
 */
const WORDS_NOT_CODES: ReadonlySet<string> = new Set(
  'jan feb mar apr may jun jul aug sep oct nov dec mon tue wed thu fri sat sun day far fat law sea sit mob mot act elm tri yak art man san las ind lan mem hub all any one two ten bus car'.split(
    ' ',
  ),
);

/** Codes that are also words, read as the airport right before its flights ("den departures"). */
const CODES_BEFORE_FLIGHTS: ReadonlySet<string> = new Set(
  'den las sea oak pit mia aus dal tus tol ama ric roc lex'.split(' '),
);

/**
 * "avg delay out of jfk", "delayed flights out of atl": a code typed in lower case after a word of
 * travel is the airport (typed in haste); anywhere else, or a code that is also a word, stays a word.
 */
function lowerCode(
  ctx: ReadContext,
  i: number,
): { entries: readonly ValueEntry[]; alias: boolean; partial?: boolean } | null {
  const w = ctx.tokens[i]?.text ?? '';
  const before = lowerAt(ctx, i - 1);
  const led =
    LOWER_CODE_LEADS.has(before) ||
    (before === 'of' && lowerAt(ctx, i - 2) === 'out') ||
    codeBeforeTo(ctx, i) ||
    (typedInLowerCase(ctx) && !WORDS_AS_CODES.has(w));
  // "same for san": San Diego's code, where no word of a city's name follows ("san jose").
  const sanAlone = w === 'san' && typedInLowerCase(ctx) && !/^\p{L}/u.test(ctx.tokens[i + 1]?.text ?? '');
  // "% of den departures", "las flights before 6am", "sea to bos": a code that is also a word, typed
  // in lower case before the flights it starts or before "to" and another code.
  const asCode =
    typedInLowerCase(ctx) &&
    CODES_BEFORE_FLIGHTS.has(w) &&
    (FLIGHT_NOUNS.has(lowerAt(ctx, i + 1)) || codeBeforeTo(ctx, i));
  if (!(led || asCode) || !/^[a-z]{3}$/.test(w) || STOPWORDS.has(w)) return null;
  if (WORDS_NOT_CODES.has(w) && !sanAlone && !asCode) return null;
  const entries = ctx.values?.codes.get(w.toUpperCase());
  return entries ? { entries, alias: false } : null;
}

/**
 * Codes that are also everyday words, abbreviations or names ("den", "pit", "oak", "bet", "cos"): read
 * as the airport only after a word of travel ("out of den"), never in a message typed in lower case.
 */
const WORDS_AS_CODES: ReadonlySet<string> = new Set(
  'den pit oak bet rap lit cos bro sux abe mia jac fay ric roc lex eug ama aus cid day dal ito tus tol ice'.split(
    ' ',
  ),
);

/**
 * "avg dep delay lax jan 2001", "and sjc", "bos departures per day of week": a message typed all in
 * lower case, with no code in capitals anywhere, writes its airports' codes in lower case too.
 */
function typedInLowerCase(ctx: ReadContext): boolean {
  return !ctx.tokens.some((t) => /^\p{Lu}{2,4}$/u.test(t.text));
}

/** "phl to bos": a word before "to" and a code is the trip's start, as "from phl to bos" would be. */
function codeBeforeTo(ctx: ReadContext, i: number): boolean {
  const next = ctx.tokens[i + 2]?.text ?? '';
  return (
    lowerAt(ctx, i + 1) === 'to' && /^[a-zA-Z]{3}$/.test(next) && !!ctx.values?.codes.has(next.toUpperCase())
  );
}

/** chooseEntry with the dimensions this reading already uses (the earlier turn's, the breakdown's). */
function choose(
  ctx: ReadContext,
  s: ReadState,
  entries: readonly ValueEntry[],
  i: number,
  after: number,
): ValueEntry | null {
  const usedDims = new Set([...ctx.prefer, ...s.groupBy.map((g) => g.dimension.name)]);
  return chooseEntry(entries, ctx.subject, ctx.tokens, i, s.filters, usedDims, s.consumed, after);
}

/**
 * Words that name one airport together, where each alone names several or none: "Phoenix Sky Harbor",
 * "Austin-Bergstrom", "Denver International" (the data's "Denver Intl"); and a city said before a word
 * of its airport's name ("Houston Hobby", "Washington Dulles", "Charlotte Douglas"), which is the
 * airport alone, the city only saying where it is ("Boston Logan" is not: "Logan" is in two names). The side (origin or destination) is cued before the first word.
 */
function namedAt(
  ctx: ReadContext,
  s: ReadState,
  i: number,
  exact: { entry: ValueEntry; length: number } | null,
): { entry: ValueEntry; length: number } | null {
  const run = nameRunAt(ctx, s, i);
  if (run && run.length > (exact?.length ?? 0)) {
    const entry = choose(ctx, s, run.entries, i, i + run.length);
    return entry ? { entry, length: run.length } : null;
  }
  if (!exact || isNameValue(ctx, exact.entry)) return null;
  const after = i + exact.length;
  const nicknamed = cityThenNickname(ctx, s, exact.entry, after);
  if (nicknamed) return { entry: nicknamed, length: exact.length + 1 };
  const tail = nameRunAt(ctx, s, after) ?? nameWordAt(ctx, s, after);
  if (!tail) return null;
  const entry = choose(ctx, s, tail.entries, i, after + tail.length);
  return entry ? { entry, length: exact.length + tail.length } : null;
}

/**
 * "Boston Logan": a city said before an airport's everyday name (a contract's value synonym, written as
 * a name) is that airport, on the side the city was cued for; read apart, the city and the airport
 * took both sides of the trip.
 */
function cityThenNickname(ctx: ReadContext, s: ReadState, city: ValueEntry, k: number): ValueEntry | null {
  const t = ctx.tokens[k];
  if (!ctx.values || !t || s.consumed.has(k) || !/^\p{Lu}/u.test(t.text) || !/city$/.test(city.dimension))
    return null;
  const hit = lookupValue(ctx.values, [t.text]);
  if (!hit?.alias || hit.partial) return null;
  const side = city.dimension.replace(/_?city$/, '');
  // The airport's own code on that side ("Boston Logan" is BOS), never a state ("Columbus Ohio").
  const same = hit.entries.filter((e) => e.dimension === side);
  return same.length === 1 ? (same[0] as ValueEntry) : null;
}

/** The longest run of capitalised words at k that names one value of a dimension of names. */
function nameRunAt(
  ctx: ReadContext,
  s: ReadState,
  k: number,
): { entries: readonly ValueEntry[]; length: number } | null {
  const { tokens, values } = ctx;
  if (!values) return null;
  for (let n = Math.min(6, tokens.length - k); n >= 1; n--) {
    if (!isFree(s.consumed, k, n)) continue;
    const written = tokens.slice(k, k + n);
    if (!written.every((t) => /^\p{Lu}/u.test(t.text))) continue;
    const entries = lookupNameRun(
      values,
      written.map((t) => t.text),
    );
    if (entries) return { entries, length: n };
  }
  return null;
}

/** One capitalised word from inside one name only ("Hobby", "Dulles"), not itself a value or another name of one. */
function nameWordAt(
  ctx: ReadContext,
  s: ReadState,
  k: number,
): { entries: readonly ValueEntry[]; length: number } | null {
  const t = ctx.tokens[k];
  if (!t || !ctx.values || s.consumed.has(k) || NON_DISTINCTIVE_NAME_WORDS.has(t.lower)) return null;
  const partial = /^\p{Lu}/u.test(t.text) ? ctx.values.partials.get(t.lower) : undefined;
  // "Columbus Ohio", "Portland, OR": a state after a city says which city, whatever airport names hold it.
  const hit = lookupValue(ctx.values, [t.text]);
  if (!partial || (hit?.alias && !hit.partial) || ctx.values.codes.has(t.text)) return null;
  return { entries: partial, length: 1 + nameTail(ctx, s, k + 1, partial[0]?.value ?? '') };
}

/** Whether the value read is itself an airport's name (then nothing after it narrows it to another). */
function isNameValue(ctx: ReadContext, entry: ValueEntry): boolean {
  const first = nameParts(entry.value)[0] ?? '';
  return ctx.values?.nameWords.get(first)?.some((e) => e.dimension === entry.dimension) ?? false;
}

/**
 * "Bush Intercontinental or Hobby", "O'Hare vs Midway": a word from inside a name joined to a value of
 * the same names just read is the second of the two, as a place after a preposition is.
 */
function joinsNamed(ctx: ReadContext, s: ReadState, i: number, entries: readonly ValueEntry[]): boolean {
  if (!['or', 'and', 'vs', 'versus', 'nor'].includes(lowerAt(ctx, i - 1)) && !comparedWithAt(ctx, i - 2))
    return false;
  return s.filters.some((f) => entries.some((e) => e.dimension === f.field));
}

/**
 * "flights from houston hobby", "avg delay at dallas love": a word from inside an airport's name right
 * after a city read as a value names that city's airport, as after "from" (it was an unmatched word and
 * the question was asked back; the city's filter stays and selects the same rows).
 */
function afterCity(ctx: ReadContext, s: ReadState, i: number): boolean {
  // "Boise's airport": a word of the data's own fields names no airport ("Marquette County Airport").
  const stem = ctx.tokens[i]?.stem ?? '';
  if (ctx.subject.dimensions.some((d) => phrasesOf(d).some((p) => p.stems.includes(stem)))) return false;
  const before = s.valueFrom.get(i - 1);
  return (
    !!before && before.dimension.endsWith('_city') && s.filters.some((f) => f.field === before.dimension)
  );
}

/**
 * "O'Hare to LaGuardia flight count", "O'Hare vs Midway delays", "Dulles compared with Reagan National":
 * a question that opens with a route or a comparison opens with a place, though no preposition stands
 * before it.
 */
function routeStart(ctx: ReadContext, i: number): boolean {
  // "O'Hare and Midway average delay": two places joined, as "O'Hare vs Midway" are.
  const joined =
    ['and', 'or', '&'].includes(lowerAt(ctx, i + 1)) && /^\p{Lu}/u.test(ctx.tokens[i + 2]?.text ?? '');
  return (
    i === 0 &&
    (['to', 'vs', 'versus', '-'].includes(lowerAt(ctx, i + 1)) || joined || comparedWithAt(ctx, i + 1))
  );
}

/**
 * "compared with", "compared to" at k: the words that set a second place against the first, as "vs"
 * does ("Hobby compared with Love Field": "Love" is a word from inside a name, read where a place is
 * expected; it was asked back as an unknown word).
 */
function comparedWithAt(ctx: ReadContext, k: number): boolean {
  return root(lowerAt(ctx, k)) === 'compar' && ['with', 'to'].includes(lowerAt(ctx, k + 1));
}

/** Words that only say a place is an airport, after its name ("O'Hare International Airport", "Love Field"). */
const AIRPORT_WORDS: ReadonlySet<string> = new Set(['airport', 'international', 'intl', 'field', 'airfield']);

/**
 * How many words after a word from inside a name ("Reagan" of "Ronald Reagan Washington National")
 * belong to the same name or only say it is an airport: "Reagan National", "Bush Intercontinental",
 * "Love Field" name one airport (the second word was left over and the question asked back).
 */
function nameTail(ctx: ReadContext, s: ReadState, at: number, value: string): number {
  const own = new Set(normalizeValueKey(value).split(/[\s\-/]+/));
  let k = 0;
  for (;;) {
    const t = ctx.tokens[at + k];
    if (!t || s.consumed.has(at + k) || !/^\p{Lu}/u.test(t.text)) return k;
    if (!own.has(t.lower) && !AIRPORT_WORDS.has(t.lower)) return k;
    k++;
  }
}

/** How many words from k on only say a place is an airport ("Field", "Airport", "International"). */
function airportWordsAt(ctx: ReadContext, k: number): number {
  let n = 0;
  while (AIRPORT_WORDS.has(lowerAt(ctx, k + n))) n++;
  return n;
}

/** One value read at i: its filter, the dimension's own word beside it, a comparison grouping. */
function applyValue(ctx: ReadContext, s0: ReadState, i: number, read: ValueEntry, n: number): ReadState {
  const { tokens, subject } = ctx;
  const negation = negationStart(ctx, i);
  const excluded = negation === null ? read : (excludedFromGroups(ctx, s0, read) ?? read);
  const { entry, s } = codesForNames(ctx, s0, i, excluded);
  // "excluding ORD and ATL": a value joined to an excluded one is excluded too.
  const joinedToExcluded =
    ['and', 'or', ',', 'nor'].includes(lowerAt(ctx, i - 1)) &&
    s.filters.some((f) => f.field === entry.dimension && (f.operator === 'neq' || f.operator === 'not_in'));
  const { filters, joined } = withValueFilter(s.filters, entry, negation !== null || joinedToExcluded);
  const from = negation ?? i;
  const consumed = taking(s.consumed, from, i - from + n);
  // "the North region", "SFO airport", "state CA", "departing from SEA", "airports other than SFO":
  // the dimension's own word beside its value (or beside the negation before it).
  const dim = subject.dimensions.find((x) => x.name === entry.dimension);
  const words = new Set(dim ? phrasesOf(dim).flatMap((p) => p.stems) : []);
  const cues = cueWords(subject, entry.dimension);
  const before = STOPWORDS.has(lowerAt(ctx, from - 1)) ? [from - 1, from - 2] : [from - 1];
  for (const k of [i + n, ...before]) {
    const t = tokens[k];
    if (!t || consumed.has(k) || STOPWORDS.has(t.lower)) continue;
    if (words.has(tokenKey(t)) || cues.has(root(t.lower))) consumed.add(k);
  }
  // "AAPL and MSFT", "SFO vs LAX", "compare ...": each value on its own row, not summed together.
  // "SFO and LAX combined", "together": one figure over both.
  const compare =
    joined &&
    !tokens.some((t) => t.lower === 'combined' || t.lower === 'together') &&
    (COMPARE_CONNECTORS.has(connectorBefore(ctx, i)) ||
      versusBefore(ctx, s, i) ||
      tokens.some((t) => t.stem === 'compare' || root(t.lower) === 'compar' || APART.has(t.lower)) ||
      // "Denver or Salt Lake City: average delay of each": "each" closing the question, one per place.
      tokens.at(-1)?.lower === 'each');
  const groupBy = compare && dim ? withGroup(s.groupBy, dim, null) : s.groupBy;
  const mixed = joined ? null : mixedPlaces(ctx, s, i, entry);
  const problems = mixed ? [...s.problems, mixed] : s.problems;
  return { ...s, consumed, filters, groupBy, problems, valueFrom: new Map([...s.valueFrom, [i, entry]]) };
}

/**
 * "top 3 destinations from SEA, excluding LAX", "flights from SEA excluding LAX": an exclusion on a side
 * already held to another value excludes nothing there (origin SEA is never LAX); the breakdown's side
 * that holds the value is the one meant, else the other side of the trip (the destinations other than
 * LAX). Null: the exclusion stands where it was read.
 */
function excludedFromGroups(ctx: ReadContext, s: ReadState, entry: ValueEntry): ValueEntry | null {
  const held = s.filters.find((f) => f.field === entry.dimension && f.operator === 'eq');
  if (!held || held.value === entry.value || !heldToOne(s.filters, entry.dimension)) return null;
  const holds = (name: string) => ctx.values?.byDimension.get(name)?.includes(entry.value) ?? false;
  const group = s.groupBy.find((g) => holds(g.dimension.name))?.dimension.name;
  const [side, kind] = sideAndKind(entry.dimension);
  const other = sidePairOf(ctx.subject, kind)?.find((name) => name !== entry.dimension && holds(name));
  const moved = group ?? (side === 'origin' || side === 'destination' ? other : undefined);
  return moved ? { ...entry, dimension: moved } : null;
}

/**
 * "Boston Logan and Reagan National", "O'Hare vs MDW": two airports compared on one side, one by its
 * code and one by its name, are two codes (each name's code as the caller's rows pair them), so they
 * stand side by side as codes do; they were asked back as different kinds of place.
 */
function codesForNames(
  ctx: ReadContext,
  s: ReadState,
  i: number,
  entry: ValueEntry,
): { entry: ValueEntry; s: ReadState } {
  const joined =
    COMPARE_CONNECTORS.has(connectorBefore(ctx, i)) ||
    connectorBefore(ctx, i) === 'or' ||
    versusBefore(ctx, s, i);
  if (!ctx.values?.airportCodes || !joined) return { entry, s };
  const held = (field: string) => s.filters.find((f) => f.field === field && f.operator === 'eq');
  // This name beside a code already read on its side.
  const code = asCode(ctx, entry);
  if (code !== entry && held(code.dimension)) return { entry: code, s };
  // This code beside a name already read on its side: the name becomes its code.
  const named = held(`${entry.dimension}_airport_name`);
  const namedCode =
    named && typeof named.value === 'string'
      ? asCode(ctx, { dimension: named.field, value: named.value })
      : null;
  if (!named || !namedCode || namedCode.dimension !== entry.dimension) return { entry, s };
  const filters = s.filters.map((f) =>
    f === named ? { ...f, field: entry.dimension, value: namedCode.value } : f,
  );
  return { entry, s: { ...s, filters } };
}

/**
 * "JFK vs LaGuardia", "Denver vs ORD", "SFO or Oakland": two places compared on one side but read as
 * different kinds (an airport code, an airport's name, a city) are two filters that must both hold, so
 * no flight matches and the answer was an empty figure for a question never asked. Asked back instead.
 */
function mixedPlaces(ctx: ReadContext, s: ReadState, i: number, entry: ValueEntry): string | null {
  // Over a table the SQL writer reads a route's two ends itself ("between Boston and Washington Reagan
  // (DCA)"); places compared ("LaGuardia vs JFK") are two filters there too.
  if (ctx.subject.kind !== 'contract' && ctx.tokens.slice(0, i).some((t) => t.lower === 'between'))
    return null;
  const joinedBy = COMPARE_CONNECTORS.has(connectorBefore(ctx, i)) || connectorBefore(ctx, i) === 'or';
  if (!joinedBy && !versusBefore(ctx, s, i)) return null;
  const [side, kind] = sideAndKind(entry.dimension);
  if (!sidePairOf(ctx.subject, kind)) return null;
  const other = s.filters.find((f) => {
    const [fSide, fKind] = sideAndKind(f.field);
    const positive = f.operator === 'eq' || f.operator === 'in';
    return positive && fSide === side && fKind !== kind && sidePairOf(ctx.subject, fKind) !== null;
  });
  if (!other) return null;
  const named = (field: string) => field.replace(/_/g, ' ');
  return `"${String(other.value)}" (${named(other.field)}) and "${entry.value}" (${named(entry.dimension)}) are different kinds of place, which one query cannot put side by side; name both the same way (both airport codes, or both cities)`;
}

/**
 * "days of fog vs days of snow", "flights from SEA versus flights from PDX": "vs" a few words before
 * the value, past words the question repeats on both sides (already explained) and function words.
 */
function versusBefore(ctx: ReadContext, s: ReadState, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const w = lowerAt(ctx, k);
    if (w === 'vs' || w === 'versus') return true;
    if (!s.consumed.has(k) && !STOPWORDS.has(w)) return false;
  }
  return false;
}

/** Prepositions said again after "and" ("for Hawaii and for Alaska"): the places are still set side by side. */
const REPEATED_LEADS: ReadonlySet<string> = new Set(['for', 'from', 'in', 'at', 'out']);

/** The word before a value, past an article ("Japan vs the United States") or a repeated preposition ("and for Alaska"). */
function connectorBefore(ctx: ReadContext, i: number): string {
  const lead = lowerAt(ctx, i - 1);
  if (lead === 'the' || lead === 'a') return lowerAt(ctx, i - 2);
  const before = lowerAt(ctx, i - 2);
  return REPEATED_LEADS.has(lead) && COMPARE_CONNECTORS.has(before) ? before : lead;
}

/**
 * "flights between SFO and LAX": both directions of the route, i.e. origin and destination each one of
 * the two. For airports and cities (no flight has both ends in one city's airports, and the answer
 * states the reading); over a table the two orders are written exactly instead (tables/sides.ts
 * bothWays). Two states share flights inside each, so over a contract "between Texas and California"
 * is asked back rather than counted with the flights inside either.
 */
function betweenRoute(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  if (lowerAt(ctx, i - 1) !== 'between') return null;
  const first = valueAt(ctx, s, i);
  // "between Dallas Love Field and Houston Hobby": words after a name that only say it is an airport.
  const firstEnd = first ? i + first.length + airportWordsAt(ctx, i + first.length) : -1;
  if (!first || lowerAt(ctx, firstEnd) !== 'and') return null;
  const j = firstEnd + 1;
  const read = valueAt(ctx, s, j);
  if (!read) return null;
  // "between Logan (BOS) and LaGuardia (a name)": two airports named two ways are two codes.
  const mixed = !sidePair(ctx, first.entry.dimension, read.entry.dimension);
  const [one, two] = mixed ? [asCode(ctx, first.entry), asCode(ctx, read.entry)] : [first.entry, read.entry];
  const names = sidePair(ctx, one.dimension, two.dimension);
  if (!names) return null;
  const end = j + read.length + airportWordsAt(ctx, j + read.length);
  const consumed = taking(s.consumed, i - 1, end - i + 1);
  const [a, b] = [one.value, two.value];
  if (ctx.subject.kind !== 'contract') {
    // Each end on its own side, in the order written; tables/sides.ts adds the other order.
    const ends = names.map((field, k) => ({
      field,
      kind: 'dimension' as const,
      operator: 'eq' as const,
      value: k === 0 ? a : b,
    }));
    return { ...s, filters: [...s.filters.filter((f) => !names.includes(f.field)), ...ends], consumed };
  }
  if (sideAndKind(names[0])[1] === 'state') {
    const problem = `"between ${a} and ${b}" is both directions of a trip, which ${ctx.subject.title} cannot tell from the flights inside either state; ask for one direction ("from ${a} to ${b}")`;
    return { ...s, consumed, problems: [...s.problems, problem] };
  }
  const list = [a, b];
  const filters = [
    ...s.filters.filter((f) => !names.includes(f.field)),
    ...names.map((field) => ({ field, kind: 'dimension' as const, operator: 'in' as const, value: list })),
  ];
  return { ...s, filters, consumed };
}

/** An airport's name read as its code on the same side, as the caller's rows pair them; else the entry itself. */
function asCode(ctx: ReadContext, entry: ValueEntry): ValueEntry {
  const side = /^(.+)_airport_name$/.exec(entry.dimension)?.[1];
  const code = side ? ctx.values?.airportCodes?.get(entry.dimension)?.get(entry.value) : undefined;
  return side && code ? { dimension: side, value: code } : entry;
}

/**
 * The two sides' dimensions of the kind both values were read on: the route's airports, or
 * `origin_city` / `destination_city` (and the like) when both are a city. Null when the values are of
 * different kinds or the subject has no such pair.
 */
function sidePair(ctx: ReadContext, a: string, b: string): readonly [string, string] | null {
  const route = routeDimensions(ctx)?.map((d) => d.name);
  if (route?.includes(a) && route.includes(b)) return [route[0] as string, route[1] as string];
  const [, kind] = sideAndKind(a);
  return kind !== '' && kind === sideAndKind(b)[1] ? sidePairOf(ctx.subject, kind) : null;
}

/**
 * "flights to or from Denver", "in and out of ORD": the value on either side, which one query's
 * filters (all of which must hold) cannot give; reading only the nearer cue would drop the other side.
 */
function eitherSide(ctx: ReadContext, i: number): boolean {
  const at = (k: number) => lowerAt(ctx, k);
  const ends = new Set(['to', 'from', 'into', 'in']);
  const joined = at(i - 2) === 'or' || at(i - 2) === 'and';
  if (at(i - 1) === 'of' && at(i - 2) === 'out')
    return ['or', 'and'].includes(at(i - 3)) && ends.has(at(i - 4));
  return joined && ends.has(at(i - 1)) && ends.has(at(i - 3)) && at(i - 1) !== at(i - 3);
}

/** Values: "from SFO", "in CA", "for AAPL", "rainy", "not LAX", "between SFO and LAX". */
export function readValues(ctx: ReadContext, s: ReadState): ReadState {
  let state = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (state.consumed.has(i)) continue;
    const either = eitherSide(ctx, i) ? valueAt(ctx, state, i) : null;
    if (either) {
      const problem = `"${ctx.tokens[i]?.text}" on either side (arriving or departing) is not one set of filters; ask for each side`;
      const start = Math.max(0, i - 4);
      const consumed = taking(state.consumed, start, i + either.length - start);
      return { ...state, consumed, problems: [...state.problems, problem] };
    }
    const route = betweenRoute(ctx, state, i);
    if (route) {
      state = route;
      continue;
    }
    const hit = valueAt(ctx, state, i);
    if (hit) state = applyValue(ctx, state, i, hit.entry, hit.length);
  }
  return state;
}

/** Numbers after a number dimension: "cluster 3". */
export function readNumberValues(ctx: ReadContext, s: ReadState): ReadState {
  const numeric = ctx.subject.dimensions.filter((d) => d.type === 'number');
  let { consumed, filters, groupBy, valueFrom } = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const m = matchAt(ctx.tokens, i, numeric, new Set())[0];
    if (!m) continue;
    const num = decimalNumber(ctx.tokens[i + m.length]);
    if (num === null || consumed.has(i + m.length)) continue;
    consumed = taking(consumed, i, m.length + 1);
    // Where the value stands, so the field's other names before it restate it ("region cluster 2").
    valueFrom = new Map([...valueFrom, [i + m.length, { dimension: m.target.name, value: String(num) }]]);
    const earlier = filters.find(
      (f) => f.field === m.target.name && (f.operator === 'eq' || f.operator === 'in'),
    );
    if (!earlier) {
      filters = [...filters, { field: m.target.name, kind: 'dimension', operator: 'eq', value: num }];
      continue;
    }
    // "cluster 0 vs cluster 1", "cluster 2 and cluster 3": both values, each on its own row.
    const list = [...(Array.isArray(earlier.value) ? earlier.value : [earlier.value]), num] as number[];
    filters = filters.map((f) => (f === earlier ? { ...f, operator: 'in' as const, value: list } : f));
    if (COMPARE_CONNECTORS.has(connectorBefore(ctx, i))) groupBy = withGroup(groupBy, m.target, null);
  }
  return { ...s, consumed, filters, groupBy, valueFrom };
}

/**
 * The first word after the value read at i: past the rest of a name of several words ("Las Vegas
 * departures", "Salt Lake City departures"; only the name's first word was looked past, so the count
 * noun after it was read as a second measure).
 */
function valueEnd(s: ReadState, i: number): number {
  let j = i + 1;
  while (s.consumed.has(j) && !s.measureAt.has(j) && !s.valueFrom.has(j)) j++;
  return j;
}

/**
 * "average wind on rainy days vs sunny days": a row-count word right after a value names what the value
 * qualifies (days), not a second measure, when another measure is asked for.
 */
export function readValueUnits(_ctx: ReadContext, s: ReadState): ReadState {
  const unit = [...s.valueFrom.keys()].map((i) => s.measureAt.get(valueEnd(s, i))).find((m) => m?.plainCount);
  if (!unit || !s.strong.some((m) => m !== unit && !m.plainCount)) return s;
  return {
    ...s,
    strong: s.strong.filter((m) => m !== unit),
    weak: s.weak.includes(unit) ? s.weak : [...s.weak, unit],
  };
}

/**
 * "Which cities does Denver serve?", "what states do Atlanta flights go to": a breakdown on the same
 * side as the one value filtered there would show that value alone; the places asked for are on the
 * other side (the breakdown by origin city was given for origin city Denver: one row). Moved there when
 * that side is free.
 */
export function readOtherSideBreakdown(ctx: ReadContext, s: ReadState): ReadState {
  const groupBy = s.groupBy.map((g) => {
    const [side, kind] = sideAndKind(g.dimension.name);
    const pair = sidePairOf(ctx.subject, kind);
    const one = heldToOne(s.filters, g.dimension.name);
    // "flights from SEA by origin": the side said outright is kept, whatever it shows.
    const said = ctx.tokens.some((t) => t.stem === stem(side));
    if (!pair || !one || said || g.dimension.type === 'time') return g;
    const other = pair[0] === g.dimension.name ? pair[1] : pair[0];
    const free =
      !s.filters.some((f) => f.field === other) && !s.groupBy.some((x) => x.dimension.name === other);
    const dimension = ctx.subject.dimensions.find((d) => d.name === other);
    return free && dimension && side !== '' ? { ...g, dimension } : g;
  });
  return groupBy.every((g, i) => g === s.groupBy[i]) ? s : { ...s, groupBy };
}

/**
 * "routes with average distance over 2500 miles": a unit right after a number only says what the number
 * counts; the measure it also names ("miles" → total distance) is dropped when another measure was
 * named (a total distance column was added beside the average).
 */
export function readNumberUnits(ctx: ReadContext, s: ReadState): ReadState {
  const units = [...s.measureAt].filter(([k, m]) => {
    const before = ctx.tokens[k - 1];
    return (
      UNITS[lowerAt(ctx, k)] !== undefined && before && decimalNumber(before) !== null && s.strong.includes(m)
    );
  });
  // A measure a threshold was set on stays: "over 2500 miles" may be that measure's own threshold.
  const dropped = new Set(units.map(([, m]) => m).filter((m) => !s.filters.some((f) => f.field === m.name)));
  const kept = s.strong.filter((m) => !dropped.has(m));
  if (dropped.size === 0 || kept.length === 0) return s;
  return { ...s, strong: kept };
}
