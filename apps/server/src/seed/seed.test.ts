import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { game, member, seedRun, systemSetting, vendor, vendorCategory } from '../db/schema';
import { defaultSettingRows } from '../modules/settings/defaults';
import { buildTestApp, operatorHeaders } from '../test/build-test-app';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';
import { runSeed } from '.';
import { DEMO_GAME_COUNT } from './demo-games';
import { seedCategories } from './vendor-catalog';

async function counts(db: Db) {
  const [categories] = await db.select({ n: count() }).from(vendorCategory);
  const [vendors] = await db.select({ n: count() }).from(vendor);
  const [settings] = await db.select({ n: count() }).from(systemSetting);
  const [runs] = await db.select({ n: count() }).from(seedRun);
  const [games] = await db.select({ n: count() }).from(game);
  return {
    categories: categories?.n,
    vendors: vendors?.n,
    settings: settings?.n,
    runs: runs?.n,
    games: games?.n,
  };
}

describe.each(testDatabaseKinds())('migrations and seed on %s', (kind) => {
  const database = useTestDatabase(kind, { empty: true });
  beforeAll(async () => {
    await migrateDatabase(database());
  });

  it('seeds once: a second run and concurrent runs neither duplicate nor wipe', async () => {
    const db = database().db;
    // demo_agent's team has its own test (demo-agents.test.ts); the app's tests run without it.
    const noTeam = { demoTeam: false };
    const first = await Promise.all([runSeed(db, noTeam), runSeed(db, noTeam)]);
    // Each seed set (catalogue, demo members, demo money, games) is applied by exactly one of the two runs.
    expect(first.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect((await db.select({ n: count() }).from(member))[0]?.n).toBe(5);
    const seeded = await counts(db);
    expect(seeded).toEqual({
      categories: seedCategories.length,
      vendors: seedCategories.reduce((n, c) => n + c.vendors.length, 0),
      settings: defaultSettingRows().length + 1, // + the demo store links for the app download
      // the catalogue, demo members, their demo money, games, announcements, home, help, support
      runs: 22, // one seed_run row per demo set (the list in seed/index.ts)
      games: DEMO_GAME_COUNT,
    });

    await db
      .update(vendorCategory)
      .set({ enabled: false })
      .where(eq(vendorCategory.gameCategory, 'FISH'));
    expect(await runSeed(db, noTeam)).toBe(false);
    expect(await counts(db)).toEqual(seeded);
    const [fish] = await db
      .select({ enabled: vendorCategory.enabled })
      .from(vendorCategory)
      .where(eq(vendorCategory.gameCategory, 'FISH'));
    expect(fish?.enabled).toBe(false);
  });

  describe('across restarts', () => {
    it('keeps operator changes when the app starts again (migrations and seed re-run)', async () => {
      const first = await buildTestApp(database());
      const res = await first.inject({
        method: 'PUT',
        url: '/operator/maintenance',
        headers: operatorHeaders,
        payload: { enabled: true, endsAt: null },
      });
      expect(res.statusCode).toBe(200);
      await first.close();

      const second = await buildTestApp(database());
      try {
        const status = (await second.inject('/wps/system/status')).json();
        expect(status.value.status).toBe(1);
        expect(await counts(second.db)).toMatchObject({
          runs: 22, // one seed_run row per demo set (the list in seed/index.ts)
          games: DEMO_GAME_COUNT,
          categories: seedCategories.length,
        });
      } finally {
        await second.close();
      }
    });
  });
});
