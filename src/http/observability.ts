import type { IncomingMessage } from 'node:http';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { authenticateAdmin } from '../auth/keys.js';
import { CharterError } from '../errors/registry.js';
import type { RequestObservation } from '../observability/observe.js';
import { parseTraceparent } from '../observability/tracing.js';
import type { Service } from '../service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Metrics, audit and trace of the request; set only when observability is on. */
    observation?: RequestObservation;
  }
  interface FastifyInstance {
    /** The separate `/metrics` listener (`observability.metrics.listen`), when configured. */
    metricsServer?: FastifyInstance;
  }
}

/** The protocol a route pattern serves (a bounded label). */
function protocolOf(route: string | undefined): string {
  if (route === '/v1/api/:slug/query') return 'rest';
  if (route === '/v1/api/:slug/chat/completions') return 'chat';
  if (route === '/v1/api/:slug/mcp') return 'mcp';
  return 'http';
}

/** The header naming the request to the MCP tool handlers (set by the server, never taken from a client). */
export const OBSERVED_REQUEST_HEADER = 'x-charter-observed-request';

/**
 * The MCP SDKs hand a tool call only its request's headers (rebuilt from the
 * raw header list): the request id goes there, under a header of our own that
 * a client's copy is first removed from, so a call can never be attributed
 * to another request.
 */
function markRequest(raw: IncomingMessage, requestId: string): void {
  const list = raw.rawHeaders;
  for (let i = list.length - 2; i >= 0; i -= 2) {
    if (list[i]?.toLowerCase() === OBSERVED_REQUEST_HEADER) list.splice(i, 2);
  }
  list.push(OBSERVED_REQUEST_HEADER, requestId);
  raw.headers[OBSERVED_REQUEST_HEADER] = requestId;
}

/** Refusals by admission that the metrics count, by the error code the client got. */
const REJECTIONS = new Set(['rate_limited', 'concurrency_limited', 'warehouse_busy', 'too_many_sessions']);

/**
 * The request's logger: with a valid W3C `traceparent` header, its trace id
 * is bound (`trace_id`) on every log line of the request, whether or not
 * observability is on (Fastify makes this child logger for every request anyway).
 */
export const traceLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
  raw,
) => {
  const header = raw.headers.traceparent;
  const parent = header === undefined ? null : parseTraceparent(header);
  return logger.child(parent ? { ...bindings, trace_id: parent.traceId } : bindings, options);
};

/**
 * First of the request hooks (before authentication), registered only when
 * observability is on: starts the request's observation, and ends it with the
 * response. Synchronous, like the other per-request hooks.
 */
export function observeRequests(app: FastifyInstance, service: Service): void {
  const { observability } = service;
  if (!observability.enabled) return;
  app.addHook('onRequest', (request, reply, done) => {
    // Read once: Fastify builds a new routeOptions object on every read.
    const route = request.routeOptions.url ?? 'unmatched';
    const observation = observability.begin(
      request.id,
      request.headers.traceparent,
      performance.now(),
      route,
    );
    request.observation = observation;
    // A caller's trace id is in the log bindings already (traceLogger); a trace started here is added now.
    if (observation.traceId !== null && request.headers.traceparent === undefined) {
      request.log = request.log.child({ trace_id: observation.traceId });
      reply.log = request.log;
    }
    if (route === '/v1/api/:slug/mcp') {
      markRequest(request.raw, request.id);
      observability.track(observation);
      reply.raw.once('close', () => observability.finished(observation));
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.observation?.end(reply.statusCode, performance.now());
    done();
  });
  if (observability.metrics) {
    const metrics = observability.metrics;
    app.addHook('onError', (request, _reply, error, done) => {
      if (error instanceof CharterError && REJECTIONS.has(error.code)) {
        metrics.rejected(request.observation?.consumer ?? '-', error.code);
      }
      done();
    });
  }
}

/**
 * Registered right after authentication: the auth stage ends here, and the
 * request is labelled with its consumer (only a slug the key is authorized
 * for: labels stay within the configured set) and its key id.
 */
export function observeAuthenticated(app: FastifyInstance, service: Service): void {
  if (!service.observability.enabled) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const observation = request.observation;
    if (observation && request.principal) {
      observation.stage('auth', observation.startMs, performance.now());
      const slug = (request.params as { slug?: unknown } | undefined)?.slug;
      const known = typeof slug === 'string' && request.principal.consumers.has(slug) ? slug : '-';
      observation.identify(known, request.principal.keyId, protocolOf(observation.route));
    }
    done();
  });
}

/**
 * `/metrics` in the Prometheus text format: on its own listener when
 * `observability.metrics.listen` is set (no key), else on the main server
 * behind the admin key (404 without one, like the other admin endpoints).
 */
export function registerMetricsRoute(app: FastifyInstance, service: Service): void {
  const metrics = service.observability.metrics;
  if (!metrics) return;
  const listen = service.config.observability.metrics.listen;
  const scrape = async (_request: FastifyRequest, reply: FastifyReply) => {
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).send(body);
  };
  if (listen === undefined) {
    const adminHash = service.config.adminKeySha256;
    app.get('/metrics', async (request, reply) => {
      if (adminHash === null) {
        throw new CharterError('route_not_found', `No endpoint at ${request.method} /metrics.`);
      }
      authenticateAdmin(request.headers.authorization, adminHash);
      return scrape(request, reply);
    });
    return;
  }
  const separate = Fastify({ logger: false });
  separate.get('/metrics', scrape);
  const { host, port } = splitListen(listen);
  app.addHook('onListen', async () => {
    await separate.listen({ host, port });
    app.log.info({ address: `http://${listen}/metrics` }, 'metrics listening');
  });
  app.addHook('onClose', async () => separate.close());
  app.decorate('metricsServer', separate);
}

function splitListen(listen: string): { host: string; port: number } {
  const at = listen.lastIndexOf(':');
  const host = listen.slice(0, at).replace(/^\[(.*)\]$/, '$1');
  return { host, port: Number(listen.slice(at + 1)) };
}
