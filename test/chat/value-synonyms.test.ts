import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildValueIndex, closestValues, lookupValue } from '../../src/agent/builtin/values.js';
import { AccuracyOracle, PER_QUESTION_MS } from './accuracy-oracle.js';
import type { QuestionCase } from './questions.js';

/**
 * A contract's `value_synonyms` (the demo's stocks contract names the companies behind the tickers):
 * questions that name a company, scored against SQL on the demo file like every development set; and
 * extreme words around a named value ("lowest GOOG price"). VS1-VS6 were written before value synonyms
 * (VS1-VS5 were asked back then); VS7 and VS10 were tried by hand before the extreme-word change (VS7
 * asked back, VS10 answered with the maximum price).
 */

const year = (y: number) => `date >= '${y}-01-01' AND date < '${y + 1}-01-01'`;
const ts = (expr: string) => `strftime(${expr}, '%Y-%m-%dT%H:%M:%S')`;

const COMPANY_QUESTIONS: readonly QuestionCase[] = [
  {
    id: 'VS1',
    q: "What was Google's highest price?",
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'GOOG'`,
  },
  {
    id: 'VS2',
    q: 'average price of amazon by year',
    sql: `SELECT ${ts("date_trunc('year', date)")} AS date, avg(price) AS avg_price FROM stocks WHERE symbol = 'AMZN' GROUP BY 1`,
  },
  {
    id: 'VS3',
    q: 'Average price of Apple and Microsoft in 2008',
    sql: `SELECT symbol, avg(price) AS avg_price FROM stocks WHERE symbol IN ('AAPL', 'MSFT') AND ${year(2008)} GROUP BY 1`,
  },
  {
    id: 'VS4',
    q: 'what was the lowest price of Alphabet in 2009',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'GOOG' AND ${year(2009)}`,
  },
  {
    id: 'VS5',
    q: 'International Business Machines average price',
    sql: `SELECT avg(price) AS avg_price FROM stocks WHERE symbol = 'IBM'`,
  },
  // An extreme word before a value and its measure: that measure's minimum or maximum.
  {
    id: 'VS7',
    q: 'lowest GOOG share price in 2009',
    sql: `SELECT min(price) AS min_price FROM stocks WHERE symbol = 'GOOG' AND ${year(2009)}`,
  },
  {
    id: 'VS8',
    q: 'highest Apple stock price',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'AAPL'`,
  },
  {
    id: 'VS9',
    q: 'peak IBM price in 2003',
    sql: `SELECT max(price) AS max_price FROM stocks WHERE symbol = 'IBM' AND ${year(2003)}`,
  },
  // "the highest average price" is a ranking of averages (of what?), never the column's maximum.
  { id: 'VS10', q: 'highest average price of MSFT', expect: 'questionnaire' },
  { id: 'VS11', q: 'highest MSFT average price', expect: 'questionnaire' },
  // A company the data does not hold is still unknown: never another ticker.
  { id: 'VS6', q: 'average price of Netflix', expect: 'questionnaire' },
];

let oracle: AccuracyOracle;
beforeAll(async () => {
  oracle = await AccuracyOracle.open();
});
afterAll(async () => {
  await oracle?.close();
});

describe('value synonyms in the chat planner', () => {
  it('reads a company name as its ticker', {
    timeout: 60_000 + COMPANY_QUESTIONS.length * PER_QUESTION_MS,
  }, async () => {
    expect(await oracle.score(COMPANY_QUESTIONS, 'value-synonyms')).toBe(1);
  });

  it('names only values the caller can see', () => {
    const synonyms = new Map([['symbol', { AAPL: ['Apple'], MSFT: ['Microsoft'] }]]);
    // Row-level security left this caller AAPL only: "Microsoft" must not lead to MSFT.
    const index = buildValueIndex(new Map([['symbol', ['AAPL']]]), null, null, synonyms);
    expect(lookupValue(index, ['Apple'])?.entries).toEqual([{ dimension: 'symbol', value: 'AAPL' }]);
    expect(lookupValue(index, ['Microsoft'])).toBeNull();
  });

  it('offers a code as a correction only for a word of its length', () => {
    const index = buildValueIndex(new Map([['destination', ['FAR', 'SEA', 'DEN']]]), null);
    expect(closestValues(index, 'fare')).toEqual([]);
    expect(closestValues(index, 'sea').map((e) => e.value)).toEqual(['SEA']);
  });
});
