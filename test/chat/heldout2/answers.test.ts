import { describe, expect, it } from 'vitest';
import { readStoredSet as readFirstSet, sameCells } from '../heldout/compute.js';
import { computeSet, readStoredSet2 } from './compute.js';
import { ITEMS } from './set.js';

const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('held-out chat set heldout-2', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet2(), computeSet()]);
    expect(stored.version).toBe(fresh.version);
    expect(stored.items.map((i) => i.id)).toEqual(fresh.items.map((i) => i.id));
    expect(stored.items.length).toBeGreaterThanOrEqual(150);
    for (const [i, item] of fresh.items.entries()) {
      const was = stored.items[i]!;
      expect({ ...was, expected: null, breach: null }, item.id).toEqual({
        ...item,
        expected: null,
        breach: null,
      });
      // computeSet refuses SQL that returns no rows; every answerable item has its answer.
      expect(item.kind === 'refuse' || (item.expected?.rows.length ?? 0) > 0, item.id).toBe(true);
      for (const key of ['expected', 'breach'] as const) {
        expect(was[key]?.sql, `${item.id} ${key}`).toBe(item[key]?.sql);
        const same = was[key] === null || sameCells(was[key]!.rows, item[key]!.rows);
        expect(same, `${item.id} ${key}: ${JSON.stringify(item[key]?.rows)}`).toBe(true);
      }
    }
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
    const asked = new Set(first.items.flatMap((i) => i.turns.map(normalized)));
    const repeated = ITEMS.flatMap((i) => i.turns.filter((t) => asked.has(normalized(t))));
    expect(repeated).toEqual([]);
  });
});
