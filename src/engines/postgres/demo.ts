import { DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import pg from 'pg';
import type { WarehouseConfig } from '../../config/load.js';
import { ensureDemoWarehouse } from '../duckdb/demo.js';

/** The demo tables, in load order; the same names, columns and types as the DuckDB demo warehouse. */
export const DEMO_TABLES = ['airports', 'seattle_weather', 'stocks', 'gapminder', 'flights'] as const;

export interface LoadDemoOptions {
  readonly connectionString: string;
  /** Created when missing; only the five demo tables in it are replaced. */
  readonly schema: string;
  /** The DuckDB demo warehouse to copy from; built from vega-datasets when missing. */
  readonly duckdbPath: string;
  /** Reload even when every table is already there with the right columns and row count. */
  readonly force?: boolean;
  readonly log?: (line: string) => void;
}

export interface LoadDemoResult {
  /** False when the schema already held the demo data and nothing was written. */
  readonly loaded: boolean;
  readonly ms: number;
  readonly tables: readonly { readonly name: string; readonly rows: number }[];
}

/** The DuckDB demo warehouse a config serves: what `charter load-demo` copies (the demo config's). */
export function demoSourceFile(config: WarehouseConfig): string {
  if (config.engine !== 'duckdb') throw new Error('the demo config does not use the DuckDB demo warehouse');
  return config.path;
}

/** Rows per INSERT: each batch travels as one array parameter per column. */
const BATCH_ROWS = 100_000;

interface SourceTable {
  readonly name: string;
  readonly columns: readonly { readonly name: string; readonly duckType: string; readonly pgType: string }[];
  readonly rows: number;
}

/**
 * DuckDB type → PostgreSQL type of the copy. Strings are COLLATE "C" so that
 * ORDER BY on them is byte order, as in DuckDB, whatever the database's default
 * collation is; otherwise paging orders (and so pages) would differ by engine.
 */
const PG_TYPES: Readonly<Record<string, { readonly column: string; readonly array: string }>> = {
  BIGINT: { column: 'BIGINT', array: 'BIGINT[]' },
  INTEGER: { column: 'INTEGER', array: 'INTEGER[]' },
  DOUBLE: { column: 'DOUBLE PRECISION', array: 'DOUBLE PRECISION[]' },
  VARCHAR: { column: 'VARCHAR COLLATE "C"', array: 'VARCHAR[]' },
  TIMESTAMP: { column: 'TIMESTAMP', array: 'TIMESTAMP[]' },
  DATE: { column: 'DATE', array: 'DATE[]' },
  BOOLEAN: { column: 'BOOLEAN', array: 'BOOLEAN[]' },
};

/** information_schema's udt_name for each PostgreSQL column type above: how an existing copy is recognised. */
const UDT: Readonly<Record<string, string>> = {
  BIGINT: 'int8',
  INTEGER: 'int4',
  DOUBLE: 'float8',
  VARCHAR: 'varchar',
  TIMESTAMP: 'timestamp',
  DATE: 'date',
  BOOLEAN: 'bool',
};

/**
 * Copies the demo warehouse into PostgreSQL. Idempotent: when every table is
 * already there with the same columns and row count nothing is written;
 * otherwise the tables are dropped, recreated and filled in one transaction
 * (readers see the old tables or the new ones, never half a load) under an
 * advisory lock, so concurrent loaders do the work once. Then ANALYZE.
 */
export async function loadDemoIntoPostgres(options: LoadDemoOptions): Promise<LoadDemoResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  await ensureDemoWarehouse(options.duckdbPath);
  const duck = await DuckDBInstance.create(options.duckdbPath, { access_mode: 'READ_ONLY' });
  const source = await duck.connect();
  const client = new pg.Client({
    connectionString: options.connectionString,
    application_name: 'charter-load-demo',
  });
  try {
    const tables: SourceTable[] = [];
    for (const name of DEMO_TABLES) tables.push(await describeSource(source, name));
    await client.connect();
    const summary = tables.map((t) => ({ name: t.name, rows: t.rows }));
    if (!options.force && (await alreadyLoaded(client, options.schema, tables))) {
      log(`The demo data is already in schema '${options.schema}'.`);
      return { loaded: false, ms: Math.round(performance.now() - started), tables: summary };
    }
    const schema = pg.escapeIdentifier(options.schema);
    await client.query('BEGIN');
    try {
      await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
        `charter load-demo ${options.schema}`,
      ]);
      // Another loader may have finished while this one waited for the lock.
      if (!options.force && (await alreadyLoaded(client, options.schema, tables))) {
        await client.query('ROLLBACK');
        log(`The demo data is already in schema '${options.schema}'.`);
        return { loaded: false, ms: Math.round(performance.now() - started), tables: summary };
      }
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      for (const table of tables) {
        const t0 = performance.now();
        await copyTable(source, client, schema, table);
        log(`${table.name}: ${table.rows} rows in ${Math.round(performance.now() - t0)} ms`);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    }
    const t0 = performance.now();
    for (const table of tables) await client.query(`ANALYZE ${schema}.${pg.escapeIdentifier(table.name)}`);
    log(`ANALYZE in ${Math.round(performance.now() - t0)} ms`);
    return { loaded: true, ms: Math.round(performance.now() - started), tables: summary };
  } finally {
    await client.end().catch(() => {});
    source.closeSync();
    duck.closeSync();
  }
}

