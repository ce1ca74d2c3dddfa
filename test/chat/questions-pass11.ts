import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 11 (P11-01–P11-72, 66 questions), written from the heldout-9 failure classes before
 * the planner was changed, in phrasings of our own:
 * - an arrow between two places ("Denver -> Phoenix", "Houston→Dallas") is a direction, from the first
 *   to the second, never either place;
 * - a question led by its rows' plural noun ("days in 2014 where the high went above 30") counts the
 *   rows a threshold keeps, not the threshold column's average;
 * - a month in lower case after "for" ("ok and for may"), in a follow-up or alone;
 * - a follow-up that reverses a route ("the other way round", "the opposite direction");
 * - a season restated by its months in brackets ("spring 2014 (March to May)").
 * Near misses that must keep their answers (an average over the rows a threshold keeps) or be asked
 * back (an arrow from a place outside the caller's rows, a reversal with no route) stand beside each
 * class. Answers are SQL on the raw tables of the demo DuckDB file. Scored by test/chat/passes.test.ts.
 */

const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
const FOD = `${FO} LEFT JOIN airports d ON f.destination = d.iata`;
const between = (col: string, from: string, to: string) =>
  `${col} >= DATE '${from}' AND ${col} < DATE '${to}'`;
const yearOf = (col: string, y: number) => between(col, `${y}-01-01`, `${y + 1}-01-01`);
const monthOf = (col: string, m: number, y = 2001) =>
  between(
    col,
    `${y}-${String(m).padStart(2, '0')}-01`,
    m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`,
  );
const months = (col: string, y: number, from: number, to: number) =>
  between(col, `${y}-${String(from).padStart(2, '0')}-01`, `${y}-${String(to + 1).padStart(2, '0')}-01`);
const route = (from: string, to: string) => `o.city = '${from}' AND d.city = '${to}'`;
const COUNT = 'count(*) AS flight_count';
const DELAYED = 'count(*) FILTER (WHERE f.delay > 15) AS delayed_flights';
const ASK = 'questionnaire' as const;
const SQL = 'sql-explorer';
const portal = (state: string) => ({ slug: 'state-portal', context: { state } });
const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });

const ARROWS: readonly QuestionCase[] = [
  {
    id: 'P11-01',
    q: 'flights Denver -> Phoenix',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Denver', 'Phoenix')}`,
  },
  {
    id: 'P11-02',
    q: 'flights Phoenix -> Denver',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Phoenix', 'Denver')}`,
  },
  {
    id: 'P11-03',
    q: 'avg delay Chicago → Atlanta in June',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE ${route('Chicago', 'Atlanta')} AND ${monthOf('f.date', 6)}`,
  },
  {
    id: 'P11-04',
    q: 'number of flights Las Vegas --> Los Angeles',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Las Vegas', 'Los Angeles')}`,
  },
  {
    id: 'P11-05',
    q: 'total distance flown Houston→Dallas',
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FOD} WHERE ${route('Houston', 'Dallas')}`,
  },
  {
    id: 'P11-06',
    q: 'delayed flights, Seattle -> San Francisco, March 2001',
    sql: `SELECT ${DELAYED} FROM ${FOD} WHERE ${route('Seattle', 'San Francisco')} AND ${monthOf('f.date', 3)}`,
  },
  {
    id: 'P11-07',
    q: 'Seattle => Anchorage: how many flights?',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Seattle', 'Anchorage')}`,
  },
  {
    id: 'P11-08',
    q: 'average delay Atlanta ⟶ Orlando',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE ${route('Atlanta', 'Orlando')}`,
  },
  {
    id: 'P11-09',
    ...portal('CO'),
    q: 'how many flights Denver -> Phoenix in May',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Denver', 'Phoenix')} AND ${monthOf('f.date', 5)}`,
  },
  // Under row-level security on the origin state, an arrow from another state's city leaves the caller's rows.
  { id: 'P11-10', ...portal('CO'), q: 'how many flights Phoenix -> Denver in May', expect: ASK },
  { id: 'P11-11', q: 'flights Denver -> Atlantis', expect: ASK },
  {
    id: 'P11-12',
    q: 'Anchorage->Seattle flight count in February',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Anchorage', 'Seattle')} AND ${monthOf('f.date', 2)}`,
  },
  {
    id: 'P11-13',
    q: 'avg delay SFO -> Seattle',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE f.origin = 'SFO' AND d.city = 'Seattle'`,
  },
  {
    id: 'P11-14',
    q: 'flights San Diego -> San Francisco in April',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('San Diego', 'San Francisco')} AND ${monthOf('f.date', 4)}`,
  },
  {
    id: 'P11-15',
    q: 'how many flights Detroit → Minneapolis',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Detroit', 'Minneapolis')}`,
  },
  {
    id: 'P11-16',
    q: 'average delay Denver -> Seattle in January',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE ${route('Denver', 'Seattle')} AND ${monthOf('f.date', 1)}`,
  },
];

const W = 'seattle_weather';
const COUNTED_DAYS: readonly QuestionCase[] = [
  {
    id: 'P11-20',
    slug: SQL,
    q: 'days in 2014 where the high went above 30',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE temp_max > 30 AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P11-21',
    slug: SQL,
    q: 'days in 2012 with a low under 0',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE temp_min < 0 AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P11-22',
    slug: SQL,
    q: 'days in 2015 when the wind was above 6',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE wind > 6 AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'P11-23',
    slug: SQL,
    q: 'days in 2013 where precipitation went over 20',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE precipitation > 20 AND ${yearOf('date', 2013)}`,
  },
  {
    id: 'P11-24',
    slug: SQL,
    q: 'days in 2014 where the high stayed under 10',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE temp_max < 10 AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P11-25',
    slug: SQL,
    q: 'rainy days in 2013 where the low went below 0',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE weather = 'rain' AND temp_min < 0 AND ${yearOf('date', 2013)}`,
  },
  {
    id: 'P11-26',
    slug: SQL,
    q: 'days where the low dropped below freezing in 2015',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE temp_min < 0 AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'P11-27',
    slug: SQL,
    q: 'days in 2012 with a high of more than 32 (above 32C)',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE temp_max > 32 AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P11-28',
    slug: SQL,
    q: 'days during 2014 where the wind went over 7',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE wind > 7 AND ${yearOf('date', 2014)}`,
  },
  // Near misses: an average asked over the rows a threshold keeps stays an average.
  {
    id: 'P11-29',
    slug: SQL,
    q: 'average low in 2013 on days below freezing',
    sql: `SELECT avg(temp_min) AS avg_temp_min FROM ${W} WHERE temp_min < 0 AND ${yearOf('date', 2013)}`,
  },
  {
    id: 'P11-30',
    slug: SQL,
    q: 'mean wind in 2015 on days when the wind was above 6',
    sql: `SELECT avg(wind) AS avg_wind FROM ${W} WHERE wind > 6 AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'P11-31',
    slug: SQL,
    q: 'how many days in 2014 had a high above 30',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE temp_max > 30 AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P11-32',
    slug: SQL,
    q: 'total precipitation in 2014 on days where it went over 10',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM ${W} WHERE precipitation > 10 AND ${yearOf('date', 2014)}`,
  },
  {
    id: 'P11-33',
    slug: SQL,
    q: 'days in 2013 where the wind topped 8',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE wind > 8 AND ${yearOf('date', 2013)}`,
  },
  {
    id: 'P11-34',
    slug: SQL,
    q: 'days in 2012 where the temperature minimum was below -3',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE temp_min < -3 AND ${yearOf('date', 2012)}`,
  },
  {
    id: 'P11-35',
    slug: SQL,
    q: 'days in 2015 where the low stayed above 15',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE temp_min > 15 AND ${yearOf('date', 2015)}`,
  },
  {
    id: 'P11-36',
    slug: SQL,
    q: 'days in 2015 where the high was above 25',
    sql: `SELECT count(*) AS row_count FROM ${W} WHERE temp_max > 25 AND ${yearOf('date', 2015)}`,
  },
];

const LOWER_MONTHS: readonly QuestionCase[] = [
  {
    id: 'P11-40',
    q: ['How many flights left Phoenix in January?', '…', 'ok and for may'],
    sql: `SELECT ${COUNT} FROM ${FO} WHERE o.city = 'Phoenix' AND ${monthOf('f.date', 5)}`,
  },
  {
    id: 'P11-41',
    q: ['average delay out of Denver in February', '…', 'and for march'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Denver' AND ${monthOf('f.date', 3)}`,
  },
  {
    id: 'P11-42',
    q: ['flights from Boston in March', '…', 'what about for april?'],
    sql: `SELECT ${COUNT} FROM ${FO} WHERE o.city = 'Boston' AND ${monthOf('f.date', 4)}`,
  },
  {
    id: 'P11-43',
    q: 'flights out of Atlanta for may',
    sql: `SELECT ${COUNT} FROM ${FO} WHERE o.city = 'Atlanta' AND ${monthOf('f.date', 5)}`,
  },
  {
    id: 'P11-44',
    q: ['total distance flown from Chicago in june', '…', 'same for may please'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FO} WHERE o.city = 'Chicago' AND ${monthOf('f.date', 5)}`,
  },
  {
    id: 'P11-45',
    q: 'delayed flights from Seattle for may 2001',
    sql: `SELECT ${DELAYED} FROM ${FO} WHERE o.city = 'Seattle' AND ${monthOf('f.date', 5)}`,
  },
  // "may" as a verb is no month.
  {
    id: 'P11-46',
    q: 'How many flights left Denver in March? I may need April too',
    expect: ASK,
  },
  {
    id: 'P11-47',
    q: ['How many sunny days in 2014?', '…', 'and for june'],
    sql: `SELECT count(*) AS day_count FROM ${W} WHERE weather = 'sun' AND ${monthOf('date', 6, 2014)}`,
  },
  {
    id: 'P11-48',
    q: 'avg delay from Boston for june',
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FO} WHERE o.city = 'Boston' AND ${monthOf('f.date', 6)}`,
  },
  {
    id: 'P11-49',
    q: 'flights into Denver for march',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE d.city = 'Denver' AND ${monthOf('f.date', 3)}`,
  },
];

const REVERSED: readonly QuestionCase[] = [
  {
    id: 'P11-50',
    q: ['average delay Denver to Chicago', '…', 'and the other way round?'],
    sql: `SELECT avg(f.delay) AS avg_delay FROM ${FOD} WHERE ${route('Chicago', 'Denver')}`,
  },
  {
    id: 'P11-51',
    q: ['How many flights from Boston to Atlanta in March?', '…', 'and in the opposite direction?'],
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Atlanta', 'Boston')} AND ${monthOf('f.date', 3)}`,
  },
  {
    id: 'P11-52',
    q: ['flights from Seattle to Anchorage', '…', 'what about going back the other way?'],
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Anchorage', 'Seattle')}`,
  },
  {
    id: 'P11-53',
    q: ['total distance flown from Houston to Dallas', '…', 'now reverse it'],
    sql: `SELECT sum(f.distance) AS total_distance FROM ${FOD} WHERE ${route('Dallas', 'Houston')}`,
  },
  {
    id: 'P11-54',
    q: ['delayed flights from Phoenix to Las Vegas in May', '…', 'and the reverse route?'],
    sql: `SELECT ${DELAYED} FROM ${FOD} WHERE ${route('Las Vegas', 'Phoenix')} AND ${monthOf('f.date', 5)}`,
  },
  {
    id: 'P11-55',
    q: ['flights Denver -> Phoenix', '…', 'and vice versa?'],
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE ${route('Phoenix', 'Denver')}`,
  },
  // Near misses: nothing to reverse (one side only), and a reversal leaving the caller's rows.
  {
    id: 'P11-56',
    q: ['How many flights left Denver in March?', '…', 'what about the reverse direction?'],
    expect: ASK,
  },
  {
    id: 'P11-57',
    ...portal('CO'),
    q: ['flights from Denver to Phoenix', '…', 'and the other way round?'],
    expect: ASK,
  },
  {
    id: 'P11-63',
    q: ['avg delay SFO to LAX', '…', 'the reverse direction?'],
    sql: `SELECT avg(delay) AS avg_delay FROM flights WHERE origin = 'LAX' AND destination = 'SFO'`,
  },
  {
    id: 'P11-64',
    q: ['delayed flights from Chicago to Denver', '…', 'flip it'],
    sql: `SELECT ${DELAYED} FROM ${FOD} WHERE ${route('Denver', 'Chicago')}`,
  },
  // Written after the route-reversal rules: a route with a code on one side and a city on the other.
  {
    id: 'P11-67',
    q: ['how many flights from Denver to LAX in March', '…', 'and the other way round?'],
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE f.origin = 'LAX' AND d.city = 'Denver' AND ${monthOf('f.date', 3)}`,
  },
  {
    id: 'P11-68',
    q: ['delayed flights from ORD to Atlanta', '…', 'what about the opposite direction?'],
    sql: `SELECT ${DELAYED} FROM ${FOD} WHERE o.city = 'Atlanta' AND f.destination = 'ORD'`,
  },
  {
    id: 'P11-69',
    ...portal('CO'),
    q: ['flights from DEN to Phoenix', '…', 'the reverse route?'],
    expect: ASK,
  },
];

