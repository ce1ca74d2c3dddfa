import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { type Config, loadConfig } from '../../src/config/load.js';
import { buildServer } from '../../src/http/server.js';
import { createLogger } from '../../src/observability/logger.js';
import { createService, type Service } from '../../src/service.js';

export const DEMO_CONFIG = resolve('demo/charter.yaml');

export const KEYS = {
  analytics: 'demo-analytics-key',
  state: 'demo-state-key',
  ops: 'demo-ops-key',
  sql: 'demo-sql-key',
  rest: 'demo-rest-key',
} as const;

export interface RunningServer {
  readonly service: Service;
  readonly app: FastifyInstance;
  readonly url: string;
  close(): Promise<void>;
}

/** One JSON log line the service under test wrote, parsed. */
export type LogLine = Record<string, unknown> & { level: number; msg: string };

export interface ServeOptions {
  /** Runs after the server and service have stopped (e.g. removing a temporary config folder). */
  readonly onClose?: () => Promise<void>;
  /** Where the service and its requests log; omitted, nothing is logged. */
  readonly logger?: Logger;
}

/** The real service for `config`, listening on an ephemeral loopback port. */
export async function serve(config: Config, options: ServeOptions = {}): Promise<RunningServer> {
  const service = await createService(config, options.logger);
  const app = await buildServer(service, options.logger ? { logger: options.logger } : {});
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    service,
    app,
    url,
    async close() {
      await app.close();
      await service.close();
      await options.onClose?.();
    },
  };
}

/** The real service with its log lines collected in memory, for tests about what it logs. */
export async function serveLogged(
  config: Config,
  options: { readonly level?: string; readonly onClose?: () => Promise<void> } = {},
): Promise<RunningServer & { readonly logs: LogLine[] }> {
  const logs: LogLine[] = [];
  // The service's own logger (same fields, redaction), writing into memory.
  const logger = createLogger(options.level ?? 'info', {
    write: (line: string) => void logs.push(JSON.parse(line) as LogLine),
  });
  return {
    ...(await serve(config, { logger, ...(options.onClose ? { onClose: options.onClose } : {}) })),
    logs,
  };
}

/** The demo config as `charter serve` reads it, with an ephemeral port; `adjust` may change it for one test. */
export async function demoConfig(adjust: (config: Config) => Config = (c) => c): Promise<Config> {
  return adjust(await loadConfig(DEMO_CONFIG, { PORT: '0', HOST: '127.0.0.1' }));
}

/** The real service on the demo config, listening on an ephemeral loopback port. */
export async function startDemoServer(adjust?: (config: Config) => Config): Promise<RunningServer> {
  return serve(await demoConfig(adjust));
}

/** POST JSON over real HTTP. */
export async function postJson(
  url: string,
  body: unknown,
  key?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {
    status: res.status,
    headers: res.headers,
    body: json as Record<string, unknown>,
  };
}

/** A request whose response is still coming: `done` settles with the whole response, `drop` destroys the socket. */
export interface OpenRequest {
  readonly done: Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>;
  /** Resolves once the response status and headers have arrived. */
  readonly started: Promise<number>;
  /** The client leaves: its socket is destroyed mid-response, as a crashed or impatient client would. */
  drop(): void;
}

/**
 * POST JSON over node:http (not fetch, which forbids a Host header and hides
 * its socket), so a test can send any Host and drop the connection at will.
 */
export function openRequest(url: string, body: unknown, headers: Record<string, string> = {}): OpenRequest {
  const payload = JSON.stringify(body);
  const req = httpRequest(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
      ...headers,
    },
  });
  let started!: (status: number) => void;
  const startedPromise = new Promise<number>((resolveStarted) => {
    started = resolveStarted;
  });
  const done = new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((ok, fail) => {
    req.on('response', (res) => {
      started(res.statusCode ?? 0);
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
  });
  // A dropped request rejects `done`; callers that drop do not read it.
  done.catch(() => undefined);
  req.end(payload);
  return { done, started: startedPromise, drop: () => req.destroy() };
}

/** Polls `check` until it holds; resolves with the milliseconds it took, rejects after `boundMs`. */
export async function waitUntil(check: () => boolean, boundMs: number, what = 'condition'): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > boundMs) throw new Error(`${what} did not hold within ${boundMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - started;
}
