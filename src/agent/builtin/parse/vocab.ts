import type { Aggregation, Operator, TimeGrain } from '../../../contracts/model.js';
import { verbBases } from '../text.js';

/** The small closed vocabularies the reading steps share: cue words, superlatives, thresholds. */

// "by calendar month", "which calendar day": the calendar's periods are the data's periods.
export const BY_SKIP: ReadonlySet<string> = new Set([
  'the',
  'of',
  'one',
  'our',
  'my',
  'your',
  'their',
  'calendar',
]);
export const WHICH_SKIP: ReadonlySet<string> = new Set([
  'calendar',
  'the',
  'of',
  'one',
  'is',
  'are',
  'was',
  'were',
  'has',
  'had',
  'have',
  'our',
  'my',
  'your',
  'their',
]);
export const GROUP_CUES: ReadonlySet<string> = new Set([
  'by',
  'per',
  'each',
  'every',
  'across',
  'which',
  'what',
  'whose',
  // "rank our airports by average delay": the field to rank comes right after it.
  'rank',
]);
export const SUPERLATIVE_DESC: ReadonlySet<string> = new Set([
  'most',
  'highest',
  'largest',
  'biggest',
  'busiest',
  'greatest',
  'top',
  'maximum',
  'max',
  // "best" / "worst" are settled by the measure's direction (judgedDirection); this is their default.
  'best',
  'worst',
  'longest',
  'wettest',
  'hottest',
  'warmest',
  'windiest',
  'rainiest',
  'strongest',
  'heaviest',
  'peak',
]);
export const SUPERLATIVE_ASC: ReadonlySet<string> = new Set([
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
  'calmest',
  'weakest',
]);

/** Superlatives that name what they rank by ("the wettest month" ranks by precipitation). */
export const MEASURE_SUPERLATIVES: Readonly<Record<string, readonly string[]>> = {
  wettest: ['precipitation'],
  driest: ['precipitation'],
  hottest: ['high temperature', 'temperature'],
  warmest: ['high temperature', 'temperature'],
  coldest: ['low temperature', 'temperature'],
  windiest: ['wind'],
  calmest: ['wind'],
  rainiest: ['precipitation'],
};

export function isSuperlative(w: string): boolean {
  return SUPERLATIVE_DESC.has(w) || SUPERLATIVE_ASC.has(w);
}

export const AGGREGATION_WORDS: Readonly<Record<string, Aggregation>> = {
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  total: 'sum',
  sum: 'sum',
};
export const WEAK_PREPS: ReadonlySet<string> = new Set([
  'of',
  'for',
  'on',
  'during',
  'with',
  'across',
  'among',
  'in',
]);
/** Words that cue nothing about which dimension a value belongs to, even if a synonym contains them. */
export const STOPWORDS_CUE_EXEMPT: ReadonlySet<string> = new Set([
  'the',
  'and',
  'or',
  'in',
  'at',
  'for',
  'of',
  'on',
]);
export const COMPARE_CONNECTORS: ReadonlySet<string> = new Set(['and', 'vs', 'versus', '&']);
/** "SEA or PDX, separately": words asking for one figure per value named, as "and" does. */
export const APART: ReadonlySet<string> = new Set(['separately', 'individually', 'respectively', 'apiece']);
export const NEGATIONS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'except',
  'excluding',
  'exclude',
  'without',
  'outside',
  // "airports that never had a single departure": dropped, the answer counted every airport.
  'never',
]);
/**
 * Units written after a threshold's number ("20 mm", "5 m/s"), with the words a measure's description
 * uses for them: a unit is read only when the measure is described in it (never converted).
 */
export const UNITS: Readonly<Record<string, readonly string[]>> = {
  mm: ['millimetre', 'millimeter'],
  millimetres: ['millimetre'],
  millimeters: ['millimeter', 'millimetre'],
  'm/s': ['metres per second', 'meters per second'],
  min: ['minutes'],
  mins: ['minutes'],
  minutes: ['minutes'],
  mi: ['miles'],
  miles: ['miles'],
  degrees: ['degrees'],
  c: ['celsius'],
  // "in celsius" for a measure described in °C.
  celsius: ['°c', 'celsius'],
  centigrade: ['°c', 'celsius'],
  usd: ['usd', 'dollar'],
  dollars: ['usd', 'dollar'],
  dollar: ['usd', 'dollar'],
};

