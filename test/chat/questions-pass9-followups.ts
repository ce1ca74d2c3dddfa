import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 9b (follow-ups and comparisons), written before any planner change
 * from the failure classes of the blind set heldout-7 (F07, F13, F15, F19, F23, F24, S64, …), in
 * phrasings of our own:
 * - K01–K06 "of those / of them / these" keep every condition the conversation set up;
 * - M01–M07 a follow-up keeps the latest measure asked (not the first), and a row word ("for flights
 *   into Honolulu") never replaces the measure;
 * - R01–R05 a follow-up keeps the ranking's size and its category;
 * - P01–P13 a period word replaces the period: widened to its quarter or year, or dropped ("overall",
 *   "all years", "in total");
 * - C01–C10 two-sided comparisons ("how does that compare with 2014?", "2012 or 2013?");
 * - T01–T03 "they" / "their" point back at the rows of a ranking; O01–O03 an explicit order keeps the
 *   rows shown; X01–X06 other slots (extremes "ever", "the reverse direction", steps in words);
 * - N01–N10 near misses that must still be asked back (a condition the data has no column for, a
 *   period outside the data, a word nothing explains).
 * V01–V08 were added after the planner changes, in new phrasings, to check that the rules carry.
 * Each answer is SQL on the raw tables of the demo DuckDB file.
 */

const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FLIGHTS_O = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FLIGHTS_OD = `${FLIGHTS_O} LEFT JOIN airports d ON f.destination = d.iata`;
const between = (col: string, from: string, to: string) =>
  `${col} >= DATE '${from}' AND ${col} < DATE '${to}'`;
const yearOf = (col: string, y: number) => between(col, `${y}-01-01`, `${y + 1}-01-01`);
const monthOf = (col: string, y: number, m: number) => {
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return between(col, `${y}-${String(m).padStart(2, '0')}-01`, next);
};
const DELAYED = 'count(*) FILTER (WHERE f.delay > 15) AS delayed_flights';
const yearly = (col: string) => ts(`date_trunc('year', ${col})`);
const monthly = (col: string) => ts(`date_trunc('month', ${col})`);
const ASK = 'questionnaire' as const;
const portal = (s: string) => ({ slug: 'state-portal', context: { state: s } });

const OF_THOSE: readonly QuestionCase[] = [
  {
    id: 'K01',
    q: [
      'How many flights were delayed in May 2001?',
      'Delayed flights in May 2001 is 94,000.',
      'and how many of those left from Newark?',
    ],
    sql: `SELECT ${DELAYED} FROM ${FLIGHTS_O} WHERE o.city = 'Newark' AND ${monthOf('f.date', 2001, 5)}`,
  },
  {
    id: 'K02',
    q: ['How many late flights left Denver in April?', '…', 'how many of these went to Phoenix?'],
    sql: `SELECT ${DELAYED} FROM ${FLIGHTS_OD} WHERE o.city = 'Denver' AND d.city = 'Phoenix' AND ${monthOf('f.date', 2001, 4)}`,
  },
  {
    id: 'K03',
    q: [
      'How many rainy days were there in 2014?',
      'Day count for weather rain in 2014 is 149.',
      'and how many of them were in March?',
    ],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${monthOf('date', 2014, 3)}`,
  },
  {
    id: 'K04',
    q: ['how many snow days did Seattle have in 2012', '…', 'of those, how many were in December?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' AND ${monthOf('date', 2012, 12)}`,
  },
  {
    id: 'K05',
    q: ['How many delayed departures from Texas in June?', '…', 'how many of those flew to Florida?'],
    sql: `SELECT ${DELAYED} FROM ${FLIGHTS_OD} WHERE o.state = 'TX' AND d.state = 'FL' AND ${monthOf('f.date', 2001, 6)}`,
  },
  {
    id: 'K06',
    q: ['number of delayed flights out of ATL in March', '…', 'how many of them were headed to LAX?'],
    sql: `SELECT ${DELAYED} FROM flights f WHERE f.origin = 'ATL' AND f.destination = 'LAX' AND ${monthOf('f.date', 2001, 3)}`,
  },
];

const LATEST_MEASURE: readonly QuestionCase[] = [
  {
    id: 'M01',
    ...portal('GA'),
    q: ['average delay for flights from Atlanta', '…', 'how many of them left late?', '…', 'only in April'],
    sql: `SELECT ${DELAYED} FROM ${FLIGHTS_O} WHERE o.city = 'Atlanta' AND ${monthOf('f.date', 2001, 4)}`,
  },
  {
    id: 'M02',
    q: ['avg delay from Boston', '…', 'and how many flights?', '…', 'just for February'],
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Boston' AND ${monthOf('f.date', 2001, 2)}`,
  },
  {
    id: 'M03',
    q: ['average wind in 2014', '…', 'and the total rainfall?', '…', 'what about 2015?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2015)}`,
  },
  {
    id: 'M04',
    q: ['highest price of AAPL in 2008', '…', 'and the average?', '…', 'and for 2009?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2009)}`,
  },
  {
    id: 'M05',
    q: ['average delay of flights leaving Boston', '…', 'and for flights arriving in Boston?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FLIGHTS_OD} WHERE d.city = 'Boston'`,
  },
  {
    id: 'M06',
    q: ['mean distance of departures from Anchorage', '…', 'what about flights into Anchorage?'],
    sql: `SELECT avg(f.distance) AS avg_distance FROM ${FLIGHTS_OD} WHERE d.city = 'Anchorage'`,
  },
  {
    id: 'M07',
    q: ['What is the average distance of flights out of SEA?', '…', 'and for flights to SEA?'],
    sql: `SELECT avg(distance) AS avg_distance FROM flights WHERE destination = 'SEA'`,
  },
];

const RANKINGS: readonly QuestionCase[] = [
  {
    id: 'R01',
    q: ['Which 4 cities have the most departures?', '…', 'and which have the most arrivals?'],
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FLIGHTS_OD} GROUP BY 1 ORDER BY 2 DESC LIMIT 4`,
    ordered: true,
  },
  {
    id: 'R02',
    q: [
      'top 3 origin states by number of flights',
      '…',
      'what about destination states?',
      '…',
      'just for May',
    ],
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE ${monthOf('f.date', 2001, 5)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'R03',
    q: ['Which 3 cities have the most departures?', '…', 'and the most arrivals?', '…', 'ok, only for March'],
    sql: `SELECT d.city AS destination_city, count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE ${monthOf('f.date', 2001, 3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'R04',
    q: ['top 5 countries by population in 2000', '…', 'and by life expectancy?', '…', 'now for 1980'],
    sql: `SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 1980 GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'R05',
    q: ['Which 3 destinations get the most flights from Chicago?', '…', 'and from Houston?'],
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Houston' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
];

const PERIODS: readonly QuestionCase[] = [
  {
    id: 'P01',
    q: ['How many rainy days were there in 2014?', '…', 'and over all four years?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain'`,
  },
  {
    id: 'P02',
    q: ['How many foggy days in 2015?', '…', 'what about overall?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog'`,
  },
  {
    id: 'P03',
    q: ['How many flights left Boston in March?', '…', 'and in total, across all months?'],
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Boston'`,
  },
  {
    id: 'P04',
    q: ['average price of IBM in 2005', '…', 'and over the whole period?'],
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM'`,
  },
  {
    id: 'P05',
    q: ['How many flights from SEA in February?', '…', 'and for the whole quarter?'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND ${between('date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P06',
    q: ['average delay in May 2001', '…', 'and for the full year?'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE ${yearOf('date', 2001)}`,
  },
  {
    id: 'P07',
    q: ['total precipitation in July 2013', '…', 'and for the entire year?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'P08',
    q: ['average high temperature in March 2012', '…', 'and the whole quarter?'],
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${between('date', '2012-01-01', '2012-04-01')}`,
  },
  {
    id: 'P09',
    q: ['how many delayed flights in April', '…', 'what about the whole first half of the year?'],
    sql: `SELECT ${DELAYED} FROM flights f WHERE ${between('f.date', '2001-01-01', '2001-07-01')}`,
  },
  {
    id: 'P10',
    q: ['life expectancy in Japan in 1990', '…', 'and averaged across all years?'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan'`,
  },
  {
    id: 'P11',
    q: ['How many sunny days in August 2014?', '…', 'and for all of 2014?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P12',
    ...portal('NY'),
    q: ['how many flights did we have in February', '…', 'and for the entire quarter?'],
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'NY' AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P13',
    q: ['snow days in 2013', '…', 'and all years together?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow'`,
  },
];

const COMPARISONS: readonly QuestionCase[] = [
  {
    id: 'C01',
    q: ['How many rainy days in 2013?', '…', 'how does that compare with 2014?'],
    sql: `SELECT ${yearly('date')} AS date, count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${between('date', '2013-01-01', '2015-01-01')} GROUP BY 1`,
  },
  {
    id: 'C02',
    q: ['average price of MSFT in 2004', '…', 'compared to 2005?'],
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${between('date', '2004-01-01', '2006-01-01')} GROUP BY 1`,
  },
  {
    id: 'C03',
    q: ['How many flights from Denver in March?', '…', 'how does that compare to April?'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Denver' AND ${between('f.date', '2001-03-01', '2001-05-01')} GROUP BY 1`,
  },
  {
    id: 'C04',
    q: ['total rainfall in 2012', '…', 'and versus 2013?'],
    sql: `SELECT ${yearly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2012-01-01', '2014-01-01')} GROUP BY 1`,
  },
  {
    id: 'C05',
    q: 'Did Seattle get more rain in 2012 or 2013?',
    sql: `SELECT ${yearly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2012-01-01', '2014-01-01')} GROUP BY 1`,
  },
  {
    id: 'C06',
    q: 'Was AAPL more expensive in 2007 or 2008?',
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${between('date', '2007-01-01', '2009-01-01')} GROUP BY 1`,
  },
  {
    id: 'C07',
    q: 'Which was windier, 2013 or 2014?',
    sql: `SELECT ${yearly('date')} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE ${between('date', '2013-01-01', '2015-01-01')} GROUP BY 1`,
  },
  {
    id: 'C08',
    q: 'Were there more delayed flights in March or in April?',
    sql: `SELECT ${monthly('f.date')} AS flight_date, ${DELAYED} FROM flights f WHERE ${between('f.date', '2001-03-01', '2001-05-01')} GROUP BY 1`,
  },
  {
    id: 'C09',
    q: ['average delay from ORD in May', '…', 'how does it compare with June?'],
    sql: `SELECT ${monthly('date')} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD' AND ${between('date', '2001-05-01', '2001-07-01')} GROUP BY 1`,
  },
  {
    id: 'C10',
    q: ['life expectancy in Brazil in 1995', '…', 'how does that compare with 2000?'],
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Brazil' AND year IN (1995, 2000) GROUP BY 1`,
  },
];

const POINTING_BACK: readonly QuestionCase[] = [
  {
    id: 'T01',
    q: [
      'Which 3 origin airports have the most delayed flights?',
      '…',
      'how many flights did they have in total?',
    ],
    sql: `SELECT f.origin, ${DELAYED}, count(*) AS flight_count FROM flights f GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
  {
    id: 'T02',
    q: ['top 5 destination states by flights', '…', 'what is their average delay?'],
    sql: `SELECT d.state AS destination_state, count(*) AS flight_count, avg(f.delay) AS avg_delay FROM ${FLIGHTS_OD} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
  {
    id: 'T03',
    q: ['Which 3 countries had the highest population in 2005?', '…', 'and what was their life expectancy?'],
    sql: `SELECT country, sum(pop) AS total_population, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 3`,
    ordered: true,
  },
];

const ORDERS: readonly QuestionCase[] = [
  {
    id: 'O01',
    q: ['top 10 destinations by number of flights', '…', 'sorted ascending'],
    sql: `SELECT * FROM (SELECT destination, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 10) ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'O02',
    q: ['top 5 origin states by average delay', '…', 'now order them from lowest to highest'],
    sql: `SELECT * FROM (SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${FLIGHTS_O} GROUP BY 1 ORDER BY 2 DESC LIMIT 5) ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'O03',
    q: ['5 busiest origin airports', '…', 'sort them in ascending order'],
    sql: `SELECT * FROM (SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5) ORDER BY 2 ASC`,
    ordered: true,
  },
];

const OTHER_SLOTS: readonly QuestionCase[] = [
  {
    id: 'X01',
    q: ['Highest price of AAPL', '…', 'and the lowest it ever was?'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AAPL'`,
  },
  {
    id: 'X02',
    q: ['max price of MSFT in 2003', '…', 'and the lowest close?'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2003)}`,
  },
  {
    id: 'X03',
    q: ['How many flights went from Florida to Georgia in Q2?', '…', 'and the reverse direction?'],
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_OD} WHERE o.state = 'GA' AND d.state = 'FL' AND ${between('f.date', '2001-04-01', '2001-07-01')}`,
  },
  {
    id: 'X04',
    q: ['flights from SEA to SFO in January', '…', 'and in the reverse direction, SFO to SEA?'],
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SFO' AND destination = 'SEA' AND ${monthOf('date', 2001, 1)}`,
  },
  {
    id: 'X05',
    q: ['Fertility rate in India in 1965', '…', 'and thirty years later?'],
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'India' AND year = 1995`,
  },
  {
    id: 'X06',
    q: ['population of Brazil in 1960', '…', 'and twenty years after that?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Brazil' AND year = 1980`,
  },
];

const NEAR_MISSES: readonly QuestionCase[] = [
  {
    id: 'N01',
    q: ['How many flights were delayed in May 2001?', '…', 'and how many of those were cancelled?'],
    expect: ASK,
  },
  { id: 'N02', q: ['average delay from ORD', '…', 'what about for Southwest?'], expect: ASK },
  { id: 'N03', q: ['How many flights left Denver?', '…', 'how many of them had wifi?'], expect: ASK },
  { id: 'N04', q: ['top 5 origins by delay', '…', 'how many of them are international?'], expect: ASK },
  {
    id: 'N05',
    q: ['How many rainy days in 2013?', '…', 'and how many of those were weekends?'],
    expect: ASK,
  },
  {
    id: 'N06',
    q: ['average price of AAPL in 2008', '…', 'and in how many of those months did it go up?'],
    expect: ASK,
  },
  { id: 'N07', q: ['How many flights from Boston in March?', '…', 'and for the whole decade?'], expect: ASK },
  { id: 'N08', q: 'Was the average delay higher in 2001 or 2002?', expect: ASK },
  { id: 'N09', q: ['How many flights in March?', '…', 'and how many of them were on time?'], expect: ASK },
  { id: 'N10', q: ['average delay from SEA in March', '…', 'how does that compare with 2005?'], expect: ASK },
];

// Written after the rules, in phrasings none of the rules was written from, to check that they carry.
const LATER: readonly QuestionCase[] = [
  {
    id: 'V01',
    q: ['How many flights left Denver in May?', '…', 'how many of these were delayed?'],
    sql: `SELECT ${DELAYED} FROM ${FLIGHTS_O} WHERE o.city = 'Denver' AND ${monthOf('f.date', 2001, 5)}`,
  },
  {
    id: 'V02',
    q: ['What was the total rainfall in August 2013?', '…', 'and for the whole year?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'V03',
    q: ['average delay from Dallas in June', '…', 'and overall?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FLIGHTS_O} WHERE o.city = 'Dallas'`,
  },
  {
    id: 'V04',
    q: ['top 5 countries by life expectancy in 2005', '…', 'list them in ascending order'],
    sql: `SELECT * FROM (SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 5) ORDER BY 2 ASC`,
    ordered: true,
  },
  {
    id: 'V05',
    q: ['average wind in March 2014', '…', 'versus April?'],
    sql: `SELECT ${monthly('date')} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE ${between('date', '2014-03-01', '2014-05-01')} GROUP BY 1`,
  },
  {
    id: 'V06',
    q: ['How much did it rain in 2014?', '…', 'and all years combined?'],
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather`,
  },
  {
    id: 'V07',
    q: ['How many flights did Boston send in Q2?', '…', 'and over the entire history?'],
    sql: `SELECT count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.city = 'Boston'`,
  },
  {
    id: 'V08',
    q: ['number of foggy days in December 2014', '…', 'how about the full quarter?'],
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${between('date', '2014-10-01', '2015-01-01')}`,
  },
];

export const PASS9_FOLLOWUP_QUESTIONS: readonly QuestionCase[] = [
  ...OF_THOSE,
  ...LATEST_MEASURE,
  ...RANKINGS,
  ...PERIODS,
  ...COMPARISONS,
  ...POINTING_BACK,
  ...ORDERS,
  ...OTHER_SLOTS,
  ...NEAR_MISSES,
  ...LATER,
];
