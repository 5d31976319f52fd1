import type {
  OperatorVipMembers,
  OperatorVipTiers,
  VipMonthlyResult,
  VipStatus,
  VipTier,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { BalanceLimitError, IdempotencyConflictError, post, PROMOTIONS } from '../wallet';
import {
  highestReachedLevel,
  insertReachedLevel,
  memberLevels,
  memberStanding,
  monthlyOwed,
  reachedLevels,
  readTiers,
  setBonusPaid,
  writeTiers,
} from './vip-repository';

/** The ledger key of a tier's upgrade bonus: one posting per (member, tier), ever. */
export const vipUpgradeKey = (memberId: number, level: number) =>
  `vip:upgrade:${memberId}:${level}`;
/** The ledger key of a month's VIP bonus: one posting per (member, month). */
export const vipMonthlyKey = (memberId: number, month: string) =>
  `vip:monthly:${memberId}:${month}`;

export async function vipTiers(db: Db): Promise<VipTier[]> {
  return readTiers(db);
}

/**
 * Replaces the ladder. Refused (VIP_TIERS_INVALID, nothing changed) when thresholds do not
 * strictly rise, or when it would drop a tier a member has reached (levels are kept, ADR
 * 037). Amounts are bounded by the contract (R12).
 */
export async function setVipTiers(db: Db, change: OperatorVipTiers): Promise<VipTier[]> {
  const { tiers } = change;
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i]!.threshold <= tiers[i - 1]!.threshold) {
      throw new AppError('VIP_TIERS_INVALID', `tier ${i + 1}'s threshold does not rise`);
    }
  }
  const highest = await highestReachedLevel(db);
  if (tiers.length < highest) {
    throw new AppError('VIP_TIERS_INVALID', `members hold tier ${highest}`);
  }
  await writeTiers(db, tiers);
  return readTiers(db);
}

export type Evaluation = { validBet: number; newLevels: number[]; paid: number };

/**
 * Brings a member's level up to their cumulative valid bet (ADR 037): each tier reached and
 * not yet recorded gets its row and, in the same transaction, its upgrade bonus as ONE
 * `bonus` posting keyed `vip:upgrade:<member>:<level>`, so crossing two tiers pays both.
 * Idempotent and safe to run concurrently: the row's primary key lets one run write a tier,
 * the other finds it and pays nothing. A member excluded now (or a trial account) reaches
 * the tier without the bonus (withheld for good); a wallet at the maximum balance too.
 * Levels are never lowered here, whatever the thresholds become.
 */
export async function evaluateMember(db: Db, memberId: number): Promise<Evaluation> {
  const standing = await memberStanding(db, memberId);
  if (!standing) return { validBet: 0, newLevels: [], paid: 0 };
  const tiers = await readTiers(db);
  const have = new Set(await reachedLevels(db, memberId));
  const result: Evaluation = { validBet: standing.validBet, newLevels: [], paid: 0 };
  for (const tier of tiers) {
    if (tier.threshold > standing.validBet || have.has(tier.level)) continue;
    const pay = standing.real && !standing.excluded && tier.upgradeBonus > 0;
    try {
      const paid = await db.transaction(async (tx) => {
        if (!(await insertReachedLevel(tx, memberId, tier.level))) return null;
        if (!pay) return 0;
        await post(tx, {
          idempotencyKey: vipUpgradeKey(memberId, tier.level),
          kind: 'bonus',
          memberId,
          amount: tier.upgradeBonus,
          counterparty: PROMOTIONS,
          reference: `vip:${tier.level}`,
          fingerprint: `${tier.level}`,
        });
        await setBonusPaid(tx, memberId, tier.level, tier.upgradeBonus);
        return tier.upgradeBonus;
      });
      if (paid === null) continue;
      result.newLevels.push(tier.level);
      result.paid += paid;
    } catch (error) {
      if (!(error instanceof BalanceLimitError || error instanceof IdempotencyConflictError)) {
        throw error;
      }
      // The level is reached all the same; the bonus is withheld (or was paid before).
      if (await insertReachedLevel(db, memberId, tier.level)) result.newLevels.push(tier.level);
    }
  }
  return result;
}

/** The member's VIP card, after bringing the level up to date (the on-demand evaluation). */
export async function vipStatus(db: Db, memberId: number, currency: string): Promise<VipStatus> {
  const { validBet } = await evaluateMember(db, memberId);
  const tiers = await readTiers(db);
  const levels = await reachedLevels(db, memberId);
  const level = levels.at(-1) ?? 0;
  const current = tiers.find((t) => t.level === level);
  const nextTier = tiers.find((t) => t.level > level);
  return {
    level,
    name: current?.name ?? null,
    validBet,
    next: nextTier
      ? {
          level: nextTier.level,
          name: nextTier.name,
          threshold: nextTier.threshold,
          remaining: Math.max(0, nextTier.threshold - validBet),
        }
      : null,
    tiers,
    currency,
  };
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** The UTC month of a moment, YYYY-MM. */
export const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7);

/** The month before the one of `at`. */
export function previousMonth(at: number): string {
  const d = new Date(at);
  return monthOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
}

/**
 * Pays (or previews) the VIP bonus of an ended UTC month: each real member not excluded now
 * gets the monthly bonus of the highest tier reached before the month ended, as ONE `bonus`
 * posting keyed `vip:monthly:<member>:<month>` — once, whatever the runs.
 */
export async function payVipMonthly(
  db: Db,
  month: string,
  options: { preview: boolean; now?: number },
): Promise<VipMonthlyResult> {
  const m = MONTH.exec(month);
  if (!m) throw new AppError('VALIDATION_FAILED', `no such month ${month}`);
  if (month >= monthOf(options.now ?? Date.now())) {
    throw new AppError('VIP_MONTH_NOT_OVER', `${month} has not ended`);
  }
  const end = new Date(Date.UTC(Number(m[1]), Number(m[2]), 1));
  const result: VipMonthlyResult = {
    month,
    preview: options.preview,
    paid: 0,
    alreadyPaid: 0,
    amount: 0,
  };
  for (const row of await monthlyOwed(db, month, end)) {
    const amount = Number(row.amount);
    if (row.paid) {
      result.alreadyPaid += 1;
      continue;
    }
    if (options.preview) {
      result.paid += 1;
      result.amount += amount;
      continue;
    }
    try {
      const r = await post(db, {
        idempotencyKey: vipMonthlyKey(row.member_id, month),
        kind: 'bonus',
        memberId: row.member_id,
        amount,
        counterparty: PROMOTIONS,
        reference: `vip-monthly:${month}`,
        fingerprint: month,
      });
      if (r.replayed) {
        result.alreadyPaid += 1;
      } else {
        result.paid += 1;
        result.amount += amount;
      }
    } catch (error) {
      if (error instanceof IdempotencyConflictError) result.alreadyPaid += 1;
      // A wallet at the maximum balance (R12) takes no bonus; the others are still paid.
      else if (!(error instanceof BalanceLimitError)) throw error;
    }
  }
  return result;
}

export async function vipMemberLevels(db: Db, limit: number): Promise<OperatorVipMembers> {
  const tiers = await readTiers(db);
  const rows = await memberLevels(db, limit);
  return {
    members: rows.map((r) => ({
      account: r.account,
      level: r.level,
      name: tiers.find((t) => t.level === r.level)?.name ?? null,
      validBet: Number(r.valid_bet),
    })),
  };
}
