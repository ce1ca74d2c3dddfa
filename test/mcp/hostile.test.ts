import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../src/auth/keys.js';
import type { Config } from '../../src/config/load.js';
import { KEYS, openRequest, type RunningServer, waitUntil } from '../helpers/server.js';
import { connect, INITIALIZE, mcpUrl, startServer } from './helpers.js';

/**
 * Hostile callers of the MCP endpoint: session floods, cancelled and dropped
 * calls, expiry, shutdown and forged Host headers, over the real server with
 * raw HTTP (for statuses, headers and sockets) and the official SDK client.
 * Busy sessions are made with a statement that runs for minutes unless
 * cancelled (1.8 × 10^11 join rows); the warehouse's count of running
 * statements shows when it stops.
 */
const HEAVY_SQL = 'SELECT count(*) AS pairs FROM flights a JOIN flights b ON a.origin = b.origin';
const SECOND_ANALYTICS_KEY = 'hostile-second-analytics-key';
const ACCEPT = 'application/json, text/event-stream';
const auth = (key: string) => ({ authorization: `Bearer ${key}` });

/** Demo config with small session bounds, a long statement limit and a second analytics key. */
function hostile(mcp: Partial<Config['mcp']>, server: Partial<Config['server']> = {}) {
  return (c: Config): Config => ({
    ...c,
    server: { ...c.server, ...server },
    mcp: { ...c.mcp, ...mcp },
    warehouse: { ...c.warehouse, query_timeout_ms: 120_000 },
    // The same heavy statement runs in several tests: each must reach the warehouse, not the result cache.
    cache: { ...c.cache, enabled: false },
    apiKeys: [
      ...c.apiKeys,
      { id: 'second', sha256: hashKey(SECOND_ANALYTICS_KEY), consumers: ['analytics-app'] },
    ],
  });
}

/** JSON-RPC messages of a response: the `data:` lines of an SSE body, or a JSON body. */
function messagesOf(text: string): Record<string, unknown>[] {
  if (!text.includes('data:')) return text ? [JSON.parse(text) as Record<string, unknown>] : [];
  return text
    .split('\n')
    .filter((l) => l.startsWith('data:') && l.slice(5).trim() !== '')
    .map((l) => JSON.parse(l.slice(5)) as Record<string, unknown>);
}

/** One raw MCP POST; `headers` may carry any Host. */
async function post(server: RunningServer, slug: string, body: unknown, headers: Record<string, string>) {
  const res = await openRequest(mcpUrl(server, slug), body, { accept: ACCEPT, ...headers }).done;
  return { ...res, messages: messagesOf(res.text) };
}

/** Initializes a session; returns the status, and the headers later requests need (when it succeeded). */
async function open(server: RunningServer, slug: string, key: string, extra: Record<string, string> = {}) {
  const res = await post(server, slug, INITIALIZE, { ...auth(key), ...extra });
  const id = res.headers['mcp-session-id'];
  const session = { ...auth(key), ...extra, 'mcp-session-id': String(id) };
  if (res.status === 200) {
    await post(server, slug, { jsonrpc: '2.0', method: 'notifications/initialized' }, session);
  }
  return { status: res.status, res, session };
}

const listTools = (server: RunningServer, slug: string, session: Record<string, string>) =>
  post(server, slug, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, session).then((r) => r.status);

/** Starts the heavy statement in a session (left running) and waits until the warehouse runs it. */
async function busy(server: RunningServer, session: Record<string, string>, id = 7) {
  const before = server.service.warehouse.runningStatements;
  const call = openRequest(
    mcpUrl(server, 'sql-explorer'),
    {
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'execute_sql', arguments: { sql: HEAVY_SQL } },
    },
    { accept: ACCEPT, ...session },
  );
  await waitUntil(
    () => server.service.warehouse.runningStatements > before,
    20_000,
    'the statement to start',
  );
  return call;
}

const stopped = (server: RunningServer) =>
  waitUntil(() => server.service.warehouse.runningStatements === 0, 10_000, 'the statement to stop');

