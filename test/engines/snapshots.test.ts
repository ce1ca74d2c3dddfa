import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledStatement, ParamValue, ResultSet, Warehouse } from '../../src/warehouse/types.js';
import { engineTargets, expectClose, unavailableEngine } from './engines.js';

/**
 * The compiled SQL test/unit/compile.test.ts pins for each engine, run on that
 * engine: every engine's statements must run and give the first engine's
 * answers (engines round float sums and averages differently, within 1e-9).
 */
const dir = resolve('test/unit/__snapshots__');
const snapshot = (engine: string, name: string): CompiledStatement => {
  const text = readFileSync(join(dir, engine, name), 'utf8');
  const at = text.lastIndexOf('\n-- params: ');
  return { sql: text.slice(0, at), params: JSON.parse(text.slice(at + 12)) as ParamValue[] };
};
const plain = (result: ResultSet) => ({
  columns: result.columns.map((c) => c.name),
  rows: result.rows.map((r) => r.map((v) => (typeof v === 'bigint' ? Number(v) : v))),
});

const targets = await engineTargets();
const reference = targets[0];
if (!reference || 'skip' in reference) throw new Error('the first engine of the list must run here');
const names = readdirSync(join(dir, reference.name)).filter((f) => f.endsWith('.sql'));

let referenceWarehouse: Warehouse;
beforeAll(async () => {
  referenceWarehouse = await reference.engine.openWarehouse(reference.config);
});
afterAll(async () => referenceWarehouse?.close());

for (const target of targets) {
  if ('skip' in target) {
    unavailableEngine(target);
    continue;
  }
  describe(`the ${target.name} SQL snapshots run, and agree with the ${reference.name} ones`, () => {
    let warehouse: Warehouse;
    beforeAll(async () => {
      warehouse = await target.engine.openWarehouse(target.config);
    });
    afterAll(async () => warehouse?.close());

    it('has every snapshot', () => {
      expect(names.length).toBeGreaterThanOrEqual(5);
      expect(readdirSync(join(dir, target.name)).filter((f) => f.endsWith('.sql'))).toEqual(names);
    });

    it.each(names)('%s', async (name) => {
      const actual = plain(await warehouse.execute(snapshot(target.name, name)));
      const expected = plain(await referenceWarehouse.execute(snapshot(reference.name, name)));
      expect(actual.columns).toEqual(expected.columns);
      expectClose(actual.rows, expected.rows);
    });
  });
}
