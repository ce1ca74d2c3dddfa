import { type RateDecision, type RateLimits, type RateStore, type Windows, windowsFor } from './windows.js';

/** One fixed window of one key: requests counted since it opened, and when it closes (ms, `Date.now()` clock). */
interface Window {
  count: number;
  endsAt: number;
}

/** A key's sustained window and (when the limits have a burst) its burst window. */
interface Counters {
  readonly rate: Window;
  readonly burst: Window;
}

/** How often windows that have closed are dropped, so consumers that stopped calling cost no memory. */
const SWEEP_EVERY_MS = 10_000;

/**
 * The in-process rate counts, decided synchronously: a request that is
 * admitted costs two map lookups and a counter, no promise. The windows are
 * exactly those `rate-limiter-flexible` keeps (`windowsFor`): a sustained
 * fixed window opened by a key's first request, and, once it is spent, a
 * burst window behind it; every request counts in the windows it reached,
 * refused or not; a refusal waits for the sooner of the two to close (what
 * its `BurstyRateLimiter` answers). The Redis store keeps using that library,
 * which needs a round trip anyway.
 */
export class LocalRateStore implements RateStore {
  /** Per limit setting (a reload may change a consumer's limits: new windows, as with new limiters), then per key. */
  private readonly counters = new Map<string, Map<string, Counters>>();
  private nextSweep = 0;

  /** Takes one request from `key`'s allowance, synchronously. */
  takeNow(key: string, limits: RateLimits): RateDecision {
    const now = Date.now();
    if (now >= this.nextSweep) this.sweep(now);
    const { rate, extra, setting } = settingOf(limits);
    const counters = this.countersOf(setting, key);
    const rateLeftMs = count(counters.rate, rate.duration, now);
    if (counters.rate.count <= rate.points) return ALLOWED;
    if (extra === null) return { allowed: false, retryAfterMs: rateLeftMs };
    const burstLeftMs = count(counters.burst, extra.duration, now);
    if (counters.burst.count <= extra.points) return ALLOWED;
    return { allowed: false, retryAfterMs: Math.min(rateLeftMs, burstLeftMs) };
  }

  take(key: string, limits: RateLimits): Promise<RateDecision> {
    return Promise.resolve(this.takeNow(key, limits));
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  private countersOf(setting: string, key: string): Counters {
    let keys = this.counters.get(setting);
    if (!keys) {
      keys = new Map();
      this.counters.set(setting, keys);
    }
    let counters = keys.get(key);
    if (!counters) {
      counters = { rate: { count: 0, endsAt: 0 }, burst: { count: 0, endsAt: 0 } };
      keys.set(key, counters);
    }
    return counters;
  }

  /** Drops keys whose windows have all closed: their next request opens fresh ones, as it would anyway. */
  private sweep(now: number): void {
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [setting, keys] of this.counters) {
      for (const [key, c] of keys) {
        if (c.rate.endsAt <= now && c.burst.endsAt <= now) keys.delete(key);
      }
      if (keys.size === 0) this.counters.delete(setting);
    }
  }
}

/** A consumer's limits object lives as long as its config: its windows are worked out once. */
const settings = new WeakMap<RateLimits, Windows & { readonly setting: string }>();

function settingOf(limits: RateLimits): Windows & { readonly setting: string } {
  let known = settings.get(limits);
  if (!known) {
    const windows = windowsFor(limits);
    const { rate, extra } = windows;
    known = {
      ...windows,
      setting: `${rate.points}/${rate.duration}+${extra?.points ?? 0}/${extra?.duration ?? 0}`,
    };
    settings.set(limits, known);
  }
  return known;
}

const ALLOWED: RateDecision = Object.freeze({ allowed: true, retryAfterMs: 0 });

/** Counts one request in `window` (opening a new one of `seconds` if it has closed); returns the ms until it closes. */
function count(window: Window, seconds: number, now: number): number {
  if (window.endsAt <= now) {
    window.count = 0;
    window.endsAt = now + seconds * 1000;
  }
  window.count += 1;
  return window.endsAt - now;
}
