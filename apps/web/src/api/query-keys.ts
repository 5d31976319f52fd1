import type { Language } from '@openlobby/contract/language';

/** Query keys in one factory, so invalidation and prefetching agree on them. */
export const queryKeys = {
  systemStatus: () => ['systemStatus'] as const,
  // Titles come back in the requested language, so the language is part of the key.
  vendorCategories: (language: Language) => ['vendorCategories', language] as const,
  /** Under `wallet`, which logout removes as a whole. */
  walletBalance: () => ['wallet', 'balance'] as const,
  /** Everything about game lists; a login or logout refreshes it (favourite flags). */
  games: () => ['games'] as const,
  gameList: (filters: object) => ['games', 'list', filters] as const,
  /**
   * The member's promotions, missions, leaderboard and badges: under `member`, which logout
   * removes, and refreshed together after a join or claim.
   */
  rewards: () => ['member', 'rewards'] as const,
  promotions: (language: Language) => ['member', 'rewards', 'promotions', language] as const,
  missions: (language: Language) => ['member', 'rewards', 'missions', language] as const,
  missionLeaderboard: () => ['member', 'rewards', 'leaderboard'] as const,
  rewardBadges: () => ['member', 'rewards', 'badges'] as const,
};
