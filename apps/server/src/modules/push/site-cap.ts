import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { PushConnection } from './connection';

/**
 * The per-member stream cap over every instance (ADR 031), when REDIS_URL is set: the hub's
 * own cap counts only this process's streams, so behind the proxy a member could hold the
 * cap once per instance. Each member has two sorted sets of the same entries
 * (`<instance>:<stream>`, no token): `streams:<member>` scored by open time (which is the
 * oldest) and `alive:<member>` scored by when the entry expires. The owning instance
 * refreshes its entries on every heartbeat; an instance that dies without cleaning up
 * stops refreshing, and its entries are dropped by the next open or refresh of that member
 * once they expire (a few heartbeats). They are also the oldest, so they are the first to
 * make room.
 */
export type SiteCap = {
  /** Adds the stream and closes (here, or through its owner) the member's streams past the cap. */
  opened(connection: PushConnection): void;
  /** Removes a closed or gone stream's entry. */
  closed(connection: PushConnection): void;
  /** The heartbeat: keeps this process's entries alive (and puts back any Redis lost). */
  refresh(connections: PushConnection[]): void;
  close(): Promise<void>;
};

export type SiteCapOptions = {
  maxPerMember: number;
  /** How long an entry lives without a refresh: a few heartbeats. */
  entryTtlMs: number;
  /** Key and channel prefix (tests keep theirs apart). */
  prefix?: string;
  onWarning: (message: string) => void;
};

/**
 * One script, so two opens at once on two instances cannot both keep a sixth stream: it
 * drops expired entries, adds or refreshes the given ones, and removes and returns the
 * oldest past the cap, never the one being opened (an instance whose clock runs ahead must
 * not replace its own new stream). KEYS: streams, alive. ARGV: now, the entries' new
 * expiry, the cap, the keys' life, the entry being opened (or ''), then entry and open
 * time pairs.
 */
const SLOT_SCRIPT = `
for _, dead in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])) do
  redis.call('ZREM', KEYS[1], dead)
end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
for i = 6, #ARGV, 2 do
  redis.call('ZADD', KEYS[1], ARGV[i + 1], ARGV[i])
  redis.call('ZADD', KEYS[2], ARGV[2], ARGV[i])
end
local extra = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[3])
local over = {}
if extra > 0 then
  for _, entry in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
    if #over >= extra then break end
    if entry ~= ARGV[5] then over[#over + 1] = entry end
  end
  for _, entry in ipairs(over) do
    redis.call('ZREM', KEYS[1], entry)
    redis.call('ZREM', KEYS[2], entry)
  end
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return over`;

/** What crosses pub/sub to the owner of a replaced stream: ids only. */
type ReplaceMessage = { memberId: number; stream: string };

const instanceOf = (entry: string) => entry.slice(0, entry.lastIndexOf(':'));

type SlotClient = Redis & { pushStreamSlot(...keysAndArgs: (string | number)[]): Promise<unknown> };

