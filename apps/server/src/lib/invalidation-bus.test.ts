import type { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { redisReachable, TEST_REDIS_URL } from '../test/redis-kit';
import {
  localInvalidationBus,
  postgresInvalidationBus,
  redisInvalidationBus,
  type InvalidationBus,
} from './invalidation-bus';
import { connectRedis } from './redis';

const redisUp = await redisReachable();
const postgresUrl = inject('testDatabaseUrl');

/** Resolves once `bus` delivers the topic (or rejects after `ms`). */
const delivered = (bus: InvalidationBus, ms = 5000) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not delivered')), ms);
    const stop = bus.subscribe('operator-change', () => {
      clearTimeout(timer);
      stop();
      resolve();
    });
  });

/** Counts deliveries of the topic on `bus`. */
function counter(bus: InvalidationBus) {
  const seen = { count: 0 };
  bus.subscribe('operator-change', () => (seen.count += 1));
  return seen;
}

/** Two buses stand for two server processes: a publish on one reaches both, each once. */
function crossProcessContract(buses: () => Promise<[InvalidationBus, InvalidationBus]>) {
  it('delivers a publish to its own process at once and to the other once', async () => {
    const [a, b] = await buses();
    const onA = counter(a);
    const onB = counter(b);
    const reachesB = delivered(b);
    await a.publish('operator-change');
    expect(onA.count).toBe(1); // before publish returned: the operator's next read is fresh
    await reachesB;
    // A moment for a duplicate (its own echo on A, a second copy on B) to show up.
    await new Promise((r) => setTimeout(r, 200));
    expect(onA.count).toBe(1);
    expect(onB.count).toBe(1);
  });
}

describe('the in-process bus (PGlite: one process)', () => {
  it('runs listeners on publish and not after unsubscribe', async () => {
    const bus = localInvalidationBus();
    let seen = 0;
    const stop = bus.subscribe('operator-change', () => (seen += 1));
    await bus.publish('operator-change');
    expect(seen).toBe(1);
    stop();
    await bus.publish('operator-change');
    expect(seen).toBe(1);
  });
});

describe.skipIf(!redisUp)('the Redis bus (REDIS_URL set)', () => {
  const clients: Redis[] = [];
  const buses: InvalidationBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await Promise.all(clients.map((c) => c.quit()));
  });
  crossProcessContract(async () => {
    const made = await Promise.all(
      [0, 1].map(async () => {
        const client = connectRedis(TEST_REDIS_URL);
        clients.push(client);
        const bus = await redisInvalidationBus(client, () => undefined);
        buses.push(bus);
        return bus;
      }),
    );
    return [made[0]!, made[1]!];
  });
});

describe.skipIf(!postgresUrl)('the PostgreSQL LISTEN/NOTIFY bus', () => {
  const pools: pg.Pool[] = [];
  const buses: InvalidationBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await Promise.all(pools.map((p) => p.end()));
  });
  crossProcessContract(async () => {
    const made = await Promise.all(
      [0, 1].map(async () => {
        const pool = new pg.Pool({ connectionString: postgresUrl, max: 2 });
        pools.push(pool);
        const bus = await postgresInvalidationBus(pool, () => undefined);
        buses.push(bus);
        return bus;
      }),
    );
    return [made[0]!, made[1]!];
  });
});
