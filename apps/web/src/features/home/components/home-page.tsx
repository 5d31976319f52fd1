import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from './banner-carousel';
import { JackpotTicker } from './jackpot-ticker';
import { LazySection } from '../../../components/lazy-section';
import { NoticeMarquee } from './notice-marquee';
import { ProviderSections } from './provider-sections';
import widgets from './home-widgets.module.css';
import styles from './home-page.module.css';

// Below the fold: their code (hot carousel, QR drawing, game grids) loads only when
// the visitor scrolls near them, keeping the first load of / small (P1).
const WinnersBoard = lazy(() =>
  import('./winners-board').then((m) => ({ default: m.WinnersBoard })),
);
const HotGamesCarousel = lazy(() =>
  import('./hot-games-carousel').then((m) => ({ default: m.HotGamesCarousel })),
);
const HomeGameSections = lazy(() =>
  import('./home-game-sections').then((m) => ({ default: m.HomeGameSections })),
);
const AppDownloadBlock = lazy(() =>
  import('./app-download-block').then((m) => ({ default: m.AppDownloadBlock })),
);
const BestSupportNav = lazy(() =>
  import('./best-support-nav').then((m) => ({ default: m.BestSupportNav })),
);

/** Home (spec §1, §9): banners, notices, jackpot, winners, games, providers, app, support. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <BannerCarousel />
      <NoticeMarquee />
      <div className={styles.highlights}>
        <JackpotTicker />
        <LazySection minHeight={372}>
          <Suspense fallback={null}>
            <WinnersBoard />
          </Suspense>
        </LazySection>
      </div>
      <LazySection className={widgets.hotReserve}>
        <Suspense fallback={null}>
          <HotGamesCarousel />
        </Suspense>
      </LazySection>
      <LazySection className={widgets.gamesReserve}>
        <Suspense fallback={null}>
          <HomeGameSections />
        </Suspense>
      </LazySection>
      <ProviderSections />
      <div className={styles.bottom}>
        <LazySection minHeight={220}>
          <Suspense fallback={null}>
            <AppDownloadBlock />
          </Suspense>
        </LazySection>
        <LazySection minHeight={160}>
          <Suspense fallback={null}>
            <BestSupportNav />
          </Suspense>
        </LazySection>
      </div>
    </div>
  );
}
