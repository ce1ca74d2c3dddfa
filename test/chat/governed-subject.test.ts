import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relationSubject } from '../../src/agent/builtin/subject.js';
import { withGoverningContext } from '../../src/agent/builtin/tables/governed.js';
import { loadConfig } from '../../src/config/load.js';
import type { Consumer } from '../../src/consumers/model.js';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { createService, type Service } from '../../src/service.js';
import { DEMO_CONFIG } from '../helpers/server.js';

/**
 * Which tables and models the chat planner may read as the caller's own ("our routes"): those the
 * caller's row-level security governs in SQL (governance/sql-policy.ts). A model is the caller's only
 * when every table it reads is governed; one more table read (airports, everyone's rows) keeps it
 * unscoped, so "our" over it is asked back rather than answered for the whole country.
 */
let service: Service;
const consumer = (slug: string) => service.consumers.all().find((c) => c.slug === slug) as Consumer;
const model = (name: string) =>
  relationSubject(
    'model',
    name,
    [{ name: 'origin', type: 'string', engineType: 'VARCHAR', description: '' }],
    name,
    '',
  );

beforeAll(async () => {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
  service = await createService(await loadConfig(DEMO_CONFIG, { PORT: '0' }));
});
afterAll(async () => {
  await service?.close();
});

describe('withGoverningContext', () => {
  it("takes a model over the ops agent's governed flights table as the caller's", () => {
    const contracts = service.catalog.contractsFor(consumer('ops-agent'));
    expect(withGoverningContext(model('route_stats'), contracts, ['flights']).requiredContext).toEqual([
      'state',
    ]);
  });

  it('keeps a model that also reads an ungoverned table, or whose reads are unknown, unscoped', () => {
    const contracts = service.catalog.contractsFor(consumer('ops-agent'));
    expect(withGoverningContext(model('m'), contracts, ['flights', 'airports']).requiredContext).toEqual([]);
    expect(withGoverningContext(model('m'), contracts).requiredContext).toEqual([]);
  });

  it('keeps every model unscoped for a consumer without row-level security', () => {
    const contracts = service.catalog.contractsFor(consumer('sql-explorer'));
    expect(withGoverningContext(model('route_stats'), contracts, ['flights']).requiredContext).toEqual([]);
  });
});
