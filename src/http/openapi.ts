import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { svcEventJsonSchemas } from '../agent/events.js';
import { chatRequestSchema } from '../agent/request.js';
import { ERRORS } from '../errors/registry.js';
import { contextSchema, querySpecJsonSchema } from '../query/spec.js';
import type { Service } from '../service.js';
import { baseUrlOf } from './public-url.js';

/**
 * `GET /v1/openapi.json`: an OpenAPI 3.1 description of the REST query and
 * chat endpoints (and the MCP endpoint's HTTP surface). It is public (no
 * key): it describes shapes, never consumers or data. Schemas come from the
 * same zod definitions the server validates with, so they cannot drift.
 */
export function registerOpenApiRoute(app: FastifyInstance, service: Service): void {
  app.get('/v1/openapi.json', async (request) => openApiDocument(baseUrlOf(service.config.server, request)));
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return rest;
}

/** The OpenAPI document: one builder per path and per larger schema, each a plain literal. */
export function openApiDocument(baseUrl: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Charter',
      version: '1',
      description:
        'Governed analytics over published contracts. Every /v1/api endpoint takes `Authorization: Bearer <API_KEY>`; ' +
        'errors have the body `{message, code, errors}` and callers branch on `code`.',
    },
    servers: [{ url: baseUrl }],
    security: [{ bearer: [] }],
    tags: [
      { name: 'query', description: 'Exact, paginated results from a contract.' },
      { name: 'chat', description: 'Natural-language answers streamed as server-sent events.' },
      { name: 'mcp', description: 'Model Context Protocol server (Streamable HTTP).' },
    ],
    paths: {
      '/v1/api/{consumer_slug}/query': queryPath(),
      '/v1/api/{consumer_slug}/chat/completions': chatPath(),
      '/v1/api/{consumer_slug}/mcp': {
        post: mcpOperation('mcpPost', 'Send MCP JSON-RPC messages (initialize opens a session)'),
        get: mcpOperation('mcpOpenStream', 'Open the session’s server-to-client event stream'),
        delete: mcpOperation('mcpEndSession', 'End the session'),
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The API key.' } },
      schemas: schemas(),
    },
  };
}

function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/** The path parameter every consumer endpoint takes. */
function slugParameter() {
  return {
    name: 'consumer_slug',
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
    description: 'The consumer to call; the API key must authorize it.',
  };
}

/** An operation of the MCP endpoint: its HTTP surface, as the Streamable HTTP transport uses it. */
function mcpOperation(operationId: string, summary: string) {
  return {
    operationId,
    summary,
    tags: ['mcp'],
    parameters: [
      slugParameter(),
      {
        name: 'mcp-session-id',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: 'Returned by initialize; required on every later request.',
      },
      {
        name: 'x-charter-context',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: 'JSON object of RLS values, bound to the session at initialize by a trusted backend.',
      },
    ],
    responses: {
      '200': {
        description:
          'MCP message(s) (JSON or text/event-stream), as the MCP Streamable HTTP transport defines.',
      },
      '400': errorResponse(
        'Missing mcp-session-id on a request other than initialize, or a bad x-charter-context.',
      ),
      '401': errorResponse('Missing or invalid API key.'),
      '403': errorResponse(
        'Key does not authorize the consumer, MCP is not enabled for it, or the Origin is not allowed.',
      ),
      '404': errorResponse('Unknown or expired session (or one opened by another key).'),
      '429': errorResponse(
        'Over the consumer’s rate or concurrency, or its key’s busy sessions; Retry-After says when to retry.',
      ),
      '500': errorResponse('Internal server error.'),
      '503': errorResponse('Too many live MCP sessions, or the server is shutting down.'),
    },
  };
}

/** What every JSON POST endpoint answers before its own logic runs: the body's size and type, admission. */
function bodyResponses() {
  return {
    '413': errorResponse('The request body (or, in chat, a message or the conversation) is too large.'),
    '415': errorResponse('Content-Type is not application/json.'),
    '429': errorResponse('Over the consumer’s rate or concurrency limit; Retry-After says when to retry.'),
  };
}

function queryPath() {
  return {
    post: {
      operationId: 'queryContract',
      summary: 'Run a structured query against a contract',
      tags: ['query'],
      parameters: [
        slugParameter(),
        {
          name: 'Cache-Control',
          in: 'header',
          required: false,
          description:
            '`no-cache`: answer from the warehouse (or a rollup), never the result cache, and refresh the entry; ' +
            '`no-store`: neither read nor write the cache.',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/QueryRequest' } } },
      },
      responses: {
        '200': {
          description: 'Governed, paginated rows.',
          headers: {
            'Cache-Status': {
              description:
                'RFC 9211: how the result cache handled the request, e.g. `charter; hit; ttl=540` or ' +
                '`charter; fwd=miss; stored`. Sent on every response of this endpoint.',
              schema: { type: 'string' },
            },
          },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/QueryResult' } } },
        },
        '400': errorResponse('Invalid input, or the query failed validation against the contract.'),
        '401': errorResponse('Missing or invalid API key.'),
        '403': errorResponse('Key does not authorize the consumer, or the contract is not linked to it.'),
        '404': errorResponse('The named contract was not found.'),
        ...bodyResponses(),
        '500': errorResponse('Internal server error.'),
        '503': errorResponse(
          'The warehouse is unavailable or at capacity, or the server is shutting down; Retry-After may say when to retry.',
        ),
        '504': errorResponse('The query exceeded its time limit and was cancelled.'),
      },
    },
  };
}

function chatPath() {
  return {
    post: {
      operationId: 'chatCompletions',
      summary: 'Stream a natural-language answer (SSE)',
      description:
        'Requires the chat protocol. Each `data:` line holds one `chat.completion.chunk`; read ' +
        '`choices[0].delta.content` for narrative and `choices[0].delta.svc_event` for results, charts, ' +
        'progress and context. The stream ends with a chunk whose finish_reason is `stop`, then `data: [DONE]`. ' +
        'Once the stream has begun, failures arrive as an `svc_event` of type `error`.',
      tags: ['chat'],
      parameters: [slugParameter()],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ChatRequest' } } },
      },
      responses: {
        '200': {
          description:
            'The answer: by default server-sent events of ChatChunk JSON, ending with `data: [DONE]`; ' +
            'with `"stream": false`, one ChatCompletion JSON body whose message also lists the events.',
          content: {
            'text/event-stream': { schema: { $ref: '#/components/schemas/ChatChunk' } },
            'application/json': { schema: { $ref: '#/components/schemas/ChatCompletion' } },
          },
        },
        '400': errorResponse('Invalid request body.'),
        '401': errorResponse('Missing or invalid API key.'),
        '403': errorResponse('Key does not authorize the consumer, or chat is not enabled for it.'),
        ...bodyResponses(),
        '500': errorResponse('Internal server error.'),
        '502': errorResponse('The natural-language request failed downstream.'),
      },
    },
  };
}

