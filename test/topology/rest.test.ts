/**
 * Three `charter serve` replicas on the demo config behind HAProxy (deploy/haproxy.cfg), sharing a
 * private Redis through CHARTER_REDIS_URL: the result cache and rate limits hold across replicas,
 * and the balancer's retries hide a replica killed while requests are in flight.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KEYS, postJson } from '../helpers/server.js';
import { type ReplicaName, startTopology, type Topology, topologyUnavailable, until } from './cluster.js';

const CI = process.env.CI === 'true';
const unavailable = topologyUnavailable();
if (unavailable && !CI) console.warn(`Skipping the topology suite (REST): ${unavailable}.`);

/** By destination airport: no demo rollup holds `destination`, so every replica answers it from the warehouse. */
const BY_DESTINATION = {
  contract_name: 'flights',
  query: {
    dimensions: ['destination'],
    measures: ['flight_count', 'avg_delay'],
    filters: [{ field: 'destination', operator: 'in', value: ['SEA', 'PDX', 'BOI'] }],
    sorts: [{ field: 'destination', direction: 'asc' }],
  },
};

interface Answer {
  readonly status: number;
  readonly replica: ReplicaName;
  readonly cacheStatus: string | null;
  readonly body: Record<string, unknown>;
  readonly retryAfter: string | null;
}

async function query(url: string, body: unknown, key: string, headers: Record<string, string> = {}) {
  const res = await postJson(`${url}/v1/api/${slugOf(key)}/query`, body, key, headers);
  return {
    status: res.status,
    replica: res.headers.get('x-charter-replica') as ReplicaName,
    cacheStatus: res.headers.get('cache-status'),
    body: res.body,
    retryAfter: res.headers.get('retry-after'),
  } satisfies Answer;
}

function slugOf(key: string): string {
  if (key === KEYS.analytics) return 'analytics-app';
  if (key === KEYS.rest) return 'rest-only';
  throw new Error(`no consumer for ${key}`);
}

const dataOf = (a: Answer) => a.body.data as { pagination: { items: unknown[] }; served_by: unknown };

