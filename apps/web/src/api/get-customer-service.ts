import { queryOptions, useQuery } from '@tanstack/react-query';
import { startupRequests } from '@openlobby/contract/startup-requests';
import type { CustomerServiceValue } from '@openlobby/contract/content/support';
import { apiGet } from '../lib/api-client';

/** `GET /wps/system/customerService`: the configured shortcuts and social links (spec §2). */
export function getCustomerService(signal?: AbortSignal): Promise<CustomerServiceValue> {
  const { path, query } = startupRequests.customerService();
  return apiGet<CustomerServiceValue>(path, {
    query,
    signal,
    schema: import.meta.env.DEV
      ? () =>
          import('@openlobby/contract/content/support').then((m) => m.customerServiceValueSchema)
      : undefined,
  });
}

export const customerServiceQueryOptions = () =>
  queryOptions({
    queryKey: ['support', 'customerService'] as const,
    queryFn: ({ signal }) => getCustomerService(signal),
    // The right bar and the footer share one fetch per page load; operator changes show
    // at the next load.
    staleTime: 5 * 60_000,
  });

export function useCustomerService() {
  return useQuery(customerServiceQueryOptions());
}
