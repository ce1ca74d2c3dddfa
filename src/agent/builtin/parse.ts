import type { Aggregation, TimeGrain } from '../../contracts/model.js';
import { withoutRestatedNamedDays, withoutRestatedSeasons } from './holidays.js';
import { readComparison } from './parse/compare.js';
import { readContains } from './parse/contains.js';
import { readArrivalCount, readArrivalPlace, readStrandedDirection, readWhere } from './parse/direction.js';
import { readAverageOfTotal, readExtremes } from './parse/extremes.js';
import {
  readBarePlurals,
  readFilteredRoute,
  readGrouping,
  readSubjectWords,
  readTimeGrouping,
} from './parse/grouping.js';
import { readImpliedMeasures } from './parse/implied.js';
import { readInterState, readInterStateWords } from './parse/interstate.js';
import { readIntraState, readIntraStateWords } from './parse/intrastate.js';
import { harmless, silent, WHOLE_COUNTRY } from './parse/leftover.js';
import { timeDimension, timeGroup, yearDimension } from './parse/match.js';
import { readAggregationCues, readAmount, readMeasures, readRange, readTitle } from './parse/measures.js';
import { readJudgement, readLabelOrder, readOrdering, readThresholds } from './parse/ordering.js';
import { readCountVerb, readDescribed, readQualifiedCounts, readQualities } from './parse/qualities.js';
import { readSelfReference } from './parse/self.js';
import { respelt, respeltMonths } from './parse/spelling.js';
import {
  type GroupBy,
  type IntentFilter,
  initialState,
  type ReadContext,
  type ReadState,
  readContext,
  type SortSpec,
} from './parse/state.js';
import { readStops } from './parse/stops.js';
import {
  readNumberUnits,
  readNumberValues,
  readOtherSideBreakdown,
  readValues,
  readValueUnits,
} from './parse/values.js';
import { GRAIN_NOUNS, isSuperlative, MEANINGFUL_FUNCTION_WORDS } from './parse/vocab.js';
import type { Picked } from './picked.js';
import { phrasesOf, type Subject, type SubjectMeasure } from './subject.js';
import {
  readBothWays,
  readDistinctCue,
  readMedianCue,
  readNegativeWords,
  readNoAmount,
  readPercentileCue,
  readRunningCue,
  readShareCue,
} from './tables/cues.js';
import { everyYear, readDateParts } from './tables/dateparts.js';
import { pairGrain, readEndTimes, readPairDifference, readSidedSuperlative } from './tables/differences.js';
import { decimalNumber, STOPWORDS, stem, type Token, tokenize, tokenKey } from './text.js';
import {
  COMPARED,
  comparedGrain,
  finestGrain,
  GRAIN_ADVERBS,
  parseTime,
  type TimeParse,
  type TimeRange,
  withinOneDay,
} from './time.js';
import type { ValueEntry, ValueIndex } from './values.js';

export type { GroupBy, IntentFilter } from './parse/state.js';
export { timeDimension, timeGroup, yearDimension };

/**
 * One reading of a question against one subject: which of its measures,
 * dimensions and values the words name. Readings of every candidate subject
 * are compared to pick the subject; nothing here runs a query.
 */

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
  readonly sort: SortSpec | null;
  readonly limit: number | null;
  /** Words nothing explained: signs the question asks for something this subject cannot express. */
  readonly unknown: readonly Token[];
  /** Where each value filter was named (token index → value), for rules that depend on word order. */
  readonly valueAt?: ReadonlyMap<number, ValueEntry>;
  /** Words that only restate what the reading already uses (a used field's or the data's own description): answered without them, and said so. */
  readonly ignored: readonly Token[];
  /** Token indexes some step explained (a word another data set's reading leaves over is checked against them). */
  readonly explained: ReadonlySet<number>;
  /** The subject's own name was used ("stocks", "weather"). */
  readonly mentioned: boolean;
  /** Grouping or time words that named nothing in this subject ("by airline"). */
  /** "sorted ascending" after a top 10: the same rows, shown the other way round (followup.ts). */
  readonly shownReversed?: boolean;
  /** "drop the top one", "which of those had the most delays?": rows picked from the ranking shown (picked.ts). */
  readonly picked?: Picked;
  /** Two periods compared apart: only the first and last period of the range are shown (ends.ts). */
  readonly endsOnly?: boolean;
  readonly problems: readonly string[];
  readonly score: number;
}

