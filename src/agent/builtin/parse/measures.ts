import type { Phrase } from '../subject.js';
import { phrasesOf, type SubjectMeasure } from '../subject.js';
import { subtractedAfter } from '../tables/differences.js';
import { adjectiveBases, phraseStems, STOPWORDS, stem, type Token, tokenKey } from '../text.js';
import { descriptionWords, matchAt, type PhraseMatch } from './match.js';
import { isFree, lowerAt, type ReadContext, type ReadState, taking } from './state.js';
import { AGGREGATION_WORDS, SUPERLATIVE_ASC, SUPERLATIVE_DESC, WEAK_PREPS } from './vocab.js';

/** Steps that read the subject's name and its measures. */

/** The subject's full title ("US domestic flights", "Seattle daily weather"), before its words are read as fields. */
export function readTitle(ctx: ReadContext, s: ReadState): ReadState {
  const { tokens, subject } = ctx;
  let consumed: ReadonlySet<number> = s.consumed;
  let titled = false;
  for (const p of [subject.title, subject.id]) {
    const stems = phraseStems(p);
    if (stems.length < 2) continue;
    for (let i = 0; i + stems.length <= tokens.length; i++) {
      if (stems.every((st, k) => tokenKey(tokens[i + k] as Token) === st && !consumed.has(i + k))) {
        consumed = taking(consumed, i, stems.length);
        titled = true;
      }
    }
  }
  return { ...s, consumed, titled };
}

/** Every measure phrase in the question, longest first, then exact before stem, then leftmost. */
function measureCandidates(ctx: ReadContext, s: ReadState): PhraseMatch<SubjectMeasure>[] {
  // The subject's own words, and words of a measure's own description, may sit inside its phrase:
  // "lowest stock price", "highest closing price" ("Highest closing price in USD"), "average departure delay".
  const describedBy = descriptionWords(ctx.subject);
  const ownWord = (t: Token, m: SubjectMeasure) =>
    ctx.own.has(tokenKey(t)) || !!describedBy.get(m)?.has(tokenKey(t));
  const out: PhraseMatch<SubjectMeasure>[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    out.push(...matchAt(ctx.tokens, i, ctx.subject.measures, s.consumed, undefined, ownWord));
    out.push(...invertedAt(ctx, i, s.consumed));
    out.push(...superlativeSwappedAt(ctx, i, s.consumed, ownWord));
  }
  return out.sort(
    (a, b) =>
      b.phrase.stems.length - a.phrase.stems.length || Number(b.exact) - Number(a.exact) || a.start - b.start,
  );
}

/**
 * A two-word measure phrase said the other way round with "of": "amount of rain" is the synonym "rain
 * amount", "length of the trips" is "trip length", "price of shares" is "share price". Never exact, so
 * the phrase as written wins where both read.
 */
function invertedAt(
  ctx: ReadContext,
  i: number,
  consumed: ReadonlySet<number>,
): PhraseMatch<SubjectMeasure>[] {
  const { tokens } = ctx;
  const the = tokens[i + 2]?.lower === 'the' ? 1 : 0;
  const head = tokens[i];
  const tail = tokens[i + 2 + the];
  if (!head || !tail || tokens[i + 1]?.lower !== 'of') return [];
  if ([i, i + 1, i + 2 + the].some((k) => consumed.has(k)) || (the === 1 && consumed.has(i + 2))) return [];
  const out: PhraseMatch<SubjectMeasure>[] = [];
  for (const target of ctx.subject.measures) {
    for (const phrase of phrasesOf(target)) {
      const [a, b] = phrase.stems;
      if (phrase.stems.length === 2 && b === tokenKey(head) && a === tokenKey(tail))
        out.push({ target, start: i, length: 3 + the, phrase, exact: false });
    }
  }
  return out;
}

