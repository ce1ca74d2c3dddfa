import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 15b (P15B-01–P15B-80, and probes P15B-81–P15B-88 written after the
 * rules), the first eighty written before the planner was read or
 * changed, in the words analysts type: SQL-only questions to sql-explorer over flights, airports,
 * seattle_weather and route_stats, and ops-agent's SQL fallback (its flights are its state's
 * departures under row-level security; "we", "our" and "us" are that state). Themes: flights joined
 * to airports (the state, city or name of the other end), anti-joins and existence (airports with no
 * departures, airports that only send flights), route_stats thresholds and counts, hour of day, day of
 * week and date parts, medians and percentiles, distinct counts, extremes per group, shares, weather
 * by day type and month, thresholds with units ("more than 2 hours late", "longer than 1500 miles")
 * and row lookups. P15B-71–P15B-80 are near misses (a column the data lacks, a place it does not
 * hold, a year it does not cover, rows outside the caller's state) and must be asked back. Answers are
 * SQL on the raw tables of the demo DuckDB file. Scored by test/chat/passes.test.ts.
 */

const SQL = 'sql-explorer';
const ASK = 'questionnaire' as const;
const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FD = 'flights f LEFT JOIN airports d ON f.destination = d.iata';
const FOD = `${FO} LEFT JOIN airports d ON f.destination = d.iata`;
const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const month = (m: number, col = 'date') =>
  `${col} >= DATE '2001-${String(m).padStart(2, '0')}-01' AND ${col} < DATE '2001-${String(m + 1).padStart(2, '0')}-01'`;
const year = (y: number) => `date >= DATE '${y}-01-01' AND date < DATE '${y + 1}-01-01'`;
const pct = (cond: string, of = 'flight_count') =>
  `100.0 * count(*) FILTER (WHERE ${cond}) / count(*) AS ${of}_percent`;
const ROUTES =
  'SELECT origin, destination, count(*) AS flight_count, avg(delay) AS avg_delay, avg(distance) AS avg_distance FROM flights';
const routes = (where = '') => `(${ROUTES}${where ? ` WHERE ${where}` : ''} GROUP BY origin, destination) r`;
const inState = (s: string) => `origin IN (SELECT iata FROM airports WHERE state = '${s}')`;
const DAY_TYPE = `CASE WHEN dayname(date) IN ('Saturday', 'Sunday') THEN 'weekend' ELSE 'weekday' END AS day_type`;

/** Flights joined with airports: the state, city or name of the other end. */
const JOINS: readonly QuestionCase[] = [
  {
    id: 'P15B-01',
    slug: SQL,
    q: 'flights from SEA to airports in Texas',
    sql: `SELECT count(*) AS flight_count FROM ${FD} WHERE f.origin = 'SEA' AND d.state = 'TX'`,
  },
  {
    id: 'P15B-02',
    slug: SQL,
    q: 'which 5 states does Denver fly to most?',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Denver' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P15B-03',
    slug: SQL,
    q: 'how many flights went from Chicago to New York?',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Chicago' AND d.city = 'New York'`,
  },
  {
    id: 'P15B-04',
    slug: SQL,
    q: 'average delay of flights from Texas airports to California',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE o.state = 'TX' AND d.state = 'CA'`,
  },
  {
    id: 'P15B-05',
    slug: SQL,
    q: 'number of flights into Alaska by origin state',
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FOD} WHERE d.state = 'AK' GROUP BY 1`,
  },
  {
    id: 'P15B-06',
    slug: SQL,
    q: 'busiest airport in Florida by departures',
    sql: `SELECT f.origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'FL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P15B-07',
    slug: SQL,
    q: 'total miles flown out of Colorado airports',
    sql: `SELECT sum(f.distance) AS sum_distance FROM ${FO} WHERE o.state = 'CO'`,
  },
  {
    id: 'P15B-08',
    slug: SQL,
    q: 'how many flights from PDX landed in California in March?',
    sql: `SELECT count(*) AS flight_count FROM ${FD} WHERE f.origin = 'PDX' AND d.state = 'CA' AND ${month(3, 'f.date')}`,
  },
];

/** Anti-joins and existence over airports and flights. */
const EXISTENCE: readonly QuestionCase[] = [
  {
    id: 'P15B-09',
    slug: SQL,
    q: 'airports in Oregon with no departures in the data',
    sql: `SELECT iata, name FROM airports WHERE state = 'OR' AND iata NOT IN (SELECT origin FROM flights)`,
  },
  {
    id: 'P15B-10',
    slug: SQL,
    q: 'how many airports in Texas have no flights at all?',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'TX' AND iata NOT IN (SELECT origin FROM flights) AND iata NOT IN (SELECT destination FROM flights)`,
  },
  {
    id: 'P15B-11',
    slug: SQL,
    q: 'airports that have departures but never any arrivals',
    sql: 'SELECT iata, name FROM airports WHERE iata IN (SELECT origin FROM flights) AND iata NOT IN (SELECT destination FROM flights)',
  },
  {
    id: 'P15B-12',
    slug: SQL,
    q: 'how many different airports have departures in the flights data?',
    sql: 'SELECT count(DISTINCT origin) AS origin_count FROM flights',
  },
  {
    id: 'P15B-13',
    slug: SQL,
    q: 'Hawaii airports without any flights',
    sql: `SELECT iata, name FROM airports WHERE state = 'HI' AND iata NOT IN (SELECT origin FROM flights) AND iata NOT IN (SELECT destination FROM flights)`,
  },
];

/** route_stats: thresholds, counts, extremes. */
const ROUTE_STATS: readonly QuestionCase[] = [
  {
    id: 'P15B-14',
    slug: SQL,
    q: 'routes averaging over 30 min delay',
    sql: `SELECT origin, destination, avg_delay FROM ${routes()} WHERE avg_delay > 30`,
  },
  {
    id: 'P15B-15',
    slug: SQL,
    q: 'how many routes have fewer than 10 flights',
    sql: `SELECT count(*) AS row_count FROM ${routes()} WHERE flight_count < 10`,
  },
  {
    id: 'P15B-16',
    slug: SQL,
    q: 'busiest route out of ORD',
    sql: `SELECT origin, destination, flight_count FROM ${routes("origin = 'ORD'")} ORDER BY flight_count DESC LIMIT 1`,
  },
  {
    id: 'P15B-17',
    slug: SQL,
    q: 'routes longer than 2500 miles on average',
    sql: `SELECT origin, destination, avg_distance FROM ${routes()} WHERE avg_distance > 2500`,
  },
  {
    id: 'P15B-18',
    slug: SQL,
    q: 'how many routes leave ATL?',
    sql: `SELECT count(*) AS row_count FROM ${routes("origin = 'ATL'")}`,
  },
  {
    id: 'P15B-19',
    slug: SQL,
    q: 'average delay on the BOS to LGA route',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'BOS' AND destination = 'LGA'`,
  },
  {
    id: 'P15B-20',
    slug: SQL,
    q: 'the 5 routes with the lowest average delay among routes with at least 500 flights',
    sql: `SELECT origin, destination, avg_delay FROM ${routes()} WHERE flight_count >= 500 ORDER BY avg_delay ASC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P15B-21',
    slug: SQL,
    q: 'which route into SFO has the most flights?',
    sql: `SELECT origin, destination, flight_count FROM ${routes("destination = 'SFO'")} ORDER BY flight_count DESC LIMIT 1`,
  },
  {
    id: 'P15B-22',
    slug: SQL,
    q: 'how many routes have a negative average delay?',
    sql: `SELECT count(*) AS row_count FROM ${routes()} WHERE avg_delay < 0`,
  },
];

/** Hour of day, day of week and date parts. */
const PARTS: readonly QuestionCase[] = [
  {
    id: 'P15B-23',
    slug: SQL,
    q: 'how many flights depart at 9pm or later?',
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE hour(date) >= 21',
  },
  {
    id: 'P15B-24',
    slug: SQL,
    q: 'average delay by day of week',
    sql: 'SELECT dayname(date) AS day_of_week, avg(delay) AS avg_delay FROM flights GROUP BY 1',
  },
  {
    id: 'P15B-25',
    slug: SQL,
    q: 'which hour has the highest average delay for flights out of EWR?',
    sql: `SELECT hour(date) AS hour, avg(delay) AS avg_delay FROM flights WHERE origin = 'EWR' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P15B-26',
    slug: SQL,
    q: 'Saturday flights from LAX: how many?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'LAX' AND dayname(date) = 'Saturday'`,
  },
  {
    id: 'P15B-27',
    slug: SQL,
    q: 'number of flights per month to HNL',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS flight_count FROM flights WHERE destination = 'HNL' GROUP BY 1`,
  },
  {
    id: 'P15B-28',
    slug: SQL,
    q: "what's the busiest day of the week at ATL?",
    sql: `SELECT dayname(date) AS day_of_week, count(*) AS flight_count FROM flights WHERE origin = 'ATL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P15B-29',
    slug: SQL,
    q: 'how many flights left DEN between 6am and 9am?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'DEN' AND hour(date) >= 6 AND hour(date) < 9`,
  },
  {
    id: 'P15B-30',
    slug: SQL,
    q: 'which day had the most flights?',
    sql: `SELECT ${ts("date_trunc('day', date)")} AS date, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P15B-31',
    slug: SQL,
    q: 'average delay on weekends vs weekdays',
    sql: `SELECT ${DAY_TYPE}, avg(delay) AS avg_delay FROM flights GROUP BY 1`,
  },
];

/** Medians, percentiles, distinct counts, extremes per group. */
const AGGREGATES: readonly QuestionCase[] = [
  {
    id: 'P15B-32',
    slug: SQL,
    q: 'median distance of flights from JFK',
    sql: `SELECT median(distance) AS median_distance FROM flights WHERE origin = 'JFK'`,
  },
  {
    id: 'P15B-33',
    slug: SQL,
    q: '95th percentile delay for flights into ORD',
    sql: `SELECT quantile_cont(delay, 0.95) AS p95_delay FROM flights WHERE destination = 'ORD'`,
  },
  {
    id: 'P15B-34',
    slug: SQL,
    q: 'median delay per month for SEA departures',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, median(delay) AS median_delay FROM flights WHERE origin = 'SEA' GROUP BY 1`,
  },
  {
    id: 'P15B-35',
    slug: SQL,
    q: 'median daily high in July 2014',
    sql: `SELECT median(temp_max) AS median_temp_max FROM seattle_weather WHERE date >= DATE '2014-07-01' AND date < DATE '2014-08-01'`,
  },
  {
    id: 'P15B-36',
    slug: SQL,
    q: 'how many distinct states do flights from ORD reach?',
    sql: `SELECT count(DISTINCT d.state) AS destination_state_count FROM ${FD} WHERE f.origin = 'ORD'`,
  },
  {
    id: 'P15B-37',
    slug: SQL,
    q: 'how many different origins fly to Hawaii?',
    sql: `SELECT count(DISTINCT f.origin) AS origin_count FROM ${FD} WHERE d.state = 'HI'`,
  },
  {
    id: 'P15B-38',
    slug: SQL,
    q: 'number of distinct cities in California with an airport',
    sql: `SELECT count(DISTINCT city) AS city_count FROM airports WHERE state = 'CA'`,
  },
  {
    id: 'P15B-39',
    slug: SQL,
    q: 'longest flight from each Hawaii airport',
    sql: `SELECT f.origin, max(f.distance) AS max_distance FROM ${FO} WHERE o.state = 'HI' GROUP BY 1`,
  },
  {
    id: 'P15B-40',
    slug: SQL,
    q: 'max delay per destination for flights out of SLC',
    sql: `SELECT destination, max(delay) AS max_delay FROM flights WHERE origin = 'SLC' GROUP BY 1`,
  },
  {
    id: 'P15B-41',
    slug: SQL,
    q: 'smallest and largest delay from PHL',
    sql: `SELECT min(delay) AS min_delay, max(delay) AS max_delay FROM flights WHERE origin = 'PHL'`,
  },
];

/** Shares and thresholds with units. */
const SHARES: readonly QuestionCase[] = [
  {
    id: 'P15B-42',
    slug: SQL,
    q: 'what percentage of flights from SFO go to LAX?',
    sql: `SELECT ${pct("destination = 'LAX'")} FROM flights WHERE origin = 'SFO'`,
  },
  {
    id: 'P15B-43',
    slug: SQL,
    q: 'share of ATL departures delayed more than 15 minutes',
    sql: `SELECT ${pct('delay > 15')} FROM flights WHERE origin = 'ATL'`,
  },
  {
    id: 'P15B-44',
    slug: SQL,
    q: 'what percent of flights were longer than 1500 miles?',
    sql: `SELECT ${pct('distance > 1500')} FROM flights`,
  },
  {
    id: 'P15B-45',
    slug: SQL,
    q: 'how many flights were more than 2 hours late?',
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE delay > 120',
  },
  {
    id: 'P15B-46',
    slug: SQL,
    q: 'flights out of BOS longer than 1500 miles: how many?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'BOS' AND distance > 1500`,
  },
  {
    id: 'P15B-47',
    slug: SQL,
    q: 'how many flights left at least 10 minutes early?',
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE delay <= -10',
  },
  {
    id: 'P15B-48',
    slug: SQL,
    q: 'origins averaging more than 20 minutes of delay in June',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE ${month(6)} GROUP BY 1 HAVING avg(delay) > 20`,
  },
  {
    id: 'P15B-49',
    slug: SQL,
    q: 'what fraction of days in 2015 had any precipitation?',
    sql: `SELECT ${pct('precipitation > 0', 'row_count')} FROM seattle_weather WHERE ${year(2015)}`,
  },
];

/** Seattle weather by day type and month. */
const WEATHER: readonly QuestionCase[] = [
  {
    id: 'P15B-50',
    slug: SQL,
    q: 'average wind on snowy days',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE weather = 'snow'`,
  },
  {
    id: 'P15B-51',
    slug: SQL,
    q: 'rainiest month of 2013',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE ${year(2013)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P15B-52',
    slug: SQL,
    q: 'how many foggy days each year?',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS row_count FROM seattle_weather WHERE weather = 'fog' GROUP BY 1`,
  },
  {
    id: 'P15B-53',
    slug: SQL,
    q: 'average high temperature by weather type',
    sql: 'SELECT weather, avg(temp_max) AS avg_temp_max FROM seattle_weather GROUP BY 1',
  },
  {
    id: 'P15B-54',
    slug: SQL,
    q: 'average low on sunny days in 2014',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE weather = 'sun' AND ${year(2014)}`,
  },
  {
    id: 'P15B-55',
    slug: SQL,
    q: 'how many days in 2015 had more than 20 mm of precipitation?',
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation > 20 AND ${year(2015)}`,
  },
  {
    id: 'P15B-56',
    slug: SQL,
    q: 'how many days were colder than 0 degrees at night in 2013?',
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE temp_min < 0 AND ${year(2013)}`,
  },
];

/** Row lookups over airports. */
const LOOKUPS: readonly QuestionCase[] = [
  {
    id: 'P15B-57',
    slug: SQL,
    q: 'what city is MSY in',
    sql: `SELECT DISTINCT city FROM airports WHERE iata = 'MSY'`,
  },
  {
    id: 'P15B-58',
    slug: SQL,
    q: 'airports in Hawaii',
    sql: `SELECT iata, name FROM airports WHERE state = 'HI'`,
  },
  {
    id: 'P15B-59',
    slug: SQL,
    q: 'what is the code of Denver Intl?',
    sql: `SELECT DISTINCT iata FROM airports WHERE name = 'Denver Intl'`,
  },
  {
    id: 'P15B-60',
    slug: SQL,
    q: 'which state is the BOI airport in?',
    sql: `SELECT DISTINCT state FROM airports WHERE iata = 'BOI'`,
  },
];

/** ops-agent: its state's departures. */
const CONSUMERS: readonly QuestionCase[] = [
  {
    id: 'P15B-61',
    ...ops('TX'),
    q: 'how many of our flights go to airports in Florida?',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND d.state = 'FL'`,
  },
  {
    id: 'P15B-62',
    ...ops('CA'),
    q: 'median delay of our flights to Nevada',
    sql: `SELECT median(f.delay) AS median_delay FROM ${FOD} WHERE o.state = 'CA' AND d.state = 'NV'`,
  },
  {
    id: 'P15B-63',
    ...ops('WA'),
    q: 'top 3 destination states for us',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'WA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P15B-64',
    ...ops('IL'),
    q: 'how many of our flights depart at 8pm or later?',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'IL' AND hour(f.date) >= 20`,
  },
  {
    id: 'P15B-65',
    ...ops('NY'),
    q: 'our average delay by day of week',
    sql: `SELECT dayname(f.date) AS day_of_week, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'NY' GROUP BY 1`,
  },
  {
    id: 'P15B-66',
    ...ops('CO'),
    q: 'what share of our flights are over 1000 miles?',
    sql: `SELECT ${pct('f.distance > 1000')} FROM ${FO} WHERE o.state = 'CO'`,
  },
  {
    id: 'P15B-67',
    ...ops('GA'),
    q: 'routes from our state averaging more than 20 minutes of delay',
    sql: `SELECT origin, destination, avg_delay FROM ${routes(inState('GA'))} WHERE avg_delay > 20`,
  },
  {
    id: 'P15B-68',
    ...ops('FL'),
    q: 'our 90th percentile delay',
    sql: `SELECT quantile_cont(f.delay, 0.9) AS p90_delay FROM ${FO} WHERE o.state = 'FL'`,
  },
  {
    id: 'P15B-69',
    ...ops('AZ'),
    q: 'how many of our flights were more than an hour late in May?',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'AZ' AND f.delay > 60 AND ${month(5, 'f.date')}`,
  },
  {
    id: 'P15B-70',
    ...ops('MA'),
    q: 'which cities do we fly to most? top 5',
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'MA' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
];

/** Near misses: must be asked back. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P15B-71', slug: SQL, q: 'average arrival delay of flights from SEA', expect: ASK },
  { id: 'P15B-72', slug: SQL, q: 'flights from SEA to airports in Alberta', expect: ASK },
  { id: 'P15B-73', slug: SQL, q: 'how many routes does Delta fly?', expect: ASK },
  { id: 'P15B-74', slug: SQL, q: 'median delay by aircraft type', expect: ASK },
  { id: 'P15B-75', slug: SQL, q: 'which airports in Oregon have the longest runways?', expect: ASK },
  { id: 'P15B-76', slug: SQL, q: 'total snowfall in inches in 2014', expect: ASK },
  { id: 'P15B-77', ...ops('WA'), q: 'how many flights left Oregon airports?', expect: ASK },
  { id: 'P15B-78', slug: SQL, q: 'how many flights were there in 2005?', expect: ASK },
  { id: 'P15B-79', slug: SQL, q: 'average humidity on rainy days', expect: ASK },
  { id: 'P15B-80', slug: SQL, q: 'what time zone is ORD in?', expect: ASK },
];

/** Probes written after the rules, over the same classes (P15B-81–P15B-88). */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P15B-81',
    slug: SQL,
    q: 'shortest and longest flights out of MIA',
    sql: `SELECT min(distance) AS min_distance, max(distance) AS max_distance FROM flights WHERE origin = 'MIA'`,
  },
  {
    id: 'P15B-82',
    slug: SQL,
    q: 'which 3 cities does SLC fly to most?',
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FD} WHERE f.origin = 'SLC' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P15B-83',
    slug: SQL,
    q: 'destinations averaging more than 25 minutes of delay in March',
    sql: `SELECT destination, avg(delay) AS avg_delay FROM flights WHERE ${month(3)} GROUP BY 1 HAVING avg(delay) > 25`,
  },
  {
    id: 'P15B-84',
    ...ops('FL'),
    q: 'how many of our flights went to airports in Georgia?',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'FL' AND d.state = 'GA'`,
  },
  {
    id: 'P15B-85',
    slug: SQL,
    q: 'the biggest delay from each airport in Oregon',
    sql: `SELECT f.origin, max(f.delay) AS max_delay FROM ${FO} WHERE o.state = 'OR' GROUP BY 1`,
  },
  {
    id: 'P15B-86',
    slug: SQL,
    q: 'Alaska airports',
    sql: `SELECT iata, name FROM airports WHERE state = 'AK'`,
  },
  {
    id: 'P15B-87',
    slug: SQL,
    q: 'how many different cities do flights from Denver go to?',
    sql: `SELECT count(DISTINCT d.city) AS destination_city_count FROM ${FOD} WHERE o.city = 'Denver'`,
  },
  {
    id: 'P15B-88',
    slug: SQL,
    q: 'lowest and highest wind speed in 2014',
    sql: `SELECT min(wind) AS min_wind, max(wind) AS max_wind FROM seattle_weather WHERE ${year(2014)}`,
  },
];

/** Written with their rules, not as probes: two aggregations over a high/low pair (P15B-89), places that get flights from one (P15B-90). */
const PAIRED: readonly QuestionCase[] = [
  {
    id: 'P15B-89',
    slug: SQL,
    q: 'highest and lowest temperature in 2015',
    sql: `SELECT max(temp_max) AS max_temp_max, min(temp_min) AS min_temp_min FROM seattle_weather WHERE ${year(2015)}`,
  },
  {
    id: 'P15B-90',
    slug: SQL,
    q: 'which 3 cities get the most flights from PHX?',
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FD} WHERE f.origin = 'PHX' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
];

export const PASS15B_QUESTIONS: readonly QuestionCase[] = [
  ...JOINS,
  ...EXISTENCE,
  ...ROUTE_STATS,
  ...PARTS,
  ...AGGREGATES,
  ...SHARES,
  ...WEATHER,
  ...LOOKUPS,
  ...CONSUMERS,
  ...NEAR_MISSES,
  ...PROBES,
  ...PAIRED,
];
