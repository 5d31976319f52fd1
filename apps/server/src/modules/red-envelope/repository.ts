import type { RedEnvelopeEligibility } from '@openlobby/contract';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, redEnvelopeOpen, redEnvelopeRound } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { excludedNow } from '../protection';

export type RoundRow = typeof redEnvelopeRound.$inferSelect;
export type NewRound = Omit<typeof redEnvelopeRound.$inferInsert, 'id' | 'remaining' | 'createdAt'>;

export async function findRound(db: Db, id: number): Promise<RoundRow | null> {
  const [row] = await db.select().from(redEnvelopeRound).where(eq(redEnvelopeRound.id, id));
  return row ?? null;
}

/**
 * The round's row held FOR UPDATE to the end of the caller's transaction: every open of a
 * round queues here, so each one reads the `remaining` the previous one left (on
 * PostgreSQL with any number of processes, ADR 038). `open` says whether the database's
 * clock is inside the round's period.
 */
export async function lockRound(
  tx: Db,
  id: number,
): Promise<{ remaining: number; minAmount: number; maxAmount: number } | null> {
  const [row] = await tx
    .select({
      remaining: redEnvelopeRound.remaining,
      minAmount: redEnvelopeRound.minAmount,
      maxAmount: redEnvelopeRound.maxAmount,
    })
    .from(redEnvelopeRound)
    .where(eq(redEnvelopeRound.id, id))
    .for('update');
  return row ?? null;
}

export async function takeFromBudget(tx: Db, id: number, amount: number): Promise<void> {
  await tx
    .update(redEnvelopeRound)
    .set({ remaining: sql`${redEnvelopeRound.remaining} - ${amount}` })
    .where(eq(redEnvelopeRound.id, id));
}

export async function findOpen(
  db: Db,
  roundId: number,
  memberId: number,
): Promise<{ amount: number } | null> {
  const [row] = await db
    .select({ amount: redEnvelopeOpen.amount })
    .from(redEnvelopeOpen)
    .where(and(eq(redEnvelopeOpen.roundId, roundId), eq(redEnvelopeOpen.memberId, memberId)));
  return row ?? null;
}

export async function insertOpen(
  tx: Db,
  row: { roundId: number; memberId: number; amount: number; postingId: number },
): Promise<void> {
  await tx.insert(redEnvelopeOpen).values(row);
}

/** The round open at `now` that ends first, and the next one to start. */
export async function currentAndNext(
  db: Db,
  now: Date,
): Promise<{ current: RoundRow | null; next: RoundRow | null }> {
  const [[current], [next]] = await Promise.all([
    db
      .select()
      .from(redEnvelopeRound)
      .where(and(lte(redEnvelopeRound.startsAt, now), gt(redEnvelopeRound.endsAt, now)))
      .orderBy(asc(redEnvelopeRound.endsAt), asc(redEnvelopeRound.id))
      .limit(1),
    db
      .select()
      .from(redEnvelopeRound)
      .where(gt(redEnvelopeRound.startsAt, now))
      .orderBy(asc(redEnvelopeRound.startsAt), asc(redEnvelopeRound.id))
      .limit(1),
  ]);
  return { current: current ?? null, next: next ?? null };
}

/** True while the member is on a time-out or self-excluded (ADR 032: bonuses stop). */
export async function isExcluded(db: Db, memberId: number): Promise<boolean> {
  const [row] = await sqlRows<{ excluded: boolean }>(
    db,
    sql`SELECT ${excludedNow(sql`${memberId}::int`)} AS excluded`,
  );
  return row?.excluded === true;
}

/**
 * Whether the member meets the round's rule: a paid deposit settled, or a valid bet on a
 * UTC day (member_game_day_stat, what rebates count), within the last `days` days.
 */
export async function meetsRule(
  db: Db,
  memberId: number,
  rule: RedEnvelopeEligibility,
  days: number,
): Promise<boolean> {
  if (rule === 'none') return true;
  const query =
    rule === 'deposit'
      ? sql`SELECT EXISTS (SELECT 1 FROM deposit_order d
            WHERE d.member_id = ${memberId} AND d.status = 'paid'
              AND d.settled_at > now() - make_interval(days => ${days}::int)) AS ok`
      : sql`SELECT EXISTS (SELECT 1 FROM member_game_day_stat s
            WHERE s.member_id = ${memberId} AND s.stake > 0
              AND s.day >= (now() AT TIME ZONE 'UTC')::date - ${days}::int) AS ok`;
  const [row] = await sqlRows<{ ok: boolean }>(db, query);
  return row?.ok === true;
}

export async function addRound(db: Db, round: NewRound): Promise<RoundRow> {
  const [row] = await db
    .insert(redEnvelopeRound)
    .values({ ...round, remaining: round.budget })
    .returning();
  return row!;
}

export type RoundWithTotals = RoundRow & { opens: number; paid: number };

/** Every round, newest start first, with how many opened it and what it paid. */
export async function roundsWithTotals(db: Db): Promise<RoundWithTotals[]> {
  const rows = await db
    .select({
      round: redEnvelopeRound,
      opens: sql<string>`(SELECT count(*) FROM red_envelope_open o WHERE o.round_id = red_envelope_round.id)::text`,
    })
    .from(redEnvelopeRound)
    .orderBy(desc(redEnvelopeRound.startsAt), desc(redEnvelopeRound.id));
  return rows.map((r) => ({
    ...r.round,
    opens: Number(r.opens),
    paid: r.round.budget - r.round.remaining,
  }));
}

/** A round's opens, newest first (at most `limit`). */
export async function opensOfRound(db: Db, roundId: number, limit: number) {
  return db
    .select({
      memberId: redEnvelopeOpen.memberId,
      account: member.account,
      amount: redEnvelopeOpen.amount,
      openedAt: redEnvelopeOpen.openedAt,
    })
    .from(redEnvelopeOpen)
    .innerJoin(member, eq(member.id, redEnvelopeOpen.memberId))
    .where(eq(redEnvelopeOpen.roundId, roundId))
    .orderBy(desc(redEnvelopeOpen.id))
    .limit(limit);
}
