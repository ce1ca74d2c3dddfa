import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 13b (P13B-01–P13B-62), written before the planner was changed, in
 * phrasings of our own, for the SQL-capable consumers (`sql-explorer`, and `ops-agent` whose flights
 * are its state's departures):
 * - a per-row difference of a paired high/low column (`temp_max - temp_min`), averaged, ranked or
 *   taken at its extreme ("average daily temperature range", "the biggest temperature swing");
 * - two sets of days compared, one row per set ("avg delay, weekends vs weekdays": `day_type` is
 *   'weekend' or 'weekday'), and two weekdays compared ("Mondays vs Fridays": one row per day);
 * - "overnight low", "daily low", "daily highs" as `temp_min` / `temp_max`, also after a statistic's
 *   words ("sample std dev of daily highs").
 * Near misses that must still be asked back stand at the end (no pair to subtract, a contract-only
 * consumer, a population standard deviation, a set of days the data cannot tell). P13B-63–P13B-68 are
 * probes written after the rules. Answers are SQL on the raw tables of the demo DuckDB file. Scored by
 * test/chat/passes.test.ts (label `pass13b`).
 */

const SQL = 'sql-explorer';
const ASK = 'questionnaire' as const;
const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });
const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const RANGE = 'avg(temp_max - temp_min) AS avg_temp_range';
const year = (y: number) => `date >= DATE '${y}-01-01' AND date < DATE '${y + 1}-01-01'`;
const monthOf = (y: number, m: number) =>
  `date >= DATE '${y}-${String(m).padStart(2, '0')}-01' AND date < ${m === 12 ? `DATE '${y + 1}-01-01'` : `DATE '${y}-${String(m + 1).padStart(2, '0')}-01'`}`;
const flightMonth = (m: number) =>
  `f.date >= DATE '2001-${String(m).padStart(2, '0')}-01' AND f.date < DATE '2001-${String(m + 1).padStart(2, '0')}-01'`;
const dayType = (col: string) =>
  `CASE WHEN dayname(${col}) IN ('Saturday', 'Sunday') THEN 'weekend' ELSE 'weekday' END AS day_type`;

/** A per-row difference of a high/low pair: `temp_max - temp_min`. */
const RANGES: readonly QuestionCase[] = [
  {
    id: 'P13B-01',
    slug: SQL,
    q: 'Seattle average temperature range (high minus low) in July 2015',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${monthOf(2015, 7)}`,
  },
  {
    id: 'P13B-02',
    slug: SQL,
    q: 'Average daily temperature range in 2013',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${year(2013)}`,
  },
  {
    id: 'P13B-03',
    slug: SQL,
    q: 'average difference between the high and low temperature in 2014',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${year(2014)}`,
  },
  {
    id: 'P13B-04',
    slug: SQL,
    q: 'which month of 2014 had the biggest average daily temperature swing',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, ${RANGE} FROM seattle_weather WHERE ${year(2014)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P13B-05',
    slug: SQL,
    q: 'mean daily temperature spread in 2012',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${year(2012)}`,
  },
  {
    id: 'P13B-06',
    slug: SQL,
    q: 'What was the average gap between the daily high and the daily low in 2015?',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${year(2015)}`,
  },
  {
    id: 'P13B-07',
    slug: SQL,
    q: 'average of temp_max minus temp_min for 2013',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${year(2013)}`,
  },
  {
    id: 'P13B-08',
    slug: SQL,
    q: 'average daily temperature range by month in 2013',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, ${RANGE} FROM seattle_weather WHERE ${year(2013)} GROUP BY 1`,
  },
  {
    id: 'P13B-09',
    slug: SQL,
    q: 'which year had the largest average temperature range?',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, ${RANGE} FROM seattle_weather GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P13B-10',
    slug: SQL,
    q: 'largest daily temperature swing ever recorded in Seattle',
    sql: 'SELECT max(temp_max - temp_min) AS max_temp_range FROM seattle_weather',
  },
  {
    id: 'P13B-11',
    slug: SQL,
    q: 'smallest difference between the high and low temperature in 2014',
    sql: `SELECT min(temp_max - temp_min) AS min_temp_range FROM seattle_weather WHERE ${year(2014)}`,
  },
  {
    id: 'P13B-12',
    slug: SQL,
    q: 'average temperature range (max minus min) for December 2012',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${monthOf(2012, 12)}`,
  },
  {
    id: 'P13B-13',
    slug: SQL,
    q: 'How big was the typical daily temperature swing in Seattle in 2014?',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${year(2014)}`,
  },
  {
    id: 'P13B-14',
    slug: SQL,
    q: 'average high-low temperature difference in August 2013',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${monthOf(2013, 8)}`,
  },
  {
    id: 'P13B-15',
    slug: SQL,
    q: 'Which month in 2015 had the smallest average temperature range?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, ${RANGE} FROM seattle_weather WHERE ${year(2015)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P13B-16',
    slug: SQL,
    q: 'average daily temperature range on rainy days in 2014',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE weather = 'rain' AND ${year(2014)}`,
  },
  {
    id: 'P13B-17',
    slug: SQL,
    q: 'average temperature range by weather type',
    sql: `SELECT weather, ${RANGE} FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'P13B-18',
    slug: SQL,
    q: 'average difference between daily max and min temperature in 2015',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${year(2015)}`,
  },
  {
    id: 'P13B-19',
    slug: SQL,
    q: 'average daily temperature range in July across all years',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE month(date) = 7`,
  },
  {
    id: 'P13B-20',
    slug: SQL,
    q: 'average temperature swing per year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, ${RANGE} FROM seattle_weather GROUP BY 1`,
  },
];

