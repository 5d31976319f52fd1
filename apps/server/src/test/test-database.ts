import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from '../db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return inject('testDatabaseUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

export type TestDatabase = {
  database: Database;
  dispose: () => Promise<void>;
  /** PostgreSQL only: where more pools (more "server processes") can connect to it. */
  url?: string;
};

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or a uniquely named
 * PostgreSQL database (created here, dropped by dispose) so test files run in parallel
 * without seeing each other's rows.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = pgliteDatabase(await createPglite());
    return { database, dispose: () => database.close() };
  }
  const adminUrl = inject('testDatabaseUrl');
  const name = `openlobby_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(new pg.Pool({ connectionString: url.toString(), max: 5 }));
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
