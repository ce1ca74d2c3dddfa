/**
 * `npm run bench:soak`: runs every soak scenario in this folder, one after the
 * other in its own process (so one scenario's memory never colours the next
 * one's RSS figures), and prints what each measured. `npm run bench:soak -- NAME`
 * runs only the scenarios whose file name contains NAME.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const scenarios = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
  .filter((f) => only === undefined || f.includes(only))
  .sort();

let failed = 0;
for (const file of scenarios) {
  console.log(`\n=== soak: ${basename(file, '.ts')}`);
  const result = spawnSync(process.execPath, [join(here, '../../bin/run-ts.js'), join(here, file)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`${failed} soak scenario(s) failed`);
  process.exit(1);
}
