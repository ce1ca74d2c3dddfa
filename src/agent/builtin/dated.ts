/**
 * Answers that must name their day: "the 3 wettest days in 2015, with their dates", "biggest
 * single-day rainfall … and the date it happened", "coldest night on record: date and minimum
 * temperature". Rewritten as a ranking of the dates by the day's figure ("which 3 dates had the
 * highest total precipitation"), which both a contract and a table answer with the date beside the
 * figure; read as written they gave the one extreme figure without its day, or were asked back.
 * Also the everyday words around such figures: a unit said after the figure ("month and mm"), a
 * season restated by its months in brackets, "all-time peak", "up to the end of <month>".
 */

import { MONTH_WORDS } from './time.js';

/** A day's superlative, the side of the ranking and the figure it ranks by, per noun (day or night). */
const DAY_FIGURES: Readonly<Record<string, { day?: string; night?: string }>> = {
  wettest: { day: 'highest total precipitation' },
  rainiest: { day: 'highest total precipitation' },
  hottest: { day: 'highest high temperature' },
  warmest: { day: 'highest high temperature', night: 'highest low temperature' },
  windiest: { day: 'highest average wind' },
  // "the coldest day" may be the lowest high or the lowest low: left as written (it is asked back).
  coldest: { night: 'lowest low temperature' },
};
const SUPERLATIVE = `(${Object.keys(DAY_FIGURES).join('|')})`;
const COUNT = '(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)';

/** "the 3 wettest days", "coldest night", "the hottest single day". */
const RANKED_DAYS = new RegExp(
  String.raw`\b(?:the\s+)?(?:top\s+)?(?:${COUNT}\s+)?${SUPERLATIVE}\s+(?:single\s+)?(days?|dates?|nights?)\b`,
  'gi',
);
/** "which day was windiest", "what date was the wettest". */
const WHICH_DAY_WAS = new RegExp(
  String.raw`\b(?:which|what)\s+(?:day|date)\s+(?:was|had)\s+(?:the\s+)?${SUPERLATIVE}\b`,
  'gi',
);
/** "biggest single-day rainfall", "the heaviest one-day rain": the wettest day. */
const ONE_DAY_RAIN =
  /\b(?:the\s+)?(?:biggest|largest|heaviest|highest|most)\s+(?:single[-\s]day|one[-\s]day|daily)\s+(?:rainfall|rain|precipitation)\b/gi;

/** Words that ask which day: "with the date", "when", "which day". */
const DATE_ASKED = /\b(?:dates?|when|(?:which|what)\s+day)\b/i;

/** What a reader asks of the date beside the figure, which the ranking shows anyway. */
const DATE_TAILS: readonly RegExp[] = [
  /\s*[,:;]?\s*(?:and|with)?\s*(?:the|its|their)?\s*dates?\s+(?:it|they)\s+(?:happened|occurred|fell)\b/gi,
  /\s*[,:;]\s*(?:the\s+)?(?:date|day)\s+and\s+(?:the\s+)?(?:minimum|maximum|max|min|low|high|lowest|highest)?\s*(?:temperature|temp|precipitation|rainfall|rain|wind)(?:\s+speed)?\b/gi,
  /\s*,?\s*(?:and|with)\s+(?:the|its|their)\s+dates?\b/gi,
  /\s*,?\s*and\s+how\s+(?:strong|fast|hard|much|hot|cold|windy|wet)\s+(?:was|were|did)\s+(?:it|the\s+\w+)(?:\s+\w+)?\b/gi,
  /\s*\b(?:on\s+record|in\s+the\s+(?:whole\s+)?(?:\w+\s+)?(?:data|data\s*set|records?|history))\b/gi,
];

function rankedDay(count: string | undefined, sup: string, noun: string): string | null {
  const figures = DAY_FIGURES[sup.toLowerCase()];
  const figure = /^night/i.test(noun) ? figures?.night : figures?.day;
  if (!figure) return null;
  return count ? `which ${count} dates had the ${figure}` : `which date had the ${figure}`;
}

export function datedExtremes(text: string): string {
  // "the wettest day of each year": one day per group, which tables/pergroup.ts reads as written.
  if (/\b(?:each|every|per)\b/i.test(text)) return text;
  // One day's figure is ranked with its date only when the date is asked ("biggest single-day rainfall
  // in 2013" stays the figure); a number of days ("the 3 wettest days") are rows, named by their dates.
  const asked = DATE_ASKED.test(text);
  const rain = asked ? text.replace(ONE_DAY_RAIN, 'the wettest day') : text;
  const ranked = rain
    .replace(RANKED_DAYS, (m, count: string | undefined, sup: string, noun: string) =>
      count || asked ? (rankedDay(count, sup, noun) ?? m) : m,
    )
    .replace(WHICH_DAY_WAS, (m, sup: string) => rankedDay(undefined, sup, 'day') ?? m);
  if (ranked === rain) return text;
  // "which date had …" now shows the date and the figure: the words that asked for both say no more.
  return DATE_TAILS.reduce((t, tail) => t.replace(tail, ''), ranked);
}

/**
 * "wettest month of 2012 by total precipitation, month and mm", "rainfall in mm": the unit the
 * precipitation is recorded in (millimetres), not a column; only beside a word of rain, so a length
 * said in mm elsewhere is still asked about.
 */
