import type { QuestionCase } from './questions.js';

/**
 * Pass 7 development questions for the raw-table consumers, written before the planner pass that
 * targets them: `sql-explorer` (sql-only over flights, airports, seattle_weather and route_stats)
 * and `ops-agent` (contract-with-sql-fallback, its state sent as the RLS context), in the words an
 * analyst or an operations person uses (short notes, typos, "avg", weekdays, hours, medians,
 * shares, thresholds, lookups). Each answer is plain SQL on the raw demo tables with its own joins;
 * the ops agent's answers over flights are inside its state. Questions the data cannot answer, or
 * that are ambiguous or out of range, are asked back. Scored by test/chat/passes.test.ts.
 */

const SQL = 'sql-explorer';
const OPS = 'ops-agent';
const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FOD = `${FO} LEFT JOIN airports d ON f.destination = d.iata`;

const EXPLORER_FLIGHTS: readonly QuestionCase[] = [
  {
    id: 'P01',
    q: 'how many flights left SEA on a saturday?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND dayname(date) = 'Saturday'`,
  },
  {
    id: 'P02',
    q: 'Which hour of the day has the highest average delay?',
    slug: SQL,
    sql: 'SELECT hour(date) AS hour, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    ordered: true,
  },
  {
    id: 'P03',
    q: "what's the median distance of flights out of Denver",
    slug: SQL,
    sql: `SELECT median(f.distance) AS median_distance FROM ${FO} WHERE o.city = 'Denver'`,
  },
  {
    id: 'P04',
    q: 'How many different origin airports are there?',
    slug: SQL,
    sql: 'SELECT count(DISTINCT origin) AS origin_count FROM flights',
  },
  {
    id: 'P05',
    q: 'Top 10 busiest airports by departures in May 2001',
    slug: SQL,
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE date >= '2001-05-01' AND date < '2001-06-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 10`,
    ordered: true,
  },
  {
    id: 'P06',
    q: 'What share of flights were over 1000 miles?',
    slug: SQL,
    sql: 'SELECT 100.0 * count(*) FILTER (WHERE distance > 1000) / count(*) AS flight_count_percent FROM flights',
  },
  {
    id: 'P07',
    q: 'avg delay for flights from Texas to California',
    slug: SQL,
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE o.state = 'TX' AND d.state = 'CA'`,
  },
  {
    id: 'P08',
    q: 'which origin state has the hihgest average delay',
    slug: SQL,
    sql: `SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${FO} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P09',
    q: 'Flights from LAX by destination, top 5',
    slug: SQL,
    sql: `SELECT destination, count(*) AS flight_count FROM flights WHERE origin = 'LAX' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P10',
    q: 'How many flights were 30 minutes or more late in June 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE delay >= 30 AND date >= '2001-06-01' AND date < '2001-07-01'`,
  },
  {
    id: 'P11',
    q: 'Which day of the week has the worst average delay?',
    slug: SQL,
    sql: 'SELECT dayname(date) AS day_of_week, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    ordered: true,
  },
  {
    id: 'P12',
    q: 'number of flights on Sundays in March 2001',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE dayname(date) = 'Sunday' AND date >= '2001-03-01' AND date < '2001-04-01'`,
  },
  {
    id: 'P13',
    q: 'Flights out of SFO per hour of the day',
    slug: SQL,
    sql: `SELECT hour(date) AS hour, count(*) AS flight_count FROM flights WHERE origin = 'SFO' GROUP BY 1`,
  },
  {
    id: 'P14',
    q: 'What is the shortest flight distance in the data?',
    slug: SQL,
    sql: 'SELECT min(distance) AS min_distance FROM flights',
  },
  {
    id: 'P15',
    q: 'Which airport in Florida has the most departing flights?',
    slug: SQL,
    sql: `SELECT f.origin AS origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'FL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16',
    q: 'How many flights were there between LAX and SFO?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin IN ('LAX', 'SFO') AND destination IN ('LAX', 'SFO')`,
  },
  {
    id: 'P17',
    q: 'Median delay of flights to JFK',
    slug: SQL,
    sql: `SELECT median(delay) AS median_delay FROM flights WHERE destination = 'JFK'`,
  },
  {
    id: 'P18',
    q: 'How many flights from Chicago were delayed by over 2 hours?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Chicago' AND f.delay > 120`,
  },
  {
    id: 'P19',
    q: 'Average delay per weekday for flights from ATL',
    slug: SQL,
    sql: `SELECT dayname(date) AS day_of_week, avg(delay) AS avg_delay FROM flights WHERE origin = 'ATL' GROUP BY 1`,
  },
];

const EXPLORER_PLACES: readonly QuestionCase[] = [
  {
    id: 'P20',
    q: 'How many airports are in Alaska and Hawaii combined?',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state IN ('AK', 'HI')`,
  },
  {
    id: 'P21',
    q: 'Which city has the most airports?',
    slug: SQL,
    sql: 'SELECT city, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1',
    ordered: true,
  },
  {
    id: 'P22',
    q: 'In which city is the PDX airport?',
    slug: SQL,
    sql: `SELECT city FROM airports WHERE iata = 'PDX'`,
  },
  {
    id: 'P23',
    q: 'How many airports in Puerto Rico?',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'PR'`,
  },
  {
    id: 'P24',
    q: 'How many routes are there?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM (SELECT origin, destination FROM flights GROUP BY 1, 2)',
  },
  {
    id: 'P25',
    q: 'Busiest route out of Atlanta',
    slug: SQL,
    sql: `SELECT f.origin AS origin, f.destination AS destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P26',
    q: 'how many routes have fewer than 10 flights',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM (SELECT origin, destination FROM flights GROUP BY 1, 2 HAVING count(*) < 10)',
  },
];

