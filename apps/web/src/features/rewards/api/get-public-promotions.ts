import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@openlobby/contract/language';
import { rewardPaths } from '@openlobby/contract/rewards/paths';
import type { PublicPromotionItem } from '@openlobby/contract/rewards/schemas';
import { apiGet } from '../../../lib/api-client';

/**
 * `GET /wps/system/promotions` (no token): the promotions as a visitor sees them, every
 * tab at once (the page switches tabs without a request). No member's status in it.
 */
export function getPublicPromotions(
  language: Language,
  signal?: AbortSignal,
): Promise<PublicPromotionItem[]> {
  return apiGet<PublicPromotionItem[]>(rewardPaths.publicPromotions, {
    query: { language },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/rewards/schemas').then((m) => m.publicPromotionListSchema)
      : undefined,
  });
}

export const publicPromotionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['promotions', 'public', language] as const,
    queryFn: ({ signal }) => getPublicPromotions(language, signal),
    // A promotion opens or closes on the clock: read again when looked at after a minute.
    staleTime: 60_000,
  });

/** Off (`enabled` false) while a member's own list is what the page shows. */
export function usePublicPromotions(language: Language, enabled = true) {
  return useQuery({ ...publicPromotionsQueryOptions(language), enabled });
}
