import { useTranslation } from 'react-i18next';

type Props = {
  /** Names the navigation, e.g. "Pages of the account record". */
  label: string;
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
  /** While the next page loads, its buttons wait. */
  busy?: boolean;
};

/** Previous / "Page n of m" / next, for the member centre's paged records. */
export function Pager({ label, pageNo, totalPages, onPage, busy = false }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={pageNo <= 1 || busy}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('common.pager.previous')}
      </button>
      <span aria-live="polite">
        {t('common.pager.pageOf', { page: pageNo, total: totalPages })}
      </span>
      <button
        type="button"
        className="button"
        disabled={pageNo >= totalPages || busy}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
