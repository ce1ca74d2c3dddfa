import pino, { type DestinationStream, type Logger } from 'pino';

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
