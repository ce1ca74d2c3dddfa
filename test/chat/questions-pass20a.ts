import { ASK, inState, ops, SQL } from './question-sql.js';
import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 20a (P20A-01–P20A-65): the route_stats model and the airports table,
 * as users ask about them on sql-explorer (SQL only) and on ops-agent (SQL fallback under row-level
 * security: a caller of state XX sees the route_stats rows of its own state's departures; the airports
 * table is not filtered). Users name the model ("in route_stats", "route_stats rows", "from
 * route_stats:") and count or rank its rows with thresholds on its columns (flights, average delay,
 * average distance), follow up with a new threshold or another origin, and ask the airports table for
 * codes, counts per state and the furthest airport in a direction. Written before the planner was read
 * or changed; near misses that must be asked back (unknown columns, vague thresholds, another state's
 * rows) carry `expect: ASK`. Answers are SQL on the raw tables of the demo DuckDB file. Scored by
 * test/chat/passes.test.ts (label `pass20a`).
 */

/** route_stats as its model defines it, over the raw flights. */
const ROUTES =
  'SELECT origin, destination, count(*) AS flight_count, avg(delay) AS avg_delay, avg(distance) AS avg_distance FROM flights';
const routes = (where = '') => `(${ROUTES}${where ? ` WHERE ${where}` : ''} GROUP BY origin, destination) r`;
const RS = routes();
const ALL = 'origin, destination, flight_count, avg_delay, avg_distance';

