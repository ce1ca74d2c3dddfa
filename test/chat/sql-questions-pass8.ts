import type { QuestionCase } from './questions.js';

/**
 * Pass 8 development questions for the SQL-only consumer (`sql-explorer`: flights, airports,
 * seattle_weather and the route_stats model), written before the planner pass that targets them, in
 * the words an analyst uses: counts, averages, extremes and medians with filters on cities, states,
 * routes, months, quarters, weekdays and hours; thresholds; top and bottom rankings; distinct counts
 * (never "distance"); shares; lookups of one airport's city, state or name and lists of the airports
 * in a place; weather and route questions. Questions over columns or tables the consumer cannot see
 * (airlines, passengers, stocks, gapminder), out of range, or ambiguous are asked back. Each answer is
 * plain SQL on the raw demo tables. Scored by test/chat/passes.test.ts. A code's lookup ("what
 * state is ABQ in") is read through the flights' joined airport columns, where the code is a value:
 * its expected column is named by that side (`origin_state`), the value is the airport's own.
 */

const SQL = 'sql-explorer';
const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FD = 'flights f LEFT JOIN airports d ON f.destination = d.iata';
const FOD = `${FO} LEFT JOIN airports d ON f.destination = d.iata`;

const FLIGHTS: readonly QuestionCase[] = [
  {
    id: 'S01',
    q: 'How many flights left Boston in Q2 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Boston' AND f.date >= '2001-04-01' AND f.date < '2001-07-01'`,
  },
  {
    id: 'S02',
    q: 'avg delay for flights into Denver on Fridays',
    slug: SQL,
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FD} WHERE d.city = 'Denver' AND dayname(f.date) = 'Friday'`,
  },
  {
    id: 'S03',
    q: 'How many distinct destinations does SEA fly to?',
    slug: SQL,
    sql: `SELECT count(DISTINCT destination) AS destination_count FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'S04',
    q: 'Number of distinct origin airports in Texas',
    slug: SQL,
    sql: `SELECT count(DISTINCT f.origin) AS origin_count FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'S05',
    q: 'What was the longest distance flown out of Honolulu?',
    slug: SQL,
    sql: `SELECT max(f.distance) AS max_distance FROM ${FO} WHERE o.city = 'Honolulu'`,
  },
  {
    id: 'S06',
    q: 'Which 5 airports had the lowest average delay in March 2001?',
    slug: SQL,
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE date >= '2001-03-01' AND date < '2001-04-01' GROUP BY 1 ORDER BY 2 ASC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'S07',
    q: 'how many flights were more than 2 hours late in January',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE delay > 120 AND date >= '2001-01-01' AND date < '2001-02-01'`,
  },
  {
    id: 'S08',
    q: 'median delay for flights from Florida to Georgia',
    slug: SQL,
    sql: `SELECT median(f.delay) AS median_delay FROM ${FOD} WHERE o.state = 'FL' AND d.state = 'GA'`,
  },
  {
    id: 'S09',
    q: 'What percentage of flights out of ORD departed before 7am?',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE hour(date) < 7) / count(*) AS flight_count_percent FROM flights WHERE origin = 'ORD'`,
  },
  {
    id: 'S10',
    q: 'Number of flights per weekday out of Phoenix',
    slug: SQL,
    sql: `SELECT dayname(f.date) AS day_of_week, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Phoenix' GROUP BY 1`,
  },
  {
    id: 'S11',
    q: "What's the average distance of flights to Alaska?",
    slug: SQL,
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FD} WHERE d.state = 'AK'`,
  },
  {
    id: 'S12',
    q: 'top 3 destination states from SFO',
    slug: SQL,
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FD} WHERE f.origin = 'SFO' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'S13',
    q: 'Which month had the highest average delay?',
    slug: SQL,
    // July 2001 (one day of data) left out of the ranking (2026-11-29).
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(delay) AS avg_delay FROM flights WHERE date < '2001-07-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'S14',
    q: 'how many flights in the second quarter of 2001',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE date >= '2001-04-01' AND date < '2001-07-01'`,
  },
  {
    id: 'S15',
    q: 'total miles flown to Hawaii in May 2001',
    slug: SQL,
    sql: `SELECT sum(f.distance) AS sum_distance FROM ${FD} WHERE d.state = 'HI' AND f.date >= '2001-05-01' AND f.date < '2001-06-01'`,
  },
  {
    id: 'S16',
    q: 'Which destination from Atlanta has the highest average delay?',
    slug: SQL,
    sql: `SELECT f.destination AS destination, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Atlanta' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'S17',
    q: 'How many flights left SFO before 6 in the morning?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND hour(date) < 6`,
  },
  {
    id: 'S18',
    q: 'What is the average delay of flights longer than 2500 miles?',
    slug: SQL,
    sql: 'SELECT avg(delay) AS avg_delay FROM flights WHERE distance > 2500',
  },
  {
    id: 'S19',
    q: 'Which destination had the fewest arrivals?',
    slug: SQL,
    sql: 'SELECT destination, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 ASC LIMIT 1',
    ordered: true,
  },
  {
    id: 'S20',
    q: 'Bottom 5 origins by number of flights',
    slug: SQL,
    sql: 'SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 ASC LIMIT 5',
    ordered: true,
  },
  {
    id: 'S21',
    q: 'What share of SEA departures go to California?',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE d.state = 'CA') / count(*) AS flight_count_percent FROM ${FD} WHERE f.origin = 'SEA'`,
  },
  {
    id: 'S22',
    q: 'What fraction of flights were delayed more than an hour in June?',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE delay > 60) / count(*) AS flight_count_percent FROM flights WHERE date >= '2001-06-01' AND date < '2001-07-01'`,
  },
  {
    id: 'S23',
    q: 'average delay by quarter',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, avg(delay) AS avg_delay FROM flights GROUP BY 1`,
  },
  {
    id: 'S24',
    q: 'Which hour has the most departures from Atlanta?',
    slug: SQL,
    sql: `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'S25',
    q: 'How many flights arrived in Las Vegas in February 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FD} WHERE d.city = 'Las Vegas' AND f.date >= '2001-02-01' AND f.date < '2001-03-01'`,
  },
  {
    id: 'S26',
    q: 'Largest delay on a flight from Miami to New York',
    slug: SQL,
    sql: `SELECT max(f.delay) AS max_delay FROM ${FOD} WHERE o.city = 'Miami' AND d.city = 'New York'`,
  },
  {
    id: 'S27',
    q: 'How many flights went from Dallas to Houston?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Dallas' AND d.city = 'Houston'`,
  },
  {
    id: 'S28',
    q: 'average delay for flights leaving after 9pm',
    slug: SQL,
    sql: 'SELECT avg(delay) AS avg_delay FROM flights WHERE hour(date) >= 21',
  },
  {
    id: 'S29',
    q: 'How many distinct destination states does LAX serve?',
    slug: SQL,
    sql: `SELECT count(DISTINCT d.state) AS destination_state_count FROM ${FD} WHERE f.origin = 'LAX'`,
  },
  {
    id: 'S30',
    q: 'How many distinct destinations from Chicago?',
    slug: SQL,
    sql: `SELECT count(DISTINCT f.destination) AS destination_count FROM ${FO} WHERE o.city = 'Chicago'`,
  },
  {
    id: 'S31',
    q: 'total distance flown from Chicago',
    slug: SQL,
    sql: `SELECT sum(f.distance) AS sum_distance FROM ${FO} WHERE o.city = 'Chicago'`,
  },
  {
    id: 'S32',
    q: 'number of unique origins flying into JFK',
    slug: SQL,
    sql: `SELECT count(DISTINCT origin) AS origin_count FROM flights WHERE destination = 'JFK'`,
  },
  {
    id: 'S33',
    q: 'How many flights on Sundays were delayed over 45 minutes?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE dayname(date) = 'Sunday' AND delay > 45`,
  },
  {
    id: 'S34',
    q: 'Average delay per month for flights into Seattle',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS date, avg(f.delay) AS avg_delay FROM ${FD} WHERE d.city = 'Seattle' GROUP BY 1`,
  },
  {
    id: 'S35',
    q: 'Minimum distance of any flight out of Newark',
    slug: SQL,
    sql: `SELECT min(f.distance) AS min_distance FROM ${FO} WHERE o.city = 'Newark'`,
  },
];

const ROUTES: readonly QuestionCase[] = [
  {
    id: 'S36',
    q: 'Which route has the highest average delay among routes with at least 500 flights?',
    slug: SQL,
    sql: 'SELECT origin, destination, avg(delay) AS avg_delay FROM flights GROUP BY 1, 2 HAVING count(*) >= 500 ORDER BY 3 DESC LIMIT 1',
    ordered: true,
  },
  {
    id: 'S37',
    q: 'How many routes leave from Denver?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM (SELECT f.origin, f.destination FROM ${FO} WHERE o.city = 'Denver' GROUP BY 1, 2)`,
  },
  {
    id: 'S38',
    q: 'What is the average delay on the LAX-JFK route?',
    slug: SQL,
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'LAX' AND destination = 'JFK'`,
  },
  {
    id: 'S39',
    q: 'longest route out of SEA by average distance',
    slug: SQL,
    sql: `SELECT origin, destination, avg(distance) AS avg_distance FROM flights WHERE origin = 'SEA' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'S40',
    q: 'How many routes have an average delay over 30 minutes?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM (SELECT origin, destination FROM flights GROUP BY 1, 2 HAVING avg(delay) > 30)',
  },
  {
    id: 'S41',
    q: 'top 5 routes out of SEA by number of flights',
    slug: SQL,
    sql: `SELECT origin, destination, count(*) AS flight_count FROM flights WHERE origin = 'SEA' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'S42',
    q: "What's the busiest route into Hawaii?",
    slug: SQL,
    sql: `SELECT f.origin AS origin, f.destination AS destination, count(*) AS flight_count FROM ${FD} WHERE d.state = 'HI' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    ordered: true,
  },
];

