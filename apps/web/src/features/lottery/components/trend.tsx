import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@openlobby/contract/lottery/schemas';
import type { LotteryFamily } from '@openlobby/games';
import { optionLabel, rowLabel } from '../utils/labels';
import { hotColdCounts, positionCounts, trendSpec } from '../utils/trend';
import styles from './lottery.module.css';

/** How many hot and cold numbers the hot/cold view lists. */
const HOT_COLD = 10;

/**
 * The trend of the last results (up to 50): how often each number came at each position,
 * as a table shaded by heat, or for games of many numbers the hottest and coldest ones.
 */
export function Trend({ family, draws }: { family: LotteryFamily; draws: readonly LotteryDraw[] }) {
  const { t } = useTranslation();
  const results = draws.flatMap((d) => (d.result ? [d.result] : []));
  const spec = trendSpec(family);
  return (
    <section className={styles.card} aria-labelledby="lottery-trend-title">
      <h2 id="lottery-trend-title" className={styles.cardTitle}>
        {t('lottery.trend.title')}
      </h2>
      {results.length === 0 ? (
        <p className="muted">{t('lottery.results.none')}</p>
      ) : spec.kind === 'positions' ? (
        <div
          className={styles.scrollX}
          tabIndex={0}
          role="region"
          aria-labelledby="lottery-trend-title"
        >
          <table className={styles.trendTable}>
            <caption>{t('lottery.trend.positionsCaption', { count: results.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lottery.trend.position')}</th>
                {spec.options.map((o) => (
                  <th scope="col" key={o}>
                    {o}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {positionCounts(spec, results).map((row, p) => {
                const max = Math.max(1, ...row);
                return (
                  <tr key={p}>
                    <th scope="row">{rowLabel(t, `pos${p + 1}`)}</th>
                    {row.map((count, i) => (
                      <td
                        key={i}
                        className={
                          count === max ? styles.hot : count === 0 ? styles.cold : undefined
                        }
                        style={{ '--heat': (count / max).toFixed(2) } as CSSProperties}
                      >
                        {count}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <HotCold spec={spec} results={results} />
      )}
    </section>
  );
}

function HotCold({ spec, results }: { spec: ReturnType<typeof trendSpec>; results: string[][] }) {
  const { t } = useTranslation();
  const counts = hotColdCounts(spec, results);
  const hot = counts.slice(0, HOT_COLD);
  const cold = counts.slice(-HOT_COLD).reverse();
  return (
    <table className={styles.trendTable}>
      <caption>{t('lottery.trend.hotColdCaption', { count: results.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery.trend.hot')}</th>
          <th scope="col">{t('lottery.trend.times')}</th>
          <th scope="col">{t('lottery.trend.cold')}</th>
          <th scope="col">{t('lottery.trend.times')}</th>
        </tr>
      </thead>
      <tbody>
        {hot.map((h, i) => (
          <tr key={h.option}>
            <td className={styles.hot}>{optionLabel(t, h.option)}</td>
            <td>{h.count}</td>
            <td className={styles.cold}>{cold[i] ? optionLabel(t, cold[i].option) : ''}</td>
            <td>{cold[i]?.count ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
