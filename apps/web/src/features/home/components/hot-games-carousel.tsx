import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { useHotGames } from '../../../api/get-hot-games';
import { HOT_SLIDES_PER_GROUP } from '../utils/home-constants';
import { HomeGameCard } from './home-game-card';
import styles from './home-widgets.module.css';

/** Hot games (spec §9): 5 cards in view (CSS), the arrows move 4 at a time. */
export function HotGamesCarousel() {
  const { t } = useTranslation();
  const games = useHotGames().data ?? [];
  const [emblaRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: HOT_SLIDES_PER_GROUP,
    containScroll: 'trimSnaps',
  });
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
          onClick={() => embla?.scrollPrev()}
        >
          ‹
        </button>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('homePage.hot.next')}
          onClick={() => embla?.scrollNext()}
        >
          ›
        </button>
      </div>
      <div className={styles.hotViewport} ref={emblaRef}>
        <ul className={styles.hotTrack} aria-labelledby="hot-title">
          {games.map((game) => (
            <li key={game.nodeId} className={styles.hotSlide}>
              <HomeGameCard game={game} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
