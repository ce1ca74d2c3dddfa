import type { QuestionCase } from './questions.js';

/**
 * Development questions for issue 14's third pass, written from the demo
 * contracts, the catalog and the data alone (before reading the planner),
 * weighted to the contracts and fields people use less: stock highs, lows and
 * ranges by symbol and period; gapminder population, life expectancy and
 * fertility by country, cluster and year; Seattle weather types, temperatures,
 * wind and precipitation; flight distances, delays, routes, cities and states.
 * A few must be asked back because the data is not there. Answers are SQL on
 * the raw tables of the demo DuckDB file. Part of QUESTIONS.
 */

const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FLIGHTS_O = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FLIGHTS_OD = `${FLIGHTS_O} LEFT JOIN airports d ON f.destination = d.iata`;
const yearOf = (col: string, y: number) => `${col} >= DATE '${y}-01-01' AND ${col} < DATE '${y + 1}-01-01'`;
const monthOf = (col: string, y: number, m: number) =>
  `${col} >= DATE '${y}-${String(m).padStart(2, '0')}-01' AND ${col} < DATE '${y}-${String(m).padStart(2, '0')}-01' + INTERVAL 1 MONTH`;
const ASK = 'questionnaire' as const;

const STOCKS: readonly QuestionCase[] = [
  {
    id: 'B01',
    q: 'What was the highest closing price of IBM in 2007?',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'IBM' AND ${yearOf('date', 2007)}`,
  },
  {
    id: 'B02',
    q: "What was MSFT's lowest price in 2002?",
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2002)}`,
  },
  {
    id: 'B03',
    q: 'Show the monthly closing price of AAPL during 2008',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2008)} GROUP BY 1`,
  },
  {
    id: 'B04',
    q: 'Which ticker traded lowest on average in 2010?',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2010)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B05',
    q: 'Price range of GOOG in 2008',
    sql: `SELECT min(price) AS min_price, max(price) AS max_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2008)}`,
  },
  {
    id: 'B06',
    q: 'highs and lows for each stock in 2009',
    sql: `SELECT symbol, min(price) AS min_price, max(price) AS max_price FROM stocks WHERE ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'B07',
    q: 'Compare the average price of IBM and MSFT in 2003',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('IBM', 'MSFT') AND ${yearOf('date', 2003)} GROUP BY 1`,
  },
  {
    id: 'B08',
    q: 'What was the price of AMZN in January 2005?',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${monthOf('date', 2005, 1)}`,
  },
  {
    id: 'B09',
    q: 'yearly average price of MSFT',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' GROUP BY 1`,
  },
  {
    id: 'B10',
    q: 'Quarterly average price of GOOG in 2007',
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2007)} GROUP BY 1`,
  },
  {
    id: 'B11',
    q: 'In which month did AAPL peak?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, max(price) AS max_price FROM stocks WHERE symbol = 'AAPL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B12',
    q: 'Top 3 stocks by peak price in 2007',
    sql: `SELECT symbol, max(price) AS max_price FROM stocks WHERE ${yearOf('date', 2007)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'B13',
    q: 'How did the IBM stock price change from 2005 to 2007?',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND date >= DATE '2005-01-01' AND date < DATE '2008-01-01' GROUP BY 1`,
  },
  {
    id: 'B14',
    q: 'Average stock price per ticker before 2003',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE date < DATE '2003-01-01' GROUP BY 1`,
  },
  { id: 'B15', q: 'What was the trading volume of AAPL in 2008?', expect: ASK },
  { id: 'B16', q: 'What was the dividend yield of IBM?', expect: ASK },
];

