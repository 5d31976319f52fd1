import { beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../db/migrate';
import { runSeed } from '../../seed';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { SettingsService } from './service';

describe.each(testDatabaseKinds())('settings cache on %s', (kind) => {
  const database = useTestDatabase(kind, { empty: true });
  beforeAll(async () => {
    await migrateDatabase(
      database(),
      async () => void (await runSeed(database().db, { demoTeam: false })),
    );
  });

  it('sees another process’s change within the TTL, and its own at once', async () => {
    let now = 1_000_000;
    const clock = () => now;
    // Two services on one database stand for two server processes.
    const here = new SettingsService(database().db, 1000, clock);
    const there = new SettingsService(database().db, 1000, clock);
    expect((await there.get()).maintenance.enabled).toBe(false);

    await here.set('maintenance', { enabled: true, endsAt: null });
    expect((await here.get()).maintenance.enabled).toBe(true);
    now += 999;
    expect((await there.get()).maintenance.enabled).toBe(false);
    now += 1;
    expect((await there.get()).maintenance.enabled).toBe(true);
  });

  it('falls back to defaults for a malformed stored value', async () => {
    const service = new SettingsService(database().db);
    await service.set('region', { enabled: 'yes' } as never);
    const snapshot = await service.get();
    expect(snapshot.region).toEqual({ enabled: false, countries: [], ipRanges: [] });
    expect(snapshot.blockedRanges).toEqual([]);
  });
});
