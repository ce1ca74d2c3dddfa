import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Config } from '../../src/config/load.js';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import type { AuditRecord } from '../../src/observability/audit.js';
import { sqlFingerprint } from '../../src/observability/audit.js';
import { createLogger } from '../../src/observability/logger.js';
import { openAuditTable } from '../../src/observing.js';
import { callTools, FAKE_USAGE, FakeOpenAI, say } from '../chat/fake-openai.js';
import { findPostgres } from '../engines/engines.js';
import { demoConfig, KEYS, type LogLine, postJson, type RunningServer, serve } from '../helpers/server.js';
import { connect, structured } from '../mcp/helpers.js';
import { OtlpReceiver, type OtlpSpan, parseExposition, type Sample, total } from './observability-helpers.js';

const CI = process.env.CI === 'true';
const ADMIN = 'demo-admin-key';
/** A schema of this branch's own in the shared PostgreSQL (dropped at the end). */
const PG_SCHEMA = `charter_ops_audit_${process.pid}`;

const pgTarget = await findPostgres();
if ('reason' in pgTarget) {
  if (CI) throw new Error(`PostgreSQL is not reachable: ${pgTarget.reason}`);
  console.warn(
    `The audit trail's PostgreSQL sink is not tested: PostgreSQL is not reachable (${pgTarget.reason}).`,
  );
}
const pgUrl = 'url' in pgTarget ? pgTarget.url : null;

const upstream = new FakeOpenAI();
const otlp = new OtlpReceiver();
let dir = '';
let auditFile = '';
let server: RunningServer;
const logs: LogLine[] = [];

function observed(config: Config): Config {
  return {
    ...config,
    llm: {
      planner: 'builtin',
      base_url: upstream.url,
      api_key: 'sk-test-upstream',
      model: 'fake-large',
      models: [],
      max_steps: 4,
      timeout_ms: 10_000,
      idle_timeout_ms: 5_000,
      keepalive_ms: 15_000,
    },
    observability: {
      metrics: { enabled: true },
      audit: {
        enabled: true,
        file: auditFile,
        ...(pgUrl ? { postgres: { connection_string: pgUrl, schema: PG_SCHEMA, table: 'audit' } } : {}),
      },
      tracing: { otlp_endpoint: otlp.url, service_name: 'charter-test' },
    },
  };
}

beforeAll(async () => {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
  await upstream.start();
  await otlp.start();
  dir = await mkdtemp(join(tmpdir(), 'charter-observability-'));
  auditFile = join(dir, 'audit.jsonl');
  const logger = createLogger('info', {
    write: (line: string) => void logs.push(JSON.parse(line) as LogLine),
  });
  server = await serve(observed(await demoConfig()), { logger });
});

afterAll(async () => {
  await server?.close();
  await upstream.stop();
  await otlp.stop();
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${PG_SCHEMA}" CASCADE`);
    await client.end();
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

const FLIGHTS = {
  contract_name: 'flights',
  query: { dimensions: [{ name: 'origin' }], measures: ['flight_count'], limit: 5 },
};
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_SPAN = '00f067aa0ba902b7';
const SQL = 'SELECT origin, count(*) AS n FROM flights GROUP BY origin ORDER BY n DESC LIMIT 3';

async function scrape(): Promise<Sample[]> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${ADMIN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await res.text());
}

async function trail(): Promise<AuditRecord[]> {
  await server.service.observability.audit?.settled();
  const text = await readFile(auditFile, 'utf8');
  return text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as AuditRecord);
}

/** What every request of the scenario answered with: its request id, by protocol. */
const sent = { rest: [] as string[], restRefused: '', chat: '', llmChat: '', mcp: [] as string[] };

