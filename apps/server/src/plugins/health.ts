import fp from 'fastify-plugin';
import { pingDatabase } from '../db/client';
import { pendingMigrations } from '../db/migrate';
import { checkReadiness, type ReadinessCheck } from '../lib/readiness';
import { pingRedis, redisFromEnv } from '../lib/redis';

export type HealthOptions = {
  redisUrl: string | undefined;
  /** Replaces or adds checks (tests inject a failing dependency). */
  checks?: Record<string, ReadinessCheck>;
  /** Each check's deadline; a proxy's probe should not wait longer than this. */
  timeoutMs?: number;
};

/**
 * Probes for a proxy or an orchestrator (ADR 029), outside the API and the docs:
 * - `/health/live`: the process answers; no dependency is asked, so a database outage
 *   never gets healthy processes restarted;
 * - `/health/ready`: the database answers a trivial query, Redis a PING (when REDIS_URL
 *   is set), no committed migration is missing, and the app is not draining: 200 with the
 *   details, else 503 with the same shape, so the proxy sends traffic elsewhere.
 * The status route (`/wps/system/status`) stays what it was: the SPA's permission info.
 */
export default fp<HealthOptions>(
  async (app, { redisUrl, checks: extra = {}, timeoutMs = 2000 }) => {
    const checks: Record<string, ReadinessCheck> = {
      database: () => pingDatabase(app.database),
      migrations: async () => {
        const pending = await pendingMigrations(app.database);
        if (pending > 0) throw new Error(`${pending} migrations not applied`);
      },
      ...(redisUrl ? { redis: () => pingRedis(redisFromEnv({ REDIS_URL: redisUrl })!) } : {}),
      ...extra,
    };

    app.get('/health/live', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'live' }),
    );

    app.get('/health/ready', { schema: { hide: true } }, async (request, reply) => {
      const readiness = await checkReadiness({
        checks,
        draining: app.lifecycle.draining,
        timeoutMs,
        onFailure: (name, error) => request.log.warn({ err: error, check: name }, 'not ready'),
      });
      return reply
        .code(readiness.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: readiness.ready ? 'ready' : 'not ready', ...readiness });
    });
  },
  { name: 'health', dependencies: ['db', 'lifecycle'] },
);
