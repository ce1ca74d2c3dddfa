import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../src/config/load.js';
import { buildServer } from '../../src/http/server.js';
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

/** The real service for `config`, listening on an ephemeral loopback port; `onClose` runs after it stops. */
export async function serve(config: Config, onClose?: () => Promise<void>): Promise<RunningServer> {
  const service = await createService(config);
  const app = await buildServer(service);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    service,
    app,
    url,
    async close() {
      await app.close();
      await service.close();
      await onClose?.();
    },
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
