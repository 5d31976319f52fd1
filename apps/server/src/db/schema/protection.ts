import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { member } from './member';

/**
 * A member's player protection (issue 17, ADR 032): one row per member who ever set a
 * limit or took a break, so a stake of a member without one costs a single primary-key
 * probe. `limits` maps a limit key (`loss:day`, `session`, …) to
 * `{ value, pendingValue?, pendingAt? }`: `value` in force (null when none), a pending raise
 * or removal with the time it was asked for. The exclusion is the columns: `excluded_until`
 * null with a kind set is an indefinite self-exclusion. Stakes of a member with a row lock
 * it FOR UPDATE in their debiting transaction, so two of them cannot both pass a limit.
 */
export const memberProtection = pgTable(
  'member_protection',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => member.id, { onDelete: 'cascade' }),
    limits: jsonb('limits')
      .notNull()
      .default(sql`'{}'::jsonb`),
    exclusionKind: text('exclusion_kind'),
    exclusionStartedAt: ts('exclusion_started_at'),
    excludedUntil: ts('excluded_until'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'member_protection_exclusion_kind',
      sql`${t.exclusionKind} IS NULL OR ${t.exclusionKind} IN ('timeout', 'self-exclusion')`,
    ),
  ],
);

/**
 * Every change of a limit, exclusion or the jurisdiction, by a member or an operator (C7),
 * written in the change's transaction. Append-only: a trigger refuses UPDATE and DELETE.
 */
export const protectionAudit = pgTable(
  'protection_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** null for a site-wide change (the jurisdiction). */
    memberId: integer('member_id'),
    /** `member` or `operator:<name>`. */
    actor: text('actor').notNull(),
    /** `limit:deposit:day`, `exclusion`, `jurisdiction`, … */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('protection_audit_member_idx').on(t.memberId, t.id)],
);
