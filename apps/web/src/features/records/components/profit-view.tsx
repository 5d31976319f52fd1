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

type FiguresRow = { key: string; head: string; cells: string[]; net: number };

/** A table of figures: a row heading, number columns, and the net last (a gain marked). */
function FiguresTable({
  caption,
  head,
  columns,
  rows,
  money,
}: {
  caption: string;
  head: string;
  columns: string[];
  rows: FiguresRow[];
  money: (amount: number) => string;
}) {
  return (
    <table className={styles.table} tabIndex={0}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {columns.map((label) => (
            <th key={label} scope="col" className={styles.number}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.head}</th>
            {row.cells.map((cell, i) => (
              <td key={i} className={styles.number}>
                {cell}
              </td>
            ))}
            <td className={`${styles.number} ${row.net > 0 ? styles.gain : ''}`}>
              {money(row.net)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
          <div role="group" aria-label={t('records.totals')}>
            <dl className={styles.totals}>
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
          </div>
          <p className="muted">{t('records.profitNote')}</p>
          {profit.days.length > 1 && <NetChart days={profit.days} label={t('records.chart')} />}
          <FiguresTable
            caption={t('records.byDay')}
            head={t('records.day')}
            columns={[t('records.stake'), t('records.win'), t('records.bonus'), t('records.net')]}
            rows={[...profit.days].reverse().map((d) => ({
              key: d.day,
              head: d.day,
              cells: [money(d.stake), money(d.win), money(d.bonus)],
              net: d.net,
            }))}
            money={money}
          />
          {profit.categories.length === 0 ? (
            <p className="muted">{t('records.empty')}</p>
          ) : (
            <FiguresTable
              caption={t('records.byCategory')}
              head={t('records.category')}
              columns={[
                t('records.rounds'),
                t('records.stake'),
                t('records.win'),
                t('records.net'),
              ]}
              rows={profit.categories.map((c) => ({
                key: c.category,
                head: t(`records.categories.${c.category}`),
                cells: [String(c.rounds), money(c.stake), money(c.win)],
                net: c.games,
              }))}
              money={money}
            />
          )}
        </>
      )}
    </div>
  );
}
