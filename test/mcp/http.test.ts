import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../src/auth/keys.js';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { connect, INITIALIZE, mcpUrl, rawPost, startServer } from './helpers.js';

let server: RunningServer;
const SECOND_ANALYTICS_KEY = 'second-analytics-key';

beforeAll(async () => {
  // A second key for the same consumer, to show sessions are bound to the key that opened them.
  server = await startServer((c) => ({
    ...c,
    apiKeys: [
      ...c.apiKeys,
      { id: 'second', sha256: hashKey(SECOND_ANALYTICS_KEY), consumers: ['analytics-app'] },
    ],
  }));
});
afterAll(async () => {
  await server?.close();
});

const auth = (key: string) => ({ authorization: `Bearer ${key}` });
const TOOLS_LIST = { jsonrpc: '2.0', id: 2, method: 'tools/list' } as const;

async function initialize(slug: string, key: string, headers: Record<string, string> = {}) {
  const res = await rawPost(mcpUrl(server, slug), INITIALIZE, { ...auth(key), ...headers });
  expect(res.status).toBe(200);
  const id = res.headers.get('mcp-session-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  // Complete the handshake as a client would.
  await rawPost(
    mcpUrl(server, slug),
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { ...auth(key), 'mcp-session-id': id as string, ...headers },
  );
  return id as string;
}

describe('authentication and authorization (every request)', () => {
  it('401 without a key or with an invalid key', async () => {
    for (const headers of [{}, auth('not-a-key'), { authorization: 'Basic abc' }]) {
      const res = await rawPost(mcpUrl(server, 'analytics-app'), INITIALIZE, headers);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ code: 'unauthorized', errors: null });
    }
  });

  it('403 forbidden for another consumer’s key or an unknown consumer', async () => {
    for (const [slug, key] of [
      ['analytics-app', KEYS.state],
      ['state-portal', KEYS.analytics],
      ['no-such-consumer', KEYS.analytics],
    ] as const) {
      const res = await rawPost(mcpUrl(server, slug), INITIALIZE, auth(key));
      expect(res.status, slug).toBe(403);
      expect(res.json).toMatchObject({ code: 'forbidden' });
    }
  });

  it('403 protocol_not_enabled when the consumer has MCP disabled', async () => {
    const res = await rawPost(mcpUrl(server, 'rest-only'), INITIALIZE, auth(KEYS.rest));
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      message: "The MCP server protocol is not enabled for the consumer 'rest-only'.",
      code: 'protocol_not_enabled',
      errors: null,
    });
  });

  it('the official client surfaces the same statuses', async () => {
    const error = await connect(server, 'analytics-app', 'bad-key').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StreamableHTTPError);
    expect((error as StreamableHTTPError).code).toBe(401);
  });

  it('checks the key on requests within a session too', async () => {
    const id = await initialize('analytics-app', KEYS.analytics);
    const noKey = await rawPost(mcpUrl(server, 'analytics-app'), TOOLS_LIST, { 'mcp-session-id': id });
    expect(noKey.status).toBe(401);
    const otherConsumerKey = await rawPost(mcpUrl(server, 'analytics-app'), TOOLS_LIST, {
      ...auth(KEYS.state),
      'mcp-session-id': id,
    });
    expect(otherConsumerKey.status).toBe(403);
  });
});