/** Two sets of days compared: one row per set. */
const DAY_SETS: readonly QuestionCase[] = [
  {
    id: 'P13B-21',
    slug: SQL,
    q: 'Phoenix avg delay, weekends vs weekdays',
    sql: `SELECT ${dayType('f.date')}, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Phoenix' GROUP BY 1`,
  },
  {
    id: 'P13B-22',
    ...ops('AZ'),
    q: 'average delay on weekends versus weekdays from our airports',
    sql: `SELECT ${dayType('f.date')}, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'AZ' GROUP BY 1`,
  },
  {
    id: 'P13B-23',
    slug: SQL,
    q: 'How does the average delay compare between weekends and weekdays?',
    sql: `SELECT ${dayType('date')}, avg(delay) AS avg_delay FROM flights GROUP BY 1`,
  },
  {
    id: 'P13B-24',
    slug: SQL,
    q: 'number of flights on weekdays vs weekends from Denver',
    sql: `SELECT ${dayType('f.date')}, count(*) AS flight_count FROM ${FO} WHERE o.city = 'Denver' GROUP BY 1`,
  },
  {
    id: 'P13B-25',
    slug: SQL,
    q: 'weekend vs weekday average delay out of ORD in March',
    sql: `SELECT ${dayType('date')}, avg(delay) AS avg_delay FROM flights WHERE origin = 'ORD' AND ${flightMonth(3).replace(/f\./g, '')} GROUP BY 1`,
  },
  {
    id: 'P13B-26',
    ...ops('TX'),
    q: 'weekday vs weekend flight counts for our state in May',
    sql: `SELECT ${dayType('f.date')}, count(*) AS flight_count FROM ${FO} WHERE o.state = 'TX' AND ${flightMonth(5)} GROUP BY 1`,
  },
  {
    id: 'P13B-27',
    slug: SQL,
    q: 'average precipitation on weekends vs weekdays in 2014',
    sql: `SELECT ${dayType('date')}, avg(precipitation) AS avg_precipitation FROM seattle_weather WHERE ${year(2014)} GROUP BY 1`,
  },
  {
    id: 'P13B-28',
    slug: SQL,
    q: 'average high temperature, weekdays versus weekends, 2013',
    sql: `SELECT ${dayType('date')}, avg(temp_max) AS avg_temp_max FROM seattle_weather WHERE ${year(2013)} GROUP BY 1`,
  },
  {
    id: 'P13B-29',
    ...ops('CA'),
    q: 'Is our average delay higher on weekends or on weekdays?',
    sql: `SELECT ${dayType('f.date')}, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'CA' GROUP BY 1`,
  },
  {
    id: 'P13B-30',
    slug: SQL,
    q: 'median delay weekends vs weekdays from SEA',
    sql: `SELECT ${dayType('date')}, median(delay) AS median_delay FROM flights WHERE origin = 'SEA' GROUP BY 1`,
  },
  {
    id: 'P13B-31',
    slug: SQL,
    q: 'Average delay for weekend flights compared with weekday flights out of Boston',
    sql: `SELECT ${dayType('f.date')}, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Boston' GROUP BY 1`,
  },
  {
    id: 'P13B-32',
    ...ops('GA'),
    q: 'split our average delay into weekends and weekdays',
    sql: `SELECT ${dayType('f.date')}, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'GA' GROUP BY 1`,
  },
  {
    id: 'P13B-33',
    slug: SQL,
    q: 'average temperature range on weekends vs weekdays in 2014',
    sql: `SELECT ${dayType('date')}, ${RANGE} FROM seattle_weather WHERE ${year(2014)} GROUP BY 1`,
  },
  {
    id: 'P13B-34',
    slug: SQL,
    q: 'How many rainy days fell on weekends versus weekdays in 2013?',
    sql: `SELECT ${dayType('date')}, count(*) AS row_count FROM seattle_weather WHERE weather = 'rain' AND ${year(2013)} GROUP BY 1`,
  },
  {
    id: 'P13B-35',
    slug: SQL,
    q: 'avg delay weekdays vs weekends',
    sql: `SELECT ${dayType('date')}, avg(delay) AS avg_delay FROM flights GROUP BY 1`,
  },
  {
    id: 'P13B-36',
    ...ops('IL'),
    q: 'weekend versus weekday average delay at ORD',
    sql: `SELECT ${dayType('f.date')}, avg(f.delay) AS avg_delay FROM ${FO} WHERE o.state = 'IL' AND f.origin = 'ORD' GROUP BY 1`,
  },
  {
    id: 'P13B-37',
    slug: SQL,
    q: 'average delay on Mondays vs Fridays from ATL',
    sql: `SELECT dayname(date) AS day_of_week, avg(delay) AS avg_delay FROM flights WHERE origin = 'ATL' AND dayname(date) IN ('Monday', 'Friday') GROUP BY 1`,
  },
  {
    id: 'P13B-38',
    slug: SQL,
    q: 'average delay on Saturdays compared to Sundays out of DFW',
    sql: `SELECT dayname(date) AS day_of_week, avg(delay) AS avg_delay FROM flights WHERE origin = 'DFW' AND dayname(date) IN ('Saturday', 'Sunday') GROUP BY 1`,
  },
  {
    id: 'P13B-39',
    ...ops('WA'),
    q: 'how many of our flights left on weekdays compared with weekends in April?',
    sql: `SELECT ${dayType('f.date')}, count(*) AS flight_count FROM ${FO} WHERE o.state = 'WA' AND ${flightMonth(4)} GROUP BY 1`,
  },
  {
    id: 'P13B-40',
    slug: SQL,
    q: 'total precipitation, weekend days vs weekdays, 2015',
    sql: `SELECT ${dayType('date')}, sum(precipitation) AS sum_precipitation FROM seattle_weather WHERE ${year(2015)} GROUP BY 1`,
  },
];

