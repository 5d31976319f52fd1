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
};
