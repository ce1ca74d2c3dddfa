import { describe, expect, it } from 'vitest';
import { readStoredSet as readFirstSet, sameCells } from '../heldout/compute.js';
import { readStoredSet2 } from '../heldout2/compute.js';
import { readStoredSet3 } from '../heldout3/compute.js';
import { computeSet, readStoredSet4 } from './compute.js';
import { ITEMS } from './set.js';

const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('held-out chat set heldout-4', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet4(), computeSet()]);
    expect(stored.version).toBe(fresh.version);
    expect(stored.items.map((i) => i.id)).toEqual(fresh.items.map((i) => i.id));
    expect(stored.items.length).toBeGreaterThanOrEqual(160);
    for (const [i, item] of fresh.items.entries()) {
      const was = stored.items[i]!;
      expect({ ...was, expected: null, breach: null }, item.id).toEqual({
        ...item,
        expected: null,
        breach: null,
      });
      // computeSet refuses SQL that returns no rows or a ranking that ties at its cut-off.
      expect(item.kind === 'refuse' || (item.expected?.rows.length ?? 0) > 0, item.id).toBe(true);
      for (const key of ['expected', 'breach'] as const) {
        expect(was[key]?.sql, `${item.id} ${key}`).toBe(item[key]?.sql);
        const same = was[key] === null || sameCells(was[key]!.rows, item[key]!.rows);
        expect(same, `${item.id} ${key}: ${JSON.stringify(item[key]?.rows)}`).toBe(true);
      }
    }
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

  // Compared as normalised text only: the earlier sets are never read by the author of this one.
  it('asks no turn of the first three sets again', async () => {
    const earlier = [
      ...(await readFirstSet()).items,
      ...(await readStoredSet2()).items,
      ...(await readStoredSet3()).items,
    ];
    const asked = new Set(earlier.flatMap((i) => i.turns.map(normalized)));
    const repeated = ITEMS.flatMap((i) => i.turns.filter((t) => asked.has(normalized(t))));
    expect(repeated).toEqual([]);
  });
});
