import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { buildServer } from '../../src/http/server.js';
import { createService, type Service } from '../../src/service.js';
import { KEYS } from '../helpers/server.js';
import {
  breakAfter,
  callTools,
  FAKE_USAGE,
  FakeOpenAI,
  failWith,
  say,
  slowStart,
  stall,
  toolCallDeltas,
  trickle,
} from './fake-openai.js';
import { ask, chat, eventsOf, expectWellFormed, parseSse } from './helpers.js';

const upstream = new FakeOpenAI();
let dir: string;
let service: Service;
let app: FastifyInstance;
let url: string;

/**
 * The demo configuration plus an `llm` section pointing at the scripted
 * backend, loaded through loadConfig (so `${env:...}` substitution and the
 * schema are exercised too).
 */
async function writeConfig(): Promise<string> {
  const demo = await readFile(resolve('demo/charter.yaml'), 'utf8');
  const text = demo
    .replace(/path: \.\.\/\.charter\/demo\.duckdb/, `path: ${resolve('.charter/demo.duckdb')}`)
    .replace(/^contracts: contracts$/m, `contracts: ${resolve('demo/contracts')}`)
    .replace(/^catalog: catalog$/m, `catalog: ${resolve('demo/catalog')}`);
  const llm = [
    'llm:',
    '  planner: llm',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a config-file ${env:...} reference, not a JS template.
    '  base_url: ${env:LLM_URL}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: as above.
    '  api_key: ${env:LLM_KEY}',
    '  model: fake-large',
    '  models: [fake-small]',
    '  max_steps: 4',
    '  timeout_ms: 3000',
    '  idle_timeout_ms: 1000',
    '  keepalive_ms: 100',
  ].join('\n');
  const file = join(dir, 'charter.yaml');
  await writeFile(file, `${text}\n${llm}\n`);
  return file;
}

beforeAll(async () => {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
  await upstream.start();
  dir = await mkdtemp(join(tmpdir(), 'charter-llm-'));
  const config = await loadConfig(await writeConfig(), {
    PORT: '0',
    LLM_URL: upstream.url,
    LLM_KEY: 'sk-test-upstream',
  });
  expect(config.llm).toMatchObject({
    planner: 'llm',
    base_url: upstream.url,
    model: 'fake-large',
    max_steps: 4,
  });
  service = await createService(config);
  app = await buildServer(service);
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await service?.close();
  await upstream.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});
beforeEach(() => upstream.plan());

const monthly = { measures: ['flight_count'], dimensions: [{ name: 'flight_date', time_grain: 'month' }] };

