import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, chat, eventsOf } from '../chat/helpers.js';
import { KEYS, type RunningServer } from '../helpers/server.js';
import { connect, structured } from '../mcp/helpers.js';
import { startAdjusted } from './helpers.js';

/** MCP and chat say how the cache served them, in their result metadata (docs/caching.md). */
describe('cache metadata over MCP and chat', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startAdjusted(() => {});
  });
  afterAll(async () => server?.close());

  it('MCP tool results carry cache_status and served_by in _meta, not in the result', async () => {
    const args = {
      contract_name: 'regional_flights',
      query: { dimensions: ['origin'], measures: ['flight_count'], limit: 4 },
    };
    const call = async (headers: Record<string, string> = {}) => {
      const { client } = await connect(server, 'state-portal', KEYS.state, {
        'x-charter-context': '{"state":"CA"}',
        ...headers,
      });
      try {
        return (await client.callTool({
          name: 'query_contract',
          arguments: args,
        })) as CallToolResult;
      } finally {
        await client.close();
      }
    };
    const miss = await call();
    expect(miss.isError, JSON.stringify(miss.structuredContent)).not.toBe(true);
    expect(miss._meta).toEqual({
      cache_status: 'charter; fwd=miss; stored',
      served_by: { source: 'warehouse', rollup: null },
    });
    expect(structured(miss)).not.toHaveProperty('cache');
    const hit = await call();
    expect(hit._meta?.cache_status).toMatch(/^charter; hit; ttl=\d+$/);
    expect(hit._meta?.served_by).toEqual({ source: 'cache', rollup: null });
    expect(structured(hit).rows).toEqual(structured(miss).rows);
    const fresh = await call({ 'cache-control': 'no-cache' });
    expect(fresh._meta?.cache_status).toBe('charter; fwd=request; stored');
  });

  it('chat data events carry cache_status and served_by', async () => {
    const first = await chat(server.url, 'analytics-app', KEYS.analytics, ask('flights by origin state'));
    const [data] = eventsOf(first.events, 'data');
    expect(data?.cache_status).toMatch(/^charter; fwd=miss/);
    expect(data?.served_by).toEqual({ source: 'warehouse', rollup: null });
    const again = await chat(server.url, 'analytics-app', KEYS.analytics, ask('flights by origin state'));
    const [cached] = eventsOf(again.events, 'data');
    expect(cached?.cache_status).toMatch(/^charter; hit; ttl=\d+$/);
    expect(cached?.served_by).toEqual({ source: 'cache', rollup: null });
    expect(cached?.rows).toEqual(data?.rows);
  });
});
