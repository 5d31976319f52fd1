/**
 * Paths of the lottery (spec §2 /lottery, /seaLottery, /vnLottery; §7 the `/lgw` calls;
 * issue 14, ADR 024). Zod-free so the browser can import it. The spec names the first six;
 * the lobby, results and Vietnamese menus it names without paths are ours, under `/lgw/`.
 * Reads of games, draws and results are public (results are public facts); bets need the
 * member token (T) and refuse trial accounts.
 */
export const lotteryPaths = {
  /** GET: the LOTT, ELOTT and SEA games (`?vassalage`), each with its current draw. */
  gameMenus: '/lgw/games/game_menus',
  /** GET: the Vietnamese regions (MB, MT, MN), each with its current draw. */
  vnGameMenu: '/lgw/vn/games/game_menu',
  /** GET: the latest result of each Vietnamese region. */
  vnGameMenuRecent: '/lgw/vn/games/game_menu/recent',
  /** GET: the Vietnamese bet menus: each region's bet types by group, with pay tables. */
  vnMenus: '/lgw/vn/games/menus',
  /** GET: the games most bet on in the last 24 hours (`?limit`). */
  popular: '/lgw/games/popular',
  /** GET: a Vietnamese game's open draw (`?gameCode`). */
  vnOpenedDraw: '/lgw/vn/numeros/opened/game',
  /** GET (T): a game's open draw (`?vassalage&gameCode`). */
  openedDraw: '/lotto/lgw/games/opened/numero',
  /** GET: the lottery lobby: every game with its current draw and last result. */
  lobby: '/lgw/games/lobby',
  /** GET: a game's drawn results, newest first (`?vassalage&gameCode&limit&before`). */
  results: '/lgw/games/results',
  /** GET: one draw (`?vassalage&gameCode&drawNumber`): seed once drawn, for verifying. */
  draw: '/lgw/games/draw',
  /** POST (T): place the bets of a bet slip on one draw, all or none. */
  placeBets: '/lgw/bets',
  /** GET (T): the caller's bets, newest first, keyset-paged (`?status&vassalage&gameCode&cursor`). */
  myBets: '/lgw/bets',
  /** POST (T): cancel one of the caller's open bets before its draw closes (`/:id`). */
  cancelBet: '/lgw/bets/:id/cancel',
  /** POST (T): chase: the same bet on the next N draws, optionally stopping after a win. */
  placeChase: '/lgw/chases',
  /** GET (T): the caller's chases, newest first. */
  myChases: '/lgw/chases',
  /** POST (T): cancel a chase's bets on draws not yet closed (`/:id`). */
  cancelChase: '/lgw/chases/:id/cancel',
  /** Operator API: games with schedule, caps and state (`GET`); one game (`PUT /:vassalage/:gameCode`). */
  operatorGames: '/operator/lottery/games',
  /** Operator API: draws (`GET ?vassalage&gameCode&status`), one draw (`GET /:id`). */
  operatorDraws: '/operator/lottery/draws',
  /** Operator API: void a draw not yet settled (`POST /:id/void`, body `{ reason }`). */
  operatorVoidDraw: '/operator/lottery/draws/:id/void',
} as const;

/** A draw as players see it; `scheduled` and `closed` are read off the clock. */
export const drawStatuses = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;
export type DrawStatus = (typeof drawStatuses)[number];

/** A bet's life: open until its draw settles (won or lost), or void, or cancelled. */
export const lotteryBetStatuses = ['open', 'won', 'lost', 'void', 'cancelled'] as const;
export type LotteryBetStatus = (typeof lotteryBetStatuses)[number];

export const chaseStatuses = ['running', 'stopped', 'done', 'cancelled'] as const;
export type ChaseStatus = (typeof chaseStatuses)[number];

/** A unit stake is at least R$ 0,10 and at most R$ 10.000 (minor units). */
export const MIN_UNIT_STAKE = 10;
export const MAX_UNIT_STAKE = 1_000_000;
export const MAX_BET_MULTIPLIER = 1_000;
/** Most bets one slip may hold, and most draws one chase may cover. */
export const MAX_SLIP_BETS = 20;
export const MIN_CHASE_DRAWS = 2;
export const MAX_CHASE_DRAWS = 30;
/** Largest stake of one bet (units × unit stake × multiplier): R$ 50.000. */
export const MAX_BET_STAKE = 5_000_000;
