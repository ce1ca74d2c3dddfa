import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  type InitializeRequest,
  isInitializeRequest,
  LATEST_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Consumer } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';
import { declaresUi } from '../mcp/app-view.js';
import { cancelRequests, endCancelledStreams, onCancelled, requestIdsOf } from '../mcp/exchanges.js';
import { ModernEndpoint } from '../mcp/modern.js';
import { forbiddenToolCall, refusalResponse } from '../mcp/refusals.js';
import { cancelledIds, type ReplicaExchange, ReplicaExchanges } from '../mcp/replica-exchanges.js';
import { CONTEXT_HEADER } from '../mcp/resources.js';
import { createMcpServer } from '../mcp/server.js';
import { type Exchange, type McpSession, type SessionOwner, SessionStore } from '../mcp/sessions.js';
import { type SessionRecord, SharedSessionStore } from '../mcp/shared-sessions.js';
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
 * The MCP endpoint (Streamable HTTP): 2026-07-28 requests (stateless, v2 SDK)
 * and 2025-era sessions (v1 SDK; in memory, or in Redis for any replica) on
 * one URL (docs/mcp.md, Protocol revisions). Everything that can be
 * refused is refused here, before an SDK transport takes over the raw
 * response: auth (the server's onRequest hook, 401), Origin (403),
 * consumer and protocol (403), a forbidden object type in a tool call (403),
 * session ownership (404). After
 * `reply.hijack()` Fastify no longer writes the response, so the few
 * failures left are written by hand in the same `{message, code, errors}` shape.
 */
export function registerMcpRoute(app: FastifyInstance, service: Service): void {
  const originAllowed = originPolicy(service.config.mcp.allowed_origins);
  const sessionPath = sessionPathFor(app, service);
  const modern = new ModernEndpoint({
    deps: service,
    version: VERSION,
    keepAliveMs: streamKeepAliveMs(service.config.server.socket_timeout_ms),
    onerror: (err) => app.log.debug({ err }, 'MCP 2026-07-28 request refused or failed'),
  });
  app.addHook('preClose', async () => modern.close());

  app.route<{ Params: { slug: string } }>({
    method: ['GET', 'POST', 'DELETE'],
    url: '/v1/api/:slug/mcp',
    handler: async (request, reply) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !originAllowed(origin)) {
        throw new CharterError('origin_not_allowed', `The Origin '${origin}' may not call the MCP endpoint.`);
      }
      const principal = principalOf(request);
      // The consumer as the request's snapshot defines it: a reload applies from its next request.
      const consumer = serviceOf(request).consumers.resolve(principal, request.params.slug, 'mcp');
      const owner = { keyId: principal.keyId, consumer };
      const refused = request.method === 'POST' ? forbiddenToolCall(consumer, request.body) : null;
      if (refused) return reply.code(refused.error.status).send(refusalResponse(refused));
      const sessionId = headerOf(request, SESSION_HEADER);
      // A 2026-07-28 request never carries a session id; the SDK's classifier decides the rest.
      if (
        sessionId === undefined &&
        request.method === 'POST' &&
        (await ModernEndpoint.claims(request.raw, request.body))
      ) {
        return serveModern(modern, service, owner, request, reply);
      }
      return sessionPath(owner, sessionId, request, reply);
    },
  });
}

