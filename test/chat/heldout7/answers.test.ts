import { describe, it } from 'vitest';
import { readSetsBefore } from '../heldout/compute.js';
import { expectNoRepeats, expectRecomputed, expectSetShape } from '../heldout/recompute.js';
import { computeSet, readStoredSet7 } from './compute.js';
import { ITEMS } from './set.js';

describe('held-out chat set heldout-7', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet7(), computeSet()]);
    expectRecomputed(stored, fresh, 215);
  }, 300_000);

  it('covers every category and consumer, with contexts where RLS needs them', () => {
    expectSetShape(ITEMS, {
      single: 64,
      'follow-up': 23,
      rls: 30,
      injection: 10,
      'sql-only': 24,
      fallback: 20,
      unanswerable: 40,
    });
  });

  // Compared as normalised text only: the author of a set never reads the earlier ones.
  it('asks no turn of the first six sets again', async () => {
    expectNoRepeats(ITEMS, await readSetsBefore(7));
  });
});
