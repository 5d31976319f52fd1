/**
 * Machine codes for bets the player (or a buggy client) can get wrong. The server maps each
 * one to an envelope error code and a message in the player's language; this package
 * carries no user-facing text.
 */
export const gameInputErrorCodes = [
  'STAKE_INVALID',
  'SEED_INVALID',
  'NONCE_INVALID',
  'GAME_UNKNOWN',
  'DIRECTION_INVALID',
  'TARGET_OUT_OF_RANGE',
  'MINES_OUT_OF_RANGE',
  'TILE_OUT_OF_RANGE',
  'TILE_ALREADY_REVEALED',
  'ROUND_OVER',
  'NOTHING_REVEALED',
  // Lottery (ADR 024).
  'BET_TYPE_UNKNOWN',
  'SELECTION_INVALID',
  'TOO_MANY_UNITS',
  'SCHEDULE_INVALID',
] as const;
export type GameInputErrorCode = (typeof gameInputErrorCodes)[number];

export class GameInputError extends Error {
  override readonly name = 'GameInputError';

  constructor(
    readonly code: GameInputErrorCode,
    /** For logs only: which value was refused. */
    detail?: string,
  ) {
    super(detail === undefined ? code : `${code}: ${detail}`);
  }
}

export function isGameInputError(error: unknown): error is GameInputError {
  return error instanceof GameInputError;
}
