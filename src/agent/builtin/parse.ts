import type { Aggregation, Operator, SortDirection, TimeGrain } from '../../contracts/model.js';
import {
  type Phrase,
  phrasesOf,
  type Subject,
  type SubjectDimension,
  type SubjectMeasure,
  subjectStems,
} from './subject.js';
import {
  adjectiveBases,
  decimalNumber,
  phraseStems,
  STOPWORDS,
  stem,
  type Token,
  tokenize,
  tokenKey,
  wholeNumber,
} from './text.js';
import { parseTime, type TimeParse, type TimeRange } from './time.js';
import { lookupValue, type ValueEntry, type ValueIndex } from './values.js';

/**
 * One reading of a question against one subject: which of its measures,
 * dimensions and values the words name. Readings of every candidate subject
 * are compared to pick the subject; nothing here runs a query.
 */

export interface IntentFilter {
  readonly field: string;
  readonly kind: 'dimension' | 'measure';
  readonly operator: Operator;
  readonly value: string | number | readonly (string | number)[];
}

type SortSpec = { field: string | null; direction: SortDirection };

export interface GroupBy {
  readonly dimension: SubjectDimension;
  readonly grain: TimeGrain | null;
}

export interface Reading {
  readonly subject: Subject;
  readonly measures: readonly SubjectMeasure[];
  /** Measures named only weakly ("of flights" beside "average delay"): used when nothing stronger is named. */
  readonly weakMeasures: readonly SubjectMeasure[];
  /** "average" / "total" with no measure word: the aggregation asked for. */
  readonly genericAggregation: Aggregation | null;
  /** "how many", "number of": a row count is asked for. */
  readonly countCue: boolean;
  readonly groupBy: readonly GroupBy[];
  readonly filters: readonly IntentFilter[];
  readonly range: TimeRange | null;
  readonly grain: TimeGrain | null;
  readonly overTime: boolean;
  readonly sort: { readonly field: string | null; readonly direction: SortDirection } | null;
  readonly limit: number | null;
  /** Words nothing explained: signs the question asks for something this subject cannot express. */
  readonly unknown: readonly Token[];
  /** The subject's own name was used ("stocks", "weather"). */
  readonly mentioned: boolean;
  /** Grouping or time words that named nothing in this subject ("by airline"). */
  readonly problems: readonly string[];
  readonly score: number;
}

export interface ParsedText {
  readonly tokens: readonly Token[];
  readonly time: TimeParse;
}

export function parseText(text: string): ParsedText {
  const tokens = tokenize(text);
  return { tokens, time: parseTime(tokens) };
}

interface PhraseMatch<T> {
  readonly target: T;
  readonly start: number;
  /** Tokens covered, including skipped subject words ("lowest [stock] price"). */
  readonly length: number;
  readonly phrase: Phrase;
  /** The words match as written, not only as stems ("delays" is the synonym, not "delay"). */
  readonly exact: boolean;
}

/**
 * Phrases of `fields` starting at token i, longest first. `skippable` tokens
 * may sit inside a phrase (the subject's own words: "lowest stock price" is
 * "lowest price" of stocks).
 */
function matchAt<T extends { name: string; title: string; synonyms: readonly string[] }>(
  tokens: readonly Token[],
  i: number,
  fields: readonly T[],
  consumed: ReadonlySet<number>,
  filter: (p: Phrase) => boolean = () => true,
  skippable: (t: Token, target: T) => boolean = () => false,
): PhraseMatch<T>[] {
  const out: PhraseMatch<T>[] = [];
  for (const target of fields) {
    for (const phrase of phrasesOf(target)) {
      if (!filter(phrase)) continue;
      let at = i;
      let ok = true;
      let exact = true;
      for (let k = 0; ok && k < phrase.stems.length; k++) {
        while (
          k > 0 &&
          tokens[at] &&
          !consumed.has(at) &&
          skippable(tokens[at] as Token, target) &&
          tokenKey(tokens[at] as Token) !== phrase.stems[k]
        )
          at++;
        const t = tokens[at];
        ok = !!t && !consumed.has(at) && tokenKey(t) === phrase.stems[k];
        if (ok && t && phrase.words[k] !== t.lower) exact = false;
        at++;
      }
      if (ok) out.push({ target, start: i, length: at - i, phrase, exact });
    }
  }
  return out.sort(
    (a, b) => b.phrase.stems.length - a.phrase.stems.length || Number(b.exact) - Number(a.exact),
  );
}