/** Words for the top and the bottom of a quantity that may stand for one another before its noun. */
const TOP_WORDS: ReadonlySet<string> = new Set([
  'top',
  'peak',
  'highest',
  'maximum',
  'max',
  'largest',
  'biggest',
]);
const BOTTOM_WORDS: ReadonlySet<string> = new Set(['bottom', 'lowest', 'minimum', 'min', 'smallest']);

/**
 * A measure phrase that opens with a superlative, said with another word for the same end: "top
 * close" and "peak close" are the synonym "highest close", "bottom close" is "lowest close". Never
 * exact, so a phrase as written wins where both read.
 */
function superlativeSwappedAt(
  ctx: ReadContext,
  i: number,
  consumed: ReadonlySet<number>,
  ownWord: (t: Token, m: SubjectMeasure) => boolean,
): PhraseMatch<SubjectMeasure>[] {
  const head = ctx.tokens[i];
  const side = !head
    ? null
    : TOP_WORDS.has(head.lower)
      ? TOP_WORDS
      : BOTTOM_WORDS.has(head.lower)
        ? BOTTOM_WORDS
        : null;
  if (!head || !side || consumed.has(i)) return [];
  const out: PhraseMatch<SubjectMeasure>[] = [];
  for (const word of side) {
    if (word === head.lower) continue;
    // The question read as if it said the other word ("top closing price" as "highest closing price"),
    // with the words a measure's own description allows inside its phrase.
    const said = ctx.tokens.map((t, k) =>
      k === i ? { ...t, text: word, lower: word, stem: stem(word) } : t,
    );
    const opensWith = (p: Phrase) => p.stems.length >= 2 && p.words[0] === word;
    for (const m of matchAt(said, i, ctx.subject.measures, consumed, opensWith, ownWord))
      out.push({ ...m, exact: false });
  }
  return out;
}

/** A match that is not a measure here: a singular word against a plural-only synonym, or a grouping noun. */
function notAMeasure(ctx: ReadContext, m: PhraseMatch<SubjectMeasure>): boolean {
  // A singular word against a plural-only synonym modifies the next noun: "departure delay" is not "departures".
  const word = m.phrase.words[0] ?? '';
  const t0 = ctx.tokens[m.start];
  if (m.phrase.stems.length === 1 && t0 && stem(word) !== word && t0.stem === t0.lower && t0.lower !== word)
    return true;
  // "which day", "by date": a one-word measure synonym right after a grouping word is the grouping.
  const cue = lowerAt(ctx, m.start - 1);
  return (
    m.length === 1 &&
    ['which', 'what', 'by', 'per', 'each'].includes(cue) &&
    ctx.subject.dimensions.some((d) =>
      phrasesOf(d).some((p) => p.stems.length === 1 && p.stems[0] === m.phrase.stems[0]),
    )
  );
}

function rangeOf(m: PhraseMatch<SubjectMeasure>): number[] {
  return Array.from({ length: m.length }, (_, k) => m.start + k);
}

/**
 * Words right after a one-word measure phrase that its own description names: "peak price"
 * ("Highest closing price") is the highest price, not the peak and an average price.
 */
function describedAfter(
  ctx: ReadContext,
  m: PhraseMatch<SubjectMeasure>,
  consumed: ReadonlySet<number>,
): number[] {
  const own = descriptionWords(ctx.subject).get(m.target);
  const i = m.start + m.length;
  const t = ctx.tokens[i];
  if (m.length !== 1 || !t || consumed.has(i) || !own?.has(tokenKey(t))) return [];
  return [i];
}

/**
 * "price range", "range of temperatures": the lowest and the highest of the measured quantity, read
 * as the subject's min and max measures whose descriptions name the word before (or the only pair).
 */
