import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { ContractsValue } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { contractsQueryKey } from './agent-query-key';

/** `GET /wps/agent/contracts` (T): the caller's contracts, its downlines', open requests. */
export function getContracts(signal?: AbortSignal): Promise<ContractsValue> {
  return apiGet<ContractsValue>(agentPaths.contracts, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.contractsValueSchema)
      : undefined,
  });
}

export const contractsQueryOptions = () =>
  queryOptions({
    queryKey: [...contractsQueryKey, 'all'],
    queryFn: ({ signal }) => getContracts(signal),
    staleTime: 0,
  });

export function useContracts() {
  return useQuery(contractsQueryOptions());
}
