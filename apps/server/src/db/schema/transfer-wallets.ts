import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { member } from './member';

/**
 * A transfer-mode provider (issue 15): the bundled sandbox aggregator keeps a wallet of its
 * own per member for each vendor listed here, and the member moves money in and out of it
 * (`/wps/relay/GCS_walletTransfer`). Vendors not listed settle through the seamless wallet.
 */
export const sandboxTransferVendor = pgTable('sandbox_transfer_vendor', {
  vendorCode: text('vendor_code').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * The sandbox aggregator's own wallet of a member at one vendor, as a real transfer-mode
 * provider holds it. It changes only in the transaction of the ledger's `transfer` posting
 * that explains it (counterparty `provider:<vendor>`), or by the provider's own rounds.
 */
export const sandboxTransferWallet = pgTable(
  'sandbox_transfer_wallet',
  {
    vendorCode: text('vendor_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    balance: money('balance').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorCode, t.memberId] }),
    index('sandbox_transfer_wallet_member_idx').on(t.memberId),
    check('sandbox_transfer_wallet_not_negative', sql`${t.balance} >= 0`),
    check('sandbox_transfer_wallet_within_limit', sql`${t.balance} <= ledger_max_balance()`),
  ],
);

/** A member's own invitation code (referral, ADR 025), made when first asked for. */
export const referralCode = pgTable(
  'referral_code',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => member.id),
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_code_code_idx').on(t.code)],
);

/**
 * Who invited whom (ADR 025): one row per invitee, written with its registration. The
 * first deposit is recorded once (`first_deposit_at` set by one conditional UPDATE in the
 * deposit's transaction) and with it the reward, if the operator's rules gave one.
 */
export const referral = pgTable(
  'referral',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => member.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => member.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    firstDepositAt: ts('first_deposit_at'),
    firstDepositAmount: money('first_deposit_amount'),
    /** The reward paid for this invitee (0 when the first deposit earned none). */
    rewardAmount: money('reward_amount'),
  },
  (t) => [
    index('referral_referrer_idx').on(t.referrerId, t.createdAt),
    check('referral_not_self', sql`${t.inviteeId} <> ${t.referrerId}`),
    check(
      'referral_first_deposit_whole',
      sql`(${t.firstDepositAt} IS NULL) = (${t.firstDepositAmount} IS NULL)`,
    ),
  ],
);
