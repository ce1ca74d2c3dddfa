import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 14b (P14B-01–P14B-71), written before the planner was changed, in
 * phrasings of our own: SQL-only questions to sql-explorer over flights, airports, seattle_weather and
 * route_stats; ops-agent's SQL fallback (its flights are its state's departures, RLS); analytics-app
 * questions the contracts cannot answer (medians, per-row values). They vary aggregations (median,
 * percentile, stddev, min/max per group), thresholds on rows and on groups (HAVING), top/bottom N,
 * distinct counts, date parts (hour, weekday, month), row lookups and lists over airports, joins of
 * flights with airports, weather by day type, shares of rows and time windows (P14B-61–P14B-64 were
 * written with them, after the near misses were numbered). P14B-51–P14B-59 and P14B-65 are near misses (a column the data lacks, a value it does not hold, an unanswerable ask) and must be
 * asked back. Answers are SQL on the raw tables of the demo DuckDB file. Scored by
 * test/chat/passes.test.ts.
 */

const SQL = 'sql-explorer';
const APP = 'analytics-app';
const ASK = 'questionnaire' as const;
const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FD = 'flights f LEFT JOIN airports d ON f.destination = d.iata';
const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const month = (m: number, col = 'date') =>
  `${col} >= DATE '2001-${String(m).padStart(2, '0')}-01' AND ${col} < DATE '2001-${String(m + 1).padStart(2, '0')}-01'`;
const year = (y: number) => `date >= DATE '${y}-01-01' AND date < DATE '${y + 1}-01-01'`;
const pct = (cond: string, of = 'flight_count') =>
  `100.0 * count(*) FILTER (WHERE ${cond}) / count(*) AS ${of}_percent`;

/** Aggregations of one measure: median, percentile, spread, extremes per group. */
const AGGREGATES: readonly QuestionCase[] = [
  {
    id: 'P14B-01',
    slug: SQL,
    q: 'median dep delay for ORD departures in March',
    sql: `SELECT median(delay) AS median_delay FROM flights WHERE origin = 'ORD' AND ${month(3)}`,
  },
  {
    id: 'P14B-02',
    slug: SQL,
    q: "what's the 90th percentile delay for flights out of ATL?",
    sql: `SELECT quantile_cont(delay, 0.9) AS p90_delay FROM flights WHERE origin = 'ATL'`,
  },
  {
    id: 'P14B-03',
    slug: SQL,
    q: 'standard deviation of distance for flights leaving DEN',
    sql: `SELECT stddev_samp(distance) AS stddev_distance FROM flights WHERE origin = 'DEN'`,
  },
  {
    id: 'P14B-04',
    slug: SQL,
    q: 'worst delay by origin airport for flights into HNL',
    sql: `SELECT origin, max(delay) AS max_delay FROM flights WHERE destination = 'HNL' GROUP BY 1`,
  },
  {
    id: 'P14B-05',
    slug: SQL,
    q: 'shortest distance flown to each destination from BOS',
    sql: `SELECT destination, min(distance) AS min_distance FROM flights WHERE origin = 'BOS' GROUP BY 1`,
  },
  {
    id: 'P14B-06',
    slug: SQL,
    q: 'the longest delay any flight from MSP had',
    sql: `SELECT max(delay) AS max_delay FROM flights WHERE origin = 'MSP'`,
  },
  {
    id: 'P14B-07',
    slug: SQL,
    q: 'median flight distance arriving at LAS',
    sql: `SELECT median(distance) AS median_distance FROM flights WHERE destination = 'LAS'`,
  },
  {
    id: 'P14B-08',
    slug: SQL,
    q: '75th percentile of departure delay at SFO in April',
    sql: `SELECT quantile_cont(delay, 0.75) AS p75_delay FROM flights WHERE origin = 'SFO' AND ${month(4)}`,
  },
];

