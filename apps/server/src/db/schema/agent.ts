import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  billStatuses,
  contractKinds,
  contractRequestActions,
  contractRequestStatuses,
} from '@openlobby/contract/agent/paths';
import { money, sqlList, ts } from './columns';
import { member } from './member';

/**
 * The agent tree as a closure table (ADR 023): one row per (ancestor, member) with the
 * depth between them, including the member itself at depth 0. A team is every row under an
 * ancestor, so reports join a member's activity to one indexed range instead of walking the
 * tree. Written when a member joins under a parent (registration, seed), never changed.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.memberId] }),
    index('agent_tree_member_idx').on(t.memberId, t.depth),
  ],
);

/**
 * A member's activity per UTC day, maintained by `ledger_post` in the posting's own
 * statement (migration 0015), so reports and settlements read rollups, never the ledger
 * (P10). Amounts in minor units: `valid_bet` is stakes less rolled-back stakes, `payout`
 * wins, `withdrawal` money paid out (refunds subtract), `commission` salaries and
 * dividends received.
 */
export const memberDayStat = pgTable(
  'member_day_stat',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    betCount: integer('bet_count').notNull().default(0),
    validBet: money('valid_bet').notNull().default(0),
    payout: money('payout').notNull().default(0),
    bonus: money('bonus').notNull().default(0),
    deposit: money('deposit').notNull().default(0),
    depositCount: integer('deposit_count').notNull().default(0),
    firstDeposit: integer('first_deposit').notNull().default(0),
    withdrawal: money('withdrawal').notNull().default(0),
    transferIn: money('transfer_in').notNull().default(0),
    transferOut: money('transfer_out').notNull().default(0),
    salary: money('salary').notNull().default(0),
    dividend: money('dividend').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), index('member_day_stat_day_idx').on(t.day)],
);

/** Bets per member, UTC day and provider (the team-betting report). */
export const memberVendorDayStat = pgTable(
  'member_vendor_day_stat',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    validBet: money('valid_bet').notNull().default(0),
    payout: money('payout').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.vendorCode] })],
);

/**
 * Bets per member and 5-minute slot (hourly and real-time salaries). `big_bets` holds no
 * threshold: single-bet real-time salaries read the bet postings of their slot instead.
 */
export const memberSlotStat = pgTable(
  'member_slot_stat',
  {
    memberId: integer('member_id').notNull(),
    slot: ts('slot').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    validBet: money('valid_bet').notNull().default(0),
    payout: money('payout').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.slot] }),
    index('member_slot_stat_slot_idx').on(t.slot),
  ],
);

/**
 * A contract between an upline and a direct downline (spec §3, §4). `upline_id` null is a
 * top-level contract the operator set. `terms` is the contract's JSON (contract
 * `ContractTerms`). At most one active contract per downline and kind.
 */
export const agentContract = pgTable(
  'agent_contract',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    uplineId: integer('upline_id').references(() => member.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => member.id),
    terms: text('terms').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [
    check('agent_contract_kind', sql`${t.kind} IN (${sqlList(contractKinds)})`),
    uniqueIndex('agent_contract_active_idx')
      .on(t.downlineId, t.kind)
      .where(sql`${t.endedAt} IS NULL`),
    index('agent_contract_upline_idx').on(t.uplineId),
  ],
);

/** A request to start or end a contract, answered by the downline (spec §4). */
export const agentContractRequest = pgTable(
  'agent_contract_request',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => member.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => member.id),
    /** The offered terms (`new` only). */
    terms: text('terms'),
    status: text('status').notNull().default('process'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    check('agent_contract_request_kind', sql`${t.kind} IN (${sqlList(contractKinds)})`),
    check(
      'agent_contract_request_action',
      sql`${t.action} IN (${sqlList(contractRequestActions)})`,
    ),
    check(
      'agent_contract_request_status',
      sql`${t.status} IN (${sqlList(contractRequestStatuses)})`,
    ),
    uniqueIndex('agent_contract_request_open_idx')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} = 'process'`),
    index('agent_contract_request_upline_idx').on(t.uplineId),
  ],
);

/**
 * One contract's bill for one period (R9): unique per (contract, period), so a rerun or a
 * second process finds it; paid by one ledger posting keyed `agent-bill:<id>` in the
 * transaction of the conditional `pending → issued` update.
 */
export const agentBill = pgTable(
  'agent_bill',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContract.id),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => member.id),
    validBet: money('valid_bet').notNull(),
    profitLoss: money('profit_loss').notNull(),
    activeMembers: integer('active_members').notNull(),
    rate: integer('rate').notNull(),
    gross: money('gross').notNull(),
    downlineGross: money('downline_gross').notNull(),
    payable: money('payable').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    postingId: money('posting_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('agent_bill_contract_period_idx').on(t.contractId, t.periodKey),
    index('agent_bill_agent_idx').on(t.agentId, t.kind, t.periodStart),
    index('agent_bill_status_idx').on(t.status),
    check('agent_bill_status', sql`${t.status} IN (${sqlList(billStatuses)})`),
    check('agent_bill_payable', sql`${t.payable} >= 0 AND ${t.payable} <= ${t.gross}`),
  ],
);

/** Which (kind, period) a settlement has computed: the catch-up cursor after downtime. */
export const agentSettlementRun = pgTable(
  'agent_settlement_run',
  {
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    periodEnd: ts('period_end').notNull(),
    completedAt: ts('completed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.periodKey] }),
    index('agent_settlement_run_end_idx').on(t.kind, t.periodEnd),
  ],
);

/** When each member first deposited (first deposits in the team overview). */
export const memberFirstDeposit = pgTable('member_first_deposit', {
  memberId: integer('member_id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
});
