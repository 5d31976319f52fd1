import { GameInputError } from './errors';

/**
 * Multipliers are integer basis points of the stake (10,000 bp = 1×), so a multiplier is
 * exact on the server, in the browser and in the database alike.
 */
export const basisPointsPerUnit = 10_000;

/** What every game's outcome says about money. */
export interface Settlement {
  /** Basis points of the stake paid back: 0 for a loss, 19,800 for 1.98×. */
  multiplierBp: number;
  /** In the stake's minor units: floor(stake × multiplierBp / 10,000). */
  payout: bigint;
}

/**
 * Rounds down to a whole minor unit: the sub-unit remainder stays with the house, so the
 * paid return never exceeds the declared RTP, and server and browser agree to the unit.
 */
export function payoutFor(stake: bigint, multiplierBp: number): bigint {
  return (stake * BigInt(multiplierBp)) / BigInt(basisPointsPerUnit);
}

/** Stakes are positive integer minor units, like all money in OpenLobby. */
export function assertStake(stake: unknown): asserts stake is bigint {
  if (typeof stake !== 'bigint' || stake <= 0n) {
    throw new GameInputError('STAKE_INVALID', String(stake));
  }
}
