import { phrasesOf, type Subject, sideAndKind, sidePairOf } from '../subject.js';
import { SHARE_LEADS } from '../tables/cues.js';
import { STOPWORDS, type Token, tokenKey } from '../text.js';
import { ROUTE_WORDS } from './grouping.js';
import type { IntentFilter, ReadContext, ReadState } from './state.js';
import { AGGREGATION_WORDS, APART } from './vocab.js';

/**
 * Leftover words that restate what the rest of the question already says, by the role they play
 * rather than by a list of accepted words (`harmless` in leftover.ts asks these first):
 * - the whole of the data: the whole country where the data is the country's and no row filter
 *   narrows it ("nationwide", "across the whole country"), the whole of its time ("the full span");
 * - a name for a kind of a dimension ("kind of weather", "weather category"): the dimension itself;
 * - an intensifier of the aggregation the reading took ("grand total", "sum total");
 * - how to lay out or order what the reading already returns ("side by side", "in calendar order");
 * - a restatement in brackets: the brackets hold what the reading took ("evening (6pm or later)");
 * - words a table is called by in SQL ("join flights to airports");
 * - "combined" after the values of one filter, which the figure already adds up.
 * Each is harmless only where the word cannot narrow what is counted: "kind of delay" (a cause),
 * "full flights", "nationwide" over Seattle's weather or for an office that sees one state stay unknown.
 */
export function restated(ctx: ReadContext, s: ReadState, t: Token): boolean {
  return (
    wholeCountry(ctx, t) ||
    wholeSpan(ctx, t) ||
    kindOfDimension(ctx, s, t) ||
    intensifier(ctx, s, t) ||
    layout(ctx, s, t) ||
    restatedInBrackets(ctx, s, t) ||
    restatedAfterMarker(ctx, s, t) ||
    sharesOfStock(ctx, s, t) ||
    shareAsPercent(ctx, s, t) ||
    routeOfEnds(ctx, s, t) ||
    valueAlone(s, t) ||
    joinedTables(ctx, t) ||
    addedUp(s, t) ||
    apart(s, t)
  );
}

/** "SEA and PDX separately": with the values' field grouped, each is its own row already; the word says so. */
function apart(s: ReadState, t: Token): boolean {
  if (!APART.has(t.lower)) return false;
  const grouped = new Set(s.groupBy.map((g) => g.dimension.name));
  return s.filters.some((f) => f.operator === 'in' && Array.isArray(f.value) && grouped.has(f.field));
}

const ADDED_UP: ReadonlySet<string> = new Set(['combined', 'together', 'altogether']);

/**
 * "flights from SEA and PDX combined": the values of one filter, not grouped by, are counted together
 * already; the word says so ("combined" was asked back as unknown). With the field grouped, each value
 * is its own row and the word is not restated.
 */
function addedUp(s: ReadState, t: Token): boolean {
  if (!ADDED_UP.has(t.lower)) return false;
  const grouped = new Set(s.groupBy.map((g) => g.dimension.name));
  return s.filters.some((f) => f.operator === 'in' && Array.isArray(f.value) && !grouped.has(f.field));
}

const lowerAt = (ctx: ReadContext, i: number) => ctx.tokens[i]?.lower ?? '';

/**
 * The scopes a data set may cover whole: the one country, or the world. Each has its adverbs
 * ("nationwide", "worldwide") and the nouns that say it after "across", "throughout", "all over" or as
 * "<noun>-wide" ("US-wide", "country-wide", "world-wide").
 */
interface Scope {
  readonly data: RegExp;
  readonly adverbs: ReadonlySet<string>;
  readonly nouns: ReadonlySet<string>;
}
const SCOPES: readonly Scope[] = [
  {
    data: /\b(us|u\.s\.?|usa|united states|america|american|domestic|national)\b/i,
    adverbs: new Set([
      'nationwide',
      'nationally',
      'countrywide',
      'coast-to-coast',
      'network-wide',
      'networkwide',
      'system-wide',
      'systemwide',
    ]),
    nouns: new Set(['country', 'nation', 'us', 'usa', 'u.s', 'america']),
  },
  {
    data: /\b(world|worldwide|global|countries)\b/i,
    adverbs: new Set(['worldwide', 'globally', 'planetwide']),
    nouns: new Set(['world', 'globe', 'planet', 'earth']),
  },
];
const SCOPE_LEADS: ReadonlySet<string> = new Set(['across', 'throughout', 'over', 'around', 'in']);
const WHOLE: ReadonlySet<string> = new Set([
  'the',
  'whole',
  'entire',
  'full',
  'complete',
  'all',
  'of',
  'our',
]);

/**
 * "nationwide", "across the whole country", "US-wide", "worldwide": the whole of the data, when the
 * data is that scope's (its title or description names it) and no row filter keeps one part of it; for
 * a caller whose rows are one state's, `outsideRowFilter` refuses the words, and here they stay unknown.
 */
