/**
 * One MCP session (2025-11-25, `mcp-session-id`) spread over three `charter serve` replicas behind
 * HAProxy, its record in a private Redis (the demo config's `mcp.redis_url` from CHARTER_REDIS_URL).
 * The official SDK client makes 60 tool calls through the balancer; midway, the replica serving a
 * call is killed with SIGKILL, and the session goes on: same session id, no second initialize, every
 * call answered, each answer equal to the REST answer of the same query.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KEYS, postJson } from '../helpers/server.js';
import { structured } from '../mcp/helpers.js';
import { type ReplicaName, startTopology, type Topology, topologyUnavailable } from './cluster.js';

const CI = process.env.CI === 'true';
const unavailable = topologyUnavailable();
if (unavailable && !CI) console.warn(`Skipping the topology suite (MCP session): ${unavailable}.`);

type QueryArgs = { contract_name: string; query: Record<string, unknown> };

/** The session's repeated queries: after their first call, each is a cache hit on whichever replica answers. */
const QUERIES: readonly QueryArgs[] = [
  { contract_name: 'gapminder', query: { dimensions: ['year'], measures: ['total_population'] } },
  { contract_name: 'stocks', query: { dimensions: ['symbol'], measures: ['avg_price', 'max_price'] } },
  { contract_name: 'weather', query: { dimensions: ['weather'], measures: ['day_count', 'avg_wind'] } },
  {
    contract_name: 'flights',
    query: { dimensions: [{ name: 'flight_date', time_grain: 'month' }], measures: ['flight_count'] },
  },
  {
    contract_name: 'gapminder',
    query: { dimensions: ['cluster'], measures: ['avg_life_expectancy'], filters: [] },
  },
];

/**
 * The call during which a replica dies: asked once, so no cache holds it and its replica runs a
 * statement over the 3M flights (no rollup holds `destination`) while the kill lands.
 */
const IN_FLIGHT: QueryArgs = {
  contract_name: 'flights',
  query: {
    dimensions: ['destination'],
    measures: ['flight_count', 'avg_delay', 'total_distance'],
    sorts: [{ field: 'destination', direction: 'asc' }],
  },
};

const CALLS = 60;
const KILL_AT = 30;
/** How long the client waits for the call whose replica dies: past it, the call was lost (a failure). */
const LOST_CALL_TIMEOUT_MS = 15_000;

interface Exchange {
  readonly method: string;
  readonly status: number;
  readonly replica: ReplicaName | null;
}

