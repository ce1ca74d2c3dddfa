import type { SortDirection, TimeGrain } from '../../contracts/model.js';
import { TIME_GRAINS } from '../../contracts/model.js';
import { type Cleared, clearedSlots, withoutClearingWords } from './cleared.js';
import {
  DIFFERENCE_ASKED,
  type Difference,
  differenceMeasures,
  differenceOf,
  sideBySide,
} from './difference.js';
import { spelledForReading } from './durations.js';
import { endsLabelled } from './ends.js';
import { firstInOrder } from './firstorder.js';
import {
  ADDITIVE_CUES,
  aggregateOfPrevious,
  backInTime,
  bareLimit,
  comparedOutside,
  comparedPeriods,
  compares,
  completedMeasure,
  countOfPointedRows,
  everyRowOfRanking,
  excluded,
  excludedFromShown,
  excludedOnAskedSide,
  extremeOfPrevious,
  isAdditive,
  otherSideBreakdown,
  periodPointerAt,
  periodReading,
  pointedNounAt,
  pointsAtNothing,
  pointsBackAtFigure,
  pointsBackAtPeriod,
  pointsBackAtRows,
  pointsBackAtSubject,
  qualifyingCount,
  rankedLimit,
  removalCue,
  replacedOnSide,
  reversal,
  rowsPointedAt,
  sameKindOtherSide,
  seriesFlattened,
  shownInOrder,
  sideOfPlace,
  silentSideSwitch,
  singularWhich,
  steppedBack,
  swappedRoute,
  swappedSides,
  thenPointerAt,
  turnedWithinShown,
  whichOfPrevious,
  wholeFigure,
} from './followup.js';
import { openEnded } from './openended.js';
import { MEANING_CLASSES } from './parse/leftover.js';
import { routePointedAt } from './parse/restated.js';
import { heldToOne } from './parse/state.js';
import { placeLead } from './parse/values.js';
import {
  CARRIERS,
  judgedDirection,
  lowerIsBetter,
  MEANINGFUL_FUNCTION_WORDS,
  NEGATIONS,
} from './parse/vocab.js';
import {
  crossChecked,
  type GroupBy,
  type IntentFilter,
  type ParsedText,
  parseText,
  type Reading,
  readSubject,
  timeDimension,
  timeGroup,
  yearDimension,
} from './parse.js';
import { droppedFromTop, nextRanks, type Picked } from './picked.js';
import { pointsAtRow, rankPointerAt } from './referent.js';
import { beforeBarelyBegun, settleLatestYear, settleRelative } from './relative.js';
import { type Subject, type SubjectDimension, type SubjectMeasure, sideAndKind } from './subject.js';
import type { Absence } from './tables/absent.js';
import { oneKeyCounted } from './tables/columns.js';
import { SHARE_LEADS } from './tables/cues.js';
import { inClockOrder, monthNotHeld } from './tables/dateparts.js';
import {
  countedDimension,
  distinctMeasure,
  MOST_DISTINCT,
  passingGrain,
  periodCountMeasure,
} from './tables/distinct.js';
import { rowExtreme } from './tables/extremes.js';
import { shownColumnWords } from './tables/shown.js';
import { namedByUnitsOnly } from './tables/thresholds.js';
import { OF_KNOWN_SET, phraseStems, STOPWORDS, stem, type Token, tokenize, wholeNumber } from './text.js';
import {
  CHANGE_WORDS,
  finestGrain,
  GRAIN_ADVERBS,
  impossibleDay,
  needsYear,
  type Period,
  periodLabel,
  rangeBounds,
  rangeLabel,
  type TimeRange,
  withYear,
} from './time.js';
import { nationWord, outsideRowFilter, ownRowsArriving, unrecordedSide } from './unavailable.js';
import { closestValues, editDistance, lookupValue, type ValueIndex } from './values.js';

/**
 * From words to a decision: answer with a fully specified intent, or ask.
 * Deterministic: the same conversation always gives the same outcome.
 */

export interface Intent {
  readonly subject: Subject;
  readonly measures: readonly SubjectMeasure[];
  readonly groupBy: readonly GroupBy[];
  readonly filters: readonly IntentFilter[];
  /** Applied to the subject's time (or year) dimension; years are settled. */
  readonly range: TimeRange | null;
  readonly sort: { readonly field: string; readonly direction: SortDirection } | null;
  readonly limit: number | null;
  /** Words answered without (they only restated the question), named in the interpretation sentence. */
  readonly ignored: readonly string[];
  /** The ranked rows shown the other way round (the same rows: "sorted ascending" after a top 10). */
  readonly shownReversed?: boolean;
  /** Rows picked from the ranking the query returns: "drop the top one" (picked.ts). */
  readonly picked?: Picked;
  /** Two periods compared apart ("2012 vs 2015"): only the range's first and last period are shown (ends.ts). */
  readonly endsOnly?: boolean;
  /** "both directions": the place filters of a pair of sides hold either way round (tables/sides.ts). */
  readonly bothWays?: boolean;
  /** "with no departures": rows with (or without) a matching row in a joined table (tables/absence.ts). */
  readonly absences?: readonly Absence[];
  /** "the most common weather type in each month": the top row by `sort` within each of these groups (tables/pergroup.ts). */
  readonly perGroup?: readonly GroupBy[];
  /** "How many more departures did LGA have than JFK": over a table, the two figures and their difference (difference.ts). */
  readonly difference?: Difference;
  /** The same over a contract: both figures shown side by side, the difference not computed (said in the answer). */
  readonly differenceShown?: boolean;
  /** "flights landing in Denver" from a Colorado office: the place reached, answered with the caller's own departures only (unavailable.ts). */
  readonly ownArrivals?: string;
}

export interface Question {
  readonly id: string;
  readonly text: string;
  readonly choices: readonly string[];
}

export type Outcome =
  | { readonly kind: 'answer'; readonly intent: Intent }
  | {
      readonly kind: 'ask';
      /** What the narrative says: why the planner is asking rather than answering. */
      readonly message: string;
      readonly questions: readonly Question[];
    };

export interface Interpretation {
  /** The text this state was read from (several messages when a question was answered). */
  readonly text: string;
  /** Words (tokens) and messages in `text`: what carrying it into the next message would cost. */
  readonly words: number;
  readonly messages: number;
  readonly reading: Reading | null;
  readonly outcome: Outcome;
  /** True when the last message refined an earlier question. */
  readonly refined: boolean;
}

export interface InterpretEnv {
  readonly subjects: readonly Subject[];
  values(subject: Subject): Promise<ValueIndex | null>;
  /** Search ranks, best first, used only to break ties between equally good readings. */
  readonly searchRank?: ReadonlyMap<string, number>;
  /**
   * Called before each reading: yields to the event loop so one long
   * conversation never holds the server, and throws once the turn is over
   * (its deadline passed or its client left).
   */
  readonly checkpoint?: () => Promise<void>;
  /**
   * The caller's row-level security values ({ state: 'TX' }): "our state" names one, which a table no
   * row filter governs (airports) reads as that value (tables/fallback.ts, ownValueFallback).
   */
  readonly context?: Readonly<Record<string, unknown>>;
}

/**
 * How much an open question (with the answers given to it so far) or a
 * refined question carries into the next message: at most this many messages
 * and words. Real clarifying exchanges and follow-up chains are a question and
 * a few short answers; past either bound the newest message is read on its own
 * (a refinement still keeps the merged meaning, only the text restarts). These
 * bounds keep a turn's work linear in the conversation's length: without them
 * every message re-read all the text before it.
 */
export const MAX_CARRIED_MESSAGES = 6;
export const MAX_CARRIED_WORDS = 120;

/**
 * The longest message read as a question. A real question is a sentence or
 * two; a longer message (a pasted document) would only be asked back about
 * its unknown words, and reading it against every subject holds the event
 * loop for tens of milliseconds. It is not read at all: the planner says so.
 */
export const MAX_QUESTION_CHARS = 2000;

/** Leading words that make a message a refinement of the previous question. */
const FOLLOW_UP_CUES = new Set([
  'now',
  'only',
  'just',
  'and',
  // "n in april?": chat shorthand for "and".
  'n',
  'also',
  'but',
  'instead',
  'same',
  'then',
  'ok',
  'okay',
  'excluding',
  'exclude',
  'without',
  'except',
  'break',
  'split',
  'with',
  'add',
  'plus',
]);

/**
 * Folds the user's messages, oldest first, into one state. Each message is
 * tokenized once and read against the subjects at most three times (with the
 * carried text, alone, as a refinement); the carried text is bounded by
 * MAX_CARRIED_WORDS, so the work is linear in the conversation's length.
 */
export async function interpretConversation(
  userMessages: readonly string[],
  env: InterpretEnv,
): Promise<Interpretation> {
  let state: Interpretation | null = null;
  for (const message of userMessages) {
    await env.checkpoint?.();
    if (message.length > MAX_QUESTION_CHARS) {
      state = tooLong(message, env);
      continue;
    }
    const parsed = parseText(message);
    if (asksWhy(parsed.tokens)) {
      state = whyAsked(state, message, parsed, env);
      continue;
    }
    const impossible = impossibleDay(parsed.tokens);
    if (impossible) {
      const outcome = ask(`${impossible} Which day do you mean?`, 'period', 'Which day?', []);
      state = askedInstead(state, message, parsed, outcome);
      continue;
    }
    if (!state && POINTS_BACK_FIRST.test(message)) {
      state = askedInstead(state, message, parsed, nothingToPointAt());
      continue;
    }
    if (!state) {
      const fresh = await interpretFresh(message, parsed, env);
      const bare =
        onlyPeriod(fresh) || (fresh.outcome.kind === 'answer' && openEnded(message, fresh.reading));
      const opened = bare ? { ...fresh, reading: null, outcome: help(env) } : fresh;
      state = await afterPreface(message, opened, env);
      continue;
    }
    // "is that higher than Chicago?": the earlier figure asked again beside Chicago's.
    const compared = comparedAsked(message);
    state = compared
      ? await nextState(state, compared, parseText(compared), env)
      : await nextState(state, message, parsed, env);
  }
  if (!state) throw new Error('interpretConversation needs at least one user message');
  return state;
}

/** "why?", "how come", "what caused it": a question about causes, which no query of the data answers. */
function asksWhy(tokens: readonly Token[]): boolean {
  const at = (i: number) => tokens[i]?.lower ?? '';
  return tokens.some(
    (t, i) =>
      t.lower === 'why' ||
      (t.lower === 'how' && at(i + 1) === 'come') ||
      (t.lower === 'what' && /^(caus|explain)/.test(at(i + 1))),
  );
}

/**
 * A cause is asked back, never answered with the last figure again: the data says what happened, not
 * why. The previous question stays open, so an answer to the questionnaire continues it.
 */
function whyAsked(
  state: Interpretation | null,
  message: string,
  parsed: ParsedText,
  env: InterpretEnv,
): Interpretation {
  const reading = state?.reading ?? null;
  const subject = reading?.subject ?? env.subjects[0];
  const outcome = ask(
    "I can report what the data shows, not why it happened; I won't guess at causes. A breakdown may help you look for one.",
    'rephrase',
    'Would one of these help?',
    subject ? examples(subject, reading) : [],
  );
  return askedInstead(state, message, parsed, outcome);
}

/** A message answered with a question back; the question before stays open, so an answer continues it. */
function askedInstead(
  state: Interpretation | null,
  message: string,
  parsed: ParsedText,
  outcome: Outcome,
): Interpretation {
  return state
    ? { ...state, outcome }
    : { text: message, words: parsed.tokens.length, messages: 1, reading: null, outcome, refined: false };
}

const COMPARATIVES =
  'higher|lower|more|less|bigger|smaller|worse|better|greater|fewer|larger|longer|shorter|busier|quieter|later|earlier';
const COMPARED_ASKED = new RegExp(
  `^\\s*(?:is|are|was|were)\\s+(?:(?:that|it|this|they|those)\\s+)?(.*?)\\b(?:${COMPARATIVES})\\b(?:\\s+(?:than|in|at|for|from))?\\s*(.*?)[?.!\\s]*$`,
  'i',
);

/**
 * "is that higher than Chicago?", "is it worse in Chicago?", "was Chicago busier?" after a figure:
 * a yes-or-no comparison with another value, answered as "compare with Chicago" is (the earlier
 * question for both, side by side, and the reader judges). Null for any other message.
 */
function comparedAsked(message: string): string | null {
  const m = COMPARED_ASKED.exec(message);
  if (!m) return null;
  const named = `${m[1] ?? ''} ${m[2] ?? ''}`.replace(/\s+/g, ' ').trim();
  return named.length > 0 ? `compare with ${named}` : null;
}