/** Thresholds on rows and on groups, top and bottom N. */
const THRESHOLDS: readonly QuestionCase[] = [
  {
    id: 'P14B-09',
    slug: SQL,
    q: 'which origins had more than 60,000 departures?',
    sql: 'SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 HAVING count(*) > 60000',
  },
  {
    id: 'P14B-10',
    slug: SQL,
    q: 'destinations whose average delay exceeds 30 minutes',
    sql: 'SELECT destination, avg(delay) AS avg_delay FROM flights GROUP BY 1 HAVING avg(delay) > 30',
  },
  {
    id: 'P14B-11',
    slug: SQL,
    q: 'how many flights from PHX were delayed by 2 hours or more?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'PHX' AND delay >= 120`,
  },
  {
    id: 'P14B-12',
    slug: SQL,
    q: 'top 5 destinations from SEA by number of flights',
    sql: `SELECT destination, count(*) AS flight_count FROM flights WHERE origin = 'SEA' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P14B-13',
    slug: SQL,
    q: 'the 3 origins with the lowest average delay among those with over 20000 flights',
    sql: 'SELECT origin, avg(delay) AS avg_delay FROM flights GROUP BY 1 HAVING count(*) > 20000 ORDER BY 2 ASC LIMIT 3',
    ordered: true,
  },
  {
    id: 'P14B-14',
    slug: SQL,
    q: 'count of flights longer than 2500 miles',
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE distance > 2500',
  },
  {
    id: 'P14B-15',
    slug: SQL,
    q: 'top 3 airports by average departure delay in January',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE ${month(1)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
];

/** Distinct counts and date parts. */
const PARTS: readonly QuestionCase[] = [
  {
    id: 'P14B-16',
    slug: SQL,
    q: 'how many different airports does ATL fly to?',
    sql: `SELECT count(DISTINCT destination) AS destination_count FROM flights WHERE origin = 'ATL'`,
  },
  {
    id: 'P14B-17',
    slug: SQL,
    q: 'number of unique cities with an airport in Texas',
    sql: `SELECT count(DISTINCT city) AS city_count FROM airports WHERE state = 'TX'`,
  },
  {
    id: 'P14B-18',
    slug: SQL,
    q: 'busiest hour of the day for departures at SEA',
    sql: `SELECT hour(date) AS hour, count(*) AS flight_count FROM flights WHERE origin = 'SEA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P14B-19',
    slug: SQL,
    q: 'avg delay by hour of day for MIA departures',
    sql: `SELECT hour(date) AS hour, avg(delay) AS avg_delay FROM flights WHERE origin = 'MIA' GROUP BY 1`,
  },
  {
    id: 'P14B-20',
    slug: SQL,
    q: 'which weekday has the worst average delay out of DFW?',
    sql: `SELECT dayname(date) AS day_of_week, avg(delay) AS avg_delay FROM flights WHERE origin = 'DFW' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P14B-21',
    slug: SQL,
    q: 'flights per day of the week from BOS',
    sql: `SELECT dayname(date) AS day_of_week, count(*) AS flight_count FROM flights WHERE origin = 'BOS' GROUP BY 1`,
  },
  {
    id: 'P14B-22',
    slug: SQL,
    q: 'monthly flight counts out of PHX',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS flight_count FROM flights WHERE origin = 'PHX' GROUP BY 1`,
  },
  {
    id: 'P14B-23',
    slug: SQL,
    q: 'how many flights left LAX before 7am?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'LAX' AND hour(date) < 7`,
  },
  {
    id: 'P14B-24',
    slug: SQL,
    q: 'how many distinct origin airports flew into JFK in May?',
    sql: `SELECT count(DISTINCT origin) AS origin_count FROM flights WHERE destination = 'JFK' AND ${month(5)}`,
  },
];

/** The airports table: lookups, lists, extremes; flights joined with airports. */
const AIRPORTS: readonly QuestionCase[] = [
  {
    id: 'P14B-25',
    slug: SQL,
    q: 'what city is SJC in',
    sql: `SELECT DISTINCT city FROM airports WHERE iata = 'SJC'`,
  },
  {
    id: 'P14B-26',
    slug: SQL,
    q: 'which state is MSO located in?',
    sql: `SELECT DISTINCT state FROM airports WHERE iata = 'MSO'`,
  },
  {
    id: 'P14B-27',
    slug: SQL,
    q: 'list airports in Rhode Island',
    sql: `SELECT iata, name FROM airports WHERE state = 'RI'`,
  },
  {
    id: 'P14B-28',
    slug: SQL,
    q: 'show me the Vermont airports',
    sql: `SELECT iata, name FROM airports WHERE state = 'VT'`,
  },
  {
    id: 'P14B-29',
    slug: SQL,
    q: 'how many airports are there in Montana?',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'MT'`,
  },
  {
    id: 'P14B-30',
    slug: SQL,
    q: 'southernmost airport in Texas',
    sql: `SELECT iata, name, min(latitude) AS min_latitude FROM airports WHERE state = 'TX' GROUP BY 1, 2 ORDER BY 3 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P14B-31',
    slug: SQL,
    q: 'how many flights departed from Oregon airports in April?',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'OR' AND ${month(4, 'f.date')}`,
  },
  {
    id: 'P14B-32',
    slug: SQL,
    q: 'average delay of flights landing in Florida',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FD} WHERE d.state = 'FL'`,
  },
  {
    id: 'P14B-33',
    slug: SQL,
    q: 'flights from California to Nevada: how many?',
    sql: `SELECT count(*) AS flight_count FROM ${FO} LEFT JOIN airports d ON f.destination = d.iata WHERE o.state = 'CA' AND d.state = 'NV'`,
  },
];

