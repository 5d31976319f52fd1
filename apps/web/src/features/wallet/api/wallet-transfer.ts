import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletPaths } from '@openlobby/contract/wallet/paths';
import type { WalletTransfer, WalletTransferValue } from '@openlobby/contract/wallet/transfer';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { apiSend } from '../../../lib/api-client';
import { fundsQueryKey } from './get-wallet-funds';

/**
 * `POST /wps/relay/GCS_walletTransfer` (T): `requestId` is made once per attempt, so a
 * retry after a lost reply cannot move the money twice.
 */
export function walletTransfer(input: WalletTransfer): Promise<WalletTransferValue> {
  return apiSend<WalletTransferValue>('POST', walletPaths.walletTransfer, input);
}

export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: walletTransfer,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
        queryClient.invalidateQueries({ queryKey: fundsQueryKey() }),
      ]),
  });
}
