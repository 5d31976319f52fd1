import { useQuery } from '@tanstack/react-query';
import type { GameItem } from '@openlobby/contract/games/schemas';
import { getGameList, gameListQueryKey, type GameListFilters } from '../../../api/get-game-list';
import { useSessionStore } from '../../../stores/session-store';

/**
 * The first page of a game list, cut to `limit` games that pass `keep` (spec §9: up to 12
 * recommended non-top games; 12 PG slots). Shares the list pages' cache key.
 */
export function useHomeGames(
  filters: Omit<GameListFilters, 'language'>,
  limit: number,
  keep: (game: GameItem) => boolean = () => true,
) {
  const language = useSessionStore((s) => s.language);
  const all = { ...filters, language };
  return useQuery({
    queryKey: [...gameListQueryKey(all), 'home'] as const,
    queryFn: ({ signal }) => getGameList(all, 1, signal),
    select: (page) => page.games.filter(keep).slice(0, limit),
    staleTime: 5 * 60_000,
  });
}
