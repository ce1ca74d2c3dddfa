import { CharterError } from '../errors/registry.js';

/** Statements without a tenant (catalog checks at start-up, readiness probes) share this queue. */
export const SERVICE_TENANT = '';

interface Waiter {
  readonly tenant: string;
  readonly admit: () => void;
  readonly refuse: (err: unknown) => void;
}

export interface AdmissionOptions {
  /** Statements running at once. */
  readonly limit: number;
  /** Statements waiting, all tenants together; past it the tenant holding the most gives way. */
  readonly queueLimit: number;
}

/** Weight of the newest statement in the running average of statement time (for Retry-After). */
const AVERAGE_WEIGHT = 0.2;
/** Retry-After never promises more than this; a client should look again rather than go away. */
const MAX_RETRY_AFTER_S = 30;

/**
 * Admission in front of the engine, fair between tenants (consumers). At most
 * `limit` statements run at once; the rest wait in one queue per tenant, and a
 * freed slot goes to the next tenant in turn (round-robin), so one consumer's
 * burst of hundreds of statements cannot make another consumer's single
 * statement wait behind all of them. The waiting room is shared: a tenant may
 * fill it while nobody else needs it, but when it is full a newcomer pushes out
 * the newest waiter of the tenant holding the most (its share), and only a
 * tenant already holding its share is refused itself. Refusals are
 * `warehouse_busy` (503) with a Retry-After estimated from the queue and the
 * recent statement time.
 *
 * Without a bound every request starts a statement: each holds a libuv worker
 * for its whole run and the engine shares its cores among all of them, so
 * throughput stays flat while latency, memory and the wait of unrelated pool
 * work (DNS, crypto, files) grow with the number of callers.
 */
export class Admission {
  private active = 0;
  private waitingCount = 0;
  /** Per-tenant FIFO queues; Map order is the round-robin order (a served tenant moves to the back). */
  private readonly queues = new Map<string, Waiter[]>();
  private averageRunMs = 100;

  constructor(private readonly options: AdmissionOptions) {}

  /** Statements running and waiting now (for logs and benchmarks). */
  get load(): { readonly running: number; readonly waiting: number } {
    return { running: this.active, waiting: this.waitingCount };
  }

  /**
   * Resolves with a release function once admitted; rejects on abort, on
   * `waitMs` elapsing (`query_timeout`), or when the waiting room has no place
   * for this tenant (`warehouse_busy`).
   */
  acquire(tenant: string, signal: AbortSignal | undefined, waitMs: number): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.active < this.options.limit && this.waitingCount === 0) {
      return Promise.resolve(this.admitted());
    }
    if (!this.makeRoomFor(tenant)) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.remove(waiter);
      };
      const waiter: Waiter = {
        tenant,
        admit: () => {
          cleanup();
          resolve(this.admitted());
        },
        refuse: (err) => {
          cleanup();
          reject(err);
        },
      };
      const onAbort = () => waiter.refuse(signal?.reason);
      const timer = setTimeout(
        () =>
          waiter.refuse(
            new CharterError(
              'query_timeout',
              `The query waited ${waitMs} ms for the warehouse and was not run.`,
            ),
          ),
        waitMs,
      );
      signal?.addEventListener('abort', onAbort, { once: true });
      this.enqueue(waiter);
    });
  }

  /** Refuses everything still waiting (shutdown). */
  refuseAll(err: unknown): void {
    for (const queue of [...this.queues.values()]) {
      for (const w of [...queue]) w.refuse(err);
    }
  }

  /**
   * True when the tenant may wait: there is room, or the tenant holding the
   * most waiters holds at least two more than this one and gives up its newest.
   */
  private makeRoomFor(tenant: string): boolean {
    if (this.waitingCount < this.options.queueLimit) return true;
    const own = this.queues.get(tenant)?.length ?? 0;
    let largest: Waiter[] | undefined;
    for (const queue of this.queues.values()) {
      if (!largest || queue.length > largest.length) largest = queue;
    }
    if (!largest || largest.length < own + 2) return false;
    largest[largest.length - 1]?.refuse(this.busy());
    return true;
  }

  private enqueue(waiter: Waiter): void {
    const queue = this.queues.get(waiter.tenant);
    if (queue) queue.push(waiter);
    else this.queues.set(waiter.tenant, [waiter]);
    this.waitingCount += 1;
  }

  private remove(waiter: Waiter): void {
    const queue = this.queues.get(waiter.tenant);
    const i = queue ? queue.indexOf(waiter) : -1;
    if (!queue || i < 0) return;
    queue.splice(i, 1);
    this.waitingCount -= 1;
    if (queue.length === 0) this.queues.delete(waiter.tenant);
  }

  /** The next tenant in turn gets the freed slot and moves to the back of the round. */
  private admitNext(): void {
    const next = this.queues.entries().next();
    if (next.done) return;
    const [tenant, queue] = next.value;
    const waiter = queue[0];
    if (queue.length > 1) {
      this.queues.delete(tenant);
      this.queues.set(tenant, queue);
    }
    waiter?.admit();
  }

  private admitted(): () => void {
    this.active += 1;
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      const ran = performance.now() - started;
      this.averageRunMs += AVERAGE_WEIGHT * (ran - this.averageRunMs);
      this.admitNext();
    };
  }

  /** 503 with the time the queue ahead should take to drain at the recent statement time. */
  private busy(): CharterError {
    const drainMs = ((this.waitingCount + 1) / this.options.limit) * this.averageRunMs;
    const retryAfterSeconds = Math.min(MAX_RETRY_AFTER_S, Math.max(1, Math.ceil(drainMs / 1000)));
    return new CharterError('warehouse_busy', undefined, null, { retryAfterSeconds });
  }
}
