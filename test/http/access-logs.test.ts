import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/observability/logger.js';
import {
  demoConfig,
  KEYS,
  type LogLine,
  postJson,
  type RunningServer,
  serveLogged,
} from '../helpers/server.js';

/**
 * The access lines docs/deployment.md promises (`incoming request`, `request
 * completed` with `statusCode` and `responseTime`, `reqId`, ISO `time`), as
 * the cheaper logger writes them (src/observability/logger.ts), and the
 * authorization header kept out of every line.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function capture() {
  const lines: LogLine[] = [];
  const logger = createLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  return { lines, logger };
}

describe('access lines through the real server', () => {
  let s: RunningServer & { readonly logs: LogLine[] };
  beforeAll(async () => {
    s = await serveLogged(await demoConfig());
  });
  afterAll(async () => s?.close());

  it('each request writes incoming request and request completed with the promised fields, no key', async () => {
    const body = { contract_name: 'flights', query: { measures: ['flight_count'] } };
    const res = await postJson(`${s.url}/v1/api/analytics-app/query`, body, KEYS.analytics, {
      'x-request-id': 'access-1',
    });
    expect(res.status).toBe(200);
    const lines = s.logs.filter((l) => l.reqId === 'access-1');
    const incoming = lines.find((l) => l.msg === 'incoming request') as LogLine & Record<string, unknown>;
    const completed = lines.find((l) => l.msg === 'request completed') as LogLine & Record<string, unknown>;
    const { port } = new URL(s.url);
    // Fastify's own req serialiser gives these fields; the logger's replacement gives the same.
    expect(incoming).toMatchObject({
      level: 30,
      service: 'charter',
      req: {
        method: 'POST',
        url: '/v1/api/analytics-app/query',
        host: `127.0.0.1:${port}`,
        remoteAddress: '127.0.0.1',
        remotePort: expect.any(Number),
      },
    });
    expect(completed).toMatchObject({
      level: 30,
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    for (const line of [incoming, completed]) expect(String(line.time)).toMatch(ISO);
    expect(JSON.stringify(lines)).not.toContain(KEYS.analytics);
  });

  it('the same fields as Fastify writes with its own serialisers', async () => {
    const ours = capture();
    const app = Fastify({ loggerInstance: ours.logger });
    app.get('/x', async () => 'ok');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const theirs: string[] = [];
    const plain = Fastify({
      logger: { level: 'info', stream: { write: (l: string) => void theirs.push(l) } },
    });
    plain.get('/x', async () => 'ok');
    await plain.listen({ host: '127.0.0.1', port: 0 });
    try {
      for (const [a, headers] of [
        [app, { 'accept-version': '2' }],
        [plain, { 'accept-version': '2' }],
      ] as const) {
        const address = a.server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        await fetch(`http://127.0.0.1:${port}/x`, { headers });
      }
      const keysOf = (line: Record<string, unknown> | undefined) =>
        Object.keys((line?.req ?? {}) as object).sort();
      const ourLine = ours.lines.find((l) => l.msg === 'incoming request') as Record<string, unknown>;
      const theirLine = theirs
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.msg === 'incoming request');
      expect(keysOf(ourLine)).toEqual(keysOf(theirLine));
      expect((ourLine.req as Record<string, unknown>).version).toBe('2');
    } finally {
      await app.close();
      await plain.close();
    }
  });
});

describe('authorization never reaches a line', () => {
  it('a top-level headers object is redacted; a req is reduced to fields without headers', () => {
    const { lines, logger } = capture();
    logger.info({ headers: { authorization: 'Bearer secret-1', accept: 'x' } }, 'h');
    logger.info({ req: { method: 'GET', url: '/', headers: { authorization: 'Bearer secret-2' } } }, 'r');
    expect(lines[0]).toMatchObject({ headers: { authorization: '[redacted]', accept: 'x' } });
    expect(lines[1]).toMatchObject({ req: { method: 'GET', url: '/' } });
    expect(JSON.stringify(lines)).not.toMatch(/secret-/);
  });

  it('times are ISO text, never going backwards', () => {
    const { lines, logger } = capture();
    for (let i = 0; i < 200; i++) logger.info('t');
    const times = lines.map((l) => String(l.time));
    for (const t of times) expect(t).toMatch(ISO);
    expect([...times].sort()).toEqual(times);
  });
});
