import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositPaths } from '@openlobby/contract/deposit/paths';
import type { CreateDepositOrder, DepositOrder } from '@openlobby/contract/deposit/schemas';
import { apiSend } from '../../../lib/api-client';
import { depositQueryKeys } from './deposit-query-keys';

/** `POST /wps/v2/payments/deposit/orders` (T): a pending order and its checkout URL. */
export function createDepositOrder(input: CreateDepositOrder): Promise<DepositOrder> {
  return apiSend<DepositOrder>('POST', depositPaths.orders, input);
}

export function useCreateDepositOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(depositQueryKeys.order(order.orderRef), order);
      void queryClient.invalidateQueries({ queryKey: ['deposit', 'orders'] });
    },
  });
}