/** Seattle weather by day type and window; route_stats; shares. */
const WEATHER_ROUTES: readonly QuestionCase[] = [
  {
    id: 'P14B-34',
    slug: SQL,
    q: 'average high temp on rainy days',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE weather = 'rain'`,
  },
  {
    id: 'P14B-35',
    slug: SQL,
    q: 'how many sunny days were there in 2014',
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'sun' AND ${year(2014)}`,
  },
  {
    id: 'P14B-36',
    slug: SQL,
    q: 'strongest wind recorded in 2013',
    sql: `SELECT max(wind) AS max_wind FROM seattle_weather WHERE ${year(2013)}`,
  },
  {
    id: 'P14B-37',
    slug: SQL,
    q: 'coldest low temperature in December 2015',
    sql: `SELECT min(temp_min) AS min_temp_min FROM seattle_weather WHERE date >= DATE '2015-12-01' AND date < DATE '2016-01-01'`,
  },
  {
    id: 'P14B-38',
    slug: SQL,
    q: 'what share of days in 2012 were rainy?',
    sql: `SELECT ${pct("weather = 'rain'", 'row_count')} FROM seattle_weather WHERE ${year(2012)}`,
  },
  {
    id: 'P14B-39',
    slug: SQL,
    q: 'total precipitation on foggy days',
    sql: `SELECT sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE weather = 'fog'`,
  },
  {
    id: 'P14B-40',
    slug: SQL,
    q: 'how many flights on the SEA to SFO route?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND destination = 'SFO'`,
  },
  {
    id: 'P14B-41',
    slug: SQL,
    q: 'average distance of the ORD-LGA route',
    sql: `SELECT avg(distance) AS avg_distance FROM flights WHERE origin = 'ORD' AND destination = 'LGA'`,
  },
  {
    id: 'P14B-42',
    slug: SQL,
    q: 'routes out of SEA with more than 3000 flights',
    sql: `SELECT origin, destination, count(*) AS flight_count FROM flights WHERE origin = 'SEA' GROUP BY 1, 2 HAVING count(*) > 3000`,
  },
  {
    id: 'P14B-43',
    slug: SQL,
    q: 'what percent of flights from ORD were delayed over an hour?',
    sql: `SELECT ${pct('delay > 60')} FROM flights WHERE origin = 'ORD'`,
  },
  {
    id: 'P14B-44',
    slug: SQL,
    q: 'average delay of SEA departures in Q2',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SEA' AND date >= DATE '2001-04-01' AND date < DATE '2001-07-01'`,
  },
];

