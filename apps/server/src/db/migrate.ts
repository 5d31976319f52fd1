import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../server-root';
import type { Database } from './client';

/**
 * Arbitrary but fixed key of the session-level advisory lock that serialises start-up work
 * (migrations, seeding) when several server processes boot against one PostgreSQL.
 */
export const STARTUP_LOCK_KEY = 7_402_118_031;

/**
 * Applies the committed drizzle-kit migrations. On PostgreSQL the work runs on one pooled
 * connection holding `pg_advisory_lock`, so processes starting at once take turns and the
 * later ones find nothing left to do. `work` runs under the same lock (seeding).
 */
export async function migrateDatabase(
  database: Database,
  work: () => Promise<void> = async () => {},
): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    // One process owns an embedded database, so there is no one to race with.
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    await work();
    return;
  }
  const connection = await database.pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: connection }), config);
      await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

/**
 * How many committed migrations this database lacks (/health/ready, ADR 029): journal
 * entries newer than the last one applied. drizzle's migrator decides the same way (by the
 * `created_at` it records, the journal's `when`), so 0 means a start would apply nothing.
 * A database never migrated (no bookkeeping table) lacks them all.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const journal = await migrationJournal();
  let last: number;
  try {
    // Both drivers answer `execute` with `rows` (lib/sql-rows.ts, which db/ may not import).
    const { rows } = (await database.db.execute(
      sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
    )) as { rows: { last: string | null }[] };
    last = Number(rows[0]?.last ?? 0);
  } catch {
    return journal.length;
  }
  return journal.filter((when) => when > last).length;
}

let journalRead: Promise<number[]> | undefined;

/** The `when` of every committed migration; read once, it cannot change while we run. */
function migrationJournal(): Promise<number[]> {
  journalRead ??= readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { entries: { when: number }[] }).entries.map((e) => e.when),
  );
  return journalRead;
}
