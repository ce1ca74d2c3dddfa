import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { connect, mcpUrl, startServer } from './helpers.js';

/** An unbounded SELECT the page size cuts, and one that is complete. */
const CUT = { sql: 'SELECT * FROM flights', context: { state: 'CA' } };
const WHOLE = { sql: 'SELECT count(*) AS n FROM flights', context: { state: 'CA' } };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the logging capability: a truncated result is a warning', () => {
  it('2025-11-25 session: notifications/message at level warning, honouring logging/setLevel', async () => {
    const { client } = await connect(server, 'ops-agent', KEYS.ops);
    expect(client.getServerCapabilities()?.logging).toEqual({});
    const messages: { level: string; logger?: string; data: unknown }[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
      messages.push(n.params);
    });
    await client.setLoggingLevel('warning');
    await client.callTool({ name: 'execute_sql', arguments: WHOLE });
    expect(messages).toEqual([]);
    const cut = await client.callTool({ name: 'execute_sql', arguments: CUT });
    expect((cut.structuredContent as { truncated: boolean }).truncated).toBe(true);
    expect(messages).toEqual([
      {
        level: 'warning',
        logger: 'charter',
        data: { tool: 'execute_sql', warning: 'truncated', message: expect.any(String) },
      },
    ]);
    await client.setLoggingLevel('error');
    await client.callTool({ name: 'execute_sql', arguments: CUT });
    expect(messages).toHaveLength(1);
    await client.close();
  });

  it('2026-07-28: the warning comes when the request’s _meta asks for a log level', async () => {
    const transport = new ModernTransport(new URL(mcpUrl(server, 'ops-agent')), {
      requestInit: { headers: { authorization: `Bearer ${KEYS.ops}` } },
    });
    const client = new ModernClient(
      { name: 'charter-tests-modern', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(transport);
    const messages: { level: string; data: unknown }[] = [];
    client.setNotificationHandler('notifications/message', (n) => {
      messages.push(n.params);
    });
    await client.callTool({ name: 'execute_sql', arguments: CUT });
    expect(messages).toEqual([]);
    await client.callTool({
      name: 'execute_sql',
      arguments: CUT,
      _meta: { 'io.modelcontextprotocol/logLevel': 'warning' },
    });
    expect(messages).toMatchObject([
      { level: 'warning', data: { tool: 'execute_sql', warning: 'truncated' } },
    ]);
    await client.close();
  });
});
