import { randomUUID } from 'node:crypto';
import type { Consumer } from '../consumers/model.js';
import { CharterError } from '../errors/registry.js';
import type { SharedSlots } from './slots.js';
import type { RateDecision, RateStore } from './windows.js';

/** How often a request waiting for a slot held on another instance asks Redis again (jittered). */
const SHARED_POLL_MS = 25;

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
 * `rate_limited` with Retry-After), then the consumer's concurrent requests
 * (over them, a short wait, then 429 `concurrency_limited`). Concurrency is
 * counted in Redis across instances when `SharedSlots` are given and Redis
 * answers, else in this process (waiters then served in arrival order). Both
 * are the consumer's own quota, so both are 429: the service itself is not
 * out of capacity, and a load balancer must not take the instance out of
 * rotation for it.
 */
export class ConsumerGate {
  private readonly slots = new Map<string, Slots>();
  /** Requests of this instance waiting for a shared slot, per consumer: woken when one of ours is released. */
  private readonly sharedWaiters = new Map<string, Set<() => void>>();

  constructor(
    private readonly rates: RateStore,
    private readonly shared: SharedSlots | null = null,
  ) {}

  /** Resolves with the function that gives the slot back (a no-op when none was taken). */
  async admit(consumer: Consumer, options: AdmitOptions): Promise<() => void> {
    return this.admitNow(consumer, options);
  }

  /**
   * `admit`, without a promise when the answer is known at once: with rates
   * counted in this process and a free slot here (the common case, a cache
   * hit's), the release function is returned directly, and a refusal of the
   * rate is thrown. Otherwise (Redis, or a wait for a slot) a promise of it.
   */
  admitNow(consumer: Consumer, options: AdmitOptions): (() => void) | Promise<() => void> {
    const { slug, limits } = consumer;
    const now = this.rates.takeNow?.(slug, limits);
    if (now !== undefined) return this.afterRate(consumer, options, now);
    return this.rates.take(slug, limits).then((decision) => this.afterRate(consumer, options, decision));
  }

  private afterRate(
    consumer: Consumer,
    options: AdmitOptions,
    decision: RateDecision,
  ): (() => void) | Promise<() => void> {
    if (!decision.allowed) throw rateLimited(consumer, decision);
    if (!options.holdsSlot) return NOTHING_HELD;
    if (this.shared && !this.shared.unavailable) return this.sharedOrLocalSlot(consumer, options);
    return this.takeSlot(consumer, options);
  }

  private async sharedOrLocalSlot(consumer: Consumer, options: AdmitOptions): Promise<() => void> {
    const release = await this.takeSharedSlot(consumer, options);
    // Null: Redis stopped answering; this instance counts on its own until it is back.
    return release ?? this.takeSlot(consumer, options);
  }

  /** Requests of this instance waiting for a concurrency slot now (the metrics' queue depth). */
  get waiting(): number {
    let n = 0;
    for (const s of this.slots.values()) n += s.waiting.length;
    for (const w of this.sharedWaiters.values()) n += w.size;
    return n;
  }

  close(): Promise<void> {
    this.shared?.close();
    return this.rates.close();
  }

  /**
   * A slot from the consumer's shared count. Over it, the request waits up to
   * `max_wait_ms`, asking again whenever a slot of this instance is released
   * and every ~25 ms for slots released elsewhere (there is no queue across
   * instances); at most `max_concurrent` requests of this instance wait.
   */
  private async takeSharedSlot(consumer: Consumer, options: AdmitOptions): Promise<(() => void) | null> {
    const shared = this.shared as SharedSlots;
    const { slug, limits } = consumer;
    const lease = randomUUID();
    const deadline = performance.now() + limits.max_wait_ms;
    let waiting: { readonly wake: () => void; readonly in: Set<() => void> } | null = null;
    const stopWaiting = () => {
      if (!waiting) return;
      waiting.in.delete(waiting.wake);
      if (waiting.in.size === 0 && this.sharedWaiters.get(slug) === waiting.in)
        this.sharedWaiters.delete(slug);
      waiting = null;
    };
    try {
      for (let first = true; ; first = false) {
        const outcome = await shared.take(slug, limits.max_concurrent, lease);
        if (outcome === 'taken') return onceOnly(() => this.releaseShared(slug, lease));
        if (outcome === 'unavailable') return null;
        const left = deadline - performance.now();
        // Looked up afresh each time: the set is dropped from the map whenever it empties.
        const waiters = this.sharedWaitersOf(slug);
        if (left <= 0 || (first && waiters.size >= limits.max_concurrent)) throw busy(consumer);
        stopWaiting();
        const pause = pauseUntilWoken(Math.min(left, SHARED_POLL_MS * (0.5 + Math.random())), options.signal);
        waiters.add(pause.wake);
        waiting = { wake: pause.wake, in: waiters };
        await pause.done;
      }
    } finally {
      stopWaiting();
    }
  }

  private releaseShared(slug: string, lease: string): void {
    (this.shared as SharedSlots).release(slug, lease);
    // Our own waiters ask again at once rather than at their next poll.
    for (const wake of this.sharedWaiters.get(slug) ?? []) wake();
  }

  private sharedWaitersOf(slug: string): Set<() => void> {
    let waiters = this.sharedWaiters.get(slug);
    if (!waiters) {
      waiters = new Set();
      this.sharedWaiters.set(slug, waiters);
    }
    return waiters;
  }

  /** A slot of this instance: at once when one is free, else after a wait in arrival order. */
  private takeSlot(consumer: Consumer, options: AdmitOptions): (() => void) | Promise<() => void> {
    const { slug, limits } = consumer;
    let slots = this.slots.get(slug);
    if (!slots) {
      slots = { active: 0, waiting: [] };
      this.slots.set(slug, slots);
    }
    if (slots.active < limits.max_concurrent) {
      slots.active += 1;
      return this.releaserOf(slots);
    }
    // At most as many again may wait; past that a wait would only lengthen every wait.
    if (slots.waiting.length >= limits.max_concurrent) throw busy(consumer);
    const own = slots;
    return waitForTurn(own, limits.max_wait_ms, options.signal, () => busy(consumer)).then(() =>
      this.releaserOf(own),
    );
  }

  /** Gives the slot back once: to the first waiter (the count stays), else frees it. */
  private releaserOf(own: Slots): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // A waiter takes the slot over as it is (the count stays); otherwise the slot is freed.
      const next = own.waiting.shift();
      if (next) next();
      // An idle consumer's entry is kept (one small object per configured slug): deleting and
      // re-adding it whenever its requests go one at a time would churn the map on every request.
      else own.active -= 1;
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

/** A pause of `ms` that `wake` ends early; rejects if the client leaves. */
function pauseUntilWoken(
  ms: number,
  signal: AbortSignal | undefined,
): { wake: () => void; done: Promise<void> } {
  let wake: () => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    const end = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      end();
      resolve();
    }, ms);
    wake = () => {
      end();
      resolve();
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
  return { wake, done };
}

function onceOnly(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

/** The release of a request that holds no slot. */
const NOTHING_HELD = (): void => {};

function rateLimited(consumer: Consumer, decision: RateDecision): CharterError {
  const { limits } = consumer;
  return new CharterError(
    'rate_limited',
    `The consumer '${consumer.slug}' is over its limit of ${limits.requests_per_second} requests per second (burst ${limits.burst}).`,
    null,
    { retryAfterSeconds: retryAfterSeconds(decision.retryAfterMs) },
  );
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
