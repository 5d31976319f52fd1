import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths } from '@openlobby/contract/games/paths';
import type { GameItem } from '@openlobby/contract/games/schemas';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';

/**
 * `GET /wps/relay/GCSGAME_hotGamesV2` for the home page's hot carousel. Same key and
 * fetcher as features/game-list/api/get-hot-games.ts, so /hot and home share one cache;
 * that file can re-export this one (features may not import each other).
 */
export function getHotGames(language: Language, signal?: AbortSignal): Promise<GameItem[]> {
  return apiGet<GameItem[]>(gamePaths.hotGames, {
    query: { language },
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/games/lists').then((m) => m.hotGamesValueSchema)
      : undefined,
  });
}

export const hotGamesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['games', 'hot', language] as const,
    queryFn: ({ signal }) => getHotGames(language, signal),
    staleTime: 5 * 60_000,
  });

export function useHotGames() {
  const language = useSessionStore((s) => s.language);
  return useQuery(hotGamesQueryOptions(language));
}
