import type { QuestionCase } from './questions.js';

/**
 * Development questions for issue 14's follow-up pass (Z01–Z62): conversations
 * that change one slot after a first answer (the period, the place, the grain,
 * the measure, the ranking size or direction, "what about", "and for", "same
 * but", "break that down by", "why" that must be asked back), and single-turn
 * questions over the less-used fields of all four analytics-app contracts
 * (rankings with a direction, comparisons, date ranges, lower-case tickers,
 * typos), plus a few inside state-portal's row-level security. Written from the
 * contracts, the catalog and the data alone, before the planner was changed;
 * each answer is SQL on the raw tables of the demo DuckDB file.
 */

const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FLIGHTS_O = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FLIGHTS_OD = `${FLIGHTS_O} LEFT JOIN airports d ON f.destination = d.iata`;
const month = (y: number, m: number) => {
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return `f.date >= '${y}-${String(m).padStart(2, '0')}-01' AND f.date < '${next}'`;
};
const year = (col: string, y: number) => `${col} >= '${y}-01-01' AND ${col} < '${y + 1}-01-01'`;
const state = (s: string) => ({ slug: 'state-portal', context: { state: s } });

const FOLLOW_UPS: readonly QuestionCase[] = [
  {
    id: 'Z01',
    q: ['How many flights were there in March 2001?', '…', 'and in April?'],
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE ${month(2001, 4)}`,
  },
  {
    id: 'Z02',
    q: ['Average delay from ORD', '…', 'what about from Denver?'],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city = 'Denver'`,
  },
  {
    id: 'Z03',
    q: ['Top 5 origins by flights', '…', 'only the top 3'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'Z04',
    q: ['Top 5 origins by average delay', '…', 'and the bottom 5?'],
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 ASC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'Z05',
    q: ['Average delay by month', '…', 'break that down by origin state'],
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS flight_date, o.state AS origin_state, avg(delay) AS avg_delay FROM ${FLIGHTS_O} GROUP BY 1, 2`,
  },
  {
    id: 'Z06',
    q: ['average temperature in 2014', '…', 'same but for 2015'],
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${year('date', 2015)}`,
  },
  {
    id: 'Z07',
    q: ['total rainfall by month in 2013', '…', 'by quarter instead'],
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${year('date', 2013)} GROUP BY 1`,
  },
  {
    id: 'Z08',
    q: ['average price of MSFT in 2005', '…', 'and the highest price?'],
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'MSFT' AND ${year('date', 2005)}`,
  },
  {
    id: 'Z09',
    q: ['Average life expectancy by year', '…', 'just for China'],
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'China' GROUP BY 1`,
  },
  {
    id: 'Z10',
    q: ['Which country had the largest population in 2005?', '…', 'and in 1955?'],
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 1955 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Z11',
    q: ['How many delayed flights left from ATL?', '…', 'why?'],
    expect: 'questionnaire',
  },
  {
    id: 'Z12',
    q: ['top 3 destinations by average delay', '…', 'lowest instead'],
    sql: `SELECT destination, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'Z13',
    q: ['How many flights to Seattle in May 2001?', '…', 'what about June?'],
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE d.city = 'Seattle' AND ${month(2001, 6)}`,
  },
  {
    id: 'Z14',
    q: ['average wind speed by weather type', '…', 'only in 2012'],
    sql: `SELECT weather, avg(wind) AS avg_wind FROM seattle_weather WHERE ${year('date', 2012)} GROUP BY 1`,
  },
  {
    id: 'Z15',
    q: ['average price by symbol', '…', 'show only the top 2'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks GROUP BY 1 ORDER BY 2 DESC LIMIT 2`,
    ordered: true,
  },
  {
    id: 'Z16',
    q: ['number of flights from LAX', '…', 'and to LAX?'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE destination = 'LAX'`,
  },
  {
    id: 'Z17',
    q: ['Total distance flown by origin state', '…', 'use average distance instead'],
    sql: `SELECT o.state AS origin_state, avg(distance) AS avg_distance FROM ${FLIGHTS_O} GROUP BY 1`,
  },
  {
    id: 'Z18',
    q: ['How many sunny days in 2014?', '…', 'and rainy ones?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${year('date', 2014)}`,
  },
  {
    id: 'Z19',
    q: ['average fertility by cluster in 2005', '…', 'what about 1975?'],
    sql: `SELECT cluster, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 1975 GROUP BY 1`,
  },
  {
    id: 'Z20',
    q: ['Monthly average delay for flights out of SFO', '…', 'daily instead'],
    sql: `SELECT ${ts("date_trunc('day', date)")} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE origin = 'SFO' GROUP BY 1`,
  },
  {
    id: 'Z21',
    q: ['What was the max price of GOOG?', '…', 'and the lowest?'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'GOOG'`,
  },
  {
    id: 'Z22',
    q: ['number of flights by origin state', '…', 'top 4 only'],
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 DESC LIMIT 4`,
    ordered: true,
  },
  {
    id: 'Z23',
    q: ['How many flights from Chicago?', '…', 'break it down by airport'],
    sql: `SELECT origin, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Chicago' GROUP BY 1`,
  },
  {
    id: 'Z24',
    q: ['average delay in January 2001', '…', 'and for the whole first quarter?'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE date >= '2001-01-01' AND date < '2001-04-01'`,
  },
];

const SINGLES: readonly QuestionCase[] = [
  {
    id: 'Z30',
    q: 'What was the lowest price ever for IBM?',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'IBM'`,
  },
  {
    id: 'Z31',
    q: 'Which year had the highest average life expectancy?',
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Z32',
    q: 'How many days did it snow in 2015?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' AND ${year('date', 2015)}`,
  },
  {
    id: 'Z33',
    q: 'Which month in 2014 had the most rainfall?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${year('date', 2014)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Z34',
    q: 'Average low temperature in December 2013',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE date >= '2013-12-01' AND date < '2014-01-01'`,
  },
  {
    id: 'Z35',
    q: 'windiest weather type',
    sql: `SELECT weather, avg(wind) AS avg_wind FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Z36',
    q: 'Which 3 countries had the lowest fertility in 2005?',
    sql: `SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'Z37',
    q: 'population of India in 1980',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'India' AND year = 1980`,
  },
  {
    id: 'Z38',
    q: 'How many flights were delayed from Las Vegas?',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} WHERE o.city = 'Las Vegas'`,
  },
  {
    id: 'Z39',
    q: 'Average delay for flights from Texas to California',
    sql: `SELECT avg(delay) AS avg_delay FROM ${FLIGHTS_OD} WHERE o.state = 'TX' AND d.state = 'CA'`,
  },
  {
    id: 'Z40',
    q: 'Which destination had the highest average delay in June 2001?',
    sql: `SELECT destination, avg(delay) AS avg_delay FROM flights f WHERE ${month(2001, 6)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Z41',
    q: 'stock price of AMZN by year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' GROUP BY 1`,
  },
  {
    id: 'Z42',
    q: 'avg price of msft in 2003',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${year('date', 2003)}`,
  },
  {
    id: 'Z43',
    q: 'avrage delay at JFK',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'JFK'`,
  },
  {
    id: 'Z44',
    q: 'total precipitaton in 2012',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${year('date', 2012)}`,
  },
  {
    id: 'Z45',
    q: 'Compare the average price of AAPL and MSFT in 2008',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('AAPL', 'MSFT') AND ${year('date', 2008)} GROUP BY 1`,
  },
  {
    id: 'Z46',
    q: 'flights from Boston between February and April 2001',
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Boston' AND f.date >= '2001-02-01' AND f.date < '2001-05-01'`,
  },
  {
    id: 'Z47',
    q: 'life expectancy in Japan vs the United States in 2000',
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country IN ('Japan', 'United States') AND year = 2000 GROUP BY 1`,
  },
  {
    id: 'Z48',
    q: 'Top 3 destination states by average distance',
    sql: `SELECT d.state AS destination_state, avg(distance) AS avg_distance FROM ${FLIGHTS_OD} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'Z49',
    q: 'Which quarter of 2001 had the most flights?',
    sql: `SELECT ${ts("date_trunc('quarter', date)")} AS flight_date, count(*) AS flight_count FROM flights WHERE ${year('date', 2001)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Z50',
    q: 'total miles flown to Hawaii in 2001',
    sql: `SELECT sum(distance) AS total_distance FROM ${FLIGHTS_OD} WHERE d.state = 'HI' AND ${year('f.date', 2001)}`,
  },
  {
    id: 'Z51',
    q: 'what was the average high temp in july 2015',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE date >= '2015-07-01' AND date < '2015-08-01'`,
  },
];

const RLS: readonly QuestionCase[] = [
  {
    id: 'Z60',
    q: ['How many flights from Houston?', '…', 'and from Dallas?'],
    ...state('TX'),
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'TX' AND o.city = 'Dallas'`,
  },
  {
    id: 'Z61',
    q: 'Average delay by airport in April',
    ...state('CA'),
    sql: `SELECT origin, avg(delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.state = 'CA' AND ${month(2001, 4)} GROUP BY 1`,
  },
  {
    id: 'Z62',
    q: ['top 3 airports by flights', '…', 'what about Texas?'],
    ...state('CA'),
    expect: 'questionnaire',
  },
];

/** A second batch, written after the first batch's fixes and scored before any further change. */
const SECOND: readonly QuestionCase[] = [
  {
    id: 'Z70',
    q: ['average delay by origin state', '…', 'only the top 3'],
    sql: `SELECT o.state AS origin_state, avg(delay) AS avg_delay FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'Z71',
    q: ['How many flights in April 2001?', '…', 'and May?'],
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE ${month(2001, 5)}`,
  },
  {
    id: 'Z72',
    q: ['rainy days in 2013', '…', 'by month'],
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${year('date', 2013)} GROUP BY 1`,
  },
  {
    id: 'Z73',
    q: ['average price of AAPL in 2007', '…', 'same for GOOG'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${year('date', 2007)}`,
  },
  {
    id: 'Z74',
    q: ['life expectancy of Brazil in 2005', '…', 'and Argentina?'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Argentina' AND year = 2005`,
  },
  {
    id: 'Z75',
    q: ['top 5 countries by population in 2005', '…', 'what about in 1960?'],
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 1960 GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'Z76',
    q: ['average delay for flights to Atlanta', '…', 'why is it so high?'],
    expect: 'questionnaire',
  },
  {
    id: 'Z77',
    q: ['flights from Phoenix by month', '…', 'only March'],
    sql: `SELECT ${ts("date_trunc('month', f.date)")} AS flight_date, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Phoenix' AND ${month(2001, 3)} GROUP BY 1`,
  },
  {
    id: 'Z78',
    q: ['total precipitation by year', '…', 'sort by lowest first'],
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather GROUP BY 1 ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'Z79',
    q: ['max price of AMZN', '…', 'and IBM?'],
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'IBM'`,
  },
  {
    id: 'Z80',
    q: ['average high temperature in June 2014', '…', 'and the low?'],
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE date >= '2014-06-01' AND date < '2014-07-01'`,
  },
  {
    id: 'Z81',
    q: ['number of flights from SFO by destination', '…', 'top 5 only'],
    sql: `SELECT destination, count(*) AS flight_count FROM flights WHERE origin = 'SFO' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'Z82',
    q: 'how many flihgts left from SEA in feb 2001',
    sql: `SELECT count(*) AS flight_count FROM flights f WHERE origin = 'SEA' AND ${month(2001, 2)}`,
  },
  {
    id: 'Z83',
    q: 'fertility rate of India in 1990',
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'India' AND year = 1990`,
  },
  {
    id: 'Z84',
    q: 'Which symbol had the highest max price?',
    sql: `SELECT symbol, max(price) AS max_price FROM stocks GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Z85',
    q: 'average wind speed on foggy days',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE weather = 'fog'`,
  },
  {
    id: 'Z86',
    q: 'How many days had drizzle in 2012?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'drizzle' AND ${year('date', 2012)}`,
  },
  {
    id: 'Z87',
    q: 'Which origin city has the most delayed flights?',
    sql: `SELECT o.city AS origin_city, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'Z88',
    q: 'total population of cluster 2 in 2000',
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE cluster = 2 AND year = 2000`,
  },
  {
    id: 'Z89',
    q: 'average temprature in 2013',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${year('date', 2013)}`,
  },
];

export const FOLLOWUP_QUESTIONS: readonly QuestionCase[] = [...FOLLOW_UPS, ...SINGLES, ...RLS, ...SECOND];
