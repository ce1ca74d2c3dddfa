/**
 * Everyday ways of asking for a statistic of the flights' rows, rewritten into the words the readers
 * take: the smallest delay said as an early departure, a subset of the flights said after "among" or
 * restated in brackets, a part of the day beside the clock hour that bounds it, a weekend / weekday
 * split said as a heading, and a minimum count per group said before the ranking it limits.
 */

/** "earliest departure relative to schedule": the most negative delay; "earliest departure" alone is the first flight's time. */
const EARLIEST_AGAINST_SCHEDULE =
  /\bearliest\s+(?:departures?|take-?offs?)\s+(?:relative\s+to|compared\s+(?:to|with)|versus|vs\.?|against|ahead\s+of)\s+(?:the\s+)?schedule\b/gi;

/** "min delay (earliest departure)", "minimum delay (i.e. the earliest departure)": the bracket says the same. */
const BRACKETED_EARLIEST =
  /\b((?:min(?:imum)?|lowest|smallest)\s+(?:departure\s+)?delays?)\s*\(\s*(?:i\.?e\.?,?\s*|the\s+)?(?:earliest\s+(?:departures?|take-?offs?)|min(?:imum)?\s+(?:departure\s+)?delay|most\s+negative\s+delay|lowest\s+delay)\s*\)/gi;

/**
 * "most negative delay (earliest departure)", "earliest departure relative to schedule (min delay)",
 * "minimum delay (earliest departure)": the smallest delay, said as how early a flight left. A delay
 * is negative when the flight left early (the table's description), so its minimum is the earliest
 * departure against the schedule; "the earliest departure" with no schedule stays the first time.
 */
export function earliestAsLeastDelay(text: string): string {
  return text
    .replace(
      /\bmost\s+negative\s+(departure\s+)?delay\b/gi,
      (_m, side?: string) => `minimum ${side ?? ''}delay`,
    )
    .replace(EARLIEST_AGAINST_SCHEDULE, 'minimum delay')
    .replace(BRACKETED_EARLIEST, '$1');
}

/**
 * "median delay among the delayed flights (over 15 min)", "avg delay among flights delayed more than
 * 30 minutes": the statistic is over that subset of the rows. "Among" read the flights as a count and
 * the bracket as a second threshold; "of" keeps the statistic, and a bracketed threshold after
 * "delayed flights" says how much delay counts (read as "flights delayed more than N minutes").
 */
export function amongDelayedFlights(text: string): string {
  return (
    text
      .replace(
        /\bdelayed\s+flights(\s+only)?\s*\(\s*(?:delayed\s+)?(?:over|more\s+than|above|by\s+more\s+than|>)\s*(\d+)\s*(?:min|mins|minutes)?(?:\s+(?:late|delayed|delay))?\s*\)/gi,
        'flights delayed more than $2 minutes',
      )
      .replace(/\bamong(?:st)?\s+(?:the\s+)?(?=(?:our\s+)?(?:delayed\s+|late\s+)?flights\b)/gi, 'of ')
      // "average delay of our flights delayed …": "our flights" was read as the flight count; whose flights
      // they are is the consumer's row-level security, which holds either way.
      // Only after the column a statistic is of: "number of our flights delayed" counts them as written.
      .replace(
        /\b(delays?\s+(?:of|for))\s+our\s+(?=(?:(?:delayed|late)\s+flights|flights\s+(?:delayed|late))\b)/gi,
        '$1 ',
      )
  );
}

/**
 * "our morning flights before 9am", "evening departures after 6pm": the clock bound says which hours;
 * the part of the day only names them. Without a bound "morning" is left unread (where a morning
 * ends is not in the data, so the planner asks).
 */
export function partOfDayBeforeClock(text: string): string {
  return text.replace(
    /\b(?:early\s+|late\s+)?(?:morning|afternoon|evening|night|overnight)\s+(?=(?:flights|departures)\s+(?:before|after|from|between|leaving\s+(?:before|after))\s+\d)/gi,
    '',
  );
}

