import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService, type Service } from '../../src/service.js';
import { demoConfig, waitUntil } from '../helpers/server.js';

/**
 * A contract's refresh key drives its rollups as it drives the result cache:
 * when the data version changes, the rollups are rebuilt without waiting for
 * a query. `every: 2s` changes the version every two seconds, so the demo's
 * (read-only) data is enough to see a rebuild happen.
 */
describe('rollups follow the refresh key', () => {
  let dir: string;
  let service: Service;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'charter-rollup-refresh-'));
    await cp(resolve('demo/contracts'), dir, { recursive: true });
    const flights = join(dir, 'flights.yaml');
    await writeFile(flights, `${await readFile(flights, 'utf8')}\nrefresh_key:\n  every: 2s\n`);
    const config = await demoConfig((c) => ({
      ...c,
      contractsDir: dir,
      rollups: { ...c.rollups, path: ':memory:' },
    }));
    service = await createService(config);
  });
  afterAll(async () => {
    await service?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('rebuilds the contract rollups when the data version changes, and only that contract', async () => {
    const rollups = service.rollups;
    if (!rollups) throw new Error('the demo declares rollups');
    await rollups.whenIdle();
    const builtAt = (contract: string) =>
      rollups
        .status()
        .filter((s) => s.contract === contract)
        .map((s) => s.built_at);
    const flightsFirst = builtAt('flights');
    const regionalFirst = builtAt('regional_flights');
    expect(flightsFirst.every((b) => b !== null)).toBe(true);

    await waitUntil(
      () => builtAt('flights').every((b, i) => b !== null && b !== flightsFirst[i]),
      30_000,
      'a rebuild of the flights rollups',
    );
    expect(
      rollups
        .status()
        .filter((s) => s.contract === 'flights')
        .map((s) => s.data_version),
    ).not.toContain(null);
    // A contract without a refresh key keeps the build it has.
    expect(builtAt('regional_flights')).toEqual(regionalFirst);
  });
});
