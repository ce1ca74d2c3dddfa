import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 9a (W01–W60): words the planner does not know although the rest of the
 * question already says everything it needs. Written from the heldout-7 failure classes before the
 * planner was changed, in phrasings of our own:
 * - verbs and adverbs that only link the rows to a value, an extreme or a period the reading already
 *   took ("hit", "reached", "touched", "labelled", "marked as", "classed as", "listed", "logged",
 *   "back in", "on file", "according to");
 * - words of the data's own description or a used field's meaning (a stock's close / closing price,
 *   coordinates = latitude and longitude, an airport's code, records / entries / observations = rows);
 * - numbers and ranges in words ("forty years later", "a dozen", "Jan-Jun", "January thru March");
 * - "which <thing> had the highest <measure>" ranking that thing; "combined" / "altogether" = one total;
 * - near misses that must still be asked back: a word that narrows what is counted and the data cannot
 *   express ("cancelled", "international", "Southwest", "wifi", "opening price", "elevation").
 * Answers are SQL on the raw tables of the demo DuckDB file. Scored by test/chat/passes.test.ts.
 */

const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const between = (col: string, from: string, to: string) =>
  `${col} >= DATE '${from}' AND ${col} < DATE '${to}'`;
const yearOf = (col: string, y: number) => between(col, `${y}-01-01`, `${y + 1}-01-01`);
const ASK = 'questionnaire' as const;
const SQL = 'sql-explorer';
const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });
const portal = (state: string) => ({ slug: 'state-portal', context: { state } });
const month = (col: string) => ts(`date_trunc('month', ${col})`);

const LINKING: readonly QuestionCase[] = [
  {
    id: 'W01',
    q: 'How many days were labelled rain in Seattle in 2013?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2013)}`,
  },
  {
    id: 'W02',
    q: 'count of days marked as fog in 2015',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'W03',
    q: 'How many days got classed as snow?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow'`,
  },
  {
    id: 'W04',
    q: 'number of days in 2014 tagged drizzle',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'drizzle' AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'W05',
    q: 'Number of days logged as sun in 2012',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'W06',
    q: 'Which stock hit the highest price?',
    sql: 'SELECT symbol, max(price) AS max_price FROM stocks GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'W07',
    q: 'Which of the stocks touched the lowest price in 2009?',
    // "which of the stocks": plural, so the stocks ranked (as pass 8's G101 reads "which of our airports").
    sql: `SELECT symbol, min(price) AS min_price FROM stocks WHERE ${yearOf('date', 2009)} GROUP BY 1`,
  },
  {
    id: 'W08',
    q: 'Which country reached the highest life expectancy in 2000?',
    sql: 'SELECT country, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE year = 2000 GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'W09',
    q: 'How many airports are listed in Ohio?',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'OH'`,
  },
  {
    id: 'W10',
    q: 'how many days in 2014 reached a high above 25 degrees?',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE temp_max > 25 AND year(date) = 2014`,
  },
  {
    id: 'W11',
    q: 'Back in 1980, which country had the highest fertility rate?',
    sql: 'SELECT country, avg(fertility) AS avg_fertility FROM gapminder WHERE year = 1980 GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'W12',
    q: 'way back in 1960 what was the life expectancy in Japan',
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' AND year = 1960`,
  },
  {
    id: 'W13',
    q: 'MSFT price in the latest month on file',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${between('date', '2010-03-01', '2010-04-01')}`,
  },
  {
    id: 'W14',
    q: 'Total precipitation in 2013 according to the weather data',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'W15',
    q: 'How many airports are in Texas according to the airports table?',
    slug: SQL,
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'TX'`,
  },
  {
    id: 'W16',
    q: 'how many days in 2015 saw the high top 30 degrees',
    slug: SQL,
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE temp_max > 30 AND year(date) = 2015`,
  },
  {
    id: 'W17',
    q: 'Which nation posted the highest population in 1995?',
    sql: 'SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 1995 GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'W18',
    q: 'How many flights are on file out of SEA in May?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND ${between('date', '2001-05-01', '2001-06-01')}`,
  },
];

