import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { member } from './member';

/**
 * The points mall's ratios (ADR 036): `ratio:<type>` is points per 100.00 of valid bet or
 * deposit of that type, `exchange` the cash in minor units 100 points convert to. A missing
 * key is 0 (earns nothing, converts to nothing).
 */
export const pointConfig = pgTable(
  'point_config',
  {
    key: text('key').primaryKey(),
    value: integer('value').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('point_config_range', sql`${t.value} >= 0 AND ${t.value} <= 100000`)],
);

/**
 * A member's spendable points, one row per member: like `wallet_balance`, written only in
 * the transaction that appends the ledger posting explaining the change (points.ts's
 * `postPoints`); the CHECK makes a negative balance impossible.
 */
export const pointBalance = pgTable(
  'point_balance',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => member.id, { onDelete: 'cascade' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('point_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** A reward of the catalogue. `stock` only goes down by redemptions (and up by rejections). */
export const pointReward = pgTable(
  'point_reward',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionPt: text('description_pt').notNull().default(''),
    kind: text('kind').notNull(),
    cost: integer('cost').notNull(),
    bonusAmount: money('bonus_amount').notNull().default(0),
    stock: integer('stock').notNull(),
    perMemberLimit: integer('per_member_limit'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('point_reward_kind_known', sql`${t.kind} IN ('bonus', 'physical')`),
    check('point_reward_cost_positive', sql`${t.cost} > 0`),
    check('point_reward_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'point_reward_bonus_amount',
      sql`(${t.kind} = 'bonus') = (${t.bonusAmount} > 0) AND ${t.bonusAmount} >= 0`,
    ),
    check(
      'point_reward_limit_positive',
      sql`${t.perMemberLimit} IS NULL OR ${t.perMemberLimit} > 0`,
    ),
  ],
);

/**
 * One redemption of a reward or conversion of points (the redeem history). `request_id` is
 * the member's key: a replayed request finds its row and pays nothing again.
 */
export const pointRedemption = pgTable(
  'point_redemption',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    kind: text('kind').notNull(),
    rewardId: integer('reward_id').references(() => pointReward.id),
    points: integer('points').notNull(),
    cash: money('cash').notNull().default(0),
    status: text('status').notNull(),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('point_redemption_request_idx').on(t.memberId, t.requestId),
    index('point_redemption_member_idx').on(t.memberId, t.id),
    index('point_redemption_reward_member_idx').on(t.rewardId, t.memberId),
    index('point_redemption_process_idx')
      .on(t.id)
      .where(sql`${t.status} = 'process'`),
    check('point_redemption_kind_known', sql`${t.kind} IN ('reward', 'convert')`),
    check('point_redemption_status_known', sql`${t.status} IN ('process', 'approved', 'rejected')`),
    check('point_redemption_reward', sql`(${t.kind} = 'reward') = (${t.rewardId} IS NOT NULL)`),
    check('point_redemption_points_positive', sql`${t.points} > 0 AND ${t.cash} >= 0`),
  ],
);

/**
 * How far the accrual job has read each source (`bet_record` ids, `deposit_order` posting
 * ids): the next run starts after it. The postings' keys make the job idempotent per source
 * row even if two processes read the same rows.
 */
export const pointAccrualCursor = pgTable('point_accrual_cursor', {
  source: text('source').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
