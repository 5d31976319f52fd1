import type { Quota } from '../../lib/quota';

const DAY = 24 * 3600;

/**
 * The withdrawal module's limits on repeatable writes (S9, docs/limits.md). Attempts count,
 * a wrong withdrawal password included, so the quota also bounds guessing it. Removing a
 * payout account and cancelling a request undo one of these writes, so they need no
 * quota of their own.
 */
export const withdrawalQuotas = {
  requests: { name: 'withdrawal-request', max: 10, per: 'member', seconds: DAY },
  payoutAccounts: { name: 'payout-account', max: 10, per: 'member', seconds: DAY },
} as const satisfies Record<string, Quota>;
