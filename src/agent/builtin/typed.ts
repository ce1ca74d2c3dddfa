import { AMOUNT_WORDS, NUMBER_WORD, type Rewrite, rewritten } from './text.js';
import { MONTH_WORDS, monthOfWord } from './time.js';

/**
 * Rewrites of words as users type them quickly, each its own step (durations.ts READING_STEPS runs
 * them first, so every later step reads the words they stand for).
 */

/**
 * "wich airports …", "hwo many flights", "waht was …": a question word typed with one slip. Read
 * before, "wich" was offered as Wichita and the question asked back. Only the slips that are no word
 * of their own, and only lower case (a capitalised "Wich" may be a name).
 */
const QUESTION_WORD_SLIPS: readonly Rewrite[] = [
  [/\b(?:wich|whcih|wihch|whihc|whitch)\b/g, 'which'],
  [/\bhwo\b(?=\s+(?:many|much|often|long|big)\b)/g, 'how'],
  [/\b(?:waht|whta|wht)\b/g, 'what'],
];

export function questionWordsRespelt(text: string): string {
  return rewritten(text, QUESTION_WORD_SLIPS);
}

/**
 * "top close for MSFT", "bottom close of each stock", "peak closing price": the market's words for the
 * highest and the lowest closing price, not a ranking of the average close (read so, "bottom close of each stock"
 * gave every stock's average price). A number after "top" or "bottom" stays a ranking's size ("top 5
 * closes").
 */
export function extremeCloses(text: string): string {
  return text.replace(
    /\b(top|bottom|peak)\s+(clos(?:e|es|ing\s+price|ing\s+prices))\b/gi,
    (_m, end: string, what: string) => `${end.toLowerCase() === 'bottom' ? 'lowest' : 'highest'} ${what}`,
  );
}

/**
 * "Apple's all-time low", "the all-time high for Amazon": said as a noun, at the end of the clause or
 * before a preposition, the extreme is of the figure itself, "the lowest low" (the highest high). Read
 * as the bare "lowest", nothing named what to rank and the question was asked back. Before another
 * word ("all-time high temperature") everydayPhrases reads it as "highest".
 */
const ALL_TIME_NOUN =
  /\ball[- ]time\s+(high|low)(?=\s*$|\s*[?.!,;)]|\s+(?:of|for|in|on|at|by|from|since|during|was|is|ever)\b)/gi;

export function allTimeExtremeAsNoun(text: string): string {
  return text.replace(ALL_TIME_NOUN, (_m, w: string) =>
    w.toLowerCase() === 'high' ? 'highest high' : 'lowest low',
  );
}

/** "avg delay from san fran": the city's everyday short name (asked back as two unmatched words). */
export function cityShortNames(text: string): string {
  return text.replace(/\bsan\s+fran\b(?!\w)/gi, 'San Francisco');
}

/**
 * "Houston departures (IAH and Hobby together)", "New York City (JFK and LaGuardia combined)",
 * "Houston (all airports)": an aside after a capitalised place that adds up its airports restates the
 * city, which means all of them already (the two kinds of place were asked back as not comparable).
 * Only after a capitalised word (and the period asked), so "departures (JFK and LGA together)" still
 * names its airports.
 */