describe('LLM planner', () => {
  it('runs the tool loop: the model picks tools, the service runs them and emits the events', async () => {
    upstream.plan(
      callTools([
        { name: 'search_objects', args: { query: 'flights per month', keywords: ['flights', 'month'] } },
      ]),
      callTools(
        [{ name: 'query_contract', args: { contract_name: 'flights', query: monthly } }],
        'Let me check.',
      ),
      say(['March 2001 was ', 'the busiest month ', 'with 511,502 flights.']),
    );
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('Which month had the most flights?'));
    expectWellFormed(s);
    expect(s.content).toBe('Let me check.\n\nMarch 2001 was the busiest month with 511,502 flights.');
    const types = s.events.map((e) => e.type);
    expect(types.filter((t) => t === 'thinking').length).toBeGreaterThanOrEqual(3);
    const [ctx] = eventsOf(s.events, 'context_state');
    const [data] = eventsOf(s.events, 'data');
    const [chart] = eventsOf(s.events, 'chart_suggestion');
    expect(ctx).toMatchObject({
      contract: 'flights',
      objects: [{ type: 'contract', id: 'flights' }],
      context_keys: [],
    });
    expect(ctx?.query).toMatchObject(monthly);
    expect(data?.query_ref).toBe(ctx?.query_ref);
    expect(data?.rows).toHaveLength(7);
    expect(data?.rows[2]).toEqual({ flight_date: '2001-03-01T00:00:00', flight_count: 511502 });
    expect(chart?.spec.mark).toEqual({ type: 'line', point: true });

    // What the backend saw: the configured model and key, the mode's tools, the governance prompt first.
    expect(upstream.requests).toHaveLength(3);
    const first = upstream.requests[0]!;
    expect(first.headers.authorization).toBe('Bearer sk-test-upstream');
    expect(first.body.model).toBe('fake-large');
    expect(first.body.stream).toBe(true);
    expect(first.body.tools?.map((t) => t.function.name)).toEqual([
      'search_objects',
      'describe_object',
      'query_contract',
    ]);
    const qc = first.body.tools?.find((t) => t.function.name === 'query_contract');
    expect(Object.keys(qc?.function.parameters.properties as object)).toEqual(['contract_name', 'query']);
    const system = first.body.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/Never invent/);
    expect(system?.content).toMatch(/contract-only/);
    expect(system?.content).toMatch(/You are a concise analyst\. Lead with the key figure/);
    // The data team's verified queries closest to the question, to run as written when they fit.
    expect(system?.content).toMatch(
      /Verified queries written by the data team[\s\S]*- "How many flights were delayed in March 2001\?" → query_contract \{"contract_name":"flights"/,
    );
    expect(first.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Which month had the most flights?',
    });
    // Tool results are fed back, tied to their calls.
    const third = upstream.requests[2]!;
    const toolMessages = third.body.messages.filter((m) => m.role === 'tool');
    expect(toolMessages).toHaveLength(2);
    expect(toolMessages[1]?.content).toContain('"flight_count":511502');
    const assistantCall = third.body.messages.find((m) => m.role === 'assistant' && m.tool_calls)!;
    expect((assistantCall.tool_calls as { id: string }[])[0]?.id).toBe(toolMessages[0]?.tool_call_id);
  });

  it('streams model tokens through as they arrive', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    upstream.plan(say(['First token', ' and the rest.'], { gate }));
    const res = await fetch(`${url}/v1/api/analytics-app/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEYS.analytics}`, 'content-type': 'application/json' },
      body: JSON.stringify(ask('hello')),
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('First token')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended before the first token');
      text += new TextDecoder().decode(value);
    }
    // The backend is still holding the rest: the first token was forwarded, not buffered.
    expect(text).not.toContain('and the rest');
    release();
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain(' and the rest.');
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);
  });

  it('binds RLS context from the request, never from the model', async () => {
    upstream.plan(
      callTools([
        {
          name: 'query_contract',
          args: {
            contract_name: 'regional_flights',
            query: { measures: ['flight_count'] },
            context: { state: 'TX' },
          },
        },
      ]),
      say(['Done.']),
    );
    const s = await chat(
      url,
      'state-portal',
      KEYS.state,
      ask('how many flights?', { context: { state: 'CA' } }),
    );
    expectWellFormed(s);
    expect(eventsOf(s.events, 'data')[0]?.rows).toEqual([{ flight_count: 370248 }]);
    expect(eventsOf(s.events, 'context_state')[0]?.context_keys).toEqual(['state']);
    // The consumer's own tone prompt rides under the service prompt.
    expect(upstream.requests[0]?.body.messages[0]?.content).toMatch(/state aviation office/);
  });

  it('feeds tool errors back so the model can correct itself', async () => {
    upstream.plan(
      callTools([
        { name: 'query_contract', args: { contract_name: 'flights', query: { measures: ['delay_avg'] } } },
      ]),
      callTools([
        { name: 'query_contract', args: { contract_name: 'flights', query: { measures: ['avg_delay'] } } },
      ]),
      say(['The average delay is 6.67 minutes.']),
    );
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('average delay?'));
    expectWellFormed(s);
    const toolReply = upstream.requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(toolReply?.content).toContain('query_validation_failed');
    expect(toolReply?.content).toContain("unknown measure 'delay_avg'");
    expect(eventsOf(s.events, 'data')).toHaveLength(1);
    expect(eventsOf(s.events, 'error')).toHaveLength(0);
    expect(s.events.some((e) => e.type === 'thinking' && /refused/.test(e.text))).toBe(true);
  });

  it('offers the SQL tools in SQL-only mode and reports the statement it ran', async () => {
    const sql =
      'SELECT origin, count(*) AS flights FROM flights GROUP BY origin ORDER BY flights DESC LIMIT 3';
    upstream.plan(callTools([{ name: 'execute_sql', args: { sql } }]), say(['ORD is the busiest origin.']));
    const s = await chat(url, 'sql-explorer', KEYS.sql, ask('busiest origins?'));
    expectWellFormed(s);
    expect(upstream.requests[0]?.body.tools?.map((t) => t.function.name)).toEqual([
      'search_objects',
      'describe_object',
      'execute_sql',
    ]);
    const [ctx] = eventsOf(s.events, 'context_state');
    expect(ctx).toMatchObject({
      sql,
      contract: null,
      query: null,
      objects: [{ type: 'table', id: 'flights' }],
    });
    expect(eventsOf(s.events, 'data')[0]?.rows[0]).toEqual({ origin: 'ORD', flights: 166341 });
    expect(eventsOf(s.events, 'chart_suggestion')[0]?.spec.mark).toBe('bar');
  });

  it('ends with an error event when the model keeps calling tools past max_steps', async () => {
    const search = { name: 'search_objects', args: { query: 'x', keywords: ['a', 'b'] } };
    upstream.plan(callTools([search]), callTools([search]), callTools([search]), callTools([search]));
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('loop forever'));
    expectWellFormed(s);
    expect(eventsOf(s.events, 'error')[0]?.code).toBe('agent_step_limit');
    expect(upstream.requests).toHaveLength(4);
  });
});

