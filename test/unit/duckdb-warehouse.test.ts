import { setMaxListeners } from 'node:events';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DuckDbWarehouse } from '../../src/engines/duckdb/warehouse.js';
import { CharterError } from '../../src/errors/registry.js';

/** A statement that would run for minutes: the only way it ends early is an interrupt. */
const RUNAWAY = {
  sql: 'SELECT count(*) FROM flights a, flights b WHERE a.delay + b.delay = -999999',
  params: [],
};

let warehouse: DuckDbWarehouse | null = null;
const open = async (
  queryTimeoutMs = 120_000,
  admission: { maxConcurrent?: number; maxQueued?: number } = {},
) => {
  warehouse = await DuckDbWarehouse.open({
    path: resolve('.charter/demo.duckdb'),
    memoryLimit: '1GB',
    threads: 2,
    queryTimeoutMs,
    ...admission,
  });
  return warehouse;
};
afterEach(async () => {
  await warehouse?.close();
  warehouse = null;
});

describe('DuckDB adapter', () => {
  it('interrupts a statement at its time limit', async () => {
    const w = await open(300);
    await expect(w.execute(RUNAWAY)).rejects.toMatchObject({ code: 'query_timeout', status: 504 });
    expect((await w.execute({ sql: 'SELECT 1 AS one', params: [] })).rows).toEqual([[1]]);
  });

  it('cancels running and queued statements when their signal aborts', async () => {
    const w = await open();
    // More statements than thread-pool workers, so some are still waiting in connect() when the abort comes.
    const controller = new AbortController();
    setMaxListeners(64, controller.signal); // one listener per running statement, removed as each settles
    const runs = Array.from({ length: 24 }, () =>
      w.execute(RUNAWAY, { signal: controller.signal }).then(
        () => 'finished',
        (e: unknown) => e,
      ),
    );
    setTimeout(() => controller.abort(new Error('client went away')), 200);
    const outcomes = await Promise.all(runs);
    expect(outcomes.every((o) => o instanceof Error && o.message === 'client went away')).toBe(true);
  });

  it('refuses a statement whose signal is already aborted', async () => {
    const w = await open();
    await expect(
      w.execute({ sql: 'SELECT 1', params: [] }, { signal: AbortSignal.abort(new Error('gone')) }),
    ).rejects.toThrow('gone');
  });

  it('close() interrupts running statements and waits for them', async () => {
    const w = await open();
    const running = w.execute(RUNAWAY).then(
      () => null,
      (e: unknown) => e,
    );
    await new Promise((r) => setTimeout(r, 200));
    await w.close();
    const err = await running;
    expect(err).toBeInstanceOf(CharterError);
    expect((err as CharterError).code).toBe('warehouse_unavailable');
    await expect(w.execute({ sql: 'SELECT 1', params: [] })).rejects.toMatchObject({
      code: 'warehouse_unavailable',
    });
  });

  it('stops reading at maxRows and reports truncated', async () => {
    const w = await open();
    const result = await w.execute({ sql: 'SELECT origin FROM flights', params: [] }, { maxRows: 5 });
    expect(result.rows).toHaveLength(5);
    expect(result.truncated).toBe(true);
  });

  it('admits a bounded number of statements, queues a bounded number, and refuses the rest with 503', async () => {
    const w = await open(120_000, { maxConcurrent: 2, maxQueued: 2 });
    const controller = new AbortController();
    const settle = (p: Promise<unknown>) =>
      p.then(
        () => 'finished',
        (e: unknown) => e,
      );
    const runs = Array.from({ length: 5 }, () => settle(w.execute(RUNAWAY, { signal: controller.signal })));
    // Two run, two wait, the fifth is refused without waiting.
    expect(await runs[4]).toMatchObject({ code: 'warehouse_busy', status: 503 });
    controller.abort(new Error('done'));
    const outcomes = await Promise.all(runs.slice(0, 4));
    expect(outcomes.every((o) => o instanceof Error && o.message === 'done')).toBe(true);
    // Slots are given back: the warehouse answers again.
    expect((await w.execute({ sql: 'SELECT 1 AS one', params: [] })).rows).toEqual([[1]]);
  });

  it('counts the wait for admission against the time limit', async () => {
    const w = await open(400, { maxConcurrent: 1, maxQueued: 5 });
    const first = w.execute(RUNAWAY).then(
      () => null,
      (e: unknown) => e,
    );
    const queued = w.execute({ sql: 'SELECT 1', params: [] }, { timeoutMs: 100 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(await queued).toMatchObject({ code: 'query_timeout' });
    expect(await first).toMatchObject({ code: 'query_timeout' });
  });

  it('answers readiness beside the admission queue, not behind it', async () => {
    const w = await open(120_000, { maxConcurrent: 1, maxQueued: 5 });
    const controller = new AbortController();
    const settle = (p: Promise<unknown>) =>
      p.then(
        () => 'finished',
        (e: unknown) => e,
      );
    // A fresh instance has no recent success to answer from, and its one slot is taken.
    const running = settle(w.execute(RUNAWAY, { signal: controller.signal }));
    const queued = settle(w.execute({ sql: 'SELECT 1', params: [] }, { signal: controller.signal }));
    expect(w.admissionLoad).toEqual({ running: 1, waiting: 1 });
    await w.ping();
    // The probe did not wait for the slot: the runaway still runs and the queued statement still waits.
    expect(w.admissionLoad).toEqual({ running: 1, waiting: 1 });
    controller.abort(new Error('done'));
    expect(await running).toMatchObject({ message: 'done' });
    expect(await queued).toMatchObject({ message: 'done' });
  });
});