export const THRESHOLDS: Readonly<Record<string, Operator>> = {
  'more than': 'gt',
  'greater than': 'gt',
  'higher than': 'gt',
  'larger than': 'gt',
  over: 'gt',
  above: 'gt',
  // The verbs of going past a value, in every form ("did the high exceed 30", "surpassed 100").
  exceed: 'gt',
  exceeds: 'gt',
  exceeded: 'gt',
  exceeding: 'gt',
  surpass: 'gt',
  surpasses: 'gt',
  surpassed: 'gt',
  surpassing: 'gt',
  beyond: 'gt',
  'upwards of': 'gt',
  'at least': 'gte',
  'less than': 'lt',
  'fewer than': 'lt',
  'lower than': 'lt',
  'smaller than': 'lt',
  under: 'lt',
  below: 'lt',
  'at most': 'lte',
  // "delay = 0" is written "equal to 0" before reading (durations.ts comparisonSigns).
  'equal to': 'eq',
  equals: 'eq',
  exactly: 'eq',
};
/** Generic nouns after a grouping word that mean "the subject's time", e.g. "which day". */
export const GRAIN_NOUNS: Readonly<Record<string, TimeGrain>> = {
  hour: 'hour',
  day: 'day',
  date: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
};

/** "most common", "most frequent", "least popular", "most often": ranked by how often, a row count. */
export const FREQUENCY_WORDS: ReadonlySet<string> = new Set([
  'common',
  'frequent',
  'popular',
  'often',
  'usual',
  'prevalent',
]);

/** Possessives that point at the caller ("our airports", "my state"): meaningful only where row-level security scopes the data to the caller. */
export const SELF_REFERENCES: ReadonlySet<string> = new Set(['our', 'ours', 'my', 'mine']);

/**
 * Function words that still change a question's meaning: left unexplained they make the planner ask,
 * never answer as if they were not there ("flights not delayed", "our airports").
 */
export const MEANINGFUL_FUNCTION_WORDS: ReadonlySet<string> = new Set([...NEGATIONS, ...SELF_REFERENCES]);

/**
 * Words of a longer place name that do not pick the place out on their own: compass directions and
 * generic parts of airport names ("Southwest Florida International", "Northwest Arkansas Regional"),
 * and carriers' names, which the data has no column for ("the average delay of Southwest" asks about
 * an airline). A whole name, or a distinctive word such as "O'Hare", still reads as the place.
 */
export const CARRIERS: ReadonlySet<string> = new Set(
  'delta united american continental frontier hawaiian spirit airtran jetblue aloha southwest'.split(' '),
);
export const NON_DISTINCTIVE_NAME_WORDS: ReadonlySet<string> = new Set([
  ...'north northern south southern east eastern west western northeast northwest southeast southwest'.split(
    ' ',
  ),
  ...'central mid midwest continent metropolitan metro regional county municipal national field airport airports international intl airfield'.split(
    ' ',
  ),
  ...CARRIERS,
]);

/** Words that judge rather than measure: which end they mean depends on whether more of the measure is good. */
export const JUDGEMENTS: ReadonlySet<string> = new Set(['best', 'worst', 'better', 'worse']);

/**
 * Words of a measure for which less is better (a delay, lateness): "the best average delay" is the
 * lowest, the worst the highest. Words of one for which more is better (a life expectancy, a price):
 * the worst is the lowest. For any other measure (a temperature, a population) "best" reads as the
 * highest and "worst" keeps its plain sense of the most; the interpretation sentence says which.
 */
const LOWER_IS_BETTER: ReadonlySet<string> = new Set(['delay', 'delays', 'delayed', 'late', 'lateness']);
const HIGHER_IS_BETTER: ReadonlySet<string> = new Set(['life', 'lifespan', 'longevity', 'price']);

type Worded = { readonly name: string; readonly synonyms: readonly string[] };

function wordsOf(measure: Worded): string[] {
  return [measure.name, ...measure.synonyms].flatMap((w) => w.toLowerCase().split(/[\s_]+/));
}

export function lowerIsBetter(measure: Worded): boolean {
  return wordsOf(measure).some((w) => LOWER_IS_BETTER.has(w));
}

/** The order a judgement asks for over a measure: the best delay is the lowest, the worst life expectancy too. */
export function judgedDirection(judged: string, measure: Worded): 'asc' | 'desc' {
  // "which had worse delays, Denver or Phoenix": a comparative judges as its superlative does.
  const good = judged === 'best' || judged === 'better';
  if (lowerIsBetter(measure)) return good ? 'asc' : 'desc';
  if (!good && wordsOf(measure).some((w) => HIGHER_IS_BETTER.has(w))) return 'asc';
  return 'desc';
}

/**
 * Verbs of travel, by their base: any form of one ("departed O'Hare", "flies Midway", "left Hobby",
 * "landed anywhere") takes a place as its object.
 */
const TRAVEL_VERBS: ReadonlySet<string> = new Set(
  'depart leave left arrive land fly fli flew flown serve visit reach exit'.split(' '),
);

/** Whether the word is a form of a verb of travel. */
export function travelVerb(lower: string): boolean {
  if (TRAVEL_VERBS.has(lower)) return true;
  return [lower.replace(/e?s$/, ''), ...verbBases(lower)].some((f) => TRAVEL_VERBS.has(f));
}
