import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberVipLevel, vipTier } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { excludedNow } from '../protection';

export type TierRow = {
  level: number;
  name: string;
  threshold: number;
  upgradeBonus: number;
  monthlyBonus: number;
};

/** The ladder, lowest tier first. */
export function readTiers(db: Db): Promise<TierRow[]> {
  return db
    .select({
      level: vipTier.level,
      name: vipTier.name,
      threshold: vipTier.threshold,
      upgradeBonus: vipTier.upgradeBonus,
      monthlyBonus: vipTier.monthlyBonus,
    })
    .from(vipTier)
    .orderBy(asc(vipTier.level));
}

/** Replaces the ladder in one transaction (the service has checked it). */
export async function writeTiers(db: Db, tiers: Omit<TierRow, 'level'>[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM vip_tier WHERE level > ${tiers.length}`);
    for (const [i, t] of tiers.entries()) {
      const row = { ...t, level: i + 1, updatedAt: new Date() };
      await tx.insert(vipTier).values(row).onConflictDoUpdate({ target: vipTier.level, set: row });
    }
  });
}

/** The highest tier any member has reached (0 when none). */
export async function highestReachedLevel(db: Db): Promise<number> {
  const [row] = await sqlRows<{ level: number | null }>(
    db,
    sql`SELECT max(level) AS level FROM member_vip_level`,
  );
  return row?.level ?? 0;
}

/**
 * The member's cumulative valid bet (stakes less refunds of every round, kept with the bets
 * in `member_game_day_stat`, ADR 026) and whether the member takes VIP bonuses now: a real
 * member (not a trial account, type 4) not on a time-out or self-excluded (ADR 032).
 */
export async function memberStanding(
  db: Db,
  memberId: number,
): Promise<{ validBet: number; real: boolean; excluded: boolean } | null> {
  const [row] = await sqlRows<{ valid_bet: string; real: boolean; excluded: boolean }>(
    db,
    sql`SELECT (SELECT coalesce(sum(s.stake), 0) FROM member_game_day_stat s
                WHERE s.member_id = m.id)::text AS valid_bet,
               m.type <> 4 AS real,
               ${excludedNow(sql`m.id`)} AS excluded
        FROM member m WHERE m.id = ${memberId}`,
  );
  return row ? { validBet: Number(row.valid_bet), real: row.real, excluded: row.excluded } : null;
}

/** The levels the member has reached, lowest first. */
export async function reachedLevels(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ level: memberVipLevel.level })
    .from(memberVipLevel)
    .where(eq(memberVipLevel.memberId, memberId))
    .orderBy(asc(memberVipLevel.level));
  return rows.map((r) => r.level);
}

/** Records a reached level; false when it was already there (another run was first). */
export async function insertReachedLevel(db: Db, memberId: number, level: number) {
  const rows = await db
    .insert(memberVipLevel)
    .values({ memberId, level })
    .onConflictDoNothing()
    .returning({ level: memberVipLevel.level });
  return rows.length > 0;
}

export async function setBonusPaid(db: Db, memberId: number, level: number, amount: number) {
  await db.execute(
    sql`UPDATE member_vip_level SET bonus_paid = ${amount}
        WHERE member_id = ${memberId} AND level = ${level}`,
  );
}

/** Members who staked in the last `days` UTC days: the only ones whose level can rise. */
export async function recentlyActiveMembers(db: Db, days: number): Promise<number[]> {
  const rows = await sqlRows<{ member_id: number }>(
    db,
    sql`SELECT DISTINCT member_id FROM member_game_day_stat
        WHERE day >= (now() AT TIME ZONE 'UTC')::date - ${days}::int ORDER BY member_id`,
  );
  return rows.map((r) => r.member_id);
}

export type MonthlyRow = { member_id: number; level: number; amount: string; paid: boolean };

/**
 * Who the monthly bonus of a month (`from` ≤ t < `to`) goes to: real members, not excluded
 * now, by the highest tier reached before the month ended, when that tier has a monthly
 * bonus; `paid` when its posting (key `vip:monthly:<member>:<month>`) already exists.
 */
export function monthlyOwed(db: Db, month: string, to: Date) {
  return sqlRows<MonthlyRow>(
    db,
    sql`SELECT l.member_id, l.level, t.monthly_bonus::text AS amount,
               EXISTS (SELECT 1 FROM ledger_posting p
                 WHERE p.idempotency_key = 'vip:monthly:' || l.member_id || ':' || ${month}) AS paid
        FROM (SELECT member_id, max(level) AS level FROM member_vip_level
              WHERE reached_at < ${to.toISOString()}::timestamptz GROUP BY member_id) l
        JOIN vip_tier t ON t.level = l.level AND t.monthly_bonus > 0
        JOIN member m ON m.id = l.member_id AND m.type <> 4
        WHERE NOT ${excludedNow(sql`l.member_id`)}
        ORDER BY l.member_id`,
  );
}

export type MemberLevelRow = { account: string; level: number; valid_bet: string };

/** Members holding a tier, highest first, with their cumulative valid bet. */
export function memberLevels(db: Db, limit: number) {
  return sqlRows<MemberLevelRow>(
    db,
    sql`SELECT m.account, l.level,
               (SELECT coalesce(sum(s.stake), 0) FROM member_game_day_stat s
                WHERE s.member_id = m.id)::text AS valid_bet
        FROM (SELECT member_id, max(level) AS level FROM member_vip_level GROUP BY member_id) l
        JOIN member m ON m.id = l.member_id
        ORDER BY l.level DESC, m.account LIMIT ${limit}`,
  );
}
