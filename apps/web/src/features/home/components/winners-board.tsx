import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWinners } from '../api/get-winners';
import { apiUrl } from '../../../lib/config';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { WINNER_STEP_MS } from '../utils/home-constants';
import styles from './home-widgets.module.css';

const VISIBLE = 5;

/**
 * The winners board (spec §9: 20 entries, a vertical carousel moving every 3000 ms). The
 * list rotates by one entry a step; it holds still while hovered or focused and for
 * visitors who prefer reduced motion. Fixed row heights keep the box from resizing.
 */
export function WinnersBoard() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const winners = useWinners().data ?? [];
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduced || winners.length <= VISIBLE) return;
    const timer = setInterval(() => setOffset((o) => (o + 1) % winners.length), WINNER_STEP_MS);
    return () => clearInterval(timer);
  }, [paused, winners.length]);
  const shown = Array.from(
    { length: Math.min(VISIBLE, winners.length) },
    (_, i) => winners[(offset + i) % winners.length]!,
  );
  return (
    <section className={styles.winners} aria-labelledby="winners-title">
      <h2 id="winners-title" className={styles.widgetTitle}>
        {t('homePage.winners.title')}
      </h2>
      {winners.length === 0 ? (
        <p>{t('homePage.winners.empty')}</p>
      ) : (
        <ul
          className={styles.winnerList}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          tabIndex={0}
          aria-label={t('homePage.winners.title')}
        >
          {shown.map((w, i) => {
            const amount = formatMoney(w.winAmount, language, w.currency);
            return (
              <li key={`${offset}-${i}`} className={styles.winner}>
                <img src={apiUrl(w.iconUrl)} alt="" width={40} height={40} loading="lazy" />
                <span className={styles.winnerText}>
                  {t('homePage.winners.entry', { name: w.customerName, amount, game: w.gameName })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
