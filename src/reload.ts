import type { Config } from './config/load.js';
import type { Consumer } from './consumers/model.js';
import type { Contract } from './contracts/model.js';

/** Sections of the config that the running process opened once (and `admin`): a change needs a restart. */
const RESTART_ONLY = ['server', 'warehouse', 'cache', 'rollups', 'mcp', 'observability'] as const;
/** Keys of `limits` that name the shared Redis of the limits (the connection is opened once). */
const RESTART_ONLY_LIMITS = ['redis_url', 'redis_key_prefix', 'redis_lease_ms'] as const;

/**
 * The config a reload applies: `requested`, except that the sections bound to
 * what the process opened at start (listen address, warehouse, cache, rollup
 * store, MCP session policy, the limits' Redis) keep their running values.
 * Returns the keys that differ there, for the log.
 */
export function keepRestartOnly(
  running: Config,
  requested: Config,
): { readonly config: Config; readonly needsRestart: readonly string[] } {
  const needsRestart: string[] = [];
  for (const section of RESTART_ONLY) {
    needsRestart.push(...changedKeys(section, running[section], requested[section]));
  }
  for (const key of RESTART_ONLY_LIMITS) {
    if (running.limits[key] !== requested.limits[key]) needsRestart.push(`limits.${key}`);
  }
  const limits = { ...requested.limits };
  for (const key of RESTART_ONLY_LIMITS) Object.assign(limits, { [key]: running.limits[key] });
  // The admin routes are registered (or not) at start, with the key hash they check.
  if (running.adminKeySha256 !== requested.adminKeySha256) needsRestart.push('admin.key_hash');
  const config: Config = Object.freeze({
    ...requested,
    adminKeySha256: running.adminKeySha256,
    server: running.server,
    warehouse: running.warehouse,
    cache: running.cache,
    rollups: running.rollups,
    mcp: running.mcp,
    observability: running.observability,
    limits: Object.freeze(limits),
  });
  return { config, needsRestart };
}

function changedKeys(section: string, a: object, b: object): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys]
    .filter((k) => stable(a[k as keyof typeof a]) !== stable(b[k as keyof typeof b]))
    .map((k) => `${section}.${k}`);
}

/** What a reload changes, by name, for the log line and the reload listeners' callers. */
export function changesBetween(
  previous: {
    readonly config: Config;
    readonly catalog: { readonly contracts: ReadonlyMap<string, Contract> };
  },
  next: { readonly config: Config; readonly catalog: { readonly contracts: ReadonlyMap<string, Contract> } },
): {
  readonly consumersAdded: readonly string[];
  readonly consumersRemoved: readonly string[];
  readonly consumersChanged: readonly string[];
  readonly contractsChanged: readonly string[];
} {
  const before = bySlug(previous.config.consumers);
  const after = bySlug(next.config.consumers);
  return {
    consumersAdded: [...after.keys()].filter((s) => !before.has(s)),
    consumersRemoved: [...before.keys()].filter((s) => !after.has(s)),
    consumersChanged: [...after]
      .filter(([s, c]) => before.has(s) && stable(before.get(s)) !== stable(c))
      .map(([s]) => s),
    contractsChanged: differingKeys(previous.catalog.contracts, next.catalog.contracts),
  };
}

function bySlug(consumers: readonly Consumer[]): Map<string, Consumer> {
  return new Map(consumers.map((c) => [c.slug, c]));
}

/** Names added, removed or defined differently. */
function differingKeys<T>(a: ReadonlyMap<string, T>, b: ReadonlyMap<string, T>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((n) => stable(a.get(n)) !== stable(b.get(n))).sort();
}

/** A comparable text of plain config data (Sets and Maps as sorted entries, bigints as text). */
function stable(value: unknown): string {
  return (
    JSON.stringify(value, (_k, v: unknown) => {
      if (v instanceof Map) return [...v].sort();
      if (v instanceof Set) return [...v].sort();
      if (typeof v === 'bigint') return `${v}n`;
      return v;
    }) ?? 'undefined'
  );
}