export function readRange(ctx: ReadContext, s: ReadState): ReadState {
  const at = ctx.tokens.findIndex((t) => t.stem === 'range' && !s.consumed.has(t.index));
  if (at < 0 || subtractedAfter(ctx.tokens, at)) return s;
  const described = descriptionWords(ctx.subject);
  const near = [ctx.tokens[at - 1], ctx.tokens[at + 2]].filter((t): t is Token => t !== undefined);
  const only = !otherRange(ctx, s, at);
  const pair = (agg: 'min' | 'max') => {
    const all = ctx.subject.measures.filter((m) => m.aggregation === agg);
    const named = all.filter((m) => near.some((t) => described.get(m)?.has(tokenKey(t))));
    return named.length === 1 ? named[0] : all.length === 1 && only ? all[0] : undefined;
  };
  const lo = pair('min');
  const hi = pair('max');
  if (!lo || !hi) return s;
  const namedBy = new Set(near.filter((t) => s.measureAt.has(t.index)).map((t) => s.measureAt.get(t.index)));
  const strong = [...s.strong.filter((m) => !namedBy.has(m)), lo, hi];
  return { ...s, strong, consumed: taking(s.consumed, at, 1) };
}

/**
 * "temperature range" over flight counts: a word before "range" that this subject leaves unread
 * names the quantity whose range is asked, so the subject's only min and max pair is not it.
 */
function otherRange(ctx: ReadContext, s: ReadState, at: number): boolean {
  const before = ctx.tokens[at - 1];
  return (
    !!before && !s.consumed.has(before.index) && !STOPWORDS.has(before.lower) && !ctx.own.has(before.stem)
  );
}

/** Measures, longest phrases first, so "delayed flights" wins over "flights". */
export function readMeasures(ctx: ReadContext, s: ReadState): ReadState {
  const consumed = new Set(s.consumed);
  const covered = new Map<SubjectMeasure, Set<number>>();
  const strong: SubjectMeasure[] = [];
  const weak: SubjectMeasure[] = [];
  const measureAt = new Map<number, SubjectMeasure>();
  let measureSuperlative = s.measureSuperlative;
  const matches = measureCandidates(ctx, s);
  for (const m of matches) {
    if (notAMeasure(ctx, m)) continue;
    const range = rangeOf(m);
    const mine = covered.get(m.target);
    if (!isFree(consumed, m.start, m.length)) {
      // Overlapping phrases of one measure ("average wind" + "wind speed") describe it together.
      if (mine && range.some((k) => mine.has(k)) && range.every((k) => mine.has(k) || !consumed.has(k))) {
        for (const k of range) {
          consumed.add(k);
          mine.add(k);
        }
      }
      continue;
    }
    range.push(...describedAfter(ctx, m, consumed));
    for (const k of range) consumed.add(k);
    covered.set(m.target, new Set([...(mine ?? []), ...range]));
    measureAt.set(m.start, m.target);
    // "of flights", "on sunny days": a noun after a preposition says what is measured over, not what to measure.
    const afterPrep = WEAK_PREPS.has(lowerAt(ctx, m.start - 1)) || WEAK_PREPS.has(lowerAt(ctx, m.start - 2));
    const namesSubject = m.length === 1 && ctx.own.has(m.phrase.stems[0] as string);
    const isWeak = namesSubject || (afterPrep && m.length === 1);
    const sup = m.phrase.stems.find((st) => SUPERLATIVE_DESC.has(st) || SUPERLATIVE_ASC.has(st));
    if (sup && !isWeak)
      measureSuperlative ??= { field: m.target.name, direction: SUPERLATIVE_DESC.has(sup) ? 'desc' : 'asc' };
    const list = isWeak ? weak : strong;
    if (!list.includes(m.target)) list.push(m.target);
  }
  // "flights" names both the flight_count measure and the flights subject.
  const mentioned = matches.some(
    (m) => m.length === 1 && ctx.own.has(m.phrase.stems[0] as string) && measureAt.get(m.start) === m.target,
  );
  return { ...s, consumed, strong, weak, measureAt, measureSuperlative, mentioned };
}

/** Nouns for a count of rows: "count of", "the tally of days", "a headcount of airports". */
const COUNT_NOUNS: ReadonlySet<string> = new Set(['count', 'counts', 'tally', 'tallies', 'headcount']);

