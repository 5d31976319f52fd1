import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member, referral, referralCode, seedRun } from '../db/schema';
import { insertMember, NO_PASSWORD } from '../modules/identity';
import { referralRewardKey } from '../modules/referral';
import { paymentAccount, post, PROMOTIONS } from '../modules/wallet';

/** Seed set of demo_player's invitation code and invitees (ADR 025). */
export const REFERRAL_SEED = 'referral-demo-v1';

/** demo_player's invitation code: `/register?referralCode=PLAYER01`. */
export const DEMO_REFERRAL_CODE = 'PLAYER01';

/**
 * Gives demo_player a known invitation code and, unless `invitees` is off (integration
 * tests build their own), two invitees: one only registered, one whose first deposit of
 * R$ 100,00 earned demo_player the default reward of R$ 10,00 — paid as the live path pays
 * it, a `bonus` posting keyed `referral:<invitee>`. The invitees cannot log in.
 */
export async function seedDemoReferrals(db: Db, invitees: boolean): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const claimed = await tx
      .insert(seedRun)
      .values({ name: REFERRAL_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    const [player] = await tx
      .select({ id: member.id })
      .from(member)
      .where(eq(member.accountKey, 'demo_player'));
    if (!player) return true;
    await tx
      .insert(referralCode)
      .values({ memberId: player.id, code: DEMO_REFERRAL_CODE })
      .onConflictDoNothing();
    if (!invitees) return true;
    const taken = await tx
      .select({ id: member.id })
      .from(member)
      .where(inArray(member.accountKey, ['invited_friend', 'invited_saver']));
    if (taken.length > 0) return true;
    for (const [account, firstDeposit] of [
      ['invited_saver', null],
      ['invited_friend', 10_000],
    ] as const) {
      const row = await insertMember(tx, {
        account,
        accountKey: account,
        nickname: account,
        type: 0,
        passwordHash: NO_PASSWORD,
      });
      if (!row) continue;
      await tx.insert(referral).values({ inviteeId: row.id, referrerId: player.id });
      if (firstDeposit === null) continue;
      await post(tx, {
        idempotencyKey: `demo-referral-deposit:${row.id}`,
        kind: 'deposit',
        memberId: row.id,
        amount: firstDeposit,
        counterparty: paymentAccount('SANDBOX'),
      });
      await post(tx, {
        idempotencyKey: referralRewardKey(row.id),
        kind: 'bonus',
        memberId: player.id,
        amount: 1_000,
        counterparty: PROMOTIONS,
        reference: `referral-of:${row.id}`,
      });
      await tx
        .update(referral)
        .set({ firstDepositAt: new Date(), firstDepositAmount: firstDeposit, rewardAmount: 1_000 })
        .where(eq(referral.inviteeId, row.id));
    }
    return true;
  });
}
