import { setMaxListeners } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/keys.js';
import { CharterError } from '../errors/registry.js';
import type { Service } from '../service.js';

/** The principal the authentication hook attached; every /v1/api route has one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new CharterError('unauthorized');
  return request.principal;
}

/**
 * The service as it was when the request arrived (the server's first hook
 * takes the snapshot): a reload meanwhile does not change the config,
 * consumers or contracts a request started with.
 */
export function serviceOf(request: FastifyRequest): Service {
  if (!request.service) throw new CharterError('internal_error', 'the request has no service snapshot');
  return request.service;
}

/**
 * An AbortSignal that fires when the client goes away before the response is
 * written, so running statements and model calls are cancelled. Listening on
 * the response (not the socket) keeps keep-alive connections from collecting
 * one listener per request. A chat turn fans out to several concurrent
 * statements on one signal, each adding a listener while it runs, so the
 * default limit of 10 would warn about a leak that is not one.
 */
export function abortOnClose(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  setMaxListeners(100, controller.signal);
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished)
      controller.abort(new CharterError('internal_error', 'client closed the connection'));
  });
  return controller;
}
