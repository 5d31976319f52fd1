import { GameInputError } from '../errors';
import { implsByFamily } from './bet-registry';
import { lotteryFamilies, type BetTypeDef, type LotteryFamily } from './types';

const defsByFamily: Partial<Record<LotteryFamily, readonly BetTypeDef[]>> = Object.fromEntries(
  lotteryFamilies.map((f) => [f, implsByFamily[f].map((b) => b.def)]),
);

/**
 * The bet types a family takes, in bet-slip order, with their pickers, pay tables and RTP
 * (each family's are documented in its bets-*.ts file). Unknown family: GAME_UNKNOWN.
 */
export function betTypesOf(family: LotteryFamily): readonly BetTypeDef[] {
  const defs = defsByFamily[family];
  if (!defs) throw new GameInputError('GAME_UNKNOWN', `family ${String(family)}`);
  return defs;
}

/** The bet type by id if `family` takes it. */
export function findBetType(family: LotteryFamily, betTypeId: string): BetTypeDef | undefined {
  return betTypesOf(family).find((b) => b.id === betTypeId);
}
