import type { QuestionCase } from './questions.js';

/**
 * Pass 9 development questions for the SQL-only consumer (`sql-explorer`) and the ops agent's SQL
 * fallback (`ops-agent` with its state), written before the planner pass that targets them: shares of
 * the rows meeting a condition ("what % / share / fraction / proportion of … were …", overall and
 * ranked among groups of a minimum size), thresholds written "N+", "N or later", clock times and hour
 * ranges, percentiles, a month name "across all years", "both directions" between two airports,
 * an expression of two columns (high minus low), and near misses that must still be asked back (a
 * word the data cannot express, a city in two states). Answers are SQL on the raw demo tables. Scored
 * by test/chat/passes.test.ts (label `pass9-sql`).
 */

const SQL = 'sql-explorer';
const OPS = 'ops-agent';
const ASK = 'questionnaire' as const;
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const ops = (state: string) => ({ slug: OPS, context: { state } });
const month = (m: number) =>
  `f.date >= DATE '2001-${String(m).padStart(2, '0')}-01' AND f.date < DATE '2001-${String(m + 1).padStart(2, '0')}-01'`;
const pct = (cond: string, of = 'flight_count') =>
  `100.0 * count(*) FILTER (WHERE ${cond}) / count(*) AS ${of}_percent`;

/** Shares of rows meeting a condition. */
const SHARES: readonly QuestionCase[] = [
  {
    id: 'H01',
    q: 'What percentage of SFO departures were delayed more than 15 min?',
    slug: SQL,
    sql: `SELECT ${pct('delay > 15')} FROM flights WHERE origin = 'SFO'`,
  },
  {
    id: 'H02',
    q: 'what share of flights out of DEN left over 30 mins late?',
    slug: SQL,
    sql: `SELECT ${pct('delay > 30')} FROM flights WHERE origin = 'DEN'`,
  },
  {
    id: 'H03',
    q: 'Proportion of LAX departures delayed by at least 45 minutes',
    slug: SQL,
    sql: `SELECT ${pct('delay >= 45')} FROM flights WHERE origin = 'LAX'`,
  },
  {
    id: 'H04',
    q: 'What percent of days in 2015 had any precipitation at all?',
    slug: SQL,
    sql: `SELECT ${pct('precipitation > 0', 'row_count')} FROM seattle_weather WHERE year(date) = 2015`,
  },
  {
    id: 'H05',
    q: 'what fraction of days in 2013 saw any precipitation?',
    slug: SQL,
    sql: `SELECT ${pct('precipitation > 0', 'row_count')} FROM seattle_weather WHERE year(date) = 2013`,
  },
  {
    id: 'H06',
    q: 'What % of our departures were delayed in June?',
    ...ops('GA'),
    sql: `SELECT ${pct('f.delay > 15')} FROM ${FO} WHERE o.state = 'GA' AND ${month(6)}`,
  },
  {
    id: 'H07',
    q: 'what percentage of our flights were late in march',
    ...ops('WA'),
    sql: `SELECT ${pct('f.delay > 15')} FROM ${FO} WHERE o.state = 'WA' AND ${month(3)}`,
  },
  {
    id: 'H08',
    q: 'What share of our departures left 20+ minutes late?',
    ...ops('TX'),
    sql: `SELECT ${pct('f.delay >= 20')} FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'H09',
    q: 'What percentage of days in 2014 had no precipitation?',
    slug: SQL,
    sql: `SELECT ${pct('precipitation = 0', 'row_count')} FROM seattle_weather WHERE year(date) = 2014`,
  },
  {
    id: 'H10',
    q: 'What percent of flights from ORD left early?',
    slug: SQL,
    sql: `SELECT ${pct('delay < 0')} FROM flights WHERE origin = 'ORD'`,
  },
  {
    id: 'H11',
    q: 'Among airports with at least 10,000 departures, which one has the highest percentage of delayed flights?',
    slug: SQL,
    sql: `SELECT origin, ${pct('delay > 15')} FROM flights GROUP BY 1 HAVING count(*) >= 10000 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'H12',
    q: 'Of the origins with more than 20000 flights, which has the lowest share of delayed flights?',
    slug: SQL,
    sql: `SELECT origin, ${pct('delay > 15')} FROM flights GROUP BY 1 HAVING count(*) > 20000 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'H13',
    q: 'which airport with 5000+ departures has the highest percentage of flights delayed over an hour?',
    slug: SQL,
    sql: `SELECT origin, ${pct('delay > 60')} FROM flights GROUP BY 1 HAVING count(*) >= 5000 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'H14',
    q: 'what share of our flights were delayed by 15+ minutes in May',
    ...ops('NY'),
    sql: `SELECT ${pct('f.delay >= 15')} FROM ${FO} WHERE o.state = 'NY' AND ${month(5)}`,
  },
];

