import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, sqlList, ts } from './columns';
import { member } from './member';

/** Stored draw states (ADR 024); players also see `scheduled` and `closed`, read off the clock. */
export const storedDrawStatuses = ['open', 'drawn', 'settled', 'void'] as const;
export const storedBetStatuses = ['open', 'won', 'lost', 'void', 'cancelled'] as const;
export const storedChaseStatuses = ['running', 'stopped', 'cancelled'] as const;

/**
 * A lottery game the operator runs (ADR 024): seeded from the games package's list, its
 * schedule, switch and liability caps the operator's. Caps are in minor units of possible
 * return; null = no cap.
 */
export const lotteryGame = pgTable(
  'lottery_game',
  {
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    family: text('family').notNull(),
    name: text('name').notNull(),
    /** A `DrawSchedule` of @openlobby/games. */
    schedule: jsonb('schedule').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Most the house may have to pay on one draw, summed over its bets' largest returns. */
    drawCap: money('draw_cap'),
    /** Most the house may have to pay if one outcome (number, position) comes up. */
    numberCap: money('number_cap').default(100_000_000),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vassalage, t.gameCode] }),
    check(
      'lottery_game_caps_positive',
      sql`coalesce(${t.drawCap}, 1) > 0 AND coalesce(${t.numberCap}, 1) > 0`,
    ),
  ],
);

/**
 * One draw. The seed is written with the row (before it opens) and shown only once drawn;
 * `seed_hash` is public from the start. One conditional update moves `open → drawn` with
 * the result, and a trigger (migration 0017) refuses any change to a result once stored.
 */
export const lotteryDraw = pgTable(
  'lottery_draw',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    drawNumber: text('draw_number').notNull(),
    status: text('status', { enum: storedDrawStatuses }).notNull().default('open'),
    opensAt: ts('opens_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    drawsAt: ts('draws_at').notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    result: jsonb('result'),
    drawnAt: ts('drawn_at'),
    settledAt: ts('settled_at'),
    voidReason: text('void_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_draw_number_idx').on(t.vassalage, t.gameCode, t.drawNumber),
    index('lottery_draw_game_close_idx').on(t.vassalage, t.gameCode, t.closesAt),
    index('lottery_draw_pending_idx')
      .on(t.drawsAt)
      .where(sql`${t.status} IN ('open', 'drawn')`),
    // Void draws whose refunds are not finished (`settled_at` marks them done).
    index('lottery_draw_void_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'void' AND ${t.settledAt} IS NULL`),
    foreignKey({
      columns: [t.vassalage, t.gameCode],
      foreignColumns: [lotteryGame.vassalage, lotteryGame.gameCode],
    }),
    check('lottery_draw_status_known', sql`${t.status} IN (${sqlList(storedDrawStatuses)})`),
    check(
      'lottery_draw_result_when_drawn',
      sql`(${t.result} IS NOT NULL) = (${t.status} IN ('drawn', 'settled') OR (${t.status} = 'void' AND ${t.drawnAt} IS NOT NULL))`,
    ),
    check(
      'lottery_draw_times_ordered',
      sql`${t.opensAt} <= ${t.closesAt} AND ${t.closesAt} <= ${t.drawsAt}`,
    ),
  ],
);

/** A member's chase: the same bet on the next N draws, optionally stopping after a win. */
export const lotteryChase = pgTable(
  'lottery_chase',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection').notNull(),
    unitStake: money('unit_stake').notNull(),
    multiplier: integer('multiplier').notNull(),
    draws: smallint('draws').notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    status: text('status', { enum: storedChaseStatuses }).notNull().default('running'),
    requestId: text('request_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_chase_request_idx').on(t.memberId, t.requestId),
    index('lottery_chase_member_idx').on(t.memberId, t.id),
    check('lottery_chase_status_known', sql`${t.status} IN (${sqlList(storedChaseStatuses)})`),
  ],
);

/**
 * One bet. Its own `open →` update is what settles, voids or cancels it exactly once, and
 * the posting that moves its money commits in the same transaction. `(member_id,
 * request_id, slip_index)` is unique: a retried request places nothing twice.
 */
export const lotteryBet = pgTable(
  'lottery_bet',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    // No foreign key to lottery_draw: its check locked the draw row FOR KEY SHARE for every
    // bet, and all slips of a draw share that row, so each made a multixact and waited on
    // the others (P8). Bets are inserted only by `lottery_place_slip`, with the id of the
    // draw it has just read under the draw's advisory lock, and a draw is deleted only while
    // unopened and betless under that lock held alone (`deleteUnopenedEmptyDraws`).
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    chaseId: bigint('chase_id', { mode: 'number' }).references(() => lotteryChase.id),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection').notNull(),
    units: integer('units').notNull(),
    unitStake: money('unit_stake').notNull(),
    multiplier: integer('multiplier').notNull(),
    stake: money('stake').notNull(),
    status: text('status', { enum: storedBetStatuses }).notNull().default('open'),
    payout: money('payout').notNull().default(0),
    winBp: money('win_bp'),
    requestId: text('request_id').notNull(),
    slipIndex: smallint('slip_index').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_bet_request_idx').on(t.memberId, t.requestId, t.slipIndex),
    index('lottery_bet_member_idx').on(t.memberId, t.id),
    // No index names a column settlement changes (status, payout, win_bp, settled_at), and
    // the table leaves room on each page (fillfactor 50, migration 0017): a bet's one
    // `open →` update is a HOT update, with no index entry to write (P8).
    index('lottery_bet_draw_idx').on(t.drawId, t.memberId, t.id),
    index('lottery_bet_chase_idx')
      .on(t.chaseId)
      .where(sql`${t.chaseId} IS NOT NULL`),
    check('lottery_bet_status_known', sql`${t.status} IN (${sqlList(storedBetStatuses)})`),
    check(
      'lottery_bet_amounts',
      sql`${t.units} > 0 AND ${t.unitStake} > 0 AND ${t.multiplier} > 0 AND ${t.stake} = ${t.units}::bigint * ${t.unitStake} * ${t.multiplier} AND ${t.payout} >= 0`,
    ),
  ],
);

/**
 * What a draw could cost the house, per outcome key (`betExposures` of the maths) and `*`
 * for the whole draw: the counters the liability caps are checked against, raised by one
 * conditional upsert in the bet's transaction and lowered when a bet is cancelled.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraw.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.key] })],
);