/** "weekends vs weekdays: our average delay in February": a split said as a heading, read after the measure. */
const DAY_TYPE_HEADING =
  /^\s*(weekends?|weekdays?)\s+(?:vs\.?|versus|v\.?|or|against|compared\s+(?:to|with))\s+(weekends?|weekdays?)\s*[:,–—-]\s*(.+?)\s*([?.!]*)\s*$/i;

export function dayTypeHeading(text: string): string {
  return text.replace(DAY_TYPE_HEADING, (_m, a: string, b: string, rest: string, end: string) => {
    return `${rest}, ${a} vs ${b}${end}`;
  });
}

/** The groups a count threshold is said of, by their singular. */
const GROUP_NOUNS: Readonly<Record<string, string>> = {
  hours: 'hour',
  days: 'day',
  months: 'month',
  weekdays: 'weekday',
  origins: 'origin',
  destinations: 'destination',
  airports: 'airport',
  routes: 'route',
  states: 'state',
  cities: 'city',
};

const GROUP = `(${Object.keys(GROUP_NOUNS).join('|')})`;
// The count, then (optionally) the place the flights leave from: "at least 200 Newark departures".
const AT_LEAST = String.raw`((?:at\s+least|more\s+than|over|no\s+fewer\s+than|a\s+minimum\s+of)\s+\d[\d,]*|\d[\d,]*\s*\+)\s+(?:of\s+(?:our|the)\s+)?(?:([A-Z][\w'’.]*(?:\s+[A-Z][\w'’.]*)?)\s+)?(?:flights|departures)`;
/** "among", and "only" or "counting only" as a condition said before or after the ranking. */
const AMONG = String.raw`(?:(?:counting|considering|looking\s+at)\s+)?(?:among|amongst|of|only|just)`;
/** "among hours with at least 100 of our departures, which had …": the condition first, the ranking after. */
const LEADING_AMONG = new RegExp(
  String.raw`^\s*(?:${AMONG}|for)\s+(?:the\s+|those\s+)?${GROUP}\s+with\s+${AT_LEAST}([^,:]*?)\s*[,:]?\s*which\s+(?:one\s+)?(.+?)\s*([?.!]*)\s*$`,
  'i',
);
/** "… the worst avg delay among hours with at least 500 of our departures in April". */
const INNER_AMONG = new RegExp(
  String.raw`\s*[,;.?]?\s*\b${AMONG}\s+(?:the\s+|those\s+)?${GROUP}\s+with\s+${AT_LEAST}(.*?)\s*([?.!]*)\s*$`,
  'i',
);

/** " from Newark": the place the counted flights leave from, where the condition named one. */
const from = (place: string | undefined): string => (place ? ` from ${place}` : '');

/**
 * "among hours with at least 100 of our departures, which had the worst avg delay": a minimum number
 * of flights per group before a ranking of the groups. Read in place the threshold went onto the
 * average (or the group was read twice); said after the ranking ("which hour had the worst avg delay
 * … with at least 100 flights") it is each group's count, which is what it says.
 */
export function groupsWithAtLeast(text: string): string {
  const leading = text.replace(
    LEADING_AMONG,
    (_m, group: string, at: string, place: string | undefined, whose: string, rest: string, end: string) =>
      `which ${GROUP_NOUNS[group.toLowerCase()]} ${rest}${from(place)}${whose} with ${at} flights${end}`,
  );
  if (leading !== text) return leading;
  const m = INNER_AMONG.exec(text);
  const group = (m?.[1] ?? '').toLowerCase();
  // Only after a ranking of the same groups ("which hour …"); alone the words keep their reading.
  const before = text.slice(0, m?.index ?? 0);
  if (!m || !new RegExp(String.raw`\b(?:${group}|${GROUP_NOUNS[group]})\b`, 'i').test(before)) return text;
  // "which hour had the worst average delay? only hours with 500+ departures": one question.
  const asked = before.replace(/[?.!;,]\s*$/, '');
  return `${asked}${from(m[3])} ${m[4] ?? ''} with ${m[2]} flights${m[5] || (asked === before ? '' : '?')}`
    .replace(/\s+/g, ' ')
    .trim();
}
