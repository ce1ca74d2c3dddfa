import type { FastifyInstance } from 'fastify';
import { ConsumerGate } from '../admission/gate.js';
import { openRateStore } from '../admission/rate.js';
import type { Service } from '../service.js';
import { abortOnClose } from './request-scope.js';

/**
 * Per-consumer admission for every protocol in one place: an onRequest hook,
 * so it runs after authentication (the hook registered before it) and before
 * the body is read or parsed, and a shed request costs a header parse and a
 * counter. The consumer's slot is given back when the response closes, which
 * also covers streams (chat SSE) and responses the MCP transport writes itself.
 * The MCP GET stream only listens, so it is rate-counted but holds no slot.
 */
export function registerAdmission(app: FastifyInstance, service: Service): void {
  const gate = new ConsumerGate(
    openRateStore(service.config.limits, (state, err) => {
      if (state === 'down')
        app.log.warn({ err: err?.message }, 'Redis is not answering: rate limits are counted per instance');
      else app.log.info('Redis answers again: rate limits are shared');
    }),
  );
  app.addHook('onClose', async () => gate.close());

  app.addHook('onRequest', async (request, reply) => {
    const slug = (request.params as { slug?: unknown } | undefined)?.slug;
    if (request.principal === undefined || typeof slug !== 'string') return;
    const consumer = service.consumers.resolve(request.principal, slug);
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
