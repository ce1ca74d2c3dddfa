import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/load.js';
import { ask, chat, eventsOf, expectWellFormed } from '../chat/helpers.js';
import { LOW_BUDGET } from '../engines/result-budget.js';
import { KEYS, postJson, type RunningServer } from '../helpers/server.js';
import { connect, INITIALIZE, mcpUrl, rawPost, startServer, textOf } from '../mcp/helpers.js';

/**
 * The hostile statements over the real server, as `sql-explorer`
 * through MCP execute_sql, with the response budget (and, for out-of-memory,
 * DuckDB's memory_limit) set low so each runs in seconds.
 */
let bounded: RunningServer;
let tight: RunningServer;

const withBudget = (c: Config): Config => ({
  ...c,
  limits: { ...c.limits, results: { max_bytes: LOW_BUDGET } },
});
const withLittleMemory = (c: Config): Config =>
  c.warehouse.engine === 'duckdb' ? { ...c, warehouse: { ...c.warehouse, memory_limit: '100MB' } } : c;

beforeAll(async () => {
  [bounded, tight] = await Promise.all([startServer(withBudget), startServer(withLittleMemory)]);
});
afterAll(async () => {
  await Promise.all([bounded?.close(), tight?.close()]);
});

const auth = { authorization: `Bearer ${KEYS.sql}` };

/** One execute_sql call over raw JSON-RPC, so the size of the HTTP body as sent can be measured. */
async function rawExecuteSql(server: RunningServer, sql: string) {
  const url = mcpUrl(server, 'sql-explorer');
  const init = await rawPost(url, INITIALIZE, auth);
  const session = { ...auth, 'mcp-session-id': init.headers.get('mcp-session-id') as string };
  await rawPost(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, session);
  const res = await rawPost(
    url,
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'execute_sql', arguments: { sql } } },
    session,
  );
  expect(res.status).toBe(200);
  // The answer comes as JSON or as SSE `data:` lines, depending on the client's Accept; on a stream
  // a cut result's warning (notifications/message) comes before the answer to request 2.
  const payload =
    res.json ??
    res.text
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)) as { id?: unknown })
      .find((m) => m.id === 2) ??
    null;
  const result = (payload as { result: CallToolResult }).result;
  return {
    bytes: Buffer.byteLength(res.text),
    result,
    value: result.structuredContent as Record<string, unknown>,
  };
}

async function callSql(server: RunningServer, sql: string) {
  const { client } = await connect(server, 'sql-explorer', KEYS.sql);
  try {
    const result = (await client.callTool({ name: 'execute_sql', arguments: { sql } })) as CallToolResult;
    return { result, value: result.structuredContent as Record<string, unknown> };
  } finally {
    await client.close();
  }
}

describe('result budget over MCP execute_sql (DuckDB)', () => {
  it('SELECT repeat(origin, 3000) … LIMIT 10000: the rows that fit, cut by bytes, sent once', async () => {
    const { bytes, result, value } = await rawExecuteSql(
      bounded,
      'SELECT repeat(origin, 3000) FROM flights LIMIT 10000',
    );
    expect(result.isError).toBeFalsy();
    // {"repeat(origin, 3000)":"<9,000 characters>"} is 9,027 bytes: seven rows fit in 64 KiB.
    expect(value).toMatchObject({ row_count: 7, truncated: true, truncated_by: 'bytes' });
    expect(value.message).toMatch(
      /cut at 7 rows: the next row would pass the response size limit of 65536 bytes/,
    );
    const text = textOf(result);
    expect(text).toMatch(/^7 rows, columns repeat\(origin, 3000\); the rows are in structuredContent\./);
    expect(text.length).toBeLessThan(500);
    // The rows travel once: the whole HTTP body is the budget plus a small envelope.
    expect(bytes).toBeGreaterThan(7 * 9_000);
    expect(bytes).toBeLessThan(LOW_BUDGET + 4_096);
  });

  it('list(origin), list(destination), list(date) over all flights: result_too_large, and the next query answers', async () => {
    const { bytes, result, value } = await rawExecuteSql(
      bounded,
      'SELECT list(origin) a, list(destination) b, list(date) c FROM flights',
    );
    expect(result.isError).toBe(true);
    expect(value).toMatchObject({ code: 'result_too_large' });
    expect(String(value.message)).toMatch(/65536 bytes/);
    expect(bytes).toBeLessThan(4_096);
    const next = await callSql(bounded, 'SELECT count(*) AS n FROM flights');
    expect(next.value).toMatchObject({
      rows: [{ n: 3_000_000 }],
      truncated: false,
      truncated_by: null,
      message: null,
    });
  });
});

