import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { member, memberSession } from './member';

/**
 * The member's reality-check interval (C3, ADR 033), one row per member who chose one;
 * no row or 0 is off. The server's list of offered intervals is the rule; the CHECK only
 * keeps the column sane.
 */
export const realityCheckSetting = pgTable(
  'reality_check_setting',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => member.id, { onDelete: 'cascade' }),
    intervalMinutes: smallint('interval_minutes').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('reality_check_interval_range', sql`${t.intervalMinutes} BETWEEN 0 AND 1440`)],
);

/**
 * When the member last acknowledged a reality check in a login session (or chose the
 * interval in it): the next check is due one interval later. Gone with the session.
 */
export const realityCheckAck = pgTable('reality_check_ack', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => memberSession.id, { onDelete: 'cascade' }),
  acknowledgedAt: ts('acknowledged_at').notNull(),
});
