import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { main } from '../../src/cli/main.js';
import type { Contract } from '../../src/contracts/model.js';
import { loadDemoIntoPostgres } from '../../src/engines/postgres/demo.js';
import { grantStatements, policyStatements } from '../../src/engines/postgres/deployment.js';
import { PostgresWarehouse } from '../../src/engines/postgres/warehouse.js';
import { contextSettings } from '../../src/tools/context-settings.js';
import { DUCKDB_PATH, PG_SCHEMA, postgresWarehouse, startServer } from '../engines/engines.js';
import type { RunningServer } from '../helpers/server.js';
import { pgTarget } from './pg-fixtures.js';

/** This suite's own schema and login role (roles are cluster-wide: the name is unique to it). */
const SCHEMA = 'pgguard_rls';
const ROLE = 'charter_pgguard_reader';

const url = await pgTarget('native PostgreSQL RLS policies');

if (url !== null) {
  let admin: pg.Client;
  let reader: PostgresWarehouse;
  let server: RunningServer;
  let contracts: Contract[];
  const counts = new Map<string, number>();

  beforeAll(async () => {
    await loadDemoIntoPostgres({ connectionString: url, schema: PG_SCHEMA, duckdbPath: DUCKDB_PATH });
    server = await startServer(postgresWarehouse(url));
    contracts = [...server.service.catalog.contracts.values()];
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};
      CREATE TABLE ${SCHEMA}.airports AS SELECT * FROM ${PG_SCHEMA}.airports;
      CREATE TABLE ${SCHEMA}.flights AS SELECT * FROM ${PG_SCHEMA}.flights ORDER BY "date", origin, destination LIMIT 200000;
      CREATE TABLE ${SCHEMA}.secret AS SELECT 'TOPSECRET' AS s;
      DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN; END IF;
      END $$;`);
    // Everything the printer writes for the schema and role, except the cluster-wide role creation and
    // the REVOKE on the shared public schema, which are the operator's to run.
    const grants = grantStatements(SCHEMA, ROLE, ['airports', 'flights']).filter(
      (s) => !s.startsWith('--') && !s.startsWith('CREATE ROLE') && !s.includes('SCHEMA public'),
    );
    for (const statement of [...grants, ...policyStatements(SCHEMA, ROLE, contracts)])
      await admin.query(statement);
    const byState = await admin.query<{ state: string; n: string }>(
      `SELECT a.state, count(*) AS n FROM ${SCHEMA}.flights f JOIN ${SCHEMA}.airports a ON a.iata = f.origin GROUP BY 1`,
    );
    for (const row of byState.rows) counts.set(row.state, Number(row.n));
    const login = new URL(url);
    login.username = ROLE;
    login.password = '';
    reader = await PostgresWarehouse.open({
      connectionString: login.toString(),
      schema: SCHEMA,
      poolSize: 2,
      queryTimeoutMs: 20_000,
    });
  }, 300_000);

  afterAll(async () => {
    await reader?.close();
    await admin?.end();
    await server?.close();
  });

  /** The guard switched off: raw SQL straight to the adapter, as the read-only role. */
  const count = async (sql: string, context: Record<string, string | string[]> | null) => {
    const result = await reader.execute(
      { sql, params: [] },
      context ? { settings: contextSettings(context) } : {},
    );
    return Number(result.rows[0]?.[0]);
  };

  describe('native RLS policies with the guard switched off', () => {
    it('the database alone returns only the rows of the context', async () => {
      expect(counts.get('CA')).toBeGreaterThan(0);
      expect(await count('SELECT count(*) FROM flights', { state: 'CA' })).toBe(counts.get('CA'));
      expect(await count('SELECT count(*) FROM flights', { state: 'NY' })).toBe(counts.get('NY'));
      expect(
        await count(
          "SELECT count(*) FROM flights f JOIN airports a ON a.iata = f.origin WHERE a.state <> 'CA' OR true",
          { state: 'CA' },
        ),
      ).toBe(counts.get('CA'));
    });

    it('a list context is any of its values', async () => {
      expect(await count('SELECT count(*) FROM flights', { state: ['CA', 'NY'] })).toBe(
        (counts.get('CA') ?? 0) + (counts.get('NY') ?? 0),
      );
    });

    it('fails closed: no setting, no rows; the setting does not outlive its statement', async () => {
      expect(await count('SELECT count(*) FROM flights', null)).toBe(0);
      await count('SELECT count(*) FROM flights', { state: 'CA' });
      expect(await count('SELECT count(*) FROM flights', null)).toBe(0);
    });

    it('the role reads nothing beyond its grants and writes nothing', async () => {
      await expect(reader.execute({ sql: `SELECT * FROM ${SCHEMA}.secret`, params: [] })).rejects.toThrow(
        /permission denied/,
      );
      await expect(reader.execute({ sql: 'DELETE FROM flights', params: [] })).rejects.toThrow(/read-only/);
    });
  });

  describe('charter pg', () => {
    it('prints the grants and policies for a PostgreSQL config', async () => {
      const lines: string[] = [];
      const io = { log: (s: string) => lines.push(s), error: (s: string) => lines.push(s) };
      const dir = await mkdtemp(join(tmpdir(), 'charter-pg-'));
      const doc = parse(await readFile(resolve('demo/charter.yaml'), 'utf8')) as Record<string, unknown>;
      Object.assign(doc, {
        warehouse: postgresWarehouse(url),
        contracts: resolve('demo/contracts'),
        catalog: resolve('demo/catalog'),
        rollups: { path: ':memory:' },
      });
      const config = join(dir, 'charter.yaml');
      await writeFile(config, stringify(doc));
      expect(await main(['pg', 'grants', '--config', config, '--role', 'analyst'], io)).toBe(0);
      expect(lines).toContain(`GRANT SELECT ON "${PG_SCHEMA}"."flights" TO "analyst";`);
      lines.length = 0;
      expect(await main(['pg', 'policies', '--config', config], io)).toBe(0);
      expect(lines.join('\n')).toMatch(/CREATE POLICY "charter_rls_flights" ON "charter_demo"."flights"/);
      await rm(dir, { recursive: true, force: true });
    });
  });
}