/** How a 2025-era request is answered: sessions in Redis (any replica) when configured, else in memory. */
type SessionPath = (
  owner: SessionOwner,
  sessionId: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<void>;

function sessionPathFor(app: FastifyInstance, service: Service): SessionPath {
  const policy = service.config.mcp;
  const sessionPolicy = {
    idleTimeoutMs: policy.session_idle_timeout_ms,
    maxLifetimeMs: policy.session_max_lifetime_ms,
    maxSessions: policy.max_sessions,
    maxSessionsPerConsumer: policy.max_sessions_per_consumer,
    maxSessionsPerKey: policy.max_sessions_per_key,
  };
  if (policy.redis_url) {
    const shared = sharedSessions(service, app, {
      url: policy.redis_url,
      prefix: policy.redis_prefix,
      timeoutMs: policy.redis_timeout_ms,
      policy: sessionPolicy,
      log: app.log,
    });
    return (owner, sessionId, request, reply) => serveShared(shared, owner, sessionId, request, reply);
  }
  const sessions = new SessionStore(sessionPolicy);
  const unwatch = service.observability.metrics?.watchSessions(() => sessions.size);
  if (unwatch) app.addHook('onClose', async () => unwatch());
  // On close (SIGTERM): calls still running get a JSON-RPC error, their
  // statements are cancelled, and open streams end (they would keep
  // app.close() waiting).
  app.addHook('preClose', async () => sessions.closeAll(new CharterError('server_shutting_down')));
  return (owner, sessionId, request, reply) =>
    serveInMemory(service, sessions, owner, sessionId, request, reply);
}

/** A 2025-era request with sessions in this process's memory. */
async function serveInMemory(
  service: Service,
  sessions: SessionStore,
  owner: SessionOwner,
  sessionId: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (sessionId === undefined) return initialize(service, sessions, owner, request, reply);
  const session = sessions.get(sessionId);
  // Another key's (or consumer's) session answers like an unknown one: ids are not probeable.
  if (!session || session.keyId !== owner.keyId || session.consumer.slug !== owner.consumer.slug) {
    throw new CharterError('mcp_session_not_found');
  }
  // A session is bound to its consumer as defined when it opened: once a reload has redefined that
  // consumer, the session is over (404) and the client initializes again under the new scope.
  if (!sameDefinition(session.consumer, owner.consumer)) throw new CharterError('mcp_session_not_found');
  checkBoundContext(request, session.contextFingerprint);
  return serve(session, request, reply);
}

/**
 * One 2026-07-28 request: no session, so the trusted backend's RLS context
 * comes with the request itself (`x-charter-context`, the same rule: it wins
 * key by key over tool arguments).
 */
async function serveModern(
  modern: ModernEndpoint,
  service: Service,
  owner: SessionOwner,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const scope = {
    keyId: owner.keyId,
    consumer: owner.consumer,
    context: boundContext(headerOf(request, CONTEXT_HEADER)),
    baseUrl: baseUrlOf(service.config.server, request),
    log: toolFailureLog(request),
    observe: request.observation,
  };
  reply.hijack();
  reply.raw.setHeader('x-request-id', request.id);
  await modern.serve(request.raw, reply.raw, request.body, scope);
}

/** A request may repeat the session's bound context, never change it. */
function checkBoundContext(request: FastifyRequest, sessionFingerprint: string): void {
  const contextHeader = headerOf(request, CONTEXT_HEADER);
  if (contextHeader !== undefined && fingerprint(boundContext(contextHeader)) !== sessionFingerprint) {
    throw new CharterError(
      'invalid_request',
      `${CONTEXT_HEADER} is bound when the session is initialized and cannot change within it; open a new session.`,
    );
  }
}

/** A POST without session id: it must be initialize, which opens a session (within the owner's quotas). */
async function initialize(
  service: Service,
  sessions: SessionStore,
  owner: SessionOwner,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.method !== 'POST' || !isInitializeRequest(request.body)) throw missingSessionId();
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
  const server = sessionServer(service, owner, context, request);
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
  await handOver(session.transport, request, reply);
}

/** The SDK transport answers on the raw response; a failure of its own is written in our error shape. */
async function handOver(
  transport: StreamableHTTPServerTransport,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  reply.hijack();
  reply.raw.setHeader('x-request-id', request.id);
  // A JSON answer ended without the SDK (a cancelled request) leaves its promise pending for good.
  const ended = new Promise<void>((resolve) => reply.raw.once('close', resolve));
  try {
    await Promise.race([transport.handleRequest(request.raw, reply.raw, request.body), ended]);
  } catch (err) {
    const gone = reply.raw.destroyed;
    logFailure({ log: request.log, outages: request.server.outages, clientGone: gone }, err, 'MCP transport');
    writeError(reply.raw, new CharterError('internal_error'));
  }
}

