import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPaths, type DownlineSort } from '@openlobby/contract/agent/paths';
import type { DownlinesValue } from '@openlobby/contract/agent/schemas';
import { apiGet } from '../../../lib/api-client';
import { downlinesQueryKey } from './agent-query-key';

/** What the downline list asks for; absent fields are left to the server's defaults. */
export type DownlinesFilter = {
  parentId?: number | undefined;
  level?: number | undefined;
  search?: string | undefined;
  sort?: DownlineSort | undefined;
  page: number;
};

function downlinesQuery(filter: DownlinesFilter): Record<string, string> {
  const query: Record<string, string> = { page: String(filter.page) };
  if (filter.parentId !== undefined) query.parentId = String(filter.parentId);
  if (filter.level !== undefined) query.level = String(filter.level);
  if (filter.search) query.search = filter.search;
  if (filter.sort) query.sort = filter.sort;
  return query;
}

/** `GET /wps/agent/downlines` (T, agents): one page of the downline tree. */
export function getDownlines(filter: DownlinesFilter, signal?: AbortSignal) {
  return apiGet<DownlinesValue>(agentPaths.downlines, {
    query: downlinesQuery(filter),
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/agent/schemas').then((m) => m.downlinesValueSchema)
      : undefined,
  });
}

export const downlinesQueryOptions = (filter: DownlinesFilter) =>
  queryOptions({
    queryKey: [...downlinesQueryKey, 'list', downlinesQuery(filter)],
    queryFn: ({ signal }) => getDownlines(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDownlines(filter: DownlinesFilter) {
  return useQuery(downlinesQueryOptions(filter));
}
