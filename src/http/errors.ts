import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CharterError, type ErrorCode, toCharterError } from '../errors/registry.js';
import type { OutageTracker } from '../observability/outage.js';

/** Fastify's own failures, mapped onto our registry so every error body has the same shape. */
const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
};

export function asCharterError(err: unknown): CharterError {
  if (err instanceof CharterError) return err;
  const fe = err as Partial<FastifyError>;
  const mapped = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (mapped) return new CharterError(mapped);
  if (err instanceof SyntaxError && (fe.statusCode === 400 || /JSON/.test(err.message))) {
    return new CharterError('invalid_json');
  }
  return toCharterError(err);
}

/** Codes that mean "not now, come back later": load shedding, not a fault. */
const SHED: ReadonlySet<ErrorCode> = new Set([
  'rate_limited',
  'session_quota_exceeded',
  'warehouse_busy',
  'too_many_sessions',
]);

/** What a failure says about the service, which decides its log level and whether a stack helps. */
type FailureKind =
  | 'client_gone' // the caller left or cancelled: info, no stack
  | 'outage' // the warehouse is not answering: the outage tracker logs it, not each request
  | 'shed' // 429/503 at capacity or over quota: warn, no stack
  | 'rejected' // any other 4xx: the caller's mistake, info, no stack
  | 'degraded' // 5xx caused downstream or by a limit (upstream model, query timeout): warn with the cause, no stack
  | 'failed'; // 500 internal_error: ours, error with the stack

function failureKind(error: CharterError, clientGone: boolean): FailureKind {
  if (clientGone || isCancellation(error)) return 'client_gone';
  if (error.code === 'warehouse_unavailable') return 'outage';
  if (SHED.has(error.code)) return 'shed';
  if (error.status < 500) return 'rejected';
  return error.code === 'internal_error' ? 'failed' : 'degraded';
}

/**
 * A statement stopped because its caller cancelled (MCP notifications/cancelled,
 * an aborted signal): the abort reason arrives as a string or an AbortError,
 * wrapped as internal_error by the generic mapping.
 */
function isCancellation(error: CharterError): boolean {
  if (error.code !== 'internal_error') return false;
  const cause = error.cause;
  return typeof cause === 'string' || (cause instanceof Error && cause.name === 'AbortError');
}

export interface FailureLogContext {
  readonly log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info' | 'debug'>;
  readonly outages: OutageTracker;
  /** The client closed the connection before the answer. */
  readonly clientGone?: boolean;
  /** Extra fields for the line (tool, consumer). */
  readonly fields?: Readonly<Record<string, unknown>>;
}

/**
 * The one policy for logging a failed request, shared by REST, chat and MCP:
 * a stack only for our own 500s, one line without a stack for everything the
 * caller or a dependency caused, and warehouse outages summarised by the tracker.
 */
export function logFailure(ctx: FailureLogContext, err: unknown, what: string): void {
  const error = asCharterError(err);
  const fields = { ...ctx.fields, code: error.code };
  switch (failureKind(error, ctx.clientGone === true)) {
    case 'client_gone':
      ctx.log.info(fields, `${what}: the client went away or cancelled`);
      return;
    case 'outage':
      ctx.outages.failed(error.cause ?? error);
      ctx.log.debug(fields, `${what}: the warehouse is not answering`);
      return;
    case 'shed':
      ctx.log.warn(fields, `${what}: shed`);
      return;
    case 'rejected':
      ctx.log.info(fields, `${what}: rejected`);
      return;
    case 'degraded':
      ctx.log.warn({ ...fields, cause: causeOf(error) }, `${what}: failed downstream`);
      return;
    case 'failed':
      ctx.log.error({ ...fields, err }, `${what}: failed`);
      return;
  }
}

function causeOf(error: CharterError): string {
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/** The client is gone when its socket closed before our answer was written. */
function clientGone(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.raw.socket?.destroyed === true && !reply.raw.writableFinished;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's warehouse outage tracker (buildServer decorates the instance with it). */
    readonly outages: OutageTracker;
  }
}

/**
 * What every 401 answers with (RFC 9110 §11.6.1): the scheme and realm to use.
 * Without it MCP clients such as the Inspector start OAuth discovery instead of
 * asking for an API key.
 */
export const AUTH_CHALLENGE = 'Bearer realm="charter"';

/** The single place where an error becomes an HTTP response. Internal failures are logged, never echoed. */
export function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = asCharterError(err);
  const ctx = { log: request.log, outages: request.server.outages, clientGone: clientGone(request, reply) };
  logFailure(ctx, err, 'request');
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error.status === 401) reply.header('www-authenticate', AUTH_CHALLENGE);
  const body = isChatRoute(request) ? { ...error.toBody(), error: openAiError(error) } : error.toBody();
  return reply.status(error.status).type('application/json').send(body);
}

const CHAT_ROUTE = '/v1/api/:slug/chat/completions';

function isChatRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url === CHAT_ROUTE;
}

/** OpenAI's error `type` for a status, as its clients branch on it. */
function openAiType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  return status < 500 ? 'invalid_request_error' : 'server_error';
}

/**
 * The error as OpenAI clients read it (`{error: {message, type, param, code}}`),
 * sent on the chat endpoint beside the interface's `{message, code, errors}`:
 * without it the `openai` SDKs report "(no body)". Its message carries the
 * `errors` list too, since a client shows only that one string.
 */
function openAiError(error: CharterError) {
  const detail = error.errors ? ` (${error.errors.join('; ')})` : '';
  return {
    message: `${error.message}${detail}`,
    type: openAiType(error.status),
    param: null,
    code: error.code,
  };
}
