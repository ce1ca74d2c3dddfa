import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { type Config, loadConfig } from '../../src/config/load.js';
import { configFileSchema, resolveWarehouse, type WarehouseConfig } from '../../src/config/schema.js';
import { ENGINE_NAMES, ENGINES, type EngineName } from '../../src/engines/index.js';
import { loadDemoIntoPostgres } from '../../src/engines/postgres/demo.js';
import type { Engine } from '../../src/engines/types.js';
import { DEMO_CONFIG, type RunningServer, serve } from '../helpers/server.js';

/** The demo DuckDB warehouse that global setup builds. */
export const DUCKDB_PATH = resolve('.charter/demo.duckdb');
/** Where the PostgreSQL suite keeps its copy of the demo data. */
export const PG_SCHEMA = 'charter_demo';

export const duckdbWarehouse = {
  engine: 'duckdb',
  path: DUCKDB_PATH,
  memory_limit: '1GB',
  threads: 2,
  query_timeout_ms: 30_000,
} as const;

export function postgresWarehouse(connectionString: string) {
  return {
    engine: 'postgres',
    connection_string: connectionString,
    schema: PG_SCHEMA,
    pool_size: 8,
    query_timeout_ms: 30_000,
  } as const;
}

/**
 * The real service on the demo config (consumers, keys, contracts, catalog)
 * with only the `warehouse` block replaced, written to a temporary folder:
 * engine suites differ in nothing else. `extra` sets further top-level
 * blocks (e.g. `limits`) for a suite that needs them low; `adjust` changes
 * the loaded config (e.g. adds a consumer with its own contracts folder).
 */
export async function startServer(
  warehouse: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  adjust: (config: Config) => Config = (c) => c,
): Promise<RunningServer> {
  const dir = await mkdtemp(join(tmpdir(), 'charter-engine-'));
  const doc = parse(await readFile(DEMO_CONFIG, 'utf8')) as Record<string, unknown>;
  Object.assign(doc, extra);
  doc.warehouse = warehouse;
  doc.contracts = resolve('demo/contracts');
  doc.catalog = resolve('demo/catalog');
  // Rollups live in memory unless `extra` says otherwise: parallel suites must not contend for one store file.
  doc.rollups = { path: ':memory:', ...(extra.rollups as object | undefined) };
  const file = join(dir, 'charter.yaml');
  await writeFile(file, stringify(doc));
  const config = await loadConfig(file, { PORT: '0', HOST: '127.0.0.1' });
  return serve(adjust(config), { onClose: () => rm(dir, { recursive: true, force: true }) });
}

/**
 * The local PostgreSQL the suite runs against: CHARTER_TEST_POSTGRES_URL when
 * set, else the first of the usual local trust-auth logins that connects.
 */
export async function findPostgres(): Promise<{ url: string } | { reason: string }> {
  const candidates = process.env.CHARTER_TEST_POSTGRES_URL
    ? [process.env.CHARTER_TEST_POSTGRES_URL]
    : ['postgres', 'root'].flatMap((user) =>
        ['test', 'postgres'].map((db) => `postgres://${user}@127.0.0.1:5432/${db}`),
      );
  const problems: string[] = [];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return { url };
    } catch (err) {
      problems.push(`${url.replace(/:[^:@/]*@/, ':***@')}: ${(err as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  return { reason: problems.join('; ') };
}

/** An engine the shared suites run on, with the demo data in place, or why it cannot run here. */
export type EngineTarget =
  | {
      readonly name: EngineName;
      readonly engine: Engine;
      /** The `warehouse` block of a config serving the demo data on this engine. */
      readonly warehouse: Record<string, unknown>;
      /** The same block as the service reads it (defaults applied). */
      readonly config: WarehouseConfig;
    }
  | { readonly name: EngineName; readonly skip: string };

/**
 * How each engine gets the demo data for the suites. Keyed by every name in
 * `ENGINES`, so a new engine does not compile until it says how it is tested.
 */
const PREPARE: { readonly [N in EngineName]: () => Promise<Record<string, unknown> | { skip: string }> } = {
  duckdb: async () => ({ ...duckdbWarehouse }),
  postgres: async () => {
    const target = await findPostgres();
    if ('reason' in target) return { skip: `PostgreSQL is not reachable (${target.reason})` };
    // Copies the DuckDB demo warehouse once; later runs find it in place and skip (about a second).
    await loadDemoIntoPostgres({ connectionString: target.url, schema: PG_SCHEMA, duckdbPath: DUCKDB_PATH });
    return { ...postgresWarehouse(target.url) };
  },
};

/**
 * Every engine of `ENGINES`, in its order, ready to serve the demo data: the
 * one list the shared behaviour suite and the SQL snapshot runs iterate.
 */
export async function engineTargets(): Promise<readonly EngineTarget[]> {
  const targets: EngineTarget[] = [];
  for (const name of ENGINE_NAMES) {
    const prepared = await PREPARE[name]();
    if ('skip' in prepared && typeof prepared.skip === 'string') {
      targets.push({ name, skip: prepared.skip });
      continue;
    }
    const config = resolveWarehouse(configFileSchema.shape.warehouse.parse(prepared), (p) => resolve(p));
    targets.push({ name, engine: ENGINES[name] as Engine, warehouse: prepared, config });
  }
  return targets;
}

/**
 * An engine that cannot run here: a visible skip, except under CI=true, where
 * the engine's server is started by the CI script and its absence is a failure.
 */
export function unavailableEngine(target: Extract<EngineTarget, { skip: string }>): void {
  if (process.env.CI === 'true') {
    describe(`engine ${target.name}`, () => {
      it('reaches its server', () => {
        expect.fail(target.skip);
      });
    });
    return;
  }
  console.warn(`Skipping the ${target.name} engine suites: ${target.skip}.`);
  describe.skip(`engine ${target.name} (${target.skip})`, () => {
    it('needs its server', () => {});
  });
}

/**
 * Deep equality where non-integer numbers may differ by a relative `tolerance`:
 * engines legitimately round float sums and averages differently (summation
 * order, PostgreSQL's 16-digit numeric quotient). Everything else is exact.
 */
export function expectClose(actual: unknown, expected: unknown, tolerance = 1e-9, path = '$'): void {
  if (
    typeof expected === 'number' &&
    typeof actual === 'number' &&
    !(Number.isInteger(expected) && Number.isInteger(actual))
  ) {
    const scale = Math.max(Math.abs(expected), Math.abs(actual), Number.MIN_VALUE);
    if (Math.abs(actual - expected) / scale > tolerance) {
      expect.fail(`${path}: ${actual} is not within ${tolerance} (relative) of ${expected}`);
    }
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), `${path} is an array`).toBe(true);
    const list = actual as unknown[];
    expect(list.length, `${path}.length`).toBe(expected.length);
    expected.forEach((e, i) => {
      expectClose(list[i], e, tolerance, `${path}[${i}]`);
    });
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    expect(
      actual !== null && typeof actual === 'object' && !Array.isArray(actual),
      `${path} is an object`,
    ).toBe(true);
    const a = actual as Record<string, unknown>;
    const e = expected as Record<string, unknown>;
    expect(Object.keys(a).sort(), `${path} keys`).toEqual(Object.keys(e).sort());
    for (const k of Object.keys(e)) expectClose(a[k], e[k], tolerance, `${path}.${k}`);
    return;
  }
  expect(actual, path).toEqual(expected);
}