function wholeCountry(ctx: ReadContext, t: Token): boolean {
  const { subject } = ctx;
  if ((subject.pinned?.length ?? 0) > 0 || subject.requiredContext.length > 0) return false;
  const scope = SCOPES.find((sc) => sc.data.test(`${subject.title} ${subject.description}`));
  if (!scope) return false;
  const [head, tail] = t.lower.split('-');
  if (scope.adverbs.has(t.lower) || (tail === 'wide' && head !== undefined && scope.nouns.has(head)))
    return true;
  if (!scope.nouns.has(t.lower)) return false;
  let k = t.index - 1;
  while (WHOLE.has(lowerAt(ctx, k))) k--;
  return SCOPE_LEADS.has(lowerAt(ctx, k)) || lowerAt(ctx, k + 1) === 'all';
}

/** Nouns for a stretch of time ("over the full span", "the entire 2000-2010 timeframe"). */
const SPAN_NOUNS: ReadonlySet<string> = new Set(
  'span spans stretch timeframe timespan time-frame window duration coverage lifetime horizon'.split(' '),
);
const WHOLE_ADJECTIVES: ReadonlySet<string> = new Set(['whole', 'entire', 'full', 'complete']);
/** Nouns for the whole of a period: "the entirety of March", "over the course of 2001". */
const WHOLE_OF: ReadonlySet<string> = new Set(['entirety', 'course', 'length', 'whole', 'totality']);
const DATA_WORDS: ReadonlySet<string> = new Set(
  'data dataset datasets database history records record file table sample'.split(' '),
);

/**
 * "the full 2000-2010 span", "over the whole span of the data", "the complete history": a stretch of
 * time that is the whole data's, or the period the reading took. "full flights" (full of passengers)
 * is none of these and stays unknown.
 */
function wholeSpan(ctx: ReadContext, t: Token): boolean {
  const timeAt = (k: number) => ctx.time.consumed.has(k);
  if (WHOLE_OF.has(t.lower) && lowerAt(ctx, t.index + 1) === 'of') {
    const k = lowerAt(ctx, t.index + 2) === 'the' ? t.index + 3 : t.index + 2;
    return timeAt(k) || DATA_WORDS.has(lowerAt(ctx, k));
  }
  if (SPAN_NOUNS.has(t.lower)) {
    return [1, 2, 3].some((d) => WHOLE_ADJECTIVES.has(lowerAt(ctx, t.index - d)) || timeAt(t.index - d));
  }
  if (!WHOLE_ADJECTIVES.has(t.lower)) return false;
  let k = t.index + 1;
  while (lowerAt(ctx, k) === 'the' || lowerAt(ctx, k) === 'of') k++;
  return timeAt(k) || SPAN_NOUNS.has(lowerAt(ctx, k)) || DATA_WORDS.has(lowerAt(ctx, k));
}

/** Nouns for a kind of something ("kind of weather", "weather category"). */
const KIND_NOUNS: ReadonlySet<string> = new Set(
  'kind kinds type types sort sorts category categories class classes variety varieties genre genres'.split(
    ' ',
  ),
);

/** Whether token i names one of the subject's dimensions and the reading took it. */
function dimensionWordAt(ctx: ReadContext, s: ReadState, i: number): boolean {
  const t = ctx.tokens[i];
  if (!t || !s.consumed.has(i) || ctx.time.consumed.has(i)) return false;
  const key = tokenKey(t);
  return ctx.subject.dimensions.some((d) => phrasesOf(d).some((p) => p.stems.includes(key)));
}

/**
 * "kind of weather", "which types of weather", "the weather category": a kind of a dimension is the
 * dimension itself. Not of a measure ("kind of delay" asks for a cause) nor of a word the reading did
 * not take ("kind of aircraft").
 */
function kindOfDimension(ctx: ReadContext, s: ReadState, t: Token): boolean {
  if (!KIND_NOUNS.has(t.lower)) return false;
  if (lowerAt(ctx, t.index + 1) === 'of') {
    const k = lowerAt(ctx, t.index + 2) === 'the' ? t.index + 3 : t.index + 2;
    return dimensionWordAt(ctx, s, k);
  }
  return dimensionWordAt(ctx, s, t.index - 1);
}

/** Words that only stress a total: "grand total", "sum total". Not "running total" (a cumulative sum). */
const INTENSIFIERS: ReadonlySet<string> = new Set(['grand', 'sum']);

function intensifier(ctx: ReadContext, s: ReadState, t: Token): boolean {
  // The aggregation word itself is read (or asked back) on its own.
  const measured = s.strong.length > 0 || s.weak.length > 0 || s.countCue;
  return INTENSIFIERS.has(t.lower) && !!AGGREGATION_WORDS[lowerAt(ctx, t.index + 1)] && measured;
}

