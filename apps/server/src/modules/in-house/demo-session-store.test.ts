import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../lib/redis';
import { sha256 } from '../../lib/secure-random';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '../../test/redis-kit';
import {
  memoryDemoSessionStore,
  redisDemoSessionStore,
  type DemoCaps,
  type DemoSessionStore,
  type DemoState,
} from './demo-session-store';

const redisUp = await redisReachable();
const roomy: DemoCaps = { maxSessions: 1000, maxPerIp: 30 };

function demoState(ip: string, expiresAt = Date.now() + 3600_000): DemoState {
  return {
    vendorCode: 'BGS',
    gameVendor: 'BGS',
    gameCode: 'dice',
    ip,
    expiresAt,
    balance: 100_000,
    seed: { serverSeed: 's', serverSeedHash: 'h', clientSeed: 'c', nextNonce: 0 },
    revealed: {},
    rounds: [],
    pendingBets: {},
    sandboxRounds: [],
  };
}

/**
 * What every store of demo sessions keeps (ADR 030), seen from two instances: one session
 * whichever reads it, changes that are never lost or applied twice, and the caps.
 */
function demoStoreContract(stores: () => [DemoSessionStore, DemoSessionStore]) {
  it('shows a session opened on one instance to the other, until it is dropped', async () => {
    const [a, b] = stores();
    const token = randomUUID();
    await a.open(token, demoState('192.0.2.10'), roomy, Date.now());
    expect(await b.read(token)).toEqual(demoState('192.0.2.10', (await a.read(token))!.expiresAt));
    await b.drop(token);
    expect(await a.read(token)).toBeNull();
    await expect(a.change(token, (s) => s.balance)).rejects.toMatchObject({
      errorCode: 'GAME_SESSION_INVALID',
    });
  });

  it('keeps every one of 40 changes sent at once through two instances, each once', async () => {
    const [a, b] = stores();
    const token = randomUUID();
    await a.open(token, demoState('192.0.2.11'), roomy, Date.now());
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).change(token, (s) => {
          s.balance -= 100;
          s.seed.nextNonce += 1;
          s.pendingBets[`round-${i}`] = s.seed.nextNonce;
          return s.seed.nextNonce;
        }),
      ),
    );
    // Each change saw the one before it: 40 different nonces, none skipped.
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const state = (await b.read(token))!;
    expect(state.balance).toBe(100_000 - 40 * 100);
    expect(state.seed.nextNonce).toBe(40);
    expect(Object.keys(state.pendingBets)).toHaveLength(40);
  });

  it('keeps nothing of a change that throws, and a read copy changes nothing', async () => {
    const [a, b] = stores();
    const token = randomUUID();
    await a.open(token, demoState('192.0.2.12'), roomy, Date.now());
    await expect(
      b.change(token, (s) => {
        s.balance = 0;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const copy = (await a.read(token))!;
    copy.balance = 1;
    expect((await b.read(token))!.balance).toBe(100_000);
  });

  it("makes room for an address's next demo from its own oldest, never another's", async () => {
    const [a, b] = stores();
    const caps = { maxSessions: 1000, maxPerIp: 3 };
    const ip = '198.51.100.13';
    const other = randomUUID();
    await a.open(other, demoState('192.0.2.13'), caps, Date.now());
    const own = Array.from({ length: 5 }, () => randomUUID());
    for (const [i, token] of own.entries()) {
      await (i % 2 ? a : b).open(token, demoState(ip), caps, Date.now());
    }
    const live = await Promise.all(own.map(async (t) => (await b.read(t)) !== null));
    expect(live).toEqual([false, false, true, true, true]);
    expect(await a.read(other)).not.toBeNull();
  });

  it('keeps at most maxSessions: expired ones go first, then the oldest', async () => {
    const [a, b] = stores();
    const caps = { maxSessions: 5, maxPerIp: 5 };
    const now = Date.now();
    const tokens = Array.from({ length: 7 }, () => randomUUID());
    // The first expires within a second; the next four fill the store.
    await a.open(tokens[0]!, demoState('192.0.2.20', now + 1000), caps, now);
    // Opened one after the other, each lives as long: the older expires first.
    for (let i = 1; i <= 4; i += 1) {
      await b.open(tokens[i]!, demoState(`192.0.2.2${i}`, now + 3600_000 + i), caps, now + i);
    }
    // Two seconds on: the expired one makes room, then the oldest live one.
    const later = now + 2000;
    await a.open(tokens[5]!, demoState('192.0.2.25', later + 3600_000), caps, later);
    expect(await b.read(tokens[0]!)).toBeNull();
    expect(await b.read(tokens[1]!)).not.toBeNull();
    await b.open(tokens[6]!, demoState('192.0.2.26', later + 3600_001), caps, later + 1);
    const live = await Promise.all(tokens.map(async (t) => (await a.read(t)) !== null));
    expect(live).toEqual([false, false, true, true, true, true, true]);
  });
}

describe('demo sessions in memory (one process)', () => {
  demoStoreContract(() => {
    const store = memoryDemoSessionStore();
    return [store, store];
  });
});

describe.skipIf(!redisUp)('demo sessions in Redis (REDIS_URL set)', () => {
  const prefixes: string[] = [];
  const freshPrefix = () => {
    prefixes.push(testKeyPrefix());
    return prefixes.at(-1)!;
  };
  let first: Redis;
  let second: Redis;
  beforeAll(() => {
    first = connectRedis(TEST_REDIS_URL);
    second = connectRedis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    for (const prefix of prefixes) await dropKeys(first, prefix);
    await Promise.all([first.quit(), second.quit()]);
  });
  demoStoreContract(() => {
    const prefix = freshPrefix();
    return [redisDemoSessionStore(first, prefix), redisDemoSessionStore(second, prefix)];
  });

  it('keys a session by its token’s hash, expiring with it', async () => {
    const prefix = freshPrefix();
    const store = redisDemoSessionStore(first, prefix);
    const token = randomUUID();
    const now = Date.now();
    await store.open(token, demoState('192.0.2.30', now + 60_000), roomy, now);
    const keys = await first.keys(`${prefix}*`);
    expect(keys.some((k) => k.includes(token))).toBe(false);
    const key = `${prefix}session:${sha256(token)}`;
    expect(keys).toContain(key);
    const ttl = await first.pttl(key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // A change keeps the session's expiry.
    await store.change(token, (s) => (s.balance -= 1));
    expect(await first.pttl(key)).toBeGreaterThan(55_000);
  });
});
