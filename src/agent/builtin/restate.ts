import { NUMBER_WORD, type Rewrite, rewritten } from './text.js';
import { MONTH_WORDS } from './time.js';

/**
 * "busiest departure hour at our airports in March 2001", then "now for June" / "same, but for june
 * 2001" / "switch the month to June 2001" / "and how many such days in 2014": a follow-up that names
 * only another period asks the question before it again for that period, with everything else kept.
 * Read as a follow-up of its own, the earlier question's shape was lost where the follow-up steps do
 * not carry it (the hour of day and the share of the SQL fallback, a threshold over raw rows, a route
 * said as "between"): the days were ranked, a count given for a share, the month asked back.
 */

const MONTH = `(?:${MONTH_WORDS.join('|')})`;
const YEAR = String.raw`(?:19|20)\d{2}`;
/** One period as a follow-up names it: a month with or without its year, a quarter, a year. */
const PERIOD = String.raw`(?:${MONTH}\.?(?:\s+(?:of\s+)?${YEAR})?|q[1-4](?:\s+${YEAR})?|${YEAR})`;

/** The words around the period that ask for it again: "and for", "now", "what about", "switch the month to". */
const LEAD = String.raw`(?:(?:and|ok|okay|now|so|then|but|also|same|what|how|about|for|in|during|over|please|pls)\s*,?\s+)*`;
const SWITCH = String.raw`(?:(?:switch|change|move|set|make)\s+(?:the\s+)?(?:month|year|quarter|period|date|it|that)\s+(?:(?:in)?to|for)\s+)?`;
const SUCH = String.raw`(?:how\s+many\s+(?:such|of\s+those|those|these)\s+(?:days|flights|departures|ones)?\s*(?:were\s+there\s+)?(?:in|for|during)\s+)?`;
const TAIL = String.raw`(?:\s*,?\s+(?:instead|then|too|please|pls|again))?`;
const ONLY_PERIOD = new RegExp(String.raw`^\s*${LEAD}${SWITCH}${SUCH}(${PERIOD})${TAIL}\s*[?.!]*\s*$`, 'i');

const PERIOD_IN_TEXT = new RegExp(String.raw`\b${PERIOD}\b`, 'gi');
const YEAR_ONLY = new RegExp(`^${YEAR}$`);
const QUARTER = /^q[1-4]/i;

/** The kind of period a phrase names (a year, a quarter, a month), whether or not its year is said. */
function kindOf(period: string): 'month' | 'quarter' | 'year' {
  if (YEAR_ONLY.test(period)) return 'year';
  return QUARTER.test(period) ? 'quarter' : 'month';
}

/**
 * The earlier question with its one period replaced by the new one, or null when it names no period
 * or several ("2012 vs 2015"), or one of another kind ("and 2015?" after "March 2014" could keep the
 * month or not: left to the follow-up steps). A month or quarter alone after one of a year ("same for
 * Q2" after "Q1 2014") keeps that year.
 */
function swapped(earlier: string, period: string): string | null {
  const found = [...earlier.matchAll(PERIOD_IN_TEXT)];
  const [old] = found;
  if (found.length !== 1 || !old || old.index === undefined) return null;
  if (kindOf(old[0]) !== kindOf(period)) return null;
  const year = /\d{4}$/.exec(old[0])?.[0];
  const dated = /\d{4}$/.test(period) || kindOf(period) === 'year';
  const put = dated || !year ? period : `${period} ${year}`;
  if (put.toLowerCase() === old[0].toLowerCase()) return null;
  return `${earlier.slice(0, old.index)}${put}${earlier.slice(old.index + old[0].length)}`;
}

/** The conversation's user messages, a follow-up naming only another period written out as the question before it. */
export function periodSwapRestated(messages: readonly string[]): string[] {
  const out: string[] = [];
  for (const [i, message] of messages.entries()) {
    const earlier = out[i - 1];
    const period = ONLY_PERIOD.exec(message)?.[1];
    const again = earlier !== undefined && period ? swapped(earlier, period.trim()) : null;
    out.push(again ?? message);
  }
  return out;
}

