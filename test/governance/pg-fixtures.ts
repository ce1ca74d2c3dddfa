import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PostgresWarehouse } from '../../src/engines/postgres/warehouse.js';
import type { CompiledStatement } from '../../src/warehouse/types.js';
import { findPostgres } from '../engines/engines.js';
import { type Outcome, openReference, openWarehouse, STATES, type TestDatabase } from './fixtures.js';

/** Schemas of this suite alone: rebuilt on every run, never shared with other suites. */
export const PG_MAIN = 'pgguard_main';
export const PG_TWIN = 'pgguard_twin';
export const PG_REF = 'pgguard_ref';

/**
 * The DuckDB fixture databases copied into PostgreSQL schemas, row for row:
 * `main` and `twin` agree only on what a CA consumer may see, `ref` holds the
 * pre-filtered copies (flights = CA rows, flights_<st> per state).
 */
export async function loadPgFixtures(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [schema, open] of [
      [PG_MAIN, () => openWarehouse('main')],
      [PG_TWIN, () => openWarehouse('twin')],
      [PG_REF, openReference],
    ] as const) {
      const db = await open();
      try {
        await copySchema(client, db, schema);
      } finally {
        db.close();
      }
    }
  } finally {
    await client.end();
  }
}

const COLUMNS: Record<string, string> = {
  airports:
    'iata varchar, name varchar, city varchar, state varchar, country varchar, latitude double precision, longitude double precision',
  flights: '"date" timestamp, delay bigint, distance bigint, origin varchar, destination varchar',
  secret_salaries: 'employee varchar, salary bigint, ssn varchar',
};

async function copySchema(client: pg.Client, db: TestDatabase, schema: string): Promise<void> {
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const tables = (
    await db.connection.runAndReadAll(
      "SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = 'main' ORDER BY table_type, table_name",
    )
  ).getRowsJson() as [string, string][];
  for (const [table, type] of tables) {
    if (type === 'VIEW') continue;
    const shape = table.startsWith('flights') ? COLUMNS.flights : COLUMNS[table];
    await client.query(`CREATE TABLE ${schema}.${table} (${shape})`);
    const rows = (await db.connection.runAndReadAll(`SELECT * FROM ${table}`)).getRowsJson() as unknown[][];
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      const width = chunk[0]?.length ?? 0;
      const values = chunk.map(
        (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
      );
      await client.query(
        `INSERT INTO ${schema}.${table} VALUES ${values.join(', ')}`,
        chunk.flat() as unknown[],
      );
    }
  }
  await client.query(`CREATE VIEW ${schema}.route_stats AS
    SELECT origin, destination, count(*) AS flight_count, avg(delay) AS avg_delay, avg(distance) AS avg_distance
    FROM ${schema}.flights GROUP BY origin, destination`);
}

export async function openPg(url: string, schema: string): Promise<PostgresWarehouse> {
  return PostgresWarehouse.open({ connectionString: url, schema, poolSize: 2, queryTimeoutMs: 10_000 });
}

/** Runs through the real adapter; errors compared by message, with the schema name blanked. */
export async function runPg(warehouse: PostgresWarehouse, statement: CompiledStatement): Promise<Outcome> {
  const schema = String(
    (await warehouse.execute({ sql: 'SELECT current_schema()', params: [] })).rows[0]?.[0],
  );
  try {
    const result = await warehouse.execute(statement);
    const rows = result.rows.map((row) => JSON.stringify(row.map(canonical)));
    return { ok: true, rows: rows.sort(), columns: result.columns.map((c) => c.name) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, error: message.replaceAll(schema, '<schema>') };
  }
}

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number(value.toPrecision(10));
  if (typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)) && value.includes('.')) {
    return Number(Number(value).toPrecision(10));
  }
  if (Array.isArray(value)) return value.map(canonical);
  return value;
}

/** The suite's PostgreSQL, or a visible skip (a failure under CI=true). */
export async function pgTarget(suite: string): Promise<string | null> {
  const target = await findPostgres();
  if (!('reason' in target)) return target.url;
  if (process.env.CI === 'true') {
    describe(suite, () => {
      it('reaches the local PostgreSQL server', () => {
        expect.fail(`PostgreSQL is not reachable: ${target.reason}`);
      });
    });
  } else {
    console.warn(`Skipping ${suite}: PostgreSQL is not reachable (${target.reason}).`);
    describe.skip(`${suite} (PostgreSQL not reachable)`, () => {
      it('needs a local PostgreSQL server', () => {});
    });
  }
  return null;
}

export { STATES };
