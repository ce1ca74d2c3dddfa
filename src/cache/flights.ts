interface Flight<T> {
  readonly controller: AbortController;
  readonly promise: Promise<T>;
  waiters: number;
}

/**
 * Single flight: concurrent calls with the same key share one run. A waiter
 * that goes away (its signal aborts) stops waiting at once; the run itself is
 * aborted only when the last waiter has gone. A failure reaches every waiter.
 */
export class Flights<T> {
  private readonly running = new Map<string, Flight<T>>();

  /** `collapsed` is true when the call joined a run another caller started. */
  run(
    key: string,
    signal: AbortSignal | undefined,
    start: (signal: AbortSignal) => Promise<T>,
  ): { readonly promise: Promise<T>; readonly collapsed: boolean } {
    signal?.throwIfAborted();
    const existing = this.running.get(key);
    const flight = existing ?? this.begin(key, start);
    flight.waiters++;
    return { promise: this.wait(key, flight, signal), collapsed: existing !== undefined };
  }

  get size(): number {
    return this.running.size;
  }

  private begin(key: string, start: (signal: AbortSignal) => Promise<T>): Flight<T> {
    const controller = new AbortController();
    const promise = start(controller.signal);
    const flight: Flight<T> = { controller, promise, waiters: 0 };
    this.running.set(key, flight);
    const forget = () => {
      if (this.running.get(key) === flight) this.running.delete(key);
    };
    promise.then(forget, forget);
    return flight;
  }

  private wait(key: string, flight: Flight<T>, signal: AbortSignal | undefined): Promise<T> {
    if (!signal) return flight.promise;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        flight.waiters--;
        reject(signal.reason);
        if (flight.waiters === 0) {
          // Nobody wants the answer any more: cancel the statement, and let the next caller start afresh.
          if (this.running.get(key) === flight) this.running.delete(key);
          flight.controller.abort(signal.reason);
        }
      };
      signal.addEventListener('abort', leave, { once: true });
      flight.promise.then(
        (v) => {
          signal.removeEventListener('abort', leave);
          resolve(v);
        },
        (err: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(err);
        },
      );
    });
  }
}