const RESTATED_SEASONS: readonly QuestionCase[] = [
  {
    id: 'P11-58',
    q: 'How many rainy days in spring 2014 (March to May)?',
    sql: `SELECT count(*) AS day_count FROM ${W} WHERE weather = 'rain' AND ${months('date', 2014, 3, 5)}`,
  },
  {
    id: 'P11-59',
    q: 'total precipitation in autumn 2013 (September through November)',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM ${W} WHERE ${months('date', 2013, 9, 11)}`,
  },
  {
    id: 'P11-60',
    ...ops('CO'),
    q: 'flights to Phoenix in spring (Mar-May)',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE o.state = 'CO' AND d.city = 'Phoenix' AND ${months('f.date', 2001, 3, 5)}`,
  },
  {
    id: 'P11-61',
    q: 'sunny days in summer 2012 (June-August)',
    sql: `SELECT count(*) AS day_count FROM ${W} WHERE weather = 'sun' AND ${months('date', 2012, 6, 8)}`,
  },
  // A bracket that names other months than the season's is no restatement.
  { id: 'P11-62', q: 'rainy days in summer 2014 (January)', expect: ASK },
  {
    id: 'P11-65',
    q: 'total precipitation in summer 2015 (Jun through Aug)',
    sql: `SELECT sum(precipitation) AS total_precipitation FROM ${W} WHERE ${months('date', 2015, 6, 8)}`,
  },
  {
    id: 'P11-66',
    ...ops('CO'),
    q: 'flights to Las Vegas this spring (March - May)',
    sql: `SELECT ${COUNT} FROM ${FOD} WHERE o.state = 'CO' AND d.city = 'Las Vegas' AND ${months('f.date', 2001, 3, 5)}`,
  },
];

