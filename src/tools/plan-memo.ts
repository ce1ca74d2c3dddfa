import { LRUCache } from 'lru-cache';

/**
 * Remembers recent contract-query plans of one service. Planning (validate,
 * resolve, compile, govern, render) is a pure function of the consumer, the
 * arguments and the context over a service's fixed contracts and config, so an
 * identical request can skip it: on a result-cache hit it is most of the work.
 * A reloaded config builds a new service, hence a new memo. Failures are never
 * remembered (they are thrown before anything is stored).
 */
export class PlanMemo<T extends object> {
  private readonly plans: LRUCache<string, T>;

  constructor(maxEntries = 2000) {
    this.plans = new LRUCache<string, T>({ max: maxEntries });
  }

  /** The plan for `key` (built by `plan` on first use); a key that cannot be formed skips the memo. */
  get(key: string | null, plan: () => T): T {
    if (key === null) return plan();
    const known = this.plans.get(key);
    if (known) return known;
    const made = plan();
    this.plans.set(key, made);
    return made;
  }
}

/**
 * A memo key from the parts a plan depends on, or null (then no memo) unless
 * JSON carries them exactly: `undefined`, non-finite numbers, bigints and the
 * like would collapse distinct inputs (one perhaps invalid) onto one key.
 */
export function memoKey(...parts: readonly unknown[]): string | null {
  try {
    return JSON.stringify(parts, function exactOnly(this: Record<string, unknown>, key: string) {
      // The holder's own value, before any toJSON (a Date would already be a string here otherwise).
      const value = this[key];
      const exact =
        value === null ||
        typeof value === 'string' ||
        typeof value === 'boolean' ||
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'object' &&
          (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype));
      if (!exact) throw new TypeError('not exactly JSON');
      return value;
    });
  } catch {
    return null;
  }
}
