import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { IncomeValue } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';
import { reportQuery, type ReportFilter } from './period-query';

/** `GET /wps/agent/reports/income` (T, agents): salaries, dividends and transfers per day. */
export function getIncome(filter: ReportFilter, signal?: AbortSignal): Promise<IncomeValue> {
  return apiGet<IncomeValue>(agentPaths.income, {
    query: reportQuery(filter),
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.incomeValueSchema)
      : undefined,
  });
}

/** Fresh when looked at again: the team keeps playing. */
export const incomeQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...agentQueryKey, 'income', reportQuery(filter)],
    queryFn: ({ signal }) => getIncome(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useIncome(filter: ReportFilter) {
  return useQuery(incomeQueryOptions(filter));
}
