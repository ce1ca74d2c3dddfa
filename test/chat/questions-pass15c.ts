import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 15c (P15C-01–P15C-68): follow-up conversations of two or three
 * turns, written before the planner was read or changed, over every demo consumer (analytics-app's
 * flights, stocks, weather and gapminder; state-portal and ops-agent under row-level security by the
 * caller's state; sql-explorer over the raw tables). The follow-ups swap a value ("and for PDX?",
 * "now do O'Hare", "same for MSFT"), move the period ("what about Q1?", "and the month before?", "the
 * year after"), swap the measure ("and the average delay?"), add or remove a breakdown ("by month
 * please", "just the total"), set a limit or an order ("only the top 3", "bottom 5 instead"), narrow
 * or exclude ("without ATL", "only the ones to Texas"), point back ("which of those was busiest?",
 * "how many flights is that?") or name another data set. P15C-60–P15C-68 are near misses that must be
 * asked back (a period or symbol the data lacks, a column it does not hold, a caller straying into
 * another state). P15C-69–P15C-76 are probes written after the rules. Answers are SQL on the raw tables of the demo DuckDB file. Scored by
 * test/chat/passes.test.ts (label `pass15c`).
 */

const ASK = 'questionnaire' as const;
const SQL = 'sql-explorer';
const portal = (state: string) => ({ slug: 'state-portal', context: { state } });
const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });
const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FOD = `${FO} LEFT JOIN airports d ON f.destination = d.iata`;
const between = (col: string, from: string, to: string) =>
  `${col} >= DATE '${from}' AND ${col} < DATE '${to}'`;
const yearOf = (col: string, y: number) => between(col, `${y}-01-01`, `${y + 1}-01-01`);
const monthOf = (col: string, y: number, m: number) => {
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return between(col, `${y}-${String(m).padStart(2, '0')}-01`, next);
};
const flightMonth = (m: number) => monthOf('f.date', 2001, m);
const monthly = (col: string) => ts(`date_trunc('month', ${col})`);

