import type { ErrorCode } from '@openlobby/contract';
import { isGameInputError, type GameInputErrorCode } from '@openlobby/games';
import { AppError } from '../../lib/errors';

/** The envelope code a player gets for each bet `@openlobby/games` refuses. */
const errorCodeOf: Record<GameInputErrorCode, ErrorCode> = {
  STAKE_INVALID: 'GAME_STAKE_INVALID',
  SEED_INVALID: 'GAME_SEED_INVALID',
  // The server chooses nonces; a refused one is our bug, so it stays a 500.
  NONCE_INVALID: 'INTERNAL_ERROR',
  GAME_UNKNOWN: 'NOT_FOUND',
  DIRECTION_INVALID: 'GAME_DIRECTION_INVALID',
  TARGET_OUT_OF_RANGE: 'GAME_TARGET_OUT_OF_RANGE',
  MINES_OUT_OF_RANGE: 'GAME_MINES_OUT_OF_RANGE',
  TILE_OUT_OF_RANGE: 'GAME_TILE_INVALID',
  TILE_ALREADY_REVEALED: 'GAME_TILE_ALREADY_REVEALED',
  ROUND_OVER: 'GAME_ROUND_OVER',
  NOTHING_REVEALED: 'GAME_NOTHING_REVEALED',
  // The lottery's (its module maps them itself; ADR 024).
  BET_TYPE_UNKNOWN: 'LOTTERY_BET_TYPE_UNKNOWN',
  SELECTION_INVALID: 'LOTTERY_SELECTION_INVALID',
  TOO_MANY_UNITS: 'LOTTERY_TOO_MANY_UNITS',
  SCHEDULE_INVALID: 'LOTTERY_SCHEDULE_INVALID',
};

/** A `GameInputError` as the AppError the error handler answers (400 envelope, PT/EN). */
export function asAppError(error: unknown): unknown {
  if (!isGameInputError(error)) return error;
  const appError = new AppError(errorCodeOf[error.code], error.message);
  appError.cause = error;
  return appError;
}

/** Runs `fn`, turning the game maths' refusals into envelope errors. */
export function refusingBadBets<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw asAppError(error);
  }
}
