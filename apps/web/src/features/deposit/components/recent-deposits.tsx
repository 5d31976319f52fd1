import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@openlobby/contract/language';
import { QueryStatus } from '../../../components/query-status';
import { intlLocales } from '../../../lib/i18n/intl-locales';
import { formatMoney } from '../../../lib/format-money';
import { useDepositOrders } from '../api/get-deposit-orders';
import styles from './deposit-view.module.css';

/** The member's deposits, newest first, with status and time; paged. */
export function RecentDeposits({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useDepositOrders(pageNo);
  const time = new Intl.DateTimeFormat(intlLocales[language], {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const page = query.data;
  return (
    <section className={styles.recent} aria-labelledby="deposit-recent-title">
      <h3 id="deposit-recent-title">{t('deposit.recent.title')}</h3>
      <QueryStatus query={query} />
      {page && page.content.length === 0 && <p className="muted">{t('deposit.recent.empty')}</p>}
      {page && page.content.length > 0 && (
        <ul className={styles.list} aria-labelledby="deposit-recent-title">
          {page.content.map((o) => (
            <li key={o.orderRef} className={styles.item} data-status={o.status}>
              <span className={styles.itemAmount}>
                {formatMoney(o.amount, language, o.currency)}
              </span>
              <span>{o.channelCode}</span>
              <span className={styles.itemStatus}>{t(`deposit.status.${o.status}`)}</span>
              <time dateTime={o.createdAt}>{time.format(new Date(o.createdAt))}</time>
            </li>
          ))}
        </ul>
      )}
      {page && page.totalPages > 1 && (
        <nav className={styles.pager} aria-label={t('deposit.recent.title')}>
          <button
            type="button"
            className="button"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('deposit.recent.previous')}
          </button>
          <span>{t('deposit.recent.page', { page: pageNo, total: page.totalPages })}</span>
          <button
            type="button"
            className="button"
            disabled={pageNo >= page.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('deposit.recent.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