const GAPMINDER: readonly QuestionCase[] = [
  {
    id: 'B20',
    q: 'What was the life expectancy in Japan in 2005?',
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' AND year = 2005`,
  },
  {
    id: 'B21',
    q: 'Population of India in 1955',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'India' AND year = 1955`,
  },
  {
    id: 'B22',
    q: 'Fertility rate of Brazil over the years',
    sql: `SELECT year, avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Brazil' GROUP BY 1`,
  },
  {
    id: 'B23',
    q: 'Compare life expectancy in China and India in 2000',
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country IN ('China', 'India') AND year = 2000 GROUP BY 1`,
  },
  {
    id: 'B24',
    q: 'Which 5 countries had the lowest fertility in 2005?',
    sql: `SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 ASC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'B25',
    q: 'Which nation had the longest lifespan in 1980?',
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1980 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B26',
    q: 'Total population by cluster in 2005',
    sql: `SELECT cluster, sum(pop) AS total_population FROM gapminder WHERE year = 2005 GROUP BY 1`,
  },
  {
    id: 'B27',
    q: 'Average life expectancy per region in 1955',
    sql: `SELECT cluster, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1955 GROUP BY 1`,
  },
  {
    id: 'B28',
    q: 'How has the population of the United States changed since 1980?',
    sql: `SELECT year, sum(pop) AS total_population FROM gapminder WHERE country = 'United States' AND year >= 1980 GROUP BY 1`,
  },
  {
    id: 'B29',
    q: 'Which region had the highest fertility in 1970?',
    sql: `SELECT cluster, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 1970 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B30',
    q: 'Show fertility in Mexico year by year between 1960 and 1990',
    sql: `SELECT year, avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Mexico' AND year BETWEEN 1960 AND 1990 GROUP BY 1`,
  },
  {
    id: 'B31',
    q: 'How many people lived in cluster 3 in 1990?',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE cluster = 3 AND year = 1990`,
  },
  {
    id: 'B32',
    q: 'world population in 2005',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE year = 2005`,
  },
  {
    id: 'B33',
    q: 'Which 3 countries were the most populous in 1955?',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 1955 GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'B34',
    q: 'life expectancy of the United Kingdom vs Japan in 1960',
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country IN ('United Kingdom', 'Japan') AND year = 1960 GROUP BY 1`,
  },
  { id: 'B35', q: 'What was the GDP per capita of Germany in 2000?', expect: ASK },
];

const WEATHER: readonly QuestionCase[] = [
  {
    id: 'B40',
    q: 'How many sunny days were there in 2014?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'B41',
    q: 'Number of foggy days in 2015',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'B42',
    q: 'Average high temperature in July 2015',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${monthOf('date', 2015, 7)}`,
  },
  {
    id: 'B43',
    q: 'Average wind speed by month in 2014',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1`,
  },
  {
    id: 'B44',
    q: 'Which year was the windiest?',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(wind) AS avg_wind FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B45',
    q: 'Total precipitation per weather type',
    sql: `SELECT weather, sum(precipitation) AS total_precipitation FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'B46',
    q: 'Average low temperature by year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'B47',
    q: 'How much rain fell in November 2015?',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${monthOf('date', 2015, 11)}`,
  },
  {
    id: 'B48',
    q: 'What was the warmest month on record?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B49',
    q: 'Number of rainy days per month in 2013',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2013)} GROUP BY 1`,
  },
  { id: 'B50', q: 'What was the humidity in Seattle in 2014?', expect: ASK },
];

const FLIGHTS: readonly QuestionCase[] = [
  {
    id: 'B60',
    q: 'What is the average distance of flights from Denver?',
    sql: `SELECT avg(distance) AS avg_distance FROM ${FLIGHTS_O} WHERE o.city = 'Denver'`,
  },
  {
    id: 'B61',
    q: 'Total miles flown out of ATL in May 2001',
    sql: `SELECT sum(distance) AS total_distance FROM flights f WHERE origin = 'ATL' AND ${monthOf('f.date', 2001, 5)}`,
  },
  {
    id: 'B62',
    // Each route ties with its return leg, so the rows are compared as a set; the 4th and 5th differ.
    q: 'the 4 longest routes by average distance',
    sql: `SELECT origin, destination, avg(distance) AS avg_distance FROM flights GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 4`,
  },
  {
    id: 'B63',
    q: 'How many late flights departed from Chicago in June 2001?',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.city = 'Chicago' AND ${monthOf('f.date', 2001, 6)}`,
  },
  {
    id: 'B64',
    q: 'Which destination state received the most flights?',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FLIGHTS_OD} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B65',
    q: 'Average delay per month for flights leaving Texas',
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS flight_date, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.state = 'TX' GROUP BY 1`,
  },
  {
    id: 'B66',
    q: 'Which city has the most delayed departures?',
    sql: `SELECT o.city AS origin_city, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B67',
    q: 'Compare the average delay of flights from Seattle and Denver',
    sql: `SELECT o.city AS origin_city, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city IN ('Seattle', 'Denver') GROUP BY 1`,
  },
  {
    id: 'B68',
    q: 'How many flights were there from JFK to LAX?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'JFK' AND destination = 'LAX'`,
  },
  { id: 'B69', q: 'What was the average ticket price from SFO to LAX?', expect: ASK },
];

