import { useTranslation } from 'react-i18next';
import { useHotGames } from '../../../api/get-hot-games';
import { useSnapCarousel } from '../hooks/use-snap-carousel';
import { HOT_SLIDES_PER_GROUP } from '../utils/home-constants';
import { HomeGameCard } from './home-game-card';
import styles from './home-widgets.module.css';

/**
 * Hot games (spec §9): 5 cards in view (CSS), the arrows move 4 at a time. The list itself
 * is a native scroll-snap track, so it also swipes and scrolls by keyboard.
 */
export function HotGamesCarousel() {
  const { t } = useTranslation();
  const games = useHotGames().data ?? [];
  const { trackRef, step } = useSnapCarousel<HTMLUListElement>({ count: games.length });
  return (
    <section className={styles.gameSection} aria-labelledby="hot-title">
      <div className={styles.rowHeader}>
        <h2 id="hot-title" className={styles.widgetTitle}>
          {t('homePage.hot.title')}
        </h2>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('homePage.hot.previous')}
          onClick={() => step(-HOT_SLIDES_PER_GROUP)}
        >
          ‹
        </button>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('homePage.hot.next')}
          onClick={() => step(HOT_SLIDES_PER_GROUP)}
        >
          ›
        </button>
      </div>
      <ul className={styles.hotTrack} ref={trackRef} aria-labelledby="hot-title">
        {games.map((game) => (
          <li key={game.nodeId} className={styles.hotSlide}>
            <HomeGameCard game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
