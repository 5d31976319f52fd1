import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  transactionKinds,
  type TransactionKind,
} from '@openlobby/contract/wallet/transaction-kinds';
import { money, ts } from './columns';
import { member } from './member';

/**
 * The money bounds of R12 as the database checks them: `ledger_max_amount()` and
 * `ledger_max_balance()` are SQL functions (migration 0013) returning the contract's
 * MAX_AMOUNT and MAX_BALANCE, so the CHECKs below and `ledger_post` share one copy.
 */
const maxAmount = sql`ledger_max_amount()`;
const maxBalance = sql`ledger_max_balance()`;

/**
 * What a member can spend, one row per member (ADR 007). Only the ledger service writes it,
 * always in the transaction that appends the posting explaining the change; the CHECKs make
 * a negative balance, or one past what the API can express (R12), impossible even for a
 * buggy caller or a hand-written UPDATE.
 */
export const walletBalance = pgTable(
  'wallet_balance',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => member.id),
    balance: money('balance').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallet_balance_not_negative', sql`${t.balance} >= 0`),
    check('wallet_balance_within_limit', sql`${t.balance} <= ${maxBalance}`),
  ],
);

/**
 * The kinds of posting: the contract's list, which the member's account record names one
 * by one, so the two cannot drift apart.
 */
export const postingKinds = transactionKinds;
export type PostingKind = TransactionKind;

/**
 * One money movement: append-only (a trigger in migration 0003 refuses UPDATE, DELETE and
 * TRUNCATE). `idempotency_key` is unique, so a retried call finds the posting it made;
 * `request_hash` tells a true retry from the same key reused with other details.
 * `amount` is the signed change asked of the member's wallet. Manual adjustments must say
 * who (`actor`) and why (`reason`); before and after are on the member's entry.
 */
export const ledgerPosting = pgTable(
  'ledger_posting',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: postingKinds }).notNull(),
    /**
     * The wallet this posting moves. No foreign key on purpose: its KEY SHARE lock on the
     * member row would be taken by every bet; the wallet_balance row already pins the member.
     */
    memberId: integer('member_id'),
    amount: money('amount').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The caller's own id for what this posting settles (provider round, bet posting, …). */
    reference: text('reference'),
    actor: text('actor'),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // Few indexes on purpose: each one is paid by every bet (P6). A member's history goes
  // through ledger_entry's account index.
  (t) => [
    uniqueIndex('ledger_posting_idempotency_key_idx').on(t.idempotencyKey),
    check(
      'ledger_posting_kind_known',
      sql`${t.kind} IN (${sql.raw(postingKinds.map((k) => `'${k}'`).join(', '))})`,
    ),
    check(
      'ledger_posting_adjustment_explained',
      sql`${t.kind} <> 'adjustment' OR (${t.actor} IS NOT NULL AND ${t.reason} IS NOT NULL)`,
    ),
    check('ledger_posting_amount_within_limit', sql`abs(${t.amount}) <= ${maxAmount}`),
    // The operator's maximum win per round sums a round's wins (provider-wallet.ts); only
    // wins pay for this index.
    // Real-time salaries on single bets read a 5-minute slot's large bets (ADR 023).
    index('ledger_posting_bet_time_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'bet'`),
    // A member's bonuses (the member centre's bonusDetails, ADR 026); only bonuses pay.
    index('ledger_posting_bonus_member_idx')
      .on(t.memberId, t.id)
      .where(sql`${t.kind} = 'bonus'`),
    index('ledger_posting_win_round_idx')
      .on(t.memberId, t.reference)
      .where(sql`${t.kind} = 'win'`),
  ],
);

/**
 * One leg of a posting, at most one per account. `account` is `member:<id>` for a wallet,
 * or a system account (`house`, `demo_funding`, `promotions`,
 * `provider:<code>`, `payment:<gateway>`). System accounts have
 * no balance row (no global hot row, P6): their balance is the sum of their entries.
 * `balance_after` is the wallet's balance right after this entry, on member legs only.
 * A deferred constraint trigger checks at commit that each new posting has entries and
 * that they sum to zero. An account's history is its entries in posting order.
 */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    postingId: bigint('posting_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerPosting.id),
    account: text('account').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postingId, t.account] }),
    index('ledger_entry_account_idx').on(t.account, t.postingId),
    check(
      'ledger_entry_member_balance',
      sql`(${t.account} LIKE 'member:%') = (${t.balanceAfter} IS NOT NULL) AND (${t.balanceAfter} IS NULL OR ${t.balanceAfter} >= 0)`,
    ),
    check(
      'ledger_entry_within_limit',
      sql`abs(${t.amount}) <= ${maxAmount} AND (${t.balanceAfter} IS NULL OR ${t.balanceAfter} <= ${maxBalance})`,
    ),
  ],
);

/**
 * A game launched for a member (seamless wallet). The provider gets the token in the launch
 * URL and sends it back with every wallet call; only its SHA-256 is stored. An expired
 * session refuses bets but still settles wins and rollbacks (R3).
 */
export const gameSession = pgTable(
  'game_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('game_session_member_idx').on(t.memberId)],
);