/** Sessions shared through Redis, and the POSTs of them this replica is answering. */
interface SharedSessions {
  readonly service: Service;
  readonly store: SharedSessionStore;
  readonly exchanges: ReplicaExchanges;
  /** Set by shutdown: a session opened now could not be answered here. */
  readonly lifecycle: { closing: boolean };
}

function sharedSessions(
  service: Service,
  app: FastifyInstance,
  options: ConstructorParameters<typeof SharedSessionStore>[0],
): SharedSessions {
  const shared: SharedSessions = {
    service,
    store: new SharedSessionStore(options),
    exchanges: new ReplicaExchanges(),
    lifecycle: { closing: false },
  };
  shared.store.onCancel((cancel) => shared.exchanges.cancel(cancel.sessionId, cancel.requestIds));
  // While Redis is down, initialize answers 503 session_store_unavailable: /readyz says so in its body.
  const unwatch = service.health.watch('redis: mcp sessions', () => shared.store.state === 'down');
  const unwatchCount = service.observability.metrics?.watchSharedSessions(() => shared.store.liveCount());
  app.addHook('preClose', async () => {
    shared.lifecycle.closing = true;
    // Calls running here are answered with an error; the sessions themselves stay in
    // Redis, so their clients go on with the next replica.
    await shared.exchanges.failAll(new CharterError('server_shutting_down'));
    unwatchCount?.();
    await shared.store.close();
    unwatch();
  });
  return shared;
}

/**
 * A request of a session kept in Redis (2025-11-25). Every POST is answered
 * by a fresh SDK server bound to the session's record (consumer, key, bound
 * context), so any replica answers any session; DELETE removes the record for
 * all. There is no GET stream (405, as the revision allows): the server sends
 * nothing unprompted, and a stream pinned to one replica would not survive it.
 */
async function serveShared(
  shared: SharedSessions,
  owner: SessionOwner,
  sessionId: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (sessionId === undefined) return initializeShared(shared, owner, request, reply);
  if (request.method === 'GET') {
    reply.header('allow', 'POST, DELETE');
    throw new CharterError(
      'method_not_allowed',
      'This deployment shares MCP sessions between replicas and offers no GET stream; every answer comes on its POST.',
    );
  }
  const post = request.method === 'POST';
  const record = await shared.store.touch(sessionId, post ? 1 : 0);
  let handedOver = false;
  try {
    // Another key's (or consumer's) session answers like an unknown one: ids are not probeable.
    if (!record || record.keyId !== owner.keyId || record.consumer !== owner.consumer.slug) {
      throw new CharterError('mcp_session_not_found');
    }
    checkBoundContext(request, fingerprint(record.context));
    if (!post) {
      await shared.store.delete(sessionId);
      return reply.code(200).send();
    }
    // The call may run on any replica: each one cancels what it runs (this one at once).
    const cancelled = cancelledIds(request.body);
    shared.exchanges.cancel(sessionId, cancelled);
    shared.store.publishCancel({ sessionId, requestIds: cancelled });
    handedOver = true;
    return await serveSharedPost(shared, record, owner, request, reply);
  } finally {
    // The call count went up for this POST; a POST refused before serving takes it back.
    if (record && post && !handedOver) void shared.store.touch(sessionId, -1).catch(() => undefined);
  }
}

