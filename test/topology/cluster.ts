/**
 * A real topology on this machine: a private redis-server, three `charter serve`
 * child processes on the demo config (each with CHARTER_REDIS_URL pointing at
 * that Redis), and HAProxy running deploy/haproxy.cfg in front of them. Used by
 * the topology tests and by bench/replicas.ts. Every process it starts is its
 * own child, ended by its pid.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { freePort } from '../helpers/processes.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const HAPROXY_CONFIG = join(ROOT, 'deploy/haproxy.cfg');
/** The server names of deploy/haproxy.cfg, in order. */
export const REPLICA_NAMES = ['r1', 'r2', 'r3'] as const;
export type ReplicaName = (typeof REPLICA_NAMES)[number];

/** Start-up on a loaded 2-core machine: a replica opens DuckDB and builds rollups while others do the same. */
const READY_BOUND_MS = 120_000;

/** An executable on PATH or in the sbin folders (Debian puts haproxy in /usr/sbin, not on a user's PATH). */
export function findExecutable(name: string): string | null {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const folder of folders) {
    if (!folder) continue;
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

/** Null when the topology can run here, else what is missing (the skip or failure reason a suite shows). */
export function topologyUnavailable(): string | null {
  const missing = ['haproxy', 'redis-server'].filter((name) => findExecutable(name) === null);
  if (missing.length === 0) return null;
  return `${missing.join(' and ')} not found (apt-get install -y ${missing.join(' ')}; .ci/run installs them)`;
}

/** Polls `check` every `everyMs` until it returns true; throws `what` (and `detail()`) after `boundMs`. */
export async function until(
  check: () => Promise<boolean> | boolean,
  what: string,
  boundMs: number,
  detail: () => string = () => '',
  everyMs = 100,
): Promise<void> {
  const end = Date.now() + boundMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(everyMs);
  }
  throw new Error(`${what} did not happen within ${boundMs} ms${detail() ? `\n${detail()}` : ''}`);
}

/** Children still running: a test worker or benchmark that exits without stopping them still ends them. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** A child process whose output goes to a file, so a full pipe never blocks it and a failure can show it. */
class Child {
  readonly exited: Promise<number | null>;
  private exitCode: number | null | undefined;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
    readonly logFile: string,
  ) {
    live.add(process);
    this.exited = new Promise((resolve) => {
      process.once('exit', (code, signal) => {
        live.delete(process);
        this.exitCode = code ?? (signal ? null : 0);
        resolve(this.exitCode);
      });
    });
  }

  get running(): boolean {
    return this.exitCode === undefined;
  }

  get pid(): number {
    return this.process.pid ?? -1;
  }

  /** The last lines it wrote, for a failure message. */
  tail(lines = 15): string {
    try {
      const text = readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines);
      return `--- ${this.name} (pid ${this.pid}) ${this.logFile}:\n${text.map((l) => l.slice(0, 400)).join('\n')}`;
    } catch {
      return `--- ${this.name}: no log`;
    }
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.process.kill(signal);
  }

  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.running) return;
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

function startChild(
  name: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  logDir: string,
): Child {
  const logFile = join(logDir, `${name}.log`);
  const fd = openSync(logFile, 'a');
  try {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
    return new Child(name, child, logFile);
  } finally {
    closeSync(fd);
  }
}

