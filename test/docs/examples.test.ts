import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { type RunningServer, startDemoServer } from '../helpers/server.js';
import { type DocExample, docExamples } from './extract.js';

/**
 * Every example in docs/ runs as written (test/docs/extract.ts says which
 * blocks are examples and how the markdown annotates the few that cannot run
 * here). They run as a reader would run them, from the repository root, as
 * child processes against the real demo service started here; the only change
 * is the demo's address, http://127.0.0.1:8080, replaced with this server's
 * ephemeral port so the test does not need (or take) port 8080.
 */

const ROOT = resolve('.');
const WORK = resolve('.charter/docs-examples');
const DEMO_URL = 'http://127.0.0.1:8080';
const CI = process.env.CI === 'true';
/** Generous: the first Inspector example fetches its packages with npx. */
const EXAMPLE_TIMEOUT_MS = 240_000;

const examples = docExamples(resolve('docs'));
let server: RunningServer;

beforeAll(async () => {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
  server = await startDemoServer();
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
});
afterAll(async () => {
  await server?.close();
  await rm(WORK, { recursive: true, force: true });
});

interface Outcome {
  readonly status: number | null;
  readonly output: string;
  readonly timedOut: boolean;
}

function run(command: string, args: readonly string[]): Promise<Outcome> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => {
      output += b.toString();
    });
    child.stderr.on('data', (b: Buffer) => {
      output += b.toString();
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      // The example's whole process group: a shell's children too.
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, EXAMPLE_TIMEOUT_MS);
    child.on('error', fail);
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, output, timedOut });
    });
  });
}

const EXTENSION = { sh: 'sh', ts: 'ts', js: 'mjs', python: 'py' } as const;

/** The example as a file under .charter/ (inside the repository, so its imports resolve to node_modules). */
async function exampleFile(example: DocExample): Promise<string> {
  const name = example.where.replace(/[^a-z0-9]+/gi, '-');
  const file = resolve(WORK, `${name}.${EXTENSION[example.language]}`);
  await writeFile(file, example.code.replaceAll(DEMO_URL, server.url));
  return file;
}

async function runExample(example: DocExample): Promise<Outcome> {
  const file = await exampleFile(example);
  switch (example.language) {
    case 'sh':
      return run('bash', ['-eo', 'pipefail', file]);
    case 'ts':
      return run(process.execPath, ['bin/run-ts.js', file]);
    case 'js':
      return run(process.execPath, [file]);
    case 'python':
      return run('python3', [file]);
  }
}

/** Null when the PostgreSQL an example names answers, else why not. */
async function postgresUnreachable(code: string): Promise<string | null> {
  const url = /postgres(?:ql)?:\/\/\S+/.exec(code)?.[0];
  if (!url) return 'the example names no postgres:// URL';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

const pythonMissing = await new Promise<boolean>((done) =>
  spawn('python3', ['--version'], { stdio: 'ignore' })
    .on('error', () => done(true))
    .on('close', (status) => done(status !== 0)),
);

describe('docs examples run as written', () => {
  it('finds the examples (and every annotation reads)', () => {
    expect(examples.length).toBeGreaterThan(5);
    expect(examples.some((e) => e.language === 'ts')).toBe(true);
  });

  for (const example of examples) {
    const title = `${example.where} (${example.language})`;
    if (example.skip !== null) {
      it.skip(`${title}: not run here: ${example.skip}`, () => {});
      continue;
    }
    if (example.language === 'python' && pythonMissing && !CI) {
      it.skip(`${title}: python3 is not installed here`, () => {});
      continue;
    }
    it(
      title,
      async (ctx) => {
        if (example.needsPostgres) {
          const reason = await postgresUnreachable(example.code);
          if (reason && CI) expect.fail(`PostgreSQL is not reachable: ${reason}`);
          if (reason) {
            console.warn(`Skipping ${title}: PostgreSQL is not reachable (${reason}).`);
            ctx.skip();
          }
        }
        const outcome = await runExample(example);
        const tail = outcome.output.slice(-3000);
        expect(outcome.timedOut, `did not exit within ${EXAMPLE_TIMEOUT_MS} ms:\n${tail}`).toBe(false);
        expect(outcome.status, `exit status ${outcome.status}, expected ${example.exit}:\n${tail}`).toBe(
          example.exit,
        );
      },
      EXAMPLE_TIMEOUT_MS + 10_000,
    );
  }
});

describe('docs TypeScript examples type-check', () => {
  const typescript = examples.filter((e) => e.language === 'ts' && e.skip === null);
  it.each(typescript.map((e) => [e.where, e] as const))('%s', async (_where, example) => {
    const file = await exampleFile(example);
    const outcome = await run(process.execPath, [
      'node_modules/typescript/bin/tsc',
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--types',
      'node',
      file,
    ]);
    expect(outcome.status, outcome.output).toBe(0);
  });
});
