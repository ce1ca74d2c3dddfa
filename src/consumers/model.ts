/** Consumers: who calls Charter, through which protocols, in which query mode, over which objects. */

export const PROTOCOLS = ['chat', 'mcp'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export const QUERY_MODES = ['contract-only', 'contract-with-sql-fallback', 'sql-only'] as const;
export type QueryMode = (typeof QUERY_MODES)[number];

export interface ConsumerScope {
  readonly contracts: readonly string[];
  readonly tables: readonly string[];
  readonly models: readonly string[];
  readonly collections: readonly string[];
}

/** Admission limits of one consumer (config `limits.consumers`, overridden per consumer). */
export interface ConsumerLimits {
  readonly max_concurrent: number;
  readonly max_wait_ms: number;
  readonly requests_per_second: number;
  readonly burst: number;
}

export interface Consumer {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly protocols: readonly Protocol[];
  readonly queryMode: QueryMode;
  readonly systemPrompt: string;
  readonly limits: ConsumerLimits;
  readonly scope: ConsumerScope;
}

/** Contract modes may query contracts; SQL modes may run governed SQL. */
export function allowsContracts(mode: QueryMode): boolean {
  return mode !== 'sql-only';
}

export function allowsSql(mode: QueryMode): boolean {
  return mode !== 'contract-only';
}
