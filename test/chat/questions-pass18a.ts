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
  quarterly,
  SQL,
  yearly,
  yearOf,
} from './question-sql.js';
import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 18a (P18A-01–P18A-85): follow-up conversations of two to four turns,
 * written before the planner was read or changed, over every demo consumer (analytics-app's flights,
 * weather, stocks and gapminder; state-portal and ops-agent under row-level security by the caller's
 * state; sql-explorer over the raw tables). Only the last turn is scored, and it keeps every part of
 * the earlier question that it does not change. The follow-ups swap a place, a period, a measure or a
 * grain; add or remove a breakdown or a filter ("forget the year", "all airports again"); set a limit
 * or an order ("only top 3", "bottom 5 instead", "and the next five?"); point back ("that month",
 * "those two", "the second one", "from there"); compare with another place or period; switch data
 * set; narrow ("only the delayed ones", "only flights over 1000 miles", "just weekdays"); step a
 * relative period; ask a share of the previous figure or its total; and carry casual wording and small
 * typos. Near misses that must be asked back (another state under row-level security, a column, a
 * place or a period the data lacks, a forecast, a write) carry `expect: ASK`. Answers are SQL on the
 * raw tables of the demo DuckDB file. Scored by test/chat/passes.test.ts (label `pass18a`).
 */

