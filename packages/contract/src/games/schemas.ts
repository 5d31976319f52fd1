import { z } from 'zod';
import { digitsInt, idSchema, INTEGER_COLUMN_MAX, text } from '../input';
import { gameItemTypes, isGameValues, GAME_LIST_PAGE_SIZE, FAVORITES_PAGE_SIZE } from './constants';

/** One card of a game list (spec §3 "Game item"). */
export const gameItemSchema = z.object({
  nodeId: z.number().int().positive(),
  gameName: z.string(),
  /** Same as gameName (older clients read nodeName). */
  nodeName: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
  /** Provider code (PG, BGS, …). */
  vassalage: z.string(),
  gameType: z.enum(gameItemTypes),
  gameCode: z.string(),
  /** Slot sub-category (SC, VP, JP, TG, AC, BG) or null. */
  gameClassify: z.string().nullable(),
  isGame: z.enum(isGameValues),
  /** 0 = a free demo is offered (spec §5). */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  isTop: z.boolean(),
  accountTypeName: z.string().nullable(),
  /** Minimum stake in minor units. */
  minBet: z.number().int().nonnegative(),
  /** Only when the request carried a member token. */
  isFavorite: z.boolean().optional(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

const trimmed = (max: number) =>
  text(max)
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));

/** Query of `GET /wps/relay/GCSGAME_gameList` (spec §7); unknown keys are ignored. */
export const gameListQuerySchema = z.object({
  clientType: digitsInt(0, INTEGER_COLUMN_MAX).optional(),
  platform: trimmed(40),
  merchant: trimmed(40),
  gameType: text(20).trim().toUpperCase().pipe(z.enum(gameItemTypes)).optional(),
  vassalage: trimmed(40).transform((v) => v?.toUpperCase()),
  gameClassify: trimmed(10).transform((v) => v?.toUpperCase()),
  gameName: trimmed(60),
  minBet: digitsInt(0, Number.MAX_SAFE_INTEGER).optional(),
  minLineNum: digitsInt(0, INTEGER_COLUMN_MAX).optional(),
  pageNo: digitsInt(1, 10_000).default(1),
  pageSize: digitsInt(1, 200).default(GAME_LIST_PAGE_SIZE),
  language: trimmed(10),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

export const gameListValueSchema = z.object({
  games: z.array(gameItemSchema),
  totalCount: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

/** Body of add/remove favourite (spec §7). */
export const favoriteToggleSchema = z.object({
  nodeId: idSchema,
  vendor: text(40).trim().min(1),
  gameType: text(20).trim().min(1),
});
export type FavoriteToggle = z.infer<typeof favoriteToggleSchema>;

/** Paged favourites (spec §3 "Favourites": content, pageNum, totalPages). */
export const favoriteListQuerySchema = z.object({
  pageNo: digitsInt(1, 10_000).default(1),
  pageSize: digitsInt(1, 100).default(FAVORITES_PAGE_SIZE),
});
export const favoriteListValueSchema = z.object({
  content: z.array(gameItemSchema),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
});
export type FavoriteListValue = z.infer<typeof favoriteListValueSchema>;

/**
 * Launch request: the game, by its node id or by its provider and game code (the /seamless
 * page's address, `?vassalage=PG&gameCode=…`), and whether to play the free demo.
 */
export const launchGameRequestSchema = z.union([
  z.object({ nodeId: idSchema, demo: z.boolean().default(false) }),
  z.object({
    vassalage: text(40)
      .trim()
      .min(1)
      .transform((v) => v.toUpperCase()),
    gameCode: text(100).trim().min(1),
    demo: z.boolean().default(false),
  }),
]);
export type LaunchGameRequest = z.infer<typeof launchGameRequestSchema>;

export const launchGameValueSchema = z.object({
  /**
   * Site-relative or absolute URL the game popup's iframe opens; for a lottery game (spec
   * §7: launchGame is the PVP and lottery launch) the lottery page to open instead, e.g.
   * `/lottery?gameCode=SSC`, with `lotteryPage` set.
   */
  url: z.string(),
  demo: z.boolean(),
  /** Set for lottery games and providers: the page (and game) the web navigates to. */
  lotteryPage: z.object({ path: z.string(), gameCode: z.string().nullable() }).optional(),
});
export type LaunchGameValue = z.infer<typeof launchGameValueSchema>;

/** A PVP room (`GLS2_roomList`). */
export const pvpRoomSchema = z.object({
  roomId: z.string(),
  nodeId: z.number().int().positive(),
  name: z.string(),
  vassalage: z.string(),
  minBet: z.number().int().nonnegative(),
  players: z.number().int().nonnegative(),
  seats: z.number().int().positive(),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;
