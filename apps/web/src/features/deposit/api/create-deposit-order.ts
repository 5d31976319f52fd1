import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositPaths } from '@openlobby/contract/deposit/paths';
import type { CreateDepositOrder, DepositOrder } from '@openlobby/contract/deposit/schemas';
import { apiSend } from '../../../lib/api-client';
import { depositOrderQueryKey } from './get-deposit-order';
import { depositOrdersQueryKey } from './get-deposit-orders';

/** `POST /wps/v2/payments/deposit/orders` (T): a pending order and its checkout URL. */
export function createDepositOrder(input: CreateDepositOrder): Promise<DepositOrder> {
  return apiSend<DepositOrder>('POST', depositPaths.orders, input);
}

export function useCreateDepositOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(depositOrderQueryKey(order.orderRef), order);
      void queryClient.invalidateQueries({ queryKey: depositOrdersQueryKey() });
    },
  });
}
