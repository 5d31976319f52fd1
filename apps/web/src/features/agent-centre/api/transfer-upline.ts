import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { TransferUpline, TransferValue } from '@openlobby/contract/agent/schemas';
import { apiSend } from '../../../lib/api-client';
import { invalidateAfterTransfer } from './invalidate-money';

/**
 * `POST /wps/agent/transfer/upline` (T, members with an upline, E): the payment password
 * travels encrypted; `requestId` is made once per attempt, so a retry cannot pay twice.
 */
export function transferUpline(input: TransferUpline): Promise<TransferValue> {
  return apiSend<TransferValue>('POST', agentPaths.transferUpline, input, { encrypted: true });
}

export function useTransferUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferUpline,
    onSettled: () => invalidateAfterTransfer(queryClient),
  });
}
