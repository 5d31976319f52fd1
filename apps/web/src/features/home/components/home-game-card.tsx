import type { GameItem } from '@openlobby/contract/games/schemas';
import { useTranslation } from 'react-i18next';
import { useGameStart } from '../../../components/game-launch/use-game-start';
import { apiUrl } from '../../../lib/config';
import styles from './home-widgets.module.css';

/** A game on the home page: its icon and name in one button that starts it (spec §4). */
export function HomeGameCard({ game }: { game: GameItem }) {
  const { t } = useTranslation();
  const { start } = useGameStart();
  const name = game.displayName || game.gameName;
  return (
    <button
      type="button"
      className={styles.gameCard}
      aria-label={t('homePage.play', { name })}
      onClick={() => start(game)}
    >
      <img
        src={apiUrl(game.iconUrl)}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.gameName}>{name}</span>
    </button>
  );
}
