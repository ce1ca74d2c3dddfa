import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpretConversation } from '../../src/agent/builtin/interpret.js';
import { relationSelect } from '../../src/agent/builtin/query.js';
import { relationSubject, type Subject } from '../../src/agent/builtin/subject.js';
import { needsRows } from '../../src/agent/builtin/tables/fallback.js';
import { tableIntent } from '../../src/agent/builtin/tables/intent.js';
import { withContractJoins } from '../../src/agent/builtin/tables/joins.js';
import { buildValueIndex } from '../../src/agent/builtin/values.js';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { AccuracyOracle } from './accuracy-oracle.js';
import { ask, chat, eventsOf, expectWellFormed } from './helpers.js';

/**
 * The built-in planner over raw tables (src/agent/builtin/tables/): joins only where a contract
 * defines them and only to tables the caller may read, row thresholds, and the ops agent's fallback
 * from a contract to SQL, with row-level security applied by execute_sql as for any statement.
 */

let oracle: AccuracyOracle;
let server: RunningServer;

beforeAll(async () => {
  oracle = await AccuracyOracle.open();
  server = oracle.server;
});
afterAll(async () => {
  await oracle?.close();
});

const FLIGHT_COLUMNS = [
  { name: 'date', type: 'timestamp' as const, engineType: 'TIMESTAMP', description: 'Departure time.' },
  { name: 'delay', type: 'integer' as const, engineType: 'BIGINT', description: 'Delay in minutes.' },
  { name: 'distance', type: 'integer' as const, engineType: 'BIGINT', description: 'Miles.' },
  { name: 'origin', type: 'string' as const, engineType: 'VARCHAR', description: 'Departure airport.' },
  { name: 'destination', type: 'string' as const, engineType: 'VARCHAR', description: 'Arrival airport.' },
];

const FLIGHTS_ABOUT =
  'One row per flight: departure time, delay, distance, origin and destination airport codes.';

function flights(readable: readonly string[]): Subject {
  const plain = relationSubject('table', 'flights', FLIGHT_COLUMNS, 'Flights', FLIGHTS_ABOUT);
  return withContractJoins(plain, server.service.catalog.contracts.values(), new Set(readable));
}

async function count(sql: string): Promise<number> {
  const rows = await oracle.rows(sql);
  return Number(Object.values(rows[0] ?? {})[0]);
}

async function intentFor(subject: Subject, question: string) {
  const read = await interpretConversation([question], { subjects: [subject], values: async () => null });
  if (read.outcome.kind !== 'answer') throw new Error(`asked: ${read.outcome.message}`);
  return tableIntent(read.outcome.intent, read.reading, question);
}

describe('tables read through the joins a contract defines', () => {
  it('gains the joined columns only when the caller may read every joined table', () => {
    const alone = flights(['flights']);
    expect(alone.dimensions.map((d) => d.name)).not.toContain('origin_state');
    expect(alone.joins).toBeUndefined();
    const joined = flights(['flights', 'airports']);
    expect(joined.dimensions.map((d) => d.name)).toEqual(
      expect.arrayContaining(['origin_city', 'origin_state', 'destination_state']),
    );
    // The contracts' words for the table's own columns come along ("departing" → origin).
    expect(joined.dimensions.find((d) => d.name === 'origin')?.synonyms).toContain('departing');
  });

  it('writes the contract join only when a joined column is used, with the renderer', async () => {
    const subject = flights(['flights', 'airports']);
    const byState = server.service.renderer.renderInline(
      relationSelect(await intentFor(subject, 'number of flights by origin state'), 100),
    );
    expect(byState).toContain('LEFT JOIN "airports" AS "origin_airport"');
    expect(byState).toContain('"flights"."origin" = "origin_airport"."iata"');
    const byOrigin = server.service.renderer.renderInline(
      relationSelect(await intentFor(subject, 'number of flights by origin'), 100),
    );
    expect(byOrigin).not.toContain('JOIN');
  });
});

