import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/load.js';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import type { CompiledStatement, ExecuteOptions } from '../../src/warehouse/types.js';
import { demoConfig, KEYS, type LogLine, type RunningServer, serveLogged } from '../helpers/server.js';
import { chat, eventsOf, expectWellFormed, parseSse } from './helpers.js';

/**
 * A hostile caller against the chat endpoint, through the real server: every
 * conversation limit answers before the stream with its own status and code,
 * a long conversation no longer holds the event loop, and a turn ends with its
 * client or its deadline. Limits are set low (or raised) here so each case is
 * fast; the timings are reported by bench/soak/chat.ts, not asserted.
 */

const LIMITS = { max_messages: 3000, max_message_bytes: 4000, max_conversation_bytes: 300_000 };

/** The real server, with its own log lines (pino JSON) in order. */
type LoggedServer = RunningServer & { readonly logs: LogLine[] };

/** The real server on the demo config with `limits.chat` replaced, logging into memory. */
async function start(turnTimeoutMs: number): Promise<LoggedServer> {
  const config = await demoConfig(
    (c): Config => ({
      ...c,
      limits: { ...c.limits, chat: { ...LIMITS, turn_timeout_ms: turnTimeoutMs } },
    }),
  );
  return serveLogged(config);
}

let server: LoggedServer;
let hurried: LoggedServer;

beforeAll(async () => {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
  server = await start(120_000);
  hurried = await start(5);
});
afterAll(async () => {
  await server?.close();
  await hurried?.close();
});

/** `n` user messages of `word` with the assistant's short replies between them, ending with `last`. */
function conversation(n: number, word: string, last = word) {
  const messages: { role: string; content: string }[] = [];
  for (let i = 0; i < n - 1; i++) {
    messages.push({ role: 'user', content: word }, { role: 'assistant', content: 'ok' });
  }
  messages.push({ role: 'user', content: last });
  return { model: 'charter-builtin', messages };
}

const user = (content: string) => ({ role: 'user', content });
/** 189 bytes of words the planner cannot place. */
const FILLER = 'lorem ipsum dolor sit amet '.repeat(7).trim();

