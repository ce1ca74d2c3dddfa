/**
 * Questions written in a query's notation by people who work with SQL: "sum(distance) grouped by
 * destination", "count(*) where origin_state = CA and destination_state <> CA", "avg delay, filter
 * delay > 0, 2001-Q1, top 3 desc", "percentile_cont(0.95) of delay", "hour(date) >= 22". The readers
 * take words: each sign, bracket and keyword was an unknown word (asked back), and a few were silently
 * lost (a median answered as the average). Each piece is said the way the readers take it; nothing is
 * guessed: a column compared with a value names the same filter in words, an aggregate its measure.
 */
import { pluralOf, type Rewrite, rewritten } from './text.js';

/** The words an aggregate function is said with. */
const AGGREGATE_WORDS: Readonly<Record<string, string>> = {
  sum: 'total',
  avg: 'average',
  average: 'average',
  mean: 'average',
  min: 'minimum',
  max: 'maximum',
  median: 'median',
  stddev: 'standard deviation of',
  stddev_samp: 'standard deviation of',
  stddev_pop: 'standard deviation of',
  variance: 'variance of',
  var_samp: 'variance of',
};

const IDENT = String.raw`[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?`;
const TIME_COLUMN = /^(?:[a-z_]+\.)?(?:flight_)?date$/i;

/** "count(*)", "count(distinct origin)", "sum(distance)", "min(date)": the aggregate in words. */
function aggregatesSpelled(text: string): string {
  const call = new RegExp(
    String.raw`\b(count|sum|avg|average|mean|min|max|median|stddev(?:_samp|_pop)?|variance|var_samp)\(\s*(distinct\s+)?(\*|${IDENT})\s*\)`,
    'gi',
  );
  // "avg(temp_max - temp_min)": the average of a difference, which the difference reader takes.
  const difference = new RegExp(
    String.raw`\b(?:avg|average|mean)\(\s*(${IDENT})\s*-\s*(${IDENT})\s*\)`,
    'gi',
  );
  const spelled = text.replace(difference, 'average difference between $1 and $2');
  return spelled.replace(call, (_m, fn: string, distinct: string | undefined, arg: string) => {
    const name = fn.toLowerCase();
    const column = arg.replace(/^[a-z_]+\./i, '');
    // "count(distinct destination)": the distinct values said in the plural, as people count them
    // ("number of distinct destinations"; the singular was read as the airports table's one row).
    if (name === 'count')
      return arg === '*' ? 'count' : `number of ${distinct ? 'distinct ' : ''}${pluralOf(column)}`;
    // "min(date)": the earliest day the rows hold, which the readers take as "first date".
    if (TIME_COLUMN.test(arg) && (name === 'min' || name === 'max'))
      return `${name === 'min' ? 'first' : 'last'} date`;
    return `${AGGREGATE_WORDS[name] ?? name} ${column}`;
  });
}

/** "percentile_cont(0.95) of delay", "quantile(delay, 0.9)": the percentile in words. */
function percentilesSpelled(text: string): string {
  const nth = (f: string) => `${Number(f.padEnd(2, '0'))}th percentile of`;
  return text
    .replace(
      /\b(?:percentile_cont|percentile_disc|quantile_cont|quantile)\(\s*0?\.(\d{1,2})\s*\)\s*(?:of\s+|for\s+)?/gi,
      (_m, f: string) => `${nth(f)} `,
    )
    .replace(
      new RegExp(
        String.raw`\b(?:quantile_cont|quantile|percentile)\(\s*(${IDENT})\s*,\s*0?\.(\d{1,2})\s*\)`,
        'gi',
      ),
      (_m, c: string, f: string) => `${nth(f)} ${c}`,
    );
}

/**
 * "hour(date) >= 22", "hour(date) < 7", "hours 5 to 7 inclusive": the scheduled hour compared, said as
 * clock times (which the clock readers take as whole hours); "dayofweek(flight_date)" the day of week.
 */
