import { notationSpelled } from './notation.js';
import {
  bareFollowUps,
  comparedPair,
  extremeOfMonthly,
  followUpPhrasings,
  labelsWidened,
  oneAirportRestated,
  perFlightDropped,
  periodAdded,
  periodSwapRestated,
  perRowAveraged,
  topOneTrimmed,
  twoPeriodsSaid,
} from './restate.js';
import { MONTH_WORDS } from './time.js';

/**
 * Follow-up wordings said in other words than the readers take: a comparison said as "next to" or
 * "stack up against", a change of the figure shown said as "make that …", and chat shorthand. Each is
 * rewritten to the words the planner already reads ("compare with", "instead", "how", "ok").
 */

/** "how does that stack up against Orlando?", "stacks up to IBM": set beside, as "compare with" does. */
const STACKED_UP =
  /\b(?:how\s+(?:does|do|did|would)\s+(?:that|it|this|those|these|they)\s+)?stack(?:s|ed)?\s+up\s+(?:against|to|with|vs\.?|versus|next\s+to)\s+(?=\S)/gi;
/** "put that next to 2005", "set it beside Denver", "line that up against 2000": beside another. */
const PUT_BESIDE =
  /\b(?:(?:put|place|set|show)\s+(?:that|it|this|those|these|them)\s+(?:next\s+to|beside|alongside|side\s+by\s+side\s+with)|line\s+(?:that|it|this|those|them)\s+up\s+(?:against|with|next\s+to|beside))\s+(?=\S)/gi;
/** "and next to Apple?": beside another value ("next to each other" is side by side, left as written). */
const NEXT_TO = /\b(?:next\s+to|alongside)\s+(?!each\s+other\b|one\s+another\b)(?=\S)/gi;
/** "put April 2014 next to it", "show Denver beside that": the other thing first, then what was shown. */
const PUT_OTHER_BESIDE =
  /\b(?:put|place|set|show|add|stack)\s+(\S(?:.{0,40}?\S)?)\s+(?:(?:right\s+)?(?:next\s+to|beside|alongside)|side\s+by\s+side\s+with|up\s+(?:against|next\s+to|beside|with))\s+(?:it|that|this|those|these|them)\b/gi;

/**
 * "how does that stack up against Orlando?", "put that next to 2005", "and next to Apple?": a
 * comparison with what was shown, said as "compare with", which the follow-up steps read (the words
 * were unknown and asked back).
 */
export function besideAsCompared(text: string): string {
  return text
    .replace(PUT_OTHER_BESIDE, 'compare with $1')
    .replace(STACKED_UP, 'compare with ')
    .replace(PUT_BESIDE, 'compare with ')
    .replace(NEXT_TO, 'compare with ');
}

/** "make that the average distance", "change it to the median", "switch that to 2014", "flip to arrivals" (not "flip it", "turn it around": a reversal). */
const CHANGED =
  /^(\s*(?:ok(?:ay)?|now|and|so|hmm+)?[,\s]*)(?:(?:make|change|switch|turn)\s+(?:that|it|this)\s+(?!(?:a?round|back|over)\s*[?.!]*\s*$)(?:(?:in)?to\s+|over\s+to\s+)?|(?:switch|flip|change)\s+(?:over\s+|it\s+|that\s+)?to\s+)(?=\S)/i;

/**
 * "total distance out of Miami in Q1", then "make that the average distance": a message opening with
 * a change to the figure just given replaces a part of it, as "… instead" does (read alone it lost the
 * place and the period).
 */
export function changedAsInstead(text: string): string {
  if (!CHANGED.test(text)) return text;
  const changed = text.replace(CHANGED, '$1');
  if (/\binstead\b/i.test(changed)) return changed;
  // "Switch that to Midway.": "instead" before the closing stop, where it reads as part of the request.
  const [, said = changed, end = ''] = /^(.*?)([.!?]*\s*)$/s.exec(changed) ?? [];
  return `${said} instead${end}`;
}

/**
 * "hw many flights", "k now 2013": chat shorthand for "how" and a leading "ok" (the words were unknown
 * and asked back). A lone "k" elsewhere ("10 k") is left alone.
 */
export function chatShorthand(text: string): string {
  return (
    text
      .replace(/\bhw\b/gi, (w) => (w[0] === 'H' ? 'How' : 'how'))
      .replace(/^(\s*)k{1,2}\b[,.]?(?=\s)/i, '$1ok')
      // "hm, what about 2015", "um ok": a sound of thinking opens the message, says nothing.
      .replace(/^(\s*)(?:[Hh]m+|[Uu]m+|[Uu]h+)\b[,.!…]*\s+(?=\S)/, '$1')
  );
}

