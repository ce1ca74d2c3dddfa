import type { FastifyInstance } from 'fastify';
import type { Service } from '../service.js';
import { abortOnClose, serviceOf } from './request-scope.js';

/**
 * Per-consumer admission for every protocol in one place: an onRequest hook,
 * so it runs after authentication (the hook registered before it) and before
 * the body is read or parsed, and a shed request costs a header parse and a
 * counter. The consumer's slot is given back when the response closes, which
 * also covers streams (chat SSE) and responses the MCP transport writes itself.
 * The MCP GET stream only listens, so it is rate-counted but holds no slot.
 */
export function registerAdmission(app: FastifyInstance, service: Service): void {
  const { gate } = service;
  app.addHook('onRequest', async (request, reply) => {
    const slug = (request.params as { slug?: unknown } | undefined)?.slug;
    if (request.principal === undefined || typeof slug !== 'string') return;
    // The consumer as the request's snapshot defines it: a reload applies from a consumer's next request.
    const consumer = serviceOf(request).consumers.resolve(request.principal, slug);
    const isStream = request.method === 'GET' && request.routeOptions.url === '/v1/api/:slug/mcp';
    const gone = abortOnClose(reply);
    const release = await gate.admit(consumer, {
      holdsSlot: !isStream,
      // Read (hence made) only if the request has to wait for a slot.
      get signal() {
        return gone.signal;
      },
    });
    reply.raw.once('close', release);
    // Closed while waiting for the slot: nobody will close it again.
    if (reply.raw.destroyed) release();
  });
}
