import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type LinkState, RedisLink, subscribe } from '../redis/link.js';
import { decodeStored, encodeStored, type StoredResult } from './stored.js';

export interface RedisTierOptions {
  readonly url: string;
  readonly prefix: string;
  readonly timeoutMs: number;
  readonly log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export type RedisState = LinkState;

/** What a replica's `cache clear` tells the others: drop the memory entries of `tag` (null: all). */
export interface ClearNotice {
  readonly tag: string | null;
}

/**
 * The shared tier. It never makes a request fail or wait long: commands are
 * not queued while disconnected and time out after `timeoutMs`, a failure is a
 * miss, and the client reconnects by itself. State changes are logged once each.
 */
export class RedisTier {
  private readonly link: RedisLink;
  private readonly client: Redis;
  /** Subscribed to the clear channel. */
  private readonly listener: Redis;
  /** Tells this process's own notices from other replicas'. */
  private readonly instance = randomUUID();
  private onClear: ((notice: ClearNotice) => void) | null = null;

  constructor(private readonly options: RedisTierOptions) {
    this.link = new RedisLink({
      url: options.url,
      timeoutMs: options.timeoutMs,
      log: options.log,
      owner: 'result cache',
      whileDown: 'answering from memory and the warehouse until it returns',
    });
    this.client = this.link.client;
    this.listener = subscribe(options.url, this.channel, (message) => this.received(message));
  }

  /** The channel of clear notices: one per prefix, so services sharing a prefix share their clears. */
  private get channel(): string {
    return `${this.options.prefix}clear`;
  }

  /** Calls `handler` for every clear notice another replica publishes. */
  onClearNotice(handler: (notice: ClearNotice) => void): void {
    this.onClear = handler;
  }

  /** Tells every replica on this prefix to drop the memory entries of `tag` (null: all); false if Redis is down. */
  async publishClear(tag: string | null): Promise<boolean> {
    try {
      await this.client.publish(this.channel, JSON.stringify({ from: this.instance, tag }));
      return true;
    } catch {
      return false;
    }
  }

  private received(message: string): void {
    let notice: { from?: unknown; tag?: unknown };
    try {
      notice = JSON.parse(message) as { from?: unknown; tag?: unknown };
    } catch {
      return;
    }
    if (notice.from === this.instance) return;
    if (notice.tag !== null && typeof notice.tag !== 'string') return;
    this.onClear?.({ tag: notice.tag });
  }

  get state(): RedisState {
    return this.link.state;
  }

  private key(tag: string, hash: string): string {
    return `${this.options.prefix}${tag}:${hash}`;
  }

  /** The entry, or null on a miss, a malformed value or any Redis failure. */
  async get(tag: string, hash: string): Promise<StoredResult | null> {
    if (this.link.state !== 'up') return null;
    try {
      const bytes = await this.client.getBuffer(this.key(tag, hash));
      return bytes ? decodeStored(bytes) : null;
    } catch {
      return null;
    }
  }

  /** Stores in the background; a failure only means the next replica misses. */
  set(tag: string, hash: string, result: StoredResult, now: number): void {
    const ttl = Math.floor(result.expiresAt - now);
    if (this.link.state !== 'up' || ttl <= 0) return;
    this.client.set(this.key(tag, hash), encodeStored(result), 'PX', ttl).catch(() => {});
  }

  /** Deletes every entry of this service's prefix, or of one tag; returns how many. */
  async clear(tag: string | null): Promise<number> {
    const match = `${escapeGlob(this.options.prefix)}${tag === null ? '' : `${escapeGlob(tag)}:`}*`;
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', match, 'COUNT', 500);
      if (keys.length > 0) deleted += await this.client.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
    return deleted;
  }

  async close(): Promise<void> {
    this.client.removeAllListeners('error');
    this.client.on('error', () => {});
    this.client.disconnect();
    this.listener.disconnect();
  }
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}
