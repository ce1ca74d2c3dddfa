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

  /** The plan remembered for `key`, if any. */
  known(key: string): T | undefined {
    return this.plans.get(key);
  }

  remember(key: string, plan: T): void {
    this.plans.set(key, plan);
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

/** A contract query's arguments, as planKey reads them. */
export interface PlanArgs {
  readonly contract_name: unknown;
  readonly query: unknown;
}

/**
 * Arguments parsed, together with a context object, from the exact JSON text
 * of a request. The mark is in private fields of this class, not in a table
 * keyed by the object (a WeakMap entry per request burdens every garbage
 * collection): a copy (`{ ...args, query }`) is a plain object without them.
 */
class ParsedArgs implements PlanArgs {
  readonly #text: string;
  readonly #context: unknown;

  constructor(
    readonly contract_name: unknown,
    readonly query: unknown,
    text: string,
    context: unknown,
  ) {
    this.#text = text;
    this.#context = context;
  }

  /** The request text, when `context` is the very object parsed with these arguments. */
  static textOf(args: PlanArgs, context: unknown): string | undefined {
    return args instanceof ParsedArgs && args.#context === context ? args.#text : undefined;
  }
}

/**
 * The arguments `args`, marked as parsed, together with `context`, from the
 * exact JSON text `text` of a request (REST: the whole body). Equal texts
 * parse to equal arguments and context, so the text alone can key the plan:
 * the memo then skips building a key from the parsed values. Only the object
 * returned carries the mark; a copy (`{ ...args, query }`) does not, so a
 * derived query never reuses the original's plan.
 */
export function parsedFromText(args: PlanArgs, context: unknown, text: string): PlanArgs {
  return new ParsedArgs(args.contract_name, args.query, text, context);
}

/** Distinct objects, distinct numbers: identity as part of a string key. */
const identities = new WeakMap<object, number>();
let nextIdentity = 1;

function identityOf(o: object): number {
  let id = identities.get(o);
  if (id === undefined) {
    id = nextIdentity++;
    identities.set(o, id);
  }
  return id;
}

/**
 * The plan key of a call: from the request text when `args` was marked with
 * it (and `context` is the very object parsed with it), else from the parsed
 * values (`memoKey`). Both include the consumer and the contracts it is
 * planned over by identity (a reloaded config makes new objects, so a changed
 * scope or contract never reuses a plan) and by name.
 */
export function planKey(
  owner: { readonly consumer: object; readonly catalog: object },
  slug: string,
  args: PlanArgs,
  context: unknown,
): string | null {
  const scope = `${identityOf(owner.consumer)}:${identityOf(owner.catalog)}:${slug}`;
  const text = ParsedArgs.textOf(args, context);
  if (text !== undefined) return `t${scope}\u0000${text}`;
  const parts = memoKey(args.contract_name, args.query, context ?? null);
  return parts === null ? null : `v${scope}\u0000${parts}`;
}
