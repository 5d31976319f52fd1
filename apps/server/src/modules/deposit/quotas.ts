import type { Quota } from '../../lib/quota';

/**
 * The deposit module's limits on repeatable writes (S9, docs/limits.md). Each order is a
 * row and a checkout at the gateway; a member whose payment failed tries again a few
 * times, a bot opening orders in a loop meets this at once.
 */
export const depositQuotas = {
  orders: { name: 'deposit-order', max: 30, per: 'member', seconds: 24 * 3600 },
} as const satisfies Record<string, Quota>;
