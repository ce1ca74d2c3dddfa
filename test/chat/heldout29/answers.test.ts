import { describe, expect, it } from 'vitest';
import { readStoredSet as readFirstSet } from '../heldout/compute.js';
import { expectNoRepeats, expectRecomputed, expectSetShape } from '../heldout/recompute.js';
import { readStoredSet2 } from '../heldout2/compute.js';
import { readStoredSet3 } from '../heldout3/compute.js';
import { readStoredSet4 } from '../heldout4/compute.js';
import { readStoredSet5 } from '../heldout5/compute.js';
import { readStoredSet6 } from '../heldout6/compute.js';
import { readStoredSet7 } from '../heldout7/compute.js';
import { readStoredSet8 } from '../heldout8/compute.js';
import { readStoredSet9 } from '../heldout9/compute.js';
import { readStoredSet10 } from '../heldout10/compute.js';
import { readStoredSet11 } from '../heldout11/compute.js';
import { readStoredSet12 } from '../heldout12/compute.js';
import { readStoredSet13 } from '../heldout13/compute.js';
import { readStoredSet14 } from '../heldout14/compute.js';
import { readStoredSet15 } from '../heldout15/compute.js';
import { readStoredSet16 } from '../heldout16/compute.js';
import { readStoredSet17 } from '../heldout17/compute.js';
import { readStoredSet18 } from '../heldout18/compute.js';
import { readStoredSet19 } from '../heldout19/compute.js';
import { readStoredSet20 } from '../heldout20/compute.js';
import { readStoredSet21 } from '../heldout21/compute.js';
import { readStoredSet22 } from '../heldout22/compute.js';
import { readStoredSet23 } from '../heldout23/compute.js';
import { readStoredSet24 } from '../heldout24/compute.js';
import { readStoredSet25 } from '../heldout25/compute.js';
import { readStoredSet26 } from '../heldout26/compute.js';
import { readStoredSet27 } from '../heldout27/compute.js';
import { readStoredSet28 } from '../heldout28/compute.js';
import { computeSet, readStoredSet29 } from './compute.js';
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

describe('held-out chat set heldout-29', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet29(), computeSet()]);
    expectRecomputed(stored, fresh, 222);
  }, 300_000);

  it('covers every category and consumer, with contexts where RLS needs them', () => {
    expectSetShape(ITEMS, COUNTS);
  });

  it('holds exactly 222 items, in the same category counts as heldout-28', () => {
    expect(ITEMS.length).toBe(222);
    for (const [category, count] of Object.entries(COUNTS)) {
      expect(ITEMS.filter((i) => i.category === category).length, category).toBe(count);
    }
  });

  // Compared as normalised text only: the author of a set never reads the earlier ones.
  it('asks no turn of the first twenty-eight sets again', async () => {
    expectNoRepeats(
      ITEMS,
      await Promise.all([
        readFirstSet(),
        readStoredSet2(),
        readStoredSet3(),
        readStoredSet4(),
        readStoredSet5(),
        readStoredSet6(),
        readStoredSet7(),
        readStoredSet8(),
        readStoredSet9(),
        readStoredSet10(),
        readStoredSet11(),
        readStoredSet12(),
        readStoredSet13(),
        readStoredSet14(),
        readStoredSet15(),
        readStoredSet16(),
        readStoredSet17(),
        readStoredSet18(),
        readStoredSet19(),
        readStoredSet20(),
        readStoredSet21(),
        readStoredSet22(),
        readStoredSet23(),
        readStoredSet24(),
        readStoredSet25(),
        readStoredSet26(),
        readStoredSet27(),
        readStoredSet28(),
      ]),
    );
  });
});
