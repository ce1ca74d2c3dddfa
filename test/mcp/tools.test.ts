import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawDuckDb } from '../helpers/raw-duckdb.js';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { connect, INITIALIZE, mcpUrl, rawPost, startServer, structured } from './helpers.js';

let server: RunningServer;
let clients: Record<'analytics' | 'state' | 'ops' | 'sql', Client>;
let stateBound: Client;
let caCount: number;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = await startServer();
  const open = async (slug: string, key: string, headers?: Record<string, string>) => {
    const { client } = await connect(server, slug, key, headers);
    closers.push(() => client.close());
    return client;
  };
  clients = {
    analytics: await open('analytics-app', KEYS.analytics),
    state: await open('state-portal', KEYS.state),
    ops: await open('ops-agent', KEYS.ops),
    sql: await open('sql-explorer', KEYS.sql),
  };
  stateBound = await open('state-portal', KEYS.state, { 'x-charter-context': '{"state":"CA"}' });
  const raw = await rawDuckDb();
  const rows = await raw.rows(
    `SELECT count(*) AS n FROM raw_flights f JOIN raw_airports a ON a.iata = f.origin WHERE a.state = 'CA'`,
  );
  caCount = Number(rows[0]?.n);
  raw.close();
});
afterAll(async () => {
  for (const close of closers) await close();
  await server?.close();
});

type ErrorBody = { code: string; message: string; errors: string[] | null };

/** A raw tools/call in a fresh session (for the HTTP status the SDK client turns into an exception). */
async function forbiddenCall(
  running: RunningServer,
  slug: string,
  key: string,
  name: string,
  args: Record<string, unknown>,
) {
  const auth = { authorization: `Bearer ${key}` };
  const opened = await rawPost(mcpUrl(running, slug), INITIALIZE, auth);
  const session = { ...auth, 'mcp-session-id': opened.headers.get('mcp-session-id') ?? '' };
  return rawPost(
    mcpUrl(running, slug),
    { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name, arguments: args } },
    session,
  );
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  return { isError: result.isError === true, body: structured(result) };
}

async function fails(client: Client, name: string, args: Record<string, unknown>): Promise<ErrorBody> {
  const { isError, body } = await call(client, name, args);
  expect(isError).toBe(true);
  expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message']);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack traces
  return body as unknown as ErrorBody;
}

describe('tools per query mode', () => {
  it('registers exactly the spec’s tools for each mode, with JSON Schema inputs', async () => {
    const names = async (c: Client) => (await c.listTools()).tools.map((t) => t.name);
    expect(await names(clients.analytics)).toEqual(['search_objects', 'describe_object', 'query_contract']);
    expect(await names(clients.ops)).toEqual([
      'search_objects',
      'describe_object',
      'query_contract',
      'execute_sql',
    ]);
    expect(await names(clients.sql)).toEqual(['search_objects', 'describe_object', 'execute_sql']);

    const { tools } = await clients.ops.listTools();
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(t.description?.length).toBeGreaterThan(80);
      expect(t.annotations?.readOnlyHint).toBe(true);
    }
    const search = tools.find((t) => t.name === 'search_objects');
    expect(search?.inputSchema.required).toEqual(['query', 'keywords']);
    expect(search?.inputSchema.properties?.keywords).toMatchObject({ minItems: 2, maxItems: 4 });
    const query = tools.find((t) => t.name === 'query_contract');
    expect(Object.keys(query?.inputSchema.properties ?? {})).toEqual(['contract_name', 'query', 'context']);
    // Single-type schemas only: clients with a single-`type` dialect reject `type: [...]`.
    expect(JSON.stringify(tools)).not.toMatch(/"type":\[/);
    const sql = tools.find((t) => t.name === 'execute_sql');
    expect(Object.keys(sql?.inputSchema.properties ?? {})).toEqual(['sql', 'context']);
  });

  it('tells each mode which object types it may ask for', async () => {
    const describe = async (c: Client) =>
      (await c.listTools()).tools.find((t) => t.name === 'search_objects')?.description ?? '';
    expect(await describe(clients.analytics)).toContain('Object types available here: contract, collection.');
    expect(await describe(clients.sql)).toContain('Object types available here: table, model, collection.');
  });

  it('answers a tool the mode does not register as an unknown tool', async () => {
    await expect(
      clients.analytics.callTool({ name: 'execute_sql', arguments: { sql: 'SELECT 1' } }),
    ).rejects.toThrow(/Unknown tool: execute_sql/);
  });
});