/** Initialize of a shared session: the record is stored (within quotas counted in Redis) before it is answered. */
async function initializeShared(
  shared: SharedSessions,
  owner: SessionOwner,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.method !== 'POST' || !isInitializeRequest(request.body)) throw missingSessionId();
  if (shared.lifecycle.closing) throw new CharterError('server_shutting_down');
  const record = newRecord(owner, boundContext(headerOf(request, CONTEXT_HEADER)), request.body);
  await shared.store.open(record);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => record.id,
    enableJsonResponse: true,
  });
  const server = sessionServer(shared.service, owner, record.context, request);
  await server.connect(transport);
  reply.raw.once('close', () => {
    // An initialize the transport refused leaves no session behind.
    if (transport.sessionId === undefined) void shared.store.delete(record.id).catch(() => undefined);
    void server.close().catch(() => undefined);
  });
  await handOver(transport, request, reply);
}

/**
 * One POST of a shared session, by its own SDK server; a client that leaves
 * cancels what it asked for. The answer is one JSON body (no SSE stream), so
 * not a byte leaves before the result: a replica killed mid-call has sent
 * nothing, and the balancer re-sends the call to another one (retry-on
 * empty-response). Nothing is sent before the result on this path anyway: no
 * progress notifications, and no GET stream for server requests.
 */
async function serveSharedPost(
  shared: SharedSessions,
  record: SessionRecord,
  owner: SessionOwner,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  // This server never sees initialize: what the client declared then comes from the record.
  const server = sessionServer(shared.service, owner, record.context, request, record.ui);
  await server.connect(transport);
  const exchange: ReplicaExchange = {
    sessionId: record.id,
    server,
    transport,
    requestIds: requestIdsOf(request.body),
  };
  // A cancelled request gets no answer (MCP cancellation), and the SDK's JSON answer waits for
  // every request of the POST, so it would never be written: the POST ends here instead, as a
  // 202 without body (what a POST of notifications gets). The close handler below then cancels
  // the other requests of a batch, as an SSE stream ended early does.
  onCancelled(transport, (requestId) => {
    if (exchange.requestIds.includes(requestId)) endUnanswered(reply.raw);
  });
  shared.exchanges.add(exchange);
  reply.raw.once('close', () => {
    shared.exchanges.delete(exchange);
    if (!reply.raw.writableFinished || exchange.requestIds.length > 1) {
      cancelRequests(transport, exchange.requestIds, 'The exchange ended before the answer was written.');
    }
    void shared.store.touch(record.id, -1).catch(() => undefined);
    void server.close().catch(() => undefined);
  });
  await handOver(transport, request, reply);
}

function newRecord(owner: SessionOwner, context: QueryContext, initialize: InitializeRequest): SessionRecord {
  const requested = initialize.params.protocolVersion;
  const now = Date.now();
  const { name, version } = initialize.params.clientInfo;
  return {
    id: randomUUID(),
    keyId: owner.keyId,
    consumer: owner.consumer.slug,
    context,
    // What the SDK server answers initialize with: the client's version when supported, else its latest.
    protocolVersion: SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION,
    clientInfo: { name, version },
    ui: declaresUi(initialize.params.capabilities),
    createdAt: now,
    lastSeen: now,
  };
}

function sessionServer(
  service: Service,
  owner: SessionOwner,
  context: QueryContext,
  request: FastifyRequest,
  declaredUi?: boolean,
): McpServer {
  return createMcpServer({
    deps: service,
    consumer: owner.consumer,
    boundContext: context,
    baseUrl: baseUrlOf(service.config.server, request),
    version: VERSION,
    log: toolFailureLog(request),
    // A session's server outlives the request that opened it: each tool call finds its own request by id.
    observe: (requestId) => service.observability.byRequestId(requestId),
    declaredUi,
  });
}

function missingSessionId(): CharterError {
  return new CharterError(
    'invalid_request',
    `Missing the ${SESSION_HEADER} header: send initialize first, then the session id it returns on every request.`,
  );
}

/** Ends a POST that will get no JSON-RPC answer (202, no body), unless its answer has begun or its client left. */
function endUnanswered(res: ServerResponse): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  res.statusCode = 202;
  res.end();
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
function sameDefinition(opened: Consumer, current: Consumer): boolean {
  return opened === current || definitionOf(opened) === definitionOf(current);
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