/** Qualifiers of "order" that mean the time order a series is already given in. */
const TIME_ORDER: ReadonlySet<string> = new Set(['calendar', 'chronological', 'date', 'time', 'temporal']);

/**
 * How to lay out what the reading returns: "side by side" (two values or a breakdown), "in calendar /
 * chronological / date order" and "chronologically" (a series over time, which is returned in time
 * order). Where the reading has no such shape the words ask for something it does not do.
 */
function layout(ctx: ReadContext, s: ReadState, t: Token): boolean {
  const overTime = ctx.time.overTime || s.groupBy.some((g) => g.dimension.type === 'time' || !!g.grain);
  if (t.lower === 'chronologically' || (TIME_ORDER.has(t.lower) && lowerAt(ctx, t.index + 1) === 'order')) {
    return overTime;
  }
  if (t.lower !== 'side') return false;
  const phrase = [-2, -1, 0, 1, 2].map((d) => lowerAt(ctx, t.index + d)).join(' ');
  const several = s.groupBy.length > 0 || s.filters.some((f) => Array.isArray(f.value) && f.value.length > 1);
  return phrase.includes('side by side') && several;
}

/**
 * "in the evening (6pm or later)", "late (over 15 minutes)": a word just before brackets whose every
 * word the reading took (and at least one a period, value or threshold) is restated by them; the
 * brackets are what it means in the data. "(Sat+Sun)" after "weekends": day names restating a
 * period the reading took.
 */
function restatedInBrackets(ctx: ReadContext, s: ReadState, t: Token): boolean {
  const taken = (k: number) => s.consumed.has(k) || ctx.time.consumed.has(k);
  if (t.enclosed) {
    let k = t.index - 1;
    while (ctx.tokens[k]?.enclosed) k--;
    return DAY_NAMES.has(t.lower) && taken(k);
  }
  let k = t.index + 1;
  const inside: number[] = [];
  while (ctx.tokens[k]?.enclosed) inside.push(k++);
  return (
    inside.length > 0 &&
    inside.some(taken) &&
    inside.every((i) => taken(i) || STOPWORDS.has(lowerAt(ctx, i)) || lowerAt(ctx, i) === 'later')
  );
}

const DAY_NAMES: ReadonlySet<string> = new Set(
  `mon tue tues wed thu thur thurs fri sat sun monday tuesday wednesday thursday friday saturday sunday
  weekend weekends weekday weekdays`.split(/\s+/),
);

/** SQL's words for putting tables together. */
const JOIN_WORDS: ReadonlySet<string> = new Set(['join', 'joins', 'joined', 'joining', 'merge', 'merged']);
const JOIN_GAP: ReadonlySet<string> = new Set(['to', 'onto', 'into', 'with', 'on', 'the', 'and']);

/**
 * "Join flights to airports and give me …", "join airports onto flights": how the asker would write the
 * SQL, over tables the governed tree joins itself. For a table subject only: the verb and the table
 * names (plural nouns) right after it.
 */
function joinedTables(ctx: ReadContext, t: Token): boolean {
  if (ctx.subject.kind === 'contract') return false;
  if (JOIN_WORDS.has(t.lower)) return true;
  for (let k = t.index - 1; k >= Math.max(0, t.index - 4); k--) {
    if (JOIN_WORDS.has(lowerAt(ctx, k))) return JOIN_GAP.has(t.lower) || /s$/.test(t.lower);
  }
  return false;
}

/** A stock's shares: "whose shares", "Apple's shares", "the company's shares" name the stock itself. */
/** Words after a value that say it is the only one ("Tulsa alone", "SEA only"). */
const ALONE: ReadonlySet<string> = new Set(['alone', 'only', 'solely', 'exclusively']);

/**
 * "what about Tulsa alone?", "SEA only": after a value the reading took, the word says the filter is
 * that value and nothing else, which is what a filter is.
 */
function valueAlone(s: ReadState, t: Token): boolean {
  return ALONE.has(t.lower) && s.valueFrom.has(t.index - 1);
}

/**
 * "the Salt Lake City -> Denver route", "Boston to Denver: avg delay on that route": a route is the
 * pair of ends the reading took, one on each side of the trip (an origin and a destination, each of
 * any kind: an airport, a city). With one end or none the word asks for routes and stays unknown.
 */
function routeOfEnds(ctx: ReadContext, s: ReadState, t: Token): boolean {
  return ROUTE_WORDS.has(t.stem) && namesBothEnds(ctx.subject, s.filters);
}

/** Whether the filters name both ends of a trip, each on its own side ("SLC to Denver": an airport and a city). */
export function namesBothEnds(subject: Subject, filters: readonly IntentFilter[]): boolean {
  const ends = new Set(
    filters
      .filter((f) => f.operator === 'eq' || f.operator === 'in')
      .map((f) => sidePairOf(subject, sideAndKind(f.field)[1])?.indexOf(f.field) ?? -1),
  );
  return ends.has(0) && ends.has(1);
}