async function describeSource(
  source: Awaited<ReturnType<DuckDBInstance['connect']>>,
  name: string,
): Promise<SourceTable> {
  const described = await source.runAndReadAll(
    `SELECT column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'main' AND table_name = $1 ORDER BY ordinal_position`,
    [name],
  );
  const columns = described.getRows().map(([column, type]) => {
    const duckType = String(type);
    const pgType = PG_TYPES[duckType];
    if (!pgType)
      throw new Error(`demo table ${name}: no PostgreSQL type for ${duckType} (${String(column)})`);
    return { name: String(column), duckType, pgType: pgType.column };
  });
  if (columns.length === 0) throw new Error(`the demo warehouse has no table ${name}`);
  const counted = await source.runAndReadAll(`SELECT count(*) FROM "${name}"`);
  return { name, columns, rows: Number(counted.getRows()[0]?.[0] ?? 0) };
}

async function alreadyLoaded(
  client: pg.Client,
  schema: string,
  tables: readonly SourceTable[],
): Promise<boolean> {
  const present = await client.query<{ table_name: string; column_name: string; udt_name: string }>(
    `SELECT table_name, column_name, udt_name FROM information_schema.columns
     WHERE table_schema = $1 AND table_name = ANY($2) ORDER BY table_name, ordinal_position`,
    [schema, tables.map((t) => t.name)],
  );
  for (const table of tables) {
    const columns = present.rows.filter((r) => r.table_name === table.name);
    const same =
      columns.length === table.columns.length &&
      table.columns.every(
        (c, i) => columns[i]?.column_name === c.name && columns[i]?.udt_name === UDT[c.duckType],
      );
    if (!same) return false;
    const counted = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table.name)}`,
    );
    if (Number(counted.rows[0]?.n) !== table.rows) return false;
  }
  return true;
}

/**
 * Streams one table out of DuckDB and inserts it in batches of BATCH_ROWS as
 * `INSERT ... SELECT * FROM unnest($1::type[], ...)`: one bound array per
 * column, so a batch is a single statement with a handful of parameters (no
 * 65,535-parameter limit, no COPY dependency) and values never become SQL text.
 */
async function copyTable(
  source: Awaited<ReturnType<DuckDBInstance['connect']>>,
  client: pg.Client,
  schema: string,
  table: SourceTable,
): Promise<void> {
  const target = `${schema}.${pg.escapeIdentifier(table.name)}`;
  await client.query(`DROP TABLE IF EXISTS ${target}`);
  await client.query(
    `CREATE TABLE ${target} (${table.columns.map((c) => `${pg.escapeIdentifier(c.name)} ${c.pgType}`).join(', ')})`,
  );
  const insert = `INSERT INTO ${target} (${table.columns.map((c) => pg.escapeIdentifier(c.name)).join(', ')})
    SELECT * FROM unnest(${table.columns.map((c, i) => `$${i + 1}::${PG_TYPES[c.duckType]?.array}`).join(', ')})`;
  // Dates and timestamps leave DuckDB as text (`2001-01-01 00:00:00`), which PostgreSQL reads exactly.
  const select = `SELECT ${table.columns
    .map((c) =>
      c.duckType === 'TIMESTAMP' || c.duckType === 'DATE' ? `CAST("${c.name}" AS VARCHAR)` : `"${c.name}"`,
    )
    .join(', ')} FROM "${table.name}"`;
  const result = await source.stream(select);
  let batch: DuckDBValue[][] = table.columns.map(() => []);
  let size = 0;
  // One INSERT in flight while the next batch is read out of DuckDB: the server works as the reader does.
  let inFlight: Promise<unknown> = Promise.resolve();
  const flush = async () => {
    if (size === 0) return;
    await inFlight;
    inFlight = client.query(insert, batch);
    // A failed batch surfaces at the next await; until then it must not count as unhandled.
    inFlight.catch(() => {});
    batch = table.columns.map(() => []);
    size = 0;
  };
  for (;;) {
    const chunk = await result.fetchChunk();
    if (!chunk || chunk.rowCount === 0) break;
    for (let i = 0; i < table.columns.length; i++) {
      const values = chunk.getColumnValues(i);
      const into = batch[i] as DuckDBValue[];
      for (const v of values) into.push(v);
    }
    size += chunk.rowCount;
    if (size >= BATCH_ROWS) await flush();
  }
  await flush();
  await inFlight;
}