/** A statistic of a column said in a question: "median", "90th percentile", "p95", "average". */
const STATISTIC = /\b(?:median|\d{1,2}(?:st|nd|rd|th)\s+percentile|p\d{1,2}|average|avg|mean)\b/i;
/** "what about the 75th", "and the 25th percentile?", "p99 then?": a percentile and asking words only. */
const BARE_PERCENTILE =
  /^\s*(?:(?:and|what|how|ok|okay|so|now|then|about|the|a)\s+)*(?:(\d{1,2})(?:st|nd|rd|th)(\s+percentile)?|p(\d{1,2}))(?:\s+(?:one|instead|then|too|please|pls))?\s*[?.!]*\s*$/i;
/** An ordinal that may be a day of the month ("March 14th"), apart from a percentile's. */
const DAY_ORDINAL = /\b\d{1,2}(?:st|nd|rd|th)\b(?!\s+percentile)/i;

/** The percentile a follow-up names alone, or null (a bare "the 15th" may be a day: only after a percentile or median). */
function barePercentile(message: string, earlier: string): number | null {
  const m = BARE_PERCENTILE.exec(message);
  if (!m) return null;
  const n = Number(m[1] ?? m[3]);
  const said = m[2] !== undefined || m[3] !== undefined;
  const statistic = /\b(?:median|percentile|p\d{1,2})\b/i.test(earlier);
  if (!said && !(statistic && (n > 31 || !DAY_ORDINAL.test(earlier)))) return null;
  return n >= 1 && n <= 99 ? n : null;
}

/**
 * "median delay for our departures in March", then "what about the 75th": a follow-up naming only a
 * percentile asks the earlier question again with that statistic of the same column ("75th percentile
 * delay for our departures in March"); read alone the percentile named no column and was asked back.
 * The conversation's user messages, each read after the one before it.
 */
export function percentilesRestated(messages: readonly string[]): string[] {
  const out: string[] = [];
  for (const [i, message] of messages.entries()) {
    const earlier = out[i - 1];
    const n = earlier && STATISTIC.test(earlier) ? barePercentile(message, earlier) : null;
    out.push(n === null || !earlier ? message : earlier.replace(STATISTIC, `${n}th percentile`));
  }
  return out;
}

