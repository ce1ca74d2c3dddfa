import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Consumer } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';
import { cancelRequests, endCancelledStreams, requestIdsOf } from '../mcp/exchanges.js';
import { CONTEXT_HEADER } from '../mcp/resources.js';
import { createMcpServer } from '../mcp/server.js';
import { type Exchange, type McpSession, type SessionOwner, SessionStore } from '../mcp/sessions.js';
import type { QueryContext } from '../query/spec.js';
import type { Service } from '../service.js';
import { parseContext } from '../tools/context.js';
import { streamKeepAliveMs } from './bounds.js';
import { logFailure } from './errors.js';
import { duplicateKeyError, findDuplicateKey } from './json-keys.js';
import { baseUrlOf } from './public-url.js';
import { principalOf, serviceOf } from './request-scope.js';

const VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
const SESSION_HEADER = 'mcp-session-id';

/**
 * The MCP endpoint (Streamable HTTP, stateful). Everything that can be
 * refused is refused here, before the SDK transport takes over the raw
 * response: auth (the server's onRequest hook, 401), Origin (403),
 * consumer and protocol (403), session ownership (404). After
 * `reply.hijack()` Fastify no longer writes the response, so the few
 * failures left are written by hand in the same `{message, code, errors}` shape.
 */
export function registerMcpRoute(app: FastifyInstance, service: Service): void {
  const policy = service.config.mcp;
  const sessions = new SessionStore({
    idleTimeoutMs: policy.session_idle_timeout_ms,
    maxLifetimeMs: policy.session_max_lifetime_ms,
    maxSessions: policy.max_sessions,
    maxSessionsPerConsumer: policy.max_sessions_per_consumer,
    maxSessionsPerKey: policy.max_sessions_per_key,
  });
  const originAllowed = originPolicy(policy.allowed_origins);
  // On close (SIGTERM): calls still running get a JSON-RPC error, their
  // statements are cancelled, and open streams end (they would keep
  // app.close() waiting).
  app.addHook('preClose', async () => sessions.closeAll(new CharterError('server_shutting_down')));

  app.route<{ Params: { slug: string } }>({
    method: ['GET', 'POST', 'DELETE'],
    url: '/v1/api/:slug/mcp',
    handler: async (request, reply) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !originAllowed(origin)) {
        throw new CharterError('origin_not_allowed', `The Origin '${origin}' may not call the MCP endpoint.`);
      }
      const principal = principalOf(request);
      const sessionId = headerOf(request, SESSION_HEADER);
      const session = sessionId === undefined ? undefined : sessions.get(sessionId);
      // A session is bound to its consumer as defined when it opened: once a reload has removed or
      // redefined that consumer, the session is over (404) and the client initializes again.
      if (session && !stillDefined(serviceOf(request), session.consumer)) {
        throw new CharterError('mcp_session_not_found');
      }
      const consumer = serviceOf(request).consumers.resolve(principal, request.params.slug, 'mcp');
      const owner = { keyId: principal.keyId, consumer };
      const contextHeader = headerOf(request, CONTEXT_HEADER);

      if (sessionId === undefined) return initialize(service, sessions, owner, request, reply);

      // Another key's (or consumer's) session answers like an unknown one: ids are not probeable.
      if (!session || session.keyId !== principal.keyId || session.consumer.slug !== consumer.slug) {
        throw new CharterError('mcp_session_not_found');
      }
      if (
        contextHeader !== undefined &&
        fingerprint(boundContext(contextHeader)) !== session.contextFingerprint
      ) {
        throw new CharterError(
          'invalid_request',
          `${CONTEXT_HEADER} is bound when the session is initialized and cannot change within it; open a new session.`,
        );
      }
      return serve(session, request, reply);
    },
  });
}

/** A POST without session id: it must be initialize, which opens a session (within the owner's quotas). */
async function initialize(
  service: Service,
  sessions: SessionStore,
  owner: SessionOwner,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.method !== 'POST' || !isInitializeRequest(request.body)) {
    throw new CharterError(
      'invalid_request',
      `Missing the ${SESSION_HEADER} header: send initialize first, then the session id it returns on every request.`,
    );
  }
  const context = boundContext(headerOf(request, CONTEXT_HEADER));
  const session = openSession(service, sessions, owner, context, request);
  await session.server.connect(session.transport);
  endCancelledStreams(session.transport);
  reply.raw.once('close', () => {
    // An initialize the transport refused leaves no session behind.
    if (session.transport.sessionId === undefined) {
      sessions.delete(session.id);
      void session.server.close();
    }
  });
  return serve(session, request, reply);
}

/**
 * A new session for `owner`, within its quotas (or a 429/503 thrown before
 * anything is built). Admission and adding happen in one synchronous step, so
 * concurrent initializes are counted one by one.
 */
