import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../server-root';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database';
import { postgresDatabase, type Database } from './client';
import { migrateDatabase, pendingMigrations } from './migrate';

const STARTERS = 5;

function poolOf(database: Database): pg.Pool {
  if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
  return database.pool;
}

const journalLength = (
  JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/**
 * Item 3 of issue 16 (ADR 029): several instances starting at once on one fresh PostgreSQL
 * database. Each has its own pool, as separate processes would; the advisory lock makes
 * them take turns, so each succeeds and the schema is applied once. PGlite is one process.
 */
describe.skipIf(!inject('testDatabaseUrl'))(
  'migrations started by several instances at once',
  () => {
    let fresh: TestDatabase;
    const starters: Database[] = [];

    beforeAll(async () => {
      fresh = await createTestDatabase('postgres', { empty: true });
      for (let i = 0; i < STARTERS; i += 1) {
        starters.push(postgresDatabase(new pg.Pool({ connectionString: fresh.url!, max: 2 })));
      }
    });
    afterAll(async () => {
      await Promise.all(starters.map((s) => s.close()));
      await fresh?.dispose();
    });

    it('all succeed, one at a time, and apply each migration once', async () => {
      expect(await pendingMigrations(fresh.database)).toBe(journalLength);
      const spans: { start: number; end: number }[] = [];
      await Promise.all(
        starters.map((starter) =>
          migrateDatabase(starter, async () => {
            // The start-up work under the lock (the seed): never two at once.
            const start = performance.now();
            await new Promise((r) => setTimeout(r, 30));
            spans.push({ start, end: performance.now() });
          }),
        ),
      );
      expect(spans).toHaveLength(STARTERS);
      spans.sort((a, b) => a.start - b.start);
      for (let i = 1; i < spans.length; i += 1) {
        expect(spans[i]!.start).toBeGreaterThanOrEqual(spans[i - 1]!.end);
      }
      const applied = await poolOf(fresh.database).query<{ n: string }>(
        'SELECT count(*)::text AS n FROM drizzle.__drizzle_migrations',
      );
      expect(Number(applied.rows[0]!.n)).toBe(journalLength);
      expect(await pendingMigrations(fresh.database)).toBe(0);
      // The lock is released: nobody holds an advisory lock on the database any more.
      const held = await poolOf(fresh.database).query(
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
      );
      expect(held.rowCount).toBe(0);
    }, 120_000);
  },
);

describe.each(testDatabaseKinds())('pendingMigrations on %s', (kind) => {
  it('counts every migration on a fresh database and none once migrated', async () => {
    const fresh = await createTestDatabase(kind, { empty: true });
    try {
      expect(await pendingMigrations(fresh.database)).toBe(journalLength);
      await migrateDatabase(fresh.database);
      expect(await pendingMigrations(fresh.database)).toBe(0);
    } finally {
      await fresh.dispose();
    }
  }, 120_000);
});
