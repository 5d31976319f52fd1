import type { LotteryVassalage } from '@openlobby/games';
import {
  lotteryPageVassalages,
  pickLotteryGame,
  type LotteryPageKind,
} from '@openlobby/contract/lottery/lottery-pages';

export type { LotteryPageKind };

/** The page a path shows (routes match without regard to case): /lottery when unsure. */
export function lotteryPageKind(pathname: string): LotteryPageKind {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '/sealottery' ? 'seaLottery' : path === '/vnlottery' ? 'vnLottery' : 'lottery';
}

export const pageVassalages: Record<LotteryPageKind, readonly LotteryVassalage[]> =
  lotteryPageVassalages;

/** The game a page shows; the contract's rule, which the server's first screen follows. */
export const pickGame = pickLotteryGame;
