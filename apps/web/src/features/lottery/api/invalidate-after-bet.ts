import type { QueryClient } from '@tanstack/react-query';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { lotteryMemberQueryKey } from './lottery-query-key';

/** After a bet, a chase or a cancel (even a refused one): the bets, chases and balance. */
export function invalidateAfterBet(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: lotteryMemberQueryKey() }),
    queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
  ]);
}
