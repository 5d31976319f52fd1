import { GameInputError } from '../errors';
import type { BetImpl } from './bet-kit';
import { elevenChooseFiveBets } from './bets-11x5';
import { fastThreeBets } from './bets-lf';
import { markSixBets } from './bets-lhc';
import { pk10Bets } from './bets-pk10';
import { seaBets } from './bets-sea';
import { sscBets } from './bets-ssc';
import { vnNorthBets, vnSouthBets } from './bets-vn';
import type { LotteryFamily } from './types';

/**
 * Every family's bet types with their maths, in bet-slip order. Internal to the lottery
 * folder: the package exports the definitions (bet-types.ts) and the settlement (settle.ts).
 * Each bets-*.ts file documents its pay tables and RTP; the tests recompute each RTP by
 * counting, and by simulation over the HMAC stream.
 */
export const implsByFamily: Record<LotteryFamily, readonly BetImpl[]> = {
  SSC: sscBets,
  PK10: pk10Bets,
  '11X5': elevenChooseFiveBets,
  LF: fastThreeBets,
  LHC: markSixBets,
  SEA4D: seaBets.filter((b) => b.def.family === 'SEA4D'),
  SEA5D: seaBets.filter((b) => b.def.family === 'SEA5D'),
  SEA6D: seaBets.filter((b) => b.def.family === 'SEA6D'),
  VN_NORTH: vnNorthBets,
  VN_SOUTH: vnSouthBets,
};

/** The bet type's maths, or BET_TYPE_UNKNOWN. */
export function betImplOf(family: LotteryFamily, betTypeId: string): BetImpl {
  const impl = (implsByFamily[family] as readonly BetImpl[] | undefined)?.find(
    (b) => b.def.id === betTypeId,
  );
  if (!impl) throw new GameInputError('BET_TYPE_UNKNOWN', `${String(family)} ${String(betTypeId)}`);
  return impl;
}
