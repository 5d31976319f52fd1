import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '../test/redis-kit';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';
import { dbCounterStore, redisCounterStore, type CounterStore } from './rate-counter';
import { connectRedis } from './redis';

const redisUp = await redisReachable();
const minute = { key: 'contract:minute', seconds: 60 };
// The middle of a window, so no step of a test crosses into the next one.
const now = Date.UTC(2026, 0, 1, 12, 0, 30);

/**
 * The contract every counter store keeps (ADR 030): counts add up per window, peek only
 * reads, release gives back without going below zero, and a new window starts at zero.
 */
function counterContract(stores: () => [CounterStore, CounterStore]) {
  it('adds up within a window and starts again in the next', async () => {
    const [store] = stores();
    expect(await store.add(minute, 1, now)).toBe(1);
    expect(await store.add(minute, 4, now + 1000)).toBe(5);
    expect(await store.peek(minute, now)).toBe(5);
    expect(await store.peek(minute, now + 60_000)).toBe(0);
    expect(await store.add(minute, 1, now + 60_000)).toBe(1);
  });

  it('peeks without counting and releases without going below zero', async () => {
    const [store] = stores();
    const window = { key: 'contract:release', seconds: 60 };
    expect(await store.peek(window, now)).toBe(0);
    expect(await store.peek(window, now)).toBe(0);
    await store.release(window, now, 1); // nothing taken: stays at zero
    expect(await store.peek(window, now)).toBe(0);
    await store.add(window, 3, now);
    await store.release(window, now, 2);
    expect(await store.peek(window, now)).toBe(1);
    await store.release(window, now, 5);
    expect(await store.peek(window, now)).toBe(0);
    expect(await store.add(window, 1, now)).toBe(1);
  });

  it('keeps keys apart', async () => {
    const [store] = stores();
    await store.add({ key: 'contract:a', seconds: 60 }, 2, now);
    expect(await store.peek({ key: 'contract:b', seconds: 60 }, now)).toBe(0);
  });

  it('gives two instances one limit: concurrent hits from both are all counted', async () => {
    const [a, b] = stores();
    const window = { key: 'contract:shared', seconds: 60 };
    const totals = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).add(window, 1, now)),
    );
    // Each hit saw a different total: the 21st from either side is over a limit of 20.
    expect(new Set(totals).size).toBe(20);
    expect(Math.max(...totals)).toBe(20);
    expect(await b.add(window, 1, now)).toBe(21);
    expect(await a.peek(window, now)).toBe(21);
  });
}

describe.each(testDatabaseKinds())('rate counters in the database on %s', (kind) => {
  const database = useTestDatabase(kind);
  // One database is what two instances share; two stores over it stand for them.
  counterContract(() => [dbCounterStore(database().db), dbCounterStore(database().db)]);
});

describe.skipIf(!redisUp)('rate counters in Redis (REDIS_URL set)', () => {
  const prefix = testKeyPrefix();
  let first: Redis;
  let second: Redis;
  beforeAll(() => {
    // Two clients, as two server processes would hold.
    first = connectRedis(TEST_REDIS_URL);
    second = connectRedis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await dropKeys(first, prefix);
    await Promise.all([first.quit(), second.quit()]);
  });
  counterContract(() => [redisCounterStore(first, prefix), redisCounterStore(second, prefix)]);

  it('lets a window expire with its end', async () => {
    await redisCounterStore(first, prefix).add({ key: 'ttl', seconds: 60 }, 1, Date.now());
    const [key] = await first.keys(`${prefix}ttl:*`);
    const ttl = await first.pttl(key!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(61_000);
  });
});
