import {
  transactionKinds,
  type TransactionKind,
} from '@openlobby/contract/wallet/transaction-kinds';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryStatus } from '../../../components/query-status';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useTransactions } from '../api/get-transactions';
import styles from './records.module.css';

/**
 * The account record (spec §2 transactionHistory): every movement of the member's wallet,
 * newest first, with the balance after it, filtered by kind, a page at a time.
 */
export function TransactionHistoryView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const [kind, setKind] = useState<TransactionKind | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const query = useTransactions(pageNo, kind);
  const filterId = useId();
  const page = query.data;

  const money = (amount: number) => formatMoney(amount, language, page?.currency);
  return (
    <div className={styles.records}>
      <div className={styles.filters}>
        <label htmlFor={filterId}>{t('memberCentre.records.kind')}</label>
        <select
          id={filterId}
          value={kind ?? ''}
          onChange={(event) => {
            setKind((event.target.value || null) as TransactionKind | null);
            setPageNo(1);
          }}
        >
          <option value="">{t('memberCentre.records.allKinds')}</option>
          {transactionKinds.map((k) => (
            <option key={k} value={k}>
              {t(`memberCentre.records.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryStatus query={query} />
      {page && page.content.length === 0 && (
        <p className="muted">{t('memberCentre.records.empty')}</p>
      )}
      {page && page.content.length > 0 && (
        <table className={styles.table} tabIndex={0}>
          <caption className="visually-hidden">
            {t('memberCentre.views.transactionHistory')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('memberCentre.records.time')}</th>
              <th scope="col">{t('memberCentre.records.kind')}</th>
              <th scope="col" className={styles.number}>
                {t('memberCentre.records.amount')}
              </th>
              <th scope="col" className={styles.number}>
                {t('memberCentre.records.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.createdAt)}</td>
                <td>{t(`memberCentre.records.kinds.${row.kind}`)}</td>
                <td className={`${styles.number} ${row.amount > 0 ? styles.credit : styles.debit}`}>
                  {row.amount > 0 ? `+${money(row.amount)}` : money(row.amount)}
                </td>
                <td className={styles.number}>{money(row.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && (
        <Pager
          label={t('memberCentre.records.pages')}
          pageNo={pageNo}
          totalPages={page.totalPages}
          onPage={setPageNo}
          busy={query.isFetching}
        />
      )}
    </div>
  );
}
