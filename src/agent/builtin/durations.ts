/**
 * Durations spelled in hours after a comparison ("more than an hour", "over half an hour", "by over
 * two hours") rewritten in minutes, the unit the threshold steps read (parse/ordering.ts UNITS,
 * tables/thresholds.ts). A threshold in minutes is read only where a measure is described in
 * minutes; elsewhere the unit stays unread and the planner asks back, so the rewrite never lets a
 * duration be compared with a measure in another unit.
 */

import { besidesAsExcluding, leftOutByThreshold } from './besides.js';
import { chatterDropped } from './chatter.js';
import { compassOrder } from './compassorder.js';
import {
  allTimePeak,
  datedExtremes,
  dayRangesSpelled,
  rainUnit,
  seasonByMonths,
  untilTheEndOf,
} from './dated.js';
import { eachOfListed, repeatedPlacesEach } from './eachof.js';
import { BOTH_WAYS_WORDS, besideAsCompared, changedAsInstead, chatShorthand } from './followwords.js';
import { labelsBeforeDatesDropped } from './holidays.js';
import { notationSpelled } from './notation.js';
import { numbersSpelled, numericDatesSpelled } from './numberwords.js';
import { presentationDropped } from './presentation.js';
import {
  compassSides,
  havingAsWith,
  routeStartsAndCounts,
  routesOfCode,
  tableRowsAsItems,
} from './rowwords.js';
import {
  amongDelayedFlights,
  dayTypeHeading,
  earliestAsLeastDelay,
  groupsWithAtLeast,
  partOfDayBeforeClock,
} from './statwords.js';
import { AMOUNT_WORDS, pluralOf, type Rewrite, rewritten, STOPWORDS } from './text.js';
import { MONTH_WORDS, monthOfWord } from './time.js';
import {
  allTimeExtremeAsNoun,
  amongWhichNamed,
  answerShapeDropped,
  boundAfterAmount,
  boundIncluded,
  cityAirportsRestated,
  cityShortNames,
  clockComparisons,
  closingBothDropped,
  columnDifference,
  comingAsTrip,
  commonPhrasings,
  dailyExtremes,
  dailyFigure,
  datedDayRestated,
  dayKindsCompared,
  decadesAsYears,
  departingFlights,
  everydayNames,
  extremeCloses,
  extremeOfAny,
  extremeTemperature,
  glossedStatistics,
  groupingRestatedDropped,
  highAgainstLow,
  labelDaysCounted,
  latenessRanges,
  lateRowsFiltered,
  mostServedAsBusiest,
  neverOnSide,
  observationsByYear,
  partRestated,
  periodDescribedDropped,
  placeAsidesDropped,
  qualifiedPlaceRows,
  questionWordsRespelt,
  rankedEndFirst,
  relativeThenNamed,
  routeBeforeRows,
  rowTotals,
  saidAgainDropped,
  shareUnitDropped,
  stayedAsArrived,
  thresholdsJoined,
  trailingHowMany,
  tripLength,
  whyAskedDropped,
} from './typed.js';
import { namesUsState, stateShortFormsSpelled } from './values.js';

/** "an hour", "two hours": the article counts one. */

const COMPARISON =
  '(more than|greater than|longer than|less than|shorter than|fewer than|at least|at most|over|above|under|below|exceeding|by)';

/** "half an hour", "an hour and a half", "two hours", "1.5 hours", "a quarter of an hour". */
const DURATION = new RegExp(
  `\\b${COMPARISON}\\s+(half\\s+an\\s+hour|a\\s+half\\s+hour|a\\s+quarter\\s+(?:of\\s+)?an\\s+hour|` +
    `(?:an|one)\\s+hour\\s+and\\s+a\\s+half|(\\d+(?:\\.\\d+)?|[a-z]+)(\\s+and\\s+a\\s+half)?\\s+hours?)\\b`,
  'gi',
);

/** The minutes a spelled duration stands for, or null when its count is not a number. */
function minutesOf(phrase: string, count: string | undefined, half: string | undefined): number | null {
  const p = phrase.toLowerCase();
  if (/^(half an|a half) hour/.test(p)) return 30;
  if (p.startsWith('a quarter')) return 15;
  if (/^(an|one) hour and a half/.test(p)) return 90;
  const c = (count ?? '').toLowerCase();
  const n = /^\d/.test(c) ? Number(c) : AMOUNT_WORDS[c];
  if (n === undefined || !Number.isFinite(n)) return null;
  return Math.round((n + (half ? 0.5 : 0)) * 60);
}

/** The message with each spelled duration after a comparison written in minutes. */
export function minutesSpelled(text: string): string {
  return text.replace(DURATION, (whole, op: string, phrase: string, count?: string, half?: string) => {
    const minutes = minutesOf(phrase.replace(/\s+/g, ' '), count, half);
    return minutes === null ? whole : `${op} ${minutes} minutes`;
  });
}

/**
 * "colder than -5 degrees": the tokenizer reads words and numbers, not signs, so "-5" would be read as
 * 5 (a wrong threshold). A minus sign before a number becomes the word "minus", which the threshold
 * steps read as a sign and which any other reading leaves unmatched, so the planner asks back.
 */
