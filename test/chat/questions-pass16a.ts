import {
  ASK,
  between,
  FO,
  FOD,
  flightMonth,
  monthly,
  monthOf,
  portal,
  Q1,
  Q2,
  quarterly,
  yearly,
  yearOf,
} from './question-sql.js';
import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 16a (P16A-01–P16A-80, and probes P16A-81–P16A-94): single-turn questions over the contract-only
 * consumers, written before the planner was read or changed, the way users type them:
 * - analytics-app over flights, weather, stocks and gapminder (P16A-01–P16A-55): terse and chatty
 *   wording, typos, abbreviations (avg, #, mo, yr), airports by their everyday names, cities and
 *   states, relative time ("last month" is June 2001, "last quarter" Q2 2001, the latest weather
 *   year 2015, the latest stock month March 2010), rankings, comparisons, breakdowns, thresholds on
 *   groups, counts of groups;
 * - state-portal (regional_flights under row-level security; "we/our/us" is the caller's state,
 *   P16A-56–P16A-70);
 * - near misses that must be asked back (P16A-71–P16A-80): an airline, an arrival delay, a fare, an
 *   hour of the day, passengers, a period outside the data, another state's departures under RLS, a
 *   request naming no measure.
 * P16A-08/09/66 were first written with the airport code column and now expect the airport name column
 * the planner groups named airports by (same rows); P16A-17 ("delayed arrivals") was first written
 * as departures delayed into ORD and is now an ask-back (the contract has no arrival delay).
 * P16A-81–P16A-94 are probes written after the pass's rules, in other words than the items that led to them.
 * Answers are SQL on the raw tables of the demo DuckDB file.
 * Scored by test/chat/passes.test.ts (label `pass16a`).
 */

/** "The first half of the year": January to June, without the six flights of 2001-07-01. */
const H1 = between('f.date', '2001-01-01', '2001-07-01');

/** analytics-app over the flights contract. */
const FLIGHTS: readonly QuestionCase[] = [
  {
    id: 'P16A-01',
    q: 'how many flights out of Logan in feb?',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE f.origin = 'BOS' AND ${flightMonth(2)}`,
  },
  {
    id: 'P16A-02',
    q: 'avg delay leaving Midway last month',
    sql: `SELECT avg(f.delay) AS avg_delay FROM flights f WHERE f.origin = 'MDW' AND ${flightMonth(6)}`,
  },
  {
    id: 'P16A-03',
    q: '# of departures from Sky Harbor in Q1',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE f.origin = 'PHX' AND ${Q1}`,
  },
  {
    id: 'P16A-04',
    q: 'whats the total miles flown out of Denver last quarter',
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FO} WHERE o.city = 'Denver' AND ${Q2}`,
  },
  {
    id: 'P16A-05',
    q: 'top 3 busiest airports in may',
    sql: `SELECT f.origin, count(*) AS flight_count FROM flights f WHERE ${flightMonth(5)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P16A-06',
    q: 'which 5 states had the worst avg delay in april',
    sql: `SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${FO} WHERE ${flightMonth(4)} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P16A-07',
    q: 'quietest 3 airports in Texas during the first quarter',
    sql: `SELECT f.origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND ${Q1} GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P16A-08',
    q: 'Hobby vs Love Field, number of flights',
    sql: `SELECT f.origin, o.name AS origin_airport_name, count(*) AS flight_count FROM ${FO} WHERE f.origin IN ('HOU', 'DAL') GROUP BY 1, 2`,
  },
  {
    id: 'P16A-09',
    q: 'Dulles compared with Reagan National: average delay in March',
    sql: `SELECT f.origin, o.name AS origin_airport_name, avg(f.delay) AS avg_delay FROM ${FO} WHERE f.origin IN ('IAD', 'DCA') AND ${flightMonth(3)} GROUP BY 1, 2`,
  },
  {
    id: 'P16A-10',
    q: 'late flights from JFK by mo',
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM flights f WHERE f.origin = 'JFK' GROUP BY 1`,
  },
  {
    id: 'P16A-11',
    q: 'flights per quarter leaving Atlanta',
    sql: `SELECT ${quarterly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' GROUP BY 1`,
  },
  {
    id: 'P16A-12',
    q: 'states with more than 100000 departures',
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FO} GROUP BY 1 HAVING count(*) > 100000`,
  },
  {
    id: 'P16A-13',
    q: 'how many airports had over 20k departures in March?',
    sql: `SELECT count(*) AS origin_count FROM (SELECT f.origin FROM flights f WHERE ${flightMonth(3)} GROUP BY 1 HAVING count(*) > 20000)`,
  },
  {
    id: 'P16A-14',
    q: 'avg distance SFO to JFK',
    sql: `SELECT avg(f.distance) AS avg_distance FROM flights f WHERE f.origin = 'SFO' AND f.destination = 'JFK'`,
  },
  {
    id: 'P16A-15',
    q: 'total flights chicago to new york in Q2',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Chicago' AND d.city = 'New York' AND ${Q2}`,
  },
  {
    id: 'P16A-16',
    q: 'where did most flights from Seattle go last quarter?',
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Seattle' AND ${Q2} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  // First written as departures delayed over 15 minutes into ORD; "delayed arrivals" names the arrival
  // delay the contract lacks, so it is asked back (the planner's reading, kept after the as-written run).
  { id: 'P16A-17', q: "delayed arrivals into O'Hare during April", expect: ASK },
  {
    id: 'P16A-18',
    q: 'average delay by origin state for flights going to Florida',
    sql: `SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${FOD} WHERE d.state = 'FL' GROUP BY 1`,
  },
  {
    id: 'P16A-19',
    q: 'How many flights took off between March 5 and March 11?',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE ${between('f.date', '2001-03-05', '2001-03-12')}`,
  },
  {
    id: 'P16A-20',
    q: 'How many flights ran late last month?',
    sql: `SELECT count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM flights f WHERE ${flightMonth(6)}`,
  },
  {
    id: 'P16A-21',
    q: 'which Texas airport had the worst average delay?',
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P16A-22',
    q: 'flights from California to Nevada each month',
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND d.state = 'NV' GROUP BY 1`,
  },
  {
    id: 'P16A-23',
    q: "what's the typical delay for flights departing Newark",
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Newark'`,
  },
  {
    id: 'P16A-24',
    q: 'miles flown per month',
    sql: `SELECT ${monthly('f.date')} AS flight_date, sum(f.distance) AS total_distance FROM flights f GROUP BY 1`,
  },
  {
    id: 'P16A-25',
    q: 'number of flights from LaGuardia to Boston in january',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE f.origin = 'LGA' AND d.city = 'Boston' AND ${flightMonth(1)}`,
  },
  {
    id: 'P16A-26',
    q: 'top 5 routes by number of delayed flights',
    sql: 'SELECT f.origin, f.destination, count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM flights f GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 5',
    ordered: true,
  },
  {
    id: 'P16A-27',
    q: 'how many planes took off on Valentines day',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE ${between('f.date', '2001-02-14', '2001-02-15')}`,
  },
  {
    id: 'P16A-28',
    q: 'avg delay jan vs feb',
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(f.delay) AS avg_delay FROM flights f WHERE ${between('f.date', '2001-01-01', '2001-03-01')} GROUP BY 1`,
  },
  {
    id: 'P16A-29',
    q: 'Which city had the most incoming flights in Q1?',
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FOD} WHERE ${Q1} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P16A-30',
    q: 'average trip length out of Honolulu in the first half of the year',
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FO} WHERE o.city = 'Honolulu' AND ${H1}`,
  },
];

/** analytics-app over the weather contract. */
const WEATHER: readonly QuestionCase[] = [
  {
    id: 'P16A-31',
    q: 'how many snowy days in 2012',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P16A-32',
    q: 'avg high temp in july 2015',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${monthOf('date', 2015, 7)}`,
  },
  {
    id: 'P16A-33',
    q: 'rainiest month of the most recent year',
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P16A-34',
    q: 'total precip by yr',
    sql: `SELECT ${yearly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'P16A-35',
    q: 'days of drizzle compared with fog in 2014',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE weather IN ('drizzle', 'fog') AND ${yearOf('date', 2014)} GROUP BY 1`,
  },
  {
    id: 'P16A-36',
    q: 'coldest month of 2014 by average low',
    sql: `SELECT ${monthly('date')} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
  },
  {
    id: 'P16A-37',
    q: 'what kind of weather was most common in 2015?',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P16A-38',
    q: 'avg wind speed in Q4 2012',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE ${between('date', '2012-10-01', '2013-01-01')}`,
  },
  {
    id: 'P16A-39',
    q: 'months in 2015 with more than 100 mm of rain',
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1 HAVING sum(precipitation) > 100`,
  },
];

/** analytics-app over the stocks contract. */
const STOCKS: readonly QuestionCase[] = [
  {
    id: 'P16A-40',
    q: "Microsoft's highest price in 2008",
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2008)}`,
  },
  {
    id: 'P16A-41',
    q: 'apple avg price by yr',
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' GROUP BY 1`,
  },
  {
    id: 'P16A-42',
    q: 'what was IBM trading at in the latest month?',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${monthOf('date', 2010, 3)}`,
  },
  {
    id: 'P16A-43',
    q: 'lowest price amazon ever closed at',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AMZN'`,
  },
  {
    id: 'P16A-44',
    q: 'Google vs Apple avg price in 2009',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('GOOG', 'AAPL') AND ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'P16A-45',
    q: 'which company had the cheapest average share price in 2005',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2005)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
  },
  {
    id: 'P16A-46',
    q: 'MSFT price each month of 2010',
    sql: `SELECT ${monthly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2010)} GROUP BY 1`,
  },
  {
    id: 'P16A-47',
    q: 'stocks averaging over $100 in 2007',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2007)} GROUP BY 1 HAVING avg(price) > 100`,
  },
];

/** analytics-app over the gapminder contract. */
const GAPMINDER: readonly QuestionCase[] = [
  {
    id: 'P16A-48',
    q: 'pop of brazil in 2000',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Brazil' AND year = 2000`,
  },
  {
    id: 'P16A-49',
    q: 'Japan vs Germany life expectancy in 1980',
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country IN ('Japan', 'Germany') AND year = 1980 GROUP BY 1`,
  },
  {
    id: 'P16A-50',
    q: 'top 3 countries for fertility in 1965',
    sql: 'SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 1965 GROUP BY 1 ORDER BY 2 DESC LIMIT 3',
    ordered: true,
  },
  {
    id: 'P16A-51',
    q: 'avg life expectancy per cluster, 2005',
    sql: 'SELECT cluster, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1',
  },
  {
    id: 'P16A-52',
    q: 'how many countries had a life expectancy under 50 in 1970?',
    sql: 'SELECT count(*) AS country_count FROM (SELECT country FROM gapminder WHERE year = 1970 GROUP BY 1 HAVING avg(life_expect) < 50)',
  },
  {
    id: 'P16A-53',
    q: 'world population by year',
    sql: 'SELECT year, sum(pop) AS total_population FROM gapminder GROUP BY 1',
  },
  {
    id: 'P16A-54',
    q: 'which region cluster was the most populous in 1985',
    sql: 'SELECT cluster, sum(pop) AS total_population FROM gapminder WHERE year = 1985 GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'P16A-55',
    q: "Britain's population in 1955 compared with 2005",
    sql: `SELECT year, sum(pop) AS total_population FROM gapminder WHERE country = 'United Kingdom' AND year IN (1955, 2005) GROUP BY 1`,
  },
];

/** state-portal: regional_flights under row-level security ("we" is the caller's state). */
const REGIONAL: readonly QuestionCase[] = [
  {
    id: 'P16A-56',
    ...portal('TX'),
    q: 'how many flights did we have in march',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(3)}`,
  },
  {
    id: 'P16A-57',
    ...portal('IL'),
    q: "avg delay out of O'Hare last month",
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'IL' AND f.origin = 'ORD' AND ${flightMonth(6)}`,
  },
  {
    id: 'P16A-58',
    ...portal('CA'),
    q: "what's our busiest airport?",
    sql: `SELECT f.origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P16A-59',
    ...portal('NY'),
    q: 'top 5 destination cities for us',
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'NY' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P16A-60',
    ...portal('FL'),
    q: 'how many of our flights were late in Q1',
    sql: `SELECT count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'FL' AND ${Q1}`,
  },
  {
    id: 'P16A-61',
    ...portal('GA'),
    q: 'our departures month by month',
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'GA' GROUP BY 1`,
  },
  {
    id: 'P16A-62',
    ...portal('WA'),
    q: 'average distance of flights from Sea-Tac to Alaska',
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FOD} WHERE o.state = 'WA' AND f.origin = 'SEA' AND d.state = 'AK'`,
  },
  {
    id: 'P16A-63',
    ...portal('MA'),
    q: 'flights from Logan to Chicago in May',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'MA' AND f.origin = 'BOS' AND d.city = 'Chicago' AND ${flightMonth(5)}`,
  },
  {
    id: 'P16A-64',
    ...portal('CO'),
    q: 'which airport in our state has the worst average delay',
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CO' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P16A-65',
    ...portal('AZ'),
    q: 'total miles our flights flew by quarter',
    sql: `SELECT ${quarterly('f.date')} AS flight_date, sum(f.distance) AS total_distance FROM ${FO} WHERE o.state = 'AZ' GROUP BY 1`,
  },
  {
    id: 'P16A-66',
    ...portal('TX'),
    q: 'Hobby vs Love Field avg delay',
    sql: `SELECT f.origin, o.name AS origin_airport_name, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND f.origin IN ('HOU', 'DAL') GROUP BY 1, 2`,
  },
  {
    id: 'P16A-67',
    ...portal('VA'),
    q: 'how many flights from Dulles to LA in June',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'VA' AND f.origin = 'IAD' AND d.city = 'Los Angeles' AND ${flightMonth(6)}`,
  },
  {
    id: 'P16A-68',
    ...portal('NV'),
    q: 'the 3 states we fly to most',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'NV' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P16A-69',
    ...portal('MI'),
    q: 'how many destinations got more than 1000 flights from us?',
    sql: `SELECT count(*) AS destination_count FROM (SELECT f.destination FROM ${FO} WHERE o.state = 'MI' GROUP BY 1 HAVING count(*) > 1000)`,
  },
  {
    id: 'P16A-70',
    ...portal('TX'),
    q: 'how many in-state flights did we run last quarter',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND d.state = 'TX' AND ${Q2}`,
  },
];

/** Near misses: nothing in the data answers them, so they must be asked back. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P16A-71', q: 'how many Delta flights left Atlanta in March', expect: ASK },
  { id: 'P16A-72', q: 'average arrival delay at JFK', expect: ASK },
  { id: 'P16A-73', q: 'number of flights in December 2001', expect: ASK },
  { id: 'P16A-74', q: 'which hour of the day has the most departures from Denver', expect: ASK },
  { id: 'P16A-75', q: 'avg ticket price LAX to SFO', expect: ASK },
  { id: 'P16A-76', ...portal('TX'), q: "how many flights left O'Hare in March", expect: ASK },
  { id: 'P16A-77', ...portal('CA'), q: 'how many departures did Oregon have last month', expect: ASK },
  { id: 'P16A-78', q: 'show me the numbers for last month', expect: ASK },
  { id: 'P16A-79', q: 'avg high temperature in Seattle in 2017', expect: ASK },
  { id: 'P16A-80', q: 'how many passengers flew out of Denver in May', expect: ASK },
];

/** Probes written after the rules (other words for what each rule reads), to check that they generalise. */
const PROBES: readonly QuestionCase[] = [
  // "compared with / to" between two airports' names (parse/values.ts).
  {
    id: 'P16A-81',
    q: "Midway compared to O'Hare, number of late flights in June",
    sql: `SELECT f.origin, o.name AS origin_airport_name, count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM ${FO} WHERE f.origin IN ('MDW', 'ORD') AND ${flightMonth(6)} GROUP BY 1, 2`,
  },
  {
    id: 'P16A-82',
    q: 'Sky Harbor compared with Love Field total miles',
    sql: `SELECT f.origin, o.name AS origin_airport_name, sum(f.distance) AS total_distance FROM ${FO} WHERE f.origin IN ('PHX', 'DAL') GROUP BY 1, 2`,
  },
  // "mo" / "mos" after a grain or count word (durations.ts, short forms).
  {
    id: 'P16A-83',
    q: 'avg delay per mo out of Denver',
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Denver' GROUP BY 1`,
  },
  {
    id: 'P16A-84',
    q: 'how many flights did ATL have each mo',
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM flights f WHERE f.origin = 'ATL' GROUP BY 1`,
  },
  // "incoming" / "outgoing" flights (durations.ts, receivedAsArrivals).
  {
    id: 'P16A-85',
    q: 'top 3 states by incoming flights last quarter',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE ${Q2} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P16A-86',
    q: 'how many outgoing flights did Phoenix have in Jan',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Phoenix' AND ${flightMonth(1)}`,
  },
  // "averaging over $N" is an average price (durations.ts, averagingAsAverage).
  {
    id: 'P16A-87',
    q: 'which stocks averaged below $30 in 2002',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2002)} GROUP BY 1 HAVING avg(price) < 30`,
  },
  // "trading at", "sell for" ask for the price (durations.ts, quantitiesNamed).
  {
    id: 'P16A-88',
    q: 'what was Google trading at in January 2008',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${monthOf('date', 2008, 1)}`,
  },
  {
    id: 'P16A-89',
    q: 'what did amazon sell for in dec 2009',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${monthOf('date', 2009, 12)}`,
  },
  // "N mm of rain" is an amount of precipitation (durations.ts, quantitiesNamed).
  {
    id: 'P16A-90',
    q: 'which months of 2013 got more than 150 mm of rain',
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)} GROUP BY 1 HAVING sum(precipitation) > 150`,
  },
  // A plural grain restricted by a clause lists the periods (parse/grouping.ts, restrictedPeriods).
  {
    id: 'P16A-91',
    q: 'quarters in 2012 with total rainfall over 300',
    sql: `SELECT ${quarterly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2012)} GROUP BY 1 HAVING sum(precipitation) > 300`,
  },
  {
    id: 'P16A-92',
    q: 'years with more than 1000 mm of precipitation',
    sql: `SELECT ${yearly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather GROUP BY 1 HAVING sum(precipitation) > 1000`,
  },
  // "against" between two values compares them, as "vs" does (durations.ts, againstAsVersus).
  {
    id: 'P16A-93',
    q: 'JFK against LGA avg delay',
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM flights f WHERE f.origin IN ('JFK', 'LGA') GROUP BY 1`,
  },
  {
    id: 'P16A-94',
    q: 'Apple against Microsoft average price in 2008',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('AAPL', 'MSFT') AND ${yearOf('date', 2008)} GROUP BY 1`,
  },
];

export const PASS16A_QUESTIONS: readonly QuestionCase[] = [
  ...FLIGHTS,
  ...WEATHER,
  ...STOCKS,
  ...GAPMINDER,
  ...REGIONAL,
  ...NEAR_MISSES,
  ...PROBES,
];
