import { defineConfig } from 'vitest/config';

// Test workers inherit this: each running DuckDB query holds a libuv worker.
process.env.UV_THREADPOOL_SIZE ??= '16';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
