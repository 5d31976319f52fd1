import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@openlobby/contract/language';
import { redEnvelopePaths } from '@openlobby/contract/red-envelope/paths';
import type { RedEnvelopeCurrent } from '@openlobby/contract/red-envelope/schemas';
import { apiGet } from '../../../lib/api-client';

/** Under `member`, which logout removes; refreshed after an open. */
export const redEnvelopeQueryKey = () => ['member', 'red-envelope'] as const;

/** `GET /wps/relay/RedEnvelope_current` (T): the round open now, the member's standing in it. */
export function getCurrentRound(signal?: AbortSignal): Promise<RedEnvelopeCurrent> {
  return apiGet<RedEnvelopeCurrent>(redEnvelopePaths.current, {
    signal,
    schema: import.meta.env.DEV
      ? () =>
          import('@openlobby/contract/red-envelope/schemas').then((m) => m.redEnvelopeCurrentSchema)
      : undefined,
  });
}

export function useCurrentRound(language: Language, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...redEnvelopeQueryKey(), language] as const,
      queryFn: ({ signal }) => getCurrentRound(signal),
      enabled,
      staleTime: 30_000,
    }),
  );
}
