import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CharterError, type ErrorCode, toCharterError } from '../errors/registry.js';

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

/** The single place where an error becomes an HTTP response. Internal failures are logged, never echoed. */
export function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = asCharterError(err);
  if (error.status >= 500) request.log.error({ err }, 'request failed');
  else request.log.info({ code: error.code }, 'request rejected');
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).type('application/json').send(error.toBody());
}
