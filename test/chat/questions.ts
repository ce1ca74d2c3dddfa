/**
 * Natural-language questions over the demo contracts, each with the answer
 * written independently as SQL on the demo DuckDB file (raw tables, own joins,
 * own date arithmetic). The built-in planner's data event must match it.
 * `ordered`: the order is part of the answer (top-N, rankings).
 * `expect: 'questionnaire'`: the right answer is a clarifying question, not data.
 */

import { SQL_QUESTIONS, SQL_QUESTIONS_2 } from './sql-questions.js';
import { SQL_ANALYST_QUESTIONS } from './sql-questions-analyst.js';

export interface QuestionCase {
  readonly id: string;
  /** One message, or a conversation (user, assistant, user, ...); the last message is asked. */
  readonly q: string | readonly string[];
  readonly slug?: string;
  readonly key?: string;
  readonly context?: Record<string, string>;
  readonly sql?: string;
  readonly ordered?: boolean;
  readonly expect?: 'questionnaire';
}

import { CONTRACT_QUESTIONS } from './questions-contract.js';
import { FOLLOWUP_QUESTIONS } from './questions-followup.js';
import { PASS7_QUESTIONS } from './questions-pass7.js';
import { PASS7_FOLLOWUP_QUESTIONS } from './questions-pass7-followup.js';
import { PASS7_WRONG_QUESTIONS } from './questions-pass7-wrong.js';
import { ROUND3B_QUESTIONS } from './questions-round3b.js';
import { THRESHOLD_QUESTIONS } from './questions-thresholds.js';
import { VOCAB_QUESTIONS } from './questions-vocab.js';

const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FLIGHTS_O = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FLIGHTS_OD = `${FLIGHTS_O} LEFT JOIN airports d ON f.destination = d.iata`;

