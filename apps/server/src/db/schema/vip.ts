import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { member } from './member';

/**
 * The VIP ladder (issue 18, ADR 037): tier `level` (1 = lowest) is reached at `threshold`
 * of cumulative valid bet; `upgrade_bonus` is paid once on reaching it, `monthly_bonus`
 * once a month while it is held. Thresholds rise with the level (the service checks).
 */
export const vipTier = pgTable(
  'vip_tier',
  {
    level: integer('level').primaryKey(),
    name: text('name').notNull(),
    threshold: money('threshold').notNull(),
    upgradeBonus: money('upgrade_bonus').notNull().default(0),
    monthlyBonus: money('monthly_bonus').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('vip_tier_level_range', sql`${t.level} BETWEEN 1 AND 20`),
    check(
      'vip_tier_amounts',
      sql`${t.threshold} > 0 AND ${t.upgradeBonus} >= 0 AND ${t.monthlyBonus} >= 0`,
    ),
  ],
);

/**
 * The tiers a member has reached, one row each, never deleted (ADR 037: a level is kept for
 * life). The row and the tier's upgrade-bonus posting are written in one transaction; the
 * primary key makes a second or concurrent evaluation find the row and pay nothing. The
 * member's level is the highest row's; `bonus_paid` is false when the bonus was withheld
 * (the member was excluded, or the tier has none).
 */
export const memberVipLevel = pgTable(
  'member_vip_level',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    reachedAt: ts('reached_at').notNull().defaultNow(),
    bonusPaid: money('bonus_paid').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.level] }),
    index('member_vip_level_level_idx').on(t.level),
  ],
);
