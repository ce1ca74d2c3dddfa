#!/usr/bin/env node
// Builds the browser console into console/dist (served at / by src/http/console-route.ts) and the
// MCP App view into console/dist/view.html (src/mcp/app-view.ts). `npm install` and `npm ci` run
// it as `prepare`. Without the dev dependencies (an `--omit=dev` install) there is no Vite: it
// says so and leaves the console unbuilt; the server then answers / with a 503 naming this command.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
try {
  require.resolve('vite/package.json');
} catch {
  console.warn('build-console: vite is not installed (dev dependencies omitted); the console is not built.');
  process.exit(0);
}

const { build } = await import('vite');
const consoleDir = fileURLToPath(new URL('../console/', import.meta.url));
await build({ configFile: join(consoleDir, 'vite.config.mjs') });
await build({ configFile: join(consoleDir, 'view.vite.config.mjs') });

// One self-contained file: the view's script and style inlined. The console shows the view in a
// sandboxed srcdoc frame, which inherits the console's CSP, so that CSP names these two by hash.
const viewDir = join(consoleDir, 'dist-view');
const assets = join(viewDir, 'assets');
const file = (ext) => readdirSync(assets).find((f) => f.endsWith(ext));
const script = readFileSync(join(assets, file('.js')), 'utf8').replaceAll('</script', '<\\/script');
const style = file('.css') ? readFileSync(join(assets, file('.css')), 'utf8') : '';
const hash = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
let html = readFileSync(join(viewDir, 'view.html'), 'utf8');
html = html.replace(
  /<script type="module"[^>]*><\/script>/,
  () => `<script type="module">${script}</script>`,
);
html = html.replace(/<link rel="stylesheet"[^>]*>/, () => `<style>${style}</style>`);
writeFileSync(join(consoleDir, 'dist', 'view.html'), html);
writeFileSync(
  join(consoleDir, 'dist', 'view-hashes.json'),
  `${JSON.stringify({ script: [hash(script)], style: style ? [hash(style)] : [] }, null, 2)}\n`,
);
rmSync(viewDir, { recursive: true, force: true });
console.error('build-console: console/dist written (console and MCP App view)');
