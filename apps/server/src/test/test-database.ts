import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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

export type TestDatabaseOptions = {
  /**
   * An empty database (no migrations, no seed) instead of a copy of the migrated and seeded
   * one (test/global-setup.ts): for tests of the migrations and the seed themselves, and
   * of code that must see only the rows it writes.
   */
  empty?: boolean;
};

/**
 * A database of its own for one test file: an in-memory PGlite, or a uniquely named
 * PostgreSQL database (created here, dropped by dispose) so test files run in parallel
 * without seeing each other's rows. By default a copy of the database the global set-up
 * migrated and seeded as `buildTestApp` does (the app then finds nothing to migrate or
 * seed); `empty` gives a bare one.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = options.empty ? undefined : await pgliteTemplate();
    const database = pgliteDatabase(await createPglite(undefined, template));
    return { database, dispose: () => database.close() };
  }
  const adminUrl = inject('testDatabaseUrl');
  const template = options.empty ? '' : inject('postgresTemplate');
  const name = `openlobby_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
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

let templateDump: Promise<Blob> | undefined;

/** The global set-up's PGlite dump, read once per worker. */
function pgliteTemplate(): Promise<Blob> {
  templateDump ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return templateDump;
}