function clockSpelled(text: string): string {
  const hour = new RegExp(String.raw`\bhour\(\s*${IDENT}\s*\)\s*(>=|>|<=|<|=)\s*(\d{1,2})\b`, 'gi');
  // Two digits and ":00": the 24-hour clock, which the clock readers take as a whole hour.
  const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return text
    .replace(hour, (whole, sign: string, n: string) => {
      const h = Number(n);
      if (h > 23) return whole;
      if (sign === '>=') return `scheduled at ${at(h)} or later`;
      if (sign === '>') return h >= 23 ? whole : `scheduled at ${at(h + 1)} or later`;
      if (sign === '<') return `scheduled before ${at(h)}`;
      if (sign === '<=') return h >= 23 ? whole : `scheduled before ${at(h + 1)}`;
      return `scheduled in hour ${h}`;
    })
    .replace(
      /\bhours?\s+(\d{1,2})\s+(?:to|through|-|–)\s+(\d{1,2})\s*,?\s*(?:both\s+)?inclusive\b/gi,
      (whole, a: string, b: string) =>
        Number(b) >= 23 || Number(a) > Number(b)
          ? whole
          : `between ${at(Number(a))} and ${at(Number(b) + 1)}`,
    )
    .replace(new RegExp(String.raw`\b(?:hour)\(\s*${IDENT}\s*\)`, 'gi'), 'scheduled hour')
    .replace(
      new RegExp(String.raw`\b(?:dayofweek|day_of_week|dow|weekday)\(\s*${IDENT}\s*\)|\bdayofweek\b`, 'gi'),
      'day of week',
    );
}

/** The side of the trip a place column is on, said with its word: "origin_state = CA" is "from CA". */
const SIDE_COLUMN = /^(origin|destination)(?:_(?:state|city|airport|airport_name|code))?$/i;
const VALUE = String.raw`(?:'[^']{1,40}'|"[^"]{1,40}"|\d+(?:\.\d+)?|[A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*)*|[a-z]+)`;

