import { queryOptions, useQuery } from '@tanstack/react-query';
import { playSessionPaths } from '@openlobby/contract/play-session/paths';
import type { PlaySession } from '@openlobby/contract/play-session/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/play-session` (T): clock, stakes, winnings, net and the reality check. */
export function getPlaySession(signal?: AbortSignal): Promise<PlaySession> {
  return apiGet<PlaySession>(playSessionPaths.state, { signal });
}

/** Under `member`, which logout removes; the push channel's balance events invalidate it. */
export const playSessionQueryKey = () => ['member', 'play-session'] as const;

export const playSessionQueryOptions = () =>
  queryOptions({
    queryKey: playSessionQueryKey(),
    queryFn: ({ signal }) => getPlaySession(signal),
    // Fresh on each balance event and at the next check; no fast polling (ADR 033).
    staleTime: 30_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });

export function usePlaySession(enabled: boolean) {
  return useQuery({ ...playSessionQueryOptions(), enabled });
}
