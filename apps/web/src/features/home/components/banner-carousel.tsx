import type { Banner } from '@openlobby/contract/content/schemas';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../../../api/get-banners';
import { apiUrl } from '../../../lib/config';
import { BANNER_AUTOPLAY_MS } from '../utils/home-constants';
import { useBannerClick } from '../hooks/use-banner-click';
import { useSnapCarousel } from '../hooks/use-snap-carousel';
import styles from './home-widgets.module.css';

/**
 * The home carousel (spec §9: group w_home, autoplay 5000 ms, the browser's smooth slide).
 * A native scroll-snap track (swipe and keyboard scroll come free). A banner that leads
 * somewhere shows a call-to-action button under its title ("See offer", "Play now", "Learn
 * more"), named with the banner's title too; the button covers the whole banner, so a
 * click anywhere on it follows the linkage, with one tab stop per slide. Autoplay holds
 * while hovered or focused, while the tab is hidden and for visitors who prefer reduced
 * motion. The track has a fixed 3:1 ratio and the button sits on the picture, so loading
 * moves nothing.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useBanners('w_home').data ?? [];
  const follow = useBannerClick();
  const { trackRef, index, goTo, pauseProps } = useSnapCarousel<HTMLDivElement>({
    count: banners.length,
    autoplayMs: BANNER_AUTOPLAY_MS,
    loop: true,
  });

  return (
    <section
      className={styles.banners}
      aria-roledescription="carousel"
      aria-label={t('homePage.banners.label')}
      {...pauseProps}
    >
      <div className={styles.bannerTrack} ref={trackRef}>
        {banners.map((banner: Banner, i) => (
          <div
            key={banner.id}
            className={styles.bannerSlide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('homePage.banners.slide', { index: i + 1, total: banners.length })}
          >
            <img
              className={styles.bannerImage}
              src={apiUrl(banner.url)}
              // The button below names the banner; a banner without one is named here.
              alt={leadsSomewhere(banner) ? '' : banner.title}
              width={1200}
              height={400}
              // The first banner is the page's largest image (LCP, P2).
              fetchPriority={i === 0 ? 'high' : 'auto'}
              loading={i === 0 ? 'eager' : 'lazy'}
              // The first one paints with the frame that inserts it, not a frame later.
              decoding={i === 0 ? 'sync' : 'async'}
            />
            {leadsSomewhere(banner) && (
              <button type="button" className={styles.bannerCta} onClick={() => follow(banner)}>
                <span className={styles.ctaPill}>
                  {t(`homePage.banners.cta.${banner.linkageType}`)}
                </span>
                <span className="visually-hidden">
                  {': '}
                  {banner.title}
                  {banner.linkageType === 'URL' && ` (${t('homePage.banners.newTab')})`}
                </span>
              </button>
            )}
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className={styles.bannerDots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t('homePage.banners.goTo', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** Whether a banner has somewhere to go: a promotion, a game still listed, or an address. */
function leadsSomewhere(
  banner: Banner,
): banner is Banner & { linkageType: 'PROMOTION' | 'GAME' | 'URL' } {
  switch (banner.linkageType) {
    case 'PROMOTION':
      return true;
    case 'GAME':
      return banner.game !== null;
    case 'URL':
      return Boolean(banner.linkage);
    case 'NONE':
      return false;
  }
}
