import type { Quota } from '../../lib/quota';

/**
 * The raffle's limit on its one member write (S9, docs/limits.md): a member joins a raffle
 * once, so a few claims an hour is plenty; a script meets this at once.
 */
export const raffleQuotas = {
  claims: { name: 'raffle-claim', max: 60, per: 'member', seconds: 3600 },
} as const satisfies Record<string, Quota>;