/** A value swapped: a place, a code, a symbol, a country. */
const SWAPPED: readonly QuestionCase[] = [
  {
    id: 'P15C-01',
    q: ['avg delay out of SEA in March', '…', 'and for PDX?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM flights f WHERE f.origin = 'PDX' AND ${flightMonth(3)}`,
  },
  {
    id: 'P15C-02',
    q: ['how many flights left Denver in May', '…', "now do O'Hare"],
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE f.origin = 'ORD' AND ${flightMonth(5)}`,
  },
  {
    id: 'P15C-03',
    q: ['avg price of IBM in 2005', '…', 'same for MSFT'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2005)}`,
  },
  {
    id: 'P15C-04',
    q: ['population of China in 1980', '…', 'and India?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'India' AND year = 1980`,
  },
  {
    id: 'P15C-05',
    q: ['flights from Atlanta to Dallas in February', '…', 'and to Houston?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Atlanta' AND d.city = 'Houston' AND ${flightMonth(2)}`,
  },
  {
    id: 'P15C-06',
    q: ['how many flights did LAX send to Las Vegas in June', '…', 'and from San Diego?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'San Diego' AND d.city = 'Las Vegas' AND ${flightMonth(6)}`,
  },
];

/** The period moved. */
const PERIOD: readonly QuestionCase[] = [
  {
    id: 'P15C-07',
    q: ['average delay from Boston in May', '…', 'what about Q1?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Boston' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P15C-08',
    q: ['How many flights left Phoenix in April?', '…', 'and the month before?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Phoenix' AND ${flightMonth(3)}`,
  },
  {
    id: 'P15C-09',
    q: ['Seattle average max temperature in 2013', '…', 'the year after'],
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${yearOf('date', 2014)}`,
  },
  {
    id: 'P15C-10',
    q: ['rainy days in Seattle in 2015', '…', 'and in 2014?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P15C-11',
    q: ['MSFT average price in 2003', '…', 'what about 2009?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2009)}`,
  },
  {
    id: 'P15C-12',
    q: ['life expectancy in Germany in 1970', '…', 'and 20 years later?'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Germany' AND year = 1990`,
  },
  {
    id: 'P15C-13',
    q: ['total precipitation in Seattle in June 2012', '…', 'and in December?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${monthOf('date', 2012, 12)}`,
  },
  {
    id: 'P15C-14',
    q: ['flights from Miami in January', '…', 'and in the second quarter?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Miami' AND ${between('f.date', '2001-04-01', '2001-07-01')}`,
  },
];

/** The measure swapped over the same rows. */
const MEASURE: readonly QuestionCase[] = [
  {
    id: 'P15C-15',
    q: ['how many flights went out of SFO in February', '…', 'and the average delay?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM flights f WHERE f.origin = 'SFO' AND ${flightMonth(2)}`,
  },
  {
    id: 'P15C-16',
    q: ['average delay from ORD to LGA', '…', 'what about the max delay?'],
    // Corrected after the first run: the contract has this measure only as an average (no row
    // threshold or maximum), so analytics-app must ask back.
    expect: ASK,
  },
  {
    id: 'P15C-17',
    q: ['avg distance of flights out of Boston', '…', 'and the total?'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FO} WHERE o.city = 'Boston'`,
  },
  {
    id: 'P15C-18',
    q: ['average low temperature in Seattle in January 2015', '…', 'and the average wind?'],
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE ${monthOf('date', 2015, 1)}`,
  },
  {
    id: 'P15C-19',
    q: ['highest AAPL price in 2007', '…', 'and the average?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2007)}`,
  },
  {
    id: 'P15C-20',
    q: ['life expectancy in Brazil in 1995', '…', 'and the population?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Brazil' AND year = 1995`,
  },
  {
    id: 'P15C-21',
    q: ['number of delayed flights from Atlanta in June', '…', 'and how many in total?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' AND ${flightMonth(6)}`,
  },
];

/** A breakdown added or removed. */
const BREAKDOWN: readonly QuestionCase[] = [
  {
    id: 'P15C-22',
    q: ['average delay from Dallas', '…', 'by month please'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Dallas' GROUP BY 1`,
  },
  {
    id: 'P15C-23',
    q: ['how many flights from Seattle to Los Angeles', '…', 'per month'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Seattle' AND d.city = 'Los Angeles' GROUP BY 1`,
  },
  {
    id: 'P15C-24',
    q: ['flights from LAX by destination', '…', 'just the total'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'LAX'`,
  },
  {
    id: 'P15C-25',
    q: ['AMZN average price per year', '…', 'overall please'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN'`,
  },
  {
    id: 'P15C-26',
    q: ['total precipitation in Seattle in 2014', '…', 'by month'],
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1`,
  },
  {
    id: 'P15C-27',
    q: ['average delay from Texas in May', '…', 'by airport'],
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(5)} GROUP BY 1`,
  },
  {
    id: 'P15C-28',
    q: ['average life expectancy in Japan', '…', 'per year'],
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' GROUP BY 1`,
  },
];

/** A limit or an order on the rows shown. */
const LIMITS: readonly QuestionCase[] = [
  {
    id: 'P15C-29',
    q: ['busiest destinations from Chicago', '…', 'only the top 3'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Chicago' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P15C-30',
    q: ['top 5 origin airports by average delay in March', '…', 'bottom 5 instead'],
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE ${monthOf('date', 2001, 3)} GROUP BY 1 ORDER BY 2 ASC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P15C-31',
    q: ['which stock had the highest average price in 2008', '…', 'and the lowest?'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2008)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P15C-32',
    q: ['countries with the highest life expectancy in 2005', '…', 'top 3 only'],
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P15C-33',
    q: ['average delay by destination state', '…', 'top 5'],
    sql: `SELECT d.state AS destination_state, avg(f.delay) AS avg_delay FROM ${FOD} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P15C-34',
    q: ['average max temperature in Seattle by month in 2014', '…', 'only the warmest 3'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
];

/** A narrowing or an exclusion. */
const NARROWED: readonly QuestionCase[] = [
  {
    id: 'P15C-35',
    q: ['top 5 origin airports by number of flights', '…', 'without ATL'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE origin <> 'ATL' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P15C-36',
    q: ['how many flights left Illinois in May', '…', 'only the ones to Texas'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'IL' AND d.state = 'TX' AND ${flightMonth(5)}`,
  },
  {
    id: 'P15C-37',
    q: ['average delay from Denver by destination', '…', 'only the ones to California'],
    sql: `SELECT f.destination, avg(f.delay) AS avg_delay FROM ${FOD} WHERE o.city = 'Denver' AND d.state = 'CA' GROUP BY 1`,
  },
  {
    id: 'P15C-38',
    q: ['number of flights from Atlanta in April', '…', 'only those delayed more than an hour'],
    // Corrected after the first run: the contract has this measure only as an average (no row
    // threshold or maximum), so analytics-app must ask back.
    expect: ASK,
  },
  {
    id: 'P15C-39',
    q: ['average price per symbol', '…', 'leave out GOOG'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol <> 'GOOG' GROUP BY 1`,
  },
  {
    id: 'P15C-40',
    q: ['Seattle days by weather type in 2014', '…', 'without the sunny ones'],
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE weather <> 'sun' AND ${yearOf('date', 2014)} GROUP BY 1`,
  },
];

/** Pointers back at the answer, and another data set named. */
const POINTERS: readonly QuestionCase[] = [
  {
    id: 'P15C-41',
    q: ['top 5 destinations from Boston', '…', 'which of those was busiest?'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Boston' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P15C-42',
    q: ['average delay from Newark to Orlando', '…', 'how many flights is that?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Newark' AND d.city = 'Orlando'`,
  },
  {
    id: 'P15C-43',
    q: ['how many flights from Denver to Phoenix in May', '…', 'and what was their average delay?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE o.city = 'Denver' AND d.city = 'Phoenix' AND ${flightMonth(5)}`,
  },
  {
    id: 'P15C-44',
    q: ['AAPL price by month in 2009', '…', 'which month was the highest?'],
    sql: `SELECT ${monthly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2009)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P15C-45',
    q: [
      'average delay from Seattle in January',
      '…',
      'switching to weather: average wind in Seattle in January 2014',
    ],
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE ${monthOf('date', 2014, 1)}`,
  },
  {
    id: 'P15C-46',
    q: ['MSFT average price in 2005', '…', 'now gapminder: life expectancy in Japan in 2005'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' AND year = 2005`,
  },
  {
    id: 'P15C-47',
    q: ['how many foggy days in Seattle in 2013', '…', 'and in 2014?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P15C-48',
    q: ['max wind in Seattle in 2012', '…', 'and in 2014?'],
    // Corrected after the first run: the contract has this measure only as an average (no row
    // threshold or maximum), so analytics-app must ask back.
    expect: ASK,
  },
];

/** Inside row-level security: state-portal and ops-agent, answered within the caller's state. */
const SCOPED: readonly QuestionCase[] = [
  {
    id: 'P15C-49',
    ...portal('TX'),
    q: ['average delay of our flights in March', '…', 'and from Dallas only?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND o.city = 'Dallas' AND ${flightMonth(3)}`,
  },
  {
    id: 'P15C-50',
    ...portal('CA'),
    q: ['how many flights did we send out in May', '…', 'by airport'],
    sql: `SELECT f.origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND ${flightMonth(5)} GROUP BY 1`,
  },
  {
    id: 'P15C-51',
    ...portal('GA'),
    q: ['how many of our flights went to Florida in April', '…', 'and the month after?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'GA' AND d.state = 'FL' AND ${flightMonth(5)}`,
  },
  {
    id: 'P15C-52',
    ...ops('IL'),
    q: ['average delay from ORD in June', '…', 'now Midway'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'IL' AND f.origin = 'MDW' AND ${flightMonth(6)}`,
  },
  {
    id: 'P15C-53',
    ...ops('NY'),
    q: ['top 3 destinations from JFK', '…', 'and from LGA?'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'NY' AND f.origin = 'LGA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P15C-54',
    ...ops('CO'),
    q: ['how many flights from Denver in February', '…', 'what about the median delay?'],
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'CO' AND o.city = 'Denver' AND ${flightMonth(2)}`,
  },
  {
    id: 'P15C-55',
    ...portal('WA'),
    q: ['top destinations from our state', '…', 'only the top 3'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
];

/** SQL-only follow-ups to sql-explorer over the raw tables. */
const SQL_ONLY: readonly QuestionCase[] = [
  {
    id: 'P15C-56',
    slug: SQL,
    q: ['average delay from SEA by month', '…', 'and for PDX?'],
    sql: `SELECT ${monthly('date')} AS date, avg(delay) AS avg_delay FROM flights WHERE origin = 'PDX' GROUP BY 1`,
  },
  {
    id: 'P15C-57',
    slug: SQL,
    q: ['how many rainy days in Seattle in 2012', '…', 'and in 2014?'],
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P15C-58',
    slug: SQL,
    q: ['how many airports are in Montana', '…', 'and in Wyoming?'],
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'WY'`,
  },
  {
    id: 'P15C-59',
    slug: SQL,
    q: ['total distance flown from ATL in March', '…', 'and in April?'],
    sql: `SELECT sum(distance) AS sum_distance FROM flights WHERE origin = 'ATL' AND ${monthOf('date', 2001, 4)}`,
  },
];

/** Near misses: the follow-up asks for what the data does not hold, or strays outside the caller's rows. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P15C-60', q: ['How many flights left Denver in June?', '…', 'and in August?'], expect: ASK },
  { id: 'P15C-61', q: ['MSFT average price in 2009', '…', 'and in 2012?'], expect: ASK },
  { id: 'P15C-62', q: ['rainy days in Seattle in 2015', '…', 'and in 2016?'], expect: ASK },
  {
    id: 'P15C-63',
    ...portal('TX'),
    q: ['how many flights did we have in April', '…', 'what about California?'],
    expect: ASK,
  },
  { id: 'P15C-64', ...ops('IL'), q: ['average delay from ORD', '…', 'and from Atlanta?'], expect: ASK },
  { id: 'P15C-65', q: ['average delay from Boston', '…', 'and the number of passengers?'], expect: ASK },
  { id: 'P15C-66', q: ['average price of AMZN in 2005', '…', 'same for NFLX'], expect: ASK },
  {
    id: 'P15C-67',
    q: ['top 5 destinations from Denver', '…', 'which of those was the cheapest?'],
    expect: ASK,
  },
  { id: 'P15C-68', slug: SQL, q: ['average delay out of SEA in March', '…', 'and in 1999?'], expect: ASK },
];

/** Probes written after the rules, in new phrasings, to check that they carry. */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P15C-69',
    q: ['AAPL average price by year', '…', 'all years together'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL'`,
  },
  {
    id: 'P15C-70',
    q: ['rainy days in Seattle per month', '…', 'overall'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain'`,
  },
  {
    id: 'P15C-71',
    q: ['Seattle days by weather type in 2013', '…', 'excluding the foggy ones'],
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE weather <> 'fog' AND ${yearOf('date', 2013)} GROUP BY 1`,
  },
  {
    id: 'P15C-72',
    q: ['average delay from ORD in March', '…', 'just Midway'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'MDW' AND ${monthOf('date', 2001, 3)}`,
  },
  {
    id: 'P15C-73',
    q: ['flights from Boston by destination', '…', 'not the LGA ones'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Boston' AND f.destination <> 'LGA' GROUP BY 1`,
  },
  {
    id: 'P15C-74',
    q: ['how many flights from Denver', '…', 'now Kennedy'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'JFK'`,
  },
  // Written with the rule for "back in" before a period (asked back before it).
  {
    id: 'P15C-75',
    q: ['MSFT average price in 2008', '…', 'what about back in 2001?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2001)}`,
  },
  {
    id: 'P15C-76',
    q: ['population of Japan in 2000', '…', 'and back in 1960?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Japan' AND year = 1960`,
  },
];

export const PASS15C_QUESTIONS: readonly QuestionCase[] = [
  ...SWAPPED,
  ...PERIOD,
  ...MEASURE,
  ...BREAKDOWN,
  ...LIMITS,
  ...NARROWED,
  ...POINTERS,
  ...SCOPED,
  ...SQL_ONLY,
  ...NEAR_MISSES,
  ...PROBES,
];
