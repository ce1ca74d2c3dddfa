import { fileURLToPath } from 'node:url';

/** The demo configuration shipped with the repository; what `npm start` serves. */
export const DEFAULT_CONFIG = fileURLToPath(new URL('../../demo/charter.yaml', import.meta.url));

/**
 * The demo config's API keys in plain text (the README lists them; the config
 * holds only their hashes), so `charter serve` can tell a person which to use.
 * Only those whose hash the running config accepts are shown.
 */
export const DEMO_KEYS: readonly { readonly key: string; readonly consumer: string }[] = [
  { key: 'demo-analytics-key', consumer: 'analytics-app' },
  { key: 'demo-state-key', consumer: 'state-portal' },
  { key: 'demo-ops-key', consumer: 'ops-agent' },
  { key: 'demo-sql-key', consumer: 'sql-explorer' },
  { key: 'demo-rest-key', consumer: 'rest-only' },
];
