import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositOrderPath } from '@openlobby/contract/deposit/paths';
import type { DepositOrder } from '@openlobby/contract/deposit/schemas';
import { apiGet } from '../../../lib/api-client';

/** While the payer is at the gateway, how often the order is read again. */
export const PENDING_ORDER_POLL_MS = 2_000;

/** `GET /wps/v2/payments/deposit/orders/:orderRef` (T). */
export function getDepositOrder(orderRef: string, signal?: AbortSignal): Promise<DepositOrder> {
  return apiGet<DepositOrder>(depositOrderPath(orderRef), {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/deposit/schemas').then((m) => m.depositOrderSchema)
      : undefined,
  });
}

export const depositOrderQueryKey = (orderRef: string) => ['deposit', 'order', orderRef] as const;

/** Polled while pending, and read again when the member comes back from the checkout window. */
export const depositOrderQueryOptions = (orderRef: string) =>
  queryOptions({
    queryKey: depositOrderQueryKey(orderRef),
    queryFn: ({ signal }) => getDepositOrder(orderRef, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? PENDING_ORDER_POLL_MS : false,
  });

export function useDepositOrder(orderRef: string) {
  return useQuery(depositOrderQueryOptions(orderRef));
}
