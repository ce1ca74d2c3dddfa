import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoIntoPostgres } from '../../src/engines/postgres/demo.js';
import {
  DUCKDB_PATH,
  duckdbWarehouse,
  expectClose,
  PG_SCHEMA,
  postgresWarehouse,
  startServer,
} from '../engines/engines.js';
import { pgTarget } from '../governance/pg-fixtures.js';
import { rawDuckDb } from '../helpers/raw-duckdb.js';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { connect } from './helpers.js';

/**
 * MCP `execute_sql` on both engines, the same demo data in each: every
 * statement gets the same answer (rows, or error code and message) from the
 * DuckDB service and the PostgreSQL service, RLS context included.
 */
const RLS = { state: 'CA' };

/** [consumer, sql, context?] — portable SQL only: DuckDB-only syntax is covered by the corpus. */
const STATEMENTS: readonly (readonly ['ops' | 'sql', string, Record<string, string>?])[] = [
  ['ops', 'SELECT count(*) AS n FROM flights', RLS],
  ['ops', 'SELECT sum(flight_count) AS n FROM route_stats', RLS],
  ['ops', 'WITH f AS (SELECT * FROM flights) SELECT count(*) AS n FROM f', RLS],
  ['ops', 'SELECT count(*) AS n FROM flights AS f JOIN airports AS a ON a.iata = f.origin', RLS],
  [
    'ops',
    'SELECT count(*) AS n FROM (SELECT origin FROM flights UNION ALL SELECT origin FROM flights WHERE false) AS u',
    RLS,
  ],
  ['ops', 'SELECT (SELECT count(*) FROM flights) AS n', RLS],
  [
    'ops',
    "SELECT DISTINCT a.state FROM flights f JOIN airports a ON a.iata = f.origin WHERE a.state <> 'CA' OR true",
    RLS,
  ],
  ['ops', 'SELECT origin, count(*) AS n FROM flights GROUP BY origin ORDER BY origin', RLS],
  ['ops', 'SELECT origin, count(*) AS n FROM flights GROUP BY origin ORDER BY origin', { state: 'NY' }],
  ['ops', 'SELECT count(*) AS n FROM flights'],
  ['ops', "SELECT count(*) AS n FROM airports WHERE state = 'CA'"],
  ['ops', 'SELECT * FROM seattle_weather', RLS],
  ['ops', 'SELECT * FROM secret', RLS],
  ['ops', 'SELECT count(*) FROM flights WHERE CAST(origin AS INTEGER) = 1', RLS],
  ['sql', 'SELECT count(*) AS n FROM flights'],
  ['sql', 'SELECT origin, flight_count FROM route_stats ORDER BY flight_count DESC, origin LIMIT 3'],
  ['sql', 'DELETE FROM flights'],
  ['sql', 'SELECT 1; SELECT 2'],
  ['sql', "COPY flights TO '/tmp/x.csv'"],
  ['sql', 'SELECT * FROM information_schema.tables'],
  ['sql', 'SELECT * FROM pg_catalog.pg_class'],
  ['sql', "SELECT current_setting('search_path')"],
  ['sql', 'SELECT pg_sleep(10)'],
  ['sql', 'SELECT current_user'],
  ['sql', 'SELECT * FROM flights WHERE delay > $1'],
  ['sql', 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r'],
  ['sql', 'SELECT * FROM stocks'],
];

type Answer = { isError: boolean; body: Record<string, unknown> };

async function ask(client: Client, sql: string, context?: Record<string, string>): Promise<Answer> {
  const result = (await client.callTool({
    name: 'execute_sql',
    arguments: { sql, ...(context ? { context } : {}) },
  })) as CallToolResult;
  const body = result.structuredContent as Record<string, unknown>;
  if (result.isError === true) return { isError: true, body };
  return { isError: false, body: { rows: body.rows, columns: body.columns, row_count: body.row_count } };
}

const url = await pgTarget('execute_sql on both engines');

if (url !== null) {
  const servers: RunningServer[] = [];
  const clients: Record<'duckdb' | 'postgres', Record<'ops' | 'sql', Client>> = {} as never;
  let caCount = 0;

  beforeAll(async () => {
    await loadDemoIntoPostgres({ connectionString: url, schema: PG_SCHEMA, duckdbPath: DUCKDB_PATH });
    for (const [engine, warehouse] of [
      ['duckdb', duckdbWarehouse],
      ['postgres', postgresWarehouse(url)],
    ] as const) {
      const server = await startServer(warehouse);
      servers.push(server);
      clients[engine] = {
        ops: (await connect(server, 'ops-agent', KEYS.ops)).client,
        sql: (await connect(server, 'sql-explorer', KEYS.sql)).client,
      };
    }
    const raw = await rawDuckDb();
    const rows = await raw.rows(
      `SELECT count(*) AS n FROM raw_flights f JOIN raw_airports a ON a.iata = f.origin WHERE a.state = 'CA'`,
    );
    caCount = Number(rows[0]?.n);
    raw.close();
  }, 300_000);

  afterAll(async () => {
    for (const engine of Object.values(clients)) for (const c of Object.values(engine)) await c.close();
    for (const s of servers) await s.close();
  });

  describe('execute_sql through MCP on DuckDB and PostgreSQL', () => {
    for (const [who, sql, context] of STATEMENTS)
      it(`${who}: ${sql}`, async () => {
        const [duck, pg] = await Promise.all([
          ask(clients.duckdb[who], sql, context),
          ask(clients.postgres[who], sql, context),
        ]);
        expect(pg.isError, JSON.stringify(pg.body)).toBe(duck.isError);
        if (duck.isError) {
          expect(pg.body.code).toBe(duck.body.code);
          // Engine errors quote each engine's own words; refusals by the guard read the same.
          if (duck.body.code !== 'sql_execution_error') expect(pg.body.message).toBe(duck.body.message);
          expect(JSON.stringify(pg.body)).not.toMatch(/__charter|OFFSET 0/);
          return;
        }
        expectClose(pg.body.rows, duck.body.rows, 1e-9);
      });

    it('the RLS context holds on PostgreSQL: only CA departures', async () => {
      const answer = await ask(clients.postgres.ops, 'SELECT count(*) AS n FROM flights', RLS);
      expect(answer.body.rows).toEqual([{ n: caCount }]);
      const missing = await ask(clients.postgres.ops, 'SELECT count(*) AS n FROM flights');
      expect(missing.body.code).toBe('missing_context');
    });
  });
}
