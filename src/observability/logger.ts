import pino, { type Logger } from 'pino';

/** Structured JSON logs on stdout; request logs carry the request id as `reqId`. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'charter' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.authorization', 'headers.authorization'], censor: '[redacted]' },
  });
}