async function httpStatus(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** One Charter replica: `node bin/charter.js serve` on the demo config, as an operator runs it. */
export class Replica {
  private constructor(
    readonly name: string,
    readonly port: number,
    private child: Child,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logDir: string,
  ) {}

  /** With `redisUrl` null the replica runs alone: cache, rate limits and MCP sessions in its own memory. */
  static async start(name: string, redisUrl: string | null, logDir: string): Promise<Replica> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
    if (redisUrl) env.CHARTER_REDIS_URL = redisUrl;
    else delete env.CHARTER_REDIS_URL;
    const replica = new Replica(name, port, Replica.spawn(name, env, logDir), env, logDir);
    await replica.waitReady();
    return replica;
  }

  private static spawn(name: string, env: NodeJS.ProcessEnv, logDir: string): Child {
    return startChild(name, process.execPath, ['bin/charter.js', 'serve'], env, logDir);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child.pid;
  }

  get logFile(): string {
    return this.child.logFile;
  }

  get running(): boolean {
    return this.child.running;
  }

  get exited(): Promise<number | null> {
    return this.child.exited;
  }

  tail(lines?: number): string {
    return this.child.tail(lines);
  }

  /** Waits until `/readyz` answers 200 (the warehouse answers); fails at once if the process ends. */
  async waitReady(): Promise<void> {
    await until(
      async () => {
        if (!this.child.running) throw new Error(`replica ${this.name} exited\n${this.child.tail()}`);
        return (await httpStatus(`${this.url}/readyz`)) === 200;
      },
      `replica ${this.name} ready on ${this.url}`,
      READY_BOUND_MS,
      () => this.child.tail(),
      250,
    );
  }

  /** Sends a signal to the process (SIGKILL: it dies mid-request, as a crashed host would). */
  signal(signal: NodeJS.Signals): void {
    this.child.signal(signal);
  }

  /** The same replica again, on the same port, after it was stopped or killed. */
  async restart(): Promise<void> {
    if (this.child.running) throw new Error(`replica ${this.name} is still running`);
    this.child = Replica.spawn(this.name, this.env, this.logDir);
    await this.waitReady();
  }

  stop(): Promise<void> {
    return this.child.stop();
  }
}

export interface ServerState {
  readonly name: string;
  /** HAProxy's status column: UP, DOWN, MAINT, "UP 1/2" while rising, … */
  readonly status: string;
  /** A numeric column of `show stat` (e.g. `wretr` retries, `wredis` redispatches, `stot` sessions). */
  counter(column: string): number;
}

/** HAProxy running deploy/haproxy.cfg, with its runtime API on a private socket. */
export class Balancer {
  private constructor(
    readonly port: number,
    readonly socket: string,
    private readonly child: Child,
  ) {}

  static async start(replicas: readonly Replica[], logDir: string): Promise<Balancer> {
    const haproxy = findExecutable('haproxy');
    if (!haproxy) throw new Error('haproxy not found');
    const port = await freePort();
    const socket = join(logDir, 'haproxy.sock');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CHARTER_LB_BIND: `127.0.0.1:${port}`,
      CHARTER_LB_SOCKET: socket,
    };
    replicas.forEach((r, i) => {
      env[`CHARTER_REPLICA_${i + 1}`] = `127.0.0.1:${r.port}`;
    });
    // -db: stay in the foreground, so the process is our child and SIGTERM ends it.
    const child = startChild('haproxy', haproxy, ['-db', '-f', HAPROXY_CONFIG], env, logDir);
    const balancer = new Balancer(port, socket, child);
    await balancer.waitUntilAllUp();
    return balancer;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  tail(lines?: number): string {
    return this.child.tail(lines);
  }

