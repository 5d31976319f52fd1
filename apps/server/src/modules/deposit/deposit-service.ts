import {
  DEPOSIT_ORDER_TTL_MINUTES,
  type CreateDepositOrder,
  type GatewayNotification,
  type OperatorDepositChannelPatch,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { randomId } from '../../lib/secure-random';
import { guardedDeposit } from '../protection';
import { paymentAccount, post } from '../wallet';
import {
  allDepositChannels,
  depositChannelByCode,
  updateDepositChannel,
  type DepositChannelRow,
} from './channel-repository';
import type { DepositEvents, SettledDeposit } from './deposit-events';
import type { PaymentGateways } from './gateway';
import {
  failPendingOrder,
  gatewayOrderByRef,
  insertOrder,
  markOrderPaid,
  openOrdersTotal,
  orderByRef,
  setCheckoutUrl,
  type OrderRow,
} from './order-repository';

export type DepositServiceOptions = {
  db: Db;
  gateways: PaymentGateways;
  events: DepositEvents;
  /**
   * Runs inside the transaction that credits an order, once per order (never on a replay):
   * what must commit with the credit or not at all (the referral reward, ADR 025).
   */
  onCredited?: ((tx: Db, deposit: SettledDeposit) => Promise<void>) | undefined;
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

  /** The channels a member may use now: switched on, and paid through a gateway we run. */
  async openChannels(): Promise<DepositChannelRow[]> {
    const { db, gateways } = this.options;
    const channels = await allDepositChannels(db);
    return channels.filter((c) => c.enabled && gateways.has(c.gatewayCode));
  }

  /**
   * The operator changes a channel. Bounds that would cross (min above max) get a clear
   * answer from the read before the update; the table's CHECK stays the rule if two
   * operators race.
   */
  async changeChannel(
    code: string,
    patch: OperatorDepositChannelPatch,
  ): Promise<DepositChannelRow> {
    const { db } = this.options;
    const current = await depositChannelByCode(db, code);
    if (!current) throw new AppError('NOT_FOUND', `channel ${code}`);
    if ((patch.minAmount ?? current.minAmount) > (patch.maxAmount ?? current.maxAmount)) {
      throw new AppError('VALIDATION_FAILED', `channel ${code}: minimum above maximum`);
    }
    const channel = await updateDepositChannel(db, code, patch);
    // Removed between the read and the write.
    if (!channel) throw new AppError('NOT_FOUND', `channel ${code}`);
    return channel;
  }

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
    // Player protection (C2, C4): refused before the gateway is called, nothing stored;
    // the member's open orders count against the deposit limit as if paid, and the order is
    // written under the member's protection lock so two at once cannot both pass.
    const orderRef = `D${randomId(18)}`;
    const created = await guardedDeposit(
      db,
      memberId,
      input.amount,
      (tx) => openOrdersTotal(tx, memberId),
      (tx) =>
        insertOrder(
          tx,
          {
            orderRef,
            memberId,
            channelCode: channel.code,
            gatewayCode: gateway.code,
            amount: input.amount,
            currency,
          },
          DEPOSIT_ORDER_TTL_MINUTES,
        ),
    );
    try {
      const { checkoutUrl } = await gateway.createCheckout({
        orderRef,
        amount: input.amount,
        currency,
        expiresAt: created.expiresAt,
        returnUrl: `${this.options.siteUrl}/`,
      });
      await setCheckoutUrl(db, orderRef, checkoutUrl);
    } catch (error) {
      // No checkout, no way to pay: the member sees a failed order, not one pending forever.
      await failPendingOrder(db, orderRef);
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
    const { db } = this.options;
    const order = await gatewayOrderByRef(db, gatewayCode, n.orderRef);
    if (!order) throw new AppError('NOT_FOUND', `order ${n.orderRef} of ${gatewayCode}`);
    if (n.amount !== order.amount || n.currency !== order.currency) {
      // Never credit a different amount silently: the operator reconciles it by hand.
      throw new AppError(
        'DEPOSIT_AMOUNT_MISMATCH',
        `order ${n.orderRef}: ${order.amount} ${order.currency}, notified ${n.amount} ${n.currency}`,
      );
    }
    const deposit = {
      memberId: order.memberId,
      orderRef: order.orderRef,
      amount: order.amount,
      currency: order.currency,
    };
    if (n.status === 'paid') await this.credit(order, n, deposit);
    else await this.fail(order, n, deposit);
    return (await orderByRef(db, n.orderRef))!;
  }

  private credit(order: OrderRow, n: GatewayNotification, deposit: SettledDeposit) {
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
      const marked = await markOrderPaid(tx, order.orderRef, {
        postingId: posting.postingId,
        paymentId: n.paymentId,
      });
      if (marked && !posting.replayed) {
        const db = tx as unknown as Db;
        await this.options.events.credited(db, deposit);
        await this.options.onCredited?.(db, deposit);
      }
    });
  }

  private fail(order: OrderRow, n: GatewayNotification, deposit: SettledDeposit) {
    return this.options.db.transaction(async (tx) => {
      const failed = await failPendingOrder(tx as unknown as Db, order.orderRef, n.paymentId);
      if (failed) await this.options.events.failed(tx as unknown as Db, deposit);
    });
  }
}
