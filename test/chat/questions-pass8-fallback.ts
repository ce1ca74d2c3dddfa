import type { QuestionCase } from './questions.js';

/**
 * Pass 8 development questions (F01–F66) for the ops agent's SQL fallback and for row-level security,
 * written from the demo catalog, docs/chat.md and the data before the planner was changed. The ops
 * agent (`contract-with-sql-fallback`, its state sent as `{"state": …}`) is asked what its contract
 * cannot express, in an operations person's words: days of the week, hours of the day, delay and
 * distance thresholds other than the 15 minutes of "delayed", medians and percentiles, the minimum
 * and maximum of a column, shares, distinct counts, airport lookups and routes. Every answer over
 * flights is over departures from the caller's state only (the SQL below applies the filter itself).
 * Then RLS questions for state-portal and the ops agent: "we / our / us", the caller's own state or
 * its cities (answered), another state's departures, arrivals into the caller's state from elsewhere,
 * the whole country and rankings of states (asked back: docs/chat.md, the caller's row-level security).
 * Answers are SQL on the raw tables of the demo DuckDB file. Scored by test/chat/passes.test.ts.
 */

const OPS = 'ops-agent';
const PORTAL = 'state-portal';
const ASK = 'questionnaire' as const;
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FOD = `${FO} LEFT JOIN airports d ON f.destination = d.iata`;
const month = (m: number) =>
  `f.date >= DATE '2001-${String(m).padStart(2, '0')}-01' AND f.date < DATE '2001-${String(m + 1).padStart(2, '0')}-01'`;
const ops = (state: string) => ({ slug: OPS, context: { state } });
const portal = (state: string) => ({ slug: PORTAL, context: { state } });

