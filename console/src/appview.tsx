import type { Client } from '@modelcontextprotocol/client';
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
import { useEffect, useRef, useState } from 'preact/hooks';

/** A tool call made through the MCP Apps host side: its view (when the server links one) and result. */
export interface ViewedCall {
  readonly call: ToolCall;
  readonly html: string | null;
}

/** Calls `name` and, when tools/list links a view to it, reads the view. */
export async function callWithView(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<ViewedCall> {
  const result = await client.callTool({ name, arguments: args });
  const uri = await viewUriOf(client, name);
  return {
    call: { name, arguments: args, result: result as ToolCall['result'] },
    html: uri ? await viewHtml(client, uri) : null,
  };
}

/** What the console shows in a view: a tool's call and its result, as an MCP host would. */
export interface ToolCall {
  readonly name: string;
  readonly arguments: Record<string, unknown>;
  readonly result: Parameters<AppBridge['sendToolResult']>[0];
}

/** The tool's `ui://` view as tools/list links it (only for a client that declared the extension). */
export async function viewUriOf(client: Client, tool: string): Promise<string | null> {
  const { tools } = await client.listTools();
  const meta = tools.find((t) => t.name === tool)?._meta as
    | { ui?: { resourceUri?: string }; 'ui/resourceUri'?: string }
    | undefined;
  const uri = meta?.ui?.resourceUri ?? meta?.['ui/resourceUri'];
  return typeof uri === 'string' && uri.startsWith('ui://') ? uri : null;
}

/** The view's HTML, read from the MCP server like any resource. */
export async function viewHtml(client: Client, uri: string): Promise<string> {
  const { contents } = await client.readResource({ uri });
  const first = contents[0];
  if (!first || !('text' in first)) throw new Error(`${uri}: no HTML`);
  return first.text;
}

/**
 * The host side of the MCP Apps extension: the view runs in a sandboxed frame
 * (scripts, no same origin: it cannot read the console's storage or key), and
 * an AppBridge hands it the tool's input and result over postMessage.
 */
export function AppView({ html, call }: { html: string; call: ToolCall }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(360);
  useEffect(() => {
    const iframe = frame.current;
    const target = iframe?.contentWindow;
    if (!iframe || !target) return;
    // No client to forward to: the view only draws what it is given.
    const bridge = new AppBridge(null, { name: 'charter-console', version: '1.0.0' }, {});
    bridge.oninitialized = () => {
      void bridge.sendToolInput({ arguments: call.arguments }).then(() => bridge.sendToolResult(call.result));
    };
    bridge.onsizechange = (size) => {
      if (typeof size.height === 'number') setHeight(Math.max(120, Math.ceil(size.height)));
    };
    // Connected before the document loads, so the view's first message (initialize) is heard.
    void bridge.connect(new PostMessageTransport(target, target)).then(() => {
      iframe.srcdoc = html;
    });
    return () => {
      void bridge.close();
    };
  }, [html, call]);
  return (
    <iframe
      ref={frame}
      class="app-frame"
      title={`${call.name} result`}
      sandbox="allow-scripts"
      data-testid="app-frame"
      height={height}
    />
  );
}
