import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { member } from './member';
import { vendor } from './vendor';

/**
 * One entry of the game catalogue (spec §3 "Game item"). `game_type` is the contract's
 * game type and also the vendor category the game sits in (the types are the category
 * names), so (game_type, vendor_code) points at the vendor row: a game cannot name a
 * provider the catalogue lacks, and disabling that vendor hides its games.
 * `is_game` VASSALAGE marks a provider-level entry (sports books, lotteries) whose card
 * opens the provider rather than one game.
 */
export const game = pgTable(
  'game',
  {
    nodeId: serial('node_id').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    /** The provider's own name of the game; what search matches and what sorts the list. */
    name: text('name').notNull(),
    /** Translated card titles, when the provider has them; `name` otherwise. */
    displayNameEn: text('display_name_en'),
    displayNamePt: text('display_name_pt'),
    /** Slot sub-category (SC, VP, JP, TG, AC, BG) of RNG games, else null. */
    gameClassify: text('game_classify'),
    isGame: text('is_game', { enum: ['GAME', 'VASSALAGE'] })
      .notNull()
      .default('GAME'),
    /** 0 = a free demo is offered (spec §5), 1 = real money only. */
    supportPlay: smallint('support_play').notNull().default(1),
    isTop: boolean('is_top').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** Position in the hot list (1 first); null when not hot. */
    hotRank: integer('hot_rank'),
    minBet: money('min_bet').notNull().default(0),
    minLineNum: integer('min_line_num').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_vendor_code_game_code_idx').on(t.vendorCode, t.gameCode),
    // Serves the foreign key (vendor changes) and the join to the vendor row.
    index('game_type_vendor_idx').on(t.gameType, t.vendorCode),
    foreignKey({
      name: 'game_vendor_fk',
      columns: [t.gameType, t.vendorCode],
      foreignColumns: [vendor.gameCategory, vendor.vassalage],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check('game_is_game_known', sql`${t.isGame} IN ('GAME', 'VASSALAGE')`),
    check('game_support_play_flag', sql`${t.supportPlay} IN (0, 1)`),
    check('game_min_bet_not_negative', sql`${t.minBet} >= 0`),
  ],
);

/**
 * Bumped by statement triggers (migration 0004) whenever game, vendor or vendor_category
 * change. Servers keep the catalogue in memory and reload it only when this moves, so a
 * change made through any process reaches every process within the check interval.
 */
export const gameCatalogueRevision = pgTable(
  'game_catalogue_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('game_catalogue_revision_single_row', sql`${t.id} = 1`)],
);

/** A member's favourite games (spec §3 "Favourites"). */
export const favoriteGame = pgTable(
  'favorite_game',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => game.nodeId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // The key's member_id prefix serves every read; a member has few favourites to sort.
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

/** Games a member launched, one row per game (its last launch); the newest 20 are kept. */
export const recentGame = pgTable(
  'recent_game',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => game.nodeId, { onDelete: 'cascade' }),
    playedAt: ts('played_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('recent_game_member_played_idx').on(t.memberId, t.playedAt),
  ],
);

/**
 * Tables of the PVP (card) games (`GLS2_roomList`). `players` is the seating the PVP
 * provider last reported; the bundled sandbox provider seats nobody, so it only ever holds
 * the demo figures of the seed.
 */
export const pvpRoom = pgTable(
  'pvp_room',
  {
    roomId: text('room_id').primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => game.nodeId, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
    minBet: money('min_bet').notNull(),
    seats: integer('seats').notNull(),
    players: integer('players').notNull().default(0),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('pvp_room_node_idx').on(t.nodeId),
    check('pvp_room_players_fit', sql`${t.players} >= 0 AND ${t.players} <= ${t.seats}`),
  ],
);
