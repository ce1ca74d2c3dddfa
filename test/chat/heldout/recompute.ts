import { expect } from 'vitest';
import { type StoredSet, sameCells } from './compute.js';

/**
 * The checks every held-out set's answers test makes: the stored set is what computing it from the raw
 * files gives now (same items, SQL and cells), with at least `minItems` items and an answer for every
 * answerable item (computeSet refuses SQL that returns no rows).
 */
export function expectRecomputed(stored: StoredSet, fresh: StoredSet, minItems: number): void {
  expect(stored.version).toBe(fresh.version);
  expect(stored.items.map((i) => i.id)).toEqual(fresh.items.map((i) => i.id));
  expect(stored.items.length).toBeGreaterThanOrEqual(minItems);
  for (const [i, item] of fresh.items.entries()) {
    const was = stored.items[i];
    if (!was) throw new Error(`${item.id} is missing from the stored set`);
    expect({ ...was, expected: null, breach: null }, item.id).toEqual({
      ...item,
      expected: null,
      breach: null,
    });
    expect(item.kind === 'refuse' || (item.expected?.rows.length ?? 0) > 0, item.id).toBe(true);
    for (const key of ['expected', 'breach'] as const) {
      expect(was[key]?.sql, `${item.id} ${key}`).toBe(item[key]?.sql);
      const before = was[key];
      const now = item[key];
      const same = before === null || (now !== null && sameCells(before.rows, now.rows));
      expect(same, `${item.id} ${key}: ${JSON.stringify(now?.rows)}`).toBe(true);
    }
  }
}

/** A turn as compared across sets: lower case, letters and digits only, single spaces. */
export function normalizedTurn(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
