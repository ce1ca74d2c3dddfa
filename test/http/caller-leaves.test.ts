import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAVY, heavyContractsDir, withHeavyConsumer } from '../helpers/heavy.js';
import {
  type OpenRequest,
  openRequest,
  type RunningServer,
  startDemoServer,
  waitUntil,
} from '../helpers/server.js';
import { INITIALIZE, rawPost } from '../mcp/helpers.js';

/**
 * Work ends with its caller, on every protocol: a client that drops its
 * connection while the heavy `flight_pairs` statement runs (1.8 × 10^11 join
 * rows, a 120 s limit) must see that statement stop within seconds. The
 * warehouse's own count of running statements is the witness. Exact times
 * are measured by bench/soak/sessions.ts, not asserted here.
 */
let server: RunningServer;
let removeContracts: () => Promise<void>;
const auth = { authorization: `Bearer ${HEAVY.key}` };
const running = () => server.service.warehouse.runningStatements;

beforeAll(async () => {
  const contracts = await heavyContractsDir();
  removeContracts = contracts.remove;
  server = await startDemoServer((c) =>
    withHeavyConsumer({ ...c, warehouse: { ...c.warehouse, query_timeout_ms: 120_000 } }, contracts.dir),
  );
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

describe('a dropped client stops its warehouse statement', () => {
  it('the heavy query is heavy: 1.8 × 10^11 pairs to count', async () => {
    const result = await server.service.warehouse.execute({
      sql: 'SELECT sum(c * c)::DOUBLE AS pairs FROM (SELECT count(*) AS c FROM flights GROUP BY origin)',
      params: [],
    });
    expect(Number(result.rows[0]?.[0])).toBeGreaterThan(1e11);
  });

  it('REST', async () => {
    const url = `${server.url}/v1/api/${HEAVY.slug}/query`;
    const stoppedIn = await dropWhileRunning(() => openRequest(url, HEAVY.query, auth));
    expect(stoppedIn).toBeLessThan(10_000);
  });

  it('chat', async () => {
    const url = `${server.url}/v1/api/${HEAVY.slug}/chat/completions`;
    const body = {
      model: 'charter-test',
      stream: true,
      messages: [{ role: 'user', content: HEAVY.question }],
    };
    const stoppedIn = await dropWhileRunning(() => openRequest(url, body, auth));
    expect(stoppedIn).toBeLessThan(10_000);
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
    const stoppedIn = await dropWhileRunning(() => openRequest(url, call, headers));
    expect(stoppedIn).toBeLessThan(10_000);
    // The session outlives the dropped call and is no longer busy.
    const list = await rawPost(url, { jsonrpc: '2.0', id: 3, method: 'tools/list' }, session);
    expect(list.status).toBe(200);
  });
});
