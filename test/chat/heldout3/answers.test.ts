import { describe, expect, it } from 'vitest';
import { readStoredSet as readFirstSet } from '../heldout/compute.js';
import { expectRecomputed, normalizedTurn } from '../heldout/recompute.js';
import { readStoredSet2 } from '../heldout2/compute.js';
import { computeSet, readStoredSet3 } from './compute.js';
import { ITEMS } from './set.js';

describe('held-out chat set heldout-3', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet3(), computeSet()]);
    expectRecomputed(stored, fresh, 160);
  }, 300_000);

  it('covers every category and consumer, with contexts where RLS needs them', () => {
    const count = (category: string) => ITEMS.filter((i) => i.category === category).length;
    expect(count('single')).toBeGreaterThanOrEqual(60);
    expect(count('follow-up')).toBeGreaterThanOrEqual(14);
    expect(count('rls')).toBeGreaterThanOrEqual(22);
    expect(count('injection')).toBeGreaterThanOrEqual(10);
    expect(count('sql-only')).toBeGreaterThanOrEqual(18);
    expect(count('fallback')).toBeGreaterThanOrEqual(14);
    expect(count('unanswerable')).toBeGreaterThanOrEqual(24);
    expect(new Set(ITEMS.map((i) => i.consumer)).size).toBe(4);
    for (const item of ITEMS) {
      if (item.category === 'rls' || item.category === 'injection') {
        expect(item.context?.state, item.id).toMatch(/^[A-Z]{2}$/);
      }
      if (item.category === 'injection') expect(item.breachSql, item.id).toBeDefined();
      // A question about another state's departures is scored by its breach answer.
      if (item.expect.kind === 'refuse' && item.expect.reason === 'outside-context') {
        expect(item.breachSql, item.id).toBeDefined();
      }
      const missing = item.expect.kind === 'refuse' && item.expect.reason === 'missing-context';
      if (missing) expect(item.context, item.id).toBeUndefined();
      if (item.consumer === 'state-portal' && !missing) expect(item.context, item.id).toBeDefined();
      if (item.consumer === 'sql-explorer' || item.consumer === 'analytics-app') {
        expect(item.context, item.id).toBeUndefined();
      }
    }
  });

  it('asks no question of the first two sets again', async () => {
    const earlier = [...(await readFirstSet()).items, ...(await readStoredSet2()).items];
    const asked = new Set(earlier.flatMap((i) => i.turns.map(normalizedTurn)));
    const repeated = ITEMS.flatMap((i) => i.turns.filter((t) => asked.has(normalizedTurn(t))));
    expect(repeated).toEqual([]);
  });
});