/** The state after one more message: an answer to the open question, a follow-up, or a new question. */
async function nextState(
  state: Interpretation,
  message: string,
  parsed: ParsedText,
  env: InterpretEnv,
): Promise<Interpretation> {
  const carries =
    state.messages < MAX_CARRIED_MESSAGES && state.words + parsed.tokens.length <= MAX_CARRIED_WORDS;
  if (state.outcome.kind === 'ask') {
    const fresh = () => interpretFresh(message, parsed, env);
    if (!carries) return fresh();
    // An answer to a clarifying question completes the question it answers.
    const text = `${state.text} ${message}`;
    const combined = { ...(await interpretFresh(text, parseText(text), env)), messages: state.messages + 1 };
    if (combined.outcome.kind === 'answer') return { ...combined, refined: true };
    // A complete new question replaces the open one; a bare answer ("US domestic flights") never does.
    const alone = await fresh();
    if (alone.outcome.kind === 'answer' && alone.reading && hasMeasureWords(alone.reading)) {
      // "and the flights that year?" after a question asked back: read alone, "that year" points at no
      // period and the answer would cover every one; it stands alone only when it names its own period.
      const pointer = pointsBackAtPeriod(parsed.tokens) || thenPointerAt(parsed.tokens).size > 0;
      if (!pointer || alone.reading.range) return alone;
    }
    return (await answeredAsRefinement(state, message, parsed, alone, env)) ?? combined;
  }
  // "now delete those rows": a request to change data is refused as such, however it follows on.
  if (writeRequest(parsed.tokens)) return interpretFresh(message, parsed, env);
  // "highest price first" after a breakdown: the rows shown, in that order.
  const order = state.reading ? firstInOrder(parsed.tokens, state.reading) : null;
  if (order) return refine(state, order, parseText(order), carries, env);
  const first = parsed.tokens[0]?.lower ?? '';
  const second = parsed.tokens[1]?.lower ?? '';
  const cue =
    FOLLOW_UP_CUES.has(first) ||
    ((first === 'what' || first === 'how') && second === 'about') ||
    parsed.tokens.some((t) => t.lower === 'instead') ||
    pointsBackAtRows(parsed.tokens) ||
    pointsBackAtSubject(parsed.tokens) ||
    pointsBackAtPeriod(parsed.tokens) ||
    pointsBackAtFigure(parsed.tokens) ||
    pointsAtRow(message) ||
    asShareOfShown(parsed.tokens);
  if (!state.reading) return interpretFresh(message, parsed, env);
  if (!cue) {
    const fresh = await interpretFresh(message, parsed, env);
    const namesData = !!fresh.reading && (hasMeasureWords(fresh.reading) || fresh.reading.mentioned);
    if (namesData && fresh.outcome.kind === 'answer') {
      const onSame = fresh.reading && measureSwapped(parsed.tokens, state.reading, fresh.reading);
      const loose = !!fresh.reading && fresh.reading.ignored.length > 0;
      if (!fresh.reading || !(onSame || loose || ranksLastBreakdown(state.reading, fresh.reading)))
        return fresh;
      const refined = await refine(state, message, parsed, carries, env);
      if (refined.outcome.kind !== 'answer') return fresh;
      return onSame || !loose || readsMore(refined, fresh) ? refined : fresh;
    }
    if (namesData) {
      // A message that names data but cannot stand alone ("by average delay") may complete the last question.
      const refined = await refine(state, message, parsed, carries, env);
      return refined.outcome.kind === 'answer' ? refined : fresh;
    }
  }
  const refined = await refine(state, message, parsed, carries, env);
  if (refined.outcome.kind !== 'ask') return refined;
  return (await namedElsewhere(state.reading, message, parsed, env)) ?? refined;
}

/**
 * "how many flights from DEN were delayed over 30 minutes?", then "as a percentage of all DEN
 * flights?": a message opening with "as a percentage" restates the figure just given as a share, so
 * it refines it (the earlier condition is what is counted); read alone it was the share of DEN's
 * flights among every flight.
 */
function asShareOfShown(tokens: readonly Token[]): boolean {
  const [first, second, third] = tokens.map((t) => t.lower);
  const noun = second === 'a' || second === 'an' ? third : second;
  return (first === 'as' || first === 'in') && SHARE_LEADS.has(noun ?? '');
}

/**
 * "flights from SFO to LAX in April", then "reverse the direction and give me the avg delay": read alone,
 * the message was answered without some of its words (every flight's delay); read as a follow-up it
 * explains more of them. The reading that leaves fewer words out is the one the user meant.
 */
function readsMore(refined: Interpretation, fresh: Interpretation): boolean {
  const left = (i: Interpretation) => i.reading?.ignored.length ?? Number.MAX_SAFE_INTEGER;
  return left(refined) < left(fresh);
}

/**
 * A follow-up that points at something the last answer did not show: "which of those is the least
 * busy?" after a top N (the last of those is not the last overall), a bare "that one" after an answer
 * that singled nothing out. Asked back; null when the follow-up points at nothing amiss.
 */
function pointedAmiss(tokens: readonly Token[], prev: Reading, r: Reading): Ask | null {
  const choices = examples(prev.subject, prev).slice(0, 3);
  if (turnedWithinShown(tokens, prev, r))
    return ask(
      `The last answer showed the top ${prev.limit} only; the last of those is not the last overall. Which do you mean?`,
      'rephrase',
      'Which rows?',
      choices,
    );
  if (pointsAtNothing(tokens))
    return ask(
      'Which one do you mean? The last answer singled nothing out to point at.',
      'rephrase',
      'Which one?',
      choices,
    );
  return null;
}

/**
 * "flights from Seattle in February", then "and for weather: how many rainy days in February 2014?": a
 * follow-up the last question's data cannot read, that names another data set by its own name and is
 * read there in full, is a new question about that data (its words were asked back as unknown). The
 * table a contract reads is not another data set (tables/fallback.ts reads the whole conversation there).
 */
async function namedElsewhere(
  prev: Reading,
  message: string,
  parsed: ParsedText,
  env: InterpretEnv,
): Promise<Interpretation | null> {
  const fresh = await interpretFresh(message, parsed, env);
  const r = fresh.reading;
  const pointer = pointsBackAtPeriod(parsed.tokens) || thenPointerAt(parsed.tokens).size > 0;
  if (r && r.subject.id !== prev.subject.id && pointer)
    return periodCarried(prev, { ...fresh, reading: r }, message, parsed.tokens, env);
  if (fresh.outcome.kind !== 'answer' || !r?.mentioned || r.subject.id === prev.subject.id) return null;
  // "only flights over 1000 miles" after a question over regional_flights: the table the contract reads
  // is the same rows, not another data set; the conversation is read again over the tables in full.
  return prev.subject.contract?.source.table === r.subject.id ? null : fresh;
}

/**
 * "MSFT average price in 2005", then "and what was the US population that year?": "that year" on
 * another data set is the period the last question named (2005), carried over as a follow-up carries
 * it (a period that data lacks is said so). When the last answer found the period (its top month, "which
 * month had the most flights?"), no period was named to carry and it is asked back, never answered
 * over every period.
 */
async function periodCarried(
  prev: Reading,
  fresh: Interpretation & { reading: Reading },
  message: string,
  tokens: readonly Token[],
  env: InterpretEnv,
): Promise<Interpretation | null> {
  const r = fresh.reading;
  const found = prev.groupBy.some(
    (g) => g.dimension.type === 'time' || g.dimension === yearDimension(prev.subject),
  );
  if (found || !prev.range || needsYear(prev.range)) {
    // The last answer's period was found by its query, or not named in full: there is none to carry.
    const text = `Which period do you mean? The last question about ${prev.subject.title} named no one period to carry over; ask with the period itself.`;
    return {
      ...fresh,
      outcome: ask(text, 'rephrase', 'Which period?', examples(r.subject, null).slice(0, 3)),
    };
  }
  if (r.range) return null;
  const at = new Set([...periodPointerAt(tokens), ...thenPointerAt(tokens)]);
  const unknown = r.unknown.filter((t) => !at.has(t.index));
  const ignored = r.ignored.filter((t) => !at.has(t.index));
  const carried = { ...r, range: prev.range, unknown, ignored };
  return { ...fresh, reading: carried, outcome: await resolve(message, carried, env) };
}

/**
 * "How many flights in 2005?", asked back (the data ends in 2001), then "2001": a reply that names
 * something the open question can take (a period, a value, a breakdown) read as a refinement of it,
 * the way a follow-up replaces a slot. Only when the open question was fully understood (nothing
 * unexplained, no problem): a reply never makes a question answerable that had words the data lacks.
 */
async function answeredAsRefinement(
  state: Interpretation,
  message: string,
  parsed: ParsedText,
  alone: Interpretation,
  env: InterpretEnv,
): Promise<Interpretation | null> {
  const open = state.reading;
  if (!open || !substantive(open) || open.unknown.length > 0 || open.problems.length > 0) return null;
  if (!alone.reading || !substantive(alone.reading)) return null;
  const refined = await refine(state, message, parsed, true, env);
  return refined.outcome.kind === 'answer' ? refined : null;
}

/**
 * "flights from Denver by month", then "which month had the highest average delay?": a ranking of the
 * rows the last answer broke down (same subject, same breakdown) that names no place or period of its
 * own ranks those rows, within the earlier question's filters and period, as a person would take it.
 */
function ranksLastBreakdown(prev: Reading, r: Reading): boolean {
  const narrowed = prev.filters.length > 0 || prev.range !== null;
  if (!narrowed || r.subject !== prev.subject || r.filters.length > 0 || r.range !== null) return false;
  if (r.limit === null || r.groupBy.length !== 1 || prev.groupBy.length !== 1) return false;
  const [g, p] = [r.groupBy[0], prev.groupBy[0]];
  return g?.dimension.name === p?.dimension.name && g?.grain === p?.grain;
}

/** Words that only ask ("what's the avg delay", "and how about the total"): not counted as the message's content. */
const ASKING_WORDS: ReadonlySet<string> = new Set(
  "what what's whats how is was were the a an and so ok okay then now about tell show give me".split(' '),
);

/**
 * "life expectancy in India in 2000", then "fertility?" (or "what's the avg delay"): a message of a word
 * or two, beside asking words, that names only a measure of the same data (no place, period, breakdown, ranking or count word) swaps the measure of
 * the question just answered, as "and the fertility?" does, when that question was narrowed by a place
 * or a period; read alone it would drop them (every country's fertility in every year).
 */
function measureSwapped(tokens: readonly Token[], prev: Reading, r: Reading): boolean {
  const narrowed = prev.filters.length > 0 || prev.range !== null;
  const content = tokens.filter((t) => !ASKING_WORDS.has(t.lower));
  if (!narrowed || r.subject.id !== prev.subject.id || r.measures.length === 0 || content.length > 3)
    return false;
  const bare = r.filters.length === 0 && r.range === null && r.groupBy.length === 0 && r.sort === null;
  return bare && r.limit === null && !r.countCue && !r.mentioned && r.unknown.length === 0;
}

function hasMeasureWords(r: Reading): boolean {
  return r.measures.length > 0 || r.weakMeasures.length > 0 || r.genericAggregation !== null || r.countCue;
}

/** The reading names something of its subject (a measure, dimension, value, its name, or a usable time range). */
export function substantive(r: Reading): boolean {
  return (
    hasMeasureWords(r) ||
    r.groupBy.length > 0 ||
    r.filters.length > 0 ||
    r.mentioned ||
    (r.range !== null && (timeDimension(r.subject) !== undefined || yearDimension(r.subject) !== undefined))
  );
}

/**
 * "give me the numbers for Q1", "what happened in March?": a conversation that opens with a period alone
 * names neither a figure nor a data set; it was answered with the row count of whichever data set the
 * period fitted (the flights, for a quarter without its year). Asked back like a question naming
 * nothing. Later in a conversation a period alone answers a question back ("2001") or moves the last one.
 */
function onlyPeriod(fresh: Interpretation): boolean {
  const r = fresh.reading;
  if (!r || fresh.outcome.kind !== 'answer' || r.range === null || hasMeasureWords(r)) return false;
  return r.groupBy.length === 0 && r.filters.length === 0 && !r.mentioned;
}

/**
 * Readings whose subject has no data in the question's own dated period ("July 2014" of stock prices
 * that end in 2010): the wrong reading of a word both share ("average high"), which would only be asked back.
 */
async function outsideReadings(readings: readonly Reading[], env: InterpretEnv): Promise<Set<Reading>> {
  const outside = new Set<Reading>();
  for (const r of readings) {
    const index = await env.values(r.subject);
    if (r.range && !needsYear(r.range) && !reachesData(r.range, index)) outside.add(r);
    if (yearsUnheld(r, index)) outside.add(r);
  }
  return outside;
}

/**
 * "total precipitation in 2012 and 2014": read as values of Gapminder's year column, the years are
 * none it holds (1955 to 2005 in steps of five), so that reading is as far off as a range outside the
 * data; the weather's range of the same years is the one meant.
 */
function yearsUnheld(r: Reading, index: ValueIndex | null): boolean {
  const year = yearDimension(r.subject);
  const held = index?.years ?? [];
  if (!year || held.length === 0) return false;
  const named = r.filters.filter(
    (f) => f.field === year.name && (f.operator === 'eq' || f.operator === 'in'),
  );
  const values = named.flatMap((f) => (Array.isArray(f.value) ? f.value : [f.value]));
  return values.length > 0 && values.every((v) => typeof v === 'number' && !held.includes(v));
}

/**
 * "average daily high by year": a grain adverb ("daily", "weekly") the subject's time cannot be read at
 * (monthly stock prices have no days) says the question is about another data set; on an otherwise
 * equal reading it tips the choice ("high" is also a stock's price, and which data set was asked).
 */
function grainUnheld(subject: Subject, tokens: readonly Token[]): boolean {
  const td = timeDimension(subject);
  const grains: readonly TimeGrain[] = td ? td.grains : yearDimension(subject) ? ['year'] : [];
  return tokens.some((t) => {
    const grain = GRAIN_ADVERBS[t.lower];
    return grain !== undefined && !grains.includes(grain);
  });
}

/** The words the other subjects use as written: "states" is a field word of flights, not a slip for route_stats' "stats". */
function knownElsewhere(subjects: readonly Subject[], subject: Subject): Set<string> {
  const out = new Set<string>();
  for (const other of subjects) {
    if (other === subject) continue;
    for (const f of [...other.measures, ...other.dimensions]) {
      for (const phrase of [f.name, f.title, ...f.synonyms])
        for (const w of phrase.toLowerCase().split(/[^a-z]+/)) if (w.length >= 4) out.add(stem(w));
    }
  }
  return out;
}

