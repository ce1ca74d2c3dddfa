import type { FastifyInstance, FastifyReply, HookHandlerDoneFunction } from 'fastify';
import type { AdmitOptions } from '../admission/gate.js';
import type { Service } from '../service.js';
import { SignalOnRead, serviceOf } from './request-scope.js';

/**
 * Per-consumer admission for every protocol in one place: an onRequest hook,
 * so it runs after authentication (the hook registered before it) and before
 * the body is read or parsed, and a shed request costs a header parse and a
 * counter. The consumer's slot is given back when the response closes, which
 * also covers streams (chat SSE) and responses the MCP transport writes itself.
 * The MCP GET stream only listens, so it is rate-counted but holds no slot.
 *
 * Synchronous when the gate can decide at once (rates counted in this process,
 * a slot free here: every cache hit of a consumer within its limits), so such
 * a request pays no promise and no microtask turn; it goes on a promise only
 * when it has to wait (Redis, or a slot to wait for).
 */
export function registerAdmission(app: FastifyInstance, service: Service): void {
  const { gate } = service;
  app.addHook('onRequest', (request, reply, done) => {
    const slug = (request.params as { slug?: unknown } | undefined)?.slug;
    if (request.principal === undefined || typeof slug !== 'string') return done();
    // The consumer as the request's snapshot defines it: a reload applies from a consumer's next request.
    const consumer = serviceOf(request).consumers.resolve(request.principal, slug);
    const isStream = request.method === 'GET' && request.routeOptions.url === '/v1/api/:slug/mcp';
    let admitted: (() => void) | Promise<() => void>;
    try {
      // The signal is read (hence made) only if the request has to wait for a slot.
      admitted = gate.admitNow(consumer, new AdmitRequest(reply, !isStream));
    } catch (err) {
      return done(err as Error);
    }
    if (typeof admitted === 'function') return holdUntilClosed(reply, admitted, done);
    admitted.then(
      (release) => holdUntilClosed(reply, release, done),
      (err: Error) => done(err),
    );
  });
}

/** What the gate is asked with: whether the request holds a slot, and its signal on read. */
class AdmitRequest extends SignalOnRead implements AdmitOptions {
  constructor(
    reply: FastifyReply,
    readonly holdsSlot: boolean,
  ) {
    super(reply);
  }
}

function holdUntilClosed(reply: FastifyReply, release: () => void, done: HookHandlerDoneFunction): void {
  // `on`, not `once`: a response closes once, and a release runs only once anyway (the gate's
  // releasers are idempotent); `once` would wrap it and remove it again on every request.
  reply.raw.on('close', release);
  // Closed while waiting for the slot: nobody will close it again.
  if (reply.raw.destroyed) release();
  done();
}