/** "overnight low", "daily low", "daily highs": the paired columns by their everyday words. */
const LOWS_AND_HIGHS: readonly QuestionCase[] = [
  {
    id: 'P13B-41',
    slug: SQL,
    q: 'coldest overnight low ever recorded in the seattle weather table',
    sql: 'SELECT min(temp_min) AS min_temp_min FROM seattle_weather',
  },
  {
    id: 'P13B-42',
    slug: SQL,
    q: 'sample std dev of Seattle daily highs in 2013',
    sql: `SELECT stddev_samp(temp_max) AS stddev_temp_max FROM seattle_weather WHERE ${year(2013)}`,
  },
  {
    id: 'P13B-43',
    slug: SQL,
    q: 'standard deviation of the daily low in 2014',
    sql: `SELECT stddev_samp(temp_min) AS stddev_temp_min FROM seattle_weather WHERE ${year(2014)}`,
  },
  {
    id: 'P13B-44',
    slug: SQL,
    q: 'average overnight low in January 2014',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${monthOf(2014, 1)}`,
  },
  {
    id: 'P13B-45',
    slug: SQL,
    q: 'highest overnight low in 2015',
    sql: `SELECT max(temp_min) AS max_temp_min FROM seattle_weather WHERE ${year(2015)}`,
  },
  {
    id: 'P13B-46',
    slug: SQL,
    q: 'what was the lowest daily high in 2012?',
    sql: `SELECT min(temp_max) AS min_temp_max FROM seattle_weather WHERE ${year(2012)}`,
  },
  {
    id: 'P13B-47',
    slug: SQL,
    q: 'median daily high in July across all years',
    sql: 'SELECT median(temp_max) AS median_temp_max FROM seattle_weather WHERE month(date) = 7',
  },
  {
    id: 'P13B-48',
    slug: SQL,
    q: 'std dev of daily lows by year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, stddev_samp(temp_min) AS stddev_temp_min FROM seattle_weather GROUP BY 1`,
  },
  {
    id: 'P13B-49',
    slug: SQL,
    q: 'How many days in 2014 had an overnight low below freezing?',
    sql: `SELECT count(*) AS row_count FROM seattle_weather WHERE temp_min < 0 AND ${year(2014)}`,
  },
  {
    id: 'P13B-50',
    slug: SQL,
    q: 'standard deviation of overnight lows in 2015',
    sql: `SELECT stddev_samp(temp_min) AS stddev_temp_min FROM seattle_weather WHERE ${year(2015)}`,
  },
  {
    id: 'P13B-51',
    slug: SQL,
    q: 'the record overnight low in Seattle',
    sql: 'SELECT min(temp_min) AS min_temp_min FROM seattle_weather',
  },
  {
    id: 'P13B-52',
    slug: SQL,
    q: 'stdev of the daily high temperature in 2015',
    sql: `SELECT stddev_samp(temp_max) AS stddev_temp_max FROM seattle_weather WHERE ${year(2015)}`,
  },
  {
    id: 'P13B-53',
    slug: SQL,
    q: 'which month of 2013 had the lowest average overnight low?',
    sql: `SELECT ${ts("date_trunc('month', date)")} AS date, avg(temp_min) AS avg_temp_min FROM seattle_weather WHERE ${year(2013)} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`,
    ordered: true,
  },
  {
    id: 'P13B-54',
    slug: SQL,
    q: 'warmest overnight low on record',
    sql: 'SELECT max(temp_min) AS max_temp_min FROM seattle_weather',
  },
];

