import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { drizzleTextParsers, forDrizzle, markTextParsers } from './pglite-parsers';
import * as schema from './schema';

/** Drizzle over either driver; repositories only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * An open database and what it takes to migrate and close it. PGlite and PostgreSQL need
 * different migrators (and only PostgreSQL can be shared by several processes), so the
 * kind travels with the handle.
 */
export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close: () => Promise<void> };

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client: forDrizzle(client), schema }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

export function postgresDatabase(pool: pg.Pool): Database {
  // An idle client that loses its server (restart, failover, DROP ... WITH FORCE) is
  // discarded by the pool; without a listener its 'error' event would kill the process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle client dropped: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

/** A trivial query: resolves when the database answers (/health/ready). */
export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`SELECT 1`);
}

/**
 * Pool connections held for LISTEN for the process's life (listen.ts: the push channel,
 * its events and session ends on one; the invalidation bus without Redis): on top of the
 * pool size, so a small pool is never left with none for queries.
 */
const LISTEN_HOLDERS = 2;

/** DATABASE_URL set → PostgreSQL pool; unset → PGlite persisted under DATA_DIR. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL connections this process may use for queries (DATABASE_POOL_SIZE). */
  poolSize: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const max = options.poolSize + LISTEN_HOLDERS;
    return postgresDatabase(new pg.Pool({ connectionString: options.databaseUrl, max }));
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return pgliteDatabase(await createPglite(dir));
}

/**
 * Loaded on demand: a PostgreSQL deployment never needs the embedded engine's WebAssembly,
 * and lint's import graph (import-x/no-cycle) then need not parse its multi-megabyte bundle.
 * `dataDir` undefined means in memory.
 */
export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  return markTextParsers(
    await PGlite.create(dataDir, {
      parsers: drizzleTextParsers,
      ...(loadDataDir ? { loadDataDir } : {}),
    }),
  );
}
