import { setMaxListeners } from 'node:events';
import type { ServerResponse } from 'node:http';
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

/** Fires when the client goes away before its response was written; see `abortOnClose`. */
export interface ClientGone {
  /** Made on first read: most requests (a cache hit) never need one. */
  readonly signal: AbortSignal;
}

/**
 * One per response, made at its first use. An AbortSignal costs several
 * microseconds to make, as much as the rest of a cache hit's own work, so it
 * is made only when something reads it (a statement about to run, a wait for
 * an admission slot); made after the client left, it is aborted at once, so
 * reading it late loses nothing.
 */
class LazyClientGone implements ClientGone {
  private controller: AbortController | null = null;
  private reason: CharterError | null = null;

  constructor(response: ServerResponse) {
    // Made after the client already left (admission makes it only when a request has to wait, which
    // may be after a Redis round trip): gone from the start.
    if (response.destroyed && !response.writableFinished) this.reason = clientClosed();
    // Listening on the response (not the socket) keeps keep-alive connections from collecting one listener per request.
    response.once('close', () => {
      if (response.writableFinished) return;
      this.reason = clientClosed();
      this.controller?.abort(this.reason);
    });
  }

  get signal(): AbortSignal {
    if (this.controller === null) {
      this.controller = new AbortController();
      // A chat turn fans out to several concurrent statements on one signal, each adding a
      // listener while it runs, so the default limit of 10 would warn about a leak that is not one.
      setMaxListeners(100, this.controller.signal);
      if (this.reason !== null) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }
}

function clientClosed(): CharterError {
  return new CharterError('internal_error', 'client closed the connection');
}

const perResponse = new WeakMap<ServerResponse, ClientGone>();

/**
 * The request's "client went away" signal (shared by admission and the
 * route: one close listener per request), so running statements and model
 * calls are cancelled when the client leaves before the response is written.
 */
export function abortOnClose(reply: FastifyReply): ClientGone {
  const known = perResponse.get(reply.raw);
  if (known) return known;
  const made = new LazyClientGone(reply.raw);
  perResponse.set(reply.raw, made);
  return made;
}

/**
 * The request's "client went away" signal, made only when read (`abortOnClose`):
 * what an admission wait or a statement reads, and a cache hit never does. A
 * class with the getter on its prototype, not an object literal with a getter:
 * V8 gives each such literal a hidden class of its own, made outside the young
 * generation, which on a cache hit cost more garbage collection than the rest
 * of the request.
 */
export class SignalOnRead {
  constructor(private readonly reply: FastifyReply) {}

  get signal(): AbortSignal {
    return abortOnClose(this.reply).signal;
  }
}
