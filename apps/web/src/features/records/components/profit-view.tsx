import type { ProfitDay } from '@openlobby/contract/records/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { QueryStatus } from '../../../components/query-status';
import { formatMoney } from '../../../lib/format-money';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { lastDays, useProfit } from '../api/records-api';
import styles from './records.module.css';

const periods = { today: 1, week: 7, month: 30 } as const;
type Period = keyof typeof periods;

/** Bars of the daily net result around a zero line; the same figures are in the table. */
function NetChart({ days, label }: { days: ProfitDay[]; label: string }) {
  const max = Math.max(1, ...days.map((d) => Math.abs(d.net)));
  const width = 100 / Math.max(1, days.length);
  return (
    <svg className={styles.chart} viewBox="0 0 100 100" preserveAspectRatio="none" role="img">
      <title>{label}</title>
      <line x1="0" x2="100" y1="50" y2="50" stroke="currentColor" strokeWidth="0.3" />
      {days.map((d, i) => {
        const h = (Math.abs(d.net) / max) * 48;
        return (
          <rect
            key={d.day}
            x={i * width + width * 0.15}
            width={width * 0.7}
            y={d.net >= 0 ? 50 - h : 50}
            height={h}
            className={d.net >= 0 ? styles.up : styles.down}
          />
        );
      })}
    </svg>
  );
}

/**
 * Profit and loss (spec §2 personalProfit): the net result (wins − stakes + bonuses) by day
 * with a small chart, and by category, over today, 7 or 30 days.
 */
export function ProfitView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('records', language);
  const [period, setPeriod] = useState<Period>('week');
  const range = lastDays(periods[period]);
  const query = useProfit(range.from, range.to);
  const id = useId();
  if (!stringsIn) return <PageLoader />;
  const profit = query.data;
  const money = (amount: number) => formatMoney(amount, language, profit?.currency);
  const signed = (amount: number) => (
    <td className={`${styles.number} ${amount > 0 ? styles.gain : ''}`}>{money(amount)}</td>
  );
  return (
    <div className={styles.records}>
      <div className={styles.filters}>
        <label className={styles.field} htmlFor={id}>
          {t('records.period')}
          <select id={id} value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
            {(Object.keys(periods) as Period[]).map((p) => (
              <option key={p} value={p}>
                {t(`records.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryStatus query={query} />
      {profit && (
        <>
          <dl className={styles.totals} role="group" aria-label={t('records.totals')}>
            <dt>{t('records.stake')}</dt>
            <dd>{money(profit.totals.stake)}</dd>
            <dt>{t('records.win')}</dt>
            <dd>{money(profit.totals.win)}</dd>
            <dt>{t('records.bonus')}</dt>
            <dd>{money(profit.totals.bonus)}</dd>
            <dt>{t('records.net')}</dt>
            <dd className={profit.totals.net > 0 ? styles.gain : undefined}>
              {money(profit.totals.net)}
            </dd>
          </dl>
          <p className="muted">{t('records.profitNote')}</p>
          {profit.days.length > 1 && <NetChart days={profit.days} label={t('records.chart')} />}
          <table className={styles.table}>
            <caption>{t('records.byDay')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('records.day')}</th>
                <th scope="col" className={styles.number}>
                  {t('records.stake')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('records.win')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('records.bonus')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('records.net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...profit.days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td className={styles.number}>{money(d.stake)}</td>
                  <td className={styles.number}>{money(d.win)}</td>
                  <td className={styles.number}>{money(d.bonus)}</td>
                  {signed(d.net)}
                </tr>
              ))}
            </tbody>
          </table>
          {profit.categories.length === 0 ? (
            <p className="muted">{t('records.empty')}</p>
          ) : (
            <table className={styles.table}>
              <caption>{t('records.byCategory')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('records.category')}</th>
                  <th scope="col" className={styles.number}>
                    {t('records.rounds')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('records.stake')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('records.win')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('records.net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {profit.categories.map((c) => (
                  <tr key={c.category}>
                    <th scope="row">{t(`records.categories.${c.category}`)}</th>
                    <td className={styles.number}>{c.rounds}</td>
                    <td className={styles.number}>{money(c.stake)}</td>
                    <td className={styles.number}>{money(c.win)}</td>
                    {signed(c.games)}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}
