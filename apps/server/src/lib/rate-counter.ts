import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounter } from '../db/schema';

/**
 * Fixed-window counters in the database so every server process shares them (Redis may
 * take over later). `hit` is one atomic upsert-increment; `peek` only reads.
 */
export type RateWindow = { key: string; seconds: number };

function windowOf(seconds: number, now: number) {
  const start = Math.floor(now / 1000 / seconds) * seconds;
  return { start: new Date(start * 1000), end: new Date((start + seconds) * 1000) };
}

export async function hitCounter(db: Db, window: RateWindow, now = Date.now()) {
  return addToCounter(db, window, 1, now);
}

/** Adds `amount` (bytes of an upload, say) to the current window; answers the new total. */
export async function addToCounter(
  db: Db,
  { key, seconds }: RateWindow,
  amount: number,
  now = Date.now(),
) {
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

export async function peekCounter(db: Db, { key, seconds }: RateWindow, now = Date.now()) {
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
export async function releaseCounter(
  db: Db,
  { key, seconds }: RateWindow,
  now = Date.now(),
  amount = 1,
) {
  const { start } = windowOf(seconds, now);
  await db
    .update(rateCounter)
    .set({ count: sql`greatest(${rateCounter.count} - ${amount}, 0)` })
    .where(
      and(eq(rateCounter.key, key), eq(rateCounter.windowStart, start), gt(rateCounter.count, 0)),
    );
}
