import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { DownlineDetail } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { downlinesQueryKey } from './agent-query-key';

/** `GET /wps/agent/downlines/:id` (T, agents): one downline's overview and contracts. */
export function getDownline(id: number, signal?: AbortSignal): Promise<DownlineDetail> {
  return apiGet<DownlineDetail>(agentPaths.downline.replace(':id', String(id)), {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.downlineDetailSchema)
      : undefined,
  });
}

export const downlineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...downlinesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getDownline(id, signal),
    staleTime: 0,
  });

export function useDownline(id: number) {
  return useQuery(downlineQueryOptions(id));
}