async function interpretFresh(text: string, parsed: ParsedText, env: InterpretEnv): Promise<Interpretation> {
  const words = parsed.tokens.length;
  const messages = 1;
  // "delete every flight from 2001": a request to change data is refused as such, not read for its filters.
  const write = writeRequest(parsed.tokens);
  if (write) return { text, words, messages, reading: null, outcome: help(env, write), refined: false };
  const read: Reading[] = [];
  for (const subject of env.subjects) {
    await env.checkpoint?.();
    const known = knownElsewhere(env.subjects, subject);
    read.push(readSubject(parsed, subject, await env.values(subject), new Set(), known));
  }
  const readings = crossChecked(read);
  const rank = (r: Reading) =>
    env.searchRank?.get(`${r.subject.kind}:${r.subject.id}`) ?? Number.MAX_SAFE_INTEGER;
  // Contracts first on equal evidence: a governed definition beats raw SQL over the same data.
  // Tables before models on a tie: a model's columns may already be aggregates, and re-aggregating them misleads.
  const outside = await outsideReadings(readings, env);
  const bonus = (r: Reading) =>
    (substantive(r) ? (r.subject.kind === 'contract' ? 0.75 : r.subject.kind === 'table' ? 0.25 : 0) : 0) -
    (outside.has(r) ? 3 : 0) -
    (grainUnheld(r.subject, parsed.tokens) ? 0.5 : 0);
  readings.sort((a, b) => b.score + bonus(b) - (a.score + bonus(a)) || rank(a) - rank(b));
  const best = readings[0];
  if (smallTalk(parsed.tokens, best, readings, (r) => r.score + bonus(r))) {
    return { text, words, messages, reading: null, outcome: help(env), refined: false };
  }
  if (!best || !substantive(best)) {
    const outcome = await unmapped(text, best ?? null, env);
    return { text, words, messages, reading: best ?? null, outcome, refined: false };
  }
  const rivals = readings.filter(
    (r) =>
      r !== best && substantive(r) && r.score + bonus(r) === best.score + bonus(best) && hasMeasureWords(r),
  );
  if (rivals.length > 0 && hasMeasureWords(best)) {
    const outcome = heldByNone([best, ...rivals]) ?? whichSubject([best, ...rivals]);
    return { text, words, messages, reading: best, refined: false, outcome };
  }
  const outcome = await resolve(text, best, env);
  // "How many flights for Texas?" where the departures side holds no Texas (row-level security): asked.
  const switched = outcome.kind === 'answer' ? silentSideSwitch(parsed.tokens, null, best) : null;
  return {
    text,
    words,
    messages,
    reading: best,
    outcome: switched ? whichSide(switched, best.subject) : outcome,
    refined: false,
  };
}

/**
 * "For our quarterly review: how many flights left Denver in Q2?", "for the board: AAPL's average price
 * in 2007": a lead-in before a colon that names nothing of any data set only says who the answer is for
 * ("our", "board" were asked back as parts of the data). When the whole is not answered, the question
 * after the colon is read alone; a lead-in naming a place, a period or a field is never dropped.
 */
async function afterPreface(text: string, whole: Interpretation, env: InterpretEnv): Promise<Interpretation> {
  const at = text.indexOf(':');
  if (whole.outcome.kind === 'answer' || at <= 0) return whole;
  const rest = text.slice(at + 1);
  if (rest.trim() === '') return whole;
  // "Chicago airports: how many departures in June?": a heading that names what the question is
  // about, read at the question's end, where a place or period usually stands.
  const heading = text.slice(0, at).trim();
  const moved = (await namesNothing(heading, env))
    ? rest
    : spelledForReading(`${rest.trim().replace(/[?.!]+$/, '')} at ${heading}`);
  const after = await interpretFresh(moved, parseText(moved), env);
  return after.outcome.kind === 'answer' ? after : whole;
}

/**
 * Whether no data set reads a place, a period, a measure or its own name in the words. A grain adverb
 * may be read ("quarterly review"): alone it only breaks down what the question after the colon asks.
 */
async function namesNothing(words: string, env: InterpretEnv): Promise<boolean> {
  const parsed = parseText(words);
  // "Southwest: flights in May": a carrier, which no data set has a column for, is not a reader's label.
  if (parsed.tokens.some((t) => CARRIERS.has(t.lower))) return false;
  // "New York City airports: …" from a New Jersey office, whose rows hold no such value: a name
  // written with capitals past the first word is a place or a thing, never a reader's label.
  if (parsed.tokens.slice(1).some((t) => /^\p{Lu}\p{Ll}/u.test(t.text))) return false;
  for (const subject of env.subjects) {
    const r = readSubject(parsed, subject, await env.values(subject));
    // "Chicago airports": a value read on either side of the trip, which no filter settled yet.
    const valued = (r.valueAt?.size ?? 0) > 0;
    const named = r.filters.length > 0 || r.range !== null || hasMeasureWords(r) || r.mentioned || valued;
    if (named || r.groupBy.some((g) => g.dimension.type !== 'time')) return false;
  }
  return true;
}

/**
 * "Give me the stats for that one" as the first message, one sentence: it points back at something said
 * before, and nothing was (read as it stood, "stats" named route_stats and its row count was given).
 */
const POINTS_BACK_FIRST =
  /^[^.?!]*\b(?:for|about|on|of)\s+(?:that\s+one|that|those|these|them|it)\s*[?.!]*\s*$/i;

function nothingToPointAt(): Ask {
  const text =
    'This points back at something said before, but there is no earlier question here. Which one do you mean?';
  return ask(text, 'referent', 'Which one do you mean?', []);
}

/**
 * "average stock price" where no data set has stocks: each reads "average" alike, and every one leaves
 * "stock" and "price" unread. Which of them is meant is no question to ask; that none holds it is the answer.
 */
function heldByNone(options: readonly Reading[]): Ask | null {
  const [first, ...others] = options;
  const unread = (first?.unknown ?? []).filter(
    (t) =>
      !MEANINGFUL_FUNCTION_WORDS.has(t.lower) &&
      others.every((r) => r.unknown.some((u) => u.lower === t.lower)),
  );
  if (unread.length === 0) return null;
  const titles = options.map((r) => r.subject.title);
  const words = unread.map((t) => `"${t.text}"`).join(', ');
  const message = `None of the data available to you has ${words} (I looked in ${titles.join(', ')}), so I won't guess.`;
  return ask(
    message,
    'rephrase',
    'Did you mean one of these?',
    options.flatMap((r) => examples(r.subject, null).slice(0, 1)),
  );
}

/** Several data sets read the question equally well: which one is meant is asked, never chosen. */
function whichSubject(options: readonly Reading[]): Ask {
  const titles = options.map((r) => r.subject.title);
  const message = `This question fits several data sets equally well (${titles.join(', ')}); which one do you mean?`;
  return ask(message, 'subject', 'Which data set should I use?', titles);
}

/**
 * A message of greetings and function words only gets the list of data sets, unless one subject alone
 * reads it as a ranking over a breakdown ("what was our busiest month?" for a state office whose one
 * data set is its flights): ranking words and a grain are a question there, not small talk. Where
 * several subjects read it equally well it is still small talk (which data is meant is not said).
 */
function smallTalk(
  tokens: readonly Token[],
  best: Reading | undefined,
  readings: readonly Reading[],
  total: (r: Reading) => number,
): boolean {
  if (tokens.length === 0 || !tokens.every((t) => SMALL_TALK.has(t.lower) || STOPWORDS.has(t.lower)))
    return false;
  if (!best || !substantive(best) || best.sort === null || best.groupBy.length === 0) return true;
  return readings.some((r) => r !== best && substantive(r) && total(r) >= total(best));
}

/** The follow-up read against the previous question's subject and merged into it. */
async function refine(
  state: Interpretation,
  message: string,
  written: ParsedText,
  carries: boolean,
  env: InterpretEnv,
): Promise<Interpretation> {
  await env.checkpoint?.();
  const prev = state.reading as Reading;
  // "how many of those left from Newark?": read with the rows named ("those flights").
  // "avg delay on that route": the pair the last question filtered on, carried over as any filter is.
  const routed = routePointedAt(message, prev.subject, prev.filters);
  const pointed = rowsPointedAt(routed ?? message, prev.subject);
  const rewritten = pointed ?? routed;
  const parsed = rewritten !== null ? parseText(rewritten) : written;
  const { r, turned, period } = await readFollowUp(state, prev, parsed, env);
  // "drop the top one", "which of those had the highest average delay?": rows picked from those shown.
  const picked = pickedFromShown(parsed.tokens, prev, r);
  const joined = picked ?? wholeOrMerged(prev, r, parsed.tokens, turned, period);
  // "and how many of those …" after delayed flights: still the delayed flights.
  const counted = pointed
    ? { ...joined, measures: countOfPointedRows(shownMeasures(prev), joined.measures, joined.countCue) }
    : joined;
  // "sorted ascending" after a top 10: the same 10, shown smallest first.
  const shown = turned ? counted : (shownInOrder(parsed.tokens, prev, r, counted) ?? counted);
  const merged = spreadOverPeriods(prev, r, shown);
  // The merged reading carries the earlier messages' meaning; their text is kept only within the bound.
  const text = carries ? `${state.text}\n${message}` : message;
  const words = carries ? state.words + parsed.tokens.length : parsed.tokens.length;
  const messages = carries ? state.messages + 1 : 1;
  const switched =
    silentSideSwitch(parsed.tokens, prev, r) ??
    comparedOutside(parsed.tokens, r, await env.values(prev.subject));
  const outcome =
    turned?.kind === 'outside'
      ? turnedOutside(prev)
      : switched
        ? whichSide(switched, prev.subject)
        : ((picked ? null : pointedAmiss(parsed.tokens, prev, r)) ?? (await resolve(text, merged, env)));
  return { text, words, messages, reading: merged, outcome, refined: true };
}

/**
 * "5 busiest origins", then "drop the top one": the same ranking with its first rows left out; "top 5
 * destinations", then "which of those had the highest average delay?": the same five, ranked again by
 * the measure named and cut to one, the earlier measure only choosing them (picked.ts; ranking every
 * destination by the delay would name one never shown). Null for any other follow-up.
 */
function pickedFromShown(tokens: readonly Token[], prev: Reading, r: Reading): Reading | null {
  const { sort, limit } = prev;
  if (!sort || limit === null || prev.groupBy.length === 0 || prev.picked?.reranked) return null;
  const earlier = prev.picked?.skip ?? 0;
  const dropped = droppedFromTop(tokens, limit - earlier);
  if (dropped !== null) {
    const skip = earlier + dropped.skip;
    const size = dropped.keep === null ? limit : skip + dropped.keep;
    return { ...prev, limit: size, picked: { skip, reranked: null } };
  }
  // "and the next five?": the ranking run further, the ranks already shown left out.
  const next = nextRanks(tokens, limit - earlier);
  if (next !== null) return { ...prev, limit: limit + next, picked: { skip: limit, reranked: null } };
  const [m] = r.measures;
  const shown = shownMeasures(prev);
  if (!m || r.measures.length !== 1 || shown.some((x) => x.name === m.name) || earlier > 0) return null;
  if (!r.sort || r.limit !== null || r.groupBy.length > 0 || r.filters.length > 0 || r.range !== null)
    return null;
  const field = sort.field ?? shown[0]?.name;
  if (!field || !singularWhich(tokens)) return null;
  const hidden = [...new Set([...shown.map((x) => x.name), field])];
  const direction = settledDirection(r, [m]) ?? r.sort.direction;
  return {
    ...prev,
    measures: [...shown, m],
    sort: { ...sort, field },
    unknown: r.unknown,
    picked: { skip: 0, reranked: { by: m.name, direction, take: 1, hidden } },
  };
}

/**
 * "and the other way?" after "from PDX to SEA", asked by an Oregon office: the flights back leave from
 * Washington, which row-level security keeps from this caller. Says so rather than that "other way"
 * means nothing.
 */
function turnedOutside(prev: Reading): Ask {
  const pinned = (prev.subject.pinned ?? [])
    .map((name) => prev.subject.dimensions.find((d) => d.name === name)?.title.toLowerCase())
    .filter((t): t is string => t !== undefined);
  const message =
    `The route turned round falls outside the rows available to you (row-level security on ` +
    `${pinned.join(' and ') || 'this data'}), so I can't answer it, and I won't guess.`;
  return ask(
    message,
    'rephrase',
    'Ask about a route within your rows?',
    examples(prev.subject, null).slice(0, 3),
  );
}

/**
 * "snowy days in 2012", then "each year?" / "by year": a breakdown by the unit the earlier period is
 * exactly one of asks for every such period, not the one already answered (which a breakdown of one
 * year by year would repeat). The follow-up names no period of its own.
 */
function spreadOverPeriods(prev: Reading, r: Reading, merged: Reading): Reading {
  if (r.range !== null || !prev.range || prev.range.relative || !merged.range) return merged;
  const g = timeGroup(r.subject, r.groupBy);
  const unit = g ? (g.grain ?? (g.dimension.type === 'time' ? null : 'year')) : null;
  if (!unit || !oneUnit(prev.range, unit)) return merged;
  return { ...merged, range: null };
}

/** Whether a range is exactly one year, or one month, as `unit` says. */
function oneUnit(range: TimeRange, unit: string): boolean {
  const { from } = range;
  const to = range.to ?? from;
  if (!from || !to || from.day !== null || to.day !== null || from.year !== to.year) return false;
  if (unit === 'year') return from.month === null && to.month === null;
  if (unit !== 'month' || from.month === null) return false;
  return (from.monthEnd ?? from.month) === from.month && (to.monthEnd ?? to.month) === from.month;
}

