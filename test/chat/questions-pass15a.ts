import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 15a (P15A-01–P15A-85): single-turn questions over the contract-only
 * consumers, written before the planner was read or changed, the way users type them:
 * - analytics-app over its contracts (flights, weather, stocks, gapminder): business-speak, casual
 *   words, abbreviations, airport nicknames and full names, city names, relative time ("last quarter"
 *   is Q2 2001 for flights), "X vs Y", top/bottom N, rankings, per-group breakdowns, thresholds on
 *   groups, "how many X had more than N", a ratio the contract has (miles per flight);
 * - state-portal (regional_flights, row-level security by the caller's state: "we/our" is that
 *   state) and ops-agent (the same contract with a SQL fallback over flights and airports).
 * Near misses that must be asked back stand at the end (P15A-65–P15A-76: a column, an airline, a
 * ticker, a country or a period the data does not have; another state's airport or a comparison with
 * another state under row-level security). P15A-77–P15A-85 are probes written after the rules.
 * Answers are SQL on the raw tables of the demo DuckDB file.
 * Scored by test/chat/passes.test.ts (label `pass15a`).
 */

const ASK = 'questionnaire' as const;
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
const Q1 = between('f.date', '2001-01-01', '2001-04-01');
/** "Last quarter": the flights end on 2001-07-01, so the last full quarter is Q2 2001. */
const Q2 = between('f.date', '2001-04-01', '2001-07-01');
const monthly = (col: string) => ts(`date_trunc('month', ${col})`);
const yearly = (col: string) => ts(`date_trunc('year', ${col})`);

/** analytics-app over the flights contract. */
const FLIGHTS: readonly QuestionCase[] = [
  {
    id: 'P15A-01',
    q: "How many flights left O'Hare last quarter?",
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE f.origin = 'ORD' AND ${Q2}`,
  },
  {
    id: 'P15A-02',
    q: 'avg dep delay out of Sea-Tac in March',
    sql: `SELECT avg(f.delay) AS avg_delay FROM flights f WHERE f.origin = 'SEA' AND ${flightMonth(3)}`,
  },
  {
    id: 'P15A-03',
    q: 'top 5 busiest origin airports in Q1',
    sql: `SELECT f.origin, count(*) AS flight_count FROM flights f WHERE ${Q1} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P15A-04',
    q: 'Which 3 destination cities had the worst average delay in June?',
    sql: `SELECT d.city AS destination_city, avg(f.delay) AS avg_delay FROM ${FOD} WHERE ${flightMonth(6)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P15A-05',
    q: 'flights from Atlanta to Chicago in February',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Atlanta' AND d.city = 'Chicago' AND ${flightMonth(2)}`,
  },
  {
    id: 'P15A-06',
    q: 'JFK vs LGA flight count',
    sql: `SELECT f.origin, count(*) AS flight_count FROM flights f WHERE f.origin IN ('JFK', 'LGA') GROUP BY 1`,
  },
  {
    id: 'P15A-07',
    q: 'average miles per flight out of Boston',
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FO} WHERE o.city = 'Boston'`,
  },
  {
    id: 'P15A-08',
    q: 'Total miles flown from LAX in 2001',
    sql: `SELECT sum(f.distance) AS total_distance FROM flights f WHERE f.origin = 'LAX' AND ${yearOf('f.date', 2001)}`,
  },
  {
    id: 'P15A-09',
    q: 'How many late flights did Dallas Love have in April?',
    sql: `SELECT count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM flights f WHERE f.origin = 'DAL' AND ${flightMonth(4)}`,
  },
  {
    id: 'P15A-10',
    q: 'monthly departures from Phoenix',
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Phoenix' GROUP BY 1`,
  },
  {
    id: 'P15A-11',
    q: 'Which state had the most departures in May?',
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FO} WHERE ${flightMonth(5)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P15A-12',
    q: 'bottom 5 airports by number of departures',
    sql: `SELECT f.origin, count(*) AS flight_count FROM flights f GROUP BY 1 ORDER BY 2 ASC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P15A-13',
    q: 'BOS vs EWR avg delay',
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM flights f WHERE f.origin IN ('BOS', 'EWR') GROUP BY 1`,
  },
  {
    id: 'P15A-14',
    q: 'how many flights were there from Texas to California in Q2',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND d.state = 'CA' AND ${Q2}`,
  },
  {
    id: 'P15A-15',
    q: "what's the avg trip length for flights into Honolulu?",
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FOD} WHERE d.city = 'Honolulu'`,
  },
  {
    id: 'P15A-16',
    q: 'Top 10 routes by miles flown',
    sql: `SELECT f.origin, f.destination, sum(f.distance) AS total_distance FROM flights f GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 10`,
    ordered: true,
  },
  {
    id: 'P15A-17',
    q: 'Which airport in Florida had the highest average delay?',
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'FL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P15A-18',
    q: 'number of delayed flights per month',
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM flights f GROUP BY 1`,
  },
  {
    id: 'P15A-19',
    q: 'average delay for flights from San Francisco to Los Angeles',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE o.city = 'San Francisco' AND d.city = 'Los Angeles'`,
  },
  {
    id: 'P15A-20',
    q: 'how many flights went to Hawaii last quarter',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.state = 'HI' AND ${Q2}`,
  },
  {
    id: 'P15A-21',
    q: 'How many flights flew on Jan 1st?',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE ${between('f.date', '2001-01-01', '2001-01-02')}`,
  },
  {
    id: 'P15A-22',
    q: 'which origin airports had more than 100,000 departures',
    sql: 'SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 HAVING count(*) > 100000',
  },
  {
    id: 'P15A-23',
    q: 'How many airports handled more than 50,000 departures?',
    sql: 'SELECT count(*) AS origin_count FROM (SELECT origin FROM flights GROUP BY 1 HAVING count(*) > 50000)',
  },
  {
    id: 'P15A-24',
    q: 'top 3 origin states by average delay in March',
    sql: `SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${FO} WHERE ${flightMonth(3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P15A-25',
    q: 'MDW to LAS flights in March',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE f.origin = 'MDW' AND f.destination = 'LAS' AND ${flightMonth(3)}`,
  },
];

