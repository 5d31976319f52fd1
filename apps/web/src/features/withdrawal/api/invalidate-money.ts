import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { withdrawalKeys } from './withdrawal-keys';

/** After money moved: the header balance, the funds summary and the history read again. */
export function invalidateMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() }),
    queryClient.invalidateQueries({ queryKey: withdrawalKeys.consolidatedFunds() }),
    queryClient.invalidateQueries({ queryKey: withdrawalKeys.history() }),
  ]);
}
