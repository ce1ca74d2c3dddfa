import { expect } from 'vitest';
import { type StoredSet, sameCells } from './compute.js';
import type { Item } from './set.js';

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

/** The least number of items of each category a held-out set holds. */
export type CategoryMinimums = Readonly<Record<Item['category'], number>>;

/**
 * The shape every held-out set keeps: each category at least its minimum, all four consumers, a state
 * context wherever row-level security is asked about (and none where a missing context is the point),
 * and a breach answer for every injection or question about another state's rows.
 */
export function expectSetShape(items: readonly Item[], minimums: CategoryMinimums): void {
  for (const [category, least] of Object.entries(minimums)) {
    expect(items.filter((i) => i.category === category).length, category).toBeGreaterThanOrEqual(least);
  }
  expect(new Set(items.map((i) => i.consumer)).size).toBe(4);
  for (const item of items) {
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
}

/** No turn of `items` is a turn of an earlier set, compared as normalised text. */
export function expectNoRepeats(items: readonly Item[], earlier: readonly StoredSet[]): void {
  const asked = new Set(earlier.flatMap((s) => s.items.flatMap((i) => i.turns.map(normalizedTurn))));
  const repeated = items.flatMap((i) => i.turns.filter((t) => asked.has(normalizedTurn(t))));
  expect(repeated).toEqual([]);
}
