import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, postJson, type RunningServer, startDemoServer } from '../helpers/server.js';

let server: RunningServer;
type Operation = {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
let doc: { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

beforeAll(async () => {
  server = await startDemoServer();
  doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as typeof doc;
});
afterAll(async () => server?.close());

const QUERY = '/v1/api/{consumer_slug}/query';
const CHAT = '/v1/api/{consumer_slug}/chat/completions';
const MCP = '/v1/api/{consumer_slug}/mcp';

describe('GET /v1/openapi.json describes what the server really answers', () => {
  it('is a valid OpenAPI document (checked by an OpenAPI validator)', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('lists the 413 and 415 that query and chat answer, and the query endpoint’s 503 and 504', async () => {
    const endpoints: [string, string, string][] = [
      [QUERY, '/v1/api/analytics-app/query', KEYS.analytics],
      [CHAT, '/v1/api/analytics-app/chat/completions', KEYS.analytics],
    ];
    for (const [path, url, key] of endpoints) {
      const huge = await postJson(`${server.url}${url}`, JSON.stringify({ pad: 'x'.repeat(2_000_000) }), key);
      const plain = await postJson(`${server.url}${url}`, '{}', key, { 'content-type': 'text/plain' });
      expect([huge.status, plain.status]).toEqual([413, 415]);
      const responses = Object.keys(doc.paths[path]?.post?.responses ?? {});
      expect(responses, path).toEqual(expect.arrayContaining(['413', '415']));
    }
    expect(Object.keys(doc.paths[QUERY]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '413', '415', '429', '500', '503', '504']),
    );
  });

  it('describes the JSON chat.completion answer of stream:false beside the event stream', async () => {
    const ok = doc.paths[CHAT]?.post?.responses['200']?.content ?? {};
    expect(Object.keys(ok).sort()).toEqual(['application/json', 'text/event-stream']);
    expect(ok['application/json']?.schema?.$ref).toBe('#/components/schemas/ChatCompletion');
    const res = await postJson(
      `${server.url}/v1/api/analytics-app/chat/completions`,
      { model: 'charter', messages: [{ role: 'user', content: 'how many flights?' }], stream: false },
      KEYS.analytics,
    );
    expect(res.status).toBe(200);
    const schema = (doc.components as { schemas: Record<string, { required: string[] }> }).schemas
      .ChatCompletion;
    for (const field of schema?.required ?? ['missing']) expect(res.body).toHaveProperty(field);
    expect(res.body.object).toBe('chat.completion');
  });

  it('gives every operation, the MCP ones included, a unique operationId', () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(doc.paths[MCP] ?? {}).sort()).toEqual(['delete', 'get', 'post']);
  });
});
