import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sqlList, ts } from './columns';

/** What the push channel carries (ADR 031): each kind names the web cache it refreshes. */
export const MEMBER_EVENT_KINDS = ['balance', 'message', 'contract', 'status', 'popup'] as const;

/**
 * The push channel's outbox (ADR 031, R11): one row per event, written by triggers in the
 * transaction of the change it reports, so an event exists exactly when its change
 * committed. `member_id` null is a broadcast to every connected member. Only the id
 * crosses NOTIFY; a reconnecting client reads what it missed from here by id. Rows older
 * than a day are pruned by the push module's job, walking the primary key (ids grow with
 * time), so no index on `created_at` costs every insert. No foreign key: a member's events are
 * pruned with time, and the insert stays one index write on the posting's hot path (P8).
 */
export const memberEvent = pgTable(
  'member_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('member_event_kind_known', sql`${t.kind} IN (${sqlList(MEMBER_EVENT_KINDS)})`),
    index('member_event_member_idx').on(t.memberId, t.id),
    index('member_event_broadcast_idx')
      .on(t.id)
      .where(sql`${t.memberId} IS NULL`),
  ],
);
