import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gameListQueryOptions } from '../../api/get-game-list';
import { apiUrl } from '../../lib/config';
import { useSessionStore } from '../../stores/session-store';
import { AppDialog } from '../app-dialog';
import { QueryStatus } from '../query-status';
import { gameLaunch, type ListedVendor } from './game-launch-store';
import { useGameStart } from './use-game-start';
import styles from './vendor-games-popup.module.css';

/** The popup game list of spec §4: a provider-level entry's games, each one startable. */
export function VendorGamesPopup({ vendor }: { vendor: ListedVendor }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const { start } = useGameStart();
  const filters = { vassalage: vendor.vassalage, gameType: vendor.gameType, language };
  // The list pages' query: one cache, one way of paging.
  const query = useInfiniteQuery(gameListQueryOptions(filters));
  const games = (query.data?.pages ?? []).flatMap((p) => p.games);

  return (
    <AppDialog
      name="vendorGames"
      open
      size="large"
      title={t('gameLaunch.vendorGames', { name: vendor.name })}
      onClose={gameLaunch.close}
    >
      <QueryStatus query={query} />
      {query.isSuccess && games.length === 0 && <p className="muted">{t('gameLaunch.noGames')}</p>}
      {games.length > 0 && (
        <ul className={styles.list} aria-label={t('gameLaunch.vendorGames', { name: vendor.name })}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <button
                type="button"
                className={styles.game}
                onClick={() => start(game, { withinProvider: true })}
              >
                <img src={apiUrl(game.iconUrl)} alt="" width={64} height={64} loading="lazy" />
                <span>{game.displayName || game.gameName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('gameLaunch.more')}
        </button>
      )}
    </AppDialog>
  );
}