describe('"how many" before a text column', () => {
  it('counts its distinct values through the join, not the rows per value', async () => {
    const intent = await intentFor(flights(['flights', 'airports']), 'How many origin states are there?');
    expect(intent.groupBy).toEqual([]);
    expect(intent.measures.map((m) => [m.aggregation, m.column])).toEqual([
      ['count_distinct', 'origin_state'],
    ]);
    const sql = server.service.renderer.renderInline(relationSelect(intent, 100));
    expect(sql).toContain('count(DISTINCT "origin_airport"."state")');
    expect(sql).toContain('LEFT JOIN "airports" AS "origin_airport"');
  });

  it('leaves "how many flights per origin" as a count per origin', async () => {
    const intent = await intentFor(flights(['flights']), 'How many flights per origin?');
    expect(intent.groupBy.map((g) => g.dimension.name)).toEqual(['origin']);
    expect(intent.measures.map((m) => m.name)).toEqual(['flight_count']);
  });
});

describe('a model', () => {
  it("gets the contracts' words for its text columns, and no join", () => {
    const cols = ['origin', 'destination'].map((name) => ({
      name,
      type: 'string' as const,
      engineType: 'VARCHAR',
      description: '',
    }));
    const plain = relationSubject('model', 'route_stats', cols, 'Routes', 'One row per route.');
    const model = withContractJoins(plain, server.service.catalog.contracts.values(), new Set(['flights']));
    expect(model.dimensions.find((d) => d.name === 'destination')?.synonyms).toContain('to');
    expect(model.joins).toBeUndefined();
    const unread = withContractJoins(plain, server.service.catalog.contracts.values(), new Set());
    expect(unread.dimensions.find((d) => d.name === 'destination')?.synonyms).not.toContain('to');
  });
});

describe('thresholds over a table', () => {
  it('filters rows and counts them when asked how many', async () => {
    const intent = await intentFor(
      flights(['flights']),
      'How many flights were delayed by more than 60 minutes?',
    );
    expect(intent.measures.map((m) => m.name)).toEqual(['flight_count']);
    expect(intent.filters).toEqual([{ field: 'delay', kind: 'dimension', operator: 'gt', value: 60 }]);
    const sql = server.service.renderer.renderInline(relationSelect(intent, 100));
    expect(sql).toContain('WHERE "flights"."delay" > 60');
    expect(sql).not.toContain('HAVING');
  });

  it('keeps a threshold on groups as a HAVING', async () => {
    const intent = await intentFor(flights(['flights']), 'origins with average delay above 10');
    expect(intent.filters).toEqual([{ field: 'avg_delay', kind: 'measure', operator: 'gt', value: 10 }]);
    expect(needsRows(intent)).toBe(false);
  });
});

describe('the ops agent falls back to SQL only for what its contract cannot answer', () => {
  const asOps = (q: string, state: string) =>
    chat(server.url, 'ops-agent', KEYS.ops, ask(q, { context: { state } }));

  it('answers a covered question with the contract', async () => {
    const s = await asOps('How many flights departed from LAX?', 'CA');
    expectWellFormed(s);
    const ctx = eventsOf(s.events, 'context_state')[0];
    expect(ctx?.contract).toBe('regional_flights');
    expect(ctx?.sql).toBeNull();
  });

  it('counts flights over a delay threshold with SQL, inside the caller state', async () => {
    const s = await asOps('How many flights were delayed by more than 60 minutes?', 'CA');
    expectWellFormed(s);
    const ctx = eventsOf(s.events, 'context_state')[0];
    expect(ctx?.contract).toBeNull();
    expect(ctx?.sql).toContain('"flights"."delay" > 60');
    const rows = eventsOf(s.events, 'data')[0]?.rows ?? [];
    const expected = await count(
      `SELECT count(*) FROM flights f JOIN airports o ON f.origin = o.iata WHERE o.state = 'CA' AND f.delay > 60`,
    );
    expect(rows).toEqual([{ flight_count: expected }]);
    expect(expected).toBeLessThan(await count('SELECT count(*) FROM flights WHERE delay > 60'));
    expect(s.content).toMatch(/^I read this as number of flights for delay above 60/);
  });

  it('never matches a value outside the caller state, even through a join', async () => {
    const s = await asOps('How many flights departed from Texas?', 'CA');
    expectWellFormed(s);
    expect(eventsOf(s.events, 'data')).toHaveLength(0);
    expect(eventsOf(s.events, 'questionnaire')).toHaveLength(1);
  });
});