/** The follow-up's own reading, with the words that step, turn, drop or widen the earlier question read. */
async function readFollowUp(
  state: Interpretation,
  prev: Reading,
  parsed: ParsedText,
  env: InterpretEnv,
): Promise<{ r: Reading; turned: ReturnType<typeof reversal>; period: 'dropped' | 'fixed' | null }> {
  const used = new Set([...prev.filters.map((f) => f.field), ...prev.groupBy.map((g) => g.dimension.name)]);
  const values = await env.values(prev.subject);
  const read = readSubject(parsed, prev.subject, values, used);
  const turned = reversal(parsed.tokens, prev, values);
  const stepped = steppedBackReading(
    parsed.tokens,
    prev,
    qualifyingCount(prev, completedMeasure(tokenize(state.text), read)),
  );
  // "overall", "the whole quarter", "how many of them were in March?" (the earlier year's March).
  const period = periodReading(parsed.tokens, prev, stepped);
  // "how does that compare with 2014?": both periods, side by side.
  const compared = comparedPeriods(parsed.tokens, prev.range, period.reading);
  // "and back in 1960?": "back" only moves the period earlier.
  const explained = new Set([
    ...(turned?.at ?? []),
    ...backInTime(parsed.tokens, prev, period.reading),
    // "to those airports": the rows shown, named by their own noun.
    ...pointedNounAt(parsed.tokens, prev),
    // "the second one": a row shown, picked after the reading (planner.ts followingRow).
    ...rankPointerAt(parsed.tokens),
  ]);
  const r = sameKindOtherSide(
    parsed.tokens,
    prev,
    otherSideBreakdown(prev, removed(parsed.tokens, explained, compared ?? period.reading)),
  );
  // "what about departures?" after a place's arrivals; "exclude LAX" after SFO's top destinations.
  const placed =
    sideOfPlace(parsed.tokens, prev, r, values) ??
    excludedFromShown(prev, excludedOnAskedSide(parsed.tokens, prev, r, values), values);
  return { r: placed, turned, period: compared ? 'fixed' : period.period };
}

/**
 * "biggest single-day precipitation in 2014", then "on which date?": the earlier figure was one maximum
 * (or minimum) over everything, and the follow-up asks for the period it fell in, so the periods are
 * ranked by it and the top one given (every day of the year was listed). Null for anything else.
 */
function extremeLocated(
  prev: Reading,
  groupBy: Reading['groupBy'],
  tokens: readonly Token[],
): Pick<Reading, 'sort' | 'limit'> | null {
  // "which day was that?", "on what date?", "when?": asked for one period; "and by month?" lists them.
  if (!tokens.some((t) => t.lower === 'which' || t.lower === 'what' || t.lower === 'when')) return null;
  const [m, ...more] = prev.measures;
  const direction = m?.aggregation === 'max' ? 'desc' : m?.aggregation === 'min' ? 'asc' : null;
  if (!m || more.length > 0 || !direction || prev.groupBy.length > 0 || prev.sort) return null;
  const [g, ...others] = groupBy;
  if (!g || others.length > 0 || g.dimension.type !== 'time' || !g.grain) return null;
  return { sort: { field: m.name, direction }, limit: 1 };
}

/** A route's two ends exchanged, or a place and the breakdown by the other side exchanged. */
function turnedRound(prev: Reading): Reading {
  const route = swappedRoute(prev.subject, prev.filters);
  return route ? { ...prev, filters: route } : (swappedSides(prev) ?? prev);
}

/** A size the follow-up gives the ranking shown: "10", "which was the worst?", "just the warmest 3". */
function followUpLimit(tokens: readonly Token[], prev: Reading, r: Reading): number | null {
  return bareLimit(tokens, prev, r) ?? whichOfPrevious(tokens, prev, r) ?? rankedLimit(tokens, prev, r);
}

/** The follow-up's period: none when dropped, its own when fixed, else moved to its year or kept. */
function mergedRange(prev: Reading, r: Reading, period: 'dropped' | 'fixed' | null): Reading['range'] {
  if (period === 'dropped') return null;
  if (period === 'fixed') return r.range;
  return movedToYear(prev.range, r.range) ?? r.range ?? prev.range;
}

/** The earlier reading with the follow-up's slots put in: replaced, added beside, narrowed or turned. */
function mergeFollowUp(
  earlier: Reading,
  read: Reading,
  tokens: readonly Token[],
  turned: ReturnType<typeof reversal>,
  period: 'dropped' | 'fixed' | null,
): Reading {
  // "and the other way?" after "from SFO to LAX" (the route) or "top destinations from DEN" (a place
  // and a breakdown by the other side): what was asked, turned round.
  const prev = turned?.kind === 'route' ? turnedRound(earlier) : earlier;
  // "all origins", "forget the state", "without the month filter": those filters (or the period) go.
  const cleared = clearedSlots(tokens, prev);
  const r = withoutClearingWords(read, prev, cleared);
  const untimed = prev.groupBy.some(
    (g) => g.dimension.type === 'time' && cleared.groups.has(g.dimension.name),
  );
  const additive = isAdditive(tokens, prev, r);
  // "and the highest?": the maximum of the figure just given, not a ranking of nothing.
  const extreme = extremeOfPrevious(prev, r, shownMeasures(prev));
  const siblings = additive ? null : aggregateOfPrevious(prev, r);
  // "and the most arrivals?": no number of its own, so the size shown stays.
  const sized = tokens.some((t) => wholeNumber(t) !== null || ['one', 'single'].includes(t.lower));
  const breakdown = extreme ? prev : mergeBreakdown(prev, r, additive, sized);
  // "flights from JFK by month", then "and LaGuardia?": a place of another kind on the same side (an
  // airport name after a code) cannot stand beside the old one (both would hold: no rows), so even an
  // additive "and" replaces it; a comparison keeps both as before.
  const kept =
    additive && compares(tokens)
      ? prev
      : { ...prev, filters: replacedOnSide(prev.subject, prev.filters, r.filters) };
  const narrowed = mergeFilters(kept, r, additive, breakdown.groupBy);
  const located = extremeLocated(prev, narrowed.groupBy, tokens);
  const everyRow = everyRowOfRanking(tokens, prev, r);
  return {
    ...prev,
    ...(extreme ? { measures: extreme } : mergeMeasures(prev, r, additive, tokens)),
    // "and the average?" after a total: the average of the same column.
    ...(!extreme && siblings ? { measures: siblings, genericAggregation: null } : {}),
    sort: turned?.kind === 'order' ? turnedOrder(prev) : (located?.sort ?? breakdown.sort),
    // "now rank every stock": the ranking shown, every row of it.
    limit: everyRow ? null : (located?.limit ?? followUpLimit(tokens, prev, r) ?? breakdown.limit),
    groupBy: narrowed.groupBy.filter((g) => !cleared.groups.has(g.dimension.name)),
    // "all origins", "every state": drop the filter on that dimension.
    filters: narrowed.filters.filter(
      (f) => !cleared.fields.has(f.field) && !clearedYear(cleared, f, prev.subject),
    ),
    range: mergedRange(prev, r, period === 'dropped' || cleared.period ? 'dropped' : period),
    // "2012 vs 2015", then "and from 2012 to 2015?": only a range kept as it was keeps its two ends alone.
    endsOnly: r.range ? r.endsOnly : prev.endsOnly && period !== 'dropped',
    // "forget the month breakdown": no series is left to have a grain.
    grain: untimed ? null : (r.grain ?? prev.grain),
    overTime: !untimed && (r.overTime || prev.overTime),
    // "add China", "plus PDX": the cue that made it additive is explained by that.
    unknown: r.unknown.filter((t) => !(additive && ADDITIVE_CUES.has(t.lower)) && !everyRow?.has(t.index)),
    ignored: r.ignored.filter((t) => !(additive && ADDITIVE_CUES.has(t.lower))),
    problems: r.problems,
  };
}

/**
 * "without the breakdown", "just the total": the figure shown over all its rows (`wholeFigure`), in the
 * earlier period and filters; any other follow-up merged slot by slot.
 */
function wholeOrMerged(
  prev: Reading,
  r: Reading,
  tokens: readonly Token[],
  turned: ReturnType<typeof reversal>,
  period: 'dropped' | 'fixed' | null,
): Reading {
  const shown = shownMeasures(prev);
  const adds = shown.length > 0 && shown.every((m) => m.aggregation === 'count' || m.aggregation === 'sum');
  const at = wholeFigure(tokens, prev, r, adds);
  if (!at || shown.length === 0) {
    const flat = seriesFlattened(prev, mergeFollowUp(prev, r, tokens, turned, period), period);
    // "rain days by year", then "and overall?": the figure the planner chose to show (the day count)
    // is still the one asked for once the series is one figure; without it the question names none.
    const chosen = flat.measures.length === 0 && prev.measures.length === 0 && flat.groupBy.length === 0;
    return chosen && prev.groupBy.length > 0 ? { ...flat, measures: shown } : flat;
  }
  const unknown = r.unknown.filter((t) => !at.has(t.index));
  return {
    ...prev,
    measures: shown,
    groupBy: [],
    sort: null,
    limit: null,
    grain: null,
    overTime: false,
    unknown,
  };
}

/**
 * The follow-up's reading without the words of a reversal ("the other way", read by `reversal`), of
 * "same question", and of verbs that only narrow to the value or period they name ("drill into
 * March"), and with the values after a removing verb ("leave out fog", "drop SEA") as exclusions.
 */
function removed(tokens: readonly Token[], turnedAt: ReadonlySet<number>, r: Reading): Reading {
  const cue = removalCue(tokens);
  // "same question but for Oakland": the words that say the question is the one before.
  const same = tokens.filter((t, i) => SAME_NOUNS.has(t.lower) && tokens[i - 1]?.lower === 'same');
  // "drill into March", "zoom in on SEA", "restrict to rainy days": verbs that only narrow to what follows.
  const narrows = r.filters.length > 0 || r.range !== null ? tokens.filter((t) => NARROWING.has(t.stem)) : [];
  const explained = new Set([
    ...turnedAt,
    ...(cue && r.filters.length > 0 ? cue : []),
    ...[...same, ...narrows].map((t) => t.index),
  ]);
  const unknown = r.unknown.filter((t) => !explained.has(t.index));
  // Words read here are no longer answered without ("reverse the direction and give me the avg delay").
  const ignored = r.ignored.filter((t) => !explained.has(t.index));
  return cue && r.filters.length > 0
    ? { ...r, filters: excluded(r.filters), unknown, ignored }
    : { ...r, unknown, ignored };
}

const SAME_NOUNS = new Set(['question', 'query', 'one', 'request', 'numbers', 'figure', 'breakdown']);
const NARROWING = new Set(['drill', 'zoom', 'focus', 'restrict', 'limit', 'narrow', 'filter', 'keep']);

/**
 * "average high in July 2013", then "and for 2014?": a bare year after a period inside one year moves
 * that period to the new year (July 2014), as "and last year?" steps it back; a whole year after a
 * whole year simply replaces it.
 */
function movedToYear(prev: TimeRange | null, next: TimeRange | null): TimeRange | null {
  if (!prev || !next || prev.relative || next.relative || next.fromEdge !== 'start') return null;
  const year = next.from?.year ?? null;
  const to = next.to;
  const wholeYear = next.from?.month === null && (to === null || (to.month === null && to.year === year));
  const from = prev.from;
  if (!wholeYear || year === null || !from || from.month === null) return null;
  if (prev.to && prev.to.year !== from.year) return null;
  const shift = (p: TimeRange['from']) => (p ? { ...p, year } : p);
  return { ...prev, from: shift(from), to: shift(prev.to), label: undefined };
}

