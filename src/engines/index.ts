import type { Logger } from 'pino';
import type { WarehouseConfig } from '../config/load.js';
import type { Warehouse } from '../warehouse/types.js';
import { duckdbEngine } from './duckdb/index.js';
import { postgresEngine } from './postgres/index.js';
import type { Engine, OpenEngine } from './types.js';

export type EngineName = WarehouseConfig['engine'];

/**
 * Every engine Charter speaks, by the name `warehouse.engine` gives. The one
 * list: the service opens from it, and the shared behaviour suite and the SQL
 * snapshots run once per entry. A new engine is a new folder and a line here.
 */
export const ENGINES: { readonly [N in EngineName]: Engine<Extract<WarehouseConfig, { engine: N }>> } = {
  duckdb: duckdbEngine,
  postgres: postgresEngine,
};

export const ENGINE_NAMES = Object.keys(ENGINES) as readonly EngineName[];

/** The engine `warehouse.engine` names: the one place Charter chooses by it. */
export function engineFor(config: WarehouseConfig): Engine {
  // Each entry takes its own config variant; the lookup by the same discriminant keeps them paired.
  return ENGINES[config.engine] as Engine;
}

/** Opens the configured engine (its warehouse, renderer and SQL guard). */
export function openEngine(config: WarehouseConfig, logger?: Logger): Promise<OpenEngine> {
  return engineFor(config).open(config, logger);
}

/** Opens the configured engine's warehouse alone (for checks that run no governed SQL). */
export function openWarehouse(config: WarehouseConfig, logger?: Logger): Promise<Warehouse> {
  return engineFor(config).openWarehouse(config, logger);
}