const EXPLORER_WEATHER: readonly QuestionCase[] = [
  {
    id: 'P27',
    q: 'How many days did it snow in 2012?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'snow' AND year(date) = 2012`,
  },
  {
    id: 'P28',
    q: 'average high temp in summer 2013',
    slug: SQL,
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE date >= '2013-06-01' AND date < '2013-09-01'`,
  },
  {
    id: 'P29',
    q: 'Median max temperature in 2015',
    slug: SQL,
    sql: 'SELECT median(temp_max) AS median_temp_max FROM seattle_weather WHERE year(date) = 2015',
  },
  {
    id: 'P30',
    q: 'What fraction of days in 2013 were rainy?',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE weather = 'rain') / count(*) AS row_count_percent FROM seattle_weather WHERE year(date) = 2013`,
  },
  {
    id: 'P31',
    q: 'How many days were warmer than 25 degrees in 2015?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE temp_max > 25 AND year(date) = 2015',
  },
  {
    id: 'P32',
    q: 'Max wind speed in 2014',
    slug: SQL,
    sql: 'SELECT max(wind) AS max_wind FROM seattle_weather WHERE year(date) = 2014',
  },
  {
    id: 'P33',
    q: 'days per weather type in December 2015',
    slug: SQL,
    sql: `SELECT weather, count(*) AS row_count FROM seattle_weather WHERE date >= '2015-12-01' AND date < '2016-01-01' GROUP BY 1`,
  },
  {
    id: 'P34',
    q: 'total rain in the last 3 months',
    slug: SQL,
    sql: `SELECT sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE date >= '2015-10-01' AND date < '2016-01-01'`,
  },
  {
    id: 'P35',
    q: 'Which month of 2014 was the coldest?',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE year(date) = 2014 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P36',
    q: 'How many days had more than 10 mm of rain in 2014?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation > 10 AND year(date) = 2014',
  },
];

const EXPLORER_ASKED: readonly QuestionCase[] = [
  { id: 'P37', q: 'How many flights had more than 200 passengers?', slug: SQL, expect: 'questionnaire' },
  { id: 'P38', q: 'What was the average delay in 2005?', slug: SQL, expect: 'questionnaire' },
  { id: 'P39', q: 'Average visibility on foggy days', slug: SQL, expect: 'questionnaire' },
  { id: 'P40', q: 'Average taxi time out of SEA', slug: SQL, expect: 'questionnaire' },
];

