import { randomUUID } from 'node:crypto';
import { apiPaths } from '@openlobby/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { rateCounter } from '../db/schema';
import { buildTestApp, operatorHeaders } from '../test/build-test-app';
import { redisReachable, TEST_REDIS_URL } from '../test/redis-kit';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';
import { takeQuota, usedQuota, type Quota } from './quota';
import { closeRedisClients } from './redis';

const redisUp = await redisReachable();

/** Two instances of the site (ADR 030): one database, one Redis, one limit. */
describe.skipIf(!redisUp).each(testDatabaseKinds())(
  'limits shared through Redis by two app instances on %s',
  (kind) => {
    const database = useTestDatabase(kind);
    let a: App;
    let b: App;
    beforeAll(async () => {
      a = await buildTestApp(database(), { REDIS_URL: TEST_REDIS_URL });
      b = await buildTestApp(database(), { REDIS_URL: TEST_REDIS_URL });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await closeRedisClients();
    });

    it('refuses the 21st take whichever instance it reaches, and counts nothing in the database', async () => {
      // A name of its own: other runs share this Redis.
      const quota: Quota = { name: `test-${randomUUID()}`, max: 20, per: 'IP', seconds: 900 };
      const subject = '203.0.113.7';
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => takeQuota((i % 2 ? a : b).db, quota, subject)),
      );
      await expect(takeQuota(a.db, quota, subject)).rejects.toMatchObject({
        errorCode: 'RATE_LIMITED',
      });
      await expect(takeQuota(b.db, quota, subject)).rejects.toMatchObject({
        errorCode: 'RATE_LIMITED',
      });
      // Refusals gave their take back: both instances read the same 20.
      expect(await usedQuota(a.db, quota, subject)).toBe(20);
      expect(await usedQuota(b.db, quota, subject)).toBe(20);
      const rows = await a.db
        .select()
        .from(rateCounter)
        .where(and(like(rateCounter.key, `${quota.name}:%`), eq(rateCounter.count, 20)));
      expect(rows).toEqual([]);
    });

    it('drops an instance’s cached public read when the other takes an operator change', async () => {
      const vendors = (app: App) =>
        app
          .inject({ url: `${apiPaths.newGameVendor}?platform=html5-desktop&language=en` })
          .then((r) => r.json<{ value: { gameCategory: string }[] }>().value);
      const hide = (enabled: boolean) =>
        a.inject({
          method: 'PUT',
          url: apiPaths.operatorCategories,
          headers: operatorHeaders,
          payload: { gameCategory: 'SPORTS', enabled },
        });
      expect((await vendors(b)).map((c) => c.gameCategory)).toContain('SPORTS'); // cached on B
      expect((await hide(false)).statusCode).toBe(200);
      // Pub/sub is asynchronous: B sees it within moments, far inside the 5 s TTL.
      await expect
        .poll(async () => (await vendors(b)).map((c) => c.gameCategory), { timeout: 2000 })
        .not.toContain('SPORTS');
      expect((await hide(true)).statusCode).toBe(200);
    });
  },
);
