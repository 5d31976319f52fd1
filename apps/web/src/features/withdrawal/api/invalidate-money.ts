import type { QueryClient } from '@tanstack/react-query';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { consolidatedFundsQueryKey } from './get-consolidated-funds';
import { withdrawalsQueryKey } from './get-withdrawals';

/** After money moved: the header balance, the funds summary and the history read again. */
export function invalidateMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
    queryClient.invalidateQueries({ queryKey: consolidatedFundsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey() }),
  ]);
}