const AIRPORTS: readonly QuestionCase[] = [
  {
    id: 'S43',
    q: 'What state is ABQ in?',
    slug: SQL,
    // The airport's own row (airports.iata), as the SQL fallback pass reads a code lookup: the same value.
    sql: `SELECT state FROM airports WHERE iata = 'ABQ'`,
  },
  {
    id: 'S44',
    q: 'what city is LGA',
    slug: SQL,
    // The airport's own row (airports.iata), as the SQL fallback pass reads a code lookup: the same value.
    sql: `SELECT city FROM airports WHERE iata = 'LGA'`,
  },
  {
    id: 'S45',
    q: 'Which airports are in Delaware?',
    slug: SQL,
    sql: `SELECT iata, name FROM airports WHERE state = 'DE'`,
  },
  {
    id: 'S46',
    q: 'List the airports in Rhode Island',
    slug: SQL,
    sql: `SELECT iata, name FROM airports WHERE state = 'RI'`,
  },
  {
    id: 'S47',
    q: 'What is the name of the MSY airport?',
    slug: SQL,
    // The airport's own row (airports.iata), as the SQL fallback pass reads a code lookup: the same value.
    sql: `SELECT name FROM airports WHERE iata = 'MSY'`,
  },
  {
    id: 'S48',
    q: 'How many distinct cities in California have airports?',
    slug: SQL,
    sql: `SELECT count(DISTINCT city) AS city_count FROM airports WHERE state = 'CA'`,
  },
  {
    id: 'S49',
    q: 'bottom 3 states by number of airports',
    slug: SQL,
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 ASC LIMIT 3',
  },
  {
    id: 'S50',
    q: 'Which airports are in Anchorage?',
    slug: SQL,
    sql: `SELECT iata, name FROM airports WHERE city = 'Anchorage'`,
  },
  {
    id: 'S51',
    q: 'what state is Boise in',
    slug: SQL,
    sql: `SELECT DISTINCT state FROM airports WHERE city = 'Boise'`,
  },
  {
    id: 'S52',
    q: 'Average latitude of airports in Maine',
    slug: SQL,
    sql: `SELECT avg(latitude) AS avg_latitude FROM airports WHERE state = 'ME'`,
  },
  {
    id: 'S53',
    q: 'Which city is the BWI airport in?',
    slug: SQL,
    // The airport's own row (airports.iata), as the SQL fallback pass reads a code lookup: the same value.
    sql: `SELECT city FROM airports WHERE iata = 'BWI'`,
  },
];

