import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@openlobby/contract/language';
import { rewardPaths } from '@openlobby/contract/rewards/paths';
import type { MissionSummary } from '@openlobby/contract/rewards/schemas';
import { apiGet } from '../../../lib/api-client';
import { rewardsQueryKey } from './rewards-query-key';

/** `GET /wps/relay/MCSFE_getMissionSummaryDetails` (T): today's missions and progress. */
export function getMissions(signal?: AbortSignal): Promise<MissionSummary> {
  return apiGet<MissionSummary>(rewardPaths.missions, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/rewards/schemas').then((m) => m.missionSummarySchema)
      : undefined,
  });
}

export const missionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...rewardsQueryKey(), 'missions', language] as const,
    queryFn: ({ signal }) => getMissions(signal),
    // Progress moves with every bet, in games played in other windows too.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useMissions(language: Language) {
  return useQuery(missionsQueryOptions(language));
}
