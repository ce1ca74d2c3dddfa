import type { Redis } from 'ioredis';
import type { LimitsRedis } from './redis.js';

/** What a shared take answered: a slot, all slots busy, or Redis could not be asked. */
export type SharedTake = 'taken' | 'full' | 'unavailable';

// Redis' own clock decides expiry, so the replicas' clocks never need to agree.
const NOW_MS = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

/** KEYS[1] the consumer's lease set; ARGV: limit, lease ms, lease id. Expired leases are dropped first. */
const ACQUIRE = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0`;

/** KEYS[1] the lease set; ARGV: lease ms, then the lease ids still held (a lease already expired stays gone). */
const RENEW = `${NOW_MS}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0`;

type ScriptedRedis = Redis & {
  charterSlotAcquire(key: string, limit: number, leaseMs: number, lease: string): Promise<number>;
  charterSlotRenew(key: string, leaseMs: number, ...leases: string[]): Promise<number>;
};

export interface SharedSlotsOptions {
  readonly redis: LimitsRedis;
  readonly keyPrefix: string;
  /** A lease not renewed for this long is free again (the instance holding it is presumed gone). */
  readonly leaseMs: number;
}

/**
 * A counting semaphore per consumer in Redis: a sorted set of leases scored
 * by their expiry. Taking a slot drops the expired leases and adds one if
 * fewer than the limit remain, in one script (atomic); giving it back removes
 * the lease. Held leases are renewed every third of the lease time, so a
 * request may run as long as it needs while an instance that was killed
 * gives its slots back when its leases run out.
 */
export class SharedSlots {
  private readonly client: ScriptedRedis;
  private readonly held = new Map<string, Set<string>>();
  private readonly renewal: NodeJS.Timeout;

  constructor(private readonly options: SharedSlotsOptions) {
    const client = options.redis.client;
    if (!('charterSlotAcquire' in client)) {
      client.defineCommand('charterSlotAcquire', { numberOfKeys: 1, lua: ACQUIRE });
      client.defineCommand('charterSlotRenew', { numberOfKeys: 1, lua: RENEW });
    }
    this.client = client as ScriptedRedis;
    this.renewal = setInterval(() => void this.renew(), Math.floor(options.leaseMs / 3));
    // Renewing must not keep an otherwise finished process alive.
    this.renewal.unref();
  }

  /** Redis cannot be asked now (the gate counts in this process meanwhile). */
  get unavailable(): boolean {
    return this.options.redis.down;
  }

  async take(consumer: string, limit: number, lease: string): Promise<SharedTake> {
    if (this.unavailable) return 'unavailable';
    try {
      const taken = await this.client.charterSlotAcquire(
        this.keyOf(consumer),
        limit,
        this.options.leaseMs,
        lease,
      );
      if (taken !== 1) return 'full';
      let leases = this.held.get(consumer);
      if (!leases) {
        leases = new Set();
        this.held.set(consumer, leases);
      }
      leases.add(lease);
      return 'taken';
    } catch {
      return 'unavailable';
    }
  }

  /** Gives a slot back; if Redis cannot be told, the lease simply runs out. */
  release(consumer: string, lease: string): void {
    const leases = this.held.get(consumer);
    leases?.delete(lease);
    if (leases?.size === 0) this.held.delete(consumer);
    this.client.zrem(this.keyOf(consumer), lease).catch(() => undefined);
  }

  close(): void {
    clearInterval(this.renewal);
  }

  private async renew(): Promise<void> {
    if (this.unavailable) return;
    const work = [...this.held].map(([consumer, leases]) =>
      this.client.charterSlotRenew(this.keyOf(consumer), this.options.leaseMs, ...leases),
    );
    await Promise.allSettled(work);
  }

  private keyOf(consumer: string): string {
    return `${this.options.keyPrefix}:slots:${consumer}`;
  }
}
