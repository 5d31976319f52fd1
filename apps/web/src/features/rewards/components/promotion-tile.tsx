import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShownPromotion } from '../hooks/use-shown-promotions';
import { PromotionPeriod } from './promotion-period';
import styles from './promotions-page.module.css';

/** PNG-free art: the server draws each promotion's image (640 × 320) from its title. */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 320;

/**
 * One promotion's card on the promotions page: art, title (the link to its detail),
 * period and the status the reader has in it.
 */
export function PromotionTile({
  promotion: p,
  detailSearch,
  first = false,
  onFirstScreen = first,
}: {
  promotion: ShownPromotion;
  detailSearch: string;
  /** The page's first card: its art is the largest paint, fetched at once (P2). */
  first?: boolean;
  /**
   * A card a phone shows without scrolling: its art is asked for with the page, not after
   * layout. Lighthouse saw the second card's art taken as the largest paint while it was
   * still lazy, 1.9 s late (P2).
   */
  onFirstScreen?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className={styles.tile} aria-labelledby={titleId}>
      {/* Decorative: the art repeats the title, which the heading says. */}
      <img
        className={styles.art}
        src={p.imageUrl}
        alt=""
        width={ART_WIDTH}
        height={ART_HEIGHT}
        loading={onFirstScreen ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding={onFirstScreen ? undefined : 'async'}
      />
      <div className={styles.tileBody}>
        <h2 id={titleId} className={styles.tileTitle}>
          <Link to={{ search: detailSearch }}>{p.title}</Link>
        </h2>
        <p className={styles.period}>
          <PromotionPeriod promotion={p} />
        </p>
        <p className={styles.status} data-status={p.status}>
          {t(`rewards.status.${p.status}`)}
        </p>
      </div>
    </article>
  );
}
