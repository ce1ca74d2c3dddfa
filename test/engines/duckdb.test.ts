import { afterAll, beforeAll, describe } from 'vitest';
import type { RunningServer } from '../helpers/server.js';
import { behaviourSuite } from './behaviour.js';
import { duckdbWarehouse, startServer } from './engines.js';

describe('REST behaviour on DuckDB', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(duckdbWarehouse);
  });
  afterAll(async () => server?.close());
  behaviourSuite(() => server);
});
