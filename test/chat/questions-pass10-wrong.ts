import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 10b (WR01–WR60): questions the planner answered with rows that are not
 * the asked answer (worse than asking back). Written from the heldout-8 failure classes before the
 * planner was changed, in phrasings of our own:
 * - a row's extreme that must return the row (its named columns beside the extreme), or the one
 *   largest value within the caller's rows, never an average per day or a total per group;
 * - "its" / "it" in a follow-up after a one-row answer: that row's value, or asked back;
 * - under row-level security, the caller's rows compared with another state's: asked back;
 * - a named value with no data in the asked period (GOOG before August 2004): asked back, no number;
 * - a model's column named after the measure word ("by average distance"), never another measure;
 * - the first or last date of a table's data.
 * Near misses that must keep their answers (averages ranked per group, "its" after a total) stand
 * beside each class. Answers are SQL on the raw tables of the demo DuckDB file; a row extreme is
 * written as its named columns grouped with the extreme, the first row (no ties in these answers).
 * Scored by test/chat/passes.test.ts.
 */

const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
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

const ROW_EXTREMES: readonly QuestionCase[] = [
  {
    id: 'WR01',
    slug: SQL,
    q: 'southernmost airport in the airports table: name and latitude',
    sql: 'SELECT name, min(latitude) AS min_latitude FROM airports GROUP BY name ORDER BY min_latitude LIMIT 1',
  },
  {
    id: 'WR02',
    slug: SQL,
    q: 'Name and longitude of the westernmost airport',
    sql: 'SELECT name, min(longitude) AS min_longitude FROM airports GROUP BY name ORDER BY min_longitude LIMIT 1',
  },
  {
    id: 'WR03',
    slug: SQL,
    q: 'the most northerly airport on file - its name and latitude please',
    sql: 'SELECT name, max(latitude) AS max_latitude FROM airports GROUP BY name ORDER BY max_latitude DESC LIMIT 1',
  },
  {
    id: 'WR04',
    slug: SQL,
    q: 'northernmost airport, with its name and state',
    sql: 'SELECT name, state, max(latitude) AS max_latitude FROM airports GROUP BY name, state ORDER BY max_latitude DESC LIMIT 1',
  },
  {
    id: 'WR05',
    slug: SQL,
    q: 'longest flight out of BOS: destination and distance',
    sql: `SELECT destination, max(distance) AS max_distance FROM flights WHERE origin = 'BOS' GROUP BY destination ORDER BY max_distance DESC LIMIT 1`,
  },
  {
    id: 'WR06',
    slug: SQL,
    q: 'What is the longest flight from SEA, and where does it go?',
    sql: `SELECT destination, max(distance) AS max_distance FROM flights WHERE origin = 'SEA' GROUP BY destination ORDER BY max_distance DESC LIMIT 1`,
  },
  {
    id: 'WR07',
    ...ops('MA'),
    q: 'What is the longest flight leaving our state and where does it land?',
    sql: `SELECT f.destination, max(f.distance) AS max_distance FROM ${FO} WHERE o.state = 'MA' GROUP BY f.destination ORDER BY max_distance DESC LIMIT 1`,
  },
  {
    id: 'WR08',
    ...ops('WA'),
    q: 'longest flight (in miles) out of our state - where does it go?',
    sql: `SELECT f.destination, max(f.distance) AS max_distance FROM ${FO} WHERE o.state = 'WA' GROUP BY f.destination ORDER BY max_distance DESC LIMIT 1`,
  },
  {
    id: 'WR09',
    ...ops('FL'),
    q: 'biggest single departure delay at our airports',
    sql: `SELECT max(f.delay) AS max_delay FROM ${FO} WHERE o.state = 'FL'`,
  },
  {
    id: 'WR10',
    ...ops('TX'),
    q: 'What is the longest departure delay ever recorded at one of our airports?',
    sql: `SELECT max(f.delay) AS max_delay FROM ${FO} WHERE o.state = 'TX'`,
  },
  {
    id: 'WR11',
    ...ops('CA'),
    q: "What's the longest delay recorded on one of our departures?",
    sql: `SELECT max(f.delay) AS max_delay FROM ${FO} WHERE o.state = 'CA'`,
  },
  {
    id: 'WR12',
    ...ops('WA'),
    q: 'the longest departure delay at our airports in March',
    sql: `SELECT max(f.delay) AS max_delay FROM ${FO} WHERE o.state = 'WA' AND ${monthOf('f.date', 3)}`,
  },
  {
    id: 'WR13',
    ...portal('FL'),
    q: 'What is the longest departure delay recorded at one of our airports?',
    expect: ASK,
  },
  {
    id: 'WR14',
    q: 'What was the longest single delay of any departure from ORD?',
    expect: ASK,
  },
  {
    id: 'WR15',
    ...portal('MA'),
    q: 'longest flight leaving our state and where it goes',
    expect: ASK,
  },
  {
    id: 'WR16',
    slug: SQL,
    q: 'What was the longest delay recorded at DEN?',
    sql: `SELECT max(delay) AS max_delay FROM flights WHERE origin = 'DEN'`,
  },
  {
    id: 'WR17',
    slug: SQL,
    q: 'Which destination from SEA has the longest flights on average?',
    sql: `SELECT destination, avg(distance) AS avg_distance FROM flights WHERE origin = 'SEA' GROUP BY destination ORDER BY avg_distance DESC LIMIT 1`,
  },
  {
    id: 'WR18',
    ...ops('CA'),
    q: 'Which of our airports has the highest average delay?',
    sql: `SELECT f.origin, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' GROUP BY f.origin ORDER BY avg_delay DESC LIMIT 1`,
  },
  {
    id: 'WR19',
    slug: SQL,
    q: 'What is the maximum latitude of any airport?',
    sql: 'SELECT max(latitude) AS max_latitude FROM airports',
  },
  {
    id: 'WR20',
    slug: SQL,
    q: 'highest latitude airport: give me the name and city',
    sql: 'SELECT name, city, max(latitude) AS max_latitude FROM airports GROUP BY name, city ORDER BY max_latitude DESC LIMIT 1',
  },
];

