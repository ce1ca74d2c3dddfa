import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { redisUnreachable } from './redis.js';

export const ROOT = resolve('.');

/** A free loopback port (the OS picks one; it is released before the caller listens). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `check` until it resolves true; throws after `boundMs`. */
export async function until(check: () => Promise<boolean> | boolean, what: string, boundMs = 30_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > boundMs) throw new Error(`${what} did not happen within ${boundMs} ms`);
    await sleep(50);
  }
}

/** A private redis-server this test may stop and restart, never the shared one. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await until(
    async () => (await redisUnreachable(`redis://127.0.0.1:${port}`)) === null,
    `redis-server on ${port}`,
  );
  return child;
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/**
 * A copy of the demo config folder (config, contracts, catalog) in a temporary
 * folder that a test may edit; the warehouse stays the shared demo file, the
 * rollups go into the copy. `edit` changes the config text before it is written.
 */
export async function demoCopy(edit: (yaml: string) => string = (y) => y) {
  const dir = await mkdtemp(join(tmpdir(), 'charter-ops-'));
  await cp(join(ROOT, 'demo/contracts'), join(dir, 'contracts'), { recursive: true });
  await cp(join(ROOT, 'demo/catalog'), join(dir, 'catalog'), { recursive: true });
  const original = await readFile(join(ROOT, 'demo/charter.yaml'), 'utf8');
  const file = join(dir, 'charter.yaml');
  const text = original
    .replace('path: ../.charter/demo.duckdb', `path: ${join(ROOT, '.charter/demo.duckdb')}`)
    .replace('path: ../.charter/rollups.duckdb', 'path: rollups.duckdb');
  await writeFile(file, edit(text));
  return {
    dir,
    file,
    read: () => readFile(file, 'utf8'),
    write: (yaml: string) => writeFile(file, yaml),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface CharterProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Parsed JSON log lines on stdout so far. */
  readonly logs: Record<string, unknown>[];
  /** Everything written on stderr so far. */
  stderr(): string;
  /** Resolves with the first log line (already written or coming) that `match` accepts. */
  waitForLog(
    match: (line: Record<string, unknown>) => boolean,
    boundMs?: number,
  ): Promise<Record<string, unknown>>;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  readonly exited: Promise<number | string>;
}

/**
 * Spawns `command` (the real CLI, or npm) in a process group of its own and
 * resolves once its log says it is serving (the address is read from that line).
 */
export async function spawnCharter(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<CharterProcess> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs: Record<string, unknown>[] = [];
  let err = '';
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ text: line });
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')),
  );
  const waitForLog = async (match: (line: Record<string, unknown>) => boolean, boundMs = 60_000) => {
    let found: Record<string, unknown> | undefined;
    await until(
      () => {
        found = logs.find(match);
        if (!found && (child.exitCode !== null || child.signalCode !== null))
          throw new Error(`the process ended: ${err}`);
        return found !== undefined;
      },
      'the expected log line',
      boundMs,
    );
    return found as Record<string, unknown>;
  };
  const serving = await waitForLog((l) => l.msg === 'charter is serving');
  return { child, url: String(serving.address), logs, stderr: () => err, waitForLog, exited };
}

/** True while any process of the group led by `pid` is alive. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A POST whose headers are sent and whose body is held back: the server has
 * admitted it (its hooks run before the body is read) and it stays in flight
 * until `finish` sends the rest; `finish` resolves with the status and body.
 */
export async function heldPost(url: string, path: string, key: string, body: unknown) {
  const { hostname, port } = new URL(url);
  const payload = JSON.stringify(body);
  const socket = (await import('node:net')).connect(Number(port), hostname);
  await new Promise<void>((done, fail) => {
    socket.once('connect', done);
    socket.once('error', fail);
  });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${key}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n` +
      payload.slice(0, 5),
  );
  return {
    async finish(): Promise<{ status: number; body: string }> {
      socket.write(payload.slice(5));
      await new Promise<void>((done) => {
        socket.once('close', () => done());
        socket.once('end', () => done());
      });
      const split = received.indexOf('\r\n\r\n');
      return { status: Number(received.slice(9, 12)), body: received.slice(split + 4) };
    },
    /** Whatever has arrived so far (nothing while the request is held). */
    received: () => received,
    close: () => socket.destroy(),
  };
}
