import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  localInvalidationBus,
  postgresInvalidationBus,
  redisInvalidationBus,
  type InvalidationBus,
} from '../lib/invalidation-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every server process that cached public reads changed (ADR 030). */
    invalidation: InvalidationBus;
  }
}

export type InvalidationPluginOptions = { redis: Redis | undefined };

/**
 * The invalidation bus of this process: Redis pub/sub when REDIS_URL is set, PostgreSQL
 * LISTEN/NOTIFY when the database is PostgreSQL, listeners in this process on PGlite.
 */
export default fp<InvalidationPluginOptions>(
  async (app, { redis }) => {
    const warn = (message: string) => app.log.warn(message);
    const bus = redis
      ? await redisInvalidationBus(redis, warn)
      : app.database.kind === 'postgres'
        ? await postgresInvalidationBus(app.database.pool, warn)
        : localInvalidationBus();
    app.decorate('invalidation', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'invalidation', dependencies: ['db'] },
);
