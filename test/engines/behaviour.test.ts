import { afterAll, beforeAll, describe } from 'vitest';
import type { RunningServer } from '../helpers/server.js';
import { behaviourSuite } from './behaviour.js';
import { engineTargets, startServer, unavailableEngine } from './engines.js';
import { lowBudgetLimits, resultBudgetSuite } from './result-budget.js';

// One list: every engine in src/engines/index.ts runs the same suites on the same demo data.
for (const target of await engineTargets()) {
  if ('skip' in target) {
    unavailableEngine(target);
    continue;
  }

  describe(`REST behaviour on ${target.name}`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(target.warehouse);
    });
    afterAll(async () => server?.close());
    behaviourSuite(() => server, target.engine);
  });

  describe(`REST result budget on ${target.name}`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(target.warehouse, lowBudgetLimits);
    });
    afterAll(async () => server?.close());
    resultBudgetSuite(() => server);
  });
}