/** analytics-app over the weather contract. */
const WEATHER: readonly QuestionCase[] = [
  {
    id: 'P15A-26',
    q: 'how many sunny days did Seattle get in 2014?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P15A-27',
    q: 'Seattle total rainfall in 2015',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2015)}`,
  },
  {
    id: 'P15A-28',
    q: 'which month of 2013 was the windiest?',
    sql: `SELECT ${monthly('date')} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE ${yearOf('date', 2013)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P15A-29',
    q: 'average daily high by year',
    sql: `SELECT ${yearly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'P15A-30',
    q: 'how many rain vs snow days in 2012',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE weather IN ('rain', 'snow') AND ${yearOf('date', 2012)} GROUP BY 1`,
  },
  {
    id: 'P15A-31',
    q: 'wettest month in 2014',
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P15A-32',
    q: 'average low temperature in December 2015',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${monthOf('date', 2015, 12)}`,
  },
  {
    id: 'P15A-33',
    q: 'Number of foggy days per year',
    sql: `SELECT ${yearly('date')} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' GROUP BY 1`,
  },
];

/** analytics-app over the stocks contract. */
const STOCKS: readonly QuestionCase[] = [
  {
    id: 'P15A-34',
    q: "What was Apple's peak price?",
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'AAPL'`,
  },
  {
    id: 'P15A-35',
    q: 'MSFT low in 2009',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2009)}`,
  },
  {
    id: 'P15A-36',
    q: 'avg share price of Amazon by year',
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' GROUP BY 1`,
  },
  {
    id: 'P15A-37',
    q: 'Which stock had the highest average price in 2010?',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2010)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P15A-38',
    q: 'IBM vs MSFT peak price',
    sql: `SELECT symbol, max(price) AS max_price FROM stocks WHERE symbol IN ('IBM', 'MSFT') GROUP BY 1`,
  },
  {
    id: 'P15A-39',
    q: 'rank the tickers by peak price, highest first',
    sql: 'SELECT symbol, max(price) AS max_price FROM stocks GROUP BY 1 ORDER BY 2 DESC',
    ordered: true,
  },
  {
    id: 'P15A-40',
    q: "Google's average price in Q4 2007",
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${between('date', '2007-10-01', '2008-01-01')}`,
  },
  {
    id: 'P15A-41',
    q: 'AAPL monthly average price for 2008',
    sql: `SELECT ${monthly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2008)} GROUP BY 1`,
  },
];

/** analytics-app over the gapminder contract. */
const GAPMINDER: readonly QuestionCase[] = [
  {
    id: 'P15A-42',
    q: 'population of China in 1990',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'China' AND year = 1990`,
  },
  {
    id: 'P15A-43',
    q: 'top 5 most populous countries in 2005',
    sql: 'SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 5',
    ordered: true,
  },
  {
    id: 'P15A-44',
    q: 'life expectancy in the US over time',
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'United States' GROUP BY 1`,
  },
  {
    id: 'P15A-45',
    q: 'which country had the lowest fertility rate in 2005?',
    sql: 'SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 ASC LIMIT 1',
  },
  {
    id: 'P15A-46',
    q: 'India vs China population 1955',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE country IN ('India', 'China') AND year = 1955 GROUP BY 1`,
  },
  {
    id: 'P15A-47',
    q: 'countries with life expectancy above 80 in 2005',
    sql: 'SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 HAVING avg(life_expect) > 80',
  },
  {
    id: 'P15A-48',
    q: 'average fertility by region cluster in 1955',
    sql: 'SELECT cluster, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 1955 GROUP BY 1',
  },
  {
    id: 'P15A-49',
    q: 'how many countries had a fertility rate over 5 in 2005',
    sql: 'SELECT count(*) AS country_count FROM (SELECT country FROM gapminder WHERE year = 2005 GROUP BY 1 HAVING avg(fertility) > 5)',
  },
  {
    id: 'P15A-50',
    q: 'total population across all countries in 2005',
    sql: 'SELECT sum(pop) AS total_population FROM gapminder WHERE year = 2005',
  },
];

