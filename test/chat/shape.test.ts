import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksForShape } from '../../src/agent/builtin/schema.js';
import { KEYS } from '../helpers/server.js';
import { AccuracyOracle } from './accuracy-oracle.js';
import { ask, chat, eventsOf, expectWellFormed } from './helpers.js';

/**
 * Questions about the shape of a data set (src/agent/builtin/schema.ts): answered from the catalog
 * through describe_object, never with a figure. Before, "what columns does the flights table have?"
 * dropped "columns" and answered with the flight count.
 */

let oracle: AccuracyOracle;
beforeAll(async () => {
  oracle = await AccuracyOracle.open();
});
afterAll(async () => {
  await oracle?.close();
});

async function reply(slug: string, key: string, q: string, context?: Record<string, string>) {
  const s = await chat(oracle.server.url, slug, key, ask(q, context ? { context } : {}));
  expectWellFormed(s);
  expect(eventsOf(s.events, 'data'), q).toEqual([]);
  return s;
}

describe('the shape of a data set', () => {
  it('tells a question about columns from one about rows', () => {
    expect(asksForShape('what columns does the flights table have?')).toBe(true);
    expect(asksForShape('describe the airports table')).toBe(true);
    expect(asksForShape('Which fields are in route_stats?')).toBe(true);
    expect(asksForShape('how many flights from SEA')).toBe(false);
    expect(asksForShape('average delay by origin')).toBe(false);
    // A place's name is no shape word (heldout-11 S26 was answered with the contract's fields).
    expect(asksForShape("what's the average delay for flights from Dallas Love Field?")).toBe(false);
  });

  it("lists a table's columns as the catalog describes them, with no figure", async () => {
    const s = await reply('sql-explorer', KEYS.sql, 'what columns does the flights table have?');
    const [column] = (await oracle.rows(
      `SELECT count(*) AS n FROM information_schema.columns WHERE table_name = 'flights'`,
    )) as { n: number }[];
    expect(s.content).toMatch(new RegExp(`table \`flights\`\\) has ${column?.n} columns`));
    for (const name of ['date', 'delay', 'distance', 'origin', 'destination'])
      expect(s.content).toContain(`${name} (`);
    const model = await reply('sql-explorer', KEYS.sql, 'which fields are in route_stats?');
    expect(model.content).toMatch(/model `route_stats`\) has 5 columns: origin .*avg_distance/);
  });

  it("names a contract's dimensions and measures, and only for what the consumer sees", async () => {
    const s = await reply('analytics-app', KEYS.analytics, 'what fields does the stocks data have?');
    expect(s.content).toMatch(
      /contract `stocks`\) can be broken down by symbol .*its measures are avg_price/,
    );
    const state = await reply('state-portal', KEYS.state, 'what dimensions can I use?', { state: 'WA' });
    expect(state.content).toMatch(/contract `regional_flights`\)/);
    // Stocks are outside the SQL explorer's scope: nothing about them is told.
    const outside = await reply('sql-explorer', KEYS.sql, 'describe the stocks table');
    expect(outside.content).not.toMatch(/symbol|price/);
  });

  it('asks which data set when several could be meant', async () => {
    const s = await reply('analytics-app', KEYS.analytics, 'which measures are there?');
    expect(eventsOf(s.events, 'questionnaire')).toHaveLength(1);
    expect(s.content).toMatch(/which one\? You can see US domestic flights, Seattle daily weather/);
  });
});
