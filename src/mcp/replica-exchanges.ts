import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CancelledNotificationSchema,
  isJSONRPCNotification,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import type { CharterError } from '../errors/registry.js';
import { cancelRequests, failRequests } from './exchanges.js';

/** One POST of a shared (Redis) session being answered on this replica, by its own SDK server. */
export interface ReplicaExchange {
  readonly sessionId: string;
  readonly server: McpServer;
  readonly transport: StreamableHTTPServerTransport;
  readonly requestIds: readonly RequestId[];
}

/**
 * The POSTs of shared sessions this replica is answering. With sessions in
 * Redis each POST has its own SDK server, so a `notifications/cancelled` that
 * arrives in a later POST reaches a server that never saw the request: this
 * registry hands it to the exchange that carries it (on this replica), and
 * shutdown answers every running call with an error, as the in-memory sessions do.
 */
export class ReplicaExchanges {
  private readonly live = new Set<ReplicaExchange>();

  add(exchange: ReplicaExchange): void {
    this.live.add(exchange);
  }

  delete(exchange: ReplicaExchange): void {
    this.live.delete(exchange);
  }

  /** Cancels the requests of `sessionId` running here; those running elsewhere are not found. */
  cancel(sessionId: string, requestIds: readonly RequestId[]): void {
    for (const requestId of requestIds) {
      for (const exchange of this.live) {
        if (exchange.sessionId === sessionId && exchange.requestIds.includes(requestId)) {
          cancelRequests(exchange.transport, [requestId], 'The client cancelled the request.');
        }
      }
    }
  }

  /** Answers every running call with `reason` and closes its server (shutdown). */
  async failAll(reason: CharterError): Promise<void> {
    const running = [...this.live];
    this.live.clear();
    await Promise.all(
      running.map(async (e) => {
        await failRequests(e.transport, e.requestIds, reason);
        await e.server.close().catch(() => undefined);
      }),
    );
  }
}

/** The request ids a POST body's `notifications/cancelled` messages name. */
export function cancelledIds(body: unknown): RequestId[] {
  const messages = Array.isArray(body) ? body : [body];
  const ids: RequestId[] = [];
  for (const message of messages) {
    if (!isJSONRPCNotification(message) || message.method !== 'notifications/cancelled') continue;
    const parsed = CancelledNotificationSchema.safeParse(message);
    if (parsed.success && parsed.data.params.requestId !== undefined) ids.push(parsed.data.params.requestId);
  }
  return ids;
}