describe.skipIf(unavailable !== null && !CI)('three replicas behind HAProxy (REST)', () => {
  let topology: Topology;
  let redis: Redis;

  beforeAll(async () => {
    expect(unavailable, 'the topology needs haproxy and redis-server').toBeNull();
    topology = await startTopology();
    redis = new Redis(topology.redis.url);
  }, 300_000);

  afterAll(async () => {
    redis?.disconnect();
    await topology?.stop();
  }, 60_000);

  // A failure shows the last lines of every process's log.
  beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(topology.tails())));

  it('round robin, no stickiness: consecutive requests reach every replica in turn', async () => {
    const seen: ReplicaName[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${topology.balancer.url}/healthz`);
      expect(res.status).toBe(200);
      seen.push(res.headers.get('x-charter-replica') as ReplicaName);
    }
    expect(new Set(seen)).toEqual(new Set(['r1', 'r2', 'r3']));
  }, 60_000);

  it('a query answered by one replica is a cache hit on the others (shared Redis tier)', async () => {
    const lb = topology.balancer.url;
    const miss = await query(lb, BY_DESTINATION, KEYS.analytics);
    expect(miss.status, JSON.stringify(miss.body)).toBe(200);
    expect(miss.cacheStatus).toBe('charter; fwd=miss; stored');
    expect(dataOf(miss).served_by).toEqual({ source: 'warehouse', rollup: null });
    // The Redis store happens in the background, after the answer: wait for it.
    await until(
      async () => (await redis.keys('charter:c:flights:*')).length > 0,
      'the shared entry in Redis',
      10_000,
    );
    const firstFromOthers = new Map<ReplicaName, Answer>();
    for (let i = 0; i < 12 && firstFromOthers.size < 2; i++) {
      const hit = await query(lb, BY_DESTINATION, KEYS.analytics);
      if (hit.replica !== miss.replica && !firstFromOthers.has(hit.replica)) {
        firstFromOthers.set(hit.replica, hit);
      }
    }
    expect([...firstFromOthers.keys()].sort()).toEqual(
      (['r1', 'r2', 'r3'] as const).filter((r) => r !== miss.replica),
    );
    for (const hit of firstFromOthers.values()) {
      expect(hit.status).toBe(200);
      // Its first answer to this query, yet a hit: from the entry the other replica stored.
      expect(hit.cacheStatus).toMatch(/^charter; hit; ttl=\d+; detail=redis$/);
      expect(dataOf(hit).served_by).toEqual({ source: 'cache', rollup: null });
      expect(dataOf(hit).pagination.items).toEqual(dataOf(miss).pagination.items);
    }
  }, 60_000);

  it('a consumer pushed past its rate limit on one replica gets 429 whichever replica answers', async () => {
    // rest-only has the demo's default limits: 100 requests/s with a burst of 200. A client
    // hammers replica r1 directly; through the balancer, requests reach r1, r2 and r3 in turn.
    // With limits counted per replica, r2 and r3 would still have their whole allowance.
    const body = { contract_name: 'flights', query: { measures: ['flight_count'] } };
    const direct = topology.replica('r1').url;
    let hammering = true;
    const hammer = { allowed: 0, refused: 0 };
    const loops = Array.from({ length: 8 }, async () => {
      while (hammering) {
        const r = await query(direct, body, KEYS.rest);
        if (r.status === 429) hammer.refused++;
        else hammer.allowed++;
      }
    });
    try {
      await until(() => hammer.refused > 0, 'a 429 on the hammered replica', 30_000);
      const probes: Answer[] = [];
      for (let i = 0; i < 60; i++) {
        probes.push(await query(topology.balancer.url, body, KEYS.rest));
        await new Promise((r) => setTimeout(r, 20));
      }
      const refusedBy = (name: ReplicaName) => probes.filter((p) => p.replica === name && p.status === 429);
      const detail = `hammer ${JSON.stringify(hammer)}; probes ${JSON.stringify(probes.map((p) => `${p.replica}:${p.status}`))}`;
      for (const name of ['r1', 'r2', 'r3'] as const) {
        expect(refusedBy(name).length, `429s from ${name}: ${detail}`).toBeGreaterThan(0);
      }
      for (const refused of probes.filter((p) => p.status === 429)) {
        expect(refused.body.code).toBe('rate_limited');
        expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      }
      expect(
        probes.every((p) => p.status === 200 || p.status === 429),
        detail,
      ).toBe(true);
    } finally {
      hammering = false;
      await Promise.all(loops);
    }
  }, 120_000);

  it('a replica killed with SIGKILL while requests are in flight: every request is still answered', async () => {
    // no-store: each request runs a statement on its replica (tens to hundreds of ms), so some are
    // in flight on r3 when it dies; the balancer sends them again to another replica.
    const victim = topology.replica('r3');
    // `sentAt`, not the time an answer was read: an answer r3 wrote just before the kill can sit in the
    // socket until this busy event loop reads it, but no request sent after r3 had exited can be its.
    const answers: { replica: ReplicaName; status: number; sentAt: number }[] = [];
    let deadAt = Number.POSITIVE_INFINITY;
    let stop = false;
    const loops = Array.from({ length: 6 }, async () => {
      while (!stop) {
        const sentAt = performance.now();
        const r = await query(topology.balancer.url, BY_DESTINATION, KEYS.analytics, {
          'cache-control': 'no-store',
        });
        answers.push({ replica: r.replica, status: r.status, sentAt });
      }
    });
    try {
      await until(() => answers.filter((a) => a.replica === 'r3').length >= 3, 'r3 answering', 60_000);
      victim.signal('SIGKILL');
      await victim.exited;
      deadAt = performance.now();
      await topology.balancer.waitUntil(
        (s) => s.find((x) => x.name === 'r3')?.status.startsWith('DOWN') === true,
        'haproxy marking r3 DOWN',
      );
      const before = answers.length;
      await until(() => answers.length >= before + 30, '30 more answers after the kill', 60_000);
    } finally {
      stop = true;
      await Promise.all(loops);
    }
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.sentAt > deadAt && a.replica === 'r3')).toEqual([]);
    // The balancer did re-send requests meant for r3 (in flight when it died, or sent before its
    // health check noticed) to other replicas: wredis counts them.
    const r3 = (await topology.balancer.states()).find((s) => s.name === 'r3');
    expect(r3?.counter('wredis')).toBeGreaterThan(0);
    // It comes back on the same port and haproxy's /readyz check puts it back in rotation.
    await victim.restart();
    await topology.balancer.waitUntilAllUp();
  }, 240_000);
});