describe('conversation limits answer before the stream', () => {
  it.each([
    [
      'too many messages',
      400,
      'too_many_messages',
      Array.from({ length: 3001 }, () => user('a')),
      /3001.*3000/,
    ],
    ['a message too large', 413, 'message_too_large', [user('x'.repeat(4001))], /4001 bytes.*4000/],
    [
      'a conversation too large',
      413,
      'conversation_too_large',
      Array.from({ length: 76 }, () => user('y'.repeat(4000))),
      /304000 bytes.*300000/,
    ],
  ])('%s: %i %s, naming the limit and the size', async (_name, status, code, messages, numbers) => {
    const res = await fetch(`${server.url}/v1/api/analytics-app/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEYS.analytics}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'charter-builtin', messages }),
    });
    // A plain JSON error, not an event stream: no SSE byte was written.
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const raw = await res.text();
    expect(raw).not.toContain('data:');
    const body = JSON.parse(raw) as { code: string; message: string; errors: string[] };
    expect(res.status).toBe(status);
    expect(body.code).toBe(code);
    expect(body.message).toMatch(numbers);
    expect(body.errors).toHaveLength(1);
  });

  it('keeps the interface order: 401 and 403 come before any limit', async () => {
    const tooMany = { model: 'charter-builtin', messages: Array.from({ length: 3001 }, () => user('a')) };
    const noKey = await chat(server.url, 'analytics-app', null, tooMany);
    expect([noKey.status, noKey.error?.code]).toEqual([401, 'unauthorized']);
    const otherKey = await chat(server.url, 'analytics-app', KEYS.state, tooMany);
    expect([otherKey.status, otherKey.error?.code]).toEqual([403, 'forbidden']);
  });

  it('a conversation exactly at the limits is answered with a well-formed stream', async () => {
    // One message of exactly max_message_bytes; all of them exactly max_conversation_bytes.
    const messages = [user('z'.repeat(4000)), ...Array.from({ length: 1479 }, () => user('z'.repeat(200)))];
    messages.push(user(`How many flights were there in March 2001?${' '.repeat(158)}`));
    const s = await chat(server.url, 'analytics-app', KEYS.analytics, {
      model: 'charter-test',
      messages,
    });
    expectWellFormed(s);
    expect(eventsOf(s.events, 'data')[0]?.rows).toEqual([{ flight_count: 511502 }]);
    // Every one of the 1,481 messages is read (docs/chat.md, Limits): about 6 s on a quiet 2-core
    // host since the wide-column lookup reads the messages once per subject per turn (26 s before).
  });
});

describe('a long conversation does not hold the server', () => {
  it('a message too long to be a question is not read: the planner says so and asks', async () => {
    const pasted = `How many flights were there in March 2001? ${FILLER.repeat(11)}`;
    const s = await chat(server.url, 'analytics-app', KEYS.analytics, {
      model: 'charter-builtin',
      messages: [user(pasted)],
    });
    expectWellFormed(s, 'charter-builtin');
    expect(eventsOf(s.events, 'data')).toHaveLength(0);
    expect(eventsOf(s.events, 'questionnaire')).toHaveLength(1);
    expect(s.content).toContain(`${pasted.length} characters long; I read questions of at most 2000`);
  });

  it('1,000 one-letter messages are answered while /healthz keeps answering', async () => {
    let chatting = true;
    const health: { status: number; ms: number }[] = [];
    const probe = (async () => {
      while (chatting) {
        const t = performance.now();
        const res = await fetch(`${server.url}/healthz`);
        await res.text();
        health.push({ status: res.status, ms: performance.now() - t });
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const s = await chat(server.url, 'analytics-app', KEYS.analytics, conversation(1000, 'a'));
    chatting = false;
    await probe;
    expectWellFormed(s, 'charter-builtin');
    // Nothing in "a" names data: the planner says what it can answer and asks.
    expect(eventsOf(s.events, 'questionnaire')).toHaveLength(1);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((h) => h.status === 200)).toBe(true);
    const worst = Math.max(...health.map((h) => h.ms));
    console.log(
      `[hostile] ${health.length} /healthz answers during the turn, slowest ${worst.toFixed(0)} ms`,
    );
    // Generous: before the fix this conversation held every request for about 19 s.
    expect(worst).toBeLessThan(3000);
  });

  it('a follow-up after a long conversation is still read as one', async () => {
    const base = conversation(500, 'a', 'average delay from SFO');
    base.messages.push({ role: 'assistant', content: 'ok' }, user('now by month'));
    const s = await chat(server.url, 'analytics-app', KEYS.analytics, base);
    expectWellFormed(s, 'charter-builtin');
    const [ctx] = eventsOf(s.events, 'context_state');
    expect(ctx?.query).toMatchObject({
      measures: ['avg_delay'],
      dimensions: [{ name: 'flight_date', time_grain: 'month' }],
      filters: [{ field: 'origin', operator: 'eq', value: 'SFO' }],
    });
  });
});

describe('a turn ends with its client', () => {
  it('a client that leaves mid-conversation stops the turn before it reaches the warehouse', async () => {
    const { service } = server;
    const question = 'How many flights were there in March 2001?';
    // Warm the value index, so the armed turn's only statement would be its own query.
    expectWellFormed(
      await chat(server.url, 'analytics-app', KEYS.analytics, conversation(1, question)),
      'charter-builtin',
    );
    const started: string[] = [];
    const original = service.warehouse.execute.bind(service.warehouse);
    // Observes the real warehouse (every statement still runs as is).
    (service.warehouse as { execute: typeof original }).execute = (
      statement: CompiledStatement,
      options?: ExecuteOptions,
    ) => {
      started.push(statement.sql);
      return original(statement, options);
    };
    try {
      const logged = server.logs.length;
      const controller = new AbortController();
      const res = await fetch(`${server.url}/v1/api/analytics-app/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEYS.analytics}`, 'content-type': 'application/json' },
        // Many words per message, so reading the conversation takes a while even on an idle machine.
        body: JSON.stringify(conversation(1450, FILLER, question)),
        signal: controller.signal,
      });
      // The first event ("Reading the conversation.") is out: the turn is working. Leave.
      expect(res.status).toBe(200);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      controller.abort();
      const ended = () =>
        server.logs.slice(logged).find((l) => l.msg === 'chat turn ended') as { outcome: string } | undefined;
      await expect.poll(() => ended()?.outcome, { timeout: 10_000 }).toBe('client_gone');
      expect(started).toEqual([]);
    } finally {
      (service.warehouse as { execute: typeof original }).execute = original;
    }
    expectWellFormed(
      await chat(server.url, 'analytics-app', KEYS.analytics, conversation(1, question)),
      'charter-builtin',
    );
  });
});

describe('a stopped turn does not stop another', () => {
  it('a turn waiting on a value index another turn was building still answers when that turn is stopped', async () => {
    // A fresh server: no value index is built yet, so the first turn builds them and the second waits on it.
    const cold = await start(120_000);
    try {
      const post = (signal: AbortSignal) =>
        fetch(`${cold.url}/v1/api/analytics-app/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${KEYS.analytics}`, 'content-type': 'application/json' },
          body: JSON.stringify(conversation(1, 'How many flights were there in March 2001?')),
          signal,
        });
      const leaving = new AbortController();
      const first = await post(leaving.signal);
      await (first.body as ReadableStream<Uint8Array>).getReader().read();
      const second = await post(new AbortController().signal);
      const reader = (second.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let raw = decoder.decode((await reader.read()).value);
      leaving.abort();
      for (let r = await reader.read(); !r.done; r = await reader.read()) raw += decoder.decode(r.value);
      const events = parseSse(raw).events;
      expect(eventsOf(events, 'error')).toEqual([]);
      expect(eventsOf(events, 'data')[0]?.rows).toEqual([{ flight_count: 511502 }]);
    } finally {
      await cold.close();
    }
  });
});

describe('a turn ends at its deadline', () => {
  it.each([true, false])('stream %s: an error event, then the stop chunk and [DONE]', async (stream) => {
    const body = { ...conversation(500, 'a', 'How many flights were there in March 2001?'), stream };
    if (stream) {
      const s = await chat(hurried.url, 'analytics-app', KEYS.analytics, body);
      expectWellFormed(s, 'charter-builtin');
      const errors = eventsOf(s.events, 'error');
      expect(errors.map((e) => e.code)).toEqual(['turn_timeout']);
      expect(errors[0]?.message).toMatch(/5 ms/);
      expect(eventsOf(s.events, 'data')).toHaveLength(0);
      expect(s.content).toContain(errors[0]?.message);
      return;
    }
    const res = await fetch(`${hurried.url}/v1/api/analytics-app/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEYS.analytics}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as {
      choices: { message: { svc_events: { type: string; code?: string }[] }; finish_reason: string }[];
    };
    const events = json.choices[0]?.message.svc_events ?? [];
    expect(events.filter((e) => e.type === 'error').map((e) => e.code)).toEqual(['turn_timeout']);
    expect(json.choices[0]?.finish_reason).toBe('stop');
  });

  it('the timed-out turn is logged as such and the server answers the next turn', async () => {
    const ended = hurried.logs.filter((l) => l.msg === 'chat turn ended').map((l) => l.outcome);
    expect(ended).toContain('timed_out');
    const res = await fetch(`${hurried.url}/healthz`);
    expect(res.status).toBe(200);
  });
});
