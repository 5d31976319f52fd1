import {
  DEFAULT_RECEIPT_MINUTES,
  type OperatorWithdrawal,
  type PixKeyType,
  type Withdrawal,
  type WithdrawalStatus,
} from '@openlobby/contract';
import { readReceiptMinutes, receiptOf, resolveDispute } from './receipt';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { MemberRow } from '../identity';
import { writeMessage, type GeneratedMessage } from '../messages';
import { paymentAccount, post, InsufficientFundsError } from '../wallet';
import type { WithdrawalEvents } from './events';
import { readWithdrawalLimits } from './limits';
import { confirmWithPassword } from './password-check';
import { findPayoutAccount } from './payout-account-repository';
import type { PayoutGateway } from './payout-gateway';
import {
  claimForApproval,
  insertWithdrawal,
  memberWithdrawals,
  operatorWithdrawals,
  recordPayoutReference,
  settlePending,
  withdrawalById,
  withdrawalByRequestId,
  withdrawalStatus,
  type WithdrawalRow as Row,
} from './withdrawal-repository';

/** How many requests a member's history shows. */
export const WITHDRAWAL_HISTORY_LIMIT = 50;

export const withdrawalOf = (r: Row, minutes = DEFAULT_RECEIPT_MINUTES): Withdrawal => ({
  id: r.id,
  amount: r.amount,
  status: r.status as WithdrawalStatus,
  pixKeyType: r.pixKeyType as PixKeyType,
  pixKey: r.pixKey,
  payeeName: r.payeeName,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
  receipt: receiptOf(r, minutes),
});

/** The member's inbox message of an approval or a rejection (spec §4, ADR 027). */
const settledMessage = (row: Row, currency: string): GeneratedMessage => ({
  memberId: row.memberId,
  kind: row.status === 'approved' ? 'withdrawal_approved' : 'withdrawal_rejected',
  params: {
    withdrawalId: row.id,
    amount: row.amount,
    currency,
    ...(row.reason === null ? {} : { reason: row.reason }),
  },
  eventKey: `withdrawal:${row.id}:${row.status}`,
});

/** Ledger keys of a request's two possible postings (ADR 017). */
export const holdKey = (id: number) => `withdrawal:${id}:hold`;
export const refundKey = (id: number) => `withdrawal:${id}:refund`;

/**
 * Withdrawals as money movements (ADR 017). A request debits the wallet at once (the hold)
 * in the transaction that stores it; approval pays it out through the gateway; rejection
 * and cancellation credit it back in the transaction that moves it off `pending`. Every
 * move off `pending` is one conditional update, so racing settlements settle once.
 */
export class WithdrawalService {
  private readonly counterparty;

  constructor(
    private readonly db: Db,
    private readonly gateway: PayoutGateway,
    private readonly events: WithdrawalEvents,
    private readonly currency: string,
  ) {
    this.counterparty = paymentAccount(gateway.code);
  }

  /**
   * A member asks for a withdrawal: the amount must be within the operator's bounds, then
   * the member confirms with the password (in that order: an amount out of bounds costs no
   * password guess), then the request is stored.
   */
  async request(
    member: MemberRow,
    input: { requestId: string; amount: number; payoutAccountId: number; password: string },
    ip: string,
  ): Promise<Withdrawal> {
    const { password, ...request } = input;
    const limits = await readWithdrawalLimits(this.db);
    if (request.amount < limits.minAmount || request.amount > limits.maxAmount) {
      throw new AppError('WITHDRAWAL_AMOUNT_OUT_OF_RANGE', `${request.amount}`, { ...limits });
    }
    await confirmWithPassword(this.db, member, password, ip);
    return this.store(member.id, request);
  }

