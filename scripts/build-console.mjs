#!/usr/bin/env node
// Builds the browser console into console/dist (served at / by src/http/console-route.ts).
// `npm install` and `npm ci` run it as `prepare`. Without the dev dependencies (an
// `--omit=dev` install) there is no Vite: it says so and leaves the console unbuilt,
// and the server answers / with a 503 that names this command.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
try {
  require.resolve('vite/package.json');
} catch {
  console.warn('build-console: vite is not installed (dev dependencies omitted); the console is not built.');
  process.exit(0);
}

const { build } = await import('vite');
const configFile = fileURLToPath(new URL('../console/vite.config.mjs', import.meta.url));
await build({ configFile });
console.error('build-console: console/dist written');
