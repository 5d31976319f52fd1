import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@openlobby/contract/language';
import { rewardPaths } from '@openlobby/contract/rewards/paths';
import type { PromotionItem } from '@openlobby/contract/rewards/schemas';
import { apiGet } from '../../../lib/api-client';
import { rewardsQueryKey } from './rewards-query-key';

/** `GET /wps/relay/MCSFE_getPromotionList` (T): promotions with the member's status. */
export function getPromotions(signal?: AbortSignal): Promise<PromotionItem[]> {
  return apiGet<PromotionItem[]>(rewardPaths.promotions, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/rewards/schemas').then((m) => m.promotionListSchema)
      : undefined,
  });
}

export const promotionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...rewardsQueryKey(), 'promotions', language] as const,
    queryFn: ({ signal }) => getPromotions(signal),
    // Statuses follow the clock and the operator's review: fresh whenever looked at.
    staleTime: 0,
  });

/** `enabled` false keeps a visitor from asking (the promotions page reads the public list). */
export function usePromotions(language: Language, enabled = true) {
  return useQuery({ ...promotionsQueryOptions(language), enabled });
}
