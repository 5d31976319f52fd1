import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths } from '@openlobby/contract/games/paths';
import type { GameItem } from '@openlobby/contract/games/schemas';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/relay/GCS_recentGame` (T): the member's last games, most recent first. */
export function getRecentGames(language: Language, signal?: AbortSignal): Promise<GameItem[]> {
  return apiGet<GameItem[]>(gamePaths.recentGames, {
    query: { language },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/games/lists').then((m) => m.recentGamesValueSchema)
      : undefined,
  });
}

export const recentGamesQueryOptions = (memberId: number, language: Language) =>
  queryOptions({
    // Per member: another account in this tab must never see these.
    queryKey: ['games', 'recent', memberId, language] as const,
    queryFn: ({ signal }) => getRecentGames(language, signal),
    staleTime: 0,
  });

export function useRecentGames(memberId: number, language: Language) {
  return useQuery(recentGamesQueryOptions(memberId, language));
}