/** Days of the week and hours of the day: the contract has neither, the tables compute them. */
const CYCLES: readonly QuestionCase[] = [
  {
    id: 'F01',
    q: 'How many flights did we run on Tuesdays?',
    ...ops('WA'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' AND dayname(f.date) = 'Tuesday'`,
  },
  {
    id: 'F02',
    q: 'which day of the week has the worst average delay for us?',
    ...ops('CA'),
    sql: `SELECT dayname(f.date) AS day_of_week, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'F03',
    q: 'flights per weekday out of Miami',
    ...ops('FL'),
    sql: `SELECT dayname(f.date) AS day_of_week, count(*) AS flight_count FROM ${FO} WHERE o.state = 'FL' AND o.city = 'Miami' GROUP BY 1`,
  },
  {
    id: 'F04',
    q: 'how many weekend departures from Denver in March?',
    ...ops('CO'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CO' AND o.city = 'Denver' AND dayname(f.date) IN ('Saturday', 'Sunday') AND ${month(3)}`,
  },
  {
    id: 'F05',
    q: 'What hour do most of our flights leave?',
    ...ops('GA'),
    sql: `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM ${FO} WHERE o.state = 'GA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'F06',
    q: 'How many flights depart after 6pm?',
    ...ops('IL'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'IL' AND hour(f.date) >= 18`,
  },
  {
    id: 'F07',
    q: 'average delay by hour of day from ORD',
    ...ops('IL'),
    sql: `SELECT hour(f.date) AS hour, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'IL' AND f.origin = 'ORD' GROUP BY 1`,
  },
  {
    id: 'F08',
    q: 'Which of our airports has the most flights after 10pm?',
    ...ops('NV'),
    sql: `SELECT f.origin AS origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'NV' AND hour(f.date) >= 22 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'F09',
    q: 'median delay at ORD by day of week',
    ...ops('IL'),
    sql: `SELECT dayname(f.date) AS day_of_week, median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'IL' AND f.origin = 'ORD' GROUP BY 1`,
  },
  {
    id: 'F10',
    q: 'What share of Dallas departures leave before 7am?',
    ...ops('TX'),
    sql: `SELECT 100.0 * count(*) FILTER (WHERE hour(f.date) < 7) / count(*) AS flight_count_percent FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Dallas'`,
  },
  {
    id: 'F11',
    q: 'How many of our flights to Florida left on a weekend?',
    ...ops('MA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'MA' AND d.state = 'FL' AND dayname(f.date) IN ('Saturday', 'Sunday')`,
  },
  {
    id: 'F12',
    q: 'number of flights by day of the week to California',
    ...ops('NY'),
    sql: `SELECT dayname(f.date) AS day_of_week, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'NY' AND d.state = 'CA' GROUP BY 1`,
  },
  {
    id: 'F13',
    q: 'avg delay on thursdays in may',
    ...ops('AZ'),
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'AZ' AND dayname(f.date) = 'Thursday' AND ${month(5)}`,
  },
];

/** Thresholds other than "delayed", medians, percentiles, minimum and maximum. */
const FIGURES: readonly QuestionCase[] = [
  {
    id: 'F14',
    q: 'How many of our flights were more than an hour late?',
    ...ops('TX'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND f.delay > 60`,
  },
  {
    id: 'F15',
    q: 'flights out of PHX delayed by at least 30 minutes',
    ...ops('AZ'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'AZ' AND f.origin = 'PHX' AND f.delay >= 30`,
  },
  {
    id: 'F16',
    q: 'What percentage of departures from Boston were delayed over 20 minutes?',
    ...ops('MA'),
    sql: `SELECT 100.0 * count(*) FILTER (WHERE f.delay > 20) / count(*) AS flight_count_percent FROM ${FO} WHERE o.state = 'MA' AND o.city = 'Boston'`,
  },
  {
    id: 'F17',
    q: 'How many flights left more than 10 minutes early?',
    ...ops('NV'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'NV' AND f.delay < -10`,
  },
  {
    id: 'F18',
    q: 'How many of our flights were over 2000 miles?',
    ...ops('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND f.distance > 2000`,
  },
  {
    id: 'F19',
    q: 'median departure delay in March',
    ...ops('IL'),
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'IL' AND ${month(3)}`,
  },
  {
    id: 'F20',
    q: 'median trip length from Atlanta',
    ...ops('GA'),
    sql: `SELECT median(f.distance) AS median_distance FROM ${FO} WHERE o.state = 'GA' AND o.city = 'Atlanta'`,
  },
  {
    id: 'F21',
    q: 'What was the biggest delay out of Houston in May?',
    ...ops('TX'),
    sql: `SELECT max(f.delay) AS max_delay FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Houston' AND ${month(5)}`,
  },
  {
    id: 'F22',
    q: "What's the minimum delay we recorded?",
    ...ops('CO'),
    sql: `SELECT min(f.delay) AS min_delay FROM ${FO} WHERE o.state = 'CO'`,
  },
  {
    id: 'F23',
    q: 'shortest flight out of Chicago',
    ...ops('IL'),
    sql: `SELECT min(f.distance) AS min_distance FROM ${FO} WHERE o.state = 'IL' AND o.city = 'Chicago'`,
  },
  {
    id: 'F24',
    q: 'max distance flown on a single flight from Minneapolis',
    ...ops('MN'),
    sql: `SELECT max(f.distance) AS max_distance FROM ${FO} WHERE o.state = 'MN' AND o.city = 'Minneapolis'`,
  },
  {
    id: 'F25',
    q: "What's the 90th percentile of delay for our flights?",
    ...ops('WA'),
    sql: `SELECT quantile_cont(f.delay, 0.9) AS p90_delay FROM ${FO} WHERE o.state = 'WA'`,
  },
  {
    id: 'F26',
    q: '95th percentile delay from Portland',
    ...ops('OR'),
    sql: `SELECT quantile_cont(f.delay, 0.95) AS p95_delay FROM ${FO} WHERE o.state = 'OR' AND o.city = 'Portland'`,
  },
  {
    id: 'F27',
    q: 'How many of our Detroit flights were delayed more than 45 minutes in the first quarter?',
    ...ops('MI'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'MI' AND o.city = 'Detroit' AND f.delay > 45 AND f.date >= DATE '2001-01-01' AND f.date < DATE '2001-04-01'`,
  },
  {
    id: 'F28',
    q: "last month's median delay",
    ...ops('CA'),
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'CA' AND ${month(6)}`,
  },
  {
    id: 'F29',
    q: 'count of flights with a delay under 5 minutes from PDX',
    ...ops('OR'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'OR' AND f.origin = 'PDX' AND f.delay < 5`,
  },
];

/** Shares, distinct counts, lookups in airports, routes. */
const OTHERS: readonly QuestionCase[] = [
  {
    id: 'F30',
    q: 'What share of our flights go to Texas?',
    ...ops('CA'),
    sql: `SELECT 100.0 * count(*) FILTER (WHERE d.state = 'TX') / count(*) AS flight_count_percent FROM ${FOD} WHERE o.state = 'CA'`,
  },
  {
    id: 'F31',
    q: 'What percentage of flights from SEA go to Alaska?',
    ...ops('WA'),
    sql: `SELECT 100.0 * count(*) FILTER (WHERE d.state = 'AK') / count(*) AS flight_count_percent FROM ${FOD} WHERE o.state = 'WA' AND f.origin = 'SEA'`,
  },
  {
    id: 'F32',
    q: 'percent of our flights that were delayed in June',
    ...ops('FL'),
    sql: `SELECT 100.0 * count(*) FILTER (WHERE f.delay > 15) / count(*) AS flight_count_percent FROM ${FO} WHERE o.state = 'FL' AND ${month(6)}`,
  },
  {
    id: 'F33',
    q: 'How many different airports do we fly out of?',
    ...ops('TX'),
    sql: `SELECT count(DISTINCT f.origin) AS origin_count FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'F34',
    q: 'how many different destination cities do we serve from Denver',
    ...ops('CO'),
    sql: `SELECT count(DISTINCT d.city) AS destination_city_count FROM ${FOD} WHERE o.state = 'CO' AND o.city = 'Denver'`,
  },
  {
    id: 'F35',
    q: 'How many destination states do our flights reach?',
    ...ops('GA'),
    sql: `SELECT count(DISTINCT d.state) AS destination_state_count FROM ${FOD} WHERE o.state = 'GA'`,
  },
  {
    id: 'F36',
    q: "What's the name of the airport with code DEN?",
    ...ops('CO'),
    sql: `SELECT name FROM airports WHERE iata = 'DEN'`,
  },
  {
    id: 'F37',
    q: 'Which state is PDX in?',
    ...ops('WA'),
    sql: `SELECT state FROM airports WHERE iata = 'PDX'`,
  },
  {
    id: 'F38',
    q: 'How many airports are there in Alaska?',
    ...ops('WA'),
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'AK'`,
  },
  {
    id: 'F39',
    q: 'what city is MCO in',
    ...ops('FL'),
    sql: `SELECT city FROM airports WHERE iata = 'MCO'`,
  },
  {
    id: 'F40',
    q: 'busiest route from our state',
    ...ops('CA'),
    sql: `SELECT f.origin AS origin, f.destination AS destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'F41',
    q: 'How many flights within our state?',
    ...ops('WA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'WA' AND d.state = 'WA'`,
  },
  {
    id: 'F42',
    q: 'How many flights arrived in Phoenix from Tucson?',
    ...ops('AZ'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'AZ' AND o.city = 'Tucson' AND d.city = 'Phoenix'`,
  },
  {
    id: 'F43',
    q: 'How many flights did New York send to California on weekends?',
    ...ops('NY'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'NY' AND d.state = 'CA' AND dayname(f.date) IN ('Saturday', 'Sunday')`,
  },
  {
    id: 'F44',
    q: 'median distance of our flights to Hawaii',
    ...ops('CA'),
    sql: `SELECT median(f.distance) AS median_distance FROM ${FOD} WHERE o.state = 'CA' AND d.state = 'HI'`,
  },
];

/** Row-level security: the caller's own state answers; other states, arrivals from elsewhere, the whole country ask. */
const RLS: readonly QuestionCase[] = [
  {
    id: 'F45',
    q: 'How many flights did we have in April?',
    ...portal('OR'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'OR' AND ${month(4)}`,
  },
  {
    id: 'F46',
    q: 'average delay out of Phoenix',
    ...portal('AZ'),
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'AZ' AND o.city = 'Phoenix'`,
  },
  {
    id: 'F47',
    q: 'How many flights left Las Vegas for Los Angeles?',
    ...portal('NV'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'NV' AND o.city = 'Las Vegas' AND d.city = 'Los Angeles'`,
  },
  {
    id: 'F48',
    q: 'How many flights from Los Angeles to San Francisco in June?',
    ...portal('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND o.city = 'Los Angeles' AND d.city = 'San Francisco' AND ${month(6)}`,
  },
  {
    id: 'F49',
    q: 'Rank our airports by average delay',
    ...portal('FL'),
    sql: `SELECT f.origin AS origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'FL' GROUP BY 1 ORDER BY 2 DESC`,
    ordered: true,
  },
  {
    id: 'F50',
    q: 'Which of our airports is the busiest?',
    ...portal('WA'),
    sql: `SELECT f.origin AS origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'F51',
    q: 'How many delayed flights did Texas have in February?',
    ...portal('TX'),
    sql: `SELECT count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'TX' AND ${month(2)}`,
  },
  {
    id: 'F52',
    q: 'our flights to Florida by weekday',
    ...ops('MA'),
    sql: `SELECT dayname(f.date) AS day_of_week, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'MA' AND d.state = 'FL' GROUP BY 1`,
  },
  { id: 'F53', q: "What's the average delay for flights out of Oregon?", ...portal('CA'), expect: ASK },
  { id: 'F54', q: 'How many flights leave Chicago each month?', ...portal('TX'), expect: ASK },
  { id: 'F55', q: 'median delay for flights out of Denver', ...ops('WA'), expect: ASK },
  { id: 'F56', q: 'How many flights does Florida have on Mondays?', ...ops('CA'), expect: ASK },
  { id: 'F57', q: 'How many flights land in our state?', ...ops('TX'), expect: ASK },
  // Arrivals at the caller's own places are answered with its own departures, and the interpretation
  // says so (asked back when this set was written; changed with NP224 in the eighth session).
  {
    id: 'F58',
    q: 'What is the average delay of flights coming into Georgia?',
    ...ops('GA'),
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE o.state = 'GA' AND d.state = 'GA'`,
  },
  { id: 'F59', q: 'flights to Chicago from New York', ...portal('IL'), expect: ASK },
  { id: 'F60', q: 'Which state has the highest median delay?', ...ops('CO'), expect: ASK },
  { id: 'F61', q: 'nationwide average delay on Fridays', ...ops('TX'), expect: ASK },
  { id: 'F62', q: 'What percentage of all US flights leave from California?', ...ops('CA'), expect: ASK },
  { id: 'F63', q: 'how many flights did Texas send us on Sundays?', ...ops('CA'), expect: ASK },
  { id: 'F64', q: 'Which day of the week is busiest for us?', ...portal('WA'), expect: ASK },
  { id: 'F65', q: 'which airline has the most delays from our airports?', ...ops('FL'), expect: ASK },
  { id: 'F66', q: 'average arrival delay by hour of day', ...ops('WA'), expect: ASK },
];

/**
 * Added during the pass (after the baseline, so not part of it), in other words than the questions
 * that led to each rule: arrivals at the caller's own places, clock ranges, lookups, distinct counts of
 * one side, "rank X by Y", amounts early, shares with two places, "within our state".
 */
const AFTER_BASELINE: readonly QuestionCase[] = [
  // Answered with the caller's own departures since the eighth session (see F58).
  {
    id: 'G01',
    q: 'How many flights arrive in Chicago?',
    ...ops('IL'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'IL' AND d.city = 'Chicago'`,
  },
  {
    id: 'G02',
    q: 'flights arriving at LAX',
    ...portal('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND f.destination = 'LAX'`,
  },
  {
    id: 'G03',
    q: 'How many flights come into California?',
    ...portal('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND d.state = 'CA'`,
  },
  {
    id: 'G04',
    q: 'How many of our flights go to San Diego?',
    ...ops('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND d.city = 'San Diego'`,
  },
  {
    id: 'G05',
    q: 'How many flights arrived at LAX from San Francisco?',
    ...portal('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND o.city = 'San Francisco' AND f.destination = 'LAX'`,
  },
  {
    id: 'G06',
    q: 'how many flights leave Houston between 6am and 9am?',
    ...ops('TX'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Houston' AND hour(f.date) >= 6 AND hour(f.date) < 9`,
  },
  {
    id: 'G07',
    q: 'How many of our flights departed before noon?',
    ...ops('NY'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'NY' AND hour(f.date) < 12`,
  },
  { id: 'G08', q: 'How many airports do we have?', ...ops('TX'), expect: ASK },
  {
    id: 'G09',
    q: 'How many destination states do we serve?',
    ...ops('GA'),
    sql: `SELECT count(DISTINCT d.state) AS destination_state_count FROM ${FOD} WHERE o.state = 'GA'`,
  },
  {
    id: 'G10',
    q: 'Which city is SFO in?',
    ...ops('CA'),
    sql: `SELECT city FROM airports WHERE iata = 'SFO'`,
  },
  {
    id: 'G11',
    q: 'What is the name of the airport MSP?',
    ...ops('MN'),
    sql: `SELECT name FROM airports WHERE iata = 'MSP'`,
  },
  {
    id: 'G12',
    q: 'Rank our airports by number of flights',
    ...portal('TX'),
    sql: `SELECT f.origin AS origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC`,
    ordered: true,
  },
  {
    id: 'G13',
    q: 'How many flights left at least 15 minutes early?',
    ...ops('NV'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'NV' AND f.delay <= -15`,
  },
  {
    id: 'G14',
    q: 'What percent of flights to Las Vegas are from LAX?',
    ...ops('CA'),
    sql: `SELECT 100.0 * count(*) FILTER (WHERE f.origin = 'LAX') / count(*) AS flight_count_percent FROM ${FOD} WHERE o.state = 'CA' AND d.city = 'Las Vegas'`,
  },
  {
    id: 'G15',
    q: 'What is our busiest route?',
    ...ops('TX'),
    sql: `SELECT f.origin AS origin, f.destination AS destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'G16',
    q: 'average delay of flights within our state',
    ...portal('TX'),
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE o.state = 'TX' AND d.state = 'TX'`,
  },
  {
    id: 'G17',
    q: 'average delay for flights from 10pm to midnight',
    ...ops('AZ'),
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'AZ' AND hour(f.date) >= 22`,
  },
  // Two places and no verb between them: which is the condition cannot be told (E90 has the verb).
  { id: 'G18', q: 'share of flights from SEA to SFO', slug: 'sql-explorer', expect: ASK },
  {
    id: 'G19',
    q: 'p95 distance of flights out of Denver',
    ...ops('CO'),
    sql: `SELECT quantile_cont(f.distance, 0.95) AS p95_distance FROM ${FO} WHERE o.state = 'CO' AND o.city = 'Denver'`,
  },
  // Read as departures from Seattle before the pass ("receive" was a word that changes nothing).
  {
    id: 'G20',
    q: 'How many flights did Seattle receive in May?',
    ...ops('WA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'WA' AND d.city = 'Seattle' AND ${month(5)}`,
  },
  {
    id: 'G21',
    q: 'flights leaving SEA for Denver in March',
    ...ops('WA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'WA' AND f.origin = 'SEA' AND d.city = 'Denver' AND ${month(3)}`,
  },
  // Answered with two figures (the count of delayed flights and the average delay of all) before.
  {
    id: 'G22',
    q: 'what is the average delay of delayed flights from ORD?',
    ...ops('IL'),
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'IL' AND f.origin = 'ORD' AND f.delay > 15`,
  },
];

export const FALLBACK_PASS8_QUESTIONS: readonly QuestionCase[] = [
  ...CYCLES,
  ...FIGURES,
  ...OTHERS,
  ...RLS,
  ...AFTER_BASELINE,
];