/** Harder wordings, added before any change too: groups over a threshold, weekends, hours, holidays. */
const EXPLORER_MORE: readonly QuestionCase[] = [
  {
    id: 'P41',
    q: 'Which airports had an average delay over 20 minutes?',
    slug: SQL,
    sql: 'SELECT origin, avg(delay) AS avg_delay FROM flights GROUP BY 1 HAVING avg(delay) > 20',
  },
  {
    id: 'P42',
    q: 'How many flights were there on New Years Day 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE date >= '2001-01-01' AND date < '2001-01-02'`,
  },
  {
    id: 'P43',
    q: 'Which weekday gets the most rain?',
    slug: SQL,
    sql: 'SELECT dayname(date) AS day_of_week, sum(precipitation) AS sum_precipitation FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    ordered: true,
  },
  {
    id: 'P44',
    q: 'how many sunny days each month in 2014',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS row_count FROM seattle_weather WHERE weather = 'sun' AND year(date) = 2014 GROUP BY 1`,
  },
  {
    id: 'P45',
    q: 'Top 3 windiest days in 2015',
    slug: SQL,
    sql: `SELECT ${ts("date_trunc('day', date)")} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE year(date) = 2015 GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P46',
    q: 'What was the lowest temperature in January 2013?',
    slug: SQL,
    sql: `SELECT min(temp_min) AS min_temp_min FROM seattle_weather WHERE date >= '2013-01-01' AND date < '2013-02-01'`,
  },
  {
    id: 'P47',
    q: 'Percentage of flights from Denver that were delayed more than 15 minutes',
    slug: SQL,
    sql: `SELECT 100.0 * count(*) FILTER (WHERE f.delay > 15) / count(*) AS flight_count_percent FROM ${FO} WHERE o.city = 'Denver'`,
  },
  {
    id: 'P48',
    q: 'How many flights went from SEA to LAX in the first week of March 2001?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND destination = 'LAX' AND date >= '2001-03-01' AND date < '2001-03-08'`,
  },
  {
    id: 'P49',
    q: 'How many flights were there on weekends?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE dayname(date) IN ('Saturday', 'Sunday')`,
  },
  {
    id: 'P50',
    q: 'average delay by hour for flights to ORD',
    slug: SQL,
    sql: `SELECT hour(date) AS hour, avg(delay) AS avg_delay FROM flights WHERE destination = 'ORD' GROUP BY 1`,
  },
  {
    id: 'P51',
    q: 'Number of distinct cities with an airport in Florida',
    slug: SQL,
    sql: `SELECT count(DISTINCT city) AS city_count FROM airports WHERE state = 'FL'`,
  },
];

const OPS_STATE: readonly QuestionCase[] = [
  {
    id: 'Q01',
    q: 'How many of our flights left on a Friday?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' AND dayname(f.date) = 'Friday'`,
  },
  {
    id: 'Q02',
    q: 'Which hour of the day do we have the most departures?',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Q03',
    q: 'Average delay by weekday',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT dayname(f.date) AS day_of_week, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' GROUP BY 1`,
  },
  {
    id: 'Q04',
    q: 'What is the median delay of our flights?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'WA'`,
  },
  {
    id: 'Q05',
    q: 'How many flights were delayed more than 30 minutes?',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND f.delay > 30`,
  },
  {
    id: 'Q06',
    q: 'What percent of our flights were over 45 min late?',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT 100.0 * count(*) FILTER (WHERE f.delay > 45) / count(*) AS flight_count_percent FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'Q07',
    q: 'Number of flights from SEA delayed at least 2 hours',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' AND f.origin = 'SEA' AND f.delay >= 120`,
  },
  {
    id: 'Q08',
    q: 'How many flights left early from SFO?',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND f.origin = 'SFO' AND f.delay < 0`,
  },
  {
    id: 'Q09',
    q: 'Longest flight from DFW',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT max(f.distance) AS max_distance FROM ${FO} WHERE o.state = 'TX' AND f.origin = 'DFW'`,
  },
  {
    id: 'Q10',
    q: 'Shortest flight distance we fly',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT min(f.distance) AS min_distance FROM ${FO} WHERE o.state = 'WA'`,
  },
  {
    id: 'Q11',
    q: 'How many airports does Montana have?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'MT'`,
  },
  {
    id: 'Q12',
    q: 'Which city is LAX in?',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT city FROM airports WHERE iata = 'LAX'`,
  },
  {
    id: 'Q13',
    q: 'How many different destinations do we fly to?',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT count(DISTINCT f.destination) AS destination_count FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'Q14',
    q: 'Average delay on Mondays in April 2001',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' AND dayname(f.date) = 'Monday' AND f.date >= '2001-04-01' AND f.date < '2001-05-01'`,
  },
  {
    id: 'Q15',
    q: 'What share of our flights go to California?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT 100.0 * count(*) FILTER (WHERE d.state = 'CA') / count(*) AS flight_count_percent FROM ${FOD} WHERE o.state = 'WA'`,
  },
  {
    id: 'Q16',
    q: 'Median flight distance from SEA',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT median(f.distance) AS median_distance FROM ${FO} WHERE o.state = 'WA' AND f.origin = 'SEA'`,
  },
  {
    id: 'Q17',
    q: 'Busiest hour for departures from IAH',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND f.origin = 'IAH' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Q18',
    q: 'number of flights by day of week from LAX',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT dayname(f.date) AS day_of_week, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND f.origin = 'LAX' GROUP BY 1`,
  },
  {
    id: 'Q19',
    q: 'Which weekday had the fewest flights from us?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT dayname(f.date) AS day_of_week, count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Q20',
    q: 'Max delay in June 2001',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT max(f.delay) AS max_delay FROM ${FO} WHERE o.state = 'CA' AND f.date >= '2001-06-01' AND f.date < '2001-07-01'`,
  },
  {
    id: 'Q21',
    q: 'How many of our flights were longer than 1500 miles in May 2001?',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND f.distance > 1500 AND f.date >= '2001-05-01' AND f.date < '2001-06-01'`,
  },
  {
    id: 'Q22',
    q: 'How many airports are in the state of Oregon?',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'OR'`,
  },
  {
    id: 'Q23',
    q: 'Average delay for flights from ORD',
    slug: OPS,
    context: { state: 'WA' },
    expect: 'questionnaire',
  },
  {
    id: 'Q24',
    q: 'How many flights were cancelled in May?',
    slug: OPS,
    context: { state: 'CA' },
    expect: 'questionnaire',
  },
  {
    id: 'Q25',
    q: "What's the median ticket price?",
    slug: OPS,
    context: { state: 'TX' },
    expect: 'questionnaire',
  },
];

/** The ops agent, harder wordings added before any change: weekends, hours, medians, shares. */
const OPS_MORE: readonly QuestionCase[] = [
  {
    id: 'Q26',
    q: 'How many of our flights were on weekends?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' AND dayname(f.date) IN ('Saturday', 'Sunday')`,
  },
  {
    id: 'Q27',
    q: 'avg delay by hour out of SFO',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT hour(f.date) AS hour, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' AND f.origin = 'SFO' GROUP BY 1`,
  },
  {
    id: 'Q28',
    q: "What's the median delay on Fridays?",
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'TX' AND dayname(f.date) = 'Friday'`,
  },
  {
    id: 'Q29',
    q: 'Which destination gets the most of our flights on Sundays?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT f.destination AS destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' AND dayname(f.date) = 'Sunday' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Q30',
    q: 'Percentage of flights from LAX that left early',
    slug: OPS,
    context: { state: 'CA' },
    sql: `SELECT 100.0 * count(*) FILTER (WHERE f.delay < 0) / count(*) AS flight_count_percent FROM ${FO} WHERE o.state = 'CA' AND f.origin = 'LAX'`,
  },
  {
    id: 'Q31',
    q: 'How many routes out of Texas have more than 1000 flights?',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT count(*) AS row_count FROM (SELECT f.origin, f.destination FROM ${FO} WHERE o.state = 'TX' GROUP BY 1, 2 HAVING count(*) > 1000)`,
  },
];

