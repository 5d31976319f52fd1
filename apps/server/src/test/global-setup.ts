import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from '../db/client';
import { buildTestApp } from './build-test-app';

/**
 * Runs once per `vitest run`, before any server test file: migrates and seeds ONE database
 * of each kind exactly as `buildTestApp` does, so each test file starts from a copy instead
 * of migrating 18 files and seeding ~10,000 games itself (that was most of a file's set-up,
 * twice per file with PostgreSQL). PGlite's copy is a dump of its data directory; PostgreSQL's
 * is a template database that `CREATE DATABASE … TEMPLATE` copies file by file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'openlobby-test-template-'));
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(dir, { recursive: true })];

  const pglite = pgliteDatabase(await createPglite());
  await seedLikeATestApp(pglite);
  const dump = await (pglite as Extract<Database, { kind: 'pglite' }>).client.dumpDataDir('none');
  await pglite.close();
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const adminUrl = project.config.provide?.testDatabaseUrl ?? '';
  if (adminUrl) {
    const name = `openlobby_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: a template may have no session while it is copied.
    await seedLikeATestApp(
      postgresDatabase(new pg.Pool({ connectionString: url.toString(), max: 4 })),
    );
    project.provide('postgresTemplate', name);
  } else {
    project.provide('postgresTemplate', '');
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

/** Migrations and the test seed, by the real app's start-up; the pool is closed after. */
async function seedLikeATestApp(database: Database): Promise<void> {
  const app = await buildTestApp(database);
  await app.close();
  if (database.kind === 'postgres') await database.close();
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, seeded PGlite data directory. */
    pgliteTemplate: string;
    /** The name of a migrated, seeded PostgreSQL database to copy; '' without PostgreSQL. */
    postgresTemplate: string;
  }
}
