import { CharterError } from '../errors/registry.js';

interface Waiter {
  readonly admit: () => void;
  readonly refuse: (err: unknown) => void;
}

/**
 * Admission in front of the engine: at most `limit` statements run at once,
 * up to `queueLimit` wait in FIFO order, and the rest are refused at once with
 * `warehouse_busy` (503). Without it every request starts a statement: each
 * holds a libuv worker for its whole run and the engine shares its cores among
 * all of them, so throughput stays flat while latency, memory and the wait of
 * unrelated pool work (DNS, crypto, files) grow with the number of callers.
 */
export class Admission {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly limit: number,
    private readonly queueLimit: number,
  ) {}

  /** Resolves with a release function once admitted; rejects on abort, on `waitMs` elapsing, or when the queue is full. */
  acquire(signal: AbortSignal | undefined, waitMs: number): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.active < this.limit) return Promise.resolve(this.admitted());
    if (this.waiting.length >= this.queueLimit) {
      return Promise.reject(new CharterError('warehouse_busy'));
    }
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const i = this.waiting.indexOf(waiter);
        if (i >= 0) this.waiting.splice(i, 1);
      };
      const waiter: Waiter = {
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
      this.waiting.push(waiter);
    });
  }

  /** Refuses everything still waiting (shutdown). */
  refuseAll(err: unknown): void {
    for (const w of [...this.waiting]) w.refuse(err);
  }

  private admitted(): () => void {
    this.active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      this.waiting[0]?.admit();
    };
  }
}
