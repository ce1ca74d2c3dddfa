import type { QuestionCase } from './questions.js';

/**
 * Development questions for the SQL-only consumer (`sql-explorer`), written before the planner
 * pass that targets them: plain questions an analyst would ask of the flights, airports and Seattle
 * weather tables and the route_stats model, phrased as different users would (short notes, full
 * sentences, "show me", "what's"). Each answer is plain SQL on the raw demo tables, with its own
 * joins. Questions the data cannot answer are asked back. Part of QUESTIONS.
 */

const SQL = 'sql-explorer';
const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FD = 'flights f LEFT JOIN airports d ON f.destination = d.iata';
const FOD = `${FO} LEFT JOIN airports d ON f.destination = d.iata`;

const FLIGHTS: readonly QuestionCase[] = [
  {
    id: 'E01',
    q: "What's the average departure delay across all flights?",
    slug: SQL,
    sql: 'SELECT avg(delay) AS avg_delay FROM flights',
  },
  {
    id: 'E02',
    q: 'How many flights are in the data?',
    slug: SQL,
    sql: 'SELECT count(*) AS flight_count FROM flights',
  },
  {
    id: 'E03',
    q: 'What is the maximum flight distance?',
    slug: SQL,
    sql: 'SELECT max(distance) AS max_distance FROM flights',
  },
  {
    id: 'E04',
    q: 'Average flight distance from LAX to JFK',
    slug: SQL,
    sql: `SELECT avg(distance) AS avg_distance FROM flights WHERE origin = 'LAX' AND destination = 'JFK'`,
  },
  {
    id: 'E05',
    q: 'How many flights departed from Atlanta in March 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' AND f.date >= '2001-03-01' AND f.date < '2001-04-01'`,
  },
  {
    id: 'E06',
    q: 'Top 5 origin airports by average delay',
    slug: SQL,
    sql: 'SELECT origin, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5',
    ordered: true,
  },
  {
    id: 'E07',
    q: 'number of flights by month',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS flight_count FROM flights GROUP BY 1`,
  },
  {
    id: 'E08',
    q: 'Which day had the most flights?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('day', date)")} AS date, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'E09',
    q: 'What was the biggest delay in February 2001?',
    slug: SQL,
    sql: `SELECT max(delay) AS max_delay FROM flights WHERE date >= '2001-02-01' AND date < '2001-03-01'`,
  },
  {
    id: 'E10',
    q: 'How many flights left early?',
    slug: SQL,
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE delay < 0',
  },
  {
    id: 'E11',
    q: 'How many flights from SEA were delayed by over 30 minutes?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND delay > 30`,
  },
  {
    id: 'E12',
    q: 'Average delay for flights longer than 1000 miles',
    slug: SQL,
    sql: 'SELECT avg(delay) AS avg_delay FROM flights WHERE distance > 1000',
  },
  {
    id: 'E13',
    q: 'How many flights were shorter than 300 miles?',
    slug: SQL,
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE distance < 300',
  },
  {
    id: 'E14',
    q: 'Average distance by origin state, top 5',
    slug: SQL,
    sql: `SELECT o.state AS origin_state, avg(f.distance) AS avg_distance FROM ${FO} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'E15',
    q: 'How many flights went to Florida?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FD} WHERE d.state = 'FL'`,
  },
  {
    id: 'E16',
    q: 'How many flights flew from California to Texas?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND d.state = 'TX'`,
  },
  {
    id: 'E17',
    q: 'Which city has the most departing flights?',
    slug: SQL,
    sql: `SELECT o.city AS origin_city, count(*) AS flight_count FROM ${FO} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'E18',
    q: 'Top 3 destination cities for flights from Chicago',
    slug: SQL,
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Chicago' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'E19',
    q: 'Average delay of flights out of New York',
    slug: SQL,
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'New York'`,
  },
  {
    id: 'E20',
    q: 'How many distinct destinations are there?',
    slug: SQL,
    sql: 'SELECT count(DISTINCT destination) AS destination_count FROM flights',
  },
  {
    id: 'E21',
    q: 'Lowest delay recorded for flights from DEN',
    slug: SQL,
    sql: `SELECT min(delay) AS min_delay FROM flights WHERE origin = 'DEN'`,
  },
  {
    id: 'E22',
    q: 'Average delay in the first quarter of 2001',
    slug: SQL,
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE date >= '2001-01-01' AND date < '2001-04-01'`,
  },
  {
    id: 'E23',
    q: 'Show me monthly flight counts to SFO',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS flight_count FROM flights WHERE destination = 'SFO' GROUP BY 1`,
  },
  {
    id: 'E24',
    q: 'Total miles flown from PHX',
    slug: SQL,
    sql: `SELECT sum(distance) AS sum_distance FROM flights WHERE origin = 'PHX'`,
  },
  {
    id: 'E25',
    q: 'Number of flights by destination state, top 5',
    slug: SQL,
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FD} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'E26',
    q: 'How many flights a day left ORD on average in May 2001?',
    slug: SQL,
    sql: `SELECT count(*) / 31.0 AS flights_per_day FROM flights WHERE origin = 'ORD' AND date >= '2001-05-01' AND date < '2001-06-01'`,
  },
  {
    id: 'E27',
    q: 'Average delay by day of the week',
    slug: SQL,
    sql: `SELECT dayname(date) AS day_of_week, avg(delay) AS avg_delay FROM flights GROUP BY 1`,
  },
  {
    id: 'E28',
    q: 'Number of flights per hour of the day',
    slug: SQL,
    sql: `SELECT hour(date) AS hour, count(*) AS flight_count FROM flights GROUP BY 1`,
  },
  {
    id: 'E29',
    q: 'What is the median delay?',
    slug: SQL,
    sql: 'SELECT median(delay) AS median_delay FROM flights',
  },
  {
    id: 'E30',
    q: 'What percentage of flights were delayed by more than 15 minutes?',
    slug: SQL,
    sql: 'SELECT 100.0 * count(*) FILTER (WHERE delay > 15) / count(*) AS flight_count_percent FROM flights',
  },
  {
    id: 'E31',
    q: 'Which destination from LAX has the longest average distance?',
    slug: SQL,
    sql: `SELECT destination, avg(distance) AS avg_distance FROM flights WHERE origin = 'LAX' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'E32',
    q: 'Which routes have more than 5000 flights?',
    slug: SQL,
    sql: 'SELECT origin, destination, count(*) AS flight_count FROM flights GROUP BY 1, 2 HAVING count(*) > 5000',
  },
  {
    id: 'E33',
    q: 'Average delay of flights to Hawaii',
    slug: SQL,
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FD} WHERE d.state = 'HI'`,
  },
  // "Washington" is a state and a city (DCA, IAD): either reading would guess.
  { id: 'E34', q: 'Flights from Boston to Washington, how many?', slug: SQL, expect: 'questionnaire' },
];

