import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 15d (P15D-01–P15D-31), written before the planner was read or
 * changed: anti-joins and existence questions over the airports and flights tables, asked of
 * sql-explorer and of ops-agent's SQL fallback (whose flights are its state's departures, RLS). Count
 * and list forms, both sides (an airport that is never a flight's origin, or never its destination),
 * a state or a city on the airports side, a month on the flights side, and the reverse (flights whose
 * code is not an airport). "No flights" is neither side, as pass 15b's P15B-10 reads it. P15D-26–
 * P15D-31 are near misses (a column the data lacks, a value it does not hold, another state's rows)
 * and must be asked back. Answers are SQL on the raw tables of the demo DuckDB file. Scored by
 * test/chat/passes.test.ts.
 */

const SQL = 'sql-explorer';
const ASK = 'questionnaire' as const;
const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });
const month = (m: number, col = 'date') =>
  `${col} >= DATE '2001-${String(m).padStart(2, '0')}-01' AND ${col} < DATE '2001-${String(m + 1).padStart(2, '0')}-01'`;
/** The codes that are some flight's `side`, optionally within `where` (on flights f joined to its origin o). */
const used = (side: 'origin' | 'destination', where?: string) =>
  where
    ? `(SELECT f.${side} FROM flights f LEFT JOIN airports o ON f.origin = o.iata WHERE ${where})`
    : `(SELECT ${side} FROM flights)`;
const list = (where: string) => `SELECT iata, name FROM airports WHERE ${where}`;
const count = (where: string) => `SELECT count(*) AS airport_count FROM airports WHERE ${where}`;
const noFlights = `iata NOT IN ${used('origin')} AND iata NOT IN ${used('destination')}`;

/** sql-explorer: airports with no departures, no arrivals or no flights, by state or city. */
const AIRPORT_SIDE: readonly QuestionCase[] = [
  {
    id: 'P15D-01',
    slug: SQL,
    q: 'How many airports in Oregon have no departures in the flights data?',
    sql: count(`state = 'OR' AND iata NOT IN ${used('origin')}`),
  },
  {
    id: 'P15D-02',
    slug: SQL,
    q: 'Rhode Island airports that never appear as a destination',
    sql: list(`state = 'RI' AND iata NOT IN ${used('destination')}`),
  },
  {
    id: 'P15D-03',
    slug: SQL,
    q: 'list the Alaska airports with no flights',
    sql: list(`state = 'AK' AND ${noFlights}`),
  },
  {
    id: 'P15D-04',
    slug: SQL,
    q: 'which Hawaii airports never appear as a flight origin?',
    sql: list(`state = 'HI' AND iata NOT IN ${used('origin')}`),
  },
  {
    id: 'P15D-05',
    slug: SQL,
    q: 'how many Nevada airports have no arrivals?',
    sql: count(`state = 'NV' AND iata NOT IN ${used('destination')}`),
  },
  {
    id: 'P15D-06',
    slug: SQL,
    q: 'which airports in Chicago have no flights?',
    sql: list(`city = 'Chicago' AND ${noFlights}`),
  },
  {
    id: 'P15D-07',
    slug: SQL,
    q: 'how many airports in Houston never get any arrivals?',
    sql: count(`city = 'Houston' AND iata NOT IN ${used('destination')}`),
  },
  {
    id: 'P15D-08',
    slug: SQL,
    q: 'list the Vermont airports that nobody flies to',
    sql: list(`state = 'VT' AND iata NOT IN ${used('destination')}`),
  },
  {
    id: 'P15D-09',
    slug: SQL,
    q: 'Delaware airports without departures',
    sql: list(`state = 'DE' AND iata NOT IN ${used('origin')}`),
  },
  {
    id: 'P15D-10',
    slug: SQL,
    q: 'how many airports in the airports table have no flights at all?',
    sql: count(noFlights),
  },
  {
    id: 'P15D-11',
    slug: SQL,
    q: 'Utah airports with no flights',
    sql: list(`state = 'UT' AND ${noFlights}`),
  },
  {
    id: 'P15D-12',
    slug: SQL,
    q: 'how many airports in Washington state never appear as a destination?',
    sql: count(`state = 'WA' AND iata NOT IN ${used('destination')}`),
  },
  {
    id: 'P15D-13',
    slug: SQL,
    q: 'New Jersey airports with departures but no arrivals',
    sql: list(`state = 'NJ' AND iata IN ${used('origin')} AND iata NOT IN ${used('destination')}`),
  },
  {
    id: 'P15D-14',
    slug: SQL,
    q: 'airports with arrivals but no departures',
    sql: list(`iata IN ${used('destination')} AND iata NOT IN ${used('origin')}`),
  },
];

