import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { runSeed } from '../../seed';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { writeSetting } from './repository';
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

  it('reads a stale cache through the transaction it is given', async () => {
    // TTL 0: every read misses. The read must be the transaction's own: it sees the row the
    // transaction wrote and has not committed (through the pool, PostgreSQL would answer
    // from a second connection, which does not).
    const service = new SettingsService(database().db, 0);
    const committed = (await service.get()).maintenance.enabled;
    let inside: boolean | undefined;
    const rolledBack = await database()
      .db.transaction(async (tx) => {
        const maintenance = { enabled: !committed, endsAt: null };
        await writeSetting(tx as unknown as Db, 'maintenance', maintenance);
        inside = (await service.get(tx as unknown as Db)).maintenance.enabled;
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    expect(inside).toBe(!committed);
    expect((await service.get()).maintenance.enabled).toBe(committed);
  });

  it('falls back to defaults for a malformed stored value', async () => {
    const service = new SettingsService(database().db);
    await service.set('region', { enabled: 'yes' } as never);
    const snapshot = await service.get();
    expect(snapshot.region).toEqual({ enabled: false, countries: [], ipRanges: [] });
    expect(snapshot.blockedRanges).toEqual([]);
  });
});