export function rainUnit(text: string): string {
  if (!/\b(?:precipitation|rain\w*|wettest|driest|wet|dry)\b/i.test(text)) return text;
  // Only the unit asked for beside the answer: "10 mm of rain" after a number is a threshold, read as it is.
  return text
    .replace(/\s*,\s*(?:the\s+)?(?:month|date|day|year)\s+and\s+(?:the\s+)?(?:mm|millimet(?:er|re)s)\b/gi, '')
    .replace(/\s+in\s+(?:mm|millimet(?:er|re)s)\b/gi, '');
}

/** "all-time peak price", "the all-time record close": the highest (and lowest) over the whole data. */
export function allTimePeak(text: string): string {
  return text
    .replace(/\ball[-\s]time\s+(?:peak|record|top|max(?:imum)?)\b/gi, 'highest')
    .replace(/\ball[-\s]time\s+(?:bottom|trough|min(?:imum)?)\b/gi, 'lowest');
}

/** The month a word names, 0–11 (or -1). */
function monthIndex(word: string): number {
  return MONTH_WORDS.includes(word.toLowerCase())
    ? 'janfebmaraprmayjunjulaugsepoctnovdec'.indexOf(word.toLowerCase().slice(0, 3)) / 3
    : -1;
}

const MONTH = String.raw`([a-z]{3,9})\.?`;
/** "summer 2015 in Seattle (jun-aug)": a season of a year with its months in brackets after. */
const SEASON_MONTHS = new RegExp(
  String.raw`\b(?:(?:over|during|in|for|through|throughout)\s+(?:the\s+)?)?(?:spring|summer|autumn|fall|winter)\s+(?:of\s+)?((?:19|20)\d\d)\b([^()]*?)\s*\(\s*${MONTH}\s*(?:-|–|to|through|thru)\s*${MONTH}\s*\)`,
  'gi',
);

/**
 * The months in brackets say which months the season is: read as that span of the year ("from June
 * to August 2015"); a span across the new year ("winter 2014 (dec-feb)") is left as written, since
 * which December is meant is not said.
 */
export function seasonByMonths(text: string): string {
  return text.replace(SEASON_MONTHS, (m, year: string, between: string, a: string, b: string) => {
    const from = monthIndex(a);
    const to = monthIndex(b);
    if (from < 0 || to < 0 || from > to) return m;
    return `from ${a} to ${b} ${year}${between}`;
  });
}

/**
 * "up to the end of March 2012", "until the end of 2013": from the start of the data through that
 * period, the reading "through March 2012" has (and says in its answer).
 */
export function untilTheEndOf(text: string): string {
  return text
    .replace(
      /\b(?:up\s+(?:to|until|till)|until|till|through|thru|to)\s+(?:and\s+including\s+)?the\s+end\s+of\s+(?=(?:[a-z]+\s+)?(?:19|20)\d\d\b)/gi,
      'through ',
    )
    .replace(FROM_THE_START, 'from ');
}

/** "from the start of January to …", "from the beginning of 2013": the period itself, from its first day. */
const FROM_THE_START =
  /\bfrom\s+the\s+(?:start|beginning)\s+of\s+(?=(?:[A-Za-z]+\s+)?(?:(?:19|20)\d\d\b|[A-Z][a-z]+\s+(?:to|through|thru|until|till)\b))/g;

const MONTH_NAME = `(${MONTH_WORDS.join('|')})\\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR_AFTER = String.raw`(,?\s+(?:19|20)\d\d)?`;
const DASH = String.raw`\s*(?:-|–|—|to|through|thru|until|till)\s*`;
/** "feb 1-10 2001", "February 1–10, 2001": days of one month. */
const DAYS_OF_MONTH = new RegExp(
  String.raw`\b${MONTH_NAME}\s+${DAY}${DASH}${DAY}\b(?!\s*(?:am|pm|:|%))${YEAR_AFTER}`,
  'gi',
);
/** "jan 1 - mar 31 2001": from a day of one month to a day of another. */
const DAYS_ACROSS = new RegExp(
  String.raw`\b${MONTH_NAME}\s+${DAY}${DASH}${MONTH_NAME}\s+${DAY}\b${YEAR_AFTER}`,
  'gi',
);

/**
 * "late departures from logan, feb 1-10 2001", "jan 1 - mar 31 2001": a span of days written with a
 * dash, read as "from February 1 to February 10, 2001" is (the days were left over and the whole
 * month answered). The year, when said once at the end, is both ends'.
 */
export function dayRangesSpelled(text: string): string {
  const from = (lead: string) => (/\b(?:from|between)\s*$/i.test(lead) ? '' : 'from ');
  const across = text.replace(
    DAYS_ACROSS,
    (_m, a: string, d1: string, b: string, d2: string, y = '', at: number, all: string) =>
      `${from(all.slice(0, at))}${a} ${d1} to ${b} ${d2}${y}`,
  );
  return across.replace(
    DAYS_OF_MONTH,
    (_m, a: string, d1: string, d2: string, y = '', at: number, all: string) =>
      Number(d1) < Number(d2) && Number(d2) <= 31
        ? `${from(all.slice(0, at))}${a} ${d1} to ${a} ${d2}${y}`
        : _m,
  );
}
