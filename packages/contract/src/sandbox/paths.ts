/**
 * The sandbox provider's API: the generic game page that plays third-party catalogue
 * entries calls it with the game token of the launch URL (header `x-game-token`, as the
 * in-house API). Zod-free so the game pages can import it.
 */
const api = '/games/sandbox/api';

export const sandboxPaths = {
  /** POST `{ vendor, gameCode }`, no token: opens a demo session (play money). */
  demo: `${api}/demo`,
  /** GET `?vendor=&gameCode=`: balance, declared RTP, demo flag. */
  session: `${api}/session`,
  /** POST `{ vendor, gameCode, stake }`. */
  spin: `${api}/spin`,
  /** GET: the last rounds of this game token, newest first. */
  rounds: `${api}/rounds`,
} as const;

/** Vendor code of the sandbox provider's demo sessions. */
export const SANDBOX_VENDOR = 'SANDBOX';

/** Stakes of the generic game in minor units: R$ 0,10 … R$ 1.000,00. */
export const SANDBOX_MIN_STAKE = 10;
export const SANDBOX_MAX_STAKE = 100_000;