const AIRPORTS: readonly QuestionCase[] = [
  {
    id: 'E35',
    q: 'How many airports are in the dataset?',
    slug: SQL,
    sql: 'SELECT count(*) AS airport_count FROM airports',
  },
  {
    id: 'E36',
    q: 'What is the highest latitude of any airport?',
    slug: SQL,
    sql: 'SELECT max(latitude) AS max_latitude FROM airports',
  },
  {
    id: 'E37',
    q: 'Average latitude of airports in Texas',
    slug: SQL,
    sql: `SELECT avg(latitude) AS avg_latitude FROM airports WHERE state = 'TX'`,
  },
  {
    id: 'E38',
    q: 'airports per state',
    slug: SQL,
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1',
  },
  {
    id: 'E39',
    q: 'What is the westernmost longitude among airports in Alaska?',
    slug: SQL,
    sql: `SELECT min(longitude) AS min_longitude FROM airports WHERE state = 'AK'`,
  },
  {
    id: 'E40',
    q: 'How many states have airports?',
    slug: SQL,
    sql: 'SELECT count(DISTINCT state) AS state_count FROM airports',
  },
  {
    id: 'E41',
    q: 'How many airports are in Ohio?',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'OH'`,
  },
  {
    id: 'E42',
    q: 'Which 3 states have the fewest airports?',
    slug: SQL,
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 ASC, 1 LIMIT 3',
    ordered: true,
  },
];

const WEATHER: readonly QuestionCase[] = [
  {
    id: 'E43',
    q: 'What was the hottest temperature recorded in Seattle?',
    slug: SQL,
    sql: 'SELECT max(temp_max) AS max_temp_max FROM seattle_weather',
  },
  {
    id: 'E44',
    q: 'Average minimum temperature in 2012',
    slug: SQL,
    sql: 'SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE year(date) = 2012',
  },
  {
    id: 'E45',
    q: 'How many days of drizzle were there in 2015?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'drizzle' AND year(date) = 2015`,
  },
  {
    id: 'E46',
    q: 'Total precipitation per year',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, sum(precipitation) AS sum_precipitation FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'E47',
    q: 'Average wind speed in December 2014',
    slug: SQL,
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE date >= '2014-12-01' AND date < '2015-01-01'`,
  },
  {
    id: 'E48',
    q: 'What was the coldest temperature ever recorded?',
    slug: SQL,
    sql: 'SELECT min(temp_min) AS min_temp_min FROM seattle_weather',
  },
  {
    id: 'E49',
    q: 'How many days had a maximum temperature above 30 degrees?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE temp_max > 30',
  },
  {
    id: 'E50',
    q: 'Number of days by weather type in 2014',
    slug: SQL,
    sql: 'SELECT weather, count(*) AS row_count FROM seattle_weather WHERE year(date) = 2014 GROUP BY 1',
  },
  {
    id: 'E51',
    q: 'Which year had the most sunny days?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS row_count FROM seattle_weather WHERE weather = 'sun' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'E52',
    q: 'Rainiest month of 2013',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE year(date) = 2013 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'E53',
    q: 'How many days had no precipitation?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation = 0',
  },
  {
    id: 'E54',
    q: 'average high temperature by month in 2015',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE year(date) = 2015 GROUP BY 1`,
  },
  {
    id: 'E55',
    q: 'Days with wind over 7 m/s in 2013',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE wind > 7 AND year(date) = 2013',
  },
  {
    id: 'E56',
    q: 'Average precipitation in summer 2014',
    slug: SQL,
    sql: `SELECT avg(precipitation) AS avg_precipitation FROM seattle_weather WHERE date >= '2014-06-01' AND date < '2014-09-01'`,
  },
  {
    id: 'E57',
    q: 'What was the average daily low in July 2015?',
    slug: SQL,
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE date >= '2015-07-01' AND date < '2015-08-01'`,
  },
  {
    id: 'E58',
    q: 'Average max temperature on rainy days',
    slug: SQL,
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE weather = 'rain'`,
  },
];

