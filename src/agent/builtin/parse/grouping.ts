import type { SortDirection, TimeGrain } from '../../../contracts/model.js';
import { phrasesOf, type SubjectDimension, type SubjectMeasure } from '../subject.js';
import { isDatePart } from '../tables/dateparts.js';
import { phraseStems, STOPWORDS, type Token, tokenKey, wholeNumber } from '../text.js';
import { comparedGrain, type Period } from '../time.js';
import { namesUsState } from '../values.js';
import {
  contentWords,
  matchAt,
  type PhraseMatch,
  pickGrain,
  plural,
  timeDimension,
  yearDimension,
} from './match.js';
import { type GroupBy, lowerAt, type ReadContext, type ReadState, taking, withGroup } from './state.js';
import {
  BY_SKIP,
  FREQUENCY_WORDS,
  GRAIN_NOUNS,
  GROUP_CUES,
  isSuperlative,
  SELF_REFERENCES,
  SUPERLATIVE_DESC,
  THRESHOLDS,
  WHICH_SKIP,
} from './vocab.js';

/** Steps that read the breakdown: grouping words, rankings, bare plurals, time grains. */

interface DimensionAt {
  readonly dim: SubjectDimension;
  /** A route names two dimensions at once: the origin and the destination. */
  readonly also: SubjectDimension | null;
  readonly length: number;
  readonly grain: TimeGrain | null;
}

/** Nouns for an origin–destination pair. */
export const ROUTE_WORDS: ReadonlySet<string> = new Set([
  'route',
  'origin-destination',
  'city-pair',
  'pair',
  'o-d',
  'od',
]);

/** The subject's origin and destination dimensions: by name, else by their "from" / "to" synonyms. */
export function routeDimensions(ctx: ReadContext): readonly [SubjectDimension, SubjectDimension] | null {
  const strings = ctx.subject.dimensions.filter((d) => d.type === 'string');
  const find = (name: string, cue: string) =>
    strings.find((d) => d.name === name) ?? strings.find((d) => d.synonyms.includes(cue));
  const from = find('origin', 'from');
  const to = find('destination', 'to');
  return from && to && from !== to ? [from, to] : null;
}

/** "origin-destination route", "routes", "city pairs": the pair, with the words that named it. */
function routeAt(ctx: ReadContext, consumed: ReadonlySet<number>, j: number): DimensionAt | null {
  const pair = routeDimensions(ctx);
  if (!pair) return null;
  let k = j;
  while (ctx.tokens[k] && !consumed.has(k) && ROUTE_WORDS.has(ctx.tokens[k]?.stem ?? '')) k++;
  return k > j ? { dim: pair[0], also: pair[1], length: k - j, grain: null } : null;
}

/** Words right after a dimension that name it again ("stock symbol", "weather type"): part of its name. */
function sameDimensionWords(
  ctx: ReadContext,
  consumed: ReadonlySet<number>,
  dim: SubjectDimension,
  end: number,
): number {
  const names = new Set(
    phrasesOf(dim)
      .flatMap((p) => p.stems)
      .filter((st) => !STOPWORDS.has(st)),
  );
  let k = end;
  while (ctx.tokens[k] && !consumed.has(k) && names.has(tokenKey(ctx.tokens[k] as Token))) k++;
  return k;
}

/** The dimension named at token j: a phrase, a grain noun ("which month"), or a shared head noun ("airport"). */
export function dimensionAt(ctx: ReadContext, consumed: ReadonlySet<number>, j: number): DimensionAt | null {
  const route = routeAt(ctx, consumed, j);
  if (route) return route;
  const named = namedDimensionAt(ctx, consumed, j);
  if (!named || named.dim.type === 'time') return named;
  return { ...named, length: sameDimensionWords(ctx, consumed, named.dim, j + named.length) - j };
}

function namedDimensionAt(ctx: ReadContext, consumed: ReadonlySet<number>, j: number): DimensionAt | null {
  const { tokens, subject } = ctx;
  const best = matchAt(
    tokens,
    j,
    subject.dimensions,
    consumed,
    (p) => !p.stems.every((st) => STOPWORDS.has(st) && !GRAIN_NOUNS[st]),
  )[0];
  if (best) {
    const grainWord = best.length === 1 ? GRAIN_NOUNS[best.phrase.stems[0] as string] : undefined;
    return {
      dim: best.target,
      also: null,
      length: best.length,
      grain: best.target.type === 'time' ? (grainWord ?? null) : null,
    };
  }
  const t = tokens[j];
  if (!t || consumed.has(j)) return null;
  const noun = tokenKey(t);
  // "which month" / "by date" name the subject's time at that grain.
  const grain = GRAIN_NOUNS[noun];
  if (grain) {
    const td = timeDimension(subject);
    if (td) return { dim: td, also: null, length: 1, grain };
    const yd = yearDimension(subject);
    return yd && grain === 'year' ? { dim: yd, also: null, length: 1, grain: null } : null;
  }
  // A head noun shared by several dimensions ("airport", "city"): the first declared one. The
  // subject's own noun is not one ("per flight" is not "per flight date").
  if (STOPWORDS.has(noun) || ctx.own.has(noun)) return null;
  const head = subject.dimensions.find((d) =>
    phrasesOf(d).some((p) => p.stems.length > 1 && p.stems.includes(noun)),
  );
  return head ? { dim: head, also: null, length: 1, grain: null } : null;
}

/** The group list with what a dimension phrase named (both ends of a route). */
function withFound(groupBy: readonly GroupBy[], found: DimensionAt): readonly GroupBy[] {
  const one = withGroup(groupBy, found.dim, found.grain);
  return found.also ? withGroup(one, found.also, null) : one;
}

const isYearText = (text: string | undefined) => /^(19|20)\d\d$/.test(text ?? '');