describe('LLM failures', () => {
  it('502 upstream_failed when the backend fails before any byte is sent', async () => {
    upstream.plan(failWith(500));
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('hello'));
    expect(s.status).toBe(502);
    expect(s.error).toMatchObject({ code: 'upstream_failed', errors: null });
    expect(s.error?.message).toMatch(/HTTP 500/);
    // stream: false behaves the same.
    upstream.plan(failWith(429));
    const plain = await chat(url, 'analytics-app', KEYS.analytics, ask('hello', { stream: false }));
    expect(plain.status).toBe(502);
  });

  it('an error event, then stop and [DONE], when the backend fails mid-stream', async () => {
    upstream.plan(breakAfter(['Partial ', 'answer']));
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('hello'));
    expectWellFormed(s);
    const [err] = eventsOf(s.events, 'error');
    expect(err?.code).toBe('upstream_failed');
    expect(s.content.startsWith('Partial answer\n\n')).toBe(true);
    expect(s.content).toContain(err?.message ?? '<none>');
  });

  it('an error event when a later model call fails after the stream began', async () => {
    upstream.plan(
      callTools([{ name: 'query_contract', args: { contract_name: 'flights', query: monthly } }]),
      failWith(503),
    );
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('flights by month'));
    expectWellFormed(s);
    expect(eventsOf(s.events, 'data')).toHaveLength(1);
    expect(eventsOf(s.events, 'error')[0]?.code).toBe('upstream_failed');
  });

  it('sends SSE keep-alive comments while the backend is silent', async () => {
    upstream.plan(slowStart(400, ['Late answer.']));
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('hello'));
    expectWellFormed(s);
    expect(s.raw).toContain(': keep-alive\n\n');
    expect(s.content).toBe('Late answer.');
  });

  it('aborts the model call when the client disconnects', async () => {
    upstream.plan(stall('Thinking'));
    const controller = new AbortController();
    const res = await fetch(`${url}/v1/api/analytics-app/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEYS.analytics}`, 'content-type': 'application/json' },
      body: JSON.stringify(ask('hello')),
      signal: controller.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('Thinking')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const closed = upstream.requests[0]?.closed;
    await expect(
      Promise.race([closed?.then(() => 'closed'), new Promise((r) => setTimeout(() => r('timeout'), 3000))]),
    ).resolves.toBe('closed');
  });
});

