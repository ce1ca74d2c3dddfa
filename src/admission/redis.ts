import { Redis } from 'ioredis';

/** Told once when Redis stops answering and once when it answers again. */
export type RedisStateListener = (state: 'down' | 'up', err?: Error) => void;

/** The one Redis connection the limits (rates and concurrency slots) share, with its up/down state. */
export interface LimitsRedis {
  readonly client: Redis;
  /** True from the first connection error until Redis is ready again. */
  readonly down: boolean;
  /** Resolves once the connection is ready (tests wait for it before counting). */
  connected(): Promise<void>;
  close(): void;
}

/**
 * Opens the connection. No offline queue and a short command timeout: a
 * command while Redis is away fails at once and the caller counts in this
 * process instead of waiting; ioredis reconnects by itself meanwhile.
 */
export function connectLimitsRedis(url: string, onStateChange?: RedisStateListener): LimitsRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    onStateChange?.('down', err);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    onStateChange?.('up');
  });
  return {
    client,
    get down() {
      return down || client.status !== 'ready';
    },
    connected: () =>
      client.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((r) => client.once('ready', () => r())),
    close: () => client.disconnect(),
  };
}
