import { Redis } from 'ioredis';

/** The Redis the suites use: CHARTER_TEST_REDIS_URL, else the local server. */
export const TEST_REDIS_URL = process.env.CHARTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Null when Redis at `url` answers PING, else why not (the skip or failure reason a suite shows). */
export async function redisUnreachable(url: string = TEST_REDIS_URL): Promise<string | null> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    client.disconnect();
  }
}
