import {
  ASK,
  between,
  FO,
  FOD,
  flightMonth,
  monthly,
  monthOf,
  ops,
  pct,
  portal,
  Q1,
  Q2,
  quarterly,
  SQL,
  ts,
  yearly,
  yearOf,
} from './question-sql.js';
import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 19b (P19B-01–P19B-85): single-turn questions as users type them,
 * written before the planner was read or changed, over every demo consumer: analytics-app's flights
 * (cities, airports by everyday names, routes, states, months and quarters, rankings), weather
 * ("typical", "how often", seasons), stocks ("top close", "all-time low", quarterly averages) and
 * gapminder; state-portal under row-level security ("our airports", intrastate, other states refused);
 * ops-agent with its SQL fallback (hour of day, medians, percentiles, spreads, shares, other
 * thresholds, min and max of a column); sql-explorer over the raw tables (lookups, anti-joins,
 * weather, route_stats). Terse, casual and misspelled wording; near misses that must be asked back
 * carry `expect: ASK`. Answers are SQL on the raw tables of the demo DuckDB file. Scored by
 * test/chat/passes.test.ts (label `pass19b`).
 */

const H1 = between('f.date', '2001-01-01', '2001-07-01');

/** analytics-app over the flights contract. */
const FLIGHTS: readonly QuestionCase[] = [
  {
    id: 'P19B-01',
    q: 'how many flights left chicago in may',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Chicago' AND ${flightMonth(5)}`,
  },
  {
    id: 'P19B-02',
    q: 'avg delay for departures from hobby airport',
    sql: `SELECT avg(delay) AS avg_delay FROM flights f WHERE origin = 'HOU'`,
  },
  {
    id: 'P19B-03',
    q: 'top 5 destination states by arrivals',
    ordered: true,
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
  },
  {
    id: 'P19B-04',
    q: 'top 3 origin states by delayed flights in Q2',
    ordered: true,
    sql: `SELECT o.state AS origin_state, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE ${Q2} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
  },
  {
    id: 'P19B-05',
    q: 'total miles flown out of texas in the first half of 2001',
    sql: `SELECT sum(distance) AS total_distance FROM ${FO} WHERE o.state = 'TX' AND ${H1}`,
  },
  {
    id: 'P19B-06',
    q: 'flights SFO to LAX in march',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE origin = 'SFO' AND destination = 'LAX' AND ${flightMonth(3)}`,
  },
  {
    id: 'P19B-07',
    q: 'number of flights from new york to atlanta',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'New York' AND d.city = 'Atlanta'`,
  },
  {
    id: 'P19B-08',
    q: 'avg delay by month for flights out of denver',
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Denver' GROUP BY 1`,
  },
  {
    id: 'P19B-09',
    q: 'how many flights were delayed in april from ORD',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights f WHERE origin = 'ORD' AND ${flightMonth(4)}`,
  },
  {
    id: 'P19B-10',
    q: 'busiest route out of boston',
    ordered: true,
    sql: `SELECT origin, destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Boston' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
  },
  {
    id: 'P19B-11',
    q: 'flights from california to nevada in Q1',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND d.state = 'NV' AND ${Q1}`,
  },
  {
    id: 'P19B-12',
    q: 'average distance of flights from seattle',
    sql: `SELECT avg(distance) AS avg_distance FROM ${FO} WHERE o.city = 'Seattle'`,
  },
  {
    id: 'P19B-13',
    q: 'how many late flights out of phoenix in june',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.city = 'Phoenix' AND ${flightMonth(6)}`,
  },
  {
    id: 'P19B-14',
    q: 'which 5 cities had the most departures in february',
    ordered: true,
    sql: `SELECT o.city AS origin_city, count(*) AS flight_count FROM ${FO} WHERE ${flightMonth(2)} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
  },
  {
    id: 'P19B-15',
    q: 'delayed flights from chicago last month',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.city = 'Chicago' AND ${flightMonth(6)}`,
  },
  {
    id: 'P19B-16',
    q: 'total distance flown from florida per month',
    sql: `SELECT ${monthly('f.date')} AS flight_date, sum(distance) AS total_distance FROM ${FO} WHERE o.state = 'FL' GROUP BY 1`,
  },
  {
    id: 'P19B-17',
    q: 'how many flights landed in hawaii in the first quarter',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.state = 'HI' AND ${Q1}`,
  },
  {
    id: 'P19B-18',
    q: 'avg delay per quarter',
    sql: `SELECT ${quarterly('f.date')} AS flight_date, avg(delay) AS avg_delay FROM flights f GROUP BY 1`,
  },
  {
    id: 'P19B-19',
    q: 'flights from midway to laguardia',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE origin = 'MDW' AND destination = 'LGA'`,
  },
  {
    id: 'P19B-20',
    q: 'avg delay of flights from georgia in jan',
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'GA' AND ${flightMonth(1)}`,
  },
  {
    id: 'P19B-21',
    q: 'wich airports in colorado had the most flights? top 3',
    ordered: true,
    sql: `SELECT origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CO' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
  },
  {
    id: 'P19B-22',
    q: 'number of flights to las vegas by month',
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FOD} WHERE d.city = 'Las Vegas' GROUP BY 1`,
  },
];

/** analytics-app over flights: what the contract cannot say. */
const FLIGHTS_ASKED: readonly QuestionCase[] = [
  { id: 'P19B-23', q: 'flights delayed more than 30 minutes from atlanta', expect: ASK },
  { id: 'P19B-24', q: 'which weekday has the most flights', expect: ASK },
  { id: 'P19B-25', q: 'median delay at JFK', expect: ASK },
  { id: 'P19B-26', q: 'what share of flights were delayed', expect: ASK },
  { id: 'P19B-27', q: 'longest delay out of ORD', expect: ASK },
  { id: 'P19B-28', q: 'the 3 westernmost airports', expect: ASK },
];

/** analytics-app over the weather contract. */
const WEATHER: readonly QuestionCase[] = [
  {
    id: 'P19B-29',
    q: 'typical high temp in seattle in july 2014',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${monthOf('date', 2014, 7)}`,
  },
  {
    id: 'P19B-30',
    q: 'how often did it snow in 2013',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' AND ${yearOf('date', 2013)}`,
  },
  {
    id: 'P19B-31',
    q: 'total rainfall in summer 2015',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2015-06-01', '2015-09-01')}`,
  },
  {
    id: 'P19B-32',
    q: 'avg low temperature by year',
    sql: `SELECT ${yearly('date')} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'P19B-33',
    q: 'windiest month on record',
    ordered: true,
    sql: `SELECT ${monthly('date')} AS date, avg(wind) AS avg_wind FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P19B-34',
    q: 'how many foggy days per year',
    sql: `SELECT ${yearly('date')} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' GROUP BY 1`,
  },
  {
    id: 'P19B-35',
    q: 'rainy days in march 2015',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${monthOf('date', 2015, 3)}`,
  },
  { id: 'P19B-36', q: 'average humidity in seattle in 2014', expect: ASK },
  { id: 'P19B-37', q: 'how much did it rain in 2019', expect: ASK },
];

/** analytics-app over the stocks contract. */
const STOCKS: readonly QuestionCase[] = [
  {
    id: 'P19B-38',
    q: 'top close for MSFT',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'MSFT'`,
  },
  {
    id: 'P19B-39',
    q: "apple's all-time low",
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AAPL'`,
  },
  {
    id: 'P19B-40',
    q: 'bottom close of each stock',
    sql: 'SELECT symbol, min(price) AS min_price FROM stocks GROUP BY 1',
  },
  {
    id: 'P19B-41',
    q: 'amazon quarterly avg price in 2009',
    sql: `SELECT ${quarterly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'P19B-42',
    q: 'highest closing price for each stock in 2008',
    sql: `SELECT symbol, max(price) AS max_price FROM stocks WHERE ${yearOf('date', 2008)} GROUP BY 1`,
  },
  {
    id: 'P19B-43',
    q: 'ibm peak price',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'IBM'`,
  },
  {
    id: 'P19B-44',
    q: 'avg price of google by year',
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' GROUP BY 1`,
  },
  { id: 'P19B-45', q: 'tesla stock price in 2009', expect: ASK },
  { id: 'P19B-46', q: 'trading volume of msft', expect: ASK },
];

