import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequestKey, startupRequests } from '@openlobby/contract/startup-requests';
import type { PermissionInfo } from '@openlobby/contract/system';
import { SystemStatus } from '@openlobby/contract/system-status';
import { apiGet } from '../lib/api-client';
import { peekBootReply } from '../lib/boot-data';

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

/** Whether the site shows anything but its closed page (spec §4: maintenance, a blocked region). */
export function isSiteOpen(info: PermissionInfo): boolean {
  return info.status === SystemStatus.Normal && !info.maintenance;
}

/**
 * False when the status the server answered inside the HTML (ADR 015) says the site is
 * closed: the start-up then asks for none of the reads the closed page does not show, each
 * of which the gate would refuse (503). Unknown (no boot reply) counts as open.
 */
export function bootStatusOpen(): boolean {
  const reply = peekBootReply(apiRequestKey(startupRequests.systemStatus()));
  return !reply || isSiteOpen(reply.value as PermissionInfo);
}

/** The status the app holds (or, before its first read, the HTML's): is the site open? */
export function siteOpen(queryClient: QueryClient): boolean {
  const held = queryClient.getQueryData(systemStatusQueryOptions().queryKey);
  return held ? isSiteOpen(held) : bootStatusOpen();
}
