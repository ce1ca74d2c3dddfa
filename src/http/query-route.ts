import type { FastifyInstance } from 'fastify';
import { BYPASS_STATUS, directiveFrom } from '../cache/types.js';
import { CharterError } from '../errors/registry.js';
import type { Service } from '../service.js';
import { type ContractAnswer, runContractQuery } from '../tools/query-contract.js';
import { abortOnClose, principalOf, serviceOf } from './request-scope.js';

const BODY_FIELDS = new Set(['contract_name', 'query', 'context']);

export function registerQueryRoute(app: FastifyInstance, _service: Service): void {
  app.post<{ Params: { slug: string } }>(
    '/v1/api/:slug/query',
    {
      // RFC 9211: every response of this endpoint says what the cache did; one that never got that far bypassed it.
      onSend: async (_request, reply) => {
        if (!reply.hasHeader('cache-status')) reply.header('cache-status', BYPASS_STATUS);
      },
    },
    async (request, reply) => {
      // The definitions the request started on, whatever a reload swaps in meanwhile.
      const snapshot = serviceOf(request);
      const consumer = snapshot.consumers.resolve(principalOf(request), request.params.slug);
      const { contract_name, query, context } = envelope(request.body);
      const abort = abortOnClose(reply);
      const answer = await runContractQuery(
        snapshot,
        {
          consumer,
          context,
          signal: abort.signal,
          cache: directiveFrom(request.headers['cache-control']),
        },
        { contract_name, query },
      );
      reply.header('cache-status', answer.cache.cache_status);
      return reply.type('application/json; charset=utf-8').send(responseBytes(answer));
    },
  );
}

function envelope(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new CharterError(
      'invalid_request',
      'The request body must be a JSON object with contract_name and query.',
    );
  }
  const unknown = Object.keys(body).filter((k) => !BODY_FIELDS.has(k));
  if (unknown.length > 0) {
    throw new CharterError(
      'invalid_request',
      undefined,
      unknown.map((k) => `${k}: unknown field (expected contract_name, query, context)`),
    );
  }
  return body as Record<string, unknown>;
}

/**
 * The response body framed around the page's stored JSON bytes, so a cache hit
 * never parses or serialises rows. Field order and values are exactly what
 * serialising the envelope object would give.
 */
function responseBytes(answer: ContractAnswer): Buffer {
  const { offset } = answer.resolved;
  const limit = answer.limit;
  const head = '{"data":{"pagination":{"items":[';
  const tail = JSON.stringify({
    total_items: answer.total_items,
    page: Math.floor(offset / limit) + 1,
    limit,
    total_pages: Math.ceil(answer.total_items / limit),
    has_next_page: answer.has_next_page,
    has_prev_page: offset > 0,
  }).slice(1);
  const rest = JSON.stringify({
    execution_time_ms: answer.execution_time_ms,
    served_by: answer.cache.served_by,
  }).slice(1, -1);
  return Buffer.concat([
    Buffer.from(head),
    answer.page.bodyBytes(),
    Buffer.from(`],${tail},${rest}},"message":${JSON.stringify(answer.message)}}`),
  ]);
}
