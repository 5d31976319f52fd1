import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamePaths } from '@openlobby/contract/games/paths';
import type { GameItem } from '@openlobby/contract/games/schemas';
import type { Language } from '@openlobby/contract/language';
import { apiGet } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';

/**
 * `GET /wps/relay/GCSGAME_hotGamesV2`: the same for everyone, so cached a while (spec §7).
 * Shared here because the home page's carousel and the /hot list read one cache.
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
