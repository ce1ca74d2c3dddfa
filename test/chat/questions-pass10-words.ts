import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 10a (X01–X46): words the planner does not know although the rest of
 * the question already says everything it needs. Written from the heldout-8 failure classes before the
 * planner was changed, in phrasings of our own:
 * - words that name the whole data or the whole country ("nationwide", "across the country", "the
 *   entire dataset", "the whole span") where no row filter narrows the data;
 * - idioms of quantity ("clocked up", "chalked up", "grand total", "sum total", "summed over");
 * - "kind / type / sort / category of <dimension>";
 * - restatements in brackets or before a colon ("(in mm)", "(Saturday and Sunday)", "Delay question:");
 * - a part of a value's name ("Midway", "Logan", "Dulles"), words a table is called by in SQL;
 * - a linking verb after the counted noun at the end ("airports listed"), "anywhere in", "in
 *   chronological order", "side by side", a stock's "shares";
 * - near misses that must still be asked back: a word that narrows what is counted and the data cannot
 *   express ("cancelled", "full flights", "Southwest", "nationwide" over Seattle's weather or for an
 *   office that sees one state, "kind of delay").
 * Answers are SQL on the raw tables of the demo DuckDB file. Scored by test/chat/passes.test.ts.
 */

const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FD = 'flights f LEFT JOIN airports d ON f.destination = d.iata';
const FOD = `${FO} LEFT JOIN airports d ON f.destination = d.iata`;
const between = (col: string, from: string, to: string) =>
  `${col} >= DATE '${from}' AND ${col} < DATE '${to}'`;
const yearOf = (col: string, y: number) => between(col, `${y}-01-01`, `${y + 1}-01-01`);
const monthOf = (col: string, m: number) =>
  between(col, `2001-${String(m).padStart(2, '0')}-01`, `2001-${String(m + 1).padStart(2, '0')}-01`);
const ASK = 'questionnaire' as const;
const SQL = 'sql-explorer';
const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });
const portal = (state: string) => ({ slug: 'state-portal', context: { state } });
const month = (col: string) => ts(`date_trunc('month', ${col})`);

const WHOLE: readonly QuestionCase[] = [
  {
    id: 'X01',
    q: 'How many flights were there nationwide in March 2001?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE ${monthOf('date', 3)}`,
  },
  {
    id: 'X02',
    q: 'average delay across the whole country in February',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE ${monthOf('date', 2)}`,
  },
  {
    id: 'X03',
    q: 'Total distance flown nationally in April 2001',
    sql: `SELECT sum(distance) AS total_distance FROM flights WHERE ${monthOf('date', 4)}`,
  },
  {
    id: 'X04',
    q: 'How many flights are in the entire dataset?',
    sql: 'SELECT count(*) AS flight_count FROM flights',
  },
  {
    id: 'X05',
    q: 'Across the whole data set, what was the total population in 1990?',
    sql: 'SELECT sum(pop) AS total_population FROM gapminder WHERE year = 1990',
  },
  {
    id: 'X06',
    q: 'max price of IBM over the whole span of the data',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'IBM'`,
  },
  {
    id: 'X07',
    q: 'average AAPL price over the entire 2000-2010 period',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL'`,
  },
  // Near misses: an office sees one state; Seattle's weather is not the nation's.
  { id: 'X08', q: 'average delay nationwide in January', ...portal('CA'), expect: ASK },
  { id: 'X09', q: 'How many days of snow nationwide in 2014?', expect: ASK },
  { id: 'X10', q: 'average delay for Southwest nationwide', expect: ASK },
];