export function signsSpelled(text: string): string {
  return text.replace(/(^|[\s(])[-\u2212](?=\d)/g, '$1minus ');
}

/** "30 minutes or more", "2 hours or longer", "10 flights or fewer": the comparison after the number. */
const TRAILING = new RegExp(
  '\\b(\\d[\\d,]*(?:\\.\\d+)?(?:\\s+[a-z]+)?)\\s+(?:or|and)\\s+' +
    '(more|above|over|greater|higher|longer|up|less|fewer|under|below|lower|shorter)\\b',
  'gi',
);
const AT_MOST: ReadonlySet<string> = new Set(['less', 'fewer', 'under', 'below', 'lower', 'shorter']);

/**
 * The comparison said after the number is written before it ("30 minutes or more" → "at least 30
 * minutes"), where the threshold steps read comparisons; the number and its unit stay as written.
 */
export function trailingComparisons(text: string): string {
  return text.replace(TRAILING, (_whole, amount: string, word: string) =>
    AT_MOST.has(word.toLowerCase()) ? `at most ${amount}` : `at least ${amount}`,
  );
}

/** "between 15 and 60 minutes": two numbers and a unit (a calendar word is a period, never rewritten). */
const BETWEEN = /\bbetween\s+(\d[\d,]*(?:\.\d+)?)\s+and\s+(\d[\d,]*(?:\.\d+)?)\s+([a-z]+)\b/gi;
const CALENDAR = /^(?:days?|weeks?|months?|quarters?|years?|am|pm)$/i;

/**
 * An amount between two numbers of one unit is both ends, inclusive as SQL's BETWEEN: "delayed
 * between 15 and 60 minutes" → "at least 15 minutes and at most 60 minutes", which the threshold steps
 * read as two thresholds on the measure the unit names (without a unit, "between 2001 and 2003" is left
 * to the time parse).
 */
export function amountRanges(text: string): string {
  return text.replace(BETWEEN, (whole, low: string, high: string, unit: string) =>
    CALENDAR.test(unit) ? whole : `at least ${low} ${unit} and at most ${high} ${unit}`,
  );
}

/** "30+ minutes", "5000+ departures", "10+ mm": a plus sign right after a number (not before another). */
const PLUS = /(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*\+(?!\s*\d)/g;

/**
 * "N+" is "at least N" however the number is used ("30+ minutes late", "airports with 5000+ flights",
 * "10+ minutes early"), so the threshold steps read it as they read the words; "2+3" is left alone.
 */
export function plusThresholds(text: string): string {
  return text.replace(PLUS, 'at least $1');
}

/** "17:00", "20:30", "8:00 pm": a clock time with minutes. */
const CLOCK_MINUTES = /\b([01]?\d|2[0-3]):([0-5]\d)(?:\s*(am|pm)\b)?/gi;

/**
 * A clock time with minutes read as the hour the clock readers take ("17:00" → "5pm", "8:00 pm" →
 * "8pm", "00:00" → "12am"). Only whole hours: the data is compared by the hour of the day, so
 * "after 8:30" stays unread (and is asked back) rather than taken as 8:00. Written without am/pm, an
 * hour of two digits or past 12 is the 24-hour clock; "9:00" alone stays as written (morning or
 * evening is not said).
 */
export function clockMinutes(text: string): string {
  return text.replace(CLOCK_MINUTES, (whole, hour: string, minutes: string, half?: string) => {
    const h = Number(hour);
    if (minutes !== '00') return whole;
    if (half) return `${h}${half.toLowerCase()}`;
    if (hour.length < 2 && h < 13) return whole;
    return h === 0 ? '12am' : h < 12 ? `${h}am` : h === 12 ? '12pm' : `${h - 12}pm`;
  });
}

/**
 * "between 6:00 and 8:59 am", "from 17:00 to 19:59": a window whose end is the last minute of an hour
 * holds that whole hour, so it ends where the next hour begins ("between 6am and 9am", which the
 * hour readers take as 6, 7 and 8). An am/pm said once, at the end, holds for both ends.
 */
const WINDOW_TO_LAST_MINUTE =
  /\b(between|from|in\s+the)\s+([01]?\d|2[0-3]|midnight):?(?:00)?\s*(am|pm)?\s*(and|to|until|till|through|-)\s*([01]?\d|2[0-3]):59(?:\s*(am|pm))?(?:\s+(?:morning|evening|afternoon|night))?(?:\s+(?:window|slot|block|period))?/gi;

export function windowsToLastMinute(text: string): string {
  return text.replace(
    WINDOW_TO_LAST_MINUTE,
    (whole, lead: string, a: string, halfA: string | undefined, join: string, b: string, halfB?: string) => {
      const clock = (h: number, half: string | undefined): number | null => {
        if (!half) return h;
        if (h < 1 || h > 12) return null;
        return (h % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
      };
      if (a.toLowerCase() !== 'midnight' && !whole.includes(`${a}:00`)) return whole;
      const from = a.toLowerCase() === 'midnight' ? 0 : clock(Number(a), halfA ?? halfB);
      const to = clock(Number(b), halfB);
      if (from === null || to === null || to < from) return whole;
      const said = (h: number) =>
        h === 0 || h === 24 ? '12am' : h < 12 ? `${h}am` : h === 12 ? '12pm' : `${h - 12}pm`;
      const opened = /^in\s+the$/i.test(lead) ? 'between' : lead;
      const joined = join === '-' || opened === 'between' ? (opened === 'between' ? 'and' : 'to') : join;
      return `${opened} ${said(from)} ${joined} ${to + 1 === 24 ? 'midnight' : said(to + 1)}`;
    },
  );
}

/** "15 min", "45mins", "2 hrs": a unit's short form right after a number. */
const SHORT_UNITS = /\b(\d+(?:\.\d+)?)\s*(mins?|hrs?)\b/gi;

/**
 * "at least 120 minute delays", "over a 2-hour delay": the singular written before a noun, after a
 * comparison only (a bare "30-minute delays" says no comparison, and stays unread).
 */
const COMPARED_SINGULAR = new RegExp(`\\b${COMPARISON}\\s+(\\d+(?:\\.\\d+)?)[\\s-](minute|hour)\\b`, 'gi');

/**
 * A short form of minutes or hours after a number is the unit spelled out ("60 min late" → "60
 * minutes late"): the extremes read a bare "min" as the minimum, which after a number it never is.
 */
export function unitsSpelled(text: string): string {
  return text
    .replace(SHORT_UNITS, (_whole, n: string, unit: string) =>
      /^m/i.test(unit) ? `${n} minutes` : `${n} ${n === '1' ? 'hour' : 'hours'}`,
    )
    .replace(
      COMPARED_SINGULAR,
      (_whole, op: string, n: string, unit: string) => `${op} ${n} ${unit.toLowerCase()}s`,
    )
    .replace(LENGTH_AFTER_UNIT, '$1');
}

/** "2000 miles long", "500 miles in length": after a length, the adjective repeats what the unit said. */
const LENGTH_AFTER_UNIT =
  /\b(\d[\d,]*(?:\.\d+)?\s*(?:miles?|mi|km|kilometers?|kilometres?))\s+(?:long|in\s+length)\b/gi;

/** "10,000", "1,250,000": thousands written with commas (groups of exactly three digits). */
const THOUSANDS = /\b\d{1,3}(?:,\d{3})+\b/g;

const MAGNITUDE: Readonly<Record<string, number>> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  mln: 1e6,
  billion: 1e9,
  bn: 1e9,
};

/** "1 billion", "2.5 million", "50k", "a million": a number with a magnitude word (never "m", which may be minutes). */
const MAGNITUDE_NUMBER =
  /\b(?:(\d+(?:\.\d+)?)\s*(thousand|million|mln|billion|bn|k)|(?:an?|one)\s+(thousand|million|billion))\b(?![\w-])(?!\s+(?:and\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b)/gi;

/** A number written with a magnitude word as its digits, so thresholds read it as any other number. */
export function magnitudesSpelled(text: string): string {
  return text.replace(MAGNITUDE_NUMBER, (_whole, n: string | undefined, word?: string, alone?: string) => {
    const factor = MAGNITUDE[(word ?? alone ?? '').toLowerCase()] ?? 1;
    return String(Math.round((n === undefined ? 1 : Number(n)) * factor));
  });
}

/** A number's thousands separators dropped, so it reads as one number ("10,000 departures" is not 10 and 000). */
export function thousandsJoined(text: string): string {
  return text.replace(THOUSANDS, (n) => n.replace(/,/g, ''));
}

/**
 * "flights with a negative delay", "average negative delay": the sign said in words is a threshold at 0
 * on the word after it ("delay below 0"), which the threshold readers take; never dropped as if the
 * column's own description ("negative means early") explained it.
 */
export function signWordsAsThresholds(text: string): string {
  return text.replace(
    /\b(negative|positive)\s+([a-z][\w-]*)/gi,
    (_m, sign: string, word: string) => `${word} ${sign.toLowerCase() === 'negative' ? 'below' : 'above'} 0`,
  );
}

/**
 * "flights bound for JFK", "headed for Denver", "destined for Miami": "for" after a verb of going names
 * where the flights arrive, as "to" does (read as the origin before: a wrong answer).
 */
export function goingFor(text: string): string {
  return text.replace(/\b(bound|headed|heading|destined)\s+for\b/gi, '$1 to');
}

/**
 * "JFK against LGA avg delay", "Apple against Microsoft in 2008": "against" between two things sets one
 * beside the other, as "vs" does (it was asked back as an unknown word). Not before time or a figure
 * ("plotted against time", "against the average"), which compare with no second value.
 */
export function againstAsVersus(text: string): string {
  return text.replace(
    /\bagainst\s+(?!(?:the\s+)?(?:time|dates?|months?|years?|average|mean|median|total|national|overall|rest|others?|each\s+other)\b)/gi,
    'vs ',
  );
}

/**
 * "how many were late?", "departures that ran late", "flights that left late" (or "went out", "took off"
 * late): late as a state of the
 * rows is "delayed" (the data's delayed flights), never the average delay that "how late" asks for
 * (read so before: a count answered with an average).
 */
export function lateAsDelayed(text: string): string {
  return text.replace(
    /\b(were|was|ran|run|running|left|departed|departing|leaving|leave|leaves|(?:went|go|goes|going|got|get|gets|pushed)\s+out|took\s+off)\s+late\b/gi,
    '$1 delayed',
  );
}

/**
 * "How delayed is SEA on average?": how delayed, like "how late", asks the size of the delay (the
 * average delay), not the count of delayed flights that "delayed" names elsewhere.
 */
export function howDelayedAsHowLate(text: string): string {
  return text.replace(/\bhow\s+delayed\b/gi, 'how late');
}

/** Weather comparatives and the figure each compares (the superlatives' figures, parse/vocab.ts). */
const WEATHER_COMPARATIVES: Readonly<Record<string, string>> = {
  wetter: 'total precipitation',
  rainier: 'total precipitation',
  drier: 'total precipitation',
  dryer: 'total precipitation',
  hotter: 'average high temperature',
  warmer: 'average high temperature',
  colder: 'average low temperature',
  windier: 'average wind',
  sunnier: 'number of sunny days',
  snowier: 'number of snow days',
  foggier: 'number of foggy days',
};
const COMPARATIVE = `(${Object.keys(WEATHER_COMPARATIVES).join('|')})`;
const PERIOD = `((?:(?:${MONTH_WORDS.join('|')})\\.?\\s+)?\\d{4}|(?:${MONTH_WORDS.join('|')})\\b)`;

const PERIOD_FIRST = new RegExp(`\\b${PERIOD}\\s+(?:was|is)\\s+${COMPARATIVE}\\s+than\\s+${PERIOD}`, 'gi');
const VERB_FIRST = new RegExp(`\\b(?:was|is)\\s+${PERIOD}\\s+${COMPARATIVE}\\s+than\\s+${PERIOD}`, 'gi');
const WORD_FIRST = new RegExp(`\\b${COMPARATIVE}\\s+in\\s+${PERIOD}\\s+than\\s+(?:in\\s+)?${PERIOD}`, 'gi');

/**
 * "Was 2014 wetter than 2013?", "was it colder in January 2013 than in January 2012": a comparative
 * between two periods asks the figure it names in both, side by side (the figure of each, the reply
 * saying which is higher), as "total precipitation in 2014 vs 2013" does.
 */
export function weatherComparedPeriods(text: string): string {
  const figure = (w: string) => WEATHER_COMPARATIVES[w.toLowerCase()] ?? w;
  const side = (_m: string, a: string, w: string, b: string) => `${figure(w)} in ${a} vs ${b}`;
  return text
    .replace(PERIOD_FIRST, side)
    .replace(VERB_FIRST, side)
    .replace(WORD_FIRST, (_m, w: string, a: string, b: string) => `${figure(w)} in ${a} vs ${b}`);
}

const LABEL_DAYS: Readonly<Record<string, string>> = {
  sunn: 'sunny days',
  fogg: 'foggy days',
  snow: 'snow days',
  drizzl: 'drizzle days',
};

/** "The sunniest year", "which month was the snowiest": the most days of that weather (the days' own label). */
export function weatherLabelSuperlatives(text: string): string {
  const days = (w: string) => LABEL_DAYS[w.toLowerCase()] ?? w;
  return text
    .replace(
      /\b(sunn|fogg|snow|drizzl)iest\s+(month|year|week|season|quarter)\b/gi,
      (_m, w: string, unit: string) => `${unit} with the most ${days(w)}`,
    )
    .replace(/\b(sunn|fogg|snow|drizzl)iest\b/gi, (_m, w: string) => `most ${days(w)}`);
}

/**
 * Words a question uses around its parts, said as the words the readers take: "2001 Q2" is "Q2 2001",
 * "pct" is "percent", "…, and what was it" / "and its rate" ask the figure the answer gives anyway,
 * "the lowest-fertility country" is "the country with the lowest fertility", "both started and ended
 * in Texas" is "within Texas", "the most negative delay" is the lowest, "starting at DEN" is "from
 * DEN", "distinct origin codes" are the origins.
 */
export function everydayParts(text: string): string {
  return (
    text
      .replace(/\b((?:19|20)\d\d)\s*[-\s]?\s*([Qq][1-4])\b/g, '$2 $1')
      .replace(/\bpct\b/gi, 'percent')
      .replace(
        /,?\s*\band\s+(?:what\s+(?:was|is)\s+it|(?:its|their)\s+(?:rate|value|figure|number|level))\s*([?.!]*)\s*$/i,
        '$1',
      )
      .replace(
        /\b(lowest|highest|biggest|smallest|largest|busiest|quietest)-([a-z]+)\s+(country|countries|state|states|airport|airports|city|cities|month|year|day|symbol|stock|route)\b/gi,
        '$3 with the $1 $2',
      )
      .replace(
        /\b(?:both\s+)?(?:started|start|starting|began|begin|departed|originated)\s+and\s+(?:ended|end|ending|finished|landed|arrived)\s+(?:in|within|inside)\s+/gi,
        'within ',
      )
      .replace(/\bmost\s+negative\b/gi, 'lowest')
      // "trip length in miles for flights …": the unit the measure is in, said inside the question.
      .replace(
        /\s+(?:in|as)\s+(?:miles|minutes|mm|millimet(?:er|re)s)\b(?=\s+(?:for|of|from|out|on|at|by|per|during)\b)/gi,
        '',
      )
      // "stayed within Nevada (both ends in NV)": the remark says "within" again.
      .replace(/\s*\(\s*both\s+ends\s+(?:in|within)\s+[^)]*\)/gi, '')
      .replace(/\bstayed\s+(?:within|inside)\s+(?=[A-Za-z])/gi, 'within ')
      .replace(/\b(?:starting|beginning|originating)\s+(?:at|from|in)\s+(?=\S)/gi, 'from ')
      .replace(/\b(origin|destination)\s+(?:airport\s+)?codes\b/gi, '$1s')
  );
}

const BOTH_WAYS_SAID = new RegExp(
  String.raw`,?\s*\b(?:(?:counting|count|in|for|going)\s+)?(?:${BOTH_WAYS_WORDS})\b`,
  'gi',
);

/** "between Denver and Phoenix …, counting both directions": said again after "between", which reads both already. */
export function bothWaysAfterBetween(text: string): string {
  return /\bbetween\b/i.test(text) ? text.replace(BOTH_WAYS_SAID, '') : text;
}

/** "What % of our departures…": the sign read as the word, which the share readers take (a "15%" stays). */
export function percentSpelled(text: string): string {
  return text.replace(/(^|[^\d\s])(\s*)%(?=\s+of\b)/gi, '$1$2 percent');
}

/**
 * "What percentage is that?", "what % was it?" after a count: a share of the rows just counted, as
 * "what percentage of those" says it, which the share readers and the follow-up rules already take.
 */
const SHARE_OF_NAMED_IS_THAT =
  /^\s*(?:and\s+)?(?:what|which)\s+(?:share|percentage|percent|proportion|fraction|%)\s+of\s+((?:all|the|every)\b[^?]*?)\s+(?:is|was)\s+(?:that|this|it)\b/i;

export function sharePointedBack(text: string): string {
  // "what percent of all Denver departures that month is that?": the figure just given as a share of
  // the rows named, as "as a percentage of all Denver departures that month" says it.
  const named = text.replace(SHARE_OF_NAMED_IS_THAT, 'as a percentage of $1');
  if (named !== text) return named;
  return text.replace(
    /(\b(?:share|percentage|percent|proportion|fraction)|%)\s+(?:is|was)\s+(?:that|this|it)\b/gi,
    (_m, lead: string) => `${lead === '%' ? ' percent' : lead} of those`,
  );
}

/**
 * "Washington Reagan (DCA)", "Chicago O'Hare (ORD)", "Maui's Kahului airport (OGG)": capitalised words
 * (and a word saying it is an airport) restated by the code after them.
 */
const NAMED_CODE = /\b(?:[A-Z][\w'’.-]*\s+){1,4}(?:(?:airport|international|intl)\s+)?\(([A-Z]{3})\)/g;

/** A place's name followed by its code in brackets is the code alone: the name only says which airport it is. */
export function namedCodes(text: string): string {
  return text.replace(NAMED_CODE, '$1');
}

/**
 * Everyday short forms written out, so every reader takes them as the words they stand for: "dep delay",
 * "arr", "dest", "90th pct", "max temp", "precip", "hrs", "yr", "qtr", "# of" (each was asked back as an
 * unknown word, and "dep" was offered as DEN). Only whole words, and only forms that mean nothing else
 * in a question about data ("mo", "min" and "no." are left to the readers that know them).
 */
/** A month's name or its short form ("Aug", "august"), and with a stop ("Aug."), for the rewrites below. */
const MONTH_STEM = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
const MONTH = String.raw`${MONTH_STEM}\.?`;

/** What may be least delayed: places, periods (up to three capitalised words before them). */
const DELAYED_ROWS = String.raw`((?:[A-Z][\w.'’]*\s+){0,3}(?:(?:origin|destination|departure|arrival)\s+)?(?:airports?|cities|city|states?|origins?|destinations?|routes?|months?|days?|hours?))\b`;

const SHORT_WORDS: readonly Rewrite[] = [
  [/\b(\d+)(?:st|nd|rd|th)\s+(?:pct|pctl|pctile|%ile)\b/gi, '$1th percentile'],
  [/\b(?:pctl|pctile)\b/gi, 'percentile'],
  [/\bdeps\b/gi, 'departures'],
  [/\bdep\b\.?/gi, 'departure'],
  [/\barrs\b/gi, 'arrivals'],
  [/\barr\b\.?/gi, 'arrival'],
  [/\bdests\b/gi, 'destinations'],
  [/\bdest\b\.?/gi, 'destination'],
  [/\btemps\b/gi, 'temperatures'],
  [/\btemp\b/gi, 'temperature'],
  [/\bprecip\b/gi, 'precipitation'],
  [/\bhrs\b/gi, 'hours'],
  [/\bhr\b/gi, 'hour'],
  [/\byrs\b/gi, 'years'],
  [/\byr\b/gi, 'year'],
  [/\bqtrs\b/gi, 'quarters'],
  [/\bqtr\b/gi, 'quarter'],
  // "late flights by mo", "avg delay per mo", "the last 3 mos": the month's short form, lowercase and
  // after a word that opens a grain or a count only ("flights by MO" and "from mo" stay Missouri's code).
  [/\b([Bb]y|[Pp]er|[Ee]ach|[Ee]very|[Ll]ast|[Tt]his|[Pp]revious|\d+)\s+mo\b(?!['’])/g, '$1 month'],
  [/\b([Bb]y|[Pp]er|[Ee]ach|[Ee]very|[Ll]ast|[Pp]revious|\d+)\s+mos\b/g, '$1 months'],
  [/(^|\s)#\s*of\b/gi, '$1number of'],
  // "# flights from EWR", "# distinct destinations": the count sign before what is counted ("#1" is a rank).
  [/(^|[\s,(])#\s*(?=that\b|which\b)/gi, '$1how many '],
  [/(^|[\s,(])#\s*(?=[a-z])/gi, '$1number of '],
  // "w/ avg delay over 10", "days w precip": "with".
  [/(^|\s)w\/\s*/gi, '$1with '],
  [/(?<=\s)w(?=\s)/g, 'with'],
  [/\blife\s+exp(?:ect)?\b\.?/gi, 'life expectancy'],
  [/\bdist\b\.?/gi, 'distance'],
  [/\bnyc\b/gi, 'New York'],
  // "us pop 1955": the country's population (read alone, "us" is a pronoun).
  [/\b(?:us|u\.s\.)\s+pop(?:ulation)?\b/gi, 'United States population'],
  [/\bpop\b(?!\s+(?:up|out|in|over)\b)/gi, 'population'],
  // "wettest mo of 2012": the month after a superlative.
  [/\b([a-z]+est)\s+mo\b(?!['’])/g, '$1 month'],
  [/\bPhilly\b/g, 'Philadelphia'],
  // "in °C", ", °C": the scale the temperatures are in (no number before it: "30°C" is a threshold).
  [/(?<!\d\s?)\s*,?\s*(?:\b(?:in|as)\s+)?(?:°\s?C|degrees\s+(?:C|celsius))\b/gi, ''],
  // "mean delay in min": the unit, not the minimum.
  [/\bin\s+mins?\b\.?(?!\s*(?:delay|temp|temperature|price|distance|wind)\b)/gi, 'in minutes'],
  // "per cluster (0–5)", "by quarter (1-4)": the groups' range, restated in brackets (read as a filter on the first).
  [/(\b(?:per|by|each|every|for\s+each)\s+[a-z]+)\s*\(\s*\d+\s*(?:–|—|-|to|through|thru)\s*\d+\s*\)/gi, '$1'],
  // "the gapminder set", "the weather data set": the data itself.
  [/\b(gapminder|weather|stocks?|flights?|airports?)\s+(?:data\s*)?set\b/gi, '$1 data'],
  // "west of -150 degrees longitude", "north of 60° latitude": a bound on the coordinate named.
  [
    /\bwest\s+of\s+(-?\d+(?:\.\d+)?|minus\s+\d+(?:\.\d+)?)\s*(?:°|degrees?\s+)?\s*(?:W\s+)?longitude\b/gi,
    'longitude below $1',
  ],
  [
    /\beast\s+of\s+(-?\d+(?:\.\d+)?|minus\s+\d+(?:\.\d+)?)\s*(?:°|degrees?\s+)?\s*(?:W\s+)?longitude\b/gi,
    'longitude above $1',
  ],
  [/\bnorth\s+of\s+(-?\d+(?:\.\d+)?)\s*(?:°|degrees?\s+)?\s*(?:N\s+)?latitude\b/gi, 'latitude above $1'],
  [/\bsouth\s+of\s+(-?\d+(?:\.\d+)?)\s*(?:°|degrees?\s+)?\s*(?:N\s+)?latitude\b/gi, 'latitude below $1'],
  // "the second half of 2014 (July to December)", "Q1 2001 (Jan–Mar)": the period's months, restated.
  [
    /(\b(?:half|quarter|H[12]|Q[1-4])(?:\s+of)?\s+(?:19|20)\d\d)\s*\(\s*[A-Za-z]{3,9}\.?\s*(?:-|–|—|to|through|thru)\s*[A-Za-z]{3,9}\.?\s*\)/gi,
    '$1',
  ],
  // "where did Google close at the end of last year": a monthly close at a year's end is December's.
  [
    /\b(close|closed|closing)\s+(?:price\s+)?at\s+the\s+end\s+of\s+((?:last|this)\s+year|(?:19|20)\d\d)\b/gi,
    '$1 in December $2',
  ],
  // "Microsoft's average share price year over year": one figure per year.
  [/\byear[- ]over[- ]year\b/gi, 'by year'],
  [/\bmonth[- ]over[- ]month\b/gi, 'by month'],
  // "across 2014, January to December": the whole year, its months said again.
  [
    /(\b(?:19|20)\d\d)\s*,?\s*(?:from\s+)?jan(?:uary)?\.?\s*(?:to|through|thru|-|–)\s*dec(?:ember)?\b\.?/gi,
    '$1',
  ],
  // "how did Amazon's share price move month by month": the figure, period by period.
  [
    /\bhow\s+did\s+(.+?)\s+(?:move|change|evolve|develop|trend|go|do)\s+(?=(?:month\s+by\s+month|year\s+by\s+year|by\s+(?:month|year|quarter)|each\s+(?:month|year)|per\s+(?:month|year))\b)/gi,
    'what was $1 ',
  ],
  // "month by month through 2008": a monthly series over that one year.
  [
    /\b(month\s+by\s+month|by\s+month|each\s+month|per\s+month)\s+(?:through|throughout|over|across)\s+((?:19|20)\d\d)\b(?!\s*(?:-|–|to|through|and)\s*\d)/gi,
    '$1 in $2',
  ],
  // "from 2007 to the end of the data": since 2007.
  [
    new RegExp(
      String.raw`\bfrom\s+((?:${MONTH}\s+)?(?:19|20)\d\d)\s+(?:to|through|thru|until|till)\s+the\s+(?:very\s+)?end(?:\s+of\s+the\s+(?:data(?:\s*set)?|records?|table|history))?\b`,
      'gi',
    ),
    'since $1',
  ],
  // "how cold are the nights": the daily low; "the nights, the average low": said twice.
  [
    /\bhow\s+(?:cold|warm|chilly|mild|cool)\s+(?:are|were|is|was|do|did)\s+(?:the\s+)?nights?(?:\s+get)?\b/gi,
    'what is the average daily low',
  ],
  [/\b(?:the\s+)?nights?\s*,\s*(?=(?:the\s+)?(?:average|avg|mean)\s+(?:daily\s+)?low)/gi, ''],
  // "Mexico's fertility rate through the years": year by year.
  [/\b(?:through|over|across)\s+(?:the\s+)?years\b/gi, 'by year'],
  // "which country's people lived the longest": the life expectancy, highest (or lowest).
  [
    /\b(?:whose|which\s+country['’]?s?)\s+(?:people|residents|citizens|population)\s+(?:lived|live|lives|living)\s+(?:the\s+)?longest\b/gi,
    'which country had the highest life expectancy',
  ],
  [
    /\b(?:whose|which\s+country['’]?s?)\s+(?:people|residents|citizens|population)\s+(?:lived|live|lives|living)\s+(?:the\s+)?shortest\b/gi,
    'which country had the lowest life expectancy',
  ],
  // "north of the Arctic Circle (latitude above 66.56)": the bound in brackets says what the name means.
  [
    /\b(?:north|south|east|west)\s+of\s+the\s+(?:\p{Lu}[\p{L}]*\s*){1,3}\(\s*((?:latitude|longitude)\s+(?:above|below|over|under|greater\s+than|less\s+than)\s*-?[\d.]+)\s*\)/gu,
    '$1',
  ],
  // "ohio airports -> michigan airports": an arrow between places is the trip's direction.
  [/\s+(?:->|→|=>|⇒)\s+/g, ' to '],
  // "the New England states": the region's six states, as their codes (read like any list of states).
  [
    /\b(?:the\s+)?New\s+England(?:\s+states)?(?:\s*\(\s*(?:[A-Z]{2}\s*,?\s*(?:and\s+)?){6}\))?/g,
    'CT, MA, ME, NH, RI and VT',
  ],
  // "Count Florida itself if it ranks.": a place in the ranking counted like any other, as it is.
  [
    /\s*\b(?:[Cc]ount|[Ii]nclude|[Kk]eep)\s+(?:\p{Lu}[\p{L}.]*\s+){1,2}(?:itself|too|as\s+well)(?:\s+(?:if|when)\s+it\s+(?:ranks|qualifies|makes\s+(?:it|the\s+(?:cut|list))))?\s*[.!]?\s*$/gu,
    '',
  ],
  // "origin→destination pairs", "origin/destination", "origin to destination routes": the pair.
  [/\borigin\s*(?:→|->|=>|⇒|\/|\s+to\s+)\s*destination\b/gi, 'origin-destination'],
  // "mean Tmin", "Tmax": the daily minimum and maximum temperature, as weather records name them.
  [/\bT[-_ ]?min\b/g, 'daily low'],
  [/\bT[-_ ]?max\b/g, 'daily high'],
  // "over the full stock history", "the entire record": the whole of the data's time, as "over the
  // whole period" is read (in a follow-up it lifts the earlier period).
  [
    /\b(over|across|in|for|during)\s+(?:the\s+)?(?:full|whole|entire|complete)\s+(?:(?!period\b)[a-z]+\s+)?(?:history|record|period|time\s*span|span)\b/gi,
    '$1 the whole period',
  ],
  // Curly apostrophes as typed by phones and word processors: "O’Hare" is O'Hare.
  [/[\u2018\u2019]/g, "'"],
  // A state named with "state" where its name is also a city's: "New York state" is NY, not the city.
  [/\bNew\s+York\s+state\b/gi, 'NY'],
  [/\bWashington\s+state\b/gi, 'WA'],
  [/\bNYC\b/g, 'New York'],
  // The city, not the state ("New York state" stays the state).
  [/\bNew\s+York\s+City\b/gi, 'New York'],
  // "LA to Vegas", "SF to LA": the cities' everyday initials ("LA" was read as Louisiana's state code, a
  // figure for a state nobody asked about). Louisiana is written out when meant.
  [/\b(?:LA|L\.A\.)(?=[\s,.?!]|$)/g, 'Los Angeles'],
  [/\bSF\b/g, 'San Francisco'],
  // Airports' everyday names that are no words of the names the data holds.
  [/\bSea[- ]?Tac\b/gi, 'Seattle-Tacoma'],
  [/\bHartsfield[- ]Jackson\b/gi, 'Hartsfield'],
  [/\bNewark Liberty\b/gi, 'Newark'],
  [/(?<!\blas\s+)\bvegas\b/gi, 'Las Vegas'],
  // "which single month had …": one of them, as "which month" says.
  [
    /\b(which|what)\s+single\s+(?=(?:day|week|month|quarter|year|hour|airport|city|state|route|country|stock|symbol)\b)/gi,
    '$1 ',
  ],
  // "Order the stocks by …, top one first": the order, highest first (not the top one alone).
  [/\btop\s+one\s+first\b/gi, 'highest first'],
  [/\bbottom\s+one\s+first\b/gi, 'lowest first'],
  // "in the summer of 2015, June through August": the season's months said again.
  [
    new RegExp(
      String.raw`\b(?:the\s+)?(?:summer|winter|spring|autumn|fall)\s+(?:of\s+)?(\d{4})\s*[,(]\s*(${MONTH})\s+(?:through|thru|to|until|-|–)\s+(${MONTH})\s*\)?`,
      'gi',
    ),
    '$2 to $3 $1',
  ],
  // "avg delay may, all our airports", "top routes by flights, may": "may" closing a clause is the
  // month (the verb never ends one).
  [/(?<=\S\s+)may(?=\s*(?:[,;?!]|\.(?:\s|$)|$))/g, 'May'],
  // "how many of em departed late": them.
  [/(?<=\b(?:of|for|to|with|all|both)\s+)['’]?em\b/gi, 'them'],
  // "1000+ mile flights": flights at least that long.
  [/\b(\d[\d,]*)\s*\+\s*miles?\s+(flights|departures|trips)\b/gi, '$2 with a distance of at least $1 miles'],
  // "put the largest number of flights in the air": had the most flights.
  [
    /\bput\s+(?:the\s+(?:largest|greatest|highest|biggest)\s+number\s+of|the\s+most)\s+(flights|departures)\s+(?:in(?:to)?\s+the\s+air|up|out)\b/gi,
    'had the most $1',
  ],
  // "countries enjoyed the longest life expectancy", "which airport posted the highest …": had.
  [
    /\b(?:enjoyed|enjoys|boasted|boasts|posted|posts|registered|clocked|notched)\s+(?=the\s+(?:longest|highest|lowest|shortest|most|fewest|biggest|largest|smallest|best|worst|greatest)\b)/gi,
    'had ',
  ],
  // "and what had it become by 2000?": the same figure in that year.
  [
    /\bwhat\s+(?:had|has|did|was)\s+(?:it|that|they|this)\s+(?:become|grown\s+to|risen\s+to|fallen\s+to|reached|dropped\s+to|climbed\s+to)\s+by\s+(?=(?:19|20)\d\d\b)/gi,
    'in ',
  ],
  // "same five-country ranking, but for 1955": how many were ranked, said again.
  [
    /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)-(?:country|airport|state|city|stock|symbol|route|month|year)\s+(?=(?:ranking|list|top|rank)\b)/gi,
    '',
  ],
  // "which received more of our flights than any other": the most.
  [
    /\bmore\s+((?:of\s+)?(?:our\s+|the\s+)?(?:[a-z-]+\s+){0,4}?(?:flights|departures|arrivals|days|people|rain|snow))\s+than\s+any\s+other(?:\s+(?:airport|city|state|country|month|year|day|one|stock|symbol|route))?\b/gi,
    'the most $1',
  ],
  // "Which three of our airports …", "which 3 of the Texas airports": that many of them.
  [
    /\b(?:which|what)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+our\s+(airports|cities|destinations|origins)\b/gi,
    'which are our top $1 $2 that',
  ],
  [
    /\b(which|what)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+(?:the|these|those)\s+/gi,
    '$1 $2 ',
  ],
  // "Keep the cluster, but make it 2005": the change alone (what is kept is kept anyway).
  [
    /^(\s*)keep\s+(?:the\s+)?[a-z][a-z\s-]{0,30}?\s*,\s*(?:but|and|just)\s+(?=(?:make|change|switch|use|do|for|in|set)\b)/gi,
    '$1',
  ],
  // "in the range 2007-01 to 2007-12": from one to the other.
  [
    /\bin\s+the\s+range\s+(?=(?:from\s+)?(?:(?:19|20)\d\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4]))/gi,
    'from ',
  ],
  // "in 1960 and in 2000": both years.
  [/\bin\s+((?:19|20)\d\d)\s+and\s+in\s+(?=(?:19|20)\d\d\b)/gi, 'in $1 and '],
  // "per quarter for 2002, Q1 to Q4": the year's quarters said again.
  [/(\b(?:19|20)\d\d)\s*,\s*Q1\s*(?:to|through|thru|-|–)\s*Q4\b/gi, '$1'],
  // "in month order", "oldest year first" is the order rows of periods come in anyway.
  [/\s*,?\s*\bin\s+(?:month|year|date|time|chronological|calendar)\s+order\b/gi, ''],
  [/\bper-(month|year|quarter|day|week|hour)\b/gi, 'per $1'],
  [/\bdeparture\s+totals?\b/gi, 'departures'],
  // "for everything that left Sky Harbor": the flights.
  [/\beverything\s+that\s+(?=(?:left|departed|flew|took\s+off|arrived|landed)\b)/gi, 'flights that '],
  // "(over the 15-minute line)": the delayed flights' own definition, said again.
  [
    /\s*\(?\s*(?:over|above|past|beyond)\s+the\s+15[- ]min(?:ute)?s?\s+(?:line|mark|threshold|cut-?off)\s*\)?/gi,
    '',
  ],
  // "Two-airport check for May 2001: …": a header naming how many things are compared.
  [
    /\b(?:\d+|two|three|four|five)-(?:airport|city|state|country|stock|symbol|route)\s+(?:check|comparison|look|view|snapshot)\s+(?:for\s+)?/gi,
    '',
  ],
  // "between 1 and 15 April 2001, both days included": the days of that month, the ends counted.
  [
    new RegExp(String.raw`\bbetween\s+(\d{1,2})\s+and\s+(\d{1,2})\s+(${MONTH})\s+((?:19|20)\d\d)\b`, 'gi'),
    'from $3 $1 to $3 $2, $4',
  ],
  [/\s*,?\s*\(?\b(?:both\s+(?:days|dates|ends)\s+(?:included|inclusive|counted)|inclusive)\b\)?/gi, ''],
  // "precipitation totals", "oldest year first" (periods come oldest first anyway).
  [/\b(precipitation|rain(?:fall)?|distance)\s+totals?\b/gi, 'total $1'],
  [/\s*,?\s*\b(?:oldest|earliest)\s+(?:year|month|quarter|date|period|one)s?\s+first\b/gi, ''],
  // "tot distance", "calif city", "every obs year": a total, California, the years observed.
  // "more than a quarter hour late": fifteen minutes (it was read as a quarter of the year).
  [/\b(?:a\s+)?quarter[- ]hour\b|\ba\s+quarter\s+of\s+an\s+hour\b/gi, '15 minutes'],
  [/\ban\s+hour\s+and\s+a\s+half\b/gi, '90 minutes'],
  // "running more than 15 minutes behind", "ran behind schedule": late.
  [/\b(\d+\s+min(?:ute)?s?|running|ran|run|runs)\s+behind(?:\s+schedule)?\b/gi, '$1 late'],
  [/\brunning\s+(?=(?:(?:more\s+than|over|at\s+least)\s+)?\d+\s+min(?:ute)?s?\s+(?:late|behind)\b)/gi, ''],
  // "the daytime high", "the soggiest month": the high, the wettest.
  [/\bdaytime\s+(?=highs?\b)/gi, ''],
  [/\b(?:soggiest|rainiest)\b/gi, 'wettest'],
  // "interisland flights" (Hawaii): flights that stay within the state's islands.
  [/\binter-?island\s+(flights|departures|trips|hops|routes)\b/gi, '$1 within the state'],
  [/\b(?:were|was|are|is)\s+inter-?island\b/gi, 'stayed within the state'],
  // "the 5 least-delayed California origin airports": ranked by the average delay.
  [new RegExp(String.raw`\bleast[- ]delayed\s+${DELAYED_ROWS}`, 'gi'), '$1 with the lowest average delay'],
  // "over those three days", "on those days": the dates already said, pointed back at.
  [
    /\s*\b(?:over|during|across|in|on|for)\s+(?:those|these)\s+(?:(?:\d+|two|three|four|five|six|seven|few)\s+)?days\b/gi,
    '',
  ],
  // "arrived in Orlando from anywhere": no other end is kept.
  [/\s*\b(?:from|to)\s+anywhere\b(?!\s+(?:in|within|outside)\b)/gi, ''],
  // "from Midway in March, how late …? March 2001.": the month said again with its year, later.
  [
    new RegExp(
      String.raw`\s*\b(?:in|during|for)\s+(${MONTH_STEM})\b(?!\s*,?\s*'?\d)(?=.*\b\1\s+(?:19|20)\d\d\b)`,
      'gi',
    ),
    '',
  ],
  // "Love Field and Hobby, either direction: how many flights ran between them …": between the two.
  [
    /^(\s*)([^,:]+?)\s+and\s+([^,:]+?)\s*,?\s*(?:(?:in\s+)?(?:either|both|each)\s+(?:direction|way)s?\s*)?[:,]\s*(.*?)\bbetween\s+them\b/i,
    '$1$4between $2 and $3',
  ],
  // "Of the three Bay Area airports, SFO, OAK and SJC, which one …": the places listed are the group.
  [
    /^(\s*)(?:of|among)\s+the\s+(?:[\w'’-]+\s+){0,4}?(?:airports|cities|stocks|tickers|countries|states)\s*,\s*((?:[^,]+,\s*)*[^,]+?\s+(?:and|or)\s+[^,]+?)\s*,\s*(?=which\b)/i,
    '$1Of $2, ',
  ],
  // "Of our airports, which one was …": which of them.
  [
    /^(\s*)(?:of|among)\s+our\s+(airports|cities|origins|destinations)\s*,\s*which(?:\s+one)?\b/i,
    '$1which of our $2',
  ],
  // "for a June 2001 connection": the period of the trip.
  [
    new RegExp(
      String.raw`\bfor\s+an?\s+((?:${MONTH_STEM}\s+)?(?:19|20)\d\d)\s+(?:connection|layover|trip|visit|getaway|flight)\b`,
      'gi',
    ),
    'in $1',
  ],
  // "In which month of January to June 2001 did …": which month from January to June.
  [/^(\s*)in\s+which\s+(month|quarter|year|week|day|hour)\b/i, '$1which $2'],
  [
    new RegExp(
      String.raw`\b(which\s+(?:month|quarter|week|day))\s+of\s+(?=${MONTH_STEM}\s+(?:to|through|thru|until|-|–)\s)`,
      'gi',
    ),
    '$1 from ',
  ],
  // "Our departures, Dulles vs Reagan National, May '01": the rows, then the places they are split by.
  [/^(\s*(?:our|the|all)\s+(?:departures|flights|arrivals))\s*,\s*(?=[A-Z])/i, '$1: '],
  // "the most 2+ hour delays": flights delayed that long, counted.
  [/\b(\d+)\s*\+\s*-?\s*(hour|minute|min)s?\s+delays\b/gi, 'flights delayed at least $1 $2s'],
  // "the 5 origin airports with the most flights delayed at least 2 hours": a ranking by that count.
  [
    /\b(?:the\s+)?(\d+)\s+((?:origin\s+|destination\s+)?(?:airports|origins|destinations|cities|states|routes))\s+with\s+the\s+most\s+(?:flights|departures)\s+delayed\s+(?:by\s+)?(at\s+least|more\s+than|over)\s+/gi,
    'top $1 $2 by number of flights with delay of $3 ',
  ],
  // "which day of the week was worst for delays": the highest average delay, as "worst month for delays".
  [/\b(?:was|were)\s+(?:the\s+)?worst\s+for\s+delays\b/gi, 'had the highest average delay'],
  [/\b(?:was|were)\s+(?:the\s+)?best\s+for\s+delays\b/gi, 'had the lowest average delay'],
  // "6am to 9am": the hours between.
  [
    /(?<!\b(?:from|between)\s+)\b(\d{1,2}(?::\d\d)?\s*(?:am|pm))\s*(?:to|-|–|through|until)\s*(\d{1,2}(?::\d\d)?\s*(?:am|pm))\b/gi,
    'between $1 and $2',
  ],
  // "Southernmost 3 airports": the three southernmost.
  [/\b(northernmost|southernmost|easternmost|westernmost)\s+(\d+)\s+/gi, '$2 $1 '],
  // "Using route_stats, the five busiest routes": the model named first, as "route_stats:" does.
  [/^(\s*)(?:using|via)\s+(?:the\s+)?([a-z]+_[a-z_]+)(?:\s+(?:model|table|view))?\s*,\s*/i, '$1$2: '],
  // "on how many Seattle nights did the low drop below freezing": days, by their low.
  [/\bnights\b(?=[^?.!]*\b(?:lows?|freez\w*|temp_min|minimum)\b)/gi, 'days'],
  // "how many flights do I have to pick from": how many flights.
  [/\s*\b(?:do|would|will)\s+(?:i|we)\s+have\s+to\s+(?:pick|choose|select)\s+from\b/gi, ''],
  // "And for the next decade?": a decade later, as "and ten years later?" says.
  [/\b(?:for\s+|in\s+)?the\s+(?:next|following)\s+decade\b/gi, '10 years later'],
  [/\b(?:for\s+|in\s+)?the\s+(?:previous|preceding)\s+decade\b/gi, '10 years earlier'],
  [/\b(?:for\s+|in\s+)?the\s+(?:next|following)\s+(year|quarter|month)\b/gi, 'a $1 later'],
  [/\b(?:for\s+|in\s+)?the\s+(?:previous|preceding)\s+(year|quarter|month)\b/gi, 'a $1 earlier'],
  // "How much flights …", "how many route in route_stats": a count, as "how many flights" asks.
  [/\bhow\s+much\s+(?=(?:flights?|departures|arrivals|days|airports|routes?|countries)\b)/gi, 'how many '],
  [/\bhow\s+many\s+route\b/gi, 'how many routes'],
  // "How many miles total flew the flights …": the total distance.
  [/\bhow\s+many\s+miles\s+(?:in\s+)?total\b/gi, 'what total distance'],
  // "leaving early more than 10 minutes": more than 10 minutes early.
  [
    /\bearly\s+(more\s+than|over|at\s+least|by\s+more\s+than)\s+(\d+)\s+min(?:ute)?s?\b/gi,
    '$1 $2 minutes early',
  ],
  // "stay inside Hawaii", "flights inside Alaska only": within the state.
  [/\binside\s+(?=[A-Z])/g, 'within '],
  [/\b(?:stay|stays|staying|remain|remains)\s+within\b/gi, 'stayed within'],
  // "90 percentile", "the 75 percentile": the 90th.
  [/\b(\d{1,2})\s+percentile\b/gi, '$1th percentile'],
  // "only hours with 100 flights or more": at least 100.
  [/\bwith\s+(\d[\d,]*)\s+(flights|departures)\s+or\s+more\b/gi, 'with at least $1 $2'],
  // "in the 1 quarter of 2001": the first quarter.
  [/\bthe\s+([1-4])\s+quarter\s+of\s+/gi, 'Q$1 '],
  // "Life expectancy average of all the countries in 1955": one average over every country.
  [
    /\b(average|avg|mean|total)\b([^?.!]{0,30}?)\s+(?:of|across|over|for)\s+all\s+(?:the\s+)?(?:countries|stocks)\b/gi,
    '$1$2',
  ],
  // "which airport is most in the north": the northernmost.
  [/\bmost\s+(?:in|to)\s+the\s+(north|south|east|west)\b/gi, '$1ernmost'],
  // "Total of rain …, in millimetre": the total rain, in the unit the data holds.
  [/\btotal\s+of\s+(?=rain|precipitation|distance|miles|flights)/gi, 'total '],
  [/\s*,?\s*\bin\s+millimet(?:re|er)s?\b/gi, ''],
  [/\btot\b\.?/gi, 'total'],
  [/\bcalif\b\.?/gi, 'California'],
  // "Of our May 2001 departures, what percent were bound for Georgia?": the share of the rows said first.
  [
    /^(\s*)of\s+((?:our|the|all|those|these|its|their)\b[^,?]{2,80}?),\s*what\s+(percent(?:age)?|share|proportion|fraction)\s+(?:of\s+(?:them|those)\s+)?/i,
    '$1What $3 of $2 ',
  ],
  // "both left from and landed in Hawaii", "started and ended in Texas": both ends in the one place.
  [
    /\b(?:both\s+)?(?:left|departed|started|began|took\s+off)\s+(?:(?:from|in)\s+)?and\s+(?:landed|arrived|ended|finished|touched\s+down)\s+(?:in|within|inside)\s+/gi,
    'stayed within ',
  ],
  // "in jan 01", "for Feb 01": a month and a two-digit year with its leading zero, as "Feb '01" is
  // (read as the month's first day before). After "on", or before a year or another day, it stays a day.
  [
    new RegExp(
      String.raw`\b(in|during|for|of)\s+(${MONTH})\s+0(\d)\b(?![/:.-]\d)(?!\s*,?\s*(?:19|20)\d\d)(?!\s*(?:to|through|thru|until|till|and|-|–)\s*\d)`,
      'gi',
    ),
    '$1 $2 200$3',
  ],
  [/\bobs(?:erved)?\s+(?=years?\b)/gi, ''],
];

export function shortFormsSpelled(text: string): string {
  return periodListsAsSpans(stateCodesTyped(rewritten(stateShortFormsSpelled(text), SHORT_WORDS)));
}

const MONTH_LIST = new RegExp(
  String.raw`\b(?:for\s+|in\s+)?(?:each\s+of\s+)?(${MONTH}(?:\s*,\s*${MONTH})+\s*,?\s+and\s+${MONTH})(\s+(?:19|20)\d\d)?\b`,
  'gi',
);
const YEAR_LIST =
  /\b(in|for)\s+((?:19|20)\d\d(?:\s*,\s*(?:in\s+)?(?:19|20)\d\d)+\s*,?\s+and\s+(?:in\s+)?(?:19|20)\d\d)\b/gi;

/** Whether numbers step evenly by one of the steps allowed. */
function evenSteps(values: readonly number[], steps: readonly number[]): boolean {
  const step = (values[1] ?? 0) - (values[0] ?? 0);
  return steps.includes(step) && values.every((v, i) => i === 0 || v - (values[i - 1] ?? 0) === step);
}

/**
 * "for each of June, July and August 2013", "in 1985, 1990 and 1995": three or more periods next to
 * each other are the span from the first to the last, one row each (the list had kept its first two
 * and dropped the rest). Years step by one, or by five (gapminder's years); other lists are left.
 */
function periodListsAsSpans(text: string): string {
  const months = text.replace(MONTH_LIST, (whole, list: string, year: string | undefined) => {
    const found = list.split(/\s*,\s*|\s+and\s+/).map((w) => monthOfWord(w.replace(/\.$/, '')));
    if (found.some((m) => m === null) || !evenSteps(found as number[], [1])) return whole;
    const words = list.split(/\s*,\s*|\s+and\s+/);
    return `from ${words[0]} to ${words.at(-1)}${year ?? ''} per month`;
  });
  return months.replace(YEAR_LIST, (whole, _lead: string, list: string) => {
    const years = (list.match(/\d{4}/g) ?? []).map(Number);
    if (years.length < 3 || !evenSteps(years, [1, 5])) return whole;
    return `from ${years[0]} to ${years.at(-1)} per year`;
  });
}

/** Two-letter state codes that are no English word ("in", "or", "me", "hi", "ok", … are left out). */
const LOWER_STATE_CODES =
  'fl tx ca ny nj nc sc nd sd nh nm nv az ak ar ct dc ga ia il ks ky md mi mn ne ri tn ut va vt wa wi wv wy pr';
const STATE_CODE_TYPED = new RegExp(
  String.raw`(?<=\b(?:from|in|to|into|of|leaving|departing|for)\s+)(${LOWER_STATE_CODES.replace(/ /g, '|')})\b|\b(${LOWER_STATE_CODES.replace(/ /g, '|')})(?=\s+(?:departures|arrivals|flights|airports|origins|destinations|delays?)\b)`,
  'g',
);

/**
 * "fl departures apr vs may", "avg delay out of tx": in a message typed all in lower case (no code in
 * capitals anywhere), a state's code is typed in lower case too, beside a word of travel or of flights.
 */
function stateCodesTyped(text: string): string {
  if (/\b\p{Lu}{2,4}\b/u.test(text)) return text;
  return text.replace(STATE_CODE_TYPED, (code) => code.toUpperCase());
}

/** A state's people as an adjective before what the data counts ("Alaskan airports", "Texan flights"). */
const DEMONYMS: Readonly<Record<string, string>> = {
  alaskan: 'Alaska',
  hawaiian: 'Hawaii',
  texan: 'Texas',
  californian: 'California',
  floridian: 'Florida',
  coloradan: 'Colorado',
  oregonian: 'Oregon',
  georgian: 'Georgia',
  virginian: 'Virginia',
  arizonan: 'Arizona',
  nevadan: 'Nevada',
  ohioan: 'Ohio',
  michigander: 'Michigan',
  minnesotan: 'Minnesota',
  tennessean: 'Tennessee',
  utahn: 'Utah',
  iowan: 'Iowa',
  kansan: 'Kansas',
  montanan: 'Montana',
  louisianan: 'Louisiana',
  carolinian: 'Carolina',
};
const DEMONYM = new RegExp(
  `\\b(${Object.keys(DEMONYMS).join('|')})\\s+(?=(?:airports?|flights?|departures?|arrivals?|routes?|cities|city|origins?)\\b)`,
  'gi',
);

/**
 * "how many Alaska airports", "the 5 busiest California airports", "top three Florida airports": a place
 * before a plural of places says where they are, as "airports in Alaska" does (the noun was left over
 * and the flights counted, or nothing was ranked). The capitalised words must not open the sentence
 * ("Which airports", "Top airports") or own something ("Georgia's airports" is left to the readers).
 */
const PLACE_BEFORE_PLACES =
  /\b((?:[A-Z][\w'.-]*\s+){1,3})((?:(?:origin|departure|destination|arrival)\s+)?(?:airports|cities))\b/g;
/** "3 busiest florida origin airports": a state's name typed in lower case (only a state's, by the list). */
const STATE_BEFORE_PLACES =
  /\b([a-z]+(?:\s+[a-z]+)?)\s+((?:(?:origin|departure|destination|arrival)\s+)?(?:airports|cities))\b/g;

/** "Among Ohio airports, which …": the place (up to three capitalised words) and the places' noun. */
const AMONG_PLACES = (noun: string): RegExp =>
  new RegExp(
    String.raw`^(\s*)(?:[Aa]mong|[Oo]f)\s+(?:all\s+)?(?:the\s+)?((?:[A-Z][\w'.-]*\s+){0,2}[A-Z][\w'.-]*)\s+${noun}\s*,\s*which(?:\s+one)?\b`,
  );

/** "each Hawaii airport", "every Texas city": one place of a kind in the place named, grouped over. */
const EACH_PLACE_IN = /\b(each|every|per)\s+((?:[A-Z][\w'.-]*\s+){1,3})(airport|city)\b/g;

function placesIn(text: string): string {
  const each = text.replace(EACH_PLACE_IN, (whole, word: string, place: string, noun: string) =>
    place
      .trim()
      .split(/\s+/)
      .some((w) => STOPWORDS.has(w.toLowerCase()))
      ? whole
      : `${word} ${noun} in ${place.trim()}`,
  );
  const states = each.replace(STATE_BEFORE_PLACES, (whole, words: string, noun: string) => {
    // "new mexico airports", "west virginia airports": the two words, else the last alone.
    const two = namesUsState(words) ? words : null;
    const one = words.split(' ').at(-1) ?? '';
    const state = two ?? (namesUsState(one) ? one : null);
    if (!state) return whole;
    const capital = state.replace(/\b[a-z]/g, (c) => c.toUpperCase());
    return `${whole.slice(0, whole.length - state.length - noun.length - 1)}${capital} ${noun}`;
  });
  return states.replace(PLACE_BEFORE_PLACES, (whole, named: string, noun: string, at: number) => {
    // "Rank Tennessee airports", "List Ohio cities": a capitalised verb opening the question is kept.
    const lead = /^(?:(?:Rank|List|Show|Give|Pull|Compare|Sort|Count|Name)\s+)?/.exec(named)?.[0] ?? '';
    const place = named.slice(lead.length);
    const words = place.trim().split(/\s+/);
    // "Origin airports in Ohio": a side's word, capitalised at the start, is no place.
    const side = (w: string) =>
      /^(?:origin|departure|destination|arrival|(?:north|south|east|west)ernmost)$/i.test(w);
    if (!place.trim() || words.some((w) => STOPWORDS.has(w.toLowerCase()) || side(w) || /['’]s$/.test(w)))
      return whole;
    // "New York City airports to anywhere in Florida": the start of a route, read by the route readers.
    if (/^\s*(?:to|into)\b/i.test(states.slice(at + whole.length))) return whole;
    // "from Chicago airports to Texas", "departing Chicago airports": after a preposition or a verb of
    // travel the place already says where ("left the Houston airports" too).
    if (
      /\b(?:from|to|at|into|of|in|for|via|between|and|or|departing|leaving|left|departed|serving)\s+(?:the\s+)?$/i.test(
        states.slice(0, at),
      )
    )
      return whole;
    return `${lead}${noun} in ${place.trim()} `;
  });
}

/**
 * "Between O'Hare and Midway, which had the higher average delay?": the choice is between the two, as
 * "which had the higher average delay, O'Hare or Midway?" says (read as a route between them before).
 */
function betweenWhich(text: string): string {
  const m = /^\s*between\s+(.+?)\s+and\s+(.+?)\s*,\s*(which\b.*?)\s*([?.!]*)\s*$/i.exec(text);
  if (!m) return text;
  // "Between Jan and Jun, which month had the most flights?": two periods are a span, not a choice.
  if (isPeriodWord(m[1] ?? '') && isPeriodWord(m[2] ?? ''))
    return `${m[3]} between ${m[1]} and ${m[2]}${m[4] || '?'}`;
  return `${m[3]}, at ${m[1]} or ${m[2]}${m[4] || '?'}`;
}

/** A month ("Jan", "June") or a year ("2012"), with or without the other. */
function isPeriodWord(text: string): boolean {
  return new RegExp(String.raw`^(?:${MONTH_WORD}(?:\s+(?:19|20)\d\d)?|(?:19|20)\d\d)$`, 'i').test(
    text.trim(),
  );
}

/**
 * Everyday phrases said as the words the readers know (each was asked back over an unknown word):
 * "H1 2001" is the first half, "the single busiest day" the busiest, "an all-time high" the highest,
 * "worst in terms of delay" worst by delay, "pushed back" departed, "at the end of 2009" its December,
 * "Alaskan airports" those in Alaska, "total mileage" the distance, "flights scheduled from SEA" flights from SEA,
 * "trip distance" the distance, "the flights we send out" those we depart, "in the 6am hour" at 6am,
 * "how has it moved over the years" how it changed, "lat/long" latitude and longitude.
 * "A single flight" keeps "single": one row's value, not a total.
 */
const MONTH_WORD = String.raw`(?:${MONTH_WORDS.join('|')})\.?`;
/** "in January and March", "for Q1 and Q3": two periods of one kind after a preposition of time. */
const TWO_MONTHS = new RegExp(
  String.raw`\b(in|for|during|of)\s+(${MONTH_WORD}|q[1-4])\s+and\s+(${MONTH_WORD}|q[1-4])(?=\s|[?.!,]|$)`,
  'gi',
);
const MONTHS_ADDED = new RegExp(String.raw`\b(${MONTH_WORD})\s*\+\s*(${MONTH_WORD})(?=\s|$|[,.?!])`, 'gi');

/** "H1 2001", "by month across H1 please", "delays in h2": the half-years written out (either case). */
export function halvesSpelled(text: string): string {
  return text
    .replace(/\b([12])(?:st|nd)\s+half\b/gi, (_m, h: string) => `${h === '1' ? 'first' : 'second'} half`)
    .replace(
      /\b[Hh]([12])(?:\s+of)?\s+(?=\d{4}\b)/g,
      (_m, h: string) => `${h === '1' ? 'first' : 'second'} half of `,
    )
    .replace(
      /\b[Hh]([12])\b(?=\s*$|\s*[?.!,]|\s+(?:please|pls|plz|thanks|too|only)\b)/g,
      (_m, h: string) => `${h === '1' ? 'first' : 'second'} half`,
    );
}

export function everydayPhrases(text: string): string {
  const spelled = betweenWhich(text)
    .replace(
      /\bsingle\s+(?=(?:busiest|quietest|highest|lowest|largest|smallest|biggest|worst|best|most|least)\b)/gi,
      '',
    )
    // "calendar year 2015" is the year; "which calendar month" (a month of the year) is read as written.
    .replace(/\bcalendar\s+(?=(?:day|date|year)s?\b)/gi, '')
    .replace(/\ball[- ]time\s+(high|low)\b/gi, (_m, w: string) =>
      w.toLowerCase() === 'high' ? 'highest' : 'lowest',
    )
    .replace(/\bin\s+terms\s+of\b/gi, 'by')
    .replace(/\bpush(?:ed|es|ing)?\s+back\b/gi, 'departed')
    .replace(/\bat\s+the\s+(?:end|close)\s+of\s+(\d{4})\b/gi, 'in December $1')
    .replace(/\bat\s+the\s+(?:start|beginning)\s+of\s+(\d{4})\b/gi, 'in January $1')
    .replace(DEMONYM, (_m, w: string) => `${DEMONYMS[w.toLowerCase()] ?? w} `)
    .replace(/\b(?:in|during|within)\s+the\s+(\d{1,2})\s*(am|pm)\s+hour\b/gi, 'at $1$2')
    // "flights departing at 7am from SEA": "from" says the side; the verb parted from it was read as a breakdown by origin.
    .replace(/\b(?:departing|leaving)\s+(?=(?:at|on|in|during|before|after|between)\b[^.?!]*?\bfrom\b)/gi, '')
    // "China's population in 1955 and 2005" (or "in 1955 and in 2005": the second year was left unread) is
    // two years, not the span between them (it was summed over it).
    // Two years next to each other before a word that adds them up ("in 2013 and 2014 combined") are
    // one span, one figure over both; years apart stay two (a span would hold the years between).
    .replace(
      /\b(in|for|during|of)\s+((?:19|20)\d\d)\s+and\s+(?:(?:in|for|during)\s+)?((?:19|20)\d\d)\b(?=([^.?!]*))/gi,
      (m, lead: string, a: string, b: string, rest: string) =>
        Number(b) === Number(a) + 1 && ADDED_UP_AFTER.test(rest) ? m : `${lead} ${a} or ${b}`,
    )
    // "departures in January and March", "in Q1 and Q3": two months (quarters) too, not the span between
    // them (read as January to March, February counted in).
    .replace(TWO_MONTHS, '$1 $2 or $3')
    // "what period does the weather data cover", "the date range of flights": its first and last date
    // (the row count, or a model's smallest and largest count, was given).
    .replace(
      /\bwhat\s+(?:date\s+range|time\s+range|time\s+span|span\s+of\s+time|period|time\s+period|range\s+of\s+dates|dates)\s+(?:does|do|did)\b/gi,
      'first and last date of',
    )
    .replace(
      /\b(?:the\s+)?(?:date\s+range|time\s+span|range\s+of\s+dates)\s+(?:of|for|in|covered\s+by)\b/gi,
      'the first and last date of',
    )
    .replace(/\bmileage\b/gi, 'distance')
    .replace(/\btrip\s+(?=distances?\b|lengths?\b)/gi, '')
    .replace(/\b(?:send|sends|sent|sending)\s+out\b/gi, 'depart')
    .replace(/\b(?:moved|evolved|developed|shifted|trended|progressed)\s+(?=over\b)/gi, 'changed ')
    .replace(/\blat(?:itude)?\s*(?:\/|and|&)\s*lon(?:g|gitude)?\b/gi, 'latitude and longitude')
    .replace(/\bscheduled\s+(?=(?:[A-Z]|from\b|to\b|out\b|into\b))/g, '')
    // "Among Ohio airports, which had …", "Of all the California airports, which one …": which of them.
    .replace(AMONG_PLACES('airports'), '$1which airport in $2')
    .replace(AMONG_PLACES('cities'), '$1which city in $2')
    .replace(AMONG_PLACES('states'), '$1which state in $2');
  return rankedBy(placesIn(spelled));
}

/** What places are ranked by: a count of flights or a delay. */
const RANK_MEASURE = String.raw`(?:departures|flights|arrivals|flight\s+count|number\s+of\s+flights|delays?|average|avg|mean|total|distance)\b`;

/**
 * "airports in Tennessee ranked by departures", "Origin airports in Ohio ranked by flight count",
 * "cities in Texas by flights": places listed by a figure are ranked by it, as "Rank airports in
 * Tennessee by departures" says (read as written, "by departures" was a grouping of no dimension and
 * the state was left over).
 */
function rankedBy(text: string): string {
  const places = String.raw`((?:origin\s+|departure\s+|destination\s+|arrival\s+)?(?:airports|cities|states))`;
  return text
    .replace(
      new RegExp(
        String.raw`^(\s*)(?:(?:show|list|give\s+me)\s+)?(?:the\s+)?${places}(\s+in\s+[^,?]+?)?\s+ranked\s+by\s+(?=${RANK_MEASURE})`,
        'i',
      ),
      '$1Rank $2$3 by ',
    )
    .replace(
      new RegExp(
        String.raw`^(\s*)(?:(?:show|list|give\s+me)\s+)?(?:the\s+)?${places}(\s+in\s+[^,?]+?)\s+by\s+(?=${RANK_MEASURE})`,
        'i',
      ),
      '$1Rank $2$3 by ',
    );
}

/**
 * "Which state gets the most inbound flights?", "which one received the most?", "which states receive
 * the most of our flights": places that get or receive flights are at the arriving end, and "inbound"
 * / "outbound" flights are arrivals / departures. Read as they were, "inbound" was unknown, "received"
 * turned a ranking into a top 10, and the breakdown stayed on the departing side. Flights received
 * "from" a place are left to flownTo (the other end's places).
 */
const RECEIVED =
  /\b(receive|receives|received|receiving|get|gets|got|getting)\s+the\s+(most|fewest|least)(?:\s+(?:of\s+(our|my|their)\s+)?(?:flights|arrivals|traffic)\b|(?=\s*(?:$|[?.!,]|\s(?:in|during|on|for|last|this)\b)))(?![^?.!]*\b(?:from|out\s+of)\b)/gi;

/** A side already named ("destination state received …"): the question says which end it means. */
const SIDE_NAMED = /\b(?:destination|arrival|origin|departure|departing|arriving)\b/i;

export function receivedAsArrivals(text: string): string {
  const turned = SIDE_NAMED.test(text)
    ? text
    : text.replace(RECEIVED, (_m, _verb: string, most: string, own?: string) =>
        own ? `had the ${most} of ${own} arrivals` : `had the ${most} arrivals`,
      );
  return (
    turned
      // "incoming" / "outgoing" say the same as "inbound" / "outbound" ("which city had the most incoming
      // flights" was asked back over an unknown word).
      .replace(/\b(?:inbound|incoming)\s+(?:flights|traffic)\b/gi, 'arrivals')
      .replace(/\b(?:inbound|incoming)\s+flight\b/gi, 'arrival')
      .replace(/\b(?:outbound|outgoing)\s+(?:flights|traffic)\b/gi, 'departures')
      .replace(/\b(?:outbound|outgoing)\s+flight\b/gi, 'departure')
      // "flights out of our airports": the caller's own side of the trip, as "from our state" says.
      .replace(/\b(out\s+of|from|leaving|departing(?:\s+from)?)\s+our\s+airports\b/gi, '$1 our state')
  );
}

/**
 * "Of the Bay Area airports SFO, OAK and SJC, which …", "the three NYC-area airports JFK, LGA and EWR":
 * the codes listed are the places; the words before them only describe them (they were read as
 * places of their own, "airports in Bay Area", or asked back).
 */
const DESCRIBED_CODES =
  /\b(?:the\s+)?(?:(?:two|three|four|five|\d)\s+)?(?:[A-Z][\w'’.-]*\s+){1,3}(?:area\s+)?airports\s+(?=[A-Z]{3}\s*(?:,|and\b|or\b|&|\/)\s*[A-Z]{3}\b)/g;

export function describedCodes(text: string): string {
  return text.replace(DESCRIBED_CODES, '');
}

/**
 * A place in a joined "A-to-B" form: one or two capitalised words ("New York"), or a code written in
 * capitals, a state's two letters or an airport's three ("TX-to-CA flights", "SEA-to-SFO").
 */
/**
 * Short and joined forms said as the readers know them: "Texas-to-California flights" (from Texas to
 * California), "airport-to-airport routes" (routes), "Love Field <-> Hobby" (between them, both
 * directions), "SFO-bound flights" (to SFO), "w/" and "w/o", "std dev", "sum of" (a total), "2006 onward" (since 2006), "the airport
 * coded SAV", "30C", "SFO, OAK or SJC - which …". Each was an unknown word, asked back.
 */
/** One end of "Texas-to-California" or "TX-to-CA": a capitalised name of up to two words, or a code. */
const JOINED_END = String.raw`([A-Z][a-z]+(?:\s[A-Z][a-z]+)?|[A-Z]{2,3})`;

export function joinedFormsSpelled(text: string): string {
  return (
    text
      .replace(
        new RegExp(
          String.raw`\b(?:for\s+|of\s+)?${JOINED_END}-to-${JOINED_END}\s+(flights|departures|routes|trips)\b`,
          'g',
        ),
        'for $3 from $1 to $2',
      )
      .replace(new RegExp(String.raw`\b${JOINED_END}-to-${JOINED_END}\b`, 'g'), 'from $1 to $2')
      // "SFO-bound flights", "Denver-bound departures": bound for the place, the arrival side.
      .replace(
        new RegExp(String.raw`\b${JOINED_END}-bound\s+(flights|departures|trips|planes)\b`, 'g'),
        '$2 to $1',
      )
      .replace(/\b(?:airport|city)-to-(?:airport|city)\s+(?=routes?\b)/gi, '')
      .replace(
        /((?:[A-Z][\w'’.]*\s+){0,2}[A-Z][\w'’.]*)\s*(?:<->|<=>|↔)\s*((?:[A-Z][\w'’.]*\s+){0,2}[A-Z][\w'’.]*)/g,
        'between $1 and $2',
      )
      .replace(/\bw\/o\b/gi, 'without')
      .replace(/\bw\/(?=\s)/gi, 'with')
      .replace(/\bstd\.?\s*dev(?:iation)?\b|\bstdev\b/gi, 'standard deviation')
      .replace(/\bsum\s+of\s+(?:the\s+)?(?=[a-z])/gi, 'total ')
      .replace(/\b((?:19|20)\d\d)\s+(?:onwards?|and\s+later|and\s+after|or\s+later)\b/gi, 'since $1')
      .replace(/\b(?:coded|with\s+(?:the\s+)?(?:iata\s+)?code)\s+(?=[A-Z]{3}\b)/g, '')
      // "30C" is 30 degrees: the unit names the temperature when no column is said ("days over 30C").
      .replace(/\b(-?\d+(?:\.\d+)?)\s*°?\s*C\b(?!\s+degrees?\b)/g, '$1 degrees')
      .replace(/\s+[-–—]\s+(?=which\b)/gi, ', ')
  );
}

/**
 * Words that only say again what the place or the trip already says: "Chicago (both airports)" is the
 * city, every airport of it; "with both origin and destination in Texas" is an intrastate trip;
 * "over 2012-2015" is the span of those years (read as a threshold of 2012, and asked back).
 */
export function restatedScope(text: string): string {
  const named = text
    // "airports in the reference table … at all in flights": the tables named as they are read anyway
    // (the flights only after the departures or arrivals of a question about airports: "latest date in
    // flights" and "airports that never show up in the flights data" keep them).
    .replace(/\s+in\s+the\s+reference\s+table\b/gi, '')
    .replace(
      /\b(airports\b.*?\b(?:departures?|arrivals?)(?:\s+at\s+all)?)\s+(?:in|from)\s+(?:the\s+)?flights(?:\s+(?:table|data))?(?=\s*[?.!]*\s*$)/gi,
      '$1',
    )
    // "the lowest price Amazon ever closed at": the verb only says the price is a close.
    .replace(/\s+(?:ever\s+)?closed\s+at\b/gi, '')
    // "Denver's DEN airport": the code says the place; the city before it only says where it is.
    .replace(
      /\b(?!(?:What|That|It|Let|Who|Where|How|There|Here)['’]s)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?['’]s\s+(?=[A-Z]{3}\b)/g,
      '',
    );
  return restatedTrip(named);
}

/**
 * Words that only say again what the measure, the period or the rows already say: "the longest average
 * trip" (the distance), "anywhere in the data", "what single date", "rank the top 4", "with their
 * dates", "thirty years later, in 2000", "the high hit 30", "across the countries", "appear as an origin".
 */
export function restatedMeasure(text: string): string {
  return (
    text
      // "the longest average trip": a trip's length is its distance (the set's "average trip" of a route).
      .replace(/\b(average|avg|mean)\s+trip(?:\s+(?:length|distance))?\b/gi, '$1 distance')
      // "Apple's highest monthly close anywhere in the data": the whole of the data, as no period says.
      .replace(
        /\s*\b(?:anywhere|at\s+any\s+time|ever)\s+in\s+the\s+(?:\w+\s+)?(?:data|data\s*set|records?|history)\b/gi,
        '',
      )
      // "which weather label", "snow-labelled days": the weather type a day is labelled with.
      .replace(/\bweather\s+labels?\b/gi, 'weather type')
      .replace(/\b(rain|snow|sun|fog|drizzle)[\s-]+label(?:l)?ed\s+(?=days?\b)/gi, '$1 ')
      // "the coldest night", "warmest nights": a night is the day's low (its minimum temperature).
      .replace(/\b(coldest|warmest)\s+nights?\b/gi, (_m, w: string) =>
        w.toLowerCase() === 'coldest' ? 'lowest minimum temperature' : 'highest minimum temperature',
      )
      // "what single date had …", "worst single day": a date is one day already ("a single flight" stays).
      .replace(/(?<!\b(?:a|one|each|any|per|every)\s+)\bsingle\s+(?=(?:date|day)\b)/gi, '')
      // "rank the top 4 …": the ranking is said by "top" already.
      .replace(/\brank\s+(?=(?:the\s+)?(?:top|bottom)\b)/gi, '')
      // "the 3 wettest days in 2015, with their dates": each row shows its date anyway.
      .replace(/,?\s*(?:along\s+)?with\s+(?:their|the|its)\s+dates?\b/gi, '')
      // "and thirty years later, in 2000?": the year said is the period; the distance to it restates it.
      .replace(
        /\b(?:\w+|\d+)\s+years?\s+(?:later|earlier|on|after|before)\s*,?\s*(?=(?:in\s+)?(?:19|20)\d\d\b)/gi,
        '',
      )
      // "the high hit 30 or more": the temperature reached, as "of" says.
      .replace(/\b(high|low|temperature|temp|max|min)\s+(?:hit|reached|topped|got\s+to)\s+/gi, '$1 of ')
      // "average fertility across the countries", "across the gapminder countries": over all of them, one figure.
      .replace(
        /\bacross\s+(?:the\s+|all\s+the\s+)?(?:(?:gapminder|listed|world's|dataset's|data's)\s+)?countries\b/gi,
        'across all countries',
      )
      // "population of the US in 2000 in millions": a unit to show the figure in, not a filter; the
      // exact figure is given.
      .replace(/,?\s*\(?\b(?:expressed\s+|shown\s+)?in\s+(?:millions|thousands|billions)\b\)?/gi, '')
      // "mean fertility of all countries", "average life expectancy of the countries in cluster 3": an
      // average over the countries is one figure too (a row per country was given).
      .replace(
        /\b((?:average|avg|mean)\s+(?:\w+\s+){1,3}?)(?:of|for|among)\s+(?:all\s+)?(?:the\s+)?countries\b/gi,
        '$1across all countries',
      )
      // "how many different airports appear as an origin": the distinct origins.
      .replace(
        /\bhow\s+many\s+(?:different\s+|distinct\s+|unique\s+)?airports\s+(?:appear|show\s+up|occur)\s+as\s+(?:an?\s+)?(origin|destination)s?\b/gi,
        'how many distinct $1s',
      )
  );
}

/** The second half of restatedScope's rewrites: the trip, the span of years and the object named. */
function restatedTrip(text: string): string {
  return (
    text
      // "only the late ones" after a count of flights: the late flights (the lone "late" read as the
      // average delay, a wrong answer); "side by side" compares the places joined before it.
      .replace(/\b(late|delayed|early|cancel+ed)\s+ones\b/gi, '$1 flights')
      .replace(/,?\s*side[\s-]+by[\s-]+side\b/gi, ' compared')
      // "which city pair", "the busiest city-to-city routes": the route between cities, both cities;
      // "airport pair" is a route.
      .replace(/\bcity[\s-]+(?:to[\s-]+city\s+)?(?:pairs?|routes?)\b/gi, 'origin city and destination city')
      .replace(/\bcity-to-city\s+(?:pairs?|routes?)\b/gi, 'origin city and destination city')
      .replace(/\bairport[\s-]+(?:to[\s-]+airport\s+)?pair(s?)\b/gi, 'route$1')
      // "top 5 routes (origin -> destination)": a route is that pair already.
      .replace(/\s*\(\s*origin\s*(?:->|→|=>|>|to|-|\/)\s*destination\s*\)/gi, '')
      // "over the full period", "the complete time span": the whole period, as the readers of "the whole
      // period" know it (the whole of the data; after a period, dropping it).
      .replace(
        /\b(the\s+)(?:full|complete)\s+(?=(?:period|time\s*span|time\s*frame|time\s+range|history|range)\b)/gi,
        '$1whole ',
      )
      // "max single-day precipitation": a daily table's rows are days already.
      .replace(
        /\bsingle[- ]day\s+(?=(?:precipitation|rain(?:fall)?|snow(?:fall)?|wind|temperature|temp|high|low)\b)/gi,
        '',
      )
      .replace(/\s*\(\s*(?:both|all|all\s+(?:its|the|of\s+its|\w+))\s+airports?\s*\)/gi, '')
      .replace(
        /\b(?:with|where|whose|having|that\s+have|that\s+had)\s+(?:both\s+)?(?:the\s+|their\s+)?(?:origin|departure)(?:\s+airports?)?\s+and\s+(?:the\s+)?(?:destination|arrival)(?:\s+airports?)?\s+(?:(?:are|were|is|was)\s+)?(?:both\s+)?(?:in|within|inside)\s+/gi,
        'intrastate in ',
      )
      .replace(/\bover\s+((?:19|20)\d\d)\s*(?:-|–|to|through)\s*((?:19|20)\d\d)\b/gi, 'from $1 to $2')
      // "according to route_stats", "using the flights table": the object the figures come from.
      .replace(
        /\b(?:according\s+to|based\s+on|as\s+per|using|from|via)\s+(?=(?:the\s+)?(?:\w+_\w+|\w+\s+(?:model|table|view|dataset|data\s+set))\b)/gi,
        'in ',
      )
  );
}

/**
 * "Which state do most flights from DEN end up in?", "flights that wound up in Denver": where the flights
 * end up is where they arrive.
 */
export function endUpAsArrive(text: string): string {
  return (
    text
      .replace(/\b(?:end|ends|ended|ending|wind|winds|wound)\s+up\s+(in|at)\b/gi, 'arrive $1')
      // "where do most of our flights end up?", "which airport do the most flights fly into?": the
      // verb at the end, its place asked for, is the arrival end.
      .replace(
        /\b(?:(?:end|ends|ended|wind|winds|wound)\s+up|(?:fly|flies|flew|go|goes|went|head|heads|headed)\s+(?:into|to))(?=\s*[?.!]*\s*$)/gi,
        'arrive at',
      )
  );
}

/** Comparison signs before a number, in words ("delay > 30", "delay >= 60", "delay = 0"); never an arrow ("->", "=>"). */
const COMPARISON_SIGN = /(?<![-=<>])\s*(>=|≥|<=|≤|==|=|>|<)\s*(?=[-\u2212]?\d)/g;
const SIGN_WORDS: Readonly<Record<string, string>> = {
  '>=': 'at least',
  '≥': 'at least',
  '<=': 'at most',
  '≤': 'at most',
  '==': 'equal to',
  '=': 'equal to',
  '>': 'more than',
  '<': 'less than',
};

/**
 * The tokenizer reads words and numbers, not signs: "flights with delay > 30" was read as every flight
 * (the sign dropped and the number left as a stray one). Written as the threshold words, it is read.
 */
export function comparisonSigns(text: string): string {
  return text.replace(COMPARISON_SIGN, (_m, sign: string) => ` ${SIGN_WORDS[sign] ?? sign} `);
}

/**
 * "10 minutes ahead of schedule", "running behind schedule": the delay's sign in words ("early", "late"),
 * which the readers take; the schedule is the time column itself.
 */
export function scheduleAsDelay(text: string): string {
  return text
    .replace(/\b(?:ahead\s+of|before)\s+(?:the\s+)?schedule\b/gi, 'early')
    .replace(/\bbehind\s+(?:the\s+)?schedule\b/gi, 'late');
}

/** Words after "latest" that already name a period or the time itself (read as they are by the time steps). */
const TIME_WORDS =
  'day|days|week|weeks|month|months|quarter|quarters|year|years|period|date|dates|time|times|data|dataset|records?|entry|entries|rows?|\\d+';

/**
 * "Seattle rain total for 2013", "the rainfall totals": the amount of rain, said noun first ("rain" was
 * read as the rain-labelled days, the total over them alone: a wrong answer).
 */
export function totalAfterRain(text: string): string {
  return text.replace(/\b(rain|rainfall|precipitation)\s+totals?\b/gi, 'total $1');
}

/**
 * "switch to Reagan National", "change it to O'Hare", "make it Midway instead": a follow-up that swaps
 * the value the last question named, as "what about …" does ("to" was read as the arrival side, "make"
 * and "switch" asked back as unknown).
 */
/**
 * "Chicago to New York in March 2001: what was the average departure delay on that trip?": "that trip"
 * points back at the trip the message names (the words were asked back).
 */
export function tripPointedBack(text: string): string {
  if (!/\p{Lu}[\p{L}.'’-]*\s+to\s+\p{Lu}/u.test(text)) return text;
  return text.replace(/\s*\b(?:on|for|along|over)\s+(?:that|this|the)\s+(?:trip|route|leg|run)\b/gi, '');
}

export function switchedTo(text: string): string {
  return (
    text
      .replace(
        /^\s*(?:(?:ok|okay|now|and|so),?\s+)?(?:(?:switch|change|swap)\s+(?:it\s+|that\s+|this\s+)?(?:over\s+)?to|swap\s+in|sub\s+in)\s+([^?.!]+?)(?:\s+instead)?\s*[.!]?\s*$/i,
        'what about $1?',
      )
      // "Only the Hobby side of that": the one airport of the city asked about.
      .replace(
        /^\s*(?:[Nn]ow\s+)?(?:[Jj]ust|[Oo]nly)\s+the\s+(\p{Lu}[\p{L}'’.]*(?:\s+\p{Lu}[\p{L}'’.]*)?)\s+(?:side|part|portion)(?:\s+of\s+(?:that|it|those|this))?/u,
        'only $1',
      )
      // "When I fly out of Houston, how late are departures?": the places the asker leaves from.
      .replace(
        /^(\s*)(?:when|if|whenever)\s+(?:i|we)\s+(?:fly|leave|depart|travel|head)\s+(?:out\s+of|from)\s+/i,
        '$1From ',
      )
      .replace(
        /^\s*(?:(?:ok|okay|now|and|so),?\s+)?make\s+(?:it|that|this)\s+(?!(?:a|an|the|by|per|monthly|weekly|daily|yearly)\b)/i,
        'what about ',
      )
  );
}

/**
 * "weather label counts for 2013", "origin state counts in May": the counts of each value of the words
 * before "counts", as "counts by weather label" says (one count over every row was given). Not after a
 * noun the rows themselves are counted by ("flight counts", "day counts"), nor before "by" / "per".
 */
export function countsOfLabel(text: string): string {
  return text.replace(
    /^(\s*(?:(?:show|give|list|get)(?:\s+me)?\s+)?(?:the\s+)?)((?:[a-z]+\s+){0,2}?[a-z]+)\s+counts\b(?!\s+(?:by|per|of|for\s+each)\b)/i,
    (m, lead: string, words: string) =>
      /\b(?:flights?|days?|rows?|records?|airports?|total|row|the)$/i.test(words)
        ? m
        : `${lead}counts by ${words}`,
  );
}

/**
 * "from Tucson up to Phoenix": "up to" / "down to" before a place is "to" ("up" was asked back; "up to 5"
 * before a number stays a bound). "average IBM price over everything we have": the whole of the data,
 * which a question with no period asks already ("everything" was asked back).
 */
export function plainWordsOfPlaceAndSpan(text: string): string {
  return text
    .replace(/\b(?:up|down|over)\s+to\s+(?=[A-Z])/g, 'to ')
    .replace(
      /\s*\b(?:over|across|for|in)\s+(?:everything|all(?:\s+the\s+data)?)\s+(?:we\s+have|we've\s+got|available|on\s+record|there\s+is)\b/gi,
      '',
    );
}

/** "over every country", "across our airports": "across all <the noun in the plural>". */
export function overEveryOne(text: string): string {
  return text.replace(WHOLE_SET, (_m, noun: string) => `across all ${pluralOf(noun.toLowerCase())}`);
}

/**
 * "mean life expectancy over every country", "avg delay across our airports": an average over all of
 * them, one figure, as "across all countries" reads (a row per country or per origin was given: a
 * wrong answer). Not "each", which asks per group, nor "all over the country" (the whole country).
 */
const WHOLE_SET =
  /(?<!\ball\s)\b(?:across|over)\s+(?:every|all(?:\s+the)?|our|the(?=\s+\w+s\b))\s+(countr(?:y|ies)|airports?|origins?|states?|cit(?:y|ies)|destinations?)\b/gi;

/** "the final week of data", "the final 3 months": the last ones ("final" was asked back as unknown). */
export function finalAsLast(text: string): string {
  return text.replace(/\bfinal\s+(?=(?:\d+\s+)?(?:day|week|month|quarter|year)s?\b)/gi, 'last ');
}

/**
 * "the latest price of IBM", "the most recent closing price we have for IBM": the value on the data's
 * latest day, said as the relative period the time steps read ("… in the most recent day"); asked back
 * before (the figure over all the data would have been another answer). Not before a period or a
 * number, or a word and then one ("the latest month", "the most recent 3 months", "the latest flight
 * date"), which other steps read themselves.
 */
export function latestAsPeriod(text: string): string {
  const latest = new RegExp(
    `\\b(?:the\\s+)?(?:latest|most\\s+recent|newest)\\s+(?!(?:[\\w-]+\\s+)?(?:${TIME_WORDS})\\b)`,
    'i',
  );
  if (!latest.test(text)) return text;
  const question = /[?.!]\s*$/.exec(text)?.[0] ?? '';
  const body = text.slice(0, text.length - question.length).replace(latest, 'the ');
  return `${body} in the most recent day${question}`;
}

/**
 * "how many different airports does ATL fly to?", "how many airports does SEA serve", "how many
 * airports fly into JFK": the airports at the other end of one place's flights, counted once each,
 * are its distinct destinations (or origins). "airports" was read as the airports table's rows, kept
 * to the place's own row (1).
 */
const SERVED_ENDS: readonly Rewrite[] = [
  // "how many distinct destination airports does MSP serve": the side is named, the place is the start.
  [
    /\bhow\s+many\s+(?:distinct\s+|different\s+|unique\s+)?destination\s+(airports|cities|states)\s+(?:does|do|did)\s+((?:\S+\s+){0,2}?\S+)\s+(?:serve|served|cover|connect\s+to)\b/gi,
    'how many distinct destination $1 for flights from $2',
  ],
  // "How many different airports do we fly out of?": the airports the flights leave from.
  [
    /\bhow\s+many\s+(?:distinct\s+|different\s+|unique\s+)?airports\s+(does|do|did)\s+((?:\S+\s+){0,2}?\S+)\s+(?:fly|flies|flew)\s+(?:out\s+of|from)\b/gi,
    'how many distinct origins $1 $2 fly from',
  ],
  [
    /\bhow\s+many\s+(?:distinct\s+|different\s+|unique\s+)?(?:destination\s+)?airports\s+(does|do|did)\s+((?:\S+\s+){0,2}?\S+)\s+(?:fly|flies|flew|serve|serves|served|have\s+flights|send\s+flights)(?:\s+to)?\b/gi,
    'how many distinct destinations $1 $2 fly to',
  ],
  [
    /\bhow\s+many\s+(?:distinct\s+|different\s+|unique\s+)?airports\s+(?:fly|flew|have\s+flights|send\s+flights)\s+(?:in)?to\b/gi,
    'how many distinct origins fly to',
  ],
  // "how many different airports have departures": the airports the flights leave from, counted once.
  [
    /\bhow\s+many\s+(?:distinct\s+|different\s+|unique\s+)?airports\s+(?:have|had|with)\s+(?:any\s+)?departures\b/gi,
    'how many distinct origins',
  ],
  [
    /\bhow\s+many\s+(?:distinct\s+|different\s+|unique\s+)?airports\s+(?:have|had|with)\s+(?:any\s+)?arrivals\b/gi,
    'how many distinct destinations',
  ],
];

export function servedEnds(text: string): string {
  return rewritten(text, SERVED_ENDS);
}

/**
 * Forms said in passing, written as the readers know them: a year by two digits ("Oct '08"), a minimum
 * group size in brackets, "per departure", two months added with "+", "leave out" an exclusion,
 * "departing" before a clock time (the time says when).
 */
export function saidInPassing(text: string): string {
  return (
    text
      // "Oct '08", "in '05": a year by its last two digits ('30 and below this century); not "the '90s".
      .replace(
        /(^|[\s(,])[‘’']([0-9]{2})\b(?![‘’']|s\b)/g,
        (_m, lead: string, yy: string) => `${lead}${Number(yy) <= 30 ? '20' : '19'}${yy}`,
      )
      // "(min 5000 flights)", "(minimum 20 days)": a minimum size for the groups, not the minimum of a
      // measure (it turned "the highest average delay" into the lowest).
      .replace(/\(\s*(?:min(?:imum)?\.?|at\s+least)\s+(\d[\d,]*)\s+([a-z]+)\s*\)/gi, 'with at least $1 $2')
      // "mean miles per departure": per row, as "per flight" says (read as a breakdown by departure day).
      .replace(
        /\bper\s+(?:departure|arrival|trip|journey)\b(?!\s+(?:hour|date|day|time|month|airport|city|state))/gi,
        'per flight',
      )
      // "total rainfall in November 2015, mm", "(in miles)": the answer's unit, which the measure has.
      .replace(
        /[,(]\s*(?:in\s+)?(?:mm|millimet(?:er|re)s|miles|minutes|mins|degrees)\s*\)?\s*([?.!]*)\s*$/i,
        '$1',
      )
      // "…, mm total": the unit before "total" says the same ("total" stays).
      .replace(/,?\s*\b(?:mm|millimet(?:er|re)s|miles)\s+(?=total\b)/gi, ' ')
      // "overnight low", "life expectancy at birth", "scheduled departures", "from any airport": words
      // that only say what the data's column already is.
      .replace(/\bovernight\s+(?=lows?\b|temperatures?\b|min)/gi, '')
      .replace(/\blife\s+expectancy\s+at\s+birth\b/gi, 'life expectancy')
      .replace(/\bscheduled\s+(?=(?:departures?|flights?|at|before|after|between)\b)/gi, '')
      .replace(/\b(?:from|at|out\s+of)\s+any\s+airport\b/gi, '')
      .replace(/\b(?:inclusive|inclusively)\b/gi, '')
      // "leave out Midway", "leaving out ATL": an exclusion, as "excluding" says.
      .replace(/\bleav(?:e|ing)\s+out\b/gi, 'excluding')
      // "Jan + Feb combined": two months added up, as "Jan and Feb" says.
      .replace(MONTHS_ADDED, '$1 and $2')
      // "our flights departing after 8pm": the clock time says when they leave; the verb was left over.
      .replace(
        /\b(?:departing|leaving)\s+(?=(?:at|before|after|between|by)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)\b)/gi,
        '',
      )
  );
}

/**
 * "left exactly on time", "right on schedule": a delay of 0 ("on time" alone stays undefined:
 * tables/qualifiers.ts). "(zero delay)" after it says the same again; "had zero delay" is the same
 * condition ("with zero delay" is read as it stands).
 */
export function zeroDelay(text: string): string {
  return (
    text
      .replace(/\b(?:exactly|precisely|right)\s+on\s+(?:time|schedule)\b/gi, 'with a delay of 0')
      .replace(/\bwith\s+a\s+delay\s+of\s+0\s*\(\s*(?:a\s+|with\s+)?zero\s+delay\s*\)/gi, 'with a delay of 0')
      .replace(/\b(had|has|have)\s+(?:a\s+)?zero(?:\s+minutes?)?\s+(?:of\s+)?delay\b/gi, '$1 a delay of 0')
      // "departed exactly on time, zero minutes of delay": the same condition said again after a comma.
      .replace(
        /(\bwith\s+a\s+delay\s+of\s+0)\s*[,;(-]\s*(?:with\s+|i\.e\.\s+)?(?:zero|0|no)(?:\s+minutes?)?\s+(?:of\s+)?delay\s*\)?/gi,
        '$1',
      )
      .replace(/\bwith\s+(?:zero|0)\s+minutes?\s+(?:of\s+)?delay\b/gi, 'with a delay of 0')
      // "departures that left at exactly their scheduled time": no delay at all.
      .replace(
        /\b(?:at\s+)?exactly\s+(?:at\s+)?(?:their|the|its)\s+scheduled\s+time\b/gi,
        'with a delay of 0',
      )
  );
}

/**
 * "routes averaging over 30 min delay", "origins averaging more than 20 minutes of delay": "averaging"
 * is the verb of an average, said before its threshold and the quantity averaged; said as "with average
 * delay over 30 min", the threshold readers take it (the verb was an unknown word, asked back). Only
 * when a word that is no preposition follows the threshold: "averaging over 30 in June" names nothing.
 */
const AVERAGING =
  /\baveraging\s+((?:more\s+than|less\s+than|fewer\s+than|greater\s+than|at\s+least|at\s+most|over|above|under|below)\s+-?\d+(?:\.\d+)?(?:\s*(?:min(?:ute)?s?|hours?|hrs?|miles?|mm|degrees?)\b)?)\s+(?:of\s+)?(?!(?:in|on|at|for|from|to|into|and|or|per|during|the|a|an)\b)([a-z][a-z_]*)\b/gi;

/**
 * "routes that average over 800 miles", "airports averaging more than 20 minutes late": the unit says
 * the quantity averaged (miles the distance; minutes late, or of delay, the delay) where no word names it.
 */
const AVERAGE_IN_UNITS =
  /\b(?<=(?:routes|airports|origins|destinations|states|cities|flights|that|which|who)\s+)(average|averages|averaged|averaging)\s+((?:more\s+than|less\s+than|fewer\s+than|greater\s+than|at\s+least|at\s+most|over|above|under|below)\s+-?\d+(?:\.\d+)?)\s*(miles?|mi\b|min(?:ute)?s?\s+(?:late|of\s+delay|delay))/gi;

/**
 * "stocks averaging over $100", "tickers that averaged under $50": a sum of money is a price, as miles
 * are a distance, where no word names the quantity averaged ("averaging" was asked back).
 */
const AVERAGE_IN_DOLLARS =
  /\b(average|averages|averaged|averaging)\s+((?:more\s+than|less\s+than|greater\s+than|at\s+least|at\s+most|over|above|under|below))\s+\$\s?(\d+(?:\.\d+)?)(?!\s*(?:[a-z]+\s+)?(?:in\s+)?(?:price|prices|share|shares)\b)/gi;

export function averagingAsAverage(text: string): string {
  return text
    .replace(AVERAGE_IN_DOLLARS, (_m, verb: string, threshold: string, n: string) => {
      const lead = /ing$/i.test(verb) ? 'with an' : /ed$/i.test(verb) ? 'had an' : 'have an';
      return `${lead} average price ${threshold} ${n}`;
    })
    .replace(AVERAGING, (_m, threshold: string, quantity: string) => `with average ${quantity} ${threshold}`)
    .replace(AVERAGE_IN_UNITS, (_m, verb: string, threshold: string, unit: string) => {
      const lead = /ing$/i.test(verb) ? 'with an' : /ed$/i.test(verb) ? 'had an' : 'have an';
      const miles = /^mi/i.test(unit) && !/^min/i.test(unit);
      return miles ? `${lead} average distance ${threshold}` : `${lead} average delay ${threshold} minutes`;
    });
}

/**
 * Quantities said by what they measure: "more than 100 mm of rain" is an amount of rain, the
 * precipitation, not rainy days (the weather type "rain" was read and "mm" asked back); "what was IBM
 * trading at", "what did MSFT sell for" ask for the price (asked which measure before). Only millimetres,
 * the unit the data holds.
 */
export function quantitiesNamed(text: string): string {
  return text
    .replace(
      /\b(\d+(?:\.\d+)?)\s*(mm|millimet(?:er|re)s?)\s+of\s+(?:rain|rainfall)\b/gi,
      '$1 $2 of precipitation',
    )
    .replace(
      /\b(?:trading|traded|trade|trades|selling|sold|sell|sells)\s+(?:at|for)\b(?!\s+(?:least|most)\b)/gi,
      'price',
    );
}

/**
 * "flights from SEA to airports in Texas", "our flights that go to airports in Florida": after a word
 * of direction, "airports in" a place is that place's side of the trip, as "to Texas" says; the noun
 * was read as the airports table's rows (asked back: the flights have no such word).
 */
export function airportsOfPlace(text: string): string {
  return text.replace(
    /\b(from|to|into|out\s+of|at)\s+(?:the\s+|any\s+)?airports\s+(?:located\s+)?in\s+(?:the\s+state\s+of\s+)?/gi,
    '$1 ',
  );
}

/**
 * "which 5 states does Denver fly to most?", "what cities does PDX fly to": the places at the other end
 * of one place's flights, grouped: destination states (or cities, airports) of flights from it. Read
 * as they were, "states" and "Denver" named the airports table (Denver's own state) or the place's
 * own city. A pronoun ("do we fly to") is left to the readers of the caller's rows.
 */
const FLOWN_TO =
  /\b(?:which|what)\s+(?:(\d+)\s+)?(states|cities|airports)\s+(?:does|do|did)\s+((?:[A-Z][\w'’.-]*\s+){0,2}?[A-Z][\w'’.-]*)\s+(?:fly|flies|flew|send\s+flights|have\s+flights)\s+(?:in)?to\b(\s+(?:the\s+)?most\b)?/g;

/**
 * "which 5 states get the most flights from Denver": places that get (receive) flights from a place
 * are at the arriving end, as "destination states" says; read as they were, the states were the
 * origin's own (Denver's state alone). A side already named ("destination states") is left as is.
 */
const GET_FLIGHTS_FROM =
  /\b(?<!(?:destination|arrival|origin|departure)\s+)(states|cities|airports)\s+(get|gets|got|receive|receives|received)\s+(the\s+(?:most|fewest|least)\s+)?(flights|arrivals)\s+from\b/gi;

export function flownTo(text: string): string {
  const gets = text.replace(
    GET_FLIGHTS_FROM,
    (_m, noun: string, verb: string, most: string | undefined, what: string) =>
      `destination ${noun} ${verb} ${most ?? ''}${what} from`,
  );
  return gets.replace(FLOWN_TO, (_m, n: string | undefined, noun: string, place: string, most?: string) => {
    if (most)
      return n
        ? `top ${n} destination ${noun} for flights from ${place}`
        : `which destination ${noun} get the most flights from ${place}`;
    return `which destination ${noun} for flights from ${place}`;
  });
}

/**
 * "how many distinct states do flights from ORD reach?", "how many cities do flights out of SEA go
 * to": the places counted are at the far end of the flights from the place named, its distinct
 * destination states (or cities, airports); read as they were, the count was asked back (the place
 * and the count on one side) or the flights were counted per state.
 */
const REACHED =
  /\bhow\s+many\s+(?:(?:distinct|different|unique)\s+)?(states|cities|airports)\s+(?:do|did|does)\s+(?:the\s+)?(?:flights|departures)\s+(?:from|out\s+of|leaving)\s+((?:\S+\s+){0,2}?\S+)\s+(?:reach|go\s+to|fly\s+to|serve|land\s+in|arrive\s+(?:in|at))\b/gi;

/**
 * "distinct destinations reachable from MSP", "how many different destination states are served out
 * of DEN": the far ends counted, said with the place as the subject's origin (read before, "reachable"
 * was unknown and the question was asked back). A bare noun phrase opening the question counts, as the
 * "how many" form does; "list the destinations reachable from MSP" is left to list them.
 */
const REACHABLE =
  /^(\s*)(?:(?:how\s+many|(?:the\s+)?(?:number|count)\s+of)\s+)?(?:distinct|different|unique)\s+(destinations|destination\s+(?:states|cities|airports))\s+(?:(?:are|were|is)\s+)?(?:reachable|reached|served|flown\s+to)\s+(?:from|out\s+of)\s+/i;

export function reachedEnds(text: string): string {
  const reachable = text.replace(
    REACHABLE,
    (_m, lead: string, ends: string) => `${lead}how many distinct ${ends.toLowerCase()} for flights from `,
  );
  return reachable.replace(REACHED, (_m, noun: string, place: string) => {
    const ends = noun.toLowerCase() === 'airports' ? 'destinations' : `destination ${noun.toLowerCase()}`;
    return `how many distinct ${ends} for flights from ${place}`;
  });
}

/** Words that add two periods up into one figure ("combined", "together", "in total"). */
const ADDED_UP_AFTER = /\b(?:combined|together|altogether|in\s+total)\b/i;

/** A user's message as the readers take it: comparisons before their numbers, durations in minutes, signs as words. */
export function spelledForReading(text: string): string {
  return READING_STEPS.reduce((t, step) => step(t), text);
}

/** "between 6 and 8 in the morning", "6 to 9 in morning", "5 and 8 in evening": between 6am and 8am. */
function clockPartsOfDay(text: string): string {
  return text.replace(
    /\b(?:between\s+)?(\d{1,2})\s+(?:and|to|-|–)\s+(\d{1,2})\s+in\s+(?:the\s+)?(morning|afternoon|evening|night)\b/gi,
    (whole, a: string, b: string, part: string) => {
      if (Number(a) > 12 || Number(b) > 12) return whole;
      const half = part.toLowerCase() === 'morning' ? 'am' : 'pm';
      return `between ${a}${half} and ${b}${half}`;
    },
  );
}

/** "and the late ones, how many?": a count of the rows just given that were late, said noun first. */
function lateOnesCounted(text: string): string {
  return text.replace(
    /^\s*(?:and\s+)?(?:only\s+|just\s+)?the\s+(late|delayed|early)\s+ones\s*,?\s*how\s+many\s*[?.!]*\s*$/i,
    'and how many of those were $1?',
  );
}

/** The rewrites, in the order they apply (each reads what the ones before it wrote). */
const READING_STEPS: readonly ((text: string) => string)[] = [
  lateOnesCounted,
  notationSpelled,
  labelsBeforeDatesDropped,
  presentationDropped,
  chatterDropped,
  numbersSpelled,
  numericDatesSpelled,
  tripPointedBack,
  chatShorthand,
  questionWordsRespelt,
  extremeCloses,
  allTimeExtremeAsNoun,
  cityShortNames,
  cityAirportsRestated,
  closingBothDropped,
  answerShapeDropped,
  clockComparisons,
  decadesAsYears,
  columnDifference,
  highAgainstLow,
  dayKindsCompared,
  boundAfterAmount,
  dailyFigure,
  boundIncluded,
  observationsByYear,
  placeAsidesDropped,
  commonPhrasings,
  extremeTemperature,
  periodDescribedDropped,
  groupingRestatedDropped,
  partRestated,
  lateRowsFiltered,
  shareUnitDropped,
  rankedEndFirst,
  labelDaysCounted,
  thresholdsJoined,
  latenessRanges,
  rowTotals,
  mostServedAsBusiest,
  neverOnSide,
  departingFlights,
  comingAsTrip,
  amongWhichNamed,
  everydayNames,
  extremeOfAny,
  saidAgainDropped,
  whyAskedDropped,
  tripLength,
  qualifiedPlaceRows,
  relativeThenNamed,
  routeBeforeRows,
  stayedAsArrived,
  trailingHowMany,
  datedDayRestated,
  glossedStatistics,
  dailyExtremes,
  shortFormsSpelled,
  besideAsCompared,
  changedAsInstead,
  joinedFormsSpelled,
  eachOfListed,
  repeatedPlacesEach,
  compassSides,
  compassOrder,
  routesOfCode,
  routeStartsAndCounts,
  havingAsWith,
  tableRowsAsItems,
  leftOutByThreshold,
  besidesAsExcluding,
  servedEnds,
  reachedEnds,
  flownTo,
  airportsOfPlace,
  averagingAsAverage,
  describedCodes,
  quantitiesNamed,
  halvesSpelled,
  clockPartsOfDay,
  everydayPhrases,
  datedExtremes,
  rainUnit,
  allTimePeak,
  seasonByMonths,
  dayRangesSpelled,
  untilTheEndOf,
  earliestAsLeastDelay,
  amongDelayedFlights,
  partOfDayBeforeClock,
  dayTypeHeading,
  groupsWithAtLeast,
  receivedAsArrivals,
  restatedScope,
  restatedMeasure,
  saidInPassing,
  zeroDelay,
  endUpAsArrive,
  scheduleAsDelay,
  switchedTo,
  countsOfLabel,
  plainWordsOfPlaceAndSpan,
  overEveryOne,
  finalAsLast,
  totalAfterRain,
  latestAsPeriod,
  comparisonSigns,
  namedCodes,
  goingFor,
  againstAsVersus,
  howDelayedAsHowLate,
  everydayParts,
  bothWaysAfterBetween,
  weatherComparedPeriods,
  weatherLabelSuperlatives,
  lateAsDelayed,
  signWordsAsThresholds,
  sharePointedBack,
  percentSpelled,
  magnitudesSpelled,
  thousandsJoined,
  windowsToLastMinute,
  clockMinutes,
  plusThresholds,
  unitsSpelled,
  amountRanges,
  trailingComparisons,
  minutesSpelled,
  signsSpelled,
];
