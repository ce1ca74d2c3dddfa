import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccuracyOracle, PER_QUESTION_MS } from './accuracy-oracle.js';
import { PASS8_QUESTIONS } from './questions-pass8.js';

/**
 * The built-in planner's accuracy on the pass 8 contract-path questions (analytics-app over its four
 * contracts, state-portal under its state's row-level security), scored as
 * test/chat/accuracy.test.ts scores QUESTIONS (`AccuracyOracle`): expected answers come from SQL run
 * directly on the demo DuckDB file, never from the planner.
 */

let oracle: AccuracyOracle;
beforeAll(async () => {
  oracle = await AccuracyOracle.open();
});
afterAll(async () => {
  await oracle?.close();
});

// 45/74 before the pass (G01–G74, written before any planner change); after it 72/74 on those as
// first written (G08 asked back, G64 asked back as P110 and held-out questions expect, so G64 is now
// recorded as a question) and 109/110 with G75–G110, added while probing the same rules.
const FLOOR = 0.95;

describe('built-in planner accuracy, pass 8 contract-path questions', () => {
  it(`answers the ${PASS8_QUESTIONS.length} questions at least as well as recorded`, {
    timeout: Math.max(60_000, PASS8_QUESTIONS.length * PER_QUESTION_MS),
  }, async () => {
    expect(PASS8_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(await oracle.score(PASS8_QUESTIONS, 'pass8')).toBeGreaterThanOrEqual(FLOOR);
  });
});
