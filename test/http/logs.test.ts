import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/load.js';
import { loadDemoIntoPostgres } from '../../src/engines/postgres/demo.js';
import { CharterError } from '../../src/errors/registry.js';
import { logFailure } from '../../src/http/errors.js';
import { createLogger } from '../../src/observability/logger.js';
import { OutageTracker } from '../../src/observability/outage.js';
import { DUCKDB_PATH, findPostgres, PG_SCHEMA } from '../engines/engines.js';
import {
  demoConfig,
  KEYS,
  type LogLine,
  postJson,
  type RunningServer,
  serveLogged,
} from '../helpers/server.js';

type Line = LogLine;
const INFO = 30;
const WARN = 40;
const ERROR = 50;

/** The real service and server with its logs captured as parsed pino lines. */
type LoggedServer = RunningServer & { readonly lines: Line[] };

async function startLogged(adjust: (c: Config) => Config): Promise<LoggedServer> {
  // The result cache would answer repeated queries after the warehouse failed: these tests are about warehouse failures.
  const noCache = (c: Config): Config => ({ ...adjust(c), cache: { ...c.cache, enabled: false } });
  const server = await serveLogged(await demoConfig(noCache), { level: 'debug' });
  return { ...server, lines: server.logs };
}

const hasStack = (line: Line) => JSON.stringify(line).includes('"stack"');
const byRequest = (lines: readonly Line[], id: string) => lines.filter((l) => l.reqId === id);
const query = (url: string, id: string, body: unknown = monthly) =>
  postJson(`${url}/v1/api/analytics-app/query`, body, KEYS.analytics, { 'x-request-id': id });

const monthly = {
  contract_name: 'flights',
  query: { dimensions: [{ name: 'flight_date', time_grain: 'day' }, 'origin'], measures: ['avg_delay'] },
};

