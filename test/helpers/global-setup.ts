import { resolve } from 'node:path';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';

/** Builds the demo warehouse once before any test file opens it read-only. */
export default async function setup(): Promise<void> {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
}
