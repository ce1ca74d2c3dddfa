import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACK_CORPUS } from '../governance/attack-corpus.js';
import { rawDuckDb } from '../helpers/raw-duckdb.js';
import { KEYS, type RunningServer, startDemoServer } from '../helpers/server.js';
import { connect, structured } from '../mcp/helpers.js';

/**
 * The attack corpus again, this time as an agent would send it: MCP
 * `execute_sql` over real HTTP to the demo service, as `ops-agent` bound to
 * CA. Whatever a statement does, no response may carry a non-CA departure or
 * data from a table outside the scope, and the service must stay healthy.
 */
let server: RunningServer;
let client: Client;
let nonCaOrigins: Set<string>;
let caAirports: Set<string>;
// Values that exist only in tables outside ops-agent's scope (seattle_weather, stocks, gapminder).
const outOfScopeMarkers = ['drizzle', 'AAPL', 'MSFT', 'Afghanistan'];

beforeAll(async () => {
  server = await startDemoServer();
  ({ client } = await connect(server, 'ops-agent', KEYS.ops, {
    'x-charter-context': JSON.stringify({ state: 'CA' }),
  }));
  const raw = await rawDuckDb();
  const airports = await raw.rows('SELECT iata, state FROM raw_airports');
  caAirports = new Set(airports.filter((a) => a.state === 'CA').map((a) => String(a.iata)));
  nonCaOrigins = new Set(airports.filter((a) => a.state !== 'CA').map((a) => String(a.iata)));
  raw.close();
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

describe('attack corpus through MCP execute_sql on the demo service', () => {
  it('never returns an RLS-hidden or out-of-scope row, and the service stays healthy', async () => {
    const outcomes = { rejected: 0, ran: 0 };
    for (const attack of ATTACK_CORPUS) {
      const result = await client.callTool({ name: 'execute_sql', arguments: { sql: attack.sql } });
      const body = structured<{ code?: string; rows?: Record<string, unknown>[] }>(result);
      if (result.isError) {
        outcomes.rejected += 1;
        expect(body.code, attack.name).toMatch(/^[a-z_]+$/);
        expect(JSON.stringify(body), attack.name).not.toMatch(/at .*\.(ts|js):\d+/); // no stack traces
        continue;
      }
      outcomes.ran += 1;
      const text = JSON.stringify(body.rows);
      for (const marker of outOfScopeMarkers) expect(text, attack.name).not.toContain(marker);
      for (const row of body.rows ?? []) {
        if (typeof row.origin === 'string') {
          expect(
            nonCaOrigins.has(row.origin) && !caAirports.has(row.origin),
            `${attack.name}: origin ${row.origin}`,
          ).toBe(false);
        }
      }
    }
    expect(outcomes.rejected + outcomes.ran).toBe(ATTACK_CORPUS.length);
    expect(outcomes.rejected).toBeGreaterThan(100);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const after = await client.callTool({
      name: 'execute_sql',
      arguments: { sql: 'SELECT count(*) AS n FROM flights' },
    });
    expect(structured<{ rows: unknown[] }>(after).rows).toHaveLength(1);
  });
});
