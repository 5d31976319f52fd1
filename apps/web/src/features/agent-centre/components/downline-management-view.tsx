import { downlineSorts, type DownlineSort } from '@openlobby/contract/agent/paths';
import type { Downline } from '@openlobby/contract/agent/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryStatus } from '../../../components/query-status';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDownlines } from '../api/get-downlines';
import { useMoney } from '../../../api/use-money';
import { AccountSearch } from './account-search';
import { DownlineDetails } from './downline-details';
import styles from './agent-views.module.css';

/** Levels offered by the filter; deeper ones are reached by drilling down. */
const levels = [1, 2, 3, 4, 5] as const;

type Crumb = { id: number; account: string };

/**
 * downlineManagmentView (spec §2): the downline tree a page at a time, searched, filtered
 * by level and sorted; a downline's own downlines by drilling in; its details (overview,
 * contracts) with a transfer, a contract offer or its end.
 */
export function DownlineManagementView() {
  const { t } = useTranslation();
  const id = useId();
  const money = useMoney();
  const [path, setPath] = useState<Crumb[]>([]);
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [sort, setSort] = useState<DownlineSort>('registered');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Downline | null>(null);
  const parent = path.at(-1);
  const query = useDownlines({
    parentId: parent?.id,
    level: parent ? undefined : level,
    search: search || undefined,
    sort,
    page,
  });
  const list = query.data;

  const goTo = (next: Crumb[]) => {
    setPath(next);
    setPage(1);
    setSelected(null);
  };
  const onSearch = (typed: string) => {
    setSearch(typed);
    setPage(1);
  };

  return (
    <div className={styles.view}>
      <AccountSearch
        label={t('agentCentre.downlines.search')}
        submitLabel={t('agentCentre.downlines.searchSubmit')}
        onSearch={onSearch}
      >
        {!parent && (
          <div className={styles.field}>
            <label htmlFor={`${id}-level`}>{t('agentCentre.downlines.level')}</label>
            <select
              id={`${id}-level`}
              value={level ?? ''}
              onChange={(e) => {
                setLevel(e.target.value ? Number(e.target.value) : undefined);
                setPage(1);
              }}
            >
              <option value="">{t('agentCentre.downlines.allLevels')}</option>
              {levels.map((n) => (
                <option key={n} value={n}>
                  {t('agentCentre.downlines.levelN', { level: n })}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`}>{t('agentCentre.downlines.sort')}</label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as DownlineSort);
              setPage(1);
            }}
          >
            {downlineSorts.map((s) => (
              <option key={s} value={s}>
                {t(`agentCentre.downlines.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </AccountSearch>
      <nav aria-label={t('agentCentre.downlines.path')} className={styles.row}>
        <button type="button" className={styles.link} onClick={() => goTo([])}>
          {t('agentCentre.downlines.mine')}
        </button>
        {path.map((crumb, i) => (
          <span key={crumb.id}>
            {' › '}
            <button
              type="button"
              className={styles.link}
              aria-current={i === path.length - 1 ? 'location' : undefined}
              onClick={() => goTo(path.slice(0, i + 1))}
            >
              {crumb.account}
            </button>
          </span>
        ))}
      </nav>
      <QueryStatus query={query} />
      {list && list.content.length === 0 && (
        <p className="muted">{t('agentCentre.downlines.empty')}</p>
      )}
      {list && list.content.length > 0 && (
        <>
          <p className={styles.hint}>{t('agentCentre.downlines.total', { count: list.total })}</p>
          <table className={styles.table} tabIndex={0}>
            <caption className="visually-hidden">{t('agentCentre.downlines.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agentCentre.downlines.account')}</th>
                <th scope="col">{t('agentCentre.downlines.actions')}</th>
                <th scope="col">{t('agentCentre.downlines.type')}</th>
                <th scope="col">{t('agentCentre.downlines.level')}</th>
                <th scope="col" className={styles.number}>
                  {t('agentCentre.downlines.balance')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('agentCentre.downlines.validBet')}
                </th>
                <th scope="col">{t('agentCentre.downlines.lastLogin')}</th>
              </tr>
            </thead>
            <tbody>
              {list.content.map((d) => (
                <tr key={d.id}>
                  <th scope="row">{d.account}</th>
                  <td>
                    {/* Beside the account, not past a sideways scroll; short words, the
                        accessible names say whose. */}
                    <div className={styles.row}>
                      <button
                        type="button"
                        className="button"
                        aria-label={t('agentCentre.downlines.details', { account: d.account })}
                        onClick={() => setSelected(d)}
                      >
                        {t('agentCentre.downlines.detailsShort')}
                      </button>
                      {d.directCount > 0 && (
                        <button
                          type="button"
                          className="button"
                          aria-label={`${t('agentCentre.downlines.drill', { account: d.account })} (${d.directCount})`}
                          onClick={() => goTo([...path, { id: d.id, account: d.account }])}
                        >
                          {`${t('agentCentre.downlines.drillShort')} (${d.directCount})`}
                        </button>
                      )}
                    </div>
                  </td>
                  <td>
                    {d.isAgent
                      ? t('agentCentre.downlines.agent')
                      : t('agentCentre.downlines.member')}
                  </td>
                  <td>{d.level}</td>
                  <td className={styles.number}>{money(d.balance)}</td>
                  <td className={styles.number}>{money(d.validBet)}</td>
                  <td>
                    {d.lastLoginAt
                      ? formatDateTime(d.lastLoginAt)
                      : t('agentCentre.downlines.never')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            label={t('agentCentre.downlines.pages')}
            pageNo={page}
            totalPages={list.totalPages}
            onPage={setPage}
            busy={query.isFetching}
          />
        </>
      )}
      {selected && (
        <DownlineDetails key={selected.id} downline={selected} onClose={() => setSelected(null)} />
      )}
    </div>
  );
}