const unquoted = (value: string): string => value.replace(/^['"]|['"]$/g, '');

/** A column compared with one value, or a list, said in words; null where a sign is not a filter. */
function filterWords(column: string, sign: string, values: readonly string[]): string | null {
  const bare = column.replace(/^[a-z_]+\./i, '');
  const list = values.map(unquoted);
  const side = SIDE_COLUMN.exec(bare)?.[1]?.toLowerCase();
  const not = sign === '<>' || sign === '!=';
  const joined = list.join(' or ');
  if (side) return `${not ? 'not ' : ''}${side === 'origin' ? 'from' : 'to'} ${joined}`;
  if (/^year$/i.test(bare) && list.every((v) => /^\d{4}$/.test(v)))
    return not ? null : `in ${list.join(' and ')}`;
  // "airports with state = NV", "country = Brazil": the place the rows are in.
  if (/^(?:state|city|country)$/i.test(bare) && !not) return `in ${joined}`;
  return `${bare.replace(/_/g, ' ')} ${not ? 'other than ' : ''}${joined}`;
}

/** "origin = JFK", "destination_state <> CA", "weather = 'snow'", "origin_state in (AZ, NM)", "year = 1990". */
function filtersSpelled(text: string): string {
  const one = new RegExp(String.raw`\b(${IDENT})\s*(=|==|<>|!=)\s*(${VALUE})(?![\w(])`, 'g');
  const many = new RegExp(
    String.raw`\b(${IDENT})\s+(not\s+)?in\s*\(\s*(${VALUE}(?:\s*,\s*${VALUE})*)\s*\)`,
    'gi',
  );
  return text
    .replace(many, (whole, column: string, not: string | undefined, values: string) => {
      if (/^\d+(?:\.\d+)?$/.test(column)) return whole;
      return filterWords(column, not ? '<>' : '=', values.split(/\s*,\s*/)) ?? whole;
    })
    .replace(one, (whole, column: string, sign: string, value: string) => {
      // "delay = 0" is a threshold on a number, read as one (comparisonSigns); a year is a period.
      if (/^\d/.test(value) && !/^(?:[a-z_]+\.)?(?:year|cluster)$/i.test(column)) return whole;
      return filterWords(column, sign, [value]) ?? whole;
    });
}

/**
 * Words of a query's text that ask for nothing the readers need: "no date filter", "whole dataset",
 * "all rows", "over the whole flights table" (no period: every date, which a question without one
 * gets); "filtered to", "filter" before a condition; "desc" / "asc"; "2001-Q1"; a format note in
 * brackets ("(day only, YYYY-MM-DD)") or a remark on what a filter covers ("(should cover both …)").
 */
const QUERY_WORDS: readonly Rewrite[] = [
  [/\s*[,;]?\s*\bno\s+(?:date|time|period)\s+(?:filter|restriction|limit)s?\b/gi, ''],
  [
    /\s*[,;]?\s*\b(?:(?:over|across|in|for|on|from)\s+)?(?:the\s+)?(?:whole|full|entire|complete)\s+(?:[a-z_]+\s+)?(?:dataset|data\s+set|data|table|history)\b/gi,
    '',
  ],
  [/\s*[,;]?\s*\b(?:over\s+|for\s+|across\s+)?all\s+(?:rows|dates|records)\b/gi, ''],
  [/\bfilter(?:ed|ing)?\s+(?:to|on|by|for|where)\s+/gi, ''],
  [/(^|[,;:]\s*)filter\s+(?=\S)/gi, '$1with '],
  [/\b(top|bottom|first|last)\s+(\d+)\s+desc(?:ending)?\b/gi, '$1 $2'],
  [/\bdesc\b/gi, 'descending'],
  [/\basc\b/gi, 'ascending'],
  [/\b(\d{4})-?[Qq]([1-4])\b/g, 'Q$2 $1'],
  [/\s*\(\s*(?:day\s+only\s*,?\s*)?(?:yyyy-mm-dd|iso(?:\s+dates?)?)[^)]*\)/gi, ''],
  [/\s*\((?:should|must|expect(?:ed|ing)?|it\s+should|this\s+should)\s+(?:cover|include|be)\b[^)]*\)/gi, ''],
  [/\bmin\s*\/\s*max\s+(?:flight_)?date\b/gi, 'first and last date'],
  [/\bfirst\s+date\s+and\s+(?:the\s+)?last\s+date\b/gi, 'first and last date'],
  // "whose iata never appears in flights.origin": airports no flight leaves from.
  [
    /\b(?:whose\s+|where\s+(?:the\s+)?)(?:iata|code|iata\s+code)\s+never\s+(?:appears?|shows?\s+up|occurs?|is\s+used)\s+(?:in|as)\s+(?:an?\s+|the\s+)?(?:flights?\.)?(origin|destination)s?(?:\s+(?:in|of)\s+flights)?\b/gi,
    'that never appear as an $1',
  ],
  [/\bmin\s*\/\s*max\b/gi, 'minimum and maximum'],
  // "airports with latitude > 50, count(*)": the count asked last is the number of rows described.
  [/^(?![^,]*\b(?:count|number|how\s+many|total|average|sum)\b)([^,]+),\s*count\s*[.?!]*$/i, 'how many $1'],
  // "for from ORD", "where to SFO": the filter's own word says the side.
  [/\b(?:for|with|where|whose)\s+(?=(?:not\s+)?(?:from|to|in)\s)/gi, ''],
  // "year = 1955 vs year = 2005": two years compared, said once ("in 1955 vs 2005").
  [/\bin\s+(\d{4})\s*,?\s*(vs\.?|versus|and|or|against)\s+in\s+(?=\d{4}\b)/gi, 'in $1 $2 '],
  // "avg delay, filter delay > 0, our departures": whose rows the figure is of, not a count beside it.
  [/\s*,\s*(our|my)\s+(departures|flights|arrivals)\b/gi, ' of $1 $2'],
  // "late departures (delay > 15)": the lateness said by its threshold, as "delayed more than 15
  // minutes" (the bracket had been read as the groups' average delay above 15: a wrong answer).
  [
    /\b(?:late|delayed)\s+(?:departures|flights)\s*\(\s*(?:dep_)?delay\s*>\s*(\d+)\s*\)/gi,
    'flights delayed more than $1 minutes',
  ],
  [
    /\b(?:late|delayed)\s+(?:departures|flights)\s*\(\s*(?:dep_)?delay\s*>=\s*(\d+)\s*\)/gi,
    'flights delayed at least $1 minutes',
  ],
  // "from ATL and to MCO", "from PDX, to SFO": one route, said as routes are.
  [/\bfrom\s+([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})\s*(?:,|\band\b)\s*to\s+(?=[A-Z])/g, 'from $1 to '],
];

