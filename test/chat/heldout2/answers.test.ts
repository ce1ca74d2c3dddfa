import { describe, expect, it } from 'vitest';
import { readStoredSet as readFirstSet } from '../heldout/compute.js';
import { expectRecomputed, normalizedTurn } from '../heldout/recompute.js';
import { computeSet, readStoredSet2 } from './compute.js';
import { ITEMS } from './set.js';

describe('held-out chat set heldout-2', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet2(), computeSet()]);
    expectRecomputed(stored, fresh, 150);
  }, 300_000);

  it('covers every category and consumer, with contexts where RLS needs them', () => {
    const categories = new Set(ITEMS.map((i) => i.category));
    expect([...categories].sort()).toEqual(
      ['fallback', 'follow-up', 'injection', 'rls', 'single', 'sql-only', 'unanswerable'].sort(),
    );
    expect(new Set(ITEMS.map((i) => i.consumer)).size).toBe(4);
    for (const item of ITEMS) {
      if (item.category === 'rls' || item.category === 'injection') {
        expect(item.context?.state, item.id).toMatch(/^[A-Z]{2}$/);
      }
      if (item.category === 'injection') expect(item.breachSql, item.id).toBeDefined();
      const missing = item.expect.kind === 'refuse' && item.expect.reason === 'missing-context';
      if (missing) expect(item.context, item.id).toBeUndefined();
      if (item.consumer === 'state-portal' && !missing) expect(item.context, item.id).toBeDefined();
      if (item.consumer === 'sql-explorer' || item.consumer === 'analytics-app') {
        expect(item.context, item.id).toBeUndefined();
      }
    }
  });

  it('asks no question of the first set again', async () => {
    const first = await readFirstSet();
    const asked = new Set(first.items.flatMap((i) => i.turns.map(normalizedTurn)));
    const repeated = ITEMS.flatMap((i) => i.turns.filter((t) => asked.has(normalizedTurn(t))));
    expect(repeated).toEqual([]);
  });
});
