import { resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Config } from '../../src/config/load.js';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { type RunningServer, startDemoServer } from '../helpers/server.js';

/** The real service on the demo config (optionally adjusted) on an ephemeral loopback port. */
export async function startServer(adjust?: (config: Config) => Config): Promise<RunningServer> {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
  return startDemoServer(adjust);
}

export const mcpUrl = (server: RunningServer, slug: string) => `${server.url}/v1/api/${slug}/mcp`;

/** An official SDK client connected over Streamable HTTP with the key (and any extra headers) on every request. */
export async function connect(
  server: RunningServer,
  slug: string,
  key: string,
  headers: Record<string, string> = {},
): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl(server, slug)), {
    requestInit: { headers: { authorization: `Bearer ${key}`, ...headers } },
  });
  const client = new Client({ name: 'charter-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

/** The text block of a tool result (the MCP spec asks for one beside structured content). */
export function textOf(result: unknown): string {
  const text = (result as CallToolResult).content.find((c) => c.type === 'text');
  if (text?.type !== 'text') throw new Error('tool result has no text content');
  return text.text;
}

export function structured<T = Record<string, unknown>>(result: unknown): T {
  const value = (result as CallToolResult).structuredContent as Record<string, unknown>;
  const text = textOf(result);
  // Rows travel once, in structuredContent: the text is a short summary led by the row count.
  if (Array.isArray(value.rows)) {
    const count = value.rows.length;
    if (!text.startsWith(`${count} ${count === 1 ? 'row' : 'rows'}, columns `) || text.length > 2_000) {
      throw new Error(`the text is not a short row summary: ${text.slice(0, 200)}`);
    }
    return value as T;
  }
  // Other results are small and carry the same JSON in both renderings: check that every time one is read.
  if (JSON.stringify(JSON.parse(text)) !== JSON.stringify(value)) {
    throw new Error('text and structuredContent differ');
  }
  return value as T;
}

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'raw-http', version: '1.0.0' },
  },
} as const;

/** A raw MCP POST (for status codes and headers the SDK client hides). */
export async function rawPost(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; text: string; json: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json };
}
