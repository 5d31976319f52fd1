import { and, count, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/member';
import { referral, referralCode } from '../../db/schema/transfer-wallets';

export async function codeOfMember(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: referralCode.code })
    .from(referralCode)
    .where(eq(referralCode.memberId, memberId));
  return row?.code ?? null;
}

/** Gives the member `code` unless it has one; a code already taken is skipped (unique index). */
export async function insertCode(db: Db, memberId: number, code: string): Promise<void> {
  await db.insert(referralCode).values({ memberId, code }).onConflictDoNothing();
}

export async function memberOfCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db
    .select({ memberId: referralCode.memberId })
    .from(referralCode)
    .innerJoin(member, eq(member.id, referralCode.memberId))
    .where(and(eq(referralCode.code, code.toUpperCase()), eq(member.status, 'active')));
  return row?.memberId ?? null;
}

export async function insertReferral(db: Db, inviteeId: number, referrerId: number) {
  await db.insert(referral).values({ inviteeId, referrerId }).onConflictDoNothing();
}

/**
 * Records an invitee's first deposit, once: one conditional UPDATE, so of two deposits
 * (or two copies of one notification) only the first to commit finds the row unmarked.
 * The referrer, or null when the member was invited by nobody or deposited before.
 */
export async function markFirstDeposit(
  db: Db,
  inviteeId: number,
  amount: number,
): Promise<number | null> {
  const [row] = await db
    .update(referral)
    .set({ firstDepositAt: sql`now()`, firstDepositAmount: amount, rewardAmount: 0 })
    .where(and(eq(referral.inviteeId, inviteeId), isNull(referral.firstDepositAt)))
    .returning({ referrerId: referral.referrerId });
  return row?.referrerId ?? null;
}

export async function setReward(db: Db, inviteeId: number, amount: number): Promise<void> {
  await db.update(referral).set({ rewardAmount: amount }).where(eq(referral.inviteeId, inviteeId));
}

export async function referralSummary(db: Db, referrerId: number) {
  const [row] = await db
    .select({
      invited: count(),
      deposited: count(referral.firstDepositAt),
      rewardTotal: sum(referral.rewardAmount).mapWith(Number),
    })
    .from(referral)
    .where(eq(referral.referrerId, referrerId));
  return {
    invited: row?.invited ?? 0,
    deposited: row?.deposited ?? 0,
    rewardTotal: row?.rewardTotal ?? 0,
  };
}

/** A page of the referrer's invitees, newest first (the `referral_referrer_idx` order). */
export function inviteesOf(db: Db, referrerId: number, limit: number, offset: number) {
  return db
    .select({
      account: member.account,
      registeredAt: referral.createdAt,
      firstDepositAt: referral.firstDepositAt,
      rewardAmount: referral.rewardAmount,
    })
    .from(referral)
    .innerJoin(member, eq(member.id, referral.inviteeId))
    .where(eq(referral.referrerId, referrerId))
    .orderBy(desc(referral.createdAt), desc(referral.inviteeId))
    .limit(limit)
    .offset(offset);
}
