import { describe, it } from 'vitest';
import { readSetsBefore } from '../heldout/compute.js';
import { expectNoRepeats, expectRecomputed, expectSetShape } from '../heldout/recompute.js';
import { computeSet, readStoredSet8 } from './compute.js';
import { ITEMS } from './set.js';

describe('held-out chat set heldout-8', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet8(), computeSet()]);
    expectRecomputed(stored, fresh, 220);
  }, 300_000);

  it('covers every category and consumer, with contexts where RLS needs them', () => {
    expectSetShape(ITEMS, {
      single: 66,
      'follow-up': 25,
      rls: 32,
      injection: 10,
      'sql-only': 26,
      fallback: 21,
      unanswerable: 42,
    });
  });

  // Compared as normalised text only: the author of a set never reads the earlier ones.
  it('asks no turn of the first seven sets again', async () => {
    expectNoRepeats(ITEMS, await readSetsBefore(8));
  });
});