/** Follow-ups on what was shown, said the way such people do, with or without a query's marks. */
const FOLLOW_UP_WORDS: readonly Rewrite[] = [
  // "delay between 30 and 60 (inclusive)": a range is inclusive as said; the note had turned "60, Feb"
  // into a day ("February 30", an invented date).
  [
    /\bbetween\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)\s*,?\s*\(\s*(?:inclusive|both\s+included|included)\s*\)/gi,
    'between $1 and $2',
  ],
  // "same, but only delay > 60": a condition on the rows, said as one ("only with delay > 60").
  [/\b(only|just)\s+(?=[a-z_]+\s*(?:[<>]=?|=|<>|!=)\s*-?\d)/gi, '$1 with '],
  // Follow-ups on a ranking: "drop #1, keep 2-5", "keep just row 1", "keep the top 2 only".
  [
    /\bdrop\s+(?:#|row\s+|rank\s+)1\b(?:\s*[,;]\s*keep\s+(?:#?2\s*[-–]\s*#?\d+|the\s+rest))?/gi,
    'drop the top one',
  ],
  [/\bkeep\s+(?:just\s+|only\s+)?(?:row\s+1|the\s+first\s+row|#1)(?:\s+only)?\b/gi, 'just the top one'],
  [/\bkeep\s+(?:just\s+|only\s+)?the\s+(top|bottom)\s+(\d+|one)(?:\s+only)?\b/gi, 'only the $1 $2'],
  [
    /\b(?:flip|swap|switch|reverse)\s+(?:the\s+)?origin\s+and\s+(?:the\s+)?destination\b/gi,
    'the other way round',
  ],
];

/** Only a message with a query's marks is rewritten: prose keeps its own words. */
const NOTATION =
  /[()=<>!]|\b[a-z]+_[a-z_]+\b|\bdesc\b|\b\d{4}-?Q[1-4]\b|\bfilter(?:ed)?\b|\bwhole\s+dataset\b/i;

/**
 * "delay between 30 and 60", "latitude between 40 and 45": a column's range with no unit after it
 * (the range had been dropped and every row counted, a wrong answer). Only after a word that names a
 * number column, and never for years.
 */
export const COLUMN_BETWEEN =
  /\b(delays?|distances?|latitude|longitude|prices?|temp_max|temp_min|temperatures?|precipitation|wind|pop|population|fertility|life_expect|flight_count|avg_delay|avg_distance)\s+(?:is\s+|was\s+)?between\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)(?![\d.]|\s*(?:%|[a-z]))/gi;

/**
 * "for hours 6, 7 and 8", "(hours 6, 7, 8)": consecutive hours of the day listed, said as the clock
 * window they make (the last number had been read as a day of the month: "8, April 2001").
 */
function hourListsSpelled(text: string): string {
  const list = /\bhours?\s+(\d{1,2}(?:\s*,\s*\d{1,2})*)\s*,?\s*(?:,|and|&)\s*(\d{1,2})\b/gi;
  return text.replace(list, (whole, first: string, last: string) => {
    const hours = [...first.split(/\s*,\s*/), last].map(Number);
    const consecutive = hours.every((h, i) => i === 0 || h === (hours[i - 1] as number) + 1);
    const end = (hours.at(-1) as number) + 1;
    if (!consecutive || end > 23) return whole;
    const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
    return `between ${at(hours[0] as number)} and ${at(end)}`;
  });
}

export function notationSpelled(message: string): string {
  // Before any date is read: "between 30 and 60, Feb 2001" had been read as the 30th of February.
  const ranged = rewritten(message, FOLLOW_UP_WORDS).replace(
    COLUMN_BETWEEN,
    '$1 of at least $2 and at most $3',
  );
  const text = hourListsSpelled(ranged);
  if (!NOTATION.test(text)) return text;
  const spelled = filtersSpelled(clockSpelled(percentilesSpelled(aggregatesSpelled(text))));
  return rewritten(spelled, QUERY_WORDS).replace(/\s{2,}/g, ' ');
}