describe('sessions', () => {
  it('initialize returns a session id that later requests use', async () => {
    const id = await initialize('analytics-app', KEYS.analytics);
    const res = await rawPost(mcpUrl(server, 'analytics-app'), TOOLS_LIST, {
      ...auth(KEYS.analytics),
      'mcp-session-id': id,
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('search_objects');
  });

  it('400 when a request other than initialize has no session id', async () => {
    const post = await rawPost(mcpUrl(server, 'analytics-app'), TOOLS_LIST, auth(KEYS.analytics));
    expect(post.status).toBe(400);
    expect(post.json).toMatchObject({ code: 'invalid_request' });
    const get = await fetch(mcpUrl(server, 'analytics-app'), {
      headers: { ...auth(KEYS.analytics), accept: 'text/event-stream' },
    });
    expect(get.status).toBe(400);
  });

  it('404 for an unknown session id, and for a session opened by another key or consumer', async () => {
    const unknown = await rawPost(mcpUrl(server, 'analytics-app'), TOOLS_LIST, {
      ...auth(KEYS.analytics),
      'mcp-session-id': '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'mcp_session_not_found' });

    const id = await initialize('analytics-app', KEYS.analytics);
    const otherKey = await rawPost(mcpUrl(server, 'analytics-app'), TOOLS_LIST, {
      ...auth(SECOND_ANALYTICS_KEY),
      'mcp-session-id': id,
    });
    expect(otherKey.status).toBe(404);
    expect(otherKey.json).toEqual(unknown.json);

    const stateSession = await initialize('state-portal', KEYS.state);
    const otherConsumer = await rawPost(mcpUrl(server, 'analytics-app'), TOOLS_LIST, {
      ...auth(KEYS.analytics),
      'mcp-session-id': stateSession,
    });
    expect(otherConsumer.status).toBe(404);
  });

  it('GET opens the server stream of a session', async () => {
    const id = await initialize('analytics-app', KEYS.analytics);
    const controller = new AbortController();
    const res = await fetch(mcpUrl(server, 'analytics-app'), {
      headers: { ...auth(KEYS.analytics), accept: 'text/event-stream', 'mcp-session-id': id },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    controller.abort();
  });

  it('DELETE ends the session; its id then answers 404', async () => {
    const { client, transport } = await connect(server, 'analytics-app', KEYS.analytics);
    const id = transport.sessionId as string;
    expect(id).toBeTruthy();
    await transport.terminateSession();
    await client.close();
    const after = await rawPost(mcpUrl(server, 'analytics-app'), TOOLS_LIST, {
      ...auth(KEYS.analytics),
      'mcp-session-id': id,
    });
    expect(after.status).toBe(404);
  });

  it('binds x-charter-context at initialize and refuses a change within the session', async () => {
    const bad = await rawPost(mcpUrl(server, 'state-portal'), INITIALIZE, {
      ...auth(KEYS.state),
      'x-charter-context': 'state=CA',
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'invalid_request',
      errors: ['x-charter-context: must be a JSON object'],
    });

    const id = await initialize('state-portal', KEYS.state, { 'x-charter-context': '{"state":"CA"}' });
    const same = await rawPost(mcpUrl(server, 'state-portal'), TOOLS_LIST, {
      ...auth(KEYS.state),
      'mcp-session-id': id,
      'x-charter-context': '{ "state": "CA" }',
    });
    expect(same.status).toBe(200);
    const changed = await rawPost(mcpUrl(server, 'state-portal'), TOOLS_LIST, {
      ...auth(KEYS.state),
      'mcp-session-id': id,
      'x-charter-context': '{"state":"NY"}',
    });
    expect(changed.status).toBe(400);
    expect(changed.json).toMatchObject({ code: 'invalid_request' });
  });
});

describe('Origin validation', () => {
  it('403 origin_not_allowed for a non-loopback browser origin; loopback origins pass', async () => {
    const evil = await rawPost(mcpUrl(server, 'analytics-app'), INITIALIZE, {
      ...auth(KEYS.analytics),
      origin: 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    expect(evil.json).toMatchObject({ code: 'origin_not_allowed' });
    for (const origin of ['http://localhost:6274', 'http://127.0.0.1:3000']) {
      const ok = await rawPost(mcpUrl(server, 'analytics-app'), INITIALIZE, {
        ...auth(KEYS.analytics),
        origin,
      });
      expect(ok.status, origin).toBe(200);
    }
  });
});

describe('session policy', () => {
  it('expires idle sessions after the configured timeout', async () => {
    const short = await startServer((c) => ({ ...c, mcp: { ...c.mcp, session_idle_timeout_ms: 150 } }));
    try {
      const { client, transport } = await connect(short, 'analytics-app', KEYS.analytics);
      const id = transport.sessionId as string;
      await client.listTools();
      await new Promise((r) => setTimeout(r, 600));
      const res = await rawPost(mcpUrl(short, 'analytics-app'), TOOLS_LIST, {
        ...auth(KEYS.analytics),
        'mcp-session-id': id,
      });
      expect(res.status).toBe(404);
      await client.close();
    } finally {
      await short.close();
    }
  });

  it('at the session bound, evicts the least recently used idle session', async () => {
    const small = await startServer((c) => ({ ...c, mcp: { ...c.mcp, max_sessions: 2 } }));
    try {
      const url = mcpUrl(small, 'analytics-app');
      const open = async () => {
        const res = await rawPost(url, INITIALIZE, auth(KEYS.analytics));
        expect(res.status).toBe(200);
        return res.headers.get('mcp-session-id') as string;
      };
      const list = (id: string) =>
        rawPost(url, TOOLS_LIST, { ...auth(KEYS.analytics), 'mcp-session-id': id });
      const first = await open();
      const second = await open();
      await list(first); // `second` is now the least recently used
      const third = await open();
      expect((await list(second)).status).toBe(404);
      expect((await list(first)).status).toBe(200);
      expect((await list(third)).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('GET /v1/openapi.json', () => {
  it('serves an OpenAPI 3.1 document without a key', async () => {
    const res = await fetch(`${server.url}/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]?.url).toBe(server.url);
    expect(Object.keys(doc.paths)).toEqual([
      '/v1/api/{consumer_slug}/query',
      '/v1/api/{consumer_slug}/chat/completions',
      '/v1/api/{consumer_slug}/mcp',
    ]);
  });
});
