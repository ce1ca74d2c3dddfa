import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { createService, type Service } from '../../src/service.js';
import { demoCopy, freePort, heldPost, spawnCharter, stopProcess, until } from '../helpers/processes.js';
import { KEYS, postJson, startDemoServer } from '../helpers/server.js';
import { connect } from '../mcp/helpers.js';

const FLIGHTS = { contract_name: 'flights', query: { measures: ['flight_count'] } };
const WEATHER = { contract_name: 'weather', query: { measures: ['day_count'] } };
const ANALYTICS_SCOPE = 'contracts: [flights, weather, stocks, gapminder]';

const isReloaded = (l: Record<string, unknown>) => String(l.msg).startsWith('reloaded');
const isRefused = (l: Record<string, unknown>) => String(l.msg).startsWith('reload refused:');

describe('hot reload of the real server process', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  async function start(watch = false) {
    const copy = await demoCopy();
    cleanup.push(copy.remove);
    const args = ['bin/charter.js', 'serve', '--config', copy.file, ...(watch ? ['--watch'] : [])];
    const proc = await spawnCharter(process.execPath, args, { PORT: String(await freePort()) });
    cleanup.unshift(() => stopProcess(proc.child));
    return { copy, proc };
  }

  it('SIGHUP: a narrowed consumer loses the contract at its next request (no cache hit), in flight finishes on the old config', async () => {
    const { copy, proc } = await start();
    const url = `${proc.url}/v1/api/analytics-app/query`;
    expect((await postJson(url, FLIGHTS, KEYS.analytics)).status).toBe(200);
    // The demo's rollups build in the background after start: a query stored while they build is
    // planned again (on its rollup) once one is ready, so the entry to hit is the one stored after that.
    await until(
      async () =>
        (await postJson(url, FLIGHTS, KEYS.analytics)).headers.get('cache-status')?.includes('hit') ?? false,
      'a cache hit for the repeated query',
    );
    const inFlight = await heldPost(proc.url, '/v1/api/analytics-app/query', KEYS.analytics, FLIGHTS);

    await copy.write((await copy.read()).replace(ANALYTICS_SCOPE, 'contracts: [weather, stocks, gapminder]'));
    proc.child.kill('SIGHUP');
    const line = await proc.waitForLog(isReloaded);
    expect(line).toMatchObject({
      trigger: 'SIGHUP',
      consumersChanged: ['analytics-app'],
      contractsChanged: [],
    });

    const narrowed = await postJson(url, FLIGHTS, KEYS.analytics);
    expect(narrowed.status).toBe(403);
    expect(narrowed.headers.get('cache-status') ?? '').not.toContain('hit');
    expect((await postJson(url, WEATHER, KEYS.analytics)).status).toBe(200);
    // The request that arrived before the reload runs on the config it started with.
    const finished = await inFlight.finish();
    expect(finished.status).toBe(200);
  });

  it('an invalid config is refused with every problem at file:line:col, and the running config stays', async () => {
    const { copy, proc } = await start();
    const good = await copy.read();
    // A key naming a consumer that does not exist, and a negative drain delay (the schema's problem is
    // reported first; the loader's diagnostics decide how many come at once).
    await copy.write(
      good
        .replace('consumers: [rest-only]', 'consumers: [rest-onyl]')
        .replace('  port: 8080', '  port: 8080\n  drain_delay_ms: -5'),
    );
    proc.child.kill('SIGHUP');
    const refused = await proc.waitForLog(isRefused);
    const problems = refused.problems as string[];
    expect(problems.length).toBeGreaterThanOrEqual(1);
    for (const p of problems) expect(p).toMatch(new RegExp(`^${copy.file}:\\d+:\\d+: `));
    expect(problems.join('\n')).toContain('drain_delay_ms');
    // Still served by the running config.
    expect((await postJson(`${proc.url}/v1/api/rest-only/query`, FLIGHTS, KEYS.rest)).status).toBe(200);

    // A broken contract is refused as well, at its own file.
    await copy.write(good);
    const contract = join(copy.dir, 'contracts/weather.yaml');
    await writeFile(
      contract,
      (await readFile(contract, 'utf8')).replace(/aggregation: \w+/, 'aggregation: median'),
    );
    proc.child.kill('SIGHUP');
    await proc.waitForLog(
      (l) => isRefused(l) && (l.problems as string[]).some((p) => p.startsWith(contract)),
    );
    expect((await postJson(`${proc.url}/v1/api/analytics-app/query`, WEATHER, KEYS.analytics)).status).toBe(
      200,
    );
  });

  it('--watch: a removed consumer and its key stop working after the file is saved, without a signal', async () => {
    const { copy, proc } = await start(true);
    const url = `${proc.url}/v1/api/rest-only/query`;
    expect((await postJson(url, FLIGHTS, KEYS.rest)).status).toBe(200);
    const yaml = await copy.read();
    const withoutConsumer = yaml
      .replace(/ {2}- slug: rest-only[\s\S]*?contracts: \[flights\]\n/, '')
      .replace(/ {2}- id: demo-rest\n.*\n.*consumers: \[rest-only\]\n?/, '');
    expect(withoutConsumer).not.toContain('rest-only');
    await copy.write(withoutConsumer);
    const line = await proc.waitForLog(isReloaded);
    expect(line).toMatchObject({ trigger: 'file change', consumersRemoved: ['rest-only'] });
    expect((await postJson(url, FLIGHTS, KEYS.rest)).status).toBe(401);
  });
});

