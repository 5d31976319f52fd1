import type { Banner } from '@openlobby/contract/content/schemas';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../../../api/get-banners';
import { apiUrl } from '../../../lib/config';
import { BANNER_AUTOPLAY_MS, BANNER_EMBLA_DURATION } from '../utils/home-constants';
import { useBannerClick } from '../hooks/use-banner-click';
import styles from './home-widgets.module.css';

/**
 * The home carousel (spec §9: group w_home, autoplay 5000 ms, a 1000 ms slide). Each banner
 * is a button that follows its linkage; autoplay stops while hovered or focused and when the
 * visitor prefers reduced motion. Its box has a fixed 3:1 ratio, so loading moves nothing.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useBanners('w_home').data ?? [];
  const follow = useBannerClick();
  const reduced =
    typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: BANNER_EMBLA_DURATION }, [
    Autoplay({
      delay: BANNER_AUTOPLAY_MS,
      active: !reduced,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);
  const goTo = useCallback((i: number) => embla?.scrollTo(i), [embla]);

  return (
    <section
      className={styles.banners}
      aria-roledescription="carousel"
      aria-label={t('homePage.banners.label')}
    >
      <div className={styles.bannerViewport} ref={emblaRef}>
        <div className={styles.bannerTrack}>
          {banners.map((banner: Banner, i) => (
            <div
              key={banner.id}
              className={styles.bannerSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('homePage.banners.slide', { index: i + 1, total: banners.length })}
            >
              <button type="button" className={styles.bannerButton} onClick={() => follow(banner)}>
                <img
                  src={apiUrl(banner.url)}
                  alt={banner.title}
                  width={1200}
                  height={400}
                  // The first banner is the page's largest image (LCP, P2).
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <div className={styles.bannerDots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t('homePage.banners.goTo', { index: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