/** A grouping or ranking cue at token i, with where the named field should start (j). */
interface Cue {
  readonly word: string;
  readonly j: number;
  readonly direction: SortDirection | null;
  readonly n: number | null;
  /** "which is the most common …": ranked by the row count. */
  readonly byCount?: boolean;
  /** "which California airport": the names skipped before the dimension, left for the value step. */
  readonly names?: readonly number[];
}

function openCue(ctx: ReadContext, i: number): Cue | null {
  const w = lowerAt(ctx, i);
  const at = (k: number) => lowerAt(ctx, k);
  if (w === 'top' || w === 'bottom') {
    const n = wholeNumber(ctx.tokens[i + 1]);
    return { word: w, j: n !== null ? i + 2 : i + 1, direction: w === 'top' ? 'desc' : 'asc', n };
  }
  const n = wholeNumber(ctx.tokens[i]);
  if (n !== null && isSuperlative(at(i + 1))) {
    const direction = SUPERLATIVE_DESC.has(at(i + 1)) ? 'desc' : 'asc';
    return { word: w, j: i + 2, direction, n, byCount: BY_COUNT.has(at(i + 1)) };
  }
  // "side by side": a layout (restated.ts), not a breakdown by "side".
  if (w === 'by' && at(i - 1) === 'side' && at(i + 1) === 'side') return null;
  if (GROUP_CUES.has(w) || (w === 'for' && (at(i + 1) === 'each' || at(i + 1) === 'every'))) {
    let j = w === 'for' ? i + 2 : i + 1;
    if (at(j) === 'each' || at(j) === 'every') j++;
    return { word: w, j, direction: null, n: null };
  }
  if (['broken', 'split', 'grouped', 'break'].includes(w) && ['by', 'down'].includes(at(i + 1))) {
    let j = at(i + 1) === 'down' ? i + 2 : i + 1;
    if (at(j) === 'by') j++;
    return { word: w, j, direction: null, n: null };
  }
  return null;
}

/** The subject's plain row count, what "most common" ranks by. */
function countField(ctx: ReadContext): string | null {
  return ctx.subject.measures.find((m) => m.plainCount)?.name ?? null;
}

/** A frequency word after the superlative at i ("most common"): how many tokens it adds (0 or 1). */
export function frequencyAfter(ctx: ReadContext, i: number): number {
  return isSuperlative(lowerAt(ctx, i)) && FREQUENCY_WORDS.has(lowerAt(ctx, i + 1)) ? 1 : 0;
}

const SHIFTS: ReadonlySet<string> = new Set(['later', 'earlier', 'before', 'after', 'ago', 'back', 'prior']);

/** Whether the word before token i names a number dimension ("cluster" of "cluster 5"). */
function numberFieldBefore(ctx: ReadContext, i: number): boolean {
  const before = ctx.tokens[i - 1];
  // "ten years on?": a number opening the message has no word before it.
  if (!before) return false;
  const numeric = ctx.subject.dimensions.filter((d) => d.type === 'number');
  return numeric.some((d) =>
    phrasesOf(d).some((p) => p.stems.length === 1 && p.stems[0] === tokenKey(before)),
  );
}

/** "ten years on", closing the message: "on" after the unit is a step forward, as "later" is. */
function closingOn(ctx: ReadContext, j: number): boolean {
  return lowerAt(ctx, j) === 'on' && j === ctx.tokens.length - 1;
}

/** "the 3 countries with the highest fertility": a top-N over the plural dimension that follows a number. */
function countedGroup(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const n = wholeNumber(ctx.tokens[i]);
  if (n === null || isYearText(ctx.tokens[i]?.text)) return null;
  // "the 3 origin airports": the phrase's head noun, its last word, is the plural one.
  const found = dimensionAt(ctx, s.consumed, i + 1);
  if (!plural(ctx.tokens, i + 1) && !(found && plural(ctx.tokens, i + found.length))) return null;
  // "all four years", "all 5 stocks": how many there are, every one of them, not a top-N.
  if (lowerAt(ctx, i - 1) === 'all') return { ...s, consumed: taking(s.consumed, i, 1) };
  // "cluster 5 countries": the number is the value of the number field before it, not a top 5.
  if (numberFieldBefore(ctx, i)) return null;
  // "forty years later", "3 months earlier", "two years ago": a step in time, not a top-N of periods.
  if (!found || SHIFTS.has(lowerAt(ctx, i + 1 + found.length)) || closingOn(ctx, i + 1 + found.length))
    return null;
  return {
    ...s,
    consumed: taking(s.consumed, i, 1 + found.length),
    groupBy: withFound(s.groupBy, found),
    sort: { field: null, direction: 'desc' },
    limit: n,
    explicitLimit: true,
  };
}

/**
 * "the longest departure delay": the word after the superlative names a dimension ("departure" the
 * departure date) but, with the measure word right after it, makes the phrase the measure's own
 * description says ("Average departure delay"): it qualifies the measure and ranks no departure dates.
 */
function modifiesMeasure(ctx: ReadContext, s: ReadState, end: number): boolean {
  const m = s.measureAt.get(end + 1);
  const word = lowerAt(ctx, end);
  const next = lowerAt(ctx, end + 1);
  return !!m && m.description.toLowerCase().includes(`${word} ${next}`);
}

/** Superlatives that rank by how many rows there are, whatever measure is asked for beside them. */
const BY_COUNT: ReadonlySet<string> = new Set(['busiest', 'quietest']);

