import type { BetTypeDef, LotteryFamily } from './types';

/** IMPLEMENTED BY THE MATHS HELPER. The bet types a family takes, in bet-slip order. */
export function betTypesOf(family: LotteryFamily): readonly BetTypeDef[] {
  void family;
  throw new Error('not implemented yet');
}

/** The bet type by id if `family` takes it. */
export function findBetType(family: LotteryFamily, betTypeId: string): BetTypeDef | undefined {
  return betTypesOf(family).find((b) => b.id === betTypeId);
}