describe('reload of contracts in the service', () => {
  it('rebuilds the rollups of a changed contract, keeps the others, and tells the reload listeners', async () => {
    const copy = await demoCopy();
    let service: Service | undefined;
    try {
      const config = await loadConfig(copy.file, {});
      service = await createService(config);
      await service.rollups?.whenIdle();
      const regional = (s: Service) =>
        new Map(
          s.rollups
            ?.status()
            .filter((r) => r.contract === 'regional_flights')
            .map((r) => [r.rollup, r]),
        );
      const before = regional(service);
      expect(before.get('monthly_by_state')?.status).toBe('ready');
      const seen: string[] = [];
      service.onReload((next, previous) =>
        seen.push(`${previous.catalog.contracts.size}->${next.catalog.contracts.size}`),
      );

      const file = join(copy.dir, 'contracts/regional_flights.yaml');
      const text = await readFile(file, 'utf8');
      // monthly_by_state loses a measure (a different build); daily_by_state is renamed; monthly_by_origin stays.
      const changed = text
        .replace(
          /(name: monthly_by_state[\s\S]*?measures: )\[flight_count, avg_delay, total_distance, avg_distance, delayed_flights\]/,
          '$1[flight_count, avg_delay]',
        )
        .replace('name: daily_by_state', 'name: daily_by_state_v2');
      expect(changed).not.toBe(text);
      await writeFile(file, changed);
      const old = service.snapshot();
      const outcome = await service.reload(await loadConfig(copy.file, {}));
      expect(outcome).toMatchObject({ ok: true, changes: { contractsChanged: ['regional_flights'] } });
      expect(seen).toEqual(['5->5']);
      // The snapshot taken before keeps the old contracts; the service serves the new ones.
      expect(old.catalog.contracts.get('regional_flights')).not.toBe(
        service.catalog.contracts.get('regional_flights'),
      );

      await service.rollups?.whenIdle();
      const after = regional(service);
      expect([...after.keys()].sort()).toEqual([
        'daily_by_state_v2',
        'monthly_by_origin',
        'monthly_by_state',
      ]);
      expect(after.get('monthly_by_origin')?.built_at).toBe(before.get('monthly_by_origin')?.built_at);
      expect(after.get('monthly_by_state')?.status).toBe('ready');
      expect(after.get('monthly_by_state')?.built_at).not.toBe(before.get('monthly_by_state')?.built_at);
      expect(after.get('daily_by_state_v2')?.status).toBe('ready');
    } finally {
      await service?.close();
      await copy.remove();
    }
  });
});

describe('reload of keys that need a restart', () => {
  it('keeps the running listen address, warehouse and admin key, and names the keys that changed', async () => {
    const server = await startDemoServer();
    try {
      const config = server.service.config;
      const outcome = await server.service.reload({
        ...config,
        server: { ...config.server, port: 1, drain_delay_ms: 10 },
        limits: {
          ...config.limits,
          redis_lease_ms: 5_000,
          consumers: { ...config.limits.consumers, burst: 7 },
        },
        adminKeySha256: null,
      });
      expect(outcome).toMatchObject({ ok: true });
      if (!outcome.ok) return;
      expect([...outcome.needsRestart].sort()).toEqual([
        'admin.key_hash',
        'limits.redis_lease_ms',
        'server.drain_delay_ms',
        'server.port',
      ]);
      expect(server.service.config.server).toBe(config.server);
      expect(server.service.config.adminKeySha256).toBe(config.adminKeySha256);
      // What may change did.
      expect(server.service.config.limits.consumers.burst).toBe(7);
    } finally {
      await server.close();
    }
  });
});

describe('reload and MCP sessions', () => {
  it("ends the sessions of a narrowed consumer (404 at their next request) and keeps the others'", async () => {
    const server = await startDemoServer();
    try {
      const analytics = await connect(server, 'analytics-app', KEYS.analytics);
      const state = await connect(server, 'state-portal', KEYS.state);
      expect((await analytics.client.listTools()).tools.length).toBeGreaterThan(0);
      const config = server.service.config;
      const narrowed = {
        ...config,
        consumers: config.consumers.map((c) =>
          c.slug === 'analytics-app'
            ? { ...c, scope: { ...c.scope, contracts: c.scope.contracts.filter((n) => n !== 'flights') } }
            : { ...c },
        ),
      };
      expect(await server.service.reload(narrowed)).toMatchObject({
        ok: true,
        changes: { consumersChanged: ['analytics-app'] },
      });
      await expect(analytics.client.listTools()).rejects.toThrow(/mcp_session_not_found/);
      expect((await state.client.listTools()).tools.length).toBeGreaterThan(0);
      // A new session has the narrowed scope.
      const again = await connect(server, 'analytics-app', KEYS.analytics);
      const denied = await again.client.callTool({
        name: 'query_contract',
        arguments: { contract_name: 'flights', query: { measures: ['flight_count'] } },
      });
      expect(denied.isError).toBe(true);
      await Promise.all([again.client.close(), state.client.close(), analytics.client.close()]);
    } finally {
      await server.close();
    }
  });
});
