import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { ContractInfo } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { contractsQueryKey } from './agent-query-key';

/**
 * `GET /wps/relay/MCS2_getContractInfo` (T, non-trial, AGENTPOLICY3): the consolidated
 * contract info of spec §3, the open request of each kind waiting for the caller.
 */
export function getContractInfo(signal?: AbortSignal): Promise<ContractInfo> {
  return apiGet<ContractInfo>(agentPaths.contractInfo, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.contractInfoSchema)
      : undefined,
  });
}

export const contractInfoQueryKey = () => [...contractsQueryKey, 'info'] as const;

/** Read again whenever the window regains focus: the upline may have offered meanwhile. */
export const contractInfoQueryOptions = () =>
  queryOptions({
    queryKey: contractInfoQueryKey(),
    queryFn: ({ signal }) => getContractInfo(signal),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });

export function useContractInfo(enabled: boolean) {
  return useQuery({ ...contractInfoQueryOptions(), enabled });
}
