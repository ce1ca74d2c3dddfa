import { expect, it } from 'vitest';
import { KEYS, type RunningServer } from '../helpers/server.js';

/** The response budget the result-budget suites run with: low, so a page of routes passes it. */
export const LOW_BUDGET = 64 * 1024;

/** Config blocks for a server whose responses are bounded by LOW_BUDGET. */
export const lowBudgetLimits = { limits: { results: { max_bytes: LOW_BUDGET } } };

interface Page {
  readonly status: number;
  readonly bytes: number;
  readonly body: {
    data: {
      pagination: {
        items: Record<string, unknown>[];
        total_items: number;
        limit: number;
        has_next_page: boolean;
      };
    };
    message: string | null;
  };
}

async function routesPage(server: RunningServer, offset: number): Promise<Page> {
  const res = await fetch(`${server.url}/v1/api/rest-only/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEYS.rest}` },
    body: JSON.stringify({
      contract_name: 'flights',
      query: {
        dimensions: [{ name: 'origin' }, { name: 'destination' }],
        measures: ['flight_count'],
        limit: 10_000,
        offset,
      },
    }),
  });
  const text = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) as Page['body'] };
}

/**
 * REST behaviour under a low response budget, run on every engine: a page of
 * origin/destination routes (3,399 in the demo, ~55 bytes each) is cut by bytes,
 * says so, reports the rows returned as its applied limit, and paging by
 * offset + limit then visits every route exactly once.
 */
export function resultBudgetSuite(getServer: () => RunningServer): void {
  it('a page past the byte budget is cut, says why, and stays within the budget', async () => {
    const page = await routesPage(getServer(), 0);
    expect(page.status).toBe(200);
    const { pagination } = page.body.data;
    expect(pagination.items.length).toBeGreaterThan(0);
    expect(pagination.items.length).toBeLessThan(pagination.total_items);
    expect(pagination.limit).toBe(pagination.items.length);
    expect(pagination.has_next_page).toBe(true);
    expect(page.body.message).toMatch(/response size limit of 65536 bytes/);
    // The rows fill most of the budget and the whole body stays close to it.
    expect(page.bytes).toBeGreaterThan(LOW_BUDGET / 2);
    expect(page.bytes).toBeLessThan(LOW_BUDGET + 2_048);
  });

  it('paging by offset + the applied limit visits every row exactly once', async () => {
    const seen = new Set<string>();
    let offset = 0;
    let total = -1;
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await routesPage(getServer(), offset);
      expect(page.status).toBe(200);
      const { pagination } = page.body.data;
      total = pagination.total_items;
      for (const row of pagination.items) seen.add(`${row.origin}>${row.destination}`);
      if (!pagination.has_next_page) break;
      offset += pagination.limit;
    }
    expect(total).toBeGreaterThan(3_000);
    expect(seen.size).toBe(total);
    // Each page is a full aggregate over 3M flights (~5 s on PostgreSQL on a busy shared host).
  }, 180_000);
}
