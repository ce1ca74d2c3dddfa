import { ASK, between, FO, flightMonth, month, monthly, ops, Q1, SQL, ts, year } from './question-sql.js';
import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 20c (P20C-01–P20C-63, and P20C-64–P20C-84 written after the rules): single-turn questions as users type them, written
 * before the planner was read or changed, about statistics the contracts do not carry and answers that
 * must name their row. ops-agent (its SQL fallback over its own state's departures) and sql-explorer
 * (SQL only): standard deviation and variance, percentiles, the median and the minimum ("earliest
 * departure relative to schedule", "most negative delay"), a measure among the delayed flights only,
 * weekends against weekdays, times of day, and a threshold on each group's count before a ranking.
 * analytics-app and sql-explorer over Seattle's weather and the stocks: the wettest / coldest days with
 * their dates, the wettest month with its total, a season given as a month range in brackets,
 * "all-time" peaks and "up to the end of <month>" from the start of the data. Near misses that a
 * person would have to ask about carry `expect: ASK`. Answers are SQL on the raw tables of the demo
 * DuckDB file. Scored by test/chat/passes.test.ts (label `pass20c`).
 */

const dayType = (col: string) =>
  `CASE WHEN dayname(${col}) IN ('Saturday', 'Sunday') THEN 'weekend' ELSE 'weekday' END AS day_type`;
/** A flights month on the unaliased table (sql-explorer's questions name no join). */
const fm = (m: number) => month(m);
const W = 'seattle_weather';

/** ops-agent: statistics beyond the contract, over its own state's departures. */
const OPS: readonly QuestionCase[] = [
  {
    id: 'P20C-01',
    ...ops('IL'),
    q: 'standard deviation of our departure delays in May 2001',
    sql: `SELECT stddev_samp(f.delay) AS stddev_delay FROM ${FO} WHERE o.state = 'IL' AND ${flightMonth(5)}`,
  },
  {
    id: 'P20C-02',
    ...ops('MO'),
    q: 'standard deviation of STL departure delays in Q1 2001',
    sql: `SELECT stddev_samp(f.delay) AS stddev_delay FROM flights f WHERE origin = 'STL' AND ${Q1}`,
  },
  {
    id: 'P20C-03',
    ...ops('CA'),
    q: 'variance of our delays in march 2001',
    sql: `SELECT var_samp(f.delay) AS var_delay FROM ${FO} WHERE o.state = 'CA' AND ${flightMonth(3)}`,
  },
  {
    id: 'P20C-04',
    ...ops('CA'),
    q: '90th percentile of LAX departure delay, april 2001',
    sql: `SELECT quantile_cont(f.delay, 0.9) AS p90_delay FROM flights f WHERE origin = 'LAX' AND ${flightMonth(4)}`,
  },
  {
    id: 'P20C-05',
    ...ops('TX'),
    q: 'median delay among the delayed flights (over 15 min)',
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'TX' AND f.delay > 15`,
  },
  {
    id: 'P20C-06',
    ...ops('NY'),
    q: 'earliest departure relative to schedule (min delay) from our airports in June 2001',
    sql: `SELECT min(f.delay) AS min_delay FROM ${FO} WHERE o.state = 'NY' AND ${flightMonth(6)}`,
  },
  {
    id: 'P20C-07',
    ...ops('PA'),
    q: 'minimum delay (earliest departure) for PHL in May 2001',
    sql: `SELECT min(f.delay) AS min_delay FROM flights f WHERE origin = 'PHL' AND ${flightMonth(5)}`,
  },
  {
    id: 'P20C-08',
    ...ops('AZ'),
    q: 'most negative delay (earliest departure) recorded at PHX in June 2001',
    sql: `SELECT min(f.delay) AS min_delay FROM flights f WHERE origin = 'PHX' AND ${flightMonth(6)}`,
  },
  {
    id: 'P20C-09',
    ...ops('GA'),
    q: 'weekends vs weekdays: our average delay in February 2001',
    sql: `SELECT ${dayType('f.date')}, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'GA' AND ${flightMonth(2)} GROUP BY 1`,
  },
  {
    id: 'P20C-10',
    ...ops('CO'),
    q: 'avg delay of our morning flights before 9am, Jan 2001',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CO' AND hour(f.date) < 9 AND ${flightMonth(1)}`,
  },
  {
    id: 'P20C-11',
    ...ops('WA'),
    q: 'among hours with at least 100 of our departures, which had the worst avg delay in June 2001',
    ordered: true,
    sql: `SELECT hour(f.date) AS hour, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'WA' AND ${flightMonth(6)} GROUP BY 1 HAVING count(*) >= 100 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P20C-12',
    ...ops('FL'),
    q: 'std dev of our delays',
    sql: `SELECT stddev_samp(f.delay) AS stddev_delay FROM ${FO} WHERE o.state = 'FL'`,
  },
  {
    id: 'P20C-13',
    ...ops('IL'),
    q: 'how much do our delays vary? standard deviation for april 2001 please',
    sql: `SELECT stddev_samp(f.delay) AS stddev_delay FROM ${FO} WHERE o.state = 'IL' AND ${flightMonth(4)}`,
  },
  {
    id: 'P20C-14',
    ...ops('TX'),
    q: 'average delay of our delayed flights only (more than 15 minutes late) in march 2001',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND f.delay > 15 AND ${flightMonth(3)}`,
  },
  {
    id: 'P20C-15',
    ...ops('NV'),
    q: 'median delay of our evening departures after 6pm in may 2001',
    sql: `SELECT median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'NV' AND hour(f.date) >= 18 AND ${flightMonth(5)}`,
  },
  {
    id: 'P20C-16',
    ...ops('CA'),
    q: 'weekday vs weekend median delay for our flights in q2 2001',
    sql: `SELECT ${dayType('f.date')}, median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'CA' AND ${between('f.date', '2001-04-01', '2001-07-01')} GROUP BY 1`,
  },
  {
    id: 'P20C-17',
    ...ops('TX'),
    q: 'which hour had the lowest average delay among hours with at least 500 of our departures in april 2001',
    ordered: true,
    sql: `SELECT hour(f.date) AS hour, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(4)} GROUP BY 1 HAVING count(*) >= 500 ORDER BY 2 ASC LIMIT 1`,
  },
  {
    id: 'P20C-18',
    ...ops('MA'),
    q: 'worst delay from BOS in feb 2001',
    sql: `SELECT max(f.delay) AS max_delay FROM flights f WHERE origin = 'BOS' AND ${flightMonth(2)}`,
  },
  {
    id: 'P20C-19',
    ...ops('IL'),
    q: 'standard deviation of our fuel burn in May 2001',
    expect: ASK,
  },
  {
    id: 'P20C-20',
    ...ops('IL'),
    q: 'standard deviation of departure delays from texas in may 2001',
    expect: ASK,
  },
  {
    id: 'P20C-21',
    ...ops('CA'),
    q: '75th percentile of our delays in 2003',
    expect: ASK,
  },
];

/** sql-explorer: the same statistics over every flight, named by airport. */
const EXPLORER: readonly QuestionCase[] = [
  {
    id: 'P20C-22',
    slug: SQL,
    q: 'standard deviation of STL departure delays in Q1 2001',
    sql: `SELECT stddev_samp(delay) AS stddev_delay FROM flights WHERE origin = 'STL' AND ${between('date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P20C-23',
    slug: SQL,
    q: 'variance of departure delay at ORD in march 2001',
    sql: `SELECT var_samp(delay) AS var_delay FROM flights WHERE origin = 'ORD' AND ${fm(3)}`,
  },
  {
    id: 'P20C-24',
    slug: SQL,
    q: '90th percentile of LAX departure delay, april 2001',
    sql: `SELECT quantile_cont(delay, 0.9) AS p90_delay FROM flights WHERE origin = 'LAX' AND ${fm(4)}`,
  },
  {
    id: 'P20C-25',
    slug: SQL,
    q: 'median delay among the delayed flights (over 15 min) out of ATL',
    sql: `SELECT median(delay) AS median_delay FROM flights WHERE origin = 'ATL' AND delay > 15`,
  },
  {
    id: 'P20C-26',
    slug: SQL,
    q: 'minimum delay (earliest departure) for PHL in May 2001',
    sql: `SELECT min(delay) AS min_delay FROM flights WHERE origin = 'PHL' AND ${fm(5)}`,
  },
  {
    id: 'P20C-27',
    slug: SQL,
    q: 'most negative delay (earliest departure) recorded at PHX in June 2001',
    sql: `SELECT min(delay) AS min_delay FROM flights WHERE origin = 'PHX' AND ${fm(6)}`,
  },
  {
    id: 'P20C-28',
    slug: SQL,
    q: 'weekends vs weekdays: average delay out of SFO in February 2001',
    sql: `SELECT ${dayType('date')}, avg(delay) AS avg_delay FROM flights WHERE origin = 'SFO' AND ${fm(2)} GROUP BY 1`,
  },
  {
    id: 'P20C-29',
    slug: SQL,
    q: 'avg delay of morning flights before 9am from DEN, Jan 2001',
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'DEN' AND hour(date) < 9 AND ${fm(1)}`,
  },
  {
    id: 'P20C-30',
    slug: SQL,
    q: 'among hours with at least 1000 departures from ORD, which had the worst avg delay in June 2001',
    ordered: true,
    sql: `SELECT hour(date) AS hour, avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD' AND ${fm(6)} GROUP BY 1 HAVING count(*) >= 1000 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P20C-31',
    slug: SQL,
    q: 'std deviation of flight distance out of SEA',
    sql: `SELECT stddev_samp(distance) AS stddev_distance FROM flights WHERE origin = 'SEA'`,
  },
  {
    id: 'P20C-32',
    slug: SQL,
    q: '25th percentile delay from DEN in feb 2001',
    sql: `SELECT quantile_cont(delay, 0.25) AS p25_delay FROM flights WHERE origin = 'DEN' AND ${fm(2)}`,
  },
  {
    id: 'P20C-33',
    slug: SQL,
    q: 'median delay of flights delayed more than 30 minutes out of JFK',
    sql: `SELECT median(delay) AS median_delay FROM flights WHERE origin = 'JFK' AND delay > 30`,
  },
  {
    id: 'P20C-34',
    slug: SQL,
    q: 'earliest departure relative to schedule from BOS in march 2001',
    sql: `SELECT min(delay) AS min_delay FROM flights WHERE origin = 'BOS' AND ${fm(3)}`,
  },
  {
    id: 'P20C-35',
    slug: SQL,
    q: 'variance of delays in route_stats',
    expect: ASK,
  },
  {
    id: 'P20C-36',
    slug: SQL,
    q: 'standard deviation of the gate wait at LAX',
    expect: ASK,
  },
];

/** Weather and stocks: answers that name their day or month. */
const ROWS: readonly QuestionCase[] = [
  {
    id: 'P20C-37',
    q: 'the 3 wettest days in Seattle in 2015, with their dates',
    ordered: true,
    sql: `SELECT ${ts('date')} AS date, precipitation AS total_precipitation FROM ${W} WHERE ${year(2015)} ORDER BY precipitation DESC LIMIT 3`,
  },
  {
    id: 'P20C-38',
    q: 'biggest single-day rainfall in seattle during 2015 and the date it happened',
    sql: `SELECT ${ts('date')} AS date, precipitation AS total_precipitation FROM ${W} WHERE ${year(2015)} ORDER BY precipitation DESC LIMIT 1`,
  },
  {
    id: 'P20C-39',
    q: 'coldest night on record in the seattle data: date and minimum temperature',
    sql: `SELECT ${ts('date')} AS date, temp_min AS avg_temp_min FROM ${W} ORDER BY temp_min ASC LIMIT 1`,
  },
  {
    id: 'P20C-40',
    q: 'wettest month of 2012 in Seattle by total precipitation, month and mm',
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM ${W} WHERE ${year(2012)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P20C-41',
    q: 'average high temperature over summer 2015 in Seattle (jun-aug)',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM ${W} WHERE ${between('date', '2015-06-01', '2015-09-01')}`,
  },
  {
    id: 'P20C-42',
    q: "google's all-time peak price in the data",
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'GOOG'`,
  },
  {
    id: 'P20C-43',
    q: 'what was the mean overnight low in seattle through december 2012',
    // 'through' bounds the end only: from the start of the data (January 2012) through December 2012.
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM ${W} WHERE date < DATE '2013-01-01'`,
  },
  {
    id: 'P20C-44',
    q: 'mean overnight low in seattle up to the end of march 2012',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM ${W} WHERE date < DATE '2012-04-01'`,
  },
  {
    id: 'P20C-45',
    q: 'which day was windiest in seattle in 2014 and how strong was the wind',
    sql: `SELECT ${ts('date')} AS date, wind AS avg_wind FROM ${W} WHERE ${year(2014)} ORDER BY wind DESC LIMIT 1`,
  },
  {
    id: 'P20C-46',
    q: 'hottest day of 2014 in seattle with its date',
    sql: `SELECT ${ts('date')} AS date, temp_max AS avg_temp_max FROM ${W} WHERE ${year(2014)} ORDER BY temp_max DESC LIMIT 1`,
  },
  {
    id: 'P20C-47',
    q: 'on what date did amzn hit its highest price',
    sql: `SELECT ${ts('date')} AS date, price FROM stocks WHERE symbol = 'AMZN' ORDER BY price DESC LIMIT 1`,
  },
  {
    id: 'P20C-48',
    q: "when was apple's lowest price and what was it",
    sql: `SELECT ${ts('date')} AS date, price AS min_price FROM stocks WHERE symbol = 'AAPL' ORDER BY price ASC LIMIT 1`,
  },
  {
    id: 'P20C-49',
    q: 'the 3 driest months of 2014 in seattle by total rain',
    ordered: true,
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM ${W} WHERE ${year(2014)} GROUP BY 1 ORDER BY 2 ASC LIMIT 3`,
  },
  {
    id: 'P20C-50',
    q: 'mean high temp in seattle from june to august 2014',
    sql: `SELECT avg(temp_max) AS avg_temp_max FROM ${W} WHERE ${between('date', '2014-06-01', '2014-09-01')}`,
  },
  {
    id: 'P20C-51',
    q: "msft's all-time low price",
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'MSFT'`,
  },
  {
    id: 'P20C-52',
    q: 'wettest day in the whole seattle record, with the date',
    sql: `SELECT ${ts('date')} AS date, precipitation AS total_precipitation FROM ${W} ORDER BY precipitation DESC LIMIT 1`,
  },
  {
    id: 'P20C-53',
    q: 'average low in seattle over winter 2014 (jan-mar)',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM ${W} WHERE ${between('date', '2014-01-01', '2014-04-01')}`,
  },
  {
    id: 'P20C-54',
    q: 'the wettest day in seattle in 2019 with its date',
    expect: ASK,
  },
  {
    id: 'P20C-55',
    q: "google's all-time peak trading volume",
    expect: ASK,
  },
  {
    id: 'P20C-56',
    q: 'coldest night in portland: date and minimum temperature',
    expect: ASK,
  },
  {
    id: 'P20C-57',
    slug: SQL,
    q: 'the 3 wettest days in 2015, with their dates',
    ordered: true,
    sql: `SELECT ${ts('date')} AS date, precipitation AS sum_precipitation FROM ${W} WHERE ${year(2015)} ORDER BY precipitation DESC LIMIT 3`,
  },
  {
    id: 'P20C-58',
    slug: SQL,
    q: 'coldest night on record in seattle_weather: date and minimum temperature',
    sql: `SELECT ${ts('date')} AS date, temp_min AS avg_temp_min FROM ${W} ORDER BY temp_min ASC LIMIT 1`,
  },
  {
    id: 'P20C-59',
    slug: SQL,
    q: 'wettest month of 2012 by total precipitation, month and mm',
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS sum_precipitation FROM ${W} WHERE ${year(2012)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P20C-60',
    slug: SQL,
    q: 'median high temperature over summer 2014 (june-aug)',
    sql: `SELECT median(temp_max) AS median_temp_max FROM ${W} WHERE ${between('date', '2014-06-01', '2014-09-01')}`,
  },
  {
    id: 'P20C-61',
    slug: SQL,
    q: 'biggest single-day rainfall during 2013 and the date it happened',
    sql: `SELECT ${ts('date')} AS date, precipitation AS sum_precipitation FROM ${W} WHERE ${year(2013)} ORDER BY precipitation DESC LIMIT 1`,
  },
  {
    id: 'P20C-62',
    slug: SQL,
    q: 'standard deviation of the daily low in 2014',
    sql: `SELECT stddev_samp(temp_min) AS stddev_temp_min FROM ${W} WHERE ${year(2014)}`,
  },
  {
    id: 'P20C-63',
    slug: SQL,
    q: 'what was the mean overnight low through december 2013',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM ${W} WHERE date < DATE '2014-01-01'`,
  },
];

/** P20C-64–: written after the rules, new wordings of the same kinds and near misses asked back. */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P20C-64',
    ...ops('IL'),
    q: 'sample variance of ORD departure delays in feb 2001',
    sql: `SELECT var_samp(f.delay) AS var_delay FROM flights f WHERE origin = 'ORD' AND ${flightMonth(2)}`,
  },
  {
    id: 'P20C-65',
    ...ops('CA'),
    q: 'stdev of our delays during q1 2001',
    sql: `SELECT stddev_samp(f.delay) AS stddev_delay FROM ${FO} WHERE o.state = 'CA' AND ${Q1}`,
  },
  {
    id: 'P20C-66',
    ...ops('TX'),
    q: 'lowest delay (earliest departure against schedule) from DFW in march 2001',
    sql: `SELECT min(f.delay) AS min_delay FROM flights f WHERE origin = 'DFW' AND ${flightMonth(3)}`,
  },
  {
    id: 'P20C-67',
    ...ops('FL'),
    q: 'avg delay among our delayed flights (over 30 minutes) in april 2001',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'FL' AND f.delay > 30 AND ${flightMonth(4)}`,
  },
  {
    id: 'P20C-68',
    ...ops('GA'),
    q: 'weekday vs weekend: our median delay in march 2001',
    sql: `SELECT ${dayType('f.date')}, median(f.delay) AS median_delay FROM ${FO} WHERE o.state = 'GA' AND ${flightMonth(3)} GROUP BY 1`,
  },
  {
    id: 'P20C-69',
    ...ops('NY'),
    q: 'avg delay of our afternoon departures after 2pm in feb 2001',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'NY' AND hour(f.date) >= 14 AND ${flightMonth(2)}`,
  },
  {
    id: 'P20C-70',
    ...ops('CA'),
    q: 'of the hours with more than 1000 of our departures, which one had the lowest average delay in may 2001',
    ordered: true,
    sql: `SELECT hour(f.date) AS hour, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' AND ${flightMonth(5)} GROUP BY 1 HAVING count(*) > 1000 ORDER BY 2 ASC LIMIT 1`,
  },
  { id: 'P20C-71', ...ops('IL'), q: 'variance of our passenger load in may 2001', expect: ASK },
  { id: 'P20C-72', ...ops('CO'), q: 'avg delay of our morning flights in jan 2001', expect: ASK },
  {
    id: 'P20C-73',
    slug: SQL,
    q: 'variance of flight distance from SFO',
    sql: `SELECT var_samp(distance) AS var_distance FROM flights WHERE origin = 'SFO'`,
  },
  {
    id: 'P20C-74',
    slug: SQL,
    q: 'most negative departure delay at SEA in april 2001',
    sql: `SELECT min(delay) AS min_delay FROM flights WHERE origin = 'SEA' AND ${fm(4)}`,
  },
  {
    id: 'P20C-75',
    slug: SQL,
    q: 'median delay among flights delayed over 60 minutes from ORD',
    sql: `SELECT median(delay) AS median_delay FROM flights WHERE origin = 'ORD' AND delay > 60`,
  },
  {
    id: 'P20C-76',
    slug: SQL,
    q: 'among airports with at least 20000 departures, which had the worst avg delay',
    ordered: true,
    sql: `SELECT origin, avg(delay) AS avg_delay FROM flights GROUP BY 1 HAVING count(*) >= 20000 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P20C-77',
    q: 'the five rainiest days of 2014 and their dates',
    ordered: true,
    sql: `SELECT ${ts('date')} AS date, precipitation AS total_precipitation FROM ${W} WHERE ${year(2014)} ORDER BY precipitation DESC LIMIT 5`,
  },
  {
    id: 'P20C-78',
    q: 'warmest night in seattle in 2015, with the date',
    sql: `SELECT ${ts('date')} AS date, temp_min AS avg_temp_min FROM ${W} WHERE ${year(2015)} ORDER BY temp_min DESC LIMIT 1`,
  },
  {
    id: 'P20C-79',
    slug: SQL,
    q: 'what date was the windiest in 2013',
    sql: `SELECT ${ts('date')} AS date, wind AS avg_wind FROM ${W} WHERE ${year(2013)} ORDER BY wind DESC LIMIT 1`,
  },
  {
    id: 'P20C-80',
    q: 'average low over spring 2013 (mar-may)',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM ${W} WHERE ${between('date', '2013-03-01', '2013-06-01')}`,
  },
  { id: 'P20C-81', q: 'average high temperature over winter 2014 (dec-feb)', expect: ASK },
  {
    id: 'P20C-82',
    q: "amzn's all-time record price",
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'AMZN'`,
  },
  { id: 'P20C-83', q: 'coldest day in seattle in 2013 with its date', expect: ASK },
  {
    id: 'P20C-84',
    slug: SQL,
    q: 'mean overnight low up to the end of june 2013',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM ${W} WHERE date < DATE '2013-07-01'`,
  },
];

export const PASS20C_QUESTIONS: readonly QuestionCase[] = [...OPS, ...EXPLORER, ...ROWS, ...PROBES];