const QUANTITY: readonly QuestionCase[] = [
  {
    id: 'X11',
    q: 'Which 3 origin airports clocked up the most total distance?',
    sql: 'SELECT origin, sum(distance) AS total_distance FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 3',
    ordered: true,
  },
  {
    id: 'X12',
    q: 'which departure airport chalked up the most miles in 2001',
    sql: 'SELECT origin, sum(distance) AS total_distance FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'X13',
    q: 'grand total of precipitation in Seattle in 2013',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'X14',
    q: 'Population summed over all countries in 1970',
    sql: 'SELECT sum(pop) AS total_population FROM gapminder WHERE year = 1970',
  },
  {
    id: 'X15',
    q: 'the sum total of flights in May',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE ${monthOf('date', 5)}`,
  },
  {
    id: 'X16',
    q: 'Which five airports amassed the most departures?',
    sql: 'SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5',
    ordered: true,
  },
];

const KIND: readonly QuestionCase[] = [
  {
    id: 'X17',
    q: 'what type of weather was most frequent in 2013?',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE ${yearOf('date', 2013)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'X18',
    q: 'which sort of weather happened most often in Seattle',
    sql: 'SELECT weather, count(*) AS day_count FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'X19',
    q: 'count of days by kind of weather in 2015',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1`,
  },
  {
    id: 'X20',
    q: 'most common weather category in 2014',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  // Near miss: a kind of the measure is a cause the data does not hold.
  { id: 'X21', q: 'What kind of delay did flights from SFO have?', expect: ASK },
];

const RESTATED: readonly QuestionCase[] = [
  {
    id: 'X22',
    q: 'Seattle total precipitation in 2014 (in mm)',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2014)}`,
  },
  {
    id: 'X23',
    q: 'how much rain fell in seattle in march 2012 [mm]',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${between('date', '2012-03-01', '2012-04-01')}`,
  },
  {
    id: 'X24',
    q: 'Delay question: what was the average delay from ATL in March?',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'ATL' AND ${monthOf('date', 3)}`,
  },
  {
    id: 'X25',
    q: 'Quick weather query: how many days of snow in 2012?',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'snow' AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'X26',
    q: 'How many of our flights left on weekends (Saturday and Sunday)?',
    ...ops('CA'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'CA' AND dayofweek(f.date) IN (0, 6)`,
  },
  {
    id: 'X27',
    q: 'average delay for our flights in the morning (before noon)',
    ...ops('TX'),
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND hour(f.date) < 12`,
  },
  // Near misses: a header or a bracket that narrows the rows.
  { id: 'X28', q: 'Cancelled flights: how many from ORD in March?', expect: ASK },
  { id: 'X29', q: 'average delay for our flights (excluding diverted ones)', ...ops('CA'), expect: ASK },
];

const NAMES: readonly QuestionCase[] = [
  {
    id: 'X30',
    q: 'How many flights departed Midway in January?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'MDW' AND ${monthOf('date', 1)}`,
  },
  {
    id: 'X31',
    q: 'average delay out of Hobby',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'HOU'`,
  },
  {
    id: 'X32',
    q: 'how many flights left Dulles in April?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'IAD' AND ${monthOf('date', 4)}`,
  },
  {
    id: 'X33',
    q: 'From the airports table, which state has the most rows?',
    slug: SQL,
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'X34',
    q: 'average of the delay column for flights from SEA',
    slug: SQL,
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'X35',
    q: 'join airports onto flights and count departures by origin state, top 5',
    slug: SQL,
    sql: `SELECT o.state AS origin_state, count(*) AS flight_count FROM ${FO} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    ordered: true,
  },
];

const PLACES: readonly QuestionCase[] = [
  {
    id: 'X36',
    q: 'which state has the most airports recorded',
    slug: SQL,
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'X37',
    q: 'how many of our flights went anywhere in California?',
    ...portal('MA'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'MA' AND d.state = 'CA'`,
  },
  {
    id: 'X38',
    q: 'How many flights landed anywhere in Texas in March?',
    sql: `SELECT count(*) AS flight_count FROM ${FD} WHERE d.state = 'TX' AND ${monthOf('f.date', 3)}`,
  },
  {
    id: 'X39',
    q: 'flights per month for us, in chronological order',
    ...ops('NV'),
    sql: `SELECT ${month('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.state = 'NV' GROUP BY 1 ORDER BY 1`,
    ordered: true,
  },
  {
    id: 'X40',
    q: 'monthly flight counts in date order',
    sql: `SELECT ${month('date')} AS flight_date, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 1`,
    ordered: true,
  },
  {
    id: 'X41',
    q: 'average delay at SAN and SJC, side by side',
    ...portal('CA'),
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights WHERE origin IN ('SAN', 'SJC') GROUP BY 1`,
  },
  {
    id: 'X42',
    q: "Which company's shares had the lowest average price in 2008?",
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE ${yearOf('date', 2008)} GROUP BY 1 ORDER BY 2 LIMIT 1`,
  },
  {
    id: 'X43',
    q: 'average share price of AMZN in 2007',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2007)}`,
  },
  // Near misses: words that narrow what is counted.
  { id: 'X44', q: 'How many full flights left SFO?', expect: ASK },
  { id: 'X45', q: 'What kind of aircraft flew from DEN most?', expect: ASK },
  { id: 'X46', q: 'How many flights went anywhere with wifi in March?', expect: ASK },
];

/** X47–X60: written after the rules, in phrasings not used while writing them. */
const AFTER: readonly QuestionCase[] = [
  {
    id: 'X47',
    q: 'What was the countrywide average delay in June?',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE ${monthOf('date', 6)}`,
  },
  {
    id: 'X48',
    q: 'how many flights all over the country in Q2 2001',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE ${between('date', '2001-04-01', '2001-07-01')}`,
  },
  {
    id: 'X49',
    q: 'Which 3 destinations tallied the most flights?',
    sql: 'SELECT destination, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 3',
    ordered: true,
  },
  {
    id: 'X50',
    q: 'what category of weather showed up most in 2015',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE ${yearOf('date', 2015)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'X51',
    q: 'total precipitation for 2013 (millimeters)',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'X52',
    q: 'avg IBM price across 2003-2005',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${between('date', '2003-01-01', '2006-01-01')}`,
  },
  {
    id: 'X53',
    q: 'Stock question: what was the highest price GOOG reached?',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'GOOG'`,
  },
  {
    id: 'X54',
    q: 'average delay for flights that departed LaGuardia in February',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'LGA' AND ${monthOf('date', 2)}`,
  },
  {
    id: 'X55',
    q: 'How many flights did we schedule after 9pm?',
    ...ops('WA'),
    sql: `SELECT count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' AND hour(f.date) >= 21`,
  },
  {
    id: 'X56',
    q: 'how many airports does the table have per state, top 3',
    slug: SQL,
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 3',
    ordered: true,
  },
  {
    id: 'X57',
    q: 'Apple shares: average price in 2009?',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2009)}`,
  },
  // Near misses, after the rules.
  { id: 'X58', q: 'What type of plane flew most from ORD?', expect: ASK },
  { id: 'X59', q: 'average temperature nationwide in 2014', expect: ASK },
  {
    id: 'X60',
    q: 'How many flights left on time (under 5 minutes late) nationwide?',
    ...ops('TX'),
    expect: ASK,
  },
];

/**
 * X61–X74: probes of the same classes in further phrasings, written after the rules: 14 of 16 right
 * when first run (12 of the 14 kept were right before the rules too). Of the two left out, "went
 * somewhere in Florida" was read as departures and now asks which side, and "what kinds of weather …
 * by count" ranks one.
 */
const PROBE: readonly QuestionCase[] = [
  {
    id: 'X61',
    q: 'average delay across the US in May',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE ${monthOf('date', 5)}`,
  },
  {
    id: 'X62',
    q: 'average delay, country-wide, in May',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE ${monthOf('date', 5)}`,
  },
  {
    id: 'X63',
    q: 'how many flights in total across the whole dataset',
    sql: 'SELECT count(*) AS flight_count FROM flights',
  },
  { id: 'X64', q: 'precipitation total in 2012 (inches)', expect: ASK },
  {
    id: 'X65',
    q: 'how many departures from Dallas Love in March',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'DAL' AND ${monthOf('date', 3)}`,
  },
  { id: 'X66', q: 'flights out of Heathrow in March', expect: ASK },
  {
    id: 'X67',
    q: 'Newark flights: how many in March?',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'EWR' AND ${monthOf('date', 3)}`,
  },
  { id: 'X68', q: 'typical delay nationwide for our flights', ...ops('TX'), expect: ASK },
  {
    id: 'X69',
    q: 'Which five origins piled up the most delayed flights?',
    sql: 'SELECT origin, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 5',
    ordered: true,
  },
  {
    id: 'X70',
    q: 'average wind (m/s) in 2013',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE ${yearOf('date', 2013)}`,
  },
  {
    id: 'X71',
    q: 'Which type of weather had the most days in 2013?',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE ${yearOf('date', 2013)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'X72',
    q: 'life expectancy of Japan over the whole 1952-2007 stretch',
    sql: `SELECT avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan'`,
  },
  {
    id: 'X73',
    q: 'sum total distance flown out of Denver',
    sql: `SELECT sum(distance) AS total_distance FROM flights WHERE origin = 'DEN'`,
  },
  { id: 'X74', q: 'How many flights were there nationwide on Christmas?', expect: ASK },
];

