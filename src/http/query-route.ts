import type { FastifyInstance } from 'fastify';
import { CharterError } from '../errors/registry.js';
import type { Service } from '../service.js';
import { queryContract } from '../tools/query-contract.js';
import { abortOnClose, principalOf } from './request-scope.js';

const BODY_FIELDS = new Set(['contract_name', 'query', 'context']);

export function registerQueryRoute(app: FastifyInstance, service: Service): void {
  app.post<{ Params: { slug: string } }>('/v1/api/:slug/query', async (request, reply) => {
    const consumer = service.consumers.resolve(principalOf(request), request.params.slug);
    const body = request.body;
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
    const { contract_name, query, context } = body as Record<string, unknown>;
    const abort = abortOnClose(reply);
    const result = await queryContract(
      service,
      { consumer, context, signal: abort.signal },
      { contract_name, query },
    );
    const { limit, offset } = result.query;
    return {
      data: {
        pagination: {
          items: result.rows,
          total_items: result.total_items,
          page: Math.floor(offset / limit) + 1,
          limit,
          total_pages: Math.ceil(result.total_items / limit),
          has_next_page: result.has_next_page,
          has_prev_page: offset > 0,
        },
        execution_time_ms: result.execution_time_ms,
        served_by: result.served_by,
      },
      message: result.message,
    };
  });
}
