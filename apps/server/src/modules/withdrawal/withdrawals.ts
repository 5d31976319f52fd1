import type {
  OperatorWithdrawal,
  PixKeyType,
  Withdrawal,
  WithdrawalStatus,
} from '@openlobby/contract';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, withdrawal } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { paymentAccount } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import { InsufficientFundsError } from '../wallet/ledger-errors';
import type { WithdrawalEvents } from './events';
import { findPayoutAccount } from './payout-accounts';
import type { PayoutGateway } from './payout-gateway';

type Row = typeof withdrawal.$inferSelect;

/** How many requests a member's history shows. */
export const WITHDRAWAL_HISTORY_LIMIT = 50;

export const withdrawalOf = (r: Row): Withdrawal => ({
  id: r.id,
  amount: r.amount,
  status: r.status as WithdrawalStatus,
  pixKeyType: r.pixKeyType as PixKeyType,
  pixKey: r.pixKey,
  payeeName: r.payeeName,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
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
   * Stores a pending request and debits its amount, or — for a `requestId` already used by
   * this member — answers the first request (IDEMPOTENCY_CONFLICT if it asked for other
   * money). The caller has checked the bounds and the password.
   */
  async request(
    memberId: number,
    input: { requestId: string; amount: number; payoutAccountId: number },
  ): Promise<Withdrawal> {
    const account = await findPayoutAccount(this.db, memberId, input.payoutAccountId);
    if (!account) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND', `${input.payoutAccountId}`);
    let created: Row | null;
    try {
      created = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(withdrawal)
          .values({
            memberId,
            requestId: input.requestId,
            amount: input.amount,
            payoutAccountId: account.id,
            pixKeyType: account.pixKeyType,
            pixKey: account.pixKey,
            payeeName: account.payeeName,
          })
          .onConflictDoNothing({ target: [withdrawal.memberId, withdrawal.requestId] })
          .returning();
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
    const [first] = await this.db
      .select()
      .from(withdrawal)
      .where(and(eq(withdrawal.memberId, memberId), eq(withdrawal.requestId, input.requestId)));
    if (!first || first.amount !== input.amount || first.payoutAccountId !== account.id) {
      throw new AppError('IDEMPOTENCY_CONFLICT', `request ${input.requestId} reused`);
    }
    return withdrawalOf(first);
  }

  async history(memberId: number): Promise<Withdrawal[]> {
    const rows = await this.db
      .select()
      .from(withdrawal)
      .where(eq(withdrawal.memberId, memberId))
      .orderBy(desc(withdrawal.id))
      .limit(WITHDRAWAL_HISTORY_LIMIT);
    return rows.map(withdrawalOf);
  }

  /** The member takes back their own pending request. */
  cancel(memberId: number, id: number): Promise<Withdrawal> {
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
    const [claimed] = await this.db
      .update(withdrawal)
      .set({ status: 'approved', settledBy: 'operator', settledAt: sql`now()` })
      .where(and(eq(withdrawal.id, id), eq(withdrawal.status, 'pending')))
      .returning();
    let row = claimed;
    if (!row) {
      const [current] = await this.db.select().from(withdrawal).where(eq(withdrawal.id, id));
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
    await this.db
      .update(withdrawal)
      .set({ payoutReference: reference })
      .where(and(eq(withdrawal.id, id), isNull(withdrawal.payoutReference)));
    if (claimed) await this.announce(claimed);
    const [paid] = await this.operatorList({ id });
    return paid!;
  }

  /** Requests for the operator, newest first, with whose they are. */
  async operatorList(
    filter: { status?: WithdrawalStatus | undefined; id?: number; limit?: number } = {},
  ): Promise<OperatorWithdrawal[]> {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(withdrawal.status, filter.status));
    if (filter.id !== undefined) conditions.push(eq(withdrawal.id, filter.id));
    const rows = await this.db
      .select({ w: withdrawal, account: member.account })
      .from(withdrawal)
      .innerJoin(member, eq(member.id, withdrawal.memberId))
      .where(and(...conditions))
      .orderBy(desc(withdrawal.id))
      .limit(filter.limit ?? 50);
    return rows.map(({ w, account }) => ({
      ...withdrawalOf(w),
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
    const mine = how.memberId === undefined ? [] : [eq(withdrawal.memberId, how.memberId)];
    const settled = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(withdrawal)
        .set({ status, reason: how.reason, settledBy: how.by, settledAt: sql`now()` })
        .where(and(eq(withdrawal.id, id), eq(withdrawal.status, 'pending'), ...mine))
        .returning();
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
      return row;
    });
    if (!settled) {
      const [current] = await this.db
        .select({ status: withdrawal.status })
        .from(withdrawal)
        .where(and(eq(withdrawal.id, id), ...mine));
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
