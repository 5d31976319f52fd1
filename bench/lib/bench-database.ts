import pg from 'pg';
import { postgresDatabase, type Database } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';

export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? undefined;

/**
 * Runs `work` on a fresh, migrated PostgreSQL database created for it on the bench's server
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL) and dropped afterwards, whatever happens.
 */
export async function withBenchDatabase<T>(
  label: string,
  work: (database: Database, url: string) => Promise<T>,
  poolSize = 10,
): Promise<T> {
  const adminUrl = benchDatabaseUrl();
  if (!adminUrl) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL');
  const name = `openlobby_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(
    new pg.Pool({ connectionString: url.toString(), max: poolSize }),
  );
  try {
    await migrateDatabase(database);
    return await work(database, url.toString());
  } finally {
    await database.close();
    await dropWhenIdle(admin, name);
    await admin.end();
  }
}

/** The pool's connections close a moment after `end()`; forcing them out would log errors. */
async function dropWhenIdle(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
