import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, type RunningServer, startDemoServer } from '../helpers/server.js';
import { ask, chat, eventsOf, expectWellFormed } from './helpers.js';

/**
 * The built-in planner never fails on what a person types. Questions are random runs of the words
 * its readers look for (time leads, separators, comparisons, measures, places, numbers, dates) in
 * any order, so a reader that looks one token past the end or past a lead word is found here: a
 * question ending in "in" once read past the last token and failed the turn with internal_error.
 * Every turn must end in a well-formed stream; an answer, a question back or a refusal are all fine,
 * an internal error is not. 60 questions per consumer with a fixed seed; explore more with
 * `FUZZ_RUNS=400 FUZZ_SEED=7 npx vitest run test/chat/fuzz.test.ts`.
 */

const WORDS = [
  'in',
  'from',
  'between',
  'to',
  'and',
  'since',
  'before',
  'after',
  'until',
  'prior',
  'through',
  'by',
  'per',
  'of',
  'the',
  'a',
  'for',
  'at',
  'on',
  'over',
  'under',
  'more',
  'less',
  'than',
  'not',
  'no',
  'top',
  'most',
  'least',
  'highest',
  'lowest',
  'average',
  'total',
  'how',
  'many',
  'which',
  'what',
  'is',
  'flights',
  'delay',
  'delayed',
  'late',
  'distance',
  'origin',
  'destination',
  'route',
  'state',
  'city',
  'airport',
  'airports',
  'weather',
  'rain',
  'windy',
  'temperature',
  'price',
  'stock',
  'life',
  'expectancy',
  'population',
  'month',
  'monthly',
  'year',
  'quarter',
  'week',
  'day',
  'hour',
  'last',
  'this',
  'first',
  'half',
  'March',
  'June',
  'Q2',
  '2001',
  '2012',
  '2008',
  '2001-03-15',
  '15',
  '-5',
  '60',
  'minutes',
  'hours',
  'SEA',
  'LAX',
  'Texas',
  'CA',
  'Chicago',
  "O'Hare",
  'AAPL',
  'China',
  'why',
  'what about',
  '?',
  ',',
  '-',
  'thru',
  'till',
  'compared',
  'vs',
  'share',
  'median',
  'each',
  'every',
];

const question = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 9 }).map((w) => w.join(' '));

const CONSUMERS = [
  { slug: 'analytics-app', key: KEYS.analytics, extra: {} },
  { slug: 'state-portal', key: KEYS.state, extra: { context: { state: 'CA' } } },
  { slug: 'ops-agent', key: KEYS.ops, extra: { context: { state: 'TX' } } },
  { slug: 'sql-explorer', key: KEYS.sql, extra: {} },
] as const;

let server: RunningServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the built-in planner on random questions', () => {
  for (const consumer of CONSUMERS) {
    it(`${consumer.slug}: every turn ends well formed, never with an internal error`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(question, { minLength: 1, maxLength: 2 }), async (turns) => {
          // Two user turns make a follow-up: the assistant turn between them is a plain sentence.
          const messages =
            turns.length === 2 ? [turns[0] as string, 'Here is the answer.', turns[1] as string] : turns;
          const s = await chat(server.url, consumer.slug, consumer.key, ask(messages, consumer.extra));
          expectWellFormed(s);
          const internal = eventsOf(s.events, 'error').filter((e) => e.code === 'internal_error');
          expect(internal, `${JSON.stringify(messages)}`).toEqual([]);
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 60), seed: Number(process.env.FUZZ_SEED ?? 20261125) },
      );
    }, 180_000);
  }
});