const ITS: readonly QuestionCase[] = [
  {
    id: 'WR21',
    q: [
      'Busiest origin airport in Florida?',
      'I read this as flight count per origin for origin state FL, the highest by flight count. MCO has the highest flight count for origin state FL: 51,692.',
      "what's its average delay?",
    ],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'MCO'`,
  },
  {
    id: 'WR22',
    q: [
      'Which airport in California has the most departures?',
      'I read this as flight count per origin for origin state CA, the highest by flight count. LAX has the highest flight count for origin state CA: 115,245.',
      'and what was its total distance?',
    ],
    sql: `SELECT sum(distance) AS total_distance FROM flights WHERE origin = 'LAX'`,
  },
  {
    id: 'WR23',
    q: [
      'Which origin state has the most flights?',
      'I read this as flight count per origin state, the highest by flight count. CA has the highest flight count: 370,248.',
      'what is its average delay?',
    ],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA'`,
  },
  {
    id: 'WR24',
    q: [
      'busiest departure airport in Texas',
      'I read this as flight count per origin for origin state TX, the highest by flight count. DFW has the highest flight count for origin state TX: 157,162.',
      'how late are its flights on average?',
    ],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'DFW'`,
  },
  {
    id: 'WR25',
    q: [
      'Which stock had the highest average price in 2005?',
      'I read this as average price per symbol in 2005, the highest by average price. GOOG has the highest average price in 2005: 282.10.',
      'and what was its lowest price that year?',
    ],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2005)}`,
  },
  {
    id: 'WR26',
    q: [
      'How many flights left SEA in March?',
      'I read this as flight count for origin SEA in March 2001. Flight count for origin SEA in March 2001 is 7,000.',
      'and what was its average delay?',
    ],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'SEA' AND ${monthOf('date', 3)}`,
  },
  {
    id: 'WR27',
    q: [
      'top 3 origin airports in Texas by flights',
      'I read this as flight count per origin for origin state TX, the top 3 by flight count. DFW has the highest flight count for origin state TX: 157,162.',
      'what is its average delay?',
    ],
    expect: ASK,
  },
  {
    id: 'WR28',
    q: [
      'average delay from LAX',
      'I read this as average delay for origin LAX. Average delay for origin LAX is 8.10.',
      'and its total distance?',
    ],
    sql: `SELECT sum(distance) AS total_distance FROM flights WHERE origin = 'LAX'`,
  },
];

const OTHER_STATE: readonly QuestionCase[] = [
  { id: 'WR29', ...ops('OR'), q: "Compare our average delay to California's", expect: ASK },
  { id: 'WR30', ...portal('WA'), q: "How does our flight count stack up against Oregon's?", expect: ASK },
  { id: 'WR31', ...ops('TX'), q: 'our average delay versus Florida', expect: ASK },
  { id: 'WR32', ...portal('CA'), q: 'Is our average delay higher than Nevada?', expect: ASK },
  { id: 'WR33', ...ops('OR'), q: "Compare our flight count with Washington state's", expect: ASK },
  {
    id: 'WR34',
    ...ops('OR'),
    q: 'average delay of our flights to Washington',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE o.state = 'OR' AND d.state = 'WA'`,
  },
  {
    id: 'WR35',
    ...portal('OR'),
    q: 'how many of our flights went to California?',
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE o.state = 'OR' AND d.state = 'CA'`,
  },
  {
    id: 'WR36',
    q: 'Compare the average delay of Oregon and Washington departures',
    sql: `SELECT o.state AS origin_state, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state IN ('OR', 'WA') GROUP BY o.state`,
  },
];

const NO_DATA: readonly QuestionCase[] = [
  { id: 'WR37', q: 'GOOG average price in 2002', expect: ASK },
  { id: 'WR38', q: "What did Google's shares cost in 2001?", expect: ASK },
  { id: 'WR39', q: 'highest Google stock price in 2003', expect: ASK },
  { id: 'WR40', q: 'Google price in January 2004', expect: ASK },
  { id: 'WR41', q: 'GOOG stock in 2000', expect: ASK },
  {
    id: 'WR42',
    q: 'Google stock price in 2005',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2005)}`,
  },
  {
    id: 'WR43',
    q: "Amazon's average price in 2003",
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2003)}`,
  },
  {
    id: 'WR44',
    q: 'Google price in August 2004',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${between('date', '2004-08-01', '2004-09-01')}`,
  },
  {
    id: 'WR45',
    q: 'average price of GOOG in 2004',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${yearOf('date', 2004)}`,
  },
];

/** The routes (origin, destination) whose average of a flights column is the highest, every tie. */
const topRoutes = (column: string) => {
  const per = `SELECT origin, destination, avg(${column}) AS avg_${column} FROM flights GROUP BY origin, destination`;
  return `SELECT * FROM (${per}) WHERE avg_${column} = (SELECT max(avg_${column}) FROM (${per}))`;
};

const MODEL_MEASURES: readonly QuestionCase[] = [
  // WR46–WR48 were written as questions to ask back (route_stats gives no measure of its averaged
  // columns); the rule that reads them over the flights table the model summarises answers them, with
  // the same figure per route, so they now expect that answer (ties at the top included).
  {
    id: 'WR46',
    slug: SQL,
    q: 'Which route in route_stats has the highest average delay?',
    sql: topRoutes('delay'),
  },
  {
    id: 'WR47',
    slug: SQL,
    q: 'the longest route in route_stats by average distance',
    sql: topRoutes('distance'),
  },
  { id: 'WR48', slug: SQL, q: 'top route in route_stats by avg delay', sql: topRoutes('delay') },
  {
    id: 'WR49',
    slug: SQL,
    q: 'top route in route_stats by flight count',
    sql: 'SELECT origin, destination, avg(flight_count) AS avg_flight_count FROM (SELECT origin, destination, count(*) AS flight_count FROM flights GROUP BY origin, destination) GROUP BY origin, destination ORDER BY avg_flight_count DESC LIMIT 1',
  },
  {
    id: 'WR50',
    slug: SQL,
    q: 'Which route has the highest average delay among routes with over 5000 flights?',
    sql: `SELECT origin, destination, avg(delay) AS avg_delay FROM flights GROUP BY origin, destination HAVING count(*) > 5000 ORDER BY avg_delay DESC LIMIT 1`,
  },
];

const DATES: readonly QuestionCase[] = [
  {
    id: 'WR51',
    slug: SQL,
    q: 'When does the weather data start?',
    sql: 'SELECT min(date) AS min_date FROM seattle_weather',
  },
  { id: 'WR52', slug: SQL, q: 'latest date in flights', sql: 'SELECT max(date) AS max_date FROM flights' },
  {
    id: 'WR53',
    slug: SQL,
    q: 'Earliest and latest flight date in the flights table',
    sql: 'SELECT min(date) AS min_date, max(date) AS max_date FROM flights',
  },
  {
    id: 'WR54',
    slug: SQL,
    q: 'What is the first date in seattle_weather?',
    sql: 'SELECT min(date) AS min_date FROM seattle_weather',
  },
  {
    id: 'WR55',
    slug: SQL,
    q: 'last day of data in the weather table',
    sql: 'SELECT max(date) AS max_date FROM seattle_weather',
  },
  {
    id: 'WR56',
    slug: SQL,
    q: 'When does the flights data end?',
    sql: 'SELECT max(date) AS max_date FROM flights',
  },
  { id: 'WR57', slug: SQL, q: 'When does the weather get warm?', expect: ASK },
  { id: 'WR58', slug: SQL, q: 'When did the first flight to the moon leave?', expect: ASK },
  {
    id: 'WR59',
    slug: SQL,
    q: 'average delay on the first date in the flights table',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE CAST(date AS DATE) = (SELECT min(CAST(date AS DATE)) FROM flights)`,
  },
  { id: 'WR60', slug: SQL, q: 'first and last dates of the airports table', expect: ASK },
];

// Added during the pass with the rule for one named row of several (heldout-8 K20's class): "the
// Chicago airport" names three; "the Chicago airports" asks for each.
const ONE_OF_SEVERAL: readonly QuestionCase[] = [
  { id: 'WR61', slug: SQL, q: 'coordinates of the Chicago airport', expect: ASK },
  {
    id: 'WR62',
    slug: SQL,
    q: 'latitude and longitude of the Chicago airports',
    sql: `SELECT iata, name, avg(latitude) AS avg_latitude, avg(longitude) AS avg_longitude FROM airports WHERE city = 'Chicago' GROUP BY iata, name`,
  },
];

export const PASS10_WRONG_QUESTIONS: readonly QuestionCase[] = [
  ...ROW_EXTREMES,
  ...ITS,
  ...OTHER_STATE,
  ...NO_DATA,
  ...MODEL_MEASURES,
  ...DATES,
  ...ONE_OF_SEVERAL,
];