function openSession(
  service: Service,
  sessions: SessionStore,
  owner: SessionOwner,
  context: QueryContext,
  request: FastifyRequest,
): McpSession {
  sessions.admit(owner);
  const id = randomUUID();
  const transport = new StreamableHTTPServerTransport({
    // Known before the handshake, so the session is counted from now on; the
    // transport only adopts it once it accepts the initialize request.
    sessionIdGenerator: () => id,
    keepAliveMs: streamKeepAliveMs(service.config.server.socket_timeout_ms),
    onsessionclosed: () => sessions.delete(id),
  });
  transport.onclose = () => sessions.delete(id);
  const server = createMcpServer({
    deps: service,
    consumer: owner.consumer,
    boundContext: context,
    baseUrl: baseUrlOf(service.config.server, request),
    version: VERSION,
    log: toolFailureLog(request),
  });
  const now = Date.now();
  const session: McpSession = {
    id,
    ...owner,
    context,
    contextFingerprint: fingerprint(context),
    server,
    transport,
    openedAt: now,
    lastSeen: now,
    exchanges: new Set(),
  };
  sessions.add(session);
  return session;
}

/**
 * Hands the raw request to the SDK transport and tracks the exchange: a
 * session answering a POST is busy (never evicted or idle-expired), and a
 * POST whose client leaves before its answer is written cancels the requests
 * it carried, which aborts their handlers' signals and so their statements.
 */
async function serve(session: McpSession, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.hijack();
  reply.raw.setHeader('x-request-id', request.id);
  session.lastSeen = Date.now();
  // A GET is the long-lived server stream, which should not keep an otherwise unused session alive.
  const exchange: Exchange | undefined =
    request.method === 'POST' ? { requestIds: requestIdsOf(request.body) } : undefined;
  if (exchange) session.exchanges.add(exchange);
  reply.raw.once('close', () => {
    session.lastSeen = Date.now();
    if (!exchange) return;
    session.exchanges.delete(exchange);
    // A client that left before its answer was written cancels what it asked
    // for. A batch whose stream ended early (one of its requests was
    // cancelled) cannot answer the others either, so they are cancelled too;
    // for requests already answered, cancelling is a no-op.
    if (!reply.raw.writableFinished || exchange.requestIds.length > 1) {
      cancelRequests(
        session.transport,
        exchange.requestIds,
        'The exchange ended before the answer was written.',
      );
    }
  });
  try {
    await session.transport.handleRequest(request.raw, reply.raw, request.body);
  } catch (err) {
    const gone = reply.raw.destroyed;
    logFailure({ log: request.log, outages: request.server.outages, clientGone: gone }, err, 'MCP transport');
    writeError(reply.raw, new CharterError('internal_error'));
  }
}

function writeError(res: ServerResponse, error: CharterError): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = error.status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(error.toBody()));
}

/** Whether the running definitions still hold `consumer` unchanged (same slug, same definition). */
function stillDefined(service: Service, consumer: Consumer): boolean {
  const current = service.consumers.all().find((c) => c.slug === consumer.slug);
  return current === consumer || (current !== undefined && definitionOf(current) === definitionOf(consumer));
}

const definitions = new WeakMap<Consumer, string>();
function definitionOf(consumer: Consumer): string {
  let text = definitions.get(consumer);
  if (text === undefined) {
    text = JSON.stringify(consumer, (_k, v: unknown) => (v instanceof Set ? [...v].sort() : v));
    definitions.set(consumer, text);
  }
  return text;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The RLS context the trusted backend binds with `x-charter-context` (a JSON object); none means empty. */
function boundContext(header: string | undefined): QueryContext {
  if (header === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(header);
  } catch {
    throw new CharterError('invalid_request', undefined, [`${CONTEXT_HEADER}: must be a JSON object`]);
  }
  const duplicate = findDuplicateKey(header, CONTEXT_HEADER);
  if (duplicate !== null) throw duplicateKeyError(duplicate);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new CharterError('invalid_request', undefined, [`${CONTEXT_HEADER}: must be a JSON object`]);
  }
  return parseContext(value);
}

function fingerprint(context: QueryContext): string {
  return JSON.stringify(
    Object.keys(context)
      .sort()
      .map((k) => [k, context[k]]),
  );
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which browser origins may call the endpoint (DNS-rebinding protection; a
 * request without Origin, such as from a server-side client, is not a browser
 * and passes). Configured: exactly that list. Default: loopback origins.
 */
export function originPolicy(allowed: readonly string[] | undefined): (origin: string) => boolean {
  const normalise = (o: string) => o.trim().toLowerCase().replace(/\/+$/, '');
  if (allowed) {
    const set = new Set(allowed.map(normalise));
    return (origin) => set.has(normalise(origin));
  }
  return (origin) => {
    try {
      const url = new URL(origin);
      return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
    } catch {
      return false;
    }
  };
}

/** Tool failures under the one failure log policy (cancellations at info, our faults with a stack). */
function toolFailureLog(request: FastifyRequest): { error(obj: object, msg: string): void } {
  return {
    error: (obj) => {
      const { err, ...fields } = obj as { err?: unknown };
      logFailure({ log: request.log, outages: request.server.outages, fields }, err, 'MCP tool call');
    },
  };
}
