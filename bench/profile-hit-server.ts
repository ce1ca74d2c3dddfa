/**
 * Starts the demo service (as bench/cache.ts does: admission wide, rollups off) on PORT and
 * prints its URL; with the logger `charter serve` builds (buffered, writing to /dev/null) when LOGS=1.
 * For profiling the hit path:
 * node --cpu-prof bin/run-ts.js bench/profile-hit-server.ts, then load it from another process.
 */
import { openSync } from 'node:fs';
import { type Config, loadConfig } from '../src/config/load.js';
import { buildServer } from '../src/http/server.js';
import { createServeLogger, serveLogDestination } from '../src/observability/logger.js';
import { createService } from '../src/service.js';
import { CONFIG_FILE } from './support.js';

const loaded = await loadConfig(CONFIG_FILE, { ...process.env, PORT: '0', HOST: '127.0.0.1' });
const wide = { max_concurrent: 10_000, requests_per_second: 1_000_000, burst: 1_000_000 };
const config: Config = {
  ...loaded,
  rollups: { ...loaded.rollups, enabled: false },
  limits: { ...loaded.limits, consumers: { ...loaded.limits.consumers, ...wide } },
  consumers: loaded.consumers.map((c) => ({ ...c, limits: { ...c.limits, ...wide } })),
};
const service = await createService(config);
const logger =
  process.env.LOGS === '1'
    ? createServeLogger(config.server, serveLogDestination(config.server, openSync('/dev/null', 'w')))
    : undefined;
const app = await buildServer(service, logger ? { logger } : {});
const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 18088) });
process.stderr.write(`listening ${url}\n`);
const stop = async () => {
  await app.close();
  await service.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
