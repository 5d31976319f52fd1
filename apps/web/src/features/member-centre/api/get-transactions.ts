import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionPage } from '@openlobby/contract/wallet/history';
import type { TransactionKind } from '@openlobby/contract/wallet/transaction-kinds';
import { walletPaths } from '@openlobby/contract/wallet/paths';
import { apiGet } from '../../../lib/api-client';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** `GET /wps/relay/ODSFE2_MemTransDet` (T): one page of the member's account record. */
export function getTransactions(
  pageNo: number,
  kind: TransactionKind | null,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return apiGet<TransactionPage>(walletPaths.transactionDetail, {
    query: {
      pageNo: String(pageNo),
      pageSize: String(TRANSACTIONS_PAGE_SIZE),
      ...(kind ? { kind } : {}),
    },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/wallet/history').then((m) => m.transactionPageSchema)
      : undefined,
  });
}

/**
 * Under `wallet`, so logout drops it with the balance. Always fetched afresh when shown:
 * money moves in games and other tabs meanwhile.
 */
export const transactionsQueryOptions = (pageNo: number, kind: TransactionKind | null) =>
  queryOptions({
    queryKey: ['wallet', 'transactions', { pageNo, kind }],
    queryFn: ({ signal }) => getTransactions(pageNo, kind, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTransactions(pageNo: number, kind: TransactionKind | null) {
  return useQuery(transactionsQueryOptions(pageNo, kind));
}
