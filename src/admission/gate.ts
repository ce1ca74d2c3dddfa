import type { Consumer } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';
import type { RateStore } from './rate.js';

export interface AdmitOptions {
  /**
   * Whether the request occupies one of the consumer's `max_concurrent` slots
   * until `release` is called. A long-lived stream that does no work of its own
   * (the MCP GET stream) does not.
   */
  readonly holdsSlot: boolean;
  /**
   * The client went away: stop waiting for a slot. Read only when the request
   * has to wait, so a caller may make it lazily (an AbortSignal costs more to
   * make than admitting a request).
   */
  readonly signal?: AbortSignal;
}

interface Slots {
  active: number;
  readonly waiting: (() => void)[];
}

/**
 * Per-consumer admission at the HTTP entry, before a request's body is read:
 * first the request rate (a shared or local `RateStore`; over it, 429
 * `rate_limited` with Retry-After), then the consumer's concurrent requests,
 * counted in this process (over them, a short wait in arrival order, then 429
 * `concurrency_limited`). Both are the consumer's own quota, so both are 429:
 * the service itself is not out of capacity, and a load balancer must not
 * take the instance out of rotation for it.
 */
export class ConsumerGate {
  private readonly slots = new Map<string, Slots>();

  constructor(private readonly rates: RateStore) {}

  /** Resolves with the function that gives the slot back (a no-op when none was taken). */
  async admit(consumer: Consumer, options: AdmitOptions): Promise<() => void> {
    const limits = consumer.limits;
    const decision = await this.rates.take(consumer.slug, limits);
    if (!decision.allowed) {
      throw new CharterError(
        'rate_limited',
        `The consumer '${consumer.slug}' is over its limit of ${limits.requests_per_second} requests per second (burst ${limits.burst}).`,
        null,
        { retryAfterSeconds: retryAfterSeconds(decision.retryAfterMs) },
      );
    }
    if (!options.holdsSlot) return () => {};
    return this.takeSlot(consumer, options);
  }

  close(): Promise<void> {
    return this.rates.close();
  }

  private async takeSlot(consumer: Consumer, options: AdmitOptions): Promise<() => void> {
    const { slug, limits } = consumer;
    let slots = this.slots.get(slug);
    if (!slots) {
      slots = { active: 0, waiting: [] };
      this.slots.set(slug, slots);
    }
    if (slots.active < limits.max_concurrent) {
      slots.active += 1;
    } else {
      // At most as many again may wait; past that a wait would only lengthen every wait.
      if (slots.waiting.length >= limits.max_concurrent) throw busy(consumer);
      await waitForTurn(slots, limits.max_wait_ms, options.signal, () => busy(consumer));
    }
    let released = false;
    const own = slots;
    return () => {
      if (released) return;
      released = true;
      // A waiter takes the slot over as it is (the count stays); otherwise the slot is freed.
      const next = own.waiting.shift();
      if (next) next();
      else {
        own.active -= 1;
        if (own.active === 0) this.slots.delete(slug);
      }
    };
  }
}

/** Waits until a released slot is handed over, the wait runs out, or the client leaves. */
function waitForTurn(
  slots: Slots,
  waitMs: number,
  signal: AbortSignal | undefined,
  refusal: () => CharterError,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const leave = (err: unknown) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      const i = slots.waiting.indexOf(turn);
      if (i >= 0) slots.waiting.splice(i, 1);
      reject(err);
    };
    const turn = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => leave(signal?.reason);
    const timer = setTimeout(() => leave(refusal()), waitMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    slots.waiting.push(turn);
  });
}

function busy(consumer: Consumer): CharterError {
  return new CharterError(
    'concurrency_limited',
    `The consumer '${consumer.slug}' has ${consumer.limits.max_concurrent} requests in progress, as many as allowed.`,
    null,
    { retryAfterSeconds: 1 },
  );
}

/** Whole seconds, rounded up, at least 1 (`Retry-After: 0` would invite an immediate retry). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