export async function redisSiteCap(redis: Redis, options: SiteCapOptions): Promise<SiteCap> {
  redis.defineCommand('pushStreamSlot', { numberOfKeys: 2, lua: SLOT_SCRIPT });
  const prefix = options.prefix ?? 'push:';
  const instance = randomUUID();
  const replaceChannel = (owner: string) => `${prefix}replace:${owner}`;
  const entries = new Map<PushConnection, string>();
  const byEntry = new Map<string, PushConnection>();
  let streams = 0;

  // One warning per outage burst, not one per stream opened while Redis is away.
  let warnedAt = 0;
  const warn = (what: string, error: unknown) => {
    if (Date.now() - warnedAt < 10_000) return;
    warnedAt = Date.now();
    const message = error instanceof Error ? error.message : String(error);
    options.onWarning(`push: ${what} failed, the per-instance cap applies (${message})`);
  };

  const slot = async (memberId: number, given: PushConnection[], opening: string) => {
    const now = Date.now();
    const args: (string | number)[] = [
      now,
      now + options.entryTtlMs,
      options.maxPerMember,
      options.entryTtlMs,
      opening,
    ];
    for (const c of given) {
      const entry = entries.get(c);
      if (entry) args.push(entry, c.openedAt);
    }
    const keys = [`${prefix}streams:${memberId}`, `${prefix}alive:${memberId}`];
    // EVALSHA (ioredis falls back to EVAL once per connection): every heartbeat runs the
    // script once per member with streams here, so its text is not sent each time.
    return (await (redis as SlotClient).pushStreamSlot(...keys, ...args)) as string[];
  };

  /** Closes the replaced streams held here, and tells the owners of the others. */
  const replace = async (memberId: number, over: string[]) => {
    for (const entry of over) {
      const local = byEntry.get(entry);
      if (local) local.close('replaced');
      else if (instanceOf(entry) !== instance) {
        const message: ReplaceMessage = { memberId, stream: entry };
        await redis.publish(replaceChannel(instanceOf(entry)), JSON.stringify(message));
      }
    }
  };

  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => warn('Redis subscriber', error));
  subscriber.on('message', (_channel: string, payload: string) => {
    let message: ReplaceMessage;
    try {
      message = JSON.parse(payload) as ReplaceMessage;
    } catch {
      return;
    }
    const connection = byEntry.get(message.stream);
    if (connection?.memberId === message.memberId) connection.close('replaced');
  });
  let stopped = false;
  // As the invalidation bus does: a failed subscribe does not stop the start; it is retried
  // (ioredis subscribes again by itself after a reconnect once one has succeeded).
  const subscribe = async (): Promise<void> => {
    if (stopped) return;
    await subscriber.subscribe(replaceChannel(instance)).catch((error: unknown) => {
      warn('Redis subscribe', error);
      setTimeout(() => void subscribe(), 1000).unref();
    });
  };
  // Not awaited: a start with Redis away must not wait out the subscribe's retries (the
  // invalidation bus's first try already has); a reachable Redis subscribes within
  // milliseconds, long before a stream of this instance is replaced from elsewhere.
  void subscribe();

  return {
    opened(connection) {
      // Padded, so entries opened in one millisecond sort in their open order.
      const entry = `${instance}:${String((streams += 1)).padStart(12, '0')}`;
      entries.set(connection, entry);
      byEntry.set(entry, connection);
      // Not awaited: the stream is open already under the local cap, and a Redis outage
      // must not hold it back.
      slot(connection.memberId, [connection], entry)
        .then((over) => replace(connection.memberId, over))
        .catch((error: unknown) => warn('site-wide stream cap', error));
    },
    closed(connection) {
      const entry = entries.get(connection);
      if (!entry) return;
      entries.delete(connection);
      byEntry.delete(entry);
      const id = connection.memberId;
      redis
        .multi()
        .zrem(`${prefix}streams:${id}`, entry)
        .zrem(`${prefix}alive:${id}`, entry)
        .exec()
        // Left behind, the entry expires with its missed refreshes.
        .catch((error: unknown) => warn('removing a stream entry', error));
    },
    refresh(connections) {
      const byMember = new Map<number, PushConnection[]>();
      for (const c of connections) {
        if (c.closed) continue;
        const list = byMember.get(c.memberId);
        if (list) list.push(c);
        else byMember.set(c.memberId, [c]);
      }
      for (const [memberId, mine] of byMember) {
        // A refresh that finds the member past the cap (entries put back after a Redis
        // restart, a replace message lost) closes the oldest as an open would.
        slot(memberId, mine, '')
          .then((over) => replace(memberId, over))
          .catch((error: unknown) => warn('refreshing stream entries', error));
      }
    },
    async close() {
      stopped = true;
      // Dropped rather than QUIT: a QUIT to a Redis that is away waits in the offline queue
      // for a reconnect that may never come, and the app's close would wait with it.
      subscriber.disconnect();
    },
  };
}
