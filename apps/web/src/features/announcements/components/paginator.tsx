import { useTranslation } from 'react-i18next';
import { pageRange } from '../utils/page-range';
import styles from './announcement-reader.module.css';

type PaginatorProps = {
  /** 0-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/**
 * The title list's pages (spec §9: range 2, margin 0): previous, the pages near the current
 * one, next. Buttons with names a screen reader can say; the current page is marked.
 */
export function Paginator({ page, pageCount, onPageChange }: PaginatorProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('notices.pages.label')} className={styles.paginator}>
      <button
        type="button"
        aria-label={t('notices.pages.previous')}
        disabled={page === 0}
        onClick={() => onPageChange(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {pageRange(page, pageCount).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} aria-hidden="true" className={styles.gap}>
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            aria-label={t('notices.pages.page', { page: item.page + 1 })}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => onPageChange(item.page)}
          >
            {item.page + 1}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label={t('notices.pages.next')}
        disabled={page >= pageCount - 1}
        onClick={() => onPageChange(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