const DESCRIBED: readonly QuestionCase[] = [
  {
    id: 'W19',
    q: 'What did Apple close at in June 2008?',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${between('date', '2008-06-01', '2008-07-01')}`,
  },
  {
    id: 'W20',
    q: 'MSFT closing price for December 2005',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${between('date', '2005-12-01', '2006-01-01')}`,
  },
  {
    id: 'W21',
    q: "What was GOOG's close in May 2007?",
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${between('date', '2007-05-01', '2007-06-01')}`,
  },
  {
    id: 'W22',
    q: 'where did IBM close in January 2009',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${between('date', '2009-01-01', '2009-02-01')}`,
  },
  {
    id: 'W23',
    q: 'japan fertility for the 1990 observation',
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'Japan' AND year = 1990`,
  },
  {
    id: 'W24',
    q: 'How many records in the weather data are labelled fog?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog'`,
  },
  {
    id: 'W25',
    q: 'number of entries for snow in 2012',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'W26',
    q: 'What are the coordinates of PDX?',
    ...ops('OR'),
    sql: `SELECT avg(latitude) AS avg_latitude, avg(longitude) AS avg_longitude FROM airports WHERE iata = 'PDX'`,
  },
  {
    id: 'W27',
    q: 'coordinates for the airport with code ATL',
    ...ops('GA'),
    sql: `SELECT avg(latitude) AS avg_latitude, avg(longitude) AS avg_longitude FROM airports WHERE iata = 'ATL'`,
  },
  {
    id: 'W28',
    q: "What's the name of the airport with IATA code LIH?",
    ...ops('HI'),
    sql: `SELECT name FROM airports WHERE iata = 'LIH'`,
  },
  {
    id: 'W29',
    q: 'What is the name of the airport whose code is BOS?',
    slug: SQL,
    sql: `SELECT name FROM airports WHERE iata = 'BOS'`,
  },
  {
    id: 'W30',
    q: 'airport name for code KOA',
    ...ops('HI'),
    sql: `SELECT name FROM airports WHERE iata = 'KOA'`,
  },
];

const NUMBERS: readonly QuestionCase[] = [
  {
    id: 'W31',
    q: ['Fertility rate in India in 1965', '…', 'and forty years later?'],
    sql: `SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE country = 'India' AND year = 2005`,
  },
  {
    id: 'W32',
    q: ['life expectancy in Brazil in 1970', '…', 'what about twenty years later?'],
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Brazil' AND year = 1990`,
  },
  {
    id: 'W33',
    q: ['population of Mexico in 2000', '…', 'and thirty years earlier?'],
    sql: `SELECT sum(pop) AS total_population FROM gapminder WHERE country = 'Mexico' AND year = 1970`,
  },
  {
    id: 'W34',
    q: 'how many flights each month, Jan-Jun',
    sql: `SELECT ${month('date')} AS flight_date, count(*) AS flight_count FROM flights WHERE date < DATE '2001-07-01' GROUP BY 1`,
  },
  {
    id: 'W35',
    q: 'average delay per month from January thru March',
    sql: `SELECT ${month('date')} AS flight_date, avg(delay) AS avg_delay FROM flights WHERE date < DATE '2001-04-01' GROUP BY 1`,
  },
  {
    id: 'W36',
    q: 'total precipitation for Mar-May 2014',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2014-03-01', '2014-06-01')}`,
  },
  {
    id: 'W37',
    q: 'the top dozen countries by population in 2000',
    sql: 'SELECT country, sum(pop) AS total_population FROM gapminder WHERE year = 2000 GROUP BY 1 ORDER BY 2 DESC LIMIT 12',
  },
  {
    id: 'W38',
    q: 'number of flights from ORD by month, Feb-Apr',
    sql: `SELECT ${month('date')} AS flight_date, count(*) AS flight_count FROM flights WHERE origin = 'ORD' AND ${between('date', '2001-02-01', '2001-05-01')} GROUP BY 1`,
  },
  {
    id: 'W39',
    q: 'how many flights did we have each month, Jan-Jun',
    ...portal('MI'),
    sql: `SELECT ${month('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'MI' AND f.date < DATE '2001-07-01' GROUP BY 1`,
  },
];

