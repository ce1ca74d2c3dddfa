import {
  ASK,
  between,
  FO,
  FOD,
  flightMonth,
  inState,
  monthly,
  monthOf,
  ops,
  pct,
  portal,
  SQL,
  yearly,
  yearOf,
} from './question-sql.js';
import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 20b (P20B-01–P20B-83): comparisons of two periods and follow-ups that
 * change one thing and must keep everything else, written before the planner was read or changed, over
 * every demo consumer. Two periods that are not next to each other ("compare that with August 2013",
 * "put it next to July 2012", "IBM close in jan 2000 and in jan 2010") are answered one row per named
 * period, never summed over the range between them. Follow-ups on ops-agent's SQL fallback and on
 * sql-explorer keep the earlier shape (the hour of day, the share in percent, the threshold) while the
 * month or the airport changes. Contract follow-ups swap a measure ("and the average per flight?"),
 * switch the month, widen a weather label ("include drizzle days as well", one total), trim a ranking
 * ("leave out #1", "just the top one"), turn to the other extreme ("and its lowest close that year?")
 * and turn a route into both directions with a city at one end and a code at the other. Near misses
 * that must be asked back (a period outside the data, a label or column the data lacks, another
 * state's rows) carry `expect: ASK`. Answers are SQL on the raw tables of the demo DuckDB file. Scored
 * by test/chat/passes.test.ts (label `pass20b`).
 */

const M = (y: number, m: number) => monthOf('date', y, m);
const either = (a: string, b: string) => `((${a}) OR (${b}))`;

/** Two periods that are not next to each other: one row per named period. */
const PERIODS: readonly QuestionCase[] = [
  {
    id: 'P20B-01',
    q: ['avg high temp in Seattle in August 2014', '…', 'compare that with August 2013'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${either(M(2014, 8), M(2013, 8))} GROUP BY 1`,
  },
  {
    id: 'P20B-02',
    q: ['average max temperature in seattle in july 2015', '…', 'put it next to July 2012'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${either(M(2015, 7), M(2012, 7))} GROUP BY 1`,
  },
  {
    id: 'P20B-03',
    q: ['avg high temp in Seattle in August 2014', '…', 'compare with October 2015'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${either(M(2014, 8), M(2015, 10))} GROUP BY 1`,
  },
  {
    id: 'P20B-04',
    q: ['total precipitation in Seattle in March 2012', '…', 'compare with March 2013'],
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${either(M(2012, 3), M(2013, 3))} GROUP BY 1`,
  },
  {
    id: 'P20B-05',
    q: 'IBM close in jan 2000 and in jan 2010',
    sql: `SELECT ${monthly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${either(M(2000, 1), M(2010, 1))} GROUP BY 1`,
  },
  {
    id: 'P20B-06',
    q: 'compare AAPL average price in 2003 with 2007',
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AAPL' AND ${either(yearOf('date', 2003), yearOf('date', 2007))} GROUP BY 1`,
  },
  {
    id: 'P20B-07',
    q: ['how many flights left Denver in January 2001', '…', 'compare with March 2001'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' AND ${either(flightMonth(1), flightMonth(3))} GROUP BY 1`,
  },
  {
    id: 'P20B-08',
    q: ['avg delay out of Chicago in Q1', '…', 'versus Q3'],
    expect: ASK,
  },
  {
    id: 'P20B-09',
    q: ['average wind in seattle in 2012', '…', 'side by side with 2015'],
    sql: `SELECT ${yearly('date')} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE ${either(yearOf('date', 2012), yearOf('date', 2015))} GROUP BY 1`,
  },
  {
    id: 'P20B-10',
    slug: SQL,
    q: ['avg low temp in seattle in december 2012', '…', 'compare that with december 2014'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${either(M(2012, 12), M(2014, 12))} GROUP BY 1`,
  },
  {
    id: 'P20B-11',
    q: 'seattle rain total in may 2013 vs may 2015',
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${either(M(2013, 5), M(2015, 5))} GROUP BY 1`,
  },
  {
    id: 'P20B-12',
    ...portal('CA'),
    q: ['how many departures from our airports in January 2001', '…', 'compare that with April'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM flights f WHERE ${inState('CA')} AND ${either(flightMonth(1), flightMonth(4))} GROUP BY 1`,
  },
  {
    id: 'P20B-13',
    ...ops('TX'),
    q: ['avg delay at our airports in February 2001', '…', 'compare with May 2001'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, avg(delay) AS avg_delay FROM flights f WHERE ${inState('TX')} AND ${either(flightMonth(2), flightMonth(5))} GROUP BY 1`,
  },
  {
    id: 'P20B-14',
    q: ['GOOG average price in 2005', '…', 'and compare with 2009'],
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${either(yearOf('date', 2005), yearOf('date', 2009))} GROUP BY 1`,
  },
  {
    id: 'P20B-15',
    q: ['life expectancy in Japan in 1960', '…', 'compare that with 2000'],
    sql: `SELECT year, avg(life_expect) AS avg_life_expectancy FROM gapminder WHERE country = 'Japan' AND year IN (1960, 2000) GROUP BY 1`,
  },
  {
    id: 'P20B-16',
    q: ['avg high temp in Seattle in August 2014', '…', 'compare with August 2019'],
    expect: ASK,
  },
  {
    id: 'P20B-17',
    q: 'avg low temp seattle: january 2012 vs january 2015',
    sql: `SELECT ${monthly('date')} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${either(M(2012, 1), M(2015, 1))} GROUP BY 1`,
  },
  {
    id: 'P20B-18',
    q: ['IBM average price in 2001', '…', 'compare that with 2008'],
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM' AND ${either(yearOf('date', 2001), yearOf('date', 2008))} GROUP BY 1`,
  },
  {
    id: 'P20B-19',
    q: ['flights out of Dallas in February 2001', '…', 'how does that compare to May 2001?'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Dallas' AND ${either(flightMonth(2), flightMonth(5))} GROUP BY 1`,
  },
  {
    id: 'P20B-20',
    ...ops('CA'),
    q: ['how many of our departures were delayed in January 2001', '…', 'put that next to April 2001'],
    sql: `SELECT ${monthly('f.date')} AS flight_date, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights f WHERE ${inState('CA')} AND ${either(flightMonth(1), flightMonth(4))} GROUP BY 1`,
  },
  {
    id: 'P20B-21',
    slug: SQL,
    q: ['total precipitation in seattle in november 2012', '…', 'vs november 2014'],
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${either(M(2012, 11), M(2014, 11))} GROUP BY 1`,
  },
];

const hourTop = (where: string) =>
  `SELECT hour(f.date) AS hour, count(*) AS flight_count FROM flights f WHERE ${where} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`;

/** Follow-ups on the SQL fallback (ops-agent) and on sql-explorer that keep the earlier shape. */
const SQL_FOLLOWUPS: readonly QuestionCase[] = [
  {
    id: 'P20B-22',
    ...ops('TX'),
    q: ['busiest departure hour at our airports in March 2001, count only', '…', 'same, but for june 2001'],
    sql: hourTop(`${inState('TX')} AND ${flightMonth(6)}`),
  },
  {
    id: 'P20B-23',
    ...ops('CA'),
    q: ['busiest departure hour at our airports in March 2001, count only', '…', 'now for June'],
    sql: hourTop(`${inState('CA')} AND ${flightMonth(6)}`),
  },
  {
    id: 'P20B-24',
    ...ops('FL'),
    q: [
      'which hour of the day has the most departures from our airports in April 2001',
      '…',
      'what about May?',
    ],
    sql: hourTop(`${inState('FL')} AND ${flightMonth(5)}`),
  },
  {
    id: 'P20B-25',
    ...ops('TX'),
    q: ['share of our departures that left early in May 2001, in percent', '…', 'now june'],
    sql: `SELECT ${pct('delay < 0')} FROM flights f WHERE ${inState('TX')} AND ${flightMonth(6)}`,
  },
  {
    id: 'P20B-26',
    ...ops('CA'),
    q: ['percent of our departures that left early in March 2001', '…', 'now only departures from LAX'],
    sql: `SELECT ${pct('delay < 0')} FROM flights f WHERE origin = 'LAX' AND ${flightMonth(3)}`,
  },
  {
    id: 'P20B-27',
    ...ops('GA'),
    q: ['percent of our departures that left early in March 2001', '…', 'now only departures from ATL'],
    sql: `SELECT ${pct('delay < 0')} FROM flights f WHERE origin = 'ATL' AND ${flightMonth(3)}`,
  },
  {
    id: 'P20B-28',
    slug: SQL,
    q: [
      'how many days in 2013 did seattle get more than 10mm of rain',
      '…',
      'and how many such days in 2014',
    ],
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation > 10 AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P20B-29',
    slug: SQL,
    q: ['days in 2012 with over 20 mm of precipitation in seattle', '…', 'same for 2015'],
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation > 20 AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'P20B-30',
    slug: SQL,
    q: ['busiest hour of the day for departures from SEA in January 2001', '…', 'now february'],
    sql: hourTop(`origin = 'SEA' AND ${flightMonth(2)}`),
  },
  {
    id: 'P20B-31',
    slug: SQL,
    q: [
      'what share of flights from ORD were delayed more than 30 minutes in april 2001, as a percent',
      '…',
      'and for may',
    ],
    sql: `SELECT ${pct('delay > 30')} FROM flights f WHERE origin = 'ORD' AND ${flightMonth(5)}`,
  },
  {
    id: 'P20B-32',
    ...ops('TX'),
    q: ['median delay of our departures in February 2001', '…', 'and in March?'],
    sql: `SELECT median(delay) AS median_delay FROM flights f WHERE ${inState('TX')} AND ${flightMonth(3)}`,
  },
  {
    id: 'P20B-33',
    slug: SQL,
    q: ['how many days in 2014 had a max temp above 30 in seattle', '…', 'and 2015?'],
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE temp_max > 30 AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'P20B-34',
    ...ops('TX'),
    q: ['share of our flights delayed over 15 minutes in January 2001, in percent', '…', 'now only from DFW'],
    sql: `SELECT ${pct('delay > 15')} FROM flights f WHERE origin = 'DFW' AND ${flightMonth(1)}`,
  },
  {
    id: 'P20B-35',
    ...ops('TX'),
    q: ['busiest departure hour at our airports in March 2001', '…', 'same for ORD'],
    expect: ASK,
  },
  {
    id: 'P20B-36',
    slug: SQL,
    q: [
      'how many days in 2013 did seattle get more than 10mm of rain',
      '…',
      'and how many such days in 2016',
    ],
    expect: ASK,
  },
  {
    id: 'P20B-37',
    ...ops('TX'),
    q: ['share of our departures that left early in May 2001, in percent', '…', 'same for march'],
    sql: `SELECT ${pct('delay < 0')} FROM flights f WHERE ${inState('TX')} AND ${flightMonth(3)}`,
  },
  {
    id: 'P20B-38',
    ...ops('CA'),
    q: ['busiest departure hour at our airports in March 2001, count only', '…', 'now only SFO'],
    sql: hourTop(`origin = 'SFO' AND ${flightMonth(3)}`),
  },
];

const DOWN = (extra: string) => `SELECT count(*) AS day_count FROM seattle_weather WHERE ${extra}`;
const topDest = (where: string, offset: number, limit: number) =>
  `SELECT destination, count(*) AS flight_count FROM flights f WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit} OFFSET ${offset}`;

/** Contract follow-ups that change one thing and keep the rest. */
const CONTRACT: readonly QuestionCase[] = [
  {
    id: 'P20B-39',
    ...portal('CA'),
    q: ['total miles flown by our departures in feb 2001', '…', 'and the average per flight?'],
    sql: `SELECT avg(distance) AS avg_distance FROM flights f WHERE ${inState('CA')} AND ${flightMonth(2)}`,
  },
  {
    id: 'P20B-40',
    q: ['total miles flown out of Denver in March 2001', '…', 'and per flight on average?'],
    sql: `SELECT avg(distance) AS avg_distance FROM ${FO} WHERE o.city = 'Denver' AND ${flightMonth(3)}`,
  },
  {
    id: 'P20B-41',
    ...portal('TX'),
    q: ['avg delay on our flights in January 2001', '…', 'switch the month to June 2001'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights f WHERE ${inState('TX')} AND ${flightMonth(6)}`,
  },
  {
    id: 'P20B-42',
    q: ['average delay for flights from Boston in February', '…', 'change the month to May'],
    sql: `SELECT avg(delay) AS avg_delay FROM ${FO} WHERE o.city = 'Boston' AND ${flightMonth(5)}`,
  },
  {
    id: 'P20B-43',
    q: ['number of rainy days in Seattle in 2014', '…', 'include drizzle days as well'],
    sql: DOWN(`weather IN ('rain', 'drizzle') AND ${yearOf('date', 2014)}`),
  },
  {
    id: 'P20B-44',
    q: ['count of sun-labelled days in seattle for 2013', '…', 'add fog days too'],
    sql: DOWN(`weather IN ('sun', 'fog') AND ${yearOf('date', 2013)}`),
  },
  {
    id: 'P20B-45',
    q: ['how many snow days in seattle in 2012', '…', 'count rain days in that total as well'],
    sql: DOWN(`weather IN ('snow', 'rain') AND ${yearOf('date', 2012)}`),
  },
  {
    id: 'P20B-46',
    ordered: true,
    q: ['top 3 destinations from SEA in jan 2001', '…', 'ok leave out #1'],
    sql: topDest(`origin = 'SEA' AND ${flightMonth(1)}`, 1, 2),
  },
  {
    id: 'P20B-47',
    ordered: true,
    q: ['top 5 destinations from ATL in march 2001', '…', 'drop the first two'],
    sql: topDest(`origin = 'ATL' AND ${flightMonth(3)}`, 2, 3),
  },
  {
    id: 'P20B-48',
    q: ['msft highest monthly close in 2004', '…', 'and its lowest close that year?'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'MSFT' AND ${yearOf('date', 2004)}`,
  },
  {
    id: 'P20B-49',
    q: ['AMZN top close in 2007', '…', 'and the bottom one that year?'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AMZN' AND ${yearOf('date', 2007)}`,
  },
  {
    id: 'P20B-50',
    ...portal('CA'),
    ordered: true,
    q: ['top 3 of our airports by delayed flights in April 2001', '…', 'just the top one'],
    sql: `SELECT origin, count(*) FILTER (WHERE delay > 15) AS delayed_flights FROM flights f WHERE ${inState('CA')} AND ${flightMonth(4)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P20B-51',
    ordered: true,
    q: ['top 5 airports by departures in May 2001', '…', 'only the first one'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights f WHERE ${flightMonth(5)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P20B-52',
    q: ['how many flights went Las Vegas to LAX in 2001?', '…', 'both directions please'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE (o.city = 'Las Vegas' AND f.destination = 'LAX') OR (f.origin = 'LAX' AND d.city = 'Las Vegas')`,
  },
  {
    id: 'P20B-53',
    q: ['how many flights between Love Field and Houston in March 2001?', '…', 'and for April 2001?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE ((f.origin = 'DAL' AND d.city = 'Houston') OR (o.city = 'Houston' AND f.destination = 'DAL')) AND ${flightMonth(4)}`,
  },
  {
    id: 'P20B-54',
    q: ['flights from Chicago to SFO in Q1', '…', 'count both directions'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE ((o.city = 'Chicago' AND f.destination = 'SFO') OR (f.origin = 'SFO' AND d.city = 'Chicago')) AND ${between('f.date', '2001-01-01', '2001-04-01')}`,
  },
  {
    id: 'P20B-55',
    q: ['how many flights from SEA to Portland in February 2001', '…', 'both ways please'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE ((f.origin = 'SEA' AND d.city = 'Portland') OR (o.city = 'Portland' AND f.destination = 'SEA')) AND ${flightMonth(2)}`,
  },
  {
    id: 'P20B-56',
    q: ['average delay on flights from Denver in January', '…', 'and the total distance?'],
    sql: `SELECT sum(distance) AS total_distance FROM ${FO} WHERE o.city = 'Denver' AND ${flightMonth(1)}`,
  },
  {
    id: 'P20B-57',
    q: ['msft highest monthly close in 2004', '…', 'and its lowest close in 2099?'],
    expect: ASK,
  },
  {
    id: 'P20B-58',
    q: ['number of rainy days in Seattle in 2014', '…', 'include hail days as well'],
    expect: ASK,
  },
  {
    id: 'P20B-59',
    ...portal('TX'),
    q: ['avg delay on our flights in January 2001', '…', 'switch the month to December 2001'],
    expect: ASK,
  },
  {
    id: 'P20B-60',
    ...portal('CA'),
    q: ['total miles flown by our departures in feb 2001', '…', 'and the average per passenger?'],
    expect: ASK,
  },
  {
    id: 'P20B-61',
    q: ['how many flights between Love Field and Houston in March 2001?', '…', 'and for May?'],
    sql: `SELECT count(*) AS flight_count FROM ${FOD} WHERE ((f.origin = 'DAL' AND d.city = 'Houston') OR (o.city = 'Houston' AND f.destination = 'DAL')) AND ${flightMonth(5)}`,
  },
  {
    id: 'P20B-62',
    q: ['number of foggy days in seattle in 2015', '…', 'and drizzle ones too, in one number'],
    sql: DOWN(`weather IN ('fog', 'drizzle') AND ${yearOf('date', 2015)}`),
  },
];

/**
 * P20B-63–P20B-83, written after the rules: the same kinds in other words (a comparison said as "how
 * does that compare to", "put it next to", "and compare it with"; two periods in one question; the
 * month or the airport changed on the fallback; labels added; a ranking trimmed), and near misses that
 * must still be asked back (a season beside a month, another state's airport, a label the data lacks, a
 * month outside the data).
 */
const AFTER_RULES: readonly QuestionCase[] = [
  {
    id: 'P20B-63',
    q: ['avg high temp in seattle in june 2013', '…', 'how does that compare to june 2015?'],
    sql: `SELECT ${monthly('date')} AS date, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${either(M(2013, 6), M(2015, 6))} GROUP BY 1`,
  },
  {
    id: 'P20B-64',
    q: ['total precipitation in Seattle in March 2012', '…', 'vs March 2014'],
    sql: `SELECT ${monthly('date')} AS date, sum(precipitation) AS total_precipitation FROM seattle_weather WHERE ${either(M(2012, 3), M(2014, 3))} GROUP BY 1`,
  },
  {
    id: 'P20B-65',
    q: ['AMZN average price in 2002', '…', 'put it next to 2006'],
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' AND ${either(yearOf('date', 2002), yearOf('date', 2006))} GROUP BY 1`,
  },
  {
    id: 'P20B-66',
    q: ['avg wind seattle in april 2012', '…', 'and compare it with april 2015'],
    sql: `SELECT ${monthly('date')} AS date, avg(wind) AS avg_wind FROM seattle_weather WHERE ${either(M(2012, 4), M(2015, 4))} GROUP BY 1`,
  },
  {
    id: 'P20B-67',
    q: 'compare MSFT average price in 2001 with 2009',
    sql: `SELECT ${yearly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'MSFT' AND ${either(yearOf('date', 2001), yearOf('date', 2009))} GROUP BY 1`,
  },
  {
    id: 'P20B-68',
    q: 'GOOG close in jan 2005 and in jan 2009',
    sql: `SELECT ${monthly('date')} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'GOOG' AND ${either(M(2005, 1), M(2009, 1))} GROUP BY 1`,
  },
  {
    id: 'P20B-69',
    ...ops('TX'),
    q: ['busiest departure hour at our airports in January 2001', '…', 'what about April?'],
    sql: hourTop(`${inState('TX')} AND ${flightMonth(4)}`),
  },
  {
    id: 'P20B-70',
    ...ops('CA'),
    q: ['share of our departures that left early in February 2001, in percent', '…', 'and for April?'],
    sql: `SELECT ${pct('delay < 0')} FROM flights f WHERE ${inState('CA')} AND ${flightMonth(4)}`,
  },
  {
    id: 'P20B-71',
    ...ops('TX'),
    q: ['percent of our departures that left early in April 2001', '…', 'just departures from IAH'],
    sql: `SELECT ${pct('delay < 0')} FROM flights f WHERE origin = 'IAH' AND ${flightMonth(4)}`,
  },
  {
    id: 'P20B-72',
    slug: SQL,
    q: ['how many days in 2014 did seattle get more than 15mm of rain', '…', 'same for 2012'],
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE precipitation > 15 AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P20B-73',
    ...portal('TX'),
    q: ['avg delay on our flights in February 2001', '…', 'change the month to April 2001'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights f WHERE ${inState('TX')} AND ${flightMonth(4)}`,
  },
  {
    id: 'P20B-74',
    q: ['number of sunny days in Seattle in 2015', '…', 'add the fog days too'],
    sql: DOWN(`weather IN ('sun', 'fog') AND ${yearOf('date', 2015)}`),
  },
  {
    id: 'P20B-75',
    q: ['how many drizzle days in seattle in 2013', '…', 'include rain days as well'],
    sql: DOWN(`weather IN ('drizzle', 'rain') AND ${yearOf('date', 2013)}`),
  },
  {
    id: 'P20B-76',
    ordered: true,
    q: ['top 4 destinations from ORD in feb 2001', '…', 'ok leave out #1'],
    sql: topDest(`origin = 'ORD' AND ${flightMonth(2)}`, 1, 3),
  },
  {
    id: 'P20B-77',
    q: ['AAPL highest monthly close in 2008', '…', 'and its lowest close that year?'],
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'AAPL' AND ${yearOf('date', 2008)}`,
  },
  {
    id: 'P20B-78',
    ...portal('FL'),
    ordered: true,
    q: ['top 3 of our airports by departures in May 2001', '…', 'just the top one'],
    sql: `SELECT origin, count(*) AS flight_count FROM flights f WHERE ${inState('FL')} AND ${flightMonth(5)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  },
  {
    id: 'P20B-79',
    q: ['avg high temp in Seattle in August 2014', '…', 'compare with winter 2013'],
    expect: ASK,
  },
  {
    id: 'P20B-80',
    ...ops('TX'),
    q: ['percent of our departures that left early in March 2001', '…', 'now only departures from ORD'],
    expect: ASK,
  },
  {
    id: 'P20B-81',
    q: ['number of rainy days in Seattle in 2014', '…', 'include tornado days as well'],
    expect: ASK,
  },
  {
    id: 'P20B-82',
    ...ops('TX'),
    q: ['busiest departure hour at our airports in March 2001', '…', 'now for September'],
    expect: ASK,
  },
  {
    id: 'P20B-83',
    q: ['total miles flown out of Boston in April 2001', '…', 'and the average per departure?'],
    sql: `SELECT avg(distance) AS avg_distance FROM ${FO} WHERE o.city = 'Boston' AND ${flightMonth(4)}`,
  },
];

export const PASS20B_QUESTIONS: readonly QuestionCase[] = [
  ...PERIODS,
  ...SQL_FOLLOWUPS,
  ...CONTRACT,
  ...AFTER_RULES,
];
