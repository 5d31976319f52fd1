/**
 * Paths of the games API (spec §7 "Games"). Zod-free so the browser can import it.
 * `GCSGAME_*`, `MCSFE_*`, `GCS_*` and `GLS2_*` names are kept for clients of this API.
 */
export const gamePaths = {
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  vendorGameTypes: '/wps/relay/GCSGAME_getVassGameType',
  favoriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favoriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  addFavorite: '/wps/relay/MCSFE_addFavoriteGameV2',
  removeFavorite: '/wps/relay/MCSFE_removeFavoriteGameV2',
  recentGames: '/wps/relay/GCS_recentGame',
  roomList: '/wps/relay/GLS2_roomList',
  /** Starts a game: answers the URL the game popup (iframe) opens. */
  launchGame: '/wps/relay/GCS_gameLaunchFB',
  /** The same launch under the path spec §7 gives for PVP and lottery games. */
  launchGameDirect: '/wps/game/launchGame',
  /** Generated game icons: `/img/games/<nodeId>.svg`. */
  gameIcon: (nodeId: number) => `/img/games/${nodeId}.svg`,
} as const;

/** Pages the game servers (in-house BGS and the sandbox provider) serve for the iframe. */
export const gamePagePaths = {
  inHouse: (gameCode: string) => `/games/bgs/${encodeURIComponent(gameCode)}`,
  sandbox: (vendor: string, gameCode: string) =>
    `/games/sandbox/${encodeURIComponent(vendor)}/${encodeURIComponent(gameCode)}`,
} as const;
