/**
 * Rewrites of words as users type them quickly, each its own step (durations.ts READING_STEPS runs
 * them first, so every later step reads the words they stand for).
 */

/**
 * "wich airports …", "hwo many flights", "waht was …": a question word typed with one slip. Read
 * before, "wich" was offered as Wichita and the question asked back. Only the slips that are no word
 * of their own, and only lower case (a capitalised "Wich" may be a name).
 */
const QUESTION_WORD_SLIPS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:wich|whcih|wihch|whihc|whitch)\b/g, 'which'],
  [/\bhwo\b(?=\s+(?:many|much|often|long|big)\b)/g, 'how'],
  [/\b(?:waht|whta|wht)\b/g, 'what'],
];

export function questionWordsRespelt(text: string): string {
  return QUESTION_WORD_SLIPS.reduce((t, [pattern, word]) => t.replace(pattern, word), text);
}

/**
 * "top close for MSFT", "bottom close of each stock": the market's words for the highest and the
 * lowest closing price, not a ranking of the average close (read so, "bottom close of each stock"
 * gave every stock's average price). A number after "top" or "bottom" stays a ranking's size ("top 5
 * closes").
 */
export function extremeCloses(text: string): string {
  return text.replace(
    /\b(top|bottom)\s+(clos(?:e|es|ing\s+price|ing\s+prices))\b/gi,
    (_m, end: string, what: string) => `${end.toLowerCase() === 'top' ? 'highest' : 'lowest'} ${what}`,
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
  /[,;:]?\s*\bboth(?:\s+(?:values|numbers|figures|years|months|periods|of\s+them))?(?:\s*,?\s*(?:please|pls|plz))?\s*(?=[?.!]?\s*$)/i;

export function closingBothDropped(text: string): string {
  return /\bbetween\b/i.test(text) ? text : text.replace(CLOSING_BOTH, '');
}

/**
 * "total rain-labelled days in 2014", "total rain days": days of a weather label counted, as "rainy
 * days" is. "total rain" alone is the precipitation, so "total" before a label and "days" read as the
 * whole precipitation and every day's count (a wrong answer); "-labelled" only says the label is meant.
 */
const LABEL_DAYS =
  /\b(?:total|overall)\s+(?:number\s+of\s+)?(rain|rainy|snow|snowy|fog|foggy|drizzle|drizzly|sun|sunny)(?:[- ]label(?:l?ed)?)?\s+days\b/gi;

export function labelDaysCounted(text: string): string {
  return text.replace(LABEL_DAYS, (_m, label: string) => `number of ${label} days`);
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
