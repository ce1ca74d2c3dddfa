import { resolve } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { KEYS, type RunningServer, startDemoServer } from '../helpers/server.js';
import { ask, chat, eventsOf, parseSse } from './helpers.js';

/**
 * What OpenAI clients expect of the chat endpoint beyond the interface: the
 * real `openai` npm client against the real server (built-in planner).
 */
let server: RunningServer;

const client = (key: string, slug = 'analytics-app') =>
  new OpenAI({ baseURL: `${server.url}/v1/api/${slug}`, apiKey: key, maxRetries: 0 });

/** The rejection of a promise, which must reject. */
async function rejection(p: Promise<unknown>): Promise<InstanceType<typeof OpenAI.APIError>> {
  try {
    await p;
  } catch (err) {
    if (err instanceof OpenAI.APIError) return err;
    throw err;
  }
  throw new Error('expected a rejection');
}

beforeAll(async () => {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
  server = await startDemoServer();
});
afterAll(async () => {
  await server?.close();
});

describe('chat error bodies carry an OpenAI-shaped error object beside the interface fields', () => {
  it('the openai client reports the message and code of a 401, a 403 and a 400', async () => {
    const unauthorized = await rejection(
      client('not-a-key').chat.completions.create({
        model: 'charter-builtin',
        messages: [{ role: 'user', content: 'hi' }],
      }),
    );
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.message).toBe('401 Invalid API key.');
    expect(unauthorized.code).toBe('unauthorized');
    expect(unauthorized.type).toBe('authentication_error');

    const forbidden = await rejection(
      client(KEYS.state).chat.completions.create({
        model: 'charter-builtin',
        messages: [{ role: 'user', content: 'hi' }],
      }),
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.code).toBe('forbidden');
    expect(forbidden.type).toBe('permission_error');

    const invalid = await rejection(
      client(KEYS.analytics).chat.completions.create({
        model: 'charter-builtin',
        messages: [{ role: 'assistant', content: 'hello' }],
      }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.code).toBe('invalid_request');
    expect(invalid.type).toBe('invalid_request_error');
    // The problems the interface's `errors` lists are in the one message a client shows.
    expect(invalid.message).toMatch(
      /^400 .*messages\.0: the conversation must end with a non-empty user message/,
    );
    expect(invalid.message).not.toContain('(no body)');
  });

  it('the interface body is unchanged: message, code, errors, plus error', async () => {
    const s = await chat(server.url, 'analytics-app', KEYS.analytics, {
      model: 'x',
      messages: [{ role: 'robot', content: 'hi' }],
    });
    expect(s.status).toBe(400);
    const body = JSON.parse(s.raw) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'errors', 'message']);
    expect(body).toMatchObject({
      code: 'invalid_request',
      errors: [expect.stringMatching(/^messages\.0\.role/)],
    });
    expect(body.error).toEqual({
      message: `${body.message} (${(body.errors as string[]).join('; ')})`,
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_request',
    });
  });

  it('other endpoints keep the interface body alone', async () => {
    const res = await fetch(`${server.url}/v1/api/analytics-app/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['code', 'errors', 'message']);
  });
});

describe('usage', () => {
  it('stream_options.include_usage: a last chunk with usage and empty choices, usage null before it', async () => {
    const stream = await client(KEYS.analytics).chat.completions.create({
      model: 'charter-builtin',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'How many flights were there in March 2001?' }],
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const last = chunks.at(-1);
    expect(last?.choices).toEqual([]);
    // The built-in planner uses no language model: no tokens.
    expect(last?.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.slice(0, -1).every((c) => c.usage === null)).toBe(true);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toContain('511,502');
  });

  it('without include_usage, no usage field at all (the interface stream as before)', async () => {
    const s = await chat(server.url, 'analytics-app', KEYS.analytics, ask('flights in March 2001'));
    expect(s.chunks.every((c) => !('usage' in c))).toBe(true);
  });

  it('stream: false answers carry usage, as OpenAI chat.completion objects do', async () => {
    const done = await client(KEYS.analytics).chat.completions.create({
      model: 'charter-builtin',
      stream: false,
      messages: [{ role: 'user', content: 'How many flights were there in March 2001?' }],
    });
    expect(done.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
  });
});

describe('developer role', () => {
  it('is read as system (the openai client sends it for newer models)', async () => {
    const s = await chat(server.url, 'analytics-app', KEYS.analytics, {
      model: 'charter-builtin',
      messages: [
        { role: 'developer', content: 'Answer briefly.' },
        { role: 'user', content: 'How many flights were there in March 2001?' },
      ],
    });
    expect(s.status).toBe(200);
    expect(eventsOf(parseSse(s.raw).events, 'data')[0]?.rows).toEqual([{ flight_count: 511502 }]);
  });
});