describe('query_contract', () => {
  it('queries flights and echoes the executed query', async () => {
    const { isError, body } = await call(clients.analytics, 'query_contract', {
      contract_name: 'flights',
      query: {
        dimensions: [{ name: 'flight_date', time_grain: 'month' }],
        measures: ['flight_count'],
        sorts: [{ field: 'flight_date' }],
        limit: 4,
      },
    });
    expect(isError).toBe(false);
    expect(body).toMatchObject({
      contract_name: 'flights',
      query: { limit: 4, offset: 0, sorts: [{ field: 'flight_date', direction: 'asc' }] },
      row_count: 4,
      has_next_page: true,
      columns: [
        { name: 'flight_date', type: 'timestamp' },
        { name: 'flight_count', type: 'integer' },
      ],
    });
    const rows = body.rows as { flight_date: string; flight_count: number }[];
    expect(rows[0]?.flight_date).toBe('2001-01-01T00:00:00');
    expect(typeof body.execution_time_ms).toBe('number');
  });

  it('returns every validation problem as a tool error the model can fix', async () => {
    const err = await fails(clients.analytics, 'query_contract', {
      contract_name: 'flights',
      query: { measures: ['flight_cnt'], filters: [{ field: 'origin', operator: 'between', value: 1 }] },
    });
    expect(err.code).toBe('query_validation_failed');
    expect(err.errors?.length).toBeGreaterThanOrEqual(2);
    expect(err.errors?.join('\n')).toMatch(/flight_cnt/);
  });

  it('refuses unknown, unlinked contracts and unknown arguments with distinct codes', async () => {
    expect(
      (
        await fails(clients.analytics, 'query_contract', {
          contract_name: 'nope',
          query: { measures: ['x'] },
        })
      ).code,
    ).toBe('contract_not_found');
    expect(
      (
        await fails(clients.analytics, 'query_contract', {
          contract_name: 'regional_flights',
          query: { measures: ['flight_count'] },
        })
      ).code,
    ).toBe('contract_not_linked');
    const unknownArg = await fails(clients.analytics, 'query_contract', {
      contract_name: 'flights',
      query: { measures: ['flight_count'] },
      contxt: { state: 'CA' },
    });
    expect(unknownArg).toMatchObject({ code: 'invalid_request' });
    expect(unknownArg.errors?.[0]).toMatch(/^contxt: unknown argument/);
  });
});

describe('query_contract validation through MCP', () => {
  it('reports every problem at once, each saying what is allowed; a huge limit is clamped', async () => {
    const err = await fails(clients.analytics, 'query_contract', {
      contract_name: 'flights',
      query: { dimensions: [{ name: 'flight_date', time_grain: 'fortnight' }], measures: ['nope'] },
    });
    expect(err.code).toBe('query_validation_failed');
    expect(err.errors).toEqual([
      expect.stringMatching(
        /^query\.dimensions\[0\]\.time_grain: 'fortnight' is not a time grain; allowed: second, /,
      ),
      expect.stringMatching(/^query\.measures\[0\]: unknown measure 'nope'; measures of 'flights': /),
    ]);
    const clamped = await call(clients.analytics, 'query_contract', {
      contract_name: 'flights',
      query: { dimensions: ['origin'], measures: ['flight_count'], limit: 1e20 },
    });
    expect(clamped.isError).toBe(false);
    expect((clamped.body.query as { limit: number }).limit).toBe(10000);
  });
});

