import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CharterError } from '../errors/registry.js';
import type { QueryContext } from '../query/spec.js';
import { type LinkState, RedisLink, subscribe } from '../redis/link.js';
import type { SessionPolicy } from './sessions.js';

/** What every replica needs to answer a 2025-11-25 session it has never seen. */
export interface SessionRecord {
  readonly id: string;
  /** The API key that initialized it; any other key is refused. */
  readonly keyId: string;
  /** The consumer's slug. */
  readonly consumer: string;
  /** RLS values the trusted backend bound at initialize. */
  readonly context: QueryContext;
  /** The protocol version the initialize exchange settled on. */
  readonly protocolVersion: string;
  readonly clientInfo: { readonly name?: string; readonly version?: string } | null;
  /**
   * Whether the client's initialize declared the MCP Apps extension: the
   * server answering a later POST never sees initialize, so it reads this.
   */
  readonly ui: boolean;
  readonly createdAt: number;
  readonly lastSeen: number;
}

export interface SharedSessionOptions {
  readonly url: string;
  readonly prefix: string;
  readonly timeoutMs: number;
  readonly policy: SessionPolicy;
  readonly log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** A refused session frees up when one of the owner's calls ends; calls are short, so retry soon. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Admits one session within the three bounds (per key, per consumer, in
 * total), all counted in Redis so they hold across replicas. At a bound, the
 * least recently seen idle session (no call in flight) of the same consumer
 * (and for the key bound, the same key) is evicted; a member whose record has
 * expired is dropped from the count on the way. Returns 'ok' or the bound hit.
 * One script, so concurrent initializes on different replicas are counted one by one.
 */
const ADMIT = `
local now, idle, life = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local id, keyId, consumer, prefix = ARGV[7], ARGV[8], ARGV[9], ARGV[10]
local function forget(sid, c, k)
  redis.call('DEL', prefix .. 's:' .. sid)
  redis.call('ZREM', prefix .. 'all', sid)
  redis.call('ZREM', prefix .. 'c:' .. c, sid)
  redis.call('ZREM', prefix .. 'k:' .. k, sid)
end
local function room(zkey, limit, sameKey)
  local count = redis.call('ZCARD', zkey)
  if count < limit then return true end
  for _, sid in ipairs(redis.call('ZRANGE', zkey, 0, -1)) do
    local f = redis.call('HMGET', prefix .. 's:' .. sid, 'consumer', 'key', 'inflight')
    if not f[1] then
      redis.call('ZREM', zkey, sid)
      count = count - 1
      if count < limit then return true end
    elseif f[1] == consumer and (not sameKey or f[2] == keyId) and (tonumber(f[3]) or 0) <= 0 then
      forget(sid, f[1], f[2])
      return true
    end
  end
  return false
end
if not room(KEYS[3], tonumber(ARGV[4]), true) then return 'key' end
if not room(KEYS[2], tonumber(ARGV[5]), false) then return 'consumer' end
if not room(KEYS[1], tonumber(ARGV[6]), false) then return 'all' end
redis.call('HSET', KEYS[4], 'key', keyId, 'consumer', consumer, 'context', ARGV[11], 'version', ARGV[12],
  'client', ARGV[13], 'ui', ARGV[14], 'created', now, 'seen', now, 'inflight', 0)
redis.call('PEXPIRE', KEYS[4], math.min(idle, life))
for i = 1, 3 do
  redis.call('ZADD', KEYS[i], now, id)
  redis.call('PEXPIRE', KEYS[i], life)
end
return 'ok'
`;

/**
 * Reads a live session and marks it seen: its calls in flight change by
 * ARGV[5] (+1 when a POST starts, -1 when it ends, 0 otherwise). The idle
 * TTL restarts at every start and end of a call. A call in flight keeps the
 * session from being evicted; a replica killed mid-call cannot take its count
 * back, so the TTL is never lifted for it: such a session is counted busy
 * until it idles out. One past its lifetime is removed and reads as nil.
 */