/** analytics-app over the gapminder contract. */
const GAPMINDER: readonly QuestionCase[] = [
  {
    id: 'P19B-47',
    q: 'population of india in 2000',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'India' AND year = 2000`,
  },
  {
    id: 'P19B-48',
    q: 'life expectancy in japan over time',
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' GROUP BY 1`,
  },
  {
    id: 'P19B-49',
    q: 'fertility rate by cluster in 1955',
    sql: 'SELECT cluster, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 1955 GROUP BY 1',
  },
  {
    id: 'P19B-50',
    q: 'which 5 countries had the lowest life expectancy in 2005',
    ordered: true,
    sql: 'SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 ASC LIMIT 5',
  },
  {
    id: 'P19B-51',
    q: 'total population in 1990',
    sql: 'SELECT sum(pop) AS total_population FROM gapminder WHERE year = 1990',
  },
  {
    id: 'P19B-52',
    q: 'avg fertility in the US in 1970',
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'United States' AND year = 1970`,
  },
  {
    id: 'P19B-53',
    q: "china's population in 1960 and 2000",
    sql: `SELECT year, sum(pop) AS total_population FROM gapminder WHERE country = 'China' AND year IN (1960, 2000) GROUP BY 1`,
  },
  {
    id: 'P19B-54',
    q: 'life expectancy by cluster in 2005, highest first',
    ordered: true,
    sql: 'SELECT cluster, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC',
  },
  { id: 'P19B-55', q: 'population of brazil in 2010', expect: ASK },
  { id: 'P19B-56', q: 'gdp per capita of brazil', expect: ASK },
];

/** state-portal under row-level security by the caller's state. */
const PORTAL: readonly QuestionCase[] = [
  {
    id: 'P19B-57',
    q: 'how many flights did we have in march',
    ...portal('TX'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(3)}`,
  },
  {
    id: 'P19B-58',
    q: 'our top 5 airports by departures',
    ...portal('TX'),
    ordered: true,
    sql: `SELECT origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
  },
  {
    id: 'P19B-59',
    q: 'how many of our flights stayed in texas',
    ...portal('TX'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND d.state = 'TX'`,
  },
  {
    id: 'P19B-60',
    q: 'avg delay from austin',
    ...portal('TX'),
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Austin'`,
  },
  {
    id: 'P19B-61',
    q: 'delayed departures from houston in q2',
    ...portal('TX'),
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Houston' AND ${Q2}`,
  },
  {
    id: 'P19B-62',
    q: 'our 3 busiest routes',
    ...portal('TX'),
    ordered: true,
    sql: `SELECT origin, destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 3`,
  },
  {
    id: 'P19B-63',
    q: 'avg delay of our flights to las vegas',
    ...portal('CA'),
    sql: `SELECT avg(delay) AS avg_delay FROM ${FOD} WHERE o.state = 'CA' AND d.city = 'Las Vegas'`,
  },
  {
    id: 'P19B-64',
    q: 'flights to florida by month',
    ...portal('NY'),
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'NY' AND d.state = 'FL' GROUP BY 1`,
  },
  { id: 'P19B-65', q: 'how many flights left california', ...portal('TX'), expect: ASK },
  { id: 'P19B-66', q: 'median delay of our flights', ...portal('TX'), expect: ASK },
];

/** ops-agent: contract first, SQL fallback, row-level security by the caller's state. */
const OPS: readonly QuestionCase[] = [
  {
    id: 'P19B-67',
    q: 'what percent of our flights were delayed',
    ...ops('TX'),
    sql: `SELECT ${pct('delay > 15')} FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'P19B-68',
    q: 'median delay of our flights in may',
    ...ops('TX'),
    sql: `SELECT median(delay) AS median_delay FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(5)}`,
  },
  {
    id: 'P19B-69',
    q: 'average delay by hour of day for our flights',
    ...ops('TX'),
    sql: `SELECT hour(f.date) AS hour, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' GROUP BY 1`,
  },
  {
    id: 'P19B-70',
    q: 'stddev of delay at IAH',
    ...ops('TX'),
    sql: `SELECT stddev_samp(delay) AS stddev_delay FROM flights f WHERE origin = 'IAH'`,
  },
  {
    id: 'P19B-71',
    q: 'how many of our flights were more than an hour late',
    ...ops('TX'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND delay > 60`,
  },
  {
    id: 'P19B-72',
    q: 'longest flight distance from our state',
    ...ops('TX'),
    sql: `SELECT max(distance) AS max_distance FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'P19B-73',
    q: '90th percentile of delay for our flights',
    ...ops('TX'),
    sql: `SELECT quantile_cont(delay, 0.9) AS p90_delay FROM ${FO} WHERE o.state = 'TX'`,
  },
  { id: 'P19B-74', q: 'how many flights left ohio', ...ops('TX'), expect: ASK },
  { id: 'P19B-75', q: 'delete flights with a negative delay', ...ops('TX'), expect: ASK },
];

/** sql-explorer over the raw tables. */
const EXPLORER: readonly QuestionCase[] = [
  {
    id: 'P19B-76',
    q: 'how many airports are in montana',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'MT'`,
  },
  {
    id: 'P19B-77',
    q: 'how many airports have no departures',
    slug: SQL,
    sql: 'SELECT count(*) AS airport_count FROM airports a WHERE NOT EXISTS (SELECT 1 FROM flights f WHERE f.origin = a.iata)',
  },
  {
    id: 'P19B-78',
    q: 'avg max temp by weather type',
    slug: SQL,
    sql: 'SELECT weather, avg(temp_max) AS avg_temp_max FROM seattle_weather GROUP BY 1',
  },
  {
    id: 'P19B-79',
    q: 'days with more than 30mm of precipitation',
    slug: SQL,
    sql: 'SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation > 30',
  },
  {
    id: 'P19B-80',
    q: 'which state has the most airports',
    slug: SQL,
    ordered: true,
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'P19B-81',
    q: 'flights from alaska to hawaii',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'AK' AND d.state = 'HI'`,
  },
  {
    id: 'P19B-82',
    q: 'top 5 routes by avg delay in route_stats with at least 1000 flights',
    slug: SQL,
    ordered: true,
    sql: `SELECT origin, destination, avg(delay) AS avg_delay FROM flights GROUP BY 1, 2 HAVING count(*) >= 1000 ORDER BY 3 DESC LIMIT 5`,
  },
  {
    id: 'P19B-83',
    q: 'avg wind in seattle in 2015',
    slug: SQL,
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE ${yearOf('date', 2015)}`,
  },
  { id: 'P19B-84', q: 'drop table flights', slug: SQL, expect: ASK },
  { id: 'P19B-85', q: 'average humidity by month', slug: SQL, expect: ASK },
];

/**
 * Probes written after the rules (P19B-86–P19B-102), in other words, two or more per rule: question
 * words typed with a slip; "top" / "bottom close"; "all-time high / low" said as a noun; a three-letter
 * code among a few typed in lower case; a state's name in lower case outside the caller's rows; "stayed
 * in <state>"; "arrivals" beside an arrival-side breakdown; "departure" between an edge and
 * "date" (P19B-103/104); interstate, out-of-state and "to other states" (P19B-105–P19B-110); "h1" and
 * "san fran" (P19B-111/112); a word of an airport's name after its city (P19B-113/114).
 */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P19B-86',
    q: 'wich 3 cities had the most departures in march',
    ordered: true,
    sql: `SELECT o.city AS origin_city, count(*) AS flight_count FROM ${FO} WHERE ${flightMonth(3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
  },
  {
    id: 'P19B-87',
    q: 'hwo many flights left denver in june',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' AND ${flightMonth(6)}`,
  },
  {
    id: 'P19B-88',
    q: 'waht was the avg delay from SEA',
    sql: `SELECT avg(delay) AS avg_delay FROM flights f WHERE origin = 'SEA'`,
  },
  {
    id: 'P19B-89',
    q: 'bottom close for amazon in 2008',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2008)}`,
  },
  {
    id: 'P19B-90',
    q: 'top closing price of each stock in 2005',
    sql: `SELECT symbol, max(price) AS max_price FROM stocks WHERE ${yearOf('date', 2005)} GROUP BY 1`,
  },
  {
    id: 'P19B-91',
    q: "what was microsoft's all-time high?",
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'MSFT'`,
  },
  {
    id: 'P19B-92',
    q: 'all-time low for google',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'GOOG'`,
  },
  {
    id: 'P19B-93',
    q: 'ibm avg price in 2003',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${yearOf('date', 2003)}`,
  },
  {
    id: 'P19B-94',
    q: 'lowest price of ibm',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'IBM'`,
  },
  { id: 'P19B-95', q: 'flights that left nevada', ...portal('TX'), expect: ASK },
  { id: 'P19B-96', q: 'avg delay of flights that left oregon', ...ops('CA'), expect: ASK },
  {
    id: 'P19B-97',
    q: 'how many flights left new mexico in april',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'NM' AND ${flightMonth(4)}`,
  },
  {
    id: 'P19B-98',
    q: 'how many of our flights stayed in california in june',
    ...portal('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND d.state = 'CA' AND ${flightMonth(6)}`,
  },
  {
    id: 'P19B-99',
    q: 'avg distance of flights that stayed in florida',
    sql: `SELECT avg(distance) AS avg_distance FROM ${FOD} WHERE o.state = 'FL' AND d.state = 'FL'`,
  },
  {
    id: 'P19B-100',
    q: 'which 3 destination cities get the most arrivals',
    ordered: true,
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FOD} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
  },
  {
    id: 'P19B-101',
    q: 'top 3 destination states by arrivals from texas',
    ordered: true,
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
  },
  { id: 'P19B-102', q: 'how many flights left ohio in may', ...portal('TX'), expect: ASK },
  {
    id: 'P19B-103',
    q: 'earliest departure date in our data',
    ...ops('TX'),
    sql: `SELECT ${ts('min(f.date)')} AS min_date FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'P19B-104',
    q: 'latest departure date from ORD',
    slug: SQL,
    sql: `SELECT ${ts('max(f.date)')} AS max_date FROM flights f WHERE origin = 'ORD'`,
  },
  {
    id: 'P19B-105',
    q: 'how many of our flights were interstate',
    ...portal('TX'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND d.state <> 'TX'`,
  },
  {
    id: 'P19B-106',
    q: 'interstate flights from texas in june',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND d.state <> 'TX' AND ${flightMonth(6)}`,
  },
  {
    id: 'P19B-107',
    q: 'avg delay of our flights to other states',
    ...portal('CA'),
    sql: `SELECT avg(delay) AS avg_delay FROM ${FOD} WHERE o.state = 'CA' AND d.state <> 'CA'`,
  },
  {
    id: 'P19B-108',
    q: 'how many flights into california from other states',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.state = 'CA' AND o.state <> 'CA'`,
  },
  { id: 'P19B-109', q: 'flights from other states', ...portal('TX'), expect: ASK },
  { id: 'P19B-110', q: 'interstate flights', expect: ASK },
  {
    id: 'P19B-111',
    q: 'delays out of atlanta in h1',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.city = 'Atlanta' AND ${H1}`,
  },
  {
    id: 'P19B-112',
    q: 'avg delay from san fran in april',
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'San Francisco' AND ${flightMonth(4)}`,
  },
  {
    id: 'P19B-113',
    q: 'flights from houston hobby',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE origin = 'HOU'`,
  },
  {
    id: 'P19B-114',
    q: 'houston intercontinental departures in march',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE origin = 'IAH' AND ${flightMonth(3)}`,
  },
];

export const PASS19B_QUESTIONS: readonly QuestionCase[] = [
  ...FLIGHTS,
  ...FLIGHTS_ASKED,
  ...WEATHER,
  ...STOCKS,
  ...GAPMINDER,
  ...PORTAL,
  ...OPS,
  ...EXPLORER,
  ...PROBES,
];
