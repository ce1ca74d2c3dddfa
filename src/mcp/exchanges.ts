import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CancelledNotificationSchema,
  ErrorCode,
  isJSONRPCNotification,
  isJSONRPCRequest,
  type JSONRPCErrorResponse,
  type JSONRPCNotification,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import type { CharterError } from '../errors/registry.js';

/**
 * How one POST (an "exchange") ends, beyond what the SDK transport does by
 * itself. The SDK aborts a request handler's `extra.signal` on
 * `notifications/cancelled` and then, as the MCP spec asks, sends no response
 * for it, but it leaves that request's response stream open for good. And it
 * has no notion of the client leaving: a dropped POST leaves its handler (and
 * its warehouse statement) running. These helpers close both gaps with the
 * SDK's own mechanisms: `closeSSEStream` ends a request's stream, and a
 * cancellation notification aborts a handler.
 */

/** The JSON-RPC request ids a POST body carries (one message or a batch); notifications have none. */
export function requestIdsOf(body: unknown): RequestId[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.filter(isJSONRPCRequest).map((m) => m.id);
}

/**
 * Ends the response stream of every request the client cancels, as soon as the
 * notification arrives (after the SDK has aborted the handler). Call after
 * `server.connect(transport)`, which installs the handler this wraps.
 */
export function endCancelledStreams(transport: StreamableHTTPServerTransport): void {
  onCancelled(transport, (requestId) => transport.closeSSEStream(requestId));
}

/**
 * Runs `listener` for every request the client cancels, after the SDK has
 * aborted its handler. A transport in JSON mode (`enableJsonResponse`) has no
 * stream to close: its answer waits for every request of the POST, so the
 * caller ends the POST itself. Call after `server.connect(transport)`.
 */
export function onCancelled(
  transport: StreamableHTTPServerTransport,
  listener: (requestId: RequestId) => void,
): void {
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    deliver?.(message, extra);
    const cancelled = cancelledRequestId(message);
    if (cancelled !== undefined) listener(cancelled);
  };
}

/** Cancels requests whose client left, through the same path as the client's own `notifications/cancelled`. */
export function cancelRequests(
  transport: StreamableHTTPServerTransport,
  requestIds: readonly RequestId[],
  reason: string,
): void {
  for (const requestId of requestIds) {
    const notification: JSONRPCNotification = {
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId, reason },
    };
    transport.onmessage?.(notification);
  }
}

/**
 * Answers requests still running with a JSON-RPC error (server shutdown, an
 * expired session), which also ends their response streams. A request already
 * answered, or whose client has gone, has no stream left: the SDK then throws,
 * and there is no one to tell.
 */
export async function failRequests(
  transport: StreamableHTTPServerTransport,
  requestIds: readonly RequestId[],
  error: CharterError,
): Promise<void> {
  for (const id of requestIds) {
    const response: JSONRPCErrorResponse = {
      jsonrpc: '2.0',
      id,
      error: { code: ErrorCode.InternalError, message: error.message, data: error.toBody() },
    };
    await transport.send(response).catch(() => undefined);
  }
}

function cancelledRequestId(message: unknown): RequestId | undefined {
  if (!isJSONRPCNotification(message) || message.method !== 'notifications/cancelled') return undefined;
  const parsed = CancelledNotificationSchema.safeParse(message);
  return parsed.success ? parsed.data.params.requestId : undefined;
}
