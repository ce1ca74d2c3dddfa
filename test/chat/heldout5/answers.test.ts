import { describe, it } from 'vitest';
import { readSetsBefore } from '../heldout/compute.js';
import { expectNoRepeats, expectRecomputed, expectSetShape } from '../heldout/recompute.js';
import { computeSet, readStoredSet5 } from './compute.js';
import { ITEMS } from './set.js';

describe('held-out chat set heldout-5', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet5(), computeSet()]);
    expectRecomputed(stored, fresh, 160);
  }, 300_000);

  it('covers every category and consumer, with contexts where RLS needs them', () => {
    expectSetShape(ITEMS, {
      single: 60,
      'follow-up': 15,
      rls: 25,
      injection: 10,
      'sql-only': 20,
      fallback: 16,
      unanswerable: 25,
    });
  });

  // Compared as normalised text only: the author of a set never reads the earlier ones.
  it('asks no turn of the first four sets again', async () => {
    expectNoRepeats(ITEMS, await readSetsBefore(5));
  });
});
