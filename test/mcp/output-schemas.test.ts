import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { connect, mcpUrl, startServer } from './helpers.js';

/**
 * Every tool lists an outputSchema, and the official clients validate each
 * structuredContent against it (they throw on a mismatch): these calls cover
 * every tool's result shapes, a truncated result and error results.
 */
const CALLS: { name: string; arguments: Record<string, unknown>; isError: boolean }[] = [
  {
    name: 'search_objects',
    arguments: { query: 'flights by month', keywords: ['flights', 'month'] },
    isError: false,
  },
  {
    name: 'describe_object',
    arguments: { object_id: 'regional_flights', object_type: 'contract' },
    isError: false,
  },
  { name: 'describe_object', arguments: { object_id: 'flights', object_type: 'table' }, isError: false },
  { name: 'describe_object', arguments: { object_id: 'nope', object_type: 'table' }, isError: true },
  {
    name: 'query_contract',
    arguments: {
      contract_name: 'regional_flights',
      context: { state: 'CA' },
      query: {
        dimensions: [{ name: 'flight_date', time_grain: 'month' }],
        measures: ['flight_count'],
        filters: [{ field: 'flight_count', operator: 'gt', value: 0 }],
        sorts: [{ field: 'flight_date' }],
        limit: 3,
      },
    },
    isError: false,
  },
  {
    name: 'query_contract',
    arguments: { contract_name: 'regional_flights', query: { measures: ['nope'] } },
    isError: true,
  },
  {
    name: 'execute_sql',
    arguments: { sql: 'SELECT * FROM flights', context: { state: 'CA' } },
    isError: false,
  },
  { name: 'execute_sql', arguments: { sql: 'DELETE FROM flights' }, isError: true },
];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

function expectOutputSchemas(tools: { name: string; outputSchema?: unknown }[]): void {
  expect(tools.length).toBe(4);
  for (const tool of tools) {
    expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object', anyOf: expect.any(Array) });
  }
}

describe('outputSchema on every tool', () => {
  it('2025-11-25 sessions: the v1 SDK client validates every result against it', async () => {
    const { client } = await connect(server, 'ops-agent', KEYS.ops);
    expectOutputSchemas((await client.listTools()).tools);
    await callAll(client);
    await client.close();
  });

  it('2026-07-28: the v2 SDK client validates every result against it', async () => {
    const transport = new ModernTransport(new URL(mcpUrl(server, 'ops-agent')), {
      requestInit: { headers: { authorization: `Bearer ${KEYS.ops}` } },
    });
    const client = new ModernClient(
      { name: 'charter-tests-modern', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(transport);
    expectOutputSchemas((await client.listTools()).tools);
    await callAll(client);
    await client.close();
  });
});

async function callAll(client: Client | ModernClient): Promise<void> {
  const truncated: unknown[] = [];
  for (const call of CALLS) {
    const result = await client.callTool({ name: call.name, arguments: call.arguments });
    expect(Boolean(result.isError), `${call.name} ${JSON.stringify(call.arguments)}`).toBe(call.isError);
    expect(result.structuredContent).toBeDefined();
    if ((result.structuredContent as { truncated?: unknown }).truncated === true) truncated.push(call);
  }
  // The unbounded SELECT is cut at the page size: the truncated shape is covered too.
  expect(truncated).toHaveLength(1);
}