/** X75–X78: restatements after "i.e." / "namely" / "in other words" (after heldout-7 R13). */
const MARKED: readonly QuestionCase[] = [
  {
    id: 'X75',
    q: 'Count our intrastate flights, i.e. Texas to Texas',
    ...portal('TX'),
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'TX' AND d.state = 'TX'`,
  },
  {
    id: 'X76',
    q: 'count the cross-country trips, namely SEA to JFK',
    sql: `SELECT count(*) AS flight_count FROM flights WHERE origin = 'SEA' AND destination = 'JFK'`,
  },
  {
    id: 'X77',
    q: 'average delay on the shuttle route, in other words from LGA to BOS',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'LGA' AND destination = 'BOS'`,
  },
  // Near miss: what follows the marker is not read either.
  { id: 'X78', q: 'How many premium flights left SFO, i.e. ones with wifi?', expect: ASK },
];

/**
 * X79–X90: a second round of probes, written after the rules above: 4/12 right when first run (with
 * X89's year, not in the data, and X83's unit corrected: "MSFT (USD)" reads as a name with its code in
 * brackets). They led to the scopes' "-wide" forms and the world's ("US-wide", "across the globe"),
 * "the entirety / course of", a unit in brackets or capitals, "rang up"; 11/12 after. X79 ("all-time
 * high") is still asked back: "all-time" makes a measure its extreme ever, as "record" does, and
 * dropping it answered "the all-time low temperature" (pass 7's W29) with the average low.
 */
