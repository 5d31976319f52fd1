import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { QueryStatus } from '../../../components/query-status';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatMoney } from '../../../lib/format-money';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { useBonuses } from '../api/records-api';
import styles from './records.module.css';

/**
 * Bonus details (spec §2 bonusDetails): every bonus credited to the member — promotion,
 * mission, rebate, referral, VIP — with its source, amount, time and status, newest first.
 */
export function BonusView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('records', language);
  const query = useBonuses();
  if (!stringsIn) return <PageLoader />;
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.items);
  const money = (amount: number) => formatMoney(amount, language, pages[0]?.currency);
  return (
    <div className={styles.records}>
      <QueryStatus query={query} />
      {pages.length > 0 && rows.length === 0 && <p className="muted">{t('records.empty')}</p>}
      {rows.length > 0 && (
        <table className={styles.table} tabIndex={0}>
          <caption className="visually-hidden">{t('memberCentre.views.bonusDetails')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('records.time')}</th>
              <th scope="col">{t('records.source')}</th>
              <th scope="col" className={styles.number}>
                {t('records.amount')}
              </th>
              <th scope="col">{t('records.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.createdAt)}</td>
                <td>{t(`records.sources.${row.source}`)}</td>
                <td className={`${styles.number} ${row.amount > 0 ? styles.gain : ''}`}>
                  {row.amount > 0 ? `+${money(row.amount)}` : money(row.amount)}
                </td>
                <td>{t(`records.statuses.${row.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('records.loadMore')}
        </button>
      )}
    </div>
  );
}
