#!/usr/bin/env node
// Entry point. It must set UV_THREADPOOL_SIZE before anything touches libuv's
// thread pool: every running DuckDB query holds one worker, and the default of 4
// would serialise concurrent requests behind four long queries.
if (!process.env.UV_THREADPOOL_SIZE || Number(process.env.UV_THREADPOOL_SIZE) < 16) {
  process.env.UV_THREADPOOL_SIZE = '16';
}
const { register } = await import('tsx/esm/api');
register();
const { main } = await import('../src/cli/main.ts');
const code = await main(process.argv.slice(2));
if (typeof code === 'number') process.exitCode = code;
