import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The access log: one line per request, `request completed`, written once the
 * answer has been sent, with the request (`req`: method, url, host, remote
 * address and port), `res.statusCode` and `responseTime` (ms), on the
 * request's logger (so `reqId`, and `trace_id` when there is one). Fastify's
 * own controller writes two lines (`incoming request` on arrival, then
 * `request completed`); at cache-hit rates the first cost as much as the
 * second and told nothing the second does not. With `server.access_log`
 * false, no line for a request that went well; a response that failed while
 * being written is logged at error either way.
 */
export class AccessLog extends LogController {
  constructor(private readonly enabled: boolean) {
    super();
  }

  /** Nothing on arrival: the completed line carries the request's fields. */
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else if (this.enabled) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/**
 * A request whose client closed the connection before the answer was sent
 * never completes: it gets `request aborted` instead (`req` only), so every
 * request still has its line.
 */
export function logAbortedRequests(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, 'request aborted');
    done();
  });
}
