import { existsSync, watch as watchPath } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { hashKey } from '../auth/keys.js';
import { type Config, loadConfig } from '../config/load.js';
import { scopeProblems } from '../config/scope.js';
import { YamlProblems } from '../config/yaml.js';
import { CONSOLE_DIST } from '../http/console-route.js';
import { buildServer } from '../http/server.js';
import { createServeLogger, logCrashes } from '../observability/logger.js';
import { createService, type Service } from '../service.js';
import { DEFAULT_CONFIG, DEMO_KEYS } from './paths.js';

type Out = { log: (s: string) => void; error: (s: string) => void };

/** A problem that ends `charter serve` with one line for a person and exit code 1 (no stack). */
export class ServeFailure extends Error {}

/**
 * `charter serve`: load, build, listen, then live by the signals until stopped.
 * SIGTERM drains (docs/deployment.md), SIGINT stops at once (an operator at
 * the terminal), SIGHUP (and, with --watch, a changed file) reloads.
 */
/**
 * The config as `serve` and every reload take it: a consumer scoped to an object
 * that does not exist would be served without it, so that is refused like a
 * syntax error (at start: the process does not start; at a reload: the old
 * config stays).
 */
async function loadServedConfig(file: string): Promise<Config> {
  const config = await loadConfig(file, process.env);
  const scope = await scopeProblems(config);
  if (scope.length > 0) throw new YamlProblems(scope);
  return config;
}

export async function serve(args: readonly string[], out: Out): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: { config: { type: 'string' }, watch: { type: 'boolean', default: false } },
  });
  const file = values.config ?? DEFAULT_CONFIG;
  const config = await loadServedConfig(file);
  const logger = createServeLogger(config.server);
  logCrashes(logger);
  const service = await createService(config, logger);
  const app = await buildServer(service, { logger });
  const address = await listen(app, service, config);
  const reloader = new Reloader(file, service, logger);
  handleSignals(app, service, logger, reloader);
  if (values.watch) reloader.watchFiles();
  logServing(logger, service, address);
  out.error(greeting(service, address, file === DEFAULT_CONFIG));
  return 0;
}

/** Listens, or ends with one clear line: a port in use is the usual first-start problem. */
async function listen(app: FastifyInstance, service: Service, config: Config): Promise<string> {
  const { host, port } = config.server;
  try {
    return await app.listen({ host, port });
  } catch (err) {
    await app.close();
    await service.close();
    const code = (err as { code?: string }).code;
    const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
    if (code === 'EADDRINUSE')
      throw new ServeFailure(
        `cannot listen on ${where}: the port is already in use (stop the other process, or set PORT or server.port)`,
      );
    if (code === 'EACCES')
      throw new ServeFailure(`cannot listen on ${where}: permission denied (use a port above 1023)`);
    if (code === 'EADDRNOTAVAIL')
      throw new ServeFailure(`cannot listen on ${where}: no such address on this machine (set HOST)`);
    throw err;
  }
}

/**
 * SIGTERM: `/readyz` turns 503 at once, new requests are still served for
 * `server.drain_delay_ms` (the load balancer's health check notices
 * meanwhile), then the server stops accepting, lets the requests in flight
 * finish, and the process exits. SIGINT does the same without the delay. A
 * second SIGTERM or SIGINT ends the process at once. SIGHUP reloads.
 */
function handleSignals(app: FastifyInstance, service: Service, logger: Logger, reloader: Reloader): void {
  let stopping = false;
  const skipDelay = new AbortController();
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    reloader.close();
    service.health.startDraining();
    const delay = signal === 'SIGTERM' ? service.config.server.drain_delay_ms : 0;
    logger.info(
      { signal, drain_delay_ms: delay },
      'draining: /readyz answers 503; requests in flight finish',
    );
    await sleep(delay, undefined, { signal: skipDelay.signal }).catch(() => undefined);
    try {
      await app.close();
      await service.close();
      logger.info('stopped');
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exitCode = 1;
    }
    // Everything is closed; a handle some library left open must not keep the process alive.
    setTimeout(() => process.exit(), 1_000).unref();
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGHUP', () => void reloader.reload('SIGHUP'));
}

/**
 * Reloads the config file (and the contracts and catalog it names) into the
 * running service. An invalid set is refused with every problem logged at
 * its file:line:col, and the running definitions stay.
 */
class Reloader {
  private watchers: { close(): void }[] = [];
  private debounce: NodeJS.Timeout | undefined;
  private watching = false;

  constructor(
    private readonly file: string,
    private readonly service: Service,
    private readonly logger: Logger,
  ) {}

