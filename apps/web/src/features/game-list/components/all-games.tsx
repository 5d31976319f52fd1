import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameList, type GameListFilters } from '../../../api/get-game-list';
import { QueryStatus } from '../../../components/query-status';
import { GamesGrid } from './games-grid';

/** The filtered list, loaded 50 at a time as the grid nears the end of what it has. */
export function AllGames({ filters, hot = false }: { filters: GameListFilters; hot?: boolean }) {
  const { t } = useTranslation();
  const query = useGameList(filters);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const games = useMemo(() => data?.pages.flatMap((page) => page.games) ?? [], [data]);
  const total = data?.pages[0]?.totalCount ?? 0;
  const onNearEnd = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <>
      <QueryStatus query={query} />
      {query.isSuccess && games.length === 0 && <p className="muted">{t('gameList.empty')}</p>}
      {games.length > 0 && (
        <GamesGrid
          virtual
          hot={hot}
          games={games}
          total={total}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onNearEnd={onNearEnd}
          // Busy while the old filter's cards stand in for the new one's.
          busy={query.isPlaceholderData}
        />
      )}
    </>
  );
}
