import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { RESOURCE_MIME_TYPE as UI_MIME_TYPE } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { Session } from './api';

const UI_EXTENSION = 'io.modelcontextprotocol/ui';

/**
 * An MCP client (the official SDK) on this consumer's endpoint, same origin.
 * The key travels in the Authorization header; RLS context, as a trusted
 * backend would bind it, in x-charter-context.
 */
export async function connectMcp(session: Session, context: Record<string, unknown> | null): Promise<Client> {
  // The console is an MCP Apps host: it declares the extension, so the server links result views.
  const client = new Client(
    { name: 'charter-console', version: '1.0.0' },
    { capabilities: { extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME_TYPE] } } } },
  );
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

/** A tool result read as the console shows it: rows, or the refusal body. */
export function outcomeOf(result: {
  content?: unknown;
  structuredContent?: unknown;
  isError?: unknown;
}): ToolOutcome {
  const content = (result.content ?? []) as { type: string; text?: string }[];
  const text = content.find((c) => c.type === 'text');
  const body =
    (result.structuredContent as Record<string, unknown> | undefined) ??
    (text?.text ? (JSON.parse(text.text) as Record<string, unknown>) : {});
  return { ok: result.isError !== true, body };
}
