import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, open, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DEMO = resolve('.charter/demo.duckdb');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'charter-demo-file-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** The demo config, with its warehouse (built on demand) and rollup store in `dir`. */
async function configWith(warehouse: string): Promise<string> {
  const text = (await readFile(resolve('demo/charter.yaml'), 'utf8'))
    .replace('path: ../.charter/demo.duckdb', `path: ${warehouse}`)
    .replace('path: ../.charter/rollups.duckdb', `path: ${join(dir, 'rollups.duckdb')}`)
    .replace('contracts: contracts', `contracts: ${resolve('demo/contracts')}`)
    .replace('catalog: catalog', `catalog: ${resolve('demo/catalog')}`);
  const file = join(dir, `charter-${Date.now()}.yaml`);
  await writeFile(file, text);
  return file;
}

/** `charter serve` as a user runs it; resolves when the process exits. */
function serve(config: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['bin/charter.js', 'serve', '--config', config], {
      env: { ...process.env, PORT: '0', CHARTER_REDIS_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    // A start that gets as far as serving is not what these tests expect: stop it.
    const stop = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(stop);
      done({ code, stdout, stderr });
    });
  });
}

describe('a corrupt demo warehouse file ends start-up with one clear line', () => {
  const corruptions: [string, (file: string) => Promise<void>][] = [
    [
      'a bad header',
      async (file) => {
        await copyFile(DEMO, file);
        const handle = await open(file, 'r+');
        await handle.write(Buffer.alloc(4096, 0x5a), 0, 4096, 0);
        await handle.close();
      },
    ],
    ['zero bytes', (file) => writeFile(file, '')],
    [
      'truncated',
      async (file) => {
        await copyFile(DEMO, file);
        await truncate(file, 300_000);
      },
    ],
  ];
  for (const [name, corrupt] of corruptions) {
    it(`${name}: names the file, says to delete it to rebuild, exits 1, no stack`, async () => {
      const file = join(dir, `demo-${name.replace(/ /g, '-')}.duckdb`);
      await corrupt(file);
      const { code, stderr } = await serve(await configWith(file));
      expect(code, stderr).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toContain(file);
      expect(lines[0]).toMatch(/delete it/i);
      expect(stderr).not.toMatch(/\n\s+at |triggerUncaughtException|node:internal/);
    });
  }
});
