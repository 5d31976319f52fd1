import type { GameItem } from '@openlobby/contract/games/schemas';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/config';
import styles from './game-card.module.css';

export type GameCardProps = {
  game: GameItem;
  /** The provider's display name (the vendor list's), or its code while unknown. */
  vendorName: string;
  isFavorite: boolean;
  /** Hot cards of lottery providers have no heart (spec §4). */
  showFavorite: boolean;
  onStart: (game: GameItem, options?: { demo?: boolean }) => void;
  onToggleFavorite: (game: GameItem, isFavorite: boolean) => void;
  /** Position in the whole list, for screen readers when the grid only renders a window. */
  index?: number;
  total?: number;
};

/**
 * One game (spec §3 "Game item"): icon, name, provider, the favourite heart and, when a
 * free demo is offered (supportPlay 0), a demo button. The name button covers the card,
 * so the icon starts the game too. Few elements on purpose: the grid renders dozens.
 */
export const GameCard = memo(function GameCard({
  game,
  vendorName,
  isFavorite,
  showFavorite,
  onStart,
  onToggleFavorite,
  index,
  total,
}: GameCardProps) {
  const { t } = useTranslation();
  const name = game.displayName || game.gameName;
  return (
    <div
      role="listitem"
      className={styles.card}
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={total}
    >
      <img
        className={styles.icon}
        src={apiUrl(game.iconUrl)}
        alt={name}
        width={160}
        height={160}
        // The first rows are in view at once and hold the page's largest image (LCP, P2):
        // fetched at once and early; the rest wait until they scroll near.
        loading={isFirstRows(index) ? 'eager' : 'lazy'}
        fetchPriority={isFirstRows(index) ? 'high' : 'auto'}
        // The first icon (preloaded with the page, ADR 015) paints with its frame.
        decoding={index === 0 ? 'sync' : 'async'}
      />
      <button type="button" className={styles.play} onClick={() => onStart(game)}>
        {name}
      </button>
      <span className={styles.vendor}>{vendorName}</span>
      {showFavorite && (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={isFavorite}
          aria-label={t('gameList.card.favorite', { name })}
          onClick={() => onToggleFavorite(game, isFavorite)}
        />
      )}
      {game.supportPlay === 0 && (
        <button
          type="button"
          className={styles.demo}
          aria-label={t('gameList.card.demoLabel', { name })}
          onClick={() => onStart(game, { demo: true })}
        >
          {t('gameList.card.demo')}
        </button>
      )}
    </div>
  );
});

/** Cards of the first two rows of a phone-to-desktop grid (up to 7 columns). */
const firstRowsCards = 14;
const isFirstRows = (index: number | undefined) => index !== undefined && index < firstRowsCards;
