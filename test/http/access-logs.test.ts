import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from '../../src/http/access-log.js';
import { createLogger, createServeLogger, serveLogDestination } from '../../src/observability/logger.js';
import { freePort, ROOT, until } from '../helpers/processes.js';
import { demoConfig, KEYS, type LogLine, postJson, serve } from '../helpers/server.js';

/**
 * The access line docs/deployment.md promises (one `request completed` per
 * request, with `req`, `res.statusCode`, `responseTime`, `reqId`, ISO `time`),
 * through the real server and the logger `charter serve` builds, writing to a
 * real file; failures still logged; every line written when the process stops
 * or crashes.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const QUERY = { contract_name: 'flights', query: { measures: ['flight_count'] } };

function capture() {
  const lines: LogLine[] = [];
  const logger = createLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  return { lines, logger };
}

/** Every line of a log file, each of which must be one JSON object. */
async function linesOf(file: string): Promise<LogLine[]> {
  const text = await readFile(file, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as LogLine);
}

/** The real server logging through `createServeLogger` into a temporary file. */
async function serveToFile(accessLog = true) {
  const dir = await mkdtemp(join(tmpdir(), 'charter-access-'));
  const file = join(dir, 'out.log');
  const fd = openSync(file, 'w');
  const settings = { log_level: 'info', log_buffer_bytes: 4096 };
  const destination = serveLogDestination(settings, fd);
  const logger = createServeLogger(settings, destination);
  const config = await demoConfig((c) => ({ ...c, server: { ...c.server, access_log: accessLog } }));
  const server = await serve(config, { logger });
  return {
    ...server,
    file,
    /** Stops the server and writes the buffered lines, as `charter serve` does at exit. */
    async stop(): Promise<LogLine[]> {
      await server.close();
      // What the exit does for `charter serve`: the buffered lines are written, then the file closed.
      await new Promise<void>((done) => {
        destination.once('close', done);
        destination.end();
      });
      const lines = await linesOf(file);
      await rm(dir, { recursive: true, force: true });
      return lines;
    },
  };
}

