import { describe, expect, it } from 'vitest';
import {
  allowedNumbers,
  holds,
  inventedNumbers,
  refused,
  type TurnReply,
} from '../../../bench/heldout-score.js';

const reply = (rows: Record<string, unknown>[], extra: Partial<TurnReply> = {}): TurnReply => ({
  prose: '',
  data: [{ columns: [], rows, row_count: rows.length }],
  contextStates: [],
  questionnaires: [],
  errors: [],
  httpError: null,
  ...extra,
});

describe('held-out scoring', () => {
  it('matches time buckets by their start and floats within tolerance', () => {
    const r = reply([
      { m: '2001-02-01T00:00:00', d: 8.9613047558 },
      { m: '2001-01-01T00:00:00', d: 6.338970445 },
    ]);
    expect(holds(r, { sql: '', match: 'set', rows: [['2001-01', 6.338970445000001]] })).toBe(true);
    expect(holds(r, { sql: '', match: 'first', rows: [['2001-01', 6.338970445]] })).toBe(false);
    expect(
      holds(r, {
        sql: '',
        match: 'ordered',
        rows: [
          ['2001-02', 8.9613047558],
          ['2001-01', 6.338970445],
        ],
      }),
    ).toBe(true);
    expect(holds(r, { sql: '', match: 'value', rows: [[6.4]] })).toBe(false);
  });

  it('counts a questionnaire or an empty result as a refusal, a failure event not', () => {
    expect(refused(reply([], { questionnaires: [{ questions: [] }] }))).toBe(true);
    expect(refused(reply([]))).toBe(true);
    expect(refused(reply([{ n: 0 }]))).toBe(false);
    expect(refused(reply([], { errors: [{ code: 'internal_error', message: '' }] }))).toBe(false);
  });

  it('finds prose numbers that no allowed number explains, allowing the rounding written', () => {
    expect(inventedNumbers('Average delay is 6.67 minutes; 370,248 flights.', [6.6679, 370248])).toEqual([]);
    expect(inventedNumbers('About 3.0 million flights, 12% late.', [3_000_000])).toEqual(['12']);
    expect(inventedNumbers('Delay was -0.89 minutes.', [-0.8881])).toEqual([]);
    expect(inventedNumbers('Flight count is 511,503.', [511502])).toEqual(['511,503']);
  });

  it('reads a year the question writes with two digits ("Jan \'03") as that year, never a third', () => {
    const allowed = allowedNumbers(reply([]), ["Google's close, Jan '03."], '');
    expect(inventedNumbers('No data for GOOG in January 2003.', allowed)).toEqual([]);
    expect(inventedNumbers('No data for GOOG in January 2004.', allowed)).toEqual(['2004']);
  });

  it('reads a year the question writes in words ("two thousand and sixteen") as that year', () => {
    const allowed = allowedNumbers(
      reply([]),
      ["Seattle's rainfall in the year two thousand and sixteen, and in nineteen seventy-five?"],
      '',
    );
    expect(inventedNumbers('No data in 2016 or in 1975.', allowed)).toEqual([]);
    expect(inventedNumbers('No data in 2017.', allowed)).toEqual(['2017']);
  });
});
