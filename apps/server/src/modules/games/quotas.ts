import type { Quota } from '../../lib/quota';

/**
 * The games module's limits on repeatable writes (S9, docs/limits.md). A real launch opens
 * a wallet game session (a row) and moves the game up the recent list; a favourite change
 * writes a row. A member browsing and playing opens a game every minute or two at most.
 */
export const gameQuotas = {
  launches: { name: 'game-launch', max: 120, per: 'member', seconds: 3600 },
  favouriteChanges: { name: 'favourite-change', max: 300, per: 'member', seconds: 3600 },
} as const satisfies Record<string, Quota>;
