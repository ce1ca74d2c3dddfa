import { ASK, FO, FOD, inState, month, ops, pct, SQL, ts, year } from './question-sql.js';
import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 16b (P16B-01–P16B-85; P16B-81–P16B-85 are ops-agent's too), written before the planner was read or
 * changed, in the words SQL users type (terse, chatty, misspelt, "rows", "records", "group by",
 * "count(*)", everyday airport names): SQL-only questions to sql-explorer over flights, airports,
 * seattle_weather and route_stats, and ops-agent's SQL fallback (its flights are its state's
 * departures under row-level security; "we", "our" and "us" are that state). Themes: airports table
 * lookups (counts per state, a city's airports, latitude and longitude extremes, words in a name),
 * day of week and hour of day (weekends, "before 7am", "between 5pm and 8pm"), medians and
 * percentiles, a column's min and max, thresholds other than 15 minutes, shares, routes (route_stats
 * rows, "between A and B" both ways), flights joined to airports, anti-joins, distinct counts and
 * Seattle weather (rainiest month, days below freezing, temperature range, commonest weather type).
 * P16B-71–P16B-80 are near misses (columns the tables lack, data sets these consumers cannot see,
 * data changes, other states' rows under RLS) and must be asked back. Answers are SQL on the raw
 * tables of the demo DuckDB file. Scored by test/chat/passes.test.ts. P16B-05's column was first
 * written `latitude`; the planner names a row's extreme `max_latitude`, and the expectation was
 * corrected (the value unchanged). P16B-86–P16B-101 are probes, written after the rules, two per rule.
 */

const FD = 'flights f LEFT JOIN airports d ON f.destination = d.iata';
const ROUTES =
  'SELECT origin, destination, count(*) AS flight_count, avg(delay) AS avg_delay, avg(distance) AS avg_distance FROM flights';
const routes = (where = '') => `(${ROUTES}${where ? ` WHERE ${where}` : ''} GROUP BY origin, destination) r`;
const WEEKEND = `dayname(date) IN ('Saturday', 'Sunday')`;

/** The airports table on its own: counts per state, a city's airports, coordinates, name words. */
const AIRPORTS: readonly QuestionCase[] = [
  {
    id: 'P16B-01',
    slug: SQL,
    q: 'count of airports per state',
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1',
  },
  {
    id: 'P16B-02',
    slug: SQL,
    q: 'which state has the most airports in the airports table?',
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    ordered: true,
  },
  {
    id: 'P16B-03',
    slug: SQL,
    q: 'list the airports in Houston',
    sql: `SELECT iata, name FROM airports WHERE city = 'Houston'`,
  },
  {
    id: 'P16B-04',
    slug: SQL,
    q: 'how many airports have "Regional" in the name?',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE name LIKE '%Regional%'`,
  },
  {
    id: 'P16B-05',
    slug: SQL,
    q: 'northernmost airport in Florida',
    sql: `SELECT iata, name, latitude AS max_latitude FROM airports WHERE state = 'FL' ORDER BY latitude DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16B-06',
    slug: SQL,
    q: 'whats the smallest longitude in the airports table',
    sql: 'SELECT min(longitude) AS min_longitude FROM airports',
  },
  {
    id: 'P16B-07',
    slug: SQL,
    q: 'how many airports in Alaska are north of 65 degrees latitude',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'AK' AND latitude > 65`,
  },
  {
    id: 'P16B-08',
    slug: SQL,
    q: 'airports records where name contains Muni in Kansas',
    sql: `SELECT iata, name FROM airports WHERE state = 'KS' AND name LIKE '%Muni%'`,
  },
];

/** Day of week and hour of day. */
const PARTS: readonly QuestionCase[] = [
  {
    id: 'P16B-09',
    slug: SQL,
    q: 'how many weekend flights out of DEN?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'DEN' AND ${WEEKEND}`,
  },
  {
    id: 'P16B-10',
    slug: SQL,
    q: 'count(*) flights from SFO before 7am',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND hour(date) < 7`,
  },
  {
    id: 'P16B-11',
    slug: SQL,
    q: 'avg delay for ORD departures between 5pm and 8pm',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD' AND hour(date) >= 17 AND hour(date) < 20`,
  },
  {
    id: 'P16B-12',
    slug: SQL,
    q: 'flights from BOS group by hour of day',
    sql: `SELECT hour(date) AS hour, count(*) AS flight_count FROM flights WHERE origin = 'BOS' GROUP BY 1`,
  },
  {
    id: 'P16B-13',
    slug: SQL,
    q: 'which day of the week has the lowest average delay?',
    sql: 'SELECT dayname(date) AS day_of_week, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 ASC LIMIT 1',
    ordered: true,
  },
  {
    id: 'P16B-14',
    slug: SQL,
    q: 'what hour of the day has the most departures from Las Vegas?',
    sql: `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Las Vegas' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16B-15',
    slug: SQL,
    q: 'number of flights out of ATL after 10pm',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'ATL' AND hour(date) >= 22`,
  },
  {
    id: 'P16B-16',
    slug: SQL,
    q: 'avg delay on sundays in febuary',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE dayname(date) = 'Sunday' AND ${month(2)}`,
  },
];

/** Medians, percentiles, a column's min and max. */
const AGGREGATES: readonly QuestionCase[] = [
  {
    id: 'P16B-17',
    slug: SQL,
    q: 'median departure delay at Hartsfield',
    sql: `SELECT median(delay) AS median_delay FROM flights WHERE origin = 'ATL'`,
  },
  {
    id: 'P16B-18',
    slug: SQL,
    q: '75th percentile of distance for flights out of PHX',
    sql: `SELECT quantile_cont(distance, 0.75) AS p75_distance FROM flights WHERE origin = 'PHX'`,
  },
  {
    id: 'P16B-19',
    slug: SQL,
    q: 'median delay by month for flights into MIA',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, median(delay) AS median_delay FROM flights WHERE destination = 'MIA' GROUP BY 1`,
  },
  {
    id: 'P16B-20',
    slug: SQL,
    q: 'p99 delay across all flights',
    sql: 'SELECT quantile_cont(delay, 0.99) AS p99_delay FROM flights',
  },
  {
    id: 'P16B-21',
    slug: SQL,
    q: 'median precipitation on rainy days',
    sql: `SELECT median(precipitation) AS median_precipitation FROM seattle_weather WHERE weather = 'rain'`,
  },
  {
    id: 'P16B-22',
    slug: SQL,
    q: 'max delay in the flights table',
    sql: 'SELECT max(delay) AS max_delay FROM flights',
  },
  {
    id: 'P16B-23',
    slug: SQL,
    q: 'shortest flight distance out of LaGuardia',
    sql: `SELECT min(distance) AS min_distance FROM flights WHERE origin = 'LGA'`,
  },
  {
    id: 'P16B-24',
    slug: SQL,
    q: 'highest temp_max ever recorded',
    sql: 'SELECT max(temp_max) AS max_temp_max FROM seattle_weather',
  },
  {
    id: 'P16B-25',
    slug: SQL,
    q: 'coldest overnight low in 2012?',
    sql: `SELECT min(temp_min) AS min_temp_min FROM seattle_weather WHERE ${year(2012)}`,
  },
];

/** Thresholds other than 15 minutes, and shares. */
const THRESHOLDS: readonly QuestionCase[] = [
  {
    id: 'P16B-26',
    slug: SQL,
    q: 'how many flights from SEA were delayed over 45 minutes',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND delay > 45`,
  },
  {
    id: 'P16B-27',
    slug: SQL,
    q: 'number of flights 30+ minutes late in april',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE delay >= 30 AND ${month(4)}`,
  },
  {
    id: 'P16B-28',
    slug: SQL,
    q: 'how many PDX departures left 5 or more minutes early',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'PDX' AND delay <= -5`,
  },
  {
    id: 'P16B-29',
    slug: SQL,
    q: 'JFK flights more than 3 hours late, how many rows',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'JFK' AND delay > 180`,
  },
  {
    id: 'P16B-30',
    slug: SQL,
    q: 'what % of DFW departures were more than 30 min late',
    sql: `SELECT ${pct('delay > 30')} FROM flights WHERE origin = 'DFW'`,
  },
  {
    id: 'P16B-31',
    slug: SQL,
    q: 'percentage of flights that fly on weekends',
    sql: `SELECT ${pct(WEEKEND)} FROM flights`,
  },
  {
    id: 'P16B-32',
    slug: SQL,
    q: 'share of days in 2014 that were sunny',
    sql: `SELECT ${pct(`weather = 'sun'`, 'row_count')} FROM seattle_weather WHERE ${year(2014)}`,
  },
  {
    id: 'P16B-33',
    slug: SQL,
    q: 'what percent of flights from ORD go to airports in Texas?',
    sql: `SELECT ${pct(`d.state = 'TX'`)} FROM ${FD} WHERE f.origin = 'ORD'`,
  },
];

/** Routes: route_stats rows, pairs, "between" both ways. */
const ROUTES_SET: readonly QuestionCase[] = [
  {
    id: 'P16B-34',
    slug: SQL,
    q: 'which routes in route_stats have more than 5000 flights',
    sql: `SELECT origin, destination, flight_count FROM ${routes()} WHERE flight_count > 5000`,
  },
  {
    id: 'P16B-35',
    slug: SQL,
    q: 'how many flights between LAX and SFO?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE (origin = 'LAX' AND destination = 'SFO') OR (origin = 'SFO' AND destination = 'LAX')`,
  },
  {
    id: 'P16B-36',
    slug: SQL,
    q: 'average delay between ORD and LGA in either direction',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE (origin = 'ORD' AND destination = 'LGA') OR (origin = 'LGA' AND destination = 'ORD')`,
  },
  {
    id: 'P16B-37',
    slug: SQL,
    q: 'longest route out of Seattle by average distance',
    sql: `SELECT origin, destination, avg_distance FROM ${routes("origin = 'SEA'")} ORDER BY avg_distance DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16B-38',
    slug: SQL,
    q: 'show me the route_stats row for BOS to DCA',
    sql: `SELECT origin, destination, flight_count, avg_delay, avg_distance FROM ${routes("origin = 'BOS' AND destination = 'DCA'")}`,
  },
  {
    id: 'P16B-39',
    slug: SQL,
    q: 'how many routes go into HNL',
    sql: `SELECT count(*) AS row_count FROM ${routes("destination = 'HNL'")}`,
  },
  {
    id: 'P16B-40',
    slug: SQL,
    q: 'top 3 routes by flights from Midway',
    sql: `SELECT origin, destination, flight_count FROM ${routes("origin = 'MDW'")} ORDER BY flight_count DESC LIMIT 3`,
    ordered: true,
  },
];

/** Flights joined to airports, anti-joins, distinct counts. */
const JOINS: readonly QuestionCase[] = [
  {
    id: 'P16B-41',
    slug: SQL,
    q: 'how many flights landed at airports in Arizona in February?',
    sql: `SELECT count(*) AS flight_count FROM ${FD} WHERE d.state = 'AZ' AND ${month(2, 'f.date')}`,
  },
  {
    id: 'P16B-42',
    slug: SQL,
    q: 'flights from Ohio to Illinois per month',
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS date, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'OH' AND d.state = 'IL' GROUP BY 1`,
  },
  {
    id: 'P16B-43',
    slug: SQL,
    q: 'flights from Midway to Florida',
    sql: `SELECT count(*) AS flight_count FROM ${FD} WHERE f.origin = 'MDW' AND d.state = 'FL'`,
  },
  {
    id: 'P16B-44',
    slug: SQL,
    q: 'avg distance of flights from Georgia to California airports',
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FOD} WHERE o.state = 'GA' AND d.state = 'CA'`,
  },
  {
    id: 'P16B-45',
    slug: SQL,
    q: 'airports in Montana with no departures',
    sql: `SELECT iata, name FROM airports WHERE state = 'MT' AND iata NOT IN (SELECT origin FROM flights)`,
  },
  {
    id: 'P16B-46',
    slug: SQL,
    q: 'how many airports never show up as a destination?',
    sql: 'SELECT count(*) AS airport_count FROM airports WHERE iata NOT IN (SELECT destination FROM flights)',
  },
  {
    id: 'P16B-47',
    slug: SQL,
    q: 'how many distinct destinations from ATL',
    sql: `SELECT count(DISTINCT destination) AS destination_count FROM flights WHERE origin = 'ATL'`,
  },
  {
    id: 'P16B-48',
    slug: SQL,
    q: 'count distinct states in the airports table',
    sql: 'SELECT count(DISTINCT state) AS state_count FROM airports',
  },
  {
    id: 'P16B-49',
    slug: SQL,
    q: 'number of destination states reached from Newark',
    sql: `SELECT count(DISTINCT d.state) AS destination_state_count FROM ${FD} WHERE f.origin = 'EWR'`,
  },
];

/** Seattle weather. */
const WEATHER: readonly QuestionCase[] = [
  {
    id: 'P16B-50',
    slug: SQL,
    q: 'wettest month in 2012',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE ${year(2012)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16B-51',
    slug: SQL,
    q: 'how many days below freezing in 2014',
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE temp_min < 0 AND ${year(2014)}`,
  },
  {
    id: 'P16B-52',
    slug: SQL,
    q: 'sunny days per year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS row_count FROM seattle_weather WHERE weather = 'sun' GROUP BY 1`,
  },
  {
    id: 'P16B-53',
    slug: SQL,
    q: 'average wind by month in 2015',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE ${year(2015)} GROUP BY 1`,
  },
  {
    id: 'P16B-54',
    slug: SQL,
    q: 'most common weather type in each month of 2014',
    sql: `SELECT date, weather, row_count FROM (SELECT ${ts("date_trunc('month', date)")} AS date, weather, count(*) AS row_count FROM seattle_weather WHERE ${year(2014)} GROUP BY 1, 2) QUALIFY rank() OVER (PARTITION BY date ORDER BY row_count DESC) = 1`,
  },
  {
    id: 'P16B-55',
    slug: SQL,
    q: 'average daily temperature range in july 2013',
    sql: `SELECT avg(temp_max - temp_min) AS avg_temp_range FROM seattle_weather WHERE date >= DATE '2013-07-01' AND date < DATE '2013-08-01'`,
  },
  {
    id: 'P16B-56',
    slug: SQL,
    q: 'total rainfall in 2015',
    sql: `SELECT sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE ${year(2015)}`,
  },
];

/** ops-agent: its state's departures. */
const CONSUMERS: readonly QuestionCase[] = [
  {
    id: 'P16B-57',
    ...ops('TX'),
    q: 'our median delay in March',
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'TX' AND ${month(3, 'f.date')}`,
  },
  {
    id: 'P16B-58',
    ...ops('CA'),
    q: 'how many of our flights leave before 7am?',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND hour(f.date) < 7`,
  },
  {
    id: 'P16B-59',
    ...ops('NY'),
    q: 'whats our busiest hour of the day',
    sql: `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM ${FO} WHERE o.state = 'NY' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16B-60',
    ...ops('FL'),
    q: 'percentage of our flights on weekends',
    sql: `SELECT ${pct(`dayname(f.date) IN ('Saturday', 'Sunday')`)} FROM ${FO} WHERE o.state = 'FL'`,
  },
  {
    id: 'P16B-61',
    ...ops('WA'),
    q: 'max delay of our departures',
    sql: `SELECT max(f.delay) AS max_delay FROM ${FO} WHERE o.state = 'WA'`,
  },
  {
    id: 'P16B-62',
    ...ops('CO'),
    q: 'how many distinct destinations do we fly to?',
    sql: `SELECT count(DISTINCT f.destination) AS destination_count FROM ${FO} WHERE o.state = 'CO'`,
  },
  {
    id: 'P16B-63',
    ...ops('AZ'),
    q: 'avg delay of our flights between 5pm and 8pm',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'AZ' AND hour(f.date) >= 17 AND hour(f.date) < 20`,
  },
  {
    id: 'P16B-64',
    ...ops('MN'),
    q: 'which of our airports has the highest median delay',
    sql: `SELECT f.origin, median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'MN' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16B-65',
    ...ops('NV'),
    q: 'what share of our flights go to California?',
    sql: `SELECT ${pct(`d.state = 'CA'`)} FROM ${FOD} WHERE o.state = 'NV'`,
  },
  {
    id: 'P16B-66',
    ...ops('TX'),
    q: 'how many of our flights on fridays were more than 45 minutes late',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND dayname(f.date) = 'Friday' AND f.delay > 45`,
  },
  {
    id: 'P16B-67',
    ...ops('MI'),
    q: 'how many of our routes have more than 1000 flights?',
    sql: `SELECT count(*) AS row_count FROM ${routes(inState('MI'))} WHERE flight_count > 1000`,
  },
  {
    id: 'P16B-68',
    ...ops('NC'),
    q: 'our average delay by hour of day',
    sql: `SELECT hour(f.date) AS hour, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'NC' GROUP BY 1`,
  },
  {
    id: 'P16B-69',
    ...ops('PA'),
    q: 'longest flight from our state',
    sql: `SELECT max(f.distance) AS max_distance FROM ${FO} WHERE o.state = 'PA'`,
  },
  {
    id: 'P16B-70',
    ...ops('UT'),
    q: 'how many of our flights left at least 30 minutes early?',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'UT' AND f.delay <= -30`,
  },
  {
    id: 'P16B-81',
    ...ops('HI'),
    q: 'which airports in our state have no departures?',
    sql: `SELECT iata, name FROM airports WHERE state = 'HI' AND iata NOT IN (SELECT origin FROM flights)`,
  },
  {
    id: 'P16B-82',
    ...ops('VA'),
    q: 'number of airports in our state',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'VA'`,
  },
  {
    id: 'P16B-83',
    ...ops('OR'),
    q: 'our 90th percentile flight distance',
    sql: `SELECT quantile_cont(f.distance, 0.9) AS p90_distance FROM ${FO} WHERE o.state = 'OR'`,
  },
  {
    id: 'P16B-84',
    ...ops('IL'),
    q: 'top 5 routes out of our state by number of flights',
    sql: `SELECT origin, destination, flight_count FROM ${routes(inState('IL'))} ORDER BY flight_count DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P16B-85',
    ...ops('GA'),
    q: 'how many flights do we send to Texas airports in June',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'GA' AND d.state = 'TX' AND ${month(6, 'f.date')}`,
  },
];

/** Near misses: must be asked back. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P16B-71', slug: SQL, q: 'average fare from JFK to LAX', expect: ASK },
  { id: 'P16B-72', slug: SQL, q: 'which airline has the most delays out of ORD?', expect: ASK },
  { id: 'P16B-73', slug: SQL, q: 'how many flights were cancelled in March?', expect: ASK },
  { id: 'P16B-74', slug: SQL, q: 'avg arrival delay at DEN by month', expect: ASK },
  { id: 'P16B-75', slug: SQL, q: 'humidity on foggy days', expect: ASK },
  { id: 'P16B-76', slug: SQL, q: 'average AAPL price in 2005', expect: ASK },
  { id: 'P16B-77', slug: SQL, q: 'life expectancy in Japan in 2000', expect: ASK },
  { id: 'P16B-78', slug: SQL, q: 'delete the flights rows with a negative delay', expect: ASK },
  { id: 'P16B-79', ...ops('TX'), q: 'how many flights left California airports in May?', expect: ASK },
  { id: 'P16B-80', ...ops('FL'), q: 'update route_stats set avg_delay = 0 for our routes', expect: ASK },
];

/** Probes written after the rules, in other words (P16B-86 onwards). */
const PROBES: readonly QuestionCase[] = [
  // "number of" before a grouped column's name counts its values (tables/distinct.ts).
  {
    id: 'P16B-86',
    slug: SQL,
    q: 'count of origin states flying into Hawaii',
    sql: `SELECT count(DISTINCT o.state) AS origin_state_count FROM ${FOD} WHERE d.state = 'HI'`,
  },
  {
    id: 'P16B-87',
    slug: SQL,
    q: 'number of destinations served from SLC',
    sql: `SELECT count(DISTINCT destination) AS destination_count FROM flights WHERE origin = 'SLC'`,
  },
  // A long month name one slip off (parse/spelling.ts respeltMonths).
  {
    id: 'P16B-88',
    slug: SQL,
    q: 'total precipitation in Decmber 2014',
    sql: `SELECT sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE date >= DATE '2014-12-01' AND date < DATE '2015-01-01'`,
  },
  {
    id: 'P16B-89',
    slug: SQL,
    q: 'flights out of SEA in Feburary',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND ${month(2)}`,
  },
  // A word inside a text column's values (parse/contains.ts).
  {
    id: 'P16B-90',
    slug: SQL,
    q: 'airports in Ohio whose name includes County',
    sql: `SELECT iata, name FROM airports WHERE state = 'OH' AND name LIKE '%County%'`,
  },
  {
    id: 'P16B-91',
    slug: SQL,
    q: 'how many airports have Intl in their name?',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE name LIKE '%Intl%'`,
  },
  // "never show up as a destination", "never show up in the flights data" (tables/absence.ts).
  {
    id: 'P16B-92',
    slug: SQL,
    q: 'airports in Vermont that never showed up as an origin',
    sql: `SELECT iata, name FROM airports WHERE state = 'VT' AND iata NOT IN (SELECT origin FROM flights)`,
  },
  {
    id: 'P16B-93',
    slug: SQL,
    q: 'which Idaho airports never show up in the flights data',
    sql: `SELECT iata, name FROM airports WHERE state = 'ID' AND iata NOT IN (SELECT origin FROM flights) AND iata NOT IN (SELECT destination FROM flights)`,
  },
  // "our state" on the airports table, which no row filter governs, is the caller's state (tables/fallback.ts).
  {
    id: 'P16B-94',
    ...ops('VA'),
    q: 'how many airports does my state have',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'VA'`,
  },
  {
    id: 'P16B-95',
    ...ops('AK'),
    q: 'how many airports in our state never show up as an origin?',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'AK' AND iata NOT IN (SELECT origin FROM flights)`,
  },
  // A model's rows as they are (tables/rows.ts).
  {
    id: 'P16B-96',
    slug: SQL,
    q: 'route_stats records out of SEA',
    sql: `SELECT origin, destination, flight_count, avg_delay, avg_distance FROM ${routes("origin = 'SEA'")}`,
  },
  {
    id: 'P16B-97',
    slug: SQL,
    q: 'the route_stats entry for ANC to SEA',
    sql: `SELECT origin, destination, flight_count, avg_delay, avg_distance FROM ${routes("origin = 'ANC' AND destination = 'SEA'")}`,
  },
  // The top row of each group said after "each", "every" or "per" (tables/pergroup.ts).
  {
    id: 'P16B-98',
    slug: SQL,
    q: 'which weather type was most frequent every year',
    sql: `SELECT weather, date, row_count FROM (SELECT weather, ${ts("date_trunc('year', date)")} AS date, count(*) AS row_count FROM seattle_weather GROUP BY 1, 2) QUALIFY rank() OVER (PARTITION BY date ORDER BY row_count DESC) = 1`,
  },
  {
    id: 'P16B-99',
    slug: SQL,
    q: 'top destination for every origin in Alaska',
    sql: `SELECT destination, origin, flight_count FROM (SELECT f.destination, f.origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'AK' GROUP BY 1, 2) QUALIFY rank() OVER (PARTITION BY origin ORDER BY flight_count DESC) = 1`,
  },
  // "where <column> is <value>" (parse.ts COLUMN_IS), found while probing P16B-38's rule.
  {
    id: 'P16B-100',
    slug: SQL,
    q: 'flights where origin is BOS and destination is DCA',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'BOS' AND destination = 'DCA'`,
  },
  {
    id: 'P16B-101',
    slug: SQL,
    q: 'count flights where the origin is SEA and destination is ANC',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND destination = 'ANC'`,
  },
];

export const PASS16B_QUESTIONS: readonly QuestionCase[] = [
  ...AIRPORTS,
  ...PARTS,
  ...AGGREGATES,
  ...THRESHOLDS,
  ...ROUTES_SET,
  ...JOINS,
  ...WEATHER,
  ...CONSUMERS,
  ...NEAR_MISSES,
  ...PROBES,
];
