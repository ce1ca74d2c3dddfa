import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/load.js';
import { RESULTS_VIEW_URI, resultsViewHtml, UI_EXTENSION, UI_MIME_TYPE } from '../../src/mcp/app-view.js';
import { redisUnreachable, TEST_REDIS_URL } from '../helpers/redis.js';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { mcpUrl, startServer } from './helpers.js';

const CI = process.env.CI === 'true';
const unreachable = await redisUnreachable(TEST_REDIS_URL);
if (unreachable && !CI) {
  console.warn(
    `Skipping the MCP Apps suite on Redis sessions: ${TEST_REDIS_URL} is not reachable (${unreachable}).`,
  );
}

/** What a host that renders MCP Apps declares (SEP-1865). */
const UI_CAPABILITIES = { extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME_TYPE] } } };

type Listed = { name: string; _meta?: Record<string, unknown> };
const viewOf = (tools: Listed[], name: string) => tools.find((t) => t.name === name)?._meta?.ui;

/** A v1 client on `server`: a new session (initialize, capabilities as given) or one opened elsewhere (`sessionId`). */
async function v1Client(server: RunningServer, ui: boolean, sessionId?: string) {
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl(server, 'ops-agent')), {
    ...(sessionId === undefined ? {} : { sessionId }),
    requestInit: { headers: { authorization: `Bearer ${KEYS.ops}` } },
  });
  const client = new Client(
    { name: 'charter-tests-host', version: '1.0.0' },
    ui ? { capabilities: UI_CAPABILITIES } : {},
  );
  await client.connect(transport);
  return { client, transport };
}

describe.skipIf(unreachable !== null && !CI)(
  'MCP Apps on 2025-11-25 sessions in Redis (two replicas)',
  () => {
    const prefix = `charter-test:appview:${randomUUID()}:`;
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
    const shared = (c: Config): Config => ({
      ...c,
      mcp: { ...c.mcp, redis_url: TEST_REDIS_URL, redis_prefix: prefix },
    });
    let a: RunningServer;
    let b: RunningServer;

    beforeAll(async () => {
      expect(unreachable).toBeNull();
      // Without the console build the link is never offered, and this suite would prove nothing.
      expect(resultsViewHtml()).not.toBeNull();
      await redis.connect();
      a = await startServer(shared);
      b = await startServer(shared);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.unlink(...keys);
      redis.disconnect();
    });

    it('a host that declared the extension sees the view on either replica, and the record says so', async () => {
      const { client, transport } = await v1Client(a, true);
      const sessionId = transport.sessionId ?? '';
      try {
        // tools/list on a: answered by a fresh server that never saw initialize.
        const onA = (await client.listTools()).tools as Listed[];
        expect(viewOf(onA, 'query_contract')).toEqual({ resourceUri: RESULTS_VIEW_URI });
        expect(viewOf(onA, 'execute_sql')).toEqual({ resourceUri: RESULTS_VIEW_URI });
        expect(await redis.hget(`${prefix}s:${sessionId}`, 'ui')).toBe('1');

        const joined = await v1Client(b, false, sessionId);
        try {
          const onB = (await joined.client.listTools()).tools as Listed[];
          expect(viewOf(onB, 'query_contract')).toEqual({ resourceUri: RESULTS_VIEW_URI });
        } finally {
          await joined.client.close();
        }
      } finally {
        await transport.terminateSession();
        await client.close();
      }
    });

    it('a client without the extension sees no view on either replica', async () => {
      const { client, transport } = await v1Client(a, false);
      const sessionId = transport.sessionId ?? '';
      try {
        expect(await redis.hget(`${prefix}s:${sessionId}`, 'ui')).toBe('0');
        const onA = (await client.listTools()).tools as Listed[];
        expect(onA.find((t) => t.name === 'query_contract')).toBeDefined();
        expect(onA.every((t) => t._meta?.ui === undefined)).toBe(true);
        const joined = await v1Client(b, false, sessionId);
        try {
          const onB = (await joined.client.listTools()).tools as Listed[];
          expect(onB.every((t) => t._meta?.ui === undefined)).toBe(true);
        } finally {
          await joined.client.close();
        }
      } finally {
        await transport.terminateSession();
        await client.close();
      }
    });

    it('a record stored without the field (an older replica) reads as not declaring it', async () => {
      const { client, transport } = await v1Client(a, true);
      const sessionId = transport.sessionId ?? '';
      try {
        await redis.hdel(`${prefix}s:${sessionId}`, 'ui');
        const tools = (await client.listTools()).tools as Listed[];
        expect(tools.every((t) => t._meta?.ui === undefined)).toBe(true);
      } finally {
        await transport.terminateSession();
        await client.close();
      }
    });
  },
);