describe('row-level security through MCP', () => {
  const byState = { dimensions: ['origin_state'], measures: ['flight_count'] };

  it('state-portal with context {state: "CA"} sees only CA departures', async () => {
    const { isError, body } = await call(clients.state, 'query_contract', {
      contract_name: 'regional_flights',
      query: byState,
      context: { state: 'CA' },
    });
    expect(isError).toBe(false);
    expect(body.rows).toEqual([{ origin_state: 'CA', flight_count: caCount }]);
  });

  it('without context the contract refuses: missing_context', async () => {
    const err = await fails(clients.state, 'query_contract', {
      contract_name: 'regional_flights',
      query: byState,
    });
    expect(err.code).toBe('missing_context');
    expect(err.errors).toEqual([
      "context.state: contract 'regional_flights' requires the context key 'state'",
    ]);
  });

  it('a wrongly typed context value is an invalid_context tool error naming the key, never internal_error', async () => {
    for (const state of [1, true, { a: 'CA' }]) {
      const err = await fails(clients.state, 'query_contract', {
        contract_name: 'regional_flights',
        query: byState,
        context: { state },
      });
      expect(err.code, JSON.stringify(state)).toBe('invalid_context');
      expect(err.errors, JSON.stringify(state)).toEqual([
        expect.stringMatching(/^context\.state: expected a string/),
      ]);
    }
    // The same check guards execute_sql over the RLS-governed flights table.
    const sql = await fails(clients.ops, 'execute_sql', {
      sql: 'SELECT count(*) AS n FROM flights',
      context: { state: 1 },
    });
    expect(sql.code).toBe('invalid_context');
  });

  it('a session-bound context wins over the model’s context argument', async () => {
    const { body } = await call(stateBound, 'query_contract', {
      contract_name: 'regional_flights',
      query: byState,
      context: { state: 'NY' },
    });
    expect(body.rows).toEqual([{ origin_state: 'CA', flight_count: caCount }]);
    const noArg = await call(stateBound, 'query_contract', {
      contract_name: 'regional_flights',
      query: byState,
    });
    expect(noArg.body.rows).toEqual([{ origin_state: 'CA', flight_count: caCount }]);
  });

  it('applies to execute_sql over a table governed by an RLS contract', async () => {
    const { isError, body } = await call(clients.ops, 'execute_sql', {
      sql: 'SELECT count(*) AS n FROM flights',
      context: { state: 'CA' },
    });
    expect(isError).toBe(false);
    expect(body).toMatchObject({
      sql: 'SELECT count(*) AS n FROM flights',
      rows: [{ n: caCount }],
      row_count: 1,
    });
  });

  it('rejects a malformed context argument', async () => {
    const err = await fails(clients.state, 'query_contract', {
      contract_name: 'regional_flights',
      query: byState,
      context: { state: { nested: true } },
    });
    expect(err.code).toBe('invalid_context');
    expect(err.errors?.[0]).toMatch(/^context\.state/);
  });
});

describe('execute_sql', () => {
  it('runs read-only SQL over scoped tables and models (sql-only)', async () => {
    const { isError, body } = await call(clients.sql, 'execute_sql', {
      sql: 'SELECT origin, flight_count FROM route_stats ORDER BY flight_count DESC, origin LIMIT 3',
    });
    expect(isError).toBe(false);
    expect(body).toMatchObject({ row_count: 3, truncated: false });
    expect((body.columns as { name: string }[]).map((c) => c.name)).toEqual(['origin', 'flight_count']);
  });

  it('refuses writes and objects outside the scope as tool errors', async () => {
    expect((await fails(clients.sql, 'execute_sql', { sql: 'DELETE FROM flights' })).code).toBe(
      'sql_not_read_only',
    );
    const outside = await fails(clients.sql, 'execute_sql', { sql: 'SELECT * FROM stocks' });
    expect(outside.code).toBe('object_out_of_scope');
  });

  it("a statement that fails for its own content is sql_execution_error with the engine's words, not internal_error", async () => {
    const cases: [Client, string, RegExp, Record<string, unknown>?][] = [
      [
        clients.sql,
        "SELECT CAST('x' AS BOOLEAN) AS b",
        /^Conversion Error: Could not convert string 'x' to BOOL/,
      ],
      [
        clients.sql,
        'SELECT origin FROM flights QUALIFY row_number() OVER (ORDER BY CAST(origin AS INTEGER)) = 1',
        /^Conversion Error: /,
      ],
      [
        clients.sql,
        'SELECT count(*) AS n FROM flights NATURAL JOIN airports',
        /^Binder Error: No columns found to join on in NATURAL JOIN/,
      ],
      [
        clients.sql,
        'SELECT list_transform([1, 2], x -> (SELECT 1)) AS l',
        /^Binder Error: subqueries in lambda/,
      ],
      [clients.ops, 'SELECT max(rowid) AS m FROM flights', /^Binder Error: /, { state: 'CA' }],
    ];
    for (const [client, sql, engineSays, context] of cases) {
      const err = await fails(client, 'execute_sql', { sql, ...(context ? { context } : {}) });
      expect(err.code, sql).toBe('sql_execution_error');
      expect(err.errors?.[0], sql).toMatch(engineSays);
      // Cleaned of internals: neither the governed rewrite nor the engine's caret display.
      expect(JSON.stringify(err), sql).not.toMatch(/LINE \d+:|EXPLAIN|count_star|__charter/);
    }
  });
});

