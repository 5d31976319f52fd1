import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../../lib/redis';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '../../../test/redis-kit';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { checkStoreOf, redisCheckStore, type CheckStore } from './check-store';

const redisUp = await redisReachable();
const inAMinute = () => new Date(Date.now() + 60_000);

/** What every store of captchas and slider tokens keeps (ADR 030): single use, kind, expiry. */
function checkStoreContract(stores: () => [CheckStore, CheckStore]) {
  it('gives a check once, to whichever instance asks first', async () => {
    const [a, b] = stores();
    const id = randomUUID();
    await a.insert({ id, kind: 'captcha', answer: 'K7PQ', expiresAt: inAMinute() });
    expect(await b.findLive(id)).toMatchObject({ kind: 'captcha', answer: 'K7PQ' });
    const spent = await Promise.all([a.consume(id, 'captcha'), b.consume(id, 'captcha')]);
    expect(spent.filter((c) => c !== null)).toMatchObject([
      { kind: 'captcha', channel: null, answer: 'K7PQ' },
    ]);
    expect(await a.findLive(id)).toBeNull();
  });

  it('keeps kinds apart and lets an expired check go', async () => {
    const [a] = stores();
    const id = randomUUID();
    await a.insert({
      id,
      kind: 'slider-token',
      channel: 'login',
      answer: 'x',
      expiresAt: inAMinute(),
    });
    expect(await a.consume(id, 'captcha')).toBeNull();
    expect(await a.findLive(id)).toBeNull(); // a token is not a puzzle
    expect(await a.consume(id, 'slider-token')).toMatchObject({ channel: 'login' });
    const old = randomUUID();
    await a.insert({ id: old, kind: 'slider', answer: '42', expiresAt: new Date(Date.now() + 50) });
    await new Promise((r) => setTimeout(r, 120));
    expect(await a.consume(old, 'slider')).toBeNull();
  });
}

describe.each(testDatabaseKinds())('human checks in the database on %s', (kind) => {
  const database = useTestDatabase(kind);
  checkStoreContract(() => [checkStoreOf(database().db), checkStoreOf(database().db)]);
});

describe.skipIf(!redisUp)('human checks in Redis (REDIS_URL set)', () => {
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
  checkStoreContract(() => [redisCheckStore(first, prefix), redisCheckStore(second, prefix)]);
});
