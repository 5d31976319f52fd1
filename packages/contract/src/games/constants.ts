/** Plain constants of the game lists (spec §3 "Game item", §4 "Game start", §9). Zod-free. */

/** Page sizes of spec §9. */
export const GAME_LIST_PAGE_SIZE = 50;
export const FAVORITES_PAGE_SIZE = 13;
export const HOME_RECOMMENDED_LIMIT = 12;
export const FAVORITE_TOGGLE_THROTTLE_MS = 1000;

/**
 * Slot sub-categories (gameClassify of RNG lists): SC scratch, VP video poker, JP jackpot,
 * TG table games, AC arcade. BG (bingo) exists but is hidden: its language TY is
 * unsupported (spec §4 "Game list").
 */
export const slotClassifies = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type SlotClassify = (typeof slotClassifies)[number];
export const hiddenSlotClassifies: readonly SlotClassify[] = ['BG'];

/** Game types a game item carries (a list page filters by one). */
export const gameItemTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTTERY',
  'INHOUSE',
] as const;
export type GameItemType = (typeof gameItemTypes)[number];

/** `isGame` of a game item: a playable game, or a provider-level entry (popup game list). */
export const isGameValues = ['GAME', 'VASSALAGE'] as const;
export type IsGame = (typeof isGameValues)[number];

/** Lottery providers start on their own pages with `?gameCode=` (spec §4 "Game start"). */
export const lotteryVendorRoutes = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
} as const satisfies Record<string, string>;

/** Hot cards of these providers hide the favourite heart (spec §4 "Favourite toggle"). */
export const noFavoriteHotVendors: readonly string[] = ['LOTT', 'ELOTT'];

/** The in-house provider, whose games this server runs itself. */
export const IN_HOUSE_VENDOR = 'BGS';

/** How many recently launched games a member's list keeps (`GCS_recentGame`). */
export const RECENT_GAMES_LIMIT = 20;