/** The words for a trip counted both ways: "both directions", "either direction", "each way". */
export const BOTH_WAYS_WORDS = String.raw`both\s+(?:directions|ways)|either\s+direction|each\s+way`;
/** "count both directions", "round trip", "in either direction please": the route both ways, nothing else. */
const BOTH_WAYS = new RegExp(
  String.raw`^\s*(?:(?:and|ok|okay|now|so|then|what|how|about|but)\s+)*(?:(?:count|counting|make|show|include|including|do|for|with)\s+)?(?:(?:it|that|this|them)\s+)?(?:(?:in|for)\s+)?(?:${BOTH_WAYS_WORDS}|round[\s-]?trips?|there\s+and\s+back)(?:\s+(?:please|pls|too|instead|combined))?(?:\s*,?\s*(?:in\s+)?one\s+(?:total|number|figure|count))?\s*[?.!]*\s*$`,
  'i',
);
/** "from Dallas to Houston", "LAX to JFK": a route's two ends, each a capitalised name or code. */
const ROUTE =
  /\b(?:from\s+)?((?:[A-Z][\w.'-]*\s+){0,2}[A-Z][\w.'-]*)\s+(?:to|->|→)\s+((?:[A-Z][\w.'-]*\s+){0,2}[A-Z][\w.'-]*)/;

/**
 * "number of flights LAX to JFK", then "count both directions" (or "round trip", "in either
 * direction"): the earlier question asked again for the trip both ways, said as "between LAX and JFK",
 * which the readers take as the route in either direction; read alone it named no data and was asked back.
 */
export function bothWaysRestated(messages: readonly string[]): string[] {
  const out: string[] = [];
  for (const [i, message] of messages.entries()) {
    const earlier = out[i - 1];
    const both = earlier !== undefined && BOTH_WAYS.test(message) && ROUTE.test(earlier);
    out.push(both ? earlier.replace(ROUTE, 'between $1 and $2') : message);
  }
  return out;
}

/** A threshold's comparison as users say it: "more than", "over", "at least", "fewer than", a sign. */
const COMPARISON = String.raw`(?:(?:no\s+)?(?:more|greater|fewer|less)\s+than|over|above|under|below|at\s+(?:least|most)|>=|<=|>|<)`;
const AMOUNT = String.raw`-?\d[\d,]*(?:\.\d+)?`;
/** "and more than 2000?", "what about over 3000", "at least 500 then?": a new threshold and asking words only. */
const BARE_THRESHOLD = new RegExp(
  String.raw`^\s*(?:(?:and|what|how|about|ok|okay|so|now|then|but|with)\s+)*(${COMPARISON}\s+${AMOUNT})(?:\s+(?:instead|then|please|pls|too))?\s*[?.!]*\s*$`,
  'i',
);
/** "only those with over 1000 flights", "just the ones having at least 500 flights": a condition added. */
const ADDED_THRESHOLD = new RegExp(
  String.raw`^\s*(?:(?:and|ok|okay|so|now|then|but)\s+)*(?:only|just)\s+(?:(?:those|ones|the\s+ones|them)\s+)?(?:with|having|that\s+have)\s+(${COMPARISON}\s+${AMOUNT}\s+[a-z][\w\s]*?)\s*[?.!]*\s*$`,
  'i',
);
const EARLIER_THRESHOLD = new RegExp(String.raw`\b${COMPARISON}\s+${AMOUNT}`, 'gi');

/** The follow-up written out against the question before it, or null when it is no threshold alone. */
function thresholdAgainst(message: string, earlier: string): string | null {
  const said = earlier.match(EARLIER_THRESHOLD) ?? [];
  const bare = BARE_THRESHOLD.exec(message);
  // One threshold before: the new one takes its place; with two, which one changes is not said.
  if (bare?.[1]) return said.length === 1 ? earlier.replace(EARLIER_THRESHOLD, bare[1]) : null;
  const added = ADDED_THRESHOLD.exec(message);
  return added?.[1] && said.length > 0 ? `${earlier.replace(/[?.!\s]+$/, '')} with ${added[1]}` : null;
}

/**
 * "how many routes have more than 1000 flights", then "and more than 2000?" (or "only those with over
 * 1000 flights" after another threshold): the earlier question asked again with the new threshold in
 * place of its own, or with the added one beside it; read alone, the bare threshold was taken for a
 * list's size (2000 rows of the earlier list) or left the earlier count unfiltered.
 */
export function thresholdsRestated(messages: readonly string[]): string[] {
  const out: string[] = [];
  for (const [i, message] of messages.entries()) {
    const earlier = out[i - 1];
    out.push((earlier !== undefined && thresholdAgainst(message, earlier)) || message);
  }
  return out;
}

/** The conversation's user messages with follow-ups that restate the question before them written out. */
export function restatedFollowUps(messages: readonly string[]): string[] {
  // "count(*) origin = ATL and destination = MCO": a query's notation said in words first, so the
  // restatements below find the route, the period and the figure they restate.
  const written = extendedRestated(messages.map(notationSpelled));
  const said = perFlightDropped(
    bareFollowUps(comparedPair(followUpPhrasings(written))).map((m) => extremeOfMonthly(twoPeriodsSaid(m))),
  );
  const kept = grownRestated(
    twoPeriodsRestated(
      thresholdsRestated(bothWaysRestated(percentilesRestated(sameKept(selfCorrected(said))))),
    ),
  );
  return topOneTrimmed(
    periodSwapRestated(periodAdded(oneAirportRestated(labelsWidened(perRowAveraged(kept))))),
  );
}

/** "same cluster for 2000", "the same airport in May": a part kept from the question before. */
const SAME_PART =
  /\b(?:the\s+)?same\s+(?:cluster|country|state|airport|city|symbol|stock|ticker|company|route|origin|destination|weather|place)\s*(?:,\s*)?(?:but\s+)?/gi;

/**
 * "total population of cluster 4 in 1970", then "same cluster for 2000 pls": naming the part as the
 * same says to keep it, which a follow-up does anyway; the words are dropped (they were unknown).
 */
export function sameKept(messages: readonly string[]): string[] {
  const last = (m: string) => m.replace(SAME_AGAIN, 'and ').replace(SAME_PART, '');
  return messages.map((m, i) => (i > 0 && i === messages.length - 1 ? last(m) : m));
}

/** "same, but for june 2001", "same thing for Denver": the question before, asked again with that change. */
const SAME_AGAIN =
  /^\s*(?:(?:ok|okay|now|and)\s*,?\s*)?(?:the\s+)?same(?:\s+(?:thing|question|again|query))?\s*[,:-]?\s*(?:but\s+)?(?=(?:for|in|with|from|at|on|during|to|over)\b)/i;

/**
 * A correction inside one message: "average delay at SFO... sorry, at SEA", "flights from Denver, no
 * wait, from Dallas", "what share of flights... no, just the count of flights to Honolulu". After a
 * stop (a comma, dots, a dash) and a word that takes back what came before, the rest is what was
 * meant. A plain "no" needs the stop: "flights with no delay" corrects nothing.
 */
const CORRECTION =
  /^(.*?\S)\s*(?:\.{2,}|…|,|;|—|–|-|\.)\s*(?:no\s+wait|no\s*,?\s*sorry|sorry|i\s+mean|i\s+meant|scratch\s+that|make\s+that|actually|no)\b[\s,.:!…-]*(.+)$/i;

/**
 * The last message split at such a correction into the question as first said and the correction,
 * read as a follow-up to it: a whole question replaces the first, a part ("at SEA") replaces its
 * counterpart, as after an answer.
 */
export function selfCorrected(messages: readonly string[]): string[] {
  const last = messages.at(-1);
  const m = last === undefined ? null : CORRECTION.exec(last);
  const [head, tail] = [m?.[1]?.trim() ?? '', m?.[2]?.trim() ?? ''];
  if (!m || head.split(/\s+/).length < 2 || tail.length === 0) return [...messages];
  return [...messages.slice(0, -1), head, tail];
}

/** "put those two months side by side", "compare those two years": the two periods just asked about. */
const THOSE_TWO =
  /^\s*(?:(?:ok|okay|now|so|then|and|can\s+you|please)\s+)*(?:(?:put|show|set|compare|place)\s+)?(?:those|these|the)\s+(?:two|2)\s+(?:months|years|quarters|periods)\b(?:\s+(?:side\s+by\s+side|next\s+to\s+each\s+other|together|compared))?(?:\s+please)?\s*[?.!]*\s*$/i;
/** A named period in a message: a month, a quarter, a year. */
const PERIOD_NAMED = new RegExp(
  String.raw`\b(?:(?:${MONTH_WORDS.join('|')})(?:\s+\d{4})?|q[1-4](?:\s+\d{4})?|(?:19|20)\d{2})\b`,
  'i',
);

/**
 * "flights from Boston in June", "and in May", then "put those two months side by side": the period of
 * the question before the last set beside the one just shown, said as "compare with June" (read alone,
 * "two months" was taken as a top 2 over every month).
 */
export function twoPeriodsRestated(messages: readonly string[]): string[] {
  return messages.map((message, i) => {
    const first = PERIOD_NAMED.exec(messages[i - 2] ?? '');
    const second = PERIOD_NAMED.test(messages[i - 1] ?? '');
    return first && second && THOSE_TWO.test(message) ? `compare with ${first[0]}` : message;
  });
}

/** "which of the two grew more by 2005?", "how much did it rise until 2000": a change up to a year. */
const GROWN_BY =
  /\b(?:grow|grew|grown|growth|rise|rose|risen|increased?|decreased?|declined?|fell|fallen|dropped|changed?|shrank|gained)\b[^?.!]*?\b(?:by|until|till|to|through)\s+((?:19|20)\d{2})\b/i;
const YEAR = /\b(?:19|20)\d{2}\b/;
const YEARS = /\b(?:19|20)\d{2}\b/g;
/** Words that point at what was shown ("it", "the two", "which"): the change is of that, not a new question. */
const SHOWN = /\b(?:it|they|them|that|those|these|two|both|each|which)\b/i;

/** "extend that through 2009", "stretch it to 2010", "carry it on to 2008": the period's end moved on. */
const EXTENDED =
  /^\s*(?:(?:and|now|ok|okay|so|then)\s*,?\s+)*(?:please\s+)?(?:extend|stretch|widen|carry|continue|take)\s+(?:(?:that|it|this|them|the\s+(?:series|range|table|list|chart))\s+)?(?:on\s+|out\s+)?(?:through|to|until|till|up\s+to|into)\s+((?:19|20)\d{2})\s*[?.!]*\s*$/i;

/**
 * "MSFT's average price per year from 2000 to 2004", then "extend that through 2009": the same rows
 * from the earlier first year to the new end ("from 2000 to 2009"); read alone the year was the
 * whole period, and 2009 alone was given.
 */
export function extendedRestated(messages: readonly string[]): string[] {
  return messages.map((message, i) => {
    const end = EXTENDED.exec(message)?.[1];
    const first = messages[i - 1]?.match(YEARS)?.[0];
    return end && first && Number(first) < Number(end) ? `from ${first} to ${end}` : message;
  });
}

/**
 * "population of Brazil and Mexico in 1960", then "which of the two grew more by 2005?": a change up
 * to a year after a question of one year shows both years side by side ("compare with 2005"), and the
 * reader judges, as "is that higher than Chicago?" is answered (read alone it gave 2005 only). Only a
 * message that points at what was shown and names that one year.
 */
export function grownRestated(messages: readonly string[]): string[] {
  return messages.map((message, i) => {
    const m = GROWN_BY.exec(message);
    const earlier = YEAR.exec(messages[i - 1] ?? '');
    // "how has China's population changed from 1960 to 2005?" names its own years: a new question.
    const own = message.match(YEARS)?.length === 1 && SHOWN.test(message);
    return m && own && earlier && earlier[0] !== m[1] ? `compare with ${m[1]}` : message;
  });
}
