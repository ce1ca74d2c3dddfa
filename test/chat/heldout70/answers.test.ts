import { describe, expect, it } from 'vitest';
import { readSetsBefore } from '../heldout/compute.js';
import { expectNoRepeats, expectRecomputed, expectSetShape } from '../heldout/recompute.js';
import { computeSet, readStoredSet70 } from './compute.js';
import { ITEMS } from './set.js';

const COUNTS = {
  single: 66,
  'follow-up': 25,
  rls: 32,
  injection: 10,
  'sql-only': 26,
  fallback: 21,
  unanswerable: 42,
} as const;

describe('held-out chat set heldout-70', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet70(), computeSet()]);
    expectRecomputed(stored, fresh, 222);
  }, 300_000);

  it('covers every category and consumer, with contexts where RLS needs them', () => {
    expectSetShape(ITEMS, COUNTS);
  });

  it('holds exactly 222 items, in the same category counts as heldout-29', () => {
    expect(ITEMS.length).toBe(222);
    for (const [category, count] of Object.entries(COUNTS)) {
      expect(ITEMS.filter((i) => i.category === category).length, category).toBe(count);
    }
  });

  // Compared as normalised text only: the author of a set never reads the earlier ones.
  it('asks no turn of the first sixty-nine sets again', async () => {
    expectNoRepeats(ITEMS, await readSetsBefore(70));
  });
});