/** sql-explorer: counting and ranking route_stats rows with thresholds. */
const EXPLORER_ROUTES: readonly QuestionCase[] = [
  {
    id: 'P20A-01',
    slug: SQL,
    q: 'how many routes in route_stats have more than 1000 flights',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE flight_count > 1000`,
  },
  {
    id: 'P20A-02',
    slug: SQL,
    q: ['how many routes in route_stats have more than 1000 flights', '…', 'and more than 2000?'],
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE flight_count > 2000`,
  },
  {
    id: 'P20A-03',
    slug: SQL,
    q: 'route_stats rows starting at DEN with more than 2500 flights',
    sql: `SELECT origin, destination, flight_count FROM ${RS} WHERE origin = 'DEN' AND flight_count > 2500`,
  },
  {
    id: 'P20A-04',
    slug: SQL,
    q: 'how many route_stats rows start at DEN with avg_delay above 10',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE origin = 'DEN' AND avg_delay > 10`,
  },
  {
    id: 'P20A-05',
    slug: SQL,
    q: "what's the largest average distance of any route in route_stats",
    sql: `SELECT max(avg_distance) AS max_avg_distance FROM ${RS}`,
  },
  {
    id: 'P20A-06',
    slug: SQL,
    q: 'From route_stats: worst ORD route by avg delay, only routes with 1000 or more flights',
    sql: `SELECT origin, destination, avg_delay FROM ${RS} WHERE origin = 'ORD' AND flight_count >= 1000 ORDER BY avg_delay DESC LIMIT 1`,
  },
  {
    id: 'P20A-07',
    slug: SQL,
    q: 'how many PDX routes in route_stats average more than 5 minutes of delay',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE origin = 'PDX' AND avg_delay > 5`,
  },
  {
    id: 'P20A-08',
    slug: SQL,
    q: 'the 3 routes with the highest average delay among routes having 500+ flights (route_stats)',
    ordered: true,
    sql: `SELECT origin, destination, avg_delay FROM ${RS} WHERE flight_count >= 500 ORDER BY avg_delay DESC LIMIT 3`,
  },
  {
    id: 'P20A-09',
    slug: SQL,
    q: 'what is the busiest route in route_stats?',
    sql: `SELECT origin, destination, flight_count FROM ${RS} ORDER BY flight_count DESC LIMIT 1`,
  },
  {
    id: 'P20A-10',
    slug: SQL,
    q: ['what is the busiest route in route_stats?', '…', 'and the avg_delay of that route?'],
    sql: `SELECT origin, destination, avg_delay FROM ${RS} WHERE origin = 'LAX' AND destination = 'LAS'`,
  },
  {
    id: 'P20A-11',
    slug: SQL,
    q: 'count the route_stats rows with a negative avg_delay',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE avg_delay < 0`,
  },
  {
    id: 'P20A-12',
    slug: SQL,
    q: 'in route_stats, how many routes out of ATL have fewer than 100 flights',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE origin = 'ATL' AND flight_count < 100`,
  },
  {
    id: 'P20A-13',
    slug: SQL,
    q: 'route_stats: routes into SEA with more than 1500 flights',
    sql: `SELECT origin, destination, flight_count FROM ${RS} WHERE destination = 'SEA' AND flight_count > 1500`,
  },
  {
    id: 'P20A-14',
    slug: SQL,
    q: 'shortest route in route_stats by average distance',
    sql: `SELECT origin, destination, avg_distance FROM ${RS} ORDER BY avg_distance LIMIT 1`,
  },
  {
    id: 'P20A-15',
    slug: SQL,
    q: 'how many routes in route_stats are longer than 2000 miles on average',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE avg_distance > 2000`,
  },
  {
    id: 'P20A-16',
    slug: SQL,
    q: 'route_stats: top 5 DFW routes by flight count',
    ordered: true,
    sql: `SELECT origin, destination, flight_count FROM ${RS} WHERE origin = 'DFW' ORDER BY flight_count DESC LIMIT 5`,
  },
  {
    id: 'P20A-17',
    slug: SQL,
    q: 'which route_stats rows have avg_delay over 30 and at least 200 flights',
    sql: `SELECT origin, destination, avg_delay, flight_count FROM ${RS} WHERE avg_delay > 30 AND flight_count >= 200`,
  },
  {
    id: 'P20A-18',
    slug: SQL,
    q: 'which route has the lowest avg delay among routes with 3000+ flights in route_stats',
    sql: `SELECT origin, destination, avg_delay FROM ${RS} WHERE flight_count >= 3000 ORDER BY avg_delay LIMIT 1`,
  },
  {
    id: 'P20A-19',
    slug: SQL,
    q: 'how many route_stats routes leave from LAX',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE origin = 'LAX'`,
  },
  {
    id: 'P20A-20',
    slug: SQL,
    q: 'average flight_count across the routes in route_stats',
    sql: `SELECT avg(flight_count) AS avg_flight_count FROM ${RS}`,
  },
  {
    id: 'P20A-21',
    slug: SQL,
    q: 'from route_stats: the 5 longest routes out of SEA',
    ordered: true,
    sql: `SELECT origin, destination, avg_distance FROM ${RS} WHERE origin = 'SEA' ORDER BY avg_distance DESC LIMIT 5`,
  },
  {
    id: 'P20A-22',
    slug: SQL,
    q: 'how many routes in route_stats have between 1000 and 2000 flights',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE flight_count BETWEEN 1000 AND 2000`,
  },
  {
    id: 'P20A-23',
    slug: SQL,
    q: 'how many routes in route_stats have an average delay of at least 20 minutes',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE avg_delay >= 20`,
  },
  {
    id: 'P20A-24',
    slug: SQL,
    q: [
      'how many routes in route_stats have an average delay of at least 20 minutes',
      '…',
      'only those with over 1000 flights',
    ],
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE avg_delay >= 20 AND flight_count > 1000`,
  },
  {
    id: 'P20A-25',
    slug: SQL,
    q: 'route_stats: most delayed route from BOS with 500 or more flights',
    sql: `SELECT origin, destination, avg_delay FROM ${RS} WHERE origin = 'BOS' AND flight_count >= 500 ORDER BY avg_delay DESC LIMIT 1`,
  },
  {
    id: 'P20A-26',
    slug: SQL,
    q: 'number of ORD routes in route_stats with more than 3000 flights',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE origin = 'ORD' AND flight_count > 3000`,
  },
  {
    id: 'P20A-27',
    slug: SQL,
    q: ['route_stats rows starting at DEN with more than 2500 flights', '…', 'and from ORD?'],
    sql: `SELECT origin, destination, flight_count FROM ${RS} WHERE origin = 'ORD' AND flight_count > 2500`,
  },
  {
    id: 'P20A-28',
    slug: SQL,
    q: 'the route_stats row with the most flights out of ATL',
    sql: `SELECT origin, destination, flight_count FROM ${RS} WHERE origin = 'ATL' ORDER BY flight_count DESC LIMIT 1`,
  },
  {
    id: 'P20A-29',
    slug: SQL,
    q: 'how many route_stats routes have avg_distance under 300',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE avg_distance < 300`,
  },
  {
    id: 'P20A-30',
    slug: SQL,
    q: 'highest avg_delay of any route in route_stats with at least 1000 flights',
    sql: `SELECT max(avg_delay) AS max_avg_delay FROM ${RS} WHERE flight_count >= 1000`,
  },
];

/** sql-explorer: route_stats near misses a person would have to be asked about. */
const EXPLORER_ROUTES_ASKED: readonly QuestionCase[] = [
  {
    id: 'P20A-31',
    slug: SQL,
    q: 'how many routes in route_stats have more than 1000 passengers',
    expect: ASK,
  },
  { id: 'P20A-32', slug: SQL, q: "what's the average load factor of the routes in route_stats", expect: ASK },
  { id: 'P20A-33', slug: SQL, q: 'route_stats routes with a lot of flights', expect: ASK },
  { id: 'P20A-34', slug: SQL, q: 'update route_stats set flight_count = 0 where origin = DEN', expect: ASK },
];

/** ops-agent: route_stats under row-level security (the caller's own state's departures). */
const OPS_ROUTES: readonly QuestionCase[] = [
  {
    id: 'P20A-35',
    ...ops('CO'),
    q: 'how many of our routes in route_stats have more than 1000 flights',
    sql: `SELECT count(*) AS row_count FROM ${routes(inState('CO'))} WHERE flight_count > 1000`,
  },
  {
    id: 'P20A-36',
    ...ops('TX'),
    q: 'route_stats: our busiest route',
    sql: `SELECT origin, destination, flight_count FROM ${routes(inState('TX'))} ORDER BY flight_count DESC LIMIT 1`,
  },
  {
    id: 'P20A-37',
    ...ops('CA'),
    q: 'how many route_stats rows have avg_delay above 15',
    sql: `SELECT count(*) AS row_count FROM ${routes(inState('CA'))} WHERE avg_delay > 15`,
  },
  {
    id: 'P20A-38',
    ...ops('IL'),
    q: 'worst route by avg delay in route_stats with at least 2000 flights',
    sql: `SELECT origin, destination, avg_delay FROM ${routes(inState('IL'))} WHERE flight_count >= 2000 ORDER BY avg_delay DESC LIMIT 1`,
  },
  {
    id: 'P20A-39',
    ...ops('CO'),
    q: 'the 3 route_stats routes from DEN with the highest average delay, only routes with 1000+ flights',
    ordered: true,
    sql: `SELECT origin, destination, avg_delay FROM ${RS} WHERE origin = 'DEN' AND flight_count >= 1000 ORDER BY avg_delay DESC LIMIT 3`,
  },
  {
    id: 'P20A-40',
    ...ops('FL'),
    q: 'largest average distance among our route_stats routes',
    sql: `SELECT max(avg_distance) AS max_avg_distance FROM ${routes(inState('FL'))}`,
  },
  {
    id: 'P20A-41',
    ...ops('GA'),
    q: ['how many routes in route_stats have more than 1000 flights', '…', 'and more than 3000?'],
    sql: `SELECT count(*) AS row_count FROM ${routes(inState('GA'))} WHERE flight_count > 3000`,
  },
  {
    id: 'P20A-42',
    ...ops('WA'),
    q: 'route_stats rows starting at SEA with more than 2000 flights',
    sql: `SELECT origin, destination, flight_count FROM ${RS} WHERE origin = 'SEA' AND flight_count > 2000`,
  },
  { id: 'P20A-43', ...ops('TX'), q: 'how many route_stats rows start at DEN', expect: ASK },
  { id: 'P20A-44', ...ops('OR'), q: 'route_stats routes out of Seattle with over 500 flights', expect: ASK },
];

/** The airports table, on sql-explorer and on ops-agent (not filtered by state). */
const AIRPORTS: readonly QuestionCase[] = [
  {
    id: 'P20A-45',
    slug: SQL,
    q: 'which Colorado airports are listed in the airports table? codes only',
    sql: `SELECT iata FROM airports WHERE state = 'CO'`,
  },
  {
    id: 'P20A-46',
    slug: SQL,
    q: 'which state has the most airports listed, and how many',
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'P20A-47',
    slug: SQL,
    q: 'list the Hawaii airports in the airports table, northernmost first, with latitude',
    ordered: true,
    sql: `SELECT iata, name, latitude AS avg_latitude FROM airports WHERE state = 'HI' ORDER BY latitude DESC`,
  },
  {
    id: 'P20A-48',
    slug: SQL,
    q: 'which state code shows up on the most airports rows',
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'P20A-49',
    slug: SQL,
    q: 'furthest-north airport in the airports table?',
    sql: 'SELECT iata, name, latitude AS max_latitude FROM airports ORDER BY latitude DESC LIMIT 1',
  },
  {
    id: 'P20A-50',
    slug: SQL,
    q: ['furthest-north airport in the airports table?', '…', 'and the furthest south?'],
    sql: 'SELECT iata, name, latitude AS min_latitude FROM airports ORDER BY latitude LIMIT 1',
  },
  {
    id: 'P20A-51',
    slug: SQL,
    q: 'how many rows does the airports table have',
    sql: 'SELECT count(*) AS airport_count FROM airports',
  },
  {
    id: 'P20A-52',
    slug: SQL,
    q: 'how many different states appear in the airports table',
    sql: 'SELECT count(DISTINCT state) AS state_count FROM airports',
  },
  {
    id: 'P20A-53',
    slug: SQL,
    q: 'top 3 states by number of airports',
    ordered: true,
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 3',
  },
  {
    id: 'P20A-54',
    slug: SQL,
    q: 'westernmost airport in Alaska',
    sql: `SELECT iata, name, longitude AS min_longitude FROM airports WHERE state = 'AK' ORDER BY longitude LIMIT 1`,
  },
  {
    id: 'P20A-55',
    slug: SQL,
    q: 'Wyoming airports, codes and names',
    sql: `SELECT iata, name FROM airports WHERE state = 'WY'`,
  },
  {
    id: 'P20A-56',
    slug: SQL,
    q: 'southernmost airport in Florida in the airports table',
    sql: `SELECT iata, name, latitude AS min_latitude FROM airports WHERE state = 'FL' ORDER BY latitude LIMIT 1`,
  },
  {
    id: 'P20A-57',
    slug: SQL,
    q: 'how many Texas airports are north of latitude 33',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'TX' AND latitude > 33`,
  },
  {
    id: 'P20A-58',
    slug: SQL,
    q: 'which states have more than 150 airports listed',
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 HAVING count(*) > 150',
  },
  {
    id: 'P20A-59',
    ...ops('WA'),
    q: 'northernmost airport in our state',
    sql: `SELECT iata, name, latitude AS max_latitude FROM airports WHERE state = 'WA' ORDER BY latitude DESC LIMIT 1`,
  },
  {
    id: 'P20A-60',
    ...ops('CO'),
    q: 'how many airports does Hawaii have in the airports table',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'HI'`,
  },
  {
    id: 'P20A-61',
    ...ops('TX'),
    q: 'which state has the most airports listed',
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    id: 'P20A-62',
    slug: SQL,
    q: 'easternmost airport in the airports table',
    sql: 'SELECT iata, name, longitude AS max_longitude FROM airports ORDER BY longitude DESC LIMIT 1',
  },
  {
    id: 'P20A-63',
    slug: SQL,
    q: ['which Colorado airports are listed in the airports table? codes only', '…', 'and Utah?'],
    sql: `SELECT iata FROM airports WHERE state = 'UT'`,
  },
  { id: 'P20A-64', slug: SQL, q: 'which airport has the longest runway', expect: ASK },
  { id: 'P20A-65', slug: SQL, q: 'airports table: which airport handles the most passengers', expect: ASK },
];

/** Written after the rules (P20A-66–P20A-87): other wordings of the same kinds, and near misses. */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P20A-66',
    slug: SQL,
    q: 'how many BOS routes in route_stats have over 1500 flights',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE origin = 'BOS' AND flight_count > 1500`,
  },
  {
    id: 'P20A-67',
    slug: SQL,
    q: ['how many routes in route_stats average over 15 minutes of delay', '…', 'what about over 25?'],
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE avg_delay > 25`,
  },
  {
    id: 'P20A-68',
    slug: SQL,
    q: 'route_stats routes beginning at SFO with at least 3000 flights',
    sql: `SELECT origin, destination, flight_count FROM ${RS} WHERE origin = 'SFO' AND flight_count >= 3000`,
  },
  {
    id: 'P20A-69',
    slug: SQL,
    q: 'count the route_stats routes that start in PHX',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE origin = 'PHX'`,
  },
  {
    id: 'P20A-70',
    slug: SQL,
    q: 'From route_stats: best DFW route by avg delay, only routes with 2000 or more flights',
    sql: `SELECT origin, destination, avg_delay FROM ${RS} WHERE origin = 'DFW' AND flight_count >= 2000 ORDER BY avg_delay LIMIT 1`,
  },
  {
    id: 'P20A-71',
    slug: SQL,
    q: 'how many LAX routes in route_stats are longer than 1000 miles on average',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE origin = 'LAX' AND avg_distance > 1000`,
  },
  {
    id: 'P20A-72',
    slug: SQL,
    q: ['route_stats rows starting at ATL with more than 4000 flights', '…', 'and at least 3000?'],
    sql: `SELECT origin, destination, flight_count FROM ${RS} WHERE origin = 'ATL' AND flight_count >= 3000`,
  },
  {
    id: 'P20A-73',
    ...ops('CO'),
    q: 'how many of our route_stats routes start at DEN and have more than 2000 flights',
    sql: `SELECT count(*) AS row_count FROM ${RS} WHERE origin = 'DEN' AND flight_count > 2000`,
  },
  {
    id: 'P20A-74',
    ...ops('TX'),
    q: 'how many route_stats rows start at ORD with more than 1000 flights',
    expect: ASK,
  },
  {
    id: 'P20A-75',
    ...ops('WA'),
    q: 'the SEA route with the worst avg delay in route_stats, 1000+ flights only',
    sql: `SELECT origin, destination, avg_delay FROM ${RS} WHERE origin = 'SEA' AND flight_count >= 1000 ORDER BY avg_delay DESC LIMIT 1`,
  },
  { id: 'P20A-76', slug: SQL, q: 'how many routes in route_stats have more than 1000 seats', expect: ASK },
  { id: 'P20A-77', slug: SQL, q: 'route_stats rows with a big delay', expect: ASK },
  {
    id: 'P20A-78',
    slug: SQL,
    q: 'farthest south airport in Texas',
    sql: `SELECT iata, name, latitude AS min_latitude FROM airports WHERE state = 'TX' ORDER BY latitude LIMIT 1`,
  },
  {
    id: 'P20A-79',
    slug: SQL,
    q: 'most northerly airport in the airports table',
    sql: 'SELECT iata, name, latitude AS max_latitude FROM airports ORDER BY latitude DESC LIMIT 1',
  },
  {
    id: 'P20A-80',
    slug: SQL,
    q: ['westernmost airport in the airports table', '…', 'and the furthest east?'],
    sql: 'SELECT iata, name, longitude AS max_longitude FROM airports ORDER BY longitude DESC LIMIT 1',
  },
  {
    id: 'P20A-81',
    slug: SQL,
    q: 'how many Florida airports are south of latitude 26',
    sql: `SELECT count(*) AS airport_count FROM airports WHERE state = 'FL' AND latitude < 26`,
  },
  {
    id: 'P20A-82',
    slug: SQL,
    q: 'which Oregon airports are listed? names and codes',
    sql: `SELECT iata, name FROM airports WHERE state = 'OR'`,
  },
  {
    id: 'P20A-83',
    slug: SQL,
    q: 'top 2 states by airports rows',
    ordered: true,
    sql: 'SELECT state, count(*) AS airport_count FROM airports GROUP BY 1 ORDER BY 2 DESC LIMIT 2',
  },
  {
    id: 'P20A-84',
    slug: SQL,
    q: 'list Vermont airports, southernmost first',
    ordered: true,
    sql: `SELECT iata, name, latitude AS avg_latitude FROM airports WHERE state = 'VT' ORDER BY latitude`,
  },
  {
    id: 'P20A-85',
    ...ops('CO'),
    q: 'how many different states are in the airports table',
    sql: 'SELECT count(DISTINCT state) AS state_count FROM airports',
  },
  {
    id: 'P20A-86',
    slug: SQL,
    q: 'show me the route_stats rows out of PDX',
    sql: `SELECT ${ALL} FROM ${RS} WHERE origin = 'PDX'`,
  },
  {
    id: 'P20A-87',
    slug: SQL,
    q: 'which airports in the airports table are the busiest hubs by passengers',
    expect: ASK,
  },
];

export const PASS20A_QUESTIONS: readonly QuestionCase[] = [
  ...EXPLORER_ROUTES,
  ...EXPLORER_ROUTES_ASKED,
  ...OPS_ROUTES,
  ...AIRPORTS,
  ...PROBES,
];
