import { resolve } from 'node:path';
import { Counter, Histogram, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { Metrics } from '../../src/observability/metrics.js';
import { demoConfig, KEYS, postJson, type RunningServer, serve } from '../helpers/server.js';
import { parseExposition, type Sample } from './observability-helpers.js';

/** The buckets metrics.ts declares (seconds). */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const REQUEST_LABELS = ['route', 'consumer', 'protocol', 'status'] as const;
const GOVERNED_LABELS = ['protocol', 'tool', 'source', 'outcome'] as const;

/**
 * The same metrics counted by prom-client itself (its own `inc` and `observe`
 * on every call): what the folded ones must read like at scrape time.
 */
class Reference {
  readonly registry = new Registry();
  private readonly registers = [this.registry];
  readonly requests = new Counter({
    name: 'charter_http_requests_total',
    help: 'HTTP requests by route pattern, consumer, protocol and status',
    labelNames: REQUEST_LABELS,
    registers: this.registers,
  });
  readonly requestTimes = new Histogram({
    name: 'charter_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, consumer, protocol and status (duration)',
    labelNames: REQUEST_LABELS,
    buckets: BUCKETS,
    registers: this.registers,
  });
  readonly governed = new Counter({
    name: 'charter_governed_statements_total',
    help: 'Governed statements (query_contract, execute_sql) by protocol, tool, answer source and outcome',
    labelNames: GOVERNED_LABELS,
    registers: this.registers,
  });
  readonly governedTimes = new Histogram({
    name: 'charter_governed_statement_duration_seconds',
    help: 'Governed statements (query_contract, execute_sql) by protocol, tool, answer source and outcome (duration)',
    labelNames: GOVERNED_LABELS,
    buckets: BUCKETS,
    registers: this.registers,
  });
  readonly lookups = new Counter({
    name: 'charter_cache_lookups_total',
    help: 'Governed statements by what the result cache did: hit, miss (forwarded) or bypass',
    labelNames: ['result'],
    registers: this.registers,
  });

  /** Makes `metrics` count every request, statement and lookup here too, with the same labels and times. */
  tee(metrics: Metrics): void {
    const request = metrics.request.bind(metrics);
    const governed = metrics.governedStatement.bind(metrics);
    const lookup = metrics.cacheLookup.bind(metrics);
    metrics.request = (labels, seconds) => {
      request(labels, seconds);
      this.requests.inc({ ...labels });
      this.requestTimes.observe({ ...labels }, seconds);
    };
    metrics.governedStatement = (labels, seconds) => {
      governed(labels, seconds);
      this.governed.inc({ ...labels });
      this.governedTimes.observe({ ...labels }, seconds);
    };
    metrics.cacheLookup = (result) => {
      lookup(result);
      this.lookups.inc({ result });
    };
  }
}

const FAMILIES = [
  'charter_http_requests_total',
  'charter_http_request_duration_seconds',
  'charter_governed_statements_total',
  'charter_governed_statement_duration_seconds',
  'charter_cache_lookups_total',
];

async function families(registry: Registry): Promise<string> {
  const texts = await Promise.all(FAMILIES.map((f) => registry.getSingleMetricAsString(f)));
  return texts.join('\n');
}

describe('metrics counted in plain tallies and folded into prom-client at scrape time', () => {
  it('read exactly as prom-client counting every call itself (values on bucket bounds, past the last, zero)', async () => {
    const metrics = new Metrics();
    const reference = new Reference();
    reference.tee(metrics);
    const times = [0, 0.0005, 0.0004, 0.005, 0.0051, 0.3, 60, 61, 1e-7, 2.5, 0.1 + 0.2];
    times.forEach((seconds, i) => {
      const status = i % 3 === 0 ? '400' : '200';
      const consumer = i % 2 === 0 ? 'analytics-app' : '-';
      metrics.request({ route: '/v1/api/:slug/query', consumer, protocol: 'rest', status }, seconds);
      const source = i % 4 === 0 ? 'warehouse' : 'cache';
      metrics.governedStatement({ protocol: 'mcp', tool: 'execute_sql', source, outcome: 'ok' }, seconds);
    });
    for (const result of ['miss', 'hit', 'hit', 'bypass', 'hit'] as const) metrics.cacheLookup(result);
    const folded = await families(metrics.registry);
    expect(folded).toBe(await families(reference.registry));
    // Scraping again (collect runs again) changes nothing.
    expect(await families(metrics.registry)).toBe(folded);
    expect(folded).toContain('charter_cache_lookups_total{result="hit"} 3');
  });
});

describe('through the real server', () => {
  let server: RunningServer;
  const reference = new Reference();
  const month = {
    contract_name: 'flights',
    query: { dimensions: [{ name: 'flight_date', time_grain: 'month' }], measures: ['flight_count'] },
  };

  beforeAll(async () => {
    await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
    // Rollups off: the first query is a cache miss answered by the warehouse, the repeats are hits.
    server = await serve(
      await demoConfig((c) => ({
        ...c,
        rollups: { ...c.rollups, enabled: false },
        observability: { ...c.observability, metrics: { enabled: true } },
      })),
    );
    const metrics = server.service.observability.metrics;
    if (!metrics) throw new Error('metrics are on in this config');
    reference.tee(metrics);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('/metrics shows what the requests recorded: counts, buckets and sums equal prom-client counting them', async () => {
    const query = `${server.url}/v1/api/analytics-app/query`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postJson(query, month, KEYS.analytics)).status);
    statuses.push((await postJson(query, { contract_name: 'flights' }, KEYS.analytics)).status);
    statuses.push((await postJson(query, month, 'not-a-key')).status);
    statuses.push((await fetch(`${server.url}/healthz`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 400, 401, 200]);

    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer demo-admin-key' } });
    expect(res.status).toBe(200);
    const scraped = parseExposition(await res.text());
    // The scrape's own request is counted once it is answered: left out on both sides.
    const pick = (samples: readonly Sample[]) =>
      samples.filter(
        (s) =>
          FAMILIES.some((f) => s.name.startsWith(f.replace(/_total$/, ''))) && s.labels.route !== '/metrics',
      );
    const expected = pick(parseExposition(await reference.registry.metrics()));
    expect(pick(scraped)).toEqual(expected);

    const value = (name: string, labels: Record<string, string>) =>
      scraped.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
        ?.value;
    const rest = { route: '/v1/api/:slug/query', consumer: 'analytics-app', protocol: 'rest' };
    expect(value('charter_http_requests_total', { ...rest, status: '200' })).toBe(6);
    expect(value('charter_http_request_duration_seconds_count', { ...rest, status: '200' })).toBe(6);
    expect(
      value('charter_http_request_duration_seconds_bucket', { ...rest, status: '200', le: '+Inf' }),
    ).toBe(6);
    expect(value('charter_http_requests_total', { ...rest, status: '400' })).toBe(1);
    expect(value('charter_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(value('charter_cache_lookups_total', { result: 'hit' })).toBe(5);
    expect(value('charter_governed_statements_total', { protocol: 'rest', source: 'cache' })).toBe(5);
    expect(value('charter_governed_statements_total', { protocol: 'rest', source: 'warehouse' })).toBe(1);
  });
});