/** sql-explorer: a month on the flights side. */
const PERIOD: readonly QuestionCase[] = [
  {
    id: 'P15D-15',
    slug: SQL,
    q: 'Colorado airports with no departures in May',
    sql: list(`state = 'CO' AND iata NOT IN (SELECT origin FROM flights WHERE ${month(5)})`),
  },
  {
    id: 'P15D-16',
    slug: SQL,
    q: 'how many Alaska airports had no departures in January 2001?',
    sql: count(`state = 'AK' AND iata NOT IN (SELECT origin FROM flights WHERE ${month(1)})`),
  },
  {
    id: 'P15D-17',
    slug: SQL,
    q: 'which Michigan airports had no departures in February?',
    sql: list(`state = 'MI' AND iata NOT IN (SELECT origin FROM flights WHERE ${month(2)})`),
  },
  {
    id: 'P15D-18',
    slug: SQL,
    q: 'how many Florida airports had no arrivals in June?',
    sql: count(`state = 'FL' AND iata NOT IN (SELECT destination FROM flights WHERE ${month(6)})`),
  },
];

/** sql-explorer: the reverse, flights whose code is not in the airports table. */
const FLIGHT_SIDE: readonly QuestionCase[] = [
  {
    id: 'P15D-19',
    slug: SQL,
    q: "how many flights go to a destination code that isn't in the airports table?",
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE destination NOT IN (SELECT iata FROM airports)',
  },
  {
    id: 'P15D-20',
    slug: SQL,
    q: 'count the flights whose origin is missing from the airports table',
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE origin NOT IN (SELECT iata FROM airports)',
  },
];

/** ops-agent: its flights are its own state's departures, inside the subquery too. */
const UNDER_RLS: readonly QuestionCase[] = [
  {
    id: 'P15D-21',
    ...ops('CA'),
    q: 'how many Washington airports do we never fly to?',
    sql: count(`state = 'WA' AND iata NOT IN ${used('destination', "o.state = 'CA'")}`),
  },
  {
    id: 'P15D-22',
    ...ops('WA'),
    q: 'list the Oregon airports with no flights from us',
    sql: list(`state = 'OR' AND iata NOT IN ${used('destination', "o.state = 'WA'")}`),
  },
  {
    id: 'P15D-23',
    ...ops('CO'),
    q: 'which Colorado airports had no departures in June?',
    sql: list(`state = 'CO' AND iata NOT IN ${used('origin', `o.state = 'CO' AND ${month(6, 'f.date')}`)}`),
  },
  {
    id: 'P15D-24',
    ...ops('TX'),
    q: 'how many Texas airports have no departures?',
    sql: count(`state = 'TX' AND iata NOT IN ${used('origin', "o.state = 'TX'")}`),
  },
  {
    id: 'P15D-25',
    ...ops('HI'),
    q: 'which Nevada airports do we never fly to?',
    sql: list(`state = 'NV' AND iata NOT IN ${used('destination', "o.state = 'HI'")}`),
  },
];

const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P15D-26', slug: SQL, q: 'which airlines never fly into JFK?', expect: ASK },
  { id: 'P15D-27', slug: SQL, q: 'airports in Quebec with no departures', expect: ASK },
  { id: 'P15D-28', slug: SQL, q: 'which airports have no cargo flights?', expect: ASK },
  { id: 'P15D-29', ...ops('WA'), q: 'how many California airports have no departures?', expect: ASK },
  { id: 'P15D-30', slug: SQL, q: 'which airports have no runways longer than 10000 feet?', expect: ASK },
  { id: 'P15D-31', slug: SQL, q: 'which Seattle weather stations never recorded snow?', expect: ASK },
];

/**
 * Probes written after the rules (P15D-32–P15D-37), new phrasings of the same classes: 5/6 when first
 * run; P15D-36 ("that no flights depart from", the column named by the verb after the rows' noun) led
 * to its own rule: 6/6.
 */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P15D-32',
    slug: SQL,
    q: 'which Idaho airports have never had a departure?',
    sql: list(`state = 'ID' AND iata NOT IN ${used('origin')}`),
  },
  {
    id: 'P15D-33',
    slug: SQL,
    q: 'number of Maine airports without any arrivals in March',
    sql: count(`state = 'ME' AND iata NOT IN (SELECT destination FROM flights WHERE ${month(3)})`),
  },
  {
    id: 'P15D-34',
    ...ops('OR'),
    q: 'how many Idaho airports do we never fly into?',
    sql: count(`state = 'ID' AND iata NOT IN ${used('destination', "o.state = 'OR'")}`),
  },
  {
    id: 'P15D-35',
    slug: SQL,
    q: 'Montana airports with zero flights in April',
    sql: list(
      `state = 'MT' AND iata NOT IN (SELECT origin FROM flights WHERE ${month(4)}) AND iata NOT IN (SELECT destination FROM flights WHERE ${month(4)})`,
    ),
  },
  {
    id: 'P15D-36',
    slug: SQL,
    q: 'airports in Dallas that no flights depart from',
    sql: list(`city = 'Dallas' AND iata NOT IN ${used('origin')}`),
  },
  {
    id: 'P15D-37',
    slug: SQL,
    q: 'how many flights have an origin not found in the airports table?',
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE origin NOT IN (SELECT iata FROM airports)',
  },
];

export const PASS15D_QUESTIONS: readonly QuestionCase[] = [
  ...AIRPORT_SIDE,
  ...PERIOD,
  ...FLIGHT_SIDE,
  ...UNDER_RLS,
  ...NEAR_MISSES,
  ...PROBES,
];
