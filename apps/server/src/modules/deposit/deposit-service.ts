import {
  DEPOSIT_ORDER_TTL_MINUTES,
  type CreateDepositOrder,
  type GatewayNotification,
} from '@openlobby/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrder } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { randomId } from '../../lib/secure-random';
import { paymentAccount } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import { depositChannelByCode } from './channel-repository';
import type { DepositEvents } from './deposit-events';
import type { PaymentGateways } from './gateway';
import { orderByRef, type OrderRow } from './order-repository';

export type DepositServiceOptions = {
  db: Db;
  gateways: PaymentGateways;
  events: DepositEvents;
  currency: string;
  /** Where a payer goes back to after paying (PUBLIC_URL). */
  siteUrl: string;
};

/** The ledger key of an order's credit: one per order, whatever arrives how often. */
export const depositPostingKey = (orderRef: string) => `deposit:${orderRef}`;

/**
 * Deposits: an order is created against a channel's bounds and handed to its gateway; the
 * gateway's verified notification then credits the member once (ledger posting `deposit`
 * from `payment:<gateway>`) or fails the order (ADR 016).
 */
export class DepositService {
  constructor(private readonly options: DepositServiceOptions) {}

  async createOrder(memberId: number, input: CreateDepositOrder): Promise<OrderRow> {
    const { db, gateways, currency } = this.options;
    const channel = await depositChannelByCode(db, input.channelCode);
    const gateway = channel?.enabled ? gateways.get(channel.gatewayCode) : undefined;
    if (!channel || !gateway) {
      throw new AppError('DEPOSIT_CHANNEL_UNAVAILABLE', `channel ${input.channelCode}`);
    }
    if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
      throw new AppError('DEPOSIT_AMOUNT_OUT_OF_RANGE', `${input.amount} for ${channel.code}`, {
        minAmount: channel.minAmount,
        maxAmount: channel.maxAmount,
      });
    }
    const orderRef = `D${randomId(18)}`;
    const [created] = await db
      .insert(depositOrder)
      .values({
        orderRef,
        memberId,
        channelCode: channel.code,
        gatewayCode: gateway.code,
        amount: input.amount,
        currency,
        expiresAt: sql`now() + make_interval(mins => ${DEPOSIT_ORDER_TTL_MINUTES})`,
      })
      .returning({ expiresAt: depositOrder.expiresAt });
    try {
      const { checkoutUrl } = await gateway.createCheckout({
        orderRef,
        amount: input.amount,
        currency,
        expiresAt: created!.expiresAt,
        returnUrl: `${this.options.siteUrl}/`,
      });
      await db.update(depositOrder).set({ checkoutUrl }).where(eq(depositOrder.orderRef, orderRef));
    } catch (error) {
      // No checkout, no way to pay: the member sees a failed order, not one pending forever.
      await db
        .update(depositOrder)
        .set({ status: 'failed', settledAt: sql`now()` })
        .where(and(eq(depositOrder.orderRef, orderRef), eq(depositOrder.status, 'pending')));
      throw error;
    }
    return (await orderByRef(db, orderRef))!;
  }

  /**
   * Applies a verified notification of `gatewayCode`. "paid" credits the order's amount
   * once, in the transaction that marks the order paid, whatever the order's state: the
   * gateway holds the payer's money, so a late payment of an expired (or failed) order is
   * still credited. "failed" ends only a pending (or expired) order. Replays and
   * concurrent copies find the order settled and change nothing.
   */
  async applyNotification(gatewayCode: string, n: GatewayNotification): Promise<OrderRow> {
    const { db, events } = this.options;
    const order = await orderByRef(db, n.orderRef, eq(depositOrder.gatewayCode, gatewayCode));
    if (!order) throw new AppError('NOT_FOUND', `order ${n.orderRef} of ${gatewayCode}`);
    if (n.amount !== order.amount || n.currency !== order.currency) {
      // Never credit a different amount silently: the operator reconciles it by hand.
      throw new AppError(
        'DEPOSIT_AMOUNT_MISMATCH',
        `order ${n.orderRef}: ${order.amount} ${order.currency}, notified ${n.amount} ${n.currency}`,
      );
    }
    const changed = n.status === 'paid' ? await this.credit(order, n) : await this.fail(order, n);
    const settled = (await orderByRef(db, n.orderRef))!;
    if (changed) {
      const deposit = {
        memberId: order.memberId,
        orderRef: order.orderRef,
        amount: order.amount,
        currency: order.currency,
      };
      if (n.status === 'paid') events.credited(deposit);
      else events.failed(deposit);
    }
    return settled;
  }

  private credit(order: OrderRow, n: GatewayNotification): Promise<boolean> {
    return this.options.db.transaction(async (tx) => {
      // Posting first: a concurrent copy queues on the posting's unique key and then finds
      // it (replayed), and the order's CHECK wants the posting id with status paid.
      const posting = await post(tx as unknown as Db, {
        idempotencyKey: depositPostingKey(order.orderRef),
        kind: 'deposit',
        memberId: order.memberId,
        amount: order.amount,
        counterparty: paymentAccount(order.gatewayCode),
        reference: n.paymentId,
      });
      const marked = await tx
        .update(depositOrder)
        .set({
          status: 'paid',
          postingId: posting.postingId,
          paymentId: n.paymentId,
          settledAt: sql`now()`,
        })
        .where(and(eq(depositOrder.orderRef, order.orderRef), ne(depositOrder.status, 'paid')))
        .returning({ id: depositOrder.id });
      return marked.length === 1 && !posting.replayed;
    });
  }

  private async fail(order: OrderRow, n: GatewayNotification): Promise<boolean> {
    const marked = await this.options.db
      .update(depositOrder)
      .set({ status: 'failed', paymentId: n.paymentId, settledAt: sql`now()` })
      .where(and(eq(depositOrder.orderRef, order.orderRef), eq(depositOrder.status, 'pending')))
      .returning({ id: depositOrder.id });
    return marked.length === 1;
  }
}