const TOUCH = `
local f = redis.call('HMGET', KEYS[1], 'key', 'consumer', 'context', 'version', 'client', 'created', 'seen', 'inflight', 'ui')
if not f[1] then return nil end
local now, idle, life, prefix = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
local id = ARGV[6]
local zsets = { prefix .. 'all', prefix .. 'c:' .. f[2], prefix .. 'k:' .. f[1] }
local left = tonumber(f[6]) + life - now
if left <= 0 then
  redis.call('DEL', KEYS[1])
  for _, z in ipairs(zsets) do redis.call('ZREM', z, id) end
  return nil
end
local inflight = math.max(0, (tonumber(f[8]) or 0) + tonumber(ARGV[5]))
redis.call('HSET', KEYS[1], 'seen', now, 'inflight', inflight)
redis.call('PEXPIRE', KEYS[1], math.min(idle, left))
for _, z in ipairs(zsets) do redis.call('ZADD', z, 'XX', now, id) end
f[7] = tostring(now)
return f
`;

/** Removes a session everywhere; 1 if it existed. */
const FORGET = `
local f = redis.call('HMGET', KEYS[1], 'key', 'consumer')
if not f[1] then return 0 end
local prefix, id = ARGV[1], ARGV[2]
redis.call('DEL', KEYS[1])
redis.call('ZREM', prefix .. 'all', id)
redis.call('ZREM', prefix .. 'c:' .. f[2], id)
redis.call('ZREM', prefix .. 'k:' .. f[1], id)
return 1
`;

/**
 * Live sessions across all replicas: members seen within the idle timeout whose record still exists
 * (a record also ends at its lifetime, and a member whose record expired is only dropped from the set
 * when an admission walks past it, so the set's size alone over-counts).
 */
const LIVE = `
local n = 0
for _, sid in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[1], '+inf')) do
  if redis.call('EXISTS', ARGV[2] .. 's:' .. sid) == 1 then n = n + 1 end
end
return n
`;

export type StoreState = LinkState;

/** A client's `notifications/cancelled` for requests of a shared session, as replicas tell each other. */
export interface SharedCancel {
  readonly sessionId: string;
  readonly requestIds: readonly (string | number)[];
}

/**
 * The records of 2025-11-25 sessions in Redis, shared by every replica: any
 * replica answers a session another one opened, and DELETE on one ends it on
 * all. Every command fails fast while Redis is unreachable (no offline queue,
 * a command timeout), as `session_store_unavailable`; the client reconnects
 * by itself, so the store recovers when Redis returns.
 */
export class SharedSessionStore {
  private readonly client: Redis;
  /** Subscribed to the cancel channel (a subscribed connection can issue no other command). */
  private readonly subscriber: Redis;
  private readonly cancelListeners = new Set<(cancel: SharedCancel) => void>();
  private readonly link: RedisLink;

  constructor(private readonly options: SharedSessionOptions) {
    this.link = new RedisLink({
      url: options.url,
      timeoutMs: options.timeoutMs,
      log: options.log,
      owner: 'MCP sessions',
      whileDown: 'initialize answers 503 session_store_unavailable until it returns',
    });
    this.client = this.link.client;
    this.subscriber = subscribe(options.url, this.cancelChannel(), (text) => this.deliverCancel(text));
  }

  /** Runs `listener` for every cancellation any replica publishes (this one's included). */
  onCancel(listener: (cancel: SharedCancel) => void): void {
    this.cancelListeners.add(listener);
  }

  /**
   * Tells every replica that the client cancelled these requests of a session:
   * the replica running one of them stops it. Best effort: with Redis down the
   * call runs to its end, and its answer is ignored by the client.
   */
  publishCancel(cancel: SharedCancel): void {
    if (this.link.state !== 'up' || cancel.requestIds.length === 0) return;
    this.client.publish(this.cancelChannel(), JSON.stringify(cancel)).catch(() => undefined);
  }

  get state(): StoreState {
    return this.link.state;
  }

  /** Waits (briefly) for the first connection, so a replica that just started does not refuse its first sessions. */
  ready(withinMs: number): Promise<void> {
    return this.link.ready(withinMs);
  }