describe('search_objects', () => {
  it('finds the right objects for a question, with snippets and scores', async () => {
    const { isError, body } = await call(clients.analytics, 'search_objects', {
      query: 'Which airports have the worst departure delays?',
      keywords: ['delay', 'airport'],
    });
    expect(isError).toBe(false);
    const results = body.results as {
      id: string;
      type: string;
      title: string;
      snippet: string;
      score: number;
    }[];
    expect(results[0]).toMatchObject({ id: 'flights', type: 'contract' });
    for (const r of results) {
      expect(r.snippet.length).toBeGreaterThan(0);
      expect(r.score).toBeGreaterThan(0);
      expect(r.score).toBeLessThanOrEqual(1);
    }
  });

  it('refuses an object type the query mode forbids: HTTP 403 with the forbidden body in the JSON-RPC error', async () => {
    // The official client sees a clear Forbidden error.
    const rejected = await clients.analytics
      .callTool({
        name: 'search_objects',
        arguments: { query: 'raw flight rows', keywords: ['flights', 'table'], object_types: ['table'] },
      })
      .then(
        () => null,
        (e: Error & { code?: unknown }) => e,
      );
    expect(rejected?.code).toBe(403);
    // The SDK's StreamableHTTPError: the status as its code, the body (with our code and message) in its message.
    expect(rejected?.message).toMatch(/"code":"forbidden"/);
    expect(rejected?.message).toMatch(/contract-only.*table.*allowed: contract, collection/);
    // On the wire: 403, a JSON-RPC error for the call whose data is the standard error body.
    const res = await forbiddenCall(server, 'sql-explorer', KEYS.sql, 'search_objects', {
      query: 'q',
      keywords: ['a', 'b'],
      object_types: ['contract'],
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      error: { data: { code: 'forbidden', errors: null } },
    });
    const data = (res.json as { error: { message: string; data: { message: string } } }).error;
    expect(data.message).toMatch(/sql-only.*contract.*allowed: table, model, collection/);
    expect(data.data.message).toBe(data.message);
  });

  it('requires two to four keywords', async () => {
    for (const keywords of [['delay'], ['a', 'b', 'c', 'd', 'e']]) {
      const err = await fails(clients.analytics, 'search_objects', { query: 'delays', keywords });
      expect(err).toMatchObject({
        code: 'invalid_request',
        errors: ['keywords: give two to four short keywords'],
      });
    }
  });

  it('never returns another consumer’s objects', async () => {
    const visible = (slug: string) => {
      const consumer = server.service.consumers.all().find((c) => c.slug === slug);
      if (!consumer) throw new Error(slug);
      return new Set(server.service.catalog.visibleObjects(consumer).map((o) => `${o.type}:${o.id}`));
    };
    const probes = [
      ['stock prices of technology companies', ['stocks', 'price']],
      ['life expectancy and population by country', ['gapminder', 'population']],
      ['seattle rain and weather', ['weather', 'rain']],
      ['raw flights table and airports', ['flights', 'airports']],
      ['route statistics model', ['route_stats', 'routes']],
      ['regional flights in my state', ['regional_flights', 'state']],
    ] as const;
    for (const [slug, client] of [
      ['analytics-app', clients.analytics],
      ['state-portal', clients.state],
      ['ops-agent', clients.ops],
      ['sql-explorer', clients.sql],
    ] as const) {
      const allowed = visible(slug);
      for (const [query, keywords] of probes) {
        const { body } = await call(client, 'search_objects', { query, keywords: [...keywords] });
        for (const r of body.results as { id: string; type: string }[]) {
          expect(allowed.has(`${r.type}:${r.id}`), `${slug} saw ${r.type}:${r.id}`).toBe(true);
        }
      }
    }
    // Concretely: the state portal cannot find the stocks contract, even by its exact name.
    const { body } = await call(clients.state, 'search_objects', {
      query: 'stocks',
      keywords: ['stocks', 'stock'],
    });
    expect(body.results).toEqual([]);
  });
});

