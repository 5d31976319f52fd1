import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { TeamBetsValue } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';
import { reportQuery, type ReportFilter } from './period-query';

/** `GET /wps/agent/reports/team-bets` (T, agents): team bets by member, provider and day. */
export function getTeamBets(filter: ReportFilter, signal?: AbortSignal): Promise<TeamBetsValue> {
  return apiGet<TeamBetsValue>(agentPaths.teamBets, {
    query: reportQuery(filter),
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.teamBetsValueSchema)
      : undefined,
  });
}

/** Fresh when looked at again: the team keeps playing. */
export const teamBetsQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...agentQueryKey, 'teamBets', reportQuery(filter)],
    queryFn: ({ signal }) => getTeamBets(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeamBets(filter: ReportFilter) {
  return useQuery(teamBetsQueryOptions(filter));
}
