import type { QueryClient } from '@tanstack/react-query';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { agentQueryKey } from './agent-query-key';

/** After a transfer: the header balance, and the agent's team and income read again. */
export function invalidateAfterTransfer(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() }),
    queryClient.invalidateQueries({ queryKey: agentQueryKey }),
  ]);
}
