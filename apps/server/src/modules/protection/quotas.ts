import type { Quota } from '../../lib/quota';

const DAY = 24 * 3600;

/**
 * Player protection's limit on repeatable writes (S9, docs/limits.md): setting, confirming
 * and cancelling limits and taking a break share one quota (a wrong password counts too).
 */
export const protectionQuotas = {
  changes: { name: 'protection-change', max: 100, per: 'member', seconds: DAY },
} as const satisfies Record<string, Quota>;