/** "busiest states", "the lowest origin": a ranking over the dimension that follows a superlative. */
function superlativeGroup(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const w = lowerAt(ctx, i);
  const freq = frequencyAfter(ctx, i);
  // "the most populous country", "the most delayed airport": a measure word between the two.
  const measure = freq ? undefined : s.measureAt.get(i + 1);
  let skip = 0;
  while (measure && skip < 3 && s.consumed.has(i + 1 + skip)) skip++;
  // "the highest 3 origin states", "least busy 3 airports", "3 least busy airports": a count before
  // the superlative or between it (and its measure word) and what it ranks.
  const countAt = (k: number) =>
    s.consumed.has(k) || isYearText(ctx.tokens[k]?.text) ? null : wholeNumber(ctx.tokens[k]);
  const after = freq ? null : countAt(i + 1 + skip);
  const before = after === null ? countAt(i - 1) : null;
  const n = after ?? before;
  const counted = after === null ? 0 : 1;
  // "the most common kind of weather": a kind of the dimension is the dimension.
  const kind = kindOfSpan(ctx, s.consumed, i + 1 + freq + counted + skip);
  const found = dimensionAt(ctx, s.consumed, i + 1 + freq + counted + skip + kind);
  if (!found) return trailingCount(ctx, s, i);
  // "the busiest airport": busy is how many rows, whatever else is asked of it ("average delay at our
  // busiest airport" ranked airports by their delay before: a wrong answer).
  const field = freq || BY_COUNT.has(w) ? countField(ctx) : (measure?.name ?? null);
  const end = i + freq + counted + skip + kind + found.length;
  if (modifiesMeasure(ctx, s, end)) return null;
  const implied = plural(ctx.tokens, end) ? 10 : 1;
  const start = before === null ? i : i - 1;
  return {
    ...s,
    consumed: taking(s.consumed, start, end - start + 1),
    groupBy: withFound(s.groupBy, found),
    sort: { field, direction: SUPERLATIVE_DESC.has(w) ? 'desc' : 'asc' },
    limit: n ?? (s.explicitLimit ? s.limit : implied),
    explicitLimit: s.explicitLimit || n !== null,
  };
}

/**
 * "by destination state, worst 5", "highest 3": a superlative with a whole number right after it and
 * nothing else to rank is the ranking of the breakdown and how many of it, as "top 5" is.
 */
function trailingCount(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const n = isYearText(ctx.tokens[i + 1]?.text) ? null : wholeNumber(ctx.tokens[i + 1]);
  const end = i + 2 >= ctx.tokens.length || /^[.,;?!]$/.test(lowerAt(ctx, i + 2));
  // "at least 30", "at most 5": a threshold, read by the threshold step.
  const threshold = THRESHOLDS[`${lowerAt(ctx, i - 1)} ${lowerAt(ctx, i)}`] !== undefined;
  if (n === null || !end || threshold || s.consumed.has(i + 1) || s.explicitLimit) return null;
  const direction = SUPERLATIVE_DESC.has(lowerAt(ctx, i)) ? 'desc' : 'asc';
  return {
    ...s,
    consumed: taking(s.consumed, i, 2),
    sort: { field: s.sort?.field ?? null, direction },
    limit: n,
    explicitLimit: true,
  };
}

/**
 * "Which California airport", "which New York city": capitalised words between "which" and the
 * dimension it asks for are a value that narrows it (read by the value step), not the thing ranked.
 * Their number (up to three), when a dimension follows them and they are none themselves; else 0.
 */
function namesBefore(ctx: ReadContext, consumed: ReadonlySet<number>, j: number): number {
  let k = 0;
  while (k < 3 && /^\p{Lu}/u.test(ctx.tokens[j + k]?.text ?? '') && !consumed.has(j + k)) k++;
  // "which florida airport", typed in lower case: a state's name is a place however it is written.
  if (k === 0) k = stateNameAt(ctx, consumed, j);
  if (k === 0 || dimensionAt(ctx, consumed, j) !== null) return 0;
  return dimensionAt(ctx, consumed, j + k) ? k : 0;
}

/** How many words at j spell a US state's name in any case ("florida", "new mexico"), 0 if none. */
function stateNameAt(ctx: ReadContext, consumed: ReadonlySet<number>, j: number): number {
  for (const n of [2, 1]) {
    const words = ctx.tokens.slice(j, j + n);
    if (
      words.length === n &&
      words.every((t) => !consumed.has(t.index)) &&
      namesUsState(words.map((t) => t.lower).join(' '))
    )
      return n;
  }
  return 0;
}

/** Nouns for a kind of something, skipped before "of" and a dimension ("which sort of weather"). */
const KIND_OF: ReadonlySet<string> = new Set(
  'kind kinds type types sort sorts category categories class classes variety varieties genre genres'.split(
    ' ',
  ),
);

/** How many words "kind of" / "type of" / "sort of" at k takes (0 if none). */
function kindOfSpan(ctx: ReadContext, consumed: ReadonlySet<number>, k: number): number {
  return KIND_OF.has(lowerAt(ctx, k)) && lowerAt(ctx, k + 1) === 'of' && !consumed.has(k) ? 2 : 0;
}

/** "by the 5 busiest origins", "which of the states": skips filler, reads a count and a superlative. */
function widenCue(ctx: ReadContext, s: ReadState, cue: Cue): { cue: Cue; consumed: ReadonlySet<number> } {
  const skip = cue.word === 'which' || cue.word === 'what' ? WHICH_SKIP : BY_SKIP;
  let { j, n, direction } = cue;
  let consumed = s.consumed;
  // "which of our airports": a possessive the self-reference step already read is skipped too, and so
  // is the context key it read with it ("which of my state's airports").
  const own = (k: number) => consumed.has(k) && SELF_REFERENCES.has(lowerAt(ctx, k - 1));
  // "which kind of weather", "by type of weather": a kind of a dimension is the dimension itself.
  const kindOf = (k: number) => kindOfSpan(ctx, consumed, k) > 0;
  while (
    (skip.has(lowerAt(ctx, j)) && (!consumed.has(j) || SELF_REFERENCES.has(lowerAt(ctx, j)))) ||
    own(j) ||
    kindOf(j)
  )
    j++;
  const names = skip === WHICH_SKIP ? namesBefore(ctx, consumed, j) : 0;
  const named = Array.from({ length: names }, (_, k) => j + k);
  j += names;
  if (n === null && wholeNumber(ctx.tokens[j]) !== null && !isYearText(ctx.tokens[j]?.text)) {
    n = wholeNumber(ctx.tokens[j]);
    j++;
  }
  let byCount = cue.byCount ?? false;
  if (isSuperlative(lowerAt(ctx, j))) {
    direction ??= SUPERLATIVE_DESC.has(lowerAt(ctx, j)) ? 'desc' : 'asc';
    const freq = frequencyAfter(ctx, j);
    byCount = freq > 0 || BY_COUNT.has(lowerAt(ctx, j));
    consumed = taking(consumed, j, 1 + freq);
    j += 1 + freq;
  }
  return { cue: { ...cue, j, n, direction, byCount, names: named }, consumed };
}

