import pino, { type DestinationStream, type Logger } from 'pino';

/** pino's asynchronous file-descriptor destination (a sonic-boom stream). */
export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * Structured JSON logs on stdout (or `destination`, which tests use to read
 * them); request logs carry the request id as `reqId`.
 *
 * Every request writes two access lines, so what they cost is on every cache
 * hit's path: the time is ISO text made once per millisecond, and a `req` is
 * serialised to the few fields Fastify's access line has, which never
 * include headers, so only a top-level `headers` needs the redaction pass
 * (which copies the object it censors).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'charter' },
    timestamp: isoTimeOncePerMs,
    serializers: { req: requestSummary },
    redact: { paths: ['headers.authorization'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The longest a line waits in `charter serve`'s log buffer before it is written. */
export const LOG_FLUSH_MS = 250;

/** The `server` keys that shape `charter serve`'s logger. */
export interface ServeLogSettings {
  readonly log_level: string;
  readonly log_buffer_bytes: number;
}

/**
 * Where `charter serve` logs: `fd` (stdout; benchmarks and tests pass a file's),
 * lines gathered into writes of `log_buffer_bytes` (one write call per line
 * was a large part of what logging cost a cache hit), written at most
 * LOG_FLUSH_MS late when traffic is low. Lines still in the buffer are written
 * synchronously when the process exits, whether it was stopped, called
 * `process.exit`, or crashed on an uncaught exception or rejection (pino
 * registers that for an asynchronous destination); only a SIGKILL or a
 * native crash loses them. `end()` writes the rest and closes `fd`.
 */
export function serveLogDestination(settings: ServeLogSettings, fd = 1): LogDestination {
  const buffered = settings.log_buffer_bytes > 0;
  return pino.destination({
    fd,
    sync: false,
    minLength: settings.log_buffer_bytes,
    periodicFlush: buffered ? LOG_FLUSH_MS : 0,
  });
}

/** The logger `charter serve` builds (bench/cache.ts measures this very one). */
export function createServeLogger(
  settings: ServeLogSettings,
  destination: DestinationStream = serveLogDestination(settings),
): Logger {
  return createLogger(settings.log_level, destination);
}

/**
 * A crash (an uncaught exception, or a rejection nobody handled) is logged as
 * one fatal line with the error before Node prints it and exits; the exit
 * then writes it with every line still buffered (createServeLogger).
 */
export function logCrashes(logger: Logger): void {
  process.on('uncaughtExceptionMonitor', (err, origin) => logger.fatal({ err, origin }, 'crashed'));
}

let lastMs = Number.NaN;
let lastText = '';

/** `pino.stdTimeFunctions.isoTime`'s text, built at most once per millisecond (many lines share one). */
export function isoTimeOncePerMs(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastText = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastText;
}

/** The request as an access line shows it (a Fastify request or a bare Node one). */
interface LoggedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly headers?: Readonly<Record<string, string | string[] | undefined>>;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remoteAddress?: string; readonly remotePort?: number } | null;
}

/**
 * The fields of Fastify's own `req` serialiser (method, url, version, host,
 * remoteAddress, remotePort), never headers: an API key in `authorization`
 * cannot reach a log line through `req`, whoever logs one.
 */
export function requestSummary(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: req.url,
    version: req.headers?.['accept-version'],
    host: req.host ?? req.headers?.host,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}
