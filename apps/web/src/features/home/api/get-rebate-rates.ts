import { useQuery } from '@tanstack/react-query';
import { recordsPaths } from '@openlobby/contract/records/paths';
import type { RebateRates } from '@openlobby/contract/records/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/relay/MCS_rebateRates`: the operator's rebate rate per game type (ADR 026). */
export function useRebateRates() {
  return useQuery({
    queryKey: ['rebate-rates'] as const,
    queryFn: ({ signal }) => apiGet<RebateRates>(recordsPaths.rebateRates, { signal }),
    // Rates change rarely, by the operator's command.
    staleTime: 10 * 60_000,
  });
}