/** Verbs after "which X" that say one X ("which of our airports has …") or several ("which states have …"). */
const ONE_VERBS: ReadonlySet<string> = new Set(['has', 'is', 'was', 'does', 'gets', 'sees']);
const PAST_VERBS: ReadonlySet<string> = new Set(['had', 'did', 'got', 'saw', 'was']);
const MANY_VERBS: ReadonlySet<string> = new Set(['have', 'are', 'were', 'do']);
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['we', 'you', 'they', 'i', 'people', 'it']);
const AUXILIARIES: ReadonlySet<string> = new Set(['do', 'does', 'did']);

/** Words that open a phrase narrowing X without a verb of its own ("with at least 300 flights", "in Texas"). */
const QUALIFIER_LEADS: ReadonlySet<string> = new Set([
  'with',
  'in',
  'from',
  'at',
  'of',
  'among',
  'having',
  'out',
]);

/**
 * "which of the routes with at least 300 flights has the highest delay": the verb that agrees with X
 * comes after the phrase that narrows it; its position, or `end` when no such phrase stands there.
 */
function verbAfterQualifier(ctx: ReadContext, end: number): number {
  if (!QUALIFIER_LEADS.has(lowerAt(ctx, end))) return end;
  for (let k = end + 1; k < Math.min(ctx.tokens.length, end + 10); k++) {
    const w = lowerAt(ctx, k);
    if (ONE_VERBS.has(w) || MANY_VERBS.has(w) || PAST_VERBS.has(w))
      return ONE_VERBS.has(w) || MANY_VERBS.has(w) ? k : end;
    if (w === ',' || w === 'and' || w === 'or') return end;
  }
  return end;
}

/** "which X" asks for several rows: the verb after X says so when it can, else X's own number. */
function whichAsksForMany(ctx: ReadContext, end: number): boolean {
  const verb = lowerAt(ctx, verbAfterQualifier(ctx, end));
  // "which city do we fly to", "which state did our flights …": the auxiliary agrees with the subject
  // after it, not with X.
  if (AUXILIARIES.has(verb) || SUBJECT_PRONOUNS.has(lowerAt(ctx, end + 1)))
    return plural(ctx.tokens, end - 1);
  if (ONE_VERBS.has(verb)) return false;
  if (MANY_VERBS.has(verb)) return true;
  return plural(ctx.tokens, end - 1);
}

/** The cue names a dimension: group by it (and by any joined with "and"), with its ranking. */
function cueGroup(ctx: ReadContext, s: ReadState, i: number, cue: Cue, found: DimensionAt): ReadState {
  const { word, j, n, direction } = cue;
  const names = new Set(cue.names);
  let consumed: ReadonlySet<number> = new Set(
    [...taking(s.consumed, i, j + found.length - i)].filter((k) => !names.has(k)),
  );
  let groupBy = withFound(s.groupBy, found);
  // "by country and cluster": the breakdown continues after "and".
  let k = j + found.length;
  while (lowerAt(ctx, k) === 'and' || lowerAt(ctx, k) === ',') {
    const more = dimensionAt(ctx, consumed, k + 1);
    if (!more) break;
    consumed = taking(consumed, k, 1 + more.length);
    groupBy = withFound(groupBy, more);
    k += 1 + more.length;
  }
  const which = word === 'which' || word === 'what' || word === 'whose';
  const top = word === 'top' || word === 'bottom';
  return {
    ...s,
    consumed,
    groupBy,
    whichCue: s.whichCue || which,
    whichPlural: which ? whichAsksForMany(ctx, j + found.length) : s.whichPlural,
    sort: direction ? { field: cue.byCount ? countField(ctx) : null, direction } : s.sort,
    limit: n !== null ? n : top ? (plural(ctx.tokens, j + found.length - 1) ? 10 : 1) : s.limit,
    explicitLimit: s.explicitLimit || n !== null,
  };
}

/** A past participle before "by" ("flown by", "operated by", "covered by"): "by" then names who did it. */
const PARTICIPLE = /^(?:\w{2,}(?:ed|wn)|made|done|run|taken|driven|ridden)$/;

/**
 * The measure a ranking cue names at j. A measure already read there, or by the extreme word just
 * before it ("by peak price": "peak" with its own noun is the highest price), wins over a shorter
 * synonym of another measure inside it ("price").
 */
function rankMeasure(ctx: ReadContext, s: ReadState, j: number): PhraseMatch<SubjectMeasure> | undefined {
  const found = matchAt(ctx.tokens, j, ctx.subject.measures, new Set());
  const read = s.measureAt.get(j) ?? s.measureAt.get(j - 1);
  const own = read && found.find((x) => x.target === read);
  if (own) return own;
  if (read && s.measureAt.get(j - 1) === read && s.consumed.has(j) && found[0]?.length === 1)
    return { ...found[0], target: read };
  return found[0];
}

/**
 * "miles flown by flights", "distance covered by flights": a passive's agent is the subject's own rows,
 * also when a place says which ones ("miles flown by SEA departures", "by Anchorage flights"): the
 * place words are left to be read as a filter, never as a field to break down by.
 */
