import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { rateCounter } from '../db/schema';

/**
 * Fixed-window counters every server process shares: in the database, or in Redis when
 * REDIS_URL is set (ADR 030; app.ts chooses at start-up with `useCounterStore`). `hit` is
 * one atomic increment; `peek` only reads. A counter taken inside a transaction (a `tx`,
 * never registered) stays in the database, so it rolls back with the write it counts.
 */
export type RateWindow = { key: string; seconds: number };

export type CounterStore = {
  add(window: RateWindow, amount: number, now: number): Promise<number>;
  peek(window: RateWindow, now: number): Promise<number>;
  release(window: RateWindow, now: number, amount: number): Promise<void>;
};

/** Which store a database's counters live in, when not in that database. */
const stores = new WeakMap<Db, CounterStore>();

export function useCounterStore(db: Db, store: CounterStore): void {
  stores.set(db, store);
}

/** Counters in `db` itself (the default). */
export function dbCounterStore(db: Db): CounterStore {
  return {
    add: (window, amount, now) => addInDb(db, window, amount, now),
    peek: (window, now) => peekInDb(db, window, now),
    release: (window, now, amount) => releaseInDb(db, window, now, amount),
  };
}

const storeOf = (db: Db) => stores.get(db) ?? dbCounterStore(db);

/**
 * Gives back `amount` without going below zero, and never creates a key (it would have
 * no expiry): one script, so two releases cannot interleave.
 */
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local left = redis.call('DECRBY', KEYS[1], ARGV[1])
if left < 0 then redis.call('INCRBY', KEYS[1], -left) end
return 0`;

/**
 * Counters in Redis: a window is the key `<prefix><key>:<window start>`, incremented and
 * given its expiry (the window's end, plus a second) in one MULTI.
 */
export function redisCounterStore(redis: Redis, prefix = 'rate:'): CounterStore {
  const keyOf = (window: RateWindow, now: number) =>
    `${prefix}${window.key}:${windowOf(window.seconds, now).start.getTime() / 1000}`;
  return {
    async add(window, amount, now) {
      const key = keyOf(window, now);
      // Relative to `now`, the caller's clock, not Redis's: the key lives out its window.
      const lifeMs = windowOf(window.seconds, now).end.getTime() - now + 1000;
      const replies = await redis.multi().incrby(key, amount).pexpire(key, lifeMs).exec();
      const [error, total] = replies?.[0] ?? [new Error('MULTI aborted'), null];
      if (error) throw error;
      return Number(total);
    },
    async peek(window, now) {
      return Number((await redis.get(keyOf(window, now))) ?? 0);
    },
    async release(window, now, amount) {
      await redis.eval(RELEASE_SCRIPT, 1, keyOf(window, now), amount);
    },
  };
}

function windowOf(seconds: number, now: number) {
  const start = Math.floor(now / 1000 / seconds) * seconds;
  return { start: new Date(start * 1000), end: new Date((start + seconds) * 1000) };
}

export async function hitCounter(db: Db, window: RateWindow, now = Date.now()) {
  return addToCounter(db, window, 1, now);
}

/** Adds `amount` (bytes of an upload, say) to the current window; answers the new total. */
export async function addToCounter(db: Db, window: RateWindow, amount: number, now = Date.now()) {
  return storeOf(db).add(window, amount, now);
}

async function addInDb(db: Db, { key, seconds }: RateWindow, amount: number, now: number) {
  const { start, end } = windowOf(seconds, now);
  const [row] = await db
    .insert(rateCounter)
    .values({ key, windowStart: start, count: amount, expiresAt: end })
    .onConflictDoUpdate({
      target: [rateCounter.key, rateCounter.windowStart],
      set: { count: sql`${rateCounter.count} + ${amount}` },
    })
    .returning({ count: rateCounter.count });
  // Now and then sweep windows long gone; cheap, and no job scheduler is needed.
  if (Math.random() < 0.01)
    await db.delete(rateCounter).where(lt(rateCounter.expiresAt, new Date(now)));
  return row?.count ?? amount;
}

export async function peekCounter(db: Db, window: RateWindow, now = Date.now()) {
  return storeOf(db).peek(window, now);
}

async function peekInDb(db: Db, { key, seconds }: RateWindow, now: number) {
  const { start } = windowOf(seconds, now);
  const [row] = await db
    .select({ count: rateCounter.count })
    .from(rateCounter)
    .where(and(eq(rateCounter.key, key), eq(rateCounter.windowStart, start)));
  return row?.count ?? 0;
}

/** Seconds until the current window of `seconds` ends (how long a refused caller waits). */
export function secondsLeftInWindow(seconds: number, now = Date.now()) {
  return Math.max(1, Math.ceil((windowOf(seconds, now).end.getTime() - now) / 1000));
}

/** Gives back `amount` (one hit by default) of the current window: it turned out not to count. */
export async function releaseCounter(db: Db, window: RateWindow, now = Date.now(), amount = 1) {
  return storeOf(db).release(window, now, amount);
}

async function releaseInDb(db: Db, { key, seconds }: RateWindow, now: number, amount: number) {
  const { start } = windowOf(seconds, now);
  await db
    .update(rateCounter)
    .set({ count: sql`greatest(${rateCounter.count} - ${amount}, 0)` })
    .where(
      and(eq(rateCounter.key, key), eq(rateCounter.windowStart, start), gt(rateCounter.count, 0)),
    );
}
