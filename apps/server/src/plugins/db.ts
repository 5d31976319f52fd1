import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import type { Env } from '../env';
import { trackPool, type PoolStats } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export type DbPluginOptions = {
  env: Env;
  /** An already open database (tests); the app then leaves closing it to the caller. */
  database?: Database | undefined;
  /**
   * One-time data (the demo seed, composed in app.ts so this infrastructure plugin does not
   * reach up into the modules), run under the migration lock; true when it wrote anything.
   */
  seed?: ((db: Db) => Promise<boolean>) | undefined;
};

/**
 * Opens the database, applies the committed migrations and the one-time seed before any
 * route can run, and closes the database with the app when it opened it.
 */
export default fp<DbPluginOptions>(
  async (app, { env, database: given, seed }) => {
    const database =
      given ??
      (await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.DATA_DIR,
        poolSize: env.DATABASE_POOL_SIZE,
      }));
    try {
      await migrateDatabase(database, async () => {
        if (seed && (await seed(database.db))) app.log.info('Demo data seeded');
      });
    } catch (error) {
      if (!given) await database.close();
      throw error;
    }
    app.decorate<Database>('database', database);
    app.decorate('db', database.db);
    const untrack = trackPool(() => poolStats(database));
    app.addHook('onClose', async () => {
      untrack();
      if (!given) await database.close();
    });
  },
  { name: 'db' },
);

/**
 * The pool gauges of /metrics (ADR 029). node-postgres counts its clients; PGlite is one
 * embedded connection that tells nothing more, reported as one idle connection.
 */
function poolStats(database: Database): PoolStats {
  if (database.kind === 'pglite') return { total: 1, idle: 1, waiting: 0 };
  const { pool } = database;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
