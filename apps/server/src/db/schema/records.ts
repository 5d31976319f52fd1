import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';

/**
 * One round a member played (ADR 026): the betting record's row, kept by `bet_record_apply`
 * in the very statement of the round's bet, win or rollback posting (never written apart
 * from its money). A round is (member, provider, round id): a provider's round, an in-house
 * round, or a member's bets on one lottery draw (`lottery:<draw>`). `stake` is what stays
 * staked (bets less refunds), `refunded` what rollbacks gave back, `win` the wins paid.
 * `category` is the provider's game type (LOTT, RNG, LIVE…), null when the catalogue lacks it.
 */
export const betRecord = pgTable(
  'bet_record',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code'),
    category: text('category'),
    betCount: integer('bet_count').notNull().default(0),
    stake: money('stake').notNull().default(0),
    refunded: money('refunded').notNull().default(0),
    win: money('win').notNull().default(0),
    placedAt: ts('placed_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('bet_record_round_idx').on(t.memberId, t.vendorCode, t.roundId),
    // Keyset paging, newest first, all bets or one category's (P11).
    index('bet_record_member_time_idx').on(t.memberId, t.placedAt.desc(), t.id.desc()),
    index('bet_record_member_category_time_idx').on(
      t.memberId,
      t.category,
      t.placedAt.desc(),
      t.id.desc(),
    ),
  ],
);

/**
 * Rounds per member, UTC day of the round's first bet, category and provider, kept with
 * `bet_record`: the betting record's totals and the profit view read these (P11), and the
 * rebate job reads a day's valid bets per category from them.
 */
export const memberGameDayStat = pgTable(
  'member_game_day_stat',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    rounds: integer('rounds').notNull().default(0),
    stake: money('stake').notNull().default(0),
    win: money('win').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.category, t.vendorCode] }),
    // The rebate job reads one day of every member.
    index('member_game_day_stat_day_idx').on(t.day),
  ],
);

/**
 * The operator's rebate rate per category in basis points of valid bets (100 = 1 %); a
 * category without a row has no rebate. Defaults of spec §9 are written by the migration.
 */
export const rebateRate = pgTable(
  'rebate_rate',
  {
    category: text('category').primaryKey(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('rebate_rate_range', sql`${t.rateBp} >= 0 AND ${t.rateBp} <= 1000`)],
);
