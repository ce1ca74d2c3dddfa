import { describe, it } from 'vitest';
import { readSetsBefore } from '../heldout/compute.js';
import { expectNoRepeats, expectRecomputed, expectSetShape } from '../heldout/recompute.js';
import { computeSet, readStoredSet6 } from './compute.js';
import { ITEMS } from './set.js';

describe('held-out chat set heldout-6', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet6(), computeSet()]);
    expectRecomputed(stored, fresh, 170);
  }, 300_000);

  it('covers every category and consumer, with contexts where RLS needs them', () => {
    expectSetShape(ITEMS, {
      single: 60,
      'follow-up': 18,
      rls: 28,
      injection: 10,
      'sql-only': 24,
      fallback: 18,
      unanswerable: 30,
    });
  });

  // Compared as normalised text only: the author of a set never reads the earlier ones.
  it('asks no turn of the first five sets again', async () => {
    expectNoRepeats(ITEMS, await readSetsBefore(6));
  });
});
