import { useQuery } from '@tanstack/react-query';
import { vipPaths } from '@openlobby/contract/vip/paths';
import type { VipStatus } from '@openlobby/contract/vip/schemas';
import { apiGet } from '../../../lib/api-client';

/**
 * `GET /wps/relay/MCS_vip` (T): the member's VIP level and progress. The server brings the
 * level up to date first, paying any tier reached (ADR 037).
 */
export function getVipStatus(signal?: AbortSignal): Promise<VipStatus> {
  return apiGet<VipStatus>(vipPaths.status, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/vip/schemas').then((m) => m.vipStatusSchema)
      : undefined,
  });
}

/** Under `wallet`, so logout drops it; fresh each time it is shown (bets keep coming). */
export function useVipStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['wallet', 'vip'],
    queryFn: ({ signal }) => getVipStatus(signal),
    staleTime: 0,
    enabled,
  });
}
