import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { Session } from './api';

/**
 * An MCP client (the official SDK) on this consumer's endpoint, same origin.
 * The key travels in the Authorization header; RLS context, as a trusted
 * backend would bind it, in x-charter-context.
 */
export async function connectMcp(session: Session, context: Record<string, unknown> | null): Promise<Client> {
  const client = new Client({ name: 'charter-console', version: '1.0.0' });
  const url = new URL(`/v1/api/${encodeURIComponent(session.slug)}/mcp`, window.location.origin);
  await client.connect(
    new StreamableHTTPClientTransport(url, {
      requestInit: {
        headers: {
          authorization: `Bearer ${session.key}`,
          ...(context ? { 'x-charter-context': JSON.stringify(context) } : {}),
        },
      },
    }),
  );
  return client;
}

export interface ToolOutcome {
  readonly ok: boolean;
  /** The structured result (rows, columns, …) or the refusal body {code, message, errors}. */
  readonly body: Record<string, unknown>;
}

export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<ToolOutcome> {
  const result = await client.callTool({ name, arguments: args });
  const text = result.content?.find((c) => c.type === 'text');
  const body =
    (result.structuredContent as Record<string, unknown> | undefined) ??
    (text && 'text' in text ? (JSON.parse(text.text) as Record<string, unknown>) : {});
  return { ok: result.isError !== true, body };
}