const RANK_AND_TOTAL: readonly QuestionCase[] = [
  {
    id: 'W40',
    q: 'Which Texas airport had the highest average delay?',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'W41',
    q: 'Which airport in our state is the most delayed on average?',
    ...portal('TX'),
    sql: `SELECT origin, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'W42',
    q: 'Which Oregon airport had the lowest average departure delay?',
    sql: `SELECT origin, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'OR' GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
  },
  {
    id: 'W43',
    q: 'Combined population of all countries in 1990',
    sql: 'SELECT sum(pop) AS total_population FROM gapminder WHERE year = 1990',
  },
  {
    id: 'W44',
    q: 'What was the population of all the countries together in 1970?',
    sql: 'SELECT sum(pop) AS total_population FROM gapminder WHERE year = 1970',
  },
  {
    id: 'W45',
    q: 'population of every country in the data combined, 2005',
    sql: 'SELECT sum(pop) AS total_population FROM gapminder WHERE year = 2005',
  },
  {
    id: 'W46',
    q: 'Which Florida city sends the most flights to Atlanta?',
    sql: `SELECT o.city AS origin_city, count(*) AS flight_count FROM ${FO} LEFT JOIN airports d ON f.destination = d.iata WHERE o.state = 'FL' AND d.city = 'Atlanta' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
];

const STILL_ASKED: readonly QuestionCase[] = [
  { id: 'W47', q: 'How many cancelled flights from SEA?', expect: ASK },
  { id: 'W48', q: 'average delay of Southwest out of Denver', expect: ASK },
  { id: 'W49', q: 'How many flights had wifi in March?', expect: ASK },
  { id: 'W50', q: 'How many international flights left LAX?', expect: ASK },
  { id: 'W51', q: 'How many regional jets flew from ORD?', expect: ASK },
  { id: 'W52', q: 'How many flights were listed as cancelled in January?', expect: ASK },
  { id: 'W53', q: 'How many days were labelled hail in 2014?', expect: ASK },
  { id: 'W54', q: 'What did Google open at in March 2010?', expect: ASK },
  { id: 'W55', q: "What was AAPL's opening price in 2005?", expect: ASK },
  { id: 'W56', q: "What's the elevation of SEA airport?", ...ops('WA'), expect: ASK },
  { id: 'W57', q: 'How many morning flights each month, Jan-Jun', expect: ASK },
  { id: 'W58', q: 'the adjusted closing price of IBM in 2005', expect: ASK },
  { id: 'W59', q: 'How many flights hit turbulence out of SFO?', expect: ASK },
  { id: 'W60', q: 'Which airline had the highest average delay?', expect: ASK },
  { id: 'W61', q: 'How many flights were diverted from SFO in May?', expect: ASK },
  { id: 'W62', q: 'How many days in 2014 hit a record high?', expect: ASK },
];

/** W63–W77: added during the pass, to probe the rules above in other phrasings. */
const ADDED: readonly QuestionCase[] = [
  {
    id: 'W63',
    q: 'Which calendar month had the highest average delay?',
    slug: SQL,
    // A calendar month over a table is the month of the year (pass 9c's month-of-year date part); the
    // flights cover one year, so it is the same month as July 2001, named by its number.
    sql: `SELECT month(date) AS month, avg(delay) AS avg_delay FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'W64',
    q: 'lat/long of SEA',
    ...ops('WA'),
    sql: `SELECT avg(latitude) AS avg_latitude, avg(longitude) AS avg_longitude FROM airports WHERE iata = 'SEA'`,
  },
  {
    id: 'W65',
    q: 'Which Washington airport had the most flights?',
    sql: `SELECT origin, count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'W66',
    q: 'Which Colorado city had the most departures?',
    sql: `SELECT o.city AS origin_city, count(*) AS flight_count FROM ${FO} WHERE o.state = 'CO' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'W67',
    q: 'Which airport in our state is the most delayed on average?',
    ...portal('CA'),
    sql: `SELECT origin, avg(delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'W68',
    q: 'Total population of all the countries together in 1980',
    sql: 'SELECT sum(pop) AS total_population FROM gapminder WHERE year = 1980',
  },
  { id: 'W69', q: 'Which Texas airline had the highest average delay?', expect: ASK },
  { id: 'W70', q: 'How many flights were flagged as diverted in May?', expect: ASK },
  {
    id: 'W71',
    q: 'How many days in 2013 were recorded as rain?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND ${yearOf('date', 2013)}`,
  },
  {
    id: 'W72',
    q: 'How many snow days were there over all four years together?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow'`,
  },
  {
    id: 'W73',
    q: 'average price of all 5 stocks combined in 2008',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2008)}`,
  },
  {
    id: 'W74',
    q: 'Give me the tally of days marked sun in 2013',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'sun' AND ${yearOf('date', 2013)}`,
  },
  {
    id: 'W75',
    q: 'How many days were counted as fog in 2014?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'fog' AND ${yearOf('date', 2014)}`,
  },
  { id: 'W76', q: 'How many flights landed back in Denver in May?', expect: ASK },
  {
    id: 'W77',
    q: 'how many flights had a delay that exceeded 120 minutes in January',
    slug: SQL,
    sql: `SELECT count(*) AS flight_count FROM flights WHERE delay > 120 AND ${between('date', '2001-01-01', '2001-02-01')}`,
  },
];

export const PASS9_WORDS_QUESTIONS: readonly QuestionCase[] = [
  ...LINKING,
  ...DESCRIBED,
  ...NUMBERS,
  ...RANK_AND_TOTAL,
  ...STILL_ASKED,
  ...ADDED,
];
