import type { Quota } from '../../lib/quota';

/**
 * The wallet's limits on repeatable writes (S9, docs/limits.md). A member moving money
 * between the main wallet and a provider's a few times a session never meets it; a script
 * looping transfers does at once.
 */
export const walletQuotas = {
  transfers: { name: 'wallet-transfer', max: 300, per: 'member', seconds: 24 * 3600 },
} as const satisfies Record<string, Quota>;