describe('metrics, audit trail and traces across REST, chat and MCP', () => {
  it('serves the requests (the scenario the checks below read)', async () => {
    // REST: a miss, then a hit of the same query, under the caller's trace; then a refused query.
    for (let i = 0; i < 2; i++) {
      const res = await postJson(`${server.url}/v1/api/analytics-app/query`, FLIGHTS, KEYS.analytics, {
        traceparent: `00-${TRACE_ID}-${PARENT_SPAN}-01`,
      });
      expect(res.status).toBe(200);
      sent.rest.push(res.headers.get('x-request-id') as string);
    }
    const refused = await postJson(
      `${server.url}/v1/api/analytics-app/query`,
      { contract_name: 'flights', query: { measures: ['nope'] } },
      KEYS.analytics,
    );
    expect(refused.status).toBe(400);
    sent.restRefused = refused.headers.get('x-request-id') as string;

    // Chat, built-in planner.
    const chat = await postJson(
      `${server.url}/v1/api/analytics-app/chat/completions`,
      {
        model: 'charter-test',
        messages: [{ role: 'user', content: 'How many flights were there in March 2001?' }],
      },
      KEYS.analytics,
    );
    expect(chat.status).toBe(200);
    sent.chat = chat.headers.get('x-request-id') as string;

    // Chat, LLM planner (a real HTTP server speaking the OpenAI protocol), with usage asked for.
    upstream.plan(
      callTools([
        { name: 'query_contract', args: { contract_name: 'flights', query: { measures: ['flight_count'] } } },
      ]),
      say(['There ', 'were flights.']),
    );
    const llm = await postJson(
      `${server.url}/v1/api/analytics-app/chat/completions`,
      {
        model: 'fake-large',
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'user', content: 'How many flights?' }],
      },
      KEYS.analytics,
    );
    expect(llm.status).toBe(200);
    sent.llmChat = llm.headers.get('x-request-id') as string;

    // MCP, with the official SDK client: governed SQL under RLS (ops-agent's flights carry a state filter).
    const { client } = await connect(server, 'ops-agent', KEYS.ops, {
      'x-charter-context': '{"state":"CA"}',
    });
    try {
      const result = await client.callTool({ name: 'execute_sql', arguments: { sql: SQL } });
      expect(result.isError ?? false).toBe(false);
      expect(structured<{ row_count: number }>(result).row_count).toBe(3);
      const bad = await client.callTool({ name: 'execute_sql', arguments: { sql: 'DELETE FROM flights' } });
      expect(bad.isError).toBe(true);
      // Sessions are open now: the gauge counts this one.
      expect(total(await scrape(), 'charter_mcp_sessions_open')).toBeGreaterThanOrEqual(1);
    } finally {
      await client.close();
    }
  });

  it('/metrics: counters moved for every protocol, in the exposition format, with bounded labels', async () => {
    const samples = await scrape();
    const rest = { route: '/v1/api/:slug/query', consumer: 'analytics-app', protocol: 'rest' };
    expect(total(samples, 'charter_http_requests_total', { ...rest, status: '200' })).toBeGreaterThanOrEqual(
      2,
    );
    expect(total(samples, 'charter_http_requests_total', { ...rest, status: '400' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      total(samples, 'charter_http_request_duration_seconds_count', { ...rest, status: '200' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      total(samples, 'charter_http_requests_total', {
        protocol: 'chat',
        consumer: 'analytics-app',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      total(samples, 'charter_http_requests_total', { protocol: 'mcp', consumer: 'ops-agent' }),
    ).toBeGreaterThan(0);
    for (const protocol of ['rest', 'chat', 'mcp']) {
      expect(
        total(samples, 'charter_governed_statements_total', { protocol, outcome: 'ok' }),
        protocol,
      ).toBeGreaterThan(0);
    }
    expect(
      total(samples, 'charter_governed_statements_total', {
        protocol: 'rest',
        outcome: 'query_validation_failed',
      }),
    ).toBe(1);
    expect(total(samples, 'charter_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'charter_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'charter_cache_memory_bytes')).toBeGreaterThan(0);
    expect(
      total(samples, 'charter_warehouse_statements_total', { engine: 'duckdb', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(
      total(samples, 'charter_warehouse_statement_duration_seconds_count', { engine: 'duckdb' }),
    ).toBeGreaterThan(0);
    expect(total(samples, 'charter_chat_turns_total', { planner: 'builtin', outcome: 'ok' })).toBe(1);
    expect(total(samples, 'charter_chat_turns_total', { planner: 'llm:fake-large', outcome: 'ok' })).toBe(1);
    expect(total(samples, 'charter_llm_calls_total', { model: 'fake-large', outcome: 'ok' })).toBe(2);
    expect(total(samples, 'charter_llm_tokens_total', { model: 'fake-large', kind: 'prompt' })).toBe(
      2 * FAKE_USAGE.prompt_tokens,
    );
    expect(total(samples, 'charter_llm_tokens_total', { model: 'fake-large', kind: 'completion' })).toBe(
      2 * FAKE_USAGE.completion_tokens,
    );
    expect(samples.some((s) => s.name === 'charter_admission_queue_depth')).toBe(true);
    // Bounded labels: route patterns, configured slugs, codes; no SQL, no values, no keys.
    for (const s of samples) {
      for (const [k, v] of Object.entries(s.labels)) {
        expect(v, `${s.name} ${k}`).toMatch(/^[A-Za-z0-9_.:/+-]*$|^\/v1\/api\/:slug\/[a-z/]+$/);
        expect(v.toLowerCase()).not.toMatch(/select|from |delete|ca\b|demo-.*-key/);
      }
    }
  });

  it('/metrics needs the admin key on the main port', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${KEYS.analytics}` },
    });
    expect(wrong.status).toBe(401);
  });

  it('the audit trail holds one record per governed statement and per chat turn, as sent', async () => {
    const records = await trail();
    const raw = await readFile(auditFile, 'utf8');
    // Never the key, the SQL text or an RLS value.
    for (const key of Object.values(KEYS)) expect(raw).not.toContain(key);
    expect(raw).not.toContain('SELECT');
    expect(raw).not.toContain('"CA"');

    const rest = records.filter((r) => r.protocol === 'rest');
    expect(rest.map((r) => r.request_id)).toEqual([...sent.rest, sent.restRefused]);
    const [miss, hit, refused] = rest as [AuditRecord, AuditRecord, AuditRecord];
    for (const r of [miss, hit]) {
      expect(r).toMatchObject({
        kind: 'statement',
        consumer: 'analytics-app',
        key_id: 'demo-analytics',
        tool: 'query_contract',
        objects: ['flights'],
        rls_keys: [],
        row_count: 5,
        outcome: 'ok',
        trace_id: TRACE_ID,
      });
      expect(r.sql_fingerprint).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(miss.source).toBe('warehouse');
    expect(hit.source).toBe('cache');
    expect(hit.sql_fingerprint).toBe(miss.sql_fingerprint);
    expect(refused).toMatchObject({
      outcome: 'query_validation_failed',
      row_count: null,
      source: null,
      objects: ['flights'],
    });
    expect(refused.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(refused.trace_id).not.toBe(TRACE_ID);

    const chat = records.filter((r) => r.request_id === sent.chat);
    const turn = chat.find((r) => r.kind === 'chat_turn');
    expect(turn).toMatchObject({
      protocol: 'chat',
      tool: 'chat',
      planner: 'builtin',
      outcome: 'ok',
      key_id: 'demo-analytics',
    });
    const statements = chat.filter((r) => r.kind === 'statement');
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements)
      expect(s).toMatchObject({ protocol: 'chat', consumer: 'analytics-app', outcome: 'ok' });
    expect(turn?.objects).toEqual([...new Set(statements.flatMap((s) => s.objects))].sort());

    const llm = records.filter((r) => r.request_id === sent.llmChat);
    expect(llm.map((r) => [r.kind, r.tool, r.outcome])).toEqual([
      ['statement', 'query_contract', 'ok'],
      ['chat_turn', 'chat', 'ok'],
    ]);
    expect(llm[1]?.planner).toBe('llm:fake-large');

    const mcp = records.filter((r) => r.protocol === 'mcp');
    expect(mcp.map((r) => [r.tool, r.outcome])).toEqual([
      ['execute_sql', 'ok'],
      ['execute_sql', 'sql_not_read_only'],
    ]);
    expect(mcp[0]).toMatchObject({
      consumer: 'ops-agent',
      key_id: 'demo-ops',
      // The row filter of flights looks the origin's state up in airports: both are read.
      objects: ['airports', 'flights'],
      rls_keys: ['state'],
      row_count: 3,
      source: 'warehouse',
    });
    expect(new Set(mcp.map((r) => r.request_id)).size).toBe(2);
    // The fingerprint is of the governed statement (the RLS rewrite), never of a value.
    expect(mcp[0]?.sql_fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(mcp[0]?.sql_fingerprint).not.toBe(sqlFingerprint(SQL));
  });

  it('charter audit reads the trail back with filters', async () => {
    const all = await trail();
    const run = async (...args: string[]) => {
      const lines: string[] = [];
      const code = await main(['audit', '--file', auditFile, '--json', ...args], {
        log: (s) => lines.push(s),
        error: () => {},
      });
      expect(code).toBe(0);
      return lines.map((l) => JSON.parse(l) as AuditRecord);
    };
    expect(await run('--consumer', 'ops-agent')).toEqual(all.filter((r) => r.consumer === 'ops-agent'));
    expect(await run('--outcome', 'query_validation_failed')).toEqual(
      all.filter((r) => r.outcome === 'query_validation_failed'),
    );
    expect(await run('--kind', 'chat_turn', '--consumer', 'analytics-app')).toHaveLength(2);
    expect(await run('--since', '1h', '--limit', '2')).toEqual(all.slice(-2));
    expect(await run('--until', '2000-01-01T00:00:00Z')).toEqual([]);
    const human: string[] = [];
    await main(['audit', '--file', auditFile, '--consumer', 'ops-agent'], {
      log: (s) => human.push(s),
      error: () => {},
    });
    expect(human[0]).toContain('execute_sql');
    expect(human[0]).toContain('rows=3');
  });

  it.skipIf(pgUrl === null)(
    'the PostgreSQL sink holds the same records, and charter audit reads them',
    async () => {
      const all = await trail();
      const table = openAuditTable({ connection_string: pgUrl as string, schema: PG_SCHEMA, table: 'audit' });
      try {
        const stored = await table.read({});
        expect(
          stored.map((r) => [r.request_id, r.kind, r.tool, r.outcome, r.sql_fingerprint, r.row_count]),
        ).toEqual(all.map((r) => [r.request_id, r.kind, r.tool, r.outcome, r.sql_fingerprint, r.row_count]));
        expect(await table.read({ consumer: 'ops-agent', outcome: 'ok' })).toHaveLength(1);
      } finally {
        await table.close();
      }
    },
  );

  it('traces: the caller trace id is in the logs and the exported spans of every stage', async () => {
    await server.service.observability.tracing?.flush();
    const logged = logs.filter((l) => l.reqId === sent.rest[0]);
    expect(logged.length).toBeGreaterThan(0);
    for (const l of logged) expect(l.trace_id).toBe(TRACE_ID);

    expect(otlp.contentTypes[0]).toMatch(/application\/json/);
    const ofTrace = otlp.spans.filter((s) => s.traceId === TRACE_ID);
    const roots = ofTrace.filter((s) => s.name === 'charter.request');
    expect(roots).toHaveLength(2);
    for (const root of roots) expect(root.parentSpanId).toBe(PARENT_SPAN);
    const byRoot = (root: OtlpSpan) =>
      ofTrace.filter((s) => s.parentSpanId === root.spanId).map((s) => s.name);
    // The first request planned its query; the second found the plan remembered (no governance stage).
    expect(byRoot(roots[0] as OtlpSpan).sort()).toEqual(
      [
        'charter.auth',
        'charter.compile',
        'charter.governance',
        'charter.results',
        'charter.warehouse',
      ].sort(),
    );
    expect(byRoot(roots[1] as OtlpSpan).sort()).toEqual(
      ['charter.auth', 'charter.compile', 'charter.results', 'charter.warehouse'].sort(),
    );
    const source = (root: OtlpSpan) =>
      ofTrace
        .find((s) => s.parentSpanId === root.spanId && s.name === 'charter.warehouse')
        ?.attributes?.find((a) => a.key === 'charter.source')?.value;
    expect(source(roots[0] as OtlpSpan)).toEqual({ stringValue: 'warehouse' });
    expect(source(roots[1] as OtlpSpan)).toEqual({ stringValue: 'cache' });
    // MCP tool calls have their stages too, under their own request.
    const mcpStages = otlp.spans.filter((s) => s.name === 'charter.governance');
    expect(mcpStages.length).toBeGreaterThanOrEqual(2);
  });
});
