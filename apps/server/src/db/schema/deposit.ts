import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { member } from './member';

/**
 * A way to deposit (e.g. PIX) and the payment gateway that takes the money. The operator
 * enables it and sets its bounds (`npm run operator -- deposit …`); orders are checked
 * against the bounds at the moment they are created.
 */
export const depositChannel = pgTable(
  'deposit_channel',
  {
    code: text('code').primaryKey(),
    gatewayCode: text('gateway_code').notNull(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('deposit_channel_bounds', sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

export const depositOrderStoredStatuses = ['pending', 'paid', 'failed'] as const;

/**
 * A member's deposit, from "created" to paid or failed by the gateway's notification.
 * `expired` is not stored: it is a pending order read after `expires_at` (ADR 016), so no
 * job has to sweep orders and a late "paid" still finds the order to credit. `paid` and the
 * ledger posting (`deposit:<order_ref>`) are written in one transaction, by a conditional
 * update only one notification can win.
 */
export const depositOrder = pgTable(
  'deposit_order',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderRef: text('order_ref').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code')
      .notNull()
      .references(() => depositChannel.code),
    gatewayCode: text('gateway_code').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: depositOrderStoredStatuses }).notNull().default('pending'),
    checkoutUrl: text('checkout_url'),
    /** The gateway's id of the payment, from its notification. */
    paymentId: text('payment_id'),
    postingId: bigint('posting_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('deposit_order_ref_idx').on(t.orderRef),
    index('deposit_order_member_idx').on(t.memberId, t.id),
    check('deposit_order_amount_positive', sql`${t.amount} > 0`),
    check('deposit_order_status_known', sql`${t.status} IN ('pending', 'paid', 'failed')`),
    check('deposit_order_paid_posted', sql`(${t.status} = 'paid') = (${t.postingId} IS NOT NULL)`),
    check('deposit_order_settled_time', sql`(${t.status} = 'pending') = (${t.settledAt} IS NULL)`),
  ],
);

/**
 * The bundled sandbox gateway's own record of a checkout, as a real gateway keeps one on
 * its side: the site never reads it. `status` moves once from `open` to `paid` or
 * `cancelled` when the payer clicks; the notification is (re)sent from it.
 */
export const sandboxGatewayPayment = pgTable(
  'sandbox_gateway_payment',
  {
    orderRef: text('order_ref').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    check('sandbox_gateway_payment_status', sql`${t.status} IN ('open', 'paid', 'cancelled')`),
    check('sandbox_gateway_payment_amount', sql`${t.amount} > 0`),
  ],
);