/** "give 2005 as well, both years", "add 2005", "and 2005 too": another period beside the one asked. */
/** "alongside it", "next to that", "one row per year": words after an added period that set it beside the first. */
const BESIDE = String.raw`as\s+well|too|also|both(?:\s+(?:years|months|quarters|periods))?|side\s+by\s+side|please|pls|(?:alongside|next\s+to|beside|with)(?:\s+(?:it|that|this|them))?|(?:(?:one\s+)?rows?\s+)?(?:per|for\s+each|each)\s+(?:year|month|quarter|period)`;
const ADDED_PERIOD = new RegExp(
  String.raw`^\s*${LEAD}(?:(?:give|show|add|include|plus|with|put|bring)\s+(?:me\s+)?(?:in\s+)?|(compare)\s+(?:it\s+|that\s+|this\s+)?(?:with|to|against)\s+)?(${PERIOD})((?:\s*,?\s+(?:${BESIDE}))*)\s*[?.!]*\s*$`,
  'i',
);
const ADDS =
  /\b(?:add|include|plus|as\s+well|too|also|both|side\s+by\s+side|alongside|next\s+to|beside|compare)\b/i;

/**
 * "AAPL average close in 2004", then "give 2005 as well, both years" / "add 2005" / "and 2005 too":
 * the earlier question asked for both periods side by side, as "2004 vs 2005" reads (one row each);
 * read as a swap, the first period's figure was dropped. Only when the earlier question names one
 * period of the same kind (a year after a year, a month after a month).
 */
export function periodAdded(messages: readonly string[]): string[] {
  return messages.map((message, i) => {
    const m = ADDED_PERIOD.exec(message);
    const earlier = messages[i - 1];
    if (!m || !earlier || !ADDS.test(message)) return message;
    // "compare with 2005" alone may ask for the change between the two (answered by the follow-up
    // steps); "compare with 2008 per year" (as "add 2008 alongside it, one row per year" is spelled)
    // asks for one row per period.
    if (m[1] && !/\b(?:per|each)\b/i.test(m[3] ?? '')) return message;
    const found = [...earlier.matchAll(PERIOD_IN_TEXT)];
    const [old] = found;
    const period = (m[2] as string).trim();
    if (found.length !== 1 || !old || old.index === undefined || kindOf(old[0]) !== kindOf(period))
      return message;
    if (old[0].toLowerCase() === period.toLowerCase()) return message;
    const end = old.index + old[0].length;
    return `${earlier.slice(0, end)} vs ${period}${earlier.slice(end)}`;
  });
}

/** "now only departures from ATL", "just SFO", "and for DFW": the caller's own rows narrowed to one airport. */
const ONE_AIRPORT =
  /^\s*(?:(?:and|ok|okay|now|so|then|but|same|please)\s*,?\s+)*(?:(?:only|just|for)\s+)+(?:(?:the\s+)?(?:departures|flights)\s+)?(?:(?:from|out\s+of|at|leaving)\s+)?([A-Z]{3})(?:\s+(?:only|instead|then|please))?\s*[?.!]*\s*$/;
/** "our departures", "our flights", "our airports": the caller's own rows as the earlier question named them. */
const OURS = /\bour\s+(?:(departures|flights)|airports?)\b/i;

/**
 * "percent of our departures that left early in March 2001", then "now only departures from ATL": the
 * earlier question asked again of that one airport's departures ("percent of departures from ATL that
 * left early in March 2001"), its share, hour of day or period kept; read as a follow-up of its own the
 * share and the month were lost. Only where the earlier question named the caller's rows as "our".
 */
export function oneAirportRestated(messages: readonly string[]): string[] {
  return messages.map((message, i) => {
    const code = ONE_AIRPORT.exec(message)?.[1];
    const earlier = messages[i - 1];
    const ours = earlier === undefined ? null : OURS.exec(earlier);
    if (!code || !earlier || !ours || earlier.match(new RegExp(OURS.source, 'gi'))?.length !== 1)
      return message;
    const named = ours[1] ? `${ours[1]} from ${code}` : code;
    return earlier.replace(OURS, named);
  });
}

/** "include drizzle days as well", "add fog days too", "and drizzle ones too, in one number": another label of the same rows. */
const WIDENED_TRAIL = String.raw`as\s+well|too|also|to\s+(?:(?:that|it|this|those|them)(?:\s+(?:total|count|number|figure|tally|sum))?|the\s+(?:total|count|number|figure|tally|sum))|(?:in|into)\s+(?:that|the|one)\s+(?:total|number|count|figure)|together|combined|(?:in\s+|together\s+)?with\s+(?:them|those|these|that|it)|in`;
const WIDENED = new RegExp(
  String.raw`^\s*(?:(?:and|ok|okay|now|so|then|but|please)\s*,?\s+)*(?:(?:include|including|add|plus|count|also\s+count|with|lump|throw|fold|toss|put|mix)\s+(?:in\s+)?)?(?:the\s+)?([a-z][a-z-]*)\s+(days|ones|flights)\b(?:\s+(?:${WIDENED_TRAIL}))*\s*,?\s*(?:(?:${WIDENED_TRAIL})\s*)*(?:,?\s*please)?[?.!]*\s*$`,
  'i',
);
/** Words before "days" that count or point rather than label ("how many days", "those days"). */
const NOT_LABELS = new Set(
  'many much of the a number total count all our my no any some those these such same other more most few which what'.split(
    ' ',
  ),
);
/** A word that says to add, which a plain "and X days?" (a swap, not an addition) lacks ("count the fog days in with them"). */
const ADDING =
  /\b(?:include|including|add|plus|too|as\s+well|also|combined|together|one\s+(?:total|number|count)|with\s+(?:them|those|these)|(?:days|ones|flights)\s+in(?:to)?|fold|lump)\b/i;

