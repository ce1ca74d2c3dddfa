import type { QuestionCase } from './questions.js';

/**
 * Development questions for pass 13a (P13A-01–P13A-60), written before the planner was changed, in
 * phrasings of our own, over the airports table (the same rules hold for any table with a key and a
 * name column):
 * - a row's column by another column's value ("name of the airport with code HNL"): the column's
 *   value alone, as P12A-26 and S83 read it;
 * - lists of rows with chosen columns ("the Hawaii airports along with their cities"): each row by
 *   its key and name (S84, S85) with the named columns; a numeric column per row as its one-row
 *   average (`avg_latitude`, as WR61 and the lead's Chicago coordinates read it);
 * - one row's extreme with its columns ("the most northerly airport - its name and latitude"): the
 *   named columns beside the extreme, the top row (WR01–WR04);
 * - anti-joins ("airports never a flights origin"): a count of the rows with no match.
 * Near misses (a column the table lacks, a value it does not hold) must be asked back. ops-agent's
 * flights are its state's departures (RLS); the airports table is not filtered. Answers are SQL on
 * the raw tables of the demo DuckDB file. Scored by test/chat/passes.test.ts.
 */

const SQL = 'sql-explorer';
const ASK = 'questionnaire' as const;
const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });
const col = (c: string, where: string) => `SELECT DISTINCT ${c} FROM airports WHERE ${where}`;
const rows = (extra: string, where: string) =>
  `SELECT iata, name${extra ? `, ${extra}` : ''} FROM airports WHERE ${where}`;
const coords = (aggs: string, where: string) =>
  `SELECT iata, name, ${aggs} FROM airports WHERE ${where} GROUP BY iata, name`;
const top = (shown: string, agg: 'max' | 'min', c: string, where = '') =>
  `SELECT ${shown}, ${agg}(${c}) AS ${agg}_${c} FROM airports ${where ? `WHERE ${where} ` : ''}GROUP BY ${shown} ORDER BY ${agg}_${c} ${agg === 'max' ? 'DESC' : 'ASC'} LIMIT 1`;

const LOOKUPS: readonly QuestionCase[] = [
  { id: 'P13A-01', slug: SQL, q: 'name of the airport with code HNL', sql: col('name', "iata = 'HNL'") },
  { id: 'P13A-02', slug: SQL, q: 'airport name for code KOA', sql: col('name', "iata = 'KOA'") },
  {
    id: 'P13A-03',
    slug: SQL,
    q: 'what city is the airport with IATA code SAV in',
    sql: col('city', "iata = 'SAV'"),
  },
  { id: 'P13A-04', slug: SQL, q: "which state is Boise's airport in", sql: col('state', "city = 'Boise'") },
  {
    id: 'P13A-05',
    slug: SQL,
    q: 'what is the name of the airport whose IATA code is OMA?',
    sql: col('name', "iata = 'OMA'"),
  },
  { id: 'P13A-06', ...ops('CA'), q: 'name of the airport with code GEG', sql: col('name', "iata = 'GEG'") },
  { id: 'P13A-07', slug: SQL, q: 'which city is airport code RNO in?', sql: col('city', "iata = 'RNO'") },
  {
    id: 'P13A-08',
    slug: SQL,
    q: 'the state of the airport with code TUS',
    sql: col('state', "iata = 'TUS'"),
  },
  {
    id: 'P13A-09',
    ...ops('TX'),
    q: 'what state is the Des Moines airport in',
    sql: col('state', "city = 'Des Moines'"),
  },
  {
    id: 'P13A-10',
    slug: SQL,
    q: "What's the IATA code of Eppley Airfield?",
    sql: col('iata', "name = 'Eppley Airfield'"),
  },
  {
    id: 'P13A-11',
    slug: SQL,
    q: 'airport code of Juneau International',
    sql: col('iata', "name = 'Juneau International'"),
  },
  { id: 'P13A-12', ...ops('WA'), q: 'city of airport ITO', sql: col('city', "iata = 'ITO'") },
  { id: 'P13A-13', slug: SQL, q: "BTV airport: what's its name?", sql: col('name', "iata = 'BTV'") },
  { id: 'P13A-14', slug: SQL, q: 'What is the city for airport code ABQ?', sql: col('city', "iata = 'ABQ'") },
  { id: 'P13A-15', slug: SQL, q: "PVD airport's full name", sql: col('name', "iata = 'PVD'") },
  {
    id: 'P13A-16',
    ...ops('WA'),
    q: 'which state is the airport with code ELP in?',
    sql: col('state', "iata = 'ELP'"),
  },
  {
    id: 'P13A-17',
    slug: SQL,
    q: 'name and city of the airport with code JNU',
    sql: col('name, city', "iata = 'JNU'"),
  },
  {
    id: 'P13A-18',
    slug: SQL,
    q: 'the airport with code DSM - which city and state?',
    sql: col('city, state', "iata = 'DSM'"),
  },
  { id: 'P13A-19', slug: SQL, q: 'what is the name of airport code 33N', sql: col('name', "iata = '33N'") },
];

