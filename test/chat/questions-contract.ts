import type { QuestionCase } from './questions.js';

/**
 * Development questions for the contract-path pass (U01–U84), written from the demo contracts, the
 * catalog and the data alone, before the planner was changed: everyday analyst wording (late, on
 * average, typical, busiest, each / per / by), abbreviations and typos, relative time settled
 * against the data's latest date, comparisons of two values, and follow-ups that change the filter,
 * the grain, the measure or the ranking. Contract consumers only (analytics-app, state-portal). A
 * question the contracts cannot express (a share, a median, a day of the week, an hour) must be asked
 * back. Answers are SQL on the raw tables of the demo DuckDB file. Part of QUESTIONS.
 */

const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FLIGHTS_O = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FLIGHTS_OD = `${FLIGHTS_O} LEFT JOIN airports d ON f.destination = d.iata`;
const between = (col: string, from: string, to: string) =>
  `${col} >= DATE '${from}' AND ${col} < DATE '${to}'`;
const yearOf = (col: string, y: number) => between(col, `${y}-01-01`, `${y + 1}-01-01`);
const ASK = 'questionnaire' as const;
const state = (s: string) => ({ slug: 'state-portal', context: { state: s } });

const FLIGHTS: readonly QuestionCase[] = [
  {
    id: 'U01',
    q: 'how many flights were late out of ORD in may?',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE origin = 'ORD' AND ${between('date', '2001-05-01', '2001-06-01')}`,
  },
  {
    id: 'U02',
    q: 'On average, how late are flights into Atlanta?',
    sql: `SELECT avg(delay) AS avg_delay FROM ${FLIGHTS_OD} WHERE d.city = 'Atlanta'`,
  },
  {
    id: 'U03',
    q: 'whats the busiest airport in texas',
    sql: `SELECT origin, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U04',
    q: 'number of delayed flights per origin state in Q1 2001',
    sql: `SELECT o.state AS origin_state, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE ${between('f.date', '2001-01-01', '2001-04-01')} GROUP BY 1`,
  },
  {
    id: 'U05',
    q: 'avg delay each month for denver departures',
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS flight_date, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city = 'Denver' GROUP BY 1`,
  },
  {
    id: 'U06',
    q: 'Which 5 destinations from Seattle see the most flights?',
    sql: `SELECT destination, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Seattle' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'U07',
    q: 'total miles flown in the last 3 months',
    // The three months that have ended by the latest date (2001-07-01): April to June, not the six
    // flights of 1 July's month (relative.ts).
    sql: `SELECT sum(distance) AS total_distance FROM flights WHERE date >= date_trunc('month', (SELECT max(date) + INTERVAL 1 DAY FROM flights)) - INTERVAL 3 MONTH AND date < date_trunc('month', (SELECT max(date) + INTERVAL 1 DAY FROM flights))`,
  },
  {
    id: 'U08',
    q: 'flights from newark to san francisco',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.city = 'Newark' AND d.city = 'San Francisco'`,
  },
  {
    id: 'U09',
    q: 'Typical flight length out of Honolulu?',
    sql: `SELECT avg(distance) AS avg_distance FROM ${FLIGHTS_O} WHERE o.city = 'Honolulu'`,
  },
  {
    id: 'U10',
    q: 'Which month had the fewest delayed flights?',
    // A ranking of months leaves out July 2001, which holds the data's one last day (2026-11-29).
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE date < '2001-07-01' GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U11',
    q: 'How many flights flew from Florida to Georgia in January 2001?',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'FL' AND d.state = 'GA' AND ${between('f.date', '2001-01-01', '2001-02-01')}`,
  },
  {
    id: 'U12',
    q: 'average delay, ATL vs ORD',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE origin IN ('ATL', 'ORD') GROUP BY 1`,
  },
  {
    id: 'U13',
    q: 'top 5 routes out of Houston by number of flights',
    sql: `SELECT origin, destination, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Houston' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'U14',
    q: 'delay per destination state for flights leaving Colorado, worst first',
    sql: `SELECT d.state AS destination_state, avg(delay) AS avg_delay FROM ${FLIGHTS_OD} WHERE o.state = 'CO' GROUP BY 1 ORDER BY 2 DESC`,
    ordered: true,
  },
  {
    id: 'U15',
    q: 'How many flights in the first week of March 2001?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE ${between('date', '2001-03-01', '2001-03-08')}`,
  },
  {
    id: 'U16',
    q: 'Were there more flights in January or February 2001?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, count(*) AS flight_count FROM flights WHERE ${between('date', '2001-01-01', '2001-03-01')} GROUP BY 1`,
  },
  { id: 'U17', q: 'what share of flights were delayed?', expect: ASK },
  { id: 'U18', q: 'How many flights left ORD on Mondays?', expect: ASK },
  { id: 'U19', q: 'median delay at SFO', expect: ASK },
  { id: 'U20', q: 'flights departing after 6pm from LAX', expect: ASK },
  {
    id: 'U21',
    q: 'avg delay by origin city for flights to Hawaii',
    sql: `SELECT o.city AS origin_city, avg(delay) AS avg_delay FROM ${FLIGHTS_OD} WHERE d.state = 'HI' GROUP BY 1`,
  },
  {
    id: 'U22',
    q: 'avg dealy frm SFO in feb',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SFO' AND ${between('date', '2001-02-01', '2001-03-01')}`,
  },
  {
    id: 'U23',
    q: 'no. of flights to LAS in Q2',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE destination = 'LAS' AND ${between('date', '2001-04-01', '2001-07-01')}`,
  },
  {
    id: 'U24',
    q: 'Per state, how many flights were delayed in June?',
    sql: `SELECT o.state AS origin_state, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE ${between('f.date', '2001-06-01', '2001-07-01')} GROUP BY 1`,
  },
];

const OTHERS: readonly QuestionCase[] = [
  {
    id: 'U25',
    q: 'how many rainy days in seattle last year?',
    // The weather ends on 2015-12-31: 2015 has ended, so it is the last year (relative.ts).
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'U26',
    q: 'What was the typical daily high in August 2013?',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${between('date', '2013-08-01', '2013-09-01')}`,
  },
  {
    id: 'U27',
    q: 'Which month of 2014 had the least precipitation?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U28',
    q: 'avg wind per weather type',
    sql: `SELECT weather, avg(wind) AS avg_wind FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'U29',
    q: 'How many days of fog each year?',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' GROUP BY 1`,
  },
  {
    id: 'U30',
    q: 'Weekly precipitation in January 2014',
    sql: `SELECT ${ts("date_trunc('week', date)")} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2014-01-01', '2014-02-01')} GROUP BY 1`,
  },
  {
    id: 'U31',
    q: 'avg price of each ticker in 2009',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'U32',
    q: 'how high did goog go in 2007',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2007)}`,
  },
  {
    id: 'U33',
    q: 'lowest MSFT price each year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, min(price) AS min_price FROM stocks WHERE symbol = 'MSFT' GROUP BY 1`,
  },
  {
    id: 'U34',
    q: 'Which stock had the highest average price last year?',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2009)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U35',
    q: 'amzn vs aapl peak price',
    sql: `SELECT symbol, max(price) AS max_price FROM stocks WHERE symbol IN ('AMZN', 'AAPL') GROUP BY 1`,
  },
  {
    id: 'U36',
    q: 'IBM monthly price in the first half of 2006',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${between('date', '2006-01-01', '2006-07-01')} GROUP BY 1`,
  },
  {
    id: 'U37',
    q: 'What was the population of Germany in 1990?',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Germany' AND year = 1990`,
  },
  {
    id: 'U38',
    q: 'life expectancy per cluster in 2005, highest first',
    sql: `SELECT cluster, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC`,
    ordered: true,
  },
  {
    id: 'U39',
    q: 'how did fertility in India change between 1960 and 2000',
    sql: `SELECT year, avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'India' AND year >= 1960 AND year <= 2000 GROUP BY 1`,
  },
  {
    id: 'U40',
    q: 'Population of Nigeria vs Pakistan in 2005',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE country IN ('Nigeria', 'Pakistan') AND year = 2005 GROUP BY 1`,
  },
];

const RLS: readonly QuestionCase[] = [
  {
    id: 'U41',
    q: 'how many of our flights were late in april?',
    ...state('CA'),
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.state = 'CA' AND ${between('f.date', '2001-04-01', '2001-05-01')}`,
  },
  {
    id: 'U42',
    q: 'which of our airports has the longest trips on average?',
    ...state('TX'),
    sql: `SELECT origin, avg(distance) AS avg_distance FROM ${FLIGHTS_O} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U43',
    // NY's latest departure is on 30 June 2001 (the data's last day, 1 July, has none from NY): June has
    // ended, so it is the last month, as for callers whose data runs into July.
    q: 'flights to florida last month',
    ...state('NY'),
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'NY' AND d.state = 'FL' AND ${between('f.date', '2001-06-01', '2001-07-01')}`,
  },
  {
    id: 'U44',
    q: 'busiest destination city from here',
    ...state('IL'),
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'IL' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  { id: 'U45', q: 'How many flights on Tuesdays?', ...state('CA'), expect: ASK },
];

