import { queryOptions } from '@tanstack/react-query';
import { rewardPaths } from '@openlobby/contract/rewards/paths';
import type { RewardBadges } from '@openlobby/contract/rewards/schemas';
import { apiGet } from '../../../lib/api-client';
import { rewardsQueryKey } from './rewards-query-key';

/** `GET /wps/relay/MCSFE_getRewardBadges` (T): claimable rewards and missions now. */
export function getRewardBadges(signal?: AbortSignal): Promise<RewardBadges> {
  return apiGet<RewardBadges>(rewardPaths.badges, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/rewards/schemas').then((m) => m.rewardBadgesSchema)
      : undefined,
  });
}

export const rewardBadgesQueryOptions = () =>
  queryOptions({
    queryKey: [...rewardsQueryKey(), 'badges'] as const,
    queryFn: ({ signal }) => getRewardBadges(signal),
    // A mission completes while the member plays; the menu badge catches up within a minute.
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