describe.skipIf(unavailable !== null && !CI)('an MCP session over three replicas behind HAProxy', () => {
  let topology: Topology;

  beforeAll(async () => {
    expect(unavailable, 'the topology needs haproxy and redis-server').toBeNull();
    topology = await startTopology();
  }, 300_000);

  afterAll(async () => {
    await topology?.stop();
  }, 60_000);

  beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(topology.tails())));

  /** The REST answer of the same query through the balancer: what every MCP answer must equal. */
  async function restRows(args: QueryArgs): Promise<unknown[]> {
    const res = await postJson(`${topology.balancer.url}/v1/api/analytics-app/query`, args, KEYS.analytics);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { pagination: { items: unknown[] } }).pagination.items;
  }

  it('60 tool calls spread over the replicas; one replica is SIGKILLed midway and the session goes on', async () => {
    const { client, transport, exchanges } = await connectThroughBalancer();
    const sessionId = transport.sessionId;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const expected = await Promise.all(QUERIES.map(restRows));
    const answeredBy: ReplicaName[] = [];
    const lastReplica = () => exchanges.filter((e) => e.method === 'tools/call').at(-1)?.replica ?? null;
    let kill: Awaited<ReturnType<typeof killDuringCall>> | null = null;
    for (let i = 0; i < CALLS; i++) {
      if (i === KILL_AT) {
        kill = await killDuringCall(client, lastReplica);
        expect(kill.rows).toEqual(await restRows(IN_FLIGHT));
      } else {
        const result = await client.callTool({
          name: 'query_contract',
          arguments: QUERIES[i % QUERIES.length]!,
        });
        expect(result.isError, JSON.stringify(result.content)).not.toBe(true);
        expect(structured<{ rows: unknown[] }>(result).rows).toEqual(expected[i % QUERIES.length]);
      }
      answeredBy.push(lastReplica()!);
    }
    const summary = `killed ${kill?.victim} during call ${KILL_AT} (${kill?.outcome}); answered by ${answeredBy.join(' ')}`;
    // Every tool call the client sent was answered 200, the one in flight at the kill included.
    expect(
      exchanges.filter((e) => e.method === 'tools/call' && e.status !== 200),
      summary,
    ).toEqual([]);
    // The same session throughout: one initialize, and the id the client holds has not changed.
    expect(exchanges.filter((e) => e.method === 'initialize')).toHaveLength(1);
    expect(transport.sessionId).toBe(sessionId);
    // Spread over all three before the kill; never the dead one after it.
    expect(new Set(answeredBy.slice(0, KILL_AT)), summary).toEqual(new Set(['r1', 'r2', 'r3']));
    const after = answeredBy.slice(kill!.outcome === 'answered before it died' ? KILL_AT + 1 : KILL_AT);
    expect(after.includes(kill!.victim), summary).toBe(false);
    expect(new Set(after).size, summary).toBe(2);

    // DELETE ends the session on every replica: the next request is refused wherever it lands.
    await transport.terminateSession();
    for (let i = 0; i < 2; i++) expect(await toolsListStatus(sessionId!)).toBe(404);
    await client.close();
  }, 300_000);

  /** The official client through the balancer, with a fetch that notes which replica answered each message. */
  async function connectThroughBalancer() {
    const exchanges: Exchange[] = [];
    // Requests and responses pass through unchanged; the balancer's X-Charter-Replica header is noted.
    const recording = async (url: string | URL, init?: RequestInit): Promise<Response> => {
      const res = await fetch(url, init);
      const method =
        typeof init?.body === 'string'
          ? ((JSON.parse(init.body) as { method?: string }).method ?? 'response')
          : (init?.method ?? 'GET');
      exchanges.push({
        method,
        status: res.status,
        replica: res.headers.get('x-charter-replica') as ReplicaName,
      });
      return res;
    };
    const transport = new StreamableHTTPClientTransport(
      new URL(`${topology.balancer.url}/v1/api/analytics-app/mcp`),
      { requestInit: { headers: { authorization: `Bearer ${KEYS.analytics}` } }, fetch: recording },
    );
    const client = new Client({ name: 'charter-topology-test', version: '1.0.0' });
    await client.connect(transport);
    return { client, transport, exchanges };
  }

  /**
   * Starts the IN_FLIGHT call and SIGKILLs the replica serving it while it runs. A POST of a shared
   * session is answered with one JSON body, so the replica has sent nothing before its result: the
   * balancer sees an empty response and sends the call again to another replica (retry-on
   * empty-response, counted in the victim's `wredis`), and the client never notices. The one other
   * outcome is that the replica had answered just before the kill landed. The call is never lost.
   */
  async function killDuringCall(client: Client, lastReplica: () => ReplicaName | null) {
    const args = { name: 'query_contract', arguments: IN_FLIGHT };
    const call = client.callTool(args, undefined, { timeout: LOST_CALL_TIMEOUT_MS });
    const serving = (await topology.balancer.replicaServing(call)) as ReplicaName | null;
    // Had the call already ended, the replica that answered it.
    const victim = topology.replica(serving ?? lastReplica() ?? 'r1');
    const redispatchedBefore = await redispatches(victim.name);
    victim.signal('SIGKILL');
    await victim.exited;
    // No retry by the client: a lost call would time out here and fail the test.
    const result = await call;
    const outcome = lastReplica() === victim.name ? 'answered before it died' : 're-sent by the balancer';
    if (outcome === 're-sent by the balancer') {
      expect(await redispatches(victim.name), 'HAProxy re-sent the call (wredis)').toBeGreaterThan(
        redispatchedBefore,
      );
    }
    expect(result.isError, JSON.stringify(result.content)).not.toBe(true);
    return {
      victim: victim.name as ReplicaName,
      outcome,
      rows: structured<{ rows: unknown[] }>(result).rows,
    };
  }

  /** How many requests HAProxy has re-sent from `replica` to another one (its `wredis` counter). */
  async function redispatches(replica: string): Promise<number> {
    return (await topology.balancer.states()).find((s) => s.name === replica)?.counter('wredis') ?? 0;
  }

  async function toolsListStatus(sessionId: string): Promise<number> {
    const res = await fetch(`${topology.balancer.url}/v1/api/analytics-app/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${KEYS.analytics}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': sessionId,
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 99, method: 'tools/list' }),
    });
    await res.arrayBuffer();
    return res.status;
  }
});
