import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawDuckDb } from '../helpers/raw-duckdb.js';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { connect, mcpUrl, startServer } from './helpers.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function modern(slug: string, key: string): Promise<ModernClient> {
  const transport = new ModernTransport(new URL(mcpUrl(server, slug)), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  const client = new ModernClient(
    { name: 'charter-tests-modern', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await client.connect(transport);
  return client;
}

const clients: [string, () => Promise<Client | ModernClient>][] = [
  [
    '2025-11-25 session (v1 SDK)',
    async () => (await connect(server, 'analytics-app', KEYS.analytics)).client,
  ],
  ['2026-07-28 (v2 SDK)', () => modern('analytics-app', KEYS.analytics)],
];

function textOfPrompt(result: { messages: { content: unknown }[] }): string {
  const content = result.messages[0]?.content as { type?: string; text?: string } | undefined;
  if (content?.type !== 'text' || content.text === undefined)
    throw new Error('the prompt has no text message');
  return content.text;
}

/** The query_contract arguments a prompt's message hands the model. */
function callIn(text: string): Record<string, unknown> {
  const json = /```json\n(.*)\n```/s.exec(text)?.[1];
  if (!json) throw new Error(`no query_contract call in: ${text}`);
  return JSON.parse(json) as Record<string, unknown>;
}

describe.each(clients)('prompts and completion over %s', (_name, open) => {
  it('lists the prompts, and each one hands the model a query that runs', async () => {
    const client = await open();
    expect(client.getServerCapabilities()).toMatchObject({ prompts: {}, completions: {} });
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['trend_by_month', 'verified_question']);

    const trend = await client.getPrompt({
      name: 'trend_by_month',
      arguments: { contract_name: 'flights', measure: 'avg_delay' },
    });
    const trendText = textOfPrompt(trend);
    expect(callIn(trendText)).toEqual({
      contract_name: 'flights',
      query: {
        dimensions: [{ name: 'flight_date', time_grain: 'month' }],
        measures: ['avg_delay'],
        sorts: [{ field: 'flight_date', direction: 'asc' }],
      },
    });
    const ran = await client.callTool({ name: 'query_contract', arguments: callIn(trendText) });
    expect(ran.isError).toBeFalsy();

    const verified = await client.getPrompt({
      name: 'verified_question',
      arguments: { contract_name: 'flights', question: 'What are the busiest routes?' },
    });
    const verifiedText = textOfPrompt(verified);
    expect(verifiedText.startsWith('What are the busiest routes?')).toBe(true);
    const answered = await client.callTool({ name: 'query_contract', arguments: callIn(verifiedText) });
    expect(answered.isError).toBeFalsy();
    await client.close();
  });

  it('refuses unknown prompts, contracts outside the scope and unknown measures', async () => {
    const client = await open();
    const requests: { name: string; arguments: Record<string, string> }[] = [
      { name: 'nope', arguments: {} },
      { name: 'trend_by_month', arguments: { contract_name: 'regional_flights', measure: 'flight_count' } },
      { name: 'trend_by_month', arguments: { contract_name: 'flights', measure: 'nope' } },
      { name: 'verified_question', arguments: { contract_name: 'flights', question: 'made up?' } },
    ];
    for (const request of requests) {
      await expect(client.getPrompt(request)).rejects.toThrow(/-32602|Unknown|not a verified|Invalid/);
    }
    await client.close();
  });

  it('completes contract names, measures and verified questions from the consumer’s scope only', async () => {
    const client = await open();
    const contracts = await client.complete({
      ref: { type: 'ref/prompt', name: 'trend_by_month' },
      argument: { name: 'contract_name', value: '' },
    });
    expect(contracts.completion.values).toContain('flights');
    expect(contracts.completion.values).not.toContain('regional_flights');
    const resource = await client.complete({
      ref: { type: 'ref/resource', uri: 'svc://consumer/analytics-app/contracts/{contract_name}' },
      argument: { name: 'contract_name', value: 'fli' },
    });
    expect(resource.completion.values).toEqual(['flights']);
    const measures = await client.complete({
      ref: { type: 'ref/prompt', name: 'trend_by_month' },
      argument: { name: 'measure', value: 'AVG' },
      context: { arguments: { contract_name: 'flights' } },
    });
    expect(measures.completion.values).toEqual(['avg_delay', 'avg_distance']);
    const questions = await client.complete({
      ref: { type: 'ref/prompt', name: 'verified_question' },
      argument: { name: 'question', value: 'busiest' },
      context: { arguments: { contract_name: 'flights' } },
    });
    expect(questions.completion.values).toEqual(['What are the busiest routes?']);
    await client.close();
  });
});

/** The distinct strings of one column of raw rows, sorted. */
const sortedColumn = (rows: Record<string, unknown>[], column: string) =>
  rows.map((r) => String(r[column])).sort();

describe.each(clients)('dimension values completion over %s', (_name, open) => {
  it('offers the text dimensions, then their values, as the raw data has them', async () => {
    const client = await open();
    const dimensions = await client.complete({
      ref: { type: 'ref/prompt', name: 'trend_by_month' },
      argument: { name: 'dimension', value: 'ori' },
      context: { arguments: { contract_name: 'flights' } },
    });
    expect(dimensions.completion.values).toEqual([
      'origin',
      'origin_city',
      'origin_airport_name',
      'origin_state',
    ]);
    const values = await client.complete({
      ref: { type: 'ref/prompt', name: 'trend_by_month' },
      argument: { name: 'value', value: 'se' },
      context: { arguments: { contract_name: 'flights', dimension: 'origin' } },
    });
    const raw = await rawDuckDb();
    try {
      const expected = await raw.rows(
        "SELECT DISTINCT origin FROM raw_flights WHERE lower(origin) LIKE '%se%' ORDER BY origin",
      );
      expect([...values.completion.values].sort()).toEqual(sortedColumn(expected, 'origin'));
      expect(values.completion.values).toContain('SEA');
    } finally {
      raw.close();
    }
    // The value completed is one the prompt accepts, and its query runs narrowed to it.
    const prompt = await client.getPrompt({
      name: 'trend_by_month',
      arguments: { contract_name: 'flights', measure: 'avg_delay', dimension: 'origin', value: 'SEA' },
    });
    const call = callIn(textOfPrompt(prompt));
    expect(call.query).toMatchObject({ filters: [{ field: 'origin', operator: 'eq', value: 'SEA' }] });
    const ran = await client.callTool({ name: 'query_contract', arguments: call });
    expect(ran.isError).toBeFalsy();
    await client.close();
  });
});

describe('dimension values completion under row-level security', () => {
  const complete = (client: Client, value: string) =>
    client.complete({
      ref: { type: 'ref/prompt', name: 'trend_by_month' },
      argument: { name: 'value', value },
      context: { arguments: { contract_name: 'regional_flights', dimension: 'origin' } },
    });

  it("offers only the airports of the session's state", async () => {
    const { client } = await connect(server, 'state-portal', KEYS.state, {
      'x-charter-context': '{"state":"WA"}',
    });
    const raw = await rawDuckDb();
    try {
      const expected = await raw.rows(
        "SELECT DISTINCT f.origin FROM raw_flights f JOIN raw_airports a ON a.iata = f.origin WHERE a.state = 'WA'",
      );
      const offered = await complete(client, '');
      expect([...offered.completion.values].sort()).toEqual(sortedColumn(expected, 'origin'));
      // An airport of another state is not offered, even typed in full.
      expect((await complete(client, 'SFO')).completion.values).toEqual([]);
    } finally {
      raw.close();
      await client.close();
    }
  });

  it('offers nothing when the session has no context for the row filter', async () => {
    const { client } = await connect(server, 'state-portal', KEYS.state);
    expect((await complete(client, '')).completion.values).toEqual([]);
    await client.close();
  });
});

describe('a sql-only consumer', () => {
  it('declares neither prompts nor completion', async () => {
    const { client } = await connect(server, 'sql-explorer', KEYS.sql);
    const capabilities = client.getServerCapabilities();
    expect(capabilities?.prompts).toBeUndefined();
    expect(capabilities?.completions).toBeUndefined();
    await client.close();
  });
});