/**
 * "flights from Boston to Denver", then "avg delay on that route": the route pointed back at is the
 * pair the last question filtered on, so the words only point back (the filters are carried over as
 * for any follow-up). The message without them; null when the last question named no such pair.
 */
export function routePointedAt(
  message: string,
  subject: Subject,
  filters: readonly IntentFilter[],
): string | null {
  const pointer = /\s*\b(?:on|for|along|over|of)?\s*(?:that|this|the\s+same)\s+(?:route|city-pair|pair)\b/gi;
  if (!namesBothEnds(subject, filters) || !new RegExp(pointer.source, 'i').test(message)) return null;
  return message.replace(pointer, '');
}

const SHARE_WORDS: ReadonlySet<string> = new Set(['share', 'shares', 'equity', 'equities']);

/**
 * "whose shares had the highest price", "Microsoft shares": where the subject's own words include
 * "stock", its shares are the stock the reading took (a value or the stock's dimension just before, or
 * "whose"). "What share of …" (a proportion) has none of these before it and stays unknown.
 */
function sharesOfStock(ctx: ReadContext, s: ReadState, t: Token): boolean {
  if (!SHARE_WORDS.has(t.lower)) return false;
  const stock = ctx.subject.dimensions.some((d) => phrasesOf(d).some((p) => p.stems.includes('stock')));
  const before = t.index - 1;
  return (
    stock && (lowerAt(ctx, before) === 'whose' || s.valueFrom.has(before) || dimensionWordAt(ctx, s, before))
  );
}

/**
 * "What share of our flights left early, as a percent?", "the proportion of rainy days in percent": the
 * form of a share the reading already computes (a share is given as a percentage). Only where a share
 * of the rows was read ("share of", "percentage of"); "percent" alone stays a statistic asked back.
 */
function shareAsPercent(ctx: ReadContext, s: ReadState, t: Token): boolean {
  if (!SHARE_LEADS.has(t.lower) && t.lower !== 'pct') return false;
  const form = ['as', 'in', 'a'].includes(lowerAt(ctx, t.index - 1));
  const share = ctx.tokens.some(
    (o) =>
      o.index !== t.index &&
      SHARE_LEADS.has(o.lower) &&
      lowerAt(ctx, o.index + 1) === 'of' &&
      s.consumed.has(o.index),
  );
  return form && share;
}

/**
 * Words that say the rest restates what came before: "i.e.", "namely", "in other words" (not "that
 * is", which also opens a relative clause: "the airport that is busiest").
 */
const RESTATING: ReadonlySet<string> = new Set(['i.e', 'ie', 'namely', 'meaning', 'aka', 'a.k.a', 'viz']);

type Marker = { readonly at: number; readonly length: number };

/** Where a restatement marker after token i starts and how many words it has (null: none). */
function markerAfter(ctx: ReadContext, i: number): Marker | null {
  // From two words back: "other" and "words" are inside the marker "in other words".
  return markersOf(ctx.tokens).find((m) => m.at >= i - 2) ?? null;
}

/** Every marker of the question, once per token list (asked for at each token: a long message made that quadratic). */
function markersOf(tokens: readonly Token[]): readonly Marker[] {
  const known = MARKERS.get(tokens);
  if (known) return known;
  const lower = (k: number) => tokens[k]?.lower ?? '';
  const found: Marker[] = [];
  for (let k = 0; k < tokens.length; k++) {
    if (RESTATING.has(lower(k))) found.push({ at: k, length: 1 });
    else if (lower(k) === 'in' && lower(k + 1) === 'other' && lower(k + 2) === 'words')
      found.push({ at: k, length: 3 });
  }
  MARKERS.set(tokens, found);
  return found;
}

const MARKERS = new WeakMap<readonly Token[], readonly Marker[]>();

/**
 * "inter-island flights, i.e. Hawaii to Hawaii", "late departures, in other words a delay over 15
 * minutes": what follows the marker says what the words before it mean, so where the reading took
 * every word after it (and at least one), the words before it, and the marker, are restated.
 */
function restatedAfterMarker(ctx: ReadContext, s: ReadState, t: Token): boolean {
  const marker = markerAfter(ctx, t.index);
  if (!marker) return false;
  const taken = (k: number) => s.consumed.has(k) || ctx.time.consumed.has(k);
  const tail = ctx.tokens.slice(marker.at + marker.length).map((o) => o.index);
  return (
    tail.length > 0 &&
    tail.some(taken) &&
    tail.every((k) => taken(k) || STOPWORDS.has(lowerAt(ctx, k)) || RESTATING.has(lowerAt(ctx, k)))
  );
}
