import { Redis } from 'ioredis';

export type LinkState = 'connecting' | 'up' | 'down';

export interface LinkLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisLinkOptions {
  readonly url: string;
  /** A command's time limit; connecting may take four times as long. */
  readonly timeoutMs: number;
  readonly log?: LinkLog | undefined;
  /** What the owner does while Redis is away (logged once when it goes) and its name (logged when it returns). */
  readonly whileDown: string;
  readonly owner: string;
}

/**
 * One fail-fast connection to Redis for a part that must never make a request
 * wait on it: no offline queue, one try per command, a command timeout, and
 * reconnection every second at most, so the part recovers on its own. Its
 * state is logged once each way (not once per failed command).
 */
export class RedisLink {
  readonly client: Redis;
  private current: LinkState = 'connecting';

  constructor(private readonly options: RedisLinkOptions) {
    this.client = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.timeoutMs,
      connectTimeout: Math.max(1000, options.timeoutMs * 4),
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
    this.client.on('ready', () => this.moveTo('up'));
    this.client.on('error', (err: Error) => this.moveTo('down', err.message));
    this.client.on('end', () => this.moveTo('down'));
  }

  get state(): LinkState {
    return this.current;
  }

  /** Waits (at most `withinMs`) for the first connection, so a part that just started does not refuse at once. */
  async ready(withinMs: number): Promise<void> {
    if (this.current !== 'connecting') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, withinMs);
      this.client.once('ready', done);
    });
  }

  private moveTo(state: LinkState, reason?: string): void {
    // A connection closed before it ever opened is the first error's to report.
    if (state === this.current || (state === 'down' && this.current === 'connecting' && !reason)) return;
    const was = this.current;
    this.current = state;
    if (state === 'down') {
      this.options.log?.warn(
        { reason },
        `${this.options.owner}: Redis is unreachable; ${this.options.whileDown}`,
      );
    } else if (was === 'down') {
      this.options.log?.info({}, `${this.options.owner}: Redis is reachable again`);
    }
  }
}

/**
 * A connection subscribed to one channel, for notices between replicas. A
 * subscribed connection can send no other command, so it is separate from
 * the link; it queues its SUBSCRIBE until connected and ioredis subscribes
 * again after every reconnection. Its failures are the link's to report.
 */
export function subscribe(url: string, channel: string, onMessage: (message: string) => void): Redis {
  const subscriber = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  subscriber.on('error', () => {});
  subscriber.on('message', (received: string, message: string) => {
    if (received === channel) onMessage(message);
  });
  subscriber.subscribe(channel).catch(() => undefined);
  return subscriber;
}
