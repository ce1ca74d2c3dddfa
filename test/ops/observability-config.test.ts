import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFileSchema } from '../../src/config/schema.js';
import { ensureDemoWarehouse } from '../../src/engines/duckdb/demo.js';
import { parseTraceparent } from '../../src/observability/tracing.js';
import { demoConfig, KEYS, postJson, type RunningServer, serve } from '../helpers/server.js';
import { parseExposition, total } from './observability-helpers.js';

/** A config file with nothing but a warehouse: every observability default. */
const MINIMAL = { warehouse: { engine: 'duckdb', path: 'x.duckdb' } };
const QUERY = { contract_name: 'flights', query: { measures: ['flight_count'] } };
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('observability configuration', () => {
  it('the demo serves /metrics behind its admin key', async () => {
    await ensureDemoWarehouse(resolve('.charter/demo.duckdb'));
    server = await serve(await demoConfig());
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer demo-admin-key' } });
    expect(res.status).toBe(200);
    expect(server.service.observability.audit).toBeNull();
    expect(server.service.observability.tracing).toBeNull();
  });

  it('off unless configured: no /metrics, no hooks, no observation', async () => {
    const config = await demoConfig();
    server = await serve({ ...config, observability: configFileSchema.parse(MINIMAL).observability });
    expect(server.service.observability.enabled).toBe(false);
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer demo-admin-key' } });
    expect(res.status).toBe(404);
    expect((await postJson(`${server.url}/v1/api/analytics-app/query`, QUERY, KEYS.analytics)).status).toBe(
      200,
    );
  });

  it('metrics.listen: /metrics on its own listener without a key, and not on the main port', async () => {
    const config = await demoConfig();
    server = await serve({
      ...config,
      observability: { ...config.observability, metrics: { enabled: true, listen: '127.0.0.1:0' } },
    });
    expect((await postJson(`${server.url}/v1/api/analytics-app/query`, QUERY, KEYS.analytics)).status).toBe(
      200,
    );
    const address = server.app.metricsServer?.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(res.status).toBe(200);
    const samples = parseExposition(await res.text());
    expect(total(samples, 'charter_http_requests_total', { consumer: 'analytics-app', status: '200' })).toBe(
      1,
    );
    const main = await fetch(`${server.url}/metrics`, {
      headers: { authorization: 'Bearer demo-admin-key' },
    });
    expect(main.status).toBe(404);
  });

  it('an audit write that fails never fails the query: it is counted and logged', async () => {
    const config = await demoConfig();
    server = await serve({
      ...config,
      observability: {
        ...config.observability,
        metrics: { enabled: true },
        audit: { enabled: true, file: '/nonexistent-charter-dir/audit.jsonl' },
      },
    });
    for (let i = 0; i < 3; i++) {
      expect((await postJson(`${server.url}/v1/api/analytics-app/query`, QUERY, KEYS.analytics)).status).toBe(
        200,
      );
    }
    await server.service.observability.audit?.settled();
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer demo-admin-key' } });
    const samples = parseExposition(await res.text());
    expect(total(samples, 'charter_audit_write_failures_total', { sink: 'jsonl' })).toBe(3);
  });

  it('traceparent: W3C form only', () => {
    const id = '4bf92f3577b34da6a3ce929d0e0e4736';
    expect(parseTraceparent(`00-${id}-00f067aa0ba902b7-01`)).toEqual({
      traceId: id,
      spanId: '00f067aa0ba902b7',
      sampled: true,
    });
    expect(parseTraceparent(`00-${id}-00f067aa0ba902b7-00`)?.sampled).toBe(false);
    // A later version may add fields; version 00 may not.
    expect(parseTraceparent(`01-${id}-00f067aa0ba902b7-01-extra`)?.traceId).toBe(id);
    for (const bad of [
      `00-${id}-00f067aa0ba902b7-01-extra`,
      `ff-${id}-00f067aa0ba902b7-01`,
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${id}-${'0'.repeat(16)}-01`,
      `00-${id.slice(1)}-00f067aa0ba902b7-01`,
      'garbage',
    ]) {
      expect(parseTraceparent(bad), bad).toBeNull();
    }
  });
});
