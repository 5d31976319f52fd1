import { Redis } from 'ioredis';

let shared: { url: string; client: Redis } | undefined;

/**
 * The process's one Redis client when `REDIS_URL` is set, else undefined (one process on
 * PGlite needs none). Lazy: nothing connects until the first command, so an instance
 * without Redis features pays nothing. Commands fail fast when Redis is away (no endless
 * queue) and the client reconnects by itself; its errors are logged by whoever uses it,
 * never an unhandled 'error' event that would end the process.
 */
export function redisFromEnv(env: { REDIS_URL?: string | undefined }): Redis | undefined {
  const url = env.REDIS_URL;
  if (!url) return undefined;
  if (shared?.url === url) return shared.client;
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  client.on('error', () => {
    // Reported through the failing commands (health checks, callers); see above.
  });
  shared = { url, client };
  return client;
}

/** Closes the shared client (at shutdown); the next `redisFromEnv` opens a new one. */
export async function closeRedis(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (!current) return;
  await current.client.quit().catch(() => current.client.disconnect());
}

/** PING: resolves when Redis answers PONG, else throws (the caller bounds the wait). */
export async function pingRedis(client: Redis): Promise<void> {
  const answer = await client.ping();
  if (answer !== 'PONG') throw new Error(`PING answered ${answer}`);
}