describe('request failures are logged by kind, stacks only for our own errors', () => {
  let s: LoggedServer;
  beforeAll(async () => {
    s = await startLogged((c) => ({
      ...c,
      warehouse: { ...c.warehouse, max_concurrent_statements: 1, max_queued_statements: 1 },
    }));
    // The rollups build in the background after start and would hold the only statement slot.
    await s.service.rollups?.whenIdle();
  });
  afterAll(async () => s?.close());

  it('4xx: one info line with the code, no stack', async () => {
    const cases = [
      {
        id: 'rej-401',
        res: postJson(`${s.url}/v1/api/analytics-app/query`, monthly, undefined, {
          'x-request-id': 'rej-401',
        }),
      },
      { id: 'rej-400', res: query(s.url, 'rej-400', '{"contract_name":') },
      { id: 'rej-dup', res: query(s.url, 'rej-dup', '{"contract_name":"flights","contract_name":"x"}') },
      { id: 'rej-404', res: query(s.url, 'rej-404', { contract_name: 'nope', query: { measures: ['x'] } }) },
    ];
    for (const c of cases) {
      const res = await c.res;
      expect(res.status).toBeGreaterThanOrEqual(400);
      const lines = byRequest(s.lines, c.id);
      const rejected = lines.filter((l) => l.msg === 'request: rejected');
      expect(rejected, c.id).toEqual([expect.objectContaining({ level: INFO, code: res.body.code })]);
      expect(
        lines.filter((l) => l.level >= WARN || hasStack(l)),
        c.id,
      ).toEqual([]);
    }
  });

  it('shed requests (503 warehouse_busy): warn without a stack', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `shed-${i}`);
    const results = await Promise.all(ids.map((id) => query(s.url, id)));
    const shed = ids.filter((_, i) => results[i]?.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const id of shed) {
      expect(byRequest(s.lines, id).filter((l) => l.msg === 'request: shed')).toEqual([
        expect.objectContaining({ level: WARN, code: 'warehouse_busy' }),
      ]);
      expect(byRequest(s.lines, id).filter((l) => l.level >= ERROR || hasStack(l))).toEqual([]);
    }
  });

  it('a client that goes away: info without a stack', async () => {
    // One statement runs at a time: the second request waits in the queue when its client leaves.
    const running = query(s.url, 'abort-first');
    const controller = new AbortController();
    const leaving = fetch(`${s.url}/v1/api/analytics-app/query`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${KEYS.analytics}`,
        'x-request-id': 'abort-me',
      },
      body: JSON.stringify({ ...monthly, query: { ...monthly.query, measures: ['flight_count'] } }),
      signal: controller.signal,
    }).catch((err: unknown) => err);
    await new Promise((r) => setTimeout(r, 30));
    controller.abort();
    await leaving;
    await running;
    const deadline = Date.now() + 10_000;
    while (
      Date.now() < deadline &&
      !byRequest(s.lines, 'abort-me').some((l) => l.msg.includes('went away'))
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const lines = byRequest(s.lines, 'abort-me');
    expect(lines.filter((l) => l.msg === 'request: the client went away or cancelled')).toEqual([
      expect.objectContaining({ level: INFO }),
    ]);
    expect(lines.filter((l) => l.level >= WARN || hasStack(l))).toEqual([]);
  });

  it('a warehouse closed under the server: one outage line, not one per request', async () => {
    await s.service.warehouse.close();
    for (const id of ['down-1', 'down-2', 'down-3']) {
      const res = await query(s.url, id);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('warehouse_unavailable');
    }
    const outage = s.lines.filter((l) => l.outage === 'warehouse');
    expect(outage).toEqual([expect.objectContaining({ level: ERROR, msg: 'warehouse outage started' })]);
    const down = ['down-1', 'down-2', 'down-3'].flatMap((id) => byRequest(s.lines, id));
    expect(down.filter((l) => l.level >= WARN || hasStack(l))).toEqual([]);
  });
});

describe('the failure policy for what a server test cannot provoke on demand', () => {
  const capture = () => {
    const lines: Line[] = [];
    const log = createLogger('debug', { write: (s: string) => void lines.push(JSON.parse(s) as Line) });
    return { lines, ctx: { log, outages: new OutageTracker('warehouse', log) } };
  };

  it('our own 500 is an error with the stack', () => {
    const { lines, ctx } = capture();
    logFailure(ctx, new TypeError('undefined is not a function'), 'request');
    expect(lines).toEqual([expect.objectContaining({ level: ERROR, code: 'internal_error' })]);
    expect(hasStack(lines[0] as Line)).toBe(true);
  });

  it('a cancelled statement (abort reason) is info; a timeout or upstream failure is warn with its cause, no stack', () => {
    const { lines, ctx } = capture();
    logFailure(ctx, 'notifications/cancelled', 'MCP tool call');
    logFailure(ctx, new DOMException('This operation was aborted', 'AbortError'), 'MCP tool call');
    logFailure(ctx, new CharterError('query_timeout'), 'request');
    logFailure(
      ctx,
      new CharterError('upstream_failed', undefined, null, { cause: new Error('502 Bad Gateway') }),
      'chat turn',
    );
    expect(lines.map((l) => [l.level, l.code])).toEqual([
      [INFO, 'internal_error'],
      [INFO, 'internal_error'],
      [WARN, 'query_timeout'],
      [WARN, 'upstream_failed'],
    ]);
    expect(lines[3]?.cause).toBe('502 Bad Gateway');
    expect(lines.filter(hasStack)).toEqual([]);
  });

  it('an outage reports a count at most every reportEveryMs while it lasts', () => {
    const lines: Line[] = [];
    const log = createLogger('debug', { write: (s: string) => void lines.push(JSON.parse(s) as Line) });
    let now = 0;
    const tracker = new OutageTracker('warehouse', log, { reportEveryMs: 1_000, now: () => now });
    for (now = 0; now < 2_500; now += 100) tracker.failed(new Error('connect ECONNREFUSED'));
    tracker.succeeded();
    tracker.succeeded();
    expect(lines.map((l) => [l.msg, l.failed_requests ?? null])).toEqual([
      ['warehouse outage started', null],
      ['warehouse outage continues', 11],
      ['warehouse outage continues', 21],
      ['warehouse outage ended', 25],
    ]);
    expect(lines[3]).toMatchObject({ level: INFO, duration_ms: 2_500 });
  });
});

/** A TCP relay to PostgreSQL that can be stopped and started again on the same port: a real outage. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = tcpConnect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => {
          this.sockets.delete(s);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server?.listen(this.port, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => server?.close(() => r()));
  }
}

const pgTarget = await findPostgres();
const CI = process.env.CI === 'true';

describe.skipIf('reason' in pgTarget && !CI)('a PostgreSQL outage in the logs', () => {
  let relay: Relay;
  let s: LoggedServer;

  beforeAll(async () => {
    if ('reason' in pgTarget) throw new Error(`PostgreSQL is not reachable: ${pgTarget.reason}`);
    await loadDemoIntoPostgres({
      connectionString: pgTarget.url,
      schema: PG_SCHEMA,
      duckdbPath: DUCKDB_PATH,
    });
    const target = new URL(pgTarget.url);
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    target.port = String(relay.port);
    s = await startLogged((c) => ({
      ...c,
      warehouse: {
        engine: 'postgres',
        connection_string: target.toString(),
        schema: PG_SCHEMA,
        pool_size: 4,
        query_timeout_ms: 30_000,
        max_queued_statements: 256,
      },
    }));
    // Rollups build in the background after start; the outage below should cut only this test's statements.
    await s.service.rollups?.whenIdle();
  });
  afterAll(async () => {
    await s?.close();
    await relay?.stop();
  });

  it('logs the start (error, with the cause) and the end (info, with the count and duration), nothing per request', async () => {
    // Grouped by destination, which no demo rollup holds: the warehouse must answer (rollups keep
    // answering what they hold while the warehouse is down).
    const small = {
      contract_name: 'flights',
      query: { dimensions: ['destination'], measures: ['flight_count'], limit: 3 },
    };
    expect((await query(s.url, 'pg-before', small)).status).toBe(200);

    await relay.stop();
    const failing = Array.from({ length: 6 }, (_, i) => `pg-down-${i}`);
    for (const id of failing) {
      const res = await query(s.url, id, small);
      expect(res.status, id).toBe(503);
      expect(res.body.code).toBe('warehouse_unavailable');
    }
    await relay.start();
    expect((await query(s.url, 'pg-after', small)).status).toBe(200);

    const outage = s.lines.filter((l) => l.outage === 'warehouse');
    expect(outage).toEqual([
      expect.objectContaining({
        level: ERROR,
        msg: 'warehouse outage started',
        cause: expect.stringMatching(/ECONNREFUSED|terminated|closed/i),
      }),
      expect.objectContaining({
        level: INFO,
        msg: 'warehouse outage ended',
        failed_requests: failing.length,
      }),
    ]);
    expect(outage[1]?.duration_ms).toBeGreaterThan(0);
    const errors = s.lines.filter((l) => l.level >= ERROR);
    expect(errors).toHaveLength(1);
    expect(s.lines.filter(hasStack)).toEqual([]);
  });
});
