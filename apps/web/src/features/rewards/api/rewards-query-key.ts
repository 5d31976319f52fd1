/**
 * The key every rewards query starts with (promotions, missions, leaderboard, badges): under
 * `member`, which logout removes, and refreshed as a whole after a join or a claim.
 */
export const rewardsQueryKey = () => ['member', 'rewards'] as const;
