import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectDuplicateKeys } from '../../src/http/json-keys.js';

/**
 * The remembered parse of repeated query bodies (src/http/json-keys.ts): a
 * repeat gets an equal, deep-frozen value; a refused body is refused every
 * time; other routes and large bodies are parsed afresh. Over real HTTP.
 */
describe('repeated JSON bodies of the query route', () => {
  let app: FastifyInstance;
  let base = '';
  const seen: unknown[] = [];
  beforeAll(async () => {
    app = Fastify();
    rejectDuplicateKeys(app, '/q/:slug');
    const record = async (request: { body: unknown }) => {
      seen.push(request.body);
      return { frozen: Object.isFrozen(request.body), body: request.body };
    };
    app.post('/q/:slug', record);
    app.post('/other', record);
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => app?.close());

  const post = async (path: string, text: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    return { status: res.status, json: (await res.json()) as { frozen?: boolean; body?: unknown } };
  };

  it('a repeat is answered with the same value, frozen all the way down', async () => {
    const text =
      '{"contract_name":"flights","query":{"measures":["n"],"filters":[{"field":"x","value":[1,2]}]},"context":{"state":"CA"}}';
    const first = await post('/q/a', text);
    const second = await post('/q/b', text);
    expect(first.json.body).toEqual(JSON.parse(text));
    expect(second.json).toEqual(first.json);
    const [a, b] = seen.slice(-2) as [Record<string, unknown>, Record<string, unknown>];
    expect(b).toBe(a);
    expect(Object.isFrozen((a.context as object) ?? null)).toBe(true);
    expect(Object.isFrozen(((a.query as { filters: object[] }).filters[0] as object) ?? null)).toBe(true);
    // One character apart: a different body, parsed on its own.
    const other = await post('/q/a', text.replace('"CA"', '"NY"'));
    expect(other.json.body).toMatchObject({ context: { state: 'NY' } });
  });

  it('a body with a duplicated name is refused every time, and invalid JSON too', async () => {
    const dup = '{"contract_name":"flights","contract_name":"x"}';
    for (let i = 0; i < 2; i++) {
      expect((await post('/q/a', dup)).status).toBe(400);
      expect((await post('/q/a', '{"contract_name":')).status).toBe(400);
    }
  });

  it('other routes and large bodies are parsed afresh for each request', async () => {
    const text = '{"a":{"b":1}}';
    await post('/other', text);
    await post('/other', text);
    const [a, b] = seen.slice(-2);
    expect(b).not.toBe(a);
    expect(Object.isFrozen(a)).toBe(false);
    const large = JSON.stringify({ pad: 'x'.repeat(5000) });
    await post('/q/a', large);
    await post('/q/a', large);
    const [c, d] = seen.slice(-2);
    expect(d).not.toBe(c);
  });
});
