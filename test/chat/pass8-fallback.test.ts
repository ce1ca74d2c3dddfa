import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccuracyOracle, PER_QUESTION_MS } from './accuracy-oracle.js';
import { FALLBACK_PASS8_QUESTIONS } from './questions-pass8-fallback.js';

/**
 * The built-in planner's accuracy on the pass 8 questions for the ops agent's SQL fallback and for
 * row-level security (state-portal and the ops agent), scored as test/chat/accuracy.test.ts scores
 * QUESTIONS (`AccuracyOracle`): expected answers come from SQL run directly on the demo DuckDB file.
 */

let oracle: AccuracyOracle;
beforeAll(async () => {
  oracle = await AccuracyOracle.open();
});
afterAll(async () => {
  await oracle?.close();
});

// F01–F66: 50/66 before the pass (written and run before any planner change), 64/66 after it;
// with G01–G22, added during the pass for its rules, 86/88.
const FLOOR = 0.96;

describe('built-in planner accuracy, pass 8 fallback and RLS questions', () => {
  it(`answers the ${FALLBACK_PASS8_QUESTIONS.length} questions at least as well as recorded`, {
    timeout: Math.max(60_000, FALLBACK_PASS8_QUESTIONS.length * PER_QUESTION_MS),
  }, async () => {
    expect(FALLBACK_PASS8_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(await oracle.score(FALLBACK_PASS8_QUESTIONS, 'pass8-fallback')).toBeGreaterThanOrEqual(FLOOR);
  });
});