const LISTS: readonly QuestionCase[] = [
  {
    id: 'P13A-20',
    slug: SQL,
    q: 'list the Hawaii airports in the airports table along with their cities',
    sql: rows('city', "state = 'HI'"),
  },
  { id: 'P13A-21', slug: SQL, q: 'show the airports in Guam', sql: rows('', "state = 'GU'") },
  {
    id: 'P13A-22',
    slug: SQL,
    q: 'the airports in Alaska with their latitude',
    sql: coords('avg(latitude) AS avg_latitude', "state = 'AK'"),
  },
  { id: 'P13A-23', slug: SQL, q: 'show the airports in Rhode Island', sql: rows('', "state = 'RI'") },
  { id: 'P13A-24', slug: SQL, q: 'airports in Delaware with their city', sql: rows('city', "state = 'DE'") },
  {
    id: 'P13A-25',
    ...ops('NY'),
    q: 'list the airports in Rhode Island with their cities',
    sql: rows('city', "state = 'RI'"),
  },
  {
    id: 'P13A-26',
    slug: SQL,
    q: "show me Delaware's airports and their latitudes",
    sql: coords('avg(latitude) AS avg_latitude', "state = 'DE'"),
  },
  {
    id: 'P13A-27',
    slug: SQL,
    q: 'which airports does the airports table list for Delaware?',
    sql: rows('', "state = 'DE'"),
  },
  {
    id: 'P13A-28',
    slug: SQL,
    q: 'Rhode Island airports with city and state',
    sql: rows('city, state', "state = 'RI'"),
  },
  {
    id: 'P13A-29',
    ...ops('CA'),
    q: 'what airports are there in Delaware, and in which cities?',
    sql: rows('city', "state = 'DE'"),
  },
  {
    id: 'P13A-30',
    slug: SQL,
    q: 'the airports in Hawaii with latitude and longitude',
    sql: coords('avg(latitude) AS avg_latitude, avg(longitude) AS avg_longitude', "state = 'HI'"),
  },
  { id: 'P13A-31', slug: SQL, q: 'list all airports located in Dover', sql: rows('', "city = 'Dover'") },
  {
    id: 'P13A-32',
    slug: SQL,
    q: 'show the Anchorage airports and their codes',
    sql: rows('', "city = 'Anchorage'"),
  },
  {
    id: 'P13A-33',
    slug: SQL,
    q: 'give me the airports in the state of Delaware along with their city names',
    sql: rows('city', "state = 'DE'"),
  },
  {
    id: 'P13A-34',
    slug: SQL,
    q: 'which airports are in Rhode Island, with latitude',
    sql: coords('avg(latitude) AS avg_latitude', "state = 'RI'"),
  },
];