  /**
   * Stores a pending request and debits its amount, or — for a `requestId` already used by
   * this member — answers the first request (IDEMPOTENCY_CONFLICT if it asked for other
   * money).
   */
  private async store(
    memberId: number,
    input: { requestId: string; amount: number; payoutAccountId: number },
  ): Promise<Withdrawal> {
    const account = await findPayoutAccount(this.db, memberId, input.payoutAccountId);
    if (!account) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND', `${input.payoutAccountId}`);
    let created: Row | null;
    try {
      created = await this.db.transaction(async (tx) => {
        const row = await insertWithdrawal(tx, {
          memberId,
          requestId: input.requestId,
          amount: input.amount,
          payoutAccountId: account.id,
          pixKeyType: account.pixKeyType,
          pixKey: account.pixKey,
          payeeName: account.payeeName,
        });
        if (!row) return null;
        await post(tx, {
          idempotencyKey: holdKey(row.id),
          kind: 'withdrawal',
          memberId,
          amount: -row.amount,
          counterparty: this.counterparty,
          reference: `withdrawal:${row.id}`,
        });
        return row;
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new AppError('INSUFFICIENT_FUNDS', error.message, { balance: error.balance });
      }
      throw error;
    }
    if (created) return withdrawalOf(created);
    const first = await withdrawalByRequestId(this.db, memberId, input.requestId);
    if (!first || first.amount !== input.amount || first.payoutAccountId !== account.id) {
      throw new AppError('IDEMPOTENCY_CONFLICT', `request ${input.requestId} reused`);
    }
    return withdrawalOf(first);
  }

  async history(memberId: number): Promise<Withdrawal[]> {
    const [rows, minutes] = await Promise.all([
      memberWithdrawals(this.db, memberId, WITHDRAWAL_HISTORY_LIMIT),
      readReceiptMinutes(this.db),
    ]);
    return rows.map((row) => withdrawalOf(row, minutes));
  }

  /** The member takes back their own pending request. */
  /**
   * The member takes a pending request back; refused where the jurisdiction forbids
   * reversing a requested withdrawal (UK RTS 14B, ADR 032), changing nothing.
   */
  async cancel(memberId: number, id: number, reversible = true): Promise<Withdrawal> {
    if (!reversible) throw new AppError('WITHDRAWAL_NOT_REVERSIBLE', `withdrawal ${id}`);
    return this.refund(id, 'cancelled', { memberId, reason: null, by: 'member' });
  }

  /** The operator refuses a pending request, saying why; the member gets the money back. */
  reject(id: number, reason: string): Promise<Withdrawal> {
    return this.refund(id, 'rejected', { reason, by: 'operator' });
  }

  /**
   * The operator approves a pending request: it is claimed (pending → approved) first, then
   * paid through the gateway, then the payout reference is recorded. If the gateway fails
   * after the claim, approving again retries the payout (the gateway is idempotent by id).
   */
  async approve(id: number): Promise<OperatorWithdrawal> {
    // The claim and the member's "withdrawal approved" message commit together (ADR 027).
    const claimed = await this.db.transaction(async (tx) => {
      const row = await claimForApproval(tx, id);
      if (row) await writeMessage(tx, settledMessage(row, this.currency));
      return row;
    });
    let row = claimed;
    if (!row) {
      const current = await withdrawalById(this.db, id);
      if (!current) throw new AppError('WITHDRAWAL_NOT_FOUND', `withdrawal ${id}`);
      const unpaid = current.status === 'approved' && current.payoutReference === null;
      if (!unpaid)
        throw new AppError('WITHDRAWAL_NOT_PENDING', `withdrawal ${id} ${current.status}`);
      row = current;
    }
    const reference = await this.gateway.payout({
      withdrawalId: row.id,
      amount: row.amount,
      currency: this.currency,
      pixKeyType: row.pixKeyType as PixKeyType,
      pixKey: row.pixKey,
      payeeName: row.payeeName,
    });
    await recordPayoutReference(this.db, id, reference);
    if (claimed) await this.announce(claimed);
    const [paid] = await this.operatorList({ id });
    return paid!;
  }

  /** The operator settles a "not received" dispute (`refund` pays back once, ADR 027). */
  async resolveDispute(id: number, resolution: 'paid' | 'refund'): Promise<OperatorWithdrawal> {
    await resolveDispute(this.db, this.gateway.code, id, resolution);
    const [settled] = await this.operatorList({ id });
    return settled!;
  }

  /** Requests for the operator, newest first, with whose they are. */
  async operatorList(
    filter: { status?: WithdrawalStatus | undefined; id?: number; limit?: number } = {},
  ): Promise<OperatorWithdrawal[]> {
    const [rows, minutes] = await Promise.all([
      operatorWithdrawals(this.db, { ...filter, limit: filter.limit ?? 50 }),
      readReceiptMinutes(this.db),
    ]);
    return rows.map(({ w, account }) => ({
      ...withdrawalOf(w, minutes),
      memberId: w.memberId,
      account,
      payoutReference: w.payoutReference,
      settledBy: w.settledBy,
    }));
  }

  /** pending → rejected|cancelled and the refund posting, in one transaction. */
  private async refund(
    id: number,
    status: 'rejected' | 'cancelled',
    how: { memberId?: number; reason: string | null; by: 'operator' | 'member' },
  ): Promise<Withdrawal> {
    const settled = await this.db.transaction(async (tx) => {
      const change = { status, reason: how.reason, settledBy: how.by };
      const row = await settlePending(tx, id, change, how.memberId);
      if (!row) return null;
      await post(tx, {
        idempotencyKey: refundKey(row.id),
        kind: 'withdrawal',
        memberId: row.memberId,
        amount: row.amount,
        counterparty: this.counterparty,
        reference: `withdrawal:${row.id}`,
        reason: how.reason ?? undefined,
      });
      if (status === 'rejected') await writeMessage(tx, settledMessage(row, this.currency));
      return row;
    });
    if (!settled) {
      const current = await withdrawalStatus(this.db, id, how.memberId);
      if (!current) throw new AppError('WITHDRAWAL_NOT_FOUND', `withdrawal ${id}`);
      throw new AppError('WITHDRAWAL_NOT_PENDING', `withdrawal ${id} ${current.status}`);
    }
    await this.announce(settled);
    return withdrawalOf(settled);
  }

  private announce(row: Row) {
    return this.events.settled({
      withdrawalId: row.id,
      memberId: row.memberId,
      amount: row.amount,
      status: row.status as Exclude<WithdrawalStatus, 'pending'>,
      reason: row.reason,
    });
  }
}
