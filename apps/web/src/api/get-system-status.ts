import { queryOptions, useQuery } from '@tanstack/react-query';
import { startupRequests } from '@openlobby/contract/startup-requests';
import type { PermissionInfo } from '@openlobby/contract/system';
import { apiGet } from '../lib/api-client';

/** Permission info (spec §3), fetched once at start-up to decide what the app shows. */
export function getSystemStatus(signal?: AbortSignal): Promise<PermissionInfo> {
  const { path, query } = startupRequests.systemStatus();
  return apiGet<PermissionInfo>(path, {
    query,
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/system').then((m) => m.permissionInfoSchema)
      : undefined,
  });
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['systemStatus'] as const,
    queryFn: ({ signal }) => getSystemStatus(signal),
    // The gate must answer quickly: one retry, then the error page with its Retry button.
    retry: 1,
    staleTime: 5 * 60_000,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
