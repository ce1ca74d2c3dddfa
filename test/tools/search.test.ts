import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { Consumer } from '../../src/consumers/model.js';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { CharterError } from '../../src/errors/registry.js';
import { EmbeddingClient } from '../../src/search/embeddings.js';
import { stem, withinOneEdit, words } from '../../src/search/text.js';
import { createService, type Service } from '../../src/service.js';
import { searchObjects } from '../../src/tools/search-objects.js';
import { DEMO_CONFIG } from '../helpers/server.js';

let service: Service;
const consumer = (slug: string) => service.consumers.all().find((c) => c.slug === slug) as Consumer;
const search = (slug: string, query: string, keywords: string[], object_types?: string[]) =>
  searchObjects(service, { consumer: consumer(slug) }, { query, keywords, object_types });
const ids = (r: { results: { type: string; id: string }[] }) => r.results.map((x) => `${x.type}:${x.id}`);

beforeAll(async () => {
  await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
  service = await createService(await loadConfig(DEMO_CONFIG, { PORT: '0' }));
});
afterAll(async () => {
  await service?.close();
});

describe('text normalisation', () => {
  it('stems word forms to one term', () => {
    for (const group of [
      ['delay', 'delays', 'delayed', 'delaying'],
      ['flight', 'flights'],
      ['price', 'prices', 'pricing'],
      ['country', 'countries'],
      ['airport', 'airports'],
    ]) {
      expect(new Set(group.map(stem)), group.join(',')).toHaveProperty('size', 1);
    }
    expect(stem('stocks')).not.toBe(stem('stops'));
  });

  it('splits snake_case and camelCase and drops stopwords', () => {
    expect(words('The avg_delay of routeStats')).toEqual(['avg', 'delay', 'route', 'stats']);
  });

  it('tolerates one edit, including a swap of neighbours', () => {
    expect(withinOneEdit('flights', 'flihgts')).toBe(true);
    expect(withinOneEdit('weather', 'wether')).toBe(true);
    expect(withinOneEdit('weather', 'weathers')).toBe(true);
    expect(withinOneEdit('airport', 'aiprots')).toBe(false);
  });
});

describe('searchObjects (offline ranking)', () => {
  it('ranks the object that answers the question first', async () => {
    expect(ids(await search('analytics-app', 'rainfall in Seattle by month', ['rain', 'seattle']))[0]).toBe(
      'contract:weather',
    );
    expect(ids(await search('analytics-app', 'share prices of tech companies', ['stock', 'price']))[0]).toBe(
      'contract:stocks',
    );
    expect(
      ids(await search('analytics-app', 'life expectancy by country', ['life expectancy', 'country']))[0],
    ).toBe('contract:gapminder');
    expect(
      ids(await search('sql-explorer', 'busiest routes between airports', ['route', 'busiest']))[0],
    ).toBe('model:route_stats');
  });

  it('finds a contract by the other names of its values', async () => {
    // Neither "Microsoft" nor "Britain" is in the contracts' names or descriptions: only in value_synonyms.
    expect(ids(await search('analytics-app', 'How is Microsoft doing?', ['microsoft', 'doing']))[0]).toBe(
      'contract:stocks',
    );
    expect(ids(await search('analytics-app', 'numbers for Britain', ['britain', 'numbers']))[0]).toBe(
      'contract:gapminder',
    );
  });

  it('matches misspellings of longer words', async () => {
    const r = await search('analytics-app', 'flihgts that were delayd', ['flihgts', 'delayd']);
    expect(ids(r)[0]).toBe('contract:flights');
  });

  it('filters by object type after the scope', async () => {
    const r = await search('ops-agent', 'flight delays', ['flight', 'delay'], ['table']);
    expect(ids(r).length).toBeGreaterThan(0);
    expect(r.results.every((x) => x.type === 'table')).toBe(true);
  });

  it('scores lie in (0, 1] and snippets come from the object’s own text', async () => {
    const r = await search('ops-agent', 'which routes are chronically late', ['route', 'delay']);
    expect(r.results[0]).toMatchObject({ id: 'route_stats', type: 'model' });
    expect(r.results[0]?.snippet).toMatch(/late|delay/i);
    for (const x of r.results) expect(x.score > 0 && x.score <= 1).toBe(true);
  });

  it('refuses forbidden types and wrong keyword counts with registry errors', async () => {
    const forbidden = await search('analytics-app', 'tables', ['a', 'b'], ['model']).catch((e: unknown) => e);
    expect(forbidden).toBeInstanceOf(CharterError);
    expect(forbidden).toMatchObject({ code: 'forbidden', status: 403 });
    const unknownType = await search('analytics-app', 'x', ['a', 'b'], ['view']).catch((e: unknown) => e);
    expect(unknownType).toMatchObject({ code: 'invalid_request', status: 400 });
    const tooFew = await search('analytics-app', 'x', ['a']).catch((e: unknown) => e);
    expect(tooFew).toMatchObject({
      code: 'invalid_request',
      errors: ['keywords: give two to four short keywords'],
    });
  });
});

/**
 * An OpenAI-compatible embeddings endpoint on loopback (no model runs here):
 * texts about stocks, and the query "rainfall …", map to one direction,
 * everything else to another, so a semantic hit is recognisable.
 */
function embeddingsServer() {
  const requests: { auth: string | undefined; model: string; input: string[] }[] = [];
  let failing = false;
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const parsed = JSON.parse(body) as { model: string; input: string[] };
    requests.push({ auth: req.headers.authorization, model: parsed.model, input: parsed.input });
    if (failing || req.url !== '/v1/embeddings') {
      res.writeHead(500).end('{}');
      return;
    }
    const vector = (t: string) => (/stock/i.test(t) || t.startsWith('rainfall') ? [1, 0, 0] : [0, 1, 0]);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: parsed.input.map((t, index) => ({ index, embedding: vector(t) })) }));
  });
  return {
    requests,
    fail: (f: boolean) => {
      failing = f;
    },
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('searchObjects with an embeddings endpoint', () => {
  it('fuses the semantic ranking, caches object vectors, and falls back when the endpoint fails', async () => {
    const fake = embeddingsServer();
    const baseUrl = await fake.start();
    try {
      const deps = {
        ...service,
        embeddings: new EmbeddingClient({
          baseUrl,
          model: 'test-embed',
          apiKey: 'sk-test',
          timeoutMs: 5_000,
        }),
      };
      const run = () =>
        searchObjects(
          deps,
          { consumer: consumer('analytics-app') },
          { query: 'rainfall in Seattle', keywords: ['rain', 'seattle'] },
        );
      const offline = ids(await search('analytics-app', 'rainfall in Seattle', ['rain', 'seattle']));
      expect(offline).not.toContain('contract:stocks');

      const first = ids(await run());
      expect(first[0]).toBe('contract:weather'); // keyword side still leads
      expect(first).toContain('contract:stocks'); // only the semantic side can have put it there
      expect(fake.requests[0]).toMatchObject({ auth: 'Bearer sk-test', model: 'test-embed' });
      const docRequest = fake.requests.find((r) => r.input.length > 1);
      expect(docRequest?.input.length).toBe(8); // the consumer's eight visible objects, nothing more

      fake.requests.length = 0;
      await run();
      // Object vectors are cached by content hash: only the query is embedded again.
      expect(fake.requests.map((r) => r.input.length)).toEqual([1]);

      fake.fail(true);
      expect(ids(await run())).toEqual(offline);
    } finally {
      await fake.close();
    }
  });
});
