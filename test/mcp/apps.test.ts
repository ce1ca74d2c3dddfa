import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_VIEW_URI, resultsViewHtml, UI_EXTENSION, UI_MIME_TYPE } from '../../src/mcp/app-view.js';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { connect, mcpUrl, startServer } from './helpers.js';

/** What a host that renders MCP Apps declares (SEP-1865). */
const UI_CAPABILITIES = { extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME_TYPE] } } };

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** A 2025-11-25 session (v1 SDK) whose initialize declares the extension. */
async function legacyHost(slug: string, key: string): Promise<Client> {
  const client = new Client(
    { name: 'charter-tests-host', version: '1.0.0' },
    { capabilities: UI_CAPABILITIES },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(mcpUrl(server, slug)), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

/** A 2026-07-28 client (v2 SDK): its capabilities travel on every request. */
async function modernClient(slug: string, key: string, ui: boolean): Promise<ModernClient> {
  const client = new ModernClient(
    { name: 'charter-tests-modern', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } }, ...(ui ? { capabilities: UI_CAPABILITIES } : {}) },
  );
  await client.connect(
    new ModernTransport(new URL(mcpUrl(server, slug)), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

type Listed = { name: string; _meta?: Record<string, unknown> };
const viewOf = (tools: Listed[], name: string) => tools.find((t) => t.name === name)?._meta?.ui;

describe('MCP Apps (io.modelcontextprotocol/ui)', () => {
  it('the build made the view: one HTML file with its script and style inline, nothing fetched', () => {
    const html = resultsViewHtml();
    expect(html).not.toBeNull();
    expect(html).toContain('<script type="module">');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+href=/);
  });

  it('a 2025-era host that declares the extension sees the view linked to query_contract and execute_sql', async () => {
    const analytics = await legacyHost('analytics-app', KEYS.analytics);
    const ops = await legacyHost('ops-agent', KEYS.ops);
    try {
      const a = (await analytics.listTools()).tools as Listed[];
      expect(viewOf(a, 'query_contract')).toEqual({ resourceUri: RESULTS_VIEW_URI });
      expect(a.find((t) => t.name === 'query_contract')?._meta?.['ui/resourceUri']).toBe(RESULTS_VIEW_URI);
      expect(viewOf(a, 'search_objects')).toBeUndefined();
      const o = (await ops.listTools()).tools as Listed[];
      expect(viewOf(o, 'execute_sql')).toEqual({ resourceUri: RESULTS_VIEW_URI });
      expect(viewOf(o, 'query_contract')).toEqual({ resourceUri: RESULTS_VIEW_URI });
    } finally {
      await analytics.close();
      await ops.close();
    }
  });

  it('clients without the extension get the tools exactly as before', async () => {
    const { client } = await connect(server, 'ops-agent', KEYS.ops);
    const modern = await modernClient('ops-agent', KEYS.ops, false);
    try {
      for (const tools of [
        (await client.listTools()).tools,
        (await modern.listTools()).tools,
      ] as Listed[][]) {
        expect(tools.length).toBeGreaterThan(0);
        for (const t of tools) expect(t._meta?.ui).toBeUndefined();
      }
    } finally {
      await client.close();
      await modern.close();
    }
  });

  it('a 2026-07-28 client that declares it sees the link too', async () => {
    const modern = await modernClient('sql-explorer', KEYS.sql, true);
    try {
      const tools = (await modern.listTools()).tools as Listed[];
      expect(viewOf(tools, 'execute_sql')).toEqual({ resourceUri: RESULTS_VIEW_URI });
    } finally {
      await modern.close();
    }
  });

  it('the view resource is the HTML app with its CSP declared (no outside origin), and is not listed', async () => {
    const host = await legacyHost('sql-explorer', KEYS.sql);
    try {
      const { contents } = await host.readResource({ uri: RESULTS_VIEW_URI });
      const [view] = contents as { uri: string; mimeType: string; text: string; _meta?: unknown }[];
      expect(view?.mimeType).toBe(UI_MIME_TYPE);
      expect(view?.text).toBe(resultsViewHtml());
      expect(view?._meta).toEqual({
        ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true },
      });
      const listed = (await host.listResources()).resources.map((r) => r.uri);
      expect(listed.some((u) => u.startsWith('ui://'))).toBe(false);
      // The tool result the view draws is the usual one.
      const result = await host.callTool({ name: 'execute_sql', arguments: { sql: 'SELECT 1 AS one' } });
      expect(result.structuredContent).toMatchObject({ rows: [{ one: 1 }], row_count: 1 });
    } finally {
      await host.close();
    }
  });
});
