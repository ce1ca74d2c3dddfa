#!/usr/bin/env node
// Runs a TypeScript script (benchmarks, tools) with the same thread-pool set-up as the service.
if (!process.env.UV_THREADPOOL_SIZE || Number(process.env.UV_THREADPOOL_SIZE) < 16) {
  process.env.UV_THREADPOOL_SIZE = '16';
}
const { register } = await import('tsx/esm/api');
register();
const { resolve } = await import('node:path');
const { pathToFileURL } = await import('node:url');
const [script, ...rest] = process.argv.slice(2);
if (!script) {
  console.error('usage: node bin/run-ts.js <script.ts> [args...]');
  process.exit(2);
}
process.argv = [process.argv[0], script, ...rest];
await import(pathToFileURL(resolve(script)).href);
