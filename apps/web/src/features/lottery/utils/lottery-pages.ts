import type { LotteryVassalage } from '@openlobby/games';

/** The three lottery routes (spec §2) and the providers each shows. */
export type LotteryPageKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** The page a path shows (routes match without regard to case): /lottery when unsure. */
export function lotteryPageKind(pathname: string): LotteryPageKind {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '/sealottery' ? 'seaLottery' : path === '/vnlottery' ? 'vnLottery' : 'lottery';
}

export const pageVassalages: Record<LotteryPageKind, readonly LotteryVassalage[]> = {
  lottery: ['LOTT', 'ELOTT'],
  seaLottery: ['TCG_SEA'],
  vnLottery: ['TCG_LOTTO_VN'],
};

/** The game a page shows: its query's (vassalage, gameCode), else the first it lists. */
export function pickGame<G extends { vassalage: string; gameCode: string }>(
  games: readonly G[],
  gameCode: string | null,
  vassalage: string | null,
): G | undefined {
  const code = gameCode?.toUpperCase();
  const provider = vassalage?.toUpperCase();
  return (
    games.find((g) => g.gameCode === code && (!provider || g.vassalage === provider)) ??
    games.find((g) => !provider || g.vassalage === provider) ??
    games[0]
  );
}
