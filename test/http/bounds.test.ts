import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { type Config, loadConfig } from '../../src/config/load.js';
import { FakeOpenAI, slowStart } from '../chat/fake-openai.js';
import { chat } from '../chat/helpers.js';
import { DEMO_CONFIG, KEYS, postJson, type RunningServer, startDemoServer } from '../helpers/server.js';
import { INITIALIZE, rawPost } from '../mcp/helpers.js';
import { openRaw, sleep } from './raw-socket.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BOUNDS = {
  headers_timeout_ms: 500,
  request_timeout_ms: 1000,
  keep_alive_timeout_ms: 700,
  socket_timeout_ms: 1500,
  request_id_max_length: 32,
};

const upstream = new FakeOpenAI();
let server: RunningServer;

/** The demo with low bounds, and a chat model backend that can be slow on purpose. */
const tight = (config: Config): Config => ({
  ...config,
  server: { ...config.server, ...BOUNDS },
  llm: {
    planner: 'llm',
    base_url: upstream.url,
    api_key: 'sk-test',
    model: 'fake-large',
    models: [],
    max_steps: 4,
    timeout_ms: 10_000,
    idle_timeout_ms: 10_000,
    keepalive_ms: 200,
  },
});

beforeAll(async () => {
  await upstream.start();
  server = await startDemoServer(tight);
});
afterAll(async () => {
  await server?.close();
  await upstream.stop();
});