describe('a threshold with a unit, and a place on the grouped side', () => {
  it('reads "over 2000 miles" as a distance per row, counted, not a count above 2000', async () => {
    const intent = await intentFor(flights(['flights', 'airports']), 'Number of flights over 2000 miles');
    expect(intent.measures.map((m) => m.name)).toEqual(['flight_count']);
    expect(intent.filters).toEqual([{ field: 'distance', kind: 'dimension', operator: 'gt', value: 2000 }]);
  });

  it('filters the grouped side with a place that follows its words', async () => {
    const subject = flights(['flights', 'airports']);
    const values = async () => buildValueIndex(new Map([['origin_state', ['CA', 'TX']]]), null, null);
    const read = async (q: string) => {
      const r = await interpretConversation([q], { subjects: [subject], values });
      if (r.outcome.kind !== 'answer') throw new Error(`asked: ${r.outcome.message}`);
      return tableIntent(r.outcome.intent, r.reading, q).filters.map((f) => f.field);
    };
    expect(await read('Which destination airport in California gets the most flights?')).toEqual([
      'destination_state',
    ]);
    // "from" names the origin side: the place stays there.
    expect(await read('Top 3 destinations from California')).toEqual(['origin_state']);
  });
});

describe('the ops agent routes between its contract and its tables', () => {
  const asOps = (q: string, state: string) =>
    chat(server.url, 'ops-agent', KEYS.ops, ask(q, { context: { state } }));

  it('keeps the contract meaning of its own words though the question names the table', async () => {
    const s = await asOps('How many late flights?', 'TX');
    expectWellFormed(s);
    expect(eventsOf(s.events, 'context_state')[0]?.contract).toBe('regional_flights');
    expect(Object.keys(eventsOf(s.events, 'data')[0]?.rows[0] ?? {})).toEqual(['delayed_flights']);
  });

  it('answers "our flights" over the table its contract governs, inside the caller state', async () => {
    const s = await asOps('How many of our flights flew more than 2000 miles?', 'WA');
    expectWellFormed(s);
    const expected = await count(
      `SELECT count(*) FROM flights f JOIN airports o ON f.origin = o.iata WHERE o.state = 'WA' AND f.distance > 2000`,
    );
    expect(eventsOf(s.events, 'data')[0]?.rows).toEqual([{ flight_count: expected }]);
  });

  it('asks rather than filtering the one total when no table can read the threshold', async () => {
    const s = await asOps('late flights above 100', 'WA');
    expectWellFormed(s);
    expect(eventsOf(s.events, 'data')).toHaveLength(0);
    expect(eventsOf(s.events, 'questionnaire')).toHaveLength(1);
  });
});

describe('an anti-join reads the other table through the caller row filter', () => {
  const asking = (slug: string, key: string, q: string, context?: Record<string, string>) =>
    chat(server.url, slug, key, ask(q, context ? { context } : {}));
  const q = 'how many Nevada airports have no arrivals?';
  const noArrivals = (from: string) =>
    `SELECT count(*) FROM airports WHERE state = 'NV' AND iata NOT IN (SELECT f.destination FROM ${from})`;

  it('writes NOT EXISTS on the contract join key, and counts over every flight for sql-explorer', async () => {
    const s = await asking('sql-explorer', KEYS.sql, q);
    expectWellFormed(s);
    const sql = eventsOf(s.events, 'context_state')[0]?.sql ?? '';
    expect(sql.replace(/\s+/g, ' ')).toContain(
      'NOT (EXISTS (SELECT 1 AS "one" FROM "flights" WHERE "flights"."destination" = "airports"."iata"))',
    );
    const expected = await count(noArrivals('flights f'));
    expect(eventsOf(s.events, 'data')[0]?.rows).toEqual([{ airport_count: expected }]);
  });

  it('sees only the caller state departures inside the subquery for ops-agent', async () => {
    const s = await asking('ops-agent', KEYS.ops, q, { state: 'HI' });
    expectWellFormed(s);
    const governed = await count(
      noArrivals(`flights f JOIN airports o ON f.origin = o.iata WHERE o.state = 'HI'`),
    );
    expect(eventsOf(s.events, 'data')[0]?.rows).toEqual([{ airport_count: governed }]);
    // Another state's flights to Nevada would make the count smaller: they stay out of the subquery.
    expect(governed).toBeGreaterThan(await count(noArrivals('flights f')));
  });

  it('asks back about another state when the filter is the one row-level security pins', async () => {
    const s = await asking('ops-agent', KEYS.ops, 'how many California airports have no departures?', {
      state: 'WA',
    });
    expectWellFormed(s);
    expect(eventsOf(s.events, 'data')).toHaveLength(0);
    expect(eventsOf(s.events, 'questionnaire')).toHaveLength(1);
  });
});