const CITY_AIRPORTS_ASIDE =
  /(\b\p{Lu}[\p{L}'.]*(?:\s+\p{Lu}[\p{L}'.]*)*(?:\s+(?:departures|flights|airports))?(?:\s+(?:in|during|for)\s+(?:\p{L}+\s+)?\d{4})?)\s*\((?:(?:all|both)(?:\s+(?:of\s+)?(?:its|the|\p{Lu}[\p{L}'.]*))?\s+airports|[^()]*?\s(?:and|&|\+)\s[^()]*?\s(?:together|combined))\)/gu;

/** "Houston departures: how many in total, both airports?": the city's airports counted together, said again. */
const BOTH_AIRPORTS_TAIL =
  /,\s*(?:both|all(?:\s+(?:its|the))?)\s+airports(?:\s+(?:together|combined))?\s*(?=[?.!]?\s*$)/giu;

/** "How many flights left Houston in total? (all Houston airports)": the aside names the city said before it. */
const NAMED_CITY_AIRPORTS = /\s*\((?:all|both)\s+(\p{Lu}[\p{L}'.]*(?:\s+\p{Lu}[\p{L}'.]*)*)\s+airports\)/gu;

export function cityAirportsRestated(text: string): string {
  const shorter = text.replace(CITY_AIRPORTS_ASIDE, '$1').replace(BOTH_AIRPORTS_TAIL, '');
  return shorter.replace(NAMED_CITY_AIRPORTS, (whole, city: string, at: number) =>
    shorter.slice(0, at).includes(city) ? '' : whole,
  );
}

/**
 * "life expectancy in India from 1960 to 2000? both values please", "AMZN close in Jan 2000 and in Jan
 * 2010, both", "…, both numbers": a closing "both" asks to see each of the two things the question
 * already names, which the answer shows (it was asked back as an unknown word). Not after "between",
 * where a bare "both" may mean both directions.
 */
const CLOSING_BOTH =
  /[,;:]?\s*\bboth(?:\s+(?:values|numbers|figures|years|months|periods|averages|counts|totals|of\s+them))?(?:\s*,?\s*(?:please|pls|plz))?\s*(?=[?.!]?\s*$)/i;

export function closingBothDropped(text: string): string {
  const apart = bothCityAirportsDropped(text).replace(
    BOTH_PERIODS,
    (_m, unit: string) => `, one row per ${unit.toLowerCase().replace(/s$/, '')}`,
  );
  return /\bbetween\b/i.test(apart) ? apart : apart.replace(CLOSING_BOTH, '');
}

/** "1955 and 2005 — both years", "Q1 against Q2 '01 — both quarters": one row for each period. */
const BOTH_PERIODS = /\s*[,;:—–-]+\s*both\s+(years|quarters|months|days)\s*(?=[?.!]*\s*$)/i;

/**
 * "DFW to Houston, Q1 '01 — both Houston airports", "… Both Chicago airports.": the city's airports
 * together, which the city already says (the words were asked back). Only when the city is named
 * elsewhere in the message.
 */
const BOTH_CITY_AIRPORTS =
  /\s*[,;:—–-]*\s*\b[Bb]oth\s+(\p{Lu}[\p{L}.'’]+(?:\s+\p{Lu}[\p{L}.'’]+)?)\s+airports\b\.?/gu;

function bothCityAirportsDropped(text: string): string {
  return text.replace(BOTH_CITY_AIRPORTS, (whole, city: string, at: number) => {
    const rest = text.slice(0, at) + text.slice(at + whole.length);
    return new RegExp(`\\b${city.replace(/[.'’]/g, '.')}\\b`).test(rest) ? '' : whole;
  });
}

/**
 * "…? Code and count.", "…? Month and mm.", "… Percent please.", "…? code + percent": a closing
 * request, after the question's end, for the columns the answer shows anyway (the row's name or code,
 * its figure, its unit). Each word had been unknown and the question asked back. Only after a full
 * stop or question mark: "— count" or ": total" can be the measure itself.
 */
const SHAPE_WORD = String.raw`(?:origin\s*(?:[/&–-]|and)\s*dest(?:ination)?s?|origin-destination|routes?|flights|codes?|names?|(?:flight\s+)?counts?|airport(?:\s+codes?)?|city|cities|months?|dates?|days?|years?|hours?|percent(?:ages?)?|pct|%|mm|millimet(?:er|re)s|values?|figures?|numbers?|totals?|the\s+(?:count|number|figure|value|total))`;
const ANSWER_SHAPE = new RegExp(
  String.raw`([?.!])\s*(?:(?:just|only)\s+)?(?:(?:give|show|list)\s+(?:me\s+)?)?(?:as\s+an?\s+|in\s+)?(?:the\s+|its\s+)?${SHAPE_WORD}(?:\s*(?:,|and|\+|&|\/|plus)\s*(?:the\s+|its\s+)?${SHAPE_WORD})*(?:\s*,?\s*(?:please|pls|plz))?\s*[.!]*\s*$`,
  'i',
);

/** "…, one row per airport please": the rows a comparison of named places gives anyway. */
const ROW_PER_PLACE =
  /\s*[,;:—–-]?\s*\bone\s+(?:row|line|result|entry|number|value|figure)\s+(?:(?:per|for\s+each|each|a)\s+(?:airport|city|place|state|country|symbol|stock)|each|apiece)(?:\s*,?\s*(?:please|pls|plz))?(?=\s*[?.!]*\s*$)/i;
/** "…, one row per year": a breakdown by the period, said as the rows wanted (it had been dropped). */
const ROW_PER_PERIOD =
  /\s*[,;:—–-]?\s*\bone\s+(?:row|line|result|entry|number|value|figure)\s+(?:per|for\s+each|each|a)\s+(?:observation\s+|observed\s+|calendar\s+)?(year|month|quarter|day|week)(?:\s*,?\s*(?:please|pls|plz))?(?=\s*[?.!]*\s*$)/i;

export function answerShapeDropped(text: string): string {
  return text
    .replace(ANSWER_SHAPE, '$1')
    .replace(DASHED_SHAPE, '')
    .replace(ONE_ROW, '')
    .replace(ROW_PER_PLACE, ' each')
    .replace(ROW_PER_PERIOD, ' per $1');
}

/** "IBM's 2008 range: low and high close, one row.": one row is what a figure or two comes as. */
const ONE_ROW =
  /\s*[,;:—–-]?\s*\b(?:in\s+|as\s+)?(?:one|a\s+single|1)\s+(?:row|line)(?:\s*,?\s*(?:please|pls|plz))?(?=\s*[?.!]*\s*$)/i;

/** "… in 2005 — country and rate, just that one": after a dash, two or more columns the answer shows. */
const DASHED_WORD = `(?:${SHAPE_WORD}|countr(?:y|ies)|rate|avg|average|symbol|ticker|state|code)`;
const DASHED_SHAPE = new RegExp(
  String.raw`\s*[—–]\s*(?:the\s+)?${DASHED_WORD}(?:\s*(?:,|and|\+|&)\s*(?:the\s+|its\s+)?${DASHED_WORD})+(?=\s*(?:,|[.!?]|$))`,
  'i',
);

/**
 * "a scheduled time earlier than 7am", "later than 9pm": a clock time compared as "before" and
 * "after" are ("earlier" and "7am" were unknown words, asked back); "had a scheduled time" only says
 * the time compared is the schedule, which is the time the flights hold.
 */
const CLOCK = String.raw`(?=\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)\b|noon\b|midnight\b)`;
const CLOCK_COMPARED: readonly Rewrite[] = [
  [new RegExp(String.raw`\b(?:earlier|sooner)\s+than\s+${CLOCK}`, 'gi'), 'before '],
  [new RegExp(String.raw`\blater\s+than\s+${CLOCK}`, 'gi'), 'after '],
  [
    /\b(?:had|have|has|with)\s+an?\s+scheduled\s+(?:departure\s+)?time\s+(?=(?:before|after)\b)/gi,
    'scheduled ',
  ],
];

export function clockComparisons(text: string): string {
  return rewritten(text, CLOCK_COMPARED);
}

/**
 * "and four decades later?", "a decade earlier": a step of decades said in years, which the follow-up
 * reader steps by ("decades" and "later" were unknown words, asked back).
 */
const DECADES = new RegExp(
  String.raw`\b(an?|${NUMBER_WORD}|\d)\s+decades?\s+(?=(?:later|earlier|before|after|on|ago)\b)`,
  'gi',
);

export function decadesAsYears(text: string): string {
  return text.replace(
    DECADES,
    (_m, n: string) => `${10 * (AMOUNT_WORDS[n.toLowerCase()] ?? Number(n))} years `,
  );
}

/**
 * A day's high against its low: "the widest gap between high and low, and how wide was it", "did the
 * high exceed the low by more than 15 degrees". Said as the range between high and low, which the
 * difference reader takes ("widest", "wide" and "exceed" were unknown words, asked back).
 */
const HIGH = String.raw`(?:daily\s+)?(?:high|max(?:imum)?)(?:\s+temp(?:erature)?)?`;
const LOW = String.raw`(?:low|min(?:imum)?)(?:\s+temp(?:erature)?)?`;
const EXCEEDED = new RegExp(
  String.raw`\b(?:(did|does|do)\s+)?the\s+${HIGH}\s+(?:exceed(?:ed|s)?|beat|top(?:ped|s)?)\s+the\s+${LOW}\s+by\s+(more\s+than|over|at\s+least|less\s+than|under)\s+(\d+(?:\.\d+)?)(?:\s*(?:degrees|°\s*c?)\b)?`,
  'gi',
);
/** The bound after "exceed … by", as the threshold readers say it. */
const EXCEEDED_BY: Readonly<Record<string, string>> = {
  over: 'above',
  'more than': 'above',
  under: 'below',
  'less than': 'below',
  'at least': 'of at least',
};
const SPREAD = String.raw`(?=\s+(?:gap|range|spread|swing|difference)\b)`;
const HIGH_AGAINST_LOW: readonly Rewrite[] = [
  // "… was more than 12 degrees": the range's unit is the temperature's, not a field of its own.
  [
    /(range\s+between\s+high\s+and\s+low\s+(?:was\s+|is\s+|were\s+)?(?:above|below|over|under|more\s+than|less\s+than|at\s+least|at\s+most|of\s+at\s+least|of\s+at\s+most)\s+\d+(?:\.\d+)?)\s*(?:degrees|°\s*c?)(?=\W|$)/gi,
    '$1',
  ],
  [new RegExp(String.raw`\bwidest${SPREAD}`, 'gi'), 'biggest'],
  [new RegExp(String.raw`\bnarrowest${SPREAD}`, 'gi'), 'smallest'],
  [/\s*,?\s*and\s+how\s+(?:wide|big|large|narrow)\s+(?:was|is)\s+(?:it|that|the\s+gap)\b/gi, ''],
];

/** "whose high was at least 10 degrees above the low": the range between high and low, bounded. */
const ABOVE_THE_LOW = new RegExp(
  String.raw`\b(?:the\s+|its\s+)?${HIGH}\s+(was|is|were)\s+((?:at\s+least|more\s+than|over|less\s+than|under|at\s+most)\s+\d+(?:\.\d+)?)\s*(?:degrees|°\s*c?)?\s+(?:above|over|higher\s+than|warmer\s+than)\s+the\s+${LOW}`,
  'gi',
);

export function highAgainstLow(text: string): string {
  const exceeded = text.replace(EXCEEDED, (_m, aux: string | undefined, by: string, n: string) => {
    const bound = `${EXCEEDED_BY[by.toLowerCase().replace(/\s+/g, ' ')]} ${n}`;
    const range = 'the range between high and low';
    return aux ? `was ${range} ${bound}` : `${range} was ${bound}`;
  });
  const above = exceeded.replace(ABOVE_THE_LOW, 'range between high and low $1 $2');
  return rewritten(above, HIGH_AGAINST_LOW);
}

/**
 * "weekday average delay vs weekend average delay": one figure said twice, once per kind of day, is
 * the figure on weekdays against weekends, as "average delay on weekdays vs weekends" says it
 * ("weekday" before the figure was an unknown word, asked back).
 */
const DAY_KINDS_FIGURE =
  /\b(weekday|weekend)\s+([a-z][a-z ]*?)\s+(?:vs\.?|versus|compared\s+(?:to|with)|against|and)\s+(weekend|weekday)\s+\2\b/gi;

export function dayKindsCompared(text: string): string {
  return text.replace(DAY_KINDS_FIGURE, (m, a: string, figure: string, b: string) =>
    a.toLowerCase() === b.toLowerCase() ? m : `${figure} on ${a}s vs ${b}s`,
  );
}

/**
 * "two hours or more late", "90 minutes late or more": a bound said after the amount, as "at least
 * two hours late" says it before (the amount alone was read as an hour of the day, a wrong answer).
 * "2 hours or more" (digits, the bound next to the unit) and "3+ hours" are read later, by
 * trailingComparisons and plusThresholds.
 */
const AMOUNT = String.raw`(\d+(?:\.\d+)?|an?|${NUMBER_WORD})`;
const UNIT = '(hours?|hrs?|minutes?|mins?)';
const BOUND_AFTER: readonly Rewrite[] = [
  [
    new RegExp(String.raw`\b${AMOUNT}\s+${UNIT}\s+or\s+(?:more|longer)\s+(late|delayed|behind)\b`, 'gi'),
    'at least $1 $2 $3',
  ],
  [
    new RegExp(String.raw`\b${AMOUNT}\s+${UNIT}\s+(late|delayed|behind)\s+or\s+(?:more|longer)\b`, 'gi'),
    'at least $1 $2 $3',
  ],
];

export function boundAfterAmount(text: string): string {
  return rewritten(text, BOUND_AFTER);
}

/**
 * "a daily low at or below 0", "a daily max above 25": over rows that are days, "daily" before a
 * day's own figure compared with a bound only says it is the day's (it was read as a breakdown by day,
 * a wrong answer). Elsewhere it stays: "average daily high by year" names the weather's figure, and
 * "daily flights" is a count per day.
 */
const COMPARED = String.raw`(?=\s+(?:(?:at\s+or\s+)?(?:above|below|over|under|beneath)|at\s+(?:least|most)|of\s+(?:at\s+(?:least|most)|more|less)|(?:more|less|greater|higher|lower|warmer|colder)\s+than|exceed(?:ed|s|ing)?)\b)`;
const DAILY_FIGURE: readonly Rewrite[] = [
  // "a daily max above 25": "max" alone would read as "the highest"; the day's maximum is its high.
  [new RegExp(String.raw`\bdaily\s+max(?:imum)?${COMPARED}`, 'gi'), 'high'],
  [new RegExp(String.raw`\bdaily\s+min(?:imum)?${COMPARED}`, 'gi'), 'low'],
  [
    new RegExp(
      String.raw`\bdaily\s+((?:high|low|temp|temperature|precipitation|precip|rainfall|wind|windspeed)s?)${COMPARED}`,
      'gi',
    ),
    '$1',
  ],
];

export function dailyFigure(text: string): string {
  return rewritten(text, DAILY_FIGURE);
}

/** "at or below 0", "at or above 30": the bound included, as "at most" and "at least" say it. */
const AT_OR: readonly Rewrite[] = [
  [/\bat\s+or\s+(?:below|under|beneath)\b/gi, 'at most'],
  [/\bat\s+or\s+(?:above|over)\b/gi, 'at least'],
];

export function boundIncluded(text: string): string {
  return rewritten(text, AT_OR);
}

/**
 * "fertility at every observation year", "at every observation, oldest first": the data's yearly
 * rows, one per year, in time order ("observation" and "oldest" were unknown words, asked back, or
 * the one average over every year was given).
 */
const OBSERVATIONS: readonly Rewrite[] = [
  [
    /\b(?:at|for|in|across)\s+(?:every|each|all(?:\s+the)?)\s+(?:observation|data\s+point|recorded)(?:\s+years?)?s?\b/gi,
    'for every year',
  ],
  // Time order is the order a series is shown in already.
  [/\s*,?\s*\b(?:oldest|earliest)\s+(?:first|to\s+(?:newest|latest))\b/gi, ', sorted by year'],
];

export function observationsByYear(text: string): string {
  return rewritten(text, OBSERVATIONS);
}

/**
 * Words around a place that say no more than it does: "Houston, both airports," and "(either Houston
 * airport)" (a city is all its airports), "the Kahului airport on Maui" (the island the airport is
 * on), "other than Florida itself". Each was an unknown word, asked back.
 */
const PLACE_ASIDES: readonly Rewrite[] = [
  [/\s*,\s*(?:both|all|either)\s+(?:of\s+its\s+)?airports\s*,?/gi, ''],
  [/\s*\(\s*(?:both|all|either|any)\s+(?:of\s+(?:the|its)\s+)?(?:[A-Z][\w.]*\s+){0,2}airports?\s*\)/g, ''],
  [
    /\b(airport)\s+on\s+(?:the\s+)?(?:[A-Z][a-z]+\s+){0,2}(?:Island\s+)?(?=in\b|during\b|for\b|,|[?.!]|$)/g,
    '$1 ',
  ],
  [/\b(other\s+than\s+(?:[A-Z][\w.]*\s+){1,3}?)itself\b/g, '$1'],
];

export function placeAsidesDropped(text: string): string {
  return rewritten(text, PLACE_ASIDES);
}

/**
 * Everyday phrasings of what the readers already take, each said as the words they read (each had been
 * an unknown word, asked back, or read as something else). Among them: "month-by-month" (by month), "India plus
 * Pakistan" (both, added), "states receive the most of our departures" (destination states), "fell
 * under each weather label" (per label), "going by" (by), "delayed on departure" (delayed), "redo that
 * ranking" (the same ranking), "the one in third place" (the third one), "coolest" (coldest),
 * "averaged how many minutes of delay" (the average delay), "worst single delay (max minutes)" (the
 * maximum delay), "most negative delay (earliest push-back)" (the minimum delay).
 */
const COMMON_PHRASINGS: readonly Rewrite[] = [
  // "How many more flights in Q2 2001 than in Q1 2001?": the two sides of a difference set side by side
  // as "versus" sets them (difference.ts takes the difference between them).
  // "By how much did Japan's life expectancy rise from 1955 to 2005?": a rise between two periods is
  // their change (difference.ts takes it later less earlier); "how much did it rise in 2005" stays asked.
  [
    /(\bby\s+how\s+(?:many|much)\b[^?]*?\b)(?:rise|rose|risen|climb|climbed|grow|grew|grown|increase|increased)(?=\s+(?:from|between)\b)/gi,
    '$1change',
  ],
  [
    /(\bhow\s+(?:many|much)\s+(?:(?:degrees|minutes|miles|flights|days|people|years|dollars|points)\s+)?(?:more|fewer|less|higher|lower|bigger|smaller|warmer|colder|longer|shorter)\b[^?]*?)\s+than\s+(?:in\s+|during\s+|on\s+|at\s+|for\s+)?/gi,
    '$1 versus ',
  ],
  [/\b(day|week|month|quarter|year)-by-\1\b/gi, 'by $1'],
  // "the 3 days with the most precipitation", "which three days of 2015 had …": a number of days ranked
  // by a figure are that many dates, not a count of days (over daily weather "3 days … the highest
  // precipitation" had counted rows).
  [
    /(^\s*|\b(?:top|the|which|what|busiest|worst|best)\s+)(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+days\b(?=(?:\s+(?:of|in|during)\s+[\w']+(?:\s+\d{4})?)?\s+(?:with|by|had|having|that|where|when)\b)/gi,
    '$1$2 dates',
  ],
  [
    /\b([A-Z][\w.]*(?:\s+[A-Z][\w.]*)?)\s+plus\s+([A-Z][\w.]*(?:\s+[A-Z][\w.]*)?)(?=\s*[:,]|\s+(?:total|combined|together)\b)/g,
    '$1 and $2 combined',
  ],
  [
    /(?<!\b(?:destination|origin|arrival|departure)\s+)\bstates\s+(?=(?:receive[sd]?|get|gets|got|attract(?:s|ed)?|draw|draws|drew)\s+(?:the\s+)?most\b)/gi,
    'destination states ',
  ],
  [/\b(?:fell|fall|falls)\s+(?:under|into|in)\s+(?:each|every)\b/gi, 'per'],
  // "busiest Texas airport", "the quietest Ohio origin": the place said before the noun it ranks.
  [
    /\b(busiest|quietest|biggest|largest|smallest|slowest|worst|best|most\s+delayed|least\s+delayed)\s+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)((?:\p{Lu}[\w.'-]*\s+){1,2}?)((?:origin|departure|destination|arrival)\s+)?(airports?|origins?|destinations?|cit(?:y|ies))\b/gu,
    '$1 $3$4 in $2',
  ],
  // "Chicago (both O'Hare and Midway)": a bracket naming what a place already holds says nothing more.
  [/\s*\((?:both|all|incl\.?|including)\s[^)]*\)/gi, ''],
  // "How much precipitation fell in Seattle over 2013, total?": "over" a year said last is the year
  // (it had been read as a threshold above 2013); "over 2000 flights" has its noun after it.
  [
    /\bover\s+(?:the\s+course\s+of\s+)?((?:19|20)\d\d)(?=\s*(?:[,?.!;:]|$)|\s+(?:total|overall|combined|in\s+total)\b)/gi,
    'in $1',
  ],
  // "On how many days did precipitation top 20?": "top" as the verb, not a ranking.
  [/\b(did|does|do|will|would)\s+((?:\w+\s+){1,3}?)top\s+(?=\d)/gi, '$1 $2exceed '],
  // "Median daily high (temp_max)": a column's own name in brackets after the words for it.
  [/\s*\(\s*(?:temp_max|temp_min|[a-z]+_(?:max|min|avg|count|total|delay|price|distance|expect))\s*\)/g, ''],
  // "the midnight hour (00:00 to 00:59)": the clock range of the hour named before it.
  [/\s*\(\s*\d{1,2}:\d{2}\s*(?:to|-|–|through|until)\s*\d{1,2}:\d{2}\s*\)/g, ''],
  // "just give me the worst day's average": the top row of the ranking asked for.
  [
    /\bjust\s+(?:give|show|tell)\s+me\s+the\s+(worst|best|busiest|quietest|highest|lowest|top)\s+(?:one|day|hour|month|week)(?:'s)?(?:\s+(?:average|figure|value|number|count|total))?\b/gi,
    'just the $1 one',
  ],
  // "top 20 mm", "topped 30 degrees C", "above 25°C": the unit the data is in already.
  [/(\d)\s*(?:°\s*C\b|°|degrees?\s+(?:C|Celsius|centigrade)\b|C\b(?=\s|[?.!,]|$))/g, '$1 degrees'],
  // "Biggest gap between daily high and low in 2015, and the date it happened": the day it fell on,
  // ranked by that figure.
  [
    /^\s*(?:what\s+(?:was|is)\s+)?(?:the\s+)?(biggest|largest|highest|lowest|smallest|greatest|hottest|coldest|wettest|windiest|most|least)\b(.*?)\s*,?\s*(?:and|&|with)\s+(?:the|what|which|its|on\s+which|on\s+what)\s+(?:date|day)(?:\s+(?:it|that|this)\s+(?:happened|occurred|was|fell(?:\s+on)?))?\s*[?.!]*\s*$/i,
    'which day had the $1$2?',
  ],
  // "which year did China's population pass 1 billion": the verb of a threshold crossed.
  [
    /\b((?:which|what)\s+(?:year|month|day|date)\s+did\s+(?:[\w'’.-]+\s+){1,4}?)(?:first\s+)?(?:pass|cross|surpass|top|reach|hit|break|go\s+(?:over|above|past))\s+(?=\d)/gi,
    '$1first exceed ',
  ],
  // "How many flights left Phoenix late": the place said between the verb and "late".
  [
    /\b(flights|departures|planes)\s+(left|departed)\s+((?:\p{Lu}[\w.'’-]*\s+){1,3})(late|early|on\s+time)\b/gu,
    '$3$1 $2 $4',
  ],
  // "which one averaged the highest price": the average that ranks them.
  [/\baveraged\s+the\s+(highest|lowest|most|least|biggest|smallest)\s+/gi, 'had the $1 average '],
  // "how long could people in Japan expect to live in 2005": the life expectancy.
  [
    /\b[Hh]ow\s+long\s+(?:could|can|did|do|would|might|were)\s+(?:people|someone|a\s+person|residents|citizens|folks|you)\s+((?:in|of|from)\s+\p{Lu}[\w.'’-]*(?:\s+\p{Lu}[\w.'’-]*){0,3}\s+)?(?:expect\s+to\s+|be\s+expected\s+to\s+)?live\b/gu,
    'life expectancy $1',
  ],
  // ", and how many mm fell?": the amount, shown with the month that had it.
  [
    /\s*,?\s*and\s+how\s+(?:many\s+(?:mm|millimet(?:er|re)s|inches)|much(?:\s+rain)?)\s+(?:of\s+(?:rain|precipitation)\s+)?(?:fell|came\s+down|was\s+that)\s*(?=[?.!]*\s*$)/gi,
    '',
  ],
  // "both directions added together": both directions, counted once each.
  [
    /\b(both\s+directions|either\s+way|each\s+way|both\s+ways)\s*,?\s*(?:added|summed|combined|totall?ed)(?:\s+(?:together|up))?\b/gi,
    '$1',
  ],
  // "… Chicago in May 2001? Count both Chicago airports": a city holds all its airports already.
  [
    /([?.!])\s*(?:[Cc]ount(?:ing)?|[Ii]nclud(?:e|ing))\s+(?:both|all|every)\s+(?:of\s+)?(?:the\s+)?(?:\p{Lu}[\w.'’-]*\s+){0,2}airports\b[^.?!]*[.?!]?\s*$/gu,
    '$1',
  ],
  [/\b(?:move|moved|shift|shifted|develop)\s+(?=between\b|from\s+(?:19|20)\d\d)/gi, 'change '],
  // "How did China's fertility rate move between 1965 and 1985? give me both years": the two years.
  [
    /\b(?:(?:change|changed|move|moved|shift|shifted|develop|developed)\s+)?between\s+((?:19|20)\d\d)\s+and\s+((?:19|20)\d\d)\b([^?.!]*)[?.!]?\s*(?:,\s*)?(?:give\s+me\s+|show\s+(?:me\s+)?|with\s+)?(?:both|the\s+two|just\s+(?:the\s+|those\s+)?two)\s+years\b[^?.!]*/gi,
    'in $1 vs $2$3',
  ],
  // "the best monthly close Amazon ever had": the highest close (of a price, "best" is the top).
  [
    /\b(?:best|peak)\s+((?:monthly\s+|closing\s+)?(?:close|closing\s+price|share\s+price|stock\s+price))\b/gi,
    'highest $1',
  ],
  [
    /\bworst\s+((?:monthly\s+|closing\s+)?(?:close|closing\s+price|share\s+price|stock\s+price))\b/gi,
    'lowest $1',
  ],
  // "… ? Only airports with flights, obviously": the rows a ranking of flights holds anyway.
  [
    /([?.!])\s*(?:[Oo]nly|[Jj]ust)\s+(?:airports|ones|those|origins|destinations)\s+(?:with|that\s+have)\s+(?:any\s+)?(?:flights|departures|data)(?:\s*,?\s*obviously)?\s*[.!]?\s*$/gu,
    '$1',
  ],
  // "(origin → destination, flights)": the columns the answer shows, listed.
  [/\s*\((?:[a-z_]+(?:\s+[a-z_]+)?\s*(?:→|->|,|\/)\s*)+[a-z_]+(?:\s+[a-z_]+)?\)/g, ''],
  // "(children per woman)": the unit of the figure named before it.
  [/\s*\((?:children|kids|births|babies)\s+per\s+woman\)/gi, ''],
  // "New York (JFK and LaGuardia)", "(JFK or LaGuardia)": the city's airports named in brackets; the
  // city holds them.
  [
    /(\p{Lu}[\w.'’-]*(?:\s+\p{Lu}[\w.'’-]*)?)\s*\(\p{Lu}[\w.'’-]*(?:\s+\p{Lu}[\w.'’-]*){0,3}\s*(?:and|or|&|\+|,|\/)\s*\p{Lu}[\w.'’-]*(?:\s+\p{Lu}[\w.'’-]*){0,3}\s*\)/gu,
    '$1',
  ],
  // "destinations reachable nonstop from SLC": every flight of the data is nonstop.
  [/\b(reachable|reached|served)\s+(?:nonstop|non-stop|directly|direct)\s+(?=from\b)/gi, '$1 '],
  [/\b(?:nonstop|non-stop)\s+(?=(?:flights?|from|to|routes?|destinations?)\b)/gi, ''],
  // "Wettest calendar month of 2013": a month.
  // Without a year, "which calendar month" is the month of the year (tables read it so).
  [/\bcalendar\s+(month|quarter|week)(?=\s+(?:of|in)\s+(?:19|20)\d\d)/gi, '$1'],
  // "… - month and total mm?": the columns a ranking of months shows anyway ("— date and amount" asks for the day).
  [
    /\s*[-–—,]\s*(?:the\s+)?(?:month|year)\s+and\s+(?:the\s+)?(?:total\s+)?(?:mm|amount|total|precipitation|rain(?:fall)?)\s*(?=[?.!]*\s*$)/gi,
    '',
  ],
  // "now only Bush Intercontinental, leave Hobby out": "only" already leaves the rest out.
  [
    /(\bonly\s+[^,?.!]{1,60}?)\s*,\s*(?:and\s+)?(?:leave|leaving|drop|dropping|without|not|excluding|exclude|skip|skipping)\s+[^,?.!]{1,60}?(?:\s+out)?\s*(?=[?.!]*\s*$)/gi,
    '$1',
  ],
  // "stayed within the islands" (Hawaii): the caller's own state, as "within the state" says.
  [/\bwithin\s+the\s+islands\b/gi, 'within the state'],
  // "Portland, Oregon (PDX)": the airport's code says which city.
  [/\b(?:\p{Lu}[\w.'’-]*\s+){0,2}\p{Lu}[\w.'’-]*,\s*(?:\p{Lu}[\w.'’-]*\s*){1,2}\((\p{Lu}{3})\)/gu, '$1'],
  // "How many different airports did our flights reach": the destinations counted.
  [
    /\bhow\s+many\s+(?:different|distinct|unique|separate)\s+airports\s+did\s+((?:our|the|their|its)\s+)?(?:flights|departures)\s+(?:reach|go\s+to|fly\s+to|serve|land\s+at)\b/gi,
    'how many distinct destinations did $1flights have',
  ],
  // "…? code + longitude": the columns the answer shows, joined by "+" (read as "code and longitude").
  [/(\?\s*[a-z_]+)\s*\+\s*(?=[a-z_]+\s*[.!?]*\s*$)/gi, '$1 and '],
  // "during the month of May 2001": the month.
  [
    /(?<!\b(?:which|what)\s+)\b(?:the\s+)?month\s+of\s+(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/gi,
    '',
  ],
  // "the 1965 snapshot": one of the years the data was observed in.
  [/\b(?:the\s+)?((?:19|20)\d\d)\s+(?:snapshot|survey|census|edition|data\s+point)\b/gi, '$1'],
  // "Add up the population of …": the total.
  [/\badd\s+up\s+(?:all\s+)?(?:the\s+)?/gi, 'total '],
  // "late departure count", "delayed flight count": the number of those flights.
  [/\b(late|delayed)\s+(departure|flight|arrival)\s+count\b/gi, 'number of $1 $2s'],
  // "the five tech stocks": every stock the data holds, described.
  [
    /\b(?:the\s+)?(?:five|5)\s+(?:big\s+)?(?:tech(?:nology)?\s+)?(stocks|companies|tickers|symbols)\b/gi,
    'the $1',
  ],
  [/\btech(?:nology)?\s+(stocks?|compan(?:y|ies)|names|tickers)\b/gi, '$1'],
  // "from Miami (MIA) to New York JFK": a city said before its airport's code names the airport.
  [/\b(to|from|into|at|out\s+of)\s+(?:\p{Lu}[\p{Ll}.'-]+\s+){1,3}(\p{Lu}{3})\b(?!\s*\))/gu, '$1 $2'],
  // "the Q1 and Q2 averages for delays": the averages of one figure, said in the plural.
  [/\baverages\s+(for|of)\s+(?:the\s+)?([a-z_]+?)s?\b/gi, 'average $2'],
  [/\bgoing\s+by\b/gi, 'by'],
  [/\b(delayed|late)\s+(?:on|at)\s+departure\b/gi, '$1'],
  [/\bredo\s+(?:that|the|this)\s+(ranking|list|breakdown)\b/gi, 'same $1'],
  [
    /\b(?:just\s+)?(?:show\s+me\s+)?the\s+one\s+in\s+(first|second|third|fourth|fifth|\d(?:st|nd|rd|th))\s+place\b/gi,
    'just the $1 one',
  ],
  [/\b(?:coolest|chilliest)\b/gi, 'coldest'],
  // "flights had Ft. Lauderdale as their destination": the trip's end named as a role.
  [
    /\bhad\s+((?:\p{Lu}[\w.'’-]*\s+){0,2}\p{Lu}[\w.'’-]*)\s+as\s+(?:their|its|the)\s+destination\b/gu,
    'went to $1',
  ],
  [
    /\b(?:had|have|has)\s+((?:\p{Lu}[\w.'’-]*\s+){0,2}\p{Lu}[\w.'’-]*)\s+as\s+(?:their|its|the)\s+origin\b/gu,
    'left from $1',
  ],
  [/\brunning\s+(?=(?:more\s+than|over|at\s+least|\d)[^.?!]*\blate\b|late\b)/gi, ''],
  [/\s*,?\s*and\s+how\s+many\s+such\s+(?:days|flights|months|rows|airports)\b/gi, ''],
  [/\bhow\s+many\s+(?:mm|millimet(?:er|re)s)\s+of\s+(precipitation|rain(?:fall)?)\b/gi, 'how much $1'],
  [/(\p{Lu}[\w.'’-]*)\s+back\s+to\b/gu, '$1 to'],
  // "arriving in Alaska from outside Alaska", "went to airports outside Hawaii": the other side's
  // place negated, as "not from Alaska" says it (read as written it negated the named side: none).
  [/\bfrom\s+(?:airports\s+|places\s+|states\s+)?outside\s+(?:of\s+)?(?=\p{Lu})/gu, 'not from '],
  [/\bto\s+(?:airports\s+|places\s+|states\s+|destinations\s+)?outside\s+(?:of\s+)?(?=\p{Lu})/gu, 'not to '],
  // "which state got the most of our departures": where they went, as "states receive …" above.
  [
    /\b(which|what)\s+state\s+(?=(?:got|get|gets|received|receives|took|takes)\s+(?:the\s+)?most\s+(?:of\s+)?(?:our|the|their)\b)/gi,
    '$1 destination state ',
  ],
  [/\bhow\s+far\s+did\s+(.+?)\s+fly\s+in\s+total\b/gi, 'what total distance did $1 fly'],
  [/\b(?:in\s+)?each\s+(?:observed|recorded|available)\s+year\b/gi, 'in each year'],
  [
    /\b(?:the\s+)?(?:mean|average|avg)\s+of\s+(?:its|the|their)\s+monthly\s+(?:closes|closing\s+prices|prices)\b/gi,
    'the average price',
  ],
  [/\s*\(\s*monthly\s+(?:closes|closing\s+prices|prices)\s*\)/gi, ''],
  // "a delay from 1 to 15 minutes, inclusive": a span of an amount, as "between 1 and 15 minutes".
  [
    /\bfrom\s+(-?\d+(?:\.\d+)?)\s+to\s+(-?\d+(?:\.\d+)?)\s+(minutes|mins|miles|degrees)(?:\s*,?\s*(?:both\s+)?inclusive)?/gi,
    'between $1 and $2 $3',
  ],
  // "from 5pm to 9pm (17 through 20)": the hours restated as numbers say no more.
  [/((?:am|pm|noon|midnight))\s*\(\s*\d{1,2}(?:\s*(?:,|through|thru|to|-|–|and)\s*\d{1,2})+\s*\)/gi, '$1'],
  [/\baveraged\s+how\s+many\s+minutes\s+(?:of\s+)?(delay|lateness)\b/gi, 'average delay'],
  [
    /\b(?:the\s+)?(?:worst|biggest|largest|longest|highest)\s+(?:single\s+)?delay\s*\(\s*max(?:imum)?\s+(?:minutes|mins|delay)\s*\)/gi,
    'max delay',
  ],
  [
    /\b(?:the\s+)?most\s+negative\s+delay(?:\s*\(\s*(?:earliest|biggest)\s+push[- ]?back\s*\))?/gi,
    'min delay',
  ],
  // "which week day had the fewest": the day of the week (read as "per week" before).
  [/\b(which|what)\s+(?:week[\s-]?day)\b/gi, '$1 day of the week'],
  // "Seattle precip for 2013, total mm?": the unit of the total asked, said after it.
  [/\s*,\s*(?:in\s+)?(?:total\s+)?(?:mm|millimet(?:er|re)s)\s*(?=[?.!]*\s*$)/gi, ''],
  // "MSFT's all-time lowest close": the whole of the data, which an extreme covers anyway.
  [/\ball[- ]time\s+(?=(?:highest|lowest|max(?:imum)?|min(?:imum)?|best|worst)\b)/gi, ''],
  // "so far this year": this year, which the data's latest date settles.
  [/\bso\s+far\s+(?=this\s+year\b)/gi, ''],
  [/\bthis\s+year\s+so\s+far\b/gi, 'this year'],
  // "how has fertility moved from 1955 to 2005": how it changed.
  [
    /\bhow\s+(has|have|did)\s+(.{1,60}?)\s+(?:moved|shifted|evolved|developed|trended|gone)\b/gi,
    'how $1 $2 changed',
  ],
  // "how long in miles is a flight": its distance.
  [/\bhow\s+long\s+in\s+miles\s+(?:is|are|was|were)\b/gi, 'what is the distance of'],
  // "have taken off from Salt Lake City": left from.
  [/\b(?:have|has|had)\s+taken\s+off\s+(?=from\b)/gi, 'left '],
  [/\b(?:took|take|takes|taking)\s+off\s+(?=from\b)/gi, 'left '],
  // "Georgia (the country, not the US state)": the data's own country, as the value says.
  [/\s*\(\s*(?:the\s+)?country\s*,?\s*not\s+the\s+(?:us\s+|u\.s\.\s+|american\s+)?state\s*\)/gi, ''],
  // "appear as a flight origin at least once": appearing is once at least.
  [/\s+at\s+least\s+once\b/gi, ''],
  // ", with the amounts": each row shows its figure anyway.
  [/\s*,?\s*with\s+(?:the|their|its)\s+(?:amounts?|values?|figures?|totals?|counts?|numbers?)\b/gi, ''],
  // "left on time or early (delay of 0 or less)": the condition as the question defines it; "on
  // time" alone stays asked back (the data does not say whether it means a delay of 0 or of 15).
  [
    /\b(?:left\s+|departed\s+)?on\s+time\s+or\s+early\s*\(\s*(?:a\s+)?delay\s+of\s+0\s+or\s+less\s*\)/gi,
    'with a delay of 0 or less',
  ],
  // "mean delay across our state": the caller's rows are its state's.
  [/\s*\b(?:across|throughout)\s+(?:our|my)\s+(?:whole\s+|entire\s+)?state\b/gi, ''],
  // "at least 100 of our departures": the rows counted; "our" is the caller's rows already.
  [
    /\b(at\s+least|more\s+than|over|fewer\s+than|less\s+than|under)\s+(\d[\d,]*)\s+of\s+(?:our|their|the|its|my)\s+(departures|flights|arrivals|days)\b/gi,
    '$1 $2 $3',
  ],
  // "moved over the decades": the years the data has, as "over the years" says.
  [/\bover\s+the\s+(?:decades|ages)\b/gi, 'over the years'],
  // "hawaii-to-california flights": a route written as one word.
  [/\b([a-z]+)-to-([a-z]+)\b/gi, '$1 to $2'],
  // "IBM's lowest and highest monthly closes": both extremes of the one figure, said once each ("lowest"
  // alone before "and" had been read as a ranking with nothing to rank). Temperatures have their own step.
  [
    /\b(lowest|minimum|min|smallest|highest|maximum|max|largest|biggest)\s+and\s+(highest|maximum|max|largest|biggest|lowest|minimum|min|smallest)\s+((?:monthly|daily|weekly|yearly|annual)\s+)?(?!temp|the\b|of\b|ones?\b|in\b|for\b|average\b|avg\b|mean\b|total\b)([a-z]+)\b/gi,
    '$1 $3$4 and $2 $3$4',
  ],
  // "how many flights did Texas airports send to California": the state (or city) sends them; "airports"
  // after its name had left "Texas" unread. Only after "did" / "do": "which Texas airports fly to
  // Denver" asks for the airports.
  [
    /\b(did|do|does)\s+(\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?)\s+airports\s+(?=(?:send|sent|fly|flew)\b)/giu,
    '$1 $2 ',
  ],
  // "the single worst departure delay", "the single longest trip": one flight's extreme, not the worst
  // day's average ("single" had been dropped, "trip" left unread).
  [/\bsingle\s+(?:worst|longest|biggest|largest|highest)\s+(?:departure\s+)?delay\b/gi, 'maximum delay'],
  [/\bsingle\s+(?:longest|farthest|furthest)\s+(?:trip|flight|journey|route)\b/gi, 'longest flight'],
  // "the airports with the most flights taking off": departing flights ("taking" was an unknown word).
  [
    /\b(flights|planes)\s+(?:taking|that\s+took|that\s+take)\s+off\b(?!\s+(?:from|at|out)\b)/gi,
    'departing $1',
  ],
  // "what about 10pm or later?" after a count before 6am: the clock window in place of the other one
  // ("later" alone had been read as the delay, and the time dropped).
  [
    /^\s*(?:and\s+)?(?:what|how)\s+about\s+(\d{1,2}\s*(?:am|pm))\s+(?:or|and)\s+(later|earlier|after|before)\s*([?.!]*)\s*$/i,
    'and at $1 or $2$3',
  ],
  // "how about the US?" after Canada's life expectancy is that country: "in the US" stays for a data
  // set of countries to read, and is the whole of the data for one of US flights.
  [
    /^\s*(?:(?:and|what\s+about|how\s+about|ok|so|now)\s*,?\s*)*(?:for\s+|across\s+|throughout\s+|in\s+)?(?:the\s+)?(?:whole\s+|entire\s+)?(?:us|u\.s\.?)(?:\s+(?:as\s+a\s+whole|overall|then|instead))?\s*[?.!]*\s*$/i,
    'and nationwide in the US?',
  ],
  // "and across the country?", "what about nationwide?", "compared to the national average?" said
  // alone after a place's figure: the same figure with no place (it had repeated the place's).
  [
    /^\s*(?:(?:and|what\s+about|how\s+about|ok|so|now)\s*,?\s*)*(?:(?:compared\s+(?:to|with)\s+)?(?:for\s+|across\s+|throughout\s+|in\s+)?(?:the\s+)?(?:whole\s+|entire\s+)?(?:country|nation)|nationwide|nationally|(?:compared\s+(?:to|with)\s+|vs\.?\s+|versus\s+)?the\s+national\s+(?:average|figure|total|number|rate|level|picture)|(?:for\s+|at\s+)?all\s+airports)(?:\s+(?:as\s+a\s+whole|overall|then|instead))?\s*[?.!]*\s*$/i,
    'and nationwide?',
  ],
  // "the most departures across the country": the whole of the data, as "across the US" says.
  [/\b(?:across|throughout|all\s+over|around)\s+the\s+(?:country|nation)\b/gi, 'across the US'],
  // "Love Field to Hobby and back": both directions, as "between" says; "either way" says it again.
  [
    /\b((?:\p{Lu}[\w.'’-]*\s+){0,2}\p{Lu}[\w.'’-]*)\s+to\s+((?:\p{Lu}[\w.'’-]*\s+){0,2}\p{Lu}[\w.'’-]*)\s+and\s+back\b/gu,
    'between $1 and $2',
  ],
  [/(\bbetween\b.*?)\s*,?\s*\b(?:either|each|both)\s+(?:way|ways|direction|directions)\b/gi, '$1'],
  [/\s*\b(?:either|each|both)\s+(?:way|ways|direction|directions)\b(?=.*\bbetween\b)/gi, ''],
  // "the lowest Amazon ever closed": the lowest close.
  [
    /\b(highest|lowest)\s+(?!(?:it|they|that|this|she|he|we|you|the)\b)(\p{L}+)\s+(?:has\s+)?(?:ever\s+)?closed(?:\s+at)?\b/giu,
    '$1 $2 close',
  ],
  // "…, and how strong was it?": the figure the answer gives with its row anyway.
  [
    /\s*,?\s*and\s+how\s+(?:strong|high|hot|cold|wet|windy|big|large|long|far|much|bad|low|many)\s+(?:was|were|is)\s+(?:it|that|they)\b/gi,
    '',
  ],
];

/** ", grouping airports by city": how the places ranked are made. */
const GROUPING_AIRPORTS =
  /\s*,?\s*(?:grouping|grouped|combining|pooling)\s+(?:the\s+|their\s+)?airports\s+(?:by|per|into)\s+(?:their\s+)?(cit(?:y|ies)|states?)\b/gi;

/**
 * "top 3 departure cities by flights, grouping airports by city": how the cities are made, said again
 * after the question named them; dropped only where the question before it names that kind of place.
 */
/** ", percent" closing a question. */
const SHARE_UNIT = /\s*,\s*(?:in\s+)?(?:percent|percentage|%|pct)\s*(?=[?.!]*\s*$)/i;
const SHARE_ASKED = /\b(?:share|percent|percentage|proportion|fraction|rate)\b/i;

/**
 * "share of BOS flights that left early, percent": the unit of the share asked before it (the word had
 * been left over and asked back). Only after a word that asks for a share; alone it may be the ask.
 */
export function shareUnitDropped(text: string): string {
  return text.replace(SHARE_UNIT, (m: string, at: number) => (SHARE_ASKED.test(text.slice(0, at)) ? '' : m));
}

/** Words that group or rank periods, after which "the highest temperature" is a period's figure. */
const PERIODS_RANKED =
  /\b(?:which|what)\s+(?:day|date|month|year|week|season|weather|kind|type)\b|\b(?:by|per|each|every)\s+(?:day|date|month|year|week|quarter|weather)\b|\b(?:monthly|yearly|annual|average|avg|mean|typical)\b/i;
const EXTREME_TEMPERATURES: readonly Rewrite[] = [
  [/\bhow\s+(?:hot|warm)\s+(?:did|does)\s+it\s+get\b/gi, 'what was the highest daily high'],
  [/\bhow\s+(?:cold|chilly)\s+(?:did|does)\s+it\s+get\b/gi, 'what was the lowest daily low'],
  [/\bthe\s+(?:hottest|warmest)\s+it\s+got\b/gi, 'the highest daily high'],
  [/\bthe\s+(?:coldest|chilliest)\s+it\s+got\b/gi, 'the lowest daily low'],
  // "highest and lowest temperature" is read as both extremes already: left alone.
  // "max temperature" and "minimum temperature" name a column (the daily high, the daily low); only a
  // superlative picks the extreme, never with a threshold after it ("highest temperature above 30").
  [
    /(?<!\b(?:and|or|&)\s)\b(?:the\s+)?(?:highest|peak|warmest|hottest)\s+temperature\b(?!\s+(?:per|by|of\s+each|above|below|over|under|of)\b)/gi,
    'the highest daily high',
  ],
  [
    /(?<!\b(?:and|or|&)\s)\b(?:the\s+)?(?:lowest|coldest)\s+temperature\b(?!\s+(?:per|by|of\s+each|above|below|over|under|of)\b)/gi,
    'the lowest daily low',
  ],
];

/**
 * "What was the highest temperature in July 2014?", "how cold did it get in December 2013?": the one
 * extreme reading of the period (the hottest daily high, the coldest daily low). "Highest temperature"
 * had been read as the synonym "high temperature", the average of the daily highs. Not where periods
 * are grouped or ranked ("which month had the highest temperature") or an average is asked.
 */
export function extremeTemperature(text: string): string {
  return PERIODS_RANKED.test(text) ? text : rewritten(text, EXTREME_TEMPERATURES);
}

/** ", latest month in the data": the period named before it, described. */
const PERIOD_DESCRIBED =
  /\s*,?\s*(?:(?:which\s+is|i\.e\.?)\s+)?(?:the\s+)?(?:latest|last|most\s+recent|final|first|earliest)\s+(?:month|year|day|date|quarter)\s+(?:in|of)\s+the\s+(?:data(?:set)?|records?)\b/i;

/**
 * "Google share price in March 2010, latest month in the data": the words only describe the period
 * already named (they had been left over). Kept where no period is named before them: then they name it.
 */
export function periodDescribedDropped(text: string): string {
  const m = PERIOD_DESCRIBED.exec(text);
  if (!m || !/\b(?:19|20)\d\d\b/.test(text.slice(0, m.index))) return text;
  return text.slice(0, m.index) + text.slice(m.index + m[0].length);
}

/** A breakdown by weekday, or by the hour of the day, said in the question. */
const BY_WEEKDAY = /\b(?:week\s*days?|day\s+of\s+(?:the\s+)?week|days\s+of\s+the\s+week)\b/i;
const BY_HOUR =
  /\b(?:which|what|each|every|by|per)\s+(?:scheduled\s+|departure\s+)?hour\b|\bhour\s+of\s+(?:the\s+)?day\b/i;
/** "… - just give me the worst day's average": the weekday ranked, named by its noun again. */
const RANKED_DAY = /\b(worst|best|busiest|quietest|slowest|highest|lowest|top)\s+day('s|s)?\b(?!\s+of\b)/gi;
/** "…? hour and avg": the columns wanted, listed after the question. */
const COLUMNS_LISTED =
  /(\?)\s*(?:the\s+)?(?:hour|day|weekday|date|month|year|state|airport|origin|destination|city|country|symbol|stock)\s*(?:\+|&|and|,)\s*(?:the\s+|its\s+)?(?:avg|average|mean|count|total|value|number|figure|delay|price|rate)\s*[.!?]*\s*$/i;

/**
 * "average delay by weekday - just give me the worst day's average", "which scheduled hour had the
 * worst average delay? hour and avg": the part of the week or day named again, or listed as a column
 * after the question, is the same breakdown (it had added a second one: per weekday and date).
 */
export function partRestated(text: string): string {
  const listed = BY_HOUR.test(text) || BY_WEEKDAY.test(text) ? text.replace(COLUMNS_LISTED, '$1') : text;
  return BY_WEEKDAY.test(listed)
    ? listed.replace(
        RANKED_DAY,
        (_m, w: string, end?: string) => `${w} one${end === 's' ? 's' : (end ?? '')}`,
      )
    : listed;
}

export function groupingRestatedDropped(text: string): string {
  return text.replace(GROUPING_AIRPORTS, (m: string, kind: string, at: number) => {
    const named = /^cit/i.test(kind) ? /\bcit(?:y|ies)\b/i : /\bstates?\b/i;
    return named.test(text.slice(0, at)) ? '' : m;
  });
}

/** "late (over 15 min)": the threshold "late" means already, restated in brackets. */
const LATE_RESTATED = /\b(late|delayed)\s*\(\s*(?:over|more\s+than|above|>)\s*15\s*(?:min(?:ute)?s?)?\s*\)/gi;
const LATE_ROWS = /\b(that|which)\s+(were|was)\s+(?:late|delayed)\b/gi;
const AVERAGED = /\b(?:average|avg|mean|total|median|typical)\s+(?:departure\s+)?(?:delay|distance)\b/i;

/**
 * "the average delay of STL departures that were late", "for X that were late (over 15 min), what
 * was the average delay?": beside a figure of the rows, "that were late" says which rows (a delay
 * above 15 minutes), not a second figure (it had added the delayed-flight count, or replaced the
 * average with it).
 */
export function lateRowsFiltered(text: string): string {
  const restated = text.replace(LATE_RESTATED, '$1').replace(LATE_BEFORE_ROWS, '$1 $3$4 that were late');
  return AVERAGED.test(restated) ? restated.replace(LATE_ROWS, '$1 $2 more than 15 minutes late') : restated;
}

/**
 * "the average delay of late Denver departures": "late" before the rows an average is of says which
 * rows, as "Denver departures that were late" does; it had been read as a second figure (the
 * delayed-flight count beside the average of every flight).
 */
const LATE_BEFORE_ROWS =
  /\b((?:average|avg|mean|typical)\s+(?:departure\s+)?delay\s+(?:of|for|among|across|on)\s+(?:the\s+|all\s+)?)(late|delayed)\s+((?:[\w.'-]+\s+){0,3}?)(flights|departures)\b/gi;

/** An hour of the day (0 to 23) as the clock says it: 0 is 12am, 13 is 1pm. */
function clockHour(h: number): string {
  if (h > 23) return `hour ${h}`;
  return h === 0 ? '12am' : h < 12 ? `${h}am` : h === 12 ? '12pm' : `${h - 12}pm`;
}

/** "scheduled in hour 0", "at hour 13": the scheduled hour, said on the clock (the number had been dropped). */
const HOUR_NUMBER = /\b(in|at|during)\s+(?:the\s+)?hour\s+(\d{1,2})\b(?!\s*(?::|am|pm))/gi;

/** "in the midnight hour", "during the 6am hour": the hour the clock names. */
const NAMED_HOUR = /\b(?:in|during)\s+the\s+(midnight|noon|\d{1,2}\s*(?:am|pm))\s+hour\b/gi;
const NAMED_HOURS: Readonly<Record<string, string>> = { midnight: '12am', noon: '12pm' };

export function commonPhrasings(text: string): string {
  return rewritten(text, COMMON_PHRASINGS)
    .replace(HOUR_NUMBER, (_m: string, _lead: string, h: string) => `at ${clockHour(Number(h))}`)
    .replace(NAMED_HOUR, (_m: string, h: string) => `at ${NAMED_HOURS[h.toLowerCase()] ?? h}`);
}

/**
 * "Rank the months … by delayed departures, worst month first": with "rank" said, the end named
 * "first" only orders the rows; read as a superlative it cut the ranking to its top row. The end
 * that counts down is the ranking's own order; one that counts up is said as "ascending".
 */
const RANKED_FIRST =
  /\s*,?\s*\b(worst|busiest|highest|most|biggest|largest|greatest|lowest|least|fewest|smallest|quietest)(?:\s+(?:one|ones|month|months|year|years|day|days|quarter|quarters|airport|airports|state|states|city|cities|country|countries|route|routes))?\s+first\b/i;
const COUNTS_UP = new Set(['lowest', 'least', 'fewest', 'smallest', 'quietest']);

export function rankedEndFirst(text: string): string {
  if (!/\brank(?:ed|ing)?\b/i.test(text)) return text;
  return text.replace(RANKED_FIRST, (_m, end: string) =>
    COUNTS_UP.has(end.toLowerCase()) ? ' ascending' : ' descending',
  );
}

/**
 * "mean of (temp_max - temp_min)", "avg of temp_max minus temp_min": a pair's difference written
 * with its column names, which the difference reader takes as the range between high and low.
 */
const COLUMN_DIFFERENCE = /(?:\(\s*)?\b([a-z]+)_max\s*(?:-|−|minus)\s*\1_min\b(?:\s*\))?/gi;

export function columnDifference(text: string): string {
  return text.replace(COLUMN_DIFFERENCE, 'range between high and low');
}

/**
 * "total rain-labelled days in 2014", "total rain days": days of a weather label counted, as "rainy
 * days" is. "total rain" alone is the precipitation, so "total" before a label and "days" read as the
 * whole precipitation and every day's count (a wrong answer); "-labelled" only says the label is meant.
 */
const LABEL_DAYS =
  /\b(?:total|overall)\s+(?:number\s+of\s+)?(rain|rainy|snow|snowy|fog|foggy|drizzle|drizzly|sun|sunny)(?:[- ]label(?:l?ed)?)?\s+days\b/gi;

/** "sun-label days per yr", "fog-labelled days": the label's days; "-label" only says the label is meant. */
const LABELLED_DAYS = /\b(rain|snow|fog|drizzle|sun)[- ]label(?:l?ed|s)?\s+(?=(?:Seattle\s+)?days?\b)/gi;

export function labelDaysCounted(text: string): string {
  return text
    .replace(LABEL_DAYS, (_m, label: string) => `number of ${label} days`)
    .replace(LABELLED_DAYS, '$1 ');
}

/**
 * "routes with an average delay of at least 20 minutes and more than 1000 flights": a second threshold
 * joined by "and" to a first is a second condition, as "with" says (the second was left unread and the
 * rows of the first alone were given, a wrong answer).
 */
const JOINED_THRESHOLD =
  /(\d[\d,.]*\s*(?:minutes?|mins?|flights?|departures?|miles?|days?|mm|%)?)\s+and\s+(?=(?:more|fewer|less)\s+than\s+\d|(?:at\s+least|at\s+most|over|under|above|below)\s+\d)/gi;

export function thresholdsJoined(text: string): string {
  return text.replace(JOINED_THRESHOLD, '$1 with ');
}

/**
 * "30 to 60 min late", "30-60 minutes late (inclusive)", "between 2 and 3 hours late": a range of
 * lateness written with "to" or a dash is the inclusive range "between 30 and 60 minutes late", which
 * the readers take as two thresholds (the first number was read alone, or "30-60" as one word, and the
 * question was asked back). "(inclusive)" says what "between" already means and is dropped.
 */
const LATENESS_RANGE =
  /\b(?:between\s+)?(\d{1,4})\s*(?:to|-|–|and)\s*(\d{1,4})\s*(minutes?|mins?|hours?|hrs?)\s+(late|early|delayed|behind)\b(?:\s*\(?\s*inclusive\s*\)?)?/gi;
/** "delayed 30 to 60 minutes inclusive", "delayed by 30-60 min": the word of lateness first. */
const DELAYED_RANGE =
  /\b(delayed|late)\s+(?:by\s+)?(?:between\s+)?(\d{1,4})\s*(?:to|-|–|and)\s*(\d{1,4})\s*(minutes?|mins?|hours?|hrs?)\b(?:\s*\(?\s*inclusive\s*\)?)?/gi;

export function latenessRanges(text: string): string {
  return text
    .replace(
      LATENESS_RANGE,
      (_m, low: string, high: string, unit: string, word: string) =>
        `between ${low} and ${high} ${unit} ${word}`,
    )
    .replace(
      DELAYED_RANGE,
      (_m, word: string, low: string, high: string, unit: string) =>
        `between ${low} and ${high} ${unit} ${word}`,
    );
}

/**
 * "our departure total for february", "the flight total in March": the total of rows named by their
 * noun is their number, as "departure count" is (read as a sum of nothing, the noun was unknown).
 */
export function rowTotals(text: string): string {
  return text.replace(/\b(departure|arrival|flight)s?\s+total\b/gi, '$1 count');
}

/**
 * "routes out of PHX with more than 1500 flights: how many?", "delayed departures from ATL in March,
 * how many were there": the rows named first and counted after a stop, as "how many routes out of PHX
 * …" says (read in order, the rows were listed, a wrong answer). Not after a question of its own.
 */
const TRAILING_HOW_MANY =
  /^\s*(?!(?:how|what|which|who|when|where|why|is|are|was|were|do|does|did|can|could)\b)(\S.*?)\s*[:,;–—-]+\s*how\s+many(?:\s+(?:were|are|is|was)\s+there)?\s*[?.!]*\s*$/i;

export function trailingHowMany(text: string): string {
  return text.replace(TRAILING_HOW_MANY, (_m, rows: string) => `how many ${rows}`);
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY_WORD = String.raw`(sun|mon|tue|wed|thu|fri|sat)(?:day|s|sday|nesday|rsday|urday|\.)?`;
const MONTH_WORD = `(?:${MONTH_WORDS.join('|')})`;
/** Month words in lower case and capitalised, for the case-sensitive patterns. */
const MONTH_NAME_FORMS = MONTH_WORDS.flatMap((w) => [w, w[0]?.toUpperCase() + w.slice(1)]).join('|');
/** "may 25th 2001", "May 25, 2001", "the 25th of may 2001", "2001-05-25": a dated day of a year. */
const DATED_DAY = String.raw`(?:the\s+)?(?:${MONTH_WORD}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_WORD}\.?),?\s+(?:19|20)\d\d\b|\b(?:19|20)\d\d-\d\d-\d\d\b`;
const WEEKDAY_BEFORE_DATE = new RegExp(String.raw`\b${WEEKDAY_WORD},?\s+(${DATED_DAY})`, 'gi');
/** "(memorial day weekend)", "(the friday before the holiday)": an aside after a dated day that names what the day was. */
const DAY_ASIDE = new RegExp(
  String.raw`(${DATED_DAY})\s*\((?:[^()]*\b(?:day|weekend|holiday|eve|friday|monday)\b[^()]*)\)`,
  'gi',
);

/**
 * "how many departures on friday may 25th 2001 (memorial day weekend)": a weekday that is the dated
 * day's own, and an aside after the date that names the day, say no more than the date (each was an
 * unknown word and the question was asked back). A weekday that is not the date's is left for the
 * readers (asked back: the two disagree).
 */
export function datedDayRestated(text: string): string {
  const weekdayDropped = text.replace(WEEKDAY_BEFORE_DATE, (whole, weekday: string, date: string) =>
    weekdayOf(date) === weekday.toLowerCase() ? date : whole,
  );
  return weekdayDropped.replace(DAY_ASIDE, '$1');
}

/** The weekday ('mon' …) of a dated day as DATED_DAY finds it. */
function weekdayOf(date: string): string | undefined {
  const iso = /((?:19|20)\d\d)-(\d\d)-(\d\d)/.exec(date);
  const year = Number(iso?.[1] ?? /(?:19|20)\d\d/.exec(date)?.[0]);
  const month = iso ? Number(iso[2]) - 1 : monthOfWord(new RegExp(MONTH_WORD, 'i').exec(date)?.[0] ?? '');
  const day = Number(iso?.[3] ?? /\b(\d{1,2})(?:st|nd|rd|th)?\b/.exec(date)?.[1]);
  if (month === null) return undefined;
  return WEEKDAYS[new Date(Date.UTC(year, month, day)).getUTCDay()];
}

/**
 * "earliest departure (min delay)", "(most negative delay)", "longest trip (max distance)", "typical delay (median delay)": an
 * everyday superlative or "typical" phrase with the statistic it means in brackets after it; the
 * brackets say it in the data's words, which replace the phrase (read with both, the phrase's words
 * were unknown and the question was asked back).
 */
const GLOSSED_STATISTIC =
  /\b(?:the\s+)?(?:earliest|latest|longest|shortest|biggest|smallest|largest|worst|best|fastest|slowest|highest|lowest|typical|usual)(?:\s+[a-z]+){0,2}?\s*\(\s*((?:min|max|minimum|maximum|avg|average|mean|total|median|sum|most\s+negative|least|smallest|lowest|largest|highest|biggest|most\s+positive)\s+[a-z_]+)\s*\)/gi;
/** The statistic a gloss's superlative names ("most negative delay" is the minimum delay). */
const GLOSS_EXTREMES: readonly Rewrite[] = [
  [/^(?:most\s+negative|least|smallest|lowest)\s+/i, 'min '],
  [/^(?:most\s+positive|largest|highest|biggest)\s+/i, 'max '],
];

export function glossedStatistics(text: string): string {
  return text.replace(GLOSSED_STATISTIC, (_m, gloss: string) => rewritten(gloss, GLOSS_EXTREMES));
}

/**
 * "average daily max in Seattle", "mean daily min for 2013": a day's max or min with no column after it
 * is the day's high or low (read as the statistic, "average" fitted several measures and "min" asked
 * for a ranking). Before a column ("daily max delay") it stays the statistic of that column.
 */
const DAILY_EXTREME =
  /\b(average|avg|mean|typical)\s+daily\s+(max|maximum|min|minimum)\b(?=\s*(?:$|[?.!,;)]|(?:in|for|at|during|across|over|by|per|each|every|from|of)\b))/gi;

export function dailyExtremes(text: string): string {
  return text.replace(
    DAILY_EXTREME,
    (_m, mean: string, end: string) =>
      `${mean} daily ${end.toLowerCase().startsWith('max') ? 'high' : 'low'}`,
  );
}

/**
 * "our departures that stayed inside Texas", "flights from Dallas that remained within Texas": where
 * the rows' origin is named ("from", "out of") or is the caller's own ("our"), staying in a place is
 * ending the trip there, as "went to Texas" says (the share of such departures was asked back: "in
 * Texas" could have been either end). Without an origin, "flights that stayed within Arizona" keeps
 * both ends in the state (read as intrastate), and is left as written. Only before a capitalised name.
 */
// Case-sensitive on purpose: \p{Lu} under the "i" flag would match any letter. A month, capitalised
// or not, is a time after "from", not an origin.
const ORIGIN_NAMED = new RegExp(
  String.raw`\b[Oo]ur\b|\b(?:[Ff]rom|[Oo]ut\s+of|[Ll]eaving|[Dd]eparting)\s+(?!(?:${MONTH_NAME_FORMS})\b)(?:\p{Lu}|the\s+\p{Lu})`,
  'u',
);

export function stayedAsArrived(text: string): string {
  if (!ORIGIN_NAMED.test(text)) return text;
  return text.replace(
    /\b(?:stay|stays|stayed|staying|remain|remains|remained|remaining)\s+(?:in|inside|within)\s+(?=\p{Lu})/gu,
    'went to ',
  );
}

/**
 * "number of delayed SFO departures", "count of late Denver flights": a code or a name between the
 * rows' qualifier and their noun is the place they leave from (arrive at), as "delayed departures from
 * SFO" says. Read as written, the qualifier lost its noun and every departure was counted, or "late"
 * was read as the average delay (wrong answers).
 */
const QUALIFIED_PLACE_ROWS =
  /\b(delayed|late|early|on-time)\s+([A-Z]{3}|\p{Lu}[\p{Ll}.'-]+(?:\s+\p{Lu}[\p{Ll}.'-]+){0,2})\s+(departures|flights|arrivals)\b/gu;
/** Capitalised words that are times, not places ("late Monday flights", "early January departures"). */
const TIME_NAMES = new RegExp(
  `^(?:${[...MONTH_WORDS, ...'monday tuesday wednesday thursday friday saturday sunday weekend morning evening night'.split(' ')].join('|')})$`,
  'i',
);

export function qualifiedPlaceRows(text: string): string {
  return text.replace(QUALIFIED_PLACE_ROWS, (whole, how: string, place: string, rows: string) =>
    place.split(/\s+/).some((w) => TIME_NAMES.test(w))
      ? whole
      : `${how} ${rows} ${rows === 'arrivals' ? 'into' : 'from'} ${place}`,
  );
}

/**
 * "our three most-served destination airports", "the most visited cities", "highest-volume routes":
 * served, visited or flown to the most is the busiest, ranked by the number of flights (read as written, "most-served" was unknown,
 * or "most" lost its ranking and every destination was listed).
 */
export function mostServedAsBusiest(text: string): string {
  return text.replace(
    /\b(?:most[- ](?:served|visited|frequented|flown[- ]to|travell?ed[- ]to)|highest[- ](?:volume|traffic))\b/gi,
    'busiest',
  );
}

/**
 * "PDX to SEA flights", "how many LAX-JFK flights": a route written before its rows is "flights from
 * PDX to SEA". Read in place, a caller whose rows start in one state had the first code taken for a
 * second destination ("destination PDX or SEA", a wrong answer) instead of being told it cannot see
 * departures from PDX.
 */
export function routeBeforeRows(text: string): string {
  return text.replace(
    /\b([A-Z]{3})\s*(?:to|-|–|→|->)\s*([A-Z]{3})\s+(flights|departures|trips)\b/g,
    '$3 from $1 to $2',
  );
}

/**
 * "airports that never show up as a departure airport", "which ones don't appear as a destination":
 * a side the airport never takes is "have no departures" ("no arrivals"), which the readers take as
 * the airports with no flight on that side (the words were unknown and the question was asked back).
 */
const NEVER_ON_SIDE =
  /\b(?:never|don't|do\s+not|doesn't|does\s+not|didn't|did\s+not)\s+(?:show\s+up|appear|figure|feature|turn\s+up)\s+as\s+(?:an?\s+|the\s+)?(departure|origin|destination|arrival)(?:\s+(?:airports?|points?))?/gi;

export function neverOnSide(text: string): string {
  return text.replace(NEVER_ON_SIDE, (_m, side: string) =>
    /^(?:departure|origin)$/i.test(side) ? 'have no departures' : 'have no arrivals',
  );
}

/**
 * "what about the following year, 2014", "the previous month, May 2001": a relative period restated by
 * the period itself; the period named is kept (the relative words were unknown and asked back).
 */
const RELATIVE_THEN_NAMED = new RegExp(
  String.raw`\b(?:the\s+)?(?:following|next|subsequent|previous|prior|preceding)\s+(?:year|month|quarter)\s*,\s*(?=(?:19|20)\d\d\b|(?:${MONTH_WORDS.join('|')})\b|q[1-4]\b)`,
  'gi',
);

export function relativeThenNamed(text: string): string {
  return text.replace(RELATIVE_THEN_NAMED, '');
}

/**
 * "which state had the most departing flights", "flights departing in May": "departing" that only says
 * the flights are departures, with no place after it, is "departures" (read as the origin field it
 * named, it added the origin airport to the breakdown: a ranking of state and airport pairs, a wrong
 * answer). "flights departing Texas" keeps its place.
 */
export function departingFlights(text: string): string {
  return text
    .replace(/\bdeparting\s+(?:flights|departures|trips)\b/gi, 'departures')
    .replace(
      /\bflights\s+departing\b(?=\s*(?:$|[?.!,;]|(?:in|during|on|over|throughout|last|this|that|each|every|per|by)\b))/gi,
      'departures',
    );
}

/**
 * "amazon's month-end close for dec 2007", "during calendar 2012", "what does that work out to per
 * flight": words that say again what the data already is (a monthly price is the month's close, a
 * year is the calendar year) or only lead in to the figure asked; the rest is the question (each was
 * an unknown word, asked back).
 */
const SAID_AGAIN: readonly Rewrite[] = [
  [/\bmonth[- ]?end\s+(?=clos|price)/gi, ''],
  [/\bcalendar\s+(?=(?:19|20)\d\d\b)/gi, ''],
  [
    /^\s*(?:so\s+|and\s+)?what\s+(?:does|do|would)\s+(?:that|it|this)\s+(?:work|come)\s+out\s+(?:to|at)\s+/i,
    '',
  ],
];

export function saidAgainDropped(text: string): string {
  return rewritten(text, SAID_AGAIN);
}

/** "flights coming from Boston", "coming into Denver": the trip's end said with "coming". */
export function comingAsTrip(text: string): string {
  return text.replace(/\bcoming\s+(?=(?:from|out\s+of|into|in\s+to|to)\b)/gi, '');
}

/**
 * "How many flights touched down in Honolulu", "the region-5 cluster", "top 3 places our flights
 * went": everyday names for what the data calls landing, a cluster's number and the destinations
 * (each was an unknown word, asked back).
 */
const EVERYDAY_NAMES: readonly Rewrite[] = [
  [/\btouch(?:ed|es|ing)?\s+down\s+(?=in|at)\b/gi, 'landed '],
  // "what did a Microsoft share cost on average in 2005", "how much did an Amazon share cost": its price.
  [
    /\b(?:what|how\s+much)\s+did\s+(?:an?\s+|one\s+)?([\w.&'-]+)\s+(?:share|stock)\s+cost\s+on\s+average\b/gi,
    'what was the average share price of $1',
  ],
  [
    /\b(?:what|how\s+much)\s+did\s+(?:an?\s+|one\s+)?([\w.&'-]+)\s+(?:share|stock)\s+cost\b/gi,
    'what was the share price of $1',
  ],
  // "Apple's share price at the end of December 2007": a month's price in monthly data is that month's.
  [/\b(price|close|closing\s+price|value)\s+at\s+the\s+end\s+of\s+(?=(?:[A-Z][a-z]+)\s+\d{4}\b)/g, '$1 in '],
  // "at which hour were our departures the most delayed on average": the highest average delay.
  [
    /\b(?:were|was)\s+((?:our|the|its|their)\s+)?(departures|flights)\s+(?:the\s+)?most\s+delayed\s+on\s+average\b/gi,
    'had the highest average delay of $1$2',
  ],
  [/\b(?:at\s+)?which\s+hour\s+of\s+the\s+day\s+had\b/gi, 'which hour of the day had'],
  // "our top 3 departure hours": hours of the day (a contract reading "departure" as its date ranked days).
  [/\b(?:departure|scheduled|takeoff|take-off)\s+hours\b/gi, 'hours of the day'],
  [/\b(?:region|group)[- ]?(\d{1,2})\s+cluster\b/gi, 'cluster $1'],
];

/** "places our flights went", "places Denver flights went to": where the flights went, from a place said before them. */
const PLACES_WENT =
  /\b[Pp]laces\s+((?:our|the|all)\s+)?(?:(\p{Lu}[\w.']*(?:\s+\p{Lu}[\w.']*)?)\s+)?(flights|departures)\s+(?:went|go|flew|headed)(?:\s+to)?\b/gu;

/**
 * "Among routes with more than 1000 flights, which 3 have the highest average delay?": the number said
 * without its noun, which the lead names; read as "which 3 routes have … among routes with …" (the
 * number was lost and one row given).
 */
const AMONG_WHICH =
  /^\s*among\s+(?:the\s+)?([a-z]+)\s+((?:[^,?]|,(?=\d))+),\s*which\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?=(?:have|has|had|are|were|is|was|saw|show|got)\b)([^?.]*)/i;

export function amongWhichNamed(text: string): string {
  return text.replace(
    AMONG_WHICH,
    (_m, noun: string, among: string, n: string, rest: string) =>
      `which ${n} ${noun} ${rest.trim()} among ${noun} ${among.trim()}`,
  );
}

export function everydayNames(text: string): string {
  const went = text.replace(
    PLACES_WENT,
    (_m, det: string | undefined, place: string | undefined, noun: string) =>
      `destinations of ${det ?? ''}${noun}${place ? ` from ${place}` : ''}`,
  );
  return rewritten(went, EVERYDAY_NAMES);
}

/**
 * "lowest life expectancy of any country in 2005 — which one?", "the highest average delay of any
 * airport, which is it?": the extreme over the things named after "of any", with "which one" after it,
 * asks which one has it, as "which country had the lowest life expectancy" does ("country" after
 * "any" was asked back). Without "which one" it asks the figure ("the highest latitude of any
 * airport"), and is left as written.
 */
const OF_ANY =
  /^\s*(?:(?:what\s+(?:was|is)\s+)?the\s+)?(lowest|highest|largest|smallest|biggest|most|least|fewest|longest|shortest|worst|best)\s+(.+?)\s+of\s+any\s+(country|state|city|airport|stock|symbol|destination|origin|route)\b(.*?)\s*[—–,-]+\s*which\s+(?:one|is\s+it|was\s+it)\s*\??\s*$/i;

/**
 * "what was the highest average delay of any day of the week?": the extreme of a figure over groups
 * (an average, a total, a count) is the figure of the group that has it, which ranking the groups
 * answers (read as written, the contract path found no such measure and asked back).
 */
const OF_ANY_GROUP =
  /\b(?:what\s+(?:was|is|were)\s+)?the\s+(lowest|highest|largest|smallest|biggest|worst|best)\s+((?:average|avg|mean|total|number\s+of|count\s+of)\s+[a-z ]+?)\s+(?:of|for|on|in)\s+any\s+(?:single\s+)?(day\s+of\s+(?:the\s+)?week|weekday|hour(?:\s+of\s+(?:the\s+)?day)?|month|year|quarter|country|state|city|airport|stock|symbol|destination|origin|cluster)\b/i;

export function extremeOfAny(text: string): string {
  return text
    .replace(
      OF_ANY,
      (_m, end: string, what: string, noun: string, rest: string) =>
        `which ${noun} had the ${end} ${what}${rest}`,
    )
    .replace(
      OF_ANY_GROUP,
      (_m, end: string, what: string, noun: string) => `which ${noun} had the ${end} ${what}`,
    );
}

/**
 * "… in March 2001? I want to compare with ours", "…, for comparison": a closing sentence about why
 * the figure is wanted asks for nothing more (read with it, "compare" and "ours" moved a state caller's
 * question about another state's departures onto the arriving side: a wrong answer).
 */
const WHY_ASKED =
  /([.?!])\s*(?:i\s+(?:want|wanna|need|would\s+like|'d\s+like)\s+to\s+compare\b[^.?!]*|(?:just\s+)?for\s+(?:a\s+)?comparison\b[^.?!]*)[.?!]?\s*$/i;

export function whyAskedDropped(text: string): string {
  return text.replace(WHY_ASKED, '$1');
}

/** "the average trip length, in miles": how far a trip goes is its distance ("flight length" is a synonym the contract has). */
export function tripLength(text: string): string {
  return text.replace(/\b(?:trip|journey)\s+lengths?\b/gi, 'distance');
}
