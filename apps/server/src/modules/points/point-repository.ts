import type { Language } from '@openlobby/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, pointConfig, pointRedemption, pointReward } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';

export type RewardRow = typeof pointReward.$inferSelect;
export type RedemptionRow = typeof pointRedemption.$inferSelect;

/** The ratios as stored: `ratio:<type>` and `exchange` → value. */
export async function readConfig(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(pointConfig);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeConfig(db: Db, values: ReadonlyArray<[string, number]>) {
  await db.transaction(async (tx) => {
    for (const [key, value] of values) {
      await tx
        .insert(pointConfig)
        .values({ key, value })
        .onConflictDoUpdate({ target: pointConfig.key, set: { value, updatedAt: new Date() } });
    }
  });
}

/** The enabled rewards with how many times this member has redeemed each (not rejected). */
export function rewardsForMember(db: Db, memberId: number) {
  return sqlRows<RewardRowRaw>(
    db,
    sql`SELECT r.id, r.name_en, r.name_pt, r.description_en, r.description_pt, r.kind, r.cost,
          r.bonus_amount::text AS bonus_amount, r.stock, r.per_member_limit,
          (SELECT count(*) FROM point_redemption d WHERE d.reward_id = r.id
            AND d.member_id = ${memberId} AND d.status <> 'rejected')::int AS redeemed
        FROM point_reward r WHERE r.enabled ORDER BY r.cost, r.id`,
  );
}
export type RewardRowRaw = {
  id: number;
  name_en: string;
  name_pt: string;
  description_en: string;
  description_pt: string;
  kind: 'bonus' | 'physical';
  cost: number;
  bonus_amount: string;
  stock: number;
  per_member_limit: number | null;
  redeemed: number;
};

export const nameIn = (r: { nameEn: string; namePt: string }, language: Language) =>
  language === 'pt' ? r.namePt : r.nameEn;

export async function rewardById(db: Db, id: number): Promise<RewardRow | undefined> {
  const [row] = await db.select().from(pointReward).where(eq(pointReward.id, id));
  return row;
}

/**
 * Takes one of a reward's stock, locking its row until the transaction ends: concurrent
 * redemptions of the same reward queue here, so the last item goes once and the member's
 * count read after it sees every committed redemption.
 */
export async function takeStock(tx: Db, id: number): Promise<boolean> {
  const rows = await sqlRows(
    tx,
    sql`UPDATE point_reward SET stock = stock - 1 WHERE id = ${id} AND enabled AND stock > 0
        RETURNING id`,
  );
  return rows.length > 0;
}

export async function giveStockBack(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`UPDATE point_reward SET stock = stock + 1 WHERE id = ${id}`);
}

/** How many of a reward a member holds or has asked for (not rejected), other than `exceptId`. */
export async function memberRedeemedCount(
  tx: Db,
  rewardId: number,
  memberId: number,
  exceptId: number,
): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM point_redemption
        WHERE reward_id = ${rewardId} AND member_id = ${memberId} AND status <> 'rejected'
          AND id <> ${exceptId}`,
  );
  return row?.n ?? 0;
}

/**
 * Claims the member's request id: the new row, or undefined when that id is already used
 * (a replay; a concurrent one waits on the unique index until this transaction ends).
 */
export async function claimRequest(
  tx: Db,
  row: typeof pointRedemption.$inferInsert,
): Promise<RedemptionRow | undefined> {
  const [inserted] = await tx
    .insert(pointRedemption)
    .values(row)
    .onConflictDoNothing({ target: [pointRedemption.memberId, pointRedemption.requestId] })
    .returning();
  return inserted;
}

export async function redemptionByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(pointRedemption)
    .where(and(eq(pointRedemption.memberId, memberId), eq(pointRedemption.requestId, requestId)));
  return row;
}

export async function setRedemption(
  tx: Db,
  id: number,
  change: Partial<Pick<RedemptionRow, 'status' | 'cash' | 'reason' | 'settledAt'>>,
) {
  await tx.update(pointRedemption).set(change).where(eq(pointRedemption.id, id));
}

/** Settles an `process` redemption; undefined when it is missing or already decided. */
export async function decideRedemption(
  tx: Db,
  id: number,
  status: 'approved' | 'rejected',
  reason: string | null,
): Promise<RedemptionRow | undefined> {
  const [row] = await tx
    .update(pointRedemption)
    .set({ status, reason, settledAt: new Date() })
    .where(and(eq(pointRedemption.id, id), eq(pointRedemption.status, 'process')))
    .returning();
  return row;
}

export async function redemptionExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: pointRedemption.id })
    .from(pointRedemption)
    .where(eq(pointRedemption.id, id));
  return rows.length > 0;
}

/** How many lines the member's history shows. */
export const REDEEM_HISTORY_LIMIT = 50;

export function memberRedemptions(db: Db, memberId: number) {
  return db
    .select({ redemption: pointRedemption, reward: pointReward })
    .from(pointRedemption)
    .leftJoin(pointReward, eq(pointReward.id, pointRedemption.rewardId))
    .where(eq(pointRedemption.memberId, memberId))
    .orderBy(desc(pointRedemption.id))
    .limit(REDEEM_HISTORY_LIMIT);
}

export function operatorRedemptions(db: Db, status: string | undefined) {
  return db
    .select({ redemption: pointRedemption, reward: pointReward, username: member.account })
    .from(pointRedemption)
    .innerJoin(member, eq(member.id, pointRedemption.memberId))
    .leftJoin(pointReward, eq(pointReward.id, pointRedemption.rewardId))
    .where(status ? eq(pointRedemption.status, status) : undefined)
    .orderBy(desc(pointRedemption.id))
    .limit(200);
}

export function allRewards(db: Db) {
  return db.select().from(pointReward).orderBy(pointReward.id);
}

export async function insertReward(db: Db, row: typeof pointReward.$inferInsert) {
  const [inserted] = await db.insert(pointReward).values(row).returning();
  return inserted!;
}

export async function updateReward(
  db: Db,
  id: number,
  change: Partial<Pick<RewardRow, 'cost' | 'bonusAmount' | 'stock' | 'perMemberLimit' | 'enabled'>>,
) {
  const [row] = await db.update(pointReward).set(change).where(eq(pointReward.id, id)).returning();
  return row;
}
