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