/**
 * "number of rainy days in Seattle in 2014", then "include drizzle days as well" / "add fog days too":
 * the rows of either label counted as one total, said as "rainy or drizzle days" in the earlier
 * question, which the readers take as one figure over both values (read alone, "include" was unknown
 * and the days were asked back, or counted by label). Only when the earlier question named its rows
 * by one word before the same noun ("rainy days"), and the follow-up says it adds.
 */
export function labelsWidened(messages: readonly string[]): string[] {
  return messages.map((message, i) => {
    const m = WIDENED.exec(message);
    const earlier = messages[i - 1];
    if (!m || !earlier || !ADDING.test(message) || NOT_LABELS.has((m[1] as string).toLowerCase()))
      return message;
    const [label, noun] = [m[1] as string, (m[2] as string).toLowerCase()];
    const nouns = noun === 'ones' ? 'days|flights' : noun;
    // "How many days were sunny …?": the label said after its noun, widened where it stands.
    // "How many days in 2013 were sunny …?": a period may stand between the noun and its label.
    const after = new RegExp(
      String.raw`\b(${nouns})\s+((?:in|during)\s+\S+\s+)?(were|was)\s+([a-z][a-z-]*)\b`,
      'i',
    );
    const said = after.exec(earlier);
    if (said && !NOT_LABELS.has((said[4] as string).toLowerCase()))
      return earlier.replace(after, `$1 $2$3 $4 or ${label}`);
    const before = new RegExp(String.raw`\b([a-z][a-z-]*)\s+(${nouns})\b`, 'i');
    const old = before.exec(earlier);
    const was = old?.[1]?.toLowerCase() ?? '';
    if (!old || NOT_LABELS.has(was) || was === label.toLowerCase()) return message;
    return earlier.replace(before, `$1 or ${label} $2`);
  });
}

/** "40 years later?", "two months earlier": a bare step of the period, which reads as a follow-up with "and". */
const BARE_STEP = new RegExp(
  String.raw`^\s*(?:\d{1,3}|an?|${NUMBER_WORD})\s+(?:years?|months?|quarters?|decades?)\s+(?:later|earlier|before|after|on)\s*[?.!]*\s*$`,
  'i',
);
const ASKED_AGAIN =
  /^\s*(?:and\s+)?(?:how|what)\s+(?:big|large|high|many|much|long)?\s*(?:was|were|is)\s+(?:it|they|that|this)\s+/i;
/** "which of the two was higher?", "which one is smaller": a comparative asked of the rows shown. */
const WHICH_COMPARED =
  /\bwhich(\s+(?:of\s+(?:the\s+two|them|those|these|the\s+(?:two|2)\s+\w+)|one))?\s+(was|is|had|has|were|are)\s+(?:the\s+)?(higher|bigger|larger|greater|more|busier|pricier|hotter|warmer|wetter|rainier|windier|longer|lower|smaller|less|fewer|quieter|cheaper|colder|drier|shorter)\b/i;