/** A place, a period, a measure or a grain swapped. */
const SWAPPED: readonly QuestionCase[] = [
  {
    id: 'P18A-01',
    q: ['how many flights departed from Denver in March?', '…', 'what about Phoenix?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Phoenix' AND ${flightMonth(3)}`,
  },
  {
    id: 'P18A-02',
    q: ['average delay out of ATL in feb', '…', 'and the total distance?'],
    sql: `SELECT sum(distance) AS total_distance FROM flights f WHERE origin = 'ATL' AND ${flightMonth(2)}`,
  },
  {
    id: 'P18A-03',
    q: ['flights from Boston by month', '…', 'by week instead'],
    sql: `SELECT strftime(date_trunc('week', f.date), '%Y-%m-%dT%H:%M:%S') AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Boston' GROUP BY 1`,
  },
  {
    id: 'P18A-04',
    q: ['number of flights from Houston in Q1', '…', 'Q2?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Houston' AND ${between('f.date', '2001-04-01', '2001-07-01')}`,
  },
  {
    id: 'P18A-05',
    q: ['how many late flights left Houston in April', '…', 'and what was the average delay'],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Houston' AND ${flightMonth(4)}`,
  },
  {
    id: 'P18A-06',
    q: ['how much rain fell in Seattle in 2014?', '…', 'and in 2015?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2015)}`,
  },
  {
    id: 'P18A-07',
    q: ['average max temp in July 2013', '…', 'and the average low?'],
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${monthOf('date', 2013, 7)}`,
  },
  {
    id: 'P18A-08',
    q: ['number of sunny days in 2012', '…', 'how about foggy ones'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P18A-09',
    q: ['monthly rainfall in 2013', '…', 'make it quarterly'],
    sql: `SELECT ${quarterly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)} GROUP BY 1`,
  },
  {
    id: 'P18A-10',
    q: ['AAPL average price in 2008', '…', 'and for GOOG?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2008)}`,
  },
  {
    id: 'P18A-11',
    q: ["amazon's average price by year", '…', 'by quarter for 2009 only'],
    sql: `SELECT ${quarterly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'P18A-12',
    q: ['population of India in 2000', '…', 'and China?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'China' AND year = 2000`,
  },
  {
    id: 'P18A-13',
    q: ['life expectancy in Japan in 1960', '…', 'and 2005?'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' AND year = 2005`,
  },
  {
    id: 'P18A-14',
    q: ['average delay at ORD in March', '…', 'now for DFW', '…', 'all airports again'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights f WHERE ${flightMonth(3)}`,
  },
];

/** A breakdown or a filter added or removed. */
const BREAKDOWNS: readonly QuestionCase[] = [
  {
    id: 'P18A-15',
    q: ['how many flights left Atlanta in January?', '…', 'break it down by destination'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' AND ${flightMonth(1)} GROUP BY 1`,
  },
  {
    id: 'P18A-16',
    q: ['avg delay by origin state in March', '…', 'without the month filter'],
    sql: `SELECT o.state AS origin_state, avg(delay) AS avg_delay FROM ${FO} GROUP BY 1`,
  },
  {
    id: 'P18A-17',
    q: ['days of each weather type in 2014', '…', 'forget the year'],
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'P18A-18',
    q: ['average price per symbol in 2003', '…', 'and split it by quarter too'],
    sql: `SELECT symbol, ${quarterly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2003)} GROUP BY 1, 2`,
  },
  {
    id: 'P18A-19',
    q: ['population by cluster in 1990', '…', 'drop the year filter'],
    sql: `SELECT cluster, sum(pop) AS total_population FROM gapminder GROUP BY 1`,
  },
  {
    id: 'P18A-20',
    q: ['delayed flights from Denver in May', '…', 'split by destination state'],
    sql: `SELECT d.state AS destination_state, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FOD} WHERE o.city = 'Denver' AND ${flightMonth(5)} GROUP BY 1`,
  },
  {
    id: 'P18A-21',
    q: ['flights from Texas by month', '…', 'forget the state'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM flights f GROUP BY 1`,
  },
  {
    id: 'P18A-22',
    q: ['rain by year in Seattle', '…', 'and overall?'],
    // Expectation corrected: the first turn reads "rain" as the weather type, counted in days (its
    // answer says so: "day count per year for weather rain"); "overall" is that count over every year.
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain'`,
  },
];

/** A limit or an order. */
const LIMITS: readonly QuestionCase[] = [
  {
    id: 'P18A-23',
    q: ['top 10 origin airports by number of flights', '…', 'only top 3'],
    sql: 'SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 3',
    ordered: true,
  },
  {
    id: 'P18A-24',
    q: ['which 5 destinations have the worst average delay', '…', 'bottom 5 instead'],
    sql: 'SELECT destination, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 ASC LIMIT 5',
    ordered: true,
  },
  {
    id: 'P18A-25',
    q: ['average delay by month', '…', 'sort it lowest delay first'],
    sql: `SELECT ${monthly('date')} AS flight_date, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'P18A-26',
    q: ['rainiest months in Seattle', '…', 'just the top 5'],
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P18A-27',
    q: ['countries with the highest life expectancy in 2005', '…', 'the lowest 3 instead'],
    sql: 'SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 ASC LIMIT 3',
    ordered: true,
  },
  {
    id: 'P18A-28',
    q: ['stocks ranked by peak price', '…', 'reverse the order'],
    sql: 'SELECT symbol, max(price) AS max_price FROM stocks GROUP BY 1 ORDER BY 2 ASC',
    ordered: true,
  },
  {
    id: 'P18A-29',
    q: ['top 5 states by departures', '…', 'and the next five?'],
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FO} GROUP BY 1 ORDER BY 2 DESC LIMIT 5 OFFSET 5`,
    ordered: true,
  },
];

/** A pointer back at an earlier answer. */
const POINTERS: readonly QuestionCase[] = [
  {
    id: 'P18A-30',
    q: ['which month had the most flights out of Phoenix?', '…', 'what was the average delay that month?'],
    // Expectation corrected: a pointer at the month shown keeps the month and its count beside the new
    // figure (as P16C-33 / P17C-33); the month and the delay are the same.
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count, avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Phoenix' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P18A-31',
    q: ['busiest origin airport in February', '…', 'and its average delay?'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights f WHERE ${flightMonth(2)} AND origin = (SELECT origin FROM flights f WHERE ${flightMonth(2)} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)`,
  },
  {
    id: 'P18A-32',
    q: ['compare average delay for ORD and ATL', '…', 'and the flight counts for those two'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE origin IN ('ORD', 'ATL') GROUP BY 1`,
  },
  {
    id: 'P18A-33',
    q: [
      'top 3 destinations from SEA by flights',
      '…',
      'what is the avg delay of flights from SEA to the second one?',
    ],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SEA' AND destination = (SELECT destination FROM flights WHERE origin = 'SEA' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1 OFFSET 1)`,
  },
  {
    id: 'P18A-34',
    q: ['busiest destination from Boston', '…', 'and how many flights left from there?'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = (SELECT f.destination FROM ${FO} WHERE o.city = 'Boston' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)`,
  },
  {
    id: 'P18A-35',
    q: ['which year did Seattle get the most rain?', '…', 'how many sunny days that year?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND year(date) = (SELECT year(date) FROM seattle_weather GROUP BY 1 ORDER BY sum(precipitation) DESC LIMIT 1)`,
  },
  {
    id: 'P18A-36',
    q: ['which stock had the highest average price in 2006?', '…', 'show its price by month that year'],
    sql: `SELECT ${monthly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2006)} AND symbol = (SELECT symbol FROM stocks WHERE ${yearOf('date', 2006)} GROUP BY 1 ORDER BY avg(price) DESC LIMIT 1) GROUP BY 1`,
  },
  {
    id: 'P18A-37',
    q: ['most populous country in 1955', '…', 'and its life expectancy then?'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1955 AND country = (SELECT country FROM gapminder WHERE year = 1955 GROUP BY 1 ORDER BY sum(pop) DESC LIMIT 1)`,
  },
];

/** A comparison with another place or period. */
const COMPARED: readonly QuestionCase[] = [
  {
    id: 'P18A-38',
    q: ['how many flights left Denver in March?', '…', 'how does that compare with Salt Lake City?'],
    sql: `SELECT o.city AS origin_city, count(*) AS flight_count FROM ${FO} WHERE o.city IN ('Denver', 'Salt Lake City') AND ${flightMonth(3)} GROUP BY 1`,
  },
  {
    id: 'P18A-39',
    q: ['average high in Seattle in June 2014', '…', 'vs the year before'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${monthOf('date', 2013, 6)} OR ${monthOf('date', 2014, 6)} GROUP BY 1`,
  },
  {
    id: 'P18A-40',
    q: ['MSFT average price in 2004', '…', 'compare with IBM'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('MSFT', 'IBM') AND ${yearOf('date', 2004)} GROUP BY 1`,
  },
  {
    id: 'P18A-41',
    q: ['fertility in India in 1980', '…', 'how about compared to Pakistan'],
    sql: `SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE country IN ('India', 'Pakistan') AND year = 1980 GROUP BY 1`,
  },
];

/** Another data set, in the same period. */
const SWITCHED: readonly QuestionCase[] = [
  {
    id: 'P18A-42',
    q: ['how many flights in January 2001?', '…', 'what did MSFT trade at that month?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${monthOf('date', 2001, 1)}`,
  },
  {
    id: 'P18A-43',
    q: ['population of the US in 2005', '…', "and Google's average price that year?"],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2005)}`,
  },
];

/** Narrowed to some of the rows. */
const NARROWED: readonly QuestionCase[] = [
  {
    id: 'P18A-44',
    q: ['how many flights left Phoenix in April?', '…', 'only the delayed ones'],
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.city = 'Phoenix' AND ${flightMonth(4)}`,
  },
  {
    id: 'P18A-45',
    q: ['average delay from Chicago by destination', '…', 'just LGA and JFK'],
    sql: `SELECT f.destination, avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Chicago' AND f.destination IN ('LGA', 'JFK') GROUP BY 1`,
  },
  {
    id: 'P18A-46',
    q: ['number of days by weather type in 2013', '…', 'only rain and drizzle'],
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE weather IN ('rain', 'drizzle') AND ${yearOf('date', 2013)} GROUP BY 1`,
  },
  {
    id: 'P18A-47',
    slug: SQL,
    q: ['number of flights from ORD', '…', 'only flights longer than 1000 miles'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'ORD' AND distance > 1000`,
  },
  {
    id: 'P18A-48',
    slug: SQL,
    q: ['average delay of flights out of ATL', '…', 'just weekdays'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'ATL' AND isodow(date) <= 5`,
  },
];

/** A relative period stepped, a share, a total. */
const RELATIVE: readonly QuestionCase[] = [
  {
    id: 'P18A-49',
    q: ['flights out of Atlanta last month', '…', 'and the month before?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' AND ${flightMonth(5)}`,
  },
  {
    id: 'P18A-50',
    q: ['seattle rainfall last year', '…', 'and the year before that'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2014)}`,
  },
  {
    id: 'P18A-51',
    q: ['avg delay from Boston in the last 3 months', '…', 'and the 3 months before that'],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Boston' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P18A-52',
    slug: SQL,
    q: ['how many flights left ORD in March?', '…', 'what percent of all march flights is that?'],
    sql: `SELECT 100.0 * count(*) FILTER (WHERE origin = 'ORD') / count(*) AS flight_count_percent FROM flights WHERE ${monthOf('date', 2001, 3)}`,
  },
  {
    id: 'P18A-53',
    slug: SQL,
    q: [
      'how many flights from DEN were delayed more than 30 minutes?',
      '…',
      'as a percentage of all DEN flights?',
    ],
    sql: `SELECT 100.0 * count(*) FILTER (WHERE delay > 30) / count(*) AS flight_count_percent FROM flights WHERE origin = 'DEN'`,
  },
  {
    id: 'P18A-54',
    q: ['flights by origin state for California and Texas', '…', 'and in total?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state IN ('CA', 'TX')`,
  },
  {
    id: 'P18A-55',
    q: ['population of Germany and France in 2005', '…', 'combined?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country IN ('Germany', 'France') AND year = 2005`,
  },
];

/** Casual wording and small typos. */
const CASUAL: readonly QuestionCase[] = [
  {
    id: 'P18A-56',
    q: ['avg delay frm houston in march', '…', 'n in april?'],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Houston' AND ${flightMonth(4)}`,
  },
  {
    id: 'P18A-57',
    q: ['how many flihgts from Denver in may', '…', 'ok and to denver'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.city = 'Denver' AND ${flightMonth(5)}`,
  },
  {
    id: 'P18A-58',
    q: ['whats the avg price of microsoft in 2002', '…', 'and amazon lol'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2002)}`,
  },
];

/** state-portal and ops-agent, under row-level security by the caller's state. */
const RLS: readonly QuestionCase[] = [
  {
    id: 'P18A-59',
    ...portal('TX'),
    q: ['how many flights did we have in February?', '…', 'and March?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(3)}`,
  },
  {
    id: 'P18A-60',
    ...portal('CA'),
    q: ['average delay by origin airport', '…', 'only top 3'],
    sql: `SELECT f.origin, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P18A-61',
    ...portal('NY'),
    q: ['flights to Chicago in January', '…', 'same but to Boston'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'NY' AND d.city = 'Boston' AND ${flightMonth(1)}`,
  },
  {
    id: 'P18A-62',
    ...portal('IL'),
    q: ['total miles flown in April', '…', 'by origin airport'],
    sql: `SELECT f.origin, sum(distance) AS total_distance FROM ${FO} WHERE o.state = 'IL' AND ${flightMonth(4)} GROUP BY 1`,
  },
  {
    id: 'P18A-63',
    ...portal('FL'),
    q: ['delayed flights by month', '…', 'forget the month breakdown, just the count'],
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'FL'`,
  },
  {
    id: 'P18A-64',
    ...portal('GA'),
    q: ['busiest destination state', '…', 'and how many flights go there in June?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'GA' AND ${flightMonth(6)} AND d.state = (SELECT d.state FROM ${FOD} WHERE o.state = 'GA' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)`,
  },
  {
    id: 'P18A-65',
    ...portal('CO'),
    q: ['average delay in Q1', '…', 'vs Q2'],
    sql: `SELECT ${quarterly('f.date')} AS flight_date, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'CO' GROUP BY 1`,
  },
  {
    id: 'P18A-66',
    ...portal('WA'),
    q: ['flights per month', '…', 'sort by flights descending'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' GROUP BY 1 ORDER BY 2 DESC`,
    ordered: true,
  },
  {
    id: 'P18A-67',
    ...ops('IL'),
    q: ['how many departures in May?', '…', 'and June?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'IL' AND ${flightMonth(6)}`,
  },
  {
    id: 'P18A-68',
    ...ops('TX'),
    q: ['avg delay by destination from Houston', '…', 'only top 5 by delay'],
    sql: `SELECT f.destination, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Houston' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P18A-69',
    ...ops('CA'),
    q: ['how many flights from SFO to LAX?', '…', 'what about the reverse direction'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND f.origin = 'LAX' AND f.destination = 'SFO'`,
  },
  {
    id: 'P18A-70',
    ...ops('NY'),
    q: ['flights from JFK by month', '…', 'and LaGuardia?'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'NY' AND f.origin = 'LGA' GROUP BY 1`,
  },
];

/** sql-explorer over the raw tables. */
const SQL_ONLY: readonly QuestionCase[] = [
  {
    id: 'P18A-71',
    slug: SQL,
    q: ['how many airports are there in Texas?', '…', 'and in California?'],
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'CA'`,
  },
  {
    id: 'P18A-72',
    slug: SQL,
    q: ['average wind in Seattle in 2013', '…', 'and average max temp?'],
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'P18A-73',
    slug: SQL,
    q: ['number of flights from SEA to SFO by month', '…', 'and the other direction'],
    sql: `SELECT ${monthly('date')} AS date, count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND destination = 'SEA' GROUP BY 1`,
  },
];

/** Near misses that must be asked back. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P18A-74', q: ['rain in Seattle in 2013', '…', 'and the flights that year?'], expect: ASK },
  {
    id: 'P18A-75',
    ...portal('TX'),
    q: ['how many flights in March?', '…', 'and for California?'],
    expect: ASK,
  },
  {
    id: 'P18A-76',
    ...portal('CA'),
    q: ['average delay by airport', '…', 'add the tail number'],
    expect: ASK,
  },
  { id: 'P18A-77', ...ops('GA'), q: ['delays out of ATL in April', '…', 'forecast next month'], expect: ASK },
  { id: 'P18A-78', ...ops('MA'), q: ['flights out of Boston', '…', 'how about from Chicago'], expect: ASK },
  { id: 'P18A-79', slug: SQL, q: ['flights from ORD in June', '…', 'delete them'], expect: ASK },
  { id: 'P18A-80', q: ['flights out of Denver by month', '…', 'and by airline'], expect: ASK },
  { id: 'P18A-81', q: ['average price of IBM in 2010', '…', 'what will it be in 2012?'], expect: ASK },
  { id: 'P18A-82', q: ['life expectancy in Kenya in 2005', '…', 'and in 2010?'], expect: ASK },
  { id: 'P18A-83', q: ['apple price in 2009', '…', 'and Tesla?'], expect: ASK },
  { id: 'P18A-84', q: ['avg delay from Denver in March', '…', 'and in 2002?'], expect: ASK },
  { id: 'P18A-85', q: ['rain in Seattle in 2014', '…', 'and in Portland?'], expect: ASK },
];

/** Probes written after the rules, in other words (two or so per rule). */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P18A-86',
    q: ['flights to Atlanta from Texas', '…', 'ignore the state'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.city = 'Atlanta'`,
  },
  {
    id: 'P18A-87',
    q: ['average wind in March 2014', '…', 'remove the date filter'],
    sql: 'SELECT avg(wind) AS avg_wind FROM seattle_weather',
  },
  {
    id: 'P18A-88',
    q: ['life expectancy of Chile in 1970', '…', 'forget about the year'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Chile'`,
  },
  {
    id: 'P18A-89',
    q: ['flights from SEA to Denver in May', '…', 'all origins again'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.city = 'Denver' AND ${flightMonth(5)}`,
  },
  {
    id: 'P18A-90',
    q: ['total distance from Denver over the past 2 months', '…', 'and the 2 months before that'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FO} WHERE o.city = 'Denver' AND ${between('f.date', '2001-03-01', '2001-05-01')}`,
  },
  {
    id: 'P18A-91',
    q: ['rainfall in the last 6 months', '…', 'and the 6 months before that?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2015-01-01', '2015-07-01')}`,
  },
  {
    id: 'P18A-92',
    q: ['population of Canada and Mexico in 1980 by country', '…', 'all together'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country IN ('Canada', 'Mexico') AND year = 1980`,
  },
  {
    id: 'P18A-93',
    q: ['delayed flights by origin for ATL and ORD', '…', 'combined'],
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE origin IN ('ATL', 'ORD')`,
  },
  {
    id: 'P18A-94',
    ...ops('CA'),
    q: ['flights from SFO by month', '…', 'and Los Angeles?'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND o.city = 'Los Angeles' GROUP BY 1`,
  },
  {
    id: 'P18A-95',
    q: ['avg delay out of DEN by month', '…', 'and Phoenix?'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Phoenix' GROUP BY 1`,
  },
  {
    id: 'P18A-96',
    q: [
      'which destination gets the most flights from Atlanta?',
      '…',
      'what is the average delay of flights leaving from there?',
    ],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = (SELECT f.destination FROM ${FO} WHERE o.city = 'Atlanta' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)`,
  },
  {
    id: 'P18A-97',
    ...portal('TX'),
    q: ['top destination city', '…', 'how many of our flights go there in March?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND ${flightMonth(3)} AND d.city = (SELECT d.city FROM ${FOD} WHERE o.state = 'TX' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)`,
  },
  { id: 'P18A-98', q: ['weather in 2012', '…', 'and flights that year?'], expect: ASK },
  {
    id: 'P18A-99',
    q: ['avg price by symbol', '…', 'highest price first'],
    sql: 'SELECT symbol, avg(price) AS avg_price FROM stocks GROUP BY 1 ORDER BY 2 DESC',
    ordered: true,
  },
  {
    id: 'P18A-100',
    q: ['total precipitation by year', '…', 'smallest precipitation first'],
    sql: `SELECT ${yearly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather GROUP BY 1 ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'P18A-101',
    q: ['how many flights from Miami in Jan', '…', 'n feb?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Miami' AND ${flightMonth(2)}`,
  },
  {
    id: 'P18A-102',
    q: ['avg fertility in Egypt in 1990', '…', 'and in 2000 lol'],
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Egypt' AND year = 2000`,
  },
  {
    id: 'P18A-103',
    q: ['fog by month', '…', 'and overall?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog'`,
  },
  {
    id: 'P18A-104',
    q: ['late flights from Houston by month', '…', 'drop the month breakdown and give me the count'],
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.city = 'Houston'`,
  },
  {
    id: 'P18A-105',
    ...portal('IL'),
    q: ['delayed flights by destination state', '…', 'lose the state split, just the count'],
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'IL'`,
  },
  {
    id: 'P18A-106',
    q: ['avg wind by month in 2014', '…', 'put the biggest wind first'],
    sql: `SELECT ${monthly('date')} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1 ORDER BY 2 DESC`,
    ordered: true,
  },
  {
    id: 'P18A-107',
    q: ['delayed flights out of Boston in May', '…', 'and the count for June?'],
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FO} WHERE o.city = 'Boston' AND ${flightMonth(6)}`,
  },
  {
    id: 'P18A-108',
    q: ['top 3 countries by population in 2005', '…', 'the following 3'],
    sql: 'SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 3 OFFSET 3',
    ordered: true,
  },
  {
    id: 'P18A-109',
    ...portal('CA'),
    q: ['our 4 busiest destinations', '…', 'what about the next 4 destinations?'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 4 OFFSET 4`,
    ordered: true,
  },
  {
    id: 'P18A-110',
    ...ops('GA'),
    q: ['how many flights from ATL in May', '…', 'weekdays only'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'GA' AND f.origin = 'ATL' AND ${flightMonth(5)} AND isodow(f.date) <= 5`,
  },
  {
    id: 'P18A-111',
    slug: SQL,
    q: ['total distance flown from SEA in March', '…', 'only weekdays'],
    // sql-explorer names the raw table's sum sum_distance (the contract's total_distance is not its word).
    sql: `SELECT sum(distance) AS sum_distance FROM flights WHERE origin = 'SEA' AND ${monthOf('date', 2001, 3)} AND isodow(date) <= 5`,
  },
];

export const PASS18A_QUESTIONS: readonly QuestionCase[] = [
  ...SWAPPED,
  ...BREAKDOWNS,
  ...LIMITS,
  ...POINTERS,
  ...COMPARED,
  ...SWITCHED,
  ...NARROWED,
  ...RELATIVE,
  ...CASUAL,
  ...RLS,
  ...SQL_ONLY,
  ...NEAR_MISSES,
  ...PROBES,
];
