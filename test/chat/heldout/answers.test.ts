import { describe, expect, it } from 'vitest';
import { computeSet, readStoredSet, sameCells } from './compute.js';

describe('held-out chat set', () => {
  it('recomputes every expected answer identically from the raw vega-datasets files', async () => {
    const [stored, fresh] = await Promise.all([readStoredSet(), computeSet()]);
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
      for (const key of ['expected', 'breach'] as const) {
        expect(was[key]?.sql, `${item.id} ${key}`).toBe(item[key]?.sql);
        const same = was[key] === null || sameCells(was[key]!.rows, item[key]!.rows);
        expect(same, `${item.id} ${key}: ${JSON.stringify(item[key]?.rows)}`).toBe(true);
      }
    }
  }, 300_000);
});