const PROBE2: readonly QuestionCase[] = [
  {
    id: 'X79',
    q: 'all-time high price of AAPL',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'AAPL'`,
  },
  {
    id: 'X80',
    q: 'average delay for the entirety of March',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE ${monthOf('date', 3)}`,
  },
  {
    id: 'X81',
    q: 'Average delay, US-wide, in April',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE ${monthOf('date', 4)}`,
  },
  {
    id: 'X82',
    q: 'rainfall in 2014, in millimetres please',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${yearOf('date', 2014)}`,
  },
  {
    id: 'X83',
    q: 'MSFT highest price ever (dollars)',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'MSFT'`,
  },
  {
    id: 'X84',
    q: 'average price in dollars of IBM in 2005',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${yearOf('date', 2005)}`,
  },
  {
    id: 'X85',
    q: 'what kind of weather did Seattle have most often in 2014?',
    sql: `SELECT weather, count(*) AS day_count FROM seattle_weather WHERE ${yearOf('date', 2014)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'X86',
    q: 'How many flights nationwide, broken out by month?',
    sql: `SELECT ${month('date')} AS flight_date, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 1`,
  },
  {
    id: 'X87',
    q: 'total miles logged by flights out of Atlanta',
    sql: `SELECT sum(distance) AS total_distance FROM flights WHERE origin = 'ATL'`,
  },
  {
    id: 'X88',
    q: 'Which airports rang up the most departures? top 3',
    sql: 'SELECT origin, count(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 3',
    ordered: true,
  },
  {
    id: 'X89',
    q: 'Population question: what was the total population in 2005?',
    sql: 'SELECT sum(pop) AS total_population FROM gapminder WHERE year = 2005',
  },
  {
    id: 'X90',
    q: 'average fertility across the globe in 2000',
    sql: 'SELECT avg(fertility) AS avg_fertility FROM gapminder WHERE year = 2000',
  },
];

export const PASS10_WORDS_QUESTIONS: readonly QuestionCase[] = [
  ...WHOLE,
  ...QUANTITY,
  ...KIND,
  ...RESTATED,
  ...NAMES,
  ...PLACES,
  ...AFTER,
  ...PROBE,
  ...MARKED,
  ...PROBE2,
];