describe('describe_object', () => {
  it('describes a contract with its business context and contract JSON, never its RLS predicate', async () => {
    const { isError, body } = await call(clients.state, 'describe_object', {
      object_id: 'regional_flights',
      object_type: 'contract',
    });
    expect(isError).toBe(false);
    expect(body.object_info).toMatchObject({
      id: 'regional_flights',
      type: 'contract',
      collections: ['aviation'],
    });
    const contract = body.contract as Record<string, unknown>;
    expect(contract.required_context).toEqual(['state']);
    expect(Object.keys(contract)).toEqual([
      'name',
      'title',
      'description',
      'dimensions',
      'measures',
      'field_rules',
      'required_context',
      'query_schema',
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain('origin_airport.state');
    expect(text).not.toContain('"rls"');
  });

  it('describes a table by its columns and a model without its SQL', async () => {
    const table = await call(clients.sql, 'describe_object', { object_id: 'flights', object_type: 'table' });
    expect((table.body.object_info as { columns: unknown[] }).columns).toContainEqual({
      name: 'delay',
      type: 'BIGINT',
      description: 'Departure delay in minutes; negative means the flight left early.',
    });
    expect(table.body.business_context).toMatch(/delayed/);
    const model = await call(clients.sql, 'describe_object', {
      object_id: 'route_stats',
      object_type: 'model',
    });
    expect((model.body.object_info as { columns: { name: string }[] }).columns.map((c) => c.name)).toEqual([
      'origin',
      'destination',
      'flight_count',
      'avg_delay',
      'avg_distance',
    ]);
    expect(JSON.stringify(model.body)).not.toMatch(/GROUP BY/i);
  });

  it('lists only the members of a collection the consumer may see', async () => {
    const { body } = await call(clients.analytics, 'describe_object', {
      object_id: 'aviation',
      object_type: 'collection',
    });
    expect((body.object_info as { members: { type: string; id: string }[] }).members).toEqual([
      expect.objectContaining({ type: 'contract', id: 'flights' }),
    ]);
    expect(body.business_context).toMatch(/on-time performance/);
  });

  it('answers unknown and out-of-scope objects alike, and forbidden types with forbidden', async () => {
    const unknown = await fails(clients.analytics, 'describe_object', {
      object_id: 'nope',
      object_type: 'contract',
    });
    const hidden = await fails(clients.analytics, 'describe_object', {
      object_id: 'regional_flights',
      object_type: 'contract',
    });
    expect(unknown.code).toBe('object_not_found');
    expect(hidden.code).toBe('object_not_found');
    expect(hidden.message.replace('regional_flights', 'nope')).toBe(unknown.message);
    const forbidden = await forbiddenCall(server, 'analytics-app', KEYS.analytics, 'describe_object', {
      object_id: 'flights',
      object_type: 'table',
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toMatchObject({ id: 7, error: { data: { code: 'forbidden' } } });
  });
});
