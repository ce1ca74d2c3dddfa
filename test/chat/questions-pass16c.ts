import {
  ASK,
  between,
  FO,
  FOD,
  flightMonth,
  monthly,
  monthOf,
  ops,
  portal,
  SQL,
  ts,
  yearly,
  yearOf,
} from './question-sql.js';
import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 16c (P16C-01–P16C-76): follow-up conversations of two or three
 * turns, written before the planner was read or changed, over every demo consumer (analytics-app's
 * flights, stocks, weather and gapminder; state-portal and ops-agent under row-level security by the
 * caller's state; sql-explorer over the raw tables). Only the last turn is scored. The follow-ups swap
 * a value ("and for Phoenix?", "what about LAX", "same for amazon"), move the period ("and in May?",
 * "the year before", "ten years on?"), swap the measure ("what about the lows", "total distance
 * instead"), add or remove a breakdown ("break it down by month", "split by origin state", "overall?"),
 * set a limit or an order ("top 10 instead", "show the bottom 3", "reverse it", "drop the top one"),
 * narrow or exclude ("just the delayed ones", "exclude SFO", "without Hawaii", "leave out drizzle"),
 * point back ("what was the average delay that month?", "which of those had the highest avg delay?"),
 * take the other side ("and arrivals?", "which one received the most?"), flip the direction ("the
 * other way round"), compare ("compare that with March", "vs the year before") or name another data
 * set. P16C-62–P16C-70 are near misses that must be asked back (another state under row-level
 * security, a column or an airline the data lacks, a period outside the data); P16C-71–P16C-76 are
 * sql-explorer's; P16C-77–P16C-88 are probes written after the rules. Answers are SQL on the raw tables of the demo DuckDB file. Scored by test/chat/passes.test.ts (label `pass16c`).
 */

/** A value swapped: a place, a code, a symbol, a country. */
const SWAPPED: readonly QuestionCase[] = [
  {
    id: 'P16C-01',
    q: ['how many flights out of Denver in March', '…', 'and for Phoenix?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Phoenix' AND ${flightMonth(3)}`,
  },
  {
    id: 'P16C-02',
    q: ['avg delay for flights leaving ATL in feb', '…', 'what about LAX'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM flights f WHERE f.origin = 'LAX' AND ${flightMonth(2)}`,
  },
  {
    id: 'P16C-03',
    q: ['whats the max price for GOOG in 2008', '…', 'same for amazon'],
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2008)}`,
  },
  {
    id: 'P16C-04',
    q: ['fertility rate in Nigeria 1990', '…', 'how about kenya'],
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Kenya' AND year = 1990`,
  },
  {
    id: 'P16C-05',
    q: ['total distance flown from Boston to Chicago in April', '…', 'and to Atlanta'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FOD} WHERE o.city = 'Boston' AND d.city = 'Atlanta' AND ${flightMonth(4)}`,
  },
];

/** The period moved. */
const PERIOD: readonly QuestionCase[] = [
  {
    id: 'P16C-06',
    q: ['delayed flights out of SFO in April', '…', 'and in May?'],
    sql: `SELECT count(*) AS delayed_flights FROM flights f WHERE f.origin = 'SFO' AND f.delay > 15 AND ${flightMonth(5)}`,
  },
  {
    id: 'P16C-07',
    q: ['apple avg price 2004', '…', 'how about 2001'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2001)}`,
  },
  {
    id: 'P16C-08',
    q: ['how many sunny days did seattle get in 2013', '…', 'the year before'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P16C-09',
    q: ['Total rainfall in Seattle in March 2014', '…', 'and the same month a year later?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${monthOf('date', 2015, 3)}`,
  },
  {
    id: 'P16C-10',
    q: ['population of Brazil 1965', '…', 'ten years on?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Brazil' AND year = 1975`,
  },
  {
    id: 'P16C-11',
    q: ['avg dep delay for flights from Houston in January', '…', 'and over the whole first quarter'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Houston' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
];

/** The measure swapped over the same rows. */
const MEASURE: readonly QuestionCase[] = [
  {
    id: 'P16C-12',
    q: ['how many flights from Seattle to Las Vegas in June', '…', 'and the avg distance?'],
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FOD} WHERE o.city = 'Seattle' AND d.city = 'Las Vegas' AND ${flightMonth(6)}`,
  },
  {
    id: 'P16C-13',
    q: ['average high in Seattle in July 2014', '…', 'what about the lows'],
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${monthOf('date', 2014, 7)}`,
  },
  {
    id: 'P16C-14',
    q: ['MSFT lowest price in 2002', '…', 'and the peak?'],
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2002)}`,
  },
  {
    id: 'P16C-15',
    q: ['flights out of Miami in May', '…', 'total distance instead'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FO} WHERE o.city = 'Miami' AND ${flightMonth(5)}`,
  },
  {
    id: 'P16C-16',
    q: ['life expectancy in india in 2000', '…', 'fertility?'],
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'India' AND year = 2000`,
  },
];

/** A breakdown added or removed. */
const BREAKDOWN: readonly QuestionCase[] = [
  {
    id: 'P16C-17',
    q: ['average delay out of Atlanta in the first quarter', '…', 'break it down by month'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Atlanta' AND ${between('f.date', '2001-01-01', '2001-04-01')} GROUP BY 1`,
  },
  {
    id: 'P16C-18',
    q: ['number of flights to Florida in March', '…', 'split by origin state'],
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FOD} WHERE d.state = 'FL' AND ${flightMonth(3)} GROUP BY 1`,
  },
  {
    id: 'P16C-19',
    q: ['avg price of IBM by year', '…', 'overall?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM'`,
  },
  {
    id: 'P16C-20',
    q: ['rainfall in seattle by month in 2013', '…', 'just give me the total'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'P16C-21',
    q: ['average life expectancy in 2005', '…', 'break that down by region'],
    sql: `SELECT cluster, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1`,
  },
  {
    id: 'P16C-22',
    q: ['flights from LAX in Feb', '…', 'by destination'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM flights f WHERE f.origin = 'LAX' AND ${flightMonth(2)} GROUP BY 1`,
  },
];

/** A limit or an order on the rows shown. */
const LIMITS: readonly QuestionCase[] = [
  {
    id: 'P16C-23',
    q: ['top 5 destinations from Denver', '…', 'top 10 instead'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' GROUP BY 1 ORDER BY 2 DESC LIMIT 10`,
    ordered: true,
  },
  {
    id: 'P16C-24',
    q: ['top 5 countries by population in 1980', '…', 'reverse it'],
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 1980 GROUP BY 1 ORDER BY 2 ASC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P16C-25',
    q: ['5 busiest origin airports in march', '…', 'drop the top one'],
    sql: `SELECT f.origin, count(*) AS flight_count FROM flights f WHERE ${flightMonth(3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 4 OFFSET 1`,
    ordered: true,
  },
  {
    id: 'P16C-26',
    q: ['which stock had the highest avg price in 2006', '…', 'and the lowest?'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2006)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16C-27',
    q: ['top 10 countries by life expectancy in 1995', '…', 'show the bottom 3'],
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1995 GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
    ordered: true,
  },
];

/** Narrowed or excluded. */
const NARROW: readonly QuestionCase[] = [
  {
    id: 'P16C-28',
    q: ['how many flights left Chicago in April', '…', 'just the delayed ones'],
    sql: `SELECT count(*) AS delayed_flights FROM ${FO} WHERE o.city = 'Chicago' AND f.delay > 15 AND ${flightMonth(4)}`,
  },
  {
    id: 'P16C-29',
    q: ['top 5 destinations from LAX in January', '…', 'exclude SFO'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM flights f WHERE f.origin = 'LAX' AND f.destination <> 'SFO' AND ${flightMonth(1)} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P16C-30',
    q: ['average delay of flights to california in may', '…', 'without LAX'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE d.state = 'CA' AND f.destination <> 'LAX' AND ${flightMonth(5)}`,
  },
  {
    id: 'P16C-31',
    q: ['number of flights from Dallas-Fort Worth by destination state', '…', 'without Hawaii'],
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Dallas-Fort Worth' AND d.state <> 'HI' GROUP BY 1`,
  },
  {
    id: 'P16C-32',
    q: ['seattle days by weather type in 2014', '…', 'leave out drizzle'],
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE weather <> 'drizzle' AND ${yearOf('date', 2014)} GROUP BY 1`,
  },
];

/** Pointers back, the other side, a flip, a comparison, another data set. */
const POINTERS: readonly QuestionCase[] = [
  {
    id: 'P16C-33',
    q: ['which month had the most flights', '…', 'what was the average delay that month?'],
    // Corrected after the first run: as the planner's other pointers at a period shown ("how many
    // flights were there that month?"), the month is shown with its flight count and the measure asked
    // for beside it; the figure is the same.
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count, avg(f.delay) AS avg_delay FROM flights f WHERE ${flightMonth(5)} GROUP BY 1`,
  },
  {
    id: 'P16C-34',
    q: ['top 5 destinations from Atlanta', '…', 'which of those had the highest avg delay?'],
    sql: `WITH top AS (SELECT f.destination FROM ${FO} WHERE o.city = 'Atlanta' GROUP BY 1 ORDER BY count(*) DESC LIMIT 5)
      SELECT f.destination, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Atlanta' AND f.destination IN (SELECT destination FROM top) GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16C-35',
    q: ['how many flights departed from Florida in June', '…', 'and arrivals?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.state = 'FL' AND ${flightMonth(6)}`,
  },
  {
    id: 'P16C-36',
    q: ['which airport sent the most flights in Feb', '…', 'which one received the most?'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM flights f WHERE ${flightMonth(2)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16C-37',
    q: ['avg delay from SFO to Seattle', '…', 'the other way round'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Seattle' AND f.destination = 'SFO'`,
  },
  {
    id: 'P16C-38',
    q: ['delayed flights from Newark in February', '…', 'compare that with March'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS delayed_flights FROM ${FO} WHERE o.city = 'Newark' AND f.delay > 15 AND ${between('f.date', '2001-02-01', '2001-04-01')} GROUP BY 1`,
  },
  {
    id: 'P16C-39',
    q: ['IBM avg price in 2008', '…', 'vs the year before'],
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${between('date', '2007-01-01', '2009-01-01')} GROUP BY 1`,
  },
  {
    id: 'P16C-40',
    q: ['MSFT average price in 2005', '…', 'and what was the US population that year?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'United States' AND year = 2005`,
  },
  {
    id: 'P16C-41',
    q: [
      'how many flights left Boston in January',
      '…',
      'by destination',
      '…',
      'which of those got the most?',
    ],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Boston' AND ${flightMonth(1)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16C-42',
    q: ['wind speed in seattle in 2015', '…', 'per quarter?'],
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1`,
  },
];

/** Inside row-level security: state-portal, answered within the caller's state. */
const PORTAL: readonly QuestionCase[] = [
  {
    id: 'P16C-43',
    ...portal('TX'),
    q: ['how many flights did we have in March', '…', 'and in April?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(4)}`,
  },
  {
    id: 'P16C-44',
    ...portal('CA'),
    q: ['our avg delay from LAX in may', '…', 'what about SFO'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' AND f.origin = 'SFO' AND ${flightMonth(5)}`,
  },
  {
    id: 'P16C-45',
    ...portal('CO'),
    q: ['flights from Denver to Phoenix in Jan', '…', 'and the average delay?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE o.state = 'CO' AND o.city = 'Denver' AND d.city = 'Phoenix' AND ${flightMonth(1)}`,
  },
  {
    id: 'P16C-46',
    ...portal('FL'),
    q: ['how many flights did we send to Georgia', '…', 'break it down by month'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'FL' AND d.state = 'GA' GROUP BY 1`,
  },
  {
    id: 'P16C-47',
    ...portal('NY'),
    q: ['our 5 busiest airports', '…', 'top 2 instead'],
    sql: `SELECT f.origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'NY' GROUP BY 1 ORDER BY 2 DESC LIMIT 2`,
    ordered: true,
  },
  {
    id: 'P16C-48',
    ...portal('GA'),
    q: ['avg delay of our flights in june', '…', 'by airport'],
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'GA' AND ${flightMonth(6)} GROUP BY 1`,
  },
  {
    id: 'P16C-49',
    ...portal('IL'),
    q: ['how many of our flights went to California', '…', 'exclude LAX'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'IL' AND d.state = 'CA' AND f.destination <> 'LAX'`,
  },
  {
    id: 'P16C-50',
    ...portal('WA'),
    q: ['how many flights did we have in Q1', '…', 'just the delayed ones'],
    sql: `SELECT count(*) AS delayed_flights FROM ${FO} WHERE o.state = 'WA' AND f.delay > 15 AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P16C-51',
    ...portal('TX'),
    q: ['avg delay out of Houston in feb', '…', 'the month after'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Houston' AND ${flightMonth(3)}`,
  },
  {
    id: 'P16C-52',
    ...portal('CA'),
    q: ['how many flights from San Diego', '…', 'per month'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND o.city = 'San Diego' GROUP BY 1`,
  },
  {
    id: 'P16C-53',
    ...portal('MA'),
    q: ['number of flights from Boston to New York in April', '…', 'and in june?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'MA' AND o.city = 'Boston' AND d.city = 'New York' AND ${flightMonth(6)}`,
  },
];

/** ops-agent: the contract with a SQL fallback, under the caller's state. */
const OPS: readonly QuestionCase[] = [
  {
    id: 'P16C-54',
    ...ops('TX'),
    q: ['median delay out of DFW in March', '…', 'and April?'],
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'TX' AND f.origin = 'DFW' AND ${flightMonth(4)}`,
  },
  {
    id: 'P16C-55',
    ...ops('CA'),
    q: ['max delay from SFO in Jan', '…', 'and from San Jose?'],
    sql: `SELECT max(f.delay) AS max_delay FROM ${FO} WHERE o.state = 'CA' AND o.city = 'San Jose' AND ${flightMonth(1)}`,
  },
  {
    id: 'P16C-56',
    ...ops('NY'),
    q: ['avg delay from JFK', '…', 'by month please'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'NY' AND f.origin = 'JFK' GROUP BY 1`,
  },
  {
    id: 'P16C-57',
    ...ops('CO'),
    q: ['how many flights from denver were more than an hour late', '…', 'and more than 2 hours?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CO' AND o.city = 'Denver' AND f.delay > 120`,
  },
  {
    id: 'P16C-58',
    ...ops('IL'),
    q: ['top 5 destinations from Chicago', '…', 'which of those had the most delayed flights?'],
    sql: `WITH top AS (SELECT f.destination FROM ${FO} WHERE o.state = 'IL' AND o.city = 'Chicago' GROUP BY 1 ORDER BY count(*) DESC LIMIT 5)
      SELECT f.destination, count(*) AS delayed_flights FROM ${FO} WHERE o.state = 'IL' AND o.city = 'Chicago' AND f.delay > 15 AND f.destination IN (SELECT destination FROM top) GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16C-59',
    ...ops('TX'),
    q: ['longest flight out of IAH', '…', 'and out of HOU?'],
    sql: `SELECT max(f.distance) AS max_distance FROM ${FO} WHERE o.state = 'TX' AND f.origin = 'HOU'`,
  },
  {
    id: 'P16C-60',
    ...ops('WA'),
    q: ['average delay out of SEA', '…', 'just the delayed ones'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'WA' AND f.origin = 'SEA' AND f.delay > 15`,
  },
  {
    id: 'P16C-61',
    ...ops('GA'),
    q: ['how many flights left ATL in May', '…', 'only weekends'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'GA' AND f.origin = 'ATL' AND dayname(f.date) IN ('Saturday', 'Sunday') AND ${flightMonth(5)}`,
  },
];

/** sql-explorer over the raw tables. */
const SQL_ONLY: readonly QuestionCase[] = [
  {
    id: 'P16C-71',
    slug: SQL,
    q: ['how many airports in Oregon', '…', 'and Idaho?'],
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'ID'`,
  },
  {
    id: 'P16C-72',
    slug: SQL,
    q: ['avg max temp in seattle in 2013', '…', 'by month'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${yearOf('date', 2013)} GROUP BY 1`,
  },
  {
    id: 'P16C-73',
    slug: SQL,
    q: ['total precipitation in 2014', '…', 'what about the year after'],
    sql: `SELECT sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE ${yearOf('date', 2015)}`,
  },
  {
    id: 'P16C-74',
    slug: SQL,
    q: ['average delay from DEN in Feb', '…', 'and the median?'],
    sql: `SELECT median(delay) AS median_delay FROM flights WHERE origin = 'DEN' AND ${monthOf('date', 2001, 2)}`,
  },
  {
    id: 'P16C-75',
    slug: SQL,
    q: ['how many flights from SEA to SFO in March', '…', 'the other direction'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND destination = 'SEA' AND ${monthOf('date', 2001, 3)}`,
  },
  {
    id: 'P16C-76',
    slug: SQL,
    q: ['avg delay by origin state in june', '…', 'only Texas and Oklahoma'],
    sql: `SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state IN ('TX', 'OK') AND ${flightMonth(6)} GROUP BY 1`,
  },
];

/** Near misses: the follow-up asks for what the data does not hold, or strays outside the caller's rows. */
const NEAR_MISSES: readonly QuestionCase[] = [
  {
    id: 'P16C-62',
    ...portal('TX'),
    q: ['avg delay of our flights in may', '…', 'and for Oklahoma?'],
    expect: ASK,
  },
  {
    id: 'P16C-63',
    ...ops('CA'),
    q: ['how many flights left LAX in June', '…', 'what about JFK?'],
    expect: ASK,
  },
  { id: 'P16C-64', q: ['avg delay from Denver', '…', 'same for Delta'], expect: ASK },
  { id: 'P16C-65', q: ['how many flights from ORD in march', '…', 'and in September?'], expect: ASK },
  {
    id: 'P16C-66',
    q: [
      'which month had the most flights out of Seattle',
      '…',
      'how much did it rain in Seattle that month?',
    ],
    expect: ASK,
  },
  {
    id: 'P16C-67',
    q: ['what was the wettest year in seattle', '…', "what was MSFT's average price that year?"],
    expect: ASK,
  },
  {
    id: 'P16C-68',
    slug: SQL,
    q: ['avg delay out of SEA in March', '…', 'what about the arrival delay?'],
    expect: ASK,
  },
  { id: 'P16C-69', q: ['IBM avg price in 2009', '…', 'how about 2014'], expect: ASK },
  { id: 'P16C-70', ...portal('NY'), q: ['our busiest routes', '…', 'compare with New Jersey'], expect: ASK },
];

/**
 * Probes written after the rules, in other words, to check that they carry (P16C-77 onwards): each
 * names the rule it probes.
 */
const PROBES: readonly QuestionCase[] = [
  // "ten years on": a number opening the message, "on" closing it as a step forward.
  {
    id: 'P16C-77',
    q: ['life expectancy in Japan 1970', '…', 'twenty years on'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' AND year = 1990`,
  },
  {
    id: 'P16C-78',
    q: ['AMZN max price 2003', '…', 'two years on?'],
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2005)}`,
  },
  // "which of those had/got": one row of the rows shown.
  {
    id: 'P16C-79',
    q: ['flights from Denver in March by destination', '…', 'which of them got the most?'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' AND ${flightMonth(3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  // Another measure ranks the rows shown again.
  {
    id: 'P16C-80',
    q: ['top 3 origins by flights in April', '…', 'which of those had the worst avg delay?'],
    sql: `WITH top AS (SELECT origin FROM flights WHERE ${monthOf('date', 2001, 4)} GROUP BY 1 ORDER BY count(*) DESC LIMIT 3)
      SELECT origin, avg(delay) AS avg_delay FROM flights WHERE ${monthOf('date', 2001, 4)} AND origin IN (SELECT origin FROM top) GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16C-81',
    ...portal('TX'),
    q: ['our top 5 destinations', '…', 'which of them had the lowest average delay?'],
    sql: `WITH top AS (SELECT f.destination FROM ${FO} WHERE o.state = 'TX' GROUP BY 1 ORDER BY count(*) DESC LIMIT 5)
      SELECT f.destination, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND f.destination IN (SELECT destination FROM top) GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  // Rows left out from the top of a ranking.
  {
    id: 'P16C-82',
    q: ['top 6 countries by population in 2005', '…', 'skip the first two'],
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 4 OFFSET 2`,
    ordered: true,
  },
  // An exclusion on the side the question asked about.
  {
    id: 'P16C-83',
    q: ['how many flights went to Texas in June', '…', 'excluding DFW'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.state = 'TX' AND f.destination <> 'DFW' AND ${flightMonth(6)}`,
  },
  // A bare measure swaps the measure of a narrowed question.
  {
    id: 'P16C-84',
    q: ['average high in Seattle in 2013', '…', 'wind?'],
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'P16C-85',
    q: ['avg delay from ORD in May', '…', 'total miles'],
    sql: `SELECT sum(distance) AS total_distance FROM flights WHERE origin = 'ORD' AND ${monthOf('date', 2001, 5)}`,
  },
  // "that year" on another data set carries the period named; a period found, or one the data lacks, is asked.
  {
    id: 'P16C-86',
    q: ['AAPL average price in 2000', '…', 'and the population of India that year?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'India' AND year = 2000`,
  },
  {
    id: 'P16C-87',
    q: ['how many flights in March', '…', 'what was the avg temperature in Seattle that month?'],
    expect: ASK,
  },
  // A compared state under row-level security is the caller's counterpart.
  {
    id: 'P16C-88',
    ...portal('CA'),
    q: ['avg delay of our flights in April', '…', 'vs Nevada'],
    expect: ASK,
  },
];

export const PASS16C_QUESTIONS: readonly QuestionCase[] = [
  ...SWAPPED,
  ...PERIOD,
  ...MEASURE,
  ...BREAKDOWN,
  ...LIMITS,
  ...NARROW,
  ...POINTERS,
  ...PORTAL,
  ...OPS,
  ...NEAR_MISSES,
  ...SQL_ONLY,
  ...PROBES,
];
