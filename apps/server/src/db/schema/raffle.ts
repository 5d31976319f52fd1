import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { member } from './member';

/**
 * A raffle (issue 18, ADR 039): members who joined earn tickets from their valid bets
 * and/or deposits in [starts_at, ends_at); after the end one draw from `server_seed`
 * (committed as `seed_hash` at creation) picks the winners. `status` moves `open → drawn`
 * once, by a conditional update in the draw's transaction; the prize postings are made
 * in that transaction with keys `raffle:<id>:prize:<rank>`.
 */
export const raffle = pgTable(
  'raffle',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    betPerTicket: money('bet_per_ticket'),
    depositPerTicket: money('deposit_per_ticket'),
    /** Prize amounts in minor units, first prize first. */
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    /** Secret until drawn; every read before shows only `seed_hash`. */
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    status: text('status').notNull().default('open'),
    drawnAt: ts('drawn_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('raffle_code_idx').on(t.code),
    check('raffle_status_known', sql`${t.status} IN ('open', 'drawn')`),
    check('raffle_period', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'raffle_ticket_rule',
      sql`coalesce(${t.betPerTicket}, 0) > 0 OR coalesce(${t.depositPerTicket}, 0) > 0`,
    ),
    check('raffle_drawn_at', sql`(${t.status} = 'drawn') = (${t.drawnAt} IS NOT NULL)`),
  ],
);

/**
 * A member's entry (`MCS2_claimRafflePromotion`): one per (raffle, member). `tickets` and
 * `first_ticket` are the ticket list the draw used, written in the draw's transaction.
 */
export const raffleEntry = pgTable(
  'raffle_entry',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffle.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    joinedAt: ts('joined_at').notNull().defaultNow(),
    tickets: integer('tickets'),
    firstTicket: integer('first_ticket'),
  },
  (t) => [uniqueIndex('raffle_entry_member_idx').on(t.raffleId, t.memberId)],
);

/** A prize won: one row per (raffle, rank), written with its posting in the draw's transaction. */
export const raffleWinner = pgTable(
  'raffle_winner',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffle.id),
    /** 1 = first prize. */
    rank: integer('rank').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => raffleEntry.id),
    ticket: integer('ticket').notNull(),
    amount: money('amount').notNull(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('raffle_winner_rank_idx').on(t.raffleId, t.rank),
    uniqueIndex('raffle_winner_entry_idx').on(t.raffleId, t.entryId),
  ],
);
