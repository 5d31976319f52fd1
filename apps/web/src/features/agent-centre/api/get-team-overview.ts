import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { TeamOverview } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';
import { periodQuery, type PeriodChoice } from './period-query';

/** `GET /wps/agent/team/overview` (T, agents): the team's figures for a period. */
export function getTeamOverview(choice: PeriodChoice, signal?: AbortSignal): Promise<TeamOverview> {
  return apiGet<TeamOverview>(agentPaths.teamOverview, {
    query: periodQuery(choice),
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.teamOverviewSchema)
      : undefined,
  });
}

/** Fresh when looked at again: the team bets while the agent watches. */
export const teamOverviewQueryOptions = (choice: PeriodChoice) =>
  queryOptions({
    queryKey: [...agentQueryKey, 'overview', periodQuery(choice)],
    queryFn: ({ signal }) => getTeamOverview(choice, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeamOverview(choice: PeriodChoice) {
  return useQuery(teamOverviewQueryOptions(choice));
}