  /** One runtime API command (the socket answers and closes). */
  command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const conn = createConnection(this.socket);
      conn.setTimeout(5_000, () => conn.destroy(new Error(`haproxy socket: no answer to ${line}`)));
      conn.on('data', (c: Buffer) => chunks.push(c));
      conn.on('end', () => resolve(Buffer.concat(chunks).toString()));
      conn.on('error', reject);
      conn.end(`${line}\n`);
    });
  }

  /** The replicas as HAProxy sees them: health, and the counters of `show stat` by column name. */
  async states(): Promise<ServerState[]> {
    const csv = (await this.command('show stat')).trim().split('\n');
    const header = (csv[0] ?? '').replace(/^# /, '').split(',');
    const rows = csv.slice(1).map((line) => new Map(line.split(',').map((v, i) => [header[i] ?? '', v])));
    return rows
      .filter(
        (r) => r.get('pxname') === 'replicas' && !['FRONTEND', 'BACKEND'].includes(r.get('svname') ?? ''),
      )
      .map((r) => ({
        name: r.get('svname') ?? '',
        status: r.get('status') ?? '',
        counter: (column: string) => Number(r.get(column) || 0),
      }));
  }

  /** A replica with a request in progress now (HAProxy's `scur`), or null. */
  async busyReplica(): Promise<string | null> {
    return (await this.states()).find((s) => s.counter('scur') > 0)?.name ?? null;
  }

  /** Polls until a replica has a request in progress (resolves its name) or `call` has settled (null). */
  async replicaServing(call: Promise<unknown>): Promise<string | null> {
    let settled = false;
    void call.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!settled) {
      const busy = await this.busyReplica();
      if (busy) return busy;
      await sleep(2);
    }
    return null;
  }

  async waitUntil(check: (states: ServerState[]) => boolean, what: string, boundMs = 30_000): Promise<void> {
    let last: ServerState[] = [];
    await until(
      async () => {
        if (!this.child.running) throw new Error(`haproxy exited\n${this.child.tail()}`);
        last = await this.states().catch(() => []);
        return last.length > 0 && check(last);
      },
      what,
      boundMs,
      () => `${JSON.stringify(last)}\n${this.child.tail()}`,
      100,
    );
  }

  waitUntilAllUp(boundMs = 60_000): Promise<void> {
    return this.waitUntil((s) => s.every((x) => x.status === 'UP'), 'every replica UP in haproxy', boundMs);
  }

  /** Takes a replica out of rotation (maintenance) or puts it back; health checks resume when it is back. */
  async setReplica(name: string, state: 'maint' | 'ready'): Promise<void> {
    const answer = await this.command(`set server replicas/${name} state ${state}`);
    if (answer.trim() !== '') throw new Error(`haproxy refused: ${answer}`);
  }

  stop(): Promise<void> {
    return this.child.stop(5_000);
  }
}

/** A redis-server of our own on a free port: the topology may fill and drop it without touching the shared one. */
export class PrivateRedis {
  private constructor(
    readonly port: number,
    private readonly child: Child,
  ) {}

  static async start(logDir: string): Promise<PrivateRedis> {
    const binary = findExecutable('redis-server');
    if (!binary) throw new Error('redis-server not found');
    const port = await freePort();
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = startChild('redis', binary, [...args, '--dir', logDir], process.env, logDir);
    const redis = new PrivateRedis(port, child);
    await until(
      async () => {
        if (!child.running) throw new Error(`redis-server exited\n${child.tail()}`);
        return pingRedis(port);
      },
      `redis-server on ${port}`,
      20_000,
    );
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return this.child.stop(5_000);
  }
}

function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const conn = createConnection(port, '127.0.0.1');
    conn.setTimeout(1_000, () => conn.destroy());
    conn.on('data', (d: Buffer) => {
      resolve(d.toString().startsWith('+PONG'));
      conn.end();
    });
    conn.on('error', () => resolve(false));
    conn.on('close', () => resolve(false));
    conn.write('PING\r\n');
  });
}

export interface Topology {
  readonly redis: PrivateRedis;
  readonly replicas: readonly Replica[];
  readonly balancer: Balancer;
  /** Where every process writes its output (kept when a run fails, for the logs). */
  readonly logDir: string;
  replica(name: string | null): Replica;
  /** The last lines of every process's log, for a failure message. */
  tails(): string;
  stop(options?: { readonly keepLogs?: boolean }): Promise<void>;
}

/** Starts Redis, three replicas (one after the other: they share two cores) and the balancer. */
export async function startTopology(): Promise<Topology> {
  await ensureDemoWarehouse(join(ROOT, '.charter/demo.duckdb'));
  const logDir = mkdtempSync(join(tmpdir(), 'charter-topology-'));
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
  };
  try {
    const redis = await PrivateRedis.start(logDir);
    started.push(redis);
    const replicas: Replica[] = [];
    for (const name of REPLICA_NAMES) {
      const replica = await Replica.start(name, redis.url, logDir);
      replicas.push(replica);
      started.push(replica);
    }
    const balancer = await Balancer.start(replicas, logDir);
    started.push(balancer);
    return {
      redis,
      replicas,
      balancer,
      logDir,
      replica(name) {
        const found = replicas.find((r) => r.name === name);
        if (!found) throw new Error(`no replica named ${name}`);
        return found;
      },
      tails: () => [balancer, ...replicas].map((p) => p.tail()).join('\n'),
      async stop(options = {}) {
        await stopAll();
        if (!options.keepLogs) rmSync(logDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
