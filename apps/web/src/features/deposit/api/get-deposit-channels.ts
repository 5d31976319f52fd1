import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositPaths } from '@openlobby/contract/deposit/paths';
import type { DepositChannel } from '@openlobby/contract/deposit/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/v2/payments/deposit/channels` (T): channels open now, names in our language. */
export function getDepositChannels(signal?: AbortSignal): Promise<DepositChannel[]> {
  return apiGet<DepositChannel[]>(depositPaths.channels, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/deposit/schemas').then((m) => m.depositChannelListSchema)
      : undefined,
  });
}

export const depositChannelsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['deposit', 'channels', language],
    queryFn: ({ signal }) => getDepositChannels(signal),
    // The operator changes bounds at run time: read them again whenever the view opens.
    staleTime: 0,
    retry: false,
  });

export function useDepositChannels(language: string) {
  return useQuery(depositChannelsQueryOptions(language));
}
