import { describe, it } from 'vitest';
import { readSetsBefore } from '../heldout/compute.js';
import { expectNoRepeats, expectRecomputed, expectSetShape } from '../heldout/recompute.js';
import { computeSet, readStoredSet2 } from './compute.js';
import { ITEMS } from './set.js';

describe('held-out chat set heldout-2', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet2(), computeSet()]);
    expectRecomputed(stored, fresh, 150);
  }, 300_000);

  it('covers every category and consumer, with contexts where RLS needs them', () => {
    expectSetShape(ITEMS, {
      single: 1,
      'follow-up': 1,
      rls: 1,
      injection: 1,
      'sql-only': 1,
      fallback: 1,
      unanswerable: 1,
    });
  });

  // Compared as normalised text only: the author of a set never reads the earlier ones.
  it('asks no question of the first set again', async () => {
    expectNoRepeats(ITEMS, await readSetsBefore(2));
  });
});