/** Near misses: still asked back. */
const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P13B-55', q: 'Phoenix avg delay, weekends vs weekdays', expect: ASK },
  { id: 'P13B-56', slug: SQL, q: 'average humidity range in 2014', expect: ASK },
  { id: 'P13B-57', q: 'average temperature range (high minus low) in 2014', expect: ASK },
  { id: 'P13B-58', slug: SQL, q: 'population standard deviation of daily highs in 2013', expect: ASK },
  { id: 'P13B-59', slug: SQL, q: 'average delay on weekends versus holidays from Denver', expect: ASK },
  {
    id: 'P13B-60',
    slug: 'state-portal',
    context: { state: 'TX' },
    q: 'our average delay on weekends vs weekdays',
    expect: ASK,
  },
  { id: 'P13B-61', slug: SQL, q: 'average wind range (max minus min) in 2014', expect: ASK },
  { id: 'P13B-62', slug: SQL, q: 'average delay range (high minus low) from Boston', expect: ASK },
];

/** P13B-63–P13B-68: probes written after the rules, in phrasings the set above does not use. */
const PROBES: readonly QuestionCase[] = [
  {
    id: 'P13B-63',
    slug: SQL,
    q: 'What is the average daily temperature spread (max - min) in 2014?',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${year(2014)}`,
  },
  {
    id: 'P13B-64',
    slug: SQL,
    q: 'weekend/weekday average delay from LAX',
    sql: `SELECT ${dayType('date')}, avg(delay) AS avg_delay FROM flights WHERE origin = 'LAX' GROUP BY 1`,
  },
  {
    id: 'P13B-65',
    slug: SQL,
    q: 'mean diurnal temperature range in 2013',
    sql: `SELECT ${RANGE} FROM seattle_weather WHERE ${year(2013)}`,
  },
  {
    id: 'P13B-66',
    slug: SQL,
    q: 'is the average delay worse on weekends than on weekdays at DEN',
    sql: `SELECT ${dayType('date')}, avg(delay) AS avg_delay FROM flights WHERE origin = 'DEN' GROUP BY 1`,
  },
  {
    id: 'P13B-67',
    slug: SQL,
    q: 'biggest gap between high and low in a single day',
    sql: 'SELECT max(temp_max - temp_min) AS max_temp_range FROM seattle_weather',
  },
  {
    id: 'P13B-68',
    slug: SQL,
    q: 'warmest daily low in 2014',
    sql: `SELECT max(temp_min) AS max_temp_min FROM seattle_weather WHERE ${year(2014)}`,
  },
];

export const PASS13B_QUESTIONS: readonly QuestionCase[] = [
  ...RANGES,
  ...DAY_SETS,
  ...LOWS_AND_HIGHS,
  ...NEAR_MISSES,
  ...PROBES,
];