const ROUTES_AND_REFUSALS: readonly QuestionCase[] = [
  {
    id: 'E59',
    q: 'Among routes with more than 1000 flights, which 3 have the highest average delay?',
    slug: SQL,
    sql: 'SELECT origin, destination, avg(delay) AS avg_delay FROM flights GROUP BY 1, 2 HAVING count(*) > 1000 ORDER BY 3 DESC LIMIT 3',
    ordered: true,
  },
  {
    id: 'E60',
    q: 'How many routes have more than 5000 flights?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM (SELECT origin, destination FROM flights GROUP BY 1, 2 HAVING count(*) > 5000)',
  },
  {
    id: 'E61',
    q: 'Average distance of the SEA to LAX route',
    slug: SQL,
    sql: `SELECT avg(distance) AS avg_distance FROM flights WHERE origin = 'SEA' AND destination = 'LAX'`,
  },
  { id: 'E62', q: 'How many flights did Delta operate?', slug: SQL, expect: 'questionnaire' },
  { id: 'E63', q: 'What was the average arrival delay?', slug: SQL, expect: 'questionnaire' },
  { id: 'E64', q: 'How many airports have more than 3 runways?', slug: SQL, expect: 'questionnaire' },
  { id: 'E65', q: 'Average humidity on rainy days', slug: SQL, expect: 'questionnaire' },
  { id: 'E66', q: 'How many flights were diverted in 2001?', slug: SQL, expect: 'questionnaire' },
];

