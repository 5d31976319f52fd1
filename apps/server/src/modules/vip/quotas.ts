import type { Quota } from '../../lib/quota';

/**
 * The VIP card's limit (docs/limits.md): opening it evaluates the member's level (reads the
 * whole betting history's rollup and may write), so it is counted per member.
 */
export const vipQuotas = {
  status: { name: 'vip-status', max: 600, per: 'member', seconds: 3600 },
} as const satisfies Record<string, Quota>;