const COUNTS_DOWN = new Set([
  'lower',
  'smaller',
  'less',
  'fewer',
  'quieter',
  'cheaper',
  'colder',
  'drier',
  'shorter',
]);
/** "and for MSFT?", "what about Denver?": the same question for another value. */
const VALUE_SWAPPED =
  /^\s*(?:(?:and|ok|so)\s+)?(?:what\s+about\s+|how\s+about\s+)?(?:for\s+)?((?:[\w'’.-]+\s*){1,3}?)\s*\??\s*$/i;

/**
 * "average AAPL price in 2007", "and for MSFT?", then "which of the two was higher?": the two values
 * side by side ("how does that compare with MSFT?"), the higher ranked first; a comparative asked of
 * rows shown is their superlative ("which one was the highest"). "Higher" had been an unknown word.
 */
export function comparedPair(messages: readonly string[]): string[] {
  const last = messages.at(-1) ?? '';
  const m = messages.length > 1 ? WHICH_COMPARED.exec(last) : null;
  if (!m) return [...messages];
  const end = COUNTS_DOWN.has((m[3] as string).toLowerCase()) ? 'lowest' : 'highest';
  const asked = last.replace(WHICH_COMPARED, `which one ${m[2]} the ${end}`);
  const before = messages.length > 2 ? VALUE_SWAPPED.exec(messages.at(-2) ?? '') : null;
  const swapped = before
    ? [`how does that compare with ${(before[1] as string).trim()}?`]
    : messages.slice(-2, -1);
  return [...messages.slice(0, -2), ...swapped, asked];
}

/** "and which state came second?", "the runner-up?": the rank after the one shown. */
const CAME_SECOND =
  /^\s*(?:(?:and|ok|okay|now|so|then)\s*,?\s+)*(?:(?:which|what|who)\s+(?:\w+\s+)?(?:came|was|is|finished|ranked)\s+(?:in\s+)?second(?:\s+place)?|(?:and\s+)?(?:the\s+)?runner[- ]up|(?:the\s+)?second[- ]place\s+one)\s*[?.!]*\s*$/i;

/**
 * Follow-ups said without the words that mark them: a bare step ("40 years later?") and the rank after
 * a top one ("and which state came second?", "the runner-up?"); read as the follow-ups the readers
 * know ("and 40 years later?", "and the next one?"; "and the second one?" after a ranking of several
 * rows, where the next one would be the rank after the last shown). Alone, the step was a top 40 of
 * years of another data set, and "second" was dropped (the first row given again).
 */
export function bareFollowUps(messages: readonly string[]): string[] {
  return messages.map((m, i) => {
    if (i === 0) return m;
    // "how big was it fifty years earlier?": the figure asked again, then the step.
    const step = m.replace(ASKED_AGAIN, '');
    if (BARE_STEP.test(step)) return `and ${step.trim()}`;
    if (!CAME_SECOND.test(m)) return m;
    // After a ranking of several rows ("top 3 states …") the second is one of those shown.
    return SEVERAL_RANKED.test(messages[i - 1] ?? '') ? 'and the second one?' : 'and the next one?';
  });
}

/** "top 3 …", "the 5 busiest …", "first ten": a ranking of more than one row asked for. */
const SEVERAL_RANKED =
  /\b(?:(?:top|first|bottom|last)\s+(?:[2-9]|\d\d+|two|three|four|five|six|seven|eight|nine|ten)|(?:[2-9]|\d\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:busiest|biggest|largest|highest|lowest|most|least|worst|best|quietest|smallest))\b/i;

/**
 * Follow-ups said in everyday words for what the readers know: "knock off the first one" / "forget the
 * #1" is "skip the first one", "show me #2 and #3" is "give me the next two", "add the fog days onto
 * that" is "to that", "redo that for 2000" is "same for 2000",
 * "split that into the four quarters" is "by quarter". Each had an unknown word and was asked back.
 */
const FOLLOW_UP_PHRASINGS: readonly Rewrite[] = [
  [
    /\b(?:knock|take|leave|cross|chop)\s+off\s+the\s+(?:first|top|#\s?1)(?:\s+one)?\b/gi,
    'skip the first one',
  ],
  [
    /\b(?:forget|drop|ignore|remove|exclude|lose|skip)\s+(?:about\s+)?(?:the\s+)?(?:#\s?1|no\.?\s?1|number\s+one|first\s+one|top\s+one|leader|first|top)\b(?!\s+(?:two|three|four|five|\d|few|couple|several|ones))/gi,
    'skip the first one',
  ],
  // "the average delay for that state in that month" after "which state had the most departures": the
  // one row shown, as "that one" points at it ("state" had been read over a data set without states).
  [
    /\b(for|of|at|in|from|to)\s+that\s+(?:state|airport|city|country|stock|symbol|company|ticker|destination|origin)\b/gi,
    '$1 that one',
  ],
  [/\bthat\s+(?:state|airport|city|country|stock|symbol|company|ticker)(['’]s)\b/gi, 'that one$1'],
  // "how many flights is that average based on?": the rows behind the figure just given.
  [
    /\bhow\s+many\s+(flights|days|rows|records|departures)\s+(?:is|was|are|were)\s+(?:that|this|the)(?:\s+(?:average|figure|number|mean|answer|result))?\s+(?:based\s+on|computed\s+(?:from|over)|taken\s+over|from)\s*([?.!]*)\s*$/gi,
    'how many $1 is that$2',
  ],
  // "leave out Denver's #1 destination", "leave out the top one": the first row shown, said with its noun.
  [
    /\b(?:(?:leave|leaving|take|cut)\s+out|excluding|without)\s+(?:the\s+|\p{Lu}[\w.'’-]*['’]s\s+)?(?:#\s?1|no\.?\s?1|number\s+one|first|top)(?:\s+(?:one|destination|origin|airport|state|city|route|month|day|year|stock|country))?\b/giu,
    'skip the first one',
  ],
  // "and how many by 2005?": the figure asked again for another period (read alone, it asked which).
  [
    /^(\s*(?:(?:and|so|ok|okay|then)\s*,?\s+)*)how\s+(?:many|much)\s+(?=(?:by|in|for|during|as\s+of)\s+(?:(?:19|20)\d\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4])\b)/gi,
    '$1',
  ],
  [/\bleave\s+(?:the\s+)?(?:first|top|#\s?1|leader|winner)(?:\s+one)?\s+out\b/gi, 'skip the first one'],
  [/\bflip\s+(it|that|this)\s+(?:a)?round\b/gi, 'turn $1 around'],
  // "count only the Midway ones": the rows shown before, narrowed (read alone, it lost their route).
  [/^\s*(?:count|show|list|give\s+me)\s+(?=(?:only|just)\s+the\b)/gi, ''],
  [
    /\bsplit\s+(?:that|it|this|those|these|them)(?:\s+[a-z]+){0,3}?\s+(?:up\s+)?(?:by|into|per)\s+(?:the\s+)?(?:four\s+|4\s+|twelve\s+|12\s+)?(quarter|month|year|week|day)s?(?:\s+of\s+(?:19|20)\d\d)?\b/gi,
    'by $1',
  ],
  [/\bonto\s+(?=(?:that|it|this|those)\b)/gi, 'to '],
  // "a month later", "two days earlier": "later" and "earlier" are also words of delay (the measure
  // had become the average delay); "after" and "before" step the same way.
  [
    new RegExp(
      String.raw`\b((?:an?|one|\d{1,3}|${NUMBER_WORD})\s+(?:days?|weeks?|months?|quarters?|years?))\s+later\b`,
      'gi',
    ),
    '$1 after',
  ],
  [
    new RegExp(
      String.raw`\b((?:an?|one|\d{1,3}|${NUMBER_WORD})\s+(?:days?|weeks?|months?|quarters?|years?))\s+earlier\b`,
      'gi',
    ),
    '$1 before',
  ],
  [
    /\b(?:redo|repeat|rerun|re-run|run|do)\s+(?:that|it|this|the\s+same)(?:\s+(?:top|bottom)\s+\d+|\s+(?:ranking|list|breakdown|query))?(?:\s+again)?\s+(?=for\b)/gi,
    'same ',
  ],
  // "what are the next two" after the first was dropped: the ranks kept.
  [/\bwhat\s+(?:are|were|about)\s+the\s+next\s+/gi, 'show me the next '],
  // "twelve months on from there": that much later.
  [
    /\b((?:an?|one|\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:days?|weeks?|months?|quarters?|years?))\s+on(?:\s+from\s+(?:there|then|that|it))?(?=\s*(?:[?.!,]|$))/gi,
    '$1 later',
  ],
  // "ok now LAX back up to SFO": the way back, said with "back".
  [/\b(\p{Lu}{3}|\p{Lu}[\p{Ll}]+)\s+back\s+(?:(?:up|down|over|across)\s+)?to\b/gu, '$1 to'],
  // "and if I count the fog days too?": those rows added.
  [
    /\b(?:and\s+)?if\s+(?:I|we|you)\s+(?:count|include|add|throw\s+in)\s+(?:the\s+)?(.+?)\s+(?:too|as\s+well|also)\b/gi,
    'add the $1 to that',
  ],
  // "what did that cluster average look like by 2005?": the figure just given, pointed at.
  [
    /\b(?:that|this|the\s+same)\s+(?:cluster|country|state|airport|city|stock|symbol|route|group)(?:'s)?\s+(?:average|figure|number|total|count|value|rate)\b/gi,
    'it',
  ],
  // "ok only the #1 destination": the first row of the ranking shown, named by its noun.
  [
    /\b(just|only)\s+(?:(?:keep|show|give\s+me)\s+)?(?:the\s+)?(?:#\s?1|no\.?\s?1|number\s+one|top)\s+(?:destination|origin|state|airport|city|country|stock|symbol|route|month|year|day|week|quarter)s?\b/gi,
    '$1 the top one',
  ],
  // "now show that for each of those three months", "each of the three months separately": by month.
  [
    /\b(?:for\s+)?each\s+of\s+(?:the|those|these)\s+(?:(?:two|three|four|six|twelve|\d+)\s+)?(month|quarter|year)s\b(?:\s+separately)?/gi,
    'by $1',
  ],
  // "and which one led in 2009?": the same ranking, for another period.
  [
    /\b(?:and\s+)?which\s+(?:one\s+|stock\s+|ticker\s+|symbol\s+|country\s+|airport\s+|state\s+|city\s+)?(?:led|topped(?:\s+(?:it|the\s+list))?|won|came\s+(?:out\s+)?(?:on\s+)?top)\b/gi,
    'and',
  ],
  // "now the 80th percentile instead of the median": the new part, said with the one it replaces.
  [/\binstead\s+of\s+(?:the\s+|a\s+|an\s+)?[\w\s'-]{1,30}?(?=\s*(?:[?.!,;]|$))/gi, 'instead'],
  // "jump ahead to 1990", "skip forward to March", "go back to 2012": the same question for that period.
  [
    new RegExp(
      String.raw`\b(?:jump|skip|move|fast[- ]?forward|go|roll|step|wind|rewind|flip)\s+(?:(?:ahead|forward|back|backward|backwards|on|over)\s+)?to\s+(?=(?:19|20)\d\d\b|${MONTH}|q[1-4]\b)`,
      'gi',
    ),
    'same for ',
  ],
  // "and to California airports?", "now only airports in Texas": the state itself, as the follow-up
  // steps read a place (the word "airports" was left over).
  [/\b(?:the\s+)?airports\s+(?:in|of)\s+(?=\p{Lu})/gu, ''],
  [/\b(\p{Lu}[\p{L}.]+(?:\s+\p{Lu}[\p{L}.]+)?)['’]?s?\s+airports\b/gu, '$1'],
  // "only airports in Texas, still June": the period kept, said again.
  [new RegExp(String.raw`\s*,?\s*\b(?:still|again)\s+(?:in\s+|for\s+)?(?:${PERIOD})\b`, 'gi'), ''],
  // "same count, but for the first half": the figure just given, not the count of rows.
  [
    /^(\s*(?:(?:and|ok|okay|now|so|then)\s*,?\s+)*)same\s+(?:count|number|figure|measure|metric|stat|statistic|thing|question|query)\b/gi,
    '$1same',
  ],
  // "break that down by destination state and keep the top 3": the ranking asked, cut to that many.
  [
    /(?:\s*,)?\s+(?:and\s+)?(?:keep|keeping)\s+(?:only\s+|just\s+)?(?:the\s+)?(?=(?:top|bottom|first|last)\s+(?:\d|two|three|four|five|ten)\b)/gi,
    ', ',
  ],
  // "cut that to just the top 2", "trim it down to the first 3": the ranking shown, shorter.
  [
    /\b(?:cut|trim|narrow|shorten|limit)\s+(?:that|it|this|the\s+list|them)\s+(?:down\s+)?to\s+(?:just\s+|only\s+)?(?:the\s+)?(top|first|bottom)\s+/gi,
    'just the $1 ',
  ],
];

export function followUpPhrasings(messages: readonly string[]): string[] {
  return messages.map((m, i) => (i === 0 ? m : ranksKept(scopeChanged(rewritten(m, FOLLOW_UP_PHRASINGS)))));
}

/**
 * "narrow that to Hobby by itself", "cut it down to just the Midway ones": the rows shown, kept to the
 * ones named ("only Hobby", read by the follow-up steps as a narrowing filter).
 */
const NARROWED =
  /\b(?:narrow|restrict|limit|filter|pare|cut)\s+(?:(?:it|that|this|those|them|these|the\s+(?:list|results?|answer|figure|number|count|query))\s+)?(?:down\s+)?(?:to|for)\s+(?:just\s+|only\s+)?(?!(?:the\s+)?(?:top|first|bottom|last)\b)(.+?)(?:,?\s+(?:by\s+(?:itself|themselves)|alone|only|on\s+(?:its|their)\s+own))?(\s*[?.!]*)$/i;
/**
 * "widen that out to all of 2014", "stretch it over the first half of the year", "extend the window to
 * anything before 9am": the same question over the larger scope named, as "same for …" asks it.
 */
const SCOPE_WIDENED =
  /\b(?:widen|broaden|expand|stretch|extend|open|grow)\s+(?:(?:it|that|this|those|them|the\s+(?:\w+\s+)?(?:window|range|period|timeframe|span|search|filter|cutoff|threshold|count|figure|question|query))\s+)?(?:(?:out|up|back)\s+)?(?:to|over|across|through|thru|until|till|into)\s+(?:cover\s+)?(?:(?:anything|everything|all\s+(?:flights|departures|days))\s+(?=(?:before|after|above|below|over|under|earlier|later|from|in)\b))?/i;

function scopeChanged(message: string): string {
  const narrowed = message.replace(NARROWED, 'only $1$2');
  return narrowed !== message ? narrowed : message.replace(SCOPE_WIDENED, 'for ');
}

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
/**
 * A rank as said: "#2", "2nd", "second", or a bare number after "numbers" / "ranks" / "places". Never
 * periods ("the second and third quarters") nor days of a month ("June 2nd and 3rd").
 */
const RANK = String.raw`(#\s?\d{1,2}|\d{1,2}(?:st|nd|rd|th)?|${ORDINAL_WORDS.join('|')})`;
const RANKS_KEPT = new RegExp(
  String.raw`(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)\b(?:(?:show|give|list)\s+(?:me\s+)?|i\s+(?:only\s+|just\s+)?want\s+|just\s+|only\s+)?(?:the\s+)?((?:ranks?|places?|positions?|numbers?|nos?\.?)\s+)?${RANK}\s+(?:and|&|through|thru|to|-)\s+(?:the\s+)?${RANK}(?!\s*(?:quarters?|halves|half|months?|weeks?|days?|years?|hours?|percentiles?|of\b))(?:\s+(?:ones?|places?|spots?))?`,
  'gi',
);
/** The number of a rank as said; bare numbers only when `said` (a word naming ranks came before). */
function rankOf(text: string, said: boolean): number | null {
  if (/^\d+$/.test(text) && !said) return null;
  const digits = /\d+/.exec(text)?.[0];
  return digits ? Number(digits) : ORDINAL_WORDS.indexOf(text.toLowerCase()) + 1 || null;
}

/**
 * "just give me #2 and #3", "the 2nd and 3rd", "numbers 2 through 4": ranks after the first, said by
 * their numbers. Read as the rows left out from the top and those kept after them (picked.ts), however
 * many the ranking showed ("the next two" after a top three would have shown ranks 4 and 5). A bare
 * number counts as a rank only after a word that says so ("numbers 2 and 3"), not in "2 and 3 March".
 */
function ranksKept(message: string): string {
  return message
    .replace(RANKS_KEPT, (whole, said: string | undefined, a: string, b: string) => {
      const from = rankOf(a, !!said);
      const to = rankOf(b, true);
      if (from === null || to === null || from < 2 || to < from) return whole;
      return `skip the first ${from === 2 ? 'one' : from - 1}, show numbers ${from} and ${to}`;
    })
    .replace(SKIPPED_TWICE, '');
}
/** "leave the leader out, just give me #2 and #3": the first one left out, said twice. */
const SKIPPED_TWICE =
  /(?<=skip the first one)[,\s]+(?:and\s+)?(?:just\s+|only\s+)?(?=skip the first one\b)skip the first one/gi;

/** "just the top one", "only the first one please", "only the leader": the ranking shown cut to its first row. */
const TOP_ONE =
  /^\s*(?:(?:ok|okay|now|and|so|then)\s*,?\s+)*(?:just|only)\s+(?:(?:show|give|list)\s+(?:me\s+)?)?the\s+(?:(?:top|first|best|#1)\s+one|leader|winner|top\s+spot)(?:\s+(?:please|pls|then))?\s*[?.!]*\s*$/i;

/**
 * "top 3 of our airports by delayed flights", then "just the top one": the same ranking with one row
 * ("just the top 1", as "just the first three" is read), its place and figure both shown; read as a
 * pointer at the row ("its delay", "the top one's delay") it gave the figure without the place.
 */
export function topOneTrimmed(messages: readonly string[]): string[] {
  return messages.map((m, i) => (i > 0 && TOP_ONE.test(m) ? 'just the top 1' : m));
}

/** "highest monthly close", "lowest monthly price": an extreme of the monthly prices the data holds. */
const EXTREME_MONTHLY =
  /\b(highest|lowest|top|bottom|max(?:imum)?|min(?:imum)?|peak|best|worst)\s+monthly\s+(?=close|closing|price)/gi;

/**
 * "msft highest monthly close in 2004": over monthly prices every close is a month's, so "monthly" says
 * what one value is and the answer is the one highest close (read as written it gave the series of
 * months, and "its lowest close that year?" after it pointed at several rows).
 */
export function extremeOfMonthly(text: string): string {
  // "which stock sank to the lowest monthly close?": a ranking of months, whose row names the month.
  return /\b(?:which|when|what\s+month)\b/i.test(text) ? text : text.replace(EXTREME_MONTHLY, '$1 ');
}

/** "total miles flown", then "and the average per flight?": an average is per flight already. */
const PER_FLIGHT = /\s*\b(?:per|a|each|by)\s+(?:flight|departure)\b(?=\s*(?:on\s+average\b|[?.!,]|$))/gi;
const AVERAGE = /\b(?:average|avg|mean|on\s+average)\b/i;

/**
 * "and the average per flight?", "and per flight on average?" after a total of a column: the average
 * of the same column ("per flight" said that an average is taken over flights, which every average of
 * the flights is); read as written, "per flight" named a second measure and the average was asked back.
 */
export function perFlightDropped(messages: readonly string[]): string[] {
  return messages.map((m) => (AVERAGE.test(m) ? m.replace(PER_FLIGHT, '') : m));
}

const PERIOD_GROUP = String.raw`((?:${MONTH}\.?\s+)?${YEAR}|q[1-4]\s+${YEAR})`;
/** "compare AAPL's average price in 2003 with 2007": the comparison opened before the periods, closed by "with". */
const COMPARE_WITH = new RegExp(
  String.raw`\b(compare|comparing)\b([^.?!]{0,80}?)\b(?:in|for|during)\s+${PERIOD_GROUP}\s+(?:with|to|and|against)\s+(?:(?:in|for)\s+)?${PERIOD_GROUP}\b`,
  'i',
);
/** "IBM close in jan 2000 and in jan 2010", "in 1960 and again in 2000": two dated periods each with its own "in". */
const AND_IN = new RegExp(
  String.raw`\b(?:in|for)\s+${PERIOD_GROUP}\s+and\s+(?:(?:again|also)\s+)?(?:in|for)\s+${PERIOD_GROUP}\b`,
  'i',
);

/**
 * Two dated periods of one question said as "compare … in 2003 with 2007" or "in jan 2000 and in jan
 * 2010": written "2003 vs 2007", which the readers take as the two periods side by side, one row each
 * (read as written, the second period was dropped or a word was left unknown). Each period carries its
 * year, so neither is a range's end; so does "compare Q1 and Q2 2001" (it had been read as one range,
 * "and" as "to").
 */
/** "Compare Q1 and Q2 2001 …", "compare our Q1 and Q2 delays": two periods right after "compare", a year said once after both. */
const COMPARE_BARE = new RegExp(
  String.raw`\b(?:compare|comparing)\s+(?:(?:the|our|my)\s+)?(q[1-4]|${MONTH})\s+(?:and|with|to|against)\s+(?:the\s+)?(q[1-4]|${MONTH})((?:\s+${YEAR})?)\b`,
  'i',
);

export function twoPeriodsSaid(text: string): string {
  return text
    .replace(COMPARE_BARE, '$1 vs $2$3')
    .replace(
      COMPARE_WITH,
      (_all, _verb: string, mid: string, a: string, b: string) => `${mid.trim()} ${a} vs ${b}`,
    )
    .replace(AND_IN, (_all, a: string, b: string) => `${a} vs ${b}`);
}

/** "per flight?", "and per departure?", "what's that per flight": a total shown, asked again per row. */
const PER_ROW_ONLY =
  /^\s*(?:(?:and|so|ok|okay|now)\s*,?\s+)*(?:(?:what'?s|what\s+is)\s+(?:that|it|this)\s+|(?:the\s+)?(?:average|averaged|avg|mean)\s+|on\s+average\s+)?per\s+(flight|departure|trip|arrival)(?:\s*,?\s*(?:how\s+(?:many|much)\s+(?:miles|minutes)?\s*(?:is|was)\s+(?:that|it)|then|please|pls))?\s*[?.!]*\s*$/i;

/**
 * "total distance flown out of Tucson", then "per flight?": the total divided by its rows is the
 * average per flight, as "per flight on average?" asks (read alone, the total was given again).
 */
export function perRowAveraged(messages: readonly string[]): string[] {
  return messages.map((m, i) =>
    i > 0 && PER_ROW_ONLY.test(m) ? `and per ${PER_ROW_ONLY.exec(m)?.[1] ?? 'flight'} on average?` : m,
  );
}
