import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentPaths } from '@openlobby/contract/agent/paths';
import type { TransferDownline, TransferValue } from '@openlobby/contract/agent/schemas';
import { apiSend } from '../../../lib/api-client';
import { invalidateAfterTransfer } from './invalidate-money';

/**
 * `POST /wps/agent/transfer/downline` (T, agents, E): the payment password travels
 * encrypted; `requestId` is made once per attempt, so a retry cannot pay twice.
 */
export function transferDownline(input: TransferDownline): Promise<TransferValue> {
  return apiSend<TransferValue>('POST', agentPaths.transferDownline, input, { encrypted: true });
}

export function useTransferDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferDownline,
    // A refusal (balance moved meanwhile) is worth a fresh look at the balance too.
    onSettled: () => invalidateAfterTransfer(queryClient),
  });
}