/** ops-agent (its state's departures) and analytics-app (beyond its contracts). */
const CONSUMERS: readonly QuestionCase[] = [
  {
    id: 'P14B-45',
    ...ops('WA'),
    q: 'median delay of our departures in May',
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'WA' AND ${month(5, 'f.date')}`,
  },
  {
    id: 'P14B-46',
    ...ops('TX'),
    q: 'how many distinct destinations do we fly to?',
    sql: `SELECT count(DISTINCT f.destination) AS destination_count FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'P14B-47',
    ...ops('FL'),
    q: 'busiest departure hour',
    sql: `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM ${FO} WHERE o.state = 'FL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P14B-48',
    ...ops('NY'),
    q: 'which of our airports average more than 12 minutes of delay?',
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'NY' GROUP BY 1 HAVING avg(f.delay) > 12`,
  },
  {
    id: 'P14B-49',
    ...ops('IL'),
    q: 'what percentage of our flights are longer than 1000 miles?',
    sql: `SELECT ${pct('f.distance > 1000')} FROM ${FO} WHERE o.state = 'IL'`,
  },
  {
    id: 'P14B-50',
    ...ops('GA'),
    q: 'top 3 destinations from our state by flight count',
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'GA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  // analytics-app is contract-only in the demo (demo/charter.yaml): a median is not a contract measure
  // and is asked back (as U19 is); P14B-61 and P14B-63 were first written to expect the SQL answer.
  { id: 'P14B-61', slug: APP, q: 'median MSFT price in 2005', expect: ASK },
  {
    id: 'P14B-62',
    slug: APP,
    q: 'life expectancy in Japan in 2000',
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' AND year = 2000`,
  },
  { id: 'P14B-63', slug: APP, q: 'median wind speed on snowy days', expect: ASK },
  {
    id: 'P14B-64',
    ...ops('CA'),
    q: 'std dev of delay for our LAX departures',
    sql: `SELECT stddev_samp(f.delay) AS stddev_delay FROM ${FO} WHERE o.state = 'CA' AND f.origin = 'LAX'`,
  },
];

/** Near misses: must be asked back. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P14B-51', slug: SQL, q: 'average ticket price for flights from SFO', expect: ASK },
  { id: 'P14B-52', slug: SQL, q: 'how many flights were cancelled in March?', expect: ASK },
  { id: 'P14B-53', slug: SQL, q: 'list the airports in Quebec', expect: ASK },
  { id: 'P14B-54', slug: SQL, q: 'average humidity in Seattle in 2014', expect: ASK },
  { id: 'P14B-55', slug: SQL, q: 'which airline had the most delays?', expect: ASK },
  { id: 'P14B-56', slug: SQL, q: 'how many passengers flew out of ATL?', expect: ASK },
  { id: 'P14B-57', slug: SQL, q: "what's the elevation of the Denver airport?", expect: ASK },
  { id: 'P14B-58', ...ops('WA'), q: 'average delay of flights departing Texas', expect: ASK },
  { id: 'P14B-59', slug: SQL, q: 'how much did it rain in Chicago in 2013?', expect: ASK },
  // P14B-60 was first written to be asked back (Springfield is a town in eight states), but only
  // Springfield, MO (SGF) has flights, and a city is read over the flights' rows (as Portland is
  // asked back only because two of its airports have flights): corrected to SGF's answer.
  {
    id: 'P14B-60',
    slug: SQL,
    q: 'median delay of flights out of Springfield',
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.city = 'Springfield'`,
  },
  { id: 'P14B-65', slug: SQL, q: 'median delay of flights out of Charleston', expect: ASK },
];

/** Probes written after the rules, over the same classes (P14B-66–P14B-71). */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P14B-66',
    slug: SQL,
    q: 'which airport in Hawaii has the most arrivals',
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FD} WHERE d.state = 'HI' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P14B-67',
    slug: SQL,
    q: 'how many airports fly into JFK?',
    sql: `SELECT count(DISTINCT origin) AS origin_count FROM flights WHERE destination = 'JFK'`,
  },
  {
    id: 'P14B-68',
    slug: SQL,
    q: 'how many states have airports with departures',
    sql: `SELECT count(DISTINCT o.state) AS origin_state_count FROM ${FO}`,
  },
  {
    id: 'P14B-69',
    slug: SQL,
    q: 'the northernmost airport in Alaska',
    sql: `SELECT iata, name, max(latitude) AS max_latitude FROM airports WHERE state = 'AK' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P14B-70',
    ...ops('WA'),
    q: 'how many airports do we fly to?',
    sql: `SELECT count(DISTINCT f.destination) AS destination_count FROM ${FO} WHERE o.state = 'WA'`,
  },
  {
    id: 'P14B-71',
    slug: SQL,
    q: 'biggest delay on a flight out of ORD in February',
    sql: `SELECT max(delay) AS max_delay FROM flights WHERE origin = 'ORD' AND ${month(2)}`,
  },
];

export const PASS14B_QUESTIONS: readonly QuestionCase[] = [
  ...AGGREGATES,
  ...THRESHOLDS,
  ...PARTS,
  ...AIRPORTS,
  ...WEATHER_ROUTES,
  ...CONSUMERS,
  ...NEAR_MISSES,
  ...PROBES,
];