const FOLLOW_UPS: readonly QuestionCase[] = [
  {
    id: 'U46',
    q: ['how many late flights from ORD in March 2001', '…', 'and the average delay?'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD' AND ${between('date', '2001-03-01', '2001-04-01')}`,
  },
  {
    id: 'U47',
    q: ['flights by origin state', '…', 'just the top 5'],
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'U48',
    q: ['average delay by month from ATL', '…', 'by week instead'],
    sql: `SELECT ${ts("date_trunc('week', date)")} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE origin = 'ATL' GROUP BY 1`,
  },
  {
    id: 'U49',
    q: ['busiest airport in May 2001', '…', 'what about June?'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE ${between('date', '2001-06-01', '2001-07-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U50',
    q: ['total precipitation in 2014', '…', 'per weather type'],
    sql: `SELECT weather, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1`,
  },
  {
    id: 'U51',
    q: ['average high in July 2014', '…', 'and the average low?'],
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${between('date', '2014-07-01', '2014-08-01')}`,
  },
  {
    id: 'U52',
    q: ['IBM max price by year', '…', 'now for MSFT'],
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, max(price) AS max_price FROM stocks WHERE symbol = 'MSFT' GROUP BY 1`,
  },
  {
    id: 'U53',
    q: ['top 5 countries by population in 2005', '…', 'and by life expectancy?'],
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'U54',
    q: ['life expectancy in Brazil in 2000', '…', 'how about Argentina'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Argentina' AND year = 2000`,
  },
  {
    id: 'U55',
    q: ['flights from Boston to Chicago', '…', 'what about to Miami?'],
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.city = 'Boston' AND d.city = 'Miami'`,
  },
  {
    id: 'U56',
    q: ['delayed flights by destination state', '…', 'top 3 only'],
    sql: `SELECT d.state AS destination_state, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_OD} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'U57',
    q: ['avg distance from SEA', '…', 'per month'],
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, avg(distance) AS avg_distance FROM flights WHERE origin = 'SEA' GROUP BY 1`,
  },
  {
    id: 'U58',
    q: ['How many flights from Texas in 2001?', '…', 'excluding Houston'],
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'TX' AND o.city <> 'Houston' AND ${yearOf('f.date', 2001)}`,
  },
  {
    id: 'U59',
    q: ['average price by ticker', '…', 'only 2008'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2008)} GROUP BY 1`,
  },
  {
    id: 'U60',
    q: ['sunny days by year', '…', 'what about rainy ones?'],
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' GROUP BY 1`,
  },
  {
    id: 'U61',
    q: ['how many flights did we have in March?', '…', 'and how many were delayed?'],
    ...state('WA'),
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.state = 'WA' AND ${between('f.date', '2001-03-01', '2001-04-01')}`,
  },
  {
    id: 'U62',
    q: ['top 3 destinations', '…', 'by average delay instead'],
    ...state('CA'),
    sql: `SELECT destination, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'U63',
    q: ['average delay from ORD by month', '…', 'which month was worst?'],
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  { id: 'U64', q: ['flights per origin', '…', 'what about the median delay?'], expect: ASK },
  { id: 'U65', q: ['flights from LAX in March 2001', '…', 'on weekends only'], expect: ASK },
  {
    id: 'U66',
    q: ['How many flights from Denver in April 2001?', '…', 'what about the whole first quarter?'],
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Denver' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
];

const MORE: readonly QuestionCase[] = [
  {
    id: 'U67',
    q: 'How late were flights from Boston on average in January?',
    sql: `SELECT avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city = 'Boston' AND ${between('f.date', '2001-01-01', '2001-02-01')}`,
  },
  {
    id: 'U68',
    q: 'Which airport had the most late departures last month?',
    sql: `SELECT origin, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE ${between('date', '2001-06-01', '2001-07-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U69',
    q: 'busiest month for SFO',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, count(*) AS flight_count FROM flights WHERE origin = 'SFO' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U70',
    q: 'Is the average delay higher at JFK or LGA?',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE origin IN ('JFK', 'LGA') GROUP BY 1`,
  },
  {
    id: 'U71',
    q: 'average delay for each airport in Florida',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.state = 'FL' GROUP BY 1`,
  },
  {
    id: 'U72',
    q: 'flights per destination from Phoenix, most first',
    sql: `SELECT destination, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Phoenix' GROUP BY 1 ORDER BY 2 DESC, 1`,
    ordered: true,
  },
  {
    id: 'U73',
    q: 'what was the avg high temp on rainy days in 2015',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'U74',
    q: 'How much did it rain in Seattle in spring 2013?',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2013-03-01', '2013-06-01')}`,
  },
  {
    id: 'U75',
    q: 'Which weather type was most common in 2015?',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U76',
    q: 'How did AMZN do in 2008, month by month?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2008)} GROUP BY 1`,
  },
  {
    id: 'U77',
    q: 'Least populous country in 2000',
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2000 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U78',
    q: 'How many people lived in Japan each year?',
    sql: `SELECT year, sum(pop) AS total_population FROM gapminder WHERE country = 'Japan' GROUP BY 1`,
  },
  {
    id: 'U79',
    q: ['average delay from ORD in January 2001', '…', 'and compared with MDW?'],
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE origin IN ('ORD', 'MDW') AND ${between('date', '2001-01-01', '2001-02-01')} GROUP BY 1`,
  },
  {
    id: 'U80',
    q: ['flights by month from LAX', '…', 'only the delayed ones'],
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE origin = 'LAX' GROUP BY 1`,
  },
  {
    id: 'U81',
    q: ['Top 5 destinations from Denver', '…', 'now the 5 with the fewest'],
    sql: `SELECT destination, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Denver' GROUP BY 1 ORDER BY 2 ASC, 1 LIMIT 5`,
    ordered: true,
  },
  {
    id: 'U82',
    q: ['rainy days in 2013', '…', 'broken down by month'],
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2013)} GROUP BY 1`,
  },
  {
    id: 'U83',
    q: ['average price of GOOG in 2008', '…', 'and the year before?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2007)}`,
  },
  {
    id: 'U84',
    q: ['how many flights from SEA last month', '…', 'and the month before?'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND ${between('date', '2001-05-01', '2001-06-01')}`,
  },
];

/**
 * Written after the planner change, from probes beyond U01–U84 that it answered wrongly before (a
 * daily series for "by day of the week", the first period alone for "1990 or 2000", each day's count
 * for "flights per day on average") or not at all:
 * regressions for the new rules, not part of the before/after score.
 */
const AFTER: readonly QuestionCase[] = [
  { id: 'U85', q: ['avg delay at ORD', '…', 'by day of the week'], expect: ASK },
  { id: 'U86', q: 'flights by hour of day', expect: ASK },
  // Two years apart over a year column: both, side by side (asked back until 2026-11-29, when the
  // single-turn reading took the follow-up's "compare that with 2000" rule).
  {
    id: 'U87',
    q: 'fertility in Kenya 1990 or 2000',
    sql: `SELECT year, avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Kenya' AND year IN (1990, 2000) GROUP BY 1`,
  },
  // An average of a count over days or months: no measure computes it, and the series is many figures.
  { id: 'U91', q: 'how many flights per day on average from ORD', expect: ASK },
  { id: 'U92', q: 'average number of flights per month', expect: ASK },
  {
    id: 'U88',
    q: ['average delay per month', '…', 'which was the worst?'],
    // July 2001 (one day of data) left out of the ranking, as in U10.
    sql: `SELECT ${ts("date_trunc('month', date)")} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE date < '2001-07-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'U89',
    q: 'average price of IBM in 2003 vs 2004',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${between('date', '2003-01-01', '2005-01-01')} GROUP BY 1`,
  },
  {
    id: 'U90',
    q: 'What was the average high in July 2014?',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${between('date', '2014-07-01', '2014-08-01')}`,
  },
];

export const CONTRACT_QUESTIONS: readonly QuestionCase[] = [
  ...FLIGHTS,
  ...OTHERS,
  ...RLS,
  ...FOLLOW_UPS,
  ...MORE,
  ...AFTER,
];
