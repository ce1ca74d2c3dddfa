import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { mcpUrl, rawPost, startServer, structured } from './helpers.js';

const MODERN = '2026-07-28';

/** The official v2 client pinned to the 2026-07-28 revision (no initialize, no session). */
async function modernClient(
  server: RunningServer,
  slug: string,
  key: string,
  headers: Record<string, string> = {},
): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl(server, slug)), {
    requestInit: { headers: { authorization: `Bearer ${key}`, ...headers } },
  });
  const client = new Client(
    { name: 'charter-tests-modern', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: MODERN } } },
  );
  await client.connect(transport);
  return client;
}

const STATE_QUERY = {
  contract_name: 'regional_flights',
  query: { dimensions: ['origin_state'], measures: ['flight_count'] },
};

describe('the 2026-07-28 revision (stateless) on two replicas without any shared store', () => {
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    a = await startServer();
    b = await startServer();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('negotiates through server/discover and answers without a session id', async () => {
    const client = await modernClient(a, 'ops-agent', KEYS.ops);
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
    expect(client.getServerVersion()?.name).toBe('charter');
    expect(client.getDiscoverResult()).toBeDefined();
    const tools = await client.listTools();
    expect(tools.tools.map((t) => t.name).sort()).toEqual([
      'describe_object',
      'execute_sql',
      'query_contract',
      'search_objects',
    ]);
    const found = await client.callTool({
      name: 'search_objects',
      arguments: { query: 'flights by airport', keywords: ['flight', 'airport'] },
    });
    expect(found.isError).toBeFalsy();
    await client.close();
  });

  it('server/discover and list results carry the revision’s cache hints', async () => {
    const headers = { authorization: `Bearer ${KEYS.analytics}`, 'mcp-protocol-version': MODERN };
    const meta = {
      'io.modelcontextprotocol/protocolVersion': MODERN,
      'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
      'io.modelcontextprotocol/clientCapabilities': {},
    };
    for (const method of ['server/discover', 'tools/list', 'resources/list', 'resources/templates/list']) {
      const res = await rawPost(
        mcpUrl(b, 'analytics-app'),
        { jsonrpc: '2.0', id: 1, method, params: { _meta: meta } },
        { ...headers, 'mcp-method': method },
      );
      expect(res.status, `${method}: ${res.text}`).toBe(200);
      expect(res.headers.get('mcp-session-id')).toBeNull();
      const result = (res.json as { result: Record<string, unknown> }).result;
      expect(result, method).toMatchObject({ ttlMs: 60_000, cacheScope: 'private' });
    }
  });

  it('any replica answers any request: one client, requests spread over two servers', async () => {
    const onA = await modernClient(a, 'analytics-app', KEYS.analytics);
    const onB = await modernClient(b, 'analytics-app', KEYS.analytics);
    const read = async (client: Client) =>
      (await client.readResource({ uri: 'svc://consumer/analytics-app/contracts' })).contents;
    expect(await read(onA)).toEqual(await read(onB));
    await onA.close();
    await onB.close();
  });

  it('x-charter-context arrives on every request and wins key by key over tool arguments', async () => {
    const bound = { 'x-charter-context': JSON.stringify({ state: 'CA' }) };
    const client = await modernClient(a, 'state-portal', KEYS.state, bound);
    const result = structured<{ rows: { origin_state: string }[] }>(
      await client.callTool({
        name: 'query_contract',
        arguments: { ...STATE_QUERY, context: { state: 'NY' } },
      }),
    );
    expect(result.rows.map((r) => r.origin_state)).toEqual(['CA']);
    await client.close();
    // Without the header, the model's own context applies (nothing was bound).
    const unbound = await modernClient(b, 'state-portal', KEYS.state);
    const own = structured<{ rows: { origin_state: string }[] }>(
      await unbound.callTool({
        name: 'query_contract',
        arguments: { ...STATE_QUERY, context: { state: 'NY' } },
      }),
    );
    expect(own.rows.map((r) => r.origin_state)).toEqual(['NY']);
    await unbound.close();
  });

  it('auth, consumer and Origin are checked on every request as for sessions', async () => {
    const noKey = new Client({ name: 't', version: '1' }, { versionNegotiation: { mode: { pin: MODERN } } });
    await expect(
      noKey.connect(new StreamableHTTPClientTransport(new URL(mcpUrl(a, 'ops-agent')))),
    ).rejects.toThrow();
    const other = await rawPost(
      mcpUrl(a, 'ops-agent'),
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/list',
        params: { _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN } },
      },
      { authorization: `Bearer ${KEYS.analytics}`, 'mcp-protocol-version': MODERN },
    );
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ code: 'forbidden' });
  });

  it('a forbidden object type is refused with HTTP 403 and the forbidden body, as for sessions', async () => {
    const client = await modernClient(a, 'analytics-app', KEYS.analytics);
    const rejected = await client
      .callTool({ name: 'describe_object', arguments: { object_id: 'flights', object_type: 'table' } })
      .then(
        () => null,
        (e: Error) => e,
      );
    // The v2 client's SdkHttpError carries the body: our code and what the mode allows.
    expect(rejected?.message).toMatch(/"code":"forbidden"/);
    expect(rejected?.message).toMatch(/allowed: contract, collection/);
    await client.close();
  });

  it('a 2025-era client still opens a session on the same endpoint', async () => {
    const { connect } = await import('./helpers.js');
    const { client, transport } = await connect(a, 'ops-agent', KEYS.ops);
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.listTools()).tools.length).toBe(4);
    await client.close();
  });
});
