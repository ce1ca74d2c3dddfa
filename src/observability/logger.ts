import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs on stdout (or `destination`, which tests use to read
 * them); request logs carry the request id as `reqId`.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'charter' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.authorization', 'headers.authorization'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
