import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/load.js';
import { freePort, startRedis, stopProcess, until } from '../helpers/processes.js';
import { redisUnreachable, TEST_REDIS_URL } from '../helpers/redis.js';
import { KEYS, openRequest, type RunningServer, waitUntil } from '../helpers/server.js';
import { connect, INITIALIZE, mcpUrl, rawPost, startServer, structured } from './helpers.js';

const CI = process.env.CI === 'true';
const unreachable = await redisUnreachable(TEST_REDIS_URL);
if (unreachable && !CI) {
  console.warn(`Skipping the MCP replica suite: ${TEST_REDIS_URL} is not reachable (${unreachable}).`);
}

/** The demo service with its MCP sessions in the Redis at `url`, under `prefix`. */
function withSharedSessions(url: string, prefix: string, extra: Partial<Config['mcp']> = {}) {
  return (c: Config): Config => ({ ...c, mcp: { ...c.mcp, redis_url: url, redis_prefix: prefix, ...extra } });
}

/** An official v1 client that joins a session opened elsewhere (the SDK's reconnect: no second initialize). */
async function join(
  server: RunningServer,
  slug: string,
  key: string,
  sessionId: string,
  headers: Record<string, string> = {},
): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl(server, slug)), {
    sessionId,
    requestInit: { headers: { authorization: `Bearer ${key}`, ...headers } },
  });
  const client = new Client({ name: 'charter-tests-joined', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

const HEAVY_SQL = 'SELECT count(*) AS pairs FROM flights a JOIN flights b ON a.origin = b.origin';

const STATE_QUERY = {
  contract_name: 'regional_flights',
  query: { dimensions: ['origin_state'], measures: ['flight_count'] },
};

describe.skipIf(unreachable !== null && !CI)(
  '2025-11-25 sessions shared by two replicas through Redis',
  () => {
    const prefix = `charter-test:mcp:${randomUUID()}:`;
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
    let a: RunningServer;
    let b: RunningServer;

    beforeAll(async () => {
      expect(unreachable).toBeNull();
      await redis.connect();
      a = await startServer(withSharedSessions(TEST_REDIS_URL, prefix));
      b = await startServer(withSharedSessions(TEST_REDIS_URL, prefix));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.unlink(...keys);
      redis.disconnect();
    });

    it('a session opened on one replica is used on the other, and its record is in Redis', async () => {
      const { client, transport } = await connect(a, 'ops-agent', KEYS.ops);
      const sessionId = transport.sessionId ?? '';
      expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
      const record = await redis.hgetall(`${prefix}s:${sessionId}`);
      expect(record).toMatchObject({ consumer: 'ops-agent', version: '2025-11-25', inflight: '0' });
      expect(JSON.parse(record.client ?? 'null')).toEqual({ name: 'charter-tests', version: '1.0.0' });
      expect(await redis.pttl(`${prefix}s:${sessionId}`)).toBeGreaterThan(0);

      const onB = await join(b, 'ops-agent', KEYS.ops, sessionId);
      const tools = await onB.listTools();
      expect(tools.tools.map((t) => t.name).sort()).toEqual([
        'describe_object',
        'execute_sql',
        'query_contract',
        'search_objects',
      ]);
      const found = await onB.callTool({
        name: 'search_objects',
        arguments: { query: 'flights by airport', keywords: ['flight', 'airport'] },
      });
      expect(found.isError).toBeFalsy();
      // And back on A, with the same session.
      expect((await client.listResources()).resources.length).toBeGreaterThan(0);
      await onB.close();
      await client.close();
    });

    it('DELETE on one replica ends the session on both', async () => {
      const { transport } = await connect(a, 'ops-agent', KEYS.ops);
      const sessionId = transport.sessionId ?? '';
      const onB = new StreamableHTTPClientTransport(new URL(mcpUrl(b, 'ops-agent')), {
        sessionId,
        requestInit: { headers: { authorization: `Bearer ${KEYS.ops}` } },
      });
      await onB.terminateSession();
      expect(await redis.exists(`${prefix}s:${sessionId}`)).toBe(0);
      for (const server of [a, b]) {
        const res = await rawPost(
          mcpUrl(server, 'ops-agent'),
          { jsonrpc: '2.0', id: 2, method: 'tools/list' },
          { authorization: `Bearer ${KEYS.ops}`, 'mcp-session-id': sessionId },
        );
        expect(res.status).toBe(404);
        expect(res.json).toMatchObject({ code: 'mcp_session_not_found' });
      }
    });

    it('another key or consumer is refused on both replicas (404, ids are not probeable)', async () => {
      const { client, transport } = await connect(a, 'ops-agent', KEYS.ops);
      const sessionId = transport.sessionId ?? '';
      for (const server of [a, b]) {
        for (const [slug, key] of [
          ['analytics-app', KEYS.analytics],
          ['ops-agent', KEYS.sql],
        ] as const) {
          const res = await rawPost(
            mcpUrl(server, slug),
            { jsonrpc: '2.0', id: 2, method: 'tools/list' },
            { authorization: `Bearer ${key}`, 'mcp-session-id': sessionId },
          );
          expect([403, 404]).toContain(res.status);
          if (res.status === 404) expect(res.json).toMatchObject({ code: 'mcp_session_not_found' });
        }
      }
      // The owner still works afterwards.
      expect((await client.listTools()).tools.length).toBe(4);
      await client.close();
    });

    it('the RLS context bound at initialize holds on both replicas and cannot change', async () => {
      const bound = { 'x-charter-context': JSON.stringify({ state: 'CA' }) };
      const { client, transport } = await connect(a, 'state-portal', KEYS.state, bound);
      const sessionId = transport.sessionId ?? '';
      // The model asks for NY; the session's CA wins, on either replica.
      const args = { ...STATE_QUERY, context: { state: 'NY' } };
      const onA = structured<{ rows: { origin_state: string }[] }>(
        await client.callTool({ name: 'query_contract', arguments: args }),
      );
      const onB = await join(b, 'state-portal', KEYS.state, sessionId);
      const fromB = structured<{ rows: { origin_state: string }[] }>(
        await onB.callTool({ name: 'query_contract', arguments: args }),
      );
      expect(onA.rows.map((r) => r.origin_state)).toEqual(['CA']);
      expect(fromB.rows).toEqual(onA.rows);
      const changed = await rawPost(
        mcpUrl(b, 'state-portal'),
        { jsonrpc: '2.0', id: 9, method: 'tools/list' },
        {
          authorization: `Bearer ${KEYS.state}`,
          'mcp-session-id': sessionId,
          'x-charter-context': JSON.stringify({ state: 'NY' }),
        },
      );
      expect(changed.status).toBe(400);
      await onB.close();
      await client.close();
    });

    it('GET answers 405 (no server stream across replicas); the client carries on without one', async () => {
      const { client, transport } = await connect(b, 'ops-agent', KEYS.ops);
      const res = await fetch(mcpUrl(a, 'ops-agent'), {
        headers: {
          authorization: `Bearer ${KEYS.ops}`,
          accept: 'text/event-stream',
          'mcp-session-id': transport.sessionId ?? '',
        },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, DELETE');
      expect(await res.json()).toMatchObject({ code: 'method_not_allowed' });
      expect((await client.listTools()).tools.length).toBe(4);
      await client.close();
    });

    it('a tools/call is answered with one JSON body, nothing before the result (a balancer can re-send it)', async () => {
      const bound = { 'x-charter-context': JSON.stringify({ state: 'CA' }) };
      const opened = await rawPost(mcpUrl(a, 'state-portal'), INITIALIZE, {
        authorization: `Bearer ${KEYS.state}`,
        ...bound,
      });
      expect(opened.headers.get('content-type')).toMatch(/^application\/json/);
      const call = await rawPost(
        mcpUrl(b, 'state-portal'),
        {
          jsonrpc: '2.0',
          id: 7,
          method: 'tools/call',
          params: { name: 'query_contract', arguments: STATE_QUERY },
        },
        {
          authorization: `Bearer ${KEYS.state}`,
          'mcp-session-id': opened.headers.get('mcp-session-id') ?? '',
        },
      );
      expect(call.status).toBe(200);
      expect(call.headers.get('content-type')).toMatch(/^application\/json/);
      expect(call.json).toMatchObject({
        jsonrpc: '2.0',
        id: 7,
        result: { structuredContent: { rows: expect.any(Array) } },
      });
    });

    it('notifications/cancelled sent to one replica stops the call running on the other', async () => {
      const opened = await rawPost(mcpUrl(a, 'sql-explorer'), INITIALIZE, {
        authorization: `Bearer ${KEYS.sql}`,
      });
      const session = {
        authorization: `Bearer ${KEYS.sql}`,
        'mcp-session-id': opened.headers.get('mcp-session-id') ?? '',
      };
      const before = a.service.warehouse.runningStatements;
      const call = openRequest(
        mcpUrl(a, 'sql-explorer'),
        {
          jsonrpc: '2.0',
          id: 31,
          method: 'tools/call',
          params: { name: 'execute_sql', arguments: { sql: HEAVY_SQL } },
        },
        { accept: 'application/json, text/event-stream', ...session },
      );
      await waitUntil(() => a.service.warehouse.runningStatements > before, 20_000, 'the statement to start');
      const cancel = await rawPost(
        mcpUrl(b, 'sql-explorer'),
        {
          jsonrpc: '2.0',
          method: 'notifications/cancelled',
          params: { requestId: 31, reason: 'user gave up' },
        },
        session,
      );
      expect(cancel.status).toBe(202);
      const ended = await Promise.race([call.done, sleep(10_000).then(() => null)]);
      expect(ended, 'the cancelled POST on the other replica ended').not.toBeNull();
      // A cancelled request gets no answer: its JSON-mode POST ends as 202 without body.
      expect(ended?.status).toBe(202);
      expect(ended?.text).toBe('');
      await waitUntil(
        () => a.service.warehouse.runningStatements === before,
        10_000,
        'the statement to stop',
      );
      // Nothing is left in flight for the session.
      expect(await redis.hget(`${prefix}s:${session['mcp-session-id']}`, 'inflight')).toBe('0');
    });

    it('session quotas are counted across replicas', async () => {
      const quotaPrefix = `${prefix}quota:`;
      const limited = withSharedSessions(TEST_REDIS_URL, quotaPrefix, { max_sessions_per_key: 2 });
      const c = await startServer(limited);
      const d = await startServer(limited);
      try {
        const headers = { authorization: `Bearer ${KEYS.ops}` };
        const first = await rawPost(mcpUrl(c, 'ops-agent'), INITIALIZE, headers);
        const second = await rawPost(mcpUrl(d, 'ops-agent'), INITIALIZE, headers);
        expect([first.status, second.status]).toEqual([200, 200]);
        expect(await redis.zcard(`${quotaPrefix}k:${await keyIdOf(c)}`)).toBe(2);
        // The third, on either replica, evicts the least recently used idle one (the first).
        const third = await rawPost(mcpUrl(c, 'ops-agent'), INITIALIZE, headers);
        expect(third.status).toBe(200);
        const old = await rawPost(
          mcpUrl(d, 'ops-agent'),
          { jsonrpc: '2.0', id: 2, method: 'tools/list' },
          { ...headers, 'mcp-session-id': first.headers.get('mcp-session-id') ?? '' },
        );
        expect(old.status).toBe(404);
        expect(await redis.zcard(`${quotaPrefix}k:${await keyIdOf(c)}`)).toBe(2);
      } finally {
        await c.close();
        await d.close();
      }
    });
  },
);

/** The key id the demo's ops key has (what the per-key quota counts by). */
async function keyIdOf(server: RunningServer): Promise<string> {
  return server.service.keys.authenticate(`Bearer ${KEYS.ops}`).keyId;
}

describe.skipIf(unreachable !== null && !CI)(
  'Redis down: the session store fails clearly and recovers',
  () => {
    let port = 0;
    let child: ChildProcess | undefined;
    let server: RunningServer;
    beforeAll(async () => {
      port = await freePort();
      child = await startRedis(port);
      server = await startServer(withSharedSessions(`redis://127.0.0.1:${port}`, 'charter-test:mcp-down:'));
    });
    afterAll(async () => {
      await server?.close();
      child?.kill('SIGKILL');
    });

    it('initialize answers 503 session_store_unavailable while Redis is down, and works again after', async () => {
      const headers = { authorization: `Bearer ${KEYS.ops}` };
      const { client, transport } = await connect(server, 'ops-agent', KEYS.ops);
      const sessionId = transport.sessionId ?? '';
      if (child) await stopProcess(child);
      const refused = await rawPost(mcpUrl(server, 'ops-agent'), INITIALIZE, headers);
      expect(refused.status).toBe(503);
      expect(refused.json).toMatchObject({ code: 'session_store_unavailable' });
      expect(refused.headers.get('retry-after')).toBe('2');
      const existing = await rawPost(
        mcpUrl(server, 'ops-agent'),
        { jsonrpc: '2.0', id: 3, method: 'tools/list' },
        { ...headers, 'mcp-session-id': sessionId },
      );
      expect(existing.status).toBe(503);
      expect(existing.json).toMatchObject({ code: 'session_store_unavailable' });

      child = await startRedis(port);
      await until(async () => {
        const res = await rawPost(mcpUrl(server, 'ops-agent'), INITIALIZE, headers);
        return res.status === 200;
      }, 'initialize after Redis returned');
      await client.close().catch(() => undefined);
    });
  },
);

describe.skipIf(unreachable !== null && !CI)(
  'the shared-sessions gauge: sessions in Redis counted across replicas',
  () => {
    let port = 0;
    let child: ChildProcess | undefined;
    let a: RunningServer;
    let b: RunningServer;
    const withMetrics =
      (url: string) =>
      (c: Config): Config => {
        const shared = withSharedSessions(url, 'charter-test:mcp-gauge:')(c);
        return { ...shared, observability: { ...shared.observability, metrics: { enabled: true } } };
      };
    const gauge = async (server: RunningServer): Promise<number> => {
      const res = await fetch(`${server.url}/metrics`, {
        headers: { authorization: 'Bearer demo-admin-key' },
      });
      expect(res.status).toBe(200);
      const line = (await res.text()).split('\n').find((l) => l.startsWith('charter_mcp_sessions_shared '));
      return Number(line?.split(' ')[1]);
    };

    beforeAll(async () => {
      port = await freePort();
      child = await startRedis(port);
      a = await startServer(withMetrics(`redis://127.0.0.1:${port}`));
      b = await startServer(withMetrics(`redis://127.0.0.1:${port}`));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      child?.kill('SIGKILL');
    });

    it('every replica reports the sessions all replicas opened; a DELETE lowers it; NaN while Redis is down', async () => {
      expect(await gauge(a)).toBe(0);
      const one = await connect(a, 'ops-agent', KEYS.ops);
      const two = await connect(a, 'analytics-app', KEYS.analytics);
      const three = await connect(b, 'ops-agent', KEYS.ops);
      expect([await gauge(a), await gauge(b)]).toEqual([3, 3]);
      await two.transport.terminateSession();
      expect([await gauge(a), await gauge(b)]).toEqual([2, 2]);

      if (child) await stopProcess(child);
      expect(await gauge(a)).toBeNaN();
      child = await startRedis(port);
      // A restarted Redis (no persistence here) holds no sessions: the count reads 0 once it is back.
      await until(async () => (await gauge(b)) === 0, 'the gauge after Redis returned');
      for (const c of [one, two, three]) await c.client.close().catch(() => undefined);
    });
  },
);
