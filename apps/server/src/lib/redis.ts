import { Redis, type RedisOptions } from 'ioredis';
import { loadEnv, type Env } from '../env';

/**
 * The process's Redis client (ADR 030): made on first use from REDIS_URL, one per process
 * (per URL), shared by every part that needs it (counters, challenges, demo game
 * sessions, the push streams' per-member cap, the invalidation bus). Undefined when REDIS_URL is unset: one process on its own database then keeps
 * everything in the database or in memory, as before Redis.
 */
const clients = new Map<string, Redis>();

export function redisFromEnv(env: Pick<Env, 'REDIS_URL'> = loadEnv()): Redis | undefined {
  const url = env.REDIS_URL;
  if (!url) return undefined;
  let client = clients.get(url);
  if (!client) {
    client = connectRedis(url);
    clients.set(url, client);
  }
  return client;
}

/**
 * A client of its own (tests, with a `keyPrefix` each; a subscriber, which can do nothing
 * else while subscribed). A command waits for a reconnect at most a few tries, then fails:
 * a limit that cannot be checked refuses rather than hangs.
 */
export function connectRedis(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 3, ...options });
  // Without a listener a lost connection's 'error' would kill the process; ioredis
  // reconnects by itself.
  client.on('error', (error: Error) => {
    process.emitWarning(`Redis: ${error.message}`);
  });
  return client;
}

/** Closes the shared clients (the last app of the process closing). */
export async function closeRedisClients(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((c) => c.quit().catch(() => c.disconnect())));
}

/** PING: resolves when Redis answers PONG, else throws (the caller bounds the wait). */
export async function pingRedis(client: Redis): Promise<void> {
  const answer = await client.ping();
  if (answer !== 'PONG') throw new Error(`PING answered ${answer}`);
}