const BY_SKIP = new Set(['the', 'of', 'one']);
const WHICH_SKIP = new Set(['the', 'of', 'one', 'is', 'are', 'was', 'were', 'has', 'had', 'have']);
const GROUP_CUES = new Set(['by', 'per', 'each', 'every', 'across', 'which', 'what', 'whose']);
const SUPERLATIVE_DESC = new Set([
  'most',
  'highest',
  'largest',
  'biggest',
  'busiest',
  'greatest',
  'top',
  'maximum',
  'max',
  'worst',
  'longest',
  'wettest',
  'hottest',
  'warmest',
  'windiest',
]);
const SUPERLATIVE_ASC = new Set([
  'least',
  'lowest',
  'fewest',
  'smallest',
  'bottom',
  'minimum',
  'min',
  'quietest',
  'shortest',
  'driest',
  'coldest',
]);
const AGGREGATION_WORDS: Readonly<Record<string, Aggregation>> = {
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  total: 'sum',
  sum: 'sum',
};
const WEAK_PREPS = new Set(['of', 'for', 'on', 'during', 'with', 'across', 'among', 'in']);
/** Words that cue nothing about which dimension a value belongs to, even if a synonym contains them. */
const STOPWORDS_CUE_EXEMPT = new Set(['the', 'and', 'or', 'in', 'at', 'for', 'of', 'on']);
const COMPARE_CONNECTORS = new Set(['and', 'vs', 'versus', '&']);
const NEGATIONS = new Set(['not', 'except', 'excluding', 'exclude', 'without', 'outside']);
const THRESHOLDS: Readonly<Record<string, Operator>> = {
  'more than': 'gt',
  'greater than': 'gt',
  'higher than': 'gt',
  'larger than': 'gt',
  over: 'gt',
  above: 'gt',
  exceeding: 'gt',
  'at least': 'gte',
  'less than': 'lt',
  'fewer than': 'lt',
  'lower than': 'lt',
  'smaller than': 'lt',
  under: 'lt',
  below: 'lt',
  'at most': 'lte',
};
/** Generic nouns after a grouping word that mean "the subject's time", e.g. "which day". */
const GRAIN_NOUNS: Readonly<Record<string, TimeGrain>> = {
  hour: 'hour',
  day: 'day',
  date: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
};

export function timeDimension(subject: Subject): SubjectDimension | undefined {
  return subject.dimensions.find((d) => d.type === 'time');
}

/** A whole-number dimension that holds years (gapminder's `year`). */
export function yearDimension(subject: Subject): SubjectDimension | undefined {
  return subject.dimensions.find(
    (d) => d.type === 'number' && (/(^|_)year$/.test(d.name) || d.synonyms.includes('year')),
  );
}