function passiveAgent(ctx: ReadContext, s: ReadState, i: number, j: number): ReadState | null {
  if (!PARTICIPLE.test(lowerAt(ctx, i - 1))) return null;
  for (let at = j; at <= j + 3 && at < ctx.tokens.length; at++) {
    const m = rankMeasure(ctx, s, at);
    if (!m?.target.plainCount) continue;
    // "distance flown by departures": the agent's word is no second measure beside the one asked.
    const others = s.strong.filter((x) => x !== m.target);
    const strong = others.length > 0 && s.measureAt.get(at) === m.target ? others : s.strong;
    if (at === j) return { ...s, strong, consumed: taking(s.consumed, i, j - i + m.length) };
    return { ...s, strong, consumed: taking(taking(s.consumed, i, 1), at, m.length) };
  }
  return null;
}

/** A cue that names no dimension: an ordering measure ("top 5 by delayed flights"), a bare top-N, or a problem. */
function cueWithoutGroup(ctx: ReadContext, s: ReadState, i: number, cue: Cue): ReadState {
  const { word, j, n, direction } = cue;
  const top = word === 'top' || word === 'bottom';
  const m = rankMeasure(ctx, s, j);
  const passive = word === 'by' && !direction ? passiveAgent(ctx, s, i, j) : null;
  if (passive) return passive;
  if (m && (word === 'by' || direction)) {
    return {
      ...s,
      consumed: taking(s.consumed, i, j - i),
      sort: { field: m.target.name, direction: direction ?? s.sort?.direction ?? 'desc' },
      limit: n ?? s.limit,
      explicitLimit: s.explicitLimit || n !== null,
    };
  }
  // "avg delay per destination, 5 worst": a number and a superlative closing the clause rank the
  // breakdown as "top 5" does (they were left unread and every destination was listed).
  const closing = j >= ctx.tokens.length || /^[.,;?!]$/.test(lowerAt(ctx, j));
  if (top || (direction && n !== null && closing && wholeNumber(ctx.tokens[i]) !== null))
    return {
      ...s,
      consumed: taking(s.consumed, i, j - i),
      sort: { field: null, direction: direction ?? 'desc' },
      limit: n ?? 10,
      explicitLimit: n !== null,
    };
  const next = ctx.tokens[j];
  // "the 5 longest routes by distance": "by" a word of the measure already asked for restates it; the
  // word is left for the reading to name as answered without.
  if (word === 'by' && next && s.strong.some((m) => contentWords(m, m.description).has(tokenKey(next))))
    return { ...s, consumed: taking(s.consumed, i, 1) };
  // "average distance per flight": each row of the subject is what the measure is taken over already.
  if (word === 'per' && !direction && next && !s.consumed.has(j) && ctx.own.has(tokenKey(next)))
    return { ...s, consumed: taking(s.consumed, i, j - i + 1) };
  // "sort by lowest first", "order by highest": a direction with nothing named orders by the measure.
  if (word === 'by' && direction && !m)
    return { ...s, consumed: taking(s.consumed, i, j - i), sort: { field: null, direction } };
  if (
    (word === 'by' || word === 'per') &&
    !direction &&
    next &&
    !s.consumed.has(j) &&
    !STOPWORDS.has(next.lower)
  ) {
    const problem = `"${word} ${next.text}" does not name a field of ${ctx.subject.title}`;
    return { ...s, consumed: taking(s.consumed, i, 1), problems: [...s.problems, problem] };
  }
  return s;
}

function groupingAt(ctx: ReadContext, s: ReadState, i: number): ReadState {
  const w = lowerAt(ctx, i);
  const opened = openCue(ctx, i);
  if (!opened) {
    if (wholeNumber(ctx.tokens[i]) !== null) return countedGroup(ctx, s, i) ?? s;
    if (isSuperlative(w)) return superlativeGroup(ctx, s, i) ?? s;
    return headWithSuperlative(ctx, s, i) ?? s;
  }
  // "across all countries", "over all airports": the whole, not a breakdown; so is "every country"
  // with a word that adds them up ("every country combined").
  const whole = opened.word === 'every' && addedUp(ctx);
  if (((opened.word === 'across' || opened.word === 'over') && lowerAt(ctx, opened.j) === 'all') || whole) {
    const from = whole ? opened.j : opened.j + 1;
    const all = dimensionAt(ctx, s.consumed, from);
    if (all) return { ...s, consumed: taking(s.consumed, i, from + all.length - i) };
  }
  const { cue, consumed } = widenCue(ctx, s, opened);
  const widened = { ...s, consumed };
  const found = dimensionAt(ctx, consumed, cue.j);
  if (found && !countOfRows(ctx, cue, cue.j + found.length)) return cueGroup(ctx, widened, i, cue, found);
  // "what was the lowest delay": no "which X" to rank, so its superlative is left to the measure (its minimum).
  if (cue.word === 'which' || cue.word === 'what') return whichOneOf(ctx, s, i);
  return cueWithoutGroup(ctx, widened, i, cue);
}

/** Nouns after which the words before them name what is counted or added up, not a thing to pick. */
const FIGURE_NOUNS: ReadonlySet<string> = new Set(['count', 'counts', 'total', 'totals', 'tally', 'number']);

/**
 * "what's our departure count for March": a dimension's word before "count" ("departure" of "departure
 * date") only says what is counted; "what" asks for the figure, not which date (every day was listed).
 */
function countOfRows(ctx: ReadContext, cue: Cue, after: number): boolean {
  return (cue.word === 'what' || cue.word === 'which') && FIGURE_NOUNS.has(lowerAt(ctx, after));
}

/** Words that may open a question before the thing it asks for ("what is the", "show me our"). */
const HEAD_LEADS: ReadonlySet<string> = new Set(
  "what what's whats is was which the our my show me give tell list find name 's".split(' '),
);

/**
 * "the state with the highest average delay", "stock with the lowest average price", "our airport with
 * the most delayed flights": a singular dimension opening the question, then "with the" and a
 * superlative, asks which one of it ranks first, as "which state has the highest …" does (it was asked
 * back as naming nothing to rank). Later in a question ("delay at the airport with the most flights")
 * the phrase only picks out a place whose own figure is asked, so it is left alone there.
 */
