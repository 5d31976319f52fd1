import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths, type ContractKind } from '@openlobby/contract/agent/paths';
import type { BillsValue } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { contractsQueryKey } from './agent-query-key';

/** `GET /wps/agent/bills?kind&page` (T, agents): the caller's bills of one contract kind. */
export function getBills(kind: ContractKind, page: number, signal?: AbortSignal) {
  return apiGet<BillsValue>(agentPaths.bills, {
    query: { kind, page: String(page) },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.billsValueSchema)
      : undefined,
  });
}

/** Under the contracts' family: answering a request or a settlement changes both. */
export const billsQueryOptions = (kind: ContractKind, page: number) =>
  queryOptions({
    queryKey: [...contractsQueryKey, 'bills', kind, page],
    queryFn: ({ signal }) => getBills(kind, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useBills(kind: ContractKind, page: number) {
  return useQuery(billsQueryOptions(kind, page));
}
