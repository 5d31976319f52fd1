import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis } from '../lib/redis';

/** The machine's Redis the tests use when it answers (REDIS_URL of the tests, or the default). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** True when Redis answers a PING within a second; Redis tests are skipped otherwise. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = connectRedis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.removeAllListeners('error');
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A prefix of keys no other test (or run) shares. */
export const testKeyPrefix = () => `test:${randomUUID()}:`;

/** Deletes every key under `prefix` (a test's own). */
export async function dropKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}
