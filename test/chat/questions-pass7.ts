import type { QuestionCase } from './questions.js';

/**
 * Development questions for the seventh pass (P01–P116), on single-turn questions to the contract-only
 * consumers (analytics-app, state-portal with its state as RLS context), written from the demo
 * contracts, the catalog and the data before the planner was changed: everyday wording with words
 * left over ("roughly", "in total", "please", "for me", "numbers on", "give me a breakdown",
 * "overall", units), typos now and then, rankings and top-N, time ranges and grains, places by name
 * or code, comparisons. The second half must be asked back: columns that do not exist (airline,
 * arrival delay, cancellations, passengers), unknown names, negations, thresholds the contracts
 * cannot express, periods outside the data, and leftover words that change the meaning. Answers are
 * SQL on the raw tables of the demo DuckDB file. Part of QUESTIONS.
 */

const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FLIGHTS_O = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FLIGHTS_OD = `${FLIGHTS_O} LEFT JOIN airports d ON f.destination = d.iata`;
const between = (col: string, from: string, to: string) =>
  `${col} >= DATE '${from}' AND ${col} < DATE '${to}'`;
const yearOf = (col: string, y: number) => between(col, `${y}-01-01`, `${y + 1}-01-01`);
const ASK = 'questionnaire' as const;
const state = (s: string) => ({ slug: 'state-portal', context: { state: s } });
/** The month holding WA's latest departure (relative time counts back from the caller's own data). */
const WA_LATEST = `(SELECT date_trunc('month', max(g.date) + INTERVAL 1 DAY) FROM flights g LEFT JOIN airports p ON g.origin = p.iata WHERE p.state = 'WA')`;
const month = (col: string) => ts(`date_trunc('month', ${col})`);

const FLIGHTS: readonly QuestionCase[] = [
  {
    id: 'P01',
    q: 'roughly how many flights left SEA in total?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'P02',
    q: 'give me the number of flights out of Denver in March please',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Denver' AND ${between('f.date', '2001-03-01', '2001-04-01')}`,
  },
  {
    id: 'P03',
    q: 'what was the average delay overall for flights from ORD, in minutes',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD'`,
  },
  {
    id: 'P04',
    q: 'numbers on delayed flights from Atlanta in April 2001',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.city = 'Atlanta' AND ${between('f.date', '2001-04-01', '2001-05-01')}`,
  },
  {
    id: 'P05',
    q: 'give me a breakdown of flights by origin state',
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FLIGHTS_O} GROUP BY 1`,
  },
  {
    id: 'P06',
    q: 'busiest 5 airports by flight volume',
    sql: `SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P07',
    q: 'top 3 destination cities from Boston for me',
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.city = 'Boston' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P08',
    q: 'total miles flown per month out of LAX',
    sql: `SELECT ${month('date')} AS flight_date, sum(distance) AS total_distance FROM flights WHERE origin = 'LAX' GROUP BY 1`,
  },
  {
    id: 'P09',
    q: 'flight volume per month from Texas',
    sql: `SELECT ${month('f.date')} AS flight_date, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'TX' GROUP BY 1`,
  },
  {
    id: 'P10',
    q: 'what is the avg distance of flights from SFO to JFK',
    sql: `SELECT avg(distance) AS avg_distance FROM flights WHERE origin = 'SFO' AND destination = 'JFK'`,
  },
  {
    id: 'P11',
    q: 'how many flights went from Chicago to New York in February 2001?',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.city = 'Chicago' AND d.city = 'New York' AND ${between('f.date', '2001-02-01', '2001-03-01')}`,
  },
  {
    id: 'P12',
    q: 'which origin state had the highest average delay in June?',
    sql: `SELECT o.state AS origin_state, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE ${between('f.date', '2001-06-01', '2001-07-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P13',
    q: 'the 10 busiest routes overall',
    sql: `SELECT origin, destination, count(*) AS flight_count FROM flights GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 10`,
    ordered: true,
  },
  {
    id: 'P14',
    q: 'how many late flights did PHX have in Q2 2001',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE origin = 'PHX' AND ${between('date', '2001-04-01', '2001-07-01')}`,
  },
  {
    id: 'P15',
    q: 'daily flight count from Miami in the first week of March 2001',
    sql: `SELECT ${ts("date_trunc('day', f.date)")} AS flight_date, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Miami' AND ${between('f.date', '2001-03-01', '2001-03-08')} GROUP BY 1`,
  },
  {
    id: 'P16',
    q: 'Compare the average delay at SEA and PDX',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE origin IN ('SEA', 'PDX') GROUP BY 1`,
  },
  {
    id: 'P17',
    q: 'Which destination state gets the most flights from California, roughly?',
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P18',
    q: 'average departure delay by month in 2001 please',
    sql: `SELECT ${month('date')} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE ${yearOf('date', 2001)} GROUP BY 1`,
  },
  {
    id: 'P19',
    q: 'total distance flown from Las Vegas, in miles',
    sql: `SELECT sum(distance) AS total_distance FROM ${FLIGHTS_O} WHERE o.city = 'Las Vegas'`,
  },
  {
    id: 'P20',
    q: 'number of flights to Orlando last month',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE d.city = 'Orlando' AND ${between('f.date', '2001-06-01', '2001-07-01')}`,
  },
  {
    id: 'P21',
    q: 'which 3 months had the most delayed flights',
    sql: `SELECT ${month('date')} AS flight_date, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P22',
    q: 'mean delay for flihgts arriving in Denver',
    sql: `SELECT avg(delay) AS avg_delay FROM ${FLIGHTS_OD} WHERE d.city = 'Denver'`,
  },
  {
    id: 'P23',
    q: 'How many flights overall departed from Florida airports?',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'FL'`,
  },
  {
    id: 'P24',
    q: 'flights from SEA to SFO per month, please',
    sql: `SELECT ${month('date')} AS flight_date, count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND destination = 'SFO' GROUP BY 1`,
  },
];