export const QUESTIONS: readonly QuestionCase[] = [
  // Flights: totals, filters, time ranges.
  {
    id: 'F01',
    q: 'How many flights were there in March 2001?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE date >= '2001-03-01' AND date < '2001-04-01'`,
  },
  {
    id: 'F02',
    q: 'What was the average delay in February 2001?',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE date >= '2001-02-01' AND date < '2001-03-01'`,
  },
  {
    id: 'F03',
    q: 'Total distance flown from SFO in January 2001',
    sql: `SELECT sum(distance) AS total_distance FROM flights WHERE origin = 'SFO' AND date >= '2001-01-01' AND date < '2001-02-01'`,
  },
  {
    id: 'F04',
    q: 'How many flights departed from ORD?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'ORD'`,
  },
  {
    id: 'F05',
    q: 'Average delay by month for flights from LAX',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE origin = 'LAX' GROUP BY 1`,
  },
  {
    id: 'F06',
    q: 'Top 5 origins by delayed flights',
    sql: `SELECT origin, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'F07',
    q: 'Which airport had the most flights in April 2001?',
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE date >= '2001-04-01' AND date < '2001-05-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'F08',
    q: 'How many flights departed from Texas?',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'TX'`,
  },
  {
    id: 'F09',
    q: 'Flights from SFO to LAX',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND destination = 'LAX'`,
  },
  {
    id: 'F10',
    q: 'Average delay of flights to JFK by month',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE destination = 'JFK' GROUP BY 1`,
  },
  {
    id: 'F11',
    q: 'Top 3 destination states by number of flights from CA',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'F12',
    q: 'Average distance of flights from Chicago',
    sql: `SELECT avg(distance) AS avg_distance FROM ${FLIGHTS_O} WHERE o.city = 'Chicago'`,
  },
  {
    id: 'F13',
    q: 'Which 5 origins had the highest average delay?',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'F14',
    q: 'Flights per day from BOS between March 1 and March 7 2001',
    sql: `SELECT ${ts("date_trunc('day', date)")} AS flight_date, count(*) AS flight_count FROM flights WHERE origin = 'BOS' AND date >= '2001-03-01' AND date < '2001-03-08' GROUP BY 1`,
  },
  {
    id: 'F15',
    q: 'Delayed flights in Q2 2001',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE date >= '2001-04-01' AND date < '2001-07-01'`,
  },
  {
    id: 'F16',
    q: 'How many late flights from ATL in June 2001?',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE origin = 'ATL' AND date >= '2001-06-01' AND date < '2001-07-01'`,
  },
  {
    id: 'F17',
    q: 'Average delay by quarter',
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS flight_date, avg(delay) AS avg_delay FROM flights GROUP BY 1`,
  },
  {
    id: 'F18',
    q: 'Flights by month in the first half of 2001',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, count(*) AS flight_count FROM flights WHERE date >= '2001-01-01' AND date < '2001-07-01' GROUP BY 1`,
  },
  {
    id: 'F19',
    q: 'Bottom 3 origin states by average delay',
    sql: `SELECT o.state AS origin_state, avg(delay) AS avg_delay FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'F20',
    q: 'Average delay for flights from SFO or LAX',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin IN ('SFO', 'LAX')`,
  },
  {
    id: 'F21',
    q: 'Compare flights from SFO and LAX by month',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, origin, count(*) AS flight_count FROM flights WHERE origin IN ('SFO', 'LAX') GROUP BY 1, 2`,
  },
  {
    id: 'F22',
    q: 'What is the busiest state?',
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'F23',
    q: 'Average delay of flights from Denver excluding weekends',
    expect: 'questionnaire',
  },
  {
    id: 'F24',
    q: 'Total miles flown by origin state in May 2001, top 5',
    sql: `SELECT o.state AS origin_state, sum(distance) AS total_distance FROM ${FLIGHTS_O} WHERE date >= '2001-05-01' AND date < '2001-06-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  // Weather.
  {
    id: 'W01',
    q: 'How many rainy days were there in 2014?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND date >= '2014-01-01' AND date < '2015-01-01'`,
  },
  {
    id: 'W02',
    q: 'Total precipitation in 2015',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE year(date) = 2015`,
  },
  {
    id: 'W03',
    q: 'Average high temperature by month in 2013',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE year(date) = 2013 GROUP BY 1`,
  },
  {
    id: 'W04',
    q: 'Which month of 2014 had the most precipitation?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE year(date) = 2014 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'W05',
    q: 'Number of days by weather type',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'W06',
    q: 'Average wind speed on sunny days in 2012',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE weather = 'sun' AND year(date) = 2012`,
  },
  {
    id: 'W07',
    q: 'Average low temperature in January 2015',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE date >= '2015-01-01' AND date < '2015-02-01'`,
  },
  {
    id: 'W08',
    q: 'How many foggy days in 2013?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND year(date) = 2013`,
  },
  {
    id: 'W09',
    q: 'Rainfall by year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather GROUP BY 1`,
  },
  // A month without its year over several years: the latest March in the data (issue 14; it used to ask).
  {
    id: 'W10',
    q: 'rainy days in March',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND month(date) = 3 AND year(date) = (SELECT max(year(date)) FROM seattle_weather WHERE month(date) <= 3)`,
  },
  // Stocks.
  {
    id: 'S01',
    q: 'What was the average price of AAPL in 2005?',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND year(date) = 2005`,
  },
  {
    id: 'S02',
    q: 'Highest price of MSFT',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'MSFT'`,
  },
  {
    id: 'S03',
    q: 'Average price by symbol in 2008',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE year(date) = 2008 GROUP BY 1`,
  },
  {
    id: 'S04',
    q: 'Which stock had the highest average price in 2009?',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE year(date) = 2009 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'S05',
    q: 'Monthly average price of GOOG in 2006',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND year(date) = 2006 GROUP BY 1`,
  },
  {
    id: 'S06',
    q: 'Lowest price of IBM between 2001 and 2003',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'IBM' AND date >= '2001-01-01' AND date < '2004-01-01'`,
  },
  {
    id: 'S07',
    q: 'AMZN share price by year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' GROUP BY 1`,
  },
  {
    id: 'S08',
    q: 'Compare AAPL and MSFT prices by year since 2007',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('AAPL', 'MSFT') AND date >= '2007-01-01' GROUP BY 1, 2`,
  },
  { id: 'S09', q: 'What was the price of TSLA in 2008?', expect: 'questionnaire' },
  // Gapminder.
  {
    id: 'G01',
    q: 'Population of China in 2005',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'China' AND year = 2005`,
  },
  {
    id: 'G02',
    q: 'Average life expectancy by year',
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder GROUP BY 1`,
  },
  {
    id: 'G03',
    q: 'Top 5 countries by population in 1955',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 1955 GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'G04',
    q: 'Life expectancy of Japan in 2000',
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' AND year = 2000`,
  },
  {
    id: 'G05',
    q: 'Average fertility by cluster in 2005',
    sql: `SELECT cluster, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 2005 GROUP BY 1`,
  },
  {
    id: 'G06',
    q: 'Which country had the lowest life expectancy in 2005?',
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'G07',
    q: 'Total population by year for India',
    sql: `SELECT year, sum(pop) AS total_population FROM gapminder WHERE country = 'India' GROUP BY 1`,
  },
  {
    id: 'G08',
    q: 'Fertility rate in United States between 1960 and 1980',
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'United States' AND year BETWEEN 1960 AND 1980`,
  },
  // Row-level security: a state office sees its own state's departures.
  {
    id: 'R01',
    q: 'How many flights?',
    slug: 'state-portal',
    context: { state: 'CA' },
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'CA'`,
  },
  {
    id: 'R02',
    q: 'Average delay by month',
    slug: 'state-portal',
    context: { state: 'NY' },
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS flight_date, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.state = 'NY' GROUP BY 1`,
  },
  {
    id: 'R03',
    q: 'Top 3 origins by flights',
    slug: 'state-portal',
    context: { state: 'TX' },
    sql: `SELECT origin, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  // SQL-only: the planner writes SQL over scoped tables.
  {
    id: 'Q01',
    q: 'How many flights from SFO in March 2001?',
    slug: 'sql-explorer',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND date >= '2001-03-01' AND date < '2001-04-01'`,
  },
  {
    id: 'Q02',
    q: 'Number of rainy days in 2014',
    slug: 'sql-explorer',
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE weather = 'rain' AND year(date) = 2014`,
  },
  {
    id: 'Q03',
    q: 'Average delay by origin, top 3',
    slug: 'sql-explorer',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  // Clarifications and refusals.
  { id: 'C01', q: 'What is the average?', expect: 'questionnaire' },
  { id: 'C02', q: 'How many flights were cancelled?', expect: 'questionnaire' },
  { id: 'C03', q: 'Flights from XYZ', expect: 'questionnaire' },
  // Follow-ups: the last message refines the conversation before it.
  {
    id: 'T01',
    q: ['average delay from SFO', 'Average delay for origin SFO is 5.42.', 'now by month'],
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE origin = 'SFO' GROUP BY 1`,
  },
  {
    id: 'T02',
    q: ['flights from SFO in March 2001', 'Flight count … is 16,000.', 'only LAX'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'LAX' AND date >= '2001-03-01' AND date < '2001-04-01'`,
  },
  {
    id: 'T03',
    q: ['top 5 origins by delayed flights', 'Top 5 origins …', 'only in CA'],
    sql: `SELECT origin, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'T04',
    q: ['rainy days in 2014', '…', 'what about sunny days?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND year(date) = 2014`,
  },
  {
    id: 'T05',
    q: ['average price of AAPL by year', '…', 'and MSFT'],
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('AAPL', 'MSFT') GROUP BY 1, 2`,
  },
  // Issue 14: word forms, relations, leftover words that only restate, relative time, verified queries.
  {
    id: 'N01',
    q: 'Average price by stock symbol',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks GROUP BY 1`,
  },
  {
    id: 'N02',
    q: 'Which weather type is the most common?',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'N03',
    q: 'How windy is it on average when it snows?',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE weather = 'snow'`,
  },
  {
    id: 'N04',
    q: 'Which origin-destination route has the most flights?',
    sql: `SELECT origin, destination, count(*) AS flight_count FROM flights GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'N05',
    q: 'Average delay of flights departing from SEA',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'N06',
    q: 'flights departing Texas',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'TX'`,
  },
  {
    id: 'N07',
    q: 'Flights per destination state for departures from TX',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'TX' GROUP BY 1`,
  },
  {
    id: 'N08',
    q: 'average delay in minutes for flights from SFO',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SFO'`,
  },
  {
    id: 'N09',
    q: 'Average delay by route, top 5',
    sql: `SELECT origin, destination, avg(delay) AS avg_delay FROM flights GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 5`,
    ordered: true,
  },
  {
    id: 'N10',
    q: 'busiest routes',
    slug: 'sql-explorer',
    sql: `SELECT origin, destination, count(*) AS flight_count FROM flights GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 10`,
    ordered: true,
  },
  // Relative time: counted back from the latest date the caller can see.
  {
    id: 'N11',
    q: 'How many flights last month?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE date >= date_trunc('month', (SELECT max(date) FROM flights)) - INTERVAL 1 MONTH AND date < date_trunc('month', (SELECT max(date) FROM flights))`,
  },
  {
    id: 'N12',
    q: 'average high temperature this year',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE year(date) = (SELECT max(year(date)) FROM seattle_weather)`,
  },
  {
    id: 'N13',
    q: 'stock price since March',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE date >= make_date((SELECT max(year(date)) FROM stocks WHERE month(date) >= 3), 3, 1)`,
  },
  {
    id: 'N14',
    q: 'total precipitation in the first quarter',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE year(date) = (SELECT max(year(date)) FROM seattle_weather) AND month(date) <= 3`,
  },
  {
    id: 'N15',
    q: 'rainy days in the past 3 months',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND date >= date_trunc('month', (SELECT max(date) FROM seattle_weather)) - INTERVAL 2 MONTH`,
  },
  {
    id: 'N16',
    q: 'How many flights last month?',
    slug: 'state-portal',
    context: { state: 'CA' },
    // The last month that has ended by CA's latest departure (30 June: June).
    sql: `WITH ca AS (SELECT f.* FROM ${FLIGHTS_O} WHERE o.state = 'CA') SELECT count(*) AS flight_count FROM ca WHERE date >= date_trunc('month', (SELECT max(date) + INTERVAL 1 DAY FROM ca)) - INTERVAL 1 MONTH AND date < date_trunc('month', (SELECT max(date) + INTERVAL 1 DAY FROM ca))`,
  },
  // Verified queries (demo contract examples), asked in other words.
  {
    id: 'N17',
    q: 'Show me the busiest routes',
    sql: `SELECT origin, destination, count(*) AS flight_count FROM flights GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 10`,
    ordered: true,
  },
  {
    id: 'N18',
    q: 'which month was the wettest?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  // Cue words by root, through a preposition: "arrived in", "arrive at" point to the destination side.
  {
    id: 'N21',
    q: 'How many flights arrived in Florida in May 2001?',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE d.state = 'FL' AND f.date >= '2001-05-01' AND f.date < '2001-06-01'`,
  },
  {
    id: 'N22',
    q: 'How many flights arrive at JFK?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE destination = 'JFK'`,
  },
  {
    id: 'N23',
    q: 'flights landing in Texas',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE d.state = 'TX'`,
  },
  // Leftover words that change the meaning still make it ask.
  { id: 'N19', q: 'average delay for weekend flights', expect: 'questionnaire' },
  { id: 'N20', q: 'How many flights were diverted last month?', expect: 'questionnaire' },
  // Words that change the meaning: "our" where the data is not the caller's, negations, periods without data.
  { id: 'P01', q: 'Which of our airports has the most delays?', expect: 'questionnaire' },
  {
    id: 'P02',
    q: 'Which of our airports has the most delays?',
    slug: 'state-portal',
    context: { state: 'CA' },
    sql: `SELECT origin, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  { id: 'P03', q: 'How many international flights were there?', expect: 'questionnaire' },
  {
    id: 'P04',
    q: 'Average delay excluding SEA',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin <> 'SEA'`,
  },
  {
    id: 'P05',
    q: 'Number of flights from airports other than SFO',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin <> 'SFO'`,
  },
  {
    id: 'P06',
    q: 'How many flights from California excluding LAX?',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'CA' AND f.origin <> 'LAX'`,
  },
  { id: 'P07', q: 'How many flights were not delayed?', expect: 'questionnaire' },
  {
    id: 'P08',
    q: 'days with no rain in 2014',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather <> 'rain' AND year(date) = 2014`,
  },
  // Minimum / lowest: the minimum where the data has one, an ascending order in a ranking, else a question.
  {
    id: 'P09',
    q: 'What was the lowest price of AAPL in 2008?',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AAPL' AND year(date) = 2008`,
  },
  { id: 'P10', q: 'minimum delay', expect: 'questionnaire' },
  {
    id: 'P11',
    q: 'minimum delay from SFO',
    slug: 'sql-explorer',
    sql: `SELECT min(delay) AS min_delay FROM flights WHERE origin = 'SFO'`,
  },
  {
    id: 'P12',
    q: ['top 5 origins by flights', 'Top 5 origins …', 'now the fewest'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 ASC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P13',
    q: 'Which origin state has the fewest flights?',
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  // Routes: "from X to Y" filters both ends.
  {
    id: 'P14',
    q: 'How many flights from Texas to California?',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'TX' AND d.state = 'CA'`,
  },
  {
    id: 'P15',
    q: 'Average delay from SFO to JFK',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SFO' AND destination = 'JFK'`,
  },
  {
    id: 'P24',
    q: 'flights between SFO and LAX',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE (origin = 'SFO' AND destination = 'LAX') OR (origin = 'LAX' AND destination = 'SFO')`,
  },
  {
    id: 'P25',
    q: 'What is the average distance per flight for each origin state?',
    sql: `SELECT o.state AS origin_state, avg(distance) AS avg_distance FROM ${FLIGHTS_O} GROUP BY 1`,
  },
  // Comparing two values: one row each, never their sum; for "which", ranked, the winner first (the
  // winner alone until 2026-11-30: the other figure asked about was hidden).
  {
    id: 'P26',
    q: 'Which has more flights, SEA or PDX?',
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE origin IN ('SEA', 'PDX') GROUP BY 1 ORDER BY 2 DESC`,
    ordered: true,
  },
  {
    id: 'P27',
    q: 'Is the average delay higher at ORD or ATL?',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE origin IN ('ORD', 'ATL') GROUP BY 1`,
  },
  // A superlative, a measure word and a dimension: "the most populous country".
  {
    id: 'P28',
    q: 'most populous country in 2005',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P29',
    q: 'least populated country in 2005',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P30',
    q: 'the most delayed airport',
    sql: `SELECT origin, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P31',
    q: 'top 3 origins, excluding ORD and ATL',
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE origin NOT IN ('ORD', 'ATL') GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P32',
    q: 'average delay for flights that did not leave from CA',
    sql: `SELECT avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.state <> 'CA'`,
  },
  {
    id: 'P33',
    q: 'lowest average delay by origin state',
    sql: `SELECT o.state AS origin_state, avg(delay) AS avg_delay FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'P34',
    q: 'average wind on rainy days vs sunny days',
    sql: `SELECT weather, avg(wind) AS avg_wind FROM seattle_weather WHERE weather IN ('rain', 'sun') GROUP BY 1`,
  },
  {
    id: 'P35',
    q: 'Which destination state receives the fewest flights from Texas?',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P16',
    q: 'SEA vs PDX average delay',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE origin IN ('SEA', 'PDX') GROUP BY 1`,
  },
  // Periods the data does not reach: say so rather than answer 0 or "no value".
  { id: 'P17', q: 'How many flights in 2005?', expect: 'questionnaire' },
  { id: 'P18', q: 'population of China in 2003', expect: 'questionnaire' },
  { id: 'P19', q: 'Rainfall in 2020', expect: 'questionnaire' },
  // The ops agent: its RLS contract needs a state; without one, SQL over the airports table still answers.
  {
    id: 'P20',
    q: 'How many airports are in Texas?',
    slug: 'ops-agent',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'TX'`,
  },
  {
    id: 'P21',
    q: 'Which state has the most airports?',
    slug: 'ops-agent',
    sql: `SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  { id: 'P22', q: 'How many flights from SFO?', slug: 'ops-agent', expect: 'questionnaire' },
  {
    id: 'P23',
    q: 'How many flights from SFO?',
    slug: 'ops-agent',
    context: { state: 'CA' },
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO'`,
  },
  // Raw tables (sql-explorer) and the SQL fallback (ops-agent): test/chat/sql-questions.ts.
  ...SQL_QUESTIONS,
  ...SQL_QUESTIONS_2,
  ...SQL_ANALYST_QUESTIONS,
  // Vocabulary, places, named days and follow-ups (issue 14 second pass): test/chat/questions-vocab.ts.
  ...VOCAB_QUESTIONS,
  ...FOLLOWUP_QUESTIONS,
  // Less-used contracts and fields, ranges, changes, comparisons (issue 14 third pass): test/chat/questions-round3b.ts.
  ...ROUND3B_QUESTIONS,
  ...THRESHOLD_QUESTIONS,
  // Everyday wording and follow-ups over every contract (contract-path pass): test/chat/questions-contract.ts.
  ...CONTRACT_QUESTIONS,
  // Single-turn contract questions, leftover words (pass 7): test/chat/questions-pass7.ts.
  ...PASS7_QUESTIONS,
  // Follow-ups, row-level security and unanswerable questions (pass 7): test/chat/questions-pass7-followup.ts.
  ...PASS7_FOLLOWUP_QUESTIONS,
  // Wrong answers turned into the right one or an ask-back (pass 7): test/chat/questions-pass7-wrong.ts.
  ...PASS7_WRONG_QUESTIONS,
];

/**
 * Written after the planner was tuned on QUESTIONS and run once, unchanged:
 * new phrasings of the same kinds of questions. Its accuracy is the more
 * honest estimate of how the planner does on questions it has not seen.
 */
export const HELD_OUT: readonly QuestionCase[] = [
  {
    id: 'H01',
    q: 'Give me the number of departures from Denver in May 2001',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Denver' AND date >= '2001-05-01' AND date < '2001-06-01'`,
  },
  {
    id: 'H02',
    q: 'What is the mean delay for departures out of Atlanta?',
    sql: `SELECT avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city = 'Atlanta'`,
  },
  {
    id: 'H03',
    q: 'Show monthly delayed flights for DFW',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE origin = 'DFW' GROUP BY 1`,
  },
  {
    id: 'H04',
    q: 'List the 10 busiest destination airports',
    sql: `SELECT destination, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 10`,
    ordered: true,
  },
  {
    id: 'H05',
    q: 'average trip length from Seattle',
    sql: `SELECT avg(distance) AS avg_distance FROM ${FLIGHTS_O} WHERE o.city = 'Seattle'`,
  },
  {
    id: 'H06',
    q: 'How much did it rain in Seattle in 2012?',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE year(date) = 2012`,
  },
  {
    id: 'H07',
    q: 'Number of snowy days per year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' GROUP BY 1`,
  },
  {
    id: 'H08',
    q: 'What was the maximum temperature in July 2014 on average?',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE date >= '2014-07-01' AND date < '2014-08-01'`,
  },
  {
    id: 'H09',
    q: "Show IBM's peak price",
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'IBM'`,
  },
  {
    id: 'H10',
    q: 'quarterly average price of AMZN in 2009',
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND year(date) = 2009 GROUP BY 1`,
  },
  {
    id: 'H11',
    q: 'Which company had the lowest stock price in 2003?',
    sql: `SELECT symbol, min(price) AS min_price FROM stocks WHERE year(date) = 2003 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'H12',
    q: 'How many people lived in Brazil in 1990?',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Brazil' AND year = 1990`,
  },
  {
    id: 'H13',
    q: 'lifespan in India over time',
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'India' GROUP BY 1`,
  },
  {
    id: 'H14',
    q: 'the 3 countries with the highest fertility in 1960',
    sql: `SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 1960 GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'H15',
    q: 'How many flights left California in February?',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'CA' AND date >= '2001-02-01' AND date < '2001-03-01'`,
  },
  { id: 'H16', q: 'What is the revenue per flight?', expect: 'questionnaire' },
  {
    id: 'H17',
    q: ['How many flights departed from Boston?', '…', 'what about the average delay?'],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city = 'Boston'`,
  },
  {
    id: 'H18',
    q: 'Delays by state in March 2001',
    sql: `SELECT o.state AS origin_state, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE date >= '2001-03-01' AND date < '2001-04-01' GROUP BY 1`,
  },
];

/**
 * A second held-out batch, written after the fixes prompted by HELD_OUT and
 * run once before any further change (its first-run score is in docs/chat.md).
 */
export const HELD_OUT_2: readonly QuestionCase[] = [
  {
    id: 'K01',
    q: 'number of flights out of Phoenix in January 2001',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Phoenix' AND date >= '2001-01-01' AND date < '2001-02-01'`,
  },
  {
    id: 'K02',
    q: 'Which destination had the most arrivals from Las Vegas?',
    sql: `SELECT destination, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Las Vegas' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'K03',
    q: 'weekly flight volume from MIA in April 2001',
    sql: `SELECT ${ts("date_trunc('week', date)")} AS flight_date, count(*) AS flight_count FROM flights WHERE origin = 'MIA' AND date >= '2001-04-01' AND date < '2001-05-01' GROUP BY 1`,
  },
  {
    id: 'K04',
    q: 'average delay from Florida by month',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.state = 'FL' GROUP BY 1`,
  },
  {
    id: 'K05',
    q: 'Top 4 states by total miles',
    sql: `SELECT o.state AS origin_state, sum(distance) AS total_distance FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 DESC LIMIT 4`,
    ordered: true,
  },
  {
    id: 'K06',
    q: 'how many flights from New York to Chicago?',
    expect: 'questionnaire',
  },
  {
    id: 'K07',
    q: 'total rainfall in Seattle by month in 2015',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE year(date) = 2015 GROUP BY 1`,
  },
  {
    id: 'K08',
    q: 'How many days of drizzle were there in 2012?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'drizzle' AND year(date) = 2012`,
  },
  {
    id: 'K09',
    q: 'What was the average wind in December 2014?',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE date >= '2014-12-01' AND date < '2015-01-01'`,
  },
  {
    id: 'K10',
    q: 'Average price of Google stock by quarter in 2008',
    // A questionnaire while the demo named no companies; its stocks contract now says Google is GOOG.
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND date >= '2008-01-01' AND date < '2009-01-01' GROUP BY 1`,
  },
  {
    id: 'K11',
    q: 'MSFT lowest price since 2005',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'MSFT' AND date >= '2005-01-01'`,
  },
  {
    id: 'K12',
    q: 'average share price per ticker',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks GROUP BY 1`,
  },
  {
    id: 'K13',
    q: 'population of Germany and France in 2000',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE country IN ('Germany', 'France') AND year = 2000 GROUP BY 1`,
  },
  {
    id: 'K14',
    q: 'Which region had the highest life expectancy in 1980?',
    sql: `SELECT cluster, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1980 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'K15',
    q: 'births per woman in Kenya over the years',
    sql: `SELECT year, avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Kenya' GROUP BY 1`,
  },
  {
    id: 'K16',
    q: 'How many flights from SFO?',
    slug: 'state-portal',
    context: { state: 'CA' },
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'CA' AND f.origin = 'SFO'`,
  },
  {
    id: 'K17',
    q: 'average distance by destination, top 3',
    slug: 'ops-agent',
    context: { state: 'WA' },
    sql: `SELECT destination, avg(distance) AS avg_distance FROM ${FLIGHTS_O} WHERE o.state = 'WA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'K18',
    q: 'maximum temperature by year',
    slug: 'sql-explorer',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, max(temp_max) AS max_temp_max FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'K19',
    q: ['average delay by origin state', '…', 'only for June 2001'],
    sql: `SELECT o.state AS origin_state, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE date >= '2001-06-01' AND date < '2001-07-01' GROUP BY 1`,
  },
  {
    id: 'K20',
    q: ['flights from ATL by month', '…', 'instead show the average delay'],
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE origin = 'ATL' GROUP BY 1`,
  },
];

/** A third held-out batch, written after the changes that held-out 2 and ad-hoc phrasing prompted, run once. */
export const HELD_OUT_3: readonly QuestionCase[] = [
  {
    id: 'L01',
    // Written expecting d.city = 'Honolulu'. The flights contract had no destination city then, so the
    // case was changed to expect a question; it has one now (issue 14), so the written answer is back.
    q: 'What share of flights... no, just the count of flights to Honolulu in 2001',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE d.city = 'Honolulu' AND year(f.date) = 2001`,
  },
  {
    id: 'L02',
    q: 'average departure delay at ORD in January 2001',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD' AND date >= '2001-01-01' AND date < '2001-02-01'`,
  },
  {
    id: 'L03',
    q: 'which 3 states had the fewest flights?',
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'L04',
    q: 'delayed flights by destination state in June 2001',
    sql: `SELECT d.state AS destination_state, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_OD} WHERE date >= '2001-06-01' AND date < '2001-07-01' GROUP BY 1`,
  },
  {
    id: 'L05',
    q: 'how many sunny days did Seattle have each year?',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' GROUP BY 1`,
  },
  {
    id: 'L06',
    q: 'average low temperature by quarter in 2014',
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE year(date) = 2014 GROUP BY 1`,
  },
  {
    id: 'L07',
    q: 'What was the highest closing price of AMZN in 2007?',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'AMZN' AND year(date) = 2007`,
  },
  {
    id: 'L08',
    q: 'average price per year for IBM from 2000 to 2004',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND date >= '2000-01-01' AND date < '2005-01-01' GROUP BY 1`,
  },
  {
    id: 'L09',
    q: 'life expectancy in Japan vs China in 2005',
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country IN ('Japan', 'China') AND year = 2005 GROUP BY 1`,
  },
  {
    id: 'L10',
    q: 'total population by cluster in 1955',
    sql: `SELECT cluster, sum(pop) AS total_population FROM gapminder WHERE year = 1955 GROUP BY 1`,
  },
  {
    id: 'L11',
    q: 'What is the GDP of Mexico?',
    expect: 'questionnaire',
  },
  {
    id: 'L12',
    q: ['average delay by month', '…', 'only for flights from Boston'],
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city = 'Boston' GROUP BY 1`,
  },
];
