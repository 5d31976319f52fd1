import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, sqlList, ts } from './columns';
import { member } from './member';

/**
 * Where a member's withdrawals are paid (ADR 017): for BRL a PIX key of a type and the
 * payee's name, normalized by the contract's `pix.ts` before they are stored, so one key
 * cannot be saved twice in two spellings. The repository keeps at most
 * MAX_PAYOUT_ACCOUNTS per member (the member row is locked while it counts).
 */
export const payoutAccount = pgTable(
  'payout_account',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    method: text('method').notNull().default('PIX'),
    pixKeyType: text('pix_key_type').notNull(),
    pixKey: text('pix_key').notNull(),
    payeeName: text('payee_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_account_member_key_idx').on(t.memberId, t.pixKeyType, t.pixKey),
    check('payout_account_method_known', sql`${t.method} IN ('PIX')`),
    check(
      'payout_account_pix_key_type_known',
      sql`${t.pixKeyType} IN (${sqlList(['CPF', 'PHONE', 'EMAIL', 'RANDOM'])})`,
    ),
  ],
);

/**
 * A withdrawal request. Its creation debits the wallet (a `withdrawal` posting to
 * `payment:SANDBOX`, key `withdrawal:<id>:hold`) in the same transaction, so the money
 * cannot be spent while the request waits; a rejection or cancellation credits it back
 * (`withdrawal:<id>:refund`) in the transaction that moves the status off `pending`, by a
 * conditional update, so only one settlement ever wins. The destination is copied in:
 * removing a payout account later does not change the history.
 */
export const withdrawal = pgTable(
  'withdrawal',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    /** The client's id of the attempt: a retried request finds the first one. */
    requestId: text('request_id').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('pending'),
    payoutAccountId: integer('payout_account_id').references(() => payoutAccount.id, {
      onDelete: 'set null',
    }),
    pixKeyType: text('pix_key_type').notNull(),
    pixKey: text('pix_key').notNull(),
    payeeName: text('payee_name').notNull(),
    /** Why the operator rejected it (shown to the member). */
    reason: text('reason'),
    /** `operator` or `member` (a cancellation). */
    settledBy: text('settled_by'),
    /** The payment gateway's id of the payout, once approved and paid. */
    payoutReference: text('payout_reference'),
    /** When the payout was made: the member's receipt answer is due from here (spec §4). */
    paidAt: ts('paid_at'),
    /**
     * The member's answer after the payout: `received`, `not_received` (a dispute, with
     * proof images) or `fully_paid`. None within the operator's minutes counts as received
     * (read lazily, ADR 027).
     */
    receipt: text('receipt'),
    receiptAt: ts('receipt_at'),
    /** How the operator settled a `not_received` dispute: `paid` or `refund` (a posting). */
    disputeResolution: text('dispute_resolution'),
    disputeResolvedAt: ts('dispute_resolved_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('withdrawal_member_request_idx').on(t.memberId, t.requestId),
    index('withdrawal_member_idx').on(t.memberId, t.id),
    // The held balance of every consolidated-funds call sums these rows only.
    index('withdrawal_pending_member_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('withdrawal_status_idx').on(t.status, t.id),
    check('withdrawal_amount_positive', sql`${t.amount} > 0`),
    check(
      'withdrawal_status_known',
      sql`${t.status} IN (${sqlList(['pending', 'approved', 'rejected', 'cancelled'])})`,
    ),
    check(
      'withdrawal_settled_when_not_pending',
      sql`(${t.status} = 'pending') = (${t.settledAt} IS NULL)`,
    ),
    check(
      'withdrawal_rejection_explained',
      sql`${t.status} <> 'rejected' OR ${t.reason} IS NOT NULL`,
    ),
    index('withdrawal_dispute_idx')
      .on(t.id)
      .where(sql`${t.receipt} = 'not_received'`),
    check(
      'withdrawal_receipt_known',
      sql`${t.receipt} IS NULL OR (${t.receipt} IN ('received', 'not_received', 'fully_paid') AND ${t.paidAt} IS NOT NULL AND ${t.receiptAt} IS NOT NULL)`,
    ),
    check(
      'withdrawal_dispute_resolution_known',
      sql`${t.disputeResolution} IS NULL OR (${t.disputeResolution} IN ('paid', 'refund') AND ${t.receipt} = 'not_received' AND ${t.disputeResolvedAt} IS NOT NULL)`,
    ),
    check(
      'withdrawal_payout_only_when_approved',
      sql`${t.payoutReference} IS NULL OR ${t.status} = 'approved'`,
    ),
  ],
);
