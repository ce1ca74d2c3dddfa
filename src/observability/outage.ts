/** The few logger methods the tracker uses (pino's and Fastify's loggers both fit). */
export interface OutageLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface OutageOptions {
  /** While an outage lasts, a count of failed requests is logged at most this often. */
  readonly reportEveryMs?: number;
  readonly now?: () => number;
}

interface Outage {
  readonly startedAt: number;
  failed: number;
  reportedAt: number;
  lastCause: string;
}

/**
 * Turns a dependency outage into three kinds of log line instead of one stack
 * trace per failed request: `<what> outage started` (error, with the cause) on
 * the first failure, `<what> outage continues` (warn, with the count so far)
 * at most every `reportEveryMs` while failures keep coming, and
 * `<what> outage ended` (info, with the requests that failed and how long it
 * lasted) on the first successful answer after it. Requests report failures
 * (the error mapping); the dependency's own answers report successes.
 */
export class OutageTracker {
  private current: Outage | null = null;
  private readonly reportEveryMs: number;
  private readonly now: () => number;

  constructor(
    private readonly what: string,
    private readonly log: OutageLog | undefined,
    options: OutageOptions = {},
  ) {
    this.reportEveryMs = options.reportEveryMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** True between the first failure and the next successful answer. */
  get ongoing(): boolean {
    return this.current !== null;
  }

  /** A request failed because the dependency did not answer. */
  failed(cause: unknown): void {
    const now = this.now();
    const message = causeMessage(cause);
    const outage = this.current;
    if (!outage) {
      this.current = { startedAt: now, failed: 1, reportedAt: now, lastCause: message };
      this.log?.error({ outage: this.what, cause: message }, `${this.what} outage started`);
      return;
    }
    outage.failed += 1;
    outage.lastCause = message;
    if (now - outage.reportedAt < this.reportEveryMs) return;
    outage.reportedAt = now;
    this.log?.warn(
      {
        outage: this.what,
        failed_requests: outage.failed,
        duration_ms: now - outage.startedAt,
        cause: message,
      },
      `${this.what} outage continues`,
    );
  }

  /** The dependency answered: any outage is over. */
  succeeded(): void {
    const outage = this.current;
    if (!outage) return;
    this.current = null;
    this.log?.info(
      {
        outage: this.what,
        failed_requests: outage.failed,
        duration_ms: this.now() - outage.startedAt,
        last_cause: outage.lastCause,
      },
      `${this.what} outage ended`,
    );
  }
}

/** The innermost cause's message: `connect ECONNREFUSED 127.0.0.1:5432` says more than our 503 text. */
function causeMessage(err: unknown): string {
  let current: unknown = err;
  for (let depth = 0; depth < 5; depth += 1) {
    const next = current instanceof Error ? current.cause : undefined;
    if (next === undefined || next === null) break;
    current = next;
  }
  if (current instanceof Error) return current.message;
  return String(current);
}