describe('one access line per request, through the real server into a file', () => {
  it('request completed with the promised fields, no incoming line, no key; failures still logged', async () => {
    const s = await serveToFile();
    // The demo's rollups build in the background after start; a query stored before its rollup is
    // ready is planned again once it is, so the repeated request below is a hit only after that.
    await s.service.rollups?.whenIdle();
    const { port } = new URL(s.url);
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const ok = await postJson(`${s.url}/v1/api/analytics-app/query`, QUERY, KEYS.analytics, {
      'x-request-id': 'access-ok',
      traceparent: `00-${trace}-00f067aa0ba902b7-01`,
    });
    const hit = await postJson(`${s.url}/v1/api/analytics-app/query`, QUERY, KEYS.analytics, {
      'x-request-id': 'access-hit',
    });
    const denied = await postJson(`${s.url}/v1/api/analytics-app/query`, QUERY, 'wrong-key', {
      'x-request-id': 'access-401',
    });
    const missing = await fetch(`${s.url}/nowhere?x="1"`, { headers: { 'x-request-id': 'access-404' } });
    expect([ok.status, hit.status, denied.status, missing.status]).toEqual([200, 200, 401, 404]);
    expect(hit.headers.get('cache-status')).toMatch(/hit/);
    const lines = await s.stop();

    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => l.reqId)).toEqual(['access-ok', 'access-hit', 'access-401', 'access-404']);
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(completed[0]).toEqual({
      level: 30,
      time: expect.stringMatching(ISO),
      service: 'charter',
      reqId: 'access-ok',
      trace_id: trace,
      req: {
        method: 'POST',
        url: '/v1/api/analytics-app/query',
        host: `127.0.0.1:${port}`,
        remoteAddress: '127.0.0.1',
        remotePort: expect.any(Number),
      },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    expect(completed[2]).toMatchObject({ res: { statusCode: 401 }, req: { method: 'POST' } });
    expect(completed[3]).toMatchObject({
      res: { statusCode: 404 },
      req: { method: 'GET', url: '/nowhere?x=%221%22' },
    });
    // The failure policy's lines are still there, on the same request ids.
    expect(lines.filter((l) => l.reqId === 'access-401' && l.msg === 'request: rejected')).toEqual([
      expect.objectContaining({ level: 30, code: 'unauthorized' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(KEYS.analytics);
  });

  it('server.access_log false: no access lines, failures still logged', async () => {
    const s = await serveToFile(false);
    const ok = await postJson(`${s.url}/v1/api/analytics-app/query`, QUERY, KEYS.analytics, {
      'x-request-id': 'quiet-ok',
    });
    const denied = await postJson(`${s.url}/v1/api/analytics-app/query`, QUERY, undefined, {
      'x-request-id': 'quiet-401',
    });
    expect([ok.status, denied.status]).toEqual([200, 401]);
    const lines = await s.stop();
    expect(lines.filter((l) => l.msg === 'request completed')).toEqual([]);
    expect(lines.filter((l) => l.reqId === 'quiet-401').map((l) => l.msg)).toEqual(['request: rejected']);
  });

  it('req has the same fields as Fastify writes with its own serialisers', async () => {
    const ours = capture();
    const app = Fastify({ loggerInstance: ours.logger, logController: new AccessLog(true) });
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
      const ourLine = ours.lines.find((l) => l.msg === 'request completed') as Record<string, unknown>;
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

describe('buffered lines are all written when the process ends', () => {
  it('charter serve stopped by SIGINT right after 40 requests: every access line and "stopped" in the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-stop-'));
    const file = join(dir, 'stdout.log');
    const out = openSync(file, 'w');
    const port = await freePort();
    const child = spawn(process.execPath, ['bin/charter.js', 'serve'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', out, 'pipe'],
    });
    closeSync(out);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      await until(() => stderr.includes('Try: curl'), 'charter serve listening', 60_000);
      const url = `http://127.0.0.1:${port}`;
      const ids = Array.from({ length: 40 }, (_, i) => `stop-${i}`);
      for (const id of ids) {
        const res = await postJson(`${url}/v1/api/analytics-app/query`, QUERY, KEYS.analytics, {
          'x-request-id': id,
        });
        expect(res.status).toBe(200);
      }
      // 40 lines are more than one buffer (4 KiB): some are in the file, the last ones are not yet.
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      const lines = await linesOf(file);
      const completed = lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId);
      expect(completed).toEqual(ids);
      expect(lines.at(-1)?.msg).toBe('stopped');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('an uncaught exception: the lines before it and a fatal "crashed" line with the error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-crash-'));
    const file = join(dir, 'stdout.log');
    const script = join(dir, 'crash.mts');
    // The logger `charter serve` builds, with its crash hook, in a process that then throws.
    await writeFile(
      script,
      `import { createServeLogger, logCrashes } from ${JSON.stringify(join(ROOT, 'src/observability/logger.ts'))};
const logger = createServeLogger({ log_level: 'info', log_buffer_bytes: 4096 });
logCrashes(logger);
for (let i = 0; i < 5; i++) logger.info({ i }, 'before the crash');
setTimeout(() => { throw new Error('boom at the end'); }, 20);
`,
    );
    const out = openSync(file, 'w');
    const result = spawnSync(process.execPath, ['bin/run-ts.js', script], {
      cwd: ROOT,
      stdio: ['ignore', out, 'pipe'],
      encoding: 'utf8',
      timeout: 60_000,
    });
    closeSync(out);
    try {
      expect(result.status).toBe(1);
      const lines = await linesOf(file);
      expect(lines.map((l) => l.msg)).toEqual([...Array(5).fill('before the crash'), 'crashed']);
      expect(lines[5]).toMatchObject({
        level: 60,
        origin: 'uncaughtException',
        err: { message: 'boom at the end', stack: expect.stringContaining('Error: boom at the end') },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
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
