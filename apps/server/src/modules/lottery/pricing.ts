import { MAX_BET_STAKE, type LotteryBetInput } from '@openlobby/contract';
import {
  betExposures,
  betUnits,
  betWinBp,
  findLotteryGame,
  isGameInputError,
  type LotteryFamily,
  type LotteryGameDef,
  type LotteryResult,
} from '@openlobby/games';
import { AppError } from '../../lib/errors';

/** The game of the games package's list, or LOTTERY_GAME_UNKNOWN. */
export function gameDefOf(vassalage: string, gameCode: string): LotteryGameDef {
  const def = findLotteryGame(vassalage, gameCode);
  if (!def) throw new AppError('LOTTERY_GAME_UNKNOWN', `${vassalage}:${gameCode}`);
  return def;
}

export type PricedBet = LotteryBetInput & {
  units: number;
  stake: number;
  /** What each outcome key would cost the house, in minor units. */
  exposures: { key: string; amount: number }[];
  /** The most this bet can return (the per-draw cap's share). */
  maxReturn: number;
};

/** floor(unitStake × multiplier × bp / 10,000), exactly (BigInt: no rounding past 2^53). */
export function returnOf(unitStake: number, multiplier: number, bp: number): number {
  return Number((BigInt(unitStake) * BigInt(multiplier) * BigInt(bp)) / 10_000n);
}

/**
 * Checks one bet of a slip against its game's maths and prices it: its units from the
 * selection (the maths' refusals mapped to envelope codes), its stake (at most
 * MAX_BET_STAKE) and its exposures for the liability caps.
 */
export function priceBet(family: LotteryFamily, bet: LotteryBetInput): PricedBet {
  let units: number;
  let exposures: { key: string; winBp: number }[];
  try {
    units = betUnits(family, bet.betType, bet.selection);
    exposures = betExposures(family, bet.betType, bet.selection);
  } catch (error) {
    throw mapGameInputError(error);
  }
  const stake = units * bet.unitStake * bet.multiplier;
  if (!Number.isSafeInteger(stake) || stake > MAX_BET_STAKE) {
    throw new AppError('LOTTERY_STAKE_TOO_HIGH', `stake ${stake}`, { maxStake: MAX_BET_STAKE });
  }
  const amounts = exposures.map((e) => ({
    key: e.key,
    amount: returnOf(bet.unitStake, bet.multiplier, e.winBp),
  }));
  return {
    ...bet,
    units,
    stake,
    exposures: amounts,
    maxReturn: amounts.reduce((m, e) => Math.max(m, e.amount), 0),
  };
}

/** The maths' refusal of a selection as the envelope's code; anything else unchanged. */
export function mapGameInputError(error: unknown): unknown {
  if (!isGameInputError(error)) return error;
  switch (error.code) {
    case 'BET_TYPE_UNKNOWN':
      return new AppError('LOTTERY_BET_TYPE_UNKNOWN', error.message);
    case 'TOO_MANY_UNITS':
      return new AppError('LOTTERY_TOO_MANY_UNITS', error.message);
    case 'SCHEDULE_INVALID':
      return new AppError('LOTTERY_SCHEDULE_INVALID', error.message);
    default:
      return new AppError('LOTTERY_SELECTION_INVALID', error.message);
  }
}

/** A bet's win in basis points against a result, priced once per distinct selection. */
export function winPricer(family: LotteryFamily, result: LotteryResult) {
  const cache = new Map<string, number>();
  return (betType: string, selection: string[][]): number => {
    const key = `${betType}|${JSON.stringify(selection)}`;
    let bp = cache.get(key);
    if (bp === undefined) {
      bp = betWinBp(family, betType, selection, result);
      cache.set(key, bp);
    }
    return bp;
  };
}

/** Sums exposures of many bets per key, keys sorted (so concurrent upserts lock in one order). */
export function sumExposures(
  bets: readonly Pick<PricedBet, 'exposures'>[],
): { key: string; amount: number }[] {
  const sums = new Map<string, number>();
  for (const b of bets) {
    for (const e of b.exposures) sums.set(e.key, (sums.get(e.key) ?? 0) + e.amount);
  }
  return [...sums.entries()]
    .map(([key, amount]) => ({ key, amount }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