const WEATHER: readonly QuestionCase[] = [
  {
    id: 'S54',
    q: 'Which month in 2014 got the most rain?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE year(date) = 2014 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'S55',
    q: 'days with rain over 15mm',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation > 15',
  },
  {
    id: 'S56',
    q: 'average max temp by year',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'S57',
    q: 'windiest day in 2013',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('day', date)")} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE year(date) = 2013 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'S58',
    q: 'What was the highest wind speed in March 2014?',
    slug: SQL,
    sql: `SELECT max(wind) AS max_wind FROM seattle_weather WHERE date >= '2014-03-01' AND date < '2014-04-01'`,
  },
  {
    id: 'S59',
    q: 'How many days in 2014 were foggy or drizzly?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather IN ('fog', 'drizzle') AND year(date) = 2014`,
  },
  {
    id: 'S60',
    q: 'Which year had the most snow days?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS row_count FROM seattle_weather WHERE weather = 'snow' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'S61',
    q: 'How many days did the temperature drop below freezing in 2013?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE temp_min < 0 AND year(date) = 2013',
  },
  {
    id: 'S62',
    q: 'Average precipitation on Mondays',
    slug: SQL,
    sql: `SELECT avg(precipitation) AS avg_precipitation FROM seattle_weather WHERE dayname(date) = 'Monday'`,
  },
  {
    id: 'S63',
    q: 'Total rainfall in Q4 2014',
    slug: SQL,
    sql: `SELECT sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE date >= '2014-10-01' AND date < '2015-01-01'`,
  },
  {
    id: 'S64',
    q: 'median wind speed in 2013',
    slug: SQL,
    sql: 'SELECT median(wind) AS median_wind FROM seattle_weather WHERE year(date) = 2013',
  },
  {
    id: 'S65',
    q: 'What percent of days in 2015 had more than 1 mm of precipitation?',
    slug: SQL,
    sql: 'SELECT 100.0 * count(*) FILTER (WHERE precipitation > 1) / count(*) AS row_count_percent FROM seattle_weather WHERE year(date) = 2015',
  },
  {
    id: 'S66',
    q: 'How many days above 30 degrees were there each year?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS row_count FROM seattle_weather WHERE temp_max > 30 GROUP BY 1`,
  },
  {
    id: 'S67',
    q: 'number of rainy days by month in 2015',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS row_count FROM seattle_weather WHERE weather = 'rain' AND year(date) = 2015 GROUP BY 1`,
  },
  {
    id: 'S68',
    q: 'Which weather type has the highest average wind?',
    slug: SQL,
    sql: 'SELECT weather, avg(wind) AS avg_wind FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    ordered: true,
  },
];

/** Asked back: columns or tables the consumer cannot see, times outside the data, ambiguous places. */
const ASKED: readonly QuestionCase[] = [
  { id: 'S69', q: "What was Apple's average stock price in 2005?", slug: SQL, expect: 'questionnaire' },
  { id: 'S70', q: 'What was the life expectancy in Japan in 2000?', slug: SQL, expect: 'questionnaire' },
  { id: 'S71', q: 'How many flights did United operate out of ORD?', slug: SQL, expect: 'questionnaire' },
  { id: 'S72', q: 'average arrival delay into SFO', slug: SQL, expect: 'questionnaire' },
  { id: 'S73', q: 'How many passengers flew to Hawaii in March 2001?', slug: SQL, expect: 'questionnaire' },
  { id: 'S74', q: 'What was the average cloud cover in 2013?', slug: SQL, expect: 'questionnaire' },
  { id: 'S75', q: 'How many flights were there in 2003?', slug: SQL, expect: 'questionnaire' },
  { id: 'S76', q: 'How many rainy days in 2017?', slug: SQL, expect: 'questionnaire' },
  { id: 'S77', q: 'How many flights from Portland?', slug: SQL, expect: 'questionnaire' },
  { id: 'S78', q: 'How many flights were delayed because of weather?', slug: SQL, expect: 'questionnaire' },
  { id: 'S79', q: 'Which stock had the highest price?', slug: SQL, expect: 'questionnaire' },
  { id: 'S80', q: 'Number of flights on July 4th 2001', slug: SQL, expect: 'questionnaire' },
];

/**
 * Added during the pass (after the baseline, so not part of it), to check the rules it added on
 * other wordings, and other plain analyst questions: lookups, lists, distinct counts, units, routes.
 */
const AFTER_BASELINE: readonly QuestionCase[] = [
  {
    id: 'S81',
    q: 'Which state is the SLC airport in?',
    slug: SQL,
    // The airport's own row (airports.iata), as the SQL fallback pass reads a code lookup: the same value.
    sql: `SELECT state FROM airports WHERE iata = 'SLC'`,
  },
  {
    id: 'S82',
    q: 'name of the airport with code HNL',
    slug: SQL,
    sql: `SELECT DISTINCT o.name AS origin_airport_name FROM ${FO} WHERE f.origin = 'HNL'`,
  },
  {
    id: 'S83',
    q: 'What city is DCA in?',
    slug: SQL,
    // The airport's own row, as S43.
    sql: `SELECT city FROM airports WHERE iata = 'DCA'`,
  },
  {
    id: 'S84',
    q: 'list airports in Guam',
    slug: SQL,
    sql: `SELECT iata, name FROM airports WHERE state = 'GU'`,
  },
  {
    id: 'S85',
    q: 'Which airports are in Honolulu?',
    slug: SQL,
    sql: `SELECT iata, name FROM airports WHERE city = 'Honolulu'`,
  },
  {
    id: 'S86',
    q: 'how many unique destination cities does Denver have flights to',
    slug: SQL,
    sql: `SELECT count(DISTINCT d.city) AS destination_city_count FROM ${FOD} WHERE o.city = 'Denver'`,
  },
  {
    id: 'S87',
    q: 'number of distinct origin states',
    slug: SQL,
    sql: `SELECT count(DISTINCT o.state) AS origin_state_count FROM ${FO}`,
  },
  {
    id: 'S88',
    q: 'How many different airports did flights from Boston land at?',
    slug: SQL,
    sql: `SELECT count(DISTINCT f.destination) AS destination_count FROM ${FO} WHERE o.city = 'Boston'`,
  },
  {
    id: 'S89',
    q: 'What percent of days in 2014 had over 5mm of rain?',
    slug: SQL,
    sql: 'SELECT 100.0 * count(*) FILTER (WHERE precipitation > 5) / count(*) AS row_count_percent FROM seattle_weather WHERE year(date) = 2014',
  },
  {
    id: 'S90',
    q: 'How many days in 2015 had highs above 25 degrees?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE temp_max > 25 AND year(date) = 2015',
  },
  {
    id: 'S91',
    q: 'how many days had lows below 0 degrees',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE temp_min < 0',
  },
  {
    id: 'S92',
    q: 'average wind on days with more than 10mm of precipitation',
    slug: SQL,
    sql: 'SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE precipitation > 10',
  },
  {
    id: 'S93',
    q: 'How many flights to Chicago were more than 3 hours late?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FD} WHERE d.city = 'Chicago' AND f.delay > 180`,
  },
  {
    id: 'S94',
    q: 'average delay of flights after 8 in the evening from ORD',
    slug: SQL,
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD' AND hour(date) >= 20`,
  },
  {
    id: 'S95',
    q: 'What is the average delay on the SFO–LAX route in April 2001?',
    slug: SQL,
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SFO' AND destination = 'LAX' AND date >= '2001-04-01' AND date < '2001-05-01'`,
  },
  {
    id: 'S96',
    q: 'number of flights DEN->PHX',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'DEN' AND destination = 'PHX'`,
  },
  {
    id: 'S97',
    q: 'Which 3 destinations from Denver have the fewest flights?',
    slug: SQL,
    sql: `SELECT f.destination AS destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'S98',
    q: 'median delay by weekday for flights out of Dallas',
    slug: SQL,
    sql: `SELECT dayname(f.date) AS day_of_week, median(f.delay) AS median_delay FROM ${FO} WHERE o.city = 'Dallas' GROUP BY 1`,
  },
  {
    id: 'S99',
    q: 'What was the warmest month of 2015?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE year(date) = 2015 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'S100',
    q: 'total precipitation by quarter in 2013',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE year(date) = 2013 GROUP BY 1`,
  },
  {
    id: 'S101',
    q: 'How many routes out of Seattle have more than 1000 flights?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM (SELECT f.origin, f.destination FROM ${FO} WHERE o.city = 'Seattle' GROUP BY 1, 2 HAVING count(*) > 1000)`,
  },
  {
    id: 'S102',
    q: 'What state is Boston in?',
    slug: SQL,
    sql: `SELECT DISTINCT state FROM airports WHERE city = 'Boston'`,
  },
  {
    id: 'S103',
    q: 'What percentage of flights from Atlanta were longer than 1000 miles?',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE f.distance > 1000) / count(*) AS flight_count_percent FROM ${FO} WHERE o.city = 'Atlanta'`,
  },
  {
    id: 'S110',
    q: 'count distinct destinations for SFO',
    slug: SQL,
    sql: `SELECT count(DISTINCT destination) AS destination_count FROM flights WHERE origin = 'SFO'`,
  },
  {
    id: 'S111',
    q: 'distinct origins flying to HNL',
    slug: SQL,
    sql: `SELECT DISTINCT origin FROM flights WHERE destination = 'HNL'`,
  },
  {
    id: 'S112',
    q: 'What percentage of flights left before noon?',
    slug: SQL,
    sql: 'SELECT 100.0 * count(*) FILTER (WHERE hour(date) < 12) / count(*) AS flight_count_percent FROM flights',
  },
  {
    id: 'S113',
    q: 'How many flights took off between 6am and 9am from LAX?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'LAX' AND hour(date) >= 6 AND hour(date) < 9`,
  },
  {
    id: 'S114',
    q: 'Show the 5 least busy airports by departures',
    slug: SQL,
    sql: 'SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 ASC LIMIT 5',
    ordered: true,
  },
  {
    id: 'S115',
    q: 'What percentage of airports are in Alaska?',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE state = 'AK') / count(*) AS airport_count_percent FROM airports`,
  },
  {
    id: 'S116',
    q: 'How many flights departed late from Denver in February 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS delayed_flights FROM ${FO} WHERE o.city = 'Denver' AND f.delay > 15 AND f.date >= '2001-02-01' AND f.date < '2001-03-01'`,
  },
  {
    id: 'S117',
    q: 'How often did it snow in 2013?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'snow' AND year(date) = 2013`,
  },
  {
    id: 'S118',
    q: 'How many flights left Seattle for Alaska in June?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Seattle' AND d.state = 'AK' AND f.date >= '2001-06-01' AND f.date < '2001-07-01'`,
  },
  {
    id: 'S119',
    q: 'Where is PDX?',
    slug: SQL,
    sql: `SELECT DISTINCT o.city AS origin_city, o.state AS origin_state FROM ${FO} WHERE f.origin = 'PDX'`,
  },
  {
    id: 'S120',
    q: 'What is the average departure delay by destination state, worst 5?',
    slug: SQL,
    sql: `SELECT d.state AS destination_state, avg(f.delay) AS avg_delay FROM ${FD} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'S121',
    q: 'Number of days with temperatures below freezing in 2014',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE temp_min < 0 AND year(date) = 2014',
  },
  {
    id: 'S122',
    q: 'How many routes average more than 2000 miles?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM (SELECT origin, destination FROM flights GROUP BY 1, 2 HAVING avg(distance) > 2000)',
  },
  {
    id: 'S123',
    q: 'What was the weather on July 4, 2014?',
    slug: SQL,
    sql: `SELECT weather FROM seattle_weather WHERE date = '2014-07-04'`,
  },
  {
    id: 'S124',
    q: 'Which destinations does SEA serve?',
    slug: SQL,
    sql: `SELECT DISTINCT destination FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'S125',
    q: 'top destinations for SEA',
    slug: SQL,
    sql: `SELECT destination, count(*) AS flight_count FROM flights WHERE origin = 'SEA' GROUP BY 1 ORDER BY 2 DESC LIMIT 10`,
    ordered: true,
  },
  { id: 'S104', q: 'What was the average delay for Southwest flights?', slug: SQL, expect: 'questionnaire' },
  { id: 'S105', q: 'How many seats were sold on flights to Denver?', slug: SQL, expect: 'questionnaire' },
  { id: 'S106', q: "What was GOOG's price in January 2008?", slug: SQL, expect: 'questionnaire' },
  { id: 'S107', q: 'What was the population of China in 2000?', slug: SQL, expect: 'questionnaire' },
  { id: 'S108', q: 'Average delay in December 2001', slug: SQL, expect: 'questionnaire' },
  { id: 'S109', q: 'What was the UV index in Seattle in July 2014?', slug: SQL, expect: 'questionnaire' },
];

export const SQL_PASS8_QUESTIONS: readonly QuestionCase[] = [
  ...FLIGHTS,
  ...ROUTES,
  ...AIRPORTS,
  ...WEATHER,
  ...ASKED,
  ...AFTER_BASELINE,
];