  /** Stores a new session within its owner's quotas, or throws 429 / 503 as the in-memory store does. */
  async open(record: SessionRecord): Promise<void> {
    const { prefix, policy } = this.options;
    const verdict = await this.run(() =>
      this.script(
        ADMIT,
        4,
        `${prefix}all`,
        `${prefix}c:${record.consumer}`,
        `${prefix}k:${record.keyId}`,
        this.recordKey(record.id),
        record.createdAt,
        policy.idleTimeoutMs,
        policy.maxLifetimeMs,
        policy.maxSessionsPerKey,
        policy.maxSessionsPerConsumer,
        policy.maxSessions,
        record.id,
        record.keyId,
        record.consumer,
        prefix,
        JSON.stringify(record.context),
        record.protocolVersion,
        JSON.stringify(record.clientInfo),
        record.ui ? '1' : '0',
      ),
    );
    if (verdict === 'ok') return;
    if (verdict === 'all') {
      throw new CharterError('too_many_sessions', undefined, null, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    const detail =
      verdict === 'key'
        ? `The API key has ${policy.maxSessionsPerKey} busy MCP sessions open (its limit).`
        : `The consumer '${record.consumer}' has ${policy.maxSessionsPerConsumer} busy MCP sessions open (its limit).`;
    throw new CharterError(
      'session_quota_exceeded',
      `${detail} Every one is busy; close one (DELETE) or retry after the indicated delay.`,
      null,
      { retryAfterSeconds: RETRY_AFTER_SECONDS },
    );
  }

  /**
   * The live session `id`, marked seen, with its calls in flight changed by
   * `inflight` (+1 as a POST starts, -1 as it ends); null when unknown or expired.
   */
  async touch(id: string, inflight: -1 | 0 | 1 = 0): Promise<SessionRecord | null> {
    const { prefix, policy } = this.options;
    const fields = await this.run(() =>
      this.script(
        TOUCH,
        1,
        this.recordKey(id),
        Date.now(),
        policy.idleTimeoutMs,
        policy.maxLifetimeMs,
        prefix,
        inflight,
        id,
      ),
    );
    return Array.isArray(fields) ? recordOf(id, fields as (string | null)[]) : null;
  }

  /** Sessions open across all replicas (for the metrics; one command, fails fast while Redis is down). */
  async liveCount(): Promise<number> {
    const { prefix, policy } = this.options;
    const count = await this.run(() =>
      this.script(LIVE, 1, `${prefix}all`, Date.now() - policy.idleTimeoutMs, prefix),
    );
    return Number(count);
  }

  /** Ends the session on every replica; false if it did not exist. */
  async delete(id: string): Promise<boolean> {
    const removed = await this.run(() => this.script(FORGET, 1, this.recordKey(id), this.options.prefix, id));
    return removed === 1;
  }

  async close(): Promise<void> {
    this.cancelListeners.clear();
    for (const client of [this.client, this.subscriber]) {
      client.removeAllListeners('error');
      client.on('error', () => {});
      client.disconnect();
    }
  }

  private cancelChannel(): string {
    return `${this.options.prefix}cancel`;
  }

  private deliverCancel(text: string): void {
    let cancel: SharedCancel;
    try {
      cancel = JSON.parse(text) as SharedCancel;
    } catch {
      return;
    }
    if (typeof cancel.sessionId !== 'string' || !Array.isArray(cancel.requestIds)) return;
    for (const listener of this.cancelListeners) listener(cancel);
  }

  /** Runs a script by its SHA-1 (EVALSHA), sending its text only the first time a Redis lacks it. */
  private async script(lua: string, keys: number, ...args: (string | number)[]): Promise<unknown> {
    const sha = scriptSha(lua);
    try {
      return await this.client.evalsha(sha, keys, ...args);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return this.client.eval(lua, keys, ...args);
    }
  }

  private recordKey(id: string): string {
    return `${this.options.prefix}s:${id}`;
  }

  /** One store command; any Redis failure is the client's 503, never a 500. */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    if (this.link.state === 'connecting') await this.link.ready(this.options.timeoutMs * 4);
    if (this.link.state !== 'up') throw unavailable();
    try {
      return await command();
    } catch (err) {
      throw unavailable(err);
    }
  }
}

const SHAS = new Map<string, string>();

function scriptSha(lua: string): string {
  let sha = SHAS.get(lua);
  if (!sha) {
    sha = createHash('sha1').update(lua).digest('hex');
    SHAS.set(lua, sha);
  }
  return sha;
}

function unavailable(cause?: unknown): CharterError {
  return new CharterError('session_store_unavailable', undefined, null, {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    ...(cause === undefined ? {} : { cause }),
  });
}

function recordOf(id: string, f: (string | null)[]): SessionRecord {
  const [keyId, consumer, context, version, client, created, seen, , ui] = f;
  return {
    id,
    keyId: keyId ?? '',
    consumer: consumer ?? '',
    context: JSON.parse(context ?? '{}') as QueryContext,
    protocolVersion: version ?? '',
    clientInfo: JSON.parse(client ?? 'null') as SessionRecord['clientInfo'],
    // A record stored before this field existed has none: its client is taken as not declaring it.
    ui: ui === '1',
    createdAt: Number(created),
    lastSeen: Number(seen),
  };
}