/** The earlier ranking turned round: largest first becomes smallest first, and back. */
function turnedOrder(prev: Reading): Reading['sort'] {
  const shown = prev.measures.length > 0 ? prev.measures : chooseMeasures(prev);
  const direction = (Array.isArray(shown) && settledDirection(prev, shown)) || prev.sort?.direction;
  return { field: prev.sort?.field ?? null, direction: direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * "flights out of Philly in Q2", then "previous quarter?": read alone, "the previous quarter" counts back
 * from the data's latest date; after a question that named its period it is the unit before that
 * period (Q1), as "the quarter before" is. Not "last quarter", which also names the data's latest one.
 */
function previousUnit(r: Reading, prev: Reading): boolean {
  const rel = r.range?.relative;
  if (rel?.count !== 1 || rel.back !== 1) return false;
  // A period the earlier question named (not one counted back from the data's latest date itself).
  const named = prev.range !== null && !prev.range.relative;
  return named && /^(previous|prior|preceding)\b/.test(rel.words);
}

/** "and the year before?": the earlier period moved back, its words explained (not a breakdown by year). */
function steppedBackReading(tokens: readonly Token[], prev: Reading, r: Reading): Reading {
  // "and the summer after?": the season is read as a period of no year; the step gives it one.
  const yearless = r.range !== null && r.range.from?.year === null && r.range.to?.year === null;
  const back = r.range && !yearless && !previousUnit(r, prev) ? null : steppedBack(tokens, prev.range);
  if (!back) return r;
  const at = new Set(back.at);
  const groupBy = r.groupBy.filter(
    (g) => g.dimension.type !== 'time' && g.dimension !== yearDimension(r.subject),
  );
  // "ten years later" is read as a step, not a top 10 of years, when the question is read
  // (parse/grouping.ts countedGroup).
  return {
    ...r,
    range: back.range,
    grain: null,
    groupBy,
    // "later" / "earlier" read as comparatives ("ten years later"): the step, not an order.
    sort: groupBy.length === 0 && r.limit === null ? null : r.sort,
    unknown: r.unknown.filter((t) => !at.has(t.index)),
  };
}

function whichSide(s: NonNullable<ReturnType<typeof silentSideSwitch>>, subject?: Subject): Ask {
  const value = Array.isArray(s.value) ? s.value.join(', ') : String(s.value);
  // The side asked about is the one row-level security pins to the caller's own value ("what about
  // Nevada?" from an Arizona office): Nevada's departures are not the caller's to see; say so, and
  // offer only the other side.
  // "Houston's departures" from a Louisiana office: the city is on the side whose state is pinned.
  const askedSide = sideAndKind(s.asked.name)[0];
  const pinned = subject?.pinned?.find((p) => p === s.asked.name || sideAndKind(p)[0] === askedSide);
  const pin = pinned ? subject?.dimensions.find((d) => d.name === pinned) : undefined;
  if (pin) {
    const message = `The data available to you holds only rows whose ${pin.title.toLowerCase()} is your own (row-level security), so I can't answer for ${value} as ${s.asked.title.toLowerCase()}. Did you mean ${value} as ${s.field.title.toLowerCase()}?`;
    return ask(message, 'side', `${value} as ${s.field.title.toLowerCase()}?`, [
      `${s.field.title.toLowerCase()} ${value}`,
    ]);
  }
  const message = `I would read ${value} as ${s.field.title.toLowerCase()}, but the question was about ${s.asked.title.toLowerCase()}; which do you mean?`;
  const choices = [s.asked, s.field].map((d) => `${d.title.toLowerCase()} ${value}`);
  return ask(
    message,
    'side',
    `Is ${value} the ${s.asked.title.toLowerCase()} or the ${s.field.title.toLowerCase()}?`,
    choices,
  );
}

/** What the last answer showed: its named measures, else the ones the planner chose (the row count). */
function shownMeasures(prev: Reading): readonly SubjectMeasure[] {
  const chosen = prev.measures.length > 0 ? prev.measures : chooseMeasures(prev);
  return Array.isArray(chosen) ? (chosen as readonly SubjectMeasure[]) : [];
}

/** "only for flights from Boston" narrows; only a named measure ("what about the average delay?") replaces one. */
function mergeMeasures(
  prev: Reading,
  r: Reading,
  additive: boolean,
  tokens: readonly Token[],
): Pick<Reading, 'measures' | 'weakMeasures' | 'genericAggregation' | 'countCue'> {
  const named = r.measures.length > 0 || r.genericAggregation !== null || r.countCue;
  if (!named || rowsNarrowed(tokens, r)) return prev;
  const shown = shownMeasures(prev);
  if (countOfShown(tokens, r, shown)) return prev;
  if (!additive)
    return {
      measures: r.measures,
      weakMeasures: r.weakMeasures,
      genericAggregation: r.genericAggregation,
      countCue: r.countCue,
    };
  // "how many flights were there that month?": the count asked for goes beside what was shown.
  const counted = r.measures.length === 0 && r.countCue ? chooseMeasures(r) : null;
  const added = Array.isArray(counted) ? (counted as readonly SubjectMeasure[]) : r.measures;
  return {
    measures: [...shown, ...added.filter((m) => !shown.includes(m))],
    weakMeasures: r.weakMeasures,
    genericAggregation: r.genericAggregation,
    countCue: r.countCue && added.length === 0,
  };
}

/**
 * "delayed flights by month", then "forget the month breakdown, just the count": the bare word "count"
 * names the count already shown (the delayed flights), not the plain count of every row; a word of the
 * rows themselves ("the number of flights") still asks for the plain count.
 */
function countOfShown(tokens: readonly Token[], r: Reading, shown: readonly SubjectMeasure[]): boolean {
  const [m, ...more] = r.measures;
  if (!m?.plainCount || more.length > 0 || shown.length === 0) return false;
  if (!shown.every((x) => x.aggregation === 'count' && !x.plainCount)) return false;
  const words = new Set(m.synonyms.flatMap((p) => phraseStems(p)).filter((w) => w !== 'count'));
  return tokens.some((t) => t.lower === 'count') && !tokens.some((t) => words.has(t.stem));
}

/**
 * "What was the average delay in May?", then "just flights flying into DFW" (or "only flights from SEA"):
 * the rows named after "just" or "only" narrow the figure shown; they ask for no count of their own
 * (the average was replaced by the flight count). So do rows named by a threshold in a unit ("only flights
 * over 1000 miles": "miles" named the distance only to carry the threshold).
 */
function rowsNarrowed(tokens: readonly Token[], r: Reading): boolean {
  const text = tokens.map((t) => t.text).join(' ');
  if (!r.countCue && r.genericAggregation === null && namedByUnitsOnly(text, r.measures, r.subject.measures))
    return true;
  const m = r.measures[0];
  if (r.measures.length !== 1 || !m?.plainCount || r.genericAggregation !== null || r.countCue) return false;
  const at = tokens.findIndex((t) => t.lower === 'just' || t.lower === 'only');
  const noun = tokens[at + 1];
  if (at < 0 || !noun) return false;
  return [m.name.replace(/_/g, ' '), ...m.synonyms].some((p) => {
    const stems = phraseStems(p);
    return stems.length === 1 && stems[0] === noun.stem;
  });
}

/** A new breakdown replaces the old one with its ranking ("top 5 origins", then "now by month" is a monthly series); "also by X" adds one. */
function mergeBreakdown(
  prev: Reading,
  r: Reading,
  additive: boolean,
  sized: boolean,
): Pick<Reading, 'groupBy' | 'sort' | 'limit'> {
  let { groupBy, sort, limit } = prev;
  let kept = false;
  if (r.groupBy.length > 0) {
    groupBy = additive
      ? [...prev.groupBy.filter((g) => !r.groupBy.some((n) => n.dimension === g.dimension)), ...r.groupBy]
      : r.groupBy;
    // "top 5 origins by delay", then "now by destination": the same ranking over the new category; a
    // series ("now by month") or a ranking on the old dimension itself does not carry over. "Which 3
    // cities have the most departures?", then "and the most arrivals?": a ranking word of its own
    // with no size keeps the size shown.
    const same = !additive && sameKindOfRanking(prev, r);
    kept = same && !sized;
    if (!additive && !same) ({ sort, limit } = r);
  }
  return { groupBy, sort: r.sort ?? sort, limit: kept ? limit : (r.limit ?? limit) };
}

function sameKindOfRanking(prev: Reading, r: Reading): boolean {
  const categorical = (g: Reading['groupBy']) => g.length === 1 && g[0]?.dimension.type !== 'time';
  const byDimension = prev.sort?.field && prev.groupBy.some((g) => g.dimension.name === prev.sort?.field);
  return prev.limit !== null && categorical(prev.groupBy) && categorical(r.groupBy) && !byDimension;
}

/** New values replace the old ones on their field; "and MSFT" adds one, shown side by side. */
function mergeFilters(
  prev: Reading,
  r: Reading,
  additive: boolean,
  groupBy: Reading['groupBy'],
): Pick<Reading, 'filters' | 'groupBy'> {
  const filters = [...prev.filters];
  let groups = groupBy;
  const positive = (f: IntentFilter) => f.operator === 'eq' || f.operator === 'in';
  for (const f of r.filters) {
    const at = filters.findIndex((x) => x.field === f.field && x.kind === f.kind);
    const old = filters[at];
    if (old && additive && positive(old) && positive(f)) {
      const list = [...toList(old.value), ...toList(f.value).filter((v) => !toList(old.value).includes(v))];
      filters[at] = { ...old, operator: 'in', value: list };
      const d = prev.subject.dimensions.find((x) => x.name === f.field);
      if (d && !groups.some((g) => g.dimension === d)) groups = [...groups, { dimension: d, grain: null }];
    } else if (old) filters[at] = f;
    else filters.push(f);
  }
  return { filters, groupBy: groups };
}

/** A filter on the year dimension ("in 1990" over gapminder) goes with the period. */
function clearedYear(cleared: Cleared, f: IntentFilter, subject: Subject): boolean {
  return cleared.period && f.field === yearDimension(subject)?.name;
}

function toList(v: IntentFilter['value']): (string | number)[] {
  return Array.isArray(v) ? [...v] : [v as string | number];
}

type Ask = Extract<Outcome, { kind: 'ask' }>;

function ask(message: string, id: string, text: string, choices: readonly string[]): Ask {
  return { kind: 'ask', message, questions: [{ id, text, choices }] };
}

function cannotAnswer(problems: readonly string[], r: Reading): Ask {
  const message = `I can't answer that as asked: ${problems.join('; ')}.`;
  return ask(message, 'rephrase', 'Would one of these work instead?', examples(r.subject, r));
}

/**
 * "flights across the US" from a state's caller: the words left unread only name the whole country,
 * which row-level security keeps out; the reason, not "I couldn't match US" with other states offered.
 */
function nationwideUnread(text: string, r: Reading): string | null {
  if (r.unknown.length === 0 || !r.unknown.every((t) => nationWord(t.lower))) return null;
  return outsideRowFilter(tokenize(text), r);
}

/** A reading becomes an intent, or a question when something it needs is open. */
async function resolve(text: string, read: Reading, env: InterpretEnv): Promise<Outcome> {
  const r = shownColumnWords(rowExtreme(read, text), text);
  const outside = nationwideUnread(text, r);
  if (outside) return cannotAnswer([outside], r);
  if (r.unknown.length > 0) return unmapped(text, r, env);
  // "arrived late" where only the departure delay is recorded, "all states" where row-level security
  // keeps one: problems like any unreadable part.
  const tokens = tokenize(text);
  const own = r.subject.pinned?.length ? await env.values(r.subject) : null;
  const unanswerable = [
    unrecordedSide(tokens, r.subject),
    outsideRowFilter(tokens, r),
    oneKeyCounted(r),
    changeRanked(tokens, r),
    periodsCountedWithin(r, text),
    flightNumberAsked(text),
  ];
  const problems = [...r.problems, ...unanswerable.filter((m): m is string => m !== null)];
  if (problems.length > 0) return cannotAnswer(problems, r);
  const place = (await sharedCityName(r, env)) ?? washingtonSaid(r, text, tokens);
  if (place) return place;
  const unranked = rankingWithoutGroups(r) ?? routesCounted(r, text) ?? distinctPerGroupOverContract(r, text);
  if (unranked) return unranked;
  const distinct = distinctOverContract(r, text);
  const chosen = distinct ? [distinct] : chooseMeasures(r);
  if (!Array.isArray(chosen)) return chosen as Ask;
  const measures = judgedRate(r, chosen as readonly SubjectMeasure[], tokenize(text));
  const range = await settleRange(r, env);
  if (range !== null && 'kind' in range) return range;
  const empty = await outsideData(r, range, env);
  if (empty) return empty;
  const periods = rankedPeriods(r, range, await env.values(r.subject));
  const missing = await missingFilters(r, env);
  if (missing) return missing;
  const averaged = averageOfTotals(r, measures);
  if (averaged) return averaged;
  // A judged count read as its rate ranks by the rate.
  const ranked = measures !== chosen && r.sort ? { ...r, sort: { ...r.sort, field: null } } : r;
  const { sort, extra } = distinct ? { sort: null, extra: [] } : ordering(ranked, measures);
  const intent: Intent = {
    subject: r.subject,
    // "highest … in the range …": a measure read twice (the range's max and the highest) is asked once.
    measures: [...new Map([...measures, ...extra].map((m) => [m.name, m])).values()],
    groupBy: distinct ? [] : codesBesideNames(r.subject, r.groupBy),
    filters: r.filters,
    range: periods,
    sort,
    limit: r.groupBy.length > 0 ? choiceShown(r) : null,
    ignored: r.ignored.map((t) => t.text),
    ...(r.shownReversed ? { shownReversed: true } : {}),
    ...(r.picked ? { picked: r.picked } : {}),
    ...(r.endsOnly && periods ? { endsOnly: true, range: endsLabelled(periods) } : {}),
    ...withDefined('ownArrivals', ownRowsArriving(tokens, r, own)),
  };
  return differenceAsked(intent, text, r);
}

/**
 * "How many more departures did O'Hare have than Atlanta?", "by how much did India's population grow
 * from 1955 to 2005?": over a table the two figures and their difference; over a contract the two
 * figures side by side (no contract measure subtracts). Where the question names no two values or
 * periods to take it between, it is asked back: read as filters or a series it gave other numbers as
 * if they answered.
 */
function differenceAsked(intent: Intent, text: string, r: Reading): Outcome {
  if (!DIFFERENCE_ASKED.test(text)) return { kind: 'answer', intent };
  const d = differenceOf(intent, text);
  if (!d) {
    const why =
      'it asks for the difference between two figures, but I cannot tell which two values or periods it is taken between';
    return cannotAnswer([why], r);
  }
  if (intent.subject.kind === 'contract')
    return { kind: 'answer', intent: { ...sideBySide(intent, d), differenceShown: true } };
  return {
    kind: 'answer',
    intent: {
      ...intent,
      measures: differenceMeasures(d, (p) => periodLabel(p)),
      groupBy: [],
      sort: null,
      limit: null,
      difference: d,
    },
  };
}

/**
 * "Which had more departures, LAX or SFO?": the pick among a few values the question names shows each
 * of them, ranked, so the answer says by how much (the top one alone hid the other figure asked about).
 */
function choiceShown(r: Reading): number | null {
  const [group] = r.groupBy;
  if (r.limit !== 1 || r.groupBy.length !== 1 || !group || r.picked) return r.limit;
  const named = r.filters.find(
    (f) => f.field === group.dimension.name && f.operator === 'in' && Array.isArray(f.value),
  );
  return named && Array.isArray(named.value) && named.value.length <= 5 ? null : r.limit;
}

/**
 * "Dulles against Reagan National, one row each": airports compared by their names are shown with
 * their codes beside (grouped by code, then name), the way the rest of the answers name airports.
 */
function codesBesideNames(subject: Subject, groupBy: Reading['groupBy']): Reading['groupBy'] {
  return groupBy.flatMap((g) => {
    const side = /^(.+)_airport_name$/.exec(g.dimension.name)?.[1];
    const code = side ? subject.dimensions.find((d) => d.name === side) : undefined;
    if (!code || groupBy.some((x) => x.dimension === code)) return [g];
    return [{ dimension: code, grain: null }, g];
  });
}

/** `{ [key]: value }` when there is a value, else nothing: an optional field of an intent. */
function withDefined<K extends string>(key: K, value: string | null): { [P in K]?: string } {
  return value === null ? {} : ({ [key]: value } as { [P in K]?: string });
}

/** A ranking of calendar units over daily data leaves out the unit that began on the latest date (relative.ts). */
function rankedPeriods(r: Reading, range: TimeRange | null, index: ValueIndex | null): TimeRange | null {
  const grain = r.groupBy.find((g) => g.dimension.type === 'time')?.grain;
  const daily = !!timeDimension(r.subject)?.grains.includes('day');
  // A sorted list of every unit shows them all; only a pick of the first few ranks them.
  if (!r.sort || r.limit === null || !index?.latest || !daily) return range;
  if (grain !== 'month' && grain !== 'quarter' && grain !== 'year') return range;
  return beforeBarelyBegun(range, grain, index.latest) ?? range;
}

/**
 * "How many flights from Portland?": a city the caller's rows hold in several states (Portland, OR and
 * ME) with no state said on its side names two places, and one figure for both would read as one
 * place's. Asked which; a reply naming the state ("Portland, OR") settles it.
 */
async function sharedCityName(r: Reading, env: InterpretEnv): Promise<Ask | null> {
  const places = (await env.values(r.subject))?.places;
  if (!places) return null;
  for (const f of r.filters) {
    const shared = f.kind === 'dimension' ? places.get(f.field) : undefined;
    const stateField = f.field.replace(/city$/, 'state');
    if (!shared || r.filters.some((g) => g.field === stateField)) continue;
    for (const v of toList(f.value)) {
      const states = shared.get(String(v));
      if (!states) continue;
      const message = `"${v}" is a city in ${states.join(' and ')}; which one do you mean?`;
      return ask(
        message,
        'place',
        'Which one?',
        states.map((st) => `${v}, ${st}`),
      );
    }
  }
  return null;
}

/** Words after which a bare "Washington" is a place flown from or to. */
const TRAVEL_LEADS: ReadonlySet<string> = new Set([
  'from',
  'to',
  'into',
  'departed',
  'departing',
  'left',
  'leaving',
  'of',
  'for',
]);

/**
 * "How many flights departed from Washington?": the bare name is the state (WA) and the capital,
 * whose airports (Reagan National, Dulles, BWI) the data lists under other cities; either reading
 * guesses, so it is asked which. "Washington state" (read as WA before this), "Washington airports",
 * a list of states ("Oregon and Washington") and a caller kept to one state's rows say the state.
 */
function washingtonSaid(r: Reading, text: string, tokens: readonly Token[]): Ask | null {
  // A reply "Washington state" (read as WA) settles it.
  if (r.subject.pinned?.length || tokens.some((t) => t.text === 'WA')) return null;
  for (const [i, entry] of r.valueAt ?? []) {
    // Only a side of travel: "airports in Washington" (the airports table's state) is the state.
    const side = /^(?:origin|destination)/.test(entry.dimension);
    if (!side || entry.value !== 'WA' || tokens[i]?.text !== 'Washington') continue;
    if (!TRAVEL_LEADS.has(tokens[i - 1]?.lower ?? '')) continue;
    if (/^(?:state|airports?)$/.test(tokens[i + 1]?.lower ?? '')) continue;
    const listed = r.filters.some((f) => f.field === entry.dimension && toList(f.value).length > 1);
    if (listed) continue;
    const message =
      '"Washington" may be Washington state (WA) or Washington, D.C., whose airports (Reagan National ' +
      'DCA, Dulles IAD, Baltimore BWI) the data lists under Arlington, Chantilly and Baltimore; which do you mean?';
    // The choices are the question itself with the place settled, so each reads alone.
    const said = (place: string) => text.replace(/\bWashington\b/, place);
    return ask(message, 'place', 'Which one?', [said('Washington state'), said('DCA'), said('IAD')]);
  }
  return null;
}

/**
 * "How many destination states do we serve?", "how many countries are there": "how many" before the
 * name of the one text dimension the reading groups by asks for how many values it has, one figure
 * (tables/distinct.ts, the same rule over tables), not the rows per value. A contract has no distinct
 * count of its own; the planner counts the groups its breakdown returns.
 */
function distinctOverContract(r: Reading, text: string): SubjectMeasure | null {
  const routes = routesFromOnePlace(r, text) ?? periodsOverContract(r, text);
  if (routes) return routes;
  const [g, ...more] = r.groupBy;
  if (r.subject.kind !== 'contract' || !g || more.length > 0 || g.dimension.type !== 'string') return null;
  // "How many countries had a life expectancy above 75?": a measure read only for its threshold on the
  // groups counts the groups that pass it.
  const thresholdOnly = (m: SubjectMeasure) =>
    r.filters.some((f) => f.kind === 'measure' && f.field === m.name);
  if (r.limit !== null || !r.measures.every((m) => m.plainCount || thresholdOnly(m))) return null;
  if (r.filters.some((f) => f.field === g.dimension.name)) return null;
  const counted =
    countedDimension(text, [g.dimension]) ?? (countsHeadNoun(text, g.dimension) ? g.dimension : null);
  return counted ? distinctMeasure(counted) : null;
}

/**
 * "Which origin has the most different destinations?" over a contract: a count of distinct values per
 * group, which no contract measure is (read as the busiest route, a wrong answer). Over tables it is
 * answered (tables/distinct.ts); here it is asked back.
 */
function distinctPerGroupOverContract(r: Reading, text: string): Ask | null {
  if (r.subject.kind !== 'contract' || r.groupBy.length < 2) return null;
  const m = MOST_DISTINCT.exec(text);
  if (!m) return null;
  const message = `${r.subject.title} has no count of distinct ${m[2]} per group among its measures, and I answer from its definitions only, so I won't count them or guess.`;
  const choices = r.groupBy.map(
    (g) => `${r.subject.measures[0]?.title ?? 'Count'} by ${g.dimension.title.toLowerCase()}`,
  );
  return ask(message, 'rephrase', 'Did you mean one of these?', choices);
}

/**
 * "Which country had the biggest population growth between 1955 and 2005?": a change word reads as a
 * series over time, which a ranking across another breakdown turns into the largest single value
 * (China in 2005 was given as the biggest growth: a wrong answer). A contract's query gives each
 * period's value, not a difference between periods, so the ranking of changes is asked back.
 */
const RANKING_WORDS: ReadonlySet<string> = new Set(
  'biggest largest most fastest highest greatest least smallest slowest lowest top'.split(' '),
);

function changeRanked(tokens: readonly Token[], r: Reading): string | null {
  // The ranking is of the change itself: "biggest growth", "grew the most", "changed the least".
  const ranks = (k: number) => RANKING_WORDS.has(tokens[k]?.lower ?? '');
  const at = tokens.findIndex(
    (t, k) => CHANGE_WORDS.has(t.lower) && [k - 2, k - 1, k + 1, k + 2].some(ranks),
  );
  const word = tokens[at]?.text;
  const across = r.groupBy.find((g) => g.dimension.type !== 'time' && !g.grain);
  if (r.subject.kind !== 'contract' || !word || !r.sort || !across) return null;
  return `"${word}" ranked across ${across.dimension.title.toLowerCase()} values is a change between periods, which ${r.subject.title} does not compute (its queries give each period's value, not the difference); ask for the two periods' values side by side`;
}

/** "the delay of flight number 1234": the flights hold no flight numbers (the number had been dropped). */
function flightNumberAsked(text: string): string | null {
  if (!/\bflight\s+(?:number|no\.?|#)\s*\d/i.test(text)) return null;
  return 'it names a flight by its number, which the data does not hold (flights are known by their date, origin and destination)';
}

/**
 * "How many months had more than 150 mm of rain, by year?": the months that pass counted within each
 * year. A contract's query grouped by year applies the threshold to each year's total (every day of
 * 2012 was given as its count), and one query gives no count of finer periods per coarser one: asked back.
 */
function periodsCountedWithin(r: Reading, text: string): string | null {
  const time = timeDimension(r.subject);
  const grain = time ? passingGrain(text, time) : null;
  if (r.subject.kind !== 'contract' || !time || !grain || !r.filters.some((f) => f.kind === 'measure'))
    return null;
  const coarser = r.groupBy.find(
    (g) => g.dimension === time && g.grain && TIME_GRAINS.indexOf(g.grain) > TIME_GRAINS.indexOf(grain),
  );
  if (!coarser?.grain) return null;
  return `${grain}s that pass a threshold, counted per ${coarser.grain}, are not one query of ${r.subject.title} (grouped by ${coarser.grain}, the threshold would apply to each ${coarser.grain}'s total); ask for the ${grain}s that pass it, or their count over the whole span`;
}

/**
 * "How many days in 2015 had more than 20 mm of rain?", "in how many months was the average high above
 * 20?": with nothing grouped, the periods of the grain named after "how many" that pass the threshold,
 * counted (the planner counts the groups of that breakdown). The threshold applied to the one total
 * would have returned the total or nothing.
 */
function periodsOverContract(r: Reading, text: string): SubjectMeasure | null {
  if (r.subject.kind !== 'contract' || r.groupBy.length > 1 || r.limit !== null) return null;
  const thresholds = r.filters.filter((f) => f.kind === 'measure');
  const thresholdOnly = (m: SubjectMeasure) => thresholds.some((f) => f.field === m.name);
  if (thresholds.length === 0 || !r.measures.every((m) => m.plainCount || thresholdOnly(m))) return null;
  // "average high" read as a stock's max price: an average asked of a measure that is not one is a
  // reading of another data set's words, asked back rather than counted.
  const held = r.subject.measures.filter(thresholdOnly);
  if (/\b(?:average|avg|mean)\b/i.test(text) && held.some((m) => m.aggregation !== 'avg')) return null;
  const time = timeDimension(r.subject);
  const grain = time ? passingGrain(text, time) : null;
  // "number of months with …" may have read the months as the breakdown: the same periods, counted.
  const [g] = r.groupBy;
  if (g && (g.dimension !== time || g.grain !== grain)) return null;
  return time && grain ? periodCountMeasure(time, grain) : null;
}

/**
 * "how many routes", "number of routes out of SEA" over a contract: the two grouped ends of the trip,
 * when the question counts routes and every measure is the plain count; null otherwise.
 */
function routeEnds(r: Reading, text: string): readonly [SubjectDimension, SubjectDimension] | null {
  const [a, b, ...more] = r.groupBy.map((g) => g.dimension);
  if (r.subject.kind !== 'contract' || !a || !b || more.length > 0 || !ROUTES_COUNTED.test(text)) return null;
  return r.measures.every((m) => m.plainCount) ? [a, b] : null;
}

const ROUTES_COUNTED = new RegExp(
  String.raw`\b(?:how\s+many|number\s+of|count\s+of)\s+${OF_KNOWN_SET}(?:distinct\s+|different\s+|unique\s+)?(?:routes|pairs|connections)\b`,
  'i',
);

/** "number of routes out of SEA": with one end held to one place, the routes are the other end's values. */
function routesFromOnePlace(r: Reading, text: string): SubjectMeasure | null {
  const ends = routeEnds(r, text);
  if (!ends) return null;
  const [a, b] = ends.map((d) => heldToOne(r.filters, d.name));
  return a && !b ? distinctMeasure(ends[1]) : b && !a ? distinctMeasure(ends[0]) : null;
}

/**
 * "How many routes are there?" over a contract: how many pairs of places there are, which a contract's
 * measures do not count (a distinct count is of one field); the list of routes with their counts was
 * given where one number was asked. Asked back, with what can be given.
 */
function routesCounted(r: Reading, text: string): Ask | null {
  const ends = routeEnds(r, text);
  if (!ends || routesFromOnePlace(r, text)) return null;
  const [a, b] = ends.map((d) => d.title.toLowerCase());
  const count = r.subject.measures.find((m) => m.plainCount)?.title ?? 'Count';
  const message = `${r.subject.title} can count the distinct values of one field, not of ${a} and ${b} pairs, so I won't give the list of routes as their number.`;
  return ask(message, 'rephrase', 'Would one of these work instead?', [
    `${count} by ${a} and ${b}`,
    `How many distinct ${b} values`,
  ]);
}

const HOW_MANY_HEAD = new RegExp(
  String.raw`\bhow\s+many\s+${OF_KNOWN_SET}(?:distinct\s+|different\s+|unique\s+)?([a-z]+)`,
  'i',
);

/** "how many cities", "how many airports": the head noun (last word) of the dimension's name or a synonym. */
function countsHeadNoun(text: string, d: GroupBy['dimension']): boolean {
  const m = HOW_MANY_HEAD.exec(text);
  if (!m) return false;
  const word = stem((m[1] as string).toLowerCase());
  return [d.name.replace(/_/g, ' '), ...d.synonyms].some((p) => phraseStems(p).at(-1) === word);
}

/**
 * "how many flights per day on average", "average number of flights per month": an average of a count
 * or total over groups, which no measure here computes. Answering with the count per group would give
 * many figures where one was asked for, so it is asked back.
 */
function averageOfTotals(r: Reading, measures: readonly SubjectMeasure[]): Ask | null {
  // Tables average their rows' values (their own planner), so only a contract's measures are checked.
  if (r.subject.kind !== 'contract' || r.genericAggregation !== 'avg') return null;
  if (r.groupBy.length === 0 && !r.grain) return null;
  if (measures.some((m) => m.aggregation === 'avg')) return null;
  const names = measures.map((m) => m.title.toLowerCase()).join(', ');
  const message = `The question asks for an average of ${names} over groups, which ${r.subject.title} does not compute; I won't answer with each group's ${names} instead.`;
  return ask(message, 'rephrase', 'Would one of these work instead?', examples(r.subject, r));
}

/**
 * "Which of the airports has the most delays" read without its breakdown, "the highest average delay":
 * a ranking word with nothing to rank would be answered as a plain total, which is not what was asked.
 */
function rankingWithoutGroups(r: Reading): Ask | null {
  if (!r.sort || r.groupBy.length > 0) return null;
  const dims = r.subject.dimensions.map((d) => d.title.toLowerCase()).slice(0, 5);
  const word = r.sort.direction === 'asc' ? 'lowest' : 'highest';
  const message = `The question asks for the ${word} but names nothing to rank, so I won't answer it as a plain total. Which ${dims.join(', ')}, ... should be ranked?`;
  const measure = (r.measures[0] ?? r.weakMeasures[0] ?? r.subject.measures[0])?.title.toLowerCase() ?? '';
  const choices = dims.slice(0, 3).map((d) => `Which ${d} has the ${word} ${measure}?`);
  return ask(message, 'rephrase', 'Did you mean one of these?', choices);
}

/**
 * "total delay" where the data has only the average delay (or "average distance" only its total): the
 * word asks for another aggregation of the measure read, which answering with that measure would not
 * give. Null when no such clash (a count totals to itself: "total flights").
 */
function aggregationClash(r: Reading): Ask | null {
  const agg = r.genericAggregation;
  if (agg !== 'sum' && agg !== 'avg') return null;
  const other = agg === 'sum' ? 'avg' : 'sum';
  if (!r.measures.every((m) => m.aggregation === other && !m.plainCount)) return null;
  // A sibling of the asked aggregation over the same column ("average precipitation" beside the total)
  // is what the later steps take instead: no clash.
  const sibling = (m: SubjectMeasure) =>
    m.column !== null && r.subject.measures.some((x) => x.aggregation === agg && x.column === m.column);
  if (r.measures.some(sibling)) return null;
  return otherAggregation(r, r.measures, agg);
}

function otherAggregation(r: Reading, read: readonly SubjectMeasure[], agg: string): Ask {
  const word = agg === 'avg' ? 'an average' : 'a total';
  const titles = read.map((m) => m.title.toLowerCase()).join(', ');
  const message = `The question asks for ${word}, but ${r.subject.title} gives ${titles}, not ${word} of it, and I won't answer a different figure. Which measure do you mean?`;
  return ask(
    message,
    'measure',
    'Which measure?',
    r.subject.measures.map((m) => m.title),
  );
}

/**
 * "what about Chicago?", "Denver in March" as a first question: a place or a period and nothing asked of
 * it (no measure, no count word, no breakdown, no ranking). A count of its rows would answer a question
 * nobody asked, so which measure is asked back. Contracts only: a table's rows are listed instead.
 */
function namesOnlyRows(r: Reading): Ask | null {
  const asked =
    r.countCue || r.genericAggregation || r.groupBy.length > 0 || r.sort || r.weakMeasures.length > 0;
  if (asked || r.subject.kind !== 'contract') return null;
  const message = `The question names no measure of ${r.subject.title}, and I won't guess one. Which measure do you want?`;
  return ask(
    message,
    'measure',
    'Which measure?',
    r.subject.measures.map((m) => m.title),
  );
}

/** Measures: the named ones; else the aggregation word's single candidate; else a count; else ask. */
function chooseMeasures(r: Reading): readonly SubjectMeasure[] | Ask {
  const subject = r.subject;
  if (r.measures.length > 0) return aggregationClash(r) ?? r.measures;
  const plainCount = subject.measures.find((m) => m.plainCount);
  if (r.countCue && plainCount) return [r.weakMeasures.find((m) => m.aggregation === 'count') ?? plainCount];
  if (r.genericAggregation) {
    const candidates = subject.measures.filter((m) => m.aggregation === r.genericAggregation);
    const named = candidates.filter((m) => r.weakMeasures.includes(m));
    // "total flights": the total of a count is the count itself, not another measure's sum.
    const counted = r.weakMeasures.filter((m) => m.aggregation === 'count');
    if (r.genericAggregation === 'sum' && named.length === 0 && counted.length === 1) return counted;
    // "sum of delay" where only the average delay exists: the named column, never another's sum.
    if (named.length === 0 && counted.length === 0 && r.weakMeasures.length > 0) {
      return otherAggregation(r, r.weakMeasures, r.genericAggregation);
    }
    const pick = named.length === 1 ? named : candidates;
    if (pick.length === 1) return pick;
    if (pick.length > 1) {
      const word = r.genericAggregation === 'avg' ? 'average' : 'total';
      const message = `"${word}" fits several measures of ${subject.title}; which one do you mean?`;
      return ask(
        message,
        'measure',
        'Which measure?',
        pick.map((m) => m.title),
      );
    }
  }
  if (r.weakMeasures.length > 0) return r.weakMeasures;
  // "the best month for weather": best or worst by a row count judges nothing; which measure is asked.
  if (plainCount && !r.sort?.judged) return namesOnlyRows(r) ?? [plainCount];
  const message = r.sort?.judged
    ? `"${r.sort.judged}" needs a measure to judge by, and the question names none in ${subject.title}.`
    : `Which measure of ${subject.title} do you want to see?`;
  return ask(
    message,
    'measure',
    'Which measure?',
    subject.measures.map((m) => m.title),
  );
}

/** The finest grain of a subject's time dimension: how finely its rows are dated. */
function dataGrain(subject: Subject): TimeGrain | null {
  return finestGrain(timeDimension(subject)?.grains ?? []);
}

/**
 * Time range: "last month", "this year" count back from the data's latest date; a month named
 * without its year takes the data's only year, else the latest such month in the data.
 */
async function settleRange(r: Reading, env: InterpretEnv): Promise<TimeRange | Ask | null> {
  const range = r.range;
  if (!range || !needsYear(range)) return range;
  const index = await env.values(r.subject);
  const years = index?.years ?? [];
  if (!range.relative && years.length === 1) return withYear(range, years[0] as number);
  if (index?.latest)
    return range.relative
      ? settleRelative(range, index.latest, dataGrain(r.subject))
      : settleLatestYear(range, index.latest);
  const latestYear = years.at(-1);
  if (range.relative?.unit === 'year' && range.relative.count === 1 && latestYear !== undefined)
    return latestYearHeld(range.relative.words, latestYear);
  const what = range.relative ? `"${range.relative.words}"` : 'a date without its year';
  const message = `${r.subject.title} has no latest date I can count ${what} from; which period do you mean?`;
  return ask(message, 'year', 'Which year?', years.slice(-6).map(String));
}

/**
 * "the most recent year", "last year" over data of one row per year and no date (Gapminder): its
 * latest year, as "last month" of monthly data is its latest month (asked back before: no latest date).
 */
function latestYearHeld(words: string, year: number): TimeRange {
  const period = { year, month: null, monthEnd: null, day: null };
  const label = `in ${year} (${words}: the latest year in the data)`;
  return { from: period, fromEdge: 'start', to: period, toEdge: 'end', label };
}

/**
 * A period the data does not reach ("flights in 2005" when flights end in June 2001, gapminder in 2003
 * between its five-yearly rows): answered with a count of 0 or an empty average it would read as a
 * fact, so the planner says what the data covers and asks for a period inside it.
 */
/** Whether a range with its years settled reaches any of the data's years (true when the index cannot tell). */
function reachesData(range: TimeRange, index: ValueIndex | null): boolean {
  const years = index?.years ?? [];
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined) return true;
  const { from, to } = rangeBounds(range);
  const end = index?.latest ? dayAfter(index.latest) : `${last + 1}-01-01`;
  return (
    (from === null || from < end) &&
    (to === null || to > `${first}-01-01`) &&
    years.some((y) => (from === null || from < `${y + 1}-01-01`) && (to === null || to > `${y}-01-01`))
  );
}

/**
 * "Christmas Day 2016" of weather ending in 2015, "Thanksgiving 2001" of flights ending in July: the
 * widest calendar period holding the one asked that has no data at all ("in 2016", "in November
 * 2001"), which says why there is no figure better than the day does, and restates no day number the
 * question did not write.
 */
function emptyPeriodLabel(range: TimeRange, index: ValueIndex | null): string {
  const { from, to } = range;
  if (!from || !to || from.year === null || from.year !== to.year) return rangeLabel(range);
  const whole = (p: Period): TimeRange => ({ from: p, fromEdge: 'start', to: p, toEdge: 'end' });
  const year: Period = { year: from.year, month: null, monthEnd: null, day: null };
  if (!reachesData(whole(year), index)) return rangeLabel(whole(year));
  if (from.month === null || from.month !== to.month) return rangeLabel(range);
  const month: Period = { ...year, month: from.month, monthEnd: from.month };
  return reachesData(whole(month), index) ? rangeLabel(range) : rangeLabel(whole(month));
}

async function outsideData(r: Reading, range: TimeRange | null, env: InterpretEnv): Promise<Ask | null> {
  // "Q1 vs Q3", "2012 vs 2018": each period compared must hold data of its own, not only the span.
  if (r.endsOnly && range?.from && range.to) {
    for (const end of [range.from, range.to]) {
      const one: TimeRange = { from: end, fromEdge: 'start', to: end, toEdge: 'end' };
      const outside = await outsideData({ ...r, endsOnly: false }, one, env);
      if (outside) return outside;
    }
    return null;
  }
  if (!range) {
    const missing = monthNotHeld(r.filters, await env.values(r.subject));
    return missing
      ? ask(`${r.subject.title} ${missing}. Which month do you mean?`, 'period', 'Which month?', [])
      : null;
  }
  const index = await env.values(r.subject);
  // Only over daily (or finer) data: monthly rows are dated the month's first day and hold all of it.
  const edge = !!timeDimension(r.subject)?.grains.includes('day') && startsOnLastDay(range, index);
  if (reachesData(range, index) && !edge) return null;
  const years = index?.years ?? [];
  const [first, last] = [years[0] as number, years.at(-1) as number];
  const covers = timeDimension(r.subject)
    ? `${first === last ? first : `${first} to ${last}`}${index?.latest ? ` (its latest date is ${index.latest})` : ''}`
    : years.length > 8
      ? `${years.slice(0, 3).join(', ')}, … ${years.slice(-2).join(', ')}`
      : years.join(', ');
  const what = edge
    ? `has data ${rangeLabel(range)} on its first day only (its latest date is ${index?.latest}), so a figure for the period would be misleading`
    : `has no data ${emptyPeriodLabel(range, index)}, so there is no figure to give: it covers ${covers}`;
  const message = `${r.subject.title} ${what}. Which period do you mean?`;
  return ask(message, 'period', 'Which year?', years.slice(-6).map(String));
}

/**
 * "How many flights in July 2001?" where the flights' latest date is 2001-07-01 (a few rows stamped at
 * midnight): a period longer than a day that starts on the data's latest date holds that one day only,
 * and its figure (6 flights for July) would read as the month's.
 */
function startsOnLastDay(range: TimeRange, index: ValueIndex | null): boolean {
  const latest = index?.latest;
  const { from, to } = rangeBounds(range);
  return !!latest && from === latest && (to === null || to > dayAfter(latest));
}

/** The ISO day after a YYYY-MM-DD day. */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Required filters the contract insists on, asked with the indexed values as choices. */
async function missingFilters(r: Reading, env: InterpretEnv): Promise<Ask | null> {
  const subject = r.subject;
  const missing = subject.requiredFilters.filter((f) => !r.filters.some((x) => x.field === f));
  if (missing.length === 0) return null;
  const values = await env.values(subject);
  return {
    kind: 'ask',
    message: `${subject.title} needs a value for ${missing.join(', ')} before it can answer.`,
    questions: missing.map((f) => ({
      id: `filter:${f}`,
      text: `Which ${subject.dimensions.find((d) => d.name === f)?.title.toLowerCase() ?? f}?`,
      choices: [...(values?.byDimension.get(f) ?? [])].slice(0, 10),
    })),
  };
}

/**
 * "the worst airport for delays": best and worst judge how each place does, and places differ in size,
 * so a count of the rows that went badly (delayed flights) would rank the busiest; it is read as the
 * average of what made them bad (the average delay), the measure the data team's "worst delays"
 * example ranks by; so is a ranking of such a count asked "on average" ("the most delayed on
 * average"). So are periods ("the worst month for delays", "the worst hour for delays": people
 * judge a month by how late its flights were, not by how many it had); a count asked for keeps the
 * count ("number of delayed flights", "how many").
 */
function judgedRate(
  r: Reading,
  measures: readonly SubjectMeasure[],
  tokens: readonly Token[],
): readonly SubjectMeasure[] {
  const [m, ...more] = measures;
  // "which airport is the most delayed on average": a ranking of a count asked on average is judged alike.
  const onAverage = r.genericAggregation === 'avg' && r.sort !== null;
  if (!(r.sort?.judged || onAverage) || !m || more.length > 0 || m.aggregation !== 'count' || m.plainCount)
    return measures;
  if (r.countCue || tokens.some((t) => t.lower === 'number' || t.lower === 'count')) return measures;
  const rate = lowerIsBetter(m)
    ? r.subject.measures.find((x) => x.aggregation === 'avg' && lowerIsBetter(x))
    : undefined;
  return rate ? [rate] : measures;
}

/** A judged ranking's direction ("best", "worst") over the measure it ranks by; null when not judged. */
function settledDirection(r: Reading, measures: readonly SubjectMeasure[]): SortDirection | null {
  if (!r.sort?.judged) return null;
  const field = r.sort.field;
  const m = (field ? r.subject.measures.find((x) => x.name === field) : undefined) ?? measures[0];
  return m ? judgedDirection(r.sort.judged, m) : null;
}

/** The ordering: the ranking asked for (adding its measure when it was not asked), or largest first for one category. */
function ordering(
  r: Reading,
  measures: readonly SubjectMeasure[],
): { sort: Intent['sort']; extra: readonly SubjectMeasure[] } {
  const first = measures[0] as SubjectMeasure;
  if (r.sort && r.groupBy.length > 0) {
    // "sort by name": the first category's labels (a series' periods when there is none), A to Z.
    const label = r.groupBy.find((g) => g.dimension.type !== 'time') ?? r.groupBy[0];
    if (r.sort.byLabel && label)
      return { sort: { field: label.dimension.name, direction: 'asc' }, extra: [] };
    const field = r.sort.field ?? first.name;
    const extra = measures.some((m) => m.name === field)
      ? []
      : r.subject.measures.filter((m) => m.name === field);
    return { sort: { field, direction: settledDirection(r, measures) ?? r.sort.direction }, extra };
  }
  const categories = r.groupBy.filter((g) => g.dimension.type !== 'time');
  const timeGroups = r.groupBy.filter((g) => g.dimension.type === 'time');
  const yearOnly = r.groupBy[0]?.dimension === yearDimension(r.subject) && r.limit === null;
  // "average delay by hour of day": the hours in clock order, as a series of times is read (largest
  // first put hour 3 at the top of a list whose reader scans it by hour).
  const [only] = categories;
  if (
    categories.length === 1 &&
    timeGroups.length === 0 &&
    only &&
    inClockOrder(r.subject, only.dimension.name)
  )
    return { sort: { field: only.dimension.name, direction: 'asc' }, extra: [] };
  // One category: largest first, the order a sorted bar chart shows.
  if (categories.length > 0 && timeGroups.length === 0 && !yearOnly)
    return { sort: { field: first.name, direction: 'desc' }, extra: [] };
  return { sort: null, extra: [] };
}

/** Greetings and "what can you do": answered with what the data covers, not with "I couldn't match". */
const SMALL_TALK = new Set([
  'hi',
  'hello',
  'hey',
  'thanks',
  'thank',
  'help',
  'hiya',
  'morning',
  'afternoon',
  'evening',
  'good',
  'anything',
  'everything',
  'data',
]);

/** An unread message: an open question that carries no text, so the next message is read on its own. */
function tooLong(message: string, env: InterpretEnv): Interpretation {
  const outcome = help(env);
  return {
    text: '',
    words: 0,
    messages: MAX_CARRIED_MESSAGES,
    reading: null,
    outcome: {
      ...outcome,
      message: `That message is ${message.length} characters long; I read questions of at most ${MAX_QUESTION_CHARS} characters. Ask it in a sentence or two.`,
    },
    refined: false,
  };
}

/** Verbs that open a request to change data ("delete every flight from 2001", "update the prices"). */
const WRITE_VERBS: ReadonlySet<string> = new Set([
  'delete',
  'update',
  'insert',
  'truncate',
  'alter',
  'overwrite',
  'modify',
  'erase',
  'wipe',
  'purge',
  'destroy',
]);

/**
 * "remove our June departures from the data", "drop table flights", "clear the records permanently":
 * verbs that also narrow an answer ("remove SEA", "drop the top one") change the data when they name
 * where the rows are kept.
 */
const REMOVING: ReadonlySet<string> = new Set(['remove', 'drop', 'clear']);
// "drop those rows", "clear all these records": the rows pointed at as stored rows, nothing else named.
const STORED =
  /^(?:table|tables)\b|\bfrom\s+(?:the\s+|our\s+|your\s+)?(?:data|database|dataset|data\s+set|table|warehouse|records|system)\b|\bpermanently\b|^(?:all\s+(?:of\s+)?)?(?:those|these|the)\s+(?:rows|records)$/;

/** The write verb a message opens with (after "please", "can you", …), or null. */
function writeRequest(tokens: readonly Token[]): string | null {
  const lead = new Set(['please', 'can', 'could', 'would', 'you', 'go', 'and', 'now', 'just']);
  const at = tokens.findIndex((t) => !lead.has(t.lower));
  const verb = tokens[at]?.lower ?? '';
  // "update me on delays at JFK" asks for news, not a change.
  const told = ['me', 'us', 'on'].includes(tokens[at + 1]?.lower ?? '');
  // "set every delay above 300 to 300", "replace the nulls with 0": a change said with its new value.
  const rest = tokens.slice(at + 1).map((t) => t.lower);
  // "change Apple's March 2010 price to 250": a new value; "change it to quarterly" only regroups.
  const toNumber = rest.some((w, k) => w === 'to' && /^\$?\d/.test(rest[k + 1] ?? ''));
  const assigned =
    (verb === 'set' && rest.includes('to')) ||
    (verb === 'replace' && rest.includes('with')) ||
    (verb === 'change' && toNumber);
  // "take out … from the database" is "remove".
  const removing = REMOVING.has(verb) || (verb === 'take' && rest[0] === 'out');
  const removed = removing && STORED.test(rest.slice(verb === 'take' ? 1 : 0).join(' '));
  if (removed && verb === 'take') return 'take out';
  return (WRITE_VERBS.has(verb) && !told) || assigned || removed ? verb : null;
}

function help(env: InterpretEnv, write: string | null = null): Extract<Outcome, { kind: 'ask' }> {
  const titles = env.subjects.map((s) => s.title);
  const readOnly = write ? `I only read data, so I can't ${write} anything. ` : '';
  return {
    kind: 'ask',
    message: `${readOnly}I answer questions about ${titles.length > 0 ? titles.join(', ') : 'no data sets yet'}. Ask for a figure, a breakdown or a trend.`,
    questions: [
      {
        id: 'rephrase',
        text: 'Try one of these',
        choices: env.subjects.slice(0, 4).flatMap((s) => examples(s, null).slice(0, 2)),
      },
    ],
  };
}

/** Questions built from the subject's own vocabulary, each answerable as written. */
function examples(subject: Subject, r: Reading | null): string[] {
  const out: string[] = [];
  const measure = (r?.measures[0] ?? subject.measures[0])?.title;
  const category = subject.dimensions.find((d) => d.type === 'string' || d.type === 'number');
  const time = timeDimension(subject);
  if (measure && category) out.push(`${measure} by ${category.title.toLowerCase()}`);
  if (measure && time?.grains.includes('month')) out.push(`${measure} by month`);
  else if (measure && time?.grains[0]) out.push(`${measure} by ${time.grains[0]}`);
  else if (measure && yearDimension(subject)) out.push(`${measure} by year`);
  if (measure) out.push(measure);
  return [...new Set(out)];
}

/** The planner could not map part of the question: say so and offer the closest questions it can answer. */
async function unmapped(text: string, r: Reading | null, env: InterpretEnv): Promise<Outcome> {
  const unknown = r?.unknown ?? [];
  const explained = (await forecastAsked(text, unknown, r, env)) ?? shareOverContract(unknown, r);
  if (explained) return explained;
  const choices: string[] = [];
  if (r) {
    const values = await env.values(r.subject);
    // A function word ("not", "our") is never a misspelt value, nor is a word of another statistic
    // ("rate", "median"): no look-alike suggestions for them ("on-time rate" is no misspelt "date").
    const misspelt = (u: Token) => !MEANINGFUL_FUNCTION_WORDS.has(u.lower) && !MEANING_CLASSES.has(u.lower);
    for (const t of unknown.filter(misspelt).slice(0, 2)) {
      for (const suggestion of suggestionsFor(t, r, values)) {
        const choice = text.replace(t.text, suggestion);
        if (choice !== text) choices.push(choice);
      }
    }
  }
  if (choices.length === 0) {
    const subjects = r && substantive(r) ? [r.subject] : env.subjects.slice(0, 3);
    for (const s of subjects) choices.push(...examples(s, null).slice(0, 2));
  }
  const words = unknown.map((t) => `"${t.text}"`).join(', ');
  const negation = unknown.find((t) => NEGATIONS.has(t.lower));
  const hidden = r ? outsideOwnRows(text, unknown, r, await env.values(r.subject)) : null;
  const rest = unknown.filter((t) => !hidden?.held.includes(t));
  const unmatched =
    rest.length > 0
      ? `I couldn't match ${rest.map((t) => `"${t.text}"`).join(', ')} to anything in ${r?.subject.title}. `
      : '';
  const message = hidden
    ? `${unmatched}${hidden.sentence} ${coverage(r?.subject as Subject)}`
    : negation
      ? `I can't apply "${negation.text}" here: it does not negate a value of ${r?.subject.title ?? 'the data'} I could exclude, and answering without it would say the opposite, so I won't guess.`
      : unknown.length > 0
        ? `I couldn't match ${words} to anything in ${r && substantive(r) ? r.subject.title : 'the data available to you'}, so I won't guess.${r && substantive(r) ? ` ${coverage(r.subject)}` : ''}`
        : "I couldn't tell which data this question is about, so I won't guess.";
  return {
    kind: 'ask',
    message,
    questions: [
      { id: 'rephrase', text: 'Did you mean one of these?', choices: [...new Set(choices)].slice(0, 6) },
    ],
  };
}

/** Words that ask about what has not happened yet. */
const FUTURE_WORDS: ReadonlySet<string> = new Set([
  'forecast',
  'forecasts',
  'forecasted',
  'predict',
  'predicted',
  'prediction',
  'predictions',
  'projected',
  'projection',
  'projections',
  'future',
  'upcoming',
  'next',
  'tomorrow',
]);
/** "next" names a time to come only before a period ("next month"); "the next five" is a ranking's rows. */
const NEXT_PERIOD =
  /\bnext\s+(?:\d+\s+)?(?:days?|weeks?|months?|quarters?|years?|season|summer|winter|spring|fall|autumn)\b/i;

/**
 * "What will IBM close at next month?", "forecast flights for next year": the data holds what
 * happened, up to its latest date. Saying so reads better than "I couldn't match 'next'".
 */
async function forecastAsked(
  text: string,
  unknown: readonly Token[],
  r: Reading | null,
  env: InterpretEnv,
): Promise<Outcome | null> {
  const word = unknown.find(
    (t) => FUTURE_WORDS.has(t.lower) && (t.lower !== 'next' || NEXT_PERIOD.test(text)),
  );
  if (!word) return null;
  const latest = r && substantive(r) ? (await env.values(r.subject))?.latest : null;
  const held =
    r && latest ? `${r.subject.title} holds what happened, up to ${latest}` : 'The data holds what happened';
  const message = `${held}: I don't forecast or project beyond it, and I won't guess ("${word.text}"). Ask about a period the data covers.`;
  const choices = r && substantive(r) ? examples(r.subject, null).slice(0, 2) : [];
  return {
    kind: 'ask',
    message,
    questions: [{ id: 'rephrase', text: 'Did you mean one of these?', choices }],
  };
}

/** Words that ask one figure as a part of another. */
const SHARE_WORDS: ReadonlySet<string> = new Set([
  'share',
  'percentage',
  'percent',
  'proportion',
  'fraction',
  'ratio',
]);

/**
 * "What percentage of flights from SEA were delayed?" over a contract: its measures hold no share,
 * and a contract's figures are answered as defined, never divided here. Says so, and what it can
 * give instead, rather than "I couldn't match 'percentage'".
 */
function shareOverContract(unknown: readonly Token[], r: Reading | null): Outcome | null {
  const word = unknown.find((t) => SHARE_WORDS.has(t.lower));
  if (!word || !r || r.subject.kind !== 'contract' || !substantive(r)) return null;
  const message = `${r.subject.title} has no ${word.lower} among its measures, and I answer from its definitions only, so I won't compute one or guess. ${coverage(r.subject)} You can ask for the two figures it would divide.`;
  return {
    kind: 'ask',
    message,
    questions: [
      { id: 'rephrase', text: 'Did you mean one of these?', choices: examples(r.subject, null).slice(0, 2) },
    ],
  };
}

/** The word before the first whole-word occurrence of `word` in the text, lower case ('' if none). */
function wordBefore(text: string, word: string): string {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`([A-Za-z']+)\s+${escaped}\b`, 'i').exec(text)?.[1]?.toLowerCase() ?? '';
}

/**
 * "How many flights from ORD?" asked by a New York office: ORD is a value the data holds (a
 * destination), but row-level security keeps the caller's own origin state only, so the side the
 * question names cannot hold it. Says so, rather than "couldn't match ORD", which reads as if the
 * planner did not know the airport. Null when no unknown word is such a value.
 */
function outsideOwnRows(
  text: string,
  unknown: readonly Token[],
  r: Reading,
  values: ValueIndex | null,
): { held: readonly Token[]; sentence: string } | null {
  const pinned = (r.subject.pinned ?? []).flatMap((name) => {
    const own = values?.byDimension.get(name);
    const d = r.subject.dimensions.find((x) => x.name === name);
    return own?.length === 1 && d ? [`${d.title.toLowerCase()} is ${own[0]}`] : [];
  });
  if (!values || pinned.length === 0) return null;
  // A place typed in lower case counts where a word of place or movement leads it ("left milwaukee").
  const placed = (t: Token) => /^\p{Lu}/u.test(t.text) || placeLead(wordBefore(text, t.text));
  const held = unknown.filter((t) => placed(t) && lookupValue(values, [t.text]) !== null);
  if (held.length === 0) return null;
  const names = held.map((t) => `"${t.text}"`).join(', ');
  const sentence = `The data available to you holds only rows whose ${pinned.join(' and ')} (row-level security), so I can't answer about ${names} as asked, and I won't guess.`;
  return { held, sentence };
}

/** What a subject can answer, in one sentence: its measures and its breakdowns. */
function coverage(subject: Subject): string {
  const names = (fields: readonly { title: string }[]) =>
    fields
      .slice(0, 6)
      .map((f) => f.title.toLowerCase())
      .join(', ');
  const dims = subject.dimensions.filter((d) => d.type !== 'time');
  const time = subject.dimensions.some((d) => d.type === 'time') ? ' and over time' : '';
  return `It has ${names(subject.measures)}${dims.length > 0 ? `, by ${names(dims)}` : ''}${time}.`;
}

/** Field words and indexed values spelled close to an unknown word ("SFX" → SFO). */
function suggestionsFor(t: Token, r: Reading, values: ValueIndex | null): string[] {
  const out: string[] = [];
  const limit = t.lower.length > 5 ? 2 : 1;
  for (const f of [...r.subject.measures, ...r.subject.dimensions]) {
    for (const p of [f.title, ...f.synonyms]) {
      const w = p.toLowerCase();
      // Another form of the same word ("departures" for "departure") is no correction: word forms are read already.
      const otherWord = w !== t.lower && stem(w) !== t.stem;
      if (!w.includes(' ') && otherWord && t.lower.length >= 3 && editDistance(t.lower, w) <= limit)
        out.push(p);
    }
  }
  // A value the index holds as written ("ORD", a destination, asked as an origin under row-level
  // security) is not misspelt: offering its neighbours (ORF, ORH) would change the question.
  if (values && !lookupValue(values, [t.text]))
    out.push(...closestValues(values, t.text).map((e) => e.value));
  return [...new Set(out)].slice(0, 4);
}
