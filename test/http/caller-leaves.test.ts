import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoIntoPostgres } from '../../src/engines/postgres/demo.js';
import {
  DUCKDB_PATH,
  duckdbWarehouse,
  findPostgres,
  PG_SCHEMA,
  postgresWarehouse,
  startServer,
} from '../engines/engines.js';
import { HEAVY, heavyContractsDir, withHeavyConsumer } from '../helpers/heavy.js';
import { type OpenRequest, openRequest, type RunningServer, waitUntil } from '../helpers/server.js';
import { INITIALIZE, rawPost } from '../mcp/helpers.js';

/**
 * Work ends with its caller, on every protocol and engine: a client that
 * drops its connection while the heavy `flight_pairs` statement runs
 * (1.8 × 10^11 join rows, a 120 s limit) must see that statement stop within
 * seconds. The warehouse's own count of running statements is the witness.
 * Exact times are measured by bench/soak/sessions.ts, not asserted here.
 */
const auth = { authorization: `Bearer ${HEAVY.key}` };

function callerLeavesSuite(engine: string, warehouse: () => Promise<Record<string, unknown>>): void {
  describe(`a dropped client stops its warehouse statement (${engine})`, () => {
    let server: RunningServer;
    let removeContracts: () => Promise<void>;
    const running = () => server.service.warehouse.runningStatements;

    beforeAll(async () => {
      const contracts = await heavyContractsDir();
      removeContracts = contracts.remove;
      server = await startServer({ ...(await warehouse()), query_timeout_ms: 120_000 }, {}, (c) =>
        withHeavyConsumer(c, contracts.dir),
      );
      // Rollups build in the background after start: let them finish so the running count is this test's.
      await server.service.rollups?.whenIdle();
    });
    afterAll(async () => {
      await server?.close();
      await removeContracts?.();
    });

    /** Starts the heavy statement through `open`, checks it runs, drops the client and returns how long it took to stop. */
    async function dropWhileRunning(open: () => OpenRequest): Promise<number> {
      expect(running()).toBe(0);
      const request = open();
      await waitUntil(() => running() > 0, 20_000, 'the heavy statement to start');
      await sleep(300);
      expect(running(), 'still running 300 ms in: it does not finish by itself').toBe(1);
      request.drop();
      return waitUntil(() => running() === 0, 10_000, 'the statement to stop after the client left');
    }

    it('the heavy query is heavy: 1.8 × 10^11 pairs to count', async () => {
      const result = await server.service.warehouse.execute({
        sql: 'SELECT sum(c * c) AS pairs FROM (SELECT count(*) AS c FROM flights GROUP BY origin) AS per_origin',
        params: [],
      });
      expect(Number(result.rows[0]?.[0])).toBeGreaterThan(1e11);
    });

    it('REST', async () => {
      const url = `${server.url}/v1/api/${HEAVY.slug}/query`;
      expect(await dropWhileRunning(() => openRequest(url, HEAVY.query, auth))).toBeLessThan(10_000);
    });

    it('chat', async () => {
      const url = `${server.url}/v1/api/${HEAVY.slug}/chat/completions`;
      const body = {
        model: 'charter-test',
        stream: true,
        messages: [{ role: 'user', content: HEAVY.question }],
      };
      expect(await dropWhileRunning(() => openRequest(url, body, auth))).toBeLessThan(10_000);
    });

    it('MCP', async () => {
      const url = `${server.url}/v1/api/${HEAVY.slug}/mcp`;
      const init = await rawPost(url, INITIALIZE, auth);
      const session = { ...auth, 'mcp-session-id': init.headers.get('mcp-session-id') as string };
      await rawPost(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, session);
      const call = {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'query_contract', arguments: HEAVY.query },
      };
      const headers = { ...session, accept: 'application/json, text/event-stream' };
      expect(await dropWhileRunning(() => openRequest(url, call, headers))).toBeLessThan(10_000);
      // The session outlives the dropped call.
      const list = await rawPost(url, { jsonrpc: '2.0', id: 3, method: 'tools/list' }, session);
      expect(list.status).toBe(200);
    });
  });
}

callerLeavesSuite('DuckDB', async () => ({ ...duckdbWarehouse }));

const postgres = await findPostgres();
if ('url' in postgres) {
  callerLeavesSuite('PostgreSQL', async () => {
    await loadDemoIntoPostgres({
      connectionString: postgres.url,
      schema: PG_SCHEMA,
      duckdbPath: DUCKDB_PATH,
    });
    return postgresWarehouse(postgres.url);
  });
} else if (process.env.CI === 'true') {
  describe('a dropped client stops its warehouse statement (PostgreSQL)', () => {
    it('reaches the local PostgreSQL server', () => {
      expect.fail(`PostgreSQL is not reachable: ${postgres.reason}`);
    });
  });
} else {
  console.warn(
    `Skipping the PostgreSQL cancellation suite: PostgreSQL is not reachable (${postgres.reason}).`,
  );
  describe.skip('a dropped client stops its warehouse statement (PostgreSQL not reachable)', () => {
    it('needs a local PostgreSQL server', () => {});
  });
}
