import { DEFAULT_REFRESH_SQL_EVERY_MS, type RefreshPolicy } from '../contracts/refresh.js';
import type { Warehouse } from '../warehouse/types.js';
import type { DataScope } from './types.js';

interface SqlCheck {
  value: string | null;
  checkedAt: number;
  pending: Promise<string | null> | null;
}

/**
 * The data version of a scope: part of every cache key, so when it changes,
 * older entries are unreachable at once. A refresh `sql` runs at most once per
 * interval per policy (concurrent askers share the run); a failing one makes
 * the version unknown (null), and the caller then bypasses the cache.
 */
export class Freshness {
  private readonly checks = new Map<string, SqlCheck>();

  constructor(
    private readonly warehouse: Warehouse,
    private readonly defaultMaxAgeMs: number,
    private readonly log?: { warn(obj: object, msg: string): void },
  ) {}

  /** How long an entry of this scope may be served. */
  maxAgeMs(scope: DataScope): number {
    const policies = scope.kind === 'contract' ? [scope.refresh] : scope.tables.map((t) => t.refresh);
    return Math.min(this.defaultMaxAgeMs, ...policies.map((p) => p?.maxAgeMs ?? this.defaultMaxAgeMs));
  }

  /** A string for the key, or null when a refresh statement failed. Synchronous while checks are fresh. */
  version(scope: DataScope, now: number): string | null | Promise<string | null> {
    // One policy: its version as is (what joining a list of one gives), without the lists.
    if (scope.kind === 'contract') return this.policyVersion(scope.refresh, now);
    const parts = scope.tables.map((t) => t.refresh);
    const versions = parts.map((p) => this.policyVersion(p, now));
    if (versions.every((v) => typeof v === 'string')) return versions.join('|');
    return Promise.all(versions).then((all) => (all.some((v) => v === null) ? null : all.join('|')));
  }

  /** Forgets every refresh answer (after `cache clear`, the next request asks the warehouse again). */
  reset(): void {
    this.checks.clear();
  }

  private policyVersion(policy: RefreshPolicy | null, now: number): string | null | Promise<string | null> {
    if (!policy || (policy.everyMs === null && policy.sql === null)) return 'static';
    if (policy.sql === null) return `e${Math.floor(now / (policy.everyMs as number))}`;
    const every = policy.everyMs ?? DEFAULT_REFRESH_SQL_EVERY_MS;
    const check = this.checks.get(policy.sql) ?? { value: null, checkedAt: -Infinity, pending: null };
    this.checks.set(policy.sql, check);
    if (check.value !== null && now - check.checkedAt < every) return check.value;
    check.pending ??= this.runCheck(policy.sql, check, now).finally(() => {
      check.pending = null;
    });
    return check.pending;
  }

  private async runCheck(sql: string, check: SqlCheck, now: number): Promise<string | null> {
    try {
      const result = await this.warehouse.execute({ sql, params: [] }, { maxRows: 1 });
      const cell = result.rows[0]?.[0] ?? null;
      check.value = `s${JSON.stringify(cell, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}`;
      check.checkedAt = now;
      return check.value;
    } catch (err) {
      check.value = null;
      this.log?.warn({ sql, err: (err as Error).message }, 'refresh_key sql failed; not caching this scope');
      return null;
    }
  }
}
