/**
 * The in-house provider (BGS) API its game pages call, and the plain constants those pages
 * share with the server. Zod-free so the game pages can import it without zod.
 */

/** Header carrying the game token of the launch URL (`?token=`) on every call below. */
export const GAME_TOKEN_HEADER = 'x-game-token';

/** The in-house games by catalogue game code; each is a game of `@openlobby/games`. */
export const inHouseGameCodes = ['slot', 'dice', 'mines'] as const;
export type InHouseGameCode = (typeof inHouseGameCodes)[number];

export function isInHouseGameCode(code: unknown): code is InHouseGameCode {
  return typeof code === 'string' && (inHouseGameCodes as readonly string[]).includes(code);
}

/**
 * Which maths settled a round (ADR 006 "Consequences"): recorded with every round, bumped
 * whenever a pay table, reel strip or formula of `@openlobby/games` changes.
 */
export const IN_HOUSE_MATH_VERSION = 'games-1';

/**
 * Stakes in minor units, up to R$ 1.000,00. The slot's least stake is one centavo per line
 * (the catalogue's minBet says the same).
 */
export const inHouseMinStake: Readonly<Record<InHouseGameCode, number>> = {
  slot: 20,
  dice: 10,
  mines: 10,
};
export const IN_HOUSE_MAX_STAKE = 100_000;
/** The stakes the game pages offer. */
export const inHouseStakeOptions = [20, 50, 100, 200, 500, 1_000, 5_000, 10_000] as const;

/** Round history length the pages show (game recall). */
export const ROUND_HISTORY_LIMIT = 10;

/** Play money of a demo session, in minor units (R$ 1.000,00). */
export const DEMO_START_BALANCE = 100_000;

/** Client seeds are the player's text: 1–64 printable characters. */
export const CLIENT_SEED_MAX_LENGTH = 64;

/** Every in-house game API path starts with this (the maintenance and region gate's prefix). */
export const inHouseApiPrefix = '/games/bgs/api';
const api = inHouseApiPrefix;

export const inHousePaths = {
  /**
   * POST `{ gameCode }`, no token: opens a demo session (play money) for a page launched
   * with `?demo=1`, and answers its game token.
   */
  demo: `${api}/demo`,
  /** GET: who plays (demo or not), which game, balance, and the fairness state. */
  session: `${api}/session`,
  /** GET: server-seed hash, client seed and next nonce. */
  fairness: `${api}/fairness`,
  /** PUT `{ clientSeed }`. */
  clientSeed: `${api}/fairness/client-seed`,
  /** POST: reveals the current server seed and commits to a new one. */
  rotateSeed: `${api}/fairness/rotate`,
  /** POST `{ stake }`. */
  slotSpin: `${api}/slot/spin`,
  /** POST `{ stake, targetHundredths, direction }`. */
  diceRoll: `${api}/dice/roll`,
  /** POST `{ stake, mines }`; GET the round in play, if any. */
  minesStart: `${api}/mines/start`,
  minesCurrent: `${api}/mines/current`,
  /** POST `{ roundId, tile }`. */
  minesReveal: `${api}/mines/reveal`,
  /** POST `{ roundId }`. */
  minesCashOut: `${api}/mines/cashout`,
  /** GET `?game=`: the last rounds, newest first. */
  rounds: `${api}/rounds`,
  /** GET: one round with what verifying it takes. */
  round: (roundId: string) => `${api}/rounds/${encodeURIComponent(roundId)}`,
  roundRoute: `${api}/rounds/:roundId`,
  /**
   * GET `?roundId=` with the member token (T), no game token: one of the caller's own
   * rounds, for the betting record's Verify (ADR 026). Another member's round is 404.
   */
  memberRound: '/wps/relay/MCS_inHouseRound',
} as const;
