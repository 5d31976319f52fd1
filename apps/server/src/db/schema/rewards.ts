import { promotionCategories } from '@openlobby/contract/rewards/paths';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, sqlList, ts } from './columns';
import { member } from './member';

/**
 * An operator-defined promotion of the reward centre (spec §7 "Missions and promotions",
 * ADR 018). `promotion_type` is the code an announcement's `promotionType` points at.
 * `rule` says how its reward is paid: `instant` on the member's request, `apply` after an
 * operator approves the application. The reward is fixed at creation: a changed amount would
 * make the per-member ledger key ambiguous.
 */
export const promotion = pgTable(
  'promotion',
  {
    id: serial('id').primaryKey(),
    promotionType: text('promotion_type').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionPt: text('description_pt').notNull(),
    descriptionEn: text('description_en').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    rewardAmount: money('reward_amount').notNull(),
    rule: text('rule').notNull(),
    /** The promotions page's tab (contract `promotionCategories`). */
    category: text('category').notNull().default('other'),
    /** The operator's rules, HTML as written (sanitized in the browser, ADR 012); may be empty. */
    rulesPt: text('rules_pt').notNull().default(''),
    rulesEn: text('rules_en').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_type_idx').on(t.promotionType),
    check('promotion_rule_known', sql`${t.rule} IN ('instant', 'apply')`),
    check('promotion_category_known', sql`${t.category} IN (${sqlList(promotionCategories)})`),
    check('promotion_reward_positive', sql`${t.rewardAmount} > 0`),
    check('promotion_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const participationStatuses = [
  'signed',
  'applying',
  'issued',
  'rejected',
  'claimed',
] as const;

/**
 * A member's part in one promotion: one row per (promotion, member), written on join and
 * moved forward only by conditional updates (`… WHERE status = 'signed'`), in the same
 * transaction as the reward's ledger posting, so two requests can never both pay.
 * `posting_id` is the bonus posting once paid (claimed or issued), set in the transaction
 * that moves the status (after it, since the status update is what decides who pays).
 */
export const promotionParticipation = pgTable(
  'promotion_participation',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotion.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    status: text('status').notNull().default('signed'),
    joinedAt: ts('joined_at').notNull().defaultNow(),
    requestedAt: ts('requested_at'),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by'),
    rejectionReason: text('rejection_reason'),
    postingId: bigint('posting_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('promotion_participation_member_idx').on(t.promotionId, t.memberId),
    index('promotion_participation_status_idx').on(t.status, t.id),
    check(
      'promotion_participation_status_known',
      sql`${t.status} IN (${sqlList(participationStatuses)})`,
    ),
    check(
      'promotion_participation_rejection_explained',
      sql`${t.status} <> 'rejected' OR ${t.rejectionReason} IS NOT NULL`,
    ),
  ],
);

export const missionMetricValues = ['bet_count', 'bet_amount', 'deposit_count'] as const;

/**
 * A daily mission (ADR 018): reach `target` of `metric` in one UTC day, counted from the
 * member's ledger postings of that day, for a bonus of `reward_amount` and `points`.
 */
export const mission = pgTable(
  'mission',
  {
    id: serial('id').primaryKey(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    metric: text('metric').notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    rewardAmount: money('reward_amount').notNull(),
    points: integer('points').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('mission_metric_known', sql`${t.metric} IN (${sqlList(missionMetricValues)})`),
    check('mission_target_positive', sql`${t.target} > 0`),
    check('mission_reward_positive', sql`${t.rewardAmount} > 0`),
    check('mission_points_not_negative', sql`${t.points} >= 0`),
  ],
);

/**
 * A mission paid to a member on one day: the unique (mission, member, day) is what makes a
 * second claim of the day impossible; it is written in the bonus posting's transaction.
 * Points are copied so an operator's later change does not rewrite past leaderboards.
 */
export const missionClaim = pgTable(
  'mission_claim',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => mission.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    day: date('day', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    rewardAmount: money('reward_amount').notNull(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
    claimedAt: ts('claimed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mission_claim_once_a_day_idx').on(t.missionId, t.memberId, t.day),
    index('mission_claim_day_idx').on(t.day, t.memberId),
  ],
);
