import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { depositPaths, DEPOSIT_ORDERS_PAGE_SIZE } from '@openlobby/contract/deposit/paths';
import type { DepositOrderList } from '@openlobby/contract/deposit/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/v2/payments/deposit/orders` (T): the member's deposits, newest first. */
export function getDepositOrders(pageNo: number, signal?: AbortSignal): Promise<DepositOrderList> {
  return apiGet<DepositOrderList>(depositPaths.orders, {
    signal,
    query: { pageNo: String(pageNo), pageSize: String(DEPOSIT_ORDERS_PAGE_SIZE) },
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/deposit/schemas').then((m) => m.depositOrderListSchema)
      : undefined,
  });
}

/** Every page of the member's deposits: a new or settled order refreshes them all. */
export const depositOrdersQueryKey = () => ['deposit', 'orders'] as const;

export const depositOrdersQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...depositOrdersQueryKey(), pageNo] as const,
    queryFn: ({ signal }) => getDepositOrders(pageNo, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDepositOrders(pageNo: number) {
  return useQuery(depositOrdersQueryOptions(pageNo));
}