  async reload(trigger: string): Promise<void> {
    const started = performance.now();
    let config: Config;
    try {
      config = await loadServedConfig(this.file);
    } catch (err) {
      this.refused(trigger, err instanceof YamlProblems ? err.problems : [describeFailure(err)]);
      return;
    }
    const outcome = await this.service.reload(config);
    if (!outcome.ok) {
      this.refused(
        trigger,
        outcome.failures.flatMap((f) =>
          f.problems.map((p) => (p.startsWith(f.file) ? p : `${f.file}: ${p}`)),
        ),
      );
      return;
    }
    const { changes, needsRestart } = outcome;
    this.logger.info(
      { trigger, ...changes, ms: Math.round(performance.now() - started) },
      'reloaded: new requests use the new config, contracts and catalog',
    );
    if (needsRestart.length > 0) {
      this.logger.warn({ keys: needsRestart }, 'these config keys changed but apply only after a restart');
    }
    if (this.watching) this.watchFiles();
  }

  /** Watches the config file, the contracts folder and the catalog folder; a burst of changes is one reload. */
  watchFiles(): void {
    this.watching = true;
    this.closeWatchers();
    const config = this.service.config;
    const onChange = () => {
      clearTimeout(this.debounce);
      this.debounce = setTimeout(() => void this.reload('file change'), 300);
    };
    // The folder, not the file: editors save by writing a new file and renaming it over the old one.
    const name = basename(this.file);
    const targets: [string, boolean, (changed: string | null) => void][] = [
      [dirname(this.file), false, (changed) => changed === name && onChange()],
      [config.contractsDir, true, onChange],
      [config.catalogDir, true, onChange],
    ];
    for (const [path, recursive, listener] of targets) {
      try {
        const watcher = watchPath(path, { recursive }, (_event, changed) => listener(changed));
        watcher.on('error', (err) =>
          this.logger.warn({ path, err: err.message }, 'watching for changes failed'),
        );
        this.watchers.push(watcher);
      } catch (err) {
        // A folder that does not exist (yet) is not watched; SIGHUP still reloads.
        this.logger.warn({ path, err: (err as Error).message }, 'cannot watch for changes');
      }
    }
  }

  close(): void {
    this.watching = false;
    clearTimeout(this.debounce);
    this.closeWatchers();
  }

  private closeWatchers(): void {
    for (const w of this.watchers) w.close();
    this.watchers = [];
  }

  private refused(trigger: string, problems: readonly string[]): void {
    for (const problem of problems) this.logger.error({ trigger, problem }, 'reload refused');
    this.logger.error(
      { trigger, problems },
      `reload refused: ${problems.length} problem${problems.length === 1 ? '' : 's'}; the running config stays`,
    );
  }
}

function describeFailure(err: unknown): string {
  const e = err as { code?: string; path?: string; message?: string };
  if (e.code && e.path) return `${e.path}: ${e.code === 'ENOENT' ? 'no such file' : e.code}`;
  return e.message ?? String(err);
}

function logServing(logger: Logger, service: Service, address: string): void {
  const {
    max_connections,
    headers_timeout_ms,
    request_timeout_ms,
    keep_alive_timeout_ms,
    socket_timeout_ms,
  } = service.config.server;
  // The bounds in force, so an operator can match them to the load balancer's (docs/deployment.md).
  const bounds = {
    max_connections,
    headers_timeout_ms,
    request_timeout_ms,
    keep_alive_timeout_ms,
    socket_timeout_ms,
  };
  logger.info({ address, contracts: [...service.catalog.contracts.keys()], bounds }, 'charter is serving');
}

/**
 * A few plain lines for the person who ran it (on stderr; stdout stays JSON
 * log lines): where it listens, the demo keys the config accepts, one command to try.
 */
function consoleBuilt(): boolean {
  return existsSync(join(CONSOLE_DIST, 'index.html'));
}

export function greeting(service: Service, address: string, demo: boolean): string {
  const contracts = [...service.catalog.contracts.keys()];
  // The console first: it is where a new user starts (docs/console.md).
  const lines = [
    consoleBuilt()
      ? `Console: open ${address} and sign in with an API key`
      : 'Console: not built (run `npm run build:console`, then restart)',
    `Charter is serving ${contracts.length} contracts at ${address}`,
  ];
  const hashes = new Set(service.config.apiKeys.map((k) => k.sha256));
  const keys = demo ? DEMO_KEYS.filter((k) => hashes.has(hashKey(k.key))) : [];
  if (keys.length > 0) {
    lines.push(`  Demo API keys: ${keys.map((k) => `${k.key} (${k.consumer})`).join(', ')}`);
    const rest = keys.find((k) => k.consumer === 'rest-only') ?? keys[0];
    if (rest) {
      const body = JSON.stringify({ contract_name: 'flights', query: { measures: ['flight_count'] } });
      lines.push(
        `  Try: curl -s ${address}/v1/api/${rest.consumer}/query -H 'Authorization: Bearer ${rest.key}' ` +
          `-H 'Content-Type: application/json' -d '${body}'`,
      );
    }
  }
  lines.push(`  Health: ${address}/readyz · OpenAPI: ${address}/v1/openapi.json · Stop: Ctrl-C`);
  return lines.join('\n');
}
