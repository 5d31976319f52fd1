import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type pg from 'pg';

/**
 * Tells every server process that something cached has changed (ADR 030). A publish runs
 * this process's listeners at once, before it returns, then reaches the others: over Redis
 * pub/sub when REDIS_URL is set, over PostgreSQL LISTEN/NOTIFY when only DATABASE_URL is,
 * and nowhere else on PGlite (one process). Delivery to others is at most once, so every
 * cache keeps a short TTL as well: a lost message costs a few seconds of staleness, never
 * a wrong answer for longer.
 */
export type InvalidationTopic = 'operator-change';

export type InvalidationBus = {
  publish(topic: InvalidationTopic): Promise<void>;
  /**
   * Runs this process's listeners only: for a change every process hears of by itself (a
   * pushed event each instance loads), which must drop the caches here before the event
   * reaches the member's app, not whenever the bus's own message arrives.
   */
  dropHere(topic: InvalidationTopic): void;
  /** Runs `listener` on every publish of `topic`, here or elsewhere; answers the unsubscribe. */
  subscribe(topic: InvalidationTopic, listener: () => void): () => void;
  close(): Promise<void>;
};

/** The channel on Redis and the LISTEN name on PostgreSQL. */
export const INVALIDATION_CHANNEL = 'openlobby_invalidate';

type Message = { origin: string; topic: InvalidationTopic };

class Listeners {
  private readonly byTopic = new Map<InvalidationTopic, Set<() => void>>();

  add(topic: InvalidationTopic, listener: () => void): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  emit(topic: InvalidationTopic): void {
    for (const listener of this.byTopic.get(topic) ?? []) listener();
  }
}

/**
 * The shape every transport shares: local listeners run first; `send` carries the message
 * to the other processes, whose own messages are recognised by `origin` and not run twice.
 */
function busOver(
  send: (payload: string) => Promise<unknown>,
  onWarning: (message: string) => void,
  closeTransport: () => Promise<void>,
): { bus: InvalidationBus; receive: (payload: string) => void } {
  const listeners = new Listeners();
  const origin = randomUUID();
  const receive = (payload: string) => {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if (message.origin !== origin) listeners.emit(message.topic);
  };
  const bus: InvalidationBus = {
    async publish(topic) {
      listeners.emit(topic);
      try {
        await send(JSON.stringify({ origin, topic } satisfies Message));
      } catch (error) {
        // The others fall back on their caches' TTL; the change itself is already stored.
        onWarning(`invalidation not sent: ${(error as Error).message}`);
      }
    },
    dropHere: (topic) => listeners.emit(topic),
    subscribe: (topic, listener) => listeners.add(topic, listener),
    close: closeTransport,
  };
  return { bus, receive };
}

/** One process (PGlite): listeners only. */
export function localInvalidationBus(): InvalidationBus {
  return busOver(
    async () => undefined,
    () => undefined,
    async () => undefined,
  ).bus;
}

/** Redis pub/sub; `redis` publishes, a duplicate of it subscribes (it can do nothing else). */
export async function redisInvalidationBus(
  redis: Redis,
  onWarning: (message: string) => void,
): Promise<InvalidationBus> {
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => onWarning(`Redis subscriber: ${error.message}`));
  let closed = false;
  const { bus, receive } = busOver(
    (payload) => redis.publish(INVALIDATION_CHANNEL, payload),
    onWarning,
    async () => {
      closed = true;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  );
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel === INVALIDATION_CHANNEL) receive(payload);
  });
  // ioredis subscribes again by itself after a reconnect, once a subscribe has succeeded.
  // Until then it is retried in the background: an instance started while Redis is away
  // starts anyway (its /health/ready says Redis is not ready) and catches up when it is
  // back; the caches' TTL bounds what it misses meanwhile.
  const subscribe = async (): Promise<void> => {
    if (closed) return;
    await subscriber.subscribe(INVALIDATION_CHANNEL).catch((error: unknown) => {
      onWarning(`Redis subscribe: ${error instanceof Error ? error.message : String(error)}`);
      setTimeout(() => void subscribe(), 1000).unref();
    });
  };
  // The first try is awaited (a reachable Redis delivers from the start); a failed one
  // does not stop the start.
  await subscribe();
  return bus;
}

/**
 * PostgreSQL LISTEN/NOTIFY: one pooled connection held for LISTEN, taken again after it is
 * lost. NOTIFY is sent at commit by the server, so a publisher outside a transaction (the
 * bus's) reaches the listeners at once.
 */
export async function postgresInvalidationBus(
  pool: pg.Pool,
  onWarning: (message: string) => void,
): Promise<InvalidationBus> {
  let listener: pg.PoolClient | undefined;
  let closed = false;
  const { bus, receive } = busOver(
    (payload) => pool.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, payload]),
    onWarning,
    async () => {
      closed = true;
      const current = listener;
      listener = undefined;
      current?.release(true);
    },
  );
  const listen = async (): Promise<void> => {
    const client = await pool.connect();
    listener = client;
    client.on('notification', (n) => {
      if (n.channel === INVALIDATION_CHANNEL && n.payload) receive(n.payload);
    });
    client.on('error', (error) => {
      // Released already when the bus closed (a dropped database then errors it again).
      if (listener !== client) return;
      onWarning(`LISTEN connection lost: ${error.message}`);
      listener = undefined;
      client.release(true);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), 1000).unref();
    });
    await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
  };
  await listen();
  return bus;
}
