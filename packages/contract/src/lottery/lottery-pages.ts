/**
 * The three lottery routes (spec §2), the providers each shows and the game each opens on:
 * shared by the web page and the server's first screen of it (ADR 056), so both pick the
 * same game. Zod-free: the browser imports it.
 */
export type LotteryPageKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** The route names of the lottery pages and the kind each shows (routes.ts names them). */
export const lotteryRouteKinds: Readonly<Record<string, LotteryPageKind>> = {
  lottery: 'lottery',
  seaLottery: 'seaLottery',
  vnLottery: 'vnLottery',
};

export const lotteryPageVassalages = {
  lottery: ['LOTT', 'ELOTT'],
  seaLottery: ['TCG_SEA'],
  vnLottery: ['TCG_LOTTO_VN'],
} as const satisfies Record<LotteryPageKind, readonly string[]>;

/**
 * The game a page shows: its query's (vassalage, gameCode), else the first its menu lists.
 * The menu groups the games by the page's providers in `lotteryPageVassalages` order, and
 * so does every choice here: the reply itself may list another provider's game first
 * (/lottery opened on an e-lottery game, and `?gameCode=SSC` on E-Time Lottery).
 */
export function pickLotteryGame<G extends { vassalage: string; gameCode: string }>(
  games: readonly G[],
  gameCode: string | null,
  vassalage: string | null,
  kind: LotteryPageKind,
): G | undefined {
  const code = gameCode?.toUpperCase();
  const provider = vassalage?.toUpperCase();
  const order: readonly string[] = lotteryPageVassalages[kind];
  const rank = (g: G) => (order.includes(g.vassalage) ? order.indexOf(g.vassalage) : order.length);
  const listed = [...games].sort((a, b) => rank(a) - rank(b));
  return (
    listed.find((g) => g.gameCode === code && (!provider || g.vassalage === provider)) ??
    listed.find((g) => !provider || g.vassalage === provider) ??
    listed[0]
  );
}

/** A countdown as players read it: `04:59`, `1:02:03`, or `2d 03:04:05` (never negative). */
export function formatCountdown(ms: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${two(minutes)}:${two(seconds)}`;
}
