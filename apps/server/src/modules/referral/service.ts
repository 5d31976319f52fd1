import {
  REFERRAL_KEY_PREFIX,
  REFERRAL_PAGE_SIZE,
  referralLinkPath,
  referralRewardFor,
  type InviteesPage,
  type ReferralRules,
} from '@openlobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { maskName } from '../../lib/mask-name';
import { newAffiliateCode, type ReferralCodes } from '../identity';
import { post, PROMOTIONS } from '../wallet';
import {
  codeOfMember,
  insertCode,
  insertReferral,
  inviteesOf,
  markFirstDeposit,
  memberOfCode,
  referralSummary,
  setReward,
} from './repository';

/** The ledger key of the reward for one invitee: at most one, whatever happens. */
export const referralRewardKey = (inviteeId: number) => `${REFERRAL_KEY_PREFIX}${inviteeId}`;

/** The member's invitation code, made on first use (8 characters, no look-alikes). */
export async function ensureReferralCode(db: Db, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await codeOfMember(db, memberId);
    if (existing) return existing;
    await insertCode(db, memberId, newAffiliateCode());
  }
  throw new Error(`no free referral code for member ${memberId}`);
}

/** What identity's registration asks of invitation codes (ADR 025). */
export const referralCodes: ReferralCodes = {
  resolve: (db, code) => memberOfCode(db, code),
  record: (tx, inviteeId, referrerId) => insertReferral(tx, inviteeId, referrerId),
};

export type CreditedDeposit = { memberId: number; orderRef: string; amount: number };

/**
 * Runs in the transaction that credits a deposit (deposit's `onCredited`): the invitee's
 * first deposit is marked once and, when the operator's rules give a reward, the referrer is
 * paid a `bonus` posting keyed `referral:<invitee>` (so even a second path could not pay
 * twice). It runs in a savepoint: whatever goes wrong with the reward never fails the
 * deposit — it is logged, and the first deposit stays unmarked for nothing.
 */
export async function rewardFirstDeposit(
  tx: Db,
  deposit: CreditedDeposit,
  rules: ReferralRules,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      const db = sp as unknown as Db;
      const referrerId = await markFirstDeposit(db, deposit.memberId, deposit.amount);
      if (referrerId === null) return;
      const reward = referralRewardFor(rules, deposit.amount);
      if (reward <= 0) return;
      await post(db, {
        idempotencyKey: referralRewardKey(deposit.memberId),
        kind: 'bonus',
        memberId: referrerId,
        amount: reward,
        counterparty: PROMOTIONS,
        reference: `referral-of:${deposit.memberId}`,
      });
      await setReward(db, deposit.memberId, reward);
    });
  } catch (error) {
    log.error({ err: error, deposit }, 'referral reward not paid');
  }
}

export async function referralInfo(db: Db, memberId: number, rules: ReferralRules) {
  const [code, summary] = await Promise.all([
    ensureReferralCode(db, memberId),
    referralSummary(db, memberId),
  ]);
  return { code, linkPath: referralLinkPath(code), ...summary, rules };
}

export async function invitees(db: Db, memberId: number, page: number): Promise<InviteesPage> {
  const [rows, summary] = await Promise.all([
    inviteesOf(db, memberId, REFERRAL_PAGE_SIZE, (page - 1) * REFERRAL_PAGE_SIZE),
    referralSummary(db, memberId),
  ]);
  return {
    page,
    total: summary.invited,
    list: rows.map((r) => ({
      account: maskName(r.account),
      registeredAt: r.registeredAt.toISOString(),
      status: r.firstDepositAt ? 'deposited' : 'registered',
      firstDepositAt: r.firstDepositAt?.toISOString() ?? null,
      reward: r.firstDepositAt ? (r.rewardAmount ?? 0) : null,
    })),
  };
}