/** "how many", "number of", "count of", "how often"; "how much"; "average" / "total" with no measure word. */
export function readAggregationCues(ctx: ReadContext, s: ReadState): ReadState {
  let { consumed, countCue, amountCue, genericAggregation } = s;
  const at = (i: number) => lowerAt(ctx, i);
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (consumed.has(i)) continue;
    // "how often did it snow": how many times, a count of the rows.
    const often = at(i) === 'how' && at(i + 1) === 'often';
    if ((at(i) === 'how' && at(i + 1) === 'many') || (at(i) === 'number' && at(i + 1) === 'of') || often) {
      countCue = true;
      consumed = taking(consumed, i, 2);
    } else if (at(i) === 'how' && at(i + 1) === 'much') {
      amountCue = true;
      consumed = taking(consumed, i, 2);
    } else if (COUNT_NOUNS.has(at(i))) {
      countCue = true;
      consumed = taking(consumed, i, 1);
    } else if (at(i) === 'total' && at(i - 1) === 'in') {
      // "flights from SEA in total": altogether, like "overall", not the data's one sum measure.
      consumed = taking(consumed, i - 1, 2);
    } else if (AGGREGATION_WORDS[at(i)]) {
      genericAggregation = AGGREGATION_WORDS[at(i)] ?? null;
      consumed = taking(consumed, i, 1);
    }
  }
  return { ...s, consumed, countCue, amountCue, genericAggregation };
}

/**
 * "How much did it rain": the amount measure named by one of the words, even one read as a value.
 * "the most rain" is also an amount: a superlative before a word of a total measure.
 */
export function readAmount(ctx: ReadContext, s: ReadState): ReadState {
  // "did Seattle get more rain in 2012 or 2013": a comparative before such a word asks the same amount,
  // unless a word of its own measure follows the value ("more rain days" counts the days).
  // "more rain than snow", "more rain or snow" compare two values and stay theirs.
  const comparative = (t: Token) =>
    ['more', 'less'].includes(t.lower) &&
    !s.measureAt.has(t.index + 2) &&
    !ctx.tokens.slice(t.index + 2).some((x) => x.lower === 'than' || s.valueFrom.has(x.index));
  const superlativeAmount = ctx.tokens.some(
    (t) =>
      (SUPERLATIVE_DESC.has(t.lower) || comparative(t)) &&
      !s.consumed.has(t.index) &&
      s.valueFrom.has(t.index + 1),
  );
  if (!(s.amountCue || superlativeAmount) || s.strong.length > 0) return s;
  const sums = ctx.subject.measures.filter((m) => m.aggregation === 'sum');
  for (const t of ctx.tokens) {
    if (!s.amountCue && !s.valueFrom.has(t.index)) continue;
    const keys = new Set([tokenKey(t), ...adjectiveBases(t.lower)]);
    const m = sums.find((x) => phrasesOf(x).some((p) => p.stems.some((st) => keys.has(st))));
    if (!m) continue;
    const from = s.valueFrom.get(t.index);
    const filters = from ? withoutValue(s.filters, from.dimension, from.value) : s.filters;
    return { ...s, strong: [...s.strong, m], consumed: taking(s.consumed, t.index, 1), filters };
  }
  return s;
}

/** The filters with one value taken out of its dimension's filter (dropped when it was the only one). */
export function withoutValue(
  filters: ReadState['filters'],
  dimension: string,
  value: string,
): ReadState['filters'] {
  return filters.flatMap((f) => {
    if (f.field !== dimension || f.kind !== 'dimension') return [f];
    const rest = (Array.isArray(f.value) ? f.value : [f.value]).filter((v) => v !== value);
    if (rest.length === 0) return [];
    return [
      {
        ...f,
        operator: rest.length === 1 ? 'eq' : f.operator,
        value: rest.length === 1 ? (rest[0] as string) : rest,
      },
    ];
  });
}
