import {
  BurstyRateLimiter,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { LocalRateStore } from './local-rate.js';
import { connectLimitsRedis, type LimitsRedis, type RedisStateListener } from './redis.js';

import { type RateDecision, type RateLimits, type RateStore, windowsFor } from './windows.js';

export type { RateDecision, RateLimits, RateStore } from './windows.js';
export { windowsFor } from './windows.js';

/** Makes the counter of one fixed window; the key prefix tells windows apart in a shared store. */
type LimiterFactory = (options: IRateLimiterOptions & { readonly keyPrefix: string }) => RateLimiterAbstract;

/** A single window, or a sustained window with a burst window behind it. */
type Limiter = RateLimiterAbstract | BurstyRateLimiter;

/** A RateStore over rate-limiter-flexible limiters, one pair per distinct limit setting. */
class FlexibleRateStore implements RateStore {
  private readonly limiters = new Map<string, Limiter>();

  constructor(
    private readonly prefix: string,
    private readonly factory: LimiterFactory,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  async take(key: string, limits: RateLimits): Promise<RateDecision> {
    try {
      await this.limiterFor(limits).consume(key);
      return { allowed: true, retryAfterMs: 0 };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { allowed: false, retryAfterMs: err.msBeforeNext };
      throw err;
    }
  }

  close(): Promise<void> {
    return this.onClose();
  }

  private limiterFor(limits: RateLimits): Limiter {
    const { rate, extra } = windowsFor(limits);
    const id = `${rate.points}/${rate.duration}+${extra?.points ?? 0}/${extra?.duration ?? 0}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const base = this.factory({ ...rate, keyPrefix: `${this.prefix}:${id}:rate` });
      limiter = extra
        ? new BurstyRateLimiter(base, this.factory({ ...extra, keyPrefix: `${this.prefix}:${id}:burst` }))
        : base;
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

/**
 * Counts in this process only: each instance gives every consumer its own full
 * allowance. Synchronous (`LocalRateStore.takeNow`), so admission on this path
 * needs no promise.
 */
export function memoryRateStore(): LocalRateStore {
  return new LocalRateStore();
}

export interface RedisRateStoreOptions {
  /** The Redis to count in: a URL (a connection of the store's own), or a connection shared with the slots. */
  readonly redis: string | LimitsRedis;
  /** Prefix of every key written, so several services (or test runs) can share one Redis. */
  readonly keyPrefix: string;
  /** Told once when Redis stops answering (requests are then counted in this process) and once when it is back. */
  readonly onStateChange?: RedisStateListener;
}

/**
 * Counts in Redis, shared by every instance that uses the same Redis and
 * prefix. While Redis is unreachable each instance counts on its own (the same
 * limits, in memory) instead of refusing or letting everything through, and
 * goes back to Redis by itself when it answers again.
 */
export function redisRateStore(
  options: RedisRateStoreOptions,
): RateStore & { readonly connected: () => Promise<void> } {
  const own = typeof options.redis === 'string';
  const redis =
    typeof options.redis === 'string'
      ? connectLimitsRedis(options.redis, options.onStateChange)
      : options.redis;
  const factory: LimiterFactory = (limiter) =>
    new RateLimiterRedis({
      ...limiter,
      storeClient: redis.client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ ...limiter }),
    });
  const store = new FlexibleRateStore(options.keyPrefix, factory, async () => {
    if (own) redis.close();
  });
  return Object.assign(store, { connected: () => redis.connected() });
}
