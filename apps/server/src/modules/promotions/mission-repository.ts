import type { MissionMetric } from '@openlobby/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mission, missionClaim } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { memberAccount } from '../wallet';

export type MissionRow = typeof mission.$inferSelect;
export type DayActivity = Record<MissionMetric, number>;

/**
 * What a member did in [start, end), read from the ledger (the one record of every bet and
 * deposit, ADR 007) through the member account's entries (`ledger_entry_account_idx`), so
 * no index is added to the hot posting table.
 *
 * - bets: `bet` postings that took money, less the rollbacks that gave a bet back (a voided
 *   bet does not count); zero-amount tombstones count for nothing.
 * - deposits: `deposit` postings from a payment gateway (`payment:<code>`); demo and
 *   free-play money (`demo_funding`) is not a deposit a member made.
 */
export async function dayActivity(
  db: Db,
  memberId: number,
  start: Date,
  end: Date,
): Promise<DayActivity> {
  const [row] = await sqlRows<{ bets: string; staked: string; deposits: string }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE p.kind = 'bet' AND p.amount < 0)
            - count(*) FILTER (WHERE p.kind = 'rollback' AND p.amount > 0) AS bets,
          coalesce(sum(-p.amount) FILTER (WHERE p.kind = 'bet' AND p.amount < 0), 0)
            - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'rollback' AND p.amount > 0), 0)
            AS staked,
          count(*) FILTER (WHERE p.kind = 'deposit' AND p.amount > 0 AND EXISTS (
            SELECT 1 FROM ledger_entry o
            WHERE o.posting_id = p.id AND o.account LIKE 'payment:%')) AS deposits
        FROM ledger_entry e
        JOIN ledger_posting p ON p.id = e.posting_id
        WHERE e.account = ${memberAccount(memberId)}
          AND e.created_at >= ${start.toISOString()} AND e.created_at < ${end.toISOString()}`,
  );
  // A rollback today of yesterday's bet must not push today below zero.
  const n = (v: string | undefined) => Math.max(0, Number(v ?? 0));
  return { bet_count: n(row?.bets), bet_amount: n(row?.staked), deposit_count: n(row?.deposits) };
}

/** The missions a member claimed on one mission day, with the points each gave. */
export async function claimsOfDay(db: Db, memberId: number, day: string) {
  return db
    .select({ missionId: missionClaim.missionId, points: missionClaim.points })
    .from(missionClaim)
    .where(and(eq(missionClaim.memberId, memberId), eq(missionClaim.day, day)));
}

/** The missions members see, in the operator's order. */
export const enabledMissions = (db: Db) =>
  db
    .select()
    .from(mission)
    .where(eq(mission.enabled, true))
    .orderBy(asc(mission.sortOrder), asc(mission.id));

export async function findEnabledMission(db: Db, id: number): Promise<MissionRow | null> {
  const [row] = await db
    .select()
    .from(mission)
    .where(and(eq(mission.id, id), eq(mission.enabled, true)));
  return row ?? null;
}

/**
 * Records a paid claim. `ON CONFLICT DO NOTHING` on (mission, member, day): a second claim
 * of the day, whose posting the ledger's key already answered with the first, adds no row.
 */
export async function addMissionClaim(db: Db, claim: typeof missionClaim.$inferInsert) {
  await db.insert(missionClaim).values(claim).onConflictDoNothing();
}

export type LeaderboardRow = { member_id: number; account: string; points: string; rank: string };

/**
 * One day's members by mission points (ties by who got there first): the first `limit`
 * ranks, plus the given member's own row wherever it ranks.
 */
export async function leaderboardRows(
  db: Db,
  day: string,
  memberId: number,
  limit: number,
): Promise<LeaderboardRow[]> {
  return sqlRows<LeaderboardRow>(
    db,
    sql`WITH totals AS (
          SELECT c.member_id, sum(c.points) AS points, max(c.id) AS last_claim
          FROM mission_claim c WHERE c.day = ${day}
          GROUP BY c.member_id HAVING sum(c.points) > 0
        ),
        ranked AS (
          SELECT t.member_id, t.points,
            row_number() OVER (ORDER BY t.points DESC, t.last_claim) AS rank
          FROM totals t
        )
        SELECT r.member_id, m.account, r.points::text, r.rank::text
        FROM ranked r JOIN member m ON m.id = r.member_id
        WHERE r.rank <= ${limit} OR r.member_id = ${memberId}
        ORDER BY r.rank`,
  );
}

export const allMissions = (db: Db) => db.select().from(mission).orderBy(asc(mission.id));

export async function addMission(db: Db, values: typeof mission.$inferInsert): Promise<MissionRow> {
  const [row] = await db.insert(mission).values(values).returning();
  return row!;
}

/** Switches a mission on or off; false when there is no such mission. */
export async function setMissionEnabled(db: Db, id: number, enabled: boolean): Promise<boolean> {
  const rows = await db
    .update(mission)
    .set({ enabled })
    .where(eq(mission.id, id))
    .returning({ id: mission.id });
  return rows.length > 0;
}