/** Thresholds written "N+" and "or later", early departures. */
const THRESHOLDS: readonly QuestionCase[] = [
  {
    id: 'H20',
    q: 'How many flights left Denver 30+ minutes late in January?',
    ...ops('CO'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CO' AND f.origin = 'DEN' AND f.delay >= 30 AND ${month(1)}`,
  },
  {
    id: 'H21',
    q: 'how many of our flights left 10+ minutes early?',
    ...ops('MI'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'MI' AND f.delay <= -10`,
  },
  {
    id: 'H22',
    q: 'number of SEA flights 60+ min late',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND delay >= 60`,
  },
  {
    id: 'H23',
    q: 'How many flights were 2000+ miles long?',
    slug: SQL,
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE distance >= 2000',
  },
  {
    id: 'H24',
    q: 'count flights out of Atlanta that were 45+ minutes late in May',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' AND f.delay >= 45 AND ${month(5)}`,
  },
  {
    id: 'H25',
    q: 'How many of our flights departed 5 or more minutes early?',
    ...ops('OR'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'OR' AND f.delay <= -5`,
  },
  {
    id: 'H26',
    q: 'how many days had 10+ mm of rain in 2014',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation >= 10 AND year(date) = 2014',
  },
  {
    id: 'H27',
    q: 'count of MIA departures with 120+ minute delays',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'MIA' AND delay >= 120`,
  },
];

/** Clock times and hour ranges. */
const CLOCK: readonly QuestionCase[] = [
  {
    id: 'H30',
    q: 'How many of our flights were scheduled at 10pm or later?',
    ...ops('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND hour(f.date) >= 22`,
  },
  {
    id: 'H31',
    q: 'How many flights departed at 9 pm or later from JFK?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'JFK' AND hour(date) >= 21`,
  },
  {
    id: 'H32',
    q: 'Count of April flights whose departure hour is 17 through 20',
    slug: SQL,
    sql: "SELECT count(*) AS flight_count FROM flights WHERE hour(date) BETWEEN 17 AND 20 AND date >= DATE '2001-04-01' AND date < DATE '2001-05-01'",
  },
  {
    id: 'H33',
    q: 'how many flights left between 5 and 8 pm from ORD?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'ORD' AND hour(date) >= 17 AND hour(date) < 20`,
  },
  {
    id: 'H34',
    q: 'average delay for departures at 6am or earlier',
    slug: SQL,
    sql: 'SELECT avg(delay) AS avg_delay FROM flights WHERE hour(date) <= 6',
  },
  {
    id: 'H35',
    q: 'busiest departure hour at BOS',
    ...ops('MA'),
    sql: `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM ${FO} WHERE o.state = 'MA' AND f.origin = 'BOS' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'H36',
    q: 'what is our busiest hour of the day?',
    ...ops('IL'),
    sql: `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM ${FO} WHERE o.state = 'IL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'H37',
    q: 'How many flights from SFO had a departure hour of 6 through 9?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND hour(date) BETWEEN 6 AND 9`,
  },
  {
    id: 'H38',
    q: 'What percentage of our flights leave at 8pm or later?',
    ...ops('NV'),
    sql: `SELECT ${pct('hour(f.date) >= 20')} FROM ${FO} WHERE o.state = 'NV'`,
  },
  {
    id: 'H39',
    q: 'How many flights from BOS departed between 17:00 and 20:00?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'BOS' AND hour(date) >= 17 AND hour(date) < 20`,
  },
];

/** Percentiles, extremes, expressions of two columns, months across years, both directions, routes. */
const OTHER: readonly QuestionCase[] = [
  {
    id: 'H40',
    q: "what's the 90th percentile departure delay for our flights?",
    ...ops('FL'),
    sql: `SELECT quantile_cont(f.delay, 0.9) AS p90_delay FROM ${FO} WHERE o.state = 'FL'`,
  },
  {
    id: 'H41',
    q: '75th percentile departure delay out of Chicago',
    slug: SQL,
    sql: `SELECT quantile_cont(f.delay, 0.75) AS p75_delay FROM ${FO} WHERE o.city = 'Chicago'`,
  },
  {
    id: 'H42',
    q: 'earliest departure relative to schedule among our flights — the minimum delay',
    ...ops('PA'),
    sql: `SELECT min(f.delay) AS min_delay FROM ${FO} WHERE o.state = 'PA'`,
  },
  {
    id: 'H43',
    q: 'Average daily temperature range (high minus low) in 2013',
    slug: SQL,
    sql: 'SELECT avg(temp_max - temp_min) AS avg_temp_range FROM seattle_weather WHERE year(date) = 2013',
  },
  {
    id: 'H44',
    q: 'average difference between the high and low temperature in 2014',
    slug: SQL,
    sql: 'SELECT avg(temp_max - temp_min) AS avg_temp_range FROM seattle_weather WHERE year(date) = 2014',
  },
  {
    id: 'H45',
    q: 'Most common weather type in December, across all years',
    slug: SQL,
    sql: 'SELECT weather, count(*) AS row_count FROM seattle_weather WHERE month(date) = 12 GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    ordered: true,
  },
  {
    id: 'H46',
    q: 'average high temperature in July over all years',
    slug: SQL,
    sql: 'SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE month(date) = 7',
  },
  {
    id: 'H47',
    q: 'How many rainy days in November across every year?',
    slug: SQL,
    sql: "SELECT count(*) AS row_count FROM seattle_weather WHERE month(date) = 11 AND weather = 'rain'",
  },
  {
    id: 'H48',
    q: 'Number of flights between Boston and Washington Reagan (DCA), both directions',
    slug: SQL,
    sql: "SELECT count(*) AS flight_count FROM flights WHERE (origin = 'BOS' AND destination = 'DCA') OR (origin = 'DCA' AND destination = 'BOS')",
  },
  {
    id: 'H49',
    q: 'how many flights between SEA and SFO in either direction?',
    slug: SQL,
    sql: "SELECT count(*) AS flight_count FROM flights WHERE (origin = 'SEA' AND destination = 'SFO') OR (origin = 'SFO' AND destination = 'SEA')",
  },
  {
    id: 'H50',
    q: 'From route_stats, which route with at least 1000 flights has the worst average delay?',
    slug: SQL,
    sql: 'SELECT origin, destination, avg(delay) AS avg_delay FROM flights GROUP BY 1, 2 HAVING count(*) >= 1000 ORDER BY 3 DESC LIMIT 1',
    ordered: true,
  },
  {
    id: 'H51',
    q: [
      'What was the average max temp in August 2014?',
      '…',
      'and the hottest single day that month, how hot?',
    ],
    slug: SQL,
    sql: "SELECT max(temp_max) AS max_temp_max FROM seattle_weather WHERE date >= DATE '2014-08-01' AND date < DATE '2014-09-01'",
  },
  {
    id: 'H52',
    q: 'what was the lowest delay among our flights?',
    ...ops('AZ'),
    sql: `SELECT min(f.delay) AS min_delay FROM ${FO} WHERE o.state = 'AZ'`,
  },
  {
    id: 'H53',
    q: 'hottest July day on record, across all years',
    slug: SQL,
    sql: 'SELECT max(temp_max) AS max_temp_max FROM seattle_weather WHERE month(date) = 7',
  },
  {
    id: 'H54',
    q: 'total flights between LAX and JFK, both ways',
    slug: SQL,
    sql: "SELECT count(*) AS flight_count FROM flights WHERE (origin = 'LAX' AND destination = 'JFK') OR (origin = 'JFK' AND destination = 'LAX')",
  },
];

/** Near misses that must still be asked back. */
const ASKED: readonly QuestionCase[] = [
  { id: 'H60', q: 'Rochester average delay?', slug: SQL, expect: ASK },
  { id: 'H61', q: 'How many flights left Portland after 9pm?', slug: SQL, expect: ASK },
  { id: 'H62', q: 'What percentage of flights were cancelled?', slug: SQL, expect: ASK },
  { id: 'H63', q: 'What share of Southwest flights were delayed?', slug: SQL, expect: ASK },
  { id: 'H64', q: 'what percent of flights had wifi?', slug: SQL, expect: ASK },
  { id: 'H65', q: 'What percentage of our flights were diverted?', ...ops('WA'), expect: ASK },
  { id: 'H66', q: 'What fraction of passengers were delayed more than 15 minutes?', slug: SQL, expect: ASK },
  { id: 'H67', q: 'How many flights left after midnight?', slug: SQL, expect: ASK },
  { id: 'H68', q: '90th percentile of ticket price', slug: SQL, expect: ASK },
  { id: 'H69', q: 'What percentage of Texas flights go to Florida?', ...ops('CA'), expect: ASK },
  { id: 'H70', q: 'Average delay in December across all years', slug: SQL, expect: ASK },
  { id: 'H72', q: 'What percentage of flights were on time?', slug: SQL, expect: ASK },
  { id: 'H71', q: 'How many first class flights left 30+ minutes late?', slug: SQL, expect: ASK },
];

export const SQL_PASS9_QUESTIONS: readonly QuestionCase[] = [
  ...SHARES,
  ...THRESHOLDS,
  ...CLOCK,
  ...OTHER,
  ...ASKED,
];