function headWithSuperlative(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  if (s.consumed.has(i) || s.groupBy.length > 0) return null;
  if (!ctx.tokens.slice(0, i).every((t) => HEAD_LEADS.has(t.lower))) return null;
  const found = dimensionAt(ctx, s.consumed, i);
  if (!found || plural(ctx.tokens, i + found.length - 1)) return null;
  const end = i + found.length;
  const the = lowerAt(ctx, end + 1) === 'the' ? 1 : 0;
  if (lowerAt(ctx, end) !== 'with' || !isSuperlative(lowerAt(ctx, end + 1 + the))) return null;
  return {
    ...s,
    consumed: taking(s.consumed, i, found.length + 1 + the),
    groupBy: withFound(s.groupBy, found),
    whichCue: true,
    whichPlural: false,
  };
}

/**
 * "Of the origins with more than 20000 flights, which has the lowest share…", "among airports…, which
 * one had…": "which" (or "which one") right before a verb in the singular asks for one of the groups
 * the question names elsewhere, as "which origin has" does; the grouping comes from that plural.
 */
function whichOneOf(ctx: ReadContext, s: ReadState, i: number): ReadState {
  // "which one had …": "one" says the number a past verb does not.
  const one = lowerAt(ctx, i + 1) === 'one' ? 1 : 0;
  const verb = lowerAt(ctx, i + 1 + one);
  // "which had the lowest …": a past verb says no number, but "the" and a superlative rank one.
  const ranksOne = lowerAt(ctx, i + 2 + one) === 'the' && isSuperlative(lowerAt(ctx, i + 3 + one));
  const singular = ONE_VERBS.has(verb) || (PAST_VERBS.has(verb) && (one === 1 || ranksOne));
  if (lowerAt(ctx, i) !== 'which' || !singular || comparesPeriods(ctx)) return s;
  return { ...s, consumed: taking(s.consumed, i, 1 + one), whichCue: true, whichPlural: false };
}

/**
 * "Which was windier, 2013 or 2014?": the question names its own alternatives, two periods compared
 * side by side, so both are shown (the answer names the higher), not a top one of them.
 */
function comparesPeriods(ctx: ReadContext): boolean {
  return ctx.tokens.some(
    (t) => ctx.time.consumed.has(t.index) && ['or', 'vs', 'versus', 'compared', 'compare'].includes(t.lower),
  );
}

/** Grouping: "by origin", "per state", "each country", "which symbol", "top 5 origins", "busiest states". */
export function readGrouping(ctx: ReadContext, s: ReadState): ReadState {
  let state = s;
  for (let i = 0; i < ctx.tokens.length; i++)
    state = state.consumed.has(i) ? (qualityGroup(ctx, state, i) ?? state) : groupingAt(ctx, state, i);
  return state;
}

/**
 * "windiest weather type", "the priciest stock": a quality superlative, already read as the measure it
 * orders by, ranks the category named right after it (the time dimension is left to the time steps).
 */
function qualityGroup(ctx: ReadContext, s: ReadState, i: number): ReadState | null {
  const quality = s.measureSuperlative && s.measureAt.has(i) && /est$/.test(lowerAt(ctx, i));
  if (!quality || s.groupBy.length > 0) return null;
  const found = dimensionAt(ctx, s.consumed, i + 1);
  // "the rainiest month of 2013": a period noun the time steps did not read as a grain ranks the periods.
  const period = found?.dim.type === 'time' && found.grain !== null && ctx.time.grain === null;
  if (!found || (found.dim.type === 'time' && !period)) return null;
  return {
    ...s,
    consumed: taking(s.consumed, i + 1, found.length),
    groupBy: withFound(s.groupBy, found),
    limit: s.explicitLimit ? s.limit : plural(ctx.tokens, i + found.length) ? 10 : 1,
  };
}

/** "the SEA to LAX route": a route word whose two ends the question already filters names that pair. */
function filteredRoute(ctx: ReadContext, s: ReadState, consumed: ReadonlySet<number>, i: number): number {
  const pair = routeDimensions(ctx);
  const route = routeAt(ctx, consumed, i);
  const filtered = (name: string) => s.filters.some((f) => f.field === name && f.operator === 'eq');
  return pair && route && pair.every((d) => filtered(d.name)) ? route.length : 0;
}

/** Route words that name a pair the question's values already filter (runs after the values). */
export function readFilteredRoute(ctx: ReadContext, s: ReadState): ReadState {
  let consumed = s.consumed;
  for (let i = 0; i < ctx.tokens.length; i++) {
    const named = consumed.has(i) ? 0 : filteredRoute(ctx, s, consumed, i);
    if (named > 0) consumed = taking(consumed, i, named);
  }
  return consumed === s.consumed ? s : { ...s, consumed };
}

/**
 * A bare plural dimension is a breakdown: "origins with more than 100000 flights", "routes with …",
 * "countries where …", "weather types" (a phrase's last word, its head noun, is the plural one).
 */
export function readBarePlurals(ctx: ReadContext, s: ReadState): ReadState {
  let { consumed, groupBy } = s;
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (consumed.has(i)) continue;
    const route = plural(ctx.tokens, i) ? routeAt(ctx, consumed, i) : null;
    if (route) {
      consumed = taking(consumed, i, route.length);
      groupBy = withFound(groupBy, route);
      continue;
    }
    const periods = restrictedPeriods(ctx, consumed, i);
    if (periods) {
      consumed = taking(consumed, i, 1);
      groupBy = withFound(groupBy, periods);
      continue;
    }
    const m = matchAt(
      ctx.tokens,
      i,
      ctx.subject.dimensions,
      consumed,
      (p) => !p.stems.every((st) => STOPWORDS.has(st)),
    )[0];
    if (!m) {
      // "how many cities do we fly to": over a contract a head noun several dimensions share is what is
      // counted (tables read "how many" themselves: tables/distinct.ts).
      const counts = ctx.subject.kind === 'contract' && countedAfter(ctx, i) && plural(ctx.tokens, i);
      // "airports with at least 10,000 departures": a shared head noun whose groups a clause restricts.
      const restricted =
        plural(ctx.tokens, i) && (GROUP_CLAUSES.has(lowerAt(ctx, i + 1)) || rankedAfterPlace(ctx, i + 1));
      const head = counts || restricted ? dimensionAt(ctx, consumed, i) : null;
      if (!head || head.dim.type === 'time' || head.length !== 1) continue;
      consumed = taking(consumed, i, 1);
      groupBy = withGroup(groupBy, head.dim, null);
      continue;
    }
    if (m.target.type === 'time' || !pluralHead(ctx, i, m.length) || insidePhrase(ctx, consumed, i)) continue;
    consumed = taking(consumed, i, m.length);
    // "cluster 5 countries": the plural after a number field's value names the rows the value picks
    // out (the countries of cluster 5), as "rainy days" does, not a breakdown by country.
    const qualified = wholeNumber(ctx.tokens[i - 1]) !== null && numberFieldBefore(ctx, i - 1);
    if (!allAddedUp(ctx, i) && !qualified) groupBy = withGroup(groupBy, m.target, null);
  }
  return { ...s, consumed, groupBy };
}

