import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { ConfigFile } from '../config/schema.js';
import { CharterError, type ErrorCode } from '../errors/registry.js';

type ServerConfig = ConfigFile['server'];

/** Characters a caller's x-request-id may use: enough for UUIDs, ULIDs and trace ids, nothing a log or header could misread. */
const REQUEST_ID = /^[A-Za-z0-9._:-]+$/;

/**
 * Fastify/Node server options that bound every connection (docs/deployment.md,
 * HTTP bounds). Node measures `requestTimeout` and `headersTimeout` only while
 * a request is arriving (from its first byte until its body is complete), so
 * a long answer (a chat SSE stream, an MCP GET stream) is never cut by them;
 * `connectionTimeout` (socket inactivity) is, unless the stream writes more
 * often than it: both streams send keep-alive comments.
 */
export function serverBounds(server: ServerConfig): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: server.socket_timeout_ms,
    keepAliveTimeout: server.keep_alive_timeout_ms,
    requestTimeout: server.request_timeout_ms,
    http: {
      headersTimeout: server.headers_timeout_ms,
      requestTimeout: server.request_timeout_ms,
      // Node checks both deadlines on this interval (default 30 s, which let trickled
      // headers live up to 30 s past headers_timeout): check a few times per deadline.
      connectionsCheckingInterval: checkingInterval(server),
    },
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req, server.request_id_max_length),
    clientErrorHandler,
  };
}

function checkingInterval(server: ServerConfig): number {
  const shortest = Math.min(server.headers_timeout_ms, server.request_timeout_ms);
  return Math.min(1_000, Math.max(50, Math.floor(shortest / 4)));
}

/** SSE keep-alive comments often enough that an idle stream outlives the socket inactivity timeout. */
export function streamKeepAliveMs(socketTimeoutMs: number): number {
  return socketTimeoutMs === 0 ? 15_000 : Math.min(15_000, Math.max(50, Math.floor(socketTimeoutMs / 3)));
}

/** The caller's x-request-id when it is short and plain enough to log and echo, else a fresh UUID. */
export function requestIdOf(req: IncomingMessage, maxLength: number): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && given.length <= maxLength && REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/**
 * At most `max_connections` sockets are open at once; Node closes any further
 * one as soon as it is accepted (a load balancer then tries another instance).
 * Refusals are logged as a count at most once a minute, not once each.
 */
export function applyConnectionCap(app: FastifyInstance, server: ServerConfig): void {
  app.server.maxConnections = server.max_connections;
  let refused = 0;
  let loggedAt = 0;
  app.server.on('drop', () => {
    refused += 1;
    const now = Date.now();
    if (now - loggedAt < 60_000) return;
    app.log.warn(
      { refused, max_connections: server.max_connections },
      'connections refused at server.max_connections',
    );
    loggedAt = now;
    refused = 0;
  });
}

/**
 * On close, Node ends idle keep-alive connections but waits for any other
 * socket, and it stops checking header deadlines once closing: a connection
 * that was opened and never sent a request (load balancers pre-open them) or
 * that is still trickling headers would hold shutdown until its socket
 * timeout. Before the server closes, every socket with no request being
 * answered is closed; requests in flight finish as before.
 */
export function closeQuietConnectionsOnClose(app: FastifyInstance): void {
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const socket of sockets) if (!responseInFlight(socket)) socket.destroy();
  });
}

/** Node's own marker of the response being written on a socket (what its clientError default checks too). */
function responseInFlight(socket: Socket): ServerResponse | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/** Node's client errors (a request that timed out while arriving, oversized headers, bad HTTP) as our error bodies. */
const CLIENT_ERRORS: Readonly<Record<string, ErrorCode>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
  HPE_HEADER_OVERFLOW: 'headers_too_large',
};

interface ConnectionError extends Error {
  readonly code?: string;
}

function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const error = new CharterError(CLIENT_ERRORS[err.code ?? ''] ?? 'invalid_request');
  this.log.info({ code: error.code, reason: err.code }, 'connection closed: client error');
  // Like Node itself: answer only when no response has started on this socket, else just close it.
  if (socket.writable && !responseInFlight(socket)?.headersSent) {
    const body = JSON.stringify(error.toBody());
    socket.write(
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
