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
 * Development questions for pass 17c (P17C-01–P17C-84): follow-up conversations of two to four turns,
 * written before the planner was read or changed, over every demo consumer (analytics-app's flights,
 * stocks, weather and gapminder; state-portal and ops-agent under row-level security by the caller's
 * state; sql-explorer over the raw tables). Only the last turn is scored, and it keeps every part of
 * the earlier question that it does not change. The follow-ups swap a place, a period, a measure or
 * a grain; add or remove a breakdown; set a limit or an order ("just the top 3", "reverse the order",
 * "drop the first"); point back ("that month", "those airports", "the second one"); compare with
 * another place or period; switch data set ("and the weather then?"); narrow ("only the delayed
 * ones", "only midway"). Near misses that must be asked back (another state under row-level
 * security, a column or a period the data lacks, a write, a question naming no measure) carry
 * `expect: ASK`. P17C-86–P17C-103 are probes written after the rules, in other words. Answers are SQL
 * on the raw tables of the demo DuckDB file. Scored by test/chat/passes.test.ts (label `pass17c`).
 */

/** A place, a period, a measure or a grain swapped. */
const SWAPPED: readonly QuestionCase[] = [
  {
    id: 'P17C-01',
    q: ['how many flights left Chicago in April?', '…', 'and Houston?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Houston' AND ${flightMonth(4)}`,
  },
  {
    id: 'P17C-02',
    q: ['avg dep delay SEA->SFO in jan', '…', 'feb?'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SEA' AND destination = 'SFO' AND ${monthOf('date', 2001, 2)}`,
  },
  {
    id: 'P17C-03',
    q: ['total distance flown out of Atlanta in may 2001', '…', 'ok now do the same for june'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FO} WHERE o.city = 'Atlanta' AND ${flightMonth(6)}`,
  },
  {
    id: 'P17C-04',
    q: ['MSFT highest price in 2007', '…', 'lowest?'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2007)}`,
  },
  {
    id: 'P17C-05',
    q: ['life expectancy in brazil in 1985', '…', 'and fertility'],
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Brazil' AND year = 1985`,
  },
  {
    id: 'P17C-06',
    q: ['how much rain fell in Seatle in 2013', '…', '2014 then?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2014)}`,
  },
  {
    id: 'P17C-07',
    q: ['average price of AAPL in 2009', '…', 'by quarter'],
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'P17C-08',
    q: ['flights out of Boston per month in Q1', '…', 'daily instead'],
    sql: `SELECT ${ts("date_trunc('day', f.date)")} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Boston' AND ${between('f.date', '2001-01-01', '2001-04-01')} GROUP BY 1`,
  },
  {
    id: 'P17C-09',
    q: ['how many flghts out of Newark in March?', '…', "what's the avg delay"],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Newark' AND ${flightMonth(3)}`,
  },
  {
    id: 'P17C-10',
    q: ['avg wind in seattle in 2012', '…', 'average low instead'],
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${yearOf('date', 2012)}`,
  },
  {
    id: 'P17C-11',
    q: ['population of Mexico in 1995', '…', 'and Canada, same year'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Canada' AND year = 1995`,
  },
  {
    id: 'P17C-12',
    q: ['flights from DFW to Chicago in Feb', '…', 'to NYC instead'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE f.origin = 'DFW' AND d.city = 'New York' AND ${flightMonth(2)}`,
  },
  {
    id: 'P17C-13',
    q: ['how many sunny days did seattle have in 2014', '…', 'rainy?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P17C-14',
    q: ['number of flights out of Orlando last month', '…', 'the month before?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Orlando' AND ${flightMonth(5)}`,
  },
  {
    id: 'P17C-15',
    q: ['amzn average price, jan 2010', '…', 'same thing a year earlier'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${monthOf('date', 2009, 1)}`,
  },
  {
    id: 'P17C-16',
    q: ['avg delay for flights into Miami in april', '…', 'and out of Miami?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Miami' AND ${flightMonth(4)}`,
  },
];

/** A breakdown added or removed. */
const BREAKDOWN: readonly QuestionCase[] = [
  {
    id: 'P17C-17',
    q: ['avg delay from ORD in 2001', '…', 'break that down by month'],
    sql: `SELECT ${monthly('date')} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD' AND ${yearOf('date', 2001)} GROUP BY 1`,
  },
  {
    id: 'P17C-18',
    q: ['how many flights went to Texas in May, by destination airport', '…', 'just give me the total'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.state = 'TX' AND ${flightMonth(5)}`,
  },
  {
    id: 'P17C-19',
    q: ['average fertility in 2000 by cluster', '…', 'remove the split'],
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE year = 2000`,
  },
  {
    id: 'P17C-20',
    q: ['total precip in seattle in 2015', '…', 'split by weather type'],
    sql: `SELECT weather, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1`,
  },
  {
    id: 'P17C-21',
    q: ['flights out of Phoenix in June', '…', 'by destination state'],
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Phoenix' AND ${flightMonth(6)} GROUP BY 1`,
  },
  {
    id: 'P17C-22',
    q: ['avg price per symbol in 2008', '…', 'now by symbol and month'],
    sql: `SELECT symbol, ${monthly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2008)} GROUP BY 1, 2`,
  },
  {
    id: 'P17C-23',
    q: ['delayed flights from Boston in Q2', '…', 'per month pls'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS delayed_flights FROM ${FO} WHERE o.city = 'Boston' AND f.delay > 15 AND ${between('f.date', '2001-04-01', '2001-07-01')} GROUP BY 1`,
  },
  {
    id: 'P17C-24',
    q: ['how many days of fog in 2013', '…', 'by month'],
    sql: `SELECT ${monthly('date')} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2013)} GROUP BY 1`,
  },
];

/** Limits and orderings. */
const LIMITS: readonly QuestionCase[] = [
  {
    id: 'P17C-25',
    q: ['busiest destinations from Atlanta in March', '…', 'just the top 3'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' AND ${flightMonth(3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P17C-26',
    q: ['avg delay by origin state in April, highest first', '…', 'reverse the order'],
    sql: `SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${FO} WHERE ${flightMonth(4)} GROUP BY 1 ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'P17C-27',
    q: ['top 10 origins by number of flights in Jan', '…', 'drop the first'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE ${monthOf('date', 2001, 1)} GROUP BY 1 ORDER BY 2 DESC LIMIT 9 OFFSET 1`,
    ordered: true,
  },
  {
    id: 'P17C-28',
    q: ['which symbols had the highest avg price in 2004', '…', 'only the top 2'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2004)} GROUP BY 1 ORDER BY 2 DESC LIMIT 2`,
    ordered: true,
  },
  {
    id: 'P17C-29',
    q: ['least populated countries in 1960', '…', 'give me 3'],
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 1960 GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P17C-30',
    q: ['which months of 2014 had the most rain in seattle', '…', 'top 3 only'],
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P17C-31',
    q: ['top 4 destination states for flights from California in Feb', '…', 'show 8'],
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND ${flightMonth(2)} GROUP BY 1 ORDER BY 2 DESC LIMIT 8`,
    ordered: true,
  },
  {
    id: 'P17C-32',
    q: ['rank the stocks by their max price in 2009', '…', 'lowest first'],
    sql: `SELECT symbol, max(price) AS max_price FROM stocks WHERE ${yearOf('date', 2009)} GROUP BY 1 ORDER BY 2 ASC`,
    ordered: true,
  },
];

/** Pointers back at a row or value shown. */
const POINTERS: readonly QuestionCase[] = [
  {
    id: 'P17C-33',
    q: ['which month had the most flights out of Denver', '…', 'what was the avg delay that month?'],
    // Corrected: a pointer at the month shown keeps the month and its count beside the measure (as P16C-33).
    sql: `WITH m AS (SELECT date_trunc('month', f.date) AS mo FROM ${FO} WHERE o.city = 'Denver' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)
      SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Denver' AND date_trunc('month', f.date) = (SELECT mo FROM m) GROUP BY 1`,
  },
  {
    id: 'P17C-34',
    q: ['top 3 destinations from Seattle in May', '…', 'avg delay to those airports?'],
    // Corrected once it was read: the rows shown keep their count beside the measure, as "what was
    // their average delay?" does (the planner's convention for a measure asked of the rows shown).
    sql: `WITH top AS (SELECT f.destination FROM ${FO} WHERE o.city = 'Seattle' AND ${flightMonth(5)} GROUP BY 1 ORDER BY count(*) DESC LIMIT 3)
      SELECT f.destination, count(*) AS flight_count, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Seattle' AND ${flightMonth(5)} AND f.destination IN (SELECT destination FROM top) GROUP BY 1`,
  },
  {
    id: 'P17C-35',
    q: [
      '5 biggest origin airports in April by flights',
      '…',
      'the second one - how many of its flights were delayed?',
    ],
    sql: `SELECT count(*) AS delayed_flights FROM flights WHERE origin = 'DFW' AND delay > 15 AND ${monthOf('date', 2001, 4)}`,
  },
  {
    id: 'P17C-36',
    q: ['which year was the wettest in Seattle', '…', 'how many snow days that year?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P17C-37',
    q: ['which stock had the highest average price in 2007', '…', 'its max price that year?'],
    sql: `WITH s AS (SELECT symbol FROM stocks WHERE ${yearOf('date', 2007)} GROUP BY 1 ORDER BY avg(price) DESC LIMIT 1)
      SELECT max(price) AS max_price FROM stocks WHERE symbol = (SELECT symbol FROM s) AND ${yearOf('date', 2007)}`,
  },
  {
    id: 'P17C-38',
    q: ['country with the highest fertility in 1975', '…', 'and its life expectancy then'],
    sql: `WITH c AS (SELECT country FROM gapminder WHERE year = 1975 GROUP BY 1 ORDER BY avg(fertility) DESC LIMIT 1)
      SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = (SELECT country FROM c) AND year = 1975`,
  },
  {
    id: 'P17C-39',
    q: ['busiest day for flights out of LAX', '…', 'how many left SFO that day?'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND ${between('date', '2001-06-29', '2001-06-30')}`,
  },
];

/** Compared with another place or period. */
const COMPARED: readonly QuestionCase[] = [
  {
    id: 'P17C-40',
    q: ['avg delay out of Chicago in March', '…', 'compare with Houston'],
    sql: `SELECT o.city AS origin_city, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city IN ('Chicago', 'Houston') AND ${flightMonth(3)} GROUP BY 1`,
  },
  {
    id: 'P17C-41',
    q: ['how many flights out of Atlanta in Feb', '…', 'vs January'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' AND ${between('f.date', '2001-01-01', '2001-03-01')} GROUP BY 1`,
  },
  {
    id: 'P17C-42',
    q: ['AAPL avg price 2008', '…', 'compare to MSFT'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('AAPL', 'MSFT') AND ${yearOf('date', 2008)} GROUP BY 1`,
  },
  {
    id: 'P17C-43',
    q: ['seattle avg high in july 2015', '…', 'how does that compare to july 2014'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE (${monthOf('date', 2014, 7)}) OR (${monthOf('date', 2015, 7)}) GROUP BY 1`,
  },
  {
    id: 'P17C-44',
    q: ['life expectancy in India 2005', '…', 'vs China'],
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country IN ('India', 'China') AND year = 2005 GROUP BY 1`,
  },
];

/** Another data set named in the follow-up. */
const SWITCHED: readonly QuestionCase[] = [
  {
    id: 'P17C-45',
    q: ['AMZN max price in 2005', '…', 'and the population of Japan that year?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Japan' AND year = 2005`,
  },
  {
    id: 'P17C-46',
    q: ['fertility in the US in 2000', '…', 'what was MSFT trading at on average that year'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2000)}`,
  },
];

/** Narrowed to part of the rows. */
const NARROWED: readonly QuestionCase[] = [
  {
    id: 'P17C-47',
    q: ['how many flights from Denver to Las Vegas in April', '…', 'only the delayed ones'],
    sql: `SELECT count(*) AS delayed_flights FROM ${FOD} WHERE o.city = 'Denver' AND d.city = 'Las Vegas' AND f.delay > 15 AND ${flightMonth(4)}`,
  },
  {
    id: 'P17C-48',
    q: ['avg delay by destination from Boston in Jan', '…', 'only flights over 1000 miles'],
    // Corrected: analytics-app is contract-only and the flights contract has no per-flight distance to
    // filter on (only its sums and averages), so the threshold must be asked back.
    expect: ASK,
  },
  {
    id: 'P17C-49',
    q: ['flights out of Texas by airport in March', '…', 'just the Houston ones'],
    sql: `SELECT f.origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Houston' AND ${flightMonth(3)} GROUP BY 1`,
  },
  {
    id: 'P17C-50',
    q: ['days by weather type in 2015', '…', 'only days where the high was above 25 degrees'],
    // Corrected: as P17C-48, the weather contract has no per-day high to filter on (only its average).
    expect: ASK,
  },
  {
    id: 'P17C-51',
    q: ['average price by symbol in 2003', '…', 'leave out amazon'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol <> 'AMZN' AND ${yearOf('date', 2003)} GROUP BY 1`,
  },
  {
    id: 'P17C-52',
    q: ['how many flights out of chicgo in June', '…', 'only midway'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'MDW' AND ${monthOf('date', 2001, 6)}`,
  },
];

/** Relative periods stepped back. */
const RELATIVE: readonly QuestionCase[] = [
  {
    id: 'P17C-53',
    q: ['flights out of Philly in Q2', '…', 'previous quarter?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Philadelphia' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P17C-54',
    q: ['avg seattle high last year', '…', 'and the year before that'],
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${yearOf('date', 2014)}`,
  },
  {
    id: 'P17C-55',
    q: ['IBM average price last month', '…', 'and a year before that?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${monthOf('date', 2009, 3)}`,
  },
];

/** state-portal, under row-level security by the caller's state. */
const PORTAL: readonly QuestionCase[] = [
  {
    id: 'P17C-56',
    ...portal('TX'),
    q: ['how many flights did we have in March', '…', 'and April?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(4)}`,
  },
  {
    id: 'P17C-57',
    ...portal('CA'),
    q: ['avg delay of our departures by airport in may', '…', 'top 3 worst only'],
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' AND ${flightMonth(5)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P17C-58',
    ...portal('FL'),
    q: ['our flights to Atlanta in Jan', '…', 'to Charlotte instead'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'FL' AND d.city = 'Charlotte' AND ${flightMonth(1)}`,
  },
  {
    id: 'P17C-59',
    ...portal('NY'),
    q: ['flights out of JFK per month', '…', 'now LaGuardia'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'NY' AND f.origin = 'LGA' GROUP BY 1`,
  },
  {
    id: 'P17C-60',
    ...portal('IL'),
    q: ['how many of our flights were delayed in Feb', '…', 'and in june'],
    sql: `SELECT count(*) AS delayed_flights FROM ${FO} WHERE o.state = 'IL' AND f.delay > 15 AND ${flightMonth(6)}`,
  },
];

/** ops-agent, under row-level security, with a SQL fallback. */
const OPS: readonly QuestionCase[] = [
  {
    id: 'P17C-61',
    ...ops('WA'),
    q: ['avg delay from SEA to SFO (Jan)', '…', 'how about to LAX'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'WA' AND f.origin = 'SEA' AND f.destination = 'LAX' AND ${flightMonth(1)}`,
  },
  {
    id: 'P17C-62',
    ...ops('CO'),
    q: ['flights by destination from Denver in June', '…', 'top 5'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CO' AND o.city = 'Denver' AND ${flightMonth(6)} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P17C-63',
    ...ops('NV'),
    q: ['how many flights out of Vegas in March', '…', 'and the average distance?'],
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FO} WHERE o.state = 'NV' AND o.city = 'Las Vegas' AND ${flightMonth(3)}`,
  },
  {
    id: 'P17C-64',
    ...ops('TX'),
    q: ['delayed departures from DFW in May', '…', 'and from Austin?'],
    sql: `SELECT count(*) AS delayed_flights FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Austin' AND f.delay > 15 AND ${flightMonth(5)}`,
  },
  {
    id: 'P17C-65',
    ...ops('AZ'),
    q: ['our busiest month', '…', 'how many of those flights went to California?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'AZ' AND d.state = 'CA' AND ${flightMonth(3)}`,
  },
];

/** sql-explorer, over the raw tables. */
const SQL_ONLY: readonly QuestionCase[] = [
  {
    id: 'P17C-66',
    slug: SQL,
    q: ['how many airports in Montana', '…', 'and Wyoming?'],
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'WY'`,
  },
  {
    id: 'P17C-67',
    slug: SQL,
    q: ['avg delay from SEA in jan', '…', 'std dev instead'],
    sql: `SELECT stddev_samp(delay) AS stddev_delay FROM flights WHERE origin = 'SEA' AND ${monthOf('date', 2001, 1)}`,
  },
  {
    id: 'P17C-68',
    slug: SQL,
    q: ['90th percentile of delay out of ORD in March', '…', 'and the median'],
    sql: `SELECT median(delay) AS median_delay FROM flights WHERE origin = 'ORD' AND ${monthOf('date', 2001, 3)}`,
  },
  {
    id: 'P17C-69',
    slug: SQL,
    q: ['how many days with snow in seattle', '…', 'per year'],
    // Corrected: sql-explorer names a count of the weather table's rows row_count.
    sql: `SELECT ${yearly('date')} AS date, count(*) AS row_count FROM seattle_weather WHERE weather = 'snow' GROUP BY 1`,
  },
  {
    id: 'P17C-70',
    slug: SQL,
    q: ['max wind in seattle 2015', '…', 'and the year before'],
    sql: `SELECT max(wind) AS max_wind FROM seattle_weather WHERE ${yearOf('date', 2014)}`,
  },
  {
    id: 'P17C-71',
    slug: SQL,
    q: ['flights from SFO to LAX in April', '…', 'reverse the direction and give me the avg delay'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'LAX' AND destination = 'SFO' AND ${monthOf('date', 2001, 4)}`,
  },
  {
    id: 'P17C-72',
    slug: SQL,
    q: ['airports in Alaska', '…', 'just the count'],
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'AK'`,
  },
  {
    id: 'P17C-73',
    slug: SQL,
    q: ['flights by origin in feb, top 5', '…', 'make it 10'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE ${monthOf('date', 2001, 2)} GROUP BY 1 ORDER BY 2 DESC LIMIT 10`,
    ordered: true,
  },
];

/** Near misses: the follow-up asks for what the data does not hold, or strays outside the caller's rows. */
const NEAR_MISSES: readonly QuestionCase[] = [
  {
    id: 'P17C-74',
    q: ['how many rainy days in seattle in 2013', '…', 'and what did IBM average that year?'],
    expect: ASK,
  },
  { id: 'P17C-75', q: ['wettest month in 2012 in seattle', '…', 'and the flights that month?'], expect: ASK },
  { id: 'P17C-76', q: ['avg price of GOOG in 2010', '…', 'and the weather then?'], expect: ASK },
  { id: 'P17C-77', ...portal('GA'), q: ['our avg delay in april', '…', 'what about Florida?'], expect: ASK },
  {
    id: 'P17C-78',
    ...ops('MA'),
    q: ['avg delay of our flights in Jan', '…', 'now for Connecticut'],
    expect: ASK,
  },
  {
    id: 'P17C-79',
    ...ops('NY'),
    q: ['number of flights from NY in april', '…', 'now delete those rows'],
    expect: ASK,
  },
  {
    id: 'P17C-80',
    slug: SQL,
    q: ['avg temp_max in seattle in 2013', '…', 'and the stock price of AAPL?'],
    expect: ASK,
  },
  { id: 'P17C-81', q: ['avg delay from SEA in March', '…', 'by airline'], expect: ASK },
  { id: 'P17C-82', q: ['flights out of Boston last month', '…', 'and the same month in 2000?'], expect: ASK },
  { id: 'P17C-83', q: ['population of Germany in 1990', '…', 'and its GDP?'], expect: ASK },
  { id: 'P17C-84', q: ['avg delay out of ORD in June', '…', 'update them all to zero'], expect: ASK },
  // Corrected: the first turn is answered as Denver's departures (shown to the user), so the follow-up
  // asks the same for June.
  {
    id: 'P17C-85',
    q: ['tell me about Denver', '…', 'and for June?'],
    // Since pass 17a/17b, "tell me about Denver" names no figure and is asked back, so the follow-up
    // has no measure to carry either (first written as Denver's departures in June).
    expect: ASK,
  },
];

/**
 * Probes written after the rules, in other words, to check that they carry (P17C-86 onwards): each
 * names the rule it probes.
 */
const PROBES: readonly QuestionCase[] = [
  // A period pointer after one ranked period, with a new place or condition: asked within that period.
  {
    id: 'P17C-86',
    q: ['which month had the fewest flights out of Atlanta', '…', 'how many went to Boston that month?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Atlanta' AND d.city = 'Boston' AND ${flightMonth(2)}`,
  },
  {
    id: 'P17C-87',
    q: ['what year had the highest avg wind in seattle', '…', 'how many foggy days that year?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P17C-88',
    ...portal('CO'),
    q: ['our busiest month', '…', 'how many of them went to Texas?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CO' AND d.state = 'TX' AND ${flightMonth(3)}`,
  },
  // A request to change data is refused however it follows on.
  { id: 'P17C-89', q: ['avg delay from SFO in May', '…', 'ok now insert a row for June'], expect: ASK },
  { id: 'P17C-90', slug: SQL, q: ['airports in Oregon', '…', 'please update their names'], expect: ASK },
  // A measure named beside asking words swaps the measure of a narrowed question.
  {
    id: 'P17C-91',
    q: ['number of flights out of Denver in April', '…', 'what is the average distance?'],
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FO} WHERE o.city = 'Denver' AND ${flightMonth(4)}`,
  },
  {
    id: 'P17C-92',
    q: ['AAPL highest price 2006', '…', "what's the lowest price"],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2006)}`,
  },
  // "previous <unit>" after a named period is the unit before it; a step across a relative window's units.
  {
    id: 'P17C-93',
    q: ['avg delay out of SEA in May', '…', 'previous month?'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SEA' AND ${monthOf('date', 2001, 4)}`,
  },
  {
    id: 'P17C-94',
    q: ['total rain in seattle in 2014', '…', 'the prior year'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  { id: 'P17C-95', q: ['how many flights out of Denver last month', '…', 'a year earlier?'], expect: ASK },
  // The follow-up reading that leaves fewer words out wins over the message read alone.
  {
    id: 'P17C-96',
    q: ['flights from Denver to Phoenix in March', '…', 'flip the direction and show me the total distance'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FOD} WHERE o.city = 'Phoenix' AND d.city = 'Denver' AND ${flightMonth(3)}`,
  },
  // An amount in a unit beside a count is each row's: a contract asks back.
  {
    id: 'P17C-97',
    q: ['how many flights from Chicago in May', '…', 'only ones over 2000 miles'],
    expect: ASK,
  },
  { id: 'P17C-98', q: 'number of days above 30 degrees in 2014', expect: ASK },
  // "back then", "at the time" on another data set carry the period named.
  {
    id: 'P17C-99',
    q: ['MSFT max price in 2005', '…', 'and the population of France back then?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'France' AND year = 2005`,
  },
  // "those <noun>" where the noun is the shown breakdown's own word; "last month" of monthly data.
  {
    id: 'P17C-101',
    q: ['busiest 4 origins in Texas in March', '…', 'what was the avg delay at those airports'],
    sql: `WITH top AS (SELECT f.origin FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(3)} GROUP BY 1 ORDER BY count(*) DESC LIMIT 4)
      SELECT f.origin, count(*) AS flight_count, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(3)} AND f.origin IN (SELECT origin FROM top) GROUP BY 1`,
  },
  {
    id: 'P17C-102',
    q: ['AMZN max price last month', '…', 'and the min?'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AMZN' AND ${monthOf('date', 2010, 3)}`,
  },
  // Several leftover words that, with the earlier question's, make one measure's phrase.
  {
    id: 'P17C-103',
    slug: SQL,
    q: ['median distance of flights out of Denver in May', '…', 'what about the std deviation'],
    sql: `SELECT stddev_samp(f.distance) AS stddev_distance FROM ${FO} WHERE o.city = 'Denver' AND ${flightMonth(5)}`,
  },
  {
    id: 'P17C-100',
    q: ['total precipitation in seattle in 2014', '…', 'and the AAPL price at the time?'],
    expect: ASK,
  },
];

export const PASS17C_QUESTIONS: readonly QuestionCase[] = [
  ...SWAPPED,
  ...BREAKDOWN,
  ...LIMITS,
  ...POINTERS,
  ...COMPARED,
  ...SWITCHED,
  ...NARROWED,
  ...RELATIVE,
  ...PORTAL,
  ...OPS,
  ...SQL_ONLY,
  ...NEAR_MISSES,
  ...PROBES,
];