describe('result budget over MCP query_contract and chat (DuckDB)', () => {
  it('a cut contract page applies the rows it holds as its limit, and the summary says so', async () => {
    const { client } = await connect(bounded, 'analytics-app', KEYS.analytics);
    try {
      const result = (await client.callTool({
        name: 'query_contract',
        arguments: {
          contract_name: 'flights',
          query: {
            dimensions: [{ name: 'origin' }, { name: 'destination' }],
            measures: ['avg_delay'],
            limit: 10_000,
          },
        },
      })) as CallToolResult;
      const value = result.structuredContent as Record<string, unknown> & { query: { limit: number } };
      expect(value).toMatchObject({ truncated: true, has_next_page: true });
      expect(value.query.limit).toBe(value.row_count);
      expect(value.row_count).toBeLessThan(3_399);
      expect(value.message).toMatch(/response size limit of 65536 bytes/);
      const text = textOf(result);
      expect(text).toMatch(
        /^\d+ rows, columns origin, destination, avg_delay; the rows are in structuredContent\. More rows exist/,
      );
      expect(text).toContain(String(value.message));
    } finally {
      await client.close();
    }
  });

  it('the chat data event carries the rows that fit and the reason', async () => {
    const s = await chat(
      bounded.url,
      'analytics-app',
      KEYS.analytics,
      ask('average delay by origin and destination'),
    );
    expectWellFormed(s);
    const [data] = eventsOf(s.events, 'data');
    expect(data?.has_more).toBe(true);
    expect(data?.message).toMatch(/response size limit of 65536 bytes/);
    expect(Buffer.byteLength(JSON.stringify(data?.rows))).toBeLessThanOrEqual(LOW_BUDGET);
  });
});

describe('engine out-of-memory (DuckDB, memory_limit 100MB, default response budget)', () => {
  it('a row cap cut says it was the rows', async () => {
    const { value } = await callSql(tight, 'SELECT origin FROM flights');
    expect(value).toMatchObject({ row_count: 10_000, truncated: true, truncated_by: 'rows' });
    expect(value.message).toMatch(/cut at 10000 rows \(the row cap\)/);
  });

  it('a string_agg over a join is query_out_of_memory, not internal_error; the process stays healthy', async () => {
    const { result, value } = await callSql(
      tight,
      "SELECT string_agg(a.origin, ',') FROM flights a JOIN flights b ON a.origin = b.origin",
    );
    expect(result.isError).toBe(true);
    expect(value).toMatchObject({ code: 'query_out_of_memory' });
    // The same statement of the issue that built 2 GB lists: over this memory limit it is refused the same way.
    const lists = await callSql(
      tight,
      'SELECT list(origin) a, list(destination) b, list(date) c FROM flights',
    );
    expect(lists.value).toMatchObject({ code: 'query_out_of_memory' });

    const next = await callSql(tight, 'SELECT count(*) AS n FROM flights');
    expect(next.value).toMatchObject({ rows: [{ n: 3_000_000 }] });
    const rest = await postJson(
      `${tight.url}/v1/api/rest-only/query`,
      { contract_name: 'flights', query: { measures: ['flight_count'] } },
      KEYS.rest,
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ data: { pagination: { items: [{ flight_count: 3_000_000 }] } } });
    expect((await fetch(`${tight.url}/healthz`)).status).toBe(200);
  });
});