function schemas() {
  const { $schema: _ignored, ...querySpec } = querySpecJsonSchema();
  return {
    Error: {
      type: 'object',
      required: ['message', 'code', 'errors'],
      properties: {
        message: { type: 'string' },
        code: { type: 'string', enum: Object.keys(ERRORS) },
        errors: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] },
      },
    },
    QuerySpec: querySpec,
    QueryRequest: {
      type: 'object',
      required: ['contract_name', 'query'],
      additionalProperties: false,
      properties: {
        contract_name: { type: 'string', description: 'Must be linked to the consumer.' },
        query: { $ref: '#/components/schemas/QuerySpec' },
        context: { ...jsonSchema(contextSchema), description: 'RLS values from your trusted backend.' },
      },
    },
    QueryResult: queryResultSchema(),
    // Generated from the schemas the chat endpoint validates and emits with, so the document cannot drift.
    ChatRequest: z.toJSONSchema(chatRequestSchema, { io: 'input' }),
    ChatCompletion: chatCompletionSchema(),
    ChatChunk: chatChunkSchema(),
  };
}

function queryResultSchema() {
  return {
    type: 'object',
    required: ['data', 'message'],
    properties: {
      data: {
        type: 'object',
        required: ['pagination', 'execution_time_ms', 'served_by'],
        properties: {
          pagination: {
            type: 'object',
            required: [
              'items',
              'total_items',
              'page',
              'limit',
              'total_pages',
              'has_next_page',
              'has_prev_page',
            ],
            properties: {
              items: {
                type: 'array',
                items: { type: 'object', additionalProperties: true },
                description: 'Rows keyed by the requested dimensions and measures.',
              },
              total_items: { type: 'integer' },
              page: { type: 'integer', minimum: 1 },
              limit: { type: 'integer', description: 'Page size applied (at most 10,000).' },
              total_pages: { type: 'integer' },
              has_next_page: { type: 'boolean' },
              has_prev_page: { type: 'boolean' },
            },
          },
          execution_time_ms: {
            type: 'integer',
            description: 'Time this request spent getting its rows.',
          },
          served_by: {
            type: 'object',
            description: 'Which source produced the rows.',
            required: ['source', 'rollup'],
            properties: {
              source: { type: 'string', enum: ['warehouse', 'cache', 'rollup'] },
              rollup: { type: ['string', 'null'], description: 'The rollup that answered, if any.' },
            },
          },
        },
      },
      message: { type: ['string', 'null'] },
    },
  };
}

function chatCompletionSchema() {
  return {
    type: 'object',
    description: 'The `stream: false` answer.',
    required: ['id', 'object', 'created', 'model', 'choices'],
    properties: {
      id: { type: 'string' },
      object: { const: 'chat.completion' },
      created: { type: 'integer' },
      model: { type: 'string' },
      choices: {
        type: 'array',
        items: {
          type: 'object',
          required: ['index', 'message', 'finish_reason'],
          properties: {
            index: { type: 'integer' },
            message: {
              type: 'object',
              required: ['role', 'content', 'svc_events'],
              properties: {
                role: { const: 'assistant' },
                content: {
                  type: 'string',
                  description: 'The narrative, with any error message appended.',
                },
                refusal: { type: 'null' },
                svc_events: {
                  type: 'array',
                  description: 'The events the stream would have carried, in order.',
                  items: { oneOf: Object.values(svcEventJsonSchemas()) },
                },
              },
            },
            finish_reason: { type: 'string' },
            logprobs: { type: 'null' },
          },
        },
      },
    },
  };
}

function chatChunkSchema() {
  return {
    type: 'object',
    required: ['id', 'object', 'created', 'model', 'choices'],
    properties: {
      id: { type: 'string' },
      object: { const: 'chat.completion.chunk' },
      created: { type: 'integer' },
      model: { type: 'string' },
      choices: {
        type: 'array',
        items: {
          type: 'object',
          required: ['index', 'delta', 'finish_reason'],
          properties: {
            index: { type: 'integer' },
            delta: {
              type: 'object',
              properties: {
                role: { const: 'assistant' },
                content: { type: 'string' },
                svc_event: { oneOf: Object.values(svcEventJsonSchemas()) },
              },
            },
            finish_reason: { type: ['string', 'null'] },
          },
        },
      },
    },
  };
}
