import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/load.js';
import type { Consumer } from '../../src/consumers/model.js';
import {
  demoCopy,
  freePort,
  heldPost,
  spawnCharter,
  startRedis,
  stopProcess,
  until,
} from '../helpers/processes.js';
import {
  demoConfig,
  KEYS,
  type LogLine,
  postJson,
  type RunningServer,
  serveLogged,
} from '../helpers/server.js';

const CI = process.env.CI === 'true';
const QUERY = { contract_name: 'flights', query: { measures: ['flight_count'] } };
const PATH = '/v1/api/rest-only/query';
/** rest-only may have one request in progress across all replicas, and waits briefly for it. */
const ONE_AT_A_TIME = { max_concurrent: 1, max_wait_ms: 300, requests_per_second: 10_000, burst: 10_000 };

const redisServer = await (async () => {
  try {
    const { execFileSync } = await import('node:child_process');
    execFileSync('redis-server', ['--version']);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
})();

/** Both replicas' config: the private Redis for the cache and the limits, one prefix, short leases. */
function replicaConfig(redisUrl: string, prefix: string, leaseMs = 1_000): (c: Config) => Config {
  return (c) => ({
    ...c,
    limits: {
      ...c.limits,
      redis_url: redisUrl,
      redis_key_prefix: `${prefix}:limits`,
      redis_lease_ms: leaseMs,
    },
    cache: { ...c.cache, redis_url: redisUrl, redis_prefix: `${prefix}:cache:` },
    consumers: c.consumers.map(
      (x): Consumer => (x.slug === 'rest-only' ? { ...x, limits: { ...x.limits, ...ONE_AT_A_TIME } } : x),
    ),
  });
}

async function readiness(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

if (redisServer !== null && CI) {
  describe('limits across replicas', () => {
    it('has redis-server', () => expect.fail(`redis-server is not installed: ${redisServer}`));
  });
} else if (redisServer !== null) {
  console.warn(`Skipping the replica limit tests: redis-server is not installed (${redisServer}).`);
  describe.skip('limits across replicas (redis-server not installed)', () => {
    it('needs redis-server', () => {});
  });
} else {
  describe('limits across replicas, and Redis going away', () => {
    const prefix = `charter-ops-test:${randomUUID()}`;
    let port: number;
    let redisUrl: string;
    let redis: ChildProcess;
    let a: RunningServer & { logs: LogLine[] };
    let b: RunningServer & { logs: LogLine[] };

    beforeAll(async () => {
      port = await freePort();
      redisUrl = `redis://127.0.0.1:${port}`;
      redis = await startRedis(port);
      const config = await demoConfig(replicaConfig(redisUrl, prefix));
      [a, b] = await Promise.all([serveLogged(config), serveLogged(config)]);
      await until(async () => (await readiness(a.url)).body.degraded === undefined, 'replica a on Redis');
      await until(async () => (await readiness(b.url)).body.degraded === undefined, 'replica b on Redis');
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      if (redis) await stopProcess(redis);
    });

    /** Slots of rest-only held in Redis now (expired leases included until the next take drops them). */
    async function slotsInRedis(): Promise<number> {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 0 });
      try {
        return await client.zcard(`${prefix}:limits:slots:rest-only`);
      } finally {
        client.disconnect();
      }
    }

    it('a consumer with max_concurrent 1 busy on one replica gets 429 concurrency_limited on the other', async () => {
      const held = await heldPost(a.url, PATH, KEYS.rest, QUERY);
      await until(async () => (await slotsInRedis()) === 1, 'the slot taken in Redis');
      const refused = await postJson(`${b.url}${PATH}`, QUERY, KEYS.rest);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'concurrency_limited' });
      expect((await held.finish()).status).toBe(200);
      expect((await postJson(`${b.url}${PATH}`, QUERY, KEYS.rest)).status).toBe(200);
      expect(await slotsInRedis()).toBe(0);
    });

    it('a request waiting on one replica takes the slot released on the other within max_wait_ms', async () => {
      const held = await heldPost(a.url, PATH, KEYS.rest, QUERY);
      await until(async () => (await slotsInRedis()) === 1, 'the slot taken in Redis');
      const waiting = postJson(`${b.url}${PATH}`, QUERY, KEYS.rest);
      await sleep(100);
      expect((await held.finish()).status).toBe(200);
      expect((await waiting).status).toBe(200);
    });

    it("a killed replica's slots come back when their leases run out", async () => {
      const copy = await demoCopy((yaml) =>
        yaml
          .replace(
            'consumers:\n',
            `limits:\n  redis_url: ${redisUrl}\n  redis_key_prefix: ${prefix}:limits\n  redis_lease_ms: 1000\n\nconsumers:\n`,
          )
          .replace(
            '    protocols: []\n',
            `    protocols: []\n    limits: { ${Object.entries(ONE_AT_A_TIME)
              .map(([k, v]) => `${k}: ${v}`)
              .join(', ')} }\n`,
          ),
      );
      const killed = await spawnCharter(
        process.execPath,
        ['bin/charter.js', 'serve', '--config', copy.file],
        {
          PORT: String(await freePort()),
        },
      );
      try {
        const held = await heldPost(killed.url, PATH, KEYS.rest, QUERY);
        await until(async () => (await slotsInRedis()) === 1, 'the slot taken in Redis by the other process');
        await stopProcess(killed.child, 'SIGKILL');
        held.close();
        // Its lease still counts at once; it is free again once the lease (1 s) has run out.
        expect((await postJson(`${b.url}${PATH}`, QUERY, KEYS.rest)).status).toBe(429);
        await until(
          async () => (await postJson(`${b.url}${PATH}`, QUERY, KEYS.rest)).status === 200,
          'the lease of the killed replica to expire',
          5_000,
        );
      } finally {
        await stopProcess(killed.child, 'SIGKILL');
        await copy.remove();
      }
    });

    it('Redis down: both replicas keep answering, limits per replica, /readyz ready but degraded; all recovers', async () => {
      await stopProcess(redis, 'SIGKILL');
      for (const replica of [a, b]) {
        await until(
          async () => {
            const { status, body } = await readiness(replica.url);
            const degraded = (body.degraded as string[] | undefined) ?? [];
            return status === 200 && degraded.includes('redis: cache') && degraded.includes('redis: limits');
          },
          'the degraded parts in /readyz',
          10_000,
        );
      }
      expect((await readiness(a.url)).body).toEqual({
        status: 'ready',
        degraded: ['redis: cache', 'redis: limits'],
      });
      // Each replica counts on its own: one request in progress on a does not refuse one on b.
      const held = await heldPost(a.url, PATH, KEYS.rest, QUERY);
      await sleep(100);
      expect((await postJson(`${b.url}${PATH}`, QUERY, KEYS.rest)).status).toBe(200);
      // ... but still limits within a replica.
      expect((await postJson(`${a.url}${PATH}`, QUERY, KEYS.rest)).status).toBe(429);
      expect((await held.finish()).status).toBe(200);
      // Chat answers too (its queries read the cache from memory only).
      const chat = await postJson(
        `${b.url}/v1/api/analytics-app/chat/completions`,
        {
          model: 'charter-builtin',
          stream: false,
          messages: [{ role: 'user', content: 'How many flights?' }],
        },
        KEYS.analytics,
      );
      expect(chat.status).toBe(200);
      expect(chat.body).toMatchObject({ object: 'chat.completion' });
      const downLines = a.logs.filter((l) => String(l.msg).startsWith('Redis is not answering'));
      expect(downLines).toHaveLength(1);

      redis = await startRedis(port);
      for (const replica of [a, b]) {
        await until(
          async () => (await readiness(replica.url)).body.degraded === undefined,
          'recovery',
          20_000,
        );
      }
      expect(a.logs.some((l) => String(l.msg).startsWith('Redis answers again'))).toBe(true);
      // Shared again.
      const again = await heldPost(a.url, PATH, KEYS.rest, QUERY);
      await until(async () => (await slotsInRedis()) === 1, 'the slot taken in Redis');
      expect((await postJson(`${b.url}${PATH}`, QUERY, KEYS.rest)).status).toBe(429);
      expect((await again.finish()).status).toBe(200);
    });
  });
}