/** A second batch, the same day: superlative words, proportions, weekdays and hours, "no"/"early". */
const MORE: readonly QuestionCase[] = [
  {
    id: 'E67',
    q: 'What proportion of days were sunny?',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE weather = 'sun') / count(*) AS row_count_percent FROM seattle_weather`,
  },
  {
    id: 'E68',
    q: 'Which weekday has the most flights?',
    slug: SQL,
    sql: 'SELECT dayname(date) AS day_of_week, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    ordered: true,
  },
  {
    id: 'E69',
    q: 'Average delay by hour of departure',
    slug: SQL,
    sql: 'SELECT hour(date) AS hour, avg(delay) AS avg_delay FROM flights GROUP BY 1',
  },
  {
    id: 'E70',
    q: 'What is the median distance of flights from SEA?',
    slug: SQL,
    sql: `SELECT median(distance) AS median_distance FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'E71',
    q: 'How many flights were there each month from Texas?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' GROUP BY 1`,
  },
  {
    id: 'E72',
    q: 'Average delay for flights from SEA, PDX and SFO',
    slug: SQL,
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE origin IN ('SEA', 'PDX', 'SFO') GROUP BY 1`,
  },
  {
    id: 'E73',
    q: 'How many flights had a delay of at least 2 hours?',
    slug: SQL,
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE delay >= 120',
  },
  {
    id: 'E74',
    q: 'What was the wettest day in 2014?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('day', date)")} AS date, sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE year(date) = 2014 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'E75',
    q: 'How many rainy days per year?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS row_count FROM seattle_weather WHERE weather = 'rain' GROUP BY 1`,
  },
  {
    id: 'E76',
    q: 'How many days in 2014 had a low below 0 degrees?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE temp_min < 0 AND year(date) = 2014',
  },
  {
    id: 'E77',
    q: 'How many flights had no delay?',
    slug: SQL,
    sql: 'SELECT count(*) AS flight_count FROM flights WHERE delay = 0',
  },
  {
    id: 'E78',
    q: 'Number of airports with a latitude above 60',
    slug: SQL,
    sql: 'SELECT count(*) AS airport_count FROM airports WHERE latitude > 60',
  },
  {
    id: 'E79',
    q: 'In which month did SEA have the most departures?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS flight_count FROM flights WHERE origin = 'SEA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'E80',
    q: 'Which origin has the longest average flight distance?',
    slug: SQL,
    sql: 'SELECT origin, avg(distance) AS avg_distance FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    ordered: true,
  },
  {
    id: 'E81',
    q: 'What was the windiest day on record?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('day', date)")} AS date, avg(wind) AS avg_wind FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'E82',
    q: 'Total precipitation in spring 2015',
    slug: SQL,
    sql: `SELECT sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE date >= '2015-03-01' AND date < '2015-06-01'`,
  },
  {
    id: 'E83',
    q: 'Median daily precipitation on rainy days',
    slug: SQL,
    sql: `SELECT median(precipitation) AS median_precipitation FROM seattle_weather WHERE weather = 'rain'`,
  },
  {
    id: 'E84',
    q: 'What is the southernmost airport latitude in Florida?',
    slug: SQL,
    sql: `SELECT min(latitude) AS min_latitude FROM airports WHERE state = 'FL'`,
  },
  {
    id: 'E85',
    q: 'What percent of flights from ORD left more than an hour late?',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE delay > 60) / count(*) AS flight_count_percent FROM flights WHERE origin = 'ORD'`,
  },
  {
    id: 'E86',
    q: 'What was the average delay on Mondays?',
    slug: SQL,
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE dayname(date) = 'Monday'`,
  },
  {
    id: 'E87',
    q: 'Average wind speed by season',
    slug: SQL,
    expect: 'questionnaire',
  },
  {
    id: 'E88',
    q: 'What was the average delay for the flight number 123?',
    slug: SQL,
    expect: 'questionnaire',
  },
  { id: 'E89', q: 'Which pilot had the most delays?', slug: SQL, expect: 'questionnaire' },
  // Added with the shares: a share per group is asked back. E90's two places are told apart by the
  // verb (pass 8): the flights from SEA are the rows, "went to SFO" the condition.
  {
    id: 'E90',
    q: 'What share of flights from SEA went to SFO?',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE destination = 'SFO') / count(*) AS flight_count_percent FROM flights WHERE origin = 'SEA'`,
  },
  // Asked back until pass 9, which reads a share per group when its condition is on the rows.
  {
    id: 'E91',
    q: 'Percentage of flights per origin that left early',
    slug: SQL,
    // The planner's own formula, so that equal shares compare equal to the last bit (rows unordered).
    sql: 'SELECT origin, count(*) FILTER (WHERE delay < 0) / (CAST(count(*) AS DOUBLE) / 100) AS flight_count_percent FROM flights GROUP BY 1',
  },
];

export const SQL_ANALYST_QUESTIONS: readonly QuestionCase[] = [
  ...FLIGHTS,
  ...AIRPORTS,
  ...WEATHER,
  ...ROUTES_AND_REFUSALS,
  ...MORE,
];
