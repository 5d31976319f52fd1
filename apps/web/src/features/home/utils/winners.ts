import type { Winner } from '@openlobby/contract/content/schemas';

/** How many of the largest wins the board shows as big wins, with their game's art. */
export const BIG_WINS = 3;

/**
 * Splits the board's entries: the `count` largest wins first (largest first, ties in the
 * server's order), then the rest as recent wins, in the order the server sent them.
 */
export function splitWinners(
  winners: readonly Winner[],
  count = BIG_WINS,
): { big: Winner[]; recent: Winner[] } {
  const ranked = winners
    .map((winner, index) => ({ winner, index }))
    .sort((a, b) => b.winner.winAmount - a.winner.winAmount || a.index - b.index);
  const bigIndexes = new Set(ranked.slice(0, count).map((r) => r.index));
  return {
    big: ranked.slice(0, count).map((r) => r.winner),
    recent: winners.filter((_, index) => !bigIndexes.has(index)),
  };
}