export interface ParsedText {
  readonly tokens: readonly Token[];
  readonly time: TimeParse;
}

/**
 * Chat shorthand for function and time words ("frm", "yr", "qtr"), read as the word it stands for. Only
 * in lower case: a capitalised "FRM" may be an airport code. Field words are respelt per subject instead.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  frm: 'from',
  thru: 'through',
  btwn: 'between',
  yr: 'year',
  yrs: 'years',
  qtr: 'quarter',
  qtrs: 'quarters',
  mth: 'month',
  mnth: 'month',
  wk: 'week',
  wks: 'weeks',
  flts: 'flights',
  flt: 'flight',
};

function expanded(t: Token): Token {
  const word = t.text === t.lower ? SHORTHAND[t.lower] : undefined;
  return word ? { ...t, text: word, lower: word, stem: stem(word) } : t;
}

/**
 * "15mm", "2000mi", "45min", "30c": a unit written against its number is read as two words; "below
 * freezing" is below 0 degrees.
 */
const GLUED_UNIT = /\b(\d+(?:\.\d+)?)(mm|mi|mins?|c)\b/gi;

/**
 * "the LAX-JFK route", "SEA→LAX", "SEA->LAX", "ATL>LGA": two codes joined by a dash or an arrow (a
 * bare ">" too: "ATL>LGA" was read as ATL or LGA) are a route, read as "LAX to JFK". Codes only (upper case, as written); a slash ("SEA/LAX") may mean either, so it is not.
 */
const CODE_PAIR = /\b([A-Z]{3})\s*(?:-|–|—|→|->|>)\s*([A-Z]{3})\b/g;

/**
 * "Seattle -> Anchorage", "Houston→Dallas", "Denver => Phoenix": an arrow between any two words is a
 * direction, read as "to" (codes joined by a dash are CODE_PAIR's; a dash alone between names is not
 * an arrow: "Dallas-Fort Worth" is one place).
 */
