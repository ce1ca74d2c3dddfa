import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CharterError } from '../errors/registry.js';
import { CONTEXT_HEADER } from '../mcp/resources.js';
import { createMcpServer } from '../mcp/server.js';
import { type McpSession, SessionStore } from '../mcp/sessions.js';
import type { QueryContext } from '../query/spec.js';
import type { Service } from '../service.js';
import { parseContext } from '../tools/context.js';
import { streamKeepAliveMs } from './bounds.js';
import { logFailure } from './errors.js';
import { duplicateKeyError, findDuplicateKey } from './json-keys.js';
import { principalOf } from './request-scope.js';

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
    maxSessions: policy.max_sessions,
  });
  const originAllowed = originPolicy(policy.allowed_origins);
  // Open SSE streams would keep app.close() waiting; end every session first.
  app.addHook('preClose', async () => sessions.closeAll());

  app.route<{ Params: { slug: string } }>({
    method: ['GET', 'POST', 'DELETE'],
    url: '/v1/api/:slug/mcp',
    handler: async (request, reply) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !originAllowed(origin)) {
        throw new CharterError('origin_not_allowed', `The Origin '${origin}' may not call the MCP endpoint.`);
      }
      const principal = principalOf(request);
      const consumer = service.consumers.resolve(principal, request.params.slug, 'mcp');
      const sessionId = headerOf(request, SESSION_HEADER);
      const contextHeader = headerOf(request, CONTEXT_HEADER);

      if (sessionId === undefined) {
        if (request.method !== 'POST' || !isInitializeRequest(request.body)) {
          throw new CharterError(
            'invalid_request',
            `Missing the ${SESSION_HEADER} header: send initialize first, then the session id it returns on every request.`,
          );
        }
        const context = boundContext(contextHeader);
        if (!(await sessions.reserve())) throw new CharterError('too_many_sessions');
        let server: McpServer | undefined;
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: randomUUID,
          keepAliveMs: streamKeepAliveMs(service.config.server.socket_timeout_ms),
          onsessioninitialized: (id) => {
            sessions.add({
              id,
              keyId: principal.keyId,
              consumer,
              context,
              contextFingerprint: fingerprint(context),
              server: server as McpServer,
              transport,
              lastSeen: Date.now(),
              inFlight: 0,
            });
          },
          onsessionclosed: (id) => sessions.delete(id),
        });
        transport.onclose = () => {
          if (transport.sessionId) sessions.delete(transport.sessionId);
        };
        server = createMcpServer({
          deps: service,
          consumer,
          boundContext: context,
          baseUrl: baseUrlOf(service, request),
          version: VERSION,
          log: toolFailureLog(request),
        });
        await server.connect(transport);
        reply.raw.once('close', () => {
          // An initialize the transport refused leaves no session behind.
          if (!transport.sessionId || !sessions.get(transport.sessionId)) void server?.close();
        });
        return serve(transport, undefined, request, reply);
      }

      const session = sessions.get(sessionId);
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
      return serve(session.transport, session, request, reply);
    },
  });
}

/** Hands the raw request to the SDK transport; tracks the session's activity for expiry. */
async function serve(
  transport: StreamableHTTPServerTransport,
  session: McpSession | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  reply.hijack();
  reply.raw.setHeader('x-request-id', request.id);
  // A POST is a request being answered; a GET is the long-lived server
  // stream, which should not keep an otherwise unused session alive.
  const counts = session !== undefined && request.method === 'POST';
  if (session) {
    session.lastSeen = Date.now();
    if (counts) session.inFlight += 1;
    reply.raw.once('close', () => {
      session.lastSeen = Date.now();
      if (counts) session.inFlight -= 1;
    });
  }
  try {
    await transport.handleRequest(request.raw, reply.raw, request.body);
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

/** Tool failures the MCP server reports, logged by the same policy as every other request failure. */
function toolFailureLog(request: FastifyRequest): { error(obj: object, msg: string): void } {
  return {
    error: (obj) => {
      const { err, ...fields } = obj as { err?: unknown };
      logFailure({ log: request.log, outages: request.server.outages, fields }, err, 'MCP tool call');
    },
  };
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

function baseUrlOf(service: Service, request: FastifyRequest): string {
  return (service.config.server.public_url ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
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
