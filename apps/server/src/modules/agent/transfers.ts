import type { AgentPolicy, TransferValue } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { addToCounter } from '../../lib/rate-counter';
import { confirmPaymentPassword, findMemberById, type MemberRow } from '../identity';
import { IdempotencyConflictError, InsufficientFundsError, post, TRANSFERS } from '../wallet';
import { requireInTeam } from './team';

export type TransferInput = { amount: number; paymentPassword: string; requestId: string };

/** Ledger keys of a transfer's two postings: the payer's `requestId` makes it idempotent. */
export const transferKeys = (payerId: number, requestId: string) => ({
  out: `transfer:${payerId}:${requestId}:out`,
  in: `transfer:${payerId}:${requestId}:in`,
});

/**
 * Moves `amount` from the payer to the payee (spec §2 "transfer to a downline", the member
 * centre's transferUpline; ADR 023): within the operator's bounds (checked first, so an
 * amount out of range costs no password guess), confirmed with the payment password, then
 * two postings through the TRANSFERS clearing account in one transaction. The same
 * `requestId` again answers the first transfer and moves nothing; with another payee or
 * amount it is IDEMPOTENCY_CONFLICT.
 */
async function transfer(
  db: Db,
  payer: MemberRow,
  payee: MemberRow,
  input: TransferInput,
  policy: AgentPolicy,
  /** To the upline: the day's total may not pass this (0: no daily limit). */
  maxDaily = 0,
): Promise<TransferValue> {
  const { amount, requestId } = input;
  if (amount < policy.minTransfer || amount > policy.maxTransfer) {
    throw new AppError('TRANSFER_OUT_OF_RANGE', `${amount}`, {
      minAmount: policy.minTransfer,
      maxAmount: policy.maxTransfer,
    });
  }
  if (maxDaily > 0 && amount > maxDaily) {
    throw new AppError('UPLINE_DAILY_LIMIT', `${amount}`, { maxDaily });
  }
  await confirmPaymentPassword(db, payer, input.paymentPassword);
  const keys = transferKeys(payer.id, requestId);
  try {
    const out = await db.transaction(async (tx) => {
      const paid = await post(tx, {
        idempotencyKey: keys.out,
        kind: 'transfer',
        memberId: payer.id,
        amount: -amount,
        counterparty: TRANSFERS,
        reference: `transfer-to:${payee.id}`,
        fingerprint: `to:${payee.id}`,
      });
      if (maxDaily > 0 && !paid.replayed) {
        // The day's running total, in this transaction: a refusal takes it back with the
        // posting, and its row lock makes the payer's concurrent transfers count in turn.
        const window = { key: `upline-daily:${payer.id}`, seconds: 24 * 3600 };
        const today = await addToCounter(tx as unknown as Db, window, amount);
        if (today > maxDaily) {
          throw new AppError('UPLINE_DAILY_LIMIT', `${today}`, {
            maxDaily,
            sentToday: today - amount,
          });
        }
      }
      await post(tx, {
        idempotencyKey: keys.in,
        kind: 'transfer',
        memberId: payee.id,
        amount,
        counterparty: TRANSFERS,
        reference: `transfer-from:${payer.id}`,
        fingerprint: `from:${payer.id}`,
      });
      return paid;
    });
    return { amount, balance: out.balanceAfter, toAccount: payee.account };
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new AppError('INSUFFICIENT_FUNDS', error.message, { balance: error.balance });
    }
    if (error instanceof IdempotencyConflictError) {
      throw new AppError('IDEMPOTENCY_CONFLICT', `transfer ${requestId} reused`);
    }
    throw error;
  }
}

/** An agent pays a member of its team (any level below it); NOT_IN_TEAM for anyone else. */
export async function transferToDownline(
  db: Db,
  agent: MemberRow,
  downlineId: number,
  input: TransferInput,
  policy: AgentPolicy,
): Promise<TransferValue> {
  await requireInTeam(db, agent.id, downlineId);
  const payee = await findMemberById(db, downlineId);
  if (!payee) throw new AppError('NOT_IN_TEAM', `member ${downlineId}`);
  refuseInactive(payee);
  return transfer(db, agent, payee, input, policy);
}

/** A member pays its upline, when the operator allows it (TRANSFER_NOT_ALLOWED, NO_UPLINE). */
export async function transferToUpline(
  db: Db,
  payer: MemberRow,
  input: TransferInput,
  policy: AgentPolicy,
): Promise<TransferValue> {
  const upline = payer.parentId === null ? null : await findMemberById(db, payer.parentId);
  if (!upline) throw new AppError('NO_UPLINE', `member ${payer.id}`);
  if (!policy.allowUplineTransfer) throw new AppError('TRANSFER_NOT_ALLOWED', 'policy');
  refuseInactive(upline);
  return transfer(db, payer, upline, input, policy, policy.maxUplineDaily);
}

/** Staff and closed accounts (spec §6 non-members) receive no money from the tree. */
function refuseInactive(payee: MemberRow): void {
  if (payee.status !== 'active') throw new AppError('PAYEE_INACTIVE', `member ${payee.id}`);
}
