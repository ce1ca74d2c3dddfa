import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Principal } from '../auth/keys.js';
import { CharterError } from '../errors/registry.js';
import type { Service } from '../service.js';
import { AccessLog, logAbortedRequests } from './access-log.js';
import { registerAdminRoutes } from './admin-route.js';
import { registerAdmission } from './admission.js';
import { applyConnectionCap, closeQuietConnectionsOnClose, serverBounds } from './bounds.js';
import { registerChatRoute } from './chat-route.js';
import { registerConsoleRoute } from './console-route.js';
import { sendError } from './errors.js';
import { rejectDuplicateKeys } from './json-keys.js';
import { registerMcpRoute } from './mcp-route.js';
import { observeAuthenticated, observeRequests, registerMetricsRoute, traceLogger } from './observability.js';
import { registerOpenApiRoute } from './openapi.js';
import { QUERY_ROUTE, registerQueryRoute } from './query-route.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** The service snapshot the request runs on (`serviceOf`). */
    service?: Service;
  }
}

export interface ServerOptions {
  /** Request logs go here (one access line per request: access-log.ts); omitted, the server logs nothing (tests). */
  readonly logger?: FastifyBaseLogger;
}

/**
 * The HTTP entry point: authentication, error mapping and routing. Routes are
 * thin: they parse the envelope and call the tools layer.
 */
export async function buildServer(service: Service, options: ServerOptions = {}): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    ...(options.logger
      ? {
          loggerInstance: options.logger,
          childLoggerFactory: traceLogger,
          logController: new AccessLog(service.config.server.access_log),
        }
      : { logger: false }),
    bodyLimit: service.config.server.body_limit,
    // Timeouts, the caller's x-request-id within bounds, and client errors in our error shape (bounds.ts).
    ...serverBounds(service.config.server),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  if (options.logger) logAbortedRequests(app, service.config.server.access_log);
  applyConnectionCap(app, service.config.server);
  closeQuietConnectionsOnClose(app);
  app.decorate('outages', service.outages);

  // The API speaks JSON only: without this, Fastify would accept text/plain bodies as strings.
  app.removeContentTypeParser('text/plain');
  // Query bodies repeat verbatim: their parse is remembered (json-keys.ts).
  rejectDuplicateKeys(app, QUERY_ROUTE);

  // Every response carries its request id: set first, so error responses keep it too (Fastify keeps
  // the headers set before an error). Hooks here are synchronous: an async hook costs a promise and
  // a microtask turn on every request, which a cache hit notices.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // First, the request takes the definitions in force (a reload meanwhile does
  // not change them under it). Then every /v1/api request is authenticated
  // before its body is parsed: a bad key is a 401 whatever the body holds, and
  // unauthenticated bodies are never read.
  observeRequests(app, service);
  app.addHook('onRequest', (request, _reply, done) => {
    const snapshot = service.snapshot();
    request.service = snapshot;
    if (request.url.startsWith('/v1/api/')) {
      request.principal = snapshot.keys.authenticate(request.headers.authorization);
    }
    done();
  });
  observeAuthenticated(app, service);
  // Then the consumer's rate and concurrency limits, still before the body is read.
  registerAdmission(app, service);

  registerRoutes(app, service);
  return app;
}

/** Error and not-found answers in our error shape, health and readiness, then every endpoint's routes. */
function registerRoutes(app: FastifyInstance, service: Service): void {
  app.setErrorHandler((err, request, reply) => sendError(err, request, reply));
  app.setNotFoundHandler((request, reply) =>
    sendError(
      new CharterError('route_not_found', `No endpoint at ${request.method} ${request.url.split('?')[0]}.`),
      request,
      reply,
    ),
  );

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => readiness(service, reply));

  registerQueryRoute(app, service);
  registerAdminRoutes(app, service);
  registerChatRoute(app, service);
  registerMcpRoute(app, service);
  registerOpenApiRoute(app, service);
  registerConsoleRoute(app, service);
  registerMetricsRoute(app, service);
}

/**
 * `/readyz`: 503 while draining (SIGTERM; a load balancer stops sending) or
 * while the warehouse does not answer; otherwise 200, listing the parts that
 * are degraded but still let every request be answered (docs/deployment.md).
 */
async function readiness(service: Service, reply: FastifyReply): Promise<FastifyReply> {
  const { health } = service;
  if (health.draining) {
    return reply.status(503).send({
      status: 'draining',
      message: 'The server is shutting down: it finishes the requests in flight and takes no new ones.',
      code: 'server_shutting_down',
      errors: null,
    });
  }
  try {
    await service.warehouse.ping();
  } catch {
    return reply
      .status(503)
      .send({ message: 'The warehouse is not answering.', code: 'warehouse_unavailable', errors: null });
  }
  const degraded = health.degraded();
  return reply.send(degraded.length > 0 ? { status: 'ready', degraded } : { status: 'ready' });
}
