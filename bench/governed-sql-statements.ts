import type { QueryContext } from '../src/query/spec.js';

/**
 * The analyst statements and callers both governed-SQL benchmarks run
 * (DuckDB: bench/governed-sql.ts, PostgreSQL beside DuckDB:
 * bench/governed-sql-postgres.ts): SQL both engines parse alike.
 */

export interface Statement {
  readonly label: string;
  readonly sql: string;
}

/** Typical analyst statements over the demo tables and the route_stats model. */
export const ANALYST_STATEMENTS: readonly Statement[] = [
  {
    label: 'aggregate + group by',
    sql: 'SELECT origin, COUNT(*) AS flights, AVG(delay) AS avg_delay FROM flights GROUP BY origin ORDER BY flights DESC LIMIT 10',
  },
  {
    label: 'join flights/airports',
    sql:
      'SELECT a.state, COUNT(*) AS flights, AVG(f.delay) AS avg_delay FROM flights f ' +
      'JOIN airports a ON f.origin = a.iata GROUP BY a.state ORDER BY flights DESC LIMIT 10',
  },
  {
    label: 'CTE',
    sql:
      'WITH late AS (SELECT origin, delay FROM flights WHERE delay > 60) ' +
      'SELECT origin, COUNT(*) AS late_flights, MAX(delay) AS worst_delay FROM late ' +
      'GROUP BY origin ORDER BY late_flights DESC LIMIT 10',
  },
  {
    label: 'route_stats model',
    sql:
      'SELECT origin, destination, flight_count, round(avg_delay, 1) AS avg_delay FROM route_stats ' +
      'WHERE flight_count >= 500 ORDER BY avg_delay DESC LIMIT 10',
  },
];

export interface Caller {
  readonly slug: string;
  readonly context: QueryContext | undefined;
  readonly label: string;
}

/** A consumer without row-level security, and one with it. */
export const CALLERS: readonly Caller[] = [
  { slug: 'sql-explorer', context: undefined, label: 'sql-explorer (no RLS)' },
  { slug: 'ops-agent', context: { state: 'CA' }, label: "ops-agent, {state:'CA'} (RLS)" },
];
