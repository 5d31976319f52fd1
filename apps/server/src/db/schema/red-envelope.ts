import { redEnvelopeEligibilities } from '@openlobby/contract/red-envelope/paths';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
 * A scheduled round of red envelopes (issue 18, ADR 038). `remaining` is what is left of
 * `budget`: every open takes its amount from it in the transaction that records the open
 * and pays it, under the round row's lock, and the CHECK keeps it from going below 0 even
 * if code went wrong. Amounts are fixed at creation.
 */
export const redEnvelopeRound = pgTable(
  'red_envelope_round',
  {
    id: serial('id').primaryKey(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    budget: money('budget').notNull(),
    remaining: money('remaining').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    eligibility: text('eligibility').notNull().default('none'),
    eligibilityDays: integer('eligibility_days').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('red_envelope_round_period_idx').on(t.startsAt, t.endsAt),
    check('red_envelope_round_period', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'red_envelope_round_amounts',
      sql`0 < ${t.minAmount} AND ${t.minAmount} <= ${t.maxAmount}`,
    ),
    check(
      'red_envelope_round_remaining',
      sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.budget}`,
    ),
    check(
      'red_envelope_round_eligibility_known',
      sql`${t.eligibility} IN (${sqlList(redEnvelopeEligibilities)})`,
    ),
    check('red_envelope_round_days', sql`${t.eligibilityDays} >= 0`),
  ],
);

/**
 * A member's open of a round: the unique (round, member) makes a second open fail, and the
 * row, the round's `remaining` and the bonus posting commit together.
 */
export const redEnvelopeOpen = pgTable(
  'red_envelope_open',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => redEnvelopeRound.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    amount: money('amount').notNull(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
    openedAt: ts('opened_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('red_envelope_open_once_idx').on(t.roundId, t.memberId),
    index('red_envelope_open_member_idx').on(t.memberId),
    check('red_envelope_open_amount_positive', sql`${t.amount} > 0`),
  ],
);