describe('session quotas per key and consumer', () => {
  it('one key opening sessions far past its quota recycles only its own idle sessions', async () => {
    const server = await startServer(
      hostile({ max_sessions: 6, max_sessions_per_consumer: 4, max_sessions_per_key: 3 }),
    );
    try {
      const other = await open(server, 'state-portal', KEYS.state);
      const sameConsumerOtherKey = await open(server, 'analytics-app', SECOND_ANALYTICS_KEY);
      const flood: Record<string, string>[] = [];
      for (let i = 0; i < 20; i++) {
        const s = await open(server, 'analytics-app', KEYS.analytics);
        expect(s.status, `initialize ${i}`).toBe(200);
        flood.push(s.session);
      }
      expect(await listTools(server, 'state-portal', other.session)).toBe(200);
      expect(await listTools(server, 'analytics-app', sameConsumerOtherKey.session)).toBe(200);
      // The flooding key keeps its three most recent sessions; its older ones were evicted (404).
      for (const s of flood.slice(-3)) expect(await listTools(server, 'analytics-app', s)).toBe(200);
      expect(await listTools(server, 'analytics-app', flood[0] as Record<string, string>)).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('a burst of concurrent initializes never leaves a key above its quota', async () => {
    const server = await startServer(hostile({ max_sessions_per_key: 3 }));
    try {
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => open(server, 'analytics-app', KEYS.analytics)),
      );
      // A session still initializing is busy, so part of a burst may be refused; none slips past the count.
      for (const s of burst) expect([200, 429]).toContain(s.status);
      expect(burst.filter((s) => s.status === 200).length).toBeGreaterThanOrEqual(3);
      const live = await Promise.all(
        burst.filter((s) => s.status === 200).map((s) => listTools(server, 'analytics-app', s.session)),
      );
      expect(live.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
    } finally {
      await server.close();
    }
  });

  it('busy at its quota: 429 with Retry-After; a full bound never evicts another consumer: 503', async () => {
    const server = await startServer(
      hostile({ max_sessions: 2, max_sessions_per_consumer: 2, max_sessions_per_key: 1 }),
    );
    try {
      const sql = await open(server, 'sql-explorer', KEYS.sql);
      const call = await busy(server, sql.session);

      const overQuota = await open(server, 'sql-explorer', KEYS.sql);
      expect(overQuota.status).toBe(429);
      expect(overQuota.res.headers['retry-after']).toMatch(/^\d+$/);
      expect(overQuota.res.messages[0]).toMatchObject({ code: 'session_quota_exceeded', errors: null });

      const ops = await open(server, 'ops-agent', KEYS.ops);
      expect(ops.status).toBe(200);
      const full = await open(server, 'analytics-app', KEYS.analytics);
      expect(full.status).toBe(503);
      expect(full.res.headers['retry-after']).toMatch(/^\d+$/);
      expect(full.res.messages[0]).toMatchObject({ code: 'too_many_sessions' });
      // The idle ops-agent session was not evicted for another consumer; its owner may recycle it.
      expect(await listTools(server, 'ops-agent', ops.session)).toBe(200);
      const opsAgain = await open(server, 'ops-agent', KEYS.ops);
      expect(opsAgain.status).toBe(200);
      expect(await listTools(server, 'ops-agent', ops.session)).toBe(404);

      call.drop();
      await stopped(server);
      // The session is idle again, so its own key may replace it.
      expect((await open(server, 'sql-explorer', KEYS.sql)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('cancellation', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(hostile({}));
    // Rollups build in the background after start: let them finish so running statements are this suite's.
    await server.service.rollups?.whenIdle();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('notifications/cancelled ends the POST at once, answers nothing for it, and stops its statement', async () => {
    const { session } = await open(server, 'sql-explorer', KEYS.sql);
    const call = await busy(server, session, 7);
    const cancel = await post(
      server,
      'sql-explorer',
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7, reason: 'user gave up' } },
      session,
    );
    expect(cancel.status).toBe(202);
    const ended = await Promise.race([call.done, sleep(10_000).then(() => null)]);
    expect(ended, 'the cancelled POST ended').not.toBeNull();
    expect(ended?.status).toBe(200);
    expect(messagesOf(ended?.text ?? '').filter((m) => m.id === 7)).toEqual([]);
    await stopped(server);
    expect(await listTools(server, 'sql-explorer', session)).toBe(200);
  });

  it('cancelling one call of a batch ends the POST and stops every statement it carried', async () => {
    const { session } = await open(server, 'sql-explorer', KEYS.sql);
    const call = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'execute_sql', arguments: { sql: HEAVY_SQL } },
    });
    const batch = openRequest(mcpUrl(server, 'sql-explorer'), [call(21), call(22)], {
      accept: ACCEPT,
      ...session,
    });
    await waitUntil(
      () => server.service.warehouse.runningStatements === 2,
      20_000,
      'both statements to start',
    );
    await post(
      server,
      'sql-explorer',
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 21 } },
      session,
    );
    const ended = await Promise.race([batch.done, sleep(10_000).then(() => null)]);
    expect(ended, 'the batch POST ended').not.toBeNull();
    await stopped(server);
  });

  it('the official client’s abort cancels the call and its statement', async () => {
    const { client } = await connect(server, 'sql-explorer', KEYS.sql);
    try {
      const abort = new AbortController();
      const result = client
        .callTool({ name: 'execute_sql', arguments: { sql: HEAVY_SQL } }, undefined, { signal: abort.signal })
        .then(
          () => 'answered',
          () => 'rejected',
        );
      await waitUntil(() => server.service.warehouse.runningStatements > 0, 20_000, 'the statement to start');
      abort.abort('no longer needed');
      expect(await result).toBe('rejected');
      await stopped(server);
      expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it('a dropped client socket stops its statement', async () => {
    const { session } = await open(server, 'sql-explorer', KEYS.sql);
    const call = await busy(server, session);
    call.drop();
    await stopped(server);
  });
});

describe('session lifetimes', () => {
  it('an idle session and a session past its lifetime answer 404; a call still running gets an error', async () => {
    const server = await startServer(
      hostile({ session_idle_timeout_ms: 400, session_max_lifetime_ms: 1_500 }),
    );
    try {
      const idle = await open(server, 'analytics-app', KEYS.analytics);
      const active = await open(server, 'analytics-app', KEYS.analytics);
      const sql = await open(server, 'sql-explorer', KEYS.sql);
      const call = await busy(server, sql.session, 9);
      await sleep(800);
      expect(await listTools(server, 'analytics-app', idle.session)).toBe(404);
      // Used every 200 ms, never idle, and still closed once 1.5 s old.
      let status = 200;
      const deadline = performance.now() + 5_000;
      while (status === 200 && performance.now() < deadline) {
        await sleep(200);
        status = await listTools(server, 'analytics-app', active.session);
      }
      expect(status).toBe(404);
      // The busy session expired too: its call got a JSON-RPC error and its statement stopped.
      const answer = messagesOf((await call.done).text).find((m) => m.id === 9);
      expect(answer).toMatchObject({ error: { data: { code: 'mcp_session_not_found' } } });
      await stopped(server);
      expect(await listTools(server, 'sql-explorer', sql.session)).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('shutdown', () => {
  it('an in-flight call gets a JSON-RPC error, not an empty 200, when the server closes', async () => {
    const server = await startServer(hostile({}));
    const { session } = await open(server, 'sql-explorer', KEYS.sql);
    const call = await busy(server, session, 11);
    await server.app.close();
    const res = await call.done;
    expect(res.status).toBe(200);
    expect(messagesOf(res.text)).toEqual([
      {
        jsonrpc: '2.0',
        id: 11,
        error: {
          code: -32603,
          message: 'The server is shutting down and cancelled this call; retry shortly.',
          data: {
            message: 'The server is shutting down and cancelled this call; retry shortly.',
            code: 'server_shutting_down',
            errors: null,
          },
        },
      },
    ]);
    await stopped(server);
    await server.service.close();
  });
});

describe('manifest URLs and the Host header', () => {
  /** The MCP endpoint URL the manifest of a session initialized with `host` advertises. */
  async function advertised(server: RunningServer, host: string): Promise<string> {
    const { session, status } = await open(server, 'analytics-app', KEYS.analytics, { host });
    expect(status).toBe(200);
    const read = await post(
      server,
      'analytics-app',
      {
        jsonrpc: '2.0',
        id: 3,
        method: 'resources/read',
        params: { uri: 'svc://consumer/analytics-app/manifest' },
      },
      session,
    );
    const result = read.messages[0]?.result as { contents: { text: string }[] };
    return (JSON.parse(result.contents[0]?.text ?? '{}') as { endpoints: { mcp: string } }).endpoints.mcp;
  }

  it('default: loopback Hosts are used; any other Host gets the listen address', async () => {
    const server = await startServer();
    try {
      expect(await advertised(server, 'localhost:4321')).toBe(
        'http://localhost:4321/v1/api/analytics-app/mcp',
      );
      for (const host of ['evil.example', 'evil.example:8080', 'localhost.evil.example']) {
        expect(await advertised(server, host), host).toBe(`${server.url}/v1/api/analytics-app/mcp`);
      }
      // The OpenAPI document's server URL follows the same rule.
      const doc = await new Promise<string>((ok, fail) =>
        get(`${server.url}/v1/openapi.json`, { headers: { host: 'evil.example' } }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
          });
          res.on('end', () => ok(text));
        }).on('error', fail),
      );
      expect((JSON.parse(doc) as { servers: { url: string }[] }).servers[0]?.url).toBe(server.url);
    } finally {
      await server.close();
    }
  });

  it('allowed_hosts replaces the loopback default; public_url wins over any Host', async () => {
    const allowed = await startServer(hostile({}, { allowed_hosts: ['charter.internal'] }));
    try {
      expect(await advertised(allowed, 'charter.internal:8443')).toBe(
        'http://charter.internal:8443/v1/api/analytics-app/mcp',
      );
      expect(await advertised(allowed, 'localhost:4321')).toBe(`${allowed.url}/v1/api/analytics-app/mcp`);
    } finally {
      await allowed.close();
    }
    const pinned = await startServer(hostile({}, { public_url: 'https://charter.example.com/' }));
    try {
      for (const host of ['localhost:4321', 'evil.example']) {
        expect(await advertised(pinned, host)).toBe('https://charter.example.com/v1/api/analytics-app/mcp');
      }
    } finally {
      await pinned.close();
    }
  });
});
