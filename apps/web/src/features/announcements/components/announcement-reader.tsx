import { ANNOUNCEMENT_PAGE_SIZE } from '@openlobby/contract/content/paths';
import type { Announcement } from '@openlobby/contract/content/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html';
import { formatDateTime } from '../../../lib/format-date-time';
import styles from './announcement-reader.module.css';
import { Paginator } from './paginator';

type ReaderProps = {
  items: readonly Announcement[];
  /** The item selected first (the chosen notice); its page is shown. */
  initialIndex?: number;
  /** Shown for items with a promotionType (spec §2 "go-to-promotion button"). */
  onGoToPromotion: (item: Announcement) => void;
};

/**
 * The two panes of the announcement and notice popups (spec §2): titles on the left, 6 a
 * page with a paginator; the selected item on the right, its HTML sanitized (S4).
 */
export function AnnouncementReader({ items, initialIndex = 0, onGoToPromotion }: ReaderProps) {
  const { t } = useTranslation();
  const paneId = useId();
  const first = Math.min(Math.max(initialIndex, 0), Math.max(items.length - 1, 0));
  const [selected, setSelected] = useState(first);
  const [page, setPage] = useState(Math.floor(first / ANNOUNCEMENT_PAGE_SIZE));
  const pageCount = Math.ceil(items.length / ANNOUNCEMENT_PAGE_SIZE);
  const start = page * ANNOUNCEMENT_PAGE_SIZE;
  const current = items[selected];

  if (!current) return <p className="muted">{t('notices.empty')}</p>;

  const changePage = (next: number) => {
    setPage(next);
    // The right pane follows the visible list: the new page's first title.
    setSelected(next * ANNOUNCEMENT_PAGE_SIZE);
  };

  return (
    <div className={styles.reader}>
      <div className={styles.titles}>
        <ul aria-label={t('notices.titles')}>
          {items.slice(start, start + ANNOUNCEMENT_PAGE_SIZE).map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={start + i === selected ? 'true' : undefined}
                aria-controls={paneId}
                onClick={() => setSelected(start + i)}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
        <Paginator page={page} pageCount={pageCount} onPageChange={changePage} />
      </div>
      <article id={paneId} className={styles.pane} aria-labelledby={`${paneId}-title`}>
        <h3 id={`${paneId}-title`}>{current.title}</h3>
        <p className={styles.time}>
          <time dateTime={current.publishedAt}>
            {t('notices.publishedAt', { time: formatDateTime(current.publishedAt) })}
          </time>
        </p>
        <SafeHtml html={current.content} className={styles.content} />
        {current.promotionType && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => onGoToPromotion(current)}
          >
            {t('notices.goToPromotion')}
          </button>
        )}
      </article>
    </div>
  );
}
