import type { QuestionCase } from './questions.js';

/**
 * Development questions for issue 14's third pass: qualifiers that restrict rows ("on time", "more
 * than half an hour", "longer than 2500 miles", "warmer than 32 degrees"), spelled-out durations
 * against a measure described in minutes, values of a text column too large for the value index
 * (airport cities), and verbs that change nothing ("send", "single"). Contract consumers
 * (analytics-app, state-portal) and table consumers (sql-explorer, ops-agent); each answer is plain
 * SQL on the raw demo tables. A qualifier the consumer's data cannot apply must be asked back, never
 * dropped (a count of every flight for "on time" is a wrong answer). Part of QUESTIONS.
 */

const SQL = 'sql-explorer';
const OPS = { slug: 'ops-agent', context: { state: 'WA' } };
const state = (s: string) => ({ slug: 'state-portal', context: { state: s } });
const FLIGHTS_O = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FLIGHTS_OD = `${FLIGHTS_O} LEFT JOIN airports d ON f.destination = d.iata`;

export const THRESHOLD_QUESTIONS: readonly QuestionCase[] = [
  // Contract path: the contracts have no per-flight delay or distance, so a row qualifier is asked back.
  { id: 'T01', q: 'How many flights from Denver were on time?', expect: 'questionnaire' },
  { id: 'T02', q: 'Count the Phoenix departures that left on schedule', expect: 'questionnaire' },
  { id: 'T03', q: 'How many flights from Chicago were over half an hour late?', expect: 'questionnaire' },
  { id: 'T04', q: 'Average distance of flights longer than 1500 miles', expect: 'questionnaire' },
  {
    id: 'T05',
    q: 'What was the average delay of flights delayed by over 45 minutes?',
    expect: 'questionnaire',
  },
  {
    id: 'T06',
    q: 'How many of our flights were more than two hours late?',
    ...state('WA'),
    expect: 'questionnaire',
  },
  { id: 'T07', q: 'Which airport had the most on-time departures?', ...state('CA'), expect: 'questionnaire' },
  {
    // The contract's own threshold measure: "delayed by more than 15 minutes" is delayed_flights.
    id: 'T08',
    q: 'How many flights from Seattle were delayed by more than 15 minutes?',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.city = 'Seattle'`,
  },
  {
    id: 'T09',
    q: 'How many flights did we send to Nevada?',
    ...state('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'CA' AND d.state = 'NV'`,
  },
  // Tables path: the catalog defines delay in minutes (delayed = delay > 15) and distance in miles.
  {
    id: 'T10',
    q: 'How many flights had a delay of more than an hour?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE delay > 60`,
  },
  {
    id: 'T11',
    q: 'Number of SEA departures delayed by more than half an hour',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND delay > 30`,
  },
  {
    id: 'T12',
    q: 'How many flights had a delay over two hours?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE delay > 120`,
  },
  {
    id: 'T13',
    q: 'How many flights from SFO had delays above 45 minutes?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND delay > 45`,
  },
  {
    id: 'T14',
    q: 'How many flights were longer than 2500 miles?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE distance > 2500`,
  },
  {
    id: 'T15',
    q: 'How many flights from LAX were shorter than 400 miles?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'LAX' AND distance < 400`,
  },
  {
    id: 'T16',
    q: 'How many days were warmer than 32 degrees?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE temp_max > 32`,
  },
  {
    id: 'T17',
    q: 'How many days were colder than -5 degrees?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE temp_min < -5`,
  },
  {
    id: 'T18',
    q: 'How many flights from SEA left on time?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND delay <= 15`,
  },
  // Cities of the airports table: more distinct values than the value index holds.
  {
    id: 'T19',
    q: 'How many airports does Houston have?',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE city = 'Houston'`,
  },
  {
    id: 'T20',
    q: 'Number of airports in San Antonio',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE city = 'San Antonio'`,
  },
  {
    id: 'T21',
    q: 'How many airports are there in Spokane?',
    ...OPS,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE city = 'Spokane'`,
  },
  // Ops-agent over its governed tables (row-level security on the origin's state).
  {
    id: 'T22',
    q: 'How many of our flights were longer than 2500 miles?',
    ...OPS,
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'WA' AND f.distance > 2500`,
  },
  {
    id: 'T23',
    q: 'How many of our flights had a delay of more than an hour?',
    ...OPS,
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'WA' AND f.delay > 60`,
  },
  // Verbs and words that change nothing.
  {
    id: 'T24',
    q: 'How many flights did PHX send to Texas?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE f.origin = 'PHX' AND d.state = 'TX'`,
  },
  {
    id: 'T25',
    q: 'What was the biggest single delay from LAX?',
    slug: SQL,
    sql: `SELECT max(delay) AS max_delay FROM flights WHERE origin = 'LAX'`,
  },
  {
    id: 'T26',
    q: 'How many flights did Seattle send to Alaska in March 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.city = 'Seattle' AND d.state = 'AK' AND f.date >= '2001-03-01' AND f.date < '2001-04-01'`,
  },
];
