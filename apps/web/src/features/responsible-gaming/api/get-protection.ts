import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectionPaths } from '@openlobby/contract/protection/paths';
import type { ProtectionOverview } from '@openlobby/contract/protection/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/protection` (T): the member's limits, current, pending and used (C1). */
export function getProtection(signal?: AbortSignal): Promise<ProtectionOverview> {
  return apiGet<ProtectionOverview>(protectionPaths.overview, { signal });
}

/** Under `member`, so logout drops it with the rest of the member's data. */
export const protectionQueryKey = ['member', 'protection'] as const;

export const protectionQueryOptions = () =>
  queryOptions({ queryKey: protectionQueryKey, queryFn: ({ signal }) => getProtection(signal) });

export function useProtection() {
  return useQuery(protectionQueryOptions());
}
