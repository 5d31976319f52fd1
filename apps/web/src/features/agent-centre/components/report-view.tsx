import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryStatus } from '../../../components/query-status';
import type { PeriodChoice, ReportFilter } from '../api/period-query';
import { useMoney } from '../../../api/use-money';
import { AccountSearch } from './account-search';
import { PeriodPicker, PeriodShown } from './period-picker';
import styles from './agent-views.module.css';

/** A paged report's reply (contract `pagedOf`): rows of the page, totals of the period. */
export type ReportPage<Row> = {
  from: string;
  to: string;
  content: Row[];
  pageNum: number;
  totalPages: number;
  totals: Record<string, number>;
};

export type ReportColumn<Row> = {
  key: keyof Row & string;
  /** `money` in the site's format, `count` as a number, `text` as it comes. */
  format: 'text' | 'count' | 'money';
};

type Props<Row> = {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  useReport: (filter: ReportFilter) => UseQueryResult<ReportPage<Row>>;
  /** Reports by member can be searched by account. */
  searchable?: boolean;
  /** A last column of controls per row (`actionsLabel` its heading), e.g. a drill-down. */
  rowAction?: (row: Row) => ReactNode;
  actionsLabel?: string;
  /** Shown under the table (what a row's action opened). */
  children?: ReactNode;
};

/**
 * The agent's reports (team betting, user loss, my income, account details): a period, an
 * optional account search, a page of rows and the totals of the whole period.
 */
export function ReportView<Row>({
  caption,
  columns,
  useReport,
  searchable = true,
  rowAction,
  actionsLabel,
  children,
}: Props<Row>) {
  const { t } = useTranslation();
  const money = useMoney();
  const [choice, setChoice] = useState<PeriodChoice>({ period: 'today' });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useReport({ ...choice, search: search || undefined, page });
  const data = query.data;

  const show = (column: ReportColumn<Row>, value: unknown) =>
    column.format === 'money' ? money(Number(value)) : String(value);
  const onSearch = (typed: string) => {
    setSearch(typed);
    setPage(1);
  };

  return (
    <div className={styles.view}>
      <PeriodPicker
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setPage(1);
        }}
      />
      {searchable && (
        <AccountSearch
          label={t('agentCentre.reports.search')}
          submitLabel={t('agentCentre.reports.searchSubmit')}
          onSearch={onSearch}
        />
      )}
      <QueryStatus query={query} />
      {data && <PeriodShown from={data.from} to={data.to} />}
      {data && data.content.length === 0 && (
        <p className="muted">{t('agentCentre.reports.empty')}</p>
      )}
      {data && data.content.length > 0 && (
        <table className={styles.table} tabIndex={0}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={c.format === 'text' ? undefined : styles.number}
                >
                  {t(`agentCentre.reports.${c.key}`)}
                </th>
              ))}
              {rowAction && <th scope="col">{actionsLabel}</th>}
            </tr>
          </thead>
          <tbody>
            {data.content.map((row, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.key} className={c.format === 'text' ? undefined : styles.number}>
                    {show(c, row[c.key])}
                  </td>
                ))}
                {rowAction && <td>{rowAction(row)}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row">
                    {t('agentCentre.reports.totals')}
                  </th>
                ) : (
                  <td key={c.key} className={c.format === 'text' ? undefined : styles.number}>
                    {data.totals[c.key] !== undefined ? show(c, data.totals[c.key]) : ''}
                  </td>
                ),
              )}
              {rowAction && <td />}
            </tr>
          </tfoot>
        </table>
      )}
      {data && (
        <Pager
          label={t('agentCentre.reports.pages')}
          pageNo={page}
          totalPages={data.totalPages}
          onPage={setPage}
          busy={query.isFetching}
        />
      )}
      {children}
    </div>
  );
}
