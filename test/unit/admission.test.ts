import { describe, expect, it } from 'vitest';
import type { CharterError } from '../../src/errors/registry.js';
import { Admission } from '../../src/warehouse/admission.js';

/**
 * The fair queue on its own: which waiter a freed slot goes to, and what
 * happens to waiters that are aborted, time out or are pushed out. Statements
 * are stood in for by holding the release function.
 */
type Outcome = { readonly admitted: true; readonly release: () => void } | { readonly error: unknown };

const settle = (p: Promise<() => void>): Promise<Outcome> =>
  p.then(
    (release) => ({ admitted: true as const, release }),
    (error: unknown) => ({ error }),
  );

/** Records the order in which waiters are admitted. */
function recorder(admission: Admission) {
  const order: string[] = [];
  const releases: (() => void)[] = [];
  const enter = (tenant: string, label: string, signal?: AbortSignal, waitMs = 60_000) =>
    settle(
      admission.acquire(tenant, signal, waitMs).then((release) => {
        order.push(label);
        releases.push(release);
        return release;
      }),
    );
  /** Frees the oldest running slot. */
  const finishOne = async () => {
    releases.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { order, enter, finishOne };
}

describe('fair admission', () => {
  it('admits at once below the limit', async () => {
    const admission = new Admission({ limit: 2, queueLimit: 10 });
    const { order, enter } = recorder(admission);
    await enter('a', 'a1');
    await enter('b', 'b1');
    expect(order).toEqual(['a1', 'b1']);
    expect(admission.load).toEqual({ running: 2, waiting: 0 });
  });

  it('serves tenants in turn, so a single statement does not wait behind another tenant’s burst', async () => {
    const admission = new Admission({ limit: 1, queueLimit: 100 });
    const { order, enter, finishOne } = recorder(admission);
    await enter('flood', 'f0');
    const flood = Array.from({ length: 20 }, (_, i) => enter('flood', `f${i + 1}`));
    const single = enter('other', 'o1');
    const late = enter('third', 't1');
    for (let i = 0; i < 23; i++) await finishOne();
    await Promise.all([...flood, single, late]);
    // The running statement finishes, then each tenant in turn: one flood waiter, the other's, the third's.
    expect(order.slice(0, 4)).toEqual(['f0', 'f1', 'o1', 't1']);
    // Within a tenant the order stays first-come, first-served.
    expect(order.filter((l) => l.startsWith('f'))).toEqual(Array.from({ length: 21 }, (_, i) => `f${i}`));
  });

  it('lets one tenant fill an idle waiting room, then pushes out its newest waiter for another tenant', async () => {
    const admission = new Admission({ limit: 1, queueLimit: 3 });
    const { enter } = recorder(admission);
    await enter('flood', 'f0');
    const flood = [enter('flood', 'f1'), enter('flood', 'f2'), enter('flood', 'f3')];
    expect(admission.load.waiting).toBe(3);
    const other = enter('other', 'o1');
    const pushed = await flood[2];
    expect(pushed).toMatchObject({ error: { code: 'warehouse_busy', status: 503 } });
    expect((pushed as { error: CharterError }).error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(admission.load.waiting).toBe(3);
    // The flood tenant itself is refused at once now: it holds more than its share.
    expect(await enter('flood', 'f4')).toMatchObject({ error: { code: 'warehouse_busy' } });
    admission.refuseAll(new Error('end'));
    await Promise.all([...flood, other]);
  });

  it('refuses a tenant already holding its share when the room is full', async () => {
    const admission = new Admission({ limit: 1, queueLimit: 2 });
    const { enter } = recorder(admission);
    await enter('a', 'a0');
    const waiting = [enter('a', 'a1'), enter('b', 'b1')];
    // a and b hold one each: c would hold one too, so nobody gives way.
    const refused = await enter('c', 'c1');
    expect(refused).toMatchObject({ error: { code: 'warehouse_busy' } });
    expect((refused as { error: CharterError }).error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    admission.refuseAll(new Error('end'));
    await Promise.all(waiting);
  });

  it('drops an aborted waiter without giving it a slot, and the next in turn gets it', async () => {
    const admission = new Admission({ limit: 1, queueLimit: 10 });
    const { order, enter, finishOne } = recorder(admission);
    await enter('a', 'a0');
    const controller = new AbortController();
    const aborted = enter('b', 'b1', controller.signal);
    const next = enter('c', 'c1');
    controller.abort(new Error('client left'));
    expect(await aborted).toMatchObject({ error: { message: 'client left' } });
    expect(admission.load.waiting).toBe(1);
    await finishOne();
    await next;
    expect(order).toEqual(['a0', 'c1']);
  });

  it('refuses a waiter with query_timeout when its wait runs out, and keeps the slot count right', async () => {
    const admission = new Admission({ limit: 1, queueLimit: 10 });
    const { order, enter, finishOne } = recorder(admission);
    await enter('a', 'a0');
    const timedOut = await enter('b', 'b1', undefined, 50);
    expect(timedOut).toMatchObject({ error: { code: 'query_timeout', status: 504 } });
    expect(admission.load).toEqual({ running: 1, waiting: 0 });
    await finishOne();
    expect(admission.load.running).toBe(0);
    await enter('c', 'c1');
    expect(order).toEqual(['a0', 'c1']);
  });

  it('refuses at once a signal that is already aborted', async () => {
    const admission = new Admission({ limit: 1, queueLimit: 10 });
    await expect(admission.acquire('a', AbortSignal.abort(new Error('gone')), 1000)).rejects.toThrow('gone');
    expect(admission.load).toEqual({ running: 0, waiting: 0 });
  });

  it('a release called twice frees one slot', async () => {
    const admission = new Admission({ limit: 1, queueLimit: 10 });
    const release = await admission.acquire('a', undefined, 1000);
    release();
    release();
    expect(admission.load.running).toBe(0);
  });
});
