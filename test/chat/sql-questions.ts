import type { QuestionCase } from './questions.js';

/**
 * Development questions for the consumers that read raw tables: `sql-explorer` (sql-only: flights,
 * airports, seattle_weather, the route_stats model) and `ops-agent` (contract-with-sql-fallback: the
 * regional_flights contract under row-level security on `state`, with flights, airports and
 * route_stats in SQL). Written as users of those data sets would ask, each answer computed by plain
 * SQL on the demo DuckDB file (the raw vega-datasets files loaded as they are), with its own joins.
 * Part of QUESTIONS (test/chat/accuracy.test.ts).
 */

const SQL = 'sql-explorer';
const OPS = 'ops-agent';
const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const ORIGIN = 'flights f JOIN airports o ON f.origin = o.iata';

export const SQL_QUESTIONS: readonly QuestionCase[] = [
  // Airports: counts and rankings, state names as users write them.
  {
    id: 'X01',
    q: 'How many airports are there in California?',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'CA'`,
  },
  {
    id: 'X02',
    q: 'Which state has the most airports?',
    slug: SQL,
    sql: `SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'X03',
    q: 'Number of airports per state, top 4',
    slug: SQL,
    sql: `SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 4`,
    ordered: true,
  },
  {
    id: 'X04',
    q: 'How many airports does Alaska have?',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'AK'`,
  },
  // Seattle weather: word forms of the weather values and the temperature columns.
  {
    id: 'X05',
    q: 'How many snowy days were there?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'snow'`,
  },
  {
    id: 'X06',
    q: 'How windy is it on average when it snows?',
    slug: SQL,
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE weather = 'snow'`,
  },
  {
    id: 'X07',
    q: 'Which weather type is the most common?',
    slug: SQL,
    sql: `SELECT weather, count(*) AS row_count FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'X08',
    q: 'Total precipitation in 2015',
    slug: SQL,
    sql: `SELECT sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE year(date) = 2015`,
  },
  {
    id: 'X09',
    q: 'Which month had the most precipitation?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS sum_precipitation FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'X10',
    q: 'Average maximum temperature by year',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'X11',
    q: 'Average low temperature in January 2013',
    slug: SQL,
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE date >= '2013-01-01' AND date < '2013-02-01'`,
  },
  {
    id: 'X12',
    q: 'How many foggy days in 2013?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'fog' AND year(date) = 2013`,
  },
  {
    id: 'X13',
    q: 'Average wind speed by weather type',
    slug: SQL,
    sql: `SELECT weather, avg(wind) AS avg_wind FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'X14',
    q: 'How many days had more than 20 mm of precipitation?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation > 20`,
  },
  {
    id: 'X15',
    q: 'Average daily precipitation in November 2015',
    slug: SQL,
    sql: `SELECT avg(precipitation) AS avg_precipitation FROM seattle_weather WHERE date >= '2015-11-01' AND date < '2015-12-01'`,
  },
  // Flights: filters on airport codes, rankings, months.
  {
    id: 'X16',
    q: 'Average delay of flights departing from SEA',
    slug: SQL,
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'X17',
    q: 'How many flights went from SEA to SFO?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND destination = 'SFO'`,
  },
  {
    id: 'X18',
    q: 'Top 5 destinations by number of flights',
    slug: SQL,
    sql: `SELECT destination, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'X19',
    q: 'Flights per month from ORD',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS flight_count FROM flights WHERE origin = 'ORD' GROUP BY 1`,
  },
  {
    id: 'X20',
    q: 'Which origin-destination route has the most flights?',
    slug: SQL,
    sql: `SELECT origin, destination, count(*) AS flight_count FROM flights GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'X21',
    q: 'Average delay in June 2001',
    slug: SQL,
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE date >= '2001-06-01' AND date < '2001-07-01'`,
  },
  {
    id: 'X22',
    q: 'How many flights were delayed by more than 60 minutes?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE delay > 60`,
  },
  {
    id: 'X23',
    q: 'Total distance flown from LAX in May 2001',
    slug: SQL,
    sql: `SELECT sum(distance) AS sum_distance FROM flights WHERE origin = 'LAX' AND date >= '2001-05-01' AND date < '2001-06-01'`,
  },
  {
    id: 'X24',
    q: 'Longest flight distance from JFK',
    slug: SQL,
    sql: `SELECT max(distance) AS max_distance FROM flights WHERE origin = 'JFK'`,
  },
  {
    id: 'X25',
    q: 'How many flights arrived at DEN in April 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE destination = 'DEN' AND date >= '2001-04-01' AND date < '2001-05-01'`,
  },
  // Joins the contracts define (flights.origin / destination = airports.iata): places, not codes.
  {
    id: 'X26',
    q: 'How many flights departed from Texas?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${ORIGIN} WHERE o.state = 'TX'`,
  },
  {
    id: 'X27',
    q: 'Average delay by origin state, top 3',
    slug: SQL,
    sql: `SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${ORIGIN} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'X28',
    q: 'Which destination state receives the most flights?',
    slug: SQL,
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM flights f JOIN airports d ON f.destination = d.iata GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'X29',
    q: 'Number of flights departing from Chicago',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${ORIGIN} WHERE o.city = 'Chicago'`,
  },
  {
    id: 'X50',
    q: 'What was the wettest year?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, sum(precipitation) AS sum_precipitation FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'X51',
    q: 'Which was the coldest day of 2014?',
    slug: SQL,
    sql: `SELECT ${ts('date')} AS date, temp_min AS avg_temp_min FROM seattle_weather WHERE year(date) = 2014 ORDER BY temp_min, date LIMIT 1`,
    ordered: true,
  },
  {
    id: 'X52',
    q: 'How many days had wind above 5 m/s?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE wind > 5`,
  },
  { id: 'X53', q: 'What was the wettest year for flights?', slug: SQL, expect: 'questionnaire' },
  {
    id: 'X54',
    q: 'How many cities in Texas have an airport?',
    slug: SQL,
    sql: `SELECT count(DISTINCT city) AS city_count FROM airports WHERE state = 'TX'`,
  },
  {
    id: 'X55',
    q: 'How many origin states are there?',
    slug: SQL,
    sql: `SELECT count(DISTINCT o.state) AS origin_state_count FROM ${ORIGIN}`,
  },
  // Follow-ups.
  {
    id: 'X30',
    q: ['How many flights from SEA?', 'Flight count …', 'and from PDX?'],
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'PDX'`,
  },
  {
    id: 'X31',
    q: ['Average delay by origin, top 5', 'Top 5 origins …', 'now by destination'],
    slug: SQL,
    sql: `SELECT destination, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'X32',
    q: ['Number of rainy days in 2013', 'Row count …', 'what about 2014?'],
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'rain' AND year(date) = 2014`,
  },
  // Must be asked back: no such column or value, or a slot missing.
  { id: 'X33', q: 'How many flights were cancelled?', slug: SQL, expect: 'questionnaire' },
  { id: 'X34', q: 'What is the average ticket price?', slug: SQL, expect: 'questionnaire' },
  { id: 'X35', q: 'Which airline has the most delays?', slug: SQL, expect: 'questionnaire' },
  { id: 'X36', q: 'What was the humidity in Seattle in 2014?', slug: SQL, expect: 'questionnaire' },
  { id: 'X37', q: 'What is the average?', slug: SQL, expect: 'questionnaire' },
  { id: 'X38', q: 'Flights from XYZ', slug: SQL, expect: 'questionnaire' },
  // The ops agent: the contract answers what it covers (with a state); the rest falls back to SQL.
  {
    id: 'X39',
    q: 'How many airports are in Florida?',
    slug: OPS,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'FL'`,
  },
  {
    id: 'X40',
    q: 'Top 4 states by number of airports',
    slug: OPS,
    sql: `SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 4`,
    ordered: true,
  },
  {
    id: 'X41',
    q: 'What is the average latitude of airports in Alaska?',
    slug: OPS,
    sql: `SELECT avg(latitude) AS avg_latitude FROM airports WHERE state = 'AK'`,
  },
  {
    id: 'X42',
    q: 'Average delay of flights from LAX',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${ORIGIN} WHERE o.state = 'CA' AND f.origin = 'LAX'`,
  },
  {
    id: 'X43',
    q: 'Top 3 destinations from SEA',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT f.destination AS destination, count(*) AS flight_count FROM ${ORIGIN} WHERE o.state = 'WA' AND f.origin = 'SEA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'X44',
    q: 'How many airports are in Nevada?',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'NV'`,
  },
  {
    id: 'X45',
    q: 'Which city in Texas has the most airports?',
    slug: OPS,
    sql: `SELECT city, count(*) AS airport_count FROM airports WHERE state = 'TX' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    ordered: true,
  },
  {
    // The contract has no per-flight delay threshold: SQL over flights, under the caller's row filter.
    id: 'X48',
    q: 'How many flights were delayed by more than 60 minutes?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS flight_count FROM ${ORIGIN} WHERE o.state = 'WA' AND f.delay > 60`,
  },
  {
    id: 'X49',
    q: 'Which state do the most flights from our state go to?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${ORIGIN} JOIN airports d ON f.destination = d.iata WHERE o.state = 'WA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  { id: 'X46', q: 'Average delay of flights from SEA', slug: OPS, expect: 'questionnaire' },
  { id: 'X47', q: 'Which airport has the most gates?', slug: OPS, expect: 'questionnaire' },
];

/**
 * Y01–Y38: a second batch for the two raw-table consumers, written before the routing and
 * vocabulary work of the issue 14 fallback pass (scored before any change, docs/chat.md): the ops
 * agent with and without its state, over its contract, its tables and the route model, and
 * sql-explorer over its scoped tables, in the words operations staff and analysts use.
 */
const DEST = 'flights f JOIN airports d ON f.destination = d.iata';
export const SQL_QUESTIONS_2: readonly QuestionCase[] = [
  // The ops agent with its state: what the contract answers.
  {
    id: 'Y01',
    q: "What's our average departure delay?",
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${ORIGIN} WHERE o.state = 'WA'`,
  },
  {
    id: 'Y02',
    q: 'How many late flights did we have in March?',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT count(*) AS delayed_flights FROM ${ORIGIN} WHERE o.state = 'TX' AND f.delay > 15 AND f.date >= '2001-03-01' AND f.date < '2001-04-01'`,
  },
  {
    id: 'Y03',
    q: 'Which of our airports has the highest average delay?',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT f.origin AS origin, avg(f.delay) AS avg_delay FROM ${ORIGIN} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Y04',
    q: 'Flights per month out of our state',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS flight_date, count(*) AS flight_count FROM ${ORIGIN} WHERE o.state = 'WA' GROUP BY 1`,
  },
  {
    id: 'Y05',
    q: 'Top 5 destination cities by number of flights',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${ORIGIN} JOIN airports d ON f.destination = d.iata WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'Y06',
    q: 'Total miles flown from our airports',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT sum(f.distance) AS total_distance FROM ${ORIGIN} WHERE o.state = 'TX'`,
  },
  {
    id: 'Y07',
    q: 'Which destination state gets the most of our flights?',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${ORIGIN} JOIN airports d ON f.destination = d.iata WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Y08',
    q: 'Average trip length from SFO',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${ORIGIN} WHERE o.state = 'CA' AND f.origin = 'SFO'`,
  },
  {
    id: 'Y11',
    q: 'Busiest routes from our state, top 3',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT f.origin AS origin, f.destination AS destination, count(*) AS flight_count FROM ${ORIGIN} WHERE o.state = 'WA' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'Y12',
    q: 'How many flights did SEA send to Alaska?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS flight_count FROM ${ORIGIN} JOIN airports d ON f.destination = d.iata WHERE o.state = 'WA' AND f.origin = 'SEA' AND d.state = 'AK'`,
  },
  {
    id: 'Y13',
    q: ['How many flights from SEA?', 'Flight count …', 'and from GEG?'],
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS flight_count FROM ${ORIGIN} WHERE o.state = 'WA' AND f.origin = 'GEG'`,
  },
  {
    id: 'Y14',
    q: 'Average delay by destination state, top 3',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT d.state AS destination_state, avg(f.delay) AS avg_delay FROM ${ORIGIN} JOIN airports d ON f.destination = d.iata WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  // The ops agent with its state: what only the rows answer (SQL under the same row filter).
  {
    id: 'Y09',
    q: 'How many of our flights left more than 45 minutes late?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS flight_count FROM ${ORIGIN} WHERE o.state = 'WA' AND f.delay > 45`,
  },
  {
    id: 'Y10',
    q: 'What is the longest flight distance out of SEA?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT max(f.distance) AS max_distance FROM ${ORIGIN} WHERE o.state = 'WA' AND f.origin = 'SEA'`,
  },
  {
    id: 'Y39',
    q: 'Worst single delay from LAX',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT max(f.delay) AS max_delay FROM ${ORIGIN} WHERE o.state = 'CA' AND f.origin = 'LAX'`,
  },
  // The ops agent without a state: airports only.
  {
    id: 'Y15',
    q: 'How many airports does Texas have?',
    slug: OPS,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'TX'`,
  },
  {
    id: 'Y17',
    q: 'Highest latitude of any airport in Alaska',
    slug: OPS,
    sql: `SELECT max(latitude) AS max_latitude FROM airports WHERE state = 'AK'`,
  },
  {
    id: 'Y18',
    q: 'Average longitude of airports in Hawaii',
    slug: OPS,
    sql: `SELECT avg(longitude) AS avg_longitude FROM airports WHERE state = 'HI'`,
  },
  {
    id: 'Y19',
    q: 'Show the 3 states with the most airports',
    slug: OPS,
    sql: `SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'Y21',
    q: 'How many airports are there in Chicago?',
    slug: OPS,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE city = 'Chicago'`,
  },
  {
    id: 'Y16',
    q: 'number of airports in each Hawaii city, top 3',
    slug: OPS,
    sql: `SELECT city, count(*) AS airport_count FROM airports WHERE state = 'HI' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3`,
    ordered: true,
  },
  // The ops agent: must be asked back.
  { id: 'Y20', q: 'What is the average delay at ORD?', slug: OPS, expect: 'questionnaire' },
  {
    id: 'Y22',
    q: 'Which airline flies the most from our state?',
    slug: OPS,
    context: { state: 'WA' },
    expect: 'questionnaire',
  },
  {
    id: 'Y23',
    q: 'How many gates does SEA have?',
    slug: OPS,
    context: { state: 'WA' },
    expect: 'questionnaire',
  },
  // sql-explorer over its tables.
  {
    id: 'Y24',
    q: 'What was the average high temperature in July 2014?',
    slug: SQL,
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE date >= '2014-07-01' AND date < '2014-08-01'`,
  },
  {
    id: 'Y25',
    q: 'How many days did it rain in 2012?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'rain' AND year(date) = 2012`,
  },
  {
    id: 'Y26',
    q: 'Which month of 2015 was the windiest?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE year(date) = 2015 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Y27',
    q: 'Top 3 routes by number of flights',
    slug: SQL,
    sql: `SELECT origin, destination, count(*) AS flight_count FROM flights GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'Y28',
    q: 'Average delay of flights into ATL',
    slug: SQL,
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE destination = 'ATL'`,
  },
  {
    id: 'Y29',
    q: 'How many flights left Denver in February 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${ORIGIN} WHERE o.city = 'Denver' AND f.date >= '2001-02-01' AND f.date < '2001-03-01'`,
  },
  {
    id: 'Y30',
    q: 'Average distance of flights from Boston',
    slug: SQL,
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${ORIGIN} WHERE o.city = 'Boston'`,
  },
  {
    id: 'Y31',
    q: 'Maximum wind speed recorded',
    slug: SQL,
    sql: `SELECT max(wind) AS max_wind FROM seattle_weather`,
  },
  {
    id: 'Y32',
    q: 'Number of flights longer than 2000 miles',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE distance > 2000`,
  },
  {
    id: 'Y33',
    q: 'Average delay per month in 2001',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(delay) AS avg_delay FROM flights WHERE year(date) = 2001 GROUP BY 1`,
  },
  {
    id: 'Y34',
    q: 'Which destination airport in California gets the most flights?',
    slug: SQL,
    sql: `SELECT f.destination AS destination, count(*) AS flight_count FROM ${DEST} WHERE d.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Y35',
    q: 'Total rainfall in Seattle in 2013',
    slug: SQL,
    sql: `SELECT sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE year(date) = 2013`,
  },
  {
    id: 'Y36',
    q: ['How many sunny days in 2014?', 'Row count …', 'and in 2015?'],
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'sun' AND year(date) = 2015`,
  },
  {
    id: 'Y38',
    q: 'Which airport had the most departures in June 2001?',
    slug: SQL,
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE date >= '2001-06-01' AND date < '2001-07-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  { id: 'Y37', q: 'How many passengers flew from SEA?', slug: SQL, expect: 'questionnaire' },
  { id: 'Y40', q: 'Average delay by airline', slug: SQL, expect: 'questionnaire' },
  // Added after the first scoring, from probes of the unit after a threshold (the first was a wrong
  // answer before: the count of all flights, read as a count above 2000).
  {
    id: 'Y41',
    q: 'Number of flights over 2000 miles',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE distance > 2000`,
  },
  {
    id: 'Y42',
    q: 'How many flights over 2000 miles from SEA?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE distance > 2000 AND origin = 'SEA'`,
  },
  {
    id: 'Y43',
    q: 'How many of our flights flew more than 2000 miles?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS flight_count FROM ${ORIGIN} WHERE o.state = 'WA' AND f.distance > 2000`,
  },
  {
    // Added after the first scoring (a wrong answer before: Texas read as a second origin, no rows).
    id: 'Y44',
    q: 'Which destination in Texas gets the most flights from SEA?',
    slug: SQL,
    sql: `SELECT f.destination AS destination, count(*) AS flight_count FROM ${DEST} WHERE d.state = 'TX' AND f.origin = 'SEA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  // Added after the first scoring: "how many flights" answered with the average delay (wrong answers
  // before), asked back then. Issue 14's third pass reads "an hour" as 60 minutes against the delay
  // (described in minutes), a threshold per row: the count of flights with a delay over 60.
  {
    id: 'Y45',
    q: 'How many flights were more than an hour late?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE delay > 60`,
  },
  { id: 'Y46', q: 'How many flights arrived late at SFO?', slug: SQL, expect: 'questionnaire' },
];
