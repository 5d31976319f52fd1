import type { LotteryPageKind } from '@openlobby/contract/lottery/lottery-pages';

/** The kinds, the providers each shows and the game each opens on are the contract's. */
export type { LotteryPageKind };

/** The page a path shows (routes match without regard to case): /lottery when unsure. */
export function lotteryPageKind(pathname: string): LotteryPageKind {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '/sealottery' ? 'seaLottery' : path === '/vnlottery' ? 'vnLottery' : 'lottery';
}
