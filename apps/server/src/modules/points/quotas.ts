import type { Quota } from '../../lib/quota';

const DAY = 24 * 3600;

/**
 * The points mall's limits on repeatable writes (S9, docs/limits.md). Attempts count,
 * refusals included; wrong payment passwords also count on identity's step-up quota.
 */
export const pointQuotas = {
  redeem: { name: 'point-redeem', max: 30, per: 'member', seconds: DAY },
  convert: { name: 'point-convert', max: 30, per: 'member', seconds: DAY },
} as const satisfies Record<string, Quota>;
