import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardPaths } from '@openlobby/contract/rewards/paths';
import type { Leaderboard } from '@openlobby/contract/rewards/schemas';
import { apiGet } from '../../../lib/api-client';
import { rewardsQueryKey } from './rewards-query-key';

/** `GET /wps/relay/MCSFE_getMissionLeaderboard` (T): today's top members by points. */
export function getMissionLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  return apiGet<Leaderboard>(rewardPaths.leaderboard, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/rewards/schemas').then((m) => m.leaderboardSchema)
      : undefined,
  });
}

export const missionLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: [...rewardsQueryKey(), 'leaderboard'] as const,
    queryFn: ({ signal }) => getMissionLeaderboard(signal),
    staleTime: 30_000,
  });

export function useMissionLeaderboard() {
  return useQuery(missionLeaderboardQueryOptions());
}
