/**
 * `npm run bench:soak`: runs every soak scenario in this folder, one after the
 * other in its own process (so one scenario's memory never colours the next
 * one's RSS figures), and prints what each measured. `npm run bench:soak -- NAME`
 * runs only the scenarios whose file name contains NAME; `--record` (or
 * BENCH_RECORD=1) lets the scenarios that write a report record it under bench/results/.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const record = args.includes('--record') || process.env.BENCH_RECORD === '1';
const only = args.find((a) => a !== '--record');
const scenarios = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
  .filter((f) => only === undefined || f.includes(only))
  .sort();

let failed = 0;
for (const file of scenarios) {
  console.log(`\n=== soak: ${basename(file, '.ts')}`);
  const result = spawnSync(process.execPath, [join(here, '../../bin/run-ts.js'), join(here, file)], {
    stdio: 'inherit',
    env: { ...process.env, ...(record ? { BENCH_RECORD: '1' } : {}) },
  });
  if (result.status !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`${failed} soak scenario(s) failed`);
  process.exit(1);
}
