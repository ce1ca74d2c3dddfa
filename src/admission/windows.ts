/** One consumer's request rate: a sustained rate and how many may arrive at once after a quiet period. */
export interface RateLimits {
  readonly requests_per_second: number;
  readonly burst: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** When not allowed: milliseconds until the next request would be. */
  readonly retryAfterMs: number;
}

/**
 * Where request counts live. In-process by default; Redis when several
 * instances must share one allowance per consumer. Callers see only this.
 */
export interface RateStore {
  /** Takes one request from `key`'s allowance. */
  take(key: string, limits: RateLimits): Promise<RateDecision>;
  /**
   * The same, decided synchronously: offered by a store that counts in this
   * process, so admission can let a request through without a promise.
   */
  takeNow?(key: string, limits: RateLimits): RateDecision;
  close(): Promise<void>;
}

/** The fixed windows one limit setting maps onto: `points` requests per `duration` seconds. */
export interface Windows {
  readonly rate: { readonly points: number; readonly duration: number };
  readonly extra: { readonly points: number; readonly duration: number } | null;
}

/**
 * Counters are whole-second fixed windows (what a shared store can expire
 * atomically). The sustained rate is `requests_per_second` per second (rounded;
 * below one, one request per whole number of seconds); `burst` adds the
 * requests beyond that which may come at once, refilled over burst ÷ rate seconds.
 */
export function windowsFor(limits: RateLimits): Windows {
  const rps = limits.requests_per_second;
  const rate =
    rps >= 1
      ? { points: Math.max(1, Math.round(rps)), duration: 1 }
      : { points: 1, duration: Math.ceil(1 / rps) };
  const extraPoints = limits.burst - rate.points;
  const extra =
    extraPoints > 0 ? { points: extraPoints, duration: Math.max(1, Math.ceil(limits.burst / rps)) } : null;
  return { rate, extra };
}
