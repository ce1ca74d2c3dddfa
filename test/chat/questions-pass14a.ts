import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 14a (P14A-01–P14A-61): follow-up turns, written before the planner was
 * changed, in phrasings of our own, of what a user types after a first answer:
 * - one thing changed: a place, a side, a period ("and in April?", "what about the year before", "same
 *   for Q2", "the month after"), a symbol or a country ("same question for AAPL");
 * - another measure ("and the average delay?", "what about total distance instead");
 * - a breakdown added, swapped or removed ("break that down by month", "now by destination", "without
 *   the breakdown");
 * - a limit or an order ("just the top 3", "and the bottom 5?", "sort ascending");
 * - a narrowing ("only the delayed ones", "just those to Texas", "exclude LAX");
 * - comparisons ("how does that compare with Chicago?", "and vs the year before?");
 * - pointers ("which of those is the busiest?", "how many flights is that?"), reversals, another data
 *   set; a few inside state-portal's and ops-agent's row-level security (answered within the state).
 * Near misses that must be asked back stand at the end (P14A-51–P14A-61: a period, a column, a place or
 * a symbol the data does not have, a pointer nothing explains, a state outside the caller's).
 * P14A-62–P14A-67 are probes written after the rules. Answers are SQL on the raw tables of the demo
 * DuckDB file. Scored by test/chat/passes.test.ts (label `pass14a`).
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
const DELAYED = 'count(*) FILTER (WHERE f.delay > 15) AS delayed_flights';
const monthly = (col: string) => ts(`date_trunc('month', ${col})`);
const yearly = (col: string) => ts(`date_trunc('year', ${col})`);

/** One thing changed: a period, a place, a side, a symbol, a country. */
const CHANGED: readonly QuestionCase[] = [
  {
    id: 'P14A-01',
    q: ['How many flights left Denver in March?', '…', 'and in April?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' AND ${flightMonth(4)}`,
  },
  {
    id: 'P14A-02',
    q: ['average delay out of ORD in February', '…', 'same for MDW'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights f WHERE f.origin = 'MDW' AND ${flightMonth(2)}`,
  },
  {
    id: 'P14A-03',
    q: ['How many flights landed in Phoenix in January?', '…', 'what about the month after?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE d.city = 'Phoenix' AND ${flightMonth(2)}`,
  },
  {
    id: 'P14A-04',
    q: ['Seattle rainy days in 2013', '…', 'what about the year before'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P14A-05',
    q: ['total precipitation in Seattle in Q1 2014', '…', 'same for Q2'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2014-04-01', '2014-07-01')}`,
  },
  {
    id: 'P14A-06',
    q: ['how many flights went from Boston to Atlanta', '…', 'and the other way round?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Atlanta' AND d.city = 'Boston'`,
  },
  {
    id: 'P14A-07',
    q: ['avg price of MSFT in 2004', '…', 'same question for AAPL'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2004)}`,
  },
  {
    id: 'P14A-08',
    q: ['life expectancy in Japan in 2000', '…', 'and for Brazil?'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Brazil' AND year = 2000`,
  },
  {
    id: 'P14A-09',
    q: ['how many flights from Miami to New York in January', '…', 'and back?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'New York' AND d.city = 'Miami' AND ${flightMonth(1)}`,
  },
  {
    id: 'P14A-10',
    q: ['average delay of flights into SEA', '…', 'what about departures?'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'P14A-11',
    q: ['Which 3 states had the most departures in February?', '…', 'same for March'],
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FO} WHERE ${flightMonth(3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P14A-12',
    q: ['average delay from Atlanta in January', '…', 'and for the whole first half of the year?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Atlanta' AND ${between('f.date', '2001-01-01', '2001-07-01')}`,
  },
  {
    id: 'P14A-13',
    q: ['how many snow days in Seattle in 2012', '…', 'and fog?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P14A-14',
    q: ['average wind in Seattle in March 2013', '…', 'and a year later?'],
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE ${monthOf('date', 2014, 3)}`,
  },
];

/** Another measure over the same rows. */
const MEASURE: readonly QuestionCase[] = [
  {
    id: 'P14A-15',
    q: ['How many flights departed from Atlanta in May?', '…', 'and the average delay?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Atlanta' AND ${flightMonth(5)}`,
  },
  {
    id: 'P14A-16',
    q: ['average distance of flights from LAX', '…', 'what about total distance instead'],
    sql: `SELECT sum(distance) AS total_distance FROM flights WHERE origin = 'LAX'`,
  },
  {
    id: 'P14A-17',
    q: ['what was the average high in Seattle in July 2014', '…', 'and the average low?'],
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${monthOf('date', 2014, 7)}`,
  },
  {
    id: 'P14A-18',
    q: ['the highest AMZN price in 2007', '…', 'and the lowest?'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2007)}`,
  },
  {
    id: 'P14A-19',
    q: ['GOOG average price in 2008', '…', 'and the max?'],
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2008)}`,
  },
];

/** A breakdown added, swapped or taken away. */
const BREAKDOWN: readonly QuestionCase[] = [
  {
    id: 'P14A-20',
    q: ['how many flights left Houston in the first quarter', '…', 'break that down by month'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Houston' AND ${between('f.date', '2001-01-01', '2001-04-01')} GROUP BY 1`,
  },
  {
    id: 'P14A-21',
    q: ['average delay from Houston', '…', 'now by destination'],
    sql: `SELECT f.destination, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Houston' GROUP BY 1`,
  },
  {
    id: 'P14A-22',
    q: ['flights out of Chicago by month', '…', 'without the breakdown'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Chicago'`,
  },
  {
    id: 'P14A-23',
    q: ['rainy days per year in Seattle', '…', 'just the total please'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain'`,
  },
  {
    id: 'P14A-24',
    q: ['how many flights did each state send out in June', '…', 'and by destination state instead?'],
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FOD} WHERE ${flightMonth(6)} GROUP BY 1`,
  },
  {
    id: 'P14A-25',
    q: ['number of flights from Denver to Las Vegas', '…', 'split by month'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Denver' AND d.city = 'Las Vegas' GROUP BY 1`,
  },
  {
    id: 'P14A-26',
    q: ['How many flights from Texas to Florida?', '…', 'now by origin airport'],
    sql: `SELECT f.origin, count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND d.state = 'FL' GROUP BY 1`,
  },
];

/** A limit or an order on the rows shown. */
const LIMITS: readonly QuestionCase[] = [
  {
    id: 'P14A-27',
    q: ['busiest origin airports', '…', 'just the top 3'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P14A-28',
    q: ['top 5 origin states by average delay', '…', 'and the bottom 5?'],
    sql: `SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${FO} GROUP BY 1 ORDER BY 2 ASC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P14A-29',
    q: ['average price per stock symbol', '…', 'sort ascending'],
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks GROUP BY 1 ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'P14A-30',
    q: ['the 10 biggest countries by population in 2005', '…', 'only the first three'],
    sql: `SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P14A-31',
    q: ['top 3 countries by life expectancy in 1990', '…', 'and the bottom 3?'],
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1990 GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P14A-32',
    q: ['what was the wettest month in Seattle in 2015', '…', 'and the driest?'],
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P14A-33',
    q: ['top 3 destinations from Denver in April', '…', 'make it 5'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' AND ${flightMonth(4)} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
];

/** A narrowing of the same question. */
const NARROWED: readonly QuestionCase[] = [
  {
    id: 'P14A-34',
    q: ['how many flights left Newark in May', '…', 'only the delayed ones'],
    sql: `SELECT ${DELAYED} FROM ${FO} WHERE o.city = 'Newark' AND ${flightMonth(5)}`,
  },
  {
    id: 'P14A-35',
    q: ['number of flights from California in April', '…', 'just those to Texas'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'CA' AND d.state = 'TX' AND ${flightMonth(4)}`,
  },
  {
    id: 'P14A-36',
    q: ['top 5 destinations from SFO', '…', 'exclude LAX'],
    sql: `SELECT destination, count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND destination <> 'LAX' GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'P14A-37',
    q: ['Total distance flown out of Seattle', '…', 'just in June'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FO} WHERE o.city = 'Seattle' AND ${flightMonth(6)}`,
  },
  {
    id: 'P14A-38',
    q: ['AAPL average price per year', '…', 'only from 2006 on'],
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND date >= DATE '2006-01-01' GROUP BY 1`,
  },
];

/** Comparisons and pointers back at the answer. */
const POINTERS: readonly QuestionCase[] = [
  {
    id: 'P14A-39',
    q: ['average delay from BOS in January', '…', 'how does that compare with ORD?'],
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE origin IN ('BOS', 'ORD') AND ${monthOf('date', 2001, 1)} GROUP BY 1`,
  },
  {
    id: 'P14A-40',
    q: ['Seattle precipitation in 2014', '…', 'and vs the year before?'],
    sql: `SELECT ${yearly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2013-01-01', '2015-01-01')} GROUP BY 1`,
  },
  {
    id: 'P14A-41',
    q: ['top 5 destinations from Atlanta', '…', 'which of those is the busiest?'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Atlanta' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P14A-42',
    q: ['average delay from Denver to LAX', '…', 'how many flights is that?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' AND f.destination = 'LAX'`,
  },
  {
    id: 'P14A-43',
    q: ['how many rainy days did Seattle have in 2015', '…', 'and sunny ones?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'P14A-44',
    q: ['flights from Seattle in February', '…', 'and for weather: how many rainy days in February 2014?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${monthOf('date', 2014, 2)}`,
  },
];

/** Inside row-level security: answered within the caller's state. */
const SCOPED: readonly QuestionCase[] = [
  {
    id: 'P14A-45',
    ...portal('TX'),
    q: ['average delay of our flights in May', '…', 'and in June?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(6)}`,
  },
  {
    id: 'P14A-46',
    ...portal('CA'),
    q: ['top 3 destinations from our airports', '…', 'just from San Diego'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND o.city = 'San Diego' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'P14A-47',
    ...ops('NY'),
    q: ['how many flights from JFK in March', '…', 'what about LaGuardia?'],
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'NY' AND f.origin = 'LGA' AND ${flightMonth(3)}`,
  },
  {
    id: 'P14A-48',
    ...portal('FL'),
    q: ['how many flights did we send to Georgia in April', '…', 'and the month before?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'FL' AND d.state = 'GA' AND ${flightMonth(3)}`,
  },
  {
    id: 'P14A-49',
    ...portal('WA'),
    q: ['how many flights did we have in March', '…', 'only the ones to California'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'WA' AND d.state = 'CA' AND ${flightMonth(3)}`,
  },
  {
    id: 'P14A-50',
    ...portal('IL'),
    q: ['average delay by month', '…', 'only the top 2'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'IL' GROUP BY 1 ORDER BY 2 DESC LIMIT 2`,
    ordered: true,
  },
];

/** Near misses: the follow-up is unclear or asks for what the data does not hold. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P14A-51', q: ['How many flights left Denver in March?', '…', 'and in 2002?'], expect: ASK },
  { id: 'P14A-52', q: ['average delay from Boston', '…', 'and the cancellations?'], expect: ASK },
  { id: 'P14A-53', q: ['top 5 destinations from Atlanta', '…', 'what about the other one?'], expect: ASK },
  { id: 'P14A-54', q: ['Seattle rainy days in 2013', '…', 'and in Portland?'], expect: ASK },
  { id: 'P14A-55', q: ['average price of AAPL in 2008', '…', 'same for TSLA'], expect: ASK },
  {
    id: 'P14A-56',
    ...portal('WA'),
    q: ['how many flights did we have in March', '…', 'what about Oregon?'],
    expect: ASK,
  },
  { id: 'P14A-57', q: ['average delay from Chicago', '…', 'and by airline?'], expect: ASK },
  { id: 'P14A-58', q: ['How many flights from LAX in May', '…', 'and what about that one?'], expect: ASK },
  { id: 'P14A-59', q: ['life expectancy in India in 2005', '…', 'and in 2010?'], expect: ASK },
  { id: 'P14A-60', q: ['flights from Houston to Denver', '…', 'how many passengers is that?'], expect: ASK },
  { id: 'P14A-61', q: ['average high in Seattle in 2014', '…', 'and the humidity?'], expect: ASK },
];

/** Probes written after the rules, in new phrasings, to check that they carry. */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P14A-62',
    q: ['average delay from Denver', '…', 'what about arrivals?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE d.city = 'Denver'`,
  },
  {
    id: 'P14A-63',
    q: ['top 4 destinations from Denver in March', '…', 'excluding PHX'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' AND f.destination <> 'PHX' AND ${flightMonth(3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 4`,
    ordered: true,
  },
  {
    id: 'P14A-64',
    q: ['flights from Boston to Chicago in June', '…', 'and back again?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.city = 'Chicago' AND d.city = 'Boston' AND ${flightMonth(6)}`,
  },
  {
    id: 'P14A-65',
    q: ['total distance from Phoenix per month', '…', 'no breakdown'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FO} WHERE o.city = 'Phoenix'`,
  },
  {
    id: 'P14A-66',
    q: ['top 5 destinations from Atlanta', '…', 'which of those is the least busy?'],
    expect: ASK,
  },
  {
    id: 'P14A-67',
    q: ['average delay by origin state', '…', 'and by destination state instead'],
    sql: `SELECT d.state AS destination_state, avg(f.delay) AS avg_delay FROM ${FOD} GROUP BY 1`,
  },
];

export const PASS14A_QUESTIONS: readonly QuestionCase[] = [
  ...CHANGED,
  ...MEASURE,
  ...BREAKDOWN,
  ...LIMITS,
  ...NARROWED,
  ...POINTERS,
  ...SCOPED,
  ...NEAR_MISSES,
  ...PROBES,
];