describe('LLM time bounds (llm.timeout_ms, llm.idle_timeout_ms)', () => {
  // The client gives up long after the bounds: a turn still open then was never bounded.
  const patience = () => ({ signal: AbortSignal.timeout(15_000) });

  it('ends the turn with an error event when the model falls silent after its headers', async () => {
    upstream.plan(stall('Thinking'));
    const started = performance.now();
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('hello'), patience());
    expectWellFormed(s);
    const [err] = eventsOf(s.events, 'error');
    expect(err?.code).toBe('upstream_failed');
    expect(err?.message).toMatch(/nothing for 1000 ms \(llm\.idle_timeout_ms\)/);
    expect(s.content).toBe(`Thinking\n\n${err?.message}`);
    expect(performance.now() - started).toBeLessThan(10_000);
    // The model call was aborted, not left running.
    await upstream.requests[0]?.closed;
  });

  it('bounds the whole call by llm.timeout_ms even while the model keeps sending', async () => {
    upstream.plan(trickle('.', 200));
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('hello'), patience());
    expectWellFormed(s);
    const [err] = eventsOf(s.events, 'error');
    expect(err?.code).toBe('upstream_failed');
    expect(err?.message).toMatch(/did not finish within 3000 ms \(llm\.timeout_ms\)/);
    await upstream.requests[0]?.closed;
  });
});

describe('streamed tool calls are assembled as the openai SDK does', () => {
  const search = { query: 'flights per month', keywords: ['flights', 'month'] };

  it('a server resending function.name in every delta calls the tool once, by its name', async () => {
    const json = JSON.stringify(search);
    const half = Math.floor(json.length / 2);
    upstream.plan(
      toolCallDeltas([
        { index: 0, id: 'call_a', type: 'function', function: { name: 'search_objects', arguments: '' } },
        { index: 0, type: 'function', function: { name: 'search_objects', arguments: json.slice(0, half) } },
        { index: 0, type: 'function', function: { name: 'search_objects', arguments: json.slice(half) } },
      ]),
      say(['Found it.']),
    );
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('what data is there?'));
    expectWellFormed(s);
    const tool = upstream.requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(tool?.tool_call_id).toBe('call_a');
    expect(tool?.content).not.toContain('unknown_tool');
    expect(tool?.content).toContain('"results"');
    expect(s.events).toContainEqual({
      type: 'thinking',
      step: 'tool',
      text: `Calling search_objects ${json}.`,
    });
  });

  it('deltas without index keep two parallel calls apart (by id)', async () => {
    const describeFlights = { object_type: 'contract', object_id: 'flights' };
    upstream.plan(
      toolCallDeltas([
        { id: 'call_1', type: 'function', function: { name: 'search_objects', arguments: '' } },
        { function: { arguments: JSON.stringify(search) } },
        { id: 'call_2', type: 'function', function: { name: 'describe_object', arguments: '' } },
        { function: { arguments: JSON.stringify(describeFlights).slice(0, 10) } },
        { function: { arguments: JSON.stringify(describeFlights).slice(10) } },
      ]),
      say(['Both done.']),
    );
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('what data is there?'));
    expectWellFormed(s);
    const second = upstream.requests[1]?.body.messages ?? [];
    const call = second.find((m) => m.role === 'assistant' && m.tool_calls);
    expect(call?.tool_calls).toEqual([
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'search_objects', arguments: JSON.stringify(search) },
      },
      {
        id: 'call_2',
        type: 'function',
        function: { name: 'describe_object', arguments: JSON.stringify(describeFlights) },
      },
    ]);
    const tools = second.filter((m) => m.role === 'tool');
    expect(tools.map((m) => m.tool_call_id)).toEqual(['call_1', 'call_2']);
    expect(tools.every((m) => !String(m.content).includes('"error"'))).toBe(true);
  });
});

