import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, type RunningServer, startDemoServer } from '../helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(async () => server?.close());

const MCP_INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
};

// RFC 9110 §11.6.1: a 401 carries WWW-Authenticate with the scheme to use. Without it, MCP
// clients (the Inspector) take the 401 as a cue for OAuth discovery instead of asking for a key.
describe('every 401 says how to authenticate', () => {
  const endpoints: [string, string, unknown, Record<string, string>][] = [
    [
      'REST query',
      '/v1/api/analytics-app/query',
      { contract_name: 'flights', query: { measures: ['flight_count'] } },
      {},
    ],
    ['chat', '/v1/api/analytics-app/chat/completions', { messages: [{ role: 'user', content: 'hi' }] }, {}],
    ['MCP', '/v1/api/analytics-app/mcp', MCP_INIT, { accept: 'application/json, text/event-stream' }],
    ['admin', '/v1/admin/cache/clear', { contract: null }, {}],
  ];
  for (const [name, path, body, headers] of endpoints) {
    it(`${name}: WWW-Authenticate: Bearer realm="charter", without a key and with a wrong one`, async () => {
      for (const key of [undefined, 'wrong-key']) {
        const res = await postJson(`${server.url}${path}`, body, key, headers);
        expect(res.status, `${name} ${key}`).toBe(401);
        expect(res.body.code).toBe('unauthorized');
        expect(res.headers.get('www-authenticate'), `${name} ${key}`).toBe('Bearer realm="charter"');
      }
    });
  }
});
