import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgres, postgresWarehouse } from '../engines/engines.js';
import { KEYS, postJson, type RunningServer } from '../helpers/server.js';
import { ADMIN_KEY, startAdjusted } from './helpers.js';

/** Freshness needs data that changes: a small PostgreSQL table this suite owns. */
const target = await findPostgres();
const CI = process.env.CI === 'true';
if ('reason' in target && !CI)
  console.warn(`Skipping the cache freshness suite: PostgreSQL is not reachable (${target.reason}).`);

const contract = (name: string, refresh: string) => `
name: ${name}
source: { table: readings }
refresh_key: ${refresh}
dimensions:
  - { name: day, type: time, column: readings.day }
measures:
  - { name: total, aggregation: sum, column: readings.amount }
`;

describe.skipIf('reason' in target && !CI)('refresh keys and max age (PostgreSQL)', () => {
  const schema = `charter_cache_${process.pid}_${Date.now()}`;
  let client: pg.Client;
  let dir: string;
  let server: RunningServer;
  const ask = (name: string) =>
    postJson(
      `${server.url}/v1/api/meter/query`,
      { contract_name: name, query: { measures: ['total'] } },
      KEYS.analytics,
    );
  const total = (res: { body: Record<string, unknown> }) =>
    (res.body.data as { pagination: { items: { total: number }[] } }).pagination.items[0]?.total;
  const insert = (day: string, amount: number) =>
    client.query(`INSERT INTO ${schema}.readings VALUES ($1, $2)`, [day, amount]);

  beforeAll(async () => {
    if ('reason' in target) throw new Error(`PostgreSQL is not reachable: ${target.reason}`);
    client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(`CREATE TABLE ${schema}.readings (day date, amount integer)`);
    await insert('2024-01-01', 10);
    dir = await mkdtemp(join(tmpdir(), 'charter-fresh-'));
    await writeFile(
      join(dir, 'polled.yaml'),
      contract('polled', '{ sql: "SELECT max(day) FROM readings", every: 300ms }'),
    );
    await writeFile(
      join(dir, 'slow.yaml'),
      contract('slow', '{ sql: "SELECT max(day) FROM readings", every: 10m }'),
    );
    await writeFile(join(dir, 'aged.yaml'), contract('aged', '{ max_age: 1s }'));
    server = await startAdjusted((doc) => {
      doc.warehouse = { ...postgresWarehouse(target.url), schema };
      doc.contracts = dir;
      doc.catalog = dir;
      doc.consumers = [
        {
          slug: 'meter',
          name: 'Meter',
          query_mode: 'contract-only',
          scope: { contracts: ['polled', 'slow', 'aged'] },
        },
      ];
      doc.api_keys = [
        {
          id: 'meter',
          hash: 'sha256:744d7b1b08833febe23477a21f60a71876bd02a924cb7fa6acdb91d9e35d7e6a',
          consumers: ['meter'],
        },
      ];
    });
    expect(server.service.contractFailures).toEqual([]);
  });
  afterAll(async () => {
    await server?.close();
    await client?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client?.end();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a changed refresh value makes the old entry unreachable once the check runs again', async () => {
    expect(total(await ask('polled'))).toBe(10);
    const hit = await ask('polled');
    expect(hit.headers.get('cache-status')).toMatch(/^charter; hit/);
    await insert('2024-01-02', 5);
    await sleep(400);
    const fresh = await ask('polled');
    expect(fresh.headers.get('cache-status')).toBe('charter; fwd=miss; stored');
    expect(total(fresh)).toBe(15);
  });

  it('serves the stored answer within the interval; cache clear drops it and asks the refresh key again', async () => {
    const first = total(await ask('slow'));
    await insert('2024-01-03', 1);
    const within = await ask('slow');
    expect(within.headers.get('cache-status')).toMatch(/^charter; hit/);
    expect(total(within)).toBe(first);
    const cleared = await postJson(`${server.url}/v1/admin/cache/clear`, { contract: 'slow' }, ADMIN_KEY);
    expect(cleared.status).toBe(200);
    const after = await ask('slow');
    expect(after.headers.get('cache-status')).toBe('charter; fwd=miss; stored');
    expect(total(after)).toBe((first ?? 0) + 1);
  });

  it('never serves an entry past its max age', async () => {
    await ask('aged');
    const hit = await ask('aged');
    expect(hit.headers.get('cache-status')).toMatch(/^charter; hit; ttl=[01]$/);
    await insert('2024-01-04', 100);
    await sleep(1100);
    const expired = await ask('aged');
    expect(expired.headers.get('cache-status')).toBe('charter; fwd=miss; stored');
    const sum = await client.query(`SELECT sum(amount)::int AS s FROM ${schema}.readings`);
    expect(total(expired)).toBe(sum.rows[0].s);
  });
});
