import type { RefreshPolicy } from '../contracts/refresh.js';

/** What the caller allows (from `Cache-Control`): read and write, refresh (no-cache), or bypass (no-store). */
export type CacheDirective = 'default' | 'no-cache' | 'no-store';

/** Which source produced the rows of an answer. Rollups (docs/rollups.md) set `source: rollup` and its name. */
export interface ServedBy {
  readonly source: 'warehouse' | 'cache' | 'rollup';
  readonly rollup: string | null;
}

/**
 * How the cache handled one answer, as every entry point reports it: REST in the
 * `Cache-Status` header and `data.served_by`, MCP in the tool result's `_meta`,
 * chat in the data event (docs/caching.md).
 */
export interface CacheReport {
  /** An RFC 9211 Cache-Status field value, e.g. `charter; hit; ttl=540`. */
  readonly cache_status: string;
  readonly served_by: ServedBy;
}

/** Whose data a statement reads, so freshness and `cache clear` know which entries it belongs to. */
export type DataScope =
  | { readonly kind: 'contract'; readonly name: string; readonly refresh: RefreshPolicy | null }
  | {
      readonly kind: 'tables';
      readonly tables: readonly { readonly name: string; readonly refresh: RefreshPolicy | null }[];
    };

/** The tag that groups a scope's entries for `cache clear` (also part of the Redis key). */
export function scopeTag(scope: DataScope): string {
  return scope.kind === 'contract'
    ? `c:${scope.name}`
    : `t:${[...new Set(scope.tables.map((t) => t.name))].sort().join('+')}`;
}

/**
 * The directive of a request's `Cache-Control` header: `no-store` wins over
 * `no-cache`; `max-age=0` asks for a fresh answer like `no-cache` (RFC 9111 §5.2.1).
 */
export function directiveFrom(header: string | readonly string[] | undefined): CacheDirective {
  if (header === undefined) return 'default';
  const tokens = (typeof header === 'string' ? header : header.join(','))
    .toLowerCase()
    .split(',')
    .map((t) => t.trim().replace(/\s*=\s*/, '='));
  if (tokens.includes('no-store')) return 'no-store';
  if (tokens.includes('no-cache') || tokens.includes('max-age=0')) return 'no-cache';
  return 'default';
}

/** Cache-Status of a response that never reached the cache (an error before or during the lookup). */
export const BYPASS_STATUS = 'charter; fwd=bypass';