const REQUEST_HEAD = (path: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}`;

describe('HTTP bounds', () => {
  it('uses the configured bounds on the listening server', () => {
    const http = server.app.server;
    expect(http.headersTimeout).toBe(BOUNDS.headers_timeout_ms);
    expect(http.requestTimeout).toBe(BOUNDS.request_timeout_ms);
    expect(http.keepAliveTimeout).toBe(BOUNDS.keep_alive_timeout_ms);
    expect(http.timeout).toBe(BOUNDS.socket_timeout_ms);
    expect(http.maxConnections).toBe(server.service.config.server.max_connections);
  });

  it('closes a request whose body stops short of its Content-Length after request_timeout_ms (408)', async () => {
    const conn = await openRaw(server.url);
    conn.socket.write(
      REQUEST_HEAD('/v1/api/analytics-app/query', `Authorization: Bearer ${KEYS.analytics}\r\n`) +
        'Content-Length: 100\r\n\r\n{"contract_name":',
    );
    // A byte now and then keeps the socket busy, so only the request deadline can end it.
    const trickle = setInterval(() => conn.socket.writable && conn.socket.write(' '), 100);
    try {
      const ms = await conn.closed(10_000);
      expect(ms).toBeGreaterThanOrEqual(BOUNDS.request_timeout_ms - 50);
      expect(ms).toBeLessThan(5_000);
    } finally {
      clearInterval(trickle);
    }
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(conn.received()).toContain('"code":"request_timeout"');
  });

  it('closes an unauthenticated partial body too, after its 401', async () => {
    const conn = await openRaw(server.url);
    conn.socket.write(`${REQUEST_HEAD('/v1/api/analytics-app/query')}Content-Length: 100\r\n\r\n{"a":`);
    const ms = await conn.closed(10_000);
    expect(ms).toBeLessThan(5_000);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('closes trickled headers after headers_timeout_ms (408)', async () => {
    const conn = await openRaw(server.url);
    conn.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let n = 0;
    const trickle = setInterval(() => conn.socket.writable && conn.socket.write(`x-slow-${n++}: 1\r\n`), 100);
    try {
      const ms = await conn.closed(10_000);
      expect(ms).toBeGreaterThanOrEqual(BOUNDS.headers_timeout_ms - 50);
      expect(ms).toBeLessThan(BOUNDS.request_timeout_ms + 2_000);
    } finally {
      clearInterval(trickle);
    }
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after keep_alive_timeout_ms', async () => {
    const conn = await openRaw(server.url);
    conn.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const ms = await conn.closed(10_000);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(ms).toBeGreaterThanOrEqual(BOUNDS.keep_alive_timeout_ms - 50);
    // Node adds a buffer (1 s) to the idle socket's timer beyond the advertised keep-alive timeout.
    expect(ms).toBeLessThan(BOUNDS.keep_alive_timeout_ms + 1_000 + 2_000);
  });

  it('does not cut a chat stream that lasts longer than every timeout (keep-alives flow meanwhile)', async () => {
    upstream.plan(slowStart(2_500, ['Hello', ' world']));
    const started = Date.now();
    const res = await chat(server.url, 'analytics-app', KEYS.analytics, {
      model: 'fake-large',
      messages: [{ role: 'user', content: 'Say hello' }],
    });
    const ms = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.done).toBe(true);
    expect(res.content).toBe('Hello world');
    expect(res.raw).toContain(': keep-alive');
    expect(ms).toBeGreaterThan(BOUNDS.socket_timeout_ms + 500);
  });

  it('does not cut an MCP GET stream that stays open longer than every timeout', async () => {
    const url = `${server.url}/v1/api/analytics-app/mcp`;
    const auth = { authorization: `Bearer ${KEYS.analytics}` };
    const init = await rawPost(url, INITIALIZE, auth);
    const session = init.headers.get('mcp-session-id') ?? '';
    expect(session).not.toBe('');
    const headers = { ...auth, 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' };
    await rawPost(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, headers);
    const controller = new AbortController();
    const res = await fetch(url, {
      headers: { ...headers, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    const reading = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        text += new TextDecoder().decode(value);
      }
    })().catch(() => 'aborted');
    const outcome = await Promise.race([reading, sleep(BOUNDS.socket_timeout_ms * 2).then(() => 'open')]);
    controller.abort();
    expect(outcome).toBe('open');
    expect(text).toContain(': keepalive');
  });
});

describe('x-request-id', () => {
  const healthz = (id: string) =>
    fetch(`${server.url}/healthz`, { headers: { 'x-request-id': id } }).then((r) => {
      void r.body?.cancel();
      return r.headers.get('x-request-id') ?? '';
    });

  it('echoes a caller id within the length and character set', async () => {
    expect(await healthz('trace-01HZY.3:abc_9')).toBe('trace-01HZY.3:abc_9');
    expect(await healthz('a'.repeat(BOUNDS.request_id_max_length))).toBe(
      'a'.repeat(BOUNDS.request_id_max_length),
    );
  });

  it('replaces an over-long id or one with other characters by a fresh UUID', async () => {
    for (const bad of [
      'a'.repeat(BOUNDS.request_id_max_length + 1),
      'x'.repeat(8192),
      'a b',
      'id"<script>',
      'é',
    ]) {
      const id = await healthz(bad);
      expect(id, bad.slice(0, 20)).toMatch(UUID);
    }
  });
});

describe('unambiguous input: a JSON name twice in one object is refused', () => {
  const duplicated = (slugBody: string) => slugBody.replace('"state":"CA"', '"state":"CA","state":"NY"');

  it('REST: 400 invalid_request naming context.state', async () => {
    const body = duplicated(
      JSON.stringify({
        contract_name: 'regional_flights',
        query: { measures: ['flight_count'] },
        context: { state: 'CA' },
      }),
    );
    const res = await postJson(`${server.url}/v1/api/state-portal/query`, body, KEYS.state);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.errors).toEqual([expect.stringMatching(/^context\.state: duplicate key/)]);

    // The same body without the duplicate answers, so the refusal is about the duplicate alone.
    const ok = await postJson(`${server.url}/v1/api/state-portal/query`, JSON.parse(body), KEYS.state);
    expect(ok.status).toBe(200);
  });

  it('REST: anywhere in the body, with its path; escaped spellings of a name are the same name', async () => {
    const body =
      '{"contract_name":"flights","query":{"measures":["flight_count"],' +
      '"filters":[{"field":"origin","operator":"eq","value":"SFO"},' +
      '{"field":"origin","operator":"eq","value":"LAX","v\\u0061lue":"JFK"}]}}';
    const res = await postJson(`${server.url}/v1/api/analytics-app/query`, body, KEYS.analytics);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.stringMatching(/^query\.filters\[1\]\.value: duplicate key/)]);
  });

  it('REST: invalid JSON is still invalid_json', async () => {
    const res = await postJson(`${server.url}/v1/api/analytics-app/query`, '{"a":1,"a":', KEYS.analytics);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_json');
  });

  it('chat: 400 before the stream opens', async () => {
    const body = duplicated(
      JSON.stringify({
        model: 'charter-builtin',
        messages: [{ role: 'user', content: 'flights by month' }],
        context: { state: 'CA' },
      }),
    );
    const res = await chat(server.url, 'state-portal', KEYS.state, body);
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('invalid_request');
    expect(res.error?.errors).toEqual([expect.stringMatching(/^context\.state: duplicate key/)]);
  });

  it('MCP: a duplicated name in x-charter-context is refused at initialize', async () => {
    const res = await rawPost(`${server.url}/v1/api/state-portal/mcp`, INITIALIZE, {
      authorization: `Bearer ${KEYS.state}`,
      'x-charter-context': '{"state":"CA","state":"NY"}',
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'invalid_request',
      errors: [expect.stringMatching(/^x-charter-context\.state: duplicate key/)],
    });
  });
});

describe('connection cap', () => {
  let capped: RunningServer;
  beforeAll(async () => {
    capped = await startDemoServer((c) => ({ ...c, server: { ...c.server, max_connections: 3 } }));
  });
  afterAll(async () => capped?.close());

  it('refuses connections beyond server.max_connections and serves the ones it holds', async () => {
    const held = await Promise.all([openRaw(capped.url), openRaw(capped.url), openRaw(capped.url)]);
    await sleep(100);
    const extra = await openRaw(capped.url);
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await extra.closed(5_000);
    expect(extra.received()).toBe('');

    const first = held[0];
    if (!first) throw new Error('no held connection');
    first.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await first.closed(5_000);
    expect(first.received()).toMatch(/^HTTP\/1\.1 200 /);

    // A slot is free again once a held connection has gone.
    await sleep(100);
    const next = await openRaw(capped.url);
    next.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await next.closed(5_000);
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const c of held) c.socket.destroy();
  });
});

describe('shutdown', () => {
  it('does not wait for connections that never sent a request or are still trickling headers', async () => {
    // Default timeouts: only the close itself can end these sockets soon.
    const closing = await startDemoServer();
    const silent = await openRaw(closing.url);
    const trickling = await openRaw(closing.url);
    trickling.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const busy = await openRaw(closing.url);
    busy.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await sleep(100);
    const started = Date.now();
    await closing.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await Promise.all([silent.closed(5_000), trickling.closed(5_000), busy.closed(5_000)]);
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('bounds in the config', () => {
  /** The demo config with `server` keys replaced, loaded as `charter serve` would; the problems it reports. */
  async function problems(server: Record<string, unknown>, llm?: Record<string, unknown>): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'charter-bounds-'));
    try {
      const doc = parse(await readFile(DEMO_CONFIG, 'utf8')) as Record<string, Record<string, unknown>>;
      doc.server = { ...doc.server, ...server };
      if (llm) doc.llm = llm;
      doc.warehouse = { ...doc.warehouse, path: resolve('.charter/demo.duckdb') };
      const file = join(dir, 'charter.yaml');
      await writeFile(file, stringify(doc));
      await loadConfig(file, {});
      return '';
    } catch (err) {
      return String((err as { problems?: string[] }).problems ?? err);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('refuses a headers timeout above the request timeout (Node would refuse to start)', async () => {
    expect(await problems({ headers_timeout_ms: 5_000, request_timeout_ms: 1_000 })).toMatch(
      /headers_timeout_ms must not exceed request_timeout_ms/,
    );
  });

  it('refuses a socket timeout that a quiet chat stream would hit between keep-alives', async () => {
    expect(await problems({ socket_timeout_ms: 10_000 })).toMatch(
      /must be 0 or above the chat stream keep-alive interval/,
    );
    expect(await problems({ socket_timeout_ms: 1_500 }, { keepalive_ms: 200 })).toBe('');
    expect(await problems({ socket_timeout_ms: 0 })).toBe('');
  });
});
