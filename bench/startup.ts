/**
 * Start-up of the real CLI (`node bin/charter.js serve`) on the demo config:
 * a first start (the demo warehouse is built, in a temporary folder so the
 * repository's own `.charter/` is left alone) and a later start reusing it.
 * Measured from spawn to the first 200 from /readyz. Prints a table; writes nothing.
 *
 *   npm run bench:startup [-- RUNS]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = resolve('.');
const RUNS = Number(process.argv[2] ?? 2);

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Spawns the service, waits for /readyz, stops it; the ms to ready and the demo build's own ms (if built). */
async function startOnce(config: string): Promise<{ readyMs: number; buildMs: number | null }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['bin/charter.js', 'serve', '--config', config], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service ended: ${out}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(20);
  }
  const readyMs = Math.round(performance.now() - started);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
  const build = /"ms":(\d+),"msg":"built the demo warehouse/.exec(out);
  return { readyMs, buildMs: build ? Number(build[1]) : null };
}

async function main(): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`## Start-up (node bin/charter.js serve, demo config), load average ${load()} at start\n`);
  console.log(
    '| run | first start (builds the demo) ms | of which building ms | later start ms | load average |',
  );
  console.log('|---|---|---|---|---|');
  const original = await readFile(join(ROOT, 'demo/charter.yaml'), 'utf8');
  for (let run = 1; run <= RUNS; run++) {
    const dir = await mkdtemp(join(tmpdir(), 'charter-startup-'));
    try {
      const config = join(dir, 'charter.yaml');
      await writeFile(
        config,
        original
          .replace('path: ../.charter/demo.duckdb', `path: ${join(dir, 'demo.duckdb')}`)
          .replace('path: ../.charter/rollups.duckdb', `path: ${join(dir, 'rollups.duckdb')}`)
          .replace('contracts: contracts', `contracts: ${join(ROOT, 'demo/contracts')}`)
          .replace('catalog: catalog', `catalog: ${join(ROOT, 'demo/catalog')}`),
      );
      const first = await startOnce(config);
      const later = await startOnce(config);
      console.log(`| ${run} | ${first.readyMs} | ${first.buildMs ?? '–'} | ${later.readyMs} | ${load()} |`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

await main();
