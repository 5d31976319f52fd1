import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@openlobby/contract/language';
import { Pager } from '../../../components/pager';
import { QueryStatus } from '../../../components/query-status';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatMoney } from '../../../lib/format-money';
import { useDepositOrders } from '../api/get-deposit-orders';
import styles from './deposit-view.module.css';

/** The member's deposits, newest first, with status and time; paged. */
export function RecentDeposits({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useDepositOrders(pageNo);
  const titleId = useId();
  const page = query.data;
  return (
    <section className={styles.recent} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('deposit.recent.title')}</h3>
      <QueryStatus query={query} />
      {page && page.content.length === 0 && <p className="muted">{t('deposit.recent.empty')}</p>}
      {page && page.content.length > 0 && (
        <ul className={styles.list} aria-labelledby={titleId}>
          {page.content.map((o) => (
            <li key={o.orderRef} className={styles.item} data-status={o.status}>
              <span className={styles.itemAmount}>
                {formatMoney(o.amount, language, o.currency)}
              </span>
              <span>{o.channelCode}</span>
              <span className={styles.itemStatus}>{t(`deposit.status.${o.status}`)}</span>
              <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
      {page && (
        <Pager
          label={t('deposit.recent.title')}
          pageNo={pageNo}
          totalPages={page.totalPages}
          onPage={setPageNo}
          busy={query.isFetching}
        />
      )}
    </section>
  );
}
