import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

/**
 * The demo warehouse, built once from files shipped in the `vega-datasets` npm
 * package (nothing is downloaded). It is written to a temporary file and renamed
 * into place, so a crashed or concurrent build never leaves a half-built file.
 */
export async function ensureDemoWarehouse(path: string): Promise<{ built: boolean; ms: number }> {
  if (existsSync(path)) return { built: false, ms: 0 };
  const started = performance.now();
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  const instance = await DuckDBInstance.create(tmp);
  try {
    const connection = await instance.connect();
    for (const sql of demoStatements(vegaDataDir())) await connection.run(sql);
    await connection.run('CHECKPOINT');
    connection.closeSync();
  } finally {
    instance.closeSync();
  }
  if (existsSync(path)) {
    await rm(tmp, { force: true });
  } else {
    await rename(tmp, path);
  }
  await rm(`${tmp}.wal`, { force: true });
  return { built: true, ms: Math.round(performance.now() - started) };
}

export function vegaDataDir(): string {
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return join(dirname(entry), '..', 'data');
}

/** Statements that build the demo tables. File paths come from our own package folder, never from input. */
function demoStatements(dataDir: string): string[] {
  const file = (name: string) => `'${join(dataDir, name).replaceAll("'", "''")}'`;
  return [
    `CREATE TABLE flights AS
       SELECT CAST(date AS TIMESTAMP) AS date, CAST(delay AS BIGINT) AS delay,
              CAST(distance AS BIGINT) AS distance, CAST(origin AS VARCHAR) AS origin,
              CAST(destination AS VARCHAR) AS destination
       FROM read_parquet(${file('flights-3m.parquet')})`,
    `CREATE TABLE airports AS
       SELECT * FROM read_csv(${file('airports.csv')}, header = true, columns = {
         'iata': 'VARCHAR', 'name': 'VARCHAR', 'city': 'VARCHAR', 'state': 'VARCHAR',
         'country': 'VARCHAR', 'latitude': 'DOUBLE', 'longitude': 'DOUBLE'})`,
    `CREATE TABLE seattle_weather AS
       SELECT * FROM read_csv(${file('seattle-weather.csv')}, header = true, columns = {
         'date': 'DATE', 'precipitation': 'DOUBLE', 'temp_max': 'DOUBLE', 'temp_min': 'DOUBLE',
         'wind': 'DOUBLE', 'weather': 'VARCHAR'})`,
    `CREATE TABLE stocks AS
       SELECT symbol, CAST(strptime(date, '%b %d %Y') AS DATE) AS date, price
       FROM read_csv(${file('stocks.csv')}, header = true, columns = {
         'symbol': 'VARCHAR', 'date': 'VARCHAR', 'price': 'DOUBLE'})`,
    `CREATE TABLE gapminder AS
       SELECT CAST(year AS INTEGER) AS year, CAST(country AS VARCHAR) AS country,
              CAST(cluster AS INTEGER) AS cluster, CAST(pop AS BIGINT) AS pop,
              CAST(life_expect AS DOUBLE) AS life_expect, CAST(fertility AS DOUBLE) AS fertility
       FROM read_json(${file('gapminder.json')}, format = 'array')`,
  ];
}