/** state-portal and ops-agent: regional_flights under row-level security ("we" is the caller's state). */
const REGIONAL: readonly QuestionCase[] = [
  {
    id: 'P15A-51',
    ...portal('WA'),
    q: 'how many flights did we have last quarter?',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' AND ${Q2}`,
  },
  {
    id: 'P15A-52',
    ...portal('TX'),
    q: 'our top 5 destinations',
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P15A-53',
    ...portal('CO'),
    q: "what's our average delay by month",
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CO' GROUP BY 1`,
  },
  {
    id: 'P15A-54',
    ...portal('FL'),
    q: 'our airport with the most delayed flights in March',
    sql: `SELECT f.origin, count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'FL' AND ${flightMonth(3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P15A-55',
    ...portal('GA'),
    q: 'flights from Atlanta to Orlando in Q1',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'GA' AND o.city = 'Atlanta' AND d.city = 'Orlando' AND ${Q1}`,
  },
  {
    id: 'P15A-56',
    ...portal('IL'),
    q: 'how many flights left Midway in June',
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'IL' AND f.origin = 'MDW' AND ${flightMonth(6)}`,
  },
  {
    id: 'P15A-57',
    ...portal('CA'),
    q: 'avg distance of our flights to New York',
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FOD} WHERE o.state = 'CA' AND d.city = 'New York'`,
  },
  {
    id: 'P15A-58',
    ...portal('NY'),
    q: 'JFK vs LaGuardia average delay',
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'NY' AND f.origin IN ('JFK', 'LGA') GROUP BY 1`,
  },
  {
    id: 'P15A-59',
    ...portal('AZ'),
    q: 'how many of our flights went to Las Vegas last quarter',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'AZ' AND d.city = 'Las Vegas' AND ${Q2}`,
  },
  {
    id: 'P15A-60',
    ...ops('TX'),
    q: 'delayed flights out of Houston Hobby in May',
    sql: `SELECT count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'TX' AND f.origin = 'HOU' AND ${flightMonth(5)}`,
  },
  {
    id: 'P15A-61',
    ...ops('CA'),
    q: 'which 3 states do we send the most flights to?',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P15A-62',
    ...ops('IL'),
    q: "average delay at O'Hare last quarter",
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'IL' AND f.origin = 'ORD' AND ${Q2}`,
  },
  {
    id: 'P15A-63',
    ...ops('WA'),
    q: 'total miles flown out of our state in April',
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FO} WHERE o.state = 'WA' AND ${flightMonth(4)}`,
  },
  {
    id: 'P15A-64',
    ...ops('MA'),
    q: 'how many of our flights went to Chicago in January',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'MA' AND d.city = 'Chicago' AND ${flightMonth(1)}`,
  },
];

/** Near misses: nothing in the data answers them, so they must be asked back. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P15A-65', q: 'How many flights did United operate out of Denver?', expect: ASK },
  { id: 'P15A-66', q: 'average delay in 2003', expect: ASK },
  { id: 'P15A-67', q: "what was Tesla's highest price", expect: ASK },
  { id: 'P15A-68', q: 'population of Atlantis in 2000', expect: ASK },
  { id: 'P15A-69', ...portal('WA'), q: 'how many flights left Portland in May', expect: ASK },
  { id: 'P15A-70', ...portal('TX'), q: "compare our average delay with California's", expect: ASK },
  { id: 'P15A-71', q: 'Seattle humidity in 2014', expect: ASK },
  { id: 'P15A-72', q: 'how many cancelled flights were there in March', expect: ASK },
  { id: 'P15A-73', q: 'GDP per capita of Japan in 2000', expect: ASK },
  { id: 'P15A-74', ...ops('NY'), q: 'average delay by aircraft type', expect: ASK },
  { id: 'P15A-75', q: 'AMZN average price in 2015', expect: ASK },
  { id: 'P15A-76', q: 'how many rainy days in Seattle in 2011', expect: ASK },
];

/** Probes written after the rules, to check that they generalise. */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P15A-77',
    q: 'the country with the lowest life expectancy in 1990',
    sql: 'SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1990 GROUP BY 1 ORDER BY 2 ASC LIMIT 1',
  },
  {
    id: 'P15A-78',
    ...portal('NV'),
    q: 'our destination with the most late flights last quarter',
    sql: `SELECT f.destination, count(*) FILTER (WHERE f.delay > 15) AS delayed_flights FROM ${FO} WHERE o.state = 'NV' AND ${Q2} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  { id: 'P15A-79', q: 'ORD vs Midway flight count', expect: ASK },
  {
    id: 'P15A-80',
    q: 'flights from LA to Denver in March',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Los Angeles' AND d.city = 'Denver' AND ${flightMonth(3)}`,
  },
  {
    id: 'P15A-81',
    q: 'average daily low by year',
    sql: `SELECT ${yearly('date')} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'P15A-82',
    q: 'stock with the highest peak price',
    sql: 'SELECT symbol, max(price) AS max_price FROM stocks GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'P15A-83',
    ...ops('CO'),
    q: 'the airport with the most flights to Las Vegas',
    sql: `SELECT f.origin, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CO' AND d.city = 'Las Vegas' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P15A-84',
    q: 'For the ops team: average delay out of Phoenix in February',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Phoenix' AND ${flightMonth(2)}`,
  },
  {
    id: 'P15A-85',
    q: 'PDX or SEA, which had the better average delay in May?',
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM flights f WHERE f.origin IN ('PDX', 'SEA') AND ${flightMonth(5)} GROUP BY 1 ORDER BY 2 ASC`,
    ordered: true,
  },
];

export const PASS15A_QUESTIONS: readonly QuestionCase[] = [
  ...FLIGHTS,
  ...WEATHER,
  ...STOCKS,
  ...GAPMINDER,
  ...REGIONAL,
  ...NEAR_MISSES,
  ...PROBES,
];
