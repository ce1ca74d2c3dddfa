import { type Socket, connect as tcpConnect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/load.js';
import type { Consumer, ConsumerLimits } from '../../src/consumers/model.js';
import { KEYS, postJson, type RunningServer, startDemoServer } from '../helpers/server.js';
import { INITIALIZE, rawPost } from '../mcp/helpers.js';

/** The demo config with some consumers' limits replaced (and any other change `more` makes). */
function withLimits(
  limits: Readonly<Record<string, Partial<ConsumerLimits>>>,
  more: (c: Config) => Config = (c) => c,
): (c: Config) => Config {
  return (config) =>
    more({
      ...config,
      consumers: config.consumers.map(
        (c): Consumer => (limits[c.slug] ? { ...c, limits: { ...c.limits, ...limits[c.slug] } } : c),
      ),
    });
}

/** One request per window of 20 s: the second request within a test is always over the rate. */
const ONE_PER_20S = { requests_per_second: 0.05, burst: 1 };
const GENEROUS = { requests_per_second: 10_000, burst: 10_000 };

const monthly = (limit = 100) => ({
  contract_name: 'flights',
  query: {
    dimensions: [{ name: 'flight_date', time_grain: 'month' }],
    measures: ['flight_count', 'avg_delay', 'delayed_flights', 'total_distance'],
    limit,
  },
});

function expectRetryAfter(headers: Headers, atMost: number): number {
  const value = Number(headers.get('retry-after'));
  expect(Number.isInteger(value)).toBe(true);
  expect(value).toBeGreaterThanOrEqual(1);
  expect(value).toBeLessThanOrEqual(atMost);
  return value;
}

/**
 * A REST request whose headers are sent and whose body is held back: it is
 * admitted (the hook runs before the body is read) and stays in progress,
 * holding one of its consumer's slots, until `finish` sends the rest.
 */
async function heldRequest(url: string, slug: string, key: string) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify(monthly());
  const socket: Socket = tcpConnect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.write(
    `POST /v1/api/${slug}/query HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${key}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
  );
  return {
    /** Sends the rest of the body and resolves with the response's status. */
    async finish(): Promise<number> {
      socket.write(body.slice(5));
      for (let waited = 0; !/^HTTP\/1\.1 \d{3}/.test(received) && waited < 20_000; waited += 20) {
        await sleep(20);
      }
      socket.destroy();
      return Number(received.slice(9, 12));
    },
    close: () => socket.destroy(),
  };
}

describe('per-consumer limits at the HTTP entry', () => {
  let server: RunningServer;
  const url = (slug: string, path: string) => `${server.url}/v1/api/${slug}/${path}`;

  beforeAll(async () => {
    server = await startDemoServer(
      withLimits({
        'rest-only': ONE_PER_20S,
        'analytics-app': ONE_PER_20S,
        'state-portal': ONE_PER_20S,
        'ops-agent': { ...GENEROUS, max_concurrent: 1, max_wait_ms: 1_500 },
      }),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('REST: over the rate → 429 rate_limited with Retry-After, before the body is parsed', async () => {
    const first = await postJson(url('rest-only', 'query'), monthly(), KEYS.rest);
    expect(first.status).toBe(200);
    // Not even JSON: a shed request is refused without reading its body.
    const second = await postJson(url('rest-only', 'query'), '{not json', KEYS.rest);
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ code: 'rate_limited', errors: null });
    expectRetryAfter(second.headers, 20);
  });

  it('chat: over the rate → 429 rate_limited with Retry-After, before the stream starts', async () => {
    const turn = {
      model: 'charter',
      stream: false,
      messages: [{ role: 'user', content: 'flights by month' }],
    };
    const first = await postJson(url('analytics-app', 'chat/completions'), turn, KEYS.analytics);
    expect(first.status).toBe(200);
    const second = await postJson(url('analytics-app', 'chat/completions'), turn, KEYS.analytics);
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ code: 'rate_limited' });
    expectRetryAfter(second.headers, 20);
  });

  it('MCP: over the rate → 429 rate_limited with Retry-After', async () => {
    const headers = { authorization: `Bearer ${KEYS.state}` };
    const first = await rawPost(url('state-portal', 'mcp'), INITIALIZE, headers);
    expect(first.status).toBe(200);
    const second = await rawPost(url('state-portal', 'mcp'), INITIALIZE, headers);
    expect(second.status).toBe(429);
    expect(second.json).toMatchObject({ code: 'rate_limited' });
    expectRetryAfter(second.headers, 20);
  });

  it('over max_concurrent: waits max_wait_ms, then 429 concurrency_limited with Retry-After', async () => {
    const held = await heldRequest(server.url, 'ops-agent', KEYS.ops);
    try {
      await sleep(300); // the held request's headers are in and it holds the consumer's one slot
      const started = performance.now();
      const refused = await postJson(url('ops-agent', 'query'), monthly(), KEYS.ops);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'concurrency_limited' });
      expectRetryAfter(refused.headers, 1);
      // It waited for a slot before giving up (a lower bound only).
      expect(performance.now() - started).toBeGreaterThanOrEqual(1_400);
    } finally {
      held.close();
    }
  });

  it('a request waiting for a slot takes it when the one in progress ends', async () => {
    const held = await heldRequest(server.url, 'ops-agent', KEYS.ops);
    await sleep(300);
    const waiting = postJson(url('ops-agent', 'query'), { contract_name: 'nope', query: {} }, KEYS.ops);
    await sleep(200);
    // The held request completes (flights is not linked to ops-agent: 403), which frees the slot.
    expect(await held.finish()).toBe(403);
    const admitted = await waiting;
    expect(admitted.status).not.toBe(429);
    expect(admitted.body).toMatchObject({ code: 'contract_not_found' });
  });

  it('the MCP GET stream holds no concurrency slot', async () => {
    const mcp = url('ops-agent', 'mcp');
    const auth = { authorization: `Bearer ${KEYS.ops}` };
    const init = await rawPost(mcp, INITIALIZE, auth);
    expect(init.status).toBe(200);
    const session = {
      ...auth,
      'mcp-session-id': init.headers.get('mcp-session-id') ?? '',
      'mcp-protocol-version': '2025-06-18',
    };
    expect(
      (await rawPost(mcp, { jsonrpc: '2.0', method: 'notifications/initialized' }, session)).status,
    ).toBe(202);
    const stream = new AbortController();
    const get = await fetch(mcp, {
      headers: { ...session, accept: 'text/event-stream' },
      signal: stream.signal,
    });
    try {
      expect(get.status).toBe(200);
      // With max_concurrent 1 the open stream would otherwise leave no slot for this call.
      const list = await rawPost(mcp, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, session);
      expect(list.status).toBe(200);
      expect(list.text).toContain('query_contract');
    } finally {
      stream.abort();
    }
  });

  it('health and readiness are never limited', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    }
  });
});

describe('fair admission in front of the warehouse', () => {
  let server: RunningServer;
  const queryUrl = (slug: string) => `${server.url}/v1/api/${slug}/query`;
  const QUEUE = 12;

  beforeAll(async () => {
    server = await startDemoServer(
      withLimits({ 'analytics-app': { ...GENEROUS, max_concurrent: 200 }, 'rest-only': GENEROUS }, (c) =>
        c.warehouse.engine === 'duckdb'
          ? {
              ...c,
              warehouse: { ...c.warehouse, max_concurrent_statements: 1, max_queued_statements: QUEUE },
              // The flood must queue at the warehouse: the result cache would fold pages of one query into one statement.
              cache: { ...c.cache, enabled: false },
            }
          : c,
      ),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it("one consumer's flood neither starves another consumer nor blocks health checks; refusals carry Retry-After", async () => {
    const warehouse = server.service.warehouse;
    // One statement runs (max_concurrent_statements: 1); every other one the warehouse holds is waiting.
    const waiting = () => warehouse.runningStatements - 1;
    const pending = new Set<number>();
    // Distinct statements (limits differ), so no cache or coalescing could fold them into one.
    const flood = Array.from({ length: 40 }, (_, i) => {
      pending.add(i);
      return postJson(queryUrl('analytics-app'), monthly(100 + i), KEYS.analytics).finally(() =>
        pending.delete(i),
      );
    });
    for (let waited = 0; waiting() < QUEUE && waited < 30_000; waited += 10) {
      await sleep(10);
    }
    expect(waiting()).toBe(QUEUE);

    const health = await fetch(`${server.url}/healthz`);
    const ready = await fetch(`${server.url}/readyz`);
    expect([health.status, ready.status]).toEqual([200, 200]);
    expect(waiting()).toBeGreaterThan(QUEUE / 2);

    const other = await postJson(queryUrl('rest-only'), monthly(), KEYS.rest);
    const floodStillPending = pending.size;
    expect(other.status).toBe(200);
    // Round-robin: the other consumer's statement ran right after the one running when it came,
    // ahead of the flood's queue (which FIFO would have made it wait behind, or refused).
    expect(floodStillPending).toBeGreaterThanOrEqual(QUEUE / 2);

    const outcomes = await Promise.all(flood);
    const busy = outcomes.filter((o) => o.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(outcomes.every((o) => o.status === 200 || o.status === 503)).toBe(true);
    for (const refused of busy) {
      expect(refused.body).toMatchObject({ code: 'warehouse_busy' });
      expectRetryAfter(refused.headers, 30);
    }
  });
});
