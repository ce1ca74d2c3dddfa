import { dirname, isAbsolute, resolve } from 'node:path';
import { configFileSchema, resolveWarehouse, type WarehouseConfig } from './schema.js';
import { readYamlFile, YamlProblems } from './yaml.js';

/** What `charter validate` needs to check contracts and the catalog. */
export interface ConfigParts {
  readonly warehouse: WarehouseConfig;
  readonly contractsDir: string;
  readonly catalogDir: string;
}

/**
 * The warehouse, contracts and catalog settings of a config that is invalid
 * elsewhere, when they are valid on their own: `charter validate` then still
 * checks every contract and catalog file, so one run reports every problem.
 * Null when they are not (or read environment variables, resolved only by a
 * full load).
 */
export async function configParts(file: string): Promise<ConfigParts | null> {
  const abs = resolve(file);
  let value: unknown;
  try {
    value = (await readYamlFile(abs)).value;
  } catch (err) {
    if (err instanceof YamlProblems) return null;
    throw err;
  }
  if (value === null || typeof value !== 'object' || JSON.stringify(value).includes('${env:')) return null;
  const { shape } = configFileSchema;
  const raw = value as Record<string, unknown>;
  const warehouse = shape.warehouse.safeParse(raw.warehouse);
  const contracts = shape.contracts.safeParse(raw.contracts);
  const catalog = shape.catalog.safeParse(raw.catalog);
  if (!warehouse.success || !contracts.success || !catalog.success) return null;
  const within = (p: string) => (isAbsolute(p) ? p : resolve(dirname(abs), p));
  return {
    warehouse: resolveWarehouse(warehouse.data, within),
    contractsDir: within(contracts.data),
    catalogDir: within(catalog.data),
  };
}