describe('LLM planner errors reach the client', () => {
  it('a missing RLS context ends the turn with an error event missing_context, as the built-in planner does', async () => {
    upstream.plan(
      callTools(
        [
          {
            name: 'query_contract',
            args: { contract_name: 'regional_flights', query: { measures: ['flight_count'] } },
          },
        ],
        'Let me look.',
      ),
      say(['I cannot see the data for your state.']),
    );
    const s = await chat(url, 'state-portal', KEYS.state, ask('how many flights?'));
    expectWellFormed(s);
    const [err] = eventsOf(s.events, 'error');
    expect(err?.code).toBe('missing_context');
    expect(err?.message).toContain("requires the context key 'state'");
    expect(eventsOf(s.events, 'data')).toHaveLength(0);
    // The model cannot supply RLS context: it is not asked to word around the refusal.
    expect(upstream.requests).toHaveLength(1);
    expect(s.content).toBe(`Let me look.\n\n${err?.message}`);
  });

  it('an error after narrative ending in a space still starts a new paragraph (SSE and stream: false)', async () => {
    upstream.plan(breakAfter(['Partial ', 'answer ']));
    const s = await chat(url, 'analytics-app', KEYS.analytics, ask('hello'));
    expectWellFormed(s);
    const [err] = eventsOf(s.events, 'error');
    expect(s.content).toBe(`Partial answer \n\n${err?.message}`);

    upstream.plan(breakAfter(['Partial ', 'answer\n']));
    const one = await chat(url, 'analytics-app', KEYS.analytics, ask('hello', { stream: false }));
    const body = JSON.parse(one.raw) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]?.message.content).toMatch(/^Partial answer\n\nThe language model backend/);
  });
});

describe('what OpenAI clients send and expect, with the LLM planner', () => {
  it('include_usage: the backend is asked for usage and the turn reports the sum of its calls', async () => {
    upstream.plan(
      callTools([{ name: 'search_objects', args: { query: 'flights', keywords: ['flights', 'month'] } }]),
      say(['Done.']),
    );
    const s = await chat(url, 'analytics-app', KEYS.analytics, {
      ...ask('what is there?'),
      stream_options: { include_usage: true },
    });
    expect(upstream.requests.map((r) => r.body.stream_options)).toEqual([
      { include_usage: true },
      { include_usage: true },
    ]);
    const last = s.chunks.at(-1);
    expect(last?.choices).toEqual([]);
    expect(last?.usage).toEqual({
      prompt_tokens: 2 * FAKE_USAGE.prompt_tokens,
      completion_tokens: 2 * FAKE_USAGE.completion_tokens,
      total_tokens: 2 * FAKE_USAGE.total_tokens,
    });
    expect(s.content).toBe('Done.');

    // Not asked for: the backend is not asked either (some OpenAI-compatible servers refuse stream_options).
    upstream.plan(say(['Hi.']));
    const plain = await chat(url, 'analytics-app', KEYS.analytics, ask('hello'));
    expectWellFormed(plain);
    expect(upstream.requests[0]?.body.stream_options).toBeUndefined();
  });

  it('a developer message reaches the model as a system message', async () => {
    upstream.plan(say(['Hi.']));
    const s = await chat(url, 'analytics-app', KEYS.analytics, {
      model: 'charter-test',
      messages: [
        { role: 'developer', content: 'Be brief.' },
        { role: 'user', content: 'hello' },
      ],
    });
    expect(parseSse(s.raw).content).toBe('Hi.');
    expect(upstream.requests[0]?.body.messages.slice(1)).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'hello' },
    ]);
  });
});

describe('model selection', () => {
  it('echoes the request model; a listed model is used upstream, others use the default', async () => {
    upstream.plan(say(['a']), say(['b']));
    const listed = await chat(url, 'analytics-app', KEYS.analytics, { ...ask('hi'), model: 'fake-small' });
    expect(listed.chunks.every((c) => c.model === 'fake-small')).toBe(true);
    const other = await chat(url, 'analytics-app', KEYS.analytics, { ...ask('hi'), model: 'gpt-anything' });
    expect(other.chunks.every((c) => c.model === 'gpt-anything')).toBe(true);
    expect(upstream.requests.map((r) => r.body.model)).toEqual(['fake-small', 'fake-large']);
  });

  it('"charter-builtin" selects the built-in planner without calling the backend', async () => {
    const s = await chat(url, 'analytics-app', KEYS.analytics, {
      ...ask('flights in March 2001'),
      model: 'charter-builtin',
    });
    expectWellFormed(s, 'charter-builtin');
    expect(eventsOf(s.events, 'data')[0]?.rows).toEqual([{ flight_count: 511502 }]);
    expect(upstream.requests).toHaveLength(0);
  });
});
