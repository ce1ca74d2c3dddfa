import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCopy, freePort, groupAlive, heldPost, ROOT, spawnCharter, until } from '../helpers/processes.js';
import { KEYS, postJson } from '../helpers/server.js';

const QUERY = { contract_name: 'flights', query: { measures: ['flight_count'] } };

/** Runs the real CLI to its end. */
function runCli(args: readonly string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['bin/charter.js', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe('charter serve: start-up problems are one clear line', () => {
  it('a missing config file: one line naming it, exit 1, no stack', () => {
    const { code, stderr } = runCli(['serve', '--config', '/nonexistent/charter.yaml']);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('charter: cannot read /nonexistent/charter.yaml: no such file');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('a port in use: one line naming the address, exit 1, no stack', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', () => r()));
    try {
      const { code, stderr } = runCli(['serve'], { PORT: String(port), HOST: '127.0.0.1' });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toContain(`charter: cannot listen on 127.0.0.1:${port}: the port is already in use`);
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });
});

describe('npm start: drain on SIGTERM, and no process left behind', () => {
  const copies: { remove(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(copies.map((c) => c.remove()));
  });

  it('tells a person where it listens, the demo keys and a command to try (stderr), JSON on stdout', async () => {
    const port = await freePort();
    const proc = await spawnCharter('npm', ['start', '--silent'], { PORT: String(port) });
    try {
      await until(() => proc.stderr().includes('Try: curl'), 'the greeting');
      const text = proc.stderr();
      // The console comes first: the page a new user opens.
      expect(text.split('\n')[0]).toBe(`Console: open http://127.0.0.1:${port} and sign in with an API key`);
      expect(text).toContain(`at http://127.0.0.1:${port}`);
      expect(text).toContain('demo-analytics-key (analytics-app)');
      expect(text).toContain('demo-rest-key (rest-only)');
      // The command it suggests works as printed.
      const curl = /Try: (curl .*)$/m.exec(text)?.[1] ?? '';
      const answer = spawnSync('sh', ['-c', curl], { encoding: 'utf8' });
      expect(JSON.parse(answer.stdout)).toMatchObject({ data: { pagination: { total_items: 1 } } });
      // stdout stays machine-parseable: every line is a JSON log line.
      expect(proc.logs.every((l) => typeof l.msg === 'string' && typeof l.level === 'number')).toBe(true);
    } finally {
      process.kill(-(proc.child.pid as number), 'SIGKILL');
    }
  });

  it('SIGTERM: /readyz 503 at once, new requests served during the delay, the in-flight one finishes, all exit', async () => {
    const copy = await demoCopy((y) => y.replace('  port: 8080', '  port: 8080\n  drain_delay_ms: 1500'));
    copies.push(copy);
    const port = await freePort();
    // What `npm start` runs, with the copy's config: npm → node (the script execs it).
    const proc = await spawnCharter('npm', ['start', '--silent', '--', '--config', copy.file], {
      PORT: String(port),
    });
    const pid = proc.child.pid as number;
    expect((await fetch(`${proc.url}/readyz`)).status).toBe(200);
    const inFlight = await heldPost(proc.url, '/v1/api/rest-only/query', KEYS.rest, QUERY);

    process.kill(pid, 'SIGTERM');
    await proc.waitForLog((l) => typeof l.msg === 'string' && l.msg.startsWith('draining'));
    const ready = await fetch(`${proc.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining', code: 'server_shutting_down' });
    // During server.drain_delay_ms a new request is still answered (the balancer has not noticed yet).
    expect((await postJson(`${proc.url}/v1/api/rest-only/query`, QUERY, KEYS.rest)).status).toBe(200);

    await sleep(1_600);
    // After the delay the server no longer accepts, but the request in flight finishes.
    expect(proc.logs.some((l) => l.msg === 'stopped')).toBe(false);
    const finished = await inFlight.finish();
    expect(finished.status).toBe(200);
    expect(finished.body).toContain('"total_items":1');

    expect(await proc.exited).toBe(0);
    await until(() => !groupAlive(pid), 'every process of the npm start tree to exit', 10_000);
    expect(proc.logs.some((l) => l.msg === 'stopped')).toBe(true);
  });
});