/**
 * "months in 2015 with more than 100 mm of precipitation", "quarters where the average price topped 50":
 * the plural of a grain whose rows a clause restricts lists the periods at that grain, as "which months"
 * does (it was read as one total, and the threshold asked back). A period between the two ("in 2015")
 * is passed over. Days are left out: "days with …" picks rows, which the day readers take.
 */
function restrictedPeriods(ctx: ReadContext, consumed: ReadonlySet<number>, i: number): DimensionAt | null {
  if (consumed.has(i) || !plural(ctx.tokens, i)) return null;
  let k = i + 1;
  while (k < ctx.tokens.length && ctx.time.consumed.has(k)) k++;
  if (!GROUP_CLAUSES.has(lowerAt(ctx, k))) return null;
  const head = dimensionAt(ctx, consumed, i);
  if (head?.dim.type !== 'time' || head.length !== 1) return null;
  return head.grain && head.grain !== 'day' ? head : null;
}

/** Words that add the rows up into one figure: "combined", "together", "in total", "the sum". */
const ADDED_UP: ReadonlySet<string> = new Set(
  'combined together altogether total totaled totalled sum summed overall collectively cumulative aggregate'.split(
    ' ',
  ),
);

function addedUp(ctx: ReadContext): boolean {
  return ctx.tokens.some((t) => ADDED_UP.has(t.lower));
}

/**
 * "the combined population of all the countries", "all countries together in 1970": "all" before a
 * plural dimension, with a word that adds up, is the whole (one figure), not a breakdown by it.
 */
function allAddedUp(ctx: ReadContext, i: number): boolean {
  let k = i - 1;
  while (
    ['the', 'of', 'our', 'these', 'those'].includes(lowerAt(ctx, k)) ||
    wholeNumber(ctx.tokens[k]) !== null
  )
    k--;
  // "the average life expectancy across (or over) all the countries": one figure over them all, as
  // "combined" says.
  return lowerAt(ctx, k) === 'all' && (addedUp(ctx) || ['across', 'over'].includes(lowerAt(ctx, k - 1)));
}

/** Words after a plural that restrict its groups by a figure ("airports with…", "cities having…"). */
const GROUP_CLAUSES: ReadonlySet<string> = new Set(['with', 'having', 'that', 'where']);

/** Whether the words at i follow "how many" (past "distinct", "different", "unique", and "of our", "of the"). */
function countedAfter(ctx: ReadContext, i: number): boolean {
  let k = ['distinct', 'different', 'unique'].includes(lowerAt(ctx, i - 1)) ? i - 1 : i;
  if (OF_WHICH.has(lowerAt(ctx, k - 1)) && lowerAt(ctx, k - 2) === 'of') k -= 2;
  return lowerAt(ctx, k - 2) === 'how' && lowerAt(ctx, k - 1) === 'many';
}

/** "how many of our routes", "how many of the destinations": the same count, said of a known set (text.ts OF_KNOWN_SET). */
const OF_WHICH: ReadonlySet<string> = new Set(['our', 'the', 'these', 'those', 'your', 'their']);

const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'from', 'to', 'at', 'into', 'out', 'of']);

/**
 * "destination states": the head of a longer dimension phrase that starts one word earlier is part
 * of that phrase, not a plural of its own ("states" is origin_state's one-word synonym, but here it
 * names the destination's state). Left to that phrase, or to ask.
 */
function insidePhrase(ctx: ReadContext, consumed: ReadonlySet<number>, i: number): boolean {
  if (i === 0 || consumed.has(i - 1)) return false;
  const longer = matchAt(ctx.tokens, i - 1, ctx.subject.dimensions, consumed)[0];
  return longer !== undefined && longer.length >= 2;
}

/** "how many", "number of distinct": the words before a counted noun. */
const COUNTED_LEAD = /\b(?:how many|number of|count of)(?: distinct| different| unique)?$/;

/**
 * Whether a dimension phrase at i is plural: its first word, or its last (the head noun: "weather
 * types") unless the first is a function word or names a side several dimensions share ("destination cities in Texas": which
 * side Texas is on is not settled by the bare plural, so it is left to ask).
 */