const WEATHER: readonly QuestionCase[] = [
  {
    id: 'P25',
    q: 'how many rainy days were there in 2014 overall?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P26',
    q: 'total rainfall in Seattle in 2013 in mm',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'P27',
    q: 'average high temprature per month in 2015',
    sql: `SELECT ${month('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1`,
  },
  {
    id: 'P28',
    q: 'which year was the windiest?',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(wind) AS avg_wind FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P29',
    q: 'give me a breakdown of days by weather type',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'P30',
    q: 'average wind speed on foggy days, roughly',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE weather = 'fog'`,
  },
  {
    id: 'P31',
    q: 'what was the wettest month of 2012',
    sql: `SELECT ${month('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2012)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P32',
    q: 'number of sunny days per year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' GROUP BY 1`,
  },
  {
    id: 'P33',
    q: 'average low temperature in January 2013 in degrees',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${between('date', '2013-01-01', '2013-02-01')}`,
  },
  {
    id: 'P34',
    q: 'how much precipitation fell in total in the summer of 2014?',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2014-06-01', '2014-09-01')}`,
  },
  {
    id: 'P35',
    q: 'coldest month in 2012 please',
    sql: `SELECT ${month('date')} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${yearOf('date', 2012)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
];

const STOCKS: readonly QuestionCase[] = [
  {
    id: 'P36',
    q: 'average closing price of AAPL in 2008',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2008)}`,
  },
  {
    id: 'P37',
    q: 'what was the highest price of MSFT ever',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'MSFT'`,
  },
  {
    id: 'P38',
    q: 'average share price per year for IBM',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' GROUP BY 1`,
  },
  {
    id: 'P39',
    q: 'which stock had the highest average price in 2005?',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2005)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P40',
    q: 'lowest price of GOOG overall',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'GOOG'`,
  },
  {
    id: 'P41',
    q: 'AMZN price by quarter in 2009 please',
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'P42',
    q: 'rank the stocks by average price',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks GROUP BY 1 ORDER BY 2 DESC`,
    ordered: true,
  },
  {
    id: 'P43',
    q: 'compare AAPL and MSFT average price in 2007',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('AAPL', 'MSFT') AND ${yearOf('date', 2007)} GROUP BY 1`,
  },
];

const GAPMINDER: readonly QuestionCase[] = [
  {
    id: 'P44',
    q: 'what was the population of China in 2000?',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'China' AND year = 2000`,
  },
  {
    id: 'P45',
    q: 'life expectancy in Japan over time',
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' GROUP BY 1`,
  },
  {
    id: 'P46',
    q: 'top 5 countries by population in 2005',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P47',
    q: 'average fertility rate per year overall',
    sql: `SELECT year, avg(fertility) AS avg_fertility FROM gapminder GROUP BY 1`,
  },
  {
    id: 'P48',
    q: 'which country had the lowest life expectancy in 1955?',
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1955 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P49',
    q: 'total population by year for me',
    sql: `SELECT year, sum(pop) AS total_population FROM gapminder GROUP BY 1`,
  },
  {
    id: 'P50',
    q: 'fertility of India in 1970 roughly',
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'India' AND year = 1970`,
  },
  {
    id: 'P51',
    q: 'how many people lived in Brazil in 1990',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Brazil' AND year = 1990`,
  },
];

const RLS: readonly QuestionCase[] = [
  {
    id: 'P52',
    q: 'how many flights did we have in total in May?',
    ...state('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'CA' AND ${between('f.date', '2001-05-01', '2001-06-01')}`,
  },
  {
    id: 'P53',
    q: 'our average delay per month',
    ...state('TX'),
    sql: `SELECT ${month('f.date')} AS flight_date, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.state = 'TX' GROUP BY 1`,
  },
  {
    id: 'P54',
    q: 'top 5 destinations from our state',
    ...state('WA'),
    sql: `SELECT destination, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'WA' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P55',
    q: 'number of late departures from our airports in March',
    ...state('NY'),
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.state = 'NY' AND ${between('f.date', '2001-03-01', '2001-04-01')}`,
  },
  {
    id: 'P56',
    q: 'average flight distance to Hawaii please',
    ...state('CA'),
    sql: `SELECT avg(distance) AS avg_distance FROM ${FLIGHTS_OD} WHERE o.state = 'CA' AND d.state = 'HI'`,
  },
  {
    id: 'P57',
    q: 'which of our airports is the busiest?',
    ...state('FL'),
    sql: `SELECT origin, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'FL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P58',
    q: 'total miles flown by our flights in Q1',
    ...state('IL'),
    sql: `SELECT sum(distance) AS total_distance FROM ${FLIGHTS_O} WHERE o.state = 'IL' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P59',
    q: 'give me a breakdown of flights by destination state for June',
    ...state('GA'),
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'GA' AND ${between('f.date', '2001-06-01', '2001-07-01')} GROUP BY 1`,
  },
];

/** Must be asked back: what the contracts cannot express, unknown names, meaning-changing words. */
const REFUSED: readonly QuestionCase[] = [
  { id: 'P60', q: 'how many flights were cancelled in March?', expect: ASK },
  { id: 'P61', q: 'average arrival delay from ORD', expect: ASK },
  { id: 'P62', q: 'which airline had the most flights?', expect: ASK },
  { id: 'P63', q: 'how many flights left from Gotham City?', expect: ASK },
  { id: 'P64', q: 'average delay of flights that were not late', expect: ASK },
  { id: 'P65', q: 'how many flights in 2005?', expect: ASK },
  { id: 'P66', q: 'average price of TSLA in 2008', expect: ASK },
  { id: 'P67', q: 'how many flights carried more than 200 passengers', expect: ASK },
  { id: 'P68', q: 'population of Atlantis in 2000', expect: ASK },
  { id: 'P69', q: 'average delay for diverted flights', expect: ASK },
  { id: 'P70', q: 'how many days had hail in 2013', expect: ASK },
  { id: 'P71', q: 'average price of AAPL in 2015', expect: ASK },
  { id: 'P72', q: 'how many international flights left JFK', expect: ASK },
  { id: 'P73', q: 'median delay from SFO', expect: ASK },
  { id: 'P74', q: 'how many flights from ORD were delayed by snow', expect: ASK },
  { id: 'P75', q: 'GDP of France in 2000', expect: ASK },
  { id: 'P76', q: 'total precipitation on weekends in 2014', expect: ASK },
  { id: 'P77', q: 'how many flights left Texas', ...state('CA'), expect: ASK },
  { id: 'P78', q: 'average delay for flights longer than 3 hours', expect: ASK },
  { id: 'P79', q: 'how many planes does United own', expect: ASK },
  { id: 'P80', q: 'average delay of flights without a delay', expect: ASK },
  { id: 'P81', q: 'life expectancy of women in Japan in 2000', expect: ASK },
];

/** Longer everyday wording: content words a user adds that change nothing ("stats", "look like"). */
const WORDY: readonly QuestionCase[] = [
  {
    id: 'P82',
    q: 'what is the typical delay for a flight leaving Boston',
    sql: `SELECT avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city = 'Boston'`,
  },
  {
    id: 'P83',
    q: 'can you pull the total number of flights that departed Phoenix in January',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Phoenix' AND ${between('f.date', '2001-01-01', '2001-02-01')}`,
  },
  {
    id: 'P84',
    q: 'I need the average distance of trips from Seattle to Anchorage',
    sql: `SELECT avg(distance) AS avg_distance FROM ${FLIGHTS_OD} WHERE o.city = 'Seattle' AND d.city = 'Anchorage'`,
  },
  {
    id: 'P85',
    q: 'what does the delay situation look like at ATL',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'ATL'`,
  },
  {
    id: 'P86',
    q: 'what were the stats on late flights from Houston in February',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.city = 'Houston' AND ${between('f.date', '2001-02-01', '2001-03-01')}`,
  },
  {
    id: 'P87',
    q: 'list the top 5 origin airports ranked by average delay',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P88',
    q: 'monthly trend of average delay for flights leaving Chicago',
    sql: `SELECT ${month('f.date')} AS flight_date, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city = 'Chicago' GROUP BY 1`,
  },
  {
    id: 'P89',
    q: 'total number of flights handled by LAX in Q1',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'LAX' AND ${between('date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P90',
    q: 'volume of flights from Seattle to Los Angeles in June',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.city = 'Seattle' AND d.city = 'Los Angeles' AND ${between('f.date', '2001-06-01', '2001-07-01')}`,
  },
  {
    id: 'P91',
    q: 'please show me a chart of monthly flight counts out of Atlanta',
    sql: `SELECT ${month('f.date')} AS flight_date, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Atlanta' GROUP BY 1`,
  },
  {
    id: 'P92',
    q: 'how many flights took off from Denver on a monthly basis',
    sql: `SELECT ${month('f.date')} AS flight_date, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Denver' GROUP BY 1`,
  },
  {
    id: 'P93',
    q: 'what is the total amount of rain Seattle got in 2015',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2015)}`,
  },
  {
    id: 'P94',
    q: 'tell me the average maximum temperature for July 2013',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${between('date', '2013-07-01', '2013-08-01')}`,
  },
  {
    id: 'P95',
    q: 'what was the average daily high in Seattle during August 2013',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${between('date', '2013-08-01', '2013-09-01')}`,
  },
  {
    id: 'P96',
    q: 'show the avg closing price for each ticker across the whole period',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks GROUP BY 1`,
  },
  {
    id: 'P97',
    q: 'give me the life expectancy figures for Kenya by year',
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Kenya' GROUP BY 1`,
  },
  {
    id: 'P98',
    q: 'how big was the population of Nigeria in 2005',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Nigeria' AND year = 2005`,
  },
  {
    id: 'P99',
    q: 'what does the fertility rate trend look like in Mexico',
    sql: `SELECT year, avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Mexico' GROUP BY 1`,
  },
  {
    id: 'P100',
    q: 'give me the figures on our delayed flights last month',
    ...state('WA'),
    // "last month" is the last month that has ended by the latest date the caller can see (WA's last
    // departure, on 30 June: June).
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.state = 'WA' AND f.date >= ${WA_LATEST} - INTERVAL 1 MONTH AND f.date < ${WA_LATEST}`,
  },
  {
    id: 'P101',
    q: 'how is our average delay trending month over month',
    ...state('CO'),
    sql: `SELECT ${month('f.date')} AS flight_date, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.state = 'CO' GROUP BY 1`,
  },
  {
    id: 'P102',
    q: 'quick summary of total miles our flights covered in April',
    ...state('AZ'),
    sql: `SELECT sum(distance) AS total_distance FROM ${FLIGHTS_O} WHERE o.state = 'AZ' AND ${between('f.date', '2001-04-01', '2001-05-01')}`,
  },
];

/** More that must be asked back: leftover words that narrow or change what is counted. */
const REFUSED_2: readonly QuestionCase[] = [
  { id: 'P103', q: 'what percentage of flights were late', expect: ASK },
  { id: 'P104', q: 'how many flights to SFO were more than 30 minutes late', expect: ASK },
  { id: 'P105', q: 'average delay for flights from Denver excluding weekends', expect: ASK },
  { id: 'P106', q: 'how many flights from Boston to Tokyo', expect: ASK },
  { id: 'P107', q: 'how many flights from SEA were full', expect: ASK },
  { id: 'P108', q: 'the average delay of early flights from SEA', expect: ASK },
  { id: 'P109', q: 'number of delayed flights per airline', expect: ASK },
  // Asked back while the demo named no companies; its stocks contract now says Apple is AAPL (value_synonyms).
  {
    id: 'P110',
    q: 'what was the average stock price of Apple in 2008',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2008)}`,
  },
  { id: 'P111', q: 'rainy days in 2016', expect: ASK },
  { id: 'P112', q: 'average delay at ORD in the morning', expect: ASK },
  { id: 'P113', q: 'population of China in 2050', expect: ASK },
  { id: 'P114', q: 'average delay of flights on older planes', expect: ASK },
  { id: 'P115', q: 'how many flights from ORD were overbooked', expect: ASK },
  { id: 'P116', q: 'how many days were colder than 0 degrees in 2013', expect: ASK },
];

export const PASS7_QUESTIONS: readonly QuestionCase[] = [
  ...FLIGHTS,
  ...WEATHER,
  ...STOCKS,
  ...GAPMINDER,
  ...RLS,
  ...REFUSED,
  ...WORDY,
  ...REFUSED_2,
];
