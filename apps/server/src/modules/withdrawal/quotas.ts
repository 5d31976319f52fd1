import type { Quota } from '../../lib/quota';

const DAY = 24 * 3600;
const MiB = 1024 * 1024;

/**
 * The withdrawal module's limits on repeatable writes (S9, docs/limits.md). Attempts count,
 * a wrong withdrawal password included, so the quota also bounds guessing it. Removing a
 * payout account and cancelling a request undo one of these writes, so they need no
 * quota of their own. Receipt proofs are images stored in the database: their bytes count.
 */
export const withdrawalQuotas = {
  requests: { name: 'withdrawal-request', max: 10, per: 'member', seconds: DAY },
  payoutAccounts: { name: 'payout-account', max: 10, per: 'member', seconds: DAY },
  /** Receipt answers: one per paid-out request, so refusals are what this counts. */
  receipts: { name: 'withdrawal-receipt', max: 30, per: 'member', seconds: DAY },
  receiptBytes: {
    name: 'withdrawal-receipt-bytes',
    max: 30 * MiB,
    per: 'member',
    seconds: DAY,
    unit: 'bytes',
  },
} as const satisfies Record<string, Quota>;
