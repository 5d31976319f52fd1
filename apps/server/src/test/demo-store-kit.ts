import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';
import { connectRedis } from '../lib/redis';
import {
  memoryDemoSessionStore,
  redisDemoSessionStore,
  type DemoSessionStore,
} from '../modules/in-house/demo-session-store';
import { dropKeys, TEST_REDIS_URL, testKeyPrefix } from './redis-kit';

type TwoInstances = () => [DemoSessionStore, DemoSessionStore];

/**
 * Runs `suite` as two instances would see demo sessions: one memory store both share (one
 * process), and two Redis clients on one Redis (REDIS_URL set; skipped when `redisUp` is
 * false), under a key prefix of the suite's own that is dropped afterwards.
 */
export function onBothDemoStores(
  title: string,
  redisUp: boolean,
  suite: (stores: TwoInstances) => void,
) {
  describe(`${title}, sessions in memory (one process)`, () => {
    suite(() => {
      const store = memoryDemoSessionStore();
      return [store, store];
    });
  });
  describe.skipIf(!redisUp)(`${title}, sessions in Redis`, () => {
    const prefix = testKeyPrefix();
    let first: Redis;
    let second: Redis;
    beforeAll(() => {
      first = connectRedis(TEST_REDIS_URL);
      second = connectRedis(TEST_REDIS_URL);
    });
    afterAll(async () => {
      await dropKeys(first, prefix);
      await Promise.all([first.quit(), second.quit()]);
    });
    suite(() => [redisDemoSessionStore(first, prefix), redisDemoSessionStore(second, prefix)]);
  });
}
