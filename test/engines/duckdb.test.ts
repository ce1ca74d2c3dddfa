import { afterAll, beforeAll, describe } from 'vitest';
import type { RunningServer } from '../helpers/server.js';
import { behaviourSuite } from './behaviour.js';
import { duckdbWarehouse, startServer } from './engines.js';
import { lowBudgetLimits, resultBudgetSuite } from './result-budget.js';

describe('REST behaviour on DuckDB', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(duckdbWarehouse);
  });
  afterAll(async () => server?.close());
  behaviourSuite(() => server);
});

describe('REST result budget on DuckDB', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(duckdbWarehouse, lowBudgetLimits);
  });
  afterAll(async () => server?.close());
  resultBudgetSuite(() => server);
});
