import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccuracyOracle, PER_QUESTION_MS } from './accuracy-oracle.js';
import { HELD_OUT, HELD_OUT_2, HELD_OUT_3, QUESTIONS } from './questions.js';

/**
 * The built-in planner's accuracy on QUESTIONS, scored by `AccuracyOracle` (SQL run directly on the
 * demo DuckDB file, never the planner). The result is printed and the rate is guarded by a floor;
 * the numbers are reported in docs/chat.md.
 */

let oracle: AccuracyOracle;
beforeAll(async () => {
  oracle = await AccuracyOracle.open();
});
afterAll(async () => {
  await oracle?.close();
});

describe('built-in planner accuracy', () => {
  it(`answers at least 90% of the ${QUESTIONS.length} development questions exactly as the SQL oracle`, {
    timeout: Math.max(60_000, QUESTIONS.length * PER_QUESTION_MS),
  }, async () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(await oracle.score(QUESTIONS, 'development')).toBeGreaterThanOrEqual(0.9);
  });

  const heldOut = [HELD_OUT, HELD_OUT_2, HELD_OUT_3];
  it(`answers most of the ${heldOut.flat().length} held-out questions`, async () => {
    let correct = 0;
    for (const [i, set] of heldOut.entries())
      correct += (await oracle.score(set, `held-out-${i + 1}`)) * set.length;
    expect(correct / heldOut.flat().length).toBeGreaterThanOrEqual(0.6);
  });
});
