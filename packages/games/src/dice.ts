import { GameInputError } from './errors';
import { fairUniforms, type Fairness, type UniformSource } from './fairness';
import { assertStake, basisPointsPerUnit, payoutFor, type Settlement } from './payout';

/**
 * Dice: a roll from 0.00 to 99.99 and a bet that it lands over or under a target. Rolls and
 * targets are integer hundredths (5025 is 50.25) so no decimal fraction is ever compared.
 */
export const diceRtp = 0.99;
export const diceRollCount = 10_000;

/** The payout is RTP / win chance = 9,900 bp × 10,000 / winning rolls (1 % house edge). */
const diceReturnBp = 9_900;
/** Win chance 1 % … 98 %: at 99 % the multiplier would round to 1× and pay nothing extra. */
export const diceMinWinningRolls = 100;
export const diceMaxWinningRolls = 9_800;

export type DiceDirection = 'over' | 'under';

export interface DiceBet {
  stake: bigint;
  /** Hundredths: 5000 means 50.00. */
  targetHundredths: number;
  /** `over` wins when roll > target, `under` when roll < target. */
  direction: DiceDirection;
}

export interface DiceOutcome extends Settlement {
  /** Hundredths, 0 … 9999. */
  rollHundredths: number;
  win: boolean;
  /** Also the count of winning rolls, since there are 10,000 rolls. */
  winChanceBp: number;
}

/** How many of the 10,000 rolls win; refuses targets outside a 1 %…98 % win chance. */
export function diceWinningRolls(targetHundredths: number, direction: DiceDirection): number {
  if (direction !== 'over' && direction !== 'under') {
    throw new GameInputError('DIRECTION_INVALID', String(direction));
  }
  if (!Number.isInteger(targetHundredths)) {
    throw new GameInputError('TARGET_OUT_OF_RANGE', String(targetHundredths));
  }
  const winning = direction === 'under' ? targetHundredths : diceRollCount - 1 - targetHundredths;
  if (winning < diceMinWinningRolls || winning > diceMaxWinningRolls) {
    throw new GameInputError('TARGET_OUT_OF_RANGE', `${direction} ${targetHundredths}`);
  }
  return winning;
}

/** Multiplier on a win, in basis points, rounded down. */
export function diceMultiplier(targetHundredths: number, direction: DiceDirection): number {
  const winning = diceWinningRolls(targetHundredths, direction);
  return Math.floor((diceReturnBp * basisPointsPerUnit) / winning);
}

/** The game from any uniform source: fair HMAC floats in play, a fast PRNG in simulation. */
export function evaluateDice(bet: DiceBet, uniforms: UniformSource): DiceOutcome {
  assertStake(bet.stake);
  const winChanceBp = diceWinningRolls(bet.targetHundredths, bet.direction);
  const rollHundredths = Math.floor(uniforms() * diceRollCount);
  const win =
    bet.direction === 'under'
      ? rollHundredths < bet.targetHundredths
      : rollHundredths > bet.targetHundredths;
  const multiplierBp = win ? diceMultiplier(bet.targetHundredths, bet.direction) : 0;
  return {
    rollHundredths,
    win,
    winChanceBp,
    multiplierBp,
    payout: payoutFor(bet.stake, multiplierBp),
  };
}

export function playDice(bet: DiceBet, fairness: Fairness): DiceOutcome {
  return evaluateDice(bet, fairUniforms(fairness));
}