/** A second batch (B70–B84), written after the fixes for the first and run once before any change. */
const SECOND: readonly QuestionCase[] = [
  {
    id: 'B70',
    q: 'Was AAPL higher than MSFT on average in 2007?',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('AAPL', 'MSFT') AND ${yearOf('date', 2007)} GROUP BY 1`,
  },
  {
    id: 'B71',
    q: 'Which cluster had the lowest life expectancy in 2005?',
    sql: `SELECT cluster, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B72',
    q: 'Top 5 countries by fertility in 1955',
    sql: `SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 1955 GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'B73',
    q: 'How many children per woman in Kenya in 2005?',
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Kenya' AND year = 2005`,
  },
  {
    id: 'B74',
    q: 'What was the average wind on snowy days?',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE weather = 'snow'`,
  },
  {
    id: 'B75',
    q: 'Which weather type had the highest average temperature?',
    sql: `SELECT weather, avg(temp_max) AS avg_temp_max FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B76',
    q: 'Which 3 states had the longest average flight distance?',
    sql: `SELECT o.state AS origin_state, avg(distance) AS avg_distance FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'B77',
    q: 'Average distance of flights from California to New York',
    sql: `SELECT avg(distance) AS avg_distance FROM ${FLIGHTS_OD} WHERE o.state = 'CA' AND d.state = 'NY'`,
  },
  {
    id: 'B78',
    q: 'How many flights left Boston in each month?',
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS flight_date, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Boston' GROUP BY 1`,
  },
  {
    id: 'B79',
    q: 'Which month of 2001 had the highest average delay?',
    // July 2001 (one day of data) left out of the ranking (2026-11-29).
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS flight_date, avg(delay) AS avg_delay FROM flights f WHERE f.date >= '2001-01-01' AND f.date < '2001-07-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B80',
    q: 'lowest price of each stock',
    sql: `SELECT symbol, min(price) AS min_price FROM stocks GROUP BY 1`,
  },
  {
    id: 'B81',
    q: 'How did life expectancy in Japan evolve?',
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' GROUP BY 1`,
  },
  {
    id: 'B82',
    q: 'Population of China compared to India in 1990',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE country IN ('China', 'India') AND year = 1990 GROUP BY 1`,
  },
  { id: 'B83', q: 'What was the unemployment rate in the United States in 2000?', expect: ASK },
  { id: 'B84', q: 'Average temperature on sunny days in Boston', expect: ASK },
];

/** A third batch (B85–B93), written after the fixes for the second and run once. */
const THIRD: readonly QuestionCase[] = [
  // The change between two years is a difference no measure holds: asked, not answered as a ranking.
  { id: 'B85', q: 'Which country had the biggest population increase between 1955 and 2005?', expect: ASK },
  {
    id: 'B86',
    q: 'What was the average fertility in cluster 1 over the years?',
    sql: `SELECT year, avg(fertility) AS avg_fertility FROM gapminder WHERE cluster = 1 GROUP BY 1`,
  },
  {
    id: 'B87',
    q: 'Which year had the most snow days?',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B88',
    q: 'How many drizzly days per year?',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'drizzle' GROUP BY 1`,
  },
  {
    id: 'B89',
    q: 'AMZN high and low in 2003',
    sql: `SELECT min(price) AS min_price, max(price) AS max_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2003)}`,
  },
  {
    id: 'B90',
    q: 'the 3 airports with the longest average delay in January 2001',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights f WHERE ${monthOf('f.date', 2001, 1)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'B91',
    q: 'Which stock was the cheapest in 2005?',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2005)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'B92',
    q: 'Which destination city gets the most flights from Denver?',
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.city = 'Denver' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  { id: 'B93', q: 'What was the stock price of Tesla in 2008?', expect: ASK },
];

export const ROUND3B_QUESTIONS: readonly QuestionCase[] = [
  ...STOCKS,
  ...GAPMINDER,
  ...WEATHER,
  ...FLIGHTS,
  ...SECOND,
  ...THIRD,
];