export function readSubject(
  parsed: ParsedText,
  subject: Subject,
  values: ValueIndex | null,
  /** Dimensions an earlier turn used: a follow-up value ("only LAX") prefers them. */
  prefer: ReadonlySet<string> = new Set(),
): Reading {
  const { tokens, time } = parsed;
  const consumed = new Set<number>(time.consumed);
  const take = (start: number, length: number) => {
    for (let k = start; k < start + length; k++) consumed.add(k);
  };
  const lower = (i: number) => tokens[i]?.lower ?? '';
  const own = subjectStems(subject);
  const problems: string[] = [];

  // 0. The subject's full title ("US domestic flights", "Seattle daily weather"), before its words are read as fields.
  let titled = false;
  for (const p of [subject.title, subject.id]) {
    const stems = phraseStems(p);
    if (stems.length < 2) continue;
    for (let i = 0; i + stems.length <= tokens.length; i++) {
      if (stems.every((st, k) => tokenKey(tokens[i + k] as Token) === st && !consumed.has(i + k))) {
        take(i, stems.length);
        titled = true;
      }
    }
  }

  // 1. Measures: longest phrases first, so "delayed flights" wins over "flights".
  const measureMatches: PhraseMatch<SubjectMeasure>[] = [];
  // The subject's own words, and words of a measure's own description, may sit inside its phrase:
  // "lowest stock price", "highest closing price" ("Highest closing price in USD"), "average departure delay".
  const describedBy = descriptionWords(subject);
  const ownWord = (t: Token, m: SubjectMeasure) =>
    own.has(tokenKey(t)) || !!describedBy.get(m)?.has(tokenKey(t));
  for (let i = 0; i < tokens.length; i++)
    measureMatches.push(...matchAt(tokens, i, subject.measures, consumed, undefined, ownWord));
  measureMatches.sort(
    (a, b) =>
      b.phrase.stems.length - a.phrase.stems.length || Number(b.exact) - Number(a.exact) || a.start - b.start,
  );
  const covered = new Map<SubjectMeasure, Set<number>>();
  const strong: SubjectMeasure[] = [];
  const weak: SubjectMeasure[] = [];
  const measureAt = new Map<number, SubjectMeasure>();
  /** "highest price" names a measure and an order: "which stock had the highest price" ranks by it. */
  let measureSuperlative: SortSpec | null = null;
  for (const m of measureMatches) {
    // A singular word against a plural-only synonym modifies the next noun: "departure delay" is not "departures".
    const word = m.phrase.words[0] ?? '';
    const t0 = tokens[m.start];
    if (m.phrase.stems.length === 1 && t0 && stem(word) !== word && t0.stem === t0.lower && t0.lower !== word)
      continue;
    // "which day", "by date": a one-word measure synonym right after a grouping word is the grouping.
    const cue = lower(m.start - 1);
    if (
      m.length === 1 &&
      (cue === 'which' || cue === 'what' || cue === 'by' || cue === 'per' || cue === 'each') &&
      subject.dimensions.some((d) =>
        phrasesOf(d).some((p) => p.stems.length === 1 && p.stems[0] === m.phrase.stems[0]),
      )
    ) {
      continue;
    }
    let free = true;
    for (let k = m.start; k < m.start + m.length; k++) if (consumed.has(k)) free = false;
    if (!free) {
      // Overlapping phrases of one measure ("average wind" + "wind speed") describe it together.
      const mine = covered.get(m.target);
      const range = Array.from({ length: m.length }, (_, k) => m.start + k);
      if (mine && range.some((k) => mine.has(k)) && range.every((k) => mine.has(k) || !consumed.has(k))) {
        for (const k of range) {
          consumed.add(k);
          mine.add(k);
        }
      }
      continue;
    }
    take(m.start, m.length);
    const mine = covered.get(m.target) ?? new Set<number>();
    for (let k = m.start; k < m.start + m.length; k++) mine.add(k);
    covered.set(m.target, mine);
    measureAt.set(m.start, m.target);
    // "of flights", "on sunny days": a noun after a preposition says what is measured over, not what to measure.
    const afterPrep = WEAK_PREPS.has(lower(m.start - 1)) || WEAK_PREPS.has(lower(m.start - 2));
    const namesSubject = m.length === 1 && own.has(m.phrase.stems[0] as string);
    const isWeak = namesSubject || (afterPrep && m.length === 1);
    const sup = m.phrase.stems.find((st) => SUPERLATIVE_DESC.has(st) || SUPERLATIVE_ASC.has(st));
    if (sup && !isWeak)
      measureSuperlative ??= { field: m.target.name, direction: SUPERLATIVE_DESC.has(sup) ? 'desc' : 'asc' };
    const list = isWeak ? weak : strong;
    if (!list.includes(m.target)) list.push(m.target);
  }

  // "flights" names both the flight_count measure and the flights subject.
  let mentioned = measureMatches.some(
    (m) => m.length === 1 && own.has(m.phrase.stems[0] as string) && measureAt.get(m.start) === m.target,
  );

  // 3. "how many", "number of", "count of"; "average" / "total" with no measure word.
  let countCue = false;
  /** "how much": an amount (a sum), named by a word of the measure ("how much did it rain"). */
  let amountCue = false;
  let genericAggregation: Aggregation | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (consumed.has(i)) continue;
    if ((lower(i) === 'how' && lower(i + 1) === 'many') || (lower(i) === 'number' && lower(i + 1) === 'of')) {
      countCue = true;
      take(i, 2);
    } else if (lower(i) === 'how' && lower(i + 1) === 'much') {
      amountCue = true;
      take(i, 2);
    } else if (lower(i) === 'count' || lower(i) === 'counts') {
      countCue = true;
      take(i, 1);
    } else if (AGGREGATION_WORDS[lower(i)] && !consumed.has(i)) {
      genericAggregation = AGGREGATION_WORDS[lower(i)] as Aggregation;
      take(i, 1);
    }
  }

  // 4. Grouping: "by origin", "per state", "each country", "which symbol", "top 5 origins".
  const groupBy: GroupBy[] = [];
  let sort: SortSpec | null = null;
  let limit: number | null = null;
  let whichCue = false;
  /** "which states ..." lists them; "which state ..." is one. */
  let whichPlural = false;
  /** A number was written ("top 5", "which 3 origins"): it wins over implied limits. */
  let explicitLimit = false;
  const addGroup = (dimension: SubjectDimension, grain: TimeGrain | null) => {
    if (!groupBy.some((g) => g.dimension.name === dimension.name)) groupBy.push({ dimension, grain });
  };
  const dimensionAt = (
    j: number,
  ): { dim: SubjectDimension; length: number; grain: TimeGrain | null } | null => {
    const candidates = matchAt(
      tokens,
      j,
      subject.dimensions,
      consumed,
      (p) => !p.stems.every((s) => STOPWORDS.has(s) && !GRAIN_NOUNS[s]),
    );
    const best = candidates[0];
    if (best) {
      const grainWord = best.length === 1 ? GRAIN_NOUNS[best.phrase.stems[0] as string] : undefined;
      return {
        dim: best.target,
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
      if (td) return { dim: td, length: 1, grain };
      const yd = yearDimension(subject);
      if (yd && grain === 'year') return { dim: yd, length: 1, grain: null };
      return null;
    }
    // A head noun shared by several dimensions ("airport", "city"): the first declared one.
    if (STOPWORDS.has(noun)) return null;
    const head = subject.dimensions.find((d) =>
      phrasesOf(d).some((p) => p.stems.length > 1 && p.stems.includes(noun)),
    );
    return head ? { dim: head, length: 1, grain: null } : null;
  };
  for (let i = 0; i < tokens.length; i++) {
    if (consumed.has(i)) continue;
    const w = lower(i);
    let j = -1;
    let direction: SortDirection | null = null;
    let n: number | null = null;
    if (w === 'top' || w === 'bottom') {
      direction = w === 'top' ? 'desc' : 'asc';
      j = i + 1;
      n = wholeNumber(tokens[j]);
      if (n !== null) j++;
    } else if (
      wholeNumber(tokens[i]) !== null &&
      (SUPERLATIVE_DESC.has(lower(i + 1)) || SUPERLATIVE_ASC.has(lower(i + 1)))
    ) {
      n = wholeNumber(tokens[i]);
      direction = SUPERLATIVE_DESC.has(lower(i + 1)) ? 'desc' : 'asc';
      j = i + 2;
    } else if (
      wholeNumber(tokens[i]) !== null &&
      !/^(19|20)\d\d$/.test(tokens[i]?.text ?? '') &&
      plural(tokens, i + 1) &&
      dimensionAt(i + 1)
    ) {
      // "the 3 countries with the highest fertility": a top-N over the dimension that follows.
      const found = dimensionAt(i + 1);
      if (!found) continue;
      take(i, 1 + found.length);
      addGroup(found.dim, found.grain);
      sort = { field: null, direction: 'desc' };
      limit = wholeNumber(tokens[i]);
      explicitLimit = true;
      continue;
    } else if ((SUPERLATIVE_DESC.has(w) || SUPERLATIVE_ASC.has(w)) && w !== 'top' && w !== 'bottom') {
      // "busiest states", "the lowest origin": a ranking over the dimension that follows.
      const found = dimensionAt(i + 1);
      if (!found) continue;
      take(i, 1 + found.length);
      addGroup(found.dim, found.grain);
      sort = { field: null, direction: SUPERLATIVE_DESC.has(w) ? 'desc' : 'asc' };
      if (!explicitLimit) limit = plural(tokens, i + found.length) ? 10 : 1;
      continue;
    } else if (GROUP_CUES.has(w) || (w === 'for' && (lower(i + 1) === 'each' || lower(i + 1) === 'every'))) {
      j = w === 'for' ? i + 2 : i + 1;
      if (lower(j) === 'each' || lower(j) === 'every') j++;
    } else if (
      (w === 'broken' || w === 'split' || w === 'grouped' || w === 'break') &&
      ['by', 'down'].includes(lower(i + 1))
    ) {
      j = lower(i + 1) === 'down' ? i + 2 : i + 1;
      if (lower(j) === 'by') j++;
    } else {
      continue;
    }
    // "by the 5 busiest origins", "which of the states", "what is the busiest airport".
    const skip = w === 'which' || w === 'what' ? WHICH_SKIP : BY_SKIP;
    while (skip.has(lower(j)) && !consumed.has(j)) j++;
    if (n === null && wholeNumber(tokens[j]) !== null && !/^(19|20)\d\d$/.test(tokens[j]?.text ?? '')) {
      n = wholeNumber(tokens[j]);
      j++;
    }
    if (SUPERLATIVE_DESC.has(lower(j)) || SUPERLATIVE_ASC.has(lower(j))) {
      direction ??= SUPERLATIVE_DESC.has(lower(j)) ? 'desc' : 'asc';
      take(j, 1);
      j++;
    }
    const found = dimensionAt(j);
    if (found) {
      take(i, j + found.length - i);
      addGroup(found.dim, found.grain);
      // "by country and cluster": the breakdown continues after "and".
      let k = j + found.length;
      while (lower(k) === 'and' || lower(k) === ',') {
        const more = dimensionAt(k + 1);
        if (!more) break;
        take(k, 1 + more.length);
        addGroup(more.dim, more.grain);
        k += 1 + more.length;
      }
      if (w === 'which' || w === 'what' || w === 'whose') {
        whichCue = true;
        whichPlural = plural(tokens, j + found.length - 1);
      }
      if (direction) sort = { field: null, direction };
      if (n !== null) {
        limit = n;
        explicitLimit = true;
      }
      // "top origins" is a short list, "the top origin" one row.
      else if (w === 'top' || w === 'bottom') limit = plural(tokens, j + found.length - 1) ? 10 : 1;
      continue;
    }
    // "top 5 by delayed flights", "by delayed flights": the ordering measure.
    const m = matchAt(tokens, j, subject.measures, new Set())[0];
    if (m && (w === 'by' || direction)) {
      take(i, j - i);
      sort = { field: m.target.name, direction: direction ?? (sort as SortSpec | null)?.direction ?? 'desc' };
      if (n !== null) {
        limit = n;
        explicitLimit = true;
      }
      continue;
    }
    if (direction && w !== 'top' && w !== 'bottom') continue;
    if (w === 'top' || w === 'bottom') {
      take(i, j - i);
      sort = { field: null, direction: direction ?? 'desc' };
      limit = n ?? 10;
      explicitLimit = n !== null;
    } else if (w === 'by' || w === 'per') {
      const word = tokens[j];
      if (word && !consumed.has(j) && !STOPWORDS.has(word.lower)) {
        problems.push(`"${w} ${word.text}" does not name a field of ${subject.title}`);
        take(i, 1);
      }
    }
  }

  // A bare plural dimension is a breakdown: "origins with more than 100000 flights", "countries where …".
  for (let i = 0; i < tokens.length; i++) {
    if (consumed.has(i) || !plural(tokens, i)) continue;
    const m = matchAt(
      tokens,
      i,
      subject.dimensions,
      consumed,
      (p) => !p.stems.every((st) => STOPWORDS.has(st)),
    )[0];
    if (!m || m.target.type === 'time') continue;
    take(i, m.length);
    addGroup(m.target, null);
  }

  // The subject's own words left over ("stocks", "Seattle", "domestic") name the subject, not a field.
  const idStems = new Set(phraseStems(subject.id));
  let idMentioned = titled || mentioned;
  for (const t of tokens) {
    if (consumed.has(t.index) || !own.has(tokenKey(t))) continue;
    consumed.add(t.index);
    mentioned = true;
    if (idStems.has(tokenKey(t))) idMentioned = true;
  }
  if (titled) mentioned = true;

  // 5. Time grain and "over time".
  const td = timeDimension(subject);
  const yd = yearDimension(subject);
  if (time.grain) {
    if (td?.grains.includes(time.grain)) {
      const existing = groupBy.findIndex((g) => g.dimension === td);
      if (existing >= 0) groupBy[existing] = { dimension: td, grain: time.grain };
      else groupBy.push({ dimension: td, grain: time.grain });
    } else if (!td && yd && time.grain === 'year') {
      addGroup(yd, null);
    } else if (td) {
      problems.push(
        `${subject.title} cannot be grouped by ${time.grain}; available: ${td.grains.join(', ') || 'none'}`,
      );
    } else {
      problems.push(`${subject.title} has no date to group by ${time.grain}`);
    }
  } else if (time.overTime && !groupBy.some((g) => g.dimension.type === 'time' || g.dimension === yd)) {
    if (td) groupBy.push({ dimension: td, grain: pickGrain(td) });
    else if (yd) addGroup(yd, null);
    else problems.push(`${subject.title} has no date to show over time`);
  }
  // A time dimension named without a grain ("by date") groups by its finest listed calendar grain.
  for (const [k, g] of groupBy.entries()) {
    if (g.dimension.type === 'time' && g.grain === null)
      groupBy[k] = { dimension: g.dimension, grain: pickGrain(g.dimension, 'day') };
    else if (g.dimension.type === 'time' && g.grain && !g.dimension.grains.includes(g.grain)) {
      problems.push(
        `${subject.title} cannot be grouped by ${g.grain}; available: ${g.dimension.grains.join(', ')}`,
      );
    }
  }
  if (time.range && !td && !yd) problems.push(`${subject.title} has no date to filter on`);

  // 6. Values: "from SFO", "in CA", "for AAPL", "rainy", "not LAX"; numbers after a number dimension ("cluster 3").
  const filters: IntentFilter[] = [];
  const valueFrom = new Map<number, ValueEntry>();
  const usedDims = new Set([...prefer, ...groupBy.map((g) => g.dimension.name)]);
  if (values) {
    for (let i = 0; i < tokens.length; i++) {
      if (consumed.has(i)) continue;
      for (let n = Math.min(values.maxWords, tokens.length - i); n >= 1; n--) {
        let free = true;
        for (let k = i; k < i + n; k++) if (consumed.has(k)) free = false;
        if (!free) continue;
        const written = tokens.slice(i, i + n).map((t) => t.text);
        const variants = n === 1 ? [tokens[i]?.stem ?? '', ...adjectiveBases(lower(i))] : [];
        const hit = lookupValue(values, written, variants);
        if (!hit) continue;
        const entry = chooseEntry(hit.entries, subject, tokens, i, filters, usedDims);
        // "from ORD" when no visible origin is ORD: not a destination filter in disguise, an unknown value.
        if (!entry) continue;
        // "not LAX", "not from CA", "other than SFO".
        const negated =
          NEGATIONS.has(lower(i - 1)) ||
          (['from', 'to', 'in', 'at', 'for'].includes(lower(i - 1)) && NEGATIONS.has(lower(i - 2))) ||
          (lower(i - 1) === 'than' && lower(i - 2) === 'other');
        const merged = addValueFilter(filters, entry, negated);
        valueFrom.set(i, entry);
        // "the North region", "SFO airport", "state CA": the dimension's own word beside its value.
        const dim = subject.dimensions.find((x) => x.name === entry.dimension);
        const words = new Set(dim ? phrasesOf(dim).flatMap((p) => p.stems) : []);
        for (const k of [i + n, i - 1]) {
          const t = tokens[k];
          if (t && !consumed.has(k) && !STOPWORDS.has(t.lower) && words.has(tokenKey(t))) consumed.add(k);
        }
        // "AAPL and MSFT", "SFO vs LAX", "compare ...": each value on its own row, not summed together.
        if (merged && (COMPARE_CONNECTORS.has(lower(i - 1)) || tokens.some((t) => t.stem === 'compare'))) {
          const d = subject.dimensions.find((x) => x.name === entry.dimension);
          if (d) addGroup(d, null);
        }
        take(i, n);
        break;
      }
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const m = matchAt(
      tokens,
      i,
      subject.dimensions.filter((d) => d.type === 'number'),
      new Set(),
    )[0];
    if (!m) continue;
    const num = decimalNumber(tokens[i + m.length]);
    if (num === null || consumed.has(i + m.length)) continue;
    take(i, m.length + 1);
    filters.push({ field: m.target.name, kind: 'dimension', operator: 'eq', value: num });
  }

  // "How much did it rain": the amount measure named by one of the words, even one read as a value.
  // "the most rain" is also an amount: a superlative before a word of a total measure.
  const superlativeAmount = tokens.some(
    (t) => SUPERLATIVE_DESC.has(t.lower) && !consumed.has(t.index) && valueFrom.has(t.index + 1),
  );
  if ((amountCue || superlativeAmount) && strong.length === 0) {
    const sums = subject.measures.filter((m) => m.aggregation === 'sum');
    for (const t of tokens) {
      if (!amountCue && !valueFrom.has(t.index)) continue;
      const keys = new Set([tokenKey(t), ...adjectiveBases(t.lower)]);
      const m = sums.find((x) => phrasesOf(x).some((p) => p.stems.some((st) => keys.has(st))));
      if (!m) continue;
      strong.push(m);
      consumed.add(t.index);
      const from = valueFrom.get(t.index);
      if (from) removeValue(filters, from);
      break;
    }
  }

  // 7. Thresholds on measures: "more than 50000 flights", "average delay above 10".
  for (let i = 0; i < tokens.length; i++) {
    const two = `${lower(i)} ${lower(i + 1)}`;
    const op = THRESHOLDS[two] ?? THRESHOLDS[lower(i)];
    if (!op || consumed.has(i)) continue;
    const at = THRESHOLDS[two] ? i + 2 : i + 1;
    const num = decimalNumber(tokens[at]);
    if (num === null) continue;
    const measure =
      measureAt.get(at + 1) ??
      [...measureAt.entries()].filter(([k]) => k < i).sort((a, b) => b[0] - a[0])[0]?.[1] ??
      strong[0];
    if (!measure) continue;
    take(i, at - i + 1);
    filters.push({ field: measure.name, kind: 'measure', operator: op, value: num });
  }

  // 8. Superlatives and ordering words that were not part of a grouping phrase.
  for (let i = 0; i < tokens.length; i++) {
    if (consumed.has(i)) continue;
    const w = lower(i);
    if (SUPERLATIVE_DESC.has(w) || SUPERLATIVE_ASC.has(w)) {
      sort = { field: sort?.field ?? null, direction: SUPERLATIVE_DESC.has(w) ? 'desc' : 'asc' };
      take(i, 1);
    } else if (w === 'ascending' || w === 'descending') {
      sort = { field: sort?.field ?? null, direction: w === 'ascending' ? 'asc' : 'desc' };
      take(i, 1);
    } else if ((w === 'ranked' || w === 'sorted' || w === 'ordered') && lower(i + 1) === 'by') {
      const m = matchAt(tokens, i + 2, subject.measures, new Set())[0];
      if (m) {
        sort = { field: m.target.name, direction: sort?.direction ?? 'desc' };
        take(i, 2 + m.length);
      }
    }
  }
  if (whichCue && !sort && measureSuperlative) sort = measureSuperlative;
  // "Which origin had the most delays" is one row; "which states have flights" lists them all.
  if (whichCue && sort && !explicitLimit && !whichPlural) limit = 1;

  const unknown = tokens.filter(
    (t) =>
      !consumed.has(t.index) &&
      !STOPWORDS.has(t.lower) &&
      !STOPWORDS.has(t.stem) &&
      decimalNumber(t) === null,
  );

  const measures = strong.length > 0 ? strong : [];
  const score =
    3 * strong.length +
    1.5 * weak.length +
    2 * groupBy.filter((g) => g.dimension.type !== 'time').length +
    2 * filters.length +
    (idMentioned ? 3 : mentioned ? 1.5 : 0) +
    (genericAggregation && subject.measures.some((m) => m.aggregation === genericAggregation) ? 1 : 0) +
    (countCue && subject.measures.some((m) => m.plainCount) ? 0.5 : 0) +
    (time.range && (td || yd) ? 0.5 : 0) -
    1.5 * unknown.length -
    2 * problems.length;

  return {
    subject,
    measures,
    weakMeasures: weak,
    genericAggregation,
    countCue,
    groupBy,
    filters,
    range: time.range,
    grain: time.grain,
    overTime: time.overTime,
    sort,
    limit,
    unknown,
    mentioned,
    problems,
    score,
  };
}

const descriptionCache = new WeakMap<Subject, ReadonlyMap<SubjectMeasure, ReadonlySet<string>>>();

/** Words of each measure's description (read once per subject: every reading of every message needs them). */
function descriptionWords(subject: Subject): ReadonlyMap<SubjectMeasure, ReadonlySet<string>> {
  let words = descriptionCache.get(subject);
  if (!words) {
    words = new Map(
      subject.measures.map((m) => [
        m,
        new Set(
          tokenize(m.description)
            .map((t) => tokenKey(t))
            .filter((w) => !STOPWORDS.has(w) && !AGGREGATION_WORDS[w]),
        ),
      ]),
    );
    descriptionCache.set(subject, words);
  }
  return words;
}

/** A plural noun at token i ("origins", "cities"), by its stem differing from the word. */
function plural(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  return !!t && t.stem !== t.lower;
}

function pickGrain(d: SubjectDimension, preferred: TimeGrain = 'month'): TimeGrain | null {
  if (d.grains.includes(preferred)) return preferred;
  return d.grains.find((g) => ['day', 'week', 'month', 'quarter', 'year'].includes(g)) ?? d.grains[0] ?? null;
}

/**
 * A value several dimensions hold (SFO is an origin and a destination): the
 * dimension the preceding word cues ("from" → origin, "to" → destination),
 * else one the question already uses, else the first declared.
 */
function chooseEntry(
  entries: readonly ValueEntry[],
  subject: Subject,
  tokens: readonly Token[],
  i: number,
  filters: readonly IntentFilter[],
  usedDims: ReadonlySet<string>,
): ValueEntry | null {
  const cues = [tokens[i - 1], tokens[i - 2]].filter((t): t is Token => !!t).map((t) => t.lower);
  const cueWords = (dimName: string): Set<string> => {
    const d = subject.dimensions.find((x) => x.name === dimName);
    if (!d) return new Set();
    return new Set(d.synonyms.flatMap((s) => s.toLowerCase().split(/\s+/)).filter((w) => w.length > 0));
  };
  for (const cue of cues) {
    const cued = entries.filter((e) => cueWords(e.dimension).has(cue));
    if (cued.length > 0) return cued[0] as ValueEntry;
    // The cue names dimensions of this subject, none of which holds the value.
    const cuedElsewhere = subject.dimensions.some((d) => d.type === 'string' && cueWords(d.name).has(cue));
    if (cuedElsewhere && !STOPWORDS_CUE_EXEMPT.has(cue)) return null;
    if (cue !== 'the' && cue !== 'and' && cue !== 'or') break;
  }
  const first = entries[0] as ValueEntry;
  if (entries.length === 1) return first;
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

function removeValue(filters: IntentFilter[], entry: ValueEntry): void {
  const at = filters.findIndex((f) => f.field === entry.dimension && f.kind === 'dimension');
  const f = filters[at];
  if (!f) return;
  const rest = (Array.isArray(f.value) ? f.value : [f.value]).filter((v) => v !== entry.value);
  if (rest.length === 0) filters.splice(at, 1);
  else
    filters[at] = {
      ...f,
      operator: rest.length === 1 ? 'eq' : f.operator,
      value: rest.length === 1 ? (rest[0] as string) : rest,
    };
}

/** Adds or widens a value filter; true when a second value joined an existing one. */
function addValueFilter(filters: IntentFilter[], entry: ValueEntry, negated: boolean): boolean {
  const at = filters.findIndex((f) => f.field === entry.dimension && f.kind === 'dimension');
  const existing = filters[at];
  if (existing && (existing.operator === 'eq' || existing.operator === 'in') && !negated) {
    const list = Array.isArray(existing.value) ? existing.value : [existing.value as string];
    if (!list.includes(entry.value))
      filters[at] = { ...existing, operator: 'in', value: [...list, entry.value] };
    return true;
  }
  if (existing && (existing.operator === 'neq' || existing.operator === 'not_in') && negated) {
    const list = Array.isArray(existing.value) ? existing.value : [existing.value as string];
    if (!list.includes(entry.value))
      filters[at] = { ...existing, operator: 'not_in', value: [...list, entry.value] };
    return false;
  }
  filters.push({
    field: entry.dimension,
    kind: 'dimension',
    operator: negated ? 'neq' : 'eq',
    value: entry.value,
  });
  return false;
}
