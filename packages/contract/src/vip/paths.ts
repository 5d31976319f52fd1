/**
 * Paths of the VIP levels (issue 18, ADR 037): the member's level and progress, and the
 * operator's tier ladder, members' levels and monthly bonus. Zod-free so the browser can
 * import it.
 */
export const vipPaths = {
  /** GET (T): the member's level, cumulative valid bet and progress to the next tier. */
  status: '/wps/relay/MCS_vip',
  /** Operator: GET the ladder, PUT `{ tiers: [...] }` replaces it. */
  operatorTiers: '/operator/vip/tiers',
  /** Operator: GET members' levels, highest first. */
  operatorMembers: '/operator/vip/members',
  /** Operator: POST `{ month, preview }` pays (or previews) an ended month's VIP bonus. */
  operatorMonthly: '/operator/vip/monthly',
} as const;

/** The most tiers a ladder may have. */
export const VIP_TIERS_MAX = 20;
