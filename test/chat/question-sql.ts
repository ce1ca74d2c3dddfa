/**
 * What the development question sets (questions-pass*.ts) write their expected answers with: the
 * consumers and contexts a question is asked as, and SQL pieces over the raw tables of the demo DuckDB
 * file (timestamps as the service sends them, the airports joined to a flight's ends, calendar ranges).
 * Expected answers come from this SQL, never from the planner.
 */

export const ASK = 'questionnaire' as const;
export const SQL = 'sql-explorer';
export const portal = (state: string) => ({ slug: 'state-portal', context: { state } });
export const ops = (state: string) => ({ slug: 'ops-agent', context: { state } });

/** A timestamp written as the service sends it ('2001-03-01T00:00:00'). */
export const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;
export const monthly = (col: string) => ts(`date_trunc('month', ${col})`);
export const quarterly = (col: string) => ts(`date_trunc('quarter', ${col})`);
export const yearly = (col: string) => ts(`date_trunc('year', ${col})`);

/** Flights with their origin airport (`o`), and with their destination airport (`d`) too. */
export const FO = 'flights f LEFT JOIN airports o ON f.origin = o.iata';
export const FOD = `${FO} LEFT JOIN airports d ON f.destination = d.iata`;

/** `col` in [from, to): dates written YYYY-MM-DD. */
export const between = (col: string, from: string, to: string) =>
  `${col} >= DATE '${from}' AND ${col} < DATE '${to}'`;
export const yearOf = (col: string, y: number) => between(col, `${y}-01-01`, `${y + 1}-01-01`);
export const monthOf = (col: string, y: number, m: number) => {
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return between(col, `${y}-${String(m).padStart(2, '0')}-01`, next);
};
/** A month of the flights (2001), on the aliased flights table. */
export const flightMonth = (m: number) => monthOf('f.date', 2001, m);
/** A month of 2001 (January to June) on an unaliased column, and a calendar year on `date`. */
export const month = (m: number, col = 'date') => monthOf(col, 2001, m);
export const year = (y: number) => yearOf('date', y);
export const Q1 = between('f.date', '2001-01-01', '2001-04-01');
/** "Last quarter": the flights end on 2001-07-01, so the last full quarter is Q2 2001. */
export const Q2 = between('f.date', '2001-04-01', '2001-07-01');

/** A percentage of the rows meeting `cond`, named `<of>_percent`. */
export const pct = (cond: string, of = 'flight_count') =>
  `100.0 * count(*) FILTER (WHERE ${cond}) / count(*) AS ${of}_percent`;
/** The flights whose `col` end is an airport of state `s`. */
export const inState = (s: string, col = 'origin') =>
  `${col} IN (SELECT iata FROM airports WHERE state = '${s}')`;
