import type { QuestionCase } from './questions.js';

/**
 * Development questions on wrong answers (W01–W30): questions the built-in planner used to answer with
 * a number for something else. A quality before "days" / "flights" under "how many" is a row condition
 * (counted only where the data defines it: "late flights"; otherwise asked back); a quality word beside
 * a value is a condition, not the plain measure; an hour of the day is no calendar period on a contract;
 * a place after "through" / "via" / "connecting" is a stop the data does not hold; "busiest" with a
 * plural dimension ranks; a word such as "after the split" or "record" changes the question. Written from
 * the demo contracts and data before the planner was changed. Answers are SQL on the raw tables of the
 * demo DuckDB file. Part of QUESTIONS.
 */

const ASK = 'questionnaire' as const;
const FLIGHTS_O = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const between = (col: string, from: string, to: string) =>
  `${col} >= DATE '${from}' AND ${col} < DATE '${to}'`;
const state = (s: string) => ({ slug: 'state-portal', context: { state: s } });

const COUNTS: readonly QuestionCase[] = [
  { id: 'W01', q: 'how many hot days were there in 2014', expect: ASK },
  { id: 'W02', q: 'how many cold days did Seattle have in 2013', expect: ASK },
  { id: 'W03', q: 'number of windy days in 2015', expect: ASK },
  { id: 'W04', q: 'count the warm days in July 2014', expect: ASK },
  { id: 'W05', q: 'how many long flights left SFO in March 2001', expect: ASK },
  { id: 'W06', q: 'how many short flights were there in April 2001', expect: ASK },
  {
    id: 'W07',
    q: 'how many late flights left ORD in May 2001',
    sql: `SELECT count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights WHERE origin = 'ORD' AND ${between('date', '2001-05-01', '2001-06-01')}`,
  },
  {
    id: 'W08',
    q: 'how many rainy days were there in 2013',
    sql: `SELECT count(*) AS day_count FROM seattle_weather WHERE weather = 'rain' AND date >= DATE '2013-01-01' AND date < DATE '2014-01-01'`,
  },
];

const CONDITIONS: readonly QuestionCase[] = [
  { id: 'W09', q: 'how many rainy days were also windy', expect: ASK },
  {
    id: 'W10',
    q: 'how windy is it on rainy days',
    sql: `SELECT avg(wind) AS avg_wind FROM seattle_weather WHERE weather = 'rain'`,
  },
  { id: 'W11', q: 'average wind speed on hot days', expect: ASK },
  { id: 'W12', q: 'what was the precipitation on windy days in 2014', expect: ASK },
  { id: 'W13', q: 'average delay of long flights from SEA', expect: ASK },
];

const HOURS: readonly QuestionCase[] = [
  { id: 'W14', q: 'busiest hour at ORD', expect: ASK },
  { id: 'W15', q: 'how many flights leave ATL during peak hours', expect: ASK },
  { id: 'W16', q: 'which hour of the day has the worst delays at DFW', expect: ASK },
  { id: 'W17', q: 'average delay by hour for flights from LAX', expect: ASK },
  { id: 'W18', q: 'how many of our flights leave in the rush hour', ...state('WA'), expect: ASK },
  // An open range is not one day: "since" a date is months of hours, not the hours of that day.
  { id: 'W32', q: 'flights from SEA by hour since June 1 2001', expect: ASK },
];

const VIA: readonly QuestionCase[] = [
  { id: 'W19', q: 'how many flights from ORD went through Denver', expect: ASK },
  { id: 'W20', q: 'flights from LAX to Boston via Chicago', expect: ASK },
  { id: 'W21', q: 'how many flights connecting in Atlanta left from SEA', expect: ASK },
  { id: 'W22', q: 'average delay of our flights routed through SFO', ...state('WA'), expect: ASK },
];

// Ties in the counts leave the order among equals open, so these compare the rows as a set.
const RANKS: readonly QuestionCase[] = [
  {
    id: 'W23',
    q: 'which of our routes were the busiest',
    ...state('WA'),
    sql: `SELECT f.origin, f.destination, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'WA' GROUP BY 1, 2 ORDER BY 3 DESC`,
  },
  {
    id: 'W24',
    q: 'which of our destinations had the most flights',
    ...state('OR'),
    sql: `SELECT f.destination, count(*) AS flight_count FROM ${FLIGHTS_O} WHERE o.state = 'OR' GROUP BY 1 ORDER BY 2 DESC`,
  },
  {
    id: 'W25',
    q: 'which origins were the busiest in March 2001',
    sql: `SELECT origin, count(*) AS flight_count FROM flights WHERE ${between('date', '2001-03-01', '2001-04-01')} GROUP BY 1 ORDER BY 2 DESC`,
  },
];

const HIDDEN: readonly QuestionCase[] = [
  { id: 'W26', q: 'average price of AAPL after the split', expect: ASK },
  { id: 'W27', q: 'what was the average MSFT price before the crash', expect: ASK },
  { id: 'W28', q: 'record high temperature in 2014', expect: ASK },
  { id: 'W29', q: 'what was the all-time low temperature in Seattle', expect: ASK },
  { id: 'W30', q: 'average delay at ORD during the storm in March 2001', expect: ASK },
  { id: 'W31', q: 'average price of IBM since the merger', expect: ASK },
];

export const PASS7_WRONG_QUESTIONS: readonly QuestionCase[] = [
  ...COUNTS,
  ...CONDITIONS,
  ...HOURS,
  ...VIA,
  ...RANKS,
  ...HIDDEN,
];