/** Written after the other-side rule: a breakdown by one side of the trip, then only the other side's noun. */
const OTHER_SIDE: readonly QuestionCase[] = [
  {
    id: 'P11-70',
    q: ['Which city had the most departures in April?', '…', 'what about arrivals?'],
    sql: `SELECT d.city AS destination_city, ${COUNT} FROM ${FOD} WHERE ${monthOf('f.date', 4)} GROUP BY d.city ORDER BY flight_count DESC LIMIT 1`,
  },
  {
    id: 'P11-71',
    q: ['top 3 states by departures in May', '…', 'and arrivals?'],
    sql: `SELECT d.state AS destination_state, ${COUNT} FROM ${FOD} WHERE ${monthOf('f.date', 5)} GROUP BY d.state ORDER BY flight_count DESC LIMIT 3`,
  },
  {
    id: 'P11-72',
    q: ['Which state gets the most arrivals?', '…', 'what about departures?'],
    sql: `SELECT o.state AS origin_state, ${COUNT} FROM ${FO} GROUP BY o.state ORDER BY flight_count DESC LIMIT 1`,
  },
];

export const PASS11_QUESTIONS: readonly QuestionCase[] = [
  ...ARROWS,
  ...COUNTED_DAYS,
  ...LOWER_MONTHS,
  ...REVERSED,
  ...RESTATED_SEASONS,
  ...OTHER_SIDE,
];
