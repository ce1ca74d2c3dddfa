import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { DUCKDB_PATH } from '../engines/engines.js';

/**
 * A small copy of the demo warehouse for property tests (every warehouse answer
 * costs milliseconds, so hundreds of queries stay quick): about 1 in 40 flights
 * picked by a deterministic rule, plus rows that probe the edges a rollup must
 * get right: instants exactly on and just off grain boundaries, a NULL delay,
 * and an origin with no airport (NULL city and state through the left join).
 * The other demo tables are copied whole so every demo contract still loads.
 */
export async function buildSampleWarehouse(): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'charter-rollup-sample-'));
  const path = join(dir, 'sample.duckdb');
  const instance = await DuckDBInstance.create(path);
  const c = await instance.connect();
  try {
    await c.run(`ATTACH '${DUCKDB_PATH.replaceAll("'", "''")}' AS demo (READ_ONLY)`);
    for (const t of ['airports', 'seattle_weather', 'stocks', 'gapminder']) {
      await c.run(`CREATE TABLE ${t} AS SELECT * FROM demo.${t}`);
    }
    await c.run(`CREATE TABLE flights AS
      SELECT * FROM demo.flights WHERE (epoch(date)::BIGINT + distance) % 40 = 0`);
    await c.run(`INSERT INTO flights VALUES
      (TIMESTAMP '2001-02-01 00:00:00', 20, 300, 'LAX', 'SFO'),
      (TIMESTAMP '2001-01-31 23:59:59', 30, 300, 'LAX', 'SFO'),
      (TIMESTAMP '2001-04-01 00:00:00', -5, 500, 'SFO', 'LAX'),
      (TIMESTAMP '2001-03-31 23:59:59.5', 7, 500, 'SFO', 'LAX'),
      (TIMESTAMP '2001-01-08 00:00:00', 1, 700, 'ORD', 'LAX'),
      (TIMESTAMP '2001-03-15 12:00:00', NULL, 900, 'ORD', 'JFK'),
      (TIMESTAMP '2001-05-20 08:30:00', 45, 1200, 'ZZZ', 'LAX'),
      (TIMESTAMP '2001-06-30 23:59:59', 16, 100, 'ZZZ', 'ORD')`);
    await c.run('DETACH demo');
    await c.run('CHECKPOINT');
  } finally {
    c.closeSync();
    instance.closeSync();
  }
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}
