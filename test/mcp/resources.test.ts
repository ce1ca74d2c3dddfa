import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { querySpecJsonSchema } from '../../src/query/spec.js';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { connect, mcpUrl, startServer } from './helpers.js';

let server: RunningServer;
let analytics: Client;
let sql: Client;
let ops: Client;

beforeAll(async () => {
  server = await startServer();
  analytics = (await connect(server, 'analytics-app', KEYS.analytics)).client;
  sql = (await connect(server, 'sql-explorer', KEYS.sql)).client;
  ops = (await connect(server, 'ops-agent', KEYS.ops)).client;
});
afterAll(async () => {
  for (const c of [analytics, sql, ops]) await c?.close();
  await server?.close();
});

async function read(client: Client, uri: string) {
  const { contents } = await client.readResource({ uri });
  const first = contents[0] as { uri: string; mimeType?: string; text: string };
  expect(first.uri).toBe(uri);
  return first;
}

describe('resources per query mode', () => {
  it('contract modes list manifest, docs, contracts, query-schema and one resource per scoped contract', async () => {
    const { resources } = await analytics.listResources();
    expect(resources.map((r) => r.uri)).toEqual([
      'svc://consumer/analytics-app/manifest',
      'svc://consumer/analytics-app/docs',
      'svc://consumer/analytics-app/contracts',
      'svc://consumer/analytics-app/query-schema',
      'svc://consumer/analytics-app/contracts/flights',
      'svc://consumer/analytics-app/contracts/weather',
      'svc://consumer/analytics-app/contracts/stocks',
      'svc://consumer/analytics-app/contracts/gapminder',
    ]);
    const { resourceTemplates } = await analytics.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      'svc://consumer/analytics-app/contracts/{contract_name}',
    ]);
    const opsUris = (await ops.listResources()).resources.map((r) => r.uri);
    expect(opsUris).toContain('svc://consumer/ops-agent/contracts/regional_flights');
  });

  it('SQL-only has no contract resources at all', async () => {
    const { resources } = await sql.listResources();
    expect(resources.map((r) => r.uri)).toEqual([
      'svc://consumer/sql-explorer/manifest',
      'svc://consumer/sql-explorer/docs',
    ]);
    expect((await sql.listResourceTemplates()).resourceTemplates).toEqual([]);
    await expect(sql.readResource({ uri: 'svc://consumer/sql-explorer/contracts' })).rejects.toThrow();
  });
});

describe('manifest and docs', () => {
  it('the manifest names the consumer, its protocols, absolute endpoints, auth and query mode', async () => {
    const res = await read(analytics, 'svc://consumer/analytics-app/manifest');
    expect(res.mimeType).toBe('application/json');
    const m = JSON.parse(res.text);
    expect(m).toMatchObject({
      slug: 'analytics-app',
      name: 'Analytics App',
      enabled_protocols: ['rest', 'chat', 'mcp'],
      query_mode: 'contract-only',
      endpoints: {
        query: `${server.url}/v1/api/analytics-app/query`,
        chat: `${server.url}/v1/api/analytics-app/chat/completions`,
        mcp: `${server.url}/v1/api/analytics-app/mcp`,
        openapi: `${server.url}/v1/openapi.json`,
      },
      auth: { type: 'bearer', header: 'Authorization' },
      tools: ['search_objects', 'describe_object', 'query_contract'],
      contracts: ['flights', 'weather', 'stocks', 'gapminder'],
    });
    const s = JSON.parse((await read(sql, 'svc://consumer/sql-explorer/manifest')).text);
    expect(s).toMatchObject({
      enabled_protocols: ['chat', 'mcp'],
      endpoints: { query: null },
      contracts: [],
    });
  });

  it('the docs briefing lists endpoints, auth, the contracts in scope and the OpenAPI URL', async () => {
    const res = await read(analytics, 'svc://consumer/analytics-app/docs');
    expect(res.mimeType).toBe('text/markdown');
    for (const needle of [
      'Authorization: Bearer <API_KEY>',
      `${server.url}/v1/openapi.json`,
      `POST ${server.url}/v1/api/analytics-app/query`,
      '`flights`',
      '`gapminder`',
      'x-charter-context',
    ]) {
      expect(res.text).toContain(needle);
    }
    expect(res.text).not.toContain('regional_flights');
  });
});

describe('contract resources', () => {
  it('lists the consumer’s contracts and serves each one’s JSON', async () => {
    const list = JSON.parse((await read(analytics, 'svc://consumer/analytics-app/contracts')).text);
    expect(list.contracts.map((c: { name: string }) => c.name)).toEqual([
      'flights',
      'weather',
      'stocks',
      'gapminder',
    ]);
    const flights = JSON.parse(
      (await read(analytics, 'svc://consumer/analytics-app/contracts/flights')).text,
    );
    expect(flights.name).toBe('flights');
    expect(flights.measures.map((m: { name: string }) => m.name)).toContain('avg_delay');
    expect(flights.field_rules.operators.origin).toContain('in');
  });

  it('answers a contract outside the scope exactly like an unknown one', async () => {
    const outside = await analytics
      .readResource({ uri: 'svc://consumer/analytics-app/contracts/regional_flights' })
      .then(
        () => null,
        (e: Error) => e.message,
      );
    const unknown = await analytics.readResource({ uri: 'svc://consumer/analytics-app/contracts/nope' }).then(
      () => null,
      (e: Error) => e.message,
    );
    expect(outside).toMatch(/Resource not found/);
    expect(outside).toBe(unknown);
  });

  // 2025-era sessions: MCP's resource-not-found code, as the contract template already answered.
  // 2026-07-28: that revision's spec requires -32602 for a resources/read miss (the v2 SDK maps -32002
  // to it), so the code is the one each revision defines, for every unknown URI alike.
  it('every unknown resource answers the revision’s not-found code, whatever its URI looks like', async () => {
    const modern = new ModernClient(
      { name: 'charter-tests-modern', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await modern.connect(
      new ModernTransport(new URL(mcpUrl(server, 'analytics-app')), {
        requestInit: { headers: { authorization: `Bearer ${KEYS.analytics}` } },
      }),
    );
    const codeOf = (e: unknown) => (e as { code?: unknown }).code;
    try {
      for (const uri of [
        'svc://consumer/analytics-app/nope',
        'svc://consumer/analytics-app/contracts/nope',
        'svc://consumer/ops-agent/manifest',
        'file:///etc/passwd',
      ]) {
        const legacy = await analytics.readResource({ uri }).then(() => null, codeOf);
        const current = await modern.readResource({ uri }).then(() => null, codeOf);
        expect([uri, legacy, current]).toEqual([uri, -32002, -32602]);
      }
    } finally {
      await modern.close();
    }
  });

  it('query-schema is the JSON Schema of a query_contract request, built on the query specification', async () => {
    const res = await read(analytics, 'svc://consumer/analytics-app/query-schema');
    const schema = JSON.parse(res.text);
    expect(schema.required).toEqual(['contract_name', 'query']);
    const { $schema: _s, ...spec } = querySpecJsonSchema();
    expect(schema.properties.query).toMatchObject({ ...spec, description: expect.any(String) });
  });
});
