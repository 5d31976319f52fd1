import type { UniformSource } from '../fairness';
import type { BetExposure, LotteryFamily, LotteryResult, LotterySelection } from './types';

/** Most units (tickets) one bet may make; a larger selection is refused. */
export const MAX_BET_UNITS = 100_000;

/**
 * IMPLEMENTED BY THE MATHS HELPER.
 * How many units (tickets) a selection makes, each costing unitStake × multiplier. Throws
 * `GameInputError` ('BET_TYPE_UNKNOWN', 'SELECTION_INVALID' with the row, 'TOO_MANY_UNITS')
 * for a selection the bet type refuses: a row's count out of [min, max], an unknown or
 * repeated option, a combination that makes no ticket.
 */
export function betUnits(
  family: LotteryFamily,
  betTypeId: string,
  selection: LotterySelection,
): number {
  void family;
  void betTypeId;
  void selection;
  throw new Error('not implemented yet');
}

/**
 * What a (valid) bet returns against a result, per unit of stake, in basis points: the sum
 * over its winning units of their pay. Payout = floor(unitStake × multiplier × winBp /
 * 10,000). 0 for a loss.
 */
export function betWinBp(
  family: LotteryFamily,
  betTypeId: string,
  selection: LotterySelection,
  result: LotteryResult,
): number {
  void family;
  void betTypeId;
  void selection;
  void result;
  throw new Error('not implemented yet');
}

/** The outcomes a bet is exposed to, for the operator's per-number liability cap. */
export function betExposures(
  family: LotteryFamily,
  betTypeId: string,
  selection: LotterySelection,
): BetExposure[] {
  void family;
  void betTypeId;
  void selection;
  throw new Error('not implemented yet');
}

/** A random valid selection of the bet type with the fewest units it allows (quick pick). */
export function quickPick(
  family: LotteryFamily,
  betTypeId: string,
  random: UniformSource,
): LotterySelection {
  void family;
  void betTypeId;
  void random;
  throw new Error('not implemented yet');
}
