import type { FastifyInstance, FastifyReply } from 'fastify';
import { BYPASS_STATUS, type CacheDirective, directiveFrom } from '../cache/types.js';
import type { Consumer } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';
import type { RequestObservation } from '../observability/observe.js';
import type { Service } from '../service.js';
import type { ToolCall } from '../tools/context.js';
import { parsedFromText } from '../tools/plan-memo.js';
import { type ContractAnswer, runContractQuery } from '../tools/query-contract.js';
import { jsonTextOf } from './json-keys.js';
import { principalOf, SignalOnRead, serviceOf } from './request-scope.js';

/** The REST query endpoint's route. */
export const QUERY_ROUTE = '/v1/api/:slug/query';

const BODY_FIELDS = new Set(['contract_name', 'query', 'context']);

export function registerQueryRoute(app: FastifyInstance, _service: Service): void {
  app.post<{ Params: { slug: string } }>(
    QUERY_ROUTE,
    {
      // RFC 9211: every response of this endpoint says what the cache did; one that never got that far
      // (an error before or during the lookup, even a 401 from the global hooks) bypassed it.
      // Synchronous: an async hook costs a promise and a microtask turn per request.
      onSend: (_request, reply, _payload, done) => {
        if (!reply.hasHeader('cache-status')) reply.header('cache-status', BYPASS_STATUS);
        done();
      },
    },
    // Not async: a page held in memory is answered and sent synchronously, with no promise or
    // microtask turn (a sync throw reaches the error handler as a rejection would).
    (request, reply) => {
      // The definitions the request started on, whatever a reload swaps in meanwhile.
      const snapshot = serviceOf(request);
      const consumer = snapshot.consumers.resolve(principalOf(request), request.params.slug);
      const { contract_name, query, context } = envelope(request.body);
      const text = jsonTextOf(request);
      const answer = runContractQuery(
        snapshot,
        // The signal is made only if a statement has to run: a cache hit needs none (nor a close listener).
        new RestCall(
          reply,
          consumer,
          context,
          directiveFrom(request.headers['cache-control']),
          request.observation,
        ),
        // The body's exact text keys the remembered plan (plan-memo.ts).
        text === undefined
          ? { contract_name, query }
          : parsedFromText({ contract_name, query }, context, text),
      );
      if (answer instanceof Promise) return answer.then((a) => send(reply, a, request.observation));
      send(reply, answer, request.observation);
      return undefined;
    },
  );
}

/** A REST query's call: who asks, in which context, the cache directive, its observation and signal on read. */
class RestCall extends SignalOnRead implements ToolCall {
  constructor(
    reply: FastifyReply,
    readonly consumer: Consumer,
    readonly context: unknown,
    readonly cache: CacheDirective,
    readonly observe: RequestObservation | undefined,
  ) {
    super(reply);
  }
}

function send(
  reply: FastifyReply,
  answer: ContractAnswer,
  observation: RequestObservation | undefined,
): FastifyReply {
  reply.header('cache-status', answer.cache.cache_status);
  if (!observation) return reply.type('application/json; charset=utf-8').send(responseBytes(answer));
  const framed = performance.now();
  const body = responseBytes(answer);
  observation.stage('results', framed, performance.now(), { 'charter.rows': answer.page.rowCount });
  return reply.type('application/json; charset=utf-8').send(body);
}

function envelope(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new CharterError(
      'invalid_request',
      'The request body must be a JSON object with contract_name and query.',
    );
  }
  // A loop rather than filter: every request is checked, and almost none has an unknown field.
  const keys = Object.keys(body);
  let known = true;
  for (const k of keys) known &&= BODY_FIELDS.has(k);
  if (!known) {
    const unknown = keys.filter((k) => !BODY_FIELDS.has(k));
    throw new CharterError(
      'invalid_request',
      undefined,
      unknown.map((k) => `${k}: unknown field (expected contract_name, query, context)`),
    );
  }
  return body as Record<string, unknown>;
}

const HEAD = Buffer.from('{"data":{"pagination":{"items":[');

/**
 * The response body framed around the page's stored JSON bytes, so a cache hit
 * never parses or serialises rows. Field order and values are exactly what
 * serialising the envelope object would give.
 */
function responseBytes(answer: ContractAnswer): Buffer {
  const { offset } = answer.resolved;
  const limit = answer.limit;
  const total = answer.total_items;
  const tail =
    `],"total_items":${num(total)},"page":${num(Math.floor(offset / limit) + 1)},"limit":${num(limit)}` +
    `,"total_pages":${num(Math.ceil(total / limit))},"has_next_page":${answer.has_next_page}` +
    `,"has_prev_page":${offset > 0}},"execution_time_ms":${num(answer.execution_time_ms)}` +
    `,"served_by":${JSON.stringify(answer.cache.served_by)}},"message":${JSON.stringify(answer.message)}}`;
  const rows = answer.page.bodyBytes();
  // One buffer, written in place: no intermediate buffers to concatenate.
  const out = Buffer.allocUnsafe(HEAD.length + rows.length + Buffer.byteLength(tail));
  HEAD.copy(out, 0);
  rows.copy(out, HEAD.length);
  out.write(tail, HEAD.length + rows.length, 'utf8');
  return out;
}

/** A number as JSON.stringify writes it (a non-finite one as null). */
function num(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}
