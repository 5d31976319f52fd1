import { useMutation, useQueryClient } from '@tanstack/react-query';
import { protectionPaths } from '@openlobby/contract/protection/paths';
import type { LimitKey, ProtectionOverview } from '@openlobby/contract/protection/schemas';
import { apiSend } from '../../../lib/api-client';
import { protectionQueryKey } from './get-protection';

/** `POST /wps/protection/limits/confirm` (T): a raise or removal, once its cooling-off is over. */
export function confirmLimit(limit: LimitKey): Promise<ProtectionOverview> {
  return apiSend<ProtectionOverview>('POST', protectionPaths.confirm, { limit });
}

/** `POST /wps/protection/limits/cancel` (T): withdraws a pending raise or removal. */
export function cancelPendingLimit(limit: LimitKey): Promise<ProtectionOverview> {
  return apiSend<ProtectionOverview>('POST', protectionPaths.cancel, { limit });
}

export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSuccess: (overview) => queryClient.setQueryData(protectionQueryKey, overview),
  });
}

export function useCancelPendingLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPendingLimit,
    onSuccess: (overview) => queryClient.setQueryData(protectionQueryKey, overview),
  });
}