const ARROW = /\s*(?:→|⟶|➔|➝|⇒|-{1,2}>|=>)\s*/g;
/** The capitalised name an arrow leaves from gets the "from" it implies (unless one is written). */
const ARROW_FROM = /(?<!\bfrom\s+)\b((?:[A-Z][\w.'’]*\s+){0,2}[A-Z][\w.'’]*)\s*(?=→|⟶|➔|➝|⇒|-{1,2}>|=>)/g;

/**
 * "the low dropped below 0", "the high stayed under 10": a verb of movement or staying right before
 * a comparison word says nothing the comparison does not; it is dropped. "topped 8", "exceeded 20":
 * a verb that is itself the comparison, read as "above".
 */
const MOVED_TO =
  /\b(?:stay(?:ed|s|ing)?|remain(?:ed|s|ing)?|drop(?:ped|s|ping)?|dip(?:ped|s|ping)?|f[ae]ll(?:s|ing)?|sank|sinks?|rose|rises?|rising|climb(?:ed|s|ing)?|got|gets?)\s+(?=(?:below|under|above|over|beyond)\b)/gi;
const PASSED = /\b(?:top(?:ped|s)|exceed(?:ed|s)?|surpass(?:ed|es)?)\s+(?=-?\d)/gi;

/**
 * "6 in the morning", "9 at night", "3 in the afternoon": a clock hour said in words, read as "6am",
 * "9pm"; "noon" and "midnight" are 12pm and 12am.
 */
const HOUR_IN_WORDS =
  /\b(1[01]|0?[1-9])(?::00)?\s+(in\s+the\s+morning|in\s+the\s+afternoon|in\s+the\s+evening|at\s+night)\b/gi;

function clockHour(_: string, hour: string, part: string): string {
  return `${hour}${/morning/i.test(part) ? 'am' : 'pm'}`;
}

/**
 * "flights that left Seattle for Alaska", "leaving BOS for ORD": after a leaving verb and its place,
 * "for" and a capitalised place is where the flight was bound, read as "to".
 */
const BOUND_FOR =
  /\b(left|leav(?:e|es|ing)|depart(?:ed|s|ing)?)\s+((?:[A-Z][\w.'-]*\s+){1,3})for\s+(?=[A-Z])/g;

/**
 * "Jan-Jun", "March–May 2014", "Sept/Dec": two month names joined by a dash or a slash are the months
 * from the first to the second, read as "Jan through Jun" (the time reader's own range form).
 */
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_PAIR = new RegExp(`\\b${MONTH}\\s*(?:-|–|—|/)\\s*${MONTH}\\b`, 'gi');

/**
 * "the coordinates of SEA", "lat/long", "lat-lon": a place's coordinates are its latitude and
 * longitude, read as those two words (a subject without them still asks).
 */
const COORDINATES = /\b(?:co-?ordinates|lat\s*[/-]\s*lo?ngs?|lat\s*[/-]\s*lon|latlongs?)\b/gi;

/**
 * "where origin is BOS and destination is DCA", "whose state is TX": a lower-case column word after
 * "where", "and", "with" or "whose" and "is" before a value written as one (a capital or a digit) is
 * the column and its value, read as "origin BOS"; with the "is", "destination" was read as a breakdown
 * and DCA as a second origin ("origin BOS or DCA").
 */
const COLUMN_IS = /\b(where|and|with|whose)\s+((?:the\s+)?[a-z_]+)\s+(?:is|equals)\s+(?=['"]?[A-Z0-9])/g;

export function parseText(text: string): ParsedText {
  const written = withoutRestatedNamedDays(withoutRestatedSeasons(respeltMonths(text)))
    .replace(MONTH_PAIR, '$1 through $2')
    .replace(COLUMN_IS, '$1 $2 ')
    .replace(COORDINATES, 'latitude and longitude')
    .replace(BOUND_FOR, '$1 $2to ')
    .replace(GLUED_UNIT, '$1 $2')
    .replace(CODE_PAIR, '$1 to $2')
    .replace(ARROW_FROM, 'from $1')
    .replace(ARROW, ' to ')
    .replace(MOVED_TO, '')
    .replace(PASSED, 'above ')
    .replace(HOUR_IN_WORDS, clockHour)
    .replace(/\b(below|under|above|over)\s+freezing\b/gi, '$1 0 degrees')
    .replace(/\bnoon\b/gi, '12pm')
    .replace(/\bmidnight\b/gi, '12am');
  const tokens = tokenize(written).map(expanded);
  return { tokens, time: everyYear(tokens, parseTime(tokens)) };
}

/** The reading steps, in order: each explains some words and passes the state on. */
const STEPS: readonly ((ctx: ReadContext, s: ReadState) => ReadState)[] = [
  readSelfReference,
  readIntraStateWords,
  readInterStateWords,
  readLabelOrder,
  readDistinctCue,
  readShareCue,
  readRunningCue,
  readBothWays,
  readContains,
  readDateParts,
  readTitle,
  readMeasures,
  readPairDifference,
  readSidedSuperlative,
  readMedianCue,
  readPercentileCue,
  readRange,
  readQualifiedCounts,
  readAggregationCues,
  readNoAmount,
  readNegativeWords,
  readDescribed,
  readQualities,
  readEndTimes,
  readCountVerb,
  // Again, for a statistic of a measure named by a quality ("std dev of the daily highs": "highs" is read just above).
  readMedianCue,
  readImpliedMeasures,
  readGrouping,
  readBarePlurals,
  readSubjectWords,
  readTimeGrouping,
  readValues,
  // Again once the values are read: "std dev of STL departure delays", "90th percentile of LAX delay".
  readMedianCue,
  readPercentileCue,
  readOtherSideBreakdown,
  readIntraState,
  readInterState,
  readFilteredRoute,
  readStrandedDirection,
  readArrivalCount,
  readArrivalPlace,
  readWhere,
  readStops,
  readValueUnits,
  readNumberValues,
  readAmount,
  readExtremes,
  readAverageOfTotal,
  readThresholds,
  readNumberUnits,
  readComparison,
  readOrdering,
  readJudgement,
];

/** One reading of the question against one subject (no query runs here). */
export function readSubject(
  parsed: ParsedText,
  subject: Subject,
  values: ValueIndex | null,
  /** Dimensions an earlier turn used: a follow-up value ("only LAX") prefers them. */
  prefer: ReadonlySet<string> = new Set(),
  /** Words the other subjects in scope know as written (never respelt for this one). */
  known: ReadonlySet<string> = new Set(),
): Reading {
  const first = readTokens(parsed.tokens, parsed, subject, values, prefer);
  // A misspelt field word ("avrage") is read again as the word it is one edit from.
  const fixed = respelt(parsed.tokens, first.unknown, subject, known);
  return fixed ? readTokens(fixed, parsed, subject, values, prefer) : first;
}

function readTokens(
  tokens: readonly Token[],
  parsed: ParsedText,
  subject: Subject,
  values: ValueIndex | null,
  prefer: ReadonlySet<string>,
): Reading {
  const time = periodsAtEnds(
    pairGrain(tokens, adjectiveGrain(tokens, parsed.time, subject), subject),
    subject,
  );
  const ctx = readContext(tokens, time, subject, values, prefer);
  const state = STEPS.reduce((s, step) => step(ctx, s), initialState(ctx));
  return finish(ctx, state);
}

/**
 * "the typical daily high": a grain adverb right before a word of a measure whose description holds the
 * adverb ("Average daily maximum temperature") describes that measure, not a breakdown by day. Only
 * when the adverb is the question's one grain word.
 */
function adjectiveGrain(tokens: readonly Token[], time: TimeParse, subject: Subject): TimeParse {
  if (!time.grain) return time;
  // The grain two compared periods are shown at stays ("average monthly close: 2008 versus 2009").
  if (averagedOwnGrain(tokens, time, subject)) return { ...time, grain: periodsCompared(tokens, time) };
  const adverbs = tokens.filter((t) => time.consumed.has(t.index) && GRAIN_ADVERBS[t.lower] === time.grain);
  const grainWords = tokens.filter((t) => GRAIN_ADVERBS[t.lower] || GRAIN_NOUNS[t.stem]);
  const [adverb] = adverbs;
  if (!adverb || adverbs.length !== 1 || grainWords.length !== 1) return time;
  // "the daily high" is one figure; "daily highs" are the series.
  const next = tokens[adverb.index + 1];
  if (next && next.lower !== next.stem) return time;
  const describes = subject.measures.some(
    (m) =>
      m.description.toLowerCase().split(/\W+/).includes(adverb.lower) &&
      !!next &&
      phrasesOf(m).some((p) => p.stems.includes(tokenKey(next))),
  );
  return describes ? { ...time, grain: null } : time;
}

/**
 * "precipitation 2012 vs 2015", "avg delay jan vs mar" over a time dimension: the two periods
 * side by side, one row each, as "2012 vs 2013" (next to each other, one range) already gives them. The
 * contract is asked for the span between them at their grain and only its two end rows are kept
 * (ends.ts); a table's query holds the two periods themselves (query.ts `endsWhere`). Asked back
 * before, as one range cannot hold two periods apart. Only when no other grain is named and the time
 * dimension has the grain; year columns keep their own reading (`yearsApart`).
 */
function periodsAtEnds(time: TimeParse, subject: Subject): TimeParse {
  const span = time.apartSpan;
  const td = timeDimension(subject);
  if (!span || !td?.grains.includes(span.grain)) return time;
  if (time.grain !== null && time.grain !== span.grain) return time;
  const consumed = new Set([...time.consumed, ...span.consumed]);
  return {
    ...time,
    range: span.range,
    grain: span.grain,
    apart: null,
    apartSpan: null,
    endsOnly: true,
    consumed,
  };
}

/** The grain of two periods compared side by side ("2008 versus 2009": years), or null. */
function periodsCompared(tokens: readonly Token[], time: TimeParse): TimeGrain | null {
  const compared = tokens.some((t) => time.consumed.has(t.index) && COMPARED.has(t.lower));
  return compared ? comparedGrain(time.range?.from ?? null) : null;
}

/**
 * "average daily wind in 2013" over daily weather, "average monthly close" over monthly prices, "which
 * year was warmest, going by average daily highs?": the data's own grain after "average" says what one
 * value is, so the average is one figure (or one per breakdown the question names elsewhere), not a
 * series by day (365 rows were given, or the days ranked instead of the years). "monthly average price"
 * and "monthly close" stay the series they ask for.
 */
function averagedOwnGrain(tokens: readonly Token[], time: TimeParse, subject: Subject): boolean {
  // "how warm were the daily highs on average", "how hot did July get on average, going by the daily highs".
  const onAverage = tokens.some((t) => t.lower === 'average' && tokens[t.index - 1]?.lower === 'on');
  const adverb = tokens.find(
    (t) =>
      time.consumed.has(t.index) &&
      GRAIN_ADVERBS[t.lower] === time.grain &&
      (onAverage || statisticBefore(tokens, t.index)),
  );
  const next = adverb ? tokens[adverb.index + 1] : undefined;
  const td = timeDimension(subject);
  if (!next || !td || finestGrain(td.grains) !== time.grain) return false;
  return subject.measures.some(
    (m) => m.aggregation === 'avg' && phrasesOf(m).some((p) => p.stems.includes(tokenKey(next))),
  );
}

const AVERAGE_WORDS: ReadonlySet<string> = new Set(['average', 'avg', 'mean', 'typical']);
/** Statistics over the days as well: "median daily high", "standard deviation of daily wind". */
const SPREAD_WORDS: ReadonlySet<string> = new Set([
  'median',
  'deviation',
  'stddev',
  'variance',
  'percentile',
]);

/**
 * "MSFT low and high monthly close in 2002": the lowest and highest of the data's own values (a
 * series by month with three columns was given). Not the superlatives, which rank ("the highest daily
 * max temperature" ranks the days).
 */
const LOW_HIGH: ReadonlySet<string> = new Set(['low', 'high', 'min', 'max', 'minimum', 'maximum']);

/** An average or a spread right before the grain adverb at i, or before "of" and it (pass 17b). */
function statisticBefore(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.lower ?? '';
  if (AVERAGE_WORDS.has(before) || SPREAD_WORDS.has(before) || LOW_HIGH.has(before)) return true;
  return before === 'of' && SPREAD_WORDS.has(tokens[i - 2]?.lower ?? '');
}

/** Words no step explained (function words only when they change the meaning: "not", "our"). */
function unexplained(ctx: ReadContext, s: ReadState): Token[] {
  return ctx.tokens.filter(
    (t) =>
      !s.consumed.has(t.index) &&
      (MEANINGFUL_FUNCTION_WORDS.has(t.lower) ||
        namedEvent(ctx, t) ||
        (DEGREE_NOUNS.has(t.lower) && s.measureAt.has(t.index + 1)) ||
        pointInTime(ctx, s, t) ||
        // "the US" in capitals names a country, not the pronoun "us": dropped, it would widen the answer.
        t.text === 'US' ||
        (!STOPWORDS.has(t.lower) && !STOPWORDS.has(t.stem))) &&
      !(strayNumber(t) && !amountAfterMeasure(ctx, s, t)),
  );
}

/**
 * A number right after a measure's plain word ("flights with delay 5"): an amount the reading missed
 * (answered with every flight before), not a stray number. Not after a superlative ("the warmest 3").
 */
function amountAfterMeasure(ctx: ReadContext, s: ReadState, t: Token): boolean {
  const before = ctx.tokens[t.index - 1]?.lower ?? '';
  return s.measureAt.has(t.index - 1) && !isSuperlative(before) && !/est$/.test(before);
}

/**
 * A number no step read, left out of the unknown words (except an amount after a measure's word): digits, and the small number words that also
 * say "the one with" or "the two of them" (not "zero": "flights with zero delay" is a condition). A larger number in words that nothing read ("sixty" in
 * "in 1960 and sixty") is part of something the reading missed, and is not dropped.
 */
function strayNumber(t: Token): boolean {
  const n = decimalNumber(t);
  return n !== null && (/\d/.test(t.text) || (n >= 1 && n <= 12));
}

/** Words that pick one end of the data's time: the first or the latest value, not every one. */
const TIME_ENDS: ReadonlySet<string> = new Set([
  'first',
  'last',
  'latest',
  'earliest',
  'recent',
  'newest',
  'oldest',
]);
/** Words that may stand between such a word and the measure ("the first recorded price"). */
const RECORDED: ReadonlySet<string> = new Set([
  'recorded',
  'known',
  'available',
  'reported',
  'listed',
  'closing',
]);

/**
 * "AAPL's first recorded price", "the most recent price": a word for one end of the data's time
 * right before a measure (past "recorded", "known") that no time step read asks for the value at that
 * date, not the measure over all of it (answered as the overall average before: a wrong answer). It
 * stays unexplained, so the question is asked back.
 */
function pointInTime(ctx: ReadContext, s: ReadState, t: Token): boolean {
  if (!TIME_ENDS.has(t.lower) || ctx.time.consumed.has(t.index)) return false;
  const k = RECORDED.has(ctx.tokens[t.index + 1]?.lower ?? '') ? t.index + 2 : t.index + 1;
  return s.measureAt.has(k);
}

/** "record high", "record rainfall": a noun (a function word elsewhere, "records") that makes a measure its extreme ever. */
const DEGREE_NOUNS: ReadonlySet<string> = new Set(['record']);

/** Prepositions of time: what follows names a moment. */
const TIME_PREPOSITIONS: ReadonlySet<string> = new Set('after before since until till during'.split(' '));

/**
 * "after the split", "before the record": a word after a time preposition and an article names an
 * event, even when it is a function word elsewhere ("split by", "records"); a time step reads real
 * periods, so one left here is an event the data does not hold and must not be dropped.
 */
function namedEvent(ctx: ReadContext, t: Token): boolean {
  const article = ctx.tokens[t.index - 1];
  const prep = ctx.tokens[t.index - 2];
  return (
    !ctx.time.consumed.has(t.index) &&
    !!article &&
    ['the', 'a', 'an'].includes(article.lower) &&
    !!prep &&
    TIME_PREPOSITIONS.has(prep.lower)
  );
}

/**
 * How much of the question this subject explains: measure words 3, dimensions and values 2, the
 * subject's own name 3, each unexplained word −1.5, each problem −2.
 */
function score(ctx: ReadContext, s: ReadState, unknown: number): number {
  const { subject, time } = ctx;
  const hasTime = !!timeDimension(subject) || !!yearDimension(subject);
  return (
    3 * s.strong.length +
    1.5 * s.weak.length +
    2 * s.groupBy.filter((g) => g.dimension.type !== 'time').length +
    2 * s.filters.length +
    (s.idMentioned ? 3 : s.mentioned ? 1.5 : 0) +
    (s.genericAggregation && subject.measures.some((m) => m.aggregation === s.genericAggregation) ? 1 : 0) +
    (s.countCue && subject.measures.some((m) => m.plainCount) ? 0.5 : 0) +
    (time.range && hasTime ? 0.5 : 0) -
    1.5 * unknown -
    2 * s.problems.length
  );
}

/**
 * "by day of the week": a contract answers by calendar periods only, so a cyclical part of the date is
 * asked back rather than read as a daily series (tables may compute it: their own planner decides); so
 * are two compared periods one range cannot hold.
 */
function timeProblems(ctx: ReadContext, s: ReadState): string[] {
  const { cyclical, apart } = ctx.time;
  // Tables compute cyclical parts themselves; periods apart that no reading took are asked back.
  if (ctx.subject.kind !== 'contract')
    return apart ? [`"${apart}" are separate periods; ask for each, or for the range between them`] : [];
  return [
    // "the busiest hour", "by hour" over months: the hour of the day is meant, and a contract has only
    // date-and-hour periods; a series of hours is answered only inside one day.
    ...((ctx.time.grain === 'hour' || s.groupBy.some((g) => g.grain === 'hour')) &&
    !withinOneDay(ctx.time.range)
      ? [
          `${ctx.subject.title} has no hour-of-the-day dimension; hourly figures are given only within one day`,
        ]
      : []),
    ...(cyclical
      ? [
          `${ctx.subject.title} can be grouped by calendar periods (day, week, month, ...), not by ${cyclical}`,
        ]
      : []),
    // "December across all years": a contract has calendar periods only, not a month in every year.
    ...(ctx.time.monthOfYear !== undefined
      ? [`${ctx.subject.title} can filter on calendar periods, not one month in every year`]
      : []),
    // "in 1990 or 2000": answering the first alone, or everything between, is not what was asked.
    ...(apart ? [`"${apart}" are separate periods; ask for each, or for the range between them`] : []),
  ];
}

/**
 * "China's population in 1955 or 2005", "life expectancy 1960 vs 2000" over a subject whose time is a
 * year column (gapminder): the two years side by side, each its own row, as a follow-up "compare that
 * with 2005" gives them (asked back before: one range cannot hold two years apart). Null otherwise.
 */
function yearsApart(ctx: ReadContext, s: ReadState): ReadState | null {
  // "in 1990 or 2000", "in 1960, 1980 and 2000": the years named, each its own row.
  const apart = ctx.time.apart ?? '';
  const years = /^\d{4}(?:\D+\d{4})+$/.test(apart) ? (apart.match(/\d{4}/g) ?? []) : [];
  const year = yearDimension(ctx.subject);
  // "… in 1960 and in 2000, a row for each year": the years' own breakdown asked as well.
  if (years.length < 2 || !year || timeDimension(ctx.subject) || s.groupBy.some((g) => g.dimension !== year))
    return null;
  const value = years.map(Number).sort((a, b) => a - b);
  return {
    ...s,
    filters: [...s.filters, { field: year.name, kind: 'dimension', operator: 'in', value }],
    groupBy: [{ dimension: year, grain: null }],
  };
}

function finish(ctx: ReadContext, read: ReadState): Reading {
  const apart = yearsApart(ctx, read);
  const s = apart ?? read;
  const leftover = unexplained(ctx, s);
  const ignored = leftover.filter((t) => harmless(ctx, s, t));
  const unknown = leftover.filter((t) => !ignored.includes(t));
  return {
    subject: ctx.subject,
    measures: s.strong,
    weakMeasures: s.weak,
    genericAggregation: s.genericAggregation,
    countCue: s.countCue,
    groupBy: s.groupBy,
    filters: s.filters,
    range: apart ? null : ctx.time.range,
    grain: ctx.time.grain,
    ...(ctx.time.endsOnly && !apart ? { endsOnly: true } : {}),
    overTime: ctx.time.overTime,
    sort: s.sort,
    limit: s.limit,
    unknown,
    valueAt: s.valueFrom,
    ignored: ignored.filter((t) => !silent(t)),
    explained: s.consumed,
    mentioned: s.mentioned,
    problems: [...s.problems, ...(apart ? [] : timeProblems(ctx, s))],
    score: score(ctx, s, unknown.length),
  };
}

/**
 * A word one reading answers without but another data set's reading explains names something of that
 * data ("average high temperature" read over stock prices leaves "temperature", the weather's measure):
 * it is not harmless there, so it counts as unknown and costs that reading like any unknown word.
 */
/**
 * Between tables and models: a word one leaves unexplained that another reads as its own field
 * ("origin" in "how many different origin airports": a column of flights, nothing of airports) counts
 * against it twice, so the table whose column the word names wins over the one it only misses.
 */
function tableChecked(r: Reading, readings: readonly Reading[]): Reading {
  const others = readings.filter((o) => o !== r && o.subject.kind !== 'contract');
  const named = r.unknown.filter((t) =>
    others.some((o) => o.explained.has(t.index) && !o.unknown.includes(t)),
  );
  return named.length === 0 ? r : { ...r, score: r.score - 1.5 * named.length };
}

export function crossChecked(readings: readonly Reading[]): Reading[] {
  // Between contracts only: a table read beside a contract over it is the same data in other words.
  const contracts = readings.filter((r) => r.subject.kind === 'contract');
  return readings.map((r) => {
    if (r.subject.kind !== 'contract') return tableChecked(r, readings);
    // "national" restates the data's whole country: another data set of countries does not claim it.
    const named = r.ignored.filter(
      (t) => !WHOLE_COUNTRY.has(t.lower) && contracts.some((o) => o !== r && o.explained.has(t.index)),
    );
    if (named.length === 0) return r;
    return {
      ...r,
      ignored: r.ignored.filter((t) => !named.includes(t)),
      unknown: [...r.unknown, ...named].sort((a, b) => a.index - b.index),
      score: r.score - 1.5 * named.length,
    };
  });
}
