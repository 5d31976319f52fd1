import {
  betCategories,
  type BetCategory,
  type OperatorRebateRates,
  type RebatePayResult,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { BalanceLimitError, IdempotencyConflictError, post, PROMOTIONS } from '../wallet';
import { dayOf, isRealDay } from './period';
import { dayStakesUnpaid, readRebateRates, writeRebateRates } from './rebate-repository';

/**
 * The ledger key of a member's rebate for a UTC day (ADR 026): one `bonus` posting per
 * (member, day), whatever the runs, so a rerun or a concurrent run finds it and pays nothing.
 */
export const rebateKey = (memberId: number, day: string) => `rebate:${memberId}:${day}`;

const BP = 10_000;

/** The rates as fractions, for the member side and the home page. */
export async function rebateRates(db: Db): Promise<Partial<Record<BetCategory, number>>> {
  const rates: Partial<Record<BetCategory, number>> = {};
  for (const [category, bp] of await readRebateRates(db)) {
    if ((betCategories as readonly string[]).includes(category)) {
      rates[category as BetCategory] = bp / BP;
    }
  }
  return rates;
}

/** The operator's view: basis points per category. */
export async function operatorRebateRates(db: Db): Promise<OperatorRebateRates> {
  return { rates: Object.fromEntries(await readRebateRates(db)) };
}

export async function setRebateRates(db: Db, change: OperatorRebateRates) {
  await writeRebateRates(db, Object.entries(change.rates) as [string, number | null][]);
  return operatorRebateRates(db);
}

/**
 * Pays the rebate of a UTC day that has ended: for each member with valid bets that day,
 * the sum over categories of valid bet × the category's rate (rounded down to the minor
 * unit), as ONE `bonus` posting keyed `rebate:<member>:<day>`. Exactly once per (member,
 * day): members already paid are skipped, and a concurrent run's posting wins the key (its
 * replay, or a conflict if the rates changed in between, counts as already paid).
 */
export async function payRebates(db: Db, day: string, now = Date.now()): Promise<RebatePayResult> {
  if (!isRealDay(day)) throw new AppError('VALIDATION_FAILED', `no such day ${day}`);
  if (day >= dayOf(now)) throw new AppError('REBATE_DAY_NOT_OVER', `${day} has not ended`);
  const rates = await readRebateRates(db);
  const owed = new Map<number, number>();
  for (const row of await dayStakesUnpaid(db, day)) {
    const bp = rates.get(row.category) ?? 0;
    const amount = Math.floor((Number(row.stake) * bp) / BP);
    if (amount > 0) owed.set(row.member_id, (owed.get(row.member_id) ?? 0) + amount);
  }
  const result: RebatePayResult = { day, paid: 0, alreadyPaid: 0, amount: 0 };
  for (const [memberId, amount] of owed) {
    try {
      const r = await post(db, {
        idempotencyKey: rebateKey(memberId, day),
        kind: 'bonus',
        memberId,
        amount,
        counterparty: PROMOTIONS,
        reference: `rebate:${day}`,
        fingerprint: day,
      });
      if (r.replayed) {
        result.alreadyPaid += 1;
      } else {
        result.paid += 1;
        result.amount += amount;
      }
    } catch (error) {
      if (error instanceof IdempotencyConflictError) result.alreadyPaid += 1;
      // A wallet at the maximum balance (R12) takes no rebate; the others are still paid.
      else if (!(error instanceof BalanceLimitError)) throw error;
    }
  }
  return result;
}

/** The days the job pays: the last few ended days, so a downtime's days are caught up. */
export function daysToPay(now: number, back = 3): string[] {
  const DAY = 24 * 3600 * 1000;
  return Array.from({ length: back }, (_, i) => dayOf(now - (back - i) * DAY));
}
