import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectionPaths } from '@openlobby/contract/protection/paths';
import type { ProtectionRules } from '@openlobby/contract/protection/schemas';
import { apiGet } from '../lib/api-client';

/**
 * `GET /wps/protection/rules`: the operator's jurisdiction profile (C5, ADR 032), read by the
 * responsible-gaming view (bounds, cooling-off) and the withdrawal history (whether a
 * requested withdrawal may be cancelled).
 */
export function getProtectionRules(signal?: AbortSignal): Promise<ProtectionRules> {
  return apiGet<ProtectionRules>(protectionPaths.rules, { signal });
}

export const protectionRulesQueryKey = ['protection', 'rules'] as const;

export const protectionRulesQueryOptions = () =>
  queryOptions({
    queryKey: protectionRulesQueryKey,
    queryFn: ({ signal }) => getProtectionRules(signal),
    staleTime: 60_000,
  });

export function useProtectionRules() {
  return useQuery(protectionRulesQueryOptions());
}
