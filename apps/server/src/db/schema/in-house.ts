import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { member } from './member';

/**
 * A member's seed pair of the in-house games (ADR 006): the server seed stays secret while
 * `active` and is shown only as its SHA-256; rotating retires the row (`revealed_at`), after
 * which the seed may be shown. `next_nonce` is taken by one UPDATE per round, so two rounds
 * never share a nonce; game_round's UNIQUE (seed_id, nonce) holds that even against a bug.
 */
export const fairnessSeed = pgTable(
  'fairness_seed',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    revealedAt: ts('revealed_at'),
  },
  (t) => [
    uniqueIndex('fairness_seed_active_member_idx')
      .on(t.memberId)
      .where(sql`${t.active}`),
    index('fairness_seed_member_idx').on(t.memberId),
  ],
);

export const gameRoundStates = ['playing', 'won', 'lost'] as const;
export type GameRoundState = (typeof gameRoundStates)[number];

/**
 * One round of an in-house game (game recall). Money is not here: the stake was a wallet
 * bet and the payout a win (ledger keys `provider:BGS:{bet,win}:<id>-…`); `balance_before`
 * and `balance_after` are the wallet as those postings left it. A mines round stays
 * `playing` (its bet open) until a mine, a cash-out or a cleared board ends it;
 * `balance_after` is null until its win is posted. The seed fields are copied so a round
 * reads on its own; `seed_id` tells whether its server seed has been revealed.
 */
export const gameRound = pgTable(
  'game_round',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    gameCode: text('game_code').notNull(),
    stake: money('stake').notNull(),
    payout: money('payout').notNull().default(0),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after'),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairnessSeed.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    bet: jsonb('bet').notNull(),
    outcome: jsonb('outcome').notNull(),
    mathVersion: text('math_version').notNull(),
    state: text('state', { enum: gameRoundStates }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('game_round_seed_nonce_idx').on(t.seedId, t.nonce),
    index('game_round_member_game_idx').on(t.memberId, t.gameCode, t.createdAt),
    // One mines round in play per member: a second start fails here even when racing.
    uniqueIndex('game_round_one_playing_idx')
      .on(t.memberId, t.gameCode)
      .where(sql`${t.state} = 'playing'`),
    check(
      'game_round_state_known',
      sql`${t.state} IN (${sql.raw(gameRoundStates.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('game_round_stake_positive', sql`${t.stake} > 0 AND ${t.payout} >= 0`),
  ],
);

export const sandboxRoundStates = ['pending', 'open', 'won', 'lost', 'rolled_back'] as const;
export type SandboxRoundState = (typeof sandboxRoundStates)[number];

/**
 * The sandbox aggregator's own record of its rounds; it knows players only by game token,
 * as an outside provider would. A round is written `pending` before its bet is sent, so a
 * crash between the two leaves a row to roll back; `open` once the bet is accepted and the
 * outcome drawn (its win not yet acknowledged); then `won`, `lost` or `rolled_back`.
 */
export const sandboxRound = pgTable(
  'sandbox_round',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the game token. */
    sessionHash: text('session_hash').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    stake: money('stake').notNull(),
    /** Null until the spin is drawn. */
    multiplierBp: integer('multiplier_bp'),
    payout: money('payout'),
    /** The wallet as the bet and the win left it (null until each is acknowledged). */
    balanceBefore: money('balance_before'),
    balanceAfter: money('balance_after'),
    state: text('state', { enum: sandboxRoundStates }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_round_session_idx').on(t.sessionHash, t.createdAt),
    check(
      'sandbox_round_state_known',
      sql`${t.state} IN (${sql.raw(sandboxRoundStates.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
