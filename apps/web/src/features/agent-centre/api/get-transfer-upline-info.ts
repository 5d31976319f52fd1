import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { TransferUplineInfo } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { agentQueryKey } from './agent-query-key';

/** `GET /wps/agent/transfer/upline` (T): the member's upline and the operator's limits. */
export function getTransferUplineInfo(signal?: AbortSignal): Promise<TransferUplineInfo> {
  return apiGet<TransferUplineInfo>(agentPaths.transferUplineInfo, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.transferUplineInfoSchema)
      : undefined,
  });
}

export const transferUplineInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...agentQueryKey, 'transferUplineInfo'],
    queryFn: ({ signal }) => getTransferUplineInfo(signal),
    staleTime: 60_000,
  });

export function useTransferUplineInfo() {
  return useQuery(transferUplineInfoQueryOptions());
}