/**
 * Added during the pass (after the baseline, so not part of it), for rules the first questions led
 * to: lent filtered counts, clock times, "median" before another measure's phrase, counted groups.
 */
const AFTER_BASELINE: readonly QuestionCase[] = [
  {
    id: 'R01',
    q: 'What percentage of our flights were delayed?',
    slug: OPS,
    context: { state: 'TX' },
    sql: `SELECT 100.0 * count(*) FILTER (WHERE f.delay > 15) / count(*) AS flight_count_percent FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'R02',
    q: 'How many delayed flights did SEA have on Mondays?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT count(*) AS delayed_flights FROM ${FO} WHERE o.state = 'WA' AND f.origin = 'SEA' AND f.delay > 15 AND dayname(f.date) = 'Monday'`,
  },
  {
    id: 'R03',
    q: 'What share of our departures leave before 8am?',
    slug: OPS,
    context: { state: 'WA' },
    sql: `SELECT 100.0 * count(*) FILTER (WHERE hour(f.date) < 8) / count(*) AS flight_count_percent FROM ${FO} WHERE o.state = 'WA'`,
  },
  {
    id: 'R04',
    q: 'What was the median high temperature in July 2014?',
    slug: SQL,
    sql: `SELECT median(temp_max) AS median_temp_max FROM seattle_weather WHERE date >= '2014-07-01' AND date < '2014-08-01'`,
  },
  {
    id: 'R05',
    q: 'busiest day of the week at ORD',
    slug: SQL,
    sql: `SELECT dayname(date) AS day_of_week, count(*) AS flight_count FROM flights WHERE origin = 'ORD' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'R06',
    q: 'How many origins had an average delay above 20 minutes?',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM (SELECT origin FROM flights GROUP BY 1 HAVING avg(delay) > 20)',
  },
  {
    id: 'R07',
    q: 'How many flights left SEA after 6 pm?',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND hour(date) >= 18`,
  },
  { id: 'R08', q: 'late flights above 100', slug: OPS, context: { state: 'WA' }, expect: 'questionnaire' },
];

export const SQL_PASS7_QUESTIONS: readonly QuestionCase[] = [
  ...EXPLORER_FLIGHTS,
  ...EXPLORER_PLACES,
  ...EXPLORER_WEATHER,
  ...EXPLORER_ASKED,
  ...EXPLORER_MORE,
  ...OPS_STATE,
  ...OPS_MORE,
  ...AFTER_BASELINE,
];