function pluralHead(ctx: ReadContext, i: number, length: number): boolean {
  if (plural(ctx.tokens, i)) return true;
  if (length < 2 || !plural(ctx.tokens, i + length - 1)) return false;
  const first = tokenKey(ctx.tokens[i] as Token);
  // "from airports": a direction word before a plural is a place's cue, not part of a category's name.
  if (STOPWORDS.has(first)) return false;
  // "how many destination states", "how many distinct destination states": what is counted, the whole
  // phrase, whichever side it names (a place after it, "destination cities in Texas", still leaves its
  // side open).
  const lead = ctx.tokens
    .slice(Math.max(0, i - 3), i)
    .map((t) => t.lower)
    .join(' ');
  const countedPhrase = COUNTED_LEAD.test(lead) || counted(ctx.tokens, i) || countedAfter(ctx, i);
  // Over a table the distinct count settles a place after it on the counted side (tables/distinct.ts).
  const placeAfter = ctx.subject.kind === 'contract' && PLACE_PREPOSITIONS.has(lowerAt(ctx, i + length));
  if (countedPhrase && !placeAfter) return true;
  // A side several dimensions share leaves a place after it open ("destination cities in Texas": which
  // side is Texas on?); with none, the phrase names its category ("what about destination states?").
  const sharing = ctx.subject.dimensions.filter((d) => phraseStems(d.name)[0] === first);
  return (
    sharing.length < 2 ||
    !PLACE_PREPOSITIONS.has(lowerAt(ctx, i + length)) ||
    rankedAfterPlace(ctx, i + length)
  );
}

/**
 * "origin airports in TX with the highest average delay", "airports in Texas with the most flights":
 * a place, then a clause that ranks or restricts the groups: the place says where the groups are.
 */
function rankedAfterPlace(ctx: ReadContext, at: number): boolean {
  if (lowerAt(ctx, at) !== 'in') return false;
  return [2, 3].some((k) => GROUP_CLAUSES.has(lowerAt(ctx, at + k)));
}

/** Words right before a counted phrase: "how many", "number of", "distinct", "different", "unique". */
function counted(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.lower;
  const two = `${tokens[i - 2]?.lower} ${before}`;
  return /^(distinct|different|unique)$/.test(before ?? '') || /^(how many|number of|count of)$/.test(two);
}

/** The subject's own words left over ("stocks", "Seattle", "domestic") name the subject, not a field. */
export function readSubjectWords(ctx: ReadContext, s: ReadState): ReadState {
  const idStems = new Set(phraseStems(ctx.subject.id));
  const consumed = new Set(s.consumed);
  let mentioned = s.mentioned || s.titled;
  let idMentioned = s.titled || s.mentioned;
  for (const t of ctx.tokens) {
    if (consumed.has(t.index) || !ctx.own.has(tokenKey(t))) continue;
    consumed.add(t.index);
    mentioned = true;
    if (idStems.has(tokenKey(t))) idMentioned = true;
  }
  return { ...s, consumed, mentioned, idMentioned };
}

/** The grain word's group on the time dimension (or the year dimension), or the problem it raises. */
function grainGroup(ctx: ReadContext, s: ReadState, grain: TimeGrain): ReadState {
  const { subject } = ctx;
  const td = timeDimension(subject);
  const yd = yearDimension(subject);
  if (td?.grains.includes(grain)) {
    const at = s.groupBy.findIndex((g) => g.dimension === td);
    const groupBy =
      at >= 0
        ? s.groupBy.map((g, k) => (k === at ? { dimension: td, grain } : g))
        : [...s.groupBy, { dimension: td, grain }];
    return { ...s, groupBy };
  }
  if (!td && yd && grain === 'year') return { ...s, groupBy: withGroup(s.groupBy, yd, null) };
  const problem = td
    ? `${subject.title} cannot be grouped by ${grain}; available: ${td.grains.join(', ') || 'none'}`
    : `${subject.title} has no date to group by ${grain}`;
  return { ...s, problems: [...s.problems, problem] };
}

/** "over time" / "trend": the time dimension at a grain the planner picks (or the year dimension). */
function overTimeGroup(ctx: ReadContext, s: ReadState): ReadState {
  const td = timeDimension(ctx.subject);
  const yd = yearDimension(ctx.subject);
  if (s.groupBy.some((g) => g.dimension.type === 'time' || g.dimension === yd)) return s;
  if (td) return { ...s, groupBy: [...s.groupBy, { dimension: td, grain: pickGrain(td, spanGrain(ctx)) }] };
  if (yd) return { ...s, groupBy: withGroup(s.groupBy, yd, null) };
  return { ...s, problems: [...s.problems, `${ctx.subject.title} has no date to show over time`] };
}

/**
 * A span named in whole years ("from 2005 to 2007") is followed year by year, one named in whole
 * quarters ("from Q1 2001 to Q2 2001") quarter by quarter; anything else month by month.
 */
function spanGrain(ctx: ReadContext): 'year' | 'quarter' | 'month' {
  const r = ctx.time.range;
  const wholeYear = (p: Period | null) => p !== null && p.year !== null && p.month === null && p.day === null;
  const quarter = (p: Period | null) => p?.day === null && comparedGrain(p) === 'quarter';
  if (!r || r.relative || !r.from || !r.to) return 'month';
  if (wholeYear(r.from) && wholeYear(r.to) && r.from.year !== r.to.year) return 'year';
  return quarter(r.from) && quarter(r.to) && r.from.month !== r.to.month ? 'quarter' : 'month';
}

/** Time grain and "over time"; a time dimension named without a grain ("by date") groups by its finest calendar grain. */
export function readTimeGrouping(ctx: ReadContext, s: ReadState): ReadState {
  const { time, subject } = ctx;
  // "by day of the week", "per hour of the day": the grain words name a date part, not dates.
  const parts = s.groupBy.some((g) => isDatePart(subject, g.dimension.name));
  const grouped =
    time.grain && !parts ? grainGroup(ctx, s, time.grain) : time.overTime ? overTimeGroup(ctx, s) : s;
  const problems = [...grouped.problems];
  const groupBy = grouped.groupBy.map((g) => {
    if (g.dimension.type !== 'time') return g;
    if (g.grain === null) return { dimension: g.dimension, grain: pickGrain(g.dimension, 'day') };
    if (!g.dimension.grains.includes(g.grain))
      problems.push(
        `${subject.title} cannot be grouped by ${g.grain}; available: ${g.dimension.grains.join(', ')}`,
      );
    return g;
  });
  if (time.range && !timeDimension(subject) && !yearDimension(subject))
    problems.push(`${subject.title} has no date to filter on`);
  return { ...grouped, groupBy, problems };
}
