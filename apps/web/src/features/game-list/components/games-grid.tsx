import type { GameItem } from '@openlobby/contract/games/schemas';
import { noFavoriteHotVendors } from '@openlobby/contract/games/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDigits } from '../../../lib/i18n/group-digits';
import { useSessionStore } from '../../../stores/session-store';
import { useCardActions } from '../hooks/use-card-actions';
import { GameCard } from './game-card';
import { VirtualGameGrid } from './virtual-game-grid';
import styles from './game-list-page.module.css';

export type GamesGridProps = {
  games: readonly GameItem[];
  /** All games the list has, loaded or not (shown to people and to screen readers). */
  total: number;
  hasMore?: boolean;
  loadingMore?: boolean;
  onNearEnd?: () => void;
  /** Hot cards: lottery providers lose the heart (spec §4). */
  hot?: boolean;
  /** Long lists are virtualized; short ones (favourites, recent) render whole. */
  virtual?: boolean;
  /** The cards shown are a previous filter's, while the new one loads. */
  busy?: boolean;
};

/** A list's game cards with the card actions wired in, and a count of what it shows. */
export function GamesGrid({
  games,
  total,
  hasMore = false,
  loadingMore = false,
  onNearEnd,
  hot = false,
  virtual = false,
  busy = false,
}: GamesGridProps) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const { favoriteIds, toggleFavorite, start, vendorName } = useCardActions();
  const label = t('gameList.gamesLabel');

  const renderCard = useCallback(
    (game: GameItem, index: number) => (
      <GameCard
        key={game.nodeId}
        game={game}
        vendorName={vendorName(game.vassalage)}
        isFavorite={favoriteIds.has(game.nodeId)}
        showFavorite={!(hot && noFavoriteHotVendors.includes(game.vassalage.toUpperCase()))}
        onStart={start}
        onToggleFavorite={toggleFavorite}
        index={index}
        total={total}
      />
    ),
    [favoriteIds, hot, start, toggleFavorite, total, vendorName],
  );

  return (
    <>
      <p className="muted" aria-live="polite">
        {t('gameList.count', { count: total, total: groupDigits(total, language) })}
      </p>
      {virtual ? (
        <VirtualGameGrid
          games={games}
          label={label}
          busy={busy}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onNearEnd={onNearEnd ?? noop}
          renderCard={renderCard}
        />
      ) : (
        <div role="list" aria-label={label} aria-busy={busy} className={styles.staticGrid}>
          {games.map(renderCard)}
        </div>
      )}
      {loadingMore && (
        <p role="status" className="muted">
          {t('gameList.loadingMore')}
        </p>
      )}
    </>
  );
}

function noop() {}
