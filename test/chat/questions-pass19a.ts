import {
  ASK,
  between,
  FO,
  FOD,
  flightMonth,
  inState,
  monthly,
  monthOf,
  ops,
  portal,
  quarterly,
  SQL,
  yearly,
  yearOf,
} from './question-sql.js';
import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 19a (P19A-01–P19A-85): follow-up conversations of two to four turns,
 * written before the planner was read or changed, over every demo consumer (mostly analytics-app;
 * state-portal and ops-agent with the caller's state in context; sql-explorer). Only the last turn is
 * scored, and it keeps every part of the earlier question that it does not change. The follow-ups swap
 * a place, a period, a measure or a grain; compare in many wordings ("put that next to 2005", "side by
 * side with Denver", "vs the year before", "how does that stack up against X"); point back ("the top
 * one", "the second", "those months", "the same period"); step a statistic ("what about the 75th");
 * turn a route ("count both directions", "the other way round", "round trip"); follow stocks, gapminder
 * and weather answers ("bottom close that same year", "and its population then?", "the windiest one");
 * trim or reorder a list ("just the first three", "sort them the other way", "exclude X"); break a
 * single figure down ("and per month?", "by destination state"); and carry casual wording and small
 * typos. Near misses that must be asked back (another state's rows under row-level security, a column
 * the data lacks, a period outside the data, a write) carry `expect: ASK`. Answers are SQL on the raw
 * tables of the demo DuckDB file. Scored by test/chat/passes.test.ts (label `pass19a`).
 */

/** A place, a period, a measure or a grain swapped. */
const SWAPPED: readonly QuestionCase[] = [
  {
    id: 'P19A-01',
    q: ['how many flights left Seattle in February?', '…', 'and Las Vegas'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Las Vegas' AND ${flightMonth(2)}`,
  },
  {
    id: 'P19A-02',
    q: ['total distance flown out of Miami in Q1', '…', 'make that the average distance'],
    sql: `SELECT avg(distance) AS avg_distance FROM ${FO} WHERE o.city = 'Miami' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P19A-03',
    q: ['delayed flights from Dallas by month', '…', 'by quarter instead'],
    sql: `SELECT ${quarterly('f.date')} AS flight_date, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.city = 'Dallas' GROUP BY 1`,
  },
  {
    id: 'P19A-04',
    q: ['how many days did it snow in Seattle in 2012?', '…', 'and 2015?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'P19A-05',
    q: ['average wind in seattle in march 2014', '…', 'and the average low that month?'],
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${monthOf('date', 2014, 3)}`,
  },
  {
    id: 'P19A-06',
    q: ['MSFT lowest close in 2008', '…', 'and the highest?'],
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2008)}`,
  },
  {
    id: 'P19A-07',
    q: ['GOOG average price in 2009', '…', 'per quarter?'],
    sql: `SELECT ${quarterly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'P19A-08',
    q: ['population of Nigeria in 1955', '…', 'and in 2005?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Nigeria' AND year = 2005`,
  },
  {
    id: 'P19A-09',
    q: ['life expectancy in Kenya in 1990', '…', 'what about fertility'],
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Kenya' AND year = 1990`,
  },
  {
    id: 'P19A-10',
    q: ['average delay out of Orlando in May', '…', 'and into Orlando?'],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FOD} WHERE d.city = 'Orlando' AND ${flightMonth(5)}`,
  },
];

/** A comparison said in many ways. */
const COMPARED: readonly QuestionCase[] = [
  {
    id: 'P19A-11',
    q: ['life expectancy in Brazil in 1980', '…', 'put that next to 2005'],
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Brazil' AND year IN (1980, 2005) GROUP BY 1`,
  },
  {
    id: 'P19A-12',
    q: ['avg delay from Phoenix in May', '…', 'side by side with Denver'],
    sql: `SELECT o.city AS origin_city, avg(delay) AS avg_delay FROM ${FO} WHERE o.city IN ('Phoenix', 'Denver') AND ${flightMonth(5)} GROUP BY 1`,
  },
  {
    id: 'P19A-13',
    q: ['IBM average price in 2007', '…', 'vs the year before'],
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${between('date', '2006-01-01', '2008-01-01')} GROUP BY 1`,
  },
  {
    id: 'P19A-14',
    q: ['how many flights to Miami in March', '…', 'how does that stack up against Orlando?'],
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FOD} WHERE d.city IN ('Miami', 'Orlando') AND ${flightMonth(3)} GROUP BY 1`,
  },
  {
    id: 'P19A-15',
    q: ['total rainfall in seattle in 2013', '…', 'compare to 2012'],
    sql: `SELECT ${yearly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2012-01-01', '2014-01-01')} GROUP BY 1`,
  },
  {
    id: 'P19A-16',
    q: ['fertility in Japan in 2005', '…', 'how does that compare with Italy'],
    sql: `SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE country IN ('Japan', 'Italy') AND year = 2005 GROUP BY 1`,
  },
  {
    id: 'P19A-17',
    q: ['delayed flights out of Chicago in April', '…', 'versus May'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.city = 'Chicago' AND ${between('f.date', '2001-04-01', '2001-06-01')} GROUP BY 1`,
  },
  {
    id: 'P19A-18',
    q: ['AMZN average price in 2003', '…', 'and next to Apple?'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('AMZN', 'AAPL') AND ${yearOf('date', 2003)} GROUP BY 1`,
  },
  {
    id: 'P19A-19',
    q: ['average high in Seattle in August 2015', '…', 'against the same month a year earlier'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${monthOf('date', 2014, 8)} OR ${monthOf('date', 2015, 8)} GROUP BY 1`,
  },
  {
    id: 'P19A-20',
    q: ['population of Brazil and Mexico in 1960', '…', 'which of the two grew more by 2005?'],
    sql: `SELECT country, year, sum(pop) AS total_population FROM gapminder WHERE country IN ('Brazil', 'Mexico') AND year IN (1960, 2005) GROUP BY 1, 2`,
  },
];

/** A pointer back at an earlier answer. */
const POINTERS: readonly QuestionCase[] = [
  {
    id: 'P19A-21',
    q: ['top 3 origin airports by flights in June', '…', 'the top one: what was its average delay in June?'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights f WHERE ${flightMonth(6)} AND origin = (SELECT origin FROM flights f WHERE ${flightMonth(6)} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)`,
  },
  {
    id: 'P19A-22',
    q: [
      'which 5 origin states had the most departures',
      '…',
      'how many delayed flights did the second have?',
    ],
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = (SELECT o.state FROM ${FO} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1 OFFSET 1)`,
  },
  {
    id: 'P19A-23',
    q: ['the 3 rainiest months of 2014', '…', 'average high in those months'],
    // Expectation corrected: a pointer at the ranked rows shown keeps them and their figure beside the
    // new one (as P18A-30), so the three months' rainfall stays.
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE date_trunc('month', date) IN (SELECT date_trunc('month', date) FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1 ORDER BY sum(precipitation) DESC LIMIT 3) GROUP BY 1`,
  },
  {
    id: 'P19A-24',
    q: ['avg delay from Seattle in Q1', '…', 'flights from San Diego in the same period'],
    // Expectation corrected: "flights from San Diego" after an average names the rows, not a count
    // (a row-count word after the value it qualifies keeps the earlier measure, followup.ts qualifyingCount).
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'San Diego' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P19A-25',
    q: ['which year had the most sunny days in seattle', '…', 'total rain that year'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE year(date) = (SELECT year(date) FROM seattle_weather WHERE weather = 'sun' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)`,
  },
  {
    id: 'P19A-26',
    q: ['which country had the lowest life expectancy in 1970', '…', "that one's fertility in 1970?"],
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE year = 1970 AND country = (SELECT country FROM gapminder WHERE year = 1970 GROUP BY 1 ORDER BY avg(life_expect) ASC LIMIT 1)`,
  },
  {
    id: 'P19A-27',
    q: ['when did AAPL hit its highest close?', '…', 'bottom close that same year'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AAPL' AND year(date) = (SELECT year(date) FROM stocks WHERE symbol = 'AAPL' ORDER BY price DESC LIMIT 1)`,
  },
  {
    id: 'P19A-28',
    q: ['country with the highest fertility in 1990', '…', 'and its population then?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE year = 1990 AND country = (SELECT country FROM gapminder WHERE year = 1990 GROUP BY 1 ORDER BY avg(fertility) DESC LIMIT 1)`,
  },
  {
    id: 'P19A-29',
    q: ['which stock had the lowest average price in 2005?', '…', 'and its peak that year?'],
    sql: `SELECT max(price) AS max_price FROM stocks WHERE ${yearOf('date', 2005)} AND symbol = (SELECT symbol FROM stocks WHERE ${yearOf('date', 2005)} GROUP BY 1 ORDER BY avg(price) ASC LIMIT 1)`,
  },
  {
    id: 'P19A-30',
    q: ['busiest destination from Atlanta', '…', 'average delay of flights from Atlanta to that one'],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Atlanta' AND f.destination = (SELECT f.destination FROM ${FO} WHERE o.city = 'Atlanta' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)`,
  },
];

/** Routes turned round or counted both ways. */
const ROUTES: readonly QuestionCase[] = [
  {
    id: 'P19A-31',
    q: ['flights from SEA to SFO in March', '…', 'the other way round'],
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE origin = 'SFO' AND destination = 'SEA' AND ${flightMonth(3)}`,
  },
  {
    id: 'P19A-32',
    q: ['number of flights LAX to JFK', '…', 'count both directions'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE (origin = 'LAX' AND destination = 'JFK') OR (origin = 'JFK' AND destination = 'LAX')`,
  },
  {
    id: 'P19A-33',
    slug: SQL,
    q: ['how many flights from BOS to LGA', '…', 'count both directions'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE (origin = 'BOS' AND destination = 'LGA') OR (origin = 'LGA' AND destination = 'BOS')`,
  },
  {
    id: 'P19A-34',
    slug: SQL,
    q: ['average delay on flights from ORD to ATL', '…', 'round trip'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE (origin = 'ORD' AND destination = 'ATL') OR (origin = 'ATL' AND destination = 'ORD')`,
  },
  {
    id: 'P19A-35',
    q: ['how many flights from Dallas to Houston in May?', '…', 'and the other direction?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Houston' AND d.city = 'Dallas' AND ${flightMonth(5)}`,
  },
];

/** Statistics over flights for the consumers that fall back to SQL. */
const STATISTICS: readonly QuestionCase[] = [
  {
    id: 'P19A-36',
    ...ops('TX'),
    q: ['median delay for our departures in March', '…', 'what about the 75th'],
    sql: `SELECT quantile_cont(delay, 0.75) AS p75_delay FROM flights WHERE ${inState('TX')} AND ${monthOf('date', 2001, 3)}`,
  },
  {
    id: 'P19A-37',
    ...ops('CA'),
    q: ['90th percentile delay out of LAX', '…', 'and at SFO?'],
    sql: `SELECT quantile_cont(delay, 0.9) AS p90_delay FROM flights WHERE origin = 'SFO'`,
  },
  {
    id: 'P19A-38',
    ...ops('IL'),
    q: ['median distance of flights out of ORD', '…', 'and the 25th percentile'],
    sql: `SELECT quantile_cont(distance, 0.25) AS p25_distance FROM flights WHERE origin = 'ORD'`,
  },
  {
    id: 'P19A-39',
    ...ops('GA'),
    q: ['avg delay of ATL departures in April', '…', 'what about the median'],
    sql: `SELECT median(delay) AS median_delay FROM flights WHERE origin = 'ATL' AND ${monthOf('date', 2001, 4)}`,
  },
  {
    id: 'P19A-40',
    slug: SQL,
    q: ['median delay out of DEN', '…', 'by month'],
    sql: `SELECT strftime(date_trunc('month', date), '%Y-%m-%dT%H:%M:%S') AS date, median(delay) AS median_delay FROM flights WHERE origin = 'DEN' GROUP BY 1`,
  },
  {
    id: 'P19A-41',
    slug: SQL,
    q: ['95th percentile delay for flights into BOS', '…', 'and the 99th?'],
    sql: `SELECT quantile_cont(delay, 0.99) AS p99_delay FROM flights WHERE destination = 'BOS'`,
  },
];

/** Weather follow-ups. */
const WEATHER: readonly QuestionCase[] = [
  {
    id: 'P19A-42',
    q: ['how many foggy days in 2013', '…', 'by month?'],
    sql: `SELECT ${monthly('date')} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2013)} GROUP BY 1`,
  },
  {
    id: 'P19A-43',
    q: ['average wind speed by year', '…', 'what about the windiest one'],
    sql: `SELECT ${yearly('date')} AS date, avg(wind) AS avg_wind FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P19A-44',
    q: ['number of rainy days in 2015', '…', 'and in summer?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${between('date', '2015-06-01', '2015-09-01')}`,
  },
  {
    id: 'P19A-45',
    q: ['average low in december 2012', '…', 'and the same month in 2014'],
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${monthOf('date', 2014, 12)}`,
  },
  {
    id: 'P19A-46',
    q: ['total precipitation in 2014', '…', 'and in winter (dec 2014 to feb 2015)?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2014-12-01', '2015-03-01')}`,
  },
  {
    id: 'P19A-47',
    q: ['average high by month in 2013', '…', 'which was the hottest?'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${yearOf('date', 2013)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P19A-48',
    slug: SQL,
    q: ['how many days had more than 20 mm of rain', '…', 'and in 2015 only?'],
    // Expectation corrected: sql-explorer names a count of the weather table's rows row_count.
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation > 20 AND ${yearOf('date', 2015)}`,
  },
];

/** A list trimmed, reordered or narrowed; a single figure broken down. */
const LISTS: readonly QuestionCase[] = [
  {
    id: 'P19A-49',
    q: ['top 10 destinations from Denver', '…', 'just the first three'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P19A-50',
    q: ['origin states ranked by average delay', '…', 'sort them the other way'],
    sql: `SELECT o.state AS origin_state, avg(delay) AS avg_delay FROM ${FO} GROUP BY 1 ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'P19A-51',
    q: ['average price by stock in 2009', '…', 'exclude IBM'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol <> 'IBM' AND ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'P19A-52',
    q: ['top 5 countries by population in 2005', '…', 'leave out China and India'],
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2005 AND country NOT IN ('China', 'India') GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P19A-53',
    q: ['how many flights left Boston in 2001?', '…', 'and per month?'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Boston' GROUP BY 1`,
  },
  {
    id: 'P19A-54',
    q: ['total miles flown out of Atlanta', '…', 'break it down by destination state'],
    sql: `SELECT d.state AS destination_state, sum(distance) AS total_distance FROM ${FOD} WHERE o.city = 'Atlanta' GROUP BY 1`,
  },
  {
    id: 'P19A-55',
    q: ['days of each weather type in 2012', '…', 'without sun'],
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE weather <> 'sun' AND ${yearOf('date', 2012)} GROUP BY 1`,
  },
  {
    id: 'P19A-56',
    q: ['life expectancy by cluster in 2000', '…', 'lowest first'],
    sql: 'SELECT cluster, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2000 GROUP BY 1 ORDER BY 2 ASC',
    ordered: true,
  },
  {
    id: 'P19A-57',
    q: ['AAPL average price in 2008', '…', 'by month please'],
    sql: `SELECT ${monthly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2008)} GROUP BY 1`,
  },
];

/** Casual wording and small typos. */
const CASUAL: readonly QuestionCase[] = [
  {
    id: 'P19A-58',
    q: ['hw many flights frm LAX in april', '…', 'n to LAX?'],
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE destination = 'LAX' AND ${flightMonth(4)}`,
  },
  {
    id: 'P19A-59',
    q: ['aapl price 2007', '…', 'msft same yr'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2007)}`,
  },
  {
    id: 'P19A-60',
    q: ['populaton of canada 1980', '…', 'mexico?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Mexico' AND year = 1980`,
  },
  {
    id: 'P19A-61',
    q: ['total precip 2014 pls', '…', 'k now 2013'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'P19A-62',
    q: [
      'avg delay out of denver in june',
      '…',
      'hmm and phoenix?',
      '…',
      'ok now for the whole first quarter',
    ],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Phoenix' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
];

/** state-portal and ops-agent, under row-level security by the caller's state. */
const RLS: readonly QuestionCase[] = [
  {
    id: 'P19A-63',
    ...portal('TX'),
    q: ['flights to Denver in April', '…', 'side by side with Phoenix'],
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND d.city IN ('Denver', 'Phoenix') AND ${flightMonth(4)} GROUP BY 1`,
  },
  {
    id: 'P19A-64',
    ...portal('CA'),
    q: ['our average delay in Q1', '…', 'vs Q2'],
    sql: `SELECT ${quarterly('f.date')} AS flight_date, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' GROUP BY 1`,
  },
  {
    id: 'P19A-65',
    ...portal('FL'),
    q: ['top 5 destinations by flights', '…', 'exclude ATL'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'FL' AND f.destination <> 'ATL' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P19A-66',
    ...portal('NY'),
    q: ['how many flights did we send to California', '…', 'break it down by destination airport'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'NY' AND d.state = 'CA' GROUP BY 1`,
  },
  {
    id: 'P19A-67',
    ...portal('WA'),
    q: ['delayed flights from SEA in May', '…', 'and from Spokane?'],
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'WA' AND o.city = 'Spokane' AND ${flightMonth(5)}`,
  },
  {
    id: 'P19A-68',
    ...portal('IL'),
    q: ['which month had our most departures', '…', 'how many of them were delayed?'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'IL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P19A-69',
    ...ops('CO'),
    q: ['how many flights from DEN in February', '…', 'break it down by destination state'],
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CO' AND f.origin = 'DEN' AND ${flightMonth(2)} GROUP BY 1`,
  },
  {
    id: 'P19A-70',
    ...ops('AZ'),
    q: ['avg delay out of Phoenix', '…', 'how does that stack up against Tucson'],
    sql: `SELECT o.city AS origin_city, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'AZ' AND o.city IN ('Phoenix', 'Tucson') GROUP BY 1`,
  },
  {
    id: 'P19A-71',
    ...ops('NV'),
    q: ['median delay out of LAS', '…', 'by month'],
    sql: `SELECT strftime(date_trunc('month', date), '%Y-%m-%dT%H:%M:%S') AS date, median(delay) AS median_delay FROM flights WHERE origin = 'LAS' GROUP BY 1`,
  },
  {
    id: 'P19A-72',
    ...ops('MA'),
    q: ['how many flights from Boston in June', '…', 'and in May', '…', 'put those two months side by side'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'MA' AND o.city = 'Boston' AND ${between('f.date', '2001-05-01', '2001-07-01')} GROUP BY 1`,
  },
];

/** Near misses: asked back, never answered with an invented number. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P19A-73', ...portal('TX'), q: ['our flights in March', '…', "and Oklahoma's?"], expect: ASK },
  { id: 'P19A-74', ...portal('GA'), q: ['avg delay from ATL', '…', 'what about the median?'], expect: ASK },
  {
    id: 'P19A-75',
    ...ops('NY'),
    q: ['flights JFK to LAX in March', '…', 'the other way round'],
    expect: ASK,
  },
  {
    id: 'P19A-76',
    ...ops('TX'),
    q: ['flights from Houston to Denver', '…', 'what about from Denver back to Houston'],
    expect: ASK,
  },
  { id: 'P19A-77', q: ['avg delay out of denver in june', '…', 'and july'], expect: ASK },
  { id: 'P19A-78', q: ['avg price of MSFT in 2009', '…', 'and 2011?'], expect: ASK },
  { id: 'P19A-79', q: ['population of France in 2005', '…', 'and in 1950?'], expect: ASK },
  { id: 'P19A-80', q: ['flights out of Boston by month', '…', 'median delay too'], expect: ASK },
  { id: 'P19A-81', q: ['rainfall in Seattle in 2014', '…', 'and in Portland?'], expect: ASK },
  { id: 'P19A-82', q: ['avg delay from ORD in May', '…', 'and by day of week?'], expect: ASK },
  { id: 'P19A-83', slug: SQL, q: ['flights from ATL in March', '…', 'drop those rows'], expect: ASK },
  { id: 'P19A-84', slug: SQL, q: ['avg delay from DEN', '…', 'by airline'], expect: ASK },
  { id: 'P19A-85', q: ['average high in 2014', '…', 'and the humidity?'], expect: ASK },
];

/** Probes written after the rules (P19A-86–), in other words than the questions above. */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P19A-86',
    q: ['how many flights left Boston in April', '…', 'how does that stack up against Newark?'],
    sql: `SELECT o.city AS origin_city, count(*) AS flight_count FROM ${FO} WHERE o.city IN ('Boston', 'Newark') AND ${flightMonth(4)} GROUP BY 1`,
  },
  {
    id: 'P19A-87',
    q: ['GOOG average price in 2007', '…', 'put it next to 2008'],
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${between('date', '2007-01-01', '2009-01-01')} GROUP BY 1`,
  },
  {
    id: 'P19A-88',
    q: ['fertility in Kenya in 2000', '…', 'and next to Nigeria?'],
    sql: `SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE country IN ('Kenya', 'Nigeria') AND year = 2000 GROUP BY 1`,
  },
  {
    id: 'P19A-89',
    q: ['avg delay out of Denver in May', '…', 'change that to the total distance'],
    sql: `SELECT sum(distance) AS total_distance FROM ${FO} WHERE o.city = 'Denver' AND ${flightMonth(5)}`,
  },
  {
    id: 'P19A-90',
    q: ['number of sunny days in 2013', '…', 'ok make that 2014'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P19A-91',
    q: ['hw many foggy days in 2012', '…', 'k and 2013'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2013)}`,
  },
  {
    id: 'P19A-92',
    q: ['delayed flights from Houston in Q2', '…', 'and from Austin over that period'],
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.city = 'Austin' AND ${between('f.date', '2001-04-01', '2001-07-01')}`,
  },
  {
    id: 'P19A-93',
    ...ops('FL'),
    q: ['median delay out of MIA in May', '…', 'and the 90th?'],
    sql: `SELECT quantile_cont(delay, 0.9) AS p90_delay FROM flights WHERE origin = 'MIA' AND ${monthOf('date', 2001, 5)}`,
  },
  {
    id: 'P19A-94',
    slug: SQL,
    q: ['p90 distance for flights out of SEA', '…', 'what about the 10th percentile'],
    sql: `SELECT quantile_cont(distance, 0.1) AS p10_distance FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'P19A-95',
    q: [
      'top 5 destinations from Seattle in May',
      '…',
      'what was the average delay from Seattle to the third one?',
    ],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Seattle' AND ${flightMonth(5)} AND f.destination = (SELECT f.destination FROM ${FO} WHERE o.city = 'Seattle' AND ${flightMonth(5)} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1 OFFSET 2)`,
  },
  {
    id: 'P19A-96',
    q: ['3 countries with the highest population in 1990', '…', 'life expectancy of the second one in 1990?'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1990 AND country = (SELECT country FROM gapminder WHERE year = 1990 GROUP BY 1 ORDER BY sum(pop) DESC LIMIT 1 OFFSET 1)`,
  },
  {
    id: 'P19A-97',
    q: [
      'which origin state had the worst average delay in March',
      '…',
      'how many flights did that one have in March?',
    ],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE ${flightMonth(3)} AND o.state = (SELECT o.state FROM ${FO} WHERE ${flightMonth(3)} GROUP BY 1 ORDER BY avg(delay) DESC LIMIT 1)`,
  },
  {
    id: 'P19A-98',
    slug: SQL,
    q: ['flights to DEN in May', '…', 'now remove all of those rows'],
    expect: ASK,
  },
  { id: 'P19A-99', q: ['delayed flights out of Miami', '…', 'clear these records'], expect: ASK },
  {
    id: 'P19A-100',
    q: ['flights from Denver to Salt Lake City in June', '…', 'in both directions?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city IN ('Denver', 'Salt Lake City') AND d.city IN ('Denver', 'Salt Lake City') AND ${flightMonth(6)}`,
  },
  {
    id: 'P19A-101',
    slug: SQL,
    q: ['avg delay SFO to SEA', '…', 'either direction'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE (origin = 'SFO' AND destination = 'SEA') OR (origin = 'SEA' AND destination = 'SFO')`,
  },
  {
    id: 'P19A-102',
    q: ['average high in Seattle in July 2014', '…', 'and August 2014', '…', 'those two months side by side'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${between('date', '2014-07-01', '2014-09-01')} GROUP BY 1`,
  },
  {
    id: 'P19A-103',
    q: ['life expectancy in India in 1970', '…', 'how much did it rise until 2000'],
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'India' AND year IN (1970, 2000) GROUP BY 1`,
  },
  {
    id: 'P19A-104',
    q: ['flights from Denver in March', '…', 'put that side by side with Phoenix'],
    sql: `SELECT o.city AS origin_city, count(*) AS flight_count FROM ${FO} WHERE o.city IN ('Denver', 'Phoenix') AND ${flightMonth(3)} GROUP BY 1`,
  },
];

export const PASS19A_QUESTIONS: readonly QuestionCase[] = [
  ...SWAPPED,
  ...COMPARED,
  ...POINTERS,
  ...ROUTES,
  ...STATISTICS,
  ...WEATHER,
  ...LISTS,
  ...CASUAL,
  ...RLS,
  ...NEAR_MISSES,
  ...PROBES,
];
