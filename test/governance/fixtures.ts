import { type DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import type { RelationPolicy, SqlPolicy } from '../../src/governance/sql-guard/index.js';
import type { CellValue, CompiledStatement, ResultSet } from '../../src/warehouse/types.js';

export const STATES = ['CA', 'NY', 'TX', 'WA'] as const;
export type State = (typeof STATES)[number];

/** iata, name, city, state, country, latitude, longitude */
export const AIRPORTS: readonly (readonly [string, string, string, string, string, number, number])[] = [
  ['LAX', 'Los Angeles International', 'Los Angeles', 'CA', 'USA', 33.94, -118.41],
  ['SFO', 'San Francisco International', 'San Francisco', 'CA', 'USA', 37.62, -122.38],
  ['SAN', 'San Diego International', 'San Diego', 'CA', 'USA', 32.73, -117.19],
  ['OAK', 'Oakland\'s "Metropolitan" Airport', 'Oakland', 'CA', 'USA', 37.72, -122.22],
  ['JFK', 'John F Kennedy International', 'New York', 'NY', 'USA', 40.64, -73.78],
  ['LGA', 'LaGuardia', 'New York', 'NY', 'USA', 40.78, -73.87],
  ['DFW', 'Dallas Fort Worth International', 'Dallas', 'TX', 'USA', 32.9, -97.04],
  ['IAH', 'George Bush Intercontinental', 'Houston', 'TX', 'USA', 29.98, -95.34],
  ['SEA', 'Seattle Tacoma International', 'Seattle', 'WA', 'USA', 47.45, -122.31],
  ['ORD', "Chicago O'Hare International", 'Chicago', 'IL', 'USA', 41.98, -87.9],
  ['7', 'Numeric Code Field', 'Nowhere', 'NV', 'USA', 39.0, -117.0],
];

export const CA_AIRPORTS: ReadonlySet<string> = new Set(
  AIRPORTS.filter((a) => a[3] === 'CA').map((a) => a[0]),
);

export const ROW_FILTER_SQL =
  'SELECT * FROM flights WHERE EXISTS (SELECT 1 FROM airports AS a WHERE a.iata = flights.origin AND a.state = $1)';

export const ROUTE_STATS_SQL =
  'SELECT origin, destination, count(*) AS flight_count, avg(delay) AS avg_delay, avg(distance) AS avg_distance FROM flights GROUP BY origin, destination';

export function policyFor(state: string): SqlPolicy {
  const relations = new Map<string, RelationPolicy>([
    ['flights', { kind: 'table', name: 'flights', rowFilter: { sql: ROW_FILTER_SQL, params: [state] } }],
    ['airports', { kind: 'table', name: 'airports', rowFilter: null }],
    ['route_stats', { kind: 'model', name: 'route_stats', sql: ROUTE_STATS_SQL }],
  ]);
  return { relations };
}

/** Deterministic PRNG so every run sees the same data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FlightRow {
  date: string;
  delay: number | null;
  distance: number;
  origin: string;
  destination: string;
}

function flights(seed: number, count: number, origins: readonly string[]): FlightRow[] {
  const rnd = mulberry32(seed);
  const codes = AIRPORTS.map((a) => a[0]);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const rows: FlightRow[] = [];
  for (let i = 0; i < count; i++) {
    const origin = pick(origins);
    let destination = pick(codes);
    if (destination === origin) destination = origin === 'LAX' ? 'JFK' : 'LAX';
    const day = Math.floor(rnd() * 365);
    const minute = Math.floor(rnd() * 1440);
    const date = new Date(Date.UTC(2024, 0, 1) + day * 86_400_000 + minute * 60_000)
      .toISOString()
      .slice(0, 19);
    rows.push({
      date: date.replace('T', ' '),
      delay: rnd() < 0.05 ? null : Math.floor(rnd() * 320) - 20,
      distance: 100 + Math.floor(rnd() * 2900),
      origin,
      destination,
    });
  }
  return rows;
}

const NON_CA_ORIGINS = AIRPORTS.filter((a) => a[3] !== 'CA').map((a) => a[0]);

/** CA rows are shared by every database; the rows other consumers see are not. */
const CA_FLIGHTS = flights(1, 600, [...CA_AIRPORTS]);

export interface TestDatabase {
  readonly instance: DuckDBInstance;
  readonly connection: DuckDBConnection;
  close(): void;
}

async function open(): Promise<TestDatabase> {
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  const connection = await instance.connect();
  return {
    instance,
    connection,
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

async function createBase(db: TestDatabase): Promise<void> {
  await db.connection.run(`
    CREATE TABLE airports(iata VARCHAR, name VARCHAR, city VARCHAR, state VARCHAR, country VARCHAR,
                          latitude DOUBLE, longitude DOUBLE);
    CREATE TABLE flights("date" TIMESTAMP, delay BIGINT, distance BIGINT, origin VARCHAR, destination VARCHAR);
    CREATE TABLE secret_salaries(employee VARCHAR, salary BIGINT, ssn VARCHAR);`);
  const airports = await db.connection.createAppender('airports');
  for (const a of AIRPORTS) {
    for (const v of a) {
      if (typeof v === 'number') airports.appendDouble(v);
      else airports.appendVarchar(v);
    }
    airports.endRow();
  }
  airports.closeSync();
}

async function insertFlights(db: TestDatabase, table: string, rows: readonly FlightRow[]): Promise<void> {
  await db.connection.run(
    'CREATE TABLE stage_flights("date" VARCHAR, delay BIGINT, distance BIGINT, origin VARCHAR, destination VARCHAR)',
  );
  const appender = await db.connection.createAppender('stage_flights');
  for (const r of rows) {
    appender.appendVarchar(r.date);
    if (r.delay === null) appender.appendNull();
    else appender.appendBigInt(BigInt(r.delay));
    appender.appendBigInt(BigInt(r.distance));
    appender.appendVarchar(r.origin);
    appender.appendVarchar(r.destination);
    appender.endRow();
  }
  appender.closeSync();
  await db.connection.run(`INSERT INTO ${table} SELECT CAST("date" AS TIMESTAMP), delay, distance, origin, destination
    FROM stage_flights; DROP TABLE stage_flights`);
}

/**
 * The warehouse the guard protects: every flight, a secret table, and a view
 * named like the model (the guard must expand the model, not read the view).
 */
export async function openWarehouse(variant: 'main' | 'twin'): Promise<TestDatabase> {
  const db = await open();
  await createBase(db);
  // The twin shares every row a CA consumer may see and differs in everything
  // else: a guarded query that returns different results on the two leaks.
  const seed = variant === 'main' ? 2 : 3;
  const others = flights(seed, 900, NON_CA_ORIGINS);
  const all = variant === 'main' ? [...CA_FLIGHTS, ...others] : [...others, ...CA_FLIGHTS];
  await insertFlights(db, 'flights', all);
  const marker = variant === 'main' ? 'TOPSECRET' : 'CLASSIFIED';
  await db.connection.run(`
    INSERT INTO secret_salaries SELECT '${marker}-' || i, ${variant === 'main' ? 900000 : 800000} + i, '${marker}-SSN-' || i
    FROM range(20) t(i);
    CREATE VIEW route_stats AS ${ROUTE_STATS_SQL};`);
  return db;
}

/**
 * What a consumer of `state` may see, materialised: `flights` holds only CA
 * rows (so the very same SQL can run here), and `flights_<st>` holds each
 * state's rows for the property test.
 */
export async function openReference(): Promise<TestDatabase> {
  const db = await open();
  await createBase(db);
  const all = [...CA_FLIGHTS, ...flights(2, 900, NON_CA_ORIGINS)];
  const stateOf = new Map(AIRPORTS.map((a) => [a[0], a[3]]));
  await insertFlights(db, 'flights', CA_FLIGHTS);
  await db.connection.run(`CREATE VIEW route_stats AS ${ROUTE_STATS_SQL};`);
  for (const s of STATES) {
    const table = `flights_${s.toLowerCase()}`;
    await db.connection.run(`CREATE TABLE ${table} AS SELECT * FROM flights WHERE false`);
    await insertFlights(
      db,
      table,
      all.filter((r) => stateOf.get(r.origin) === s),
    );
  }
  return db;
}

export type Outcome = { ok: true; rows: string[]; columns: string[] } | { ok: false; error: string };

/** Runs with a deadline so a runaway statement cannot hang the suite. */
export async function runStatement(
  db: TestDatabase,
  statement: CompiledStatement,
  timeoutMs = 10_000,
): Promise<Outcome> {
  const timer = setTimeout(() => db.connection.interrupt(), timeoutMs);
  try {
    const reader = await db.connection.runAndReadAll(statement.sql, statement.params as DuckDBValue[]);
    const rows = reader.getRowsJson().map((row) => JSON.stringify(row.map(canonical)));
    return { ok: true, rows: rows.sort(), columns: reader.columnNames() };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/** Floats summed in a different order differ in the last bits; compare at 10 significant digits. */
function canonical(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number(value.toPrecision(10));
  if (typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)) && value.includes('.')) {
    return Number(Number(value).toPrecision(10));
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** A PlanRunner over a test connection, shaped like the warehouse adapter's ResultSet. */
export function planRunner(db: TestDatabase): (statement: CompiledStatement) => Promise<ResultSet> {
  return async (statement) => {
    const reader = await db.connection.runAndReadAll(statement.sql, statement.params as DuckDBValue[]);
    const rows = reader
      .getRowsJson()
      .map((row) => row.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))));
    return {
      columns: reader.columnNames().map((name) => ({ name, type: 'string' as const, engineType: 'VARCHAR' })),
      rows: rows as CellValue[][],
      truncated: false,
      truncatedBy: null,
    };
  };
}
