import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hashKey } from '../../src/auth/keys.js';
import type { Config } from '../../src/config/load.js';

/**
 * A deliberately heavy contract for tests that must watch a statement stop:
 * every pair of flights leaving the same airport, a self-join of the 3M-row
 * demo table with 1.8 × 10^11 result rows (the sum of the squared per-airport
 * flight counts), so `pair_count` runs for minutes unless it is cancelled.
 * It is served by its own consumer and key, beside the demo's.
 */
export const HEAVY = {
  slug: 'pairs-app',
  key: 'pairs-app-test-key',
  contract: 'flight_pairs',
  /** The REST body and MCP query_contract arguments of the heavy query. */
  query: { contract_name: 'flight_pairs', query: { measures: ['pair_count'] } },
  /** A chat question the built-in planner turns into the heavy query. */
  question: 'How many flight pairs are there?',
} as const;

const CONTRACT = `name: flight_pairs
title: Flight pairs
description: Every pair of flights leaving the same airport (a heavy self-join, for cancellation tests).
source:
  table: flights
  joins:
    - table: flights
      alias: other
      type: inner
      on: [{ left: flights.origin, right: other.origin }]
dimensions:
  - name: origin
    type: string
    column: flights.origin
    description: IATA code of the shared departure airport.
measures:
  - name: pair_count
    aggregation: count
    description: Number of flight pairs.
    synonyms: [flight pairs, pairs]
`;

/** The demo contracts plus the heavy one, in a temporary folder; `remove` deletes it. */
export async function heavyContractsDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'charter-heavy-'));
  const demo = resolve('demo/contracts');
  for (const file of await readdir(demo)) await copyFile(join(demo, file), join(dir, file));
  await writeFile(join(dir, 'flight_pairs.yaml'), CONTRACT);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The demo config with the heavy contract, its consumer (chat and MCP, contract-only) and key. */
export function withHeavyConsumer(config: Config, contractsDir: string): Config {
  const template = config.consumers[0];
  if (!template) throw new Error('the demo config has no consumer');
  return {
    ...config,
    contractsDir,
    consumers: [
      ...config.consumers,
      {
        ...template,
        slug: HEAVY.slug,
        name: 'Pairs App',
        description: 'Tests cancellation with a heavy contract.',
        protocols: ['chat', 'mcp'],
        queryMode: 'contract-only',
        scope: { contracts: [HEAVY.contract], tables: [], models: [], collections: [] },
      },
    ],
    apiKeys: [...config.apiKeys, { id: 'pairs-app', sha256: hashKey(HEAVY.key), consumers: [HEAVY.slug] }],
  };
}