const EXTREMES: readonly QuestionCase[] = [
  {
    id: 'P13A-35',
    slug: SQL,
    q: 'the most northerly airport on file - its name and latitude please',
    sql: top('name', 'max', 'latitude'),
  },
  {
    id: 'P13A-36',
    slug: SQL,
    q: 'Which airport sits furthest north in the airports table? code and latitude',
    sql: top('iata', 'max', 'latitude'),
  },
  {
    id: 'P13A-37',
    slug: SQL,
    q: 'most southerly airport: name and latitude',
    sql: top('name', 'min', 'latitude'),
  },
  {
    id: 'P13A-38',
    slug: SQL,
    q: 'which airport is furthest south? give its code and latitude',
    sql: top('iata', 'min', 'latitude'),
  },
  {
    id: 'P13A-39',
    ...ops('TX'),
    q: 'the most westerly airport - name and longitude',
    sql: top('name', 'min', 'longitude'),
  },
  {
    id: 'P13A-40',
    slug: SQL,
    q: 'farthest east airport in the airports table, its name and longitude',
    sql: top('name', 'max', 'longitude'),
  },
  {
    id: 'P13A-41',
    slug: SQL,
    q: 'northernmost airport in Hawaii: name and latitude',
    sql: top('name', 'max', 'latitude', "state = 'HI'"),
  },
  {
    id: 'P13A-42',
    slug: SQL,
    q: 'the most northerly airport in Alaska, with its code and city',
    sql: top('iata, city', 'max', 'latitude', "state = 'AK'"),
  },
  {
    id: 'P13A-43',
    ...ops('CA'),
    q: 'Which airport is the furthest north? name and state',
    sql: top('name, state', 'max', 'latitude'),
  },
  {
    id: 'P13A-44',
    slug: SQL,
    q: 'southernmost airport in Alaska - code and name',
    sql: top('iata, name', 'min', 'latitude', "state = 'AK'"),
  },
  {
    id: 'P13A-45',
    ...ops('NY'),
    q: 'the most easterly airport in Maine: name and longitude',
    sql: top('name', 'max', 'longitude', "state = 'ME'"),
  },
  {
    id: 'P13A-46',
    slug: SQL,
    q: 'Which airport lies farthest west in Hawaii? name and longitude',
    sql: top('name', 'min', 'longitude', "state = 'HI'"),
  },
];

const ANTI_JOINS: readonly QuestionCase[] = [
  {
    id: 'P13A-47',
    slug: SQL,
    q: 'count of airports-table rows whose iata code is never a flights origin',
    sql: 'SELECT count(*) AS airport_count FROM airports WHERE iata NOT IN (SELECT origin FROM flights)',
  },
  {
    id: 'P13A-48',
    slug: SQL,
    q: 'how many airports in the airports table never appear as a flight origin?',
    sql: 'SELECT count(*) AS airport_count FROM airports WHERE iata NOT IN (SELECT origin FROM flights)',
  },
  {
    id: 'P13A-49',
    slug: SQL,
    q: 'how many airports never appear as a flight destination?',
    sql: 'SELECT count(*) AS airport_count FROM airports WHERE iata NOT IN (SELECT destination FROM flights)',
  },
];

const NEAR_MISSES: readonly QuestionCase[] = [
  { id: 'P13A-50', slug: SQL, q: 'name of the airport with code ZZQ', expect: ASK },
  { id: 'P13A-51', slug: SQL, q: 'list the Hawaii airports with their runway lengths', expect: ASK },
  { id: 'P13A-52', slug: SQL, q: 'what is the elevation of the airport with code HNL', expect: ASK },
  { id: 'P13A-53', slug: SQL, q: 'the most northerly airport - its name and elevation', expect: ASK },
  { id: 'P13A-54', slug: SQL, q: 'which airport has the most runways?', expect: ASK },
  { id: 'P13A-55', ...ops('CA'), q: 'show the airports in Hawaii with their passenger counts', expect: ASK },
  { id: 'P13A-56', slug: SQL, q: 'what is the timezone of the airport with code KOA', expect: ASK },
  { id: 'P13A-57', slug: SQL, q: 'the airports in Alaska with their opening year', expect: ASK },
  { id: 'P13A-58', slug: SQL, q: "what's the manager's name for the airport with code SAV", expect: ASK },
  { id: 'P13A-59', slug: SQL, q: 'list the airports in Narnia', expect: ASK },
  {
    id: 'P13A-60',
    slug: SQL,
    q: 'which city is the airport with code HNL in, and how many gates does it have?',
    expect: ASK,
  },
];

export const PASS13A_QUESTIONS: readonly QuestionCase[] = [
  ...LOOKUPS,
  ...LISTS,
  ...EXTREMES,
  ...ANTI_JOINS,
  ...NEAR_MISSES,
];
