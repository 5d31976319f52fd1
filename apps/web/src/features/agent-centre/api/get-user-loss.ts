import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { UserLossValue } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';
import { reportQuery, type ReportFilter } from './period-query';

/** `GET /wps/agent/reports/user-loss` (T, agents): profit and loss per downline. */
export function getUserLoss(filter: ReportFilter, signal?: AbortSignal): Promise<UserLossValue> {
  return apiGet<UserLossValue>(agentPaths.userLoss, {
    query: reportQuery(filter),
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.userLossValueSchema)
      : undefined,
  });
}

/** Fresh when looked at again: the team keeps playing. */
export const userLossQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...agentQueryKey, 'userLoss', reportQuery(filter)],
    queryFn: ({ signal }) => getUserLoss(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useUserLoss(filter: ReportFilter) {
  return useQuery(userLossQueryOptions(filter));
}
