import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { openDatabase, type Database } from './client';
import { listenTo } from './listen';

/**
 * DATABASE_POOL_SIZE counts connections for queries (ADR 045): the ones a process holds for
 * LISTEN (the push channel, the invalidation bus without Redis) come on top, so even a pool
 * of 1 still answers a query while both are held.
 */
describe.skipIf(!inject('testDatabaseUrl'))('the PostgreSQL pool of DATABASE_POOL_SIZE', () => {
  let fresh: TestDatabase;
  let database: Database;
  const unlisten: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    fresh = await createTestDatabase('postgres', { empty: true });
    database = await openDatabase({ databaseUrl: fresh.url!, dataDir: '.', poolSize: 1 });
  });
  afterAll(async () => {
    for (const stop of unlisten) await stop();
    await database?.close();
    await fresh?.dispose();
  });

  it('keeps a connection for queries while two are held for LISTEN', async () => {
    unlisten.push(await listenTo(database, 'pool_test_a', () => undefined));
    unlisten.push(await listenTo(database, 'pool_test_b', () => undefined));
    const answer = database.db.execute(sql`SELECT 1 AS one`);
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('no connection left for queries')), 5000),
    );
    await expect(Promise.race([answer, timeout])).resolves.toBeTruthy();
  });
});
