import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { TeamTransactionsValue } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';
import { reportQuery, type ReportFilter } from './period-query';

/** `GET /wps/agent/reports/transactions` (T, agents): the downlines’ money movements per day. */
export function getTeamTransactions(
  filter: ReportFilter,
  signal?: AbortSignal,
): Promise<TeamTransactionsValue> {
  return apiGet<TeamTransactionsValue>(agentPaths.teamTransactions, {
    query: reportQuery(filter),
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.teamTransactionsValueSchema)
      : undefined,
  });
}

/** Fresh when looked at again: the team keeps playing. */
export const teamTransactionsQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...agentQueryKey, 'teamTransactions', reportQuery(filter)],
    queryFn: ({ signal }) => getTeamTransactions(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeamTransactions(filter: ReportFilter) {
  return useQuery(teamTransactionsQueryOptions(filter));
}
