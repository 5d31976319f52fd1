import { betCategories, type BetCategory } from '@openlobby/contract/records/paths';
import type { BetRecord } from '@openlobby/contract/records/schemas';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { QueryStatus } from '../../../components/query-status';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatMoney } from '../../../lib/format-money';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { lastDays, useBetRecords, type BetFilter } from '../api/records-api';
import { InHouseVerify } from './in-house-verify';
import styles from './records.module.css';

/** Where a lottery's results (and their verification) are shown, by its game type. */
const lotteryPath: Partial<Record<BetCategory, string>> = {
  LOTT: '/lottery',
  ELOTT: '/lottery',
  VNLOTTO: '/vnLottery',
  SEA: '/seaLottery',
};

/** A lottery round's page, where its draw's result is verified; in-house rounds verify here. */
function lotteryHref(row: BetRecord): string | null {
  const v = row.verify;
  if (v?.kind !== 'lottery') return null;
  const path = lotteryPath[row.category] ?? '/lottery';
  const query = new URLSearchParams({ vassalage: v.vassalage, gameCode: v.gameCode });
  // The lottery page opens this draw's check (results.tsx reads `draw`).
  if (v.drawNumber) query.set('draw', v.drawNumber);
  return `${path}?${query}`;
}

/**
 * The betting record (spec §2 personalHistoryCopy): every round with game, provider,
 * category, stake, win and time, filtered by dates, category and provider, with the
 * filter's totals; more rounds load after the last one (keyset pages).
 */
export function BetRecordView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('records', language);
  const [filter, setFilter] = useState<BetFilter>({ ...lastDays(1), category: '', vendor: '' });
  const query = useBetRecords(filter);
  const [verifying, setVerifying] = useState<string | null>(null);
  const id = useId();
  if (!stringsIn) return <PageLoader />;

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const rows = pages.flatMap((p) => p.items);
  const money = (amount: number) => formatMoney(amount, language, first?.currency);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilter({
      from: String(data.get('from') || filter.from),
      to: String(data.get('to') || filter.to),
      category: String(data.get('category') ?? '') as BetCategory | '',
      vendor: String(data.get('vendor') ?? '').trim(),
    });
  };
  return (
    <div className={styles.records}>
      <form className={styles.filters} onSubmit={submit}>
        <label className={styles.field} htmlFor={`${id}-from`}>
          {t('records.from')}
          <input id={`${id}-from`} name="from" type="date" defaultValue={filter.from} />
        </label>
        <label className={styles.field} htmlFor={`${id}-to`}>
          {t('records.to')}
          <input id={`${id}-to`} name="to" type="date" defaultValue={filter.to} />
        </label>
        <label className={styles.field} htmlFor={`${id}-category`}>
          {t('records.category')}
          <select id={`${id}-category`} name="category" defaultValue={filter.category}>
            <option value="">{t('records.allCategories')}</option>
            {betCategories.map((c) => (
              <option key={c} value={c}>
                {t(`records.categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-vendor`}>
          {t('records.provider')}
          <input
            id={`${id}-vendor`}
            name="vendor"
            defaultValue={filter.vendor}
            placeholder={t('records.allProviders')}
            maxLength={40}
          />
        </label>
        <button type="submit" className="button button-primary">
          {t('records.apply')}
        </button>
      </form>
      <QueryStatus query={query} />
      {first && (
        <div role="group" aria-label={t('records.totals')}>
          <dl className={styles.totals}>
            <dt>{t('records.rounds')}</dt>
            <dd>{first.totals.rounds}</dd>
            <dt>{t('records.stake')}</dt>
            <dd>{money(first.totals.stake)}</dd>
            <dt>{t('records.win')}</dt>
            <dd>{money(first.totals.win)}</dd>
            <dt>{t('records.net')}</dt>
            <dd className={first.totals.net > 0 ? styles.gain : undefined}>
              {money(first.totals.net)}
            </dd>
          </dl>
        </div>
      )}
      {verifying && (
        <InHouseVerify
          key={verifying}
          roundId={verifying}
          currency={first?.currency}
          onClose={() => setVerifying(null)}
        />
      )}
      {first && rows.length === 0 && <p className="muted">{t('records.empty')}</p>}
      {rows.length > 0 && (
        <table className={styles.table} tabIndex={0}>
          <caption className="visually-hidden">
            {t('memberCentre.views.personalHistoryCopy')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('records.time')}</th>
              <th scope="col">{t('records.game')}</th>
              <th scope="col">{t('records.provider')}</th>
              <th scope="col">{t('records.category')}</th>
              <th scope="col" className={styles.number}>
                {t('records.stake')}
              </th>
              <th scope="col" className={styles.number}>
                {t('records.win')}
              </th>
              <th scope="col">{t('records.round')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const href = lotteryHref(row);
              const verifyLabel = t('records.verifyRound', { round: row.roundId });
              const inHouseRound = row.verify?.kind === 'inHouse' ? row.verify.roundId : null;
              return (
                <tr key={row.id}>
                  <td>{formatDateTime(row.placedAt)}</td>
                  <td>{row.gameName ?? row.gameCode ?? '—'}</td>
                  <td>{row.vendorName}</td>
                  <td>{t(`records.categories.${row.category}`)}</td>
                  <td className={styles.number}>
                    {money(row.stake)}
                    {row.refunded > 0 && (
                      <div className="muted">
                        {t('records.refunded', { amount: money(row.refunded) })}
                      </div>
                    )}
                  </td>
                  <td className={`${styles.number} ${row.win > 0 ? styles.gain : ''}`}>
                    {money(row.win)}
                  </td>
                  <td>
                    {row.roundId}{' '}
                    {href && (
                      <a href={href} aria-label={verifyLabel}>
                        {t('records.verify')}
                      </a>
                    )}
                    {inHouseRound && (
                      <button
                        type="button"
                        className="button"
                        aria-label={verifyLabel}
                        onClick={() => setVerifying(inHouseRound)}
                      >
                        {t('records.verify')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
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
